"""GreedyBot: looks one decision ahead and takes the one whose result it values most.

Its evaluation of a position, for the player who moved (documented in docs/bots.md):

    VP already scored
  + VP its board would score if the era ended now (flipped tiles and links)
  + income level x rounds left in the game / 2   (income is worth more early)
  + money / 4
  + 1 for each unflipped tile it has on the board  (a start towards flipping)

Ties go to the first decision in ``legal_actions()`` order. Deterministic; ``seed`` is accepted
only so every bot is built the same way.
"""

from __future__ import annotations


def evaluate(game, seat: int) -> float:
    obs = game.observation(seat)
    ed = game.edition
    me = obs["seats"][seat]
    score = float(me["vp"])
    for loc, spaces in obs["board"].items():
        for t in spaces:
            if t is not None and t["owner"] == seat:
                score += ed.spec(t["industry"], t["level"]).vp if t["flipped"] else 1.0

    def icons(loc):
        return ed.printed_link_vp[loc] + sum(1 for t in obs["board"][loc] if t is not None and t["flipped"])

    for line_id, owner in obs["links"].items():
        if owner == seat:
            ln = ed.lines[line_id]
            score += icons(ln.a) + icons(ln.b)
    rounds_left = _rounds_left(game, obs)
    score += game.income_level(seat) * rounds_left / 2
    score += me["money"] / 4
    return score


def _rounds_left(game, obs) -> int:
    per_era = {2: 10, 3: 9, 4: 8}[obs["players"]]
    left = per_era - obs["round"]
    if obs["era"] == "canal" and "introductory" not in obs["variants"]:
        left += per_era
    return max(left, 0)


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int | None = 0):
        self.seed = seed

    def choose(self, game):
        seat = game.current_player
        actions = game.legal_actions()
        if not actions:
            raise ValueError("no legal decision: the game is over")
        best, best_value = actions[0], None
        for a in actions:
            trial = game.clone()
            trial.apply(a)
            value = evaluate(trial, seat)
            if best_value is None or value > best_value:
                best, best_value = a, value
        return best
