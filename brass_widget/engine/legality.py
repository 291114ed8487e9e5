"""The rules that decide whether a decision is allowed.

``why_not`` checks one decision and lists every rule it breaks; ``legal_actions`` lists every
allowed decision. Both are built from the same per-rule checks below (``_tile_to_build``,
``_space_problems``, ``_card_problems`` ...), so a rule is encoded once. A test compares the two
over brute-force candidate sets.

Every Reason cites the edition's own rulebook (``v.ed.rules``); what an edition does differently
(selling, extra actions, what a link needs beyond coal) comes from its hooks (``engine/edition.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from operator import itemgetter
from typing import Any, cast

from .actions import Action, make_ref, split_ref
from .board import View
from .edition import Edition, TileSpec
from .rules import Reason, prompt, said
from .vocabulary import industry_name

# Action(kind, card, industry, target, coal, iron, to, amount, more), built without keyword
# handling: legal_actions() makes tens of thousands of these per game, so this is the hot path.
_new = tuple.__new__

# The kinds of pending action that are a sequence of further discards: the rule key cited and the words.
DISCARD_SEQUENCES = {"double": ("DOUBLE_BUILD", "a double-action build"), "scout": ("SCOUT", "scouting")}


def current_player(st: dict[str, Any]) -> int | None:
    if st["over"]:
        return None
    player: int
    if st["shortfall"]:
        player = st["shortfall"][0]["player"]
        return player
    waiting = st.get("waiting")  # an edition's question to another seat at a turn's end (Duel: the bribe)
    if waiting:
        player = waiting["player"]
        return player
    player = st["order"][st["turn"]]
    return player


def _name(v: View, loc: str) -> str:
    return v.ed.names[loc]


def _ind(industry: str) -> str:
    return industry.replace("_", " ")


def _branch_words(ed: Edition, industry: str, after: str) -> str:
    """Why a branch's tiles wait (a branch ``after`` its common lower tiles), by the industries' names."""
    return f"your {industry_name(ed, industry)} tiles come only after your last {industry_name(ed, after)} tile"


def _a(industry: str) -> str:
    word = _ind(industry)
    return ("an " if word[0] in "aeiou" else "a ") + word


def _ref_name(v: View, ref: str) -> str:
    loc, i = split_ref(ref)
    return f"{_name(v, loc)} space {i + 1}"


# -- building ------------------------------------------------------------------------------------
# What a check with ``explain=False`` reports for "there is a problem", without writing its words: the
# enumeration of legal decisions only asks whether a check finds anything (the same checks, made cheaper).
# Typed as the list it stands for: the callers that ask with ``explain=False`` only test it for truth.
_UNSAID = cast("list[Reason]", (True,))


def _tile_to_build(v: View, p: int, industry: str, explain: bool = True) -> tuple[TileSpec | None, list[Reason]]:
    """Build step 2: the lowest tile of the industry on your mat, if the era allows it."""
    st = v.st
    R = v.ed.rules
    stack = v.ed.tiles[industry]
    taken = st["seats"][p]["taken"][industry]
    if taken >= len(stack):
        return None, [Reason(R.BUILD_LOWEST, f"you have no {_ind(industry)} tiles left on your mat")] \
            if explain else _UNSAID
    spec = stack[taken]
    after = v.ed.after.get(industry)
    if after is not None and st["seats"][p]["taken"][after] < len(v.ed.tiles[after]):
        # Duel, S1 Build: shipbuilding branches only once the common lower tiles are gone
        return spec, [Reason(R.BUILD_LOWEST, _branch_words(v.ed, industry, after))] if explain else _UNSAID
    if spec.era == "never":
        return spec, [Reason(R.NEVER_BUILT, f"your lowest {_ind(industry)} (level {spec.level}) can never be "
                                            "built; remove it with a Develop action first")] if explain else _UNSAID
    if spec.era == "canal" and st["era"] == "rail":
        return spec, [Reason(R.RAIL_BUILD, f"your lowest {_ind(industry)} is level {spec.level}, which cannot be "
                                           "built in the Rail Era; develop it away first")] if explain else _UNSAID
    if spec.era == "rail" and st["era"] == "canal":
        return spec, [Reason(R.CANAL_BUILD, f"a level {spec.level} {_ind(industry)} cannot be built in the "
                                            "Canal Era")] if explain else _UNSAID
    return spec, []


# (edition, era) -> (the least any tile the era allows costs: with less money nothing is built; for each industry in the
# edition's order, (industry, [the tile _tile_to_build allows with that many tiles taken, or None; _UNASKED until
# asked; None once all are taken], the stack it branches from or None)): its answer depends on nothing else, and the
# enumeration asks it for every industry at every decision. A branch's answers (Duel) are {whether the stack it
# branches from is used up: that list}.
_TILE_ALLOWED: dict[tuple[Any, ...], tuple[int, list[tuple[str, Any, str | None]]]] = {}
_UNASKED = object()


def _tile_rows(ed: Edition, era: str) -> tuple[int, list[tuple[str, Any, str | None]]]:
    """The entry of ``_TILE_ALLOWED`` for (edition, era), made on the first ask."""
    found = _TILE_ALLOWED.get((ed, era))
    if found is None:
        other = "rail" if era == "canal" else "canal"  # Build step 2: a tile of the other era (or never) is not built
        cheapest = min([spec.cost for stack in ed.tiles.values() for spec in stack
                        if spec.era != "never" and spec.era != other] or [0])
        found = _TILE_ALLOWED[(ed, era)] = (cheapest, [
            (industry, [_UNASKED] * len(ed.tiles[industry]) + [None], None) if industry not in ed.after else
            (industry, {False: [_UNASKED] * len(ed.tiles[industry]) + [None],
                        True: [_UNASKED] * len(ed.tiles[industry]) + [None]}, ed.after[industry])
            for industry in ed.industries])
    return found


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


def free_spaces(v: View, industry: str, loc: str) -> list[int]:
    """Build step 2: the free spaces a new tile may take, one per distinct set of icons (a space showing
    only this industry's icon first; otherwise the player chooses among the dual-icon spaces)."""
    tiles = v.st["board"][loc]
    singles, groups = v.ed.space_choice[(industry, loc)]
    for i in singles:
        if tiles[i] is None:
            return [i]
    out = []
    for group in groups:
        for i in group:
            if tiles[i] is None:
                out.append(i)
                break
    return out


def _no_cubes_anywhere(v: View, industry: str) -> bool:
    res = v.ed.holds[industry]
    if res == "coal":
        return v.coal_on_board == 0 and v.st["coal_market"] == 0
    if res == "iron":
        return v.iron_on_board == 0 and v.st["iron_market"] == 0
    return False


def _overbuildable(v: View) -> str:
    names = sorted(_ind(i) for i, info in v.ed.industry.items() if info.opponent_may_overbuild_when_exhausted)
    return " or ".join(names)


def _space_problems(v: View, p: int, industry: str, loc: str, i: int, spec: TileSpec | None,
                    explain: bool = True) -> list[Reason]:
    """Whether the tile may go on space i of loc: icons, single-first, overbuilding, Canal Era limit.
    ``explain=False``: stop at the first problem, reported as _UNSAID."""
    st = v.st
    R = v.ed.rules
    icons = v.ed.spaces[loc][i]
    out = []
    if industry not in icons:
        if not explain:
            return _UNSAID
        shown = " / ".join(_ind(x) for x in icons)
        return [Reason(R.BUILD_SPACE, f"{_name(v, loc)} space {i + 1} shows {shown}, not {_ind(industry)}")]
    tile = st["board"][loc][i]
    if tile is None:
        if len(icons) > 1:
            for j, other in enumerate(v.ed.spaces[loc]):
                if other == (industry,) and st["board"][loc][j] is None:
                    if not explain:
                        return _UNSAID
                    out.append(Reason(R.BUILD_SPACE, f"{_name(v, loc)} space {j + 1} shows only the "
                                                     f"{_ind(industry)} icon and is free, so the tile must go there"))
                    break
    else:
        # Overbuilding
        types = v.ed.overbuild_type
        if tile["industry"] != industry and not (types and types.get(tile["industry"]) == types.get(industry, 0)):
            if not explain:
                return _UNSAID
            out.append(Reason(R.OVERBUILD, f"{_name(v, loc)} space {i + 1} holds {_a(tile['industry'])}; "
                                           "only a tile of the same industry can replace it"))
        elif spec is not None and spec.level <= tile["level"]:
            if not explain:
                return _UNSAID
            out.append(Reason(R.OVERBUILD, f"your next {_ind(industry)} is level {spec.level}; overbuilding needs a "
                                           f"higher level than the level {tile['level']} tile there"))
        elif tile["owner"] != p:
            if not v.ed.industry[industry].opponent_may_overbuild_when_exhausted:
                if not explain:
                    return _UNSAID
                out.append(Reason(R.OVERBUILD, f"you may overbuild another player's tile only if it is "
                                               f"{_a(_overbuildable(v))}, not {_a(industry)}"))
            elif not _no_cubes_anywhere(v, industry):
                if not explain:
                    return _UNSAID
                res = v.ed.holds[industry]
                out.append(Reason(R.OVERBUILD, f"another player's {_ind(industry)} can be overbuilt only when no "
                                               f"{res} is left on the board or in the {res} market"))
    if st["era"] == "canal":
        for j, t in enumerate(st["board"][loc]):
            if t is not None and t["owner"] == p and j != i:
                if not explain:
                    return _UNSAID
                out.append(Reason(R.CANAL_BUILD, f"in the Canal Era you may have only 1 industry tile per "
                                                 f"location, and you already have one in {_name(v, loc)}"))
                break
    return out


def _card_problems(v: View, p: int, card: str | None, industry: str, loc: str, free: bool = True) -> list[Reason]:
    """Build step 1: a location card, an industry card in your network, a wild card, or two cards as one.
    ``free``: the space to build on is undeveloped (holds no tile)."""
    st = v.st
    ed = v.ed
    R = ed.rules
    hand = st["seats"][p]["hand"]
    if card is None:
        return [Reason(R.BUILD_CARD, "name the card to discard (card <name>, or card double)"
                       if "double_build_cards" in ed.setup else "name the card to discard (card <name>)")]
    if card == "double":
        out = []
        need = ed.setup["double_build_cards"]
        if st["actions_left"] < need or st["pending"] is not None:
            out.append(Reason(R.DOUBLE_BUILD, "a double-action build uses both actions of your turn, and you have "
                                              "only one action left"))
        if len(hand) < need:
            out.append(Reason(R.DOUBLE_BUILD, f"a double-action build discards {need} cards, and you have fewer"))
        return out
    if card not in hand:
        return [Reason(R.DISCARD, f"you have no {ed.card_name(card)} card in your hand")]
    kind, what = ed.card_builds[card]

    def refuse(rule: str, text: str) -> list[Reason]:  # the same refusal said for any card: what builds here
        return [Reason(rule, said(text, _cards_that_build(v, industry, loc)))]
    if kind == "location":
        if what != loc:
            return refuse(R.BUILD_CARD, f"the {_name(v, what)} card builds only in {_name(v, what)}")
        return []
    if kind == "wild" and what == "location":
        if loc not in ed.wild_location_targets:
            return refuse(R.WILD_LOCATION,
                          f"a wild location card builds only in a named location; {_name(v, loc)} takes an "
                          "industry card (or a wild industry card)")
        return []
    if kind == "industry" and industry not in what:
        if not what:  # e.g. Duel's Notable Person cards
            return refuse(R.BUILD_CARD, f"the {ed.card_name(card)} card builds nothing: a build needs a location "
                                        "or industry card")
        return refuse(R.BUILD_CARD, f"the {ed.card_name(card)} card builds only " + " or ".join(_a(i) for i in what))
    if loc in v.network(p):
        return []
    if not v.has_pieces(p):
        if free:
            return []
        return [Reason(R.NO_TILES, "with nothing of yours on the board, an industry card builds only on an "
                                   f"undeveloped {_ind(industry)} space, not over a tile")]
    if loc in ed.network.card_reach(v, p):
        return []
    return refuse(R.BUILD_CARD, f"{_name(v, loc)} is not in your network: an industry card builds only in your "
                                "network (or anywhere if you have nothing on the board)")


def _cards_that_build(v: View, industry: str, loc: str) -> str:
    """Build step 1 in words that hold for every card: which cards build this industry in this location."""
    ed = v.ed
    kinds = set(ed.card_builds.values())
    ways = []
    if ("location", loc) in kinds:
        ways.append(f"the {_name(v, loc)} card")
    if any(k == "industry" and industry in what for k, what in kinds):
        ways.append(f"{_a(industry)} card (in your network)")
    if ("wild", "location") in kinds and loc in ed.wild_location_targets:
        ways.append("a wild location card")
    if ("wild", "industry") in kinds:
        ways.append("a wild industry card (in your network)")
    if "double_build_cards" in ed.setup:
        ways.append("a double-action build (any two cards)")
    listed = ", ".join(ways[:-1]) + " or " + ways[-1] if len(ways) > 1 else (ways[0] if ways else "no card")
    return f"{_a(industry)} in {_name(v, loc)} is built with {listed}, and none of your cards builds here"


def source_count_problem(rule: str, what: str, word: str, need: int, given: str | None,
                         unit: str) -> list[Reason]:
    """One source named for each cube, barrel or boat a decision takes (each edition's Consuming Coal, Iron
    and Beer sections; Duel S1, Boats): when a decision names more or fewer, how many it takes, in plain words.
    [] when none is named or none is needed (the callers say "needs no ..."), or the count is right."""
    if given is None or not need:
        return []
    named = len(given.split())
    if named == need:
        return []
    thing = word if unit == word else f"{word} {unit}"
    s = "s" if need != 1 else ""
    return [Reason(rule, f"this decision takes {need} {thing}{s} for {what}: name {need} {word} source{s} "
                         f"({word} <source> for each), not {named}")]


def _plan_problems(v: View, what_res: str, n: int, plans: list[tuple[str, ...]] | None, given: str | None,
                   what: str,
                   rule: str) -> tuple[list[Reason], int]:
    """Two or more cubes of one resource: the named sources (one per cube) must be one of the plans."""
    if plans is None:
        return [Reason(rule, f"{what} needs {n} {what_res}, and it is connected neither to enough coal mines with "
                             "coal nor to a market trade icon")], 0
    if given is None:
        if len(plans) > 1:
            return [Reason(rule, prompt(f"choose where each {what_res} cube comes from: "
                                 + " | ".join(" ".join(f"{what_res} {x}" for x in plan) for plan in plans)))], 0
        return [], v.market_price(what_res, plans[0].count("market"))
    parts = given.split(" ")  # as many as n: _resource_problems checks the count first
    key = sorted(parts)
    for plan in plans:
        if sorted(plan) == key:
            return [], v.market_price(what_res, parts.count("market"))
    return [Reason(rule, f"the {what_res} must come from: "
                         + " or ".join(", ".join(_src_name(v, x) for x in plan) for plan in plans))], 0


def _src_name(v: View, src: str) -> str:
    return "the market" if src == "market" else _ref_name(v, src)


def _resource_problems(v: View, spec: TileSpec, locs: tuple[str, ...], coal: str | None, iron: str | None,
                       what: str) -> tuple[list[Reason], int]:
    """Consuming Coal and Iron for one tile or link: where from, and what the markets charge."""
    R = v.ed.rules
    out: list[Reason] = []
    price = 0
    # one source named per cube (Consuming Coal, Consuming Iron): a wrong count is refused before the sources
    # are looked at
    miscount = source_count_problem(R.COAL, what, "coal", spec.coal, coal, "cube")
    if miscount:
        out += miscount
    elif spec.coal > 1:
        res, cost = _plan_problems(v, "coal", spec.coal, v.coal_plans(locs, spec.coal), coal, what, R.COAL)
        out += res
        price += cost
    elif spec.coal:
        opts = v.coal_options(locs)
        if opts is None:
            out.append(Reason(R.COAL, f"{what} needs coal, and it is connected neither to a coal mine with coal nor "
                                      "to a market trade icon"))
        elif coal is None:
            if len(opts) > 1:
                out.append(Reason(R.COAL, prompt("several coal mines are equally close; choose one: "
                                                 + ", ".join(f"coal {o}" for o in opts))))
            elif opts == ["market"]:
                price += v.market_price("coal", spec.coal)
        elif coal not in opts:
            if opts == ["market"]:
                out.append(Reason(R.COAL, f"{_src_name(v, coal)} is not a connected coal mine with coal; "
                                          "the coal must come from the market"))
            else:
                out.append(Reason(R.COAL, "coal must come from the closest connected coal mine: "
                                          + ", ".join(_ref_name(v, o) for o in opts)))
        elif coal == "market":
            price += v.market_price("coal", spec.coal)
    elif coal is not None:
        out.append(Reason(R.COAL, f"{what} needs no coal"))
    miscount = source_count_problem(R.IRON, what, "iron", spec.iron, iron, "cube")
    if miscount:
        out += miscount
    elif spec.iron > 1:
        res, cost = _plan_problems(v, "iron", spec.iron, v.iron_plans(spec.iron), iron, what, R.IRON)
        out += res
        price += cost
    elif spec.iron:
        opts = v.iron_options()
        if iron is None:
            if len(opts) > 1:
                out.append(Reason(R.IRON, prompt("choose the iron works that gives the iron: "
                                                 + ", ".join(f"iron {o}" for o in opts))))
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
        return [Reason(rule, said(f"this costs £{cost} and you have £{money}",
                                  f"you have £{money}: not enough to pay for it"))]
    return []


def _build_problems(v: View, p: int, a: Action) -> list[Reason]:
    industry = a.industry
    R = v.ed.rules
    assert industry is not None and a.target is not None  # a build names both (actions.check_action)
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
    assert i is not None  # a named space, or the free one found
    out += _space_problems(v, p, industry, loc, i, spec)
    if a.beer is not None:
        out.append(Reason(R.BEER, "building needs no beer"))
    if spec is None:
        return out
    res, price = _resource_problems(v, spec, (loc,), a.coal, a.iron, _a(industry))
    out += res
    out += _money_problem(v, p, spec.cost + price, R.BUILD_COST)
    if v.ed.building is not None:  # the edition's further build rules (Duel: boats)
        out += v.ed.building.problems(v, p, a, spec)
    return out


# -- the other actions --------------------------------------------------------------------------
def _rail_spec(v: View) -> TileSpec:
    coal = v.ed.setup["rail_link_coal"]
    return TileSpec("rail", 0, 0, coal, 0, 0, 0, 0, 0, "rail")


def _link_cost(v: View) -> int:
    st = v.st
    cost: int
    if st["era"] == "canal":
        cost = v.ed.setup["canal_link_cost"]
        return cost
    one, two = v.ed.setup["rail_link_costs"]
    cost = two - one if st["pending"] else one
    return cost


def _links_placed(v: View, p: int) -> int:
    """How many of player p's link tiles are on the board (counted in C: asked where the links were seldom counted
    before, a memo costs about what counting does)."""
    return list(v.st["links"].values()).count(p)


def _may_link_anywhere(v: View, p: int) -> bool:
    """Network Action: with nothing of yours on the board, whether a link may go on any line (an edition's
    rule choice; Lancashire: no, Birmingham: yes)."""
    return v.ed.rule_choices.get("link_with_empty_network", False) and not v.has_pieces(p)


def _network_problems(v: View, p: int, a: Action) -> list[Reason]:
    own = v.ed.network.problems  # the edition's links (Duel: ferries, roads, rails)
    return link_problems(v, p, a) if own is None else own(v, p, a)


def link_problems(v: View, p: int, a: Action) -> list[Reason]:
    """Network Action: why a canal or rail link is refused (the core's links)."""
    st = v.st
    R = v.ed.rules
    out = []
    assert a.target is not None  # a link names its line (actions.check_action)
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
    if not any(end in net for end in ln.ends) and not _may_link_anywhere(v, p):
        out.append(Reason(R.NETWORK, said(f"a new link must touch your network, and neither {_name(v, ln.a)} nor "
                                          f"{_name(v, ln.b)} is in it", "a new link must touch your network")))
    if _links_placed(v, p) >= v.ed.setup["link_tiles"]:
        out.append(Reason(R.NETWORK, f"all your {v.ed.setup['link_tiles']} link tiles are on the board"))
    price = 0
    if canal:
        if a.coal is not None:
            out.append(Reason(R.CANAL_NETWORK, "a canal link needs no coal"))
    else:
        res, price = _resource_problems(v, _rail_spec(v), (ln.a, ln.b), a.coal, None, "a rail link")
        out += res
    out += v.ed.network.extra_problems(v, p, a, st["pending"] is None)
    out += _money_problem(v, p, _link_cost(v) + price, R.NETWORK)
    return out


def _develop_problems(v: View, p: int, a: Action) -> list[Reason]:
    R = v.ed.rules
    assert a.industry is not None  # a develop names its industry (actions.check_action)
    stack = v.ed.tiles[a.industry]
    taken = v.st["seats"][p]["taken"][a.industry]
    if taken >= len(stack):
        return [Reason(R.DEVELOP, f"you have no {_ind(a.industry)} tiles left on your mat")]
    low = stack[taken]
    out = []
    after = v.ed.after.get(a.industry)
    if after is not None and v.st["seats"][p]["taken"][after] < len(v.ed.tiles[after]):
        # Duel, S1 Develop: a branch's lowest tile only once no common lower tile remains
        out.append(Reason(R.DEVELOP, _branch_words(v.ed, a.industry, after)))
    if not low.can_develop:
        out.append(Reason(R.DEVELOP, f"your lowest {_ind(a.industry)} (level {low.level}) shows a lightbulb: it "
                                     "cannot be developed, only built"))
    iron = v.ed.setup["develop_iron_per_tile"]  # Develop: 1 iron for each tile removed
    spec = TileSpec("develop", 0, 0, 0, iron, 0, 0, 0, 0, "any")
    res, price = _resource_problems(v, spec, (), a.coal, a.iron, "developing")
    return out + res + _money_problem(v, p, price, R.DEVELOP)


NO_LOANS = "no loans in this game: its house rules offer no loan sizes"  # loans=[]: no credit at all


def loans_closed(ed: Edition, st: dict[str, Any]) -> bool:
    """Whether no loan may be taken now for the time of the game (Lancashire, Loan Action: not in the final 4 rounds
    of the Rail Era, once its draw deck is empty): the one answer the Loan refusal, the board and the picture read."""
    return ed.loans_stop_late and st["era"] == "rail" and ed.eras.hand_only(st)


def _loan_problems(v: View, p: int, a: Action, explain: bool = True) -> list[Reason]:
    st = v.st
    ed = v.ed
    R = ed.rules
    out = []
    loans = ed.setup["loans"]
    if not loans:  # a house rule took every loan size away: no credit at all
        return [Reason(R.LOAN, NO_LOANS)] if explain else _UNSAID
    if a.amount is None or a.amount not in loans:
        return [Reason(R.LOAN, f"a loan is £{', £'.join(map(str, loans))}, not £{a.amount}")] if explain else _UNSAID
    level = ed.level_of(st["seats"][p]["income"]) - ed.loan_levels[a.amount]
    if level < ed.min_level:
        if not explain:
            return _UNSAID
        out.append(Reason(R.LOAN, f"this loan would take your income level to {level}, below "
                                  f"{ed.min_level}"))
    if loans_closed(ed, st):
        if not explain:
            return _UNSAID
        out.append(Reason(R.LOAN, f"no loans in the last {ed.eras.hand_rounds()} rounds of the Rail Era (in a "
                                  "standard game, once its draw deck is empty)"))
    return out


def _discard_problem(v: View, p: int, card: str | None, kind: str) -> list[Reason]:
    R = v.ed.rules
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
    ed = v.ed
    R = ed.rules
    p = current_player(st)
    if p is None:
        return [Reason(R.GAME_OVER, "the game is over")]
    k = a.kind
    if st["shortfall"]:
        if k != "remove":
            owed = st["shortfall"][0]["owed"]
            return [Reason(R.SHORTFALL, f"you are £{owed} short of your negative income: remove one of your "
                                        "industry tiles first (remove <location/space>)")]
        assert a.target is not None  # a removal names its tile (actions.check_action)
        t = v.tile_at(a.target)
        if t is None or t["owner"] != p:
            return [Reason(R.SHORTFALL, f"{_ref_name(v, a.target)} is not one of your industry tiles")]
        return []
    if st.get("waiting"):  # an edition's question to this seat at another's turn end (Duel: the bribe)
        return ed.extras.answer_problems(v, p, a)
    if k == "remove":
        return [Reason(R.SHORTFALL, "tiles are removed for money only to cover a shortfall at income time")]
    pending = st["pending"]
    if pending is not None:
        pk = pending["kind"]
        if pk in DISCARD_SEQUENCES:
            key, words = DISCARD_SEQUENCES[pk]
            if k != "discard":
                if pk == "double":
                    return [Reason(R.DOUBLE_BUILD, "finish the double-action build: discard a second card "
                                                   "(discard <card>)")]
                return [Reason(getattr(R, key), f"finish {words}: discard {pending['left']} more card(s) "
                                                "(discard <card>)")]
            return _discard_problem(v, p, a.card, words)
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
        return ed.selling.problems(v, p, a)
    if k in ("stop", "discard"):
        return [Reason(R.ACTIONS, f"there is no action under way to {'stop' if k == 'stop' else 'discard for'}")]
    if k == "build":
        return _build_problems(v, p, a)
    extras = ed.extras
    if k in extras.cardless:  # an edition's decision that uses no card (Duel: take a column)
        return extras.problems(v, p, a)
    out = _discard_problem(v, p, a.card, k)
    if k == "network":
        return out + _network_problems(v, p, a)
    if k == "develop":
        return out + _develop_problems(v, p, a)
    if k == "sell":
        return out + ed.selling.problems(v, p, a)
    if k == "loan":
        return out + _loan_problems(v, p, a)
    if k in extras.kinds:
        return out + extras.problems(v, p, a)
    return out  # pass


# -- enumeration ----------------------------------------------------------------------------------
def legal_actions(v: View) -> list[Action]:
    st = v.st
    ed = v.ed
    p = v.player = current_player(st)  # kept for carrying out the decision (effects.apply_decision)
    if p is None:
        return []
    if st["shortfall"]:
        return [Action("remove", target=make_ref(loc, i)) for loc, i, _ in sorted(v.tiles_of[p], key=_tile_key)]
    if st.get("waiting"):
        return ed.extras.answer_choices(v, p)
    seat = st["seats"][p]
    hand = seat["hand"]
    pending = st["pending"]
    if pending is not None:
        pk = pending["kind"]
        if pk in DISCARD_SEQUENCES:
            return with_cards(_DISCARD, sorted(set(hand)))
        return continuation_actions(v, p, pk) + [_STOP]
    # the distinct cards in hand, sorted: by one pass over the hand, which play keeps sorted (a card drawn is sorted
    # in), with no set made and sorted; a hand out of order (a position set up by hand) is sorted as a set
    cards: list[str] = []
    last = ""
    for c in hand:
        if c > last:
            cards.append(c)
            last = c
        elif c != last:
            cards = sorted({*hand})
            break
    out: list[Action] = []
    _enumerate_builds(v, p, cards, out)
    # the other actions take any card: find the choices once, then once per distinct card (a group made once per what
    # its choices depend on keeps them with each card, one tuple a card: see _Group)
    for choices in (_network_choices(v, p, None), _develop_group(v, p), ed.selling.choices(v, p, None)):
        if not choices:
            continue
        if isinstance(choices, _Group):
            by_card = choices.by_card
            for c in cards:
                out += by_card.get(c) or choices.carded(c)
            continue
        rows = []
        for a in choices:
            found = _CARDED.get(a)  # _carded(a), inline: once per choice at every decision
            if found is None:
                found = _CARDED[a] = {}
            rows.append((found, a))
        for c in cards:
            for row, a in rows:
                out.append(row.get(c) or _with_card(row, a, c))
    # each open loan, then (after an edition's own actions) the pass, with every card: the cards picked from each
    # decision's row in C (itemgetter, made here: no call a listing), the row filled first where a card is new to it
    pick = itemgetter(*cards) if len(cards) > 1 else _picker(cards)
    # the open loans by edition and income (see _OPEN_LOANS), none once loans are closed (Loan Action: the Rail Era's
    # last rounds, asked only of an edition that closes them)
    if not (ed.loans_stop_late and loans_closed(ed, st)):
        by_income = _OPEN_LOANS.get(ed)
        if by_income is None:
            by_income = _OPEN_LOANS[ed] = {}
        income = seat["income"]
        loans = by_income.get(income)
        if loans is None:
            loans = by_income[income] = _open_loans(v, p)
        for loan, row in loans:
            try:
                out += pick(row)
            except KeyError:
                out += _fill(row, loan, cards)
    extras = ed.extras
    if extras.kinds:
        out.extend(extras.choices(v, p, cards))
    try:
        out += pick(_PASS_ROW)
    except KeyError:
        out += _fill(_PASS_ROW, _PASS, cards)
    return out


def _picker(cards: list[str]) -> Callable[[dict[str, Action]], tuple[Action, ...]]:
    """A function giving a row's decisions (see _CARDED) for at most one card, as a tuple (``itemgetter`` of one key
    gives the decision itself; the listing picks several cards by ``itemgetter(*cards)``)."""
    return lambda row: tuple([row[c] for c in cards])


def _fill(row: dict[str, Action], choice: Action, cards: Sequence[str]) -> list[Action]:
    """The decision ``choice`` with each of ``cards``, made where new to its row (see _CARDED)."""
    return [row.get(c) or _with_card(row, choice, c) for c in cards]


class _Group:
    """Choices listed together (develop's, made once per what they depend on), and by card those decisions
    with the card, one tuple a card: a listing extends by a card's tuple instead of finding each decision with its
    card."""
    __slots__ = ("choices", "rows", "by_card")

    def __init__(self, choices: tuple[Action, ...]) -> None:
        self.choices = choices
        self.rows = [(_carded(a), a) for a in choices]  # each choice's decisions by card (see _CARDED)
        self.by_card: dict[str, tuple[Action, ...]] = {}

    def carded(self, card: str) -> tuple[Action, ...]:
        found = self.by_card[card] = tuple([row.get(card) or _with_card(row, a, card) for row, a in self.rows])
        return found


# A decision without its card -> {card: that decision with the card}. The enumeration lists the same
# decisions over and over (each choice with every card in hand); an Action is an immutable tuple, so each is
# made once and the very object listed again (one in the current list is legal now: see Game._listed).
_CARDED: dict[tuple[Any, ...], dict[str, Action]] = {}
_PASS = Action("pass")
_PASS_ROW: dict[str, Action] = {}  # the pass with each card (as a row of _CARDED, found without hashing the pass)
_LOANS: dict[int, Action] = {}  # amount -> the loan decision without a card
# edition -> {income space: the loan decisions (without a card) that _loan_problems allows while loans are not
# closed}: its answer depends on nothing else (Loan Action: the loan sizes, the income level a loan leaves; once
# loans are closed, none), so it is asked once per such key, not for every loan size at every decision. A memo of a
# pure function of its keys: no state change can make it stale.
_OPEN_LOANS: dict[Edition, dict[int, tuple[tuple[Action, dict[str, Action]], ...]]] = {}


def _open_loans(v: View, p: int) -> tuple[tuple[Action, dict[str, Action]], ...]:
    """The loans player p may take while loans are not closed, each with its decisions by card (see _CARDED): asked
    once per edition and income (legal_actions keeps the answer in _OPEN_LOANS)."""
    open_loans = []
    for amount in v.ed.setup["loans"]:
        loan = _LOANS.get(amount)
        if loan is None:
            loan = _LOANS[amount] = _new(Action, ("loan", None, None, None, None, None, None, amount, ()))
        if not _loan_problems(v, p, loan, False):
            open_loans.append((loan, _carded(loan)))
    return tuple(open_loans)


_DISCARD = Action("discard")
_STOP = Action("stop")


def with_cards(choice: Action, cards: Sequence[str], row: dict[str, Action] | None = None) -> list[Action]:
    """The decision ``choice`` (without a card) with each of ``cards``, in their order: each made once and the very
    object listed again (see _CARDED); an edition's own choices that take any card use it too (Birmingham's scout,
    which keeps its choice's ``row`` of decisions by card itself: asked at every listing, it is not found by hashing
    the choice)."""
    if row is None:
        row = _CARDED.get(choice)
        if row is None:
            row = _CARDED[choice] = {}
    try:
        return list(map(row.__getitem__, cards))  # in C, where each decision is made already (no comprehension)
    except KeyError:
        return _fill(row, choice, cards)


def _carded(choice: tuple[Any, ...]) -> dict[str, Action]:
    row = _CARDED.get(choice)
    if row is None:
        row = _CARDED[choice] = {}
    return row


def _with_card(row: dict[str, Action], choice: tuple[Any, ...], card: str) -> Action:
    a = row[card] = _new(Action, (choice[0], card) + choice[2:])  # a slice of a tuple is a tuple
    return a


def continuation_actions(v: View, p: int, kind: str) -> list[Action]:
    """The ways to go on with an action under way (second rail, second develop, next sale). Listed once
    per View (apply lists them to see whether the action goes on; legal_actions lists them again)."""
    memo = v.continuations
    if memo is not None and memo[0] == (p, kind):
        return list(memo[1])
    if kind == "network":
        out = _network_choices(v, p, None)
    elif kind == "develop":
        out = _develop_choices(v, p, None)
    else:
        out = v.ed.selling.choices(v, p, None)
    v.continuations = ((p, kind), tuple(out))
    return out


def _tile_key(item: tuple[str, int, Any]) -> tuple[str, int]:
    loc, i, _ = item
    return (loc, i)


# A build site: (location, the free spaces a new tile may take, the spaces holding a tile of the same industry, the
# free spaces' references, their build decisions by card with neither coal nor iron, their double-action builds with
# neither, or () in an edition without them)
Site = tuple[str, list[int], list[int], tuple[str, ...], tuple["_Row", ...], tuple[Action, ...]]


def _site(v: View, industry: str, loc: str) -> Site | None:
    """Build step 2 at one location: (loc, the free spaces a new tile may take, the spaces holding a tile of the
    same industry, the free spaces' references and their decisions without coal or iron), or None with neither."""
    here = v.st["board"][loc]
    types = v.ed.overbuild_type  # stacks of one type (Duel's shipbuilding), else empty
    same = []
    for i, _ in v.ed.spaces_for[(industry, loc)]:
        t = here[i]
        if t is not None and (t["industry"] == industry or
                              types and types.get(t["industry"]) == types.get(industry, 0)):
            same.append(i)
    free = free_spaces(v, industry, loc)
    if not (free or same):
        return None
    return _site_of(v.ed, industry, loc, free, same)


def _site_of(ed: Edition, industry: str, loc: str, free: list[int], same: list[int]) -> Site:
    """A site with its free spaces' references and their decisions without coal or iron (plain loops: one or two
    spaces, where two comprehensions cost more)."""
    refs = []
    rows = []
    doubles = []
    double = "double_build_cards" in ed.setup
    loc_refs = ed.refs[loc]
    for i in free:
        ref = loc_refs[i]
        refs.append(ref)
        row = _ROWS.get((industry, ref, None, None))  # (a row with no decision made yet is empty: falsy)
        if row is None:
            row = _row(industry, ref, None, None)
        rows.append(row)
        if double:
            doubles.append(row[_DOUBLE[0]])
    return (loc, free, same, tuple(refs), tuple(rows), tuple(doubles))


# (edition, industry) -> {location: its site (_site) while no tile stands there}
_EMPTY_SITES: dict[tuple[Edition, str], dict[str, Site | None]] = {}


def _empty_sites(v: View, industry: str) -> dict[str, Site | None]:
    """Each of the industry's locations' site on the empty map, made once per edition."""
    ed = v.ed
    found: dict[str, Site | None] = {}
    for loc in ed.industry_locations[industry]:
        singles, groups = ed.space_choice[(industry, loc)]
        free = [singles[0]] if singles else [group[0] for group in groups]
        found[loc] = _site_of(ed, industry, loc, free, []) if free else None
    _EMPTY_SITES[(ed, industry)] = found
    return found


def _build_sites(v: View, industry: str) -> dict[str, Site]:
    """Build step 2, for each location with a space for the industry, in the map's order: the free spaces a new tile
    may take (``free_spaces``) and the spaces holding a tile of the same industry (the only ones an overbuild may
    replace, see ``_space_problems``); locations with neither are left out. By location, so a listing may visit
    only the few a hand's location cards name. They depend only on which industry stands on which space, so they
    are kept with the View's ``occupancy`` answers ({industry: sites} under "build sites"); a location's depend only
    on the tiles there, so after an earlier View's answer (``occupancy_changes``) only the entries of the locations
    whose tiles changed are made again (a tile built or removed touches one)."""
    memo: dict[str, dict[str, Site]] | None = v.occupancy_cache.get("build sites")
    if memo is None:
        memo = v.occupancy_cache["build sites"] = {}
    sites = memo.get(industry)
    if sites is None:
        found = None
        if v.occupancy_changes is not None:
            earlier_cache, changed = v.occupancy_changes
            found = earlier_cache.get("build sites", {}).get(industry)
        locs = v.ed.industry_locations[industry]
        if found is None:
            sites = {}
            empty = _EMPTY_SITES.get((v.ed, industry)) or _empty_sites(v, industry)
            board = v.st["board"]
            for loc in locs:
                # a location without tiles: its site on the empty map (Build step 2: a single-icon space first)
                site = _site(v, industry, loc) if any(board[loc]) else empty[loc]
                if site is not None:
                    sites[loc] = site
        else:
            sites = found  # shared while none of the industry's locations changed (never written in place)
            for loc in changed:
                if loc not in locs:
                    continue  # no space for the industry there
                site = _site(v, industry, loc)
                if loc in sites:
                    if sites is found:
                        sites = found.copy()
                    if site is None:
                        del sites[loc]
                    else:
                        sites[loc] = site  # in its place
                elif site is not None:  # back in the map's order (a tile removed: seldom)
                    sites = dict(sites)
                    sites[loc] = site
                    sites = {here: sites[here] for here in locs if here in sites}
        memo[industry] = sites
    return sites


class _Row(dict[str, Action]):
    """The build decisions of one space with one choice of (coal, iron) sources, by card, each made on its first ask
    (``__missing__``): a game lists the same few hundred builds thousands of times (about 800 distinct among 71,000
    listed in 60 random 4-player games of one edition), and a decision looked up by its card in its row makes no key."""

    __slots__ = ("fields",)

    def __init__(self, industry: str, ref: str, coal: str | None, iron: str | None):
        super().__init__()
        self.fields = (industry, ref, coal, iron)

    def __missing__(self, card: str) -> Action:
        industry, ref, coal, iron = self.fields
        a: Action = _new(Action, ("build", card, industry, ref, coal, iron, None, None, ()))
        self[card] = a
        return a


# (industry, space, coal, iron) -> that space's build decisions by card (_Row), each row made once
_ROWS: dict[tuple[str, str, str | None, str | None], _Row] = {}


def _row(industry: str, ref: str, coal: str | None, iron: str | None) -> _Row:
    key = (industry, ref, coal, iron)
    row = _ROWS.get(key)
    if row is None:
        row = _ROWS[key] = _Row(industry, ref, coal, iron)
    return row


def _build(card: str, industry: str, ref: str, coal: str | None, iron: str | None) -> Action:
    return _row(industry, ref, coal, iron)[card]


_DOUBLE = ("double",)  # the cards of a build with none of a location's or industry's cards: two as one
_NO_RESOURCE = ((None, 0),)  # (source, market price) of a resource the tile does not need
_NO_SOURCES = ((None, None),)  # (coal, iron) of a tile that needs neither
_MISS = object()
# (edition, wild location card, (two cards as one,) or ()) -> ({each location the card builds in: the card}, {the
# same: the card, two cards as one}): copied for a hand that holds the card
_WILD_LEADS: dict[tuple[Edition, str, tuple[str, ...]], tuple[dict[str, tuple[str, ...]],
                                                              dict[str, tuple[str, ...]]]] = {}


# edition -> {location: its place in the map's order}, or None where the location cards in their sorted order name
# their locations in the map's order (a hand's location cards give them so: Lancashire)
_LOC_RANK: dict[Edition, dict[str, int] | None] = {}


def _loc_rank(ed: Edition) -> dict[str, int] | None:
    rank = {loc: k for k, loc in enumerate(ed.location_ids)}
    named = [rank[what] for _, (kind, what) in sorted(ed.card_builds.items()) if kind == "location"]
    found = _LOC_RANK[ed] = None if named == sorted(named) else rank
    return found


def _enumerate_builds(v: View, p: int, cards: list[str], out: list[Action]) -> None:
    """Build Action: every legal build, in the edition's order of industries, then the map's order of their sites,
    then the spaces, the (coal, iron) sources, and the cards (the location's card, a wild location card, the
    industry's cards, a wild industry card, two cards as one). A site's free spaces carry their decisions by card."""
    st = v.st
    ed = v.ed
    seat = st["seats"][p]
    money = seat["money"]
    cheapest, rows = _TILE_ALLOWED.get((ed, st["era"])) or _tile_rows(ed, st["era"])
    if money < cheapest:
        return  # Build step 3: you cannot pay for any tile the era allows (most of the listings below)
    taken = seat["taken"]
    # the industries in the edition's order, each with the tile it may build (Build step 2) if you can pay for it
    # (step 3): with none, nothing is built, and the cards, network and sites below are not looked at (about half of a
    # random game's listings)
    affordable: list[tuple[str, TileSpec]] = []
    for industry, row, after in rows:
        if after is not None:  # the answer also depends on the stack it branches from (Duel)
            row = row[taken[after] >= len(ed.tiles[after])]
        spec = row[taken[industry]]
        if spec is _UNASKED:
            spec, problems = _tile_to_build(v, p, industry, explain=False)
            if problems:
                spec = None
            row[taken[industry]] = spec
        if spec is not None and spec.cost <= money:
            affordable.append((industry, spec))
    if not affordable:
        return
    need = ed.setup.get("double_build_cards")
    double_ok = need is not None and st["actions_left"] >= need and len(seat["hand"]) >= need
    tail = _DOUBLE if double_ok else ()  # two cards as one build anywhere, last
    builds = ed.card_builds
    lead: dict[str, tuple[str, ...]] = {}  # location -> the cards that build there whatever the industry
    by_industry: dict[str, tuple[str, ...]] = {}
    wild_loc = wild_ind = None
    for c in cards:
        kind, what = builds[c]
        if kind == "location":
            lead[what] = (c,)
        elif kind == "industry":
            for ind in what:
                by_industry[ind] = by_industry[ind] + (c,) if ind in by_industry else (c,)
        elif kind == "wild":
            if what == "location":
                wild_loc = c
            else:
                wild_ind = c
    wild_tail: dict[str, tuple[str, ...]] = {}  # a wild location card's locations: it, then two cards as one
    if wild_loc:  # a wild location card builds in any named location, after that location's own card
        found = _WILD_LEADS.get((ed, wild_loc, tail))
        if found is None:
            found = _WILD_LEADS[(ed, wild_loc, tail)] = (dict.fromkeys(ed.wild_location_targets, (wild_loc,)),
                                                        dict.fromkeys(ed.wild_location_targets, (wild_loc,) + tail))
        own = lead
        lead = found[0].copy()
        wild_tail = found[1]
        for loc, cs in own.items():
            lead[loc] = cs + (wild_loc,) if loc in lead else cs
    elif not (lead or by_industry or wild_ind or double_ok):
        return  # no card in hand builds anything anywhere
    else:
        own = lead
    lead_tail = lead  # the same, then two cards as one
    if tail:
        lead_tail = wild_tail.copy()
        for loc in own:
            lead_tail[loc] = lead[loc] + tail
    anywhere = not v.has_pieces(p)  # No Tiles on the Board: an industry card builds anywhere
    net = v.network(p)
    reach = ed.network.card_reach(v, p)
    net_reach = net.union(reach) if reach else net
    # Canal Era Building: locations where this player already has a tile
    own_locs: Collection[str] = ()
    if st["era"] == "canal":
        own_locs = set()
        for loc, _, _ in v.tiles_of[p]:
            own_locs.add(loc)
    site_memo = v.occupancy_cache.get("build sites")
    coal: str | None
    iron: str | None
    start = len(out)
    append = out.append
    lead_order: Collection[str] | None = None  # the location cards' locations in the map's order, on first need
    for industry, spec in affordable:
        ind_cards = by_industry.get(industry)
        if wild_ind:
            ind_cards = ind_cards + (wild_ind,) if ind_cards else (wild_ind,)
        # the cards that may build at each location: its location card, a wild location card, the industry's cards
        # where they reach (the network and the edition's card_reach; anywhere with nothing on the board), two cards
        # as one
        in_reach: Collection[str]
        if ind_cards:
            ind_tail = ind_cards + tail
            in_reach = ed.refs if anywhere else net_reach
        elif lead_tail or tail:
            ind_tail = ()
            in_reach = ()
        else:
            continue  # no card in hand builds this industry anywhere
        cost = spec.cost
        coal_n = spec.coal
        iron_opts: Sequence[tuple[str | None, int]]
        sources: list[tuple[str | None, str | None]] | None
        if spec.iron:
            iron_opts = v.iron_choices(spec.iron)
            if not coal_n:
                sources = []
                for iron, iprice in iron_opts:
                    if cost + iprice <= money:
                        sources.append((None, iron))
                if not sources:
                    continue  # Consuming Iron: none you can pay for with the tile, so no site lists anything
        else:
            iron_opts = _NO_RESOURCE
            sources = None  # nothing to pay for but the tile (cost <= money: see above)
        coal_at = None
        if coal_n:
            # the coal a tile needs at each location, with its prices: kept with the coal answers (coal_choices)
            memo = v._coal if coal_n == 1 else v._plans
            key = ("coal by location", coal_n, st["coal_market"])
            coal_at = memo.get(key)
            if coal_at is None:
                coal_at = memo[key] = {}
            coal_places = v.coal_places()
            comp = v.comp
        sites = site_memo.get(industry) if site_memo is not None else None
        if sites is None:
            sites = _build_sites(v, industry)
            site_memo = v.occupancy_cache["build sites"]
        visit: Iterable[Site]
        if ind_tail or tail or wild_loc:
            visit = sites.values()
        else:
            # only the hand's location cards build the industry: the sites at their locations (in the map's order),
            # not every site for the few those cards name
            if lead_order is None:
                rank = _LOC_RANK[ed] if ed in _LOC_RANK else _loc_rank(ed)
                lead_order = lead if rank is None or len(lead) < 2 else sorted(lead, key=rank.__getitem__)
            visit = []  # a plain loop: C's map and filter cost more at two or three locations
            for loc in lead_order:
                if loc in sites:
                    visit.append(sites[loc])
        for loc, free, same, free_refs, free_rows, doubles in visit:
            if loc in in_reach:
                usable = ind_tail if loc not in lead else lead[loc] + ind_tail
            elif loc in lead_tail:
                usable = lead_tail[loc]
            elif tail:
                usable = tail
            else:
                continue
            if coal_at is not None:
                coal_opts = coal_at.get(loc, _MISS)
                if coal_opts is _MISS:
                    # Consuming Coal: none without a mine with coal or a trade icon connected (View.coal_places)
                    coal_opts = coal_at[loc] = None if coal_places is not None and comp[loc] not in coal_places \
                        else v.coal_choices(loc, coal_n)
                if coal_opts is None:
                    continue  # no coal reaches this location, whatever the space
                sources = []  # plain loops: a comprehension's call costs more than one or two sources
                for coal, cprice in coal_opts:
                    for iron, iprice in iron_opts:
                        if cost + cprice + iprice <= money:
                            sources.append((coal, iron))
            if same or loc in own_locs:
                # the free spaces the rules allow (single icon first) need only the Canal Era check here;
                # _space_problems would confirm the icon and single-first rules they are chosen by
                spaces = [] if loc in own_locs else list(free)
                here = st["board"][loc]
                for i in same:
                    # an overbuild needs a higher level (Build step 2): a tile as high is refused before the full check
                    if here[i]["level"] < spec.level and not _space_problems(v, p, industry, loc, i, spec, False):
                        spaces.append(i)
                loc_refs = ed.refs[loc]
                for i in spaces:
                    cards_here = usable
                    if anywhere and ind_cards and here[i] is not None:
                        # No Tiles on the Board: an industry card reaches only undeveloped spaces
                        cards_here = tuple([c for c in usable if c not in ind_cards])
                    for coal, iron in _NO_SOURCES if sources is None else sources:
                        ref = loc_refs[i]
                        by_card = _ROWS.get((industry, ref, coal, iron)) or _row(industry, ref, coal, iron)
                        for c in cards_here:
                            append(by_card[c])
            elif sources is None:  # plain loops: each usually lists one or two builds, too few for C to pay
                if usable is tail:  # two cards as one alone (no card of the location's or the industry's)
                    out += doubles
                    continue
                for by_card in free_rows:
                    for c in usable:
                        append(by_card[c])
            else:
                for ref in free_refs:
                    for coal, iron in sources:
                        by_card = _ROWS.get((industry, ref, coal, iron)) or _row(industry, ref, coal, iron)
                        for c in usable:
                            append(by_card[c])
    if ed.building is not None:  # the edition's further build rules and choices (Duel: boats)
        out[start:] = ed.building.choices(v, p, out[start:])


def _network_choices(v: View, p: int, card: str | None) -> list[Action]:
    own = v.ed.network.choices  # the edition's links (Duel: ferries, roads, rails)
    return link_choices(v, p, card) if own is None else own(v, p, card)


def link_choices(v: View, p: int, card: str | None) -> list[Action]:
    """Network Action: the canal or rail links player p may place (the core's links)."""
    st = v.st
    canal = st["era"] == "canal"
    cost = _link_cost(v)
    money = st["seats"][p]["money"]
    if cost > money:
        return []
    first = st["pending"] is None
    if card is None and first:
        # the era's choices of a seat are kept while its network is the same, with what decides them: a canal's with
        # the links' routes (View._dist: the links alone), a rail link's with the one-cube coal answers (the same
        # links, mines with coal and trade icons' components)
        memo: dict[str, Any] = v._dist if canal else v._coal
        kept = memo.get("canal links" if canal else "rail links")
        if kept is None:
            kept = memo["canal links" if canal else "rail links"] = {}
        net = v.network(p)
        found = kept.get(p)
        if found is None or found[0] != net:
            found = kept[p] = (net, *_era_links(v, p, None, canal, net))
        choices, market = found[1], found[2]
    else:
        choices, market = _era_links(v, p, card, canal, v.network(p))
    # Consuming Coal: a rail link's coal from the market only if you can pay for both
    if market and cost + v.market_price("coal", v.ed.setup["rail_link_coal"]) > money:
        out = [a for a in choices if a.coal != "market"]
    else:
        out = list(choices)
    return v.ed.network.extra_choices(v, p, out, first)


def _era_links(v: View, p: int, card: str | None, canal: bool, net: frozenset[str]) -> tuple[tuple[Action, ...], bool]:
    """The links of the era player p (network ``net``) may place, whatever their price (link_choices), and whether any
    takes the market's coal."""
    st = v.st
    ed = v.ed
    if _links_placed(v, p) >= ed.setup["link_tiles"]:
        return (), False
    lines = ed.lines
    kinds = _LINE_KINDS.get(ed)
    if kinds is None:  # the edition's canal lines and rail lines
        kinds = _LINE_KINDS[ed] = (frozenset([k for k, ln in lines.items() if ln.canal]),
                                   frozenset([k for k, ln in lines.items() if ln.rail]))
    # the free lines of the era at the locations of your network (any line with nothing of yours on the board, where
    # the edition allows it), by line: the set operations run in C, not line by line
    era = kinds[0] if canal else kinds[1]
    if not net and _may_link_anywhere(v, p):  # nothing of yours on the board: every free line of the era
        ids = sorted(era.difference(st["links"]))
    else:
        free = set().union(*map(ed.lines_at.__getitem__, net)).difference(st["links"])
        free.intersection_update(era)
        ids = sorted(free)
    if canal:  # a canal's coal is None: one choice per line
        if card is not None:
            return tuple([_link(card, line_id, None) for line_id in ids]), False
        made = _CANAL_LINKS.get
        return tuple([made(line_id) or _canal_link(line_id) for line_id in ids]), False
    out = []
    market = False
    near = _nearest_mines(v)
    sources = v._coal.get("link sources")  # closest mines -> their coal sources, kept with the nearest mines
    if sources is None:
        sources = v._coal["link sources"] = {}
    made_rail = _LINKS.get if card is None else _NONE.get  # the enumeration's choices: each made once
    for line_id in ids:
        ln = lines[line_id]
        # v.coal_options((ln.a, ln.b)), from the nearest mines of each end
        at_a, at_b = near.get(ln.a), near.get(ln.b)
        if at_a is None:
            if at_b is None:  # no mine with coal connected: the market, through a trade icon (Consuming Coal)
                if v.trade_connected((ln.a, ln.b)) or not ed.market_needs_connection["coal"]:
                    out.append(made_rail((line_id, "market")) or _link(card, line_id, "market"))
                    market = True
                continue
            closest = at_b[1]
        elif at_b is None or at_a[0] < at_b[0]:
            closest = at_a[1]
        elif at_b[0] < at_a[0]:
            closest = at_b[1]
        else:
            closest = at_a[1] | at_b[1]  # both ends as close: the closest mines of either
        opts = sources.get(closest)
        if opts is None:
            opts = sources[closest] = _mine_sources(v, closest)
        for coal in opts:  # by line, then coal source
            out.append(made_rail((line_id, coal)) or _link(card, line_id, coal))
    return tuple(out), market


# edition -> (its canal lines, its rail lines)
_LINE_KINDS: dict[Edition, tuple[frozenset[str], frozenset[str]]] = {}
_NONE: dict[Any, Any] = {}  # nothing made once: a decision asked for with a card is made afresh




def _nearest_mines(v: View) -> dict[str, tuple[int, int]]:
    """Consuming Coal, for every location connected to a mine with coal: (how many links away the closest such mines
    are, those mines as bits of a number: bit k for the k-th location of ``v.coal_mines``, in the map's order). One
    breadth-first search out from all the mines at once, kept with the one-cube coal answers (``View.coal_options``:
    shared while the links and the mines with coal are the same); the closest mines to several locations are those of
    the locations nearest to one."""
    found: dict[str, tuple[int, int]] | None = v._coal.get("nearest mines")
    if found is None:
        near = {}
        bit = 1
        for loc in v.coal_mines:
            near[loc] = (0, bit)
            bit <<= 1
        adj = v.adj
        frontier = list(near)
        d = 0
        while frontier:
            d += 1
            reached: dict[str, int] = {}
            for here in frontier:
                from_here = near[here][1]
                for there in adj[here]:
                    if there not in near:  # else as close or closer to another mine
                        reached[there] = reached.get(there, 0) | from_here
            for loc, closest in reached.items():
                near[loc] = (d, closest)
            frontier = list(reached)
        found = v._coal["nearest mines"] = near
    return found


def _mine_sources(v: View, mines: int) -> list[str]:
    """The coal sources (tile references) of the mines named by bits as ``_nearest_mines`` gives them, sorted."""
    refs = v.ed.refs
    out = []
    for loc, idxs in v.coal_mines.items():
        if mines & 1:
            for i in idxs:
                out.append(refs[loc][i])
        mines >>= 1
    out.sort()
    return out


def _develop_choices(v: View, p: int, card: str | None) -> list[Action]:
    group = _develop_group(v, p)
    if group is None:
        return []
    if card is None:  # the enumeration's choices: each made once (see _CARDED)
        return list(group.choices)
    return [_new(Action, (a[0], card) + a[2:]) for a in group.choices]


def _develop_group(v: View, p: int) -> _Group | None:
    """Develop Action: the industries player p may develop (in the edition's order), each with the iron sources open
    to them (any iron works, else the market if you can pay), as a group (see _Group), made once per (edition,
    industries developable, iron sources); None if no develop is open."""
    st = v.st
    ed = v.ed
    seat = st["seats"][p]
    facts = _DEVELOP_FACTS.get(ed)
    if facts is None:
        facts = _DEVELOP_FACTS[ed] = _develop_facts(ed)
    rows, gated, dearest = facts
    opts = v.iron_options()
    if "market" in opts and seat["money"] < dearest and \
            v.market_price("iron", ed.setup["develop_iron_per_tile"]) > seat["money"]:
        opts = [o for o in opts if o != "market"]  # the market's iron costs more than you have
    if not opts:
        return None
    taken_of = seat["taken"]
    devs = 0  # the industries developable, one bit each: each industry's bit by its tiles taken (a plain loop)
    for industry, bits in rows:
        devs |= bits[taken_of[industry]]
    for bit, first, n in gated:  # Duel: a branch only once its common lower tiles are gone
        if devs & bit and taken_of[first] < n:
            devs ^= bit
    if not devs:
        return None
    key = (ed, devs, tuple(opts))
    group = _DEVELOP_GROUPS.get(key)
    if group is None:
        group = _DEVELOP_GROUPS[key] = _Group(tuple([_develop(industry, iron)
                                                     for k, industry in enumerate(ed.industries) if devs >> k & 1
                                                     for iron in opts]))
    return group


_DevelopFacts = tuple[list[tuple[str, tuple[int, ...]]], list[tuple[int, str, int]], int]


def _develop_facts(ed: Edition) -> _DevelopFacts:
    """(each industry with its bit by tiles taken: its own bit while a tile is left on its mat that may be developed
    (not a lightbulb pottery), else 0; for each industry developed only after another's tiles are gone (Duel), its
    bit, that industry and its tile count; the most a Develop's iron can cost from the market: each cube at most its
    dearest space or the empty market's price, Consuming Iron)."""
    dearest = ed.setup["develop_iron_per_tile"] * max(max(ed.iron_prices, default=0), ed.iron_empty_price)
    rows, gated = [], []
    for k, industry in enumerate(ed.industries):
        n = len(ed.tiles[industry])
        rows.append((industry, tuple(0 if (industry, t) in ed.undevelopable else 1 << k for t in range(n)) + (0,)))
        first = ed.after.get(industry)
        if first:
            gated.append((1 << k, first, len(ed.tiles[first])))
    return rows, gated, dearest


# edition -> _develop_facts(edition): a memo of a pure function of the edition
_DEVELOP_FACTS: dict[Edition, _DevelopFacts] = {}


def _develop(industry: str, iron: str) -> Action:
    """The Develop decision without a card, made once."""
    a = _DEVELOPS.get((industry, iron))
    if a is None:
        a = _DEVELOPS[(industry, iron)] = _new(Action, ("develop", None, industry, None, None, iron, None, None, ()))
    return a


# (edition, industries developable as bits of _develop_facts, iron sources) -> those Develop choices as a group: a memo
# of a pure function of its key (Develop Action), so no change of state can make it stale
_DEVELOP_GROUPS: dict[tuple[Any, ...], _Group] = {}
# (industry, iron source) -> that Develop decision without a card
_DEVELOPS: dict[tuple[str, str], Action] = {}
# (line, coal source) -> that Network decision without a card; a canal's also by its line alone
_LINKS: dict[tuple[str, str | None], Action] = {}
_CANAL_LINKS: dict[str, Action] = {}


def _link(card: str | None, line_id: str, coal: str | None) -> Action:
    """A link decision; without a card (the enumeration's choices), each made once (see _CARDED)."""
    if card is not None:
        return _new(Action, ("network", card, None, line_id, coal, None, None, None, ()))
    a = _LINKS.get((line_id, coal))
    if a is None:
        a = _LINKS[(line_id, coal)] = _new(Action, ("network", None, None, line_id, coal, None, None, None, ()))
    return a


def _canal_link(line_id: str) -> Action:
    a = _CANAL_LINKS[line_id] = _link(None, line_id, None)
    return a
