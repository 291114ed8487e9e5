"""The Hint borrows the cash it needs to act (issue 37, item 11: on deal 71 a seat following the Hint passed six times
at £3 and income level 0, Canal Era rounds 3 to 5, and ended the game third).

The cause: the strong bot's search (bots/strong.py, step 3) plans to its turn's end only the ``width`` moves whose
value after the decision alone is best, and a Loan's is always a loss (Loan Action: £30 now, 3 income levels for
every round left), since what the cash buys comes in the actions after it. There the seat had 13 moves (one per move,
whatever card pays) and the coach's budget plans 12: the Loan was the one cut, so the search compared passes and a
canal it could not pay for. Planned, the Loan is the best plan by far. The coach now plans every Loan beside the
width (``StrongBot(plan_loans=True)``, ``coach.BUDGET``); the strong bot keeps its own search
(tests/test_strong_fingerprint.py). ``tests/hint_pass_positions.json`` holds the positions (``about`` says how they
were recorded)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from brass_widget import Game
from brass_widget.bots.coach import BUDGET, WEIGHTS, HintBot, weights_for
from brass_widget.bots.strong import StrongBot, _move

DATA = json.loads((Path(__file__).parent / "hint_pass_positions.json").read_text())


def _position(decisions: int) -> Game:
    g = Game.new("birmingham", players=4, seed=DATA["seed"])
    for text in DATA["history"][:decisions]:
        g.play(text)
    assert g.current_player == DATA["seat"]
    return g


def _moves(g: Game) -> set:
    return {_move(a) for a in g.legal_actions()}


@pytest.mark.parametrize("decisions", DATA["positions"])
def test_at_three_pounds_and_nothing_to_pay_for_the_hint_borrows(decisions):
    g = _position(decisions)
    seat = g.current_player
    assert g.era == "canal" and g.state["seats"][seat]["money"] == 3 and g.income_level(seat) == 0
    assert len(_moves(g)) > BUDGET["width"]  # more moves than the coach's width: one is not planned by rank
    kinds = []  # the Hint's turn there: it borrows, and never passes (at decision 14 since ``Weights.pass_vp``,
    while g.current_player == seat:  # Birmingham's coach: a canal with the £3 first, then the Loan, issue 37)
        a = HintBot(seed=seat).choose(g)
        kinds.append(a.kind)
        g.apply(a)
    assert "loan" in kinds and "pass" not in kinds


def test_a_loan_is_planned_beside_the_width_only_where_asked():
    """The same search with and without ``plan_loans``: without, the Loan, ranked last after the decision alone, is
    the move the width leaves unplanned (the cause); with, it is planned to its turn's end, and the moves planned by
    rank are the same ``width`` ones."""
    g = _position(DATA["positions"][0])
    seat = g.current_player
    options = {**BUDGET, "plan_loans": False}
    # the coach's judgement without Birmingham's cash floor (bots/tuning.json, coach_weights), which, costing the £3
    # in hand, lifts the Loan into the width here: the cause is the width's cut, whatever lifts a Loan past it
    weights = {**WEIGHTS, "rival": weights_for(g.edition)["rival"]}
    plain = StrongBot(seed=seat, weights=weights, **options)
    plain.decision_values(g)
    loans = StrongBot(seed=seat, weights=weights, **{**options, "plan_loans": True})
    loans.decision_values(g)
    planned = {g.parse(t).kind for t in plain.plans.ends}
    assert "loan" not in planned and len({_move(g.parse(t)) for t in plain.plans.ends}) == BUDGET["width"]
    others = {t for t in loans.plans.ends if g.parse(t).kind != "loan"}
    assert others == set(plain.plans.ends)
    assert any(g.parse(t).kind == "loan" for t in loans.plans.ends)
    assert StrongBot().plan_loans is False  # the strong bot's own search is unchanged
