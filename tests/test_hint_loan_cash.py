"""``Weights.loan_cash_max`` (issue 37, item 11): the search weighs no Loan while the seat already holds that much cash.

The trace (deal 132 game 4 of the fresh deals 131-146, the Hint last on 76 VP with £31 unspent; positions in
``tests/hint_loan_cash_positions.json``, its ``about`` says how they were recorded): the Hint borrowed five times, four
of them with £14-£78 in hand, each Loan an action that scored nothing. The projection counts £30 of cash at the money
rate (0.2 VP a £ while 4 or more rounds are left) and 3 income levels at the same rate for every round left (Loan
Action), so any Loan looks like a gain once fewer than 10 rounds are left, however much cash is on hand (up to what
the actions left can spend, £10 an action); where the other moves' plans gain less, the Loan wins. Cash that pays for the turn already needs no Loan, and one taken
on a later turn costs fewer Income Phases. Birmingham's Hint weighs no Loan with £40 or more in hand (``coach_weights``
in bots/tuning.json; measured in docs/bots.md, issue 37 item 11)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from brass_widget import Game
from brass_widget.bots.coach import BUDGET, HintBot, weights_for
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


def _bot(g: Game, **weights) -> StrongBot:
    """The Hint's search (``HintBot``'s: the coach's budget) with Birmingham's coach weights and ``weights`` over them."""
    return StrongBot(seed=DATA["seat"], weights={**weights_for(g.edition), **weights}, **BUDGET)


def test_off_by_default_and_birminghams_hint_sets_it():
    assert Weights().loan_cash_max is None  # the strong bot's and GreedyBot's searches are unchanged
    assert weights_for(Game.new("birmingham", players=4, seed=1).edition)["loan_cash_max"] == 40  # bots/tuning.json


@pytest.mark.parametrize("decisions", [54, 95])  # Canal Era round 8 with £46, Rail Era round 4 with £78
def test_with_the_cash_for_a_turn_in_hand_the_hint_weighs_no_loan(decisions):
    g = _position(decisions)
    assert any(a.kind == "loan" for a in g.legal_actions())
    assert HintBot(seed=DATA["seat"]).choose(g).kind != "loan"
    on = _bot(g)
    on.choose(g)
    assert on.values and not any(text.startswith("loan") for text in on.values)
    assert _bot(g, loan_cash_max=None).choose(g).kind == "loan"  # the trace: without it the Hint borrowed here


def test_short_of_cash_the_loan_is_still_weighed_and_taken():
    """Canal Era round 3 with £1: the Loan the seat needs to act (Loan Action) stays."""
    g = _position(17)
    assert HintBot(seed=DATA["seat"]).choose(g).kind == "loan"


def test_the_hints_own_words_say_it_lists_no_loan_above_the_gate():
    """The list never holds a Loan while the seat has ``loan_cash_max`` £ or more, and the words about the list say so
    (in Birmingham, whose coach sets it); an edition whose coach does not set it says nothing of it."""
    from brass_widget import Game
    from brass_widget.bots.coach import about

    assert "suggests no Loan while you hold £40 or more" in about(Game.new("birmingham", players=4, seed=1).edition)
    assert "suggests no Loan" not in about(Game.new("lancashire", players=4, seed=1).edition)
