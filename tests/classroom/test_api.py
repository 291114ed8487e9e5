"""The classroom's JSON API over real HTTP (issue 34, items 4 and 5): the teacher's token alone manages tables, a
join code opens its own seat only, every refusal is a 4xx JSON error that changes nothing, bots answer a person's
decision by themselves, deterministically from the table's seed."""

from __future__ import annotations

import random
import threading
from concurrent.futures import BrokenExecutor, ThreadPoolExecutor

import pytest

from brass_widget import Game
from brass_widget.classroom.client import Client
from brass_widget.classroom.tables import bot_decision
from brass_widget.classroom.trust import BAD_CODES_PER_MINUTE, Bucket, Limits

from .conftest import Live

TWO_PEOPLE = {"edition": "birmingham", "players": 3, "seats": ["person", "greedy", "person"], "seed": 21}


def decisions(live, tid: str) -> list[str]:
    status, view = live.teacher.get(f"/api/tables/{tid}")
    assert status == 200
    return view["decisions"]


def to_move(live, made: dict) -> tuple[str, dict]:
    """The join code of the person to move and its view, after the bots have played."""
    live.idle()
    c = live.client()
    for j in made["join"]:
        status, view = c.seat(j["code"])
        assert status == 200
        if view["legal"]:
            return j["code"], view
    raise AssertionError("no person to move")


def test_the_teacher_token_alone_manages_tables(live):
    made = live.table(**TWO_PEOPLE)
    code = made["join"][0]["code"]
    for client in (live.client(), Client(live.base, token="not-it"), Client(live.base, token=code)):
        for status, body in (client.get("/api/tables"), client.get(f"/api/tables/{made['id']}"),
                             client.get("/api/results"), client.post("/api/tables", TWO_PEOPLE)):
            assert status == 401 and "teacher's token" in body["error"]
    status, listed = live.teacher.get("/api/tables")
    assert status == 200 and [t["id"] for t in listed["tables"]] == [made["id"]]  # the refused POSTs made nothing
    assert [j["seat"] for j in made["join"]] == [0, 2]  # one entry per person seat
    assert all(j["url"].startswith(live.base) and j["code"] in j["url"] for j in made["join"])


@pytest.mark.parametrize("body,words", [
    ({"edition": "monopoly"}, "unknown edition"),
    ({"players": 9}, "seats is a list of 9"),
    ({"players": 2, "seats": ["person", "wizard"]}, "a seat is one of person, random, beginner, greedy, strong"),
    ({"players": 2, "seats": ["person", "gredy"]}, "did you mean 'greedy'"),
    ({"seed": -1}, "seed"), ({"seed": "7"}, "seed is a whole number"), ({"seed": 2 ** 64}, "2**64"),
    ({"rules": {"start_money": -5}}, "start_money"), ({"rules": [1]}, "rules is an object"),
    ({"colour": "red"}, "unknown field 'colour'"), ([1, 2], "the body is a JSON object"),
])
def test_a_bad_table_is_refused_with_its_reason_and_nothing_made(live, body, words):
    status, answer = live.teacher.post("/api/tables", body)
    assert status == 400 and words in answer["error"], answer
    assert live.teacher.get("/api/tables")[1]["tables"] == []


def test_bad_requests_get_json_errors(live):
    t = live.teacher
    assert t.request("POST", "/api/tables", raw=b"{not json")[0] == 400
    status, body = t.request("POST", "/api/tables", raw=b'{"seed": ' + b"1" * 20_000 + b"}")
    assert status == 413 and "at most" in body["error"]
    assert t.get("/no/such/page") == (404, {"error": "no such address: /no/such/page"})
    assert t.get("/api/tables/nope")[0] == 404
    assert t.get("/api/results", format="xml")[0] == 400
    c = live.client()
    made = live.table(**TWO_PEOPLE)
    code = made["join"][0]["code"]
    for query in ({"after": "x", "wait": 1}, {"after": 0, "wait": "nan"}, {"after": -1, "wait": 1}):
        status, body = c.get("/api/seat", code=code, **query)
        assert status == 400 and "error" in body
    for body in ({"code": code, "action": 7, "version": 0}, {"code": code, "action": "pass", "version": "0"},
                 {"code": code, "action": "x" * 500, "version": 0}, {"code": code, "action": " ", "version": 0}):
        status, answer = c.post("/api/seat/act", body)
        assert status == 400 and "error" in answer
    assert decisions(live, made["id"]) == []


def test_a_code_opens_its_own_seat_only(live):
    made = live.table(**TWO_PEOPLE)
    other = live.table(**dict(TWO_PEOPLE, seed=22, seats=["person"] * 3))  # no bot moves there meanwhile
    code, view = to_move(live, made)
    seat = view["seat"]
    state = view["state"]
    assert state["seat"] == seat and isinstance(state["deck"], int) and state["seed"] is None
    assert all(isinstance(s["hand"], int) for i, s in enumerate(state["seats"]) if i != seat)
    assert isinstance(state["seats"][seat]["hand"], list)
    assert view["table"] == made["id"]
    # the other person of this table cannot play the seat to move's decision, nor can a code of another table
    idle = next(j["code"] for j in made["join"] if j["code"] != code)
    c = live.client()
    status, answer = c.act(idle, view["legal"][0], view["version"])
    assert status == 409 and answer["error"] == "it is not your turn"
    # a code of another table plays at its own table or nowhere, never at this one
    for j in other["join"]:
        before = decisions(live, other["id"])
        status, answer = c.act(j["code"], view["legal"][0], view["version"])
        assert decisions(live, other["id"]) == (before + [answer["played"]] if status == 200 else before)
    assert decisions(live, made["id"]) == []
    status, answer = c.act(code, view["legal"][0], view["version"])
    assert status == 200 and answer["version"] == 1 and decisions(live, made["id"])[0] == answer["played"]


def test_an_illegal_or_stale_decision_is_refused_with_the_engines_reason_and_changes_nothing(live):
    made = live.table(**TWO_PEOPLE)
    code, view = to_move(live, made)
    c = live.client()
    before = decisions(live, made["id"])
    status, answer = c.act(code, "loan 30 card nowhere", view["version"])
    assert status == 422 and answer["reasons"] and answer["version"] == view["version"]
    g = Game.new("birmingham", 3, seed=21)
    for text in before:
        g.play(text)
    assert answer["reasons"] == [{"rule": r.rule, "message": r.message} for r in g.why_not("loan 30 card nowhere")]
    status, answer = c.act(code, "build", view["version"])  # not even a decision: the parser's words
    assert status == 422 and answer["reasons"][0]["rule"] == "action text"
    assert c.act(code, view["legal"][0], view["version"] + 1)[0] == 409  # a version it never saw
    assert decisions(live, made["id"]) == before and c.seat(code)[1] == view
    assert c.act(code, view["legal"][0], view["version"])[0] == 200
    assert c.act(code, view["legal"][0], view["version"])[0] == 409  # the same request again: played once only
    live.idle()
    after = decisions(live, made["id"])  # then perhaps the bot's, but that decision once only
    assert after[:len(before) + 1] == before + [view["legal"][0]] and after.count(view["legal"][0]) == 1


def test_bots_answer_a_person_from_the_tables_seed_and_the_teacher_sees_the_results(live):
    body = {"edition": "lancashire", "players": 4, "seats": ["random", "person", "beginner", "greedy"], "seed": 8}
    twins = [live.table(**body), live.table(**body)]
    pick = random.Random(3)
    for _ in range(4):  # the same person decisions at two tables dealt alike: the bots answer alike
        code, view = to_move(live, twins[0])
        choice = pick.choice(view["legal"])
        for made in twins:
            code, view = to_move(live, made)
            assert c_act(live, code, choice, view["version"]) == 200
    live.idle()
    played = [decisions(live, m["id"]) for m in twins]
    assert played[0] == played[1] and len(played[0]) > 8
    # and each bot decision is the one bot_decision makes from the seed, the seat and the decision's number
    g = Game.new("lancashire", 4, seed=8)
    for version, text in enumerate(played[0]):
        kind = body["seats"][g.current_player]
        if kind != "person":
            assert bot_decision(g, kind, 8, version) == text
        g.play(text)
    status, results = live.teacher.get("/api/results")
    assert status == 200 and [r["id"] for r in results["tables"]] == [m["id"] for m in twins]
    row = results["tables"][0]
    assert row["seats"] == body["seats"] and row["seed"] == 8 and row["over"] is False
    assert sorted(s["vp"] for s in row["scores"]) == sorted(s["vp"] for s in g.final_scores())
    status, text = live.teacher.get("/api/results", format="csv")
    lines = text.splitlines()
    assert status == 200 and lines[0].startswith("table,edition,players,seed,rules,seat,kind") and len(lines) == 9
    assert lines[2].split(",")[:7] == [twins[0]["id"], "lancashire", "4", "8", "{}", "1", "person"]
    status, view = live.teacher.get(f"/api/tables/{twins[0]['id']}")
    assert view["vp"] == [s["vp"] for s in g.state["seats"]] and view["current_player"] == g.current_player
    assert all(isinstance(s["hand"], int) for s in view["state"]["seats"]) and isinstance(view["state"]["deck"], int)


def c_act(live, code, text, version) -> int:
    return live.client().act(code, text, version)[0]


def test_wrong_codes_from_one_address_are_limited(live):
    made = live.table(**TWO_PEOPLE)
    code, view = to_move(live, made)
    c = live.client()
    answers = [c.seat(f"guess-{i}")[0] for i in range(BAD_CODES_PER_MINUTE + 1)]
    assert answers[:BAD_CODES_PER_MINUTE] == [404] * BAD_CODES_PER_MINUTE and answers[-1] == 429
    status, body = c.seat(code)  # now even a right code waits: the address guessed too much
    assert status == 429 and "wait a minute" in body["error"]
    assert Client(live.base, token="wrong").get("/api/tables")[0] == 429


def test_a_bucket_allows_its_burst_then_its_rate():
    now = [0.0]
    b = Bucket(rate=2, burst=3, clock=lambda: now[0])
    assert [b.allow("k") for _ in range(4)] == [True, True, True, False]
    assert b.allow("other")
    now[0] = 0.5
    assert b.peek("k") and b.allow("k") and not b.allow("k")


def test_the_same_decision_sent_at_once_from_many_clients_is_played_once(live):
    made = live.table(**TWO_PEOPLE)
    code, view = to_move(live, made)
    answers: list[int] = []

    def send():
        answers.append(live.client().act(code, view["legal"][0], view["version"])[0])
    threads = [threading.Thread(target=send) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(answers) == [200] + [409] * 7
    live.idle()
    assert decisions(live, made["id"])[view["version"]] == view["legal"][0]


def test_a_seat_may_wait_for_its_table_to_change(live):
    made = live.table(**dict(TWO_PEOPLE, seats=["person"] * 3))
    code, view = to_move(live, made)
    other = next(j["code"] for j in made["join"] if j["code"] != code)
    got: list = []
    waiter = threading.Thread(target=lambda: got.append(live.client().seat(other, after=view["version"], wait=25)))
    waiter.start()
    while waiter.is_alive() and not live.on_loop(lambda: bool(live.room._waiting.get(made["id"]))):
        waiter.join(0.02)  # until the request waits (or, wrongly, was answered at once)
    assert live.client().act(code, view["legal"][0], view["version"])[0] == 200
    waiter.join(30)
    status, seen = got[0]
    assert status == 200 and seen["version"] == view["version"] + 1  # answered with the change, not before it


def test_each_seat_has_its_own_request_rate(tmp_path):
    server = Live(tmp_path / "class", limits=Limits(seat_rate=0.001, seat_burst=3))
    try:
        made = server.table(**dict(TWO_PEOPLE, seats=["person"] * 3))
        c = server.client()
        first, second = made["join"][0]["code"], made["join"][1]["code"]
        assert [c.seat(first)[0] for _ in range(4)] == [200, 200, 200, 429]
        assert c.seat(second)[0] == 200  # another seat, from the same address, is not held back
        assert c.act(first, "pass", 0) == (429, {"error": "too many requests for this seat: slow down"})
    finally:
        server.close()


def test_bots_go_on_when_their_worker_dies(tmp_path):
    made_pools: list = []

    class Dead(ThreadPoolExecutor):
        def submit(self, *a, **kw):
            raise BrokenExecutor("the worker process died")

    def pools():  # the first pool is broken, as a pool whose process was killed; the next works
        made_pools.append(Dead(1) if not made_pools else ThreadPoolExecutor(1))
        return made_pools[-1]
    server = Live(tmp_path / "class", think=pools)
    try:
        made = server.table(**dict(TWO_PEOPLE, seats=["greedy", "greedy", "person"]))  # after the person: a bot
        code, view = to_move(server, made)
        assert server.client().act(code, view["legal"][0], view["version"])[0] == 200
        to_move(server, made)
        assert len(made_pools) == 2 and len(decisions(server, made["id"])) > view["version"] + 1  # the bots played
    finally:
        server.close()
