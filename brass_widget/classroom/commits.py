"""Group commit: the decisions of every table written to the store together, in a thread of their own.

A decision is acknowledged only once the store has committed it, and a commit waits for the disk (SQLite's full
sync, milliseconds). Done on the event loop, one at a time, a class's burst of decisions would wait for each other's
syncs, and every other request with them. So ``Committer.append`` hands the decision to one thread and returns a
future; the thread takes every decision waiting, commits them in one transaction (``Store.append_decisions``: one
sync for all), and settles each future on its own event loop: None, or the decision's StaleVersion.
"""

from __future__ import annotations

import asyncio
import queue
import threading

from .store import Store

_STOP = object()


class Committer:
    def __init__(self, store: Store):
        self._store = store
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None

    def append(self, table: str, version: int, text: str) -> asyncio.Future:
        """A future, settled once ``text`` is committed as decision ``version`` of ``table`` (its exception: the
        StaleVersion that refused it, or what the store raised)."""
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="brass-classroom-commits", daemon=True)
            self._thread.start()
        self._queue.put((loop, fut, (table, version, text)))
        return fut

    def _run(self) -> None:
        stop = False
        while not stop:
            batch = [self._queue.get()]
            while True:  # every decision sent meanwhile joins this commit
                try:
                    batch.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            stop = any(item is _STOP for item in batch)
            batch = [item for item in batch if item is not _STOP]
            if not batch:
                continue
            try:
                results = self._store.append_decisions([item[2] for item in batch])
            except BaseException as e:  # noqa: BLE001 - handed to each waiting request, which answers it
                results = [e] * len(batch)  # type: ignore[list-item]  # an error, answered to every waiter
            for (loop, fut, _), result in zip(batch, results):
                try:
                    loop.call_soon_threadsafe(_settle, fut, result)
                except RuntimeError:  # that loop closed meanwhile: nobody waits for the answer
                    pass

    def close(self) -> None:
        """Commit what is waiting, then stop the thread."""
        if self._thread is not None:
            self._queue.put(_STOP)
            self._thread.join(30)
            self._thread = None


def _settle(fut: asyncio.Future, result) -> None:
    if fut.done():
        return
    if isinstance(result, BaseException):
        fut.set_exception(result)
    else:
        fut.set_result(None)
