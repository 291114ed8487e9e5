"""``Weights.shortfall_last`` (issue 37, item 11): a decision whose plan leaves the seat unable to pay an Income Phase
(a tile of its removed for half its cost, or VP lost: Brass: Birmingham, Income Phase) ranks below every plan that
pays, and the search plans past its width until one pays.

The trace (``tests/hint_shortfall_positions.json``, its ``about`` says how it was recorded): on deal 166 game 6 main's
Hint, at £12 and income level -3 in Canal Era round 4, Scouted and built a manufacturer for £12; the Income Phase
took its brewery. The search saw the shortfall in the Scout's plan and weighed it only as the brewery's expected VP,
below what the manufacturer's sale gains: a collapse by the project's definition (docs/bots.md).
"""

from __future__ import annotations

import json
from pathlib import Path

from brass_widget import Game
from brass_widget.bots.coach import BUDGET, about, ranked, weights_for
from brass_widget.bots.evaluation import Weights
from brass_widget.bots.strong import StrongBot, _fell_short

DATA = json.loads((Path(__file__).parent / "hint_shortfall_positions.json").read_text())


def _position(decisions: int) -> Game:
    g = Game.new("birmingham", players=4, seed=DATA["seed"])
    for text in DATA["history"][:decisions]:
        g.play(text)
    return g


def _bot(g: Game, **weights) -> StrongBot:
    """The Hint's search (``HintBot``'s: the coach's budget) with Birmingham's coach weights and ``weights`` over them."""
    return StrongBot(seed=g.current_player, weights={**weights_for(g.edition), **weights}, **BUDGET)


def _pays(bot: StrongBot, g: Game, text: str) -> bool:
    root = len(bot.plans.seen.state["log"])
    return not any(_fell_short(end, g.current_player, root) for _, end in bot.plans.deep_ends[text])


def test_off_for_the_strong_bot():
    assert Weights().shortfall_last is False  # the strong bot's and GreedyBot's searches are unchanged
    assert StrongBot().weights.shortfall_last is False


def test_the_traced_shortfall_happens_in_the_game():
    g = _position(DATA["at"])
    seat = DATA["seat"]
    assert g.current_player == seat
    assert (g.state["seats"][seat]["money"], g.income_level(seat)) == (DATA["money"], DATA["level"])
    root = len(g.state["log"])
    for text in DATA["history"][DATA["at"]:]:
        g.play(text)
    assert _fell_short(g, seat, root)  # the brewery removed (the recorded game's decisions)
    assert not _fell_short(g, (seat + 1) % 4, root)


def test_a_plan_that_cannot_pay_an_income_phase_ranks_below_one_that_pays():
    """Deal 166, Canal Era round 4, £12 at income level -3: without ``shortfall_last`` the Scout (then the £12
    manufacturer) is chosen though its plan cannot pay the Income Phase; with it a move whose plan pays is chosen."""
    g = _position(DATA["at"])
    off = _bot(g, shortfall_last=False)
    scout = off.choose(g)
    assert scout.kind == "scout" and not _pays(off, g, str(scout))  # the trace
    on = _bot(g, shortfall_last=True)
    chosen = on.choose(g)
    assert str(scout) in on.short and str(chosen) not in on.short
    assert _pays(on, g, str(chosen))
    assert on.values[str(scout)] < on.values[str(chosen)] < off.values[str(scout)]


def test_the_hint_list_follows_the_search_and_says_so(monkeypatch):
    """The board's list (``coach.ranked``) puts a plan that cannot pay below, as the search ranks it, where the
    edition's coach sets ``shortfall_last``, and the words about the list say so."""
    from brass_widget.bots import coach

    g = _position(DATA["at"])
    own = coach.weights_for
    monkeypatch.setattr(coach, "weights_for", lambda ed: {**own(ed), "shortfall_last": True})
    hints = ranked(g, k=3, time_limit=None)
    assert hints[0].action.kind != "scout"
    assert "unable to pay an Income Phase" in about(g.edition)
    monkeypatch.setattr(coach, "weights_for", lambda ed: {**own(ed), "shortfall_last": False})
    assert "unable to pay an Income Phase" not in about(g.edition)


def test_the_hint_pays_at_the_traced_position():
    """Birmingham's coach sets ``shortfall_last`` (bots/tuning.json): the Hint (``HintBot``, the seat following it in
    the tournaments) no longer Scouts into the £12 manufacturer there (main's Hint did: the brewery removed)."""
    g = _position(DATA["at"])
    from brass_widget.bots.coach import HintBot

    assert weights_for(g.edition).get("shortfall_last") is True
    assert HintBot(seed=g.current_player).choose(g).kind != "scout"


def test_the_hint_list_stays_sorted_by_the_rank_it_shows():
    """Issue 37, item 1 holds with ``shortfall_last``: the list is sorted by the rank each hint shows, "as good as the
    first hint" only where the shown ranks are equal. A plan the search ranked below for its shortfall is not listed
    (its own projection ranks it above the others: the Scout's plan here shows 4.7 against the first hint's −24.1)."""
    import re

    g = _position(DATA["at"])
    hints = ranked(g, k=6, time_limit=None)
    shown = [float(re.search(r", rank (−?\d+(?:\.\d+)?)", h.reason)[1].replace("−", "-")) for h in hints]
    assert len(hints) == 6 and shown == sorted(shown, reverse=True), list(zip([str(h.action) for h in hints], shown))
    assert all(h.action.kind != "scout" for h in hints)
    for h, r in zip(hints[1:], shown[1:]):
        assert ("as good as the first hint" in h.reason) == (r == shown[0]), h.reason
