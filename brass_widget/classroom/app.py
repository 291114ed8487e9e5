"""The classroom's JSON API over HTTP (Tornado): the routes of docs/classroom.md, each a thin handler that checks
who is asking, reads a bounded JSON body, calls the ``Room`` and writes JSON. Every refusal is a 4xx JSON object
``{"error": ...}`` and changes nothing; a seat is only ever sent its own view (``Table.seat_view``).
"""

from __future__ import annotations

import logging
import math

import tornado.web

from . import dashboard
from .codes import shown_code
from .handler import COOKIE, MAX_BODY, MAX_SERVER_BODY, Handler, join_link, log  # noqa: F401  (the API's names)
from .room import MAX_WAIT, ApiError, Room
from .seat_page import SeatPage, StaticFile
from .seat_socket import MAX_FRAME, PING_SECONDS, SeatSocket
from .trust import Limits


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
