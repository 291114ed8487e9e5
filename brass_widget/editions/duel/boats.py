"""Boats, the external coal market's boat, and Duel's own build rules (S1, Boats; Coal; Build).

Boats are a resource: on the player board (1 at setup), on boat-building Shipyards (their cubes), and from an
opponent's Shipyard connected to where the boat is spent. Which boat is spent is not named in a decision: the
engine takes them in a fixed order (uncertain 'duel-missing-boat-order'): your own Shipyards first (lowest space
first; emptying one flips it for you), then your player board, then a connected opponent's Shipyard.
"""

from __future__ import annotations

from ...engine.actions import split_ref
from ...engine.effects import take_from_tile
from ...engine.rules import Reason

R_BOATS = "S1: Boats"
R_COAL = "S1: Coal"
R_BUILD = "S1: Build"
_UNSAID = (True,)


def boat_sources(ed, v, p: int, locs) -> list[tuple[str, int]]:
    """(source, boats) in the order they are spent: own Shipyards, the player board, connected opponents'."""
    st = v.st
    own, other = [], []
    for loc in ed.location_ids:
        for i, t in enumerate(st["board"][loc]):
            if t is not None and not t["flipped"] and t["cubes"] and ed.holds[t["industry"]] == "boats":
                if t["owner"] == p:
                    own.append((f"{loc}/{i + 1}", t["cubes"]))
                elif any(v.connected(loc, x) for x in locs):
                    other.append((f"{loc}/{i + 1}", t["cubes"]))
    board = st["seats"][p]["boats"]
    return own + ([("board", board)] if board else []) + other


def boats_available(ed, v, p: int, locs) -> int:
    return sum(n for _, n in boat_sources(ed, v, p, locs))


def plan_boats(ed, v, p: int, locs, n: int) -> list[str]:
    """The sources of n boats, one per boat (fewer if fewer can be had)."""
    out = []
    for src, k in boat_sources(ed, v, p, locs):
        take = min(k, n - len(out))
        out += [src] * take
        if len(out) == n:
            break
    return out


def take_boats(ed, st: dict, v, p: int, locs, n: int) -> None:
    for src in plan_boats(ed, v, p, locs, n):
        if src == "board":
            st["seats"][p]["boats"] -= 1
        else:
            take_from_tile(ed, st, src)  # a Shipyard flips when its last boat leaves


def market_coal(st: dict, coal: str | None) -> bool:
    """Whether the decision buys coal at the external market and must spend a boat for it (S1, Coal: one boat
    opens the market for both actions of the turn)."""
    return coal is not None and "market" in coal and not st["coal_open"]


def build_boats(ed, st: dict, a, spec) -> int:
    """Boats a build spends: the tile's own boat cost, plus 1 to reach the external coal market."""
    return ed.tile_boats[(spec.industry, spec.level)] + market_coal(st, a.coal)


def _sources(v, a, spec, loc: str) -> tuple[str | None, str | None]:
    """The build's coal and iron sources, those left out filled in where only one plan is possible."""
    coal, iron = a.coal, a.iron
    if spec.coal and coal is None:
        plans = v.coal_plans((loc,), spec.coal)
        coal = " ".join(plans[0]) if plans and len(plans) == 1 else None
    if spec.iron and iron is None:
        plans = v.iron_plans(spec.iron)
        iron = " ".join(plans[0]) if len(plans) == 1 else None
    return coal, iron


def build_problems(ed, v, p: int, a, spec, explain: bool = True) -> list:
    """S1, Build: the boats a tile costs; a flipped Lodging is never overbuilt; at most one of your tiles per
    town unflipped, unless the build's own cost flips the other (uncertain 'duel-a10-town-limit')."""
    st = v.st
    loc, i = split_ref(a.target) if "/" in a.target else (a.target, None)
    if i is None:
        return []  # the core names the missing space
    out = []
    coal, iron = _sources(v, a, spec, loc)
    a = a._replace(coal=coal, iron=iron)  # as the build will fill them in (effects._fill_source)
    old = st["board"][loc][i]
    if old is not None and old["industry"] == "lodging" and old["flipped"]:
        if not explain:
            return _UNSAID
        out.append(Reason(ed.cite(R_BUILD + " (Overbuilding)"), "a flipped Lodging may not be overbuilt: someone "
                                                                 "is already living there"))
    need = build_boats(ed, st, a, spec)
    if need:
        have = boats_available(ed, v, p, (loc,))
        if have < need:
            if not explain:
                return _UNSAID
            what = "this tile and the external coal market" if market_coal(st, a.coal) and need > 1 else \
                "the external coal market" if market_coal(st, a.coal) else "this tile"
            out.append(Reason(ed.cite(R_BOATS if not market_coal(st, a.coal) else R_COAL),
                              f"{what} needs {need} boat(s) and you can spend {have}"))
            return out
    # cubes this build takes from each tile: its coal, iron and boats
    taken: dict[str, int] = {}
    for src in (a.coal or "").split() + (a.iron or "").split() + plan_boats(ed, v, p, (loc,), need):
        if "/" in src:
            taken[src] = taken.get(src, 0) + 1
    unflipped = 0
    for j, t in enumerate(st["board"][loc]):
        if j == i or t is None or t["owner"] != p or t["flipped"]:
            continue
        if t["cubes"] and taken.get(f"{loc}/{j + 1}", 0) >= t["cubes"]:
            continue  # the build's own cost empties it: it flips
        unflipped += 1
    info = ed.industry[a.industry]
    flips_now = info.flips_on_build or (info.sells_to_market == "always" and
                                        spec.cubes <= len(ed.iron_prices) - st["iron_market"])
    if unflipped + (not flips_now) > 1:
        if not explain:
            return _UNSAID
        out.append(Reason(ed.cite(R_BUILD), f"you would have {unflipped + 1} unflipped tiles in {ed.names[loc]}; "
                                            "at most one may be (unless this build's cost flips the other)"))
    return out


def on_build(ed, st: dict, v, p: int, a, spec) -> None:
    loc, _ = split_ref(a.target)
    need = build_boats(ed, st, a, spec)
    if market_coal(st, a.coal):
        st["coal_open"] = True
    take_boats(ed, st, v, p, (loc,), need)
