"""``Weights.loan_spent`` (issue 37, item 11): the search ranks a Loan below every other plan where its plan never
spends the Loan's cash.

The trace (second places on deals 147-162, positions in ``tests/hint_loan_spent_positions.json``, its ``about`` says
how they were recorded): on deal 153 game 1 the Hint borrowed in Canal Era round 7 with £11 at income level 8, then
sold twice (free) and built two canals on its next turn, holding £41-£50 all the way; it ended the game second on
£58 unspent. The projection counts cash at the money rate up to what the actions left can spend and the income to
come at the same rate, so £30 now for 3 income levels (Brass: Birmingham, Loan Action) wins wherever the other plans
gain a little less (there by 1.0 VP). A plan that holds the Loan's £ at every step paid for itself without it, and a
Loan taken on a later turn costs fewer Income Phases: so the Loan ranks last there. A Loan the plan spends (deal 159
game 3, Canal Era round 2 with £4) is weighed as before.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from brass_widget import Game
from brass_widget.bots.coach import BUDGET, about, ranked, weights_for
from brass_widget.bots.evaluation import Weights
from brass_widget.bots.strong import StrongBot

DATA = json.loads((Path(__file__).parent / "hint_loan_spent_positions.json").read_text())
POSITIONS = {(g["seed"], x["decisions"]): (g, x) for g in DATA["games"] for x in g["loans"]}


def _position(seed: int, decisions: int) -> tuple[Game, int]:
    game, loan = POSITIONS[(seed, decisions)]
    g = Game.new("birmingham", players=4, seed=seed)
    for text in game["history"][:decisions]:
        g.play(text)
    assert g.current_player == game["seat"]
    assert g.state["seats"][game["seat"]]["money"] == loan["money"]
    assert g.income_level(game["seat"]) == loan["level"]
    return g, game["seat"]


def _bot(g: Game, seat: int, **weights) -> StrongBot:
    """The Hint's search (``HintBot``'s: the coach's budget) with Birmingham's coach weights and ``weights`` over them."""
    return StrongBot(seed=seat, weights={**weights_for(g.edition), **weights}, **BUDGET)


def test_off_for_the_strong_bot():
    assert Weights().loan_spent is False  # the strong bot's and GreedyBot's searches are unchanged
    assert StrongBot().weights.loan_spent is False


def test_a_loan_whose_plan_never_spends_it_ranks_last():
    """Deal 153, Canal Era round 7, £11 at income level 8: without ``loan_spent`` (main's Hint) the Loan's plan is the
    best by 1.0 VP; with it the Loan is still valued but ranked below every move the search planned, and another
    is chosen."""
    g, seat = _position(153, 53)
    off = _bot(g, seat, loan_spent=False)
    assert off.choose(g).kind == "loan"  # the trace
    assert not off.needless
    on = _bot(g, seat, loan_spent=True)
    chosen = on.choose(g)
    assert chosen.kind != "loan"
    loans = [text for text in on.values if text.startswith("loan")]
    assert loans and set(loans) >= on.needless and on.needless
    planned = [t for t in on.plans.ends if not t.startswith("loan")]  # every other move the search planned
    assert planned and all(on.values[t] < min(on.values[p] for p in planned) for t in on.needless)
    deep = on.plans.deep_ends[next(iter(on.needless))]  # the Loan's plan: £30 or more in hand at its end
    assert all(end.state["seats"][seat]["money"] >= 30 for _, end in deep)


def test_a_loan_the_plan_spends_is_still_taken():
    """Deal 159, Canal Era round 2 with £4: the seat needs the Loan to act (Loan Action); it stays the choice."""
    g, seat = _position(159, 9)
    on = _bot(g, seat, loan_spent=True)
    assert on.choose(g).kind == "loan"
    assert not on.needless


def test_the_hint_list_puts_such_a_loan_last_and_says_so():
    """The board's list (``coach.ranked``) follows the search: the first hint at the traced position is no Loan,
    and the words about the list say when a Loan ranks last (where the edition's coach sets ``loan_spent``)."""
    g, _ = _position(159, 90)  # Rail Era round 3, £30 at income level 11: main's Hint borrowed, the plan never spent it
    weights = weights_for(g.edition)
    if not weights.get("loan_spent"):
        pytest.skip("the edition's coach does not set loan_spent")
    hints = ranked(g, k=3, time_limit=None)
    assert hints[0].action.kind != "loan"
    assert "never spends the Loan's cash" in about(g.edition)
    assert "never spends the Loan's cash" not in about(Game.new("lancashire", players=4, seed=1).edition)
