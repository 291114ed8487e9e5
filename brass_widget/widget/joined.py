"""``BoardWidget.join(link)``: a student's seat at a classroom table, in a notebook. The board is the widget's own
view (``board.js``) with the widget's synced traits (``protocol.TRAITS``), but its state comes from the classroom
server over the seat's websocket (docs/protocol.md, "Over a websocket") instead of a game in this kernel: each
frame's traits are set here, and each intent the board sends goes to the server as it is. So a notebook seat sees
and may do exactly what the seat's page in a browser does (docs/classroom.md), and nothing of the game but that
seat's view ever reaches this kernel.

It runs on the kernel's asyncio event loop (a running loop is needed: a Jupyter kernel has one) and connects
again by itself after a lost connection, getting the whole board again. ``close()`` ends it.
"""

from __future__ import annotations

import asyncio
import json
import logging
import urllib.parse
from typing import Any

import traitlets

from .bot_runner import running_loop
from .protocol import trait_names
from .synced import STATIC, SyncedTraits

GIVE_UP = (4404,)  # the server's close code for a wrong code: said, not retried (too many pages, 4429: tried again)
log = logging.getLogger("brass_widget.widget")


def socket_url(link) -> str:
    """The seat's websocket address from its join link (``http://host:port/play?code=...``); ValueError for
    anything else."""
    if not isinstance(link, str):
        raise TypeError(f"a join link is text, not {type(link).__name__}")
    parts = urllib.parse.urlsplit(link.strip())
    code = urllib.parse.parse_qs(parts.query).get("code", [""])[0]
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.path != "/play" or not code:
        raise ValueError("a join link looks like http://host:8765/play?code=... (the link your teacher gave you)")
    scheme = "wss" if parts.scheme == "https" else "ws"
    return f"{scheme}://{parts.netloc}/ws/seat?{urllib.parse.urlencode({'code': code})}"


class JoinedBoard(SyncedTraits):
    """A classroom seat's board in a notebook (made by ``BoardWidget.join(link)``)."""

    _esm = STATIC / "board.js"
    _css = STATIC / "board.css"

    def __init__(self, link: str, **kwargs):
        url = socket_url(link)
        loop = running_loop()
        if loop is None:
            raise RuntimeError("BoardWidget.join needs a running event loop: call it in a Jupyter notebook's cell")
        super().__init__(**kwargs)
        self._url = url
        self._ws: Any = None  # tornado's WebSocketClientConnection while connected
        self._closed = False
        self._names = set(trait_names())
        self.on_msg(self._on_intent)
        self._task = loop.create_task(self._run())

    async def _run(self) -> None:
        from tornado.websocket import WebSocketClosedError, websocket_connect
        retries = 0
        while not self._closed:
            try:
                self._ws = ws = await websocket_connect(self._url)
                retries = 0
                while (text := await ws.read_message()) is not None:
                    self._receive(text)
                if ws.close_code in GIVE_UP:
                    self.error = str(ws.close_reason or "this link opens no seat")
                    return
            except (OSError, WebSocketClosedError) as e:  # refused, reset, a server that is restarting
                log.info("a classroom seat's connection failed: %s", e)
            except Exception as e:  # a handshake refused (HTTPClientError), and the like: said on the board
                self.error = f"could not join the table: {type(e).__name__}: {e}"
                return
            finally:
                self._ws = None
            if not self._closed:
                self.error = "the connection to the table was lost: connecting again"
                await asyncio.sleep(min(10.0, 0.5 * 2 ** retries))
                retries = min(retries + 1, 5)

    def _receive(self, text) -> None:
        """One frame from the server: its traits set (a name this board does not declare, or a value its trait does
        not take, is left out)."""
        try:
            traits = json.loads(text).get("traits")
        except (ValueError, AttributeError):
            return
        if not isinstance(traits, dict):
            return
        with self.hold_sync():
            for name, value in traits.items():
                if name in self._names:
                    try:
                        setattr(self, name, value)
                    except traitlets.TraitError:
                        log.warning("a classroom frame's %s is not the board's", name)

    def _on_intent(self, _widget, content, _buffers=None) -> None:
        """An intent from the board (``model.send``), passed on to the server as it is: the server checks it."""
        ws = self._ws
        if ws is None:
            self.error = "not connected to the table yet: try again in a moment"
            return
        try:
            ws.write_message(json.dumps(content))
        except Exception:  # closed meanwhile (tornado's WebSocketClosedError): the board reconnects
            self.error = "not connected to the table: connecting again"

    def close(self) -> None:
        self._closed = True
        ws, task = getattr(self, "_ws", None), getattr(self, "_task", None)  # None: refused before it began
        if ws is not None:
            ws.close()
        if task is not None:
            task.cancel()
        super().close()

    def __repr__(self) -> str:
        return "<BoardWidget.join: a classroom seat>"
