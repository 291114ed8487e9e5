"""A classroom server inside a notebook's kernel: ``brass_widget.classroom.start()``.

The server runs on an event loop of its own in a thread of the kernel (the kernel's own loop keeps answering
cells), on the same store, room and routes as ``brass-widget classroom``. The object returned holds the teacher's
address, a client with the teacher's token, the dashboard as an IFrame for the notebook, and ``stop()``.

``rehearse()`` plays the students' seats with stand-ins that pick a legal decision at random through the seats'
own API (as a RandomBot would, seeded), so a teacher can try a whole session alone before the class.
"""

from __future__ import annotations

import asyncio
import random
import sys
import threading
import time
from pathlib import Path

from .client import Client
from .server import DEFAULT_DATA, teacher_address


class Classroom:
    """A running classroom server (see ``start``): ``url`` (the dashboard, with the teacher's token after ``#``),
    ``base``, ``token``, ``teacher`` (a ``Client`` with the token), ``room``."""

    def __init__(self, data, host: str, port: int, think=None):
        from .room import Room
        from .server import start as listen
        from .store import SQLiteStore

        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="brass-classroom", daemon=True)
        self._thread.start()

        async def up():
            self.room = Room(SQLiteStore(data), think=think)
            try:
                self._server, self.port = await listen(self.room, host, port)
            except BaseException:
                self.room.close()
                raise
        try:
            self._on_loop(up())
        except BaseException:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)
            raise
        shown_host = "localhost" if host in ("127.0.0.1", "localhost") else host  # the notebook's own site
        self.base = f"http://{shown_host}:{self.port}"
        self.token = self.room.token
        self.url = teacher_address(shown_host, self.port, self.token)
        self.teacher = Client(self.base, token=self.token)
        self.stopped = False

    def _on_loop(self, work, timeout: float = 120):
        return asyncio.run_coroutine_threadsafe(work, self._loop).result(timeout)

    # -- the teacher's calls, as the dashboard makes them -----------------------------------------------------
    def _ask(self, method: str, path: str, body=None, ok: int = 200):
        if self.stopped:
            raise RuntimeError("this classroom server has stopped: start another with classroom.start()")
        status, answer = self.teacher.request(method, path, body)
        if status != ok:
            raise ValueError(answer.get("error", answer) if isinstance(answer, dict) else answer)
        return answer

    def table(self, **body) -> dict:
        """Make a table (the body of ``POST /api/tables``: edition, players, seats, rules, seed); its id and its
        seats' join links and short codes. ValueError with the server's reason for a wrong body."""
        return self._ask("POST", "/api/tables", body, ok=201)

    def tables(self) -> list[dict]:
        return self._ask("GET", "/api/tables")["tables"]

    def pause(self, tid: str) -> dict:
        return self._ask("POST", f"/api/tables/{tid}/pause")

    def resume(self, tid: str) -> dict:
        return self._ask("POST", f"/api/tables/{tid}/resume")

    def end(self, tid: str) -> dict:
        return self._ask("POST", f"/api/tables/{tid}/end")

    def results(self) -> dict:
        """``GET /api/results``: every table with its students' names and reflections, and ``treatments``: the
        class's results per treatment (``classroom.results``)."""
        return self._ask("GET", "/api/results")

    # -- in the notebook ------------------------------------------------------------------------------------
    def dashboard(self, height: int = 650):
        """The teacher's dashboard in the notebook (an IFrame of ``url``)."""
        from IPython.display import IFrame

        return IFrame(self.url, width="100%", height=height)

    def results_page(self, height: int = 650):
        """The class's results page in the notebook (signed in by the dashboard shown before)."""
        from IPython.display import IFrame

        return IFrame(f"{self.base}/teacher/results", width="100%", height=height)

    def _repr_html_(self) -> str:
        state = "stopped" if self.stopped else f"{len(self.room.tables)} table(s)"
        return (f"<p>Brass classroom server at {self.base} ({state}). Students join at "
                f"<code>{self.base}/join</code>; <code>.dashboard()</code> shows the teacher's page.</p>")

    def rehearse(self, seed: int = 0, names=("Ada", "Ben", "Cy", "Dee")) -> int:
        """Play every student seat of every live table to the end with stand-ins that pick a legal decision at
        random (``random.Random(seed)``), through the seats' own API, each joining by its short code under a
        name from ``names`` and writing a reflection at the end. Returns how many decisions they played."""
        rng = random.Random(seed)
        seat = Client(self.base)
        joined: list[str] = []
        for k, t in enumerate(self.tables()):
            if t["status"] != "live" or t["over"]:
                continue
            for j, short in enumerate(self.room.desk.short_codes(t["id"])):
                if short is not None:
                    status, answer = seat.post("/api/join", {"code": short, "name": names[(k + j) % len(names)]})
                    if status != 200:
                        raise RuntimeError(f"a stand-in could not join: {answer}")
                    joined.append(answer["code"])
        played, stalls, waiting = 0, 0, list(joined)
        while waiting:
            moved = False
            for code in list(waiting):
                status, view = seat.seat(code)
                if status == 429:  # a seat's rate limit (trust.SEAT_RATE): as a person would, slow down
                    time.sleep(0.1)
                    moved = True
                    continue
                if status != 200:
                    raise RuntimeError(f"a stand-in's seat answered {status}: {view}")
                if view["over"] or view["status"] != "live":
                    waiting.remove(code)
                    seat.post("/api/seat/reflection", {"code": code, "text": "A stand-in: no reflection."})
                    moved = True
                elif view["legal"]:
                    status, _ = seat.act(code, rng.choice(view["legal"]), view["version"])
                    played += status == 200
                    moved = True
            stalls = 0 if moved else stalls + 1
            if stalls > 3:
                raise RuntimeError("the stand-ins cannot play on: a table waits for a bot that stopped (the "
                                   "server's log says why)")
            if not moved:
                self._on_loop(self.room.idle())  # the bots are thinking: wait for them, not in a busy loop
        seat.close()
        return played

    def stop(self) -> None:
        """Stop the server and its bots; the store keeps every table (``start`` on the same ``data`` resumes)."""
        if self.stopped:
            return
        self.stopped = True

        async def down():
            self._server.stop()
            self.room.close()
        self._on_loop(down())
        self.teacher.close()
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()


def start(data: str | Path = DEFAULT_DATA, host: str = "127.0.0.1", port: int = 0, think=None) -> Classroom:
    """Start a classroom server in this process (a notebook's kernel): ``data`` the folder of its store (the
    same as ``brass-widget classroom --data``), ``port`` 0 for any free one. ``think``: how bots think (default:
    one worker process; ``classroom.room.Room``). ValueError for a port that is not 0 to 65535; OSError when
    the address cannot be used; RuntimeError in the browser (Pyodide), where no kernel can listen."""
    if sys.platform == "emscripten":
        raise RuntimeError("the classroom server needs a kernel that can open a port (JupyterLab or Notebook on a "
                           "machine), not the zero-install site in the browser")
    if not isinstance(port, int) or isinstance(port, bool) or not 0 <= port <= 65535:
        raise ValueError(f"port is a whole number from 0 to 65535 (0: any free one), not {port!r}")
    if not isinstance(host, str) or not host:
        raise ValueError(f"host is an address such as '127.0.0.1', not {host!r}")
    try:
        import tornado  # noqa: F401
    except ImportError:
        raise ImportError('the classroom server needs Tornado: pip install "brass-widget[classroom]"') from None
    return Classroom(data, host, port, think)
