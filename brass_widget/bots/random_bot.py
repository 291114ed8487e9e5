"""RandomBot: uniform over the legal decisions, from its own seeded generator."""

from __future__ import annotations

import random


class RandomBot:
    name = "random"

    def __init__(self, seed: int | None = 0):
        self.rng = random.Random(seed)

    def choose(self, game):
        actions = game.legal_actions()
        if not actions:
            raise ValueError("no legal decision: the game is over")
        return self.rng.choice(actions)
