"""The teacher's side of the classroom server (issue 34, piece 3): short join codes and /join, the dashboard's
sign-in cookie, pausing and ending tables, who has joined, and escaping whatever a student types."""

from __future__ import annotations

import http.client
import json
import re
import threading
import time
from urllib.parse import urlencode

import pytest

from brass_widget.classroom.app import join_link
from brass_widget.classroom.codes import ALPHABET, LENGTH, typed_code
from brass_widget.classroom.pages import table_html
from brass_widget.classroom.trust import BAD_CODES_PER_MINUTE, Limits

from .conftest import Live

PEOPLE_AND_BOT = {"edition": "birmingham", "players": 3, "seats": ["person", "random", "person"], "seed": 21}
HOSTILE = "<img src=x onerror=alert(1)>\"'&"


def raw(live, method, path, body=None, headers=None):
    """(status, headers, text) of one request, with no token unless ``headers`` carries one."""
    conn = http.client.HTTPConnection("127.0.0.1", live.port, timeout=30)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        resp = conn.getresponse()
        return resp.status, resp.headers, resp.read().decode()
    finally:
        conn.close()


def signed_in(live) -> str:
    """The dashboard's cookie, as POST /api/session sets it from the teacher's token."""
    status, head, _ = raw(live, "POST", "/api/session", headers={"Authorization": f"Bearer {live.room.token}"})
    assert status == 200
    cookie = head["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie and "Path=/" in cookie
    return cookie.split(";")[0]


def test_each_person_seat_gets_a_short_code_that_joins_it(live):
    made = live.table(**PEOPLE_AND_BOT)
    other = live.table(**PEOPLE_AND_BOT)
    shorts = [j["short"] for j in made["join"] + other["join"]]
    assert [j["seat"] for j in made["join"]] == [0, 2] and len(set(shorts)) == 4  # none for the bot; all distinct
    for short in shorts:
        assert re.fullmatch(f"[{ALPHABET}]{{{LENGTH // 2}}}-[{ALPHABET}]{{{LENGTH // 2}}}", short)
    seat2 = made["join"][1]
    typed = " " + seat2["short"].lower().replace("-", " ") + " "  # any case, spaces for the dash
    status, joined = live.client().post("/api/join", {"code": typed, "name": "Ada"})
    assert status == 200 and (joined["table"], joined["seat"], joined["code"]) == (made["id"], 2, seat2["code"])
    assert joined["url"] == seat2["join"] == join_link(live.base, seat2["code"])
    assert live.client().seat(joined["code"])[0] == 200
    # the same code survives a restart of the server on the same data
    assert live.room.desk.name(made["id"], 2) == "Ada"


def test_short_codes_and_names_survive_a_restart(tmp_path):
    first = Live(tmp_path / "class")
    made = first.table(**PEOPLE_AND_BOT)
    assert first.client().post("/api/join", {"code": made["join"][0]["short"], "name": "Bo"})[0] == 200
    first.close()
    again = Live(tmp_path / "class")
    try:
        status, joined = again.client().post("/api/join", {"code": made["join"][0]["short"]})
        assert status == 200 and joined["code"] == made["join"][0]["code"]
        assert again.room.desk.name(made["id"], 0) == "Bo"
    finally:
        again.close()


@pytest.mark.parametrize("text", ["", "ABCD-EFG", "ABCD-EFGHJ", "ABCD-EFG0", "ABCD-EFGI", "x" * 200, None, 12])
def test_a_text_that_cannot_be_a_short_code_is_none(text):
    assert typed_code(text) is None


def test_guessing_short_codes_is_refused_after_the_limit(live):
    made = live.table(**PEOPLE_AND_BOT)
    c = live.client()
    answers = [c.post("/api/join", {"code": f"ZZZZ-{i:04d}".replace("0", "2").replace("1", "3")})[0]
               for i in range(BAD_CODES_PER_MINUTE)]
    assert answers == [404] * BAD_CODES_PER_MINUTE
    status, body = c.post("/api/join", {"code": made["join"][0]["short"]})  # the right one, too late
    assert status == 429 and "wait a minute" in body["error"]
    status, _, text = raw(live, "POST", "/join", body=urlencode({"code": made["join"][0]["short"]}),
                          headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 429 and "wait a minute" in text


def test_the_join_page_turns_a_short_code_into_the_seat_link(live):
    made = live.table(**PEOPLE_AND_BOT)
    status, head, text = raw(live, "GET", "/join")
    assert status == 200 and head["Content-Type"].startswith("text/html") and 'name="code"' in text
    assert "script-src 'self'" in head["Content-Security-Policy"]
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    status, head, _ = raw(live, "POST", "/join", urlencode({"code": made["join"][1]["short"], "name": HOSTILE}), form)
    assert status == 303 and head["Location"] == made["join"][1]["join"] == join_link(live.base, made["join"][1]["code"])
    status, _, text = raw(live, "POST", "/join", urlencode({"code": "ABCD-EFGH"}), form)
    assert status == 404 and "no seat has this code" in text and 'name="code"' in text
    status, body = live.client().post("/api/join", {"code": made["join"][0]["short"], "name": "x" * 41})
    assert status == 400 and "at most 40" in body["error"] and live.room.desk.name(made["id"], 0) == ""


def test_the_teacher_routes_need_the_token_or_its_cookie(tmp_path):
    live = Live(tmp_path / "class", limits=Limits(bad_per_minute=1000))  # many wrong tokens on purpose
    try:
        teacher_routes(live)
    finally:
        live.close()


def teacher_routes(live):
    made = live.table(**PEOPLE_AND_BOT)
    tid = made["id"]
    routes = [("GET", "/teacher/tables"), ("GET", "/teacher/results"), ("GET", "/api/results"),
              ("GET", "/api/watch"), ("GET", f"/teacher/qr/{tid}/0.svg"),
              ("POST", f"/api/tables/{tid}/pause"), ("POST", f"/api/tables/{tid}/end"), ("POST", "/api/session")]
    for head in ({}, {"Authorization": "Bearer forged"}, {"Cookie": "brass_teacher=forged"},
                 {"Authorization": f"Bearer {made['join'][0]['code']}"}):
        for method, path in routes:
            status, _, text = raw(live, method, path, headers=head)
            assert status == 401 and "teacher's token" in json.loads(text)["error"], (method, path, head)
    assert live.room.tables[tid].status == "live"  # the refused calls changed nothing
    status, _, page = raw(live, "GET", "/teacher")  # the page itself: no data, no token
    assert status == 200 and tid not in page and live.room.token not in page
    cookie = signed_in(live)
    status, _, part = raw(live, "GET", "/teacher/tables", headers={"Cookie": cookie})
    assert status == 200 and f"Table {tid}" in part and made["join"][0]["short"] in part
    assert f'src="/teacher/qr/{tid}/0.svg"' in part and f'src="/teacher/qr/{tid}/2.svg"' in part  # the seats' QR codes
    status, head, svg = raw(live, "GET", f"/teacher/qr/{tid}/2.svg", headers={"Cookie": cookie})
    assert status == 200 and head["Content-Type"] == "image/svg+xml" and svg.startswith("<svg xmlns=")
    assert raw(live, "GET", f"/teacher/qr/{tid}/1.svg", headers={"Cookie": cookie})[0] == 404  # a bot's seat
    assert raw(live, "GET", "/teacher/qr/nope/0.svg", headers={"Cookie": cookie})[0] == 404
    # a change made with the cookie comes from this server's page, never from another site's
    status, _, text = raw(live, "POST", f"/api/tables/{tid}/pause",
                          headers={"Cookie": cookie, "Origin": "http://evil.example"})
    assert status == 403 and live.room.tables[tid].status == "live"
    status, _, text = raw(live, "POST", f"/api/tables/{tid}/pause",
                          headers={"Cookie": cookie, "Origin": f"http://127.0.0.1:{live.port}"})
    assert status == 200 and json.loads(text) == {"id": tid, "status": "paused"}


def test_pause_resume_and_end(live):
    made = live.table(edition="lancashire", players=2, seats=["person", "person"], seed=3)
    tid, codes = made["id"], [j["code"] for j in made["join"]]
    t = live.teacher
    c = live.client()
    a, b = codes if c.seat(codes[0])[1]["legal"] else codes[::-1]  # a: the seat to move
    view = c.seat(a)[1]
    assert view["status"] == "live" and view["legal"]
    assert t.post(f"/api/tables/{tid}/pause") == (200, {"id": tid, "status": "paused"})
    assert t.post(f"/api/tables/{tid}/pause") == (200, {"id": tid, "status": "paused"})  # a second click: the same
    status, body = c.act(a, view["legal"][0], view["version"])
    assert status == 409 and "the teacher has paused this table" in body["error"]
    assert c.seat(a)[1]["legal"] == [] and t.get(f"/api/tables/{tid}")[1]["version"] == 0
    assert t.post(f"/api/tables/{tid}/resume") == (200, {"id": tid, "status": "live"})
    assert c.act(a, view["legal"][0], view["version"])[0] == 200
    assert t.post(f"/api/tables/{tid}/end") == (200, {"id": tid, "status": "ended"})
    nxt = c.seat(b)[1]
    status, body = c.act(b, live.room.tables[tid].game.legal_actions()[0].__str__(), nxt["version"])
    assert status == 409 and "ended" in body["error"]
    for verb in ("pause", "resume", "end"):
        status, body = t.post(f"/api/tables/{tid}/{verb}")
        assert status == 409 and "an ended table stays ended" in body["error"]
    assert c.post("/api/join", {"code": made["join"][0]["short"]})[0] == 404  # its short codes are freed
    # the dashboard shows no join code for it any more, and no button
    shown = live.on_loop(lambda: table_html(live.room, live.room.tables[tid], live.base, lambda b, c: c))
    assert "Join codes" not in shown and "data-do" not in shown and made["join"][0]["short"] not in shown
    assert c.seat(a)[0] == 200  # the long link still shows the seat its game
    assert t.post("/api/tables/nope/pause")[0] == 404 and t.post(f"/api/tables/{tid}/delete")[0] == 404


def test_a_paused_table_stays_paused_after_a_restart_and_its_bots_wait(tmp_path):
    first = Live(tmp_path / "class")
    made = first.table(edition="lancashire", players=2, seats=["person", "random"], seed=5)
    code = made["join"][0]["code"]
    first.idle()
    view = first.client().seat(code)[1]  # the person's turn: the bot plays until then
    assert view["legal"]
    assert first.teacher.post(f"/api/tables/{made['id']}/pause")[0] == 200
    first.close()
    again = Live(tmp_path / "class")
    try:
        assert again.room.tables[made["id"]].status == "paused"
        assert again.client().act(code, view["legal"][0], view["version"])[0] == 409
        assert again.teacher.post(f"/api/tables/{made['id']}/resume")[0] == 200
        assert again.client().act(code, view["legal"][0], view["version"])[0] == 200
        again.idle()
        assert again.teacher.get(f"/api/tables/{made['id']}")[1]["current_player"] == 0  # the bot played on
    finally:
        again.close()


def test_the_dashboard_shows_who_joined_and_escapes_what_students_type(live):
    made = live.table(**PEOPLE_AND_BOT)
    cookie = signed_in(live)
    part = raw(live, "GET", "/teacher/tables", headers={"Cookie": cookie})[2]
    assert part.count("not joined yet") == 2
    assert live.client().post("/api/join", {"code": made["join"][0]["short"], "name": HOSTILE})[0] == 200
    assert live.client().seat(made["join"][1]["code"])[0] == 200  # a seat heard from through its link
    part = raw(live, "GET", "/teacher/tables", headers={"Cookie": cookie})[2]
    assert part.count("not joined yet") == 0 and part.count("joined, seen") == 2
    assert "<img src=x" not in part and "&lt;img src=x onerror=alert(1)&gt;&quot;&#x27;&amp;" in part
    status, body = live.client().post("/api/seat/reflection", {"code": made["join"][0]["code"],
                                                                "text": "<script>alert(2)</script>"})
    assert status == 200
    status, _, page = raw(live, "GET", "/teacher/results", headers={"Cookie": cookie})
    assert status == 200 and "<script>alert" not in page and "&lt;script&gt;alert(2)&lt;/script&gt;" in page
    assert "<img src=x" not in page


def test_a_table_without_a_decision_for_five_minutes_is_stuck_until_paused(live):
    made = live.table(**PEOPLE_AND_BOT)
    live.idle()
    table = live.room.tables[made["id"]]
    cookie = signed_in(live)
    assert "Stuck" not in raw(live, "GET", "/teacher/tables", headers={"Cookie": cookie})[2]
    assert live.teacher.get("/api/watch")[1]["tables"][0]["stuck"] is None
    live.on_loop(lambda: setattr(table, "changed", table.changed - 301))  # as if five minutes had passed
    assert "Stuck: no decision for 5 minutes" in raw(live, "GET", "/teacher/tables", headers={"Cookie": cookie})[2]
    [watched] = live.teacher.get("/api/watch")[1]["tables"]
    assert watched["stuck"] >= 300 and [s["seat"] for s in watched["students"]] == [0, 2]
    assert watched["students"][0] == {"seat": 0, "short": made["join"][0]["short"], "name": "", "joined": False,
                                      "seen_s": None}
    assert live.teacher.get(f"/api/tables/{made['id']}")[1]["students"][0] == {
        "seat": 0, "short": made["join"][0]["short"], "name": "", "joined": False}
    assert live.teacher.post(f"/api/tables/{made['id']}/pause")[0] == 200
    assert "Stuck" not in raw(live, "GET", "/teacher/tables", headers={"Cookie": cookie})[2]
    assert live.teacher.get("/api/watch")[1]["tables"][0]["stuck"] is None


def test_bad_bodies_to_the_new_routes_are_refused_and_change_nothing(live):
    made = live.table(**PEOPLE_AND_BOT)
    short, code = made["join"][0]["short"], made["join"][0]["code"]
    c = live.client()
    for path, raw_body, status, words in (
            ("/api/join", b"{not json", 400, "not JSON"), ("/api/join", b"[1]", 400, "a JSON object"),
            ("/api/join", b'{"code": 5}', 404, "no seat has this code"),
            ("/api/join", json.dumps({"code": short, "name": 7}).encode(), 400, "a name is text"),
            ("/api/join", b'{"code": "' + b"A" * 20_000 + b'"}', 413, "at most"),
            ("/api/seat/reflection", b"{not json", 400, "not JSON"),
            ("/api/seat/reflection", json.dumps({"code": code}).encode(), 400, "a reflection is text"),
            ("/api/seat/reflection", json.dumps({"text": "hi"}).encode(), 404, "no seat has this code")):
        got, answer = c.request("POST", path, raw=raw_body)
        assert (got, words in answer["error"]) == (status, True), (path, raw_body[:40], answer)
    assert live.room.desk.name(made["id"], 0) == "" and live.room.desk.reflection(made["id"], 0) == ""
    assert c.get("/api/seat/reflection", code="nope")[0] == 404


def test_a_seat_waiting_for_a_change_hears_of_a_pause_at_once(live):
    made = live.table(edition="lancashire", players=2, seats=["person", "person"], seed=3)
    c = live.client()
    view = c.seat(made["join"][0]["code"])[1]
    answers = []

    def wait():
        answers.append(c.seat(made["join"][0]["code"], after=view["version"], wait=20))
    waiter = threading.Thread(target=wait)
    waiter.start()
    until = time.monotonic() + 10
    while not live.room._waiting.get(made["id"]) and time.monotonic() < until:  # the request is waiting
        time.sleep(0.02)
    assert live.teacher.post(f"/api/tables/{made['id']}/pause")[0] == 200
    assert live.on_loop(lambda: live.room._waiting.get(made["id"], [])) == []  # answered, not still waiting
    waiter.join(30)
    assert answers[0][0] == 200 and answers[0][1]["status"] == "paused"


def test_the_join_links_carry_the_address_the_dashboard_was_opened_at(live):
    made = live.table(**PEOPLE_AND_BOT)
    cookie = signed_in(live)
    here = raw(live, "GET", "/teacher/tables", headers={"Cookie": cookie})[2]
    assert "only this machine can reach" in here and join_link(live.base, made["join"][0]["code"]) in here
    there = raw(live, "GET", "/teacher/tables", headers={"Cookie": cookie, "Host": "192.168.1.4:8765"})[2]
    assert "only this machine can reach" not in there
    assert f'href="{join_link("http://192.168.1.4:8765", made["join"][0]["code"])}"' in there


def test_the_students_pages_name_no_icon_to_fetch(live):
    """A page without an icon link makes the browser ask for /favicon.ico, which this server has not: a 404 on a
    student's console (seen walking the student's path, docs/measurements/classroom-walk-2026-11-29)."""
    assert raw(live, "GET", "/favicon.ico")[0] == 404
    for path in ("/join", "/reflect", "/play?code=nosuchcode"):
        status, head, text = raw(live, "GET", path)
        assert '<link rel="icon" href="data:,">' in text, path
        assert "img-src 'self' data:" in head["Content-Security-Policy"], path  # the empty data: icon is allowed

