"""Duel's Sell action (S1, Sell): flip your own unflipped Breweries and Fisheries connected to a Port of either
player, spending the boats each needs; an unflipped Port flips with the sale (its owner gains its income) and
its ship icon counts as one boat (uncertain 'duel-a7-port-ship'). ``sell ventnor/2 to ryde/1 card fishery``,
then ``sell ...`` again or ``stop``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.actions import Action, check_ref, make_ref, split_ref
from ...engine.effects import flip
from ...engine.events import record_decision
from ...engine.partial import tiles_of_industry
from ...engine.parts import Selling
from ...engine.rules import Prompt, Reason, said
from .boats import boat_plans, boat_problems, boats_available, chosen_boats, take_boats

if TYPE_CHECKING:
    from ...engine.board import View
    from . import Duel

R_SELL = "S1: Sell"
GOODS = ("brewery", "fishery")
_new = tuple.__new__  # Action(kind, card, industry, target, coal, iron, to, amount, more)


def boats_needed(ed: Duel, tile: dict[str, Any], port: dict[str, Any]) -> int:
    need = ed.sell_boats[(tile["industry"], tile["level"])]
    if not port["flipped"] and ed.port_ship_icon:
        need = max(0, need - 1)  # the Port's ship icon, when it flips with this sale
    return need


class PortSelling(Selling):
    """S1, Sell: Breweries and Fisheries sell through a Port of either player, with boats."""

    ed: Duel  # the edition's own facts (its boats, persons, rows and network)

    def destinations(self, v: View) -> list[Any]:
        """S1, Sell: a sale names a Port of either player."""
        return tiles_of_industry(v, "port")

    def places(self, st: dict[str, Any]) -> set[str]:
        """S1, Sell: Breweries and Fisheries sell through a Port of either player."""
        return {loc for loc, spaces in st["board"].items() if any(t is not None and t["industry"] == "port"
                                                                  for t in spaces)}

    def markets(self, st: dict[str, Any], industry: str) -> set[str]:
        return self.places(st) if industry in GOODS else set()

    def candidates(self, st: dict[str, Any], held: dict[str, Any], ports: list[Any]) -> dict[str, Any]:
        """A Port of either player; boats from a Shipyard holding them or the player board (S1, Boats)."""
        return {"to": list(ports), "boat": held.get("boats", []) + ["board"]}

    def check_to(self, ref: str) -> str:
        """A sale's Port (location/space); ``take``'s row in the first round (top or bottom)."""
        ed = self.ed
        if ref in ("top", "bottom"):
            return ref
        return check_ref(ref, ed, "to")

    def problems(self, v: View, p: int, a: Action) -> list[Any]:
        ed = self.ed
        R = ed.cite(R_SELL)
        if a.to in (None, "top", "bottom") or a.coal or a.iron:
            return [Reason(R, "a sale names your tile and a Port: sell <tile> to <port> card <card>")]
        assert a.target is not None and a.to is not None  # a sale names its tile (actions.check_action), and its Port
        tile = v.tile_at(a.target)
        if tile is None or tile["owner"] != p or tile["industry"] not in GOODS:
            return [Reason(R, f"{v.ref_name(a.target)} is not one of your Breweries or Fisheries")]
        if tile["flipped"]:
            return [Reason(R, f"the tile at {v.ref_name(a.target)} has already sold (it is flipped)")]
        port = v.tile_at(a.to)
        if port is None or port["industry"] != "port":
            return [Reason(R, f"there is no Port at {v.ref_name(a.to)}")]
        loc, _ = split_ref(a.target)
        ploc, _ = split_ref(a.to)
        if not v.connected(loc, ploc):
            out = [Reason(R, f"{v.name(loc)} is not connected to the Port at {v.name(ploc)}")]
        else:
            out = boat_problems(ed, v, p, (loc,), boats_needed(ed, tile, port), a.boat, "this sale", "S1: Boats")
        # S1, Sell: a Port refused for want of a connection or of boats also holds the words for the tile's every
        # Port at once, so a tile refused at each is answered "Sandown is connected to no Port" (issue 37)
        if a.boat is None and any(not isinstance(r.message, Prompt) for r in out):
            nowhere = self.nowhere(v, p, loc, tile)
            out = [r if isinstance(r.message, Prompt) else Reason(r.rule, said(r.message, nowhere, R)) for r in out]
        return out

    def nowhere(self, v: View, p: int, loc: str, tile: dict[str, Any]) -> str:
        """The words for a tile at ``loc`` refused at every Port (S1, Sell): true whenever each of those sales is
        refused, in place names, the nearest connected Port first."""
        ed = self.ed
        far = v.distances(loc)
        ports = sorted(((far.get(ploc, len(far)), ploc, t) for ploc in ed.location_ids
                        for t in v.st["board"][ploc] if t is not None and t["industry"] == "port"
                        and v.connected(loc, ploc)), key=lambda x: x[:2])
        if not ports:
            return f"{v.name(loc)} is connected to no Port"
        names = list(dict.fromkeys(v.name(ploc) for _, ploc, _ in ports))
        need = min(boats_needed(ed, tile, t) for _, _, t in ports)
        which = f"the one at {names[0]}" if len(ports) == 1 else f"those at {' and '.join(names)}"
        least = "" if len(ports) == 1 else "at least "
        return (f"{v.name(loc)} is connected to no Port but {which}, where this sale needs {least}{need} boat(s) "
                f"and you can spend {boats_available(ed, v, p, (loc,))}")

    def choices(self, v: View, p: int, card: str | None) -> list[Action]:
        ed = self.ed
        st = v.st
        goods = sorted((loc, i) for loc, i, t in v.tiles_of[p] if t["industry"] in GOODS and not t["flipped"])
        if not goods:
            return []
        board = st["board"]
        ports = [(loc, i, board[loc][i]) for loc, i, industry in v.occupancy if industry == "port"]  # map order
        out = []
        for loc, i in goods:
            tile = st["board"][loc][i]
            ref = make_ref(loc, i)
            for ploc, pi, port in ports:
                if not v.connected(loc, ploc):
                    continue
                # S1, Boats: the player's choice
                for boat in boat_plans(ed, v, p, (loc,), boats_needed(ed, tile, port)):
                    out.append(_new(Action, ("sell", card, None, ref, None, None, make_ref(ploc, pi), None,
                                             () if boat is None else (("boat", boat),))))
        return out

    def apply(self, st: dict[str, Any], v: View, p: int, a: Action) -> tuple[bool, Action]:
        ed = self.ed
        assert a.target is not None and a.to is not None  # a legal sale names its tile and its Port
        loc, i = split_ref(a.target)
        tile = st["board"][loc][i]
        ploc, pi = split_ref(a.to)
        port = st["board"][ploc][pi]
        a = a._replace(boat=chosen_boats(ed, v, p, (loc,), boats_needed(ed, tile, port), a.boat))
        take_boats(ed, st, p, a.boat)
        if not port["flipped"]:
            flip(ed, st, port)  # the Port flips too; its owner gains its income
        flip(ed, st, tile)
        record_decision(st, p, a)
        return True, a
