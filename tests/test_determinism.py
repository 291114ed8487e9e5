"""The same seed plays the same game on every Python (issue 32, item 1; docs/design.md, Determinism).

Python 3.12 made the built-in ``sum`` of floats compensated, and lesson 17's game 3 went another way at decision 36
on 3.12 and 3.13 than on 3.11 (a near-tie in GreedyBot's valuation). Here each Python's ``sum`` is made to round
like the other kind (``_other_sum``: compensated on 3.10-3.11, left to right on 3.12 and later) while the bots
decide: their decisions must not move. The fingerprints (``tests/greedy_decisions.json``,
``tests/strong_decisions.json``) and lesson 17's summary (``tests/lesson17_summary.json``) are replayed on 3.10 and
3.13 as well by ``scripts/test-pythons.sh``.
"""

import builtins
import sys

from brass_widget import Game, simulation
from brass_widget.bots import GreedyBot
from brass_widget.bots.exact import best, order, settled, total

_builtin_sum = builtins.sum


def _compensated(values, start=0):
    """Neumaier's compensated sum, as Python 3.12's ``sum`` adds floats."""
    s, c = start, 0.0
    for x in values:
        t = s + x
        c += (s - t) + x if abs(s) >= abs(x) else (x - t) + s
        s = t
    return s + c


def _left_to_right(values, start=0):
    """The plain sum, as Python 3.11's ``sum`` adds floats."""
    s = start
    for x in values:
        s = s + x
    return s


def _other_sum(values, start=0):
    """``sum`` as the other kind of Python rounds it, for a sum with a float in it (ints as ever)."""
    values = list(values)
    if not any(isinstance(v, float) for v in values) and not isinstance(start, float):
        return _builtin_sum(values, start)
    return (_compensated if sys.version_info < (3, 12) else _left_to_right)(values, start)


def _lesson17_game3():
    """Lesson 17's third game (birmingham, 4 greedy seats, merchant_beer=0, the experiment's seed 1) and its bots."""
    spec = simulation.simulate_specs(4, 4, ["greedy"], 1, edition="birmingham", rules={"merchant_beer": 0})[2]
    g = Game.new(spec.edition, players=4, seed=spec.seed, rules=simulation.rules_dict(spec.rules))
    return g, [simulation._make_bot(spec, s) for s in range(4)]


def test_greedy_decisions_do_not_depend_on_how_python_rounds_a_sum(monkeypatch):
    g, bots = _lesson17_game3()
    for i in range(40):  # the first difference was at decision 36
        bot = bots[g.current_player]
        mine = bot.choose(g)
        with monkeypatch.context() as m:
            m.setattr(builtins, "sum", _other_sum)
            other = bot.choose(g)
        assert str(other) == str(mine), f"decision {i}: {mine} with this Python's sum, {other} with the other"
        g.apply(mine)


def test_values_are_added_exactly_and_compared_rounded_with_ties_to_the_text():
    parts = [0.1] * 10 + [1e16, 1.0, -1e16]
    assert total(parts) == 2.0  # exactly rounded, whatever the order or the Python
    assert settled(0.1 + 0.2) == settled(0.3) and settled(-1e-9) == 0.0
    near = [("scout card belper", 50.00000000000001), ("loan 30 card belper", 50.0), ("pass card belper", 49.9)]
    assert best(near) == "loan 30 card belper"  # a tie within the rounding: the text decides
    assert [a for a, _ in order(near)] == ["loan 30 card belper", "scout card belper", "pass card belper"]
    assert best([]) is None


def test_greedy_ties_go_to_the_decision_text():
    """Two moves worth exactly the same (the same build paid with another card) go to the first text."""
    g = Game.new("birmingham", players=3, seed=4)
    bot = GreedyBot(1)
    scored = bot.scores(g)
    top = max(settled(v) for _, v in scored)
    tied = sorted(str(a) for a, v in scored if settled(v) == top)
    assert len(tied) > 1
    assert str(bot.choose(g)) == tied[0]


def test_the_labs_intervals_add_exactly():
    """The lab's and the tournaments' means and intervals (``simulation.mean_ci``) add with ``math.fsum``: on 3.11 the
    built-in sum of ten 0.1s is 0.9999999999999999, on 3.12 1.0; an interval's bound could round the other way."""
    mean, lo, hi = simulation.mean_ci([0.1] * 10)
    assert mean == 0.1 and lo == hi == 0.1
    mean, lo, hi = simulation.mean_ci([0.1] * 9 + [1e16, -1e16])
    assert mean == 0.9 / 11
