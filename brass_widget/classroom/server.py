"""``brass-widget classroom``: one process that serves a class, on Tornado's event loop.

It opens (or makes) the data folder's store, replays every table in it, starts the bots whose turn it is, listens,
and prints one line: the dashboard's address, carrying the teacher's token after ``#`` (a browser never sends what
follows ``#`` to a server, so the token stays out of logs and Referer headers). Stop it with Ctrl-C.
"""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from pathlib import Path

DEFAULT_DATA = "brass-classroom"


def teacher_address(host: str, port: int, token: str) -> str:
    shown_host = f"[{host}]" if ":" in host else host
    return f"http://{shown_host}:{port}/teacher#token={token}"


async def start(room, host: str = "127.0.0.1", port: int = 0, limits=None):
    """Listen for ``room``'s API on ``host``:``port`` (0: a free one) and start the bots whose turn it is (after a
    restart: whose turn it was when the server stopped). Returns the HTTP server and the port it listens on."""
    import tornado.httpserver
    import tornado.netutil

    from .app import MAX_SERVER_BODY, make_app

    server = tornado.httpserver.HTTPServer(make_app(room, limits), max_body_size=MAX_SERVER_BODY,
                                           max_header_size=16 * 1024, idle_connection_timeout=120, body_timeout=30)
    sockets = tornado.netutil.bind_sockets(port, address=host)
    server.add_sockets(sockets)
    room.start_all()
    return server, sockets[0].getsockname()[1]


async def serve(host: str = "127.0.0.1", port: int = 8765, data: str | Path = DEFAULT_DATA, out=None) -> None:
    """Serve the class until cancelled, printing the teacher's address (``port`` 0: a free port, named there)."""
    from .room import Room
    from .store import SQLiteStore

    room = Room(SQLiteStore(data))
    server, bound = await start(room, host, port)
    print(f"brass-widget classroom: {len(room.tables)} table(s) in {Path(data).resolve()}; teacher: "
          f"{teacher_address(host, bound, room.token)}", file=out or sys.stdout, flush=True)
    try:
        await asyncio.Event().wait()
    finally:
        server.stop()
        room.close()


def main(host: str, port: int, data: str) -> int:
    try:
        import tornado  # noqa: F401
    except ImportError:
        print('error: the classroom server needs Tornado: pip install "brass-widget[classroom]"', file=sys.stderr)
        return 2
    from .store import StoreError
    try:
        asyncio.run(serve(host, port, data))
    except KeyboardInterrupt:
        pass
    except (OSError, sqlite3.Error, StoreError) as e:
        print(f"error: cannot serve on {host}:{port} with data in {data}: {e}", file=sys.stderr)
        return 1
    return 0
