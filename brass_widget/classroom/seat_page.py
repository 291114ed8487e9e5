"""A seat's board page (``GET /play?code=...``) and the few files it loads (``/static/...``): the board's own bundle
(``widget/static/board.js``, the file the widget loads) and a small script (``classroom/static/seat.js``) that runs
its ``render`` with a model speaking the seat's websocket (``seat_socket``).

The page is a fixed file: nothing from the request is written into it (the script reads the code from the page's
own address), so there is nothing to escape; the board writes every text it is sent as text (board.js). Each
answer carries a Content-Security-Policy: scripts only from this server, connections only to it, no frames, no
forms, no plugins. A wrong code gets 404 and counts against the address, as on the JSON API.
"""

from __future__ import annotations

from pathlib import Path

import tornado.web

from .room import ApiError, Room
from .trust import Limits

HERE = Path(__file__).parent / "static"
BOARD_STATIC = Path(__file__).parent.parent / "widget" / "static"  # the widget's own files
FILES = {  # the only files served, by name: path and type (nothing else, no directory, no other path)
    "board.js": (BOARD_STATIC / "board.js", "text/javascript; charset=utf-8"),
    "board.css": (BOARD_STATIC / "board.css", "text/css; charset=utf-8"),
    "seat.js": (HERE / "seat.js", "text/javascript; charset=utf-8"),
    "seat.css": (HERE / "seat.css", "text/css; charset=utf-8"),
}
# the map's SVG carries style attributes (render/): styles may be inline; scripts may not
CSP = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
       "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
NO_SEAT = ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>No such seat</title>"
           "<link rel=\"icon\" href=\"data:,\"></head><body>"
           "<p>This link opens no seat: ask your teacher for your table's link.</p></body></html>")


class PageHandler(tornado.web.RequestHandler):
    def initialize(self, room: Room, limits: Limits):
        self.room = room
        self.limits = limits

    def set_default_headers(self):
        self.set_header("Content-Security-Policy", CSP)
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")
        self.set_header("X-Frame-Options", "DENY")

    def write_error(self, status_code: int, **kwargs) -> None:
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code} {self._reason}")


class SeatPage(PageHandler):
    def get(self):
        self.set_header("Cache-Control", "no-store")
        self.set_header("Content-Type", "text/html; charset=utf-8")
        ip = self.request.remote_ip
        if not self.limits.bad.peek(ip):
            self.set_status(429)
            self.finish(NO_SEAT.replace("This link opens no seat", "Too many wrong links from this address: "
                                                                    "wait a minute"))
            return
        try:
            self.room.seat(self.get_query_argument("code", None))
        except ApiError:
            self.limits.bad.allow(ip)
            self.set_status(404)
            self.finish(NO_SEAT)
            return
        self.finish((HERE / "seat.html").read_bytes())


class StaticFile(PageHandler):
    def get(self, name):
        found = FILES.get(name)
        if found is None:
            raise tornado.web.HTTPError(404)
        path, kind = found
        self.set_header("Content-Type", kind)
        self.set_header("Cache-Control", "no-cache")
        self.finish(path.read_bytes())
