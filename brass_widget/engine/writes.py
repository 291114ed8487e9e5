"""How many changes the boards and links of this process's games have had: each function that changes a tile
(places, removes or flips one, takes a cube or barrel off one) or the links counts one (``board_changed``).

The count only grows. A decision during which it did not grow left its game's board and links as they were, so the
next position's View takes every board answer from the View the decision was applied from, without comparing
links and boards (``effects.apply_decision``, ``Game._v``). Changes made by other games meanwhile only make the
next View work its answers out again, and a lock keeps the count growing when games change in several threads.
Code that changes a board or links in place without this count must drop the game's Views (``Game._view`` and
``Game._last``); ``tests/engine/test_board_writes.py`` finds any such write in the engine and the editions. A write
that puts a tile on a board also names its location (``placed``): a View of the same state reads the tiles only where
the View before it saw some and where tiles were placed since.
"""

from __future__ import annotations

from threading import Lock

_changes = 0
_lock = Lock()
# (how many placements were let go, the location of every tile placed since, the latest last): one tuple, read at once
# by a View in any thread (``placed_mark``, ``placed_since``), its list only appended to and replaced whole when full
# (``placed``); a View of the same state reads the tiles only where the View before it saw some and where a tile was
# placed since its mark (``board.View``)
_placed: tuple[int, list[str]] = (0, [])
_PLACED_MAX = 4096  # let go when full: a View whose mark is older reads the whole board once


def board_changed() -> None:
    """Count one change of a tile on a board or of a game's links."""
    global _changes
    with _lock:  # never two threads' changes counted as one
        _changes += 1


def board_changes() -> int:
    """The changes counted so far."""
    return _changes


def placed(loc: str) -> None:
    """Remember that a tile was placed at ``loc`` (a change counted by ``board_changed`` too)."""
    global _placed
    with _lock:
        dropped, locs = _placed
        if len(locs) >= _PLACED_MAX:
            _placed = (dropped + len(locs), [loc])
        else:
            locs.append(loc)


def placed_mark() -> int:
    """How many tiles were placed so far (the mark a View keeps, for ``placed_since``)."""
    dropped, locs = _placed
    return dropped + len(locs)


def placed_since(mark: int) -> list[str] | None:
    """The locations of the tiles placed since ``mark`` (``placed_mark``), in any game of this process; None when
    they are no longer known."""
    dropped, locs = _placed
    start = mark - dropped
    return None if start < 0 else locs[start:]
