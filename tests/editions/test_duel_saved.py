"""Saving, loading, atomicity and positions from outside for Duel (engine.md, "State and saved games")."""

import json

import pytest

from brass_widget import ActionSyntaxError, Game, IllegalAction, SavedGameError

from .duel import Pos, random_game


def test_a_saved_game_round_trips():
    for seed, steps in ((1, 10), (2, 70), (3, 500)):
        g = random_game(seed, steps)
        again = Game.from_json(g.to_json())
        assert again.state == g.state and again.history == g.history
        assert json.loads(g.to_json())["edition"] == "duel"


def test_a_position_from_outside_round_trips():
    g = Pos(4).tile("ventnor/1", 0, "lodging", flipped=True).held("ventnor", "port").game()
    g.apply("build brewery ventnor/2 card ventnor")
    g.apply("loan 30 card port")
    again = Game.from_json(g.to_json())
    assert again.state == g.state


def test_a_refused_decision_changes_nothing():
    g = Pos(5).seat(0, money=13).held("ventnor", "port").game()
    before, history = g.state, g.history
    # the Foundry's £5 and coal are affordable but no boat reaches the coal market: the whole decision is refused
    g2 = Pos(5).seat(0, money=13, boats=0).held("newport", "port").game()
    with pytest.raises(IllegalAction, match="boat"):
        g2.apply("build iron_foundry newport/3 card newport")
    assert g2.state == Pos(5).seat(0, money=13, boats=0).held("newport", "port").game().state
    with pytest.raises(ActionSyntaxError):
        g.apply("build lodging ventnor/9 card ventnor")
    with pytest.raises(ActionSyntaxError):
        g.apply("build lodging ventnor/x card ventnor")
    with pytest.raises(IllegalAction):
        g.play("loan 30 card port; build lodging ryde/2 card ventnor")
    assert g.state == before and g.history == history


def test_undo_replays_to_the_same_state():
    g = random_game(6, 40)
    mid = Game.from_json(g.to_json())
    for _ in range(5):
        g.apply(g.legal_actions()[0])
    g.undo(5)
    assert g.state == mid.state


@pytest.mark.parametrize("edit, field", [
    (lambda st: st["seats"][0].update(money=-1), "money"),
    (lambda st: st.update(phase="dance"), "phase"),
    (lambda st: st["rows"]["top"].append("cowes"), "rows"),
    (lambda st: st["board"]["ventnor"].__setitem__(0, {"owner": 0, "industry": "port", "level": 1,
                                                      "flipped": False, "cubes": 0}), "ventnor"),
    (lambda st: st["link_kinds"].update({"cowes~~southampton": "road"}), "link_kinds"),
    (lambda st: (st["links"].update({"cowes~~southampton": 0}), st["link_kinds"].update({"cowes~~southampton": "road"})),
     "cowes~~southampton"),
    (lambda st: st["decks"]["top"].pop(), "cards missing"),
    (lambda st: st["seats"][1]["taken"].update(lodging=99), "lodging"),
    (lambda st: st.update(iron_market=11), "iron_market"),
    (lambda st: st["seats"][1 - st["order"][st["turn"]]].update(hand=["cowes"]), "hand"),
    (lambda st: st.update(first_row="top", round=3), "first_row"),
])
def test_malformed_duel_positions_are_refused(edit, field):
    g = random_game(7, 30)
    st = g.state
    edit(st)
    with pytest.raises(SavedGameError, match=field):
        Game.from_state(st)
    doc = json.loads(g.to_json())
    edit(doc["state"])
    with pytest.raises(SavedGameError):
        Game.from_json(json.dumps(doc))


def test_a_history_with_an_illegal_decision_is_refused():
    g = random_game(8, 20)
    doc = json.loads(g.to_json())
    doc["history"][-1] = "loan 30 card nowhere"
    with pytest.raises(SavedGameError, match="history"):
        Game.from_json(json.dumps(doc))


@pytest.mark.parametrize("text", ["take x", "take 2 to middle", "build lodging ventnor/9 card ventnor",
                                  "network canal ryde--brading card cowes", "sell ryde/3 ryde/1", "loan",
                                  "stop card cowes", "fly card cowes", "take", "network road ryde~~brading card x"])
def test_bad_words_are_refused(text):
    g = Pos(9).held("ventnor", "port").game()
    with pytest.raises(ActionSyntaxError):
        g.parse(text)
    assert g.why_not(text)[0].rule == "action text"


def test_decision_text_round_trips():
    for steps in (0, 1, 60, 61, 62):
        g = random_game(10, steps)
        for a in g.legal_actions():
            assert g.parse(str(a)) == a
