"""``Weights.pass_vp`` (issue 37, item 11): each pass the seat makes along a searched plan costs VP where the plan ends.

The trace (``tests/hint_pass_vp_positions.json``, its ``about`` says how it was recorded): on deal 169 game 0 main's
Hint, at £10 and income level 0 in Canal Era round 2, passed twice. Every build there spends cash under the £12 cash
floor (the ``broke`` term, 0.5 VP a £ short), so each one's plan ends worse than a pass's, and the pass's plan passes
again on the next turn: the seat keeps its cash by doing what the floor's penalty is meant to spare it, acting not
at all. Charging each pass along a plan (``pass_vp``) makes a plan that acts rank above it.
"""

from __future__ import annotations

import json
from pathlib import Path

from brass_widget import Game
from brass_widget.bots.coach import BUDGET, about, ranked, weights_for
from brass_widget.bots.evaluation import Weights
from brass_widget.bots.strong import StrongBot, _passes

DATA = json.loads((Path(__file__).parent / "hint_pass_vp_positions.json").read_text())


def _position() -> Game:
    g = Game.new("birmingham", players=4, seed=DATA["seed"])
    for text in DATA["history"][:DATA["at"]]:
        g.play(text)
    seat = DATA["seat"]
    assert g.current_player == seat
    assert (g.state["seats"][seat]["money"], g.income_level(seat)) == (DATA["money"], DATA["level"])
    return g


def _bot(g: Game, **weights) -> StrongBot:
    """The Hint's search (``HintBot``'s: the coach's budget) with Birmingham's coach weights and ``weights`` over them."""
    return StrongBot(seed=g.current_player, weights={**weights_for(g.edition), **weights}, **BUDGET)


def test_off_for_the_strong_bot():
    assert Weights().pass_vp == 0.0  # the strong bot's and GreedyBot's searches are unchanged
    assert StrongBot().weights.pass_vp == 0.0


def test_passes_counts_the_seats_passes_after_the_root():
    g = _position()
    root = len(g.state["log"])
    assert _passes(g, DATA["seat"], root) == 0
    for text in DATA["history"][DATA["at"]:]:
        g.play(text)
    assert _passes(g, DATA["seat"], root) == 2  # the recorded game's two passes
    assert _passes(g, DATA["seat"], len(g.state["log"])) == 0


def test_a_plan_that_passes_pays_for_it():
    """Deal 169, Canal Era round 2, £10 at income level 0: without ``pass_vp`` the pass is chosen and its plan passes
    on the next turn too; with it a decision that is no pass is chosen, its plan ranked above the pass's."""
    g = _position()
    seat = DATA["seat"]
    off = _bot(g, pass_vp=0.0)
    chosen = off.choose(g)
    assert chosen.kind == "pass"  # the trace
    root = len(off.plans.seen.state["log"])
    assert all(_passes(end, seat, root) >= 2 for _, end in off.plans.deep_ends[str(chosen)])
    on = _bot(g, pass_vp=3.0)
    assert on.choose(g).kind != "pass"
    assert on.values[str(chosen)] < max(on.values.values())


def test_the_hint_list_counts_passes_and_says_so(monkeypatch):
    """The board's list (``coach.ranked``) counts the passes as the search does, where the edition's coach sets
    ``pass_vp``, and the words about the list say so."""
    from brass_widget.bots import coach

    g = _position()
    own = coach.weights_for
    monkeypatch.setattr(coach, "weights_for", lambda ed: {**own(ed), "pass_vp": 3.0})
    hints = ranked(g, k=3, time_limit=None)
    assert hints[0].action.kind != "pass"
    assert "Each pass along a plan costs its rank 3 VP" in about(g.edition)
    monkeypatch.setattr(coach, "weights_for", lambda ed: {**own(ed), "pass_vp": 0.0})
    assert ranked(g, k=3, time_limit=None)[0].action.kind == "pass"
    assert "Each pass along a plan" not in about(g.edition)


def test_the_hint_acts_at_the_traced_position():
    """Birmingham's coach sets ``pass_vp`` 3 (bots/tuning.json): the Hint (``HintBot``) no longer passes there (main's
    Hint passed twice and ended the game last)."""
    from brass_widget.bots.coach import HintBot

    g = _position()
    assert weights_for(g.edition).get("pass_vp") == 3.0
    assert HintBot(seed=g.current_player).choose(g).kind != "pass"
