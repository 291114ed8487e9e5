"""The base of every classroom HTTP handler (``Handler``: JSON in and out, who is asking, bounded bodies), the
cookie that carries the teacher's token, and the address a student opens: shared by the API (``app.py``) and the
teacher's pages (``dashboard.py``)."""

from __future__ import annotations

import json
import logging
from urllib.parse import urlsplit

import tornado.web

from .room import ApiError, Room
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
