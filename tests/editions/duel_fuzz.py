"""Seeded random Duel games with the invariants checked after every decision (CI runs a few; the long run is
``python scripts/fuzz.py --edition duel [first] [last]``, 300 games by default)."""

from __future__ import annotations

import random

from brass_widget import Game, RandomBot
from brass_widget.engine.invariants import problems


def run(first: int, last: int, report=print) -> tuple[int, int, int]:
    """Games ``first`` to ``last - 1``: returns (games, decisions, problems)."""
    games = decisions = bad = 0
    for seed in range(first, last):
        g = Game.new("duel", players=2, seed=seed)
        rng = random.Random(seed)
        bots = [RandomBot(seed * 10), RandomBot(seed * 10 + 1)]
        while not g.is_over:
            if rng.random() < 0.05:  # every listed decision is legal, and its text reads back to it
                for a in g.legal_actions():
                    if g.why_not(a) or g.parse(str(a)) != a:
                        report("listed but refused:", seed, a, g.why_not(a))
                        bad += 1
            if rng.random() < 0.02:  # the seat to act sees the same game with its hidden parts dealt again
                seat = g.current_player
                again = g.dealt_for(seat, seed)
                if again.observation(seat) != g.observation(seat) or \
                        [str(a) for a in again.legal_actions()] != [str(a) for a in g.legal_actions()]:
                    report("hidden information leaks:", seed, len(g.history))
                    bad += 1
            a = bots[g.current_player].choose(g)
            g.apply(a)
            decisions += 1
            broken = problems(g.edition, g.state)
            if broken:
                report("invariant broken:", seed, a, broken)
                bad += 1
                break
        again = Game.from_json(g.to_json())  # every finished game saves, loads and replays exactly
        if again.state != g.state or again.history != g.history:
            report("replay differs:", seed)
            bad += 1
        games += 1
    return games, decisions, bad
