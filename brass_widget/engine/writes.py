"""How many changes the boards and links of this process's games have had: each function that changes a tile
(places, removes or flips one, takes a cube or barrel off one) or the links counts one (``board_changed``).

The count only grows. A decision during which it did not grow left its game's board and links as they were, so the
next position's View takes every board answer from the View the decision was applied from, without comparing
links and boards (``effects.apply_decision``, ``Game._v``). Changes made by other games meanwhile only make the
next View work its answers out again, and a lock keeps the count growing when games change in several threads.
Code that changes a board or links in place without this count must drop the game's Views (``Game._view`` and
``Game._last``); ``tests/engine/test_board_writes.py`` finds any such write in the engine and the editions.
"""

from __future__ import annotations

from threading import Lock

_changes = 0
_lock = Lock()


def board_changed() -> None:
    """Count one change of a tile on a board or of a game's links."""
    global _changes
    with _lock:  # never two threads' changes counted as one
        _changes += 1


def board_changes() -> int:
    """The changes counted so far."""
    return _changes
