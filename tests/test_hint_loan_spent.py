"""``Weights.loan_spent`` (issue 37, item 11): where a Loan's plan never spends the Loan's cash, the search ranks it
just below the best plan of a move that builds, links, develops or sells.

The trace (second places on deals 147-162, positions in ``tests/hint_loan_spent_positions.json``, its ``about`` says
how they were recorded): on deal 153 game 1 the Hint borrowed in Canal Era round 7 with £11 at income level 8, then
sold twice (free) and built two canals on its next turn, holding £41-£50 all the way; it ended the game second on
£58 unspent. The projection counts cash at the money rate up to what the actions left can spend and the income to
come at the same rate, so £30 now for 3 income levels (Brass: Birmingham, Loan Action) wins wherever the other plans
gain a little less (there by 1.0 VP). A plan that holds the Loan's £ at every step paid for itself without it, and a
Loan taken on a later turn costs fewer Income Phases: so a move that acts ranks above it there. A Loan the plan
spends (deal 159 game 3, Canal Era round 2 with £4) is weighed as before, and so is one in place of a pass.

Measured paired with main's Hint on used deals 131-162 (docs/measurements/issue37-hint-s28-2026-11-29): as many wins,
two collapses more, so no edition's coach sets it (bots/tuning.json).
"""

from __future__ import annotations

import json
from pathlib import Path

from brass_widget import Game
from brass_widget.bots.coach import BUDGET, about, ranked, weights_for
from brass_widget.bots.evaluation import Weights
from brass_widget.bots.strong import IDLE, StrongBot

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


def test_a_loan_whose_plan_never_spends_it_ranks_below_a_move_that_acts():
    """Deal 153, Canal Era round 7, £11 at income level 8: without ``loan_spent`` (main's Hint) the Loan's plan is the
    best by 1.0 VP; with it the Loan is ranked just below the best plan of a move that builds, links, develops or
    sells, and that move is chosen."""
    g, seat = _position(153, 53)
    off = _bot(g, seat, loan_spent=False)
    assert off.choose(g).kind == "loan"  # the trace
    assert not off.needless
    on = _bot(g, seat, loan_spent=True)
    assert on.choose(g).kind not in IDLE
    (loan,) = on.needless
    assert all(end.state["seats"][seat]["money"] >= 30 for _, end in on.plans.deep_ends[loan])  # £30+ at its end
    acting = [t for t in on.plans.deep if t not in on.needless and on.plans.deep[t] > on.values[loan]]
    assert acting and on.values[loan] < on.plans.deep[loan]  # its plan was the best; now one that acts ranks above


def test_against_a_pass_such_a_loan_keeps_its_value():
    """Deal 132 game 6 (a game of the first candidate, which ranked such a Loan below every planned move), Rail Era
    round 3 with £0 and one action left: the Loan's plan never spends its £30 either, but the other plans only pass
    or Scout; a Loan in place of a pass spares a later turn the action, so it is taken."""
    g, seat = _position(132, 94)
    on = _bot(g, seat, loan_spent=True)
    assert on.choose(g).kind == "loan"
    assert on.needless  # never spent within the plan, and still chosen


def test_a_loan_the_plan_spends_is_still_taken():
    """Deal 159, Canal Era round 2 with £4: the seat needs the Loan to act (Loan Action); it stays the choice."""
    g, seat = _position(159, 9)
    on = _bot(g, seat, loan_spent=True)
    assert on.choose(g).kind == "loan"
    assert not on.needless


def test_the_hint_list_follows_the_search_and_says_so(monkeypatch):
    """The board's list (``coach.ranked``) follows the search where the edition's coach sets ``loan_spent`` (none does
    by default: measured, not adopted, docs/bots.md): at the traced position the first hint is then no Loan, and
    the words about the list say when a Loan ranks below; with the coach's own weights the Loan is the first hint."""
    from brass_widget.bots import coach

    g, _ = _position(159, 90)  # Rail Era round 3, £30 at income level 11: main's Hint borrowed, the plan never spent it
    assert not weights_for(g.edition).get("loan_spent")
    assert ranked(g, k=3, time_limit=None)[0].action.kind == "loan"  # the trace
    assert "never spends the Loan's cash" not in about(g.edition)
    own = coach.weights_for
    monkeypatch.setattr(coach, "weights_for", lambda ed: {**own(ed), "loan_spent": True})
    hints = ranked(g, k=3, time_limit=None)
    assert hints[0].action.kind not in IDLE
    assert "never spends the Loan's cash" in about(g.edition)
