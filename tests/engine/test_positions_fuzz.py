"""Positions from outside (``Game.from_state``, a saved game's ``start``, scenarios) are checked for
everything the engine assumes: refused naming the field, or accepted and playable to the end, saving
and loading again at every point (docs/design.md: Reliability and security).

``scripts/fuzz.py positions N SEED`` runs the same fuzz longer.
"""

from __future__ import annotations

import json
import time

import pytest

from brass_widget import Game, RandomBot, SavedGameError
from brass_widget.engine.position_checks import expected_cards
from brass_widget.engine.setup import rounds_per_era

from .position_fuzz import base_positions, run


@pytest.mark.slow  # a longer fuzz run: CI runs it; -m 'not slow' leaves it out of a quick loop
def test_mutation_fuzz_of_positions():
    started = time.perf_counter()
    counts = run(2000, seed=0, limit=None)  # every accepted position is played to the end
    print(f"\nposition fuzz: {counts.line()} ({time.perf_counter() - started:.0f} s)")
    assert counts.failures == [], counts.failures[:10]
    assert counts.tried == 2000 and counts.refused + counts.accepted == 2000
    assert counts.accepted >= 200 and counts.refused >= 1000  # both outcomes are well represented
    assert counts.played_to_end == counts.accepted and counts.through_scenarios == 200


def test_the_card_arithmetic_ends_every_era_in_its_last_round():
    # Rounds: 8/9/10 rounds for 4/3/2 players (10 for 3 in the classic deck setup); the cards under the
    # deck tile are never drawn in the Canal Era; the first Canal round has one action per turn.
    for players, variant in [(2, ()), (3, ()), (4, ()), (3, ("classic-deck",)), (4, ("classic-deck",))]:
        g = Game.new(players=players, seed=1, variant=variant)
        ed = g.edition
        last = rounds_per_era(ed, players, variant)
        for era in ("canal", "rail"):
            st = g.state
            st.update(era=era, round=last, turn=players - 1, actions_left=1, pending=None)
            hands, usable = expected_cards(ed, st)
            assert sorted(hands) == [0] * (players - 1) + [1] and usable == 0, (players, variant, era)
            st.update(round=last - 1)
            hands, usable = expected_cards(ed, st)
            assert usable == 0 and all(h > 0 for h in hands)  # not yet over one round earlier


def _mid_game(players=4, seed=3, decisions=30):
    g = Game.new(players=players, seed=seed)
    bot = RandomBot(seed)
    for _ in range(decisions):
        g.apply(bot.choose(g))
    return g


def _finished():
    g = Game.new(players=2, seed=6)
    bot = RandomBot(6)
    while not g.is_over:
        g.apply(bot.choose(g))
    return g


def _edit_hands(st):
    for s in st["seats"]:
        s["discard"] += s["hand"]
        s["hand"] = []


@pytest.mark.parametrize("game,edit,field", [
    # the crashes and stuck games reported in issue 7
    (_mid_game, lambda st: st.update(pending={"kind": "develop"}), "state.pending.left"),
    (_mid_game, lambda st: st.update(shortfall=[{"player": st["order"][st["turn"]], "owed": 3}]), "state.shortfall"),
    (_finished, lambda st: st.update(over=False), "state.scores"),
    (_mid_game, _edit_hands, "state.seats[0].hand"),
    (_mid_game, lambda st: st.update(round=9), "state.round"),
    (_mid_game, lambda st: st.update(scores=[{}]), "state.scores[0]: missing field 'era'"),
    # one check each
    (_mid_game, lambda st: st.update(pending={"kind": "sell", "left": 1}), "state.pending.left"),
    (_mid_game, lambda st: st.update(pending={"kind": "double", "left": 3}), "state.pending.left"),
    (_mid_game, lambda st: st.update(pending={"kind": "network", "left": 1}), "state.pending: a canal link"),
    (_mid_game, lambda st: st.update(actions_left=0), "state.actions_left"),
    (_mid_game, lambda st: st.update(under=2), "state.under"),
    (_mid_game, lambda st: st["deck"].append(st["seats"][0]["discard"].pop()), "state.deck"),
    (_mid_game, lambda st: st["seats"][st["order"][-1]].update(spent=5), ".spent"),
    (_mid_game, lambda st: st["seats"][0].update(vp=3), "state.seats[0].vp"),
    (_mid_game, lambda st: st["dcm"].update(marker=3), "state.dcm.marker"),
    (_mid_game, lambda st: st["log"].append({"era": "canal", "round": 1, "player": None, "text": "<img src=x>"}),
     "state.log"),
    (_mid_game, lambda st: st["log"].append({"era": "rail", "round": 1, "player": None, "text": "x"}),
     ".era: a rail era entry during the Canal Era"),
    (_mid_game, lambda st: st.update(scores=[{"era": "canal", "links": [], "tiles": [], "totals": [0, 0]}]),
     "state.scores"),
    (_finished, lambda st: st["scores"][0].update(totals=[t + 1 for t in st["scores"][0]["totals"]]),
     "state.scores[0].totals"),
    (_finished, lambda st: st["scores"][1].pop("money"), "state.scores[1]"),
    (_finished, lambda st: st.update(links={"bolton--bury": 0}), "state.links"),
    (_finished, lambda st: st["seats"][0]["hand"].append(st["seats"][0]["discard"].pop()), "state.seats[0].hand"),
])
def test_inconsistent_positions_are_refused_naming_the_field(game, edit, field):
    st = game().state
    edit(st)
    with pytest.raises(SavedGameError) as e:
        Game.from_state(st)
    assert field in str(e.value)


def test_a_saved_games_start_is_checked_like_a_position():
    g = Game.from_state(_mid_game().state)
    g.apply(g.legal_actions()[0])
    doc = json.loads(g.to_json())
    doc["start"]["pending"] = {"kind": "develop"}
    with pytest.raises(SavedGameError, match=r"^start\.pending\.left"):
        Game.from_json(json.dumps(doc))


def test_a_position_with_no_legal_decision_is_refused(monkeypatch):
    # With the flow checks above every accepted position has a legal decision (a card to pass with,
    # a card to discard, stop, or a tile to remove), so this last check is a safety net: make the
    # engine find no decision and the position must be refused rather than accepted stuck.
    import brass_widget.engine.saved as saved
    st = _mid_game().state
    assert Game.from_state(st).legal_actions()
    monkeypatch.setattr(saved, "legal_actions", lambda view: [])
    with pytest.raises(SavedGameError, match=r"^state: player \d has no legal decision"):
        Game.from_state(st)


def test_accepted_positions_include_every_kind_of_point():
    # the fuzz starts from turn starts, actions under way, shortfalls, era starts and finished games
    kinds = set()
    for text in base_positions(0):
        st = json.loads(text)
        kinds.add("over" if st["over"] else "shortfall" if st["shortfall"] else
                  "pending" if st["pending"] else "rail" if st["era"] == "rail" else "canal")
    assert kinds == {"over", "shortfall", "pending", "rail", "canal"}


def test_from_state_copies_plain_json_only():
    st = _mid_game().state
    for key, bad, words in [("order", (1, 2), "order"), ("order", float("nan"), "plain JSON"),
                            ("order", {(1, 2): 3}, "plain JSON"), ("seed", 10 ** 5000, "too many digits")]:
        odd = json.loads(json.dumps(st))
        odd[key] = bad
        with pytest.raises(SavedGameError, match=words):
            Game.from_state(odd)
    cyclic = json.loads(json.dumps(st))
    cyclic["pending"] = cyclic
    with pytest.raises(SavedGameError, match="plain JSON"):
        Game.from_state(cyclic)
    g = Game.from_state(st)
    st["seats"][0]["money"] += 1  # the caller's dict is not the game's
    assert g.state["seats"][0]["money"] == st["seats"][0]["money"] - 1
