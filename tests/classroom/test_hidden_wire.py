"""Hidden information over the wire (docs/design.md, "Hidden information"; issue 34, item 5): a seat's answers from the
server depend only on ``observation(seat)``. Each twin is the same table with every part hidden from that seat
(the other hands, the deck's order, face-down tiles and cards) dealt again; the seat's view, and the server's
refusal of a decision, must be the same bytes."""

from __future__ import annotations

import http.client
import json
import random

import pytest

from brass_widget import Game


def played_table(live, edition: str, players: int, seed: int, steps: int) -> dict:
    made = live.table(edition=edition, players=players, seats=["person"] * players, seed=seed)
    c = live.client()
    codes = {}
    for j in made["join"]:
        codes[j["seat"]] = j["code"]
    pick = random.Random(seed)
    for _ in range(steps):
        view = next(v for v in (c.seat(code)[1] for code in codes.values()) if v["legal"])
        assert c.act(codes[view["seat"]], pick.choice(view["legal"]), view["version"])[0] == 200
    made["codes"] = codes
    return made


def hidden_parts(g: Game) -> dict:
    """The state less the seed (which every twin has its own of) and the log."""
    return {k: v for k, v in g.state.items() if k not in ("seed", "log")}


@pytest.mark.parametrize("edition,players,seed,steps", [("lancashire", 4, 3, 14), ("birmingham", 3, 4, 10),
                                                        ("duel", 2, 5, 8)])
def test_a_seats_answers_are_the_same_bytes_whatever_is_hidden_from_it(live, edition, players, seed, steps):
    made = played_table(live, edition, players, seed, steps)
    table = live.room.tables[made["id"]]
    real = table.game
    for seat, code in made["codes"].items():
        mine = seat == real.current_player

        def answers(code=code):
            """The bytes of the seat's view and of the server's refusal of a decision it cannot make, and the
            teacher's view of the table (its public picture: no hand and no deck order in it either)."""
            conn = http.client.HTTPConnection("127.0.0.1", live.port, timeout=30)
            conn.request("GET", f"/api/seat?code={code}")
            resp = conn.getresponse()
            view = resp.status, resp.read()
            body = json.dumps({"code": code, "action": "loan 30 card nowhere", "version": table.version})
            conn.request("POST", "/api/seat/act", body=body, headers={"Content-Type": "application/json"})
            resp = conn.getresponse()
            refusal = resp.status, resp.read()
            conn.close()
            return (*view, *refusal, live.teacher.get(f"/api/tables/{made['id']}"))

        want = answers()
        assert want[0] == 200 and bool(json.loads(want[1])["legal"]) == mine
        assert want[2] == (422 if mine else 409)
        for k in (1, 2):
            twin = Game.from_observation(real.observation(seat), seed=100 + k)
            assert hidden_parts(twin) != hidden_parts(real)  # the hidden parts really differ
            live.on_loop(lambda twin=twin: setattr(table, "game", twin))
            try:
                assert answers() == want
            finally:
                live.on_loop(lambda: setattr(table, "game", real))
    assert table.decisions == live.teacher.get(f"/api/tables/{made['id']}")[1]["decisions"]
    assert len(table.decisions) == steps  # the refusals changed nothing
