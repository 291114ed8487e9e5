"""What the modules beneath ``Game`` read of one: ``queries`` (a preview, a decision's outcomes, moves paid alike)
and ``saved`` (a game loaded by replaying its history) are handed a ``Game`` by its own methods, and name what
they read of it here, as a Protocol, instead of importing game.py, which imports them: no import circle joins
them, not even one the type checker alone reads (tests/engine/test_parts.py). ``Game`` has all of it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from .actions import Action
    from .board import View
    from .edition import Edition
    from .rules import Reason

G = TypeVar("G", bound="GameShape")


class GameShape(Protocol):
    """The part of ``game.Game`` that ``queries`` and ``saved`` use (its methods' own docstrings say what each does)."""

    _state: dict[str, Any]
    _history: list[Action]
    _view: View | None

    def __init__(self, edition: Edition, start: dict[str, Any], *, custom_start: bool = False) -> None: ...

    @property
    def edition(self) -> Edition: ...

    @property
    def current_player(self) -> int | None: ...

    def _v(self) -> View: ...

    def _listed(self, action: object) -> bool: ...

    def why_not(self, action: Action | str) -> list[Reason]: ...

    def parse(self, text: str) -> Action: ...

    def apply(self, action: Action | str) -> Action: ...

    def _apply_legal(self, a: Action) -> Action: ...

    def _written(self) -> None: ...

    def clone(self: G) -> G: ...

    def dealt_for(self: G, seat: int, seed: int = 0) -> G: ...
