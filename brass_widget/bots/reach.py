"""What the bots' evaluations read off the board, shared by GreedyBot's (``greedy.py``) and the projected-VP one
(``evaluation.py``): how many empty lines separate a tile from a market, a link's icons at one end, and the rounds
left to the game's end."""

from __future__ import annotations

from collections import deque

from .endgame import flips_at_end


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


def link_icons(ed, obs: dict, loc: str) -> int:
    """A link's VP from one end as the board stands: the location's printed icons and its flipped tiles'
    link VP, as End of Era Maintenance step 1 scores a link (engine/flow.py), and those of the unflipped tiles
    the game's end flips first (Duel, S1 End of game 1: Lodgings; ``Scoring.flips_at_game_end``)."""
    return ed.printed_link_vp[loc] + sum(ed.spec(t["industry"], t["level"]).link_vp
                                         for t in obs["board"][loc]
                                         if t is not None and (t["flipped"] or flips_at_end(ed, t)))


def _rounds_left(game, obs) -> int:
    """Rounds after this one to the game's end, as the edition counts them (``Eras.rounds_left``)."""
    return game.edition.eras.rounds_left(obs)
