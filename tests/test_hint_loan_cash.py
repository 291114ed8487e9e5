"""``Weights.loan_cash_max`` (issue 37, item 11): the search weighs no Loan while the seat already holds that much cash.

The trace (deal 132 game 4 of the fresh deals 131-146, the Hint last on 76 VP with £31 unspent; positions in
``tests/hint_loan_cash_positions.json``, its ``about`` says how they were recorded): the Hint borrowed five times, four
of them with £14-£78 in hand, each Loan an action that scored nothing. The projection counts £30 of cash at the money
rate (0.2 VP a £ while 4 or more rounds are left) and 3 income levels at the same rate for every round left (Loan
Action), so any Loan looks like a gain once fewer than 10 rounds are left, whatever the cash on hand; where the other
moves' plans gain less than that, the Loan wins. Cash that pays for the turn already needs no Loan, and one taken
on a later turn costs fewer Income Phases."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from brass_widget import Game
from brass_widget.bots.coach import BUDGET, weights_for
from brass_widget.bots.evaluation import Weights
from brass_widget.bots.strong import StrongBot

DATA = json.loads((Path(__file__).parent / "hint_loan_cash_positions.json").read_text())
LOANS = {x["decisions"]: x for x in DATA["loans"]}


def _position(decisions: int) -> Game:
    g = Game.new("birmingham", players=4, seed=DATA["seed"])
    for text in DATA["history"][:decisions]:
        g.play(text)
    assert g.current_player == DATA["seat"]
    assert g.state["seats"][DATA["seat"]]["money"] == LOANS[decisions]["money"]
    return g


def _bot(g: Game, **extra) -> StrongBot:
    return StrongBot(seed=DATA["seat"], weights={**weights_for(g.edition), **extra}, **BUDGET)


def test_off_by_default():
    assert Weights().loan_cash_max is None


@pytest.mark.parametrize("decisions", [54, 95])  # Canal Era round 8 with £46, Rail Era round 4 with £78
def test_with_the_cash_for_a_turn_in_hand_the_coach_weighs_no_loan(decisions):
    g = _position(decisions)
    assert any(a.kind == "loan" for a in g.legal_actions())
    off = _bot(g)
    assert off.choose(g).kind == "loan"  # the trace: the Hint as it was borrowed here
    on = _bot(g, loan_cash_max=40)
    chosen = on.choose(g)
    assert chosen.kind != "loan"
    assert on.values and not any(text.startswith("loan") for text in on.values)


def test_short_of_cash_the_loan_is_still_weighed_and_taken():
    """Canal Era round 3 with £1: the Loan the seat needs to act (Loan Action) stays."""
    g = _position(17)
    assert _bot(g, loan_cash_max=40).choose(g).kind == "loan"
