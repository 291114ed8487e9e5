"""A quick fuzz of Duel in CI: seeded random games, the invariants and flow checks (``checks.py``) after every
decision, every listed decision legal and read back from its text, hidden parts dealt again unseen, and each game
saved and replayed (the loop is ``tests/fuzz_loop.py``; the 300-game run: ``python scripts/fuzz.py --edition
duel``)."""

import pytest

from tests.fuzz_loop import PLANS, run


@pytest.mark.slow  # a longer fuzz run: CI runs it; -m 'not slow' leaves it out of a quick loop
def test_random_duel_games_keep_every_invariant():
    problems = []
    tally = run(PLANS["duel"], range(0, 40), report=lambda *a: problems.append(a))
    assert (tally.games, tally.problems) == (40, 0), problems[:3]
    assert tally.decisions > 40 * 80  # a game is about 100 decisions (15 rounds, 2 actions and a take per turn)
