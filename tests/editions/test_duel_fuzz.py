"""A quick fuzz of Duel in CI: seeded random games, the invariants after every decision, every listed decision
legal, hidden parts dealt again unseen, and each game saved and replayed (the 300-game run:
``python scripts/fuzz.py --edition duel``)."""

from .duel_fuzz import run


def test_random_duel_games_keep_every_invariant():
    problems = []
    games, decisions, bad = run(0, 40, report=lambda *a: problems.append(a))
    assert (games, bad) == (40, 0), problems[:3]
    assert decisions > 40 * 80  # a game is about 100 decisions (15 rounds, 2 actions and a take per turn)
