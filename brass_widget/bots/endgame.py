"""What the game's end does before it scores, as the bots' evaluations see it (Duel, S1 End of game 1-2: all
Lodgings flip, then the Notable Persons score), read through the edition's own hooks, never re-encoded here:

* ``Scoring.flips_at_game_end(industry)``: the tiles the end flips (Duel: Lodgings), so their VP and link icons
  are certain;
* ``Scoring.end_bonus_vp(position, seat)``: the VP the end gives before links and tiles score (Duel: the seat's
  Notable Persons), valued on the observation as final scoring would see it (``end_view``).

Other editions have neither (the hooks' defaults), and these change nothing there.
"""

from __future__ import annotations

from .exact import total


def flips_at_end(ed, tile: dict) -> bool:
    """An unflipped tile the game's end flips before scoring (Duel: a Lodging)."""
    return not tile["flipped"] and ed.scoring.flips_at_game_end(tile["industry"])


def end_view(obs: dict, flip: dict) -> dict:
    """``obs`` with the tiles of ``flip`` (``{location: {space index, ...}}``) flipped: the board as final
    scoring would see it. A shallow copy: only the locations named are new lists of new tiles."""
    if not flip:
        return obs
    board = dict(obs["board"])
    for loc, spaces in flip.items():
        board[loc] = [dict(t, flipped=True) if i in spaces else t for i, t in enumerate(board[loc])]
    return {**obs, "board": board}


def _add(flip: dict, loc: str, i: int) -> dict:
    out = {k: set(v) for k, v in flip.items()}
    out.setdefault(loc, set()).add(i)
    return out


def end_bonus(ed, obs: dict, seat: int, flip: dict) -> float:
    """``seat``'s end-of-game bonus VP (``Scoring.end_bonus_vp``) with the end's own flips ``flip`` applied."""
    return ed.scoring.end_bonus_vp(end_view(obs, flip), seat)


def end_bonus_expected(ed, obs: dict, seat: int, flip: dict, chances: list[tuple[str, int, float]]) -> float:
    """``end_bonus`` plus, for each of ``seat``'s unflipped tiles ``(location, space index, chance it flips)``,
    what its flipping would add to the bonus (a person scoring flipped tiles of its kind), times that chance.
    The per-tile bonuses are computed only when flipping them all would change the bonus at all."""
    base = end_bonus(ed, obs, seat, flip)
    if not chances:
        return base
    every = flip
    for loc, i, _ in chances:
        every = _add(every, loc, i)
    if end_bonus(ed, obs, seat, every) == base:
        return base
    return base + total(chance * (end_bonus(ed, obs, seat, _add(flip, loc, i)) - base) for loc, i, chance in chances)
