"""GreedyBot: looks one decision ahead and takes the one whose result it values most.

Its evaluation of a position, for the player who moved (all through the public API):

    VP already scored
  + VP its board would score if the era ended now (flipped tiles and links)
  + for each unflipped tile: half its VP and a quarter of its income spaces (built is half-way to flipped)
  + for each unflipped cotton mill: 0.4 x its VP / (1 + links still missing between it and a market),
    counting a market as any trade icon or unflipped port, and a missing link as an empty line of this era
  + income level x min(rounds left, 8) / 4        (income is worth more early)
  + money / 10                                     (cash is worth 1 VP per £10 at the end)
  + min(money, 6) / 2                              (some cash on hand to act with: a broke player passes)
  - 2 for each industry whose next mat tile cannot be built this era (Develop clears it)

Fair: it decides from ``game.observation(seat)`` alone. It looks ahead on a game dealt from that
observation (``Game.from_observation``), and a decision that turns over a face-down tile (a sale to
the Distant Cotton Market) is valued as the average over the tiles it has not seen, weighted by
their odds (``Game.outcomes``).

Ties go to the first decision in ``legal_actions()`` order. Deterministic; ``seed`` deals the
unseen cards of the position it searches.
"""

from __future__ import annotations

from collections import deque


def _missing_links(game, obs, starts, targets) -> int | None:
    """Fewest empty lines (of this era) between any start and any target; built links cost nothing."""
    ed = game.edition
    era = obs["era"]
    best = {loc: 0 for loc in starts}
    queue = deque(starts)
    while queue:
        here = queue.popleft()
        if here in targets:
            return best[here]
        for line_id in ed.lines_at[here]:
            ln = ed.lines[line_id]
            if line_id in obs["links"]:
                cost = 0
            elif ln.canal if era == "canal" else ln.rail:
                cost = 1
            else:
                continue
            there = ln.b if ln.a == here else ln.a
            d = best[here] + cost
            if d < best.get(there, 10**9):
                best[there] = d
                if cost:
                    queue.append(there)
                else:
                    queue.appendleft(there)
    return None


def evaluate(game, seat: int) -> float:
    obs = game.observation(seat)
    ed = game.edition
    me = obs["seats"][seat]
    score = float(me["vp"])
    mills = []
    for loc in ed.location_ids:  # the map's order, however the observation's dict was written
        spaces = obs["board"][loc]
        for t in spaces:
            if t is None or t["owner"] != seat:
                continue
            spec = ed.spec(t["industry"], t["level"])
            if t["flipped"]:
                score += spec.vp
            else:
                score += spec.vp / 2 + spec.income / 4
                if ed.industry[t["industry"]].flips_when_sold and ed.industry[t["industry"]].holds is None:
                    mills.append((loc, t["industry"], spec.vp))
    for loc, industry, vp in mills:
        markets = ed.sale_markets(obs, industry)
        if not markets:
            continue
        missing = _missing_links(game, obs, [loc], markets)
        if missing is not None:
            score += 0.4 * vp / (1 + missing)

    def icons(loc):
        return ed.printed_link_vp[loc] + sum(ed.spec(t["industry"], t["level"]).link_vp
                                             for t in obs["board"][loc] if t is not None and t["flipped"])

    for line_id, owner in obs["links"].items():
        if owner == seat:
            ln = ed.lines[line_id]
            score += icons(ln.a) + icons(ln.b)
    rounds_left = _rounds_left(game, obs)
    score += game.income_level(seat) * min(rounds_left, 8) / 4
    score += me["money"] / 10 + min(me["money"], 6) / 2
    for industry, taken in me["taken"].items():
        stack = ed.tiles[industry]
        if taken < len(stack) and stack[taken].era not in ("any", obs["era"]):
            score -= 2
    return score


def _rounds_left(game, obs) -> int:
    per_era = game.edition.rounds_per_era(obs["players"], obs["variants"])
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
        if seat is None:
            raise ValueError("no legal decision: the game is over")
        seen = type(game).from_observation(game.observation(seat), seed=self.seed or 0)
        actions = seen.legal_actions()
        best, best_value = actions[0], None
        for a in actions:
            value = sum(p * evaluate(after, seat) for p, after in seen.outcomes(a))
            if best_value is None or value > best_value:
                best, best_value = a, value
        return best
