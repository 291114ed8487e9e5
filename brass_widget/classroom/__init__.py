"""The classroom server: tables for a class, played over a JSON API (docs/classroom.md).

``store.py`` keeps tables (SQLite; one small interface for other databases), ``tables.py`` makes a table's game
and what each viewer may see, ``room.py`` keeps every table and plays the bot seats, ``trust.py`` holds the
secrets and rate limits, ``app.py`` speaks HTTP (Tornado), ``server.py`` is ``brass-widget classroom``, and
``client.py`` is a small client for scripts and tests. The teacher's side: ``desk.py`` (short codes, paused or
ended tables, names, reflections), ``codes.py`` (short codes, QR codes), ``results.py`` (the class's results with
the lab's measures), ``pages.py`` (HTML), ``dashboard.py`` (their routes), ``notebook.py`` (``start()``: the server
in a notebook's kernel). Tornado is imported only by ``app.py``, ``dashboard.py`` and ``server.py``.
"""

from .notebook import start  # noqa: E402 - the server in a notebook's kernel (imports Tornado only when called)

__all__ = ["start"]
