"""The classroom server killed mid-game and started again (issue 34, item 6): the real ``brass-widget classroom``
process on 127.0.0.1, SIGKILLed right after it acknowledged a person's decision (while the bots' answer to it is
being thought or stored), started again on the same data folder, played on and killed again, resumes every time at
its last acknowledged decision: nothing lost, nothing played twice, and the game is the one an uninterrupted server
plays."""

from __future__ import annotations

import random

from brass_widget import Game
from brass_widget.classroom.client import Client, Spawned
from brass_widget.classroom.tables import bot_decision

BODY = {"edition": "lancashire", "players": 4, "seats": ["person", "greedy", "person", "random"], "seed": 17}


def person_turn(c: Client, codes: list[str]) -> tuple[str, dict]:
    """The code and view of the person to move, waiting (``after``/``wait``) while the bots play."""
    version = None
    for _ in range(200):
        views = []
        for i, code in enumerate(codes):  # the first waits for a change past the last version seen
            status, view = c.seat(code, after=version, wait=5) if i == 0 else c.seat(code)
            assert status == 200, view
            views.append(view)
        for code, view in zip(codes, views):
            if view["legal"] or view["over"]:
                return code, view
        version = max(view["version"] for view in views)
    raise AssertionError("no person's turn came")


def play(server: Spawned, tid: str, codes: list[str], turns: int, pick: random.Random, acked: dict) -> None:
    c = Client(server.base)
    for _ in range(turns):
        code, view = person_turn(c, codes)
        text = pick.choice(view["legal"])
        status, answer = c.act(code, text, view["version"])
        assert status == 200, answer
        acked[view["version"]] = answer["played"]


def test_killed_mid_game_the_server_resumes_at_the_last_acknowledged_decision(tmp_path):
    data = tmp_path / "class"
    first = Spawned(data)
    try:
        made = first.teacher.post("/api/tables", BODY)[1]
        tid = made["id"]
        codes = [j["code"] for j in made["join"]]
        pick = random.Random(5)
        acked: dict[int, str] = {}  # version -> the person decision acknowledged there
        play(first, tid, codes, 6, pick, acked)
        first.kill()  # right after an acknowledgement: the bots' answer to it is being thought or stored
    finally:
        first.proc.kill()
    second = Spawned(data)
    try:
        assert second.token == first.token and "1 table(s)" in second.line
        view = second.teacher.get(f"/api/tables/{tid}")[1]
        kept = view["decisions"]
        assert all(kept[v] == text for v, text in acked.items())  # every acknowledged decision, where it was
        last = max(acked)
        # a client that never heard the answer sends its last decision again: refused, not played twice
        status, answer = Client(second.base).act(codes[0], acked[last], last)
        assert status == 409 and second.teacher.get(f"/api/tables/{tid}")[1]["decisions"][:len(kept)] == kept
        play(second, tid, codes, 4, pick, acked)  # the bots took up where they stopped, and the class goes on
        second.kill()
    finally:
        second.proc.kill()
    third = Spawned(data)
    try:
        final = third.teacher.get(f"/api/tables/{tid}")[1]
    finally:
        third.kill()
    decisions = final["decisions"]
    assert all(decisions[v] == text for v, text in acked.items()) and len(acked) == 10
    # the game is the one an uninterrupted server makes: each bot decision is the seed's, at its number
    g = Game.new("lancashire", 4, seed=17)
    for version, text in enumerate(decisions):
        kind = BODY["seats"][g.current_player]
        assert text == (acked[version] if kind == "person" else bot_decision(g, kind, 17, version))
        g.play(text)
    assert final["version"] == len(decisions) and final["vp"] == [s["vp"] for s in g.state["seats"]]
