"""BeginnerBot: plays sensibly but simply, one decision at a time, and makes small mistakes.

At each decision it tries every legal decision on a copy of what its seat may see
(``game.dealt_for(seat, seed)``), values the position after it in projected final VP
(``evaluation.projected_vp``: VP on the board, income over the rounds left, money) and adds a little
seeded noise (up to ``NOISE`` VP), then plays the best. So it sells, builds what it can afford and
links its mills to markets, and never borrows itself into a spiral (a loan's lost income counts against
it over every round left); but it does not look at a face-down draw's odds, nor past one decision, and
its noise makes it pick a merely good move now and then.
"""

from __future__ import annotations

import random

from .evaluation import projected_vp

NOISE = 3.0  # VP of random error in its judgement of a decision


class BeginnerBot:
    name = "beginner"

    def __init__(self, seed: int | None = 0):
        self.seed = seed or 0
        self.rng = random.Random(seed)

    def choose(self, game):
        seat = game.current_player
        if seat is None:
            raise ValueError("no legal decision: the game is over")
        actions = game.legal_actions()
        noise = [self.rng.random() * NOISE for _ in actions]  # drawn first: the same count whatever is hidden
        if len(actions) == 1:
            return actions[0]
        seen = game.dealt_for(seat, seed=self.seed)
        best, best_value = actions[0], None
        for mine, a, extra in zip(actions, seen.legal_actions(), noise):
            after = seen.clone()
            after.apply(a)
            value = projected_vp(after, seat) + extra
            if best_value is None or value > best_value:
                best, best_value = mine, value
        return best
