"""The rules that decide whether a decision is allowed.

``why_not`` checks one decision and lists every rule it breaks; ``legal_actions`` lists every
allowed decision. Both are built from the same per-rule checks below (``_tile_to_build``,
``_space_problems``, ``_card_problems`` ...), so a rule is encoded once. A test compares the two
over brute-force candidate sets.
"""

from __future__ import annotations

from . import rules as R
from .actions import Action, make_ref, split_ref
from .board import View
from .edition import TileSpec
from .rules import Reason

# Action(kind, card, industry, target, coal, iron, to, amount), built without keyword handling:
# legal_actions() makes tens of thousands of these per game, so this is the hot path.
_new = tuple.__new__


def current_player(st: dict) -> int | None:
    if st["over"]:
        return None
    if st["shortfall"]:
        return st["shortfall"][0]["player"]
    return st["order"][st["turn"]]


def _name(v: View, loc: str) -> str:
    return v.ed.names[loc]


def _ind(industry: str) -> str:
    return industry.replace("_", " ")


def _a(industry: str) -> str:
    word = _ind(industry)
    return ("an " if word[0] in "aeiou" else "a ") + word


def _ref_name(v: View, ref: str) -> str:
    loc, i = split_ref(ref)
    return f"{_name(v, loc)} space {i + 1}"


# -- building ------------------------------------------------------------------------------------
def _tile_to_build(v: View, p: int, industry: str) -> tuple[TileSpec | None, list[Reason]]:
    """Build step 2: the lowest tile of the industry on your mat, if the era allows it."""
    st = v.st
    stack = v.ed.tiles[industry]
    taken = st["seats"][p]["taken"][industry]
    if taken >= len(stack):
        return None, [Reason(R.BUILD_LOWEST, f"you have no {_ind(industry)} tiles left on your mat")]
    spec = stack[taken]
    if spec.era == "never":
        return spec, [Reason(R.SHIPYARD_LOCK, f"your lowest {_ind(industry)} (level {spec.level}) can never be "
                                              "built; remove it with a Develop action first")]
    if spec.era == "canal" and st["era"] == "rail":
        return spec, [Reason(R.RAIL_BUILD, f"your lowest {_ind(industry)} is level {spec.level}, which cannot be "
                                           "built in the Rail Era; develop it away first")]
    if spec.era == "rail" and st["era"] == "canal":
        return spec, [Reason(R.CANAL_BUILD, f"a level {spec.level} {_ind(industry)} cannot be built in the "
                                            "Canal Era")]
    return spec, []


def canonical_space(v: View, industry: str, loc: str) -> int | None:
    """Build step 2: a space showing only this industry's icon before a dual-icon space."""
    spaces = v.ed.spaces[loc]
    tiles = v.st["board"][loc]
    dual = None
    for i, icons in enumerate(spaces):
        if industry in icons and tiles[i] is None:
            if len(icons) == 1:
                return i
            if dual is None:
                dual = i
    return dual


def _no_cubes_anywhere(v: View, industry: str) -> bool:
    if industry == "coal_mine":
        return v.coal_on_board == 0 and v.st["coal_market"] == 0
    return v.iron_on_board == 0 and v.st["iron_market"] == 0


def _space_problems(v: View, p: int, industry: str, loc: str, i: int, spec: TileSpec | None) -> list[Reason]:
    """Whether the tile may go on space i of loc: icons, single-first, overbuilding, Canal Era limit."""
    st = v.st
    icons = v.ed.spaces[loc][i]
    out = []
    if industry not in icons:
        shown = " / ".join(_ind(x) for x in icons)
        return [Reason(R.BUILD_SPACE, f"{_name(v, loc)} space {i + 1} shows {shown}, not {_ind(industry)}")]
    tile = st["board"][loc][i]
    if tile is None:
        if len(icons) > 1:
            for j, other in enumerate(v.ed.spaces[loc]):
                if other == (industry,) and st["board"][loc][j] is None:
                    out.append(Reason(R.BUILD_SPACE, f"{_name(v, loc)} space {j + 1} shows only the "
                                                     f"{_ind(industry)} icon and is free, so the tile must go there"))
                    break
    else:
        # Overbuilding
        if tile["industry"] != industry:
            out.append(Reason(R.OVERBUILD, f"{_name(v, loc)} space {i + 1} holds {_a(tile['industry'])}; "
                                           "only a tile of the same industry can replace it"))
        elif spec is not None and spec.level <= tile["level"]:
            out.append(Reason(R.OVERBUILD, f"your next {_ind(industry)} is level {spec.level}; overbuilding needs a "
                                           f"higher level than the level {tile['level']} tile there"))
        elif tile["owner"] != p:
            if industry not in ("coal_mine", "iron_works"):
                out.append(Reason(R.OVERBUILD, f"you may overbuild another player's tile only if it is a coal mine "
                                               f"or iron works, not {_a(industry)}"))
            elif not _no_cubes_anywhere(v, industry):
                res = "coal" if industry == "coal_mine" else "iron"
                out.append(Reason(R.OVERBUILD, f"another player's {_ind(industry)} can be overbuilt only when no "
                                               f"{res} is left on the board or in the {res} market"))
    if st["era"] == "canal":
        for j, t in enumerate(st["board"][loc]):
            if t is not None and t["owner"] == p and j != i:
                out.append(Reason(R.CANAL_BUILD, f"in the Canal Era you may have only 1 industry tile per "
                                                 f"location, and you already have one in {_name(v, loc)}"))
                break
    return out


def _card_problems(v: View, p: int, card: str | None, industry: str, loc: str, free: bool = True) -> list[Reason]:
    """Build step 1: a location card, an industry card in your network, or two cards as one.
    ``free``: the space to build on is undeveloped (holds no tile)."""
    st = v.st
    hand = st["seats"][p]["hand"]
    if card is None:
        return [Reason(R.BUILD_CARD, "name the card to discard (card <name>, or card double)")]
    if card == "double":
        out = []
        need = v.ed.setup["double_build_cards"]
        if st["actions_left"] < need or st["pending"] is not None:
            out.append(Reason(R.DOUBLE_BUILD, "a double-action build uses both actions of your turn, and you have "
                                              "only one action left"))
        if len(hand) < need:
            out.append(Reason(R.DOUBLE_BUILD, f"a double-action build discards {need} cards, and you have fewer"))
        return out
    if card not in hand:
        return [Reason(R.DISCARD, f"you have no {v.ed.card_name(card)} card in your hand")]
    if card in v.ed.locations:
        if card != loc:
            return [Reason(R.BUILD_CARD, f"the {_name(v, card)} card builds only in {_name(v, card)}")]
        return []
    if card != industry:
        return [Reason(R.BUILD_CARD, f"the {v.ed.card_name(card)} card builds only {_a(card)}")]
    if loc in v.network(p):
        return []
    if not v.has_pieces(p):
        if free:
            return []
        return [Reason(R.NO_TILES, "with nothing of yours on the board, an industry card builds only on an "
                                   f"undeveloped {_ind(industry)} space, not over a tile")]
    if "classic-virtual-link" in st["variants"]:
        vl = v.ed.variants["classic-virtual-link"]
        if loc == vl["to"] and vl["from"] in v.network(p):
            return []
    return [Reason(R.BUILD_CARD, f"{_name(v, loc)} is not in your network: an industry card builds only in your "
                                 "network (or anywhere if you have nothing on the board)")]


def _resource_problems(v: View, spec: TileSpec, locs, coal: str | None, iron: str | None,
                       what: str) -> tuple[list[Reason], int]:
    """Consuming Coal and Iron for one tile or link: where from, and what the markets charge."""
    out: list[Reason] = []
    price = 0
    if spec.coal:
        opts = v.coal_options(locs)
        if opts is None:
            out.append(Reason(R.COAL, f"{what} needs coal, and it is connected neither to a coal mine with coal nor "
                                      "to a market trade icon"))
        elif coal is None:
            if len(opts) > 1:
                out.append(Reason(R.COAL, "several coal mines are equally close; choose one: "
                                          + ", ".join(f"coal {o}" for o in opts)))
            elif opts == ["market"]:
                price += v.market_price("coal", spec.coal)
        elif coal not in opts:
            if opts == ["market"]:
                out.append(Reason(R.COAL, f"{_ref_name(v, coal)} is not a connected coal mine with coal; "
                                          "the coal must come from the market"))
            else:
                out.append(Reason(R.COAL, "coal must come from the closest connected coal mine: "
                                          + ", ".join(_ref_name(v, o) for o in opts)))
        elif coal == "market":
            price += v.market_price("coal", spec.coal)
    elif coal is not None:
        out.append(Reason(R.COAL, f"{what} needs no coal"))
    if spec.iron:
        opts = v.iron_options()
        if iron is None:
            if len(opts) > 1:
                out.append(Reason(R.IRON, "choose the iron works that gives the iron: "
                                          + ", ".join(f"iron {o}" for o in opts)))
            elif opts == ["market"]:
                price += v.market_price("iron", spec.iron)
        elif iron not in opts:
            if opts == ["market"]:
                out.append(Reason(R.IRON, "no iron works has iron left, so the iron comes from the market"))
            else:
                out.append(Reason(R.IRON, f"{iron} is not an unflipped iron works; iron comes from an iron works "
                                          "while any has iron: " + ", ".join(_ref_name(v, o) for o in opts)))
        elif iron == "market":
            price += v.market_price("iron", spec.iron)
    elif iron is not None:
        out.append(Reason(R.IRON, f"{what} needs no iron"))
    return out, price


def _money_problem(v: View, p: int, cost: int, rule: str) -> list[Reason]:
    money = v.st["seats"][p]["money"]
    if cost > money:
        return [Reason(rule, f"this costs £{cost} and you have £{money}")]
    return []


def _build_problems(v: View, p: int, a: Action) -> list[Reason]:
    industry = a.industry
    loc, _, num = a.target.partition("/")
    spec, out = _tile_to_build(v, p, industry)
    i = int(num) - 1 if num else canonical_space(v, industry, loc)
    free = i is None or v.st["board"][loc][i] is None
    out = out + _card_problems(v, p, a.card, industry, loc, free)
    if not num:
        if i is None:
            where = [f"{loc}/{j + 1}" for j, icons in enumerate(v.ed.spaces[loc]) if industry in icons]
            if where:
                out.append(Reason(R.BUILD_SPACE, f"{_name(v, loc)} has no free {_ind(industry)} space; to overbuild, "
                                                 "name the space: " + ", ".join(where)))
            else:
                out.append(Reason(R.BUILD_SPACE, f"{_name(v, loc)} has no {_ind(industry)} space"))
            return out
    out += _space_problems(v, p, industry, loc, i, spec)
    if spec is None:
        return out
    res, price = _resource_problems(v, spec, (loc,), a.coal, a.iron, _a(industry))
    out += res
    out += _money_problem(v, p, spec.cost + price, R.BUILD_COST)
    return out


# -- the other actions --------------------------------------------------------------------------
def _rail_spec(v: View) -> TileSpec:
    coal = v.ed.setup["rail_link_coal"]
    return TileSpec("rail", 0, 0, coal, 0, 0, 0, 0, 0, "rail")


def _link_cost(v: View) -> int:
    st = v.st
    if st["era"] == "canal":
        return v.ed.setup["canal_link_cost"]
    one, two = v.ed.setup["rail_link_costs"]
    return two - one if st["pending"] else one


def _network_problems(v: View, p: int, a: Action) -> list[Reason]:
    st = v.st
    out = []
    ln = v.ed.lines[a.target]
    canal = st["era"] == "canal"
    if a.target in st["links"]:
        out.append(Reason(R.NETWORK, f"the line {_name(v, ln.a)} - {_name(v, ln.b)} already holds a link"))
    if canal and not ln.canal:
        out.append(Reason(R.CANAL_NETWORK, f"{_name(v, ln.a)} - {_name(v, ln.b)} is a rail line; the Canal Era "
                                           "builds canals only"))
    if not canal and not ln.rail:
        out.append(Reason(R.RAIL_NETWORK, f"{_name(v, ln.a)} - {_name(v, ln.b)} is a canal line; the Rail Era "
                                          "builds rails only"))
    net = v.network(p)
    if ln.a not in net and ln.b not in net:
        out.append(Reason(R.NETWORK, f"a new link must touch your network, and neither {_name(v, ln.a)} nor "
                                     f"{_name(v, ln.b)} is in it"))
    mine = sum(1 for owner in st["links"].values() if owner == p)
    if mine >= v.ed.setup["link_tiles"]:
        out.append(Reason(R.NETWORK, f"all your {v.ed.setup['link_tiles']} link tiles are on the board"))
    price = 0
    if canal:
        if a.coal is not None:
            out.append(Reason(R.CANAL_NETWORK, "a canal link needs no coal"))
    else:
        res, price = _resource_problems(v, _rail_spec(v), (ln.a, ln.b), a.coal, None, "a rail link")
        out += res
    out += _money_problem(v, p, _link_cost(v) + price, R.NETWORK)
    return out


def _develop_problems(v: View, p: int, a: Action) -> list[Reason]:
    stack = v.ed.tiles[a.industry]
    taken = v.st["seats"][p]["taken"][a.industry]
    if taken >= len(stack):
        return [Reason(R.DEVELOP, f"you have no {_ind(a.industry)} tiles left on your mat")]
    iron = v.ed.setup["develop_iron_per_tile"]  # Develop: 1 iron for each tile removed
    spec = TileSpec("develop", 0, 0, 0, iron, 0, 0, 0, 0, "any")
    out, price = _resource_problems(v, spec, (), a.coal, a.iron, "developing")
    return out + _money_problem(v, p, price, R.DEVELOP)


def _sell_problems(v: View, p: int, a: Action) -> list[Reason]:
    st = v.st
    out = []
    mill = v.tile_at(a.target)
    loc, _ = split_ref(a.target)
    if mill is None or mill["owner"] != p or mill["industry"] != "cotton_mill":
        return [Reason(R.SELL, f"{_ref_name(v, a.target)} is not one of your cotton mills")]
    if mill["flipped"]:
        return [Reason(R.SELL, f"the cotton mill at {_ref_name(v, a.target)} has already sold (it is flipped)")]
    if a.to == "distant":
        dcm = st["dcm"]
        if v.ed.dcm_track[dcm["marker"]] is None:
            out.append(Reason(R.SELL_DCM, "the Distant Cotton Market marker is on X: it buys no more cotton this era"))
        elif not dcm["draw"]:
            out.append(Reason(R.SELL_DCM, "no Distant Cotton Market tiles are left to draw"))
        if not v.trade_connected((loc,)):
            out.append(Reason(R.SELL_DCM, f"{_name(v, loc)} is not connected to a market trade icon (a port tile, "
                                          "Scotland, Yorkshire or The Midlands)"))
    else:
        port = v.tile_at(a.to)
        ploc, _ = split_ref(a.to)
        if port is None or port["industry"] != "port":
            out.append(Reason(R.SELL_PORT, f"there is no port tile at {_ref_name(v, a.to)}"))
        elif port["flipped"]:
            out.append(Reason(R.SELL_PORT, f"the port at {_ref_name(v, a.to)} is flipped and buys no more cotton"))
        elif not v.connected(loc, ploc):
            out.append(Reason(R.SELL_PORT, f"{_name(v, loc)} is not connected to {_name(v, ploc)} by links"))
    return out


def _loan_problems(v: View, p: int, a: Action) -> list[Reason]:
    st = v.st
    out = []
    loans = v.ed.setup["loans"]
    if a.amount not in loans:
        return [Reason(R.LOAN, f"a loan is £{', £'.join(map(str, loans))}, not £{a.amount}")]
    level = v.ed.level_of(st["seats"][p]["income"]) - a.amount // 10
    if level < v.ed.min_level:
        out.append(Reason(R.LOAN, f"this loan would take your income level to {level}, below "
                                  f"{v.ed.min_level}"))
    if st["era"] == "rail" and not st["deck"]:
        out.append(Reason(R.LOAN, "no loans once the Rail Era draw deck is empty (the last rounds)"))
    return out


def _discard_problem(v: View, p: int, card: str | None, kind: str) -> list[Reason]:
    if card is None:
        return [Reason(R.DISCARD, f"{kind} discards a card: name it (card <name>)")]
    if card == "double":
        return [Reason(R.DOUBLE_BUILD, "only a build can be a double action")]
    if card not in v.st["seats"][p]["hand"]:
        return [Reason(R.DISCARD, f"you have no {v.ed.card_name(card)} card in your hand")]
    return []


def why_not(v: View, a: Action) -> list[Reason]:
    """Every rule the decision breaks, for the player whose decision it is ([] if it is legal)."""
    st = v.st
    p = current_player(st)
    if p is None:
        return [Reason(R.GAME_OVER, "the game is over")]
    k = a.kind
    if st["shortfall"]:
        if k != "remove":
            owed = st["shortfall"][0]["owed"]
            return [Reason(R.SHORTFALL, f"you are £{owed} short of your negative income: remove one of your "
                                        "industry tiles first (remove <location/space>)")]
        t = v.tile_at(a.target)
        if t is None or t["owner"] != p:
            return [Reason(R.SHORTFALL, f"{_ref_name(v, a.target)} is not one of your industry tiles")]
        return []
    if k == "remove":
        return [Reason(R.SHORTFALL, "tiles are removed for money only to cover a shortfall at income time")]
    pending = st["pending"]
    if pending is not None:
        pk = pending["kind"]
        if pk == "double":
            if k != "discard":
                return [Reason(R.DOUBLE_BUILD, "finish the double-action build: discard a second card "
                                               "(discard <card>)")]
            return _discard_problem(v, p, a.card, "a double-action build")
        if k == "stop":
            return []
        if k != pk:
            return [Reason(R.ACTIONS, f"your {pk} action is under way: continue it or stop")]
        if a.card is not None:
            return [Reason(R.DISCARD, f"this {pk} action already discarded its card")]
        if k == "network":
            return _network_problems(v, p, a)
        if k == "develop":
            return _develop_problems(v, p, a)
        return _sell_problems(v, p, a)
    if k in ("stop", "discard"):
        return [Reason(R.ACTIONS, f"there is no action under way to {'stop' if k == 'stop' else 'discard for'}")]
    if k == "build":
        return _build_problems(v, p, a)
    out = _discard_problem(v, p, a.card, k)
    if k == "network":
        return out + _network_problems(v, p, a)
    if k == "develop":
        return out + _develop_problems(v, p, a)
    if k == "sell":
        return out + _sell_problems(v, p, a)
    if k == "loan":
        return out + _loan_problems(v, p, a)
    return out  # pass


# -- enumeration ----------------------------------------------------------------------------------
def legal_actions(v: View) -> list[Action]:
    st = v.st
    p = current_player(st)
    if p is None:
        return []
    if st["shortfall"]:
        return [Action("remove", target=make_ref(loc, i)) for loc, i, _ in sorted(v.tiles_of[p], key=_tile_key)]
    hand = st["seats"][p]["hand"]
    pending = st["pending"]
    if pending is not None:
        pk = pending["kind"]
        if pk == "double":
            return [Action("discard", card=c) for c in sorted(set(hand))]
        return continuation_actions(v, p, pk) + [Action("stop")]
    cards = sorted(set(hand))
    out: list[Action] = []
    _enumerate_builds(v, p, cards, out)
    # the other actions take any card: find the choices once, then once per distinct card
    for choices in (_network_choices(v, p, None), _develop_choices(v, p, None), _sell_choices(v, p, None)):
        for c in cards:
            out.extend(_new(Action, (a[0], c) + a[2:]) for a in choices)
    for amount in v.ed.setup["loans"]:
        if not _loan_problems(v, p, Action("loan", amount=amount)):
            out.extend(Action("loan", card=c, amount=amount) for c in cards)
    out.extend(Action("pass", card=c) for c in cards)
    return out


def continuation_actions(v: View, p: int, kind: str) -> list[Action]:
    """The ways to go on with an action under way (second rail, second develop, next mill)."""
    if kind == "network":
        return _network_choices(v, p, None)
    if kind == "develop":
        return _develop_choices(v, p, None)
    return _sell_choices(v, p, None)


def _tile_key(item):
    loc, i, _ = item
    return (loc, i)


def _enumerate_builds(v: View, p: int, cards: list[str], out: list[Action]) -> None:
    st = v.st
    ed = v.ed
    hand_locs = {c for c in cards if c in ed.locations}
    hand_inds = {c for c in cards if c not in ed.locations}
    need = ed.setup["double_build_cards"]
    double_ok = st["actions_left"] >= need and len(st["seats"][p]["hand"]) >= need
    net = v.network(p)
    anywhere = not v.has_pieces(p)
    virtual = None
    if "classic-virtual-link" in st["variants"]:
        vl = ed.variants["classic-virtual-link"]
        if vl["from"] in net:
            virtual = vl["to"]
    money = st["seats"][p]["money"]
    # Canal Era Building: locations where this player already has a tile
    own_locs = {loc for loc, _, _ in v.tiles_of[p]} if st["era"] == "canal" else set()
    iron_opts_all = v.iron_options()
    for industry in ed.industries:
        spec, problems = _tile_to_build(v, p, industry)
        if problems or spec is None:
            continue
        ind_card = industry in hand_inds
        iron_opts = iron_opts_all if spec.iron else [None]
        for loc in ed.industry_locations[industry]:
            usable = []
            if loc in hand_locs:
                usable.append(loc)
            if ind_card and (anywhere or loc in net or loc == virtual):
                usable.append(industry)
            if double_ok:
                usable.append("double")
            if not usable:
                continue
            if spec.coal:
                coal_opts = v.coal_options((loc,))
                if coal_opts is None:
                    continue  # no coal reaches this location, whatever the space
            else:
                coal_opts = [None]
            spaces = []
            # the free space the rules pick (single icon first) needs only the Canal Era check here;
            # _space_problems would confirm the icon and single-first rules it is chosen by
            if loc not in own_locs:
                canonical = canonical_space(v, industry, loc)
                if canonical is not None:
                    spaces.append(canonical)
            for i, t in enumerate(st["board"][loc]):
                if t is not None and t["industry"] == industry and not _space_problems(v, p, industry, loc, i, spec):
                    spaces.append(i)  # an overbuild the rules allow
            for i in spaces:
                target = make_ref(loc, i)
                cards_here = usable
                if anywhere and st["board"][loc][i] is not None and industry in usable:
                    # No Tiles on the Board: the industry card reaches only undeveloped spaces
                    cards_here = [c for c in usable if c != industry]
                for coal in coal_opts:
                    cprice = v.market_price("coal", spec.coal) if coal == "market" else 0
                    for iron in iron_opts:
                        iprice = v.market_price("iron", spec.iron) if iron == "market" else 0
                        if spec.cost + cprice + iprice > money:
                            continue
                        for c in cards_here:
                            out.append(_new(Action, ("build", c, industry, target, coal, iron, None, None)))


def _network_choices(v: View, p: int, card: str | None) -> list[Action]:
    st = v.st
    ed = v.ed
    canal = st["era"] == "canal"
    if sum(1 for owner in st["links"].values() if owner == p) >= ed.setup["link_tiles"]:
        return []
    cost = _link_cost(v)
    money = st["seats"][p]["money"]
    if cost > money:
        return []
    seen = set()
    out = []
    for loc in sorted(v.network(p)):
        for line_id in ed.lines_at[loc]:
            if line_id in seen or line_id in st["links"]:
                continue
            seen.add(line_id)
            ln = ed.lines[line_id]
            if canal:
                if ln.canal:
                    out.append(Action("network", card=card, target=line_id))
                continue
            if not ln.rail:
                continue
            opts = v.coal_options((ln.a, ln.b))
            if opts is None:
                continue
            for coal in opts:
                price = v.market_price("coal", ed.setup["rail_link_coal"]) if coal == "market" else 0
                if cost + price <= money:
                    out.append(Action("network", card=card, target=line_id, coal=coal))
    out.sort(key=lambda a: (a.target, a.coal or ""))
    return out


def _develop_choices(v: View, p: int, card: str | None) -> list[Action]:
    st = v.st
    seat = st["seats"][p]
    opts = v.iron_options()
    out = []
    for industry in v.ed.industries:
        if seat["taken"][industry] >= len(v.ed.tiles[industry]):
            continue
        for iron in opts:
            if iron == "market" and v.market_price("iron", v.ed.setup["develop_iron_per_tile"]) > seat["money"]:
                continue
            out.append(Action("develop", card=card, industry=industry, iron=iron))
    return out


def _sell_choices(v: View, p: int, card: str | None) -> list[Action]:
    st = v.st
    ed = v.ed
    ports = []
    for loc, spaces in st["board"].items():
        for i, t in enumerate(spaces):
            if t is not None and t["industry"] == "port" and not t["flipped"]:
                ports.append((loc, make_ref(loc, i)))
    dcm = st["dcm"]
    dcm_open = ed.dcm_track[dcm["marker"]] is not None and bool(dcm["draw"])
    out = []
    for loc, i, t in sorted(v.tiles_of[p], key=_tile_key):
        if t["industry"] != "cotton_mill" or t["flipped"]:
            continue
        ref = make_ref(loc, i)
        for ploc, pref in ports:
            if v.connected(loc, ploc):
                out.append(Action("sell", card=card, target=ref, to=pref))
        if dcm_open and v.trade_connected((loc,)):
            out.append(Action("sell", card=card, target=ref, to="distant"))
    return out
