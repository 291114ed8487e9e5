"""The coach (``bots/coach.py``): the Hint's moves come from the strong bot's search, are three different legal
decisions with reasons in numbers, depend only on the seat's observation, and HintBot plays the first of them.

The search runs with a small work budget and no time limit here (``small_coach``): the properties do not depend on
the budget, and a time limit would make the answer depend on the machine's speed."""

from __future__ import annotations

import re

import pytest

from brass_widget import Game
from brass_widget.bots import StrongBot, coach
from brass_widget.bots.coach import HintBot, move_key, ranked
from brass_widget.bots.tuning import tuning
from tests.engine.positions import played, rehidden

SMALL = {"width": 3, "max_evals": 300, "deep_width": 2, "deep_evals": 300}
NUMBER = re.compile(r"\d")


@pytest.fixture(autouse=True)
def small_coach(monkeypatch):
    monkeypatch.setattr(coach, "BUDGET", SMALL)


POSITIONS = [("lancashire", 4, 41, 50), ("birmingham", 4, 42, 60), ("birmingham", 2, 43, 30), ("duel", 2, 44, 40)]


@pytest.mark.parametrize("edition,players,seed,steps", POSITIONS)
def test_three_different_legal_decisions_each_with_a_reason_in_numbers(edition, players, seed, steps):
    g = played(players, seed, steps, edition=edition)
    hints = ranked(g, k=3, time_limit=None)
    legal = {str(a): a for a in g.legal_actions()}
    # fewer than three where two decisions' plans end in the same position (tests/test_coach_lists.py)
    assert 2 <= len(hints) <= 3 and all(str(h.action) in legal for h in hints)
    assert len({move_key(h.action) for h in hints}) == len(hints)  # another card alone is not another decision
    for h in hints:
        assert NUMBER.search(h.reason) and "VP projected" in h.reason, h.reason
    # the first is the strong bot's own choice with the coach's budget: what a seat following the Hint plays
    strong = StrongBot(seed=0, weights=coach.weights_for(g.edition), **SMALL)
    assert str(hints[0].action) == str(strong.choose(g)) == str(HintBot(seed=0).choose(g))
    assert "as good as" not in hints[0].reason and all("first hint" in h.reason for h in hints[1:])


@pytest.mark.parametrize("edition,players,seed,steps", POSITIONS)
def test_the_hint_depends_only_on_the_seats_observation(edition, players, seed, steps):
    """Two tables that differ only in what the seat to move may not see (other hands, the deck order, face-down
    tiles) get the same hint, word for word."""
    g = played(players, seed, steps, edition=edition)
    seat = g.current_player
    want = [(str(h.action), h.projected_vp, h.reason) for h in ranked(g, time_limit=None)]
    for s in (70, 71):
        twin = rehidden(g, seat, s)
        assert twin.state != g.state
        assert [(str(h.action), h.projected_vp, h.reason) for h in ranked(twin, time_limit=None)] == want


def test_fewer_decisions_than_asked_gives_each_once():
    g = Game.new("duel", players=2, seed=3)
    hints = ranked(g, k=50, time_limit=None)
    assert 0 < len(hints) <= len({move_key(a) for a in g.legal_actions()})
    assert len({move_key(h.action) for h in hints}) == len(hints)
    finished = played(2, 45, 10_000)
    assert finished.is_over
    with pytest.raises(ValueError, match="game is over"):
        ranked(finished)


def test_the_plan_says_the_same_decision_twice_in_a_row_once(monkeypatch):
    """The walk saw "then discard Preston, then discard Preston": a plan's repeated decision is said once, with how
    many times; different decisions keep their order."""
    from types import SimpleNamespace

    seen = SimpleNamespace(history=["h0"])
    end = SimpleNamespace(history=["h0", "mine", "discard P", "discard P", "loan", "discard P", "stop"],
                          parse=lambda t: SimpleNamespace(kind=t.split()[0], text=t))
    monkeypatch.setattr(coach, "decision_words", lambda game, a: a.text)
    assert coach._then(seen, [(1.0, end)]) == "then discard P twice, then loan, then discard P; "
    end.history = ["h0", "mine", "stop"]
    assert coach._then(seen, [(1.0, end)]) == ""


def test_hintbot_measures_a_candidate_judgement_or_budget(monkeypatch):
    """``HintBot(weights=..., budget=...)`` (scripts/bot_levels.py ``--hint-options``) searches with the candidate in
    place of the coach's own; without them it searches as the Hint does."""
    asked = []

    class Recording(StrongBot):
        def __init__(self, **options):
            asked.append(options)
            super().__init__(**options)

    monkeypatch.setattr(coach, "StrongBot", Recording)
    g = played(4, 42, 60, edition="birmingham")
    other = {"width": 2, "max_evals": 100, "deep_width": 1, "deep_evals": 100}
    HintBot(seed=5, weights={"floor_vp": 3.0, "demand": 0.1}, budget=other).choose(g)
    HintBot(seed=5).choose(g)
    assert asked == [{"seed": 5, "weights": {"floor_vp": 3.0, "demand": 0.1}, **other},
                     {"seed": 5, "weights": coach.weights_for(g.edition), **SMALL}]


@pytest.mark.parametrize("edition,players,seed,steps", POSITIONS)
def test_the_hint_ranks_by_its_lead_and_says_where_its_plan_ends(edition, players, seed, steps):
    """The coach ranks a plan by the seat's projected VP less a share of the best other seat's (the edition's
    ``coach_rival``, issue 24), each with money, income and debts as the search weighs them: the first hint's plan is
    the search's best, and its rank is the search's own value; the VP each hint shows is the projection's VP terms
    alone (issue 37: "-52 VP projected" was a penalty for debt shown as VP)."""
    from brass_widget.bots.evaluation import Weights, projection

    g = played(players, seed, steps, edition=edition)
    seat = g.current_player
    bot = StrongBot(seed=0, weights=coach.weights_for(g.edition), **SMALL)
    values = bot.decision_values(g)
    plans = bot.plans
    hints = ranked(g, k=3, time_limit=None)
    w = Weights(**coach.weights_for(g.edition))
    for h in hints:
        ends = coach._plan_ends(bot, plans.seen, seat, h.action, bool(plans.deep))
        vp = sum(p * sum(a for t, a in projection(end, seat, w=w) if t in coach.VP_TERMS) for p, end in ends)
        assert h.projected_vp == pytest.approx(vp) and h.projected_vp >= 0
        assert f"{vp:.0f} VP projected, " in h.reason, h.reason
    assert tuning(g.edition).coach_rival == (0.0 if edition == "lancashire" else 0.5)  # bots/tuning.json, issue 24
    if plans.deep:  # a deep-planned decision's value is the ranking measure where its plan ends
        text = str(hints[0].action)
        look = coach.outlook(plans.seen, hints[0].action, seat, plans)
        assert values[text] == pytest.approx(coach.rank(g.edition, look))
        assert values[text] == pytest.approx(max(values.values()))
        assert f"rank {values[text]:.1f}".replace("-", "−") in hints[0].reason, hints[0].reason


def test_rival_counts_the_best_other_seats_projection_against_the_seats_own():
    """``Weights.rival``: where a turn or plan ends, the search's value is the seat's projected VP less ``rival``
    times the best other seat's; 0 leaves the seat's own VP (the strong bot's default)."""
    from brass_widget.bots.evaluation import Weights, projected_vp

    g = played(4, 46, 80, edition="birmingham")
    seat = g.current_player
    for rival in (0.0, 0.5, 1.0):
        bot = StrongBot(seed=0, weights={"rival": rival})
        bot._evals, bot._deadline = 0, None
        w = Weights(rival=rival)
        others = max(projected_vp(g, s, w=w) for s in range(4) if s != seat)
        assert bot._leaf(g, seat) == pytest.approx(projected_vp(g, seat, w=w) - rival * others)
        assert bot._evals == 1  # the others' projections do not spend the search's budget
