"""Boats, the external coal market's boat, and Duel's own build rules (S1, Boats; Coal; Build).

Boats are a resource (S1, Boats): on the player board (1 at setup, more from J Samuel White), on your own
unflipped boat-building Shipyards (their cubes), and on an opponent's Shipyard connected to where the boat is
spent. Which boats are spent is the player's choice and part of the decision, one ``boat`` word per boat:
``boat board`` (the player board) or ``boat cowes/2`` (a Shipyard), e.g.
``sell ventnor/2 to ryde/1 card fishery boat board boat cowes/2``. Emptying a Shipyard flips it for its owner,
which is why the choice matters. Like coal and iron, a decision that leaves its boats out has them filled in when
only one choice is possible; ``legal_actions`` always names them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...engine.actions import split_ref
from ...engine.board import multisets
from ...engine.effects import take_from_tile
from ...engine.legality import source_count_problem
from ...engine.parts import Building
from ...engine.rules import Reason, prompt
from ...engine.writes import board_changes

if TYPE_CHECKING:
    from ...engine.actions import Action
    from ...engine.board import View
    from ...engine.edition import TileSpec
    from . import Duel

R_BOATS = "S1: Boats"
R_COAL = "S1: Coal"
R_BUILD = "S1: Build"
_UNSAID = (True,)
BOARD = "board"  # the boat source word for the player board


def _boat_tiles(ed: Duel, v: View) -> list[tuple[str, str, int, int]]:
    """(location, space ref, owner, boats) of every unflipped tile holding boats, in the map's order: what the board
    alone decides, kept with the View's board answers (``board_cache``) under the count of board changes, so that a
    View whose board changes while a decision is carried out never reads an answer from before the change."""
    key = "duel boat tiles"
    kept = v.board_cache.get(key)
    now = board_changes()
    if kept is not None and kept[0] == now:
        tiles: list[tuple[str, str, int, int]] = kept[1]
        return tiles
    tiles = []
    board = v.st["board"]
    holds = ed.holds
    for loc in ed.location_ids:
        for i, t in enumerate(board[loc]):
            if t is not None and not t["flipped"] and t["cubes"] and holds[t["industry"]] == "boats":
                tiles.append((loc, f"{loc}/{i + 1}", t["owner"], t["cubes"]))
    v.board_cache[key] = (now, tiles)
    return tiles


def boat_sources(ed: Duel, v: View, p: int, locs: tuple[str, ...]) -> list[tuple[str, int]]:
    """(source, boats) a player may spend at ``locs`` (S1, Boats): own unflipped Shipyards, the player board,
    then an opponent's unflipped Shipyard connected to one of ``locs`` (Note 1: for the coal market, connected to
    where the coal is needed)."""
    own, other = [], []
    for loc, ref, owner, boats in _boat_tiles(ed, v):
        if owner == p:
            own.append((ref, boats))
        elif any(v.connected(loc, x) for x in locs):
            other.append((ref, boats))
    board = v.st["seats"][p]["boats"]
    return own + ([(BOARD, board)] if board else []) + other


def boats_available(ed: Duel, v: View, p: int, locs: tuple[str, ...]) -> int:
    return sum(n for _, n in boat_sources(ed, v, p, locs))


def boat_plans(ed: Duel, v: View, p: int, locs: tuple[str, ...], n: int) -> Sequence[str | None]:
    """Every way to spend n boats at ``locs``, each written as the decision names it ("board cowes/2"); [] if
    fewer than n can be had; [None] if none are needed."""
    if not n:
        return [None]
    return _spendings(ed, v, p, locs, n)


def _spendings(ed: Duel, v: View, p: int, locs: tuple[str, ...], n: int) -> list[str]:
    """Every way to spend n (at least 1) boats at ``locs`` (``boat_plans``). Asked for every build, link and sale
    listed and again when each is checked, so kept with the View's board answers like the boat tiles
    (``_boat_tiles``), per (player, locations, boats, the player board's boats)."""
    now = board_changes()
    kept = v.board_cache.get("duel boat spendings")
    if kept is None or kept[0] != now:
        kept = v.board_cache["duel boat spendings"] = (now, {})
    memo: dict[tuple[Any, ...], list[str]] = kept[1]
    key = (p, locs, n, v.st["seats"][p]["boats"])
    found = memo.get(key)
    if found is None:
        found = memo[key] = [" ".join(plan) for plan in multisets(boat_sources(ed, v, p, locs), n)]
    return found


def boat_problems(ed: Duel, v: View, p: int, locs: tuple[str, ...], n: int, given: str | None, what: str,
                  rule: str) -> list[Any]:
    """Why the boats a decision names cannot pay for it (S1, Boats): [] when they can."""
    if not n:
        return [] if given is None else [Reason(ed.cite(R_BOATS), f"{what} needs no boat")]
    plans = _spendings(ed, v, p, locs, n)
    if not plans:
        have = boats_available(ed, v, p, locs)
        return [Reason(ed.cite(rule), f"{what} needs {n} boat(s) and you can spend {have}")]
    if given is None:
        if len(plans) == 1:
            return []
        return [Reason(ed.cite(R_BOATS), prompt("choose where each boat comes from: "
                       + " | ".join(" ".join(f"boat {x}" for x in plan.split()) for plan in plans)))]
    miscount = source_count_problem(ed.cite(R_BOATS), what, "boat", n, given, "boat")
    if miscount:
        return miscount
    parts = given.split()
    if sorted(parts) in (sorted(plan.split()) for plan in plans):
        return []
    return [Reason(ed.cite(R_BOATS), "the boats can come from: " + " or ".join(
        ", ".join(_source_name(v, x) for x in plan.split()) for plan in plans)
        + " (your own unflipped Shipyards, your player board, an opponent's Shipyard connected to this place)")]


def _source_name(v: View, src: str) -> str:
    return "your player board" if src == BOARD else v.ref_name(src)


def chosen_boats(ed: Duel, v: View, p: int, locs: tuple[str, ...], n: int, given: str | None) -> str | None:
    """The boats a legal decision spends: as named, or the only choice when it names none."""
    if given is not None or not n:
        return given
    return boat_plans(ed, v, p, locs, n)[0]


def take_boats(ed: Duel, st: dict[str, Any], p: int, boats: str | None) -> None:
    """Spend the named boats (a legal choice): the player board's, or a Shipyard's cube (which flips the
    Shipyard for its owner when its last boat leaves, S1: Boats)."""
    for src in (boats or "").split():
        if src == BOARD:
            st["seats"][p]["boats"] -= 1
        else:
            take_from_tile(ed, st, src)


def market_coal(st: dict[str, Any], coal: str | None) -> bool:
    """Whether the decision buys coal at the external market and must spend a boat for it (S1, Coal: one boat
    opens the market for both actions of the turn)."""
    return coal is not None and "market" in coal and not st["coal_open"]


def build_boats(ed: Duel, st: dict[str, Any], a: Action, spec: TileSpec) -> int:
    """Boats a build spends: the tile's own boat cost, plus 1 to reach the external coal market."""
    return ed.tile_boats[(spec.industry, spec.level)] + market_coal(st, a.coal)


def _sources(v: View, a: Action, spec: TileSpec, loc: str) -> tuple[str | None, str | None]:
    """The build's coal and iron sources, those left out filled in where only one plan is possible."""
    coal, iron = a.coal, a.iron
    if spec.coal and coal is None:
        plans = v.coal_plans((loc,), spec.coal)
        coal = " ".join(plans[0]) if plans and len(plans) == 1 else None
    if spec.iron and iron is None:
        plans = v.iron_plans(spec.iron)
        iron = " ".join(plans[0]) if len(plans) == 1 else None
    return coal, iron


def _boat_use(ed: Duel, st: dict[str, Any], a: Action, spec: TileSpec) -> str:
    """What a build's boats pay for, in words."""
    if not market_coal(st, a.coal):
        return "this tile"
    return "this tile and the external coal market" if ed.tile_boats[(spec.industry, spec.level)] else \
        "the external coal market"


def build_boat_choices(ed: Duel, v: View, p: int, a: Action, spec: TileSpec) -> list[Any]:
    """A listed build with each way of spending its boats named (S1, Boats); [a] when it spends none."""
    assert a.target is not None  # a build names its space
    loc, _ = split_ref(a.target)
    plans = boat_plans(ed, v, p, (loc,), build_boats(ed, v.st, a, spec))
    return [a] if plans == [None] else [a._replace(boat=b) for b in plans]


class Boats(Building):
    """S1, Boats; Coal; Build: what a build spends in boats, the external coal market's boat, one unflipped tile
    of yours per town, a flipped Lodging never overbuilt; a develop counted for a Notable Person."""

    ed: Duel  # the edition's own facts (its boats, persons, rows and network)

    supply = "boats"

    def supply_held(self, st: dict[str, Any], seat: int) -> int:
        """The boats ``seat`` can spend wherever it needs them (S1, Boats): on its player board and on its unflipped
        Shipyards (an opponent's count only where connected, so not here)."""
        holds = self.ed.industry
        boats: int = st["seats"][seat]["boats"]
        return boats + sum(
            t["cubes"] or 0 for spaces in st["board"].values() for t in spaces
            if t is not None and t["owner"] == seat and not t["flipped"] and holds[t["industry"]].holds == "boats")

    def choices(self, v: View, p: int, builds: list[Any]) -> list[Any]:
        """Each listed build once for every way of spending its boats (S1, Boats), under Duel's build rules."""
        taken = v.st["seats"][p]["taken"]
        out = []
        for a in builds:
            spec = self.ed.tiles[a.industry][taken[a.industry]]
            out += [b for b in build_boat_choices(self.ed, v, p, a, spec) if not self.problems(v, p, b, spec, False)]
        return out

    def market_coal_reachable(self, v: View, p: int, locs: tuple[str, ...]) -> bool:
        """S1, Coal: the external market is open this turn, or a boat could be spent to reach it from ``locs``."""
        return v.st["coal_open"] or bool(boat_plans(self.ed, v, p, locs, 1))

    def developed(self, st: dict[str, Any], p: int, industry: str) -> None:
        st["seats"][p]["developed"] += 1  # kept for the Notable Person who scores developed tiles (S1, Develop)

    def problems(self, v: View, p: int, a: Action, spec: TileSpec, explain: bool = True) -> Sequence[Any]:
        """S1, Build: the boats a tile costs; a flipped Lodging is never overbuilt; at most one of your tiles per
        town unflipped, unless the build's own cost flips the other (uncertain 'duel-a10-town-limit')."""
        ed = self.ed
        if a.card == "double" and all(c in ed.persons for c in v.st["seats"][p]["hand"]):
            # S1, Build: a Location or an Industry card builds; the second card discarded may be any
            return [Reason(ed.cite("S1: Build"), "a build needs a location or industry card, and both your cards "
                                                 "are Notable Persons")] if explain else [True]
        st = v.st
        industry = a.industry
        assert a.target is not None and industry is not None  # a build names both (actions.check_action)
        loc, i = split_ref(a.target) if "/" in a.target else (a.target, None)
        if i is None:
            return []  # the core names the missing space
        out = []
        boat = a.boat  # read once: a further field (engine/actions.py), and this runs for every build listed
        coal, iron = _sources(v, a, spec, loc)
        if coal != a.coal or iron != a.iron:  # a listed build names both already
            a = a._replace(coal=coal, iron=iron)  # as the build will fill them in (effects._fill_source)
        old = st["board"][loc][i]
        if old is not None and old["industry"] == "lodging" and old["flipped"]:
            if not explain:
                return _UNSAID
            out.append(Reason(ed.cite(R_BUILD + " (Overbuilding)"), "a flipped Lodging may not be overbuilt: someone "
                                                                     "is already living there"))
        need = build_boats(ed, st, a, spec)
        rule = R_COAL if market_coal(st, a.coal) else R_BOATS
        problems = boat_problems(ed, v, p, (loc,), need, boat, _boat_use(ed, st, a, spec), rule)
        if problems:
            if not explain:
                return _UNSAID
            return out + problems
        # cubes this build takes from each tile: its coal, iron and boats
        taken: dict[str, int] = {}
        for src in (a.coal or "").split() + (a.iron or "").split() + \
                (chosen_boats(ed, v, p, (loc,), need, boat) or "").split():
            if "/" in src:
                taken[src] = taken.get(src, 0) + 1
        unflipped = 0
        for j, t in enumerate(st["board"][loc]):
            if j == i or t is None or t["owner"] != p or t["flipped"]:
                continue
            if t["cubes"] and taken.get(f"{loc}/{j + 1}", 0) >= t["cubes"]:
                continue  # the build's own cost empties it: it flips
            unflipped += 1
        info = ed.industry[industry]
        flips_now = info.flips_on_build or (info.sells_to_market == "always" and
                                            spec.cubes <= len(ed.iron_prices) - st["iron_market"])
        if unflipped + (not flips_now) > 1:
            if not explain:
                return _UNSAID
            out.append(Reason(ed.cite(R_BUILD), f"you would have {unflipped + 1} unflipped tiles in {ed.names[loc]}; "
                                                "at most one may be (unless this build's cost flips the other)"))
        return out

    def apply(self, st: dict[str, Any], v: View, p: int, a: Action, spec: TileSpec) -> Action | None:
        """Spend the build's boats (and open the external coal market for the turn); returns the decision with its
        boats named."""
        ed = self.ed
        assert a.target is not None  # a legal build names its space
        loc, _ = split_ref(a.target)
        need = build_boats(ed, st, a, spec)
        if market_coal(st, a.coal):
            st["coal_open"] = True
        a = a._replace(boat=chosen_boats(ed, v, p, (loc,), need, a.boat))
        take_boats(ed, st, p, a.boat)
        return a
