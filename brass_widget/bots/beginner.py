"""BeginnerBot: plays sensibly but simply, one decision at a time, and makes small mistakes.

At each decision it tries every legal decision on a copy of what its seat may see
(``game.dealt_for(seat, seed)``), values the position after it as GreedyBot does (``greedy.value``: its simple
evaluation in Lancashire, projected final VP in Birmingham and Duel) plus a little seeded noise (up to ``noise``
VP: 3 in Lancashire, 6 in projected VP), and plays the best. Two beginner's habits keep it out of trouble: it
never takes a loan that would put its income level below ``MIN_LEVEL`` (-3: Take a Loan lowers income for every
later round, so one loan from the start, never a borrowing spiral), and it does not weigh a face-down draw's odds
(it values a Distant Cotton Market sale at the tile the copy happens to hold). So it sells, builds what it can
afford and links its mills, without looking further.
"""

from __future__ import annotations

import random

from .exact import best
from .greedy import classic, value

NOISE = 3.0  # VP of random error in its judgement of a decision (Lancashire: GreedyBot's own evaluation)
# in projected final VP (Birmingham, Duel: ``greedy.value``) the moves' values lie closer together, and 3 VP of
# error left it level with GreedyBot (Duel, 8 games: 4 wins each); 6 VP: 3 wins in 16 (docs/bots.md, issue 24)
NOISE_PROJECTED = 6.0
MIN_LEVEL = -3  # it never borrows below this income level (one £30 loan from the starting level 0)


class BeginnerBot:
    name = "beginner"

    def __init__(self, seed: int | None = 0, noise: float | None = None):
        self.seed = seed or 0
        self.noise = None if noise is None else float(noise)  # None: NOISE, or NOISE_PROJECTED (see above)
        self.rng = random.Random(seed)

    def choose(self, game):
        seat = game.current_player
        if seat is None:
            raise ValueError("no legal decision: the game is over")
        actions = game.legal_actions()
        scale = self.noise if self.noise is not None else (
            NOISE if classic(game.edition) else NOISE_PROJECTED)
        noise = [self.rng.random() * scale for _ in actions]  # drawn first: the same count whatever is hidden
        if len(actions) == 1:
            return actions[0]
        seen = game.dealt_for(seat, seed=self.seed)
        level = game.income_level(seat)
        loan_levels = game.edition.loan_levels
        scored = []
        for mine, a, extra in zip(actions, seen.legal_actions(), noise):
            if a.kind == "loan" and level - loan_levels.get(a.amount, 3) < MIN_LEVEL:
                continue  # no loan below MIN_LEVEL
            after = seen.clone()
            after.apply(a)
            scored.append((mine, value(after, seat) + extra))
        chosen = best(scored)  # rounded alike on every Python, ties to the decision's text (exact.py)
        return chosen if chosen is not None else actions[0]
