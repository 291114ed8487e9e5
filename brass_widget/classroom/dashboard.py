"""The teacher's side of the classroom server over HTTP: the dashboard's pages, its sign-in, pausing and ending
tables, the class's results, and the students' ``/join`` by short code and their reflections (docs/classroom.md).

The dashboard signs in once: its page reads the teacher's token from the address's ``#token=`` (never sent to a
server), hands it to ``POST /api/session`` in an ``Authorization`` header, and the answer sets it as an HttpOnly,
SameSite=Strict cookie (``handler.COOKIE``); the page then drops it from the address bar. From there on the page's
calls carry the cookie, and a change made with it must come from this server's own page (``Handler.teacher``).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import tornado.web

from .codes import qr_svg, shown_code
from .handler import COOKIE, Handler, join_link
from .pages import CSP, dashboard_page, join_page, reflect_page, results_page, tables_html
from .results import prompt, seat_rows, summary, to_csv, treatment
from .room import ApiError

STATIC = Path(__file__).parent / "static"
ASSETS = {"dashboard.js": "text/javascript; charset=utf-8", "classroom.css": "text/css; charset=utf-8"}
SESSION_DAYS = 1  # the dashboard's cookie lasts a school day; the printed address signs in again


class Page(Handler):
    """An HTML answer under a strict Content-Security-Policy (scripts and styles from this server only)."""

    def html(self, text: str, status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Content-Security-Policy", CSP)
        self.finish(text)


class Teacher(Page):
    def get(self):
        self.html(dashboard_page())  # the page itself holds no data: its parts come with the teacher's cookie


class TablesPart(Page):
    def get(self):
        self.teacher()
        self.html(tables_html(self.room, self.base(), join_link))


class QRCode(Handler):
    """The QR code of a student seat's join link, as an SVG image (the teacher's: it opens that seat)."""

    def get(self, tid, seat):
        self.teacher()
        table = self.room.table(tid)
        s = int(seat)
        if s >= len(table.codes) or table.codes[s] is None:
            raise ApiError(404, f"table {table.id} has no student seat {s}")
        self.set_header("Content-Type", "image/svg+xml")
        self.set_header("Cache-Control", "private, no-cache")
        self.finish(qr_svg(join_link(self.base(), table.codes[s])))


class ResultsPage(Page):
    async def get(self):
        self.teacher()
        groups = await class_results(self.room)
        self.html(results_page(self.room, groups))


class Asset(tornado.web.RequestHandler):
    def get(self, name):
        self.set_header("Content-Type", ASSETS[name])
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Cache-Control", "no-cache")
        self.finish((STATIC / name).read_bytes())


class Session(Handler):
    def post(self):
        if not self.request.headers.get("Authorization", "").startswith("Bearer "):
            raise ApiError(401, "this needs the teacher's token (Authorization: Bearer <token>)")
        self.teacher()
        token = self.request.headers["Authorization"][7:]
        self.set_cookie(COOKIE, token, httponly=True, samesite="Strict", path="/", expires_days=SESSION_DAYS)
        self.send({"signed_in": True})

    def delete(self):
        self.clear_cookie(COOKIE, path="/")
        self.send({"signed_in": False})


class Watch(Handler):
    """What the dashboard watches, as JSON: each table's status, whose turn, VP, each student seat's last contact,
    and ``stuck`` (seconds without a decision at a live game, once ``desk.STUCK_SECONDS`` have passed)."""

    def get(self):
        self.teacher()
        out = []
        for t in self.room.tables.values():
            stuck = self.room.desk.stuck(t)
            out.append({"id": t.id, "treatment": treatment(t), "status": t.status, "over": t.game.is_over,
                        "version": t.version, "current_player": t.game.current_player,
                        "vp": [s["vp"] for s in t.game.state["seats"]],
                        "students": self.room.desk.students(t, live=True),
                        "stuck": None if stuck is None else round(stuck)})
        self.send({"tables": out})


class Control(Handler):
    def post(self, tid, verb):
        self.teacher()
        table = self.room.control(tid, verb)
        self.send({"id": table.id, "status": table.status})


class Results(Handler):
    async def get(self):
        self.teacher()
        fmt = self.get_query_argument("format", "json")
        if fmt not in ("json", "csv"):
            raise ApiError(400, f"format is json or csv, not {fmt[:20]!r}")
        tables = list(self.room.tables.values())
        if fmt == "csv":
            self.set_header("Content-Type", "text/csv; charset=utf-8")
            self.finish(to_csv(seat_rows(tables, self.room.desk)))
            return
        rows = {(r["table"], r["seat"]): r for r in seat_rows(tables, self.room.desk)}
        out = []
        for t in tables:
            one = t.results()
            one["treatment"] = treatment(t)
            one["students"] = [{"seat": s, "name": rows[(t.id, s)]["name"], "reflection": rows[(t.id, s)]["reflection"]}
                               for s, kind in enumerate(t.seats) if kind == "person"]
            out.append(one)
        self.send({"tables": out, "treatments": await class_results(self.room)})


async def class_results(room) -> list[dict]:
    """``results.summary`` of the room's tables, in a thread (a finished game's replay takes a tenth of a second;
    each is replayed once: the room keeps them)."""
    cache = room.desk.measured
    tables = list(room.tables.values())
    return await asyncio.get_running_loop().run_in_executor(None, summary, tables, cache)


class JoinMixin:
    def join_seat(self: Handler, short, name):  # type: ignore[misc]
        """The (table, seat) a short code opens, after the rate limits (a wrong code counts against the address,
        as a wrong long code does); the student's name kept if given."""
        self._refuse_if_flooding()
        found = self.room.desk.find(short)
        if found is None:
            self._bad_secret()
            raise ApiError(404, "no seat has this code: check it on your teacher's screen")
        table, seat = self.room.tables[found[0]], found[1]
        if name not in (None, ""):
            try:
                self.room.desk.set_name(table.id, seat, name)
            except ValueError as e:
                raise ApiError(400, str(e)) from None
        self.room.seen(table, seat)
        return table, seat


class Join(Page, JoinMixin):
    def get(self):
        self.html(join_page())

    def post(self):
        short = self.get_body_argument("code", "")
        name = self.get_body_argument("name", "")
        try:
            table, seat = self.join_seat(short, name)
        except ApiError as e:
            self.html(join_page(e.message, "error"), e.status)
            return
        self.redirect(join_link(self.base(), table.codes[seat]), status=303)


class ApiJoin(Handler, JoinMixin):
    def post(self):
        data = self.body()
        table, seat = self.join_seat(data.get("code"), data.get("name"))
        code = table.codes[seat]
        self.send({"table": table.id, "seat": seat, "code": code, "url": join_link(self.base(), code),
                   "short": shown_code(self.room.desk.short_codes(table.id)[seat])})


class ReflectPage(Page, JoinMixin):
    """``/reflect``: a student's reflection as a page. ``?code=`` (the seat's code, from its link) shows the prompt
    and what they wrote; the form sends the same code, or a short code typed in (counted like a wrong join)."""

    def get(self):
        code = self.get_query_argument("code", None)
        if code is None:
            self.html(reflect_page())
            return
        try:
            table, seat = self.seat_of(code)
        except ApiError as e:
            self.html(reflect_page(message=e.message, status="error"), e.status)
            return
        self.html(reflect_page(prompt(table), self.room.desk.reflection(table.id, seat), code))

    def post(self):
        code = self.get_body_argument("code", "")
        text = self.get_body_argument("text", "")
        try:
            if code in self.room.codes:
                table, seat = self.seat_of(code)
            else:
                table, seat = self.join_seat(code, None)
                code = table.codes[seat]
            self.room.desk.set_reflection(table.id, seat, text)
        except ApiError as e:
            self.html(reflect_page(text=text, message=e.message, status="error"), e.status)
            return
        except ValueError as e:
            self.html(reflect_page(prompt(table), text, code, str(e), "error"), 400)
            return
        self.html(reflect_page(prompt(table), self.room.desk.reflection(table.id, seat), code,
                               "Saved: your teacher will read it. You may change it and save again.", "note"))


class Reflection(Handler):
    def get(self):
        code = self.get_query_argument("code", None)
        table, seat = self.seat_of(code)
        self.send({"prompt": prompt(table), "text": self.room.desk.reflection(table.id, seat)})

    def post(self):
        data = self.body()
        table, seat = self.seat_of(data.get("code"))
        try:
            self.room.desk.set_reflection(table.id, seat, data.get("text"))
        except ValueError as e:
            raise ApiError(400, str(e)) from None
        self.send({"saved": True, "text": self.room.desk.reflection(table.id, seat)})


def routes(args: dict) -> list:
    return [
        (r"/teacher", Teacher, args),
        (r"/teacher/tables", TablesPart, args),
        (r"/teacher/results", ResultsPage, args),
        (r"/teacher/qr/([^/]+)/([0-9]{1,2})\.svg", QRCode, args),
        (r"/static/classroom/(dashboard\.js|classroom\.css)", Asset),
        (r"/api/session", Session, args),
        (r"/api/watch", Watch, args),
        (r"/api/tables/([^/]+)/(pause|resume|end)", Control, args),
        (r"/api/results", Results, args),
        (r"/join", Join, args),
        (r"/api/join", ApiJoin, args),
        (r"/api/seat/reflection", Reflection, args),
        (r"/reflect", ReflectPage, args),
    ]

