"""Issue 32, item 4: the era's length (``era_rounds``: Birmingham and Lancashire; Duel is one era decided by its card
rows, so it has no such knob) and no credit in Birmingham and Duel (``loan=0``, as Lancashire's ``loans=[]``)."""

from __future__ import annotations

import pytest

from brass_widget import Game, RandomBot
from brass_widget.cli import main
from brass_widget.engine import HouseRulesError, IllegalAction
from brass_widget.engine.legality import NO_LOANS
from brass_widget.render.svg import render_svg
from brass_widget.widget.viewmodel import topology

EVERY = 15  # decisions between two saves and loads


def _play(g: Game, seed: int, check=None) -> Game:
    bot = RandomBot(seed=seed)
    step = 0
    while not g.is_over:
        if step % EVERY == 0:
            text = g.to_json()
            assert Game.from_json(text).to_json() == text, step  # a SavedGameError here is the failure
            if check:
                check(g)
        g.apply(bot.choose(g))
        step += 1
    return g


@pytest.mark.parametrize("edition,players,variants,rounds", [
    ("birmingham", 4, (), 3),
    ("birmingham", 2, (), 6),
    ("lancashire", 3, (), 5),
    ("lancashire", 3, ("classic-deck",), 4),  # the variant's own rounds (10 at 3 players) shortened too
])
def test_each_era_ends_after_era_rounds_and_the_game_saves_and_loads(edition, players, variants, rounds):
    g = Game.new(edition, players=players, seed=7, variant=list(variants), rules={"era_rounds": rounds})
    assert g.house_rules == {"era_rounds": rounds}
    assert f"house rule: era rounds {rounds}" in [e["text"] for e in g.state["log"] if e["kind"] == "house_rule"]
    assert f"of {rounds}<" in render_svg(g.state, g.edition) and topology(g)["rounds"] == rounds  # the board

    def fits(game):  # every round is one of the era's (the saved-game checks count N rounds)
        assert 1 <= game.round <= rounds

    _play(g, 7, fits)
    ends = [e for e in g.state["log"] if e["kind"] == "era_end"]
    assert [(e["era"], e["round"]) for e in ends] == [("canal", rounds), ("rail", rounds)]
    assert g.state["round"] == rounds and [s["era"] for s in g.state["scores"]] == ["canal", "rail"]
    # the first Rail round starts with full hands: the canal hands went back into the shuffled deck
    rail_start = next(i for i, e in enumerate(g.state["log"]) if e["kind"] == "era_end")
    again = Game.new(edition, players=players, seed=7, variant=list(variants), rules={"era_rounds": rounds})
    for text in g.history:
        again.apply(text)
        if again.era == "rail":
            break
    assert rail_start and all(len(s["hand"]) == 8 for s in again.state["seats"])
    back = Game.from_json(g.to_json())
    assert back.final_scores() == g.final_scores() and back.house_rules == {"era_rounds": rounds}


def test_era_rounds_at_the_standard_count_plays_the_standard_game():
    """The default changes nothing: 8 rounds at 4 players is Birmingham's own era, so the same seeded bot makes the
    same decisions to the same scores (only the log's 'house rule' line differs)."""
    std = _play(Game.new("birmingham", players=4, seed=3), 3)
    ruled = _play(Game.new("birmingham", players=4, seed=3, rules={"era_rounds": 8}), 3)
    assert ruled.history == std.history and ruled.final_scores() == std.final_scores()


def test_a_shorter_era_stops_loans_in_its_last_four_rail_rounds():
    """Lancashire, Loan Action: no loans in the final 4 rounds of the Rail Era (when the Draw Deck is empty); in a
    6-round era the deck still holds cards then, and the rule holds all the same, from round 3."""
    g = Game.new("lancashire", players=2, seed=2, rules={"era_rounds": 6})
    bot = RandomBot(seed=2)
    seen = set()
    while not g.is_over:
        if g.era == "rail" and g.state["pending"] is None and g.state["deck"] and g.round not in seen:
            seen.add(g.round)
            card = g.state["seats"][g.current_player]["hand"][0]
            words = [r.message for r in g.why_not(g.parse(f"loan 10 card {card}"))]
            late = "no loans in the last 4 rounds of the Rail Era (in a standard game, once its draw deck is empty)" in words
            assert late == (g.round >= 3), (g.round, words)
            # the board says so beside the deck, which still holds cards (the static picture and the widget's numbers)
            assert ("no more loans: the last 4 rounds of the era" in render_svg(g.state, g.edition)) == late
            assert ("no more loans" in render_svg(g.observation(0), g.edition)) == late
        g.apply(bot.choose(g))
    assert {2, 3} <= seen
    assert topology(g)["rounds"] == 6 and topology(g)["hand_rounds"] == 4


def test_era_rounds_is_checked_and_duel_has_none():
    for bad, words in ((0, "from 1 to 8, not 0"), (9, "from 1 to 8, not 9"), ("6", "a whole number")):
        with pytest.raises(HouseRulesError, match=words):
            Game.new("birmingham", players=4, seed=1, rules={"era_rounds": bad})
    with pytest.raises(HouseRulesError, match="no house rule 'era_rounds'"):
        Game.new("duel", players=2, seed=1, rules={"era_rounds": 6})


@pytest.mark.parametrize("edition", ["birmingham", "duel"])
def test_loan_zero_is_no_credit_at_all(edition):
    """A loan of £0 is none: no Loan action is ever legal, one asked for says the words Lancashire's loans=[] says,
    the house rule reads 'loan none', and the game plays to its end and saves and loads."""
    g = Game.new(edition, players=2, seed=4, rules={"loan": 0})
    assert g.house_rules == {"loan": 0} and "house rules: loan none" in repr(g)
    assert "house rule: loan none" in [e["text"] for e in g.state["log"]]
    assert [r.message for r in g.why_not_any(kind="loan")] == [NO_LOANS]

    def no_loan(game):
        assert not any(a.kind == "loan" for a in game.legal_actions())

    _play(g, 4, no_loan)
    back = Game.from_json(g.to_json())
    assert back.house_rules == {"loan": 0} and back.final_scores() == g.final_scores()
    with pytest.raises(HouseRulesError, match="loan_levels"):  # no size, yet levels for one
        Game.new(edition, players=2, seed=4, rules={"loan": 0, "loan_levels": 2})


def test_a_loan_asked_for_without_credit_is_refused_in_the_same_words():
    g = Game.new("birmingham", players=2, seed=4, rules={"loan": 0})
    card = g.state["seats"][g.current_player]["hand"][0]
    before = g.to_json()
    with pytest.raises(IllegalAction, match="no loans in this game"):
        g.apply(f"loan 30 card {card}")
    assert g.to_json() == before


def test_the_command_line_lists_and_runs_the_new_knobs(capsys):
    assert main(["rules", "birmingham"]) == 0
    out = capsys.readouterr().out
    assert "\nera_rounds\n  default: 4 players: 8; 3 players: 9; 2 players: 10\n  range: 1 to 8 (rounds)\n" in out
    assert "\nloan\n  default: 30\n  range: 0 to 500 (£)\n" in out
    args = ["experiment", "birmingham", "--players", "2", "--games", "2", "--seed", "3", "--bots", "random",
            "--setting", "short:era_rounds=6", "--setting", "no credit:loan=0"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "  short: era rounds 6\n" in out and "  no credit: loan none\n" in out


def test_a_saved_game_is_checked_against_its_eras_rounds():
    """The saved-game checks count the era's rounds as the house rule sets them: a round past it, or a house rule
    out of range, is refused naming the field, the file unchanged."""
    import copy
    import json

    from brass_widget.engine import SavedGameError

    g = Game.new("birmingham", players=2, seed=9, rules={"era_rounds": 3})
    bot = RandomBot(seed=9)
    while g.round < 2:
        g.apply(bot.choose(g))
    state = copy.deepcopy(g.state)
    Game.from_state(copy.deepcopy(state))  # as played: accepted
    state["round"] = 4
    with pytest.raises(SavedGameError, match=r"state.round: 4 is not a round of the era \(1 to 3 with 2 players\)"):
        Game.from_state(state)
    doc = json.loads(g.to_json())
    doc["state"]["rules"] = {"era_rounds": 99}
    with pytest.raises(SavedGameError, match="house rule era_rounds: a whole number from 1 to 8, not 99"):
        Game.from_json(json.dumps(doc))
