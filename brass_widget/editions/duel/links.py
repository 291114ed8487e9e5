"""Duel's links (S1, Network): Ferries on blue lines, Roads on brown lines, Rails on brown lines or over a Road.

A decision names the link's kind: ``network ferry cowes~~southampton card cowes``, ``network road ...``,
``network rail ryde--brading card port coal market``, ``network upgrade ...`` (a Road replaced by a Rail). After
a Rail or an upgrade the action may place one more Rail or upgrade for £5 more (option e), or ``stop``.

The core keeps a link's owner in ``st["links"]`` (so networks, connections and coal distances are the core's);
Duel keeps each link's kind beside it in ``st["link_kinds"]``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.actions import Action
from ...engine.edition import Line, TileSpec
from ...engine.effects import advance_income, consume, pay
from ...engine.legality import _money_problem, _resource_problems
from ...engine.parts import Network
from ...engine.rules import Reason
from ...engine.writes import board_changed, board_changes
from .boats import boat_plans, boat_problems, chosen_boats, market_coal, take_boats

if TYPE_CHECKING:
    from ...engine.board import View
    from . import Duel

R_NET = "S1: Network"
KINDS = ("ferry", "road", "rail", "upgrade")
_new = tuple.__new__  # Action(kind, card, industry, target, coal, iron, to, amount, more)


_COST_KEYS = {kind: f"{kind}_cost" for kind in KINDS}  # the network data's price of each kind of link


def _cost(net: dict[str, Any], kind: str, second: bool) -> int:
    base: int = net[_COST_KEYS[kind]]
    return base + (net["double_cost"] if second else 0)


def _coal_spec(net: dict[str, Any], kind: str) -> TileSpec:
    coal = net["rail_coal"] if kind == "rail" else net["upgrade_coal"]
    return TileSpec("rail", 0, 0, coal, 0, 0, 0, 0, 0, "any")


def _near(v: View, p: int) -> frozenset[str] | None:
    """S1, Network: the towns a new link of player p must touch (those with your building or your link); None for
    anywhere, with nothing of yours on the board."""
    return v.network(p) if v.has_pieces(p) else None


def _may_place(near: frozenset[str] | None, ln: Line) -> bool:
    """S1, Network: whether a link on ``ln`` touches ``near`` (``_near``)."""
    return near is None or ln.a in near or ln.b in near


def _ferries(st: dict[str, Any], p: int | None = None) -> int:
    return sum(1 for line, kind in st["link_kinds"].items()
               if kind == "ferry" and (p is None or st["links"][line] == p))


# a line a seat may link: (line, the kind of link, its ends, one coal cube's sources there)
Row = tuple[str, str, tuple[str, str], list[str] | None]


def _line_rows(v: View, p: int) -> list[Row]:
    """S1, Network: (line, the kind of link it may take, its ends, one coal cube's sources there) for each line
    player p may link (next to a town with your building or link, or anywhere with nothing of yours on the board),
    in the map's order: "ferry" on a free blue line, "rail" on a free brown line (a Road needs no coal), "upgrade"
    over a Road where coal can be had. What the links and the board alone decide: kept with the View's board answers
    (``board_cache``) under the count of board changes, as the boat tiles are (``boats._boat_tiles``)."""
    now = board_changes()
    kept: tuple[int, dict[int, list[Row]]] | None = v.board_cache.get("duel line rows")
    if kept is None or kept[0] != now:
        kept = v.board_cache["duel line rows"] = (now, {})
    rows = kept[1].get(p)
    if rows is not None:
        return rows
    rows = kept[1][p] = []
    near = _near(v, p)
    ed = v.ed
    # the lines at the towns of your network (_may_place: Duel's lines have no further ends), found in C
    at = None if near is None else set().union(*map(ed.lines_at.__getitem__, near))
    kinds = v.st["link_kinds"]
    for line_id, ln in ed.lines.items():
        if at is not None and line_id not in at:
            continue
        here = kinds.get(line_id)
        if ln.canal:
            if here is None:
                rows.append((line_id, "ferry", (ln.a, ln.b), None))
            continue
        kind = "rail" if here is None else "upgrade" if here == "road" else None
        if kind is None:
            continue
        opts = v.coal_options((ln.a, ln.b))
        if opts is not None or kind == "rail":
            rows.append((line_id, kind, (ln.a, ln.b), opts))
    return rows


class Links(Network):
    """S1, Network: Ferries, Roads, Rails and upgrades replace the core's canals and rails (the core still keeps
    each link's owner, so networks, connections and coal distances are the core's)."""

    ed: Duel  # the edition's own facts (its boats, persons, rows and network)

    def invariants(self, st: dict[str, Any]) -> list[str]:
        return []  # Duel's links are checked with its other components (checks.invariants)

    def problems(self, v: View, p: int, a: Action) -> list[Any]:
        ed = self.ed
        st = v.st
        net = ed.net
        R = ed.cite(R_NET)
        kind = a.industry
        assert a.target is not None  # a link names its line (actions.check_action)
        ln = ed.lines[a.target]
        where = f"{ed.names[ln.a]} - {ed.names[ln.b]}"
        second = st["pending"] is not None
        if kind is None:
            return [Reason(R, "name the link: network ferry|road|rail|upgrade <line> card <card>")]
        out = []
        here = st["link_kinds"].get(a.target)
        if second and kind not in ("rail", "upgrade"):
            return [Reason(R, "the second link of a Network action is a Rail or an upgrade (option e)")]
        if kind == "ferry":
            if not ln.canal:
                out.append(Reason(R, f"{where} is a brown line: a Ferry goes on a blue line"))
            if _ferries(st, p) >= net["ferry_cap"]:
                out.append(Reason(R, f"you may have at most {net['ferry_cap']} Ferries in play"))
        elif not ln.rail:
            out.append(Reason(R, f"{where} is a blue line: Roads and Rails go on brown lines"))
        if kind == "upgrade":
            if here != "road":
                out.append(Reason(R, f"an upgrade replaces a Road with a Rail, and {where} holds no Road"))
        elif here is not None:
            out.append(Reason(R, f"{where} already holds a {here}"))
        if not _may_place(_near(v, p), ln):
            out.append(Reason(R, f"a link goes next to a town where you have a building or a link; {where} is not"))
        price = 0
        if kind in ("rail", "upgrade"):
            res, price = _resource_problems(v, _coal_spec(net, kind), (ln.a, ln.b), a.coal, None, "a Rail")
            out += res
            opts = v.coal_options((ln.a, ln.b))
            coal = a.coal if a.coal is not None else opts[0] if opts and len(opts) == 1 else None
            # S1, Coal: the external market is reached by spending one boat (Note 1: connected to either end)
            out += boat_problems(ed, v, p, (ln.a, ln.b), int(market_coal(st, coal)), a.boat,
                                 "coal from the external market", "S1: Coal")
        else:
            if a.coal is not None:
                out.append(Reason(R, f"a {kind} needs no coal"))
            if a.boat is not None:
                out.append(Reason(ed.cite("S1: Boats"), f"a {kind} needs no boat"))
        return out + _money_problem(v, p, _cost(net, kind, second) + price, R)

    def choices(self, v: View, p: int, card: str | None) -> list[Action]:
        ed = self.ed
        st = v.st
        net = ed.net
        money = st["seats"][p]["money"]
        second = st["pending"] is not None
        # what each kind of link costs now, asked once (S1, Network: the second link's £5 more, option e)
        ferry_ok = not second and _cost(net, "ferry", False) <= money and _ferries(st, p) < net["ferry_cap"]
        road_ok = not second and _cost(net, "road", False) <= money
        costs = {"rail": _cost(net, "rail", second), "upgrade": _cost(net, "upgrade", second)}
        market = v.market_price("coal", 1)
        out = []
        for line_id, kind, ends, opts in _line_rows(v, p):
            if kind == "ferry":
                if ferry_ok:
                    out.append(_new(Action, ("network", card, "ferry", line_id, None, None, None, None, ())))
                continue
            if kind == "rail" and road_ok:  # a free brown line: a Road, or a Rail below
                out.append(_new(Action, ("network", card, "road", line_id, None, None, None, None, ())))
            if opts is None:
                continue
            cost = costs[kind]
            for coal in opts:
                if cost + (market if coal == "market" else 0) > money:
                    continue
                if not market_coal(st, coal):  # no boat needed: not the market, or it is open this turn
                    out.append(_new(Action, ("network", card, kind, line_id, coal, None, None, None, ())))
                    continue
                for boat in boat_plans(ed, v, p, ends, 1):  # S1, Boats: one boat opens the external market
                    out.append(_new(Action, ("network", card, kind, line_id, coal, None, None, None,
                                             (("boat", boat),))))
        return out

    def apply(self, st: dict[str, Any], v: View, p: int, a: Action, first: bool) -> tuple[Action, int]:
        """Place the link; returns (the decision with its coal source, how many more links the action may place)."""
        ed = self.ed
        net = ed.net
        kind = a.industry
        assert a.target is not None and kind is not None  # a legal link names its line and its kind
        ln = ed.lines[a.target]
        pay(st, p, _cost(net, kind, not first))
        if kind in ("rail", "upgrade"):
            if a.coal is None:
                opts = v.coal_options((ln.a, ln.b))
                assert opts is not None  # a legal Rail's coal can be had
                a = a._replace(coal=opts[0])
            if market_coal(st, a.coal):  # one boat opens the external coal market for the turn
                a = a._replace(boat=chosen_boats(ed, v, p, (ln.a, ln.b), 1, a.boat))
                take_boats(ed, st, p, a.boat)
                st["coal_open"] = True
            consume(ed, st, p, a.coal, "coal")  # from either end of the link
        if kind == "upgrade":
            owner = st["links"][a.target]
            if owner != p:  # the opponent's Road: they gain £5 and 1 VP; the marker goes back to them
                other = st["seats"][owner]
                other["money"] += net["upgrade_refund"]
                other["vp"] += net["upgrade_refund_vp"]
        board_changed()
        st["links"][a.target] = p
        st["link_kinds"][a.target] = "rail" if kind == "upgrade" else kind
        if kind == "ferry":  # 1 income step per Ferry of either player on the board (uncertain 'duel-a1-ferry-step')
            advance_income(ed, st, p, _ferries(st))
        return a, (1 if first and kind in ("rail", "upgrade") else 0)

    def score(self, st: dict[str, Any], line_id: str, icons: int) -> int:
        """S1, End of game: a Ferry scores its adjacent icons, a Rail 2 plus its icons, a Road 1."""
        ed = self.ed
        kind = st["link_kinds"][line_id]
        sc = ed.net["scoring"]
        if kind == "road":
            flat: int = sc["road_flat"]
            return flat
        base: int = sc["rail_base"] if kind == "rail" else sc["ferry_base"]
        return icons + base
