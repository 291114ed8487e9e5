"""The classroom's JSON API over HTTP (Tornado): the routes of docs/classroom.md, each a thin handler that checks
who is asking, reads a bounded JSON body, calls the ``Room`` and writes JSON. Every refusal is a 4xx JSON object
``{"error": ...}`` and changes nothing; a seat is only ever sent its own view (``Table.seat_view``).
"""

from __future__ import annotations

import json
import logging
import math
from urllib.parse import urlsplit

import tornado.web

from .codes import shown_code
from .room import MAX_WAIT, ApiError, Room
from .seat_page import SeatPage, StaticFile
from .seat_socket import MAX_FRAME, PING_SECONDS, SeatSocket
from .trust import Limits

MAX_BODY = 16 * 1024  # bytes of a request's JSON body (a table's creation body is ~300)
MAX_SERVER_BODY = 64 * 1024  # the HTTP server's own cut-off: beyond it the connection is closed unread
COOKIE = "brass_teacher"  # the teacher's token as an HttpOnly, SameSite=Strict cookie, set by /api/session
log = logging.getLogger("brass_widget.classroom")


def join_link(base: str, code: str) -> str:
    """The address a student opens for a seat (its QR code, and where ``/join`` sends a short code): the one place
    to name it. Today the seat's JSON view; with a board page for each seat, that page."""
    return f"{base}/play?code={code}"


class Handler(tornado.web.RequestHandler):
    """JSON in and out, errors as ``{"error", ...}``; ``room`` and ``limits`` from the application."""

    def initialize(self, room: Room, limits: Limits):
        self.room = room
        self.limits = limits

    def set_default_headers(self):
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")

    def send(self, data, status: int = 200) -> None:
        self.set_status(status)
        self.finish(json.dumps(data, sort_keys=True, separators=(",", ":")))

    def log_exception(self, typ, value, tb) -> None:
        if not isinstance(value, ApiError):  # a refusal is an answer, not a failure: no traceback in the log
            super().log_exception(typ, value, tb)

    def write_error(self, status_code: int, **kwargs) -> None:
        exc = kwargs.get("exc_info", (None, None, None))[1]
        if isinstance(exc, ApiError):
            self.send({"error": exc.message, **exc.extra}, exc.status)
            return
        if isinstance(exc, tornado.web.HTTPError) and exc.log_message:
            message = exc.log_message % exc.args if exc.args else exc.log_message
        else:
            message = self._reason if status_code < 500 else "the server failed on this request (its log says why)"
        self.send({"error": message}, status_code)

    def _refuse_if_flooding(self) -> None:
        if not self.limits.bad.peek(self.request.remote_ip):
            raise ApiError(429, "too many wrong codes or tokens from this address: wait a minute")

    def _bad_secret(self) -> None:
        self.limits.bad.allow(self.request.remote_ip)

    def teacher(self) -> None:
        """Refuse (401) unless the request carries the teacher's token as ``Authorization: Bearer <token>``, or as
        the dashboard's cookie (``COOKIE``); a change made with the cookie must come from this server's own page
        (403 for another ``Origin``: the cookie is SameSite=Strict too)."""
        self._refuse_if_flooding()
        head = self.request.headers.get("Authorization", "")
        token = head[7:] if head.startswith("Bearer ") else None
        if token is None and (token := self.get_cookie(COOKIE)) is not None and self.request.method != "GET":
            origin = self.request.headers.get("Origin")
            if origin is not None and urlsplit(origin).netloc != self.request.host:
                raise ApiError(403, "a change to the class comes from this server's own dashboard")
        if not self.room.is_teacher(token):
            self._bad_secret()
            raise ApiError(401, "this needs the teacher's token (Authorization: Bearer <token>)")

    def seat_of(self, code):
        """The (table, seat) a join code opens, after the rate limits: a wrong code counts against the address."""
        self._refuse_if_flooding()
        try:
            found = self.room.seat(code)
        except ApiError:
            self._bad_secret()
            raise
        if not self.limits.seats.allow(code):
            raise ApiError(429, "too many requests for this seat: slow down")
        self.room.seen(*found)
        return found

    def base(self) -> str:
        return f"{self.request.protocol}://{self.request.host}"

    def body(self) -> dict:
        if len(self.request.body) > MAX_BODY:
            raise ApiError(413, f"a request's body is at most {MAX_BODY} bytes")
        try:
            data = json.loads(self.request.body or b"null")
        except (ValueError, RecursionError):
            raise ApiError(400, "the body is not JSON") from None
        if not isinstance(data, dict):
            raise ApiError(400, "the body is a JSON object")
        return data


def teacher_view(room: Room, table) -> dict:
    """``Table.teacher_view`` with each student seat's short code, name and whether it has joined (``Desk``)."""
    return {**table.teacher_view(), "students": room.desk.students(table)}


class Tables(Handler):
    def get(self):
        self.teacher()
        self.send({"tables": [teacher_view(self.room, t) for t in self.room.tables.values()]})

    def post(self):
        self.teacher()
        table = self.room.create(self.body())
        short = self.room.desk.short_codes(table.id)
        join = [{"seat": s, "url": f"{self.base()}/api/seat?code={code}", "code": code, "short": shown_code(short[s]),
                 "play": f"{self.base()}/play?code={code}", "join": join_link(self.base(), code)}
                for s, code in enumerate(table.codes) if code is not None]
        self.send({"id": table.id, "join": join}, 201)


class OneTable(Handler):
    def get(self, tid):
        self.teacher()
        self.send(teacher_view(self.room, self.room.table(tid)))


class SeatToBot(Handler):
    async def post(self, tid, seat):
        self.teacher()
        level = self.body().get("level")
        table = await self.room.hand_to_bot(tid, int(seat[:3]), level)
        self.send({"id": table.id, "seats": list(table.seats)})


class Seat(Handler):
    async def get(self):
        code = self.get_query_argument("code", None)
        self.seat_of(code)
        after = self._number("after", None)
        wait = self._number("wait", 0.0)
        self.send(await self.room.seat_view(code, after=after, wait=wait))

    def _number(self, name, default):
        text = self.get_query_argument(name, None)
        if text is None:
            return default
        try:
            value = float(text[:30])
        except ValueError:
            value = math.nan
        if not math.isfinite(value) or value < 0:
            raise ApiError(400, f"{name} is a number from 0 (wait: at most {MAX_WAIT:g} seconds)")
        return value


class Act(Handler):
    async def post(self):
        data = self.body()
        self.seat_of(data.get("code"))
        self.send(await self.room.act(data.get("code"), data.get("action"), data.get("version")))


class Home(Handler):
    def get(self):
        self.send({"name": "brass-widget classroom", "teacher": "/teacher", "join": "/join",
                   "api": ["/api/tables", "/api/tables/{id}", "/api/watch", "/api/tables/{id}/pause",
                           "/api/tables/{id}/resume", "/api/tables/{id}/end", "/api/results", "/api/join",
                           "/api/seat", "/api/seat/act", "/api/seat/reflection"],
                   "docs": "docs/classroom.md in the brass-widget package's source"})


class NotFound(Handler):
    def prepare(self):
        raise ApiError(404, f"no such address: {self.request.path[:80]}")


def log_request(handler: tornado.web.RequestHandler) -> None:
    """Tornado's access log without the query string: a seat's join code never lands in a log file."""
    status = handler.get_status()
    level = logging.INFO if status < 400 else logging.WARNING if status < 500 else logging.ERROR
    log.log(level, "%d %s %s %.1fms", status, handler.request.method, handler.request.path,
            1000.0 * handler.request.request_time())


def make_app(room: Room, limits: Limits | None = None) -> tornado.web.Application:
    from . import dashboard

    args = {"room": room, "limits": limits or Limits()}
    return tornado.web.Application([
        *dashboard.routes(args),
        (r"/", Home, args),
        (r"/api/tables", Tables, args),
        (r"/api/tables/([^/]+)", OneTable, args),
        (r"/api/tables/([^/]+)/seats/([0-9]+)/bot", SeatToBot, args),
        (r"/api/seat", Seat, args),
        (r"/api/seat/act", Act, args),
        (r"/play", SeatPage, args),  # a seat's board page and its websocket (seat_page.py, seat_socket.py)
        (r"/static/([a-z]+\.(?:js|css))", StaticFile, args),
        (r"/ws/seat", SeatSocket, args),
    ], default_handler_class=NotFound, default_handler_args=args, log_function=log_request,
        compress_response=False, xsrf_cookies=False, websocket_max_message_size=MAX_FRAME,
        websocket_ping_interval=PING_SECONDS, websocket_ping_timeout=PING_SECONDS)
