"""A websocket per seat (``/ws/seat?code=...``): the board's traits and messages, as the widget's Jupyter comm
carries them (``widget/protocol.py``), between one seat of a table and its page.

The framing (docs/protocol.md, "Over a websocket"): each frame is one JSON text. The server sends
``{"traits": {name: value, ...}}``: every trait when the page connects (or reconnects: it draws from nothing), then
the traits that changed after each message and each change of the table (any seat's or a bot's decision). The page
sends the board's intents exactly as ``model.send`` gives them (``{"type": "act", ...}``), each handled by
``messages.dispatch`` through the seat's ``SeatBoard``; a decision is played through the room (``Room.act``: the
seat's turn, the table's version, committed before acknowledged). A refusal goes to the ``error`` trait and changes
nothing.

Trust: the join code is the only credential (a wrong one closes the socket with ``WRONG_CODE`` and counts against
the address, as on the JSON API); a socket opens its seat only, and the page's origin must be the server's
(Tornado's ``check_origin``). A frame is at most ``MAX_FRAME`` bytes (a larger one closes the socket: 1009), each
seat's frames share the seat's rate limit with its JSON requests, and a seat has at most ``MAX_SOCKETS`` open (a
socket that stops answering pings is closed: ``PING_SECONDS``).
"""

from __future__ import annotations

import asyncio
import json
import logging

import tornado.websocket

from ..engine import IllegalAction
from ..widget.messages import dispatch
from ..widget.refusals import Refused, refusal_text
from .room import MAX_WAIT, ApiError, Room
from .seat_board import HintsNeeded, SeatBoard
from .trust import Limits

MAX_FRAME = 16 * 1024  # bytes of a frame from a page (an intent is ~100)
MAX_SOCKETS = 4  # open sockets per seat (a tab or two, a phone)
PING_SECONDS = 20  # a page's socket is pinged this often, and closed when it does not answer within as long: a phone
# that went to sleep or off the network frees its place (MAX_SOCKETS) within a minute
WRONG_CODE = 4404  # close codes: no seat has this code
TOO_MANY = 4429  # too many sockets for this seat, or wrong codes from this address
log = logging.getLogger("brass_widget.classroom")


def frame(traits: dict) -> str:
    """The text of a frame carrying ``traits`` (its keys sorted: the same traits are the same bytes)."""
    return json.dumps({"traits": traits}, sort_keys=True, separators=(",", ":"))


def refusal(e: ApiError) -> str:
    """A room's refusal in the board's words: the engine's reasons each with its rule (``refusals.refusal_text``)."""
    reasons = e.extra.get("reasons")
    if reasons:
        return "; ".join(f"{r['message']} ({r['rule']})" for r in reasons)
    return f"refused: {e.message}"


class SeatSocket(tornado.websocket.WebSocketHandler):
    """One page of one seat. ``room`` and ``limits`` from the application; ``open`` checks the code."""

    def initialize(self, room: Room, limits: Limits):
        self.room = room
        self.limits = limits
        self.code: str | None = None
        self.board: SeatBoard | None = None
        self._follow: asyncio.Task | None = None
        self._busy = asyncio.Lock()

    def open(self):
        ip = self.request.remote_ip
        if not self.limits.bad.peek(ip):
            self.close(TOO_MANY, "too many wrong codes or tokens from this address: wait a minute")
            return
        code = self.get_query_argument("code", None)
        try:
            table, seat = self.room.seat(code)
        except ApiError as e:
            self.limits.bad.allow(ip)
            self.close(WRONG_CODE, e.message)
            return
        if not self.limits.seats.allow(code):  # opening counts as a request: a reconnect loop cannot spin
            self.close(TOO_MANY, "too many requests for this seat: wait a moment")
            return
        open_now = _OPEN.setdefault(code, set())
        if len(open_now) >= MAX_SOCKETS:
            self.close(TOO_MANY, f"this seat has {MAX_SOCKETS} pages open already: close one")
            return
        open_now.add(self)
        self.code = code
        self.room.seen(table, seat)  # the dashboard's "joined, seen ... ago"
        self.board = SeatBoard(table, seat)
        self._send(self.board.resend())
        self._follow = asyncio.get_running_loop().create_task(self._follow_table())

    async def on_message(self, message):
        if self.board is None:
            return
        async with self._busy:  # one message at a time: its answer is sent before the next is read
            self.room.seen(*self.room.seat(self.code))
            self.board.pending = None
            try:
                if not self.limits.seats.allow(self.code):
                    raise Refused("refused: too many messages from this seat: slow down")
                await self._handle(_parsed(message))
            except (Refused, IllegalAction) as e:
                self.board.error = refusal_text(e) or "refused"
            except ApiError as e:
                self.board.error = refusal(e)
            except Exception:  # a failure, not a refusal: said on the page, the traceback only in the log
                log.exception("a seat's message failed")
                self.board.error = "the server failed on this message (its log says why)"
            finally:
                self.board.pending = None
            self._send(self.board.changes())

    async def _handle(self, msg) -> None:
        """One intent through the board's handlers; a decision played through the room; a Hint on a position not
        yet searched searched in the bots' worker first (the position unchanged meanwhile, else a stale refusal)."""
        board = self.board
        assert board is not None
        try:
            dispatch(board, msg)
        except HintsNeeded as need:
            key = board.hint_key()
            ranked = await self.room.hints(board.table, need.ranks)
            if board.hint_key() != key:
                raise Refused("refused a stale hint: the table moved on while the coach thought; ask again") from None
            board.keep_hints(key, ranked)
            dispatch(board, msg)
        if board.pending is not None:
            await self.room.act(self.code, board.pending, board.version)
            board.error = ""

    async def _follow_table(self):
        """Send the traits a change of the table changed (a decision by another seat, a bot, or this one; a seat
        handed to a bot; the teacher's pause, resume or end), for as long as the page is open."""
        try:
            while self.board is not None:
                self.room.seen(*self.room.seat(self.code))  # an open page is heard from, every MAX_WAIT at least
                seen = self._followed()
                await self.room.seat_view(self.code, after=seen[0], wait=MAX_WAIT)
                if self.board is not None and self._followed() != seen:
                    async with self._busy:
                        self._send(self.board.changes())
        except (tornado.websocket.WebSocketClosedError, asyncio.CancelledError):
            pass

    def _followed(self) -> tuple:
        """What a change of the table is seen by: its version, its seats, and its status (paused or ended by the
        teacher: said on the page at once, not at the student's next move)."""
        assert self.board is not None
        return self.board.version, self.board.seats, self.board.table.status

    def _send(self, traits: dict) -> None:
        if traits and self.ws_connection is not None:
            try:
                self.write_message(frame(traits))
            except tornado.websocket.WebSocketClosedError:
                pass

    def on_close(self):
        if self.code is not None:
            _OPEN.get(self.code, set()).discard(self)
        if self._follow is not None:
            self._follow.cancel()
        self.board = None


_OPEN: dict[str, set[SeatSocket]] = {}  # join code -> its open sockets


def _parsed(message) -> object:
    """A frame's intent: JSON text (a binary frame, or text that is not JSON, is refused)."""
    if not isinstance(message, str):
        raise Refused("refused a binary frame: the board sends JSON text")
    try:
        return json.loads(message)
    except (ValueError, RecursionError):
        raise Refused("refused a frame that is not JSON") from None
