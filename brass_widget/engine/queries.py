"""Questions about a position that the board, tutorials and bots ask: networks, connections,
where coal can reach, and what a decision will do before it is made."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from .actions import Action, split_ref
from .board import View
from .copies import _copy_sharing_records
from .legality import current_player
from .limits import shown
from .rules import IllegalAction

if TYPE_CHECKING:
    from .edition import Edition
    from .game_shape import G, GameShape


def route(v: View, sources: Iterable[str], targets: Iterable[str]) -> list[str]:
    """The shortest chain of locations over built links from any source to any target ([] if none)."""
    wanted = set(targets)
    prev: dict[str, str | None] = {s: None for s in sources}
    frontier = list(sources)
    while frontier:
        nxt = []
        for here in frontier:
            if here in wanted:
                path = [here]
                step = prev[here]
                while step is not None:
                    path.append(step)
                    step = prev[step]
                return path[::-1]
            for there in sorted(v.adj[here]):
                if there not in prev:
                    prev[there] = here
                    nxt.append(there)
        frontier = nxt
    return []


def trade_locations(v: View) -> list[str]:
    """Locations showing a market trade icon now: board-edge markets (merchants) and any tile showing one
    (Lancashire's Port tiles)."""
    locs = set(v.ed.trade_icon)
    shows = v.ed.trade_icon_industries
    for loc, spaces in v.st["board"].items():
        if any(t is not None and t["industry"] in shows for t in spaces):
            locs.add(loc)
    return sorted(locs)


def trade_connected_locations(v: View) -> list[str]:
    """Locations connected to a market trade icon; in an edition that sells through tiles instead
    (``Selling.places``: Duel's Ports), connected to one of those."""
    places = v.ed.selling.places(v.st)
    if places is None:
        return [loc for loc in v.ed.location_ids if v.trade_connected((loc,))]
    return [loc for loc in v.ed.location_ids if any(v.connected(loc, x) for x in places)]


def coal_reach(v: View, p: int | None) -> list[str]:
    """Locations where one coal could be consumed now: a connected mine with coal, or the market (where seat ``p``
    can reach it: ``Building.market_coal_reachable``, Duel's boat; None: no seat to ask, the market counts)."""
    out = []
    for loc in v.ed.location_ids:
        opts = v.coal_options((loc,))
        building = v.ed.building  # an edition's further build rules may close the market (Duel: a boat)
        if opts is None or (opts == ["market"] and p is not None and building is not None
                            and not building.market_coal_reachable(v, p, (loc,))):
            continue
        out.append(loc)
    return out


def coal_route(v: View, locs: Iterable[str], source: str | None) -> list[str]:
    """The route the (first) coal cube travels: to its mine, or to a trade icon for the market."""
    if source is None:
        return []
    source = source.split(" ")[0]  # several cubes: the first one's route
    if source == "market":
        return route(v, locs, trade_locations(v))
    loc, _ = split_ref(source)
    return route(v, locs, [loc])


def coal_routes(v: View, a: Action) -> list[list[str]]:
    """For a decision that consumes coal, the route each cube travels (``coal_route``), in its order."""
    return [coal_route(v, action_locations(v, a), src) for src in a.coal.split(" ")] if a.coal else []


def action_locations(v: View, a: Action) -> tuple[str, ...]:
    if a.kind == "build" and a.target:
        return (a.target.partition("/")[0],)
    if a.kind == "network" and a.target:
        ln = v.ed.lines[a.target]
        return (ln.a, ln.b)
    return ()


# the decisions that discard their card as the action's price (Player Turns: discard a card for each action); the
# card of any other decision is what it chooses (Duel: the Notable Person chosen), and "double" pays twice
PAID_KINDS = frozenset(("build", "network", "develop", "sell", "loan", "pass"))


def paid_alike(game: GameShape, actions: Sequence[Action]) -> list[int]:
    """For each decision of ``actions`` (legal now, for the player to act), the index of the first one in the list
    that is the same move paid with another card, where paying with either card changes nothing but that player's
    hand and discard pile; its own index when there is none. Such decisions lead to positions that differ only
    in that hand and pile (the card takes no other part in carrying out a move: ``effects``), so a bot that
    values positions without reading them need value only the first (GreedyBot). A card whose discard does more
    is never paired (Brass Duel: a Notable Person used opens Bribery, S1)."""
    st = game._state
    p = current_player(st)
    groups: dict[Action, list[int]] = {}
    keys: list[Action | None] = []
    for i, a in enumerate(actions):
        key = None
        if p is not None and a.kind in PAID_KINDS and a.card is not None and a.card != "double":
            key = a._replace(card=None)
            groups.setdefault(key, []).append(i)
        keys.append(key)
    cards = {card for members in groups.values() if len(members) > 1 for i in members
             if (card := actions[i].card) is not None}  # each has one: a key is made for a card only
    plain = _plain_discards(game.edition, st, p, sorted(cards)) if cards and p is not None else set()
    first: dict[Action, int] = {}
    return [i if key is None or a.card not in plain else first.setdefault(key, i)
            for i, (a, key) in enumerate(zip(actions, keys))]


def _plain_discards(ed: Edition, st: dict[str, Any], p: int, cards: Iterable[str]) -> set[str]:
    """The cards of ``cards`` whose discard by ``p`` (the CardFlow part's ``discard``, tried on a copy) changes
    nothing but that player's hand and discard pile."""
    out: set[str] = set()
    was = st["seats"][p]
    copy = None
    for card in cards:
        if copy is None:
            copy = _copy_sharing_records(st)
        ed.cards.discard(copy, p, card)
        mine = copy["seats"][p]
        if (len(copy) == len(st) and all(copy[k] == v for k, v in st.items() if k != "seats")
                and all(copy["seats"][s] == seat for s, seat in enumerate(st["seats"]) if s != p)
                and len(mine) == len(was)
                and all(mine[k] == v for k, v in was.items() if k not in ("hand", "discard"))):
            out.add(card)
            mine["hand"], mine["discard"] = list(was["hand"]), list(was["discard"])  # the copy as it was again
        else:
            copy = None  # changed elsewhere: a fresh copy for the next card
    return out


def _effect(ed: Edition, before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """Money, income and VP per player, markets and tiles flipped between two states."""
    players = []
    for s, (b, c) in enumerate(zip(before["seats"], after["seats"])):
        players.append({
            "player": s,
            "money": c["money"] - b["money"],
            "spent": c["spent"] - b["spent"],
            "income_spaces": c["income"] - b["income"],
            "income_level": ed.level_of(c["income"]) - ed.level_of(b["income"]),
            "vp": c["vp"] - b["vp"],
            **{k: c[k] - b[k] for k in ed.table.seat_counts},  # an edition's further counts (Duel: boats, VP income)
        })
    flipped = []
    for loc in ed.location_ids:
        spaces = after["board"][loc]
        for i, t in enumerate(spaces):
            old = before["board"][loc][i]
            if t is None or not t["flipped"]:
                continue
            if old is None or not old["flipped"] or (old["owner"], old["level"]) != (t["owner"], t["level"]):
                flipped.append(f"{loc}/{i + 1}")
    return {"players": players, "flipped": flipped,
            "coal_market": after["coal_market"] - before["coal_market"],
            "iron_market": after["iron_market"] - before["iron_market"],
            "log": after["log"][len(before["log"]):]}


def _common(outcomes: list[dict[str, Any]]) -> dict[str, Any]:
    """What every outcome agrees on; a number that differs between outcomes becomes None."""
    first = outcomes[0]
    players = [{k: (v if all(o["players"][s][k] == v for o in outcomes) else None) for k, v in row.items()}
               for s, row in enumerate(first["players"])]
    return {"players": players,
            "flipped": [f for f in first["flipped"] if all(f in o["flipped"] for o in outcomes)],
            "coal_market": first["coal_market"], "iron_market": first["iron_market"],
            "log": [line for line in first["log"] if all(line in o["log"] for o in outcomes)]}


def _outcomes(game: G, a: Action, settle: bool = True) -> list[tuple[float, Any, G]]:
    """(probability, tile, game after) for each way a legal decision can turn out, over the face-down
    tiles ``game`` holds (tile None when nothing hidden is drawn). ``settle=False`` stops before the
    turn's end, so only the decision's own effect shows."""
    draws = game.edition.hidden.draws(game._state, a) or [None]
    listed = settle and game._listed(a)  # legal in this very position, so in a copy with nothing turned over
    out = []
    for item in draws:
        t = game.clone()
        if not settle:
            t._state["actions_left"] = 10 ** 6  # the turn does not end inside this copy
        p, top = (1.0, None) if item is None else item
        if top is not None:  # turn over a tile of this value
            game.edition.hidden.force(t._state, top)
        if top is not None or not settle:
            t._written()  # the copy's listing (game's) is not this changed position's
        if listed and top is None:
            t._apply_legal(a)
        else:
            t.apply(a)
        out.append((p, top, t))
    return out


def outcomes(game: G, action: Action | str) -> list[tuple[float, G]]:
    """Every way a decision can turn out, as (probability, Game) pairs: one pair, unless it turns
    over a face-down tile, when there is one per tile value still unseen, with its odds. Odds come
    from the tiles ``game`` holds face down, so a bot calls this on ``Game.from_observation(...)``."""
    a = game.parse(action) if isinstance(action, str) else action
    if not game._listed(a):  # one of legal_actions()'s own objects for this position is legal as it stands
        reasons = game.why_not(a)
        if reasons:
            raise IllegalAction(reasons, a)
    return [(p, t) for p, _, t in _outcomes(game, a)]


def preview(game: GameShape, action: Action | str) -> dict[str, Any]:
    """What a legal decision will do: money, income and VP per player, markets, tiles flipped,
    and the route its coal travels; or the reasons it is illegal.

    Fair to the player: it is computed on a copy dealt from the player's own observation
    (``Game.from_observation``), so it shows nothing that player may not know. A sale to the
    Distant Cotton Market lists its outcomes in ``chance``, one per tile value still face down, with
    its odds; numbers that depend on the tile are None at the top level. It shows the move's own
    effect: the copy never runs out of actions, so the turn's end (refilling the hand, the round's
    income) is not mixed in; ``ends_turn`` and ``ends_round`` say whether it will follow."""
    a = game.parse(action) if isinstance(action, str) else action
    reasons = game.why_not(a)
    if reasons:
        return {"legal": False, "reasons": [{"rule": r.rule, "message": r.message} for r in reasons]}
    seat = game.current_player
    assert seat is not None  # a legal decision has a player to make it
    base = game.dealt_for(seat, seed=0)
    ed = game.edition
    before = base._state
    settled = base.clone()  # the real flow, to tell whether the turn or round ends
    done = settled.apply(a)
    s2 = settled._state
    ends_turn = s2["over"] or (s2["era"], s2["round"], s2["turn"]) != (before["era"], before["round"], before["turn"])
    ends_round = s2["over"] or (s2["era"], s2["round"]) != (before["era"], before["round"])

    each = [{"probability": p, **({"tile": tile} if tile is not None else {}), **_effect(ed, before, t._state)}
            for p, tile, t in _outcomes(base, done, settle=False)]
    chance: list[dict[str, Any]] | None = each
    if len(each) > 1:
        effect = _common(each)
    else:
        effect = {k: v for k, v in each[0].items() if k not in ("probability", "tile")}
        chance = None
    v = game._v()
    named = done.named()
    return {
        "legal": True,
        "action": str(done),
        **effect,
        "coal": done.coal,
        "coal_route": coal_route(v, action_locations(v, done), done.coal),
        "iron": done.iron,
        **{f: named[f] for f in ed.info.preview_fields if f in named},  # the edition's (Brass Duel: boats spent)
        "chance": chance,
        "ends_turn": ends_turn,
        "ends_round": ends_round,
    }


# -- what the board draws: each answer is the engine's, so no layer above writes a rule again ------------------
def tile_status(v: View, seat: int) -> list[list[Any]]:
    """Each industry's next tile on a seat's mat, in the edition's order: [industry, level or None when none is
    left, tiles left, why it cannot be built now or None]. The why is Build step 2's own answer (the lowest
    tile; its era: Canal Era / Rail Era; a tile never built; Duel's shipbuilding branches, S1 Build)."""
    from .legality import _tile_to_build
    ed = v.ed
    out = []
    for ind in ed.industries:
        stack = ed.tiles[ind]
        n = v.st["seats"][seat]["taken"][ind]
        level = stack[n].level if n < len(stack) else None
        problems = _tile_to_build(v, seat, ind)[1] if level is not None else []
        out.append([ind, level, len(stack) - n, str(problems[0].message) if problems else None])
    return out


def beer_reach(v: View, seat: int | None) -> list[str]:
    """Where beer can come from for a seat now (guide: Consuming Beer): breweries with beer whose barrels it may
    use somewhere in its network (``View.beer_sources``: its own, or another player's connected one), and the
    places with a barrel the edition keeps off the tiles (``Table.barrel_places``: merchant barrels) that are
    connected to its network. No seat (None): none."""
    if seat is None:
        return []
    net = v.network(seat)
    out = {split_ref(ref)[0] for ref, barrels in v.beer_sources(seat, net) if barrels}
    out.update(loc for loc in v.ed.table.barrel_places(v.st) if any(v.connected(loc, x) for x in net))
    return [loc for loc in v.ed.location_ids if loc in out]


def _resource(table: dict[str, Any], resource: object) -> Any:
    """``table``'s query for ``resource``; any other resource is refused with a ValueError naming those there are."""
    find = table.get(resource) if isinstance(resource, str) else None
    if find is None:
        raise ValueError(f"no reach of {shown(resource)}: the resources with one are {', '.join(sorted(table))}")
    return find


def reach(v: View, resource: object, seat: int | None) -> list[str]:
    """Where ``seat`` (None: the seat to act) could take one unit of ``resource`` from now (``REACHES``), in the
    edition's order of locations."""
    find: Callable[[View, int | None], list[str]] = _resource(REACHES, resource)
    return find(v, current_player(v.st) if seat is None else seat)


def resource_routes(v: View, resource: object, a: Action) -> list[list[str]]:
    """The route each unit of ``resource`` that decision ``a`` consumes travels (``ROUTES``)."""
    find: Callable[[View, Action], list[list[str]]] = _resource(ROUTES, resource)
    return find(v, a)


def beer_route(v: View, a: Action) -> list[list[str]]:
    """For a decision that consumes beer, the route each barrel travels to where it is needed: from its brewery
    (or the merchant tile sold to) over built links; a barrel that travels over no link has a route of its own
    location only, one with no route []."""
    if a.beer is None:
        return []
    ed = v.ed
    if a.kind == "sell" and a.target:
        need_at = [a.target.partition("/")[0]]
    elif a.kind == "network" and a.target in ed.lines:
        ln = ed.lines[a.target]
        need_at = [ln.a, ln.b]
    else:
        return []
    out = []
    for src in a.beer.split(" "):
        where = (a.to or "").partition("/")[0] if src == "merchant" else src.partition("/")[0]
        out.append(route(v, need_at, [where]) if where not in need_at else [where])
    return out


# the resources whose sources a seat reaches over the links, each with its queries (``Game.reach``,
# ``Game.resource_routes``): coal (Connected Locations) in every edition, beer (Consuming Beer) where its tiles and
# merchants hold some
REACHES: dict[str, Callable[[View, int | None], list[str]]] = {"coal": coal_reach, "beer": beer_reach}
ROUTES: dict[str, Callable[[View, Action], list[list[str]]]] = {"coal": coal_routes, "beer": beer_route}


def source_candidates(v: View) -> dict[str, list[str]]:
    """What a coal, iron or sale-destination step may show, legal now or not: every tile on the board holding
    coal or iron, and the market; the edition's sale destinations and further sources
    (``Selling.candidates``: ports, merchant tiles, barrels, boats)."""
    ed = v.ed
    held: dict[str, list[str]] = {}
    ports = []
    for loc in ed.location_ids:
        for i, t in enumerate(v.st["board"].get(loc) or []):
            if t is None:
                continue
            ref = f"{loc}/{i + 1}"
            info = ed.industry.get(t["industry"])
            if info is None:
                continue
            if info.holds and t["cubes"] > 0:
                held.setdefault(info.holds, []).append(ref)
            elif info.shows_trade_icon and not t["flipped"]:
                ports.append(ref)
    out = {"coal": held.get("coal", []) + ["market"], "iron": held.get("iron", []) + ["market"]}
    out.update(ed.selling.candidates(v.st, held, ports))
    return out
