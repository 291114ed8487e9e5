"""What the board says right now: networks, connections, coal distances, iron, markets.

A ``View`` is computed from one state and cached until the state changes. Rule checks and the
enumeration of legal decisions both read it, so each rule is evaluated from one place.
"""

from __future__ import annotations

from .actions import make_ref
from .edition import Edition

INF = 10**9


def market_price(prices: tuple[int, ...], cubes: int, n: int, empty_price: int) -> int:
    """Cost of buying n cubes, cheapest filled space first; £empty_price each once empty.

    The market's filled spaces are always its most expensive ones (cubes are bought from the
    cheapest end and sold into the most expensive empty space), so a count describes it.
    """
    total = 0
    size = len(prices)
    for _ in range(n):
        if cubes > 0:
            total += prices[size - cubes]
            cubes -= 1
        else:
            total += empty_price
    return total


class View:
    def __init__(self, ed: Edition, st: dict):
        self.ed = ed
        self.st = st
        adj: dict[str, list[str]] = {loc: [] for loc in ed.location_ids}
        for line_id in st["links"]:
            ln = ed.lines[line_id]
            adj[ln.a].append(ln.b)
            adj[ln.b].append(ln.a)
        self.adj = adj
        # Connected Locations: a route of Link tiles of any owner.
        comp: dict[str, int] = {}
        for start in ed.location_ids:
            if start in comp:
                continue
            cid = len(comp)
            comp[start] = cid
            stack = [start]
            while stack:
                here = stack.pop()
                for nxt in adj[here]:
                    if nxt not in comp:
                        comp[nxt] = cid
                        stack.append(nxt)
        self.comp = comp
        self.tiles_of: list[list[tuple[str, int, dict]]] = [[] for _ in range(st["players"])]
        self.coal_mines: dict[str, list[int]] = {}  # location -> indices of unflipped mines with cubes
        self.iron_works: list[str] = []  # refs of unflipped iron works with cubes
        self.coal_on_board = 0
        self.iron_on_board = 0
        trade_comps = set()
        for loc in ed.trade_icon:
            trade_comps.add(comp[loc])
        for loc, spaces in st["board"].items():
            for i, t in enumerate(spaces):
                if t is None:
                    continue
                self.tiles_of[t["owner"]].append((loc, i, t))
                ind = t["industry"]
                if ind == "port":  # every Port tile, flipped or not, shows the trade icon
                    trade_comps.add(comp[loc])
                elif t["cubes"] > 0:
                    if ind == "coal_mine":
                        self.coal_mines.setdefault(loc, []).append(i)
                        self.coal_on_board += t["cubes"]
                    elif ind == "iron_works":
                        self.iron_works.append(make_ref(loc, i))
                        self.iron_on_board += t["cubes"]
        self.trade_comps = trade_comps
        self._dist: dict[str, dict[str, int]] = {}
        self._coal: dict[tuple, list[str] | None] = {}
        self._price: dict[tuple, int] = {}
        self._networks: dict[int, frozenset[str]] = {}

    # -- networks and connections ------------------------------------------------------------
    def network(self, p: int) -> frozenset[str]:
        """Your Network: locations with your industry tiles or adjacent to your links."""
        net = self._networks.get(p)
        if net is None:
            locs = {loc for loc, _, _ in self.tiles_of[p]}
            for line_id, owner in self.st["links"].items():
                if owner == p:
                    ln = self.ed.lines[line_id]
                    locs.add(ln.a)
                    locs.add(ln.b)
            net = self._networks[p] = frozenset(locs)
        return net

    def has_pieces(self, p: int) -> bool:
        return bool(self.tiles_of[p]) or p in self.st["links"].values()

    def connected(self, a: str, b: str) -> bool:
        return self.comp[a] == self.comp[b]

    def trade_connected(self, locs) -> bool:
        """Connected to a market trade icon (board-edge markets or any Port tile)."""
        return any(self.comp[loc] in self.trade_comps for loc in locs)

    def distances(self, source: str) -> dict[str, int]:
        d = self._dist.get(source)
        if d is None:
            d = {source: 0}
            frontier = [source]
            while frontier:
                nxt = []
                for here in frontier:
                    for there in self.adj[here]:
                        if there not in d:
                            d[there] = d[here] + 1
                            nxt.append(there)
                frontier = nxt
            self._dist[source] = d
        return d

    # -- coal and iron ---------------------------------------------------------------------------
    def closest_mines(self, locs) -> list[str]:
        """Consuming Coal: the closest (fewest links) connected unflipped coal mines to any of locs."""
        best = INF
        found: list[str] = []
        for mine_loc, idxs in self.coal_mines.items():
            d = self.distances(mine_loc)
            dist = min((d.get(loc, INF) for loc in locs), default=INF)
            if dist < best:
                best = dist
                found = [make_ref(mine_loc, i) for i in idxs]
            elif dist == best and dist < INF:
                found.extend(make_ref(mine_loc, i) for i in idxs)
        return found if best < INF else []

    def coal_options(self, locs) -> list[str] | None:
        """Where one coal cube may come from: mine refs, ["market"], or None if nowhere."""
        key = tuple(locs)
        if key in self._coal:
            return self._coal[key]
        opts = self.closest_mines(locs)
        if not opts:
            opts = ["market"] if self.trade_connected(locs) else None
        self._coal[key] = opts
        return opts

    def iron_options(self) -> list[str]:
        """Consuming Iron: any unflipped iron works (player's choice), else the market."""
        return self.iron_works or ["market"]

    def market_price(self, resource: str, n: int = 1) -> int:
        """What n cubes of "coal" or "iron" cost from its market now (cheapest first, then £5 each)."""
        price = self._price.get((resource, n))
        if price is None:
            ed = self.ed
            prices, empty = (ed.coal_prices, ed.coal_empty_price) if resource == "coal" else \
                (ed.iron_prices, ed.iron_empty_price)
            price = self._price[(resource, n)] = market_price(prices, self.st[f"{resource}_market"], n, empty)
        return price

    def tile_at(self, ref: str) -> dict | None:
        loc, _, num = ref.partition("/")
        spaces = self.st["board"].get(loc)
        if spaces is None or not num.isdigit() or not 1 <= int(num) <= len(spaces):
            return None
        return spaces[int(num) - 1]
