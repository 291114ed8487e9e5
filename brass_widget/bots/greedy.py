"""GreedyBot: looks one decision ahead and takes the one whose result it values most.

Its evaluation of a position, for the player who moved (documented in docs/bots.md):

    VP already scored
  + VP its board would score if the era ended now (flipped tiles and links)
  + half the VP of each of its unflipped tiles     (a tile built is a step towards flipping it)
  + income level x min(rounds left, 8) / 4         (income is worth more early)
  + money / 10                                     (cash is worth 1 VP per £10 at the end)
  + min(money, 15) / 3                             (cash on hand to act with: a broke player passes)
  - 2 for each industry whose next mat tile cannot be built this era (Develop clears it)

Ties go to the first decision in ``legal_actions()`` order. Deterministic; ``seed`` is accepted
only so every bot is built the same way.
"""

from __future__ import annotations


def evaluate(game, seat: int) -> float:
    obs = game.observation(seat)
    ed = game.edition
    me = obs["seats"][seat]
    score = float(me["vp"])
    for spaces in obs["board"].values():
        for t in spaces:
            if t is not None and t["owner"] == seat:
                vp = ed.spec(t["industry"], t["level"]).vp
                score += vp if t["flipped"] else vp / 2

    def icons(loc):
        return ed.printed_link_vp[loc] + sum(ed.spec(t["industry"], t["level"]).link_vp
                                             for t in obs["board"][loc] if t is not None and t["flipped"])

    for line_id, owner in obs["links"].items():
        if owner == seat:
            ln = ed.lines[line_id]
            score += icons(ln.a) + icons(ln.b)
    rounds_left = _rounds_left(game, obs)
    score += game.income_level(seat) * min(rounds_left, 8) / 4
    score += me["money"] / 10 + min(me["money"], 15) / 3
    for industry, taken in me["taken"].items():
        stack = ed.tiles[industry]
        if taken < len(stack) and stack[taken].era not in ("any", obs["era"]):
            score -= 2
    return score


def _rounds_left(game, obs) -> int:
    per_era = game.edition.setup["rounds_per_era"][str(obs["players"])]
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
