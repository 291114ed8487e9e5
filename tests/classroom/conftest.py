"""A classroom server on 127.0.0.1 in this process (``live``): Tornado's loop in a thread of its own, so a test
drives it over real HTTP with ``Client`` and may also reach into its ``room`` on that loop (``on_loop``)."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from brass_widget.classroom.client import Client
from brass_widget.classroom.room import Room
from brass_widget.classroom.server import start
from brass_widget.classroom.store import SQLiteStore


class Live:
    def __init__(self, folder, limits=None, think=None):
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="classroom-test-loop", daemon=True)
        self._thread.start()

        async def up():
            self.room = Room(SQLiteStore(folder), think=think or (lambda: ThreadPoolExecutor(1)))  # bots: a thread
            self.server, self.port = await start(self.room, "127.0.0.1", 0, limits)
        self.on_loop(up())
        self.base = f"http://127.0.0.1:{self.port}"
        self.teacher = Client(self.base, token=self.room.token)

    def on_loop(self, work, timeout: float = 60):
        """Run a coroutine, or a plain function, on the server's loop and return its result."""
        if not asyncio.iscoroutine(work):
            fn = work

            async def call():
                return fn()
            work = call()
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout)

    def idle(self) -> None:
        """Wait until no bot is thinking."""
        self.on_loop(self.room.idle())

    def client(self) -> Client:
        return Client(self.base)

    def table(self, **body) -> dict:
        status, made = self.teacher.post("/api/tables", body)
        assert status == 201, made
        return made

    def close(self) -> None:
        def down():
            self.server.stop()
            self.room.close()
        self.on_loop(down)
        self.teacher.close()
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)


@pytest.fixture
def live(tmp_path):
    server = Live(tmp_path / "class")
    yield server
    server.close()
