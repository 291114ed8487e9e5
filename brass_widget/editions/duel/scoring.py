"""Duel's VP (S1, Additional Concepts: VP income; End of game): VP income from flipped tiles, paid after every
round; at the end Lodgings flip, the Notable Persons score, links score by their kind (``links.Links.score``),
and ties go by money, then the next round's first player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.parts import Scoring
from ...engine.writes import board_changed
from .persons import person_vp

if TYPE_CHECKING:
    from . import Duel


class VPIncome(Scoring):
    ed: Duel  # its VP income table

    def on_flip(self, st: dict[str, Any], tile: dict[str, Any]) -> None:
        st["seats"][tile["owner"]]["vp_income"] += self.ed.vp_income[(tile["industry"], tile["level"])]

    def flip_vp_income(self, industry: str, level: int) -> int:
        return self.ed.vp_income[(industry, level)]

    def after_round(self, st: dict[str, Any]) -> None:
        """S1, On your turn: after both turns, VP by VP income (never lost)."""
        for seat in st["seats"]:
            seat["vp"] += seat["vp_income"]

    def only_at_era_end(self) -> bool:
        return False  # VP income is scored after every round (S1, On your turn; Additional Concepts)

    def before_era(self, st: dict[str, Any]) -> dict[str, Any]:
        """S1, End of game, steps 1-2: "Flip all Lodgings. Do not adjust incomes." (their link icons then count),
        then the Notable Persons score; unflipped tiles leave (step 3: the core scores only flipped tiles and their
        icons)."""
        for loc in self.ed.location_ids:
            for t in st["board"][loc]:
                if t is not None and self.flips_at_game_end(t["industry"]):
                    board_changed()
                    t["flipped"] = True
        scored = [self.end_bonus_vp(st, p) for p in range(len(st["seats"]))]
        for seat, vp in zip(st["seats"], scored):
            seat["vp"] += vp
        return {"persons": scored}

    def flips_at_game_end(self, industry: str) -> bool:
        """S1, End of game 1: "Flip all Lodgings." (no income for it)."""
        return industry == "lodging"

    def end_bonus_vp(self, st: dict[str, Any], seat: int) -> int:
        """S1, End of game 2: each Notable Person of ``seat`` scores its end-game condition (persons.person_vp)."""
        return sum(person_vp(self.ed, st, seat, who) for who in st["seats"][seat]["persons"])

    def final(self, st: dict[str, Any], breakdown: dict[str, Any]) -> None:
        st["link_kinds"] = {}  # the links left the board with their scores

    def tie_breaks(self, st: dict[str, Any], s: int) -> tuple[Any, ...]:
        """S1, End of game: ties by VP, then money, then next round's first player."""
        return (st["seats"][s]["money"], -st["order"].index(s))
