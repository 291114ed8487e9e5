"""What the board says right now: networks, connections, coal distances, iron, beer, markets.

A ``View`` is computed from one state and cached until the state changes. Rule checks and the
enumeration of legal decisions both read it, so each rule is evaluated from one place.

Where a resource comes from (Consuming Coal, Iron and Beer in each rulebook) is answered as *plans*:
each plan names the source of every cube or barrel a tile or link needs, in a canonical order, and
two plans with the same effect are one plan.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any

from .actions import make_ref
from .edition import Edition
from .writes import board_changes, placed_mark, placed_since

if TYPE_CHECKING:
    from .actions import Action

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


# (edition, "coal" or "iron", n) -> what n cubes cost from that market with each count of cubes in it (0 to full):
# the price depends on nothing else, and Views (one a position) ask it at most listings
_MARKET_PRICES: dict[tuple[Edition, str, int], tuple[int, ...]] = {}


def _market_prices(ed: Edition, resource: str, n: int) -> tuple[int, ...]:
    prices, empty = (ed.coal_prices, ed.coal_empty_price) if resource == "coal" else \
        (ed.iron_prices, ed.iron_empty_price)
    row = _MARKET_PRICES[(ed, resource, n)] = tuple([market_price(prices, cubes, n, empty)
                                                     for cubes in range(len(prices) + 1)])
    return row


def market_quote(prices: tuple[int, ...], cubes: int, empty_price: int) -> tuple[int, int | None]:
    """(the price of the next cube bought, what the next cube sold to it brings: the most expensive empty
    space; None when the market is full). The board, its picture and the charts read prices only from here."""
    buy = market_price(prices, cubes, 1, empty_price)
    sell = prices[len(prices) - cubes - 1] if cubes < len(prices) else None
    return buy, sell


def multisets(sources: list[tuple[str, int]], n: int) -> list[tuple[str, ...]]:
    """Every way to take n items from sources [(name, how many it holds)], each way once, in source order."""
    names = [name for name, cap in sources if cap > 0]
    caps = dict(sources)
    out = []
    for combo in combinations_with_replacement(names, n):
        if all(combo.count(x) <= caps[x] for x in set(combo)):
            out.append(combo)
    return out


def tile_at(st: dict[str, Any], ref: object) -> dict[str, Any] | None:
    """The tile on a space ``"location/number"`` of a state's (or an observation's) board; None for an empty space,
    a space the location does not have, or a reference that names no space."""
    loc, _, num = str(ref).partition("/")
    spaces = (st.get("board") or {}).get(loc)
    if spaces is None or not num.isdigit() or not 1 <= int(num) <= len(spaces):
        return None
    tile: dict[str, Any] | None = spaces[int(num) - 1]
    return tile


class _Adjacency(dict[str, Sequence[str]]):
    """Neighbours over built links; a location without links has none."""

    def __missing__(self, key: str) -> Sequence[str]:
        return ()


class _Components(dict[str, str]):
    """The component of each location over built links; a location without links is its own."""

    def __missing__(self, key: str) -> str:
        return key


# edition -> {location: the location}: each location its own component, before any link joins them (View.__init__)
_ALONE: dict[Edition, dict[str, str]] = {}

# answers a View keeps: the legal decisions, and ((player, kind), decisions) of an action under way
Listing = tuple["Action", ...]


def _grown(ed: Edition, old_adj: _Adjacency, old_comp: _Components,
           added: list[str]) -> tuple[_Adjacency, _Components]:
    """The adjacency and components of ``old_adj``'s links and the lines ``added`` after them (View.__init__'s full
    build, done for the new lines only): each location's neighbours in the order the links were placed, and each
    component labelled by its first location in the adjacency's order (the full build's depth-first search)."""
    adj = _Adjacency(old_adj)  # a C copy; a location's list is copied before it grows (old_adj's stay as they were)
    comp = _Components(old_comp)
    lines = ed.lines
    for line_id in added:
        ln = lines[line_id]
        a, b = ln.a, ln.b
        ends = (a, b, *ln.also)
        # the components joined: those of the ends already linked (each labelled by its first location), else the
        # new ends' own
        labels = {comp[loc] for loc in ends if loc in adj}
        adj[a] = [*adj[a], b] if a in adj else [b]
        adj[b] = [*adj[b], a] if b in adj else [a]
        for other in ln.also:  # one link tile joins every end of its line
            adj[other] = [*adj[other], a, b] if other in adj else [a, b]
            adj[a] = [*adj[a], other]
            adj[b] = [*adj[b], other]
        if len(labels) > 1:
            order = list(adj)
            label = min(labels, key=order.index)
        elif labels:
            label = next(iter(labels))
        else:
            label = a
        for loc in ends:
            comp[loc] = label
        labels.discard(label)
        if labels:
            for loc, c in list(comp.items()):
                if c in labels:
                    comp[loc] = label
    return adj, comp


class View:
    """The answers about one position. They hold for the state as it was when the View was made: a View
    is dropped once the state changes (``effects.apply_decision`` works on a ``private()`` copy, so answers
    computed while it changes the state never reach another View)."""

    # what the links and the board decide (shared by the Views of the same ones: ``_same_board``)
    adj: _Adjacency
    comp: _Components
    _links: dict[str, int]
    _dist: dict[str, Any]  # what the links alone decide: each source's distances, the seats' canal link choices
    tiles_of: list[list[tuple[str, int, dict[str, Any]]]]
    coal_mines: dict[str, list[int]]
    iron_works: list[str]
    breweries: list[tuple[str, str, int, int]]
    coal_on_board: int
    iron_on_board: int
    trade_comps: set[str]
    occupancy: tuple[tuple[str, int, str], ...]
    occupancy_cache: dict[Any, Any]
    occupancy_changes: tuple[dict[Any, Any], set[str]] | None
    _held: list[str]
    _mark: int
    _coal: dict[Any, Any]
    _plans: dict[Any, Any]
    _networks: dict[int, frozenset[str]]
    board_cache: dict[Any, Any]

    def __init__(self, ed: Edition, st: dict[str, Any], prev: View | None = None, kept: bool = False):
        """``prev``: an earlier View of this game. ``kept``: its links and board are this state's (``prev.kept_for``:
        no tile or link changed since, by ``writes.board_changes``; the board changes about 30 times in 160
        decisions), so what they decide is taken from it, together with its caches that depend on nothing else.
        Otherwise, what the links decide (routes, distances) is taken from it if they are the same, and the build
        sites of the locations whose tiles did not change."""
        self.ed = ed
        self.st = st
        self.legal: Listing | None = None  # the legal decisions of this position, once Game.legal_actions listed them
        self.player: int | None = None  # the seat to decide in this position, once legality.legal_actions asked
        # ((player, kind), decisions) once continuation_actions listed them
        self.continuations: tuple[tuple[int, str], Listing] | None = None
        self.later: View | None = None  # the View of the position a decision applied from this one led to (effects)
        # (state, board changes counted) once a decision applied from this View to that state changed no tile and
        # no link (effects.apply_decision): this View's board answers hold for it while the count stays the same
        self.kept: tuple[dict[str, Any], int] | None = None
        self._origin: View | None = None
        if prev is not None and prev._origin is not None:
            prev = prev._origin  # never share a private() copy's caches, filled while the state changed
        if kept and prev is not None and prev.ed is ed:
            self._same_board(prev)
            return
        links = st["links"]
        same_links = prev is not None and prev.ed is ed and prev._links == links
        if prev is not None and same_links:  # only the tiles changed: the same routes and distances
            self.adj, self.comp, self._links, self._dist = prev.adj, prev.comp, prev._links, prev._dist
            comp = self.comp
        elif prev is not None and prev.ed is ed and len(prev._links) < len(links) \
                and list(links)[:len(prev._links)] == list(prev._links) and prev._links.items() <= links.items():
            # links only placed since prev (the usual change): prev's adjacency and components with the new lines
            # added, as the full build below would make them (the same lists, keys and labels)
            self._links = dict(links)
            self._dist = {}
            self.adj, self.comp = _grown(ed, prev.adj, prev.comp, list(links)[len(prev._links):])
            comp = self.comp
        else:
            self._links = dict(links)
            self._dist = {}
            # adjacency over built links; a location with no link is its own component (comp.get(loc, loc))
            adj: dict[str, list[str]] = {}
            lines = ed.lines
            for line_id in links:
                ln = lines[line_id]
                a, b = ln.a, ln.b
                if a in adj:
                    adj[a].append(b)
                else:
                    adj[a] = [b]
                if b in adj:
                    adj[b].append(a)
                else:
                    adj[b] = [a]
                for other in ln.also:  # one link tile joins every end of its line
                    adj.setdefault(other, []).extend((a, b))
                    adj[a].append(other)
                    adj[b].append(other)
            self.adj = _Adjacency(adj)
            # Connected Locations: a route of Link tiles of any owner.
            found: dict[str, str] = {}
            for start in adj:
                if start in found:
                    continue
                found[start] = start
                stack = [start]
                while stack:
                    here = stack.pop()
                    for nxt in adj[here]:
                        if nxt not in found:
                            found[nxt] = start
                            stack.append(nxt)
            # every location its own component first (a C copy), so that a lookup of an unlinked one never calls
            # __missing__ (Python): this View looks up the trade icons and the tiles' locations, the rule checks the
            # places they are asked about
            alone = _ALONE.get(ed)
            if alone is None:
                alone = _ALONE[ed] = {loc: loc for loc in ed.location_ids}
            self.comp = comp = _Components(alone)
            comp.update(found)
        tiles_of: list[list[tuple[str, int, dict[str, Any]]]] = [[] for _ in range(st["players"])]
        self.tiles_of = tiles_of
        coal_mines: dict[str, list[int]] = {}  # location -> indices of unflipped mines with cubes
        iron_works: list[str] = []  # refs of unflipped iron works with cubes
        breweries: list[tuple[str, str, int, int]] = []  # (ref, location, owner, barrels) with beer
        # which industry stands on which space (who owns it, cubes and flips aside), in the map's order: it changes
        # only when a tile is built or removed, and answers that depend on nothing else are shared while it stays
        occupied: list[tuple[str, int, str]] = []
        coal_on_board = iron_on_board = 0
        trade_comps = {comp[loc] for loc in ed.trade_icon}
        holds = ed.holds
        trade_industries = ed.trade_icon_industries
        refs = ed.refs
        board = st["board"]
        # the locations to read, in the map's order (however the state's dict was written): every one, or, after an
        # earlier View of this very state, those where it saw a tile and where a tile was placed since (writes.placed;
        # no other write puts a tile on a board, and a state written otherwise drops its game's Views)
        mark = placed_mark()
        where: Sequence[str] = ed.location_ids
        if prev is not None and prev.st is st and prev.ed is ed:
            new = placed_since(prev._mark)
            if new is not None:
                if new:
                    seen = set(prev._held).union(new)
                    where = [loc for loc in where if loc in seen]
                else:
                    where = prev._held
        held: list[str] = []  # the locations holding a tile
        for loc in where:
            spaces = board[loc]
            if spaces.count(None) == len(spaces):
                continue
            held.append(loc)
            i = -1
            for t in spaces:
                i += 1
                if t is None:
                    continue
                ind = t["industry"]
                tiles_of[t["owner"]].append((loc, i, t))
                occupied.append((loc, i, ind))
                if ind in trade_industries:  # e.g. every Lancashire Port tile, flipped or not, shows the trade icon
                    trade_comps.add(comp[loc])
                else:
                    cubes = t["cubes"]
                    if cubes > 0:
                        res = holds[ind]
                        if res == "coal":
                            if loc in coal_mines:
                                coal_mines[loc].append(i)
                            else:
                                coal_mines[loc] = [i]
                            coal_on_board += cubes
                        elif res == "iron":
                            iron_works.append(refs[loc][i])
                            iron_on_board += cubes
                        elif res == "beer":
                            breweries.append((refs[loc][i], loc, t["owner"], cubes))
        self.coal_mines = coal_mines
        self.iron_works = iron_works
        self.breweries = breweries
        self.coal_on_board = coal_on_board
        self.iron_on_board = iron_on_board
        self.trade_comps = trade_comps
        self._held = held
        self._mark = mark
        self.occupancy = occupancy = tuple(occupied)
        if prev is None or prev.ed is not ed:
            self.occupancy_cache = {}
            self.occupancy_changes = None
        elif prev.occupancy == occupancy:
            self.occupancy_cache = prev.occupancy_cache
            self.occupancy_changes = prev.occupancy_changes
        else:
            # prev's answers, and the locations whose tiles changed since: an answer about one location that
            # depends only on the tiles there holds for the others (see legality._build_sites)
            self.occupancy_cache = {}
            self.occupancy_changes = (prev.occupancy_cache,
                                      {loc for loc, _, _ in set(prev.occupancy).symmetric_difference(occupancy)})
        # caches that depend on the links and the board only (shared by every View of the same ones)
        # one coal cube's sources (coal_options) depend on the routes, the mines with coal and the trade icons'
        # components: shared while those three are the same (both Views list their mines in the map's order)
        self._coal = prev._coal if prev is not None and same_links and prev.trade_comps == trade_comps \
            and prev.coal_mines == coal_mines else {}
        self._plans = {}
        self._networks = {}
        self.board_cache = {}  # rule modules' own answers that depend on the links and board only

    def _same_board(self, prev: View) -> None:
        """Everything the links and the board decide, from a View of the very same links and board."""
        self.adj = prev.adj
        self.comp = prev.comp
        if prev.st is self.st:
            self.tiles_of = prev.tiles_of  # the same state's tiles, as they are now
        else:
            # another game's state (a clone's): this state's own tile dicts, equal to prev's, which the other
            # game may change later
            board = self.st["board"]
            self.tiles_of = [[(loc, i, board[loc][i]) for loc, i, _ in seat] for seat in prev.tiles_of]
        self.coal_mines = prev.coal_mines
        self.iron_works = prev.iron_works
        self.breweries = prev.breweries
        self.coal_on_board = prev.coal_on_board
        self.iron_on_board = prev.iron_on_board
        self.trade_comps = prev.trade_comps
        self._held = prev._held
        self._mark = prev._mark
        self.occupancy = prev.occupancy
        self.occupancy_cache = prev.occupancy_cache
        self.occupancy_changes = prev.occupancy_changes
        self._links = prev._links
        self._dist = prev._dist
        self._coal = prev._coal
        self._plans = prev._plans
        self._networks = prev._networks
        self.board_cache = prev.board_cache

    def of_copy(self, st: dict[str, Any]) -> View:
        """A View of ``st``, a copy of this View's state made just now (``Game.clone``): the same links and board,
        so it shares this View's answers as a View whose links and board were kept does (``_same_board``), without
        comparing them, and its listing (the same position's legal decisions and continuations: ``Game._written``
        drops them when the copy is written in place). Not for a ``private()`` copy (its caches are its own)."""
        w = View.__new__(View)  # every attribute set, in __init__'s order (without going through __dict__)
        w.ed = self.ed
        w.st = st
        w.legal = self.legal
        w.player = self.player
        w.continuations = self.continuations
        w.later = w.kept = None
        w._origin = None
        w._same_board(self)
        return w

    def renew(self) -> None:
        """Make this View its own state's View after a decision that changed no tile and no link (``kept_for``),
        as ``View(ed, st, self, True)`` would be, without a new object: the board answers stay; the position's own
        (its listing, the later View and what was kept) start again. Only for the View its game
        holds as the latest (``Game._v``): no other position's answers are read from it after that."""
        self.legal = self.player = self.continuations = self.later = self.kept = None

    def private(self) -> View:
        """The same answers about the state as it is now, with caches of its own (empty): for carrying out a
        decision, whose changes to the state would make later answers wrong for this View's position."""
        w = View.__new__(View)  # every attribute set, in __init__'s order (without going through __dict__)
        w.ed = self.ed
        w.st = self.st
        w.legal = w.player = w.continuations = w.later = w.kept = None
        w._origin = self  # a View made with this copy as prev shares from the untouched original instead
        w.adj = self.adj
        w.comp = self.comp
        w.tiles_of = self.tiles_of
        w.coal_mines = self.coal_mines
        w.iron_works = self.iron_works
        w.breweries = self.breweries
        w.coal_on_board = self.coal_on_board
        w.iron_on_board = self.iron_on_board
        w.trade_comps = self.trade_comps
        w._held = self._held
        w._mark = self._mark
        w.occupancy = self.occupancy
        w.occupancy_cache = {}
        w.occupancy_changes = None
        w._links = self._links
        w._dist = {}
        w._coal = {}
        w._plans = {}
        w._networks = {}
        w.board_cache = {}
        return w

    def kept_for(self, st: dict[str, Any]) -> bool:
        """Whether this View's board answers are known to hold for ``st`` (``kept``), so that a View of it may
        take them without comparing links and boards."""
        kept = self.kept
        return kept is not None and kept[0] is st and kept[1] == board_changes()

    # -- names for messages --------------------------------------------------------------------------------
    def name(self, loc: str) -> str:
        return self.ed.names[loc]

    def ref_name(self, ref: str) -> str:
        loc, _, num = ref.partition("/")
        return f"{self.ed.names[loc]} space {num}"

    # -- networks and connections ------------------------------------------------------------
    def network(self, p: int) -> frozenset[str]:
        """Your Network: locations with your industry tiles or adjacent to your links."""
        net = self._networks.get(p)
        if net is None:
            locs = {loc for loc, _, _ in self.tiles_of[p]}
            lines = self.ed.lines
            for line_id, owner in self.st["links"].items():
                if owner == p:
                    ln = lines[line_id]
                    locs.add(ln.a)
                    locs.add(ln.b)
                    if ln.also:
                        locs.update(ln.also)
            net = self._networks[p] = frozenset(locs)
        return net

    def sorted_network(self, p: int) -> list[str]:
        """``network(p)`` in sorted order (made once per board)."""
        key = ("sorted network", p)
        found = self.board_cache.get(key)
        if found is None:
            found = self.board_cache[key] = sorted(self.network(p))
        return found

    def has_pieces(self, p: int) -> bool:
        return bool(self.tiles_of[p]) or p in self.st["links"].values()

    def connected(self, a: str, b: str) -> bool:
        return self.comp[a] == self.comp[b]

    def trade_connected(self, locs: Iterable[str]) -> bool:
        """Connected to a market trade icon (board-edge markets, merchants, or a tile showing one)."""
        comp, trade_comps = self.comp, self.trade_comps
        for loc in locs:
            if comp[loc] in trade_comps:
                return True
        return False

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
    def closest_mines(self, locs: Sequence[str]) -> list[str]:
        """Consuming Coal: the closest (fewest links) connected unflipped coal mines to any of locs, in the map's
        order. A breadth-first search from locs over the built links that stops at the first distance holding a
        mine with coal (links are walked both ways, so it finds what a search from each mine would)."""
        mines = self.coal_mines
        if not mines:
            return []
        adj = self.adj
        seen = set(locs)
        frontier = list(seen)
        held = mines.keys()
        while held.isdisjoint(frontier):
            nxt = []
            for here in frontier:
                for there in adj[here]:
                    if there not in seen:
                        seen.add(there)
                        nxt.append(there)
            if not nxt:
                return []  # no mine with coal connected
            frontier = nxt
        hits = held & frontier
        refs = self.ed.refs
        if len(hits) == 1:
            mine_loc = hits.pop()
            return list(map(refs[mine_loc].__getitem__, mines[mine_loc]))
        found: list[str] = []
        for mine_loc, idxs in mines.items():  # equally close mines in the map's order (coal_mines')
            if mine_loc in hits:
                found += map(refs[mine_loc].__getitem__, idxs)
        return found

    def coal_places(self) -> frozenset[str] | None:
        """Consuming Coal: the components (``comp``) where coal can be had at all, those that hold a mine with coal
        (so a closest one is connected) or a trade icon (the market through a trade connection); None when the
        market needs no connection (coal anywhere). A location in none of them has no coal (``coal_options``,
        ``coal_plans``: None); kept with the one cube's sources, as it depends on the same three things."""
        if "coal places" in self._coal:
            known: frozenset[str] | None = self._coal["coal places"]
            return known
        found = None
        if self.ed.market_needs_connection["coal"]:
            comp = self.comp
            found = frozenset([comp[loc] for loc in self.coal_mines]).union(self.trade_comps)
        self._coal["coal places"] = found
        return found

    def coal_options(self, locs: Sequence[str]) -> list[str] | None:
        """Where one coal cube may come from: mine refs, ["market"], or None if nowhere."""
        key = tuple(locs)
        if key in self._coal:
            known: list[str] | None = self._coal[key]
            return known
        opts: list[str] | None = self.closest_mines(locs)
        if not opts:
            ok = self.trade_connected(locs) or not self.ed.market_needs_connection["coal"]
            opts = ["market"] if ok else None
        self._coal[key] = opts
        return opts

    def coal_plans(self, locs: Sequence[str], n: int) -> list[tuple[str, ...]] | None:
        """Consuming Coal for n cubes: each plan names every cube's source (closest connected mines
        first, a tie being the player's choice, then the market through a trade icon); None if the
        coal cannot be had."""
        if n == 1:
            opts = self.coal_options(locs)
            return None if opts is None else [(o,) for o in opts]
        key = ("coal", tuple(locs), n)
        if key in self._plans:
            known: list[tuple[str, ...]] | None = self._plans[key]
            return known
        groups: dict[int, list[tuple[str, int]]] = {}
        board = self.st["board"]
        for mine_loc, idxs in self.coal_mines.items():
            d = self.distances(mine_loc)
            dist = min((d.get(loc, INF) for loc in locs), default=INF)
            if dist < INF:
                for i in idxs:
                    groups.setdefault(dist, []).append((make_ref(mine_loc, i), board[mine_loc][i]["cubes"]))
        fixed: list[str] = []
        need = n
        plans: list[tuple[str, ...]] | None = None
        for dist in sorted(groups):
            group = sorted(groups[dist])
            total = sum(c for _, c in group)
            if total <= need:
                for ref, c in group:
                    fixed.extend([ref] * c)
                need -= total
                if need == 0:
                    plans = [tuple(fixed)]
                    break
            else:
                plans = [tuple(fixed) + m for m in multisets(group, need)]
                need = 0
                break
        if need:
            ok = self.trade_connected(locs) or not self.ed.market_needs_connection["coal"]
            plans = [tuple(fixed) + ("market",) * need] if ok else None
        self._plans[key] = plans
        return plans

    def coal_choices(self, loc: str, n: int) -> list[tuple[str, int]] | None:
        """The coal a tile built at ``loc`` may use, as (decision text, market price) pairs; None if none. Its sources
        are one cube's (``coal_options``: kept with them, shared while the routes, mines and trade icons are the same)
        or several cubes' (``coal_plans``: kept with the plans, shared by Views of the same links and board); the build
        listing keeps each location's answer with them (by the coal market's count), so none is kept here."""
        out: list[tuple[str, int]] = []  # plain loops: one to three sources, where a comprehension costs more
        if n == 1:
            opts = self.coal_options((loc,))
            if opts is None:
                return None
            for o in opts:
                out.append((o, self.market_price("coal", 1) if o == "market" else 0))
        else:
            plans = self.coal_plans((loc,), n)
            if plans is None:
                return None
            for plan in plans:
                out.append((" ".join(plan), self.market_price("coal", plan.count("market")) if "market" in plan else 0))
        return out

    def iron_choices(self, n: int) -> list[tuple[str, int]]:
        """The iron a tile may use, as (decision text, market price) pairs: with the plans, under the iron
        market's count (one cube: each of ``iron_options``)."""
        key = ("iron choices", n, self.st["iron_market"])
        found: list[tuple[str, int]] | None = self._plans.get(key)
        if found is None:
            found = self._plans[key] = []
            if n == 1:
                for o in self.iron_options():
                    found.append((o, self.market_price("iron", 1) if o == "market" else 0))
            else:
                for plan in self.iron_plans(n):
                    found.append((" ".join(plan), self.market_price("iron", plan.count("market")) if "market" in plan
                                  else 0))
        return found

    def iron_options(self) -> list[str]:
        """Consuming Iron: any unflipped iron works (player's choice), else the market."""
        return self.iron_works or ["market"]

    def iron_plans(self, n: int) -> list[tuple[str, ...]]:
        """Consuming Iron for n cubes: from any iron works with iron (the player chooses each cube's works),
        then the market once no works has any."""
        if n == 1:
            return [(o,) for o in self.iron_options()]
        key = ("iron", n)
        if key in self._plans:
            known: list[tuple[str, ...]] = self._plans[key]
            return known
        board = self.st["board"]
        works = []
        for ref in sorted(self.iron_works):
            loc, _, num = ref.partition("/")
            works.append((ref, board[loc][int(num) - 1]["cubes"]))
        total = sum(c for _, c in works)
        if total >= n:
            plans = multisets(works, n)
        else:
            fixed = []
            for ref, c in works:
                fixed.extend([ref] * c)
            plans = [tuple(fixed) + ("market",) * (n - total)]
        self._plans[key] = plans
        return plans

    def market_price(self, resource: str, n: int = 1) -> int:
        """What n cubes of "coal" or "iron" cost from its market now (cheapest first, then the empty price): read from
        the edition's row of that price by the market's count (``_MARKET_PRICES``), not worked out at each View."""
        row = _MARKET_PRICES.get((self.ed, resource, n))
        if row is None:
            row = _market_prices(self.ed, resource, n)
        cubes: int = self.st["coal_market" if resource == "coal" else "iron_market"]
        return row[cubes]

    # -- beer ------------------------------------------------------------------------------------------------
    def beer_sources(self, p: int, locs: Collection[str]) -> list[tuple[str, int]]:
        """Breweries whose beer player p may use where ``locs`` need it: (ref, barrels). Your own unflipped
        breweries (a connection needed only if the edition's rule choice says so), and another player's
        unflipped brewery connected to one of locs."""
        own_needs = self.ed.rule_choices.get("own_brewery_needs_connection", True)
        out = []
        for ref, loc, owner, barrels in self.breweries:
            if (owner == p and not own_needs) or any(self.comp[loc] == self.comp[x] for x in locs):
                out.append((ref, barrels))
        out.sort()
        return out

    def tile_at(self, ref: str) -> dict[str, Any] | None:
        return tile_at(self.st, ref)
