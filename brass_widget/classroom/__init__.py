"""The classroom server: tables for a class, played over a JSON API (docs/classroom.md).

``store.py`` keeps tables (SQLite; one small interface for other databases), ``tables.py`` makes a table's game
and what each viewer may see, ``room.py`` keeps every table and plays the bot seats, ``trust.py`` holds the
secrets and rate limits, ``app.py`` speaks HTTP (Tornado), ``server.py`` is ``brass-widget classroom``, and
``client.py`` is a small client for scripts and tests. Tornado is imported only by ``app.py`` and ``server.py``.
"""
