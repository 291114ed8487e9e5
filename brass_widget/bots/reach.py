"""What the bots' evaluations read off the board, shared by GreedyBot's (``greedy.py``) and the projected-VP one
(``evaluation.py``): how many empty lines separate a tile from a market, a link's icons at one end, and the rounds
left to the game's end."""

from __future__ import annotations

from collections import deque

from .endgame import flips_at_end

_ADJACENT: dict = {}  # Edition -> {location: ((line id, other end, canal, rail), ...)}: the map's lines, once


def _adjacent(ed) -> dict[str, tuple[tuple[str, str, bool, bool], ...]]:
    found = _ADJACENT.get(ed)
    if found is None:
        found = _ADJACENT[ed] = {
            here: tuple((line_id, ed.lines[line_id].b if ed.lines[line_id].a == here else ed.lines[line_id].a,
                         ed.lines[line_id].canal, ed.lines[line_id].rail) for line_id in ed.lines_at[here])
            for here in ed.lines_at}
    return found


def _missing_links(game, obs, starts, targets) -> int | None:
    """Fewest empty lines (of this era) between any start and any target; built links cost nothing."""
    adjacent = _adjacent(game.edition)
    canal = obs["era"] == "canal"
    links = obs["links"]
    best = {loc: 0 for loc in starts}
    queue = deque(starts)
    while queue:
        here = queue.popleft()
        if here in targets:
            return best[here]
        at = best[here]
        for line_id, there, by_canal, by_rail in adjacent[here]:
            if line_id in links:
                d = at
                if d < best.get(there, 10**9):
                    best[there] = d
                    queue.appendleft(there)
            elif by_canal if canal else by_rail:
                d = at + 1
                if d < best.get(there, 10**9):
                    best[there] = d
                    queue.append(there)
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
