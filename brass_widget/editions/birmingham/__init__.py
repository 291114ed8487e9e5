"""Brass: Birmingham (Roxley, 2018): its two rulebooks, the overview and the how-to-play guide.

Its data file, ``birmingham.json``, is built from ``shared/reference/birmingham.json`` by
``scripts/build_birmingham_data.py``; every number the rules use comes from it, and each rule choice
an uncertain fact forces is a flag in its ``rule_choices`` (listed in docs/uncertain-facts.md).

What Birmingham does differently from the shared core is a few parts (engine/parts.py), each citing the
guide or the overview: ``MerchantSelling`` (the merchant tiles, their beer and bonuses) with ``Merchants``
(their setup, the Canal Era's refill, checks) and ``MerchantTable`` (what the board shows of them);
``WildCardsAndFaceDown`` (wild cards go back to their piles, the face-down card that starts each discard
pile) with ``Scout`` and ``WildCardsShown`` (other hands' wild cards are public); ``SecondRailBeer`` (the beer
the second rail link needs); ``MerchantBonusVP`` (VP during play). Beer from
breweries, breweries' barrels, farm breweries, wild cards in building, the first link anywhere with
an empty network, lightbulb potteries and 2-coal or 2-iron tiles are data the core reads.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ...engine.actions import Action, ActionSyntaxError
from ...engine.board import multisets
from ...engine.edition import Edition, register
from ...engine.legality import source_count_problem, with_cards
from ...engine.limits import shown
from ...engine.parts import CardFlow, Components, ExtraActions, Hidden, Network, Scoring, Selling, Table
from ...engine.rules import Reason, prompt, said
from .info import INFO

if TYPE_CHECKING:
    import random

    from ...engine.board import View

_new = tuple.__new__  # Action(kind, card, industry, target, coal, iron, to, amount, more), fast

GUIDE = "Brass: Birmingham how-to-play guide"
OVERVIEW = "Brass: Birmingham overview"

SECTIONS = {
    "TURN": "guide: Player Turns",
    "ACTIONS": "guide: Actions List",
    "DISCARD": "guide: Player Turns (discard a card for each action)",
    "BUILD_CARD": "guide: Build Action, 1. Discard a card",
    "DOUBLE_BUILD": "guide: Build Action, 1. Discard a card",  # Birmingham has no double-action build
    "NO_TILES": "guide: Build Action, 7. Building if you have no tiles on the board",
    "BUILD_SPACE": "guide: Build Action, 2. Place Industry Tile",
    "BUILD_LOWEST": "guide: Build Action, 2. Place Industry Tile (the lowest level tile)",
    "BUILD_COST": "guide: Build Action, 3. Industry Tile Costs",
    "CANAL_BUILD": "guide: Build Action, 9. Canal Era Building",
    "RAIL_BUILD": "guide: Build Action, 10. Rail Era Building",
    "NEVER_BUILT": "guide: Build Action, 10. Rail Era Building",
    "OVERBUILD": "guide: Build Action, 11. Overbuilding",
    "MARKET_SALE": "guide: Build Action, 6. Moving Coal and Iron to the Market",
    "WILD_LOCATION": "guide: Build Action, 8. Farm Breweries",  # a wild location card builds in none
    "COAL": "guide: Consuming Coal",
    "IRON": "guide: Consuming Iron",
    "BEER": "guide: Consuming Beer",
    "NETWORK": "guide: Network Action",
    "CANAL_NETWORK": "guide: Network Action, Network During Canal Era",
    "RAIL_NETWORK": "guide: Network Action, Network During Rail Era",
    "YOUR_NETWORK": "guide: Your Network",
    "CONNECTED": "guide: Connected Locations",
    "DEVELOP": "guide: Develop Action",
    "SELL": "guide: Sell Action",
    "MERCHANT_BONUS": "guide: Merchant Beer Bonuses",
    "LOAN": "guide: Loan Action",
    "PASS": "guide: Actions List, Passing",
    "SCOUT": "guide: Scout Action",
    "INCOME": "guide: End of Round, Take Income",
    "SHORTFALL": "guide: End of Round, Take Income (shortfall)",
    "FLIP_INCOME": "guide: Increasing Your Income",
    "TURN_ORDER": "guide: End of Round, Determine turn order for next round",
    "ERA_END": "guide: End of Era",
    "GAME_OVER": "guide: How do you win?",
}


def beer_problems(v: View, rule: str, need: int, plans: list[tuple[str, ...]], given: str | None,
                  what: str, source_problem: Callable[[str], str | None] | None = None) -> list[Reason]:
    """guide: Consuming Beer: the named barrels (one per beer) must be one of the ways the beer can be had."""
    if not plans:
        return [Reason(rule, f"{what} needs {need} beer, and none can be had: your own brewery with beer, another "
                             "player's brewery with beer connected to it" + (", or the merchant's barrel"
                                                                             if "sale" in what else ""))]
    if given is None:
        if len(plans) > 1:
            return [Reason(rule, prompt("choose the beer: " + " | ".join(" ".join(f"beer {x}" for x in plan)
                                                                         for plan in plans)))]
        return []
    miscount = source_count_problem(rule, what, "beer", need, given, "barrel")
    if miscount:
        return miscount
    parts = given.split(" ")
    if sorted(parts) not in [sorted(plan) for plan in plans]:
        why = [w for w in dict.fromkeys(source_problem(x) for x in parts) if w] if source_problem else []
        if why:  # the rule each named source breaks (not connected, no beer left, the barrel drunk)
            return [Reason(rule, "; ".join(why))]

        def name(x: str) -> str:
            return "the merchant's barrel" if x == "merchant" else v.ref_name(x)
        return [Reason(rule, "the beer can come from: " + " or ".join(", ".join(name(x) for x in plan)
                                                                      for plan in plans))]
    return []


def _tile_key(item: tuple[str, int, dict[str, Any]]) -> tuple[str, int]:
    return item[0], item[1]


def take_from_tile(ed: Edition, st: dict[str, Any], ref: str) -> None:
    from ...engine.effects import take_from_tile as take
    take(ed, st, ref)


def beer_source_problem(ed: Edition, v: View, p: int, ref: str, locs: Iterable[str],
                        merchant: dict[str, Any] | None = None) -> str | None:
    """Why ``ref`` cannot give a barrel where ``locs`` need it (guide: Consuming Beer; Merchant Beer), in plain
    words; None if it can."""
    if ref == "merchant":
        if merchant is None:
            return "merchant beer may only be used for selling"
        if not merchant["beer"]:
            return "the barrel beside this merchant is empty: an earlier sale to it drank it"
        return None
    tile = v.tile_at(ref)
    if tile is None or tile["industry"] != "brewery":
        return f"{v.ref_name(ref)} is not a brewery"
    if tile["flipped"] or not tile["cubes"]:
        return f"the brewery at {v.ref_name(ref)} has no beer left"
    loc = ref.partition("/")[0]
    own_needs = ed.rule_choices.get("own_brewery_needs_connection", True)
    if (tile["owner"] == p and not own_needs) or any(v.connected(loc, x) for x in locs):
        return None
    whose = "your" if tile["owner"] == p else "another player's"
    return (f"{whose} brewery at {v.ref_name(ref)} is not connected to "
            f"{' or '.join(v.name(x) for x in locs)}: beer from {whose} brewery needs a connection")


class WildCardsAndFaceDown(CardFlow):
    """guide: Player Area Setup 9; Player Turns: the face-down card under each discard pile, wild cards."""

    ed: Birmingham  # the edition's own facts (its merchants' and wild cards')

    def face_down(self, era: str) -> int:
        """Player Area Setup 9: one card face down starts each discard pile (Canal Era only)."""
        return self.ed.setup["face_down_discards"] if era == "canal" else 0

    def deal(self, seats: list[Any], deck: list[Any], players: int) -> None:
        for seat in seats:  # Player Area Setup 9
            seat["face_down"] = [deck.pop() for _ in range(self.face_down("canal"))]

    def discard(self, st: dict[str, Any], p: int, card: str) -> None:
        """guide: Player Turns: a card played goes face up on your discard pile; wild cards go back to their
        Card Draw Areas."""
        seat = st["seats"][p]
        seat["hand"].remove(card)
        if card not in self.ed.wild_piles:
            seat["discard"].append(card)


_SCOUT = Action("scout")  # the Scout Action without its card


class Scout(ExtraActions):
    """guide: Scout Action: discard 3 cards (the action's card and 2 more), take 1 wild location and 1 wild
    industry card; not while you hold a wild card."""

    ed: Birmingham  # the edition's own facts (its merchants' and wild cards')

    kinds = ("scout",)

    def __init__(self, ed: Edition):
        super().__init__(ed)
        # Scout Action: a hand holding a wild card may not scout, so a hand holds at most one of each (Merchants'
        # invariants); when you may scout the other seats hold at most seats - 1 of a face: a pile holding more is
        # never empty then
        self.least_pile = min(self.ed.wild_piles[face] for face in self.ed.setup["scout_takes"])
        self.wild = frozenset(self.ed.wild_piles)  # the wild cards' faces, for the test at every listing
        self.discards = self.ed.setup["scout_discards"]
        self.row: dict[str, Action] = {}  # the Scout decision with each card (see legality.with_cards)

    def problems(self, v: View, p: int, a: Action) -> list[Any]:
        ed = self.ed
        R = ed.rules
        out = []
        hand = v.st["seats"][p]["hand"]
        if not ed.wild_piles.keys().isdisjoint(hand):
            out.append(Reason(R.SCOUT, "you may not scout while you hold a wild card"))
        need = ed.setup["scout_discards"]
        if len(hand) < need:
            out.append(Reason(R.SCOUT, f"scouting discards {need} cards, and you have {len(hand)}"))
        for face in self.empty_piles(v.st):
            out.append(Reason(R.SCOUT, f"no {ed.card_name(face)} card is left in its pile"))
        return out

    def empty_piles(self, st: dict[str, Any]) -> list[str]:
        """The faces scouting takes (1 wild location and 1 wild industry card) whose pile has no card left."""
        ed = self.ed
        piles = ed.wild_piles
        # the cards of the hands that hold a wild card (a hand seldom does: the others are passed over in C)
        held = [c for seat in st["seats"] if not piles.keys().isdisjoint(seat["hand"]) for c in seat["hand"]]
        return [face for face in ed.setup["scout_takes"] if held.count(face) >= piles[face]]

    def choices(self, v: View, p: int, cards: list[Any]) -> list[Any]:
        seats = v.st["seats"]
        hand = seats[p]["hand"]
        if len(hand) < self.discards or not self.wild.isdisjoint(hand):
            return []  # asked at every decision: the checks of problems() that need no words, first
        # the rest of problems(): a pile it takes from is empty (never, at fewer seats than the least pile holds)
        if len(seats) > self.least_pile and self.empty_piles(v.st):
            return []
        return with_cards(_SCOUT, cards, self.row)  # each made once, listed again as the very object

    def apply(self, st: dict[str, Any], v: View, p: int, a: Action) -> Action | None:
        """Scout: the action's card is discarded; then 2 more cards (``discard <card>`` each)."""
        st["pending"] = {"kind": "scout", "left": self.ed.setup["scout_discards"] - 1}
        return None

    def after_discards(self, st: dict[str, Any], p: int, kind: str) -> None:
        from ...engine.events import record
        hand = st["seats"][p]["hand"]
        hand.extend(self.ed.setup["scout_takes"])  # 1 wild location and 1 wild industry card
        hand.sort()
        record(st, p, "wild_cards", {})


class SecondRailBeer(Network):
    """guide: Network During Rail Era: the second rail link of an action needs a beer."""

    def link_beer_sources(self, v: View, p: int, line_id: str) -> list[tuple[str, int]]:
        """Breweries that may give the second rail link's beer: your own, or another player's connected to the
        new link after it is placed (so to either of its ends now); never merchant beer."""
        ln = self.ed.lines[line_id]
        found: list[tuple[str, int]] = v.beer_sources(p, ln.ends)
        return found

    def extra_problems(self, v: View, p: int, a: Action, first: bool) -> list[Any]:
        ed = self.ed
        R = ed.rules
        if v.st["era"] == "canal" or first:
            if a.beer is not None:
                return [Reason(R.BEER, "only the second rail link of a Network action needs beer")]
            return []
        need = ed.setup["rail_double_link_beer"]
        target = a.target
        assert target is not None  # a link names its line (actions.check_action)
        sources = self.link_beer_sources(v, p, target)
        if a.beer is not None and "merchant" in a.beer.split(" "):
            return [Reason(R.RAIL_NETWORK, "merchant beer may only be used for selling, not for a rail link")]
        return beer_problems(v, R.RAIL_NETWORK, need, [tuple(m) for m in multisets(sources, need)], a.beer,
                             "a second rail link",
                             lambda x: beer_source_problem(ed, v, p, x, ed.lines[target].ends))

    def extra_choices(self, v: View, p: int, choices: list[Any], first: bool) -> list[Any]:
        if first or v.st["era"] == "canal":
            return choices
        need = self.ed.setup["rail_double_link_beer"]
        out = []
        for a in choices:
            assert a.target is not None  # a link names its line
            for plan in multisets(self.link_beer_sources(v, p, a.target), need):
                out.append(a._replace(beer=" ".join(plan)))
        return out

    def pay_extra(self, st: dict[str, Any], v: View, p: int, a: Action, first: bool) -> Action:
        if first or st["era"] == "canal":
            return a
        if a.beer is None:
            assert a.target is not None  # a link names its line
            a = a._replace(beer=" ".join(multisets(self.link_beer_sources(v, p, a.target),
                                                    self.ed.setup["rail_double_link_beer"])[0]))
        for ref in a.beer.split(" "):
            take_from_tile(self.ed, st, ref)
        return a


class MerchantSelling(Selling):
    """guide: Sell Action, Consuming Beer, Merchant Beer Bonuses: goods sell to a connected merchant tile that
    buys them, with beer."""

    ed: Birmingham  # the edition's own facts (its merchants')

    def check_to(self, ref: str) -> str:
        """A sale goes to a merchant tile: ``merchant/n``, n counting the merchant's spaces from 1."""
        ed = self.ed
        loc, slash, num = ref.partition("/")
        if loc not in ed.locations or ed.locations[loc]["kind"] != "merchant":
            raise ActionSyntaxError(f"a sale goes to a merchant tile, like oxford/1, not {shown(ref, 50)}")
        n = max(ed.merchant_info[loc]["spaces"].values())
        if not slash or not (num.isascii() and num.isdigit()) or len(num) > 2 or not 1 <= int(num) <= n:
            raise ActionSyntaxError(f"to {shown(ref, 50)}: {ed.names[loc]} has merchant spaces 1 to {n}")
        return f"{loc}/{int(num)}"

    def destinations(self, v: View) -> list[Any]:
        """Sell Action: a sale goes to a merchant tile."""
        return [f"{loc}/{k + 1}" for loc in self.ed.location_ids for k, _ in enumerate(v.st["merchants"].get(loc, ()))]

    def candidates(self, st: dict[str, Any], held: dict[str, Any], ports: list[Any]) -> dict[str, Any]:
        """Every merchant tile; every brewery with beer and the merchant's barrel (guide: Sell Action)."""
        tiles = [f"{lid}/{k + 1}" for lid in self.ed.location_ids for k, _ in enumerate(st["merchants"].get(lid, ()))]
        return {"to": tiles, "beer": held.get("beer", []) + ["merchant"]}

    def markets(self, st: dict[str, Any], industry: str) -> set[str]:
        """The merchant locations with a tile buying ``industry`` (guide: Sell Action 2)."""
        return {loc for loc, row in st["merchants"].items()
                if any(industry in self.ed.merchant_tiles[m["tile"]] for m in row)}

    def merchant_at(self, st: dict[str, Any], ref: str) -> dict[str, Any] | None:
        loc, _, num = ref.partition("/")
        row = st["merchants"].get(loc, [])
        k = int(num) - 1
        found: dict[str, Any] | None = row[k] if 0 <= k < len(row) else None
        return found

    def sale_beer_plans(self, v: View, p: int, loc: str, merchant: dict[str, Any], need: int) -> list[tuple[str, ...]]:
        """Consuming Beer for one sale: your own breweries, another player's connected to the tile, and the
        barrel beside the merchant tile sold to (one barrel at most); the player chooses among them
        (uncertain 'beer-source-order')."""
        if need == 0:
            return [()]
        sources = v.beer_sources(p, (loc,))
        if merchant["beer"]:
            sources = sources + [("merchant", merchant["beer"])]
        return multisets(sources, need)

    def bonus_options(self, st: dict[str, Any], p: int, merchant_loc: str) -> list[str] | None:
        """guide: Merchant Beer Bonuses: the choices the bonus leaves to the player (Develop: the industry whose
        lowest tile is removed, not a lightbulb pottery); None when the bonus leaves no choice."""
        ed = self.ed
        bonus = ed.merchant_info[merchant_loc]["bonus"]
        if bonus["kind"] != "develop":
            return None
        taken = st["seats"][p]["taken"]
        return [ind for ind in ed.industries
                if taken[ind] < len(ed.tiles[ind]) and (ind, taken[ind]) not in ed.undevelopable]

    def problems(self, v: View, p: int, a: Action) -> list[Any]:
        ed = self.ed
        R = ed.rules
        st = v.st
        assert a.target is not None and a.to is not None  # a sale names both (actions.check_action)
        tile = v.tile_at(a.target)
        loc, _, _ = a.target.partition("/")
        if tile is None or tile["owner"] != p or not ed.industry[tile["industry"]].flips_when_sold:
            return [Reason(R.SELL, f"{v.ref_name(a.target)} is not one of your cotton mills, manufacturers or "
                                   "potteries")]
        if tile["flipped"]:
            return [Reason(R.SELL, f"the {tile['industry'].replace('_', ' ')} at {v.ref_name(a.target)} has already "
                                   "sold (it is flipped)")]
        out = []
        mloc, _, num = a.to.partition("/")
        merchant = self.merchant_at(st, a.to)
        good = tile["industry"]
        # guide, Sell Action: a sale goes to a connected merchant tile that buys the good. Each refusal of that
        # rule holds the words for every merchant at once: a sale refused by it at each merchant is answered
        # "Stafford is connected to no merchant that buys pottery" (issue 37), not merchant by merchant
        nowhere = f"{v.name(loc)} is connected to no merchant that buys {good.replace('_', ' ')}"
        if merchant is None:
            return [Reason(R.SELL, said(f"{ed.names[mloc]} has no merchant tile {num} in a {st['players']}-player "
                                        "game", nowhere))]
        goods = ed.merchant_tiles[merchant["tile"]]
        if good not in goods:
            what = "is blank" if not goods else "buys " + " and ".join(g.replace("_", " ") for g in goods)
            out.append(Reason(R.SELL, said(f"the merchant tile at {ed.names[mloc]} {num} {what}, not "
                                           f"{good.replace('_', ' ')}", nowhere)))
        if not v.connected(loc, mloc):
            out.append(Reason(R.SELL, said(f"{v.name(loc)} is not connected to {ed.names[mloc]} by links", nowhere)))
        need = ed.spec(good, tile["level"]).beer
        plans = self.sale_beer_plans(v, p, loc, merchant, need)
        if need == 0:
            if a.beer is not None:
                out.append(Reason(R.BEER, f"a level {tile['level']} {good.replace('_', ' ')} needs no beer to sell"))
            plans = [()]
        else:
            out += beer_problems(v, R.BEER, need, plans, a.beer, "this sale",
                                 lambda x: beer_source_problem(ed, v, p, x, (loc,), merchant))
        # the merchant's bonus, when its beer is used
        used = a.beer.split(" ") if a.beer is not None else (list(plans[0]) if len(plans) == 1 else [])
        options = self.bonus_options(st, p, mloc) if "merchant" in used else None
        if a.bonus is not None and not options:
            out.append(Reason(R.MERCHANT_BONUS, "only the Gloucester bonus (develop a tile) with the merchant's beer "
                                                "names an industry" if options is None else
                                                "no tile on your mat can be developed by the bonus"))
        elif options and a.bonus is None and len(options) > 1:
            out.append(Reason(R.MERCHANT_BONUS, prompt("the merchant's bonus develops a tile: name its industry ("
                                                       + ", ".join(f"bonus {x}" for x in options) + ")")))
        elif options and a.bonus is not None and a.bonus not in options:
            out.append(Reason(R.MERCHANT_BONUS, f"the bonus cannot develop your {a.bonus.replace('_', ' ')} "
                                                "(none left, or a lightbulb pottery)"))
        return out

    def choices(self, v: View, p: int, card: str | None) -> list[Any]:
        ed = self.ed
        st = v.st
        out: list[Action] = []
        goods = ed.goods_industries
        mine = []  # your unflipped goods tiles (a plain loop: asked at every decision, a comprehension costs more)
        for item in v.tiles_of[p]:
            t = item[2]
            if t["industry"] in goods and not t["flipped"]:
                mine.append(item)
        if not mine:
            return out
        buying = ed.merchant_tiles
        merchants = st["merchants"].items()
        for loc, i, t in sorted(mine, key=_tile_key):
            ref = f"{loc}/{i + 1}"
            industry = t["industry"]
            need = ed.spec(industry, t["level"]).beer
            for mloc, row in merchants:  # each merchant tile that buys the tile's goods and is connected to it
                k = 0
                for m in row:
                    k += 1
                    if industry not in buying[m["tile"]] or not v.connected(loc, mloc):
                        continue
                    mref = f"{mloc}/{k}"
                    for plan in self.sale_beer_plans(v, p, loc, m, need):
                        beer = " ".join(plan) if plan else None
                        options = self.bonus_options(st, p, mloc) if "merchant" in plan else None
                        for bonus in options or (None,):
                            more = (() if beer is None else (("beer", beer),)) + \
                                (() if bonus is None else (("bonus", bonus),))
                            out.append(_new(Action, ("sell", card, None, ref, None, None, mref, None, more)))
        return out

    def apply(self, st: dict[str, Any], v: View, p: int, a: Action) -> tuple[bool, Action]:
        """guide: Sell Action steps 2-5: consume the beer (the merchant's barrel gives its bonus), flip the tile
        and advance your income; the action may go on with another tile."""
        from ...engine.effects import flip
        from ...engine.events import record_decision
        ed = self.ed
        assert a.target is not None and a.to is not None  # a sale names both (actions.check_action)
        loc, _, num = a.target.partition("/")
        tile = st["board"][loc][int(num) - 1]
        mloc = a.to.partition("/")[0]
        merchant = self.merchant_at(st, a.to)
        assert merchant is not None  # a legal sale's merchant tile (problems)
        need = ed.spec(tile["industry"], tile["level"]).beer
        if need and a.beer is None:
            a = a._replace(beer=" ".join(self.sale_beer_plans(v, p, loc, merchant, need)[0]))
        used = a.beer.split(" ") if a.beer else []
        options = self.bonus_options(st, p, mloc) if "merchant" in used else None
        if options and a.bonus is None:
            a = a._replace(bonus=options[0])
        record_decision(st, p, a)
        for src in used:
            if src == "merchant":
                merchant["beer"] -= 1
            else:
                take_from_tile(ed, st, src)
        if "merchant" in used:
            self._merchant_bonus(st, p, mloc, a.bonus)
        flip(ed, st, tile)
        return True, a

    def _merchant_bonus(self, st: dict[str, Any], p: int, mloc: str, industry: str | None) -> None:
        """guide: Merchant Beer Bonuses: Develop (Gloucester), Income (Oxford), Victory Points (Nottingham,
        Shrewsbury), Money (Warrington)."""
        from ...engine.effects import advance_income
        from ...engine.events import record
        bonus = self.ed.merchant_info[mloc]["bonus"]
        seat = st["seats"][p]
        kind, amount = bonus["kind"], bonus["amount"]
        if kind == "develop":
            if industry is None:
                return  # no tile on the mat can be developed
            seat["taken"][industry] += amount
            record(st, p, "merchant_bonus", {"gain": "develop", "industry": industry})
        elif kind == "income":
            advance_income(self.ed, st, p, amount)
            record(st, p, "merchant_bonus", {"gain": "income", "amount": amount})
        elif kind == "vp":
            seat["vp"] += amount
            record(st, p, "merchant_bonus", {"gain": "vp", "amount": amount})
        elif kind == "money":
            seat["money"] += amount
            record(st, p, "merchant_bonus", {"gain": "money", "amount": amount})


class MerchantBonusVP(Scoring):
    def only_at_era_end(self) -> bool:
        return False  # merchant bonuses give VP during play (guide: Merchant Beer Bonuses)


class WildCardsShown(Hidden):
    """Other hands' wild cards are public; every face-down card is hidden."""

    ed: Birmingham  # the edition's own facts (its merchants' and wild cards')

    def observe(self, st: dict[str, Any], seat: int) -> None:
        for s, info in enumerate(st["seats"]):
            if s != seat:
                info["wild"] = sorted(c for c in info["hand"] if c in self.ed.wild_piles)
            info["face_down"] = len(info["face_down"])


class Merchants(Components):
    """The merchant tiles and their barrels (guide: Board Setup 5-6; End of Canal Era), the farm breweries, the
    wild cards in hands and the face-down discards, checked."""

    ed: Birmingham  # the edition's own facts (its merchants' and wild cards')

    def setup(self, players: int, variants: Sequence[str], r: random.Random) -> dict[str, Any]:
        """Board Setup 5-6: merchant tiles for the player count, shuffled and dealt face up to the merchant
        spaces marked with the player count; 1 beer barrel beside each non-blank tile."""
        ed = self.ed
        tiles = list(ed.data["merchant_tiles"]["by_players"][str(players)])
        r.shuffle(tiles)
        beer = ed.data["merchant_tiles"]["beer_per_tile"]
        merchants = {}
        for lid in ed.merchant_ids:
            merchants[lid] = [{"tile": t, "beer": beer if ed.merchant_tiles[t] else 0}
                              for t in (tiles.pop() for _ in range(ed.merchant_spaces(players)[lid]))]
        return {"merchants": merchants}

    def between_eras(self, st: dict[str, Any], r: random.Random) -> None:
        """guide: End of Canal Era: Reset Merchant Beer (a barrel on each empty beer space beside a non-blank
        merchant tile); Shuffle Draw Deck (the bottom card of each discard pile is turned face up first)."""
        ed = self.ed
        beer = ed.data["merchant_tiles"]["beer_per_tile"]
        for row in st["merchants"].values():
            for m in row:
                if ed.merchant_tiles[m["tile"]]:
                    m["beer"] = beer
        for seat in st["seats"]:
            seat["discard"].extend(seat["face_down"])
            seat["face_down"] = []

    def invariants(self, st: dict[str, Any]) -> list[str]:
        ed = self.ed
        out = []
        n = st["players"]
        merchants = st["merchants"]
        spaces = ed.merchant_spaces(n)
        if set(merchants) != set(ed.merchant_ids):
            out.append("state.merchants: the merchant locations are not the map's merchants")
            return out
        dealt = []
        for lid, row in merchants.items():
            if len(row) != spaces[lid]:
                out.append(f"state.merchants.{lid}: {len(row)} merchant tiles, the {n}-player board has "
                           f"{spaces[lid]} spaces here")
            for k, m in enumerate(row):
                goods = ed.merchant_tiles.get(m["tile"])
                if goods is None:
                    out.append(f"state.merchants.{lid}[{k}].tile: no merchant tile {shown(m['tile'], 40)}")
                    continue
                dealt.append(m["tile"])
                if m["beer"] and not goods:
                    out.append(f"state.merchants.{lid}[{k}].beer: a blank merchant tile has no beer barrel")
        if Counter(dealt) != Counter(ed.data["merchant_tiles"]["by_players"][str(n)]):
            out.append(f"state.merchants: the tiles are not the {n}-player merchant tiles")
        for s, seat in enumerate(st["seats"]):
            for face in ed.wild_faces:
                if seat["hand"].count(face) > 1:
                    out.append(f"state.seats[{s}].hand: {seat['hand'].count(face)} {face} cards; Scout is refused "
                               "while you hold a wild card, so a hand has at most one of each")
            if len(seat["face_down"]) > ed.setup["face_down_discards"]:
                out.append(f"state.seats[{s}].face_down: at most {ed.setup['face_down_discards']} card")
        for loc in ed.farm_breweries:
            for i, t in enumerate(st["board"].get(loc, ())):
                if t is not None and t["industry"] != "brewery":
                    out.append(f"state.board.{loc}[{i}]: a farm brewery holds only a brewery")
        return out

    def flow_problems(self, st: dict[str, Any]) -> list[str]:
        out = []
        want = self.ed.cards.face_down(st["era"])
        for s, seat in enumerate(st["seats"]):
            if len(seat["face_down"]) != want:
                out.append(f"state.seats[{s}].face_down: {len(seat['face_down'])} face-down cards; the "
                           f"{st['era']} era has {want} (turned up and reshuffled at the end of the Canal Era)")
        return out


class MerchantTable(Table):
    """The board beside the map: the merchant tiles and their barrels, the wild piles, each discard pile over its
    face-down card."""

    ed: Birmingham  # the edition's own facts (its merchants' and wild cards')

    def facts(self) -> dict[str, Any]:
        return {"merchant_tiles": {t: list(goods) for t, goods in self.ed.merchant_tiles.items()}}

    def view(self, st: dict[str, Any]) -> dict[str, Any]:
        return {"wild": self.ed.wild_left(st),
                "merchants": {lid: [[m["tile"], m["beer"]] for m in row] for lid, row in st["merchants"].items()}}

    def barrel_places(self, st: dict[str, Any]) -> list[str]:
        return [lid for lid, row in st["merchants"].items() if any(m["beer"] for m in row)]

    def seat(self, seat: dict[str, Any], shown: bool) -> dict[str, Any]:
        down = seat["face_down"]  # guide: Game Setup: a face-down card starts each discard pile
        return {"face_down": down if isinstance(down, int) else len(down), "discard": len(seat["discard"]),
                "discard_top": seat["discard"][-1] if seat["discard"] else None}


@register
class Birmingham(Edition):
    """Brass: Birmingham for 2, 3 or 4 players."""

    info = INFO  # name, title, book, players, decision fields, beer's source, events (info.py)
    books = {"guide": GUIDE, "overview": OVERVIEW}
    sections = SECTIONS
    data_file = "birmingham.json"
    variants_played = {
        "rulebook-manufacturer-iv": "not a rulebook variant (provisional): Manufacturer IV at £14, as the rulebook's "
                                    "photo of a pre-production mat shows, for replaying games recorded with it "
                                    "(uncertain 'manufacturer-iv-cost'; the retail mat's £8 is the standard)",
    }
    repeatable = ("coal", "iron", "beer")
    pending_kinds = ("network", "develop", "sell", "scout")
    vp_during_play = "merchant bonuses (VP during play)"  # charts' name for them
    parts = {"cards": WildCardsAndFaceDown, "selling": MerchantSelling, "network": SecondRailBeer, "extras": Scout,
             "hidden": WildCardsShown, "scoring": MerchantBonusVP, "components": Merchants, "table": MerchantTable}

    def __init__(self, data: dict[str, Any] | None = None):
        super().__init__(data)
        d = self.data
        self.merchant_ids = tuple(lid for lid, loc in self.locations.items() if loc["kind"] == "merchant")
        self.merchant_info = {m["id"]: m for m in d["merchants"]}
        self.merchant_tiles = {t["id"]: tuple(t["goods"]) for t in d["merchant_tiles"]["tiles"]}
        self.wild_faces = tuple(sorted(self.setup["wild_cards"]))
        self.farm_breweries = frozenset(d["farm_breweries"]["locations"])
        self.max_merchant_spaces = max(max(m["spaces"].values()) for m in d["merchants"])
        self.goods_industries = frozenset(i for i, info in self.industry.items() if info.flips_when_sold)

    def for_variants(self, variants: Sequence[str]) -> Edition:
        """'rulebook-manufacturer-iv': the same edition with the tile the variant names costing its price."""
        if "rulebook-manufacturer-iv" not in variants:
            return self
        found = self.__dict__.get("_manufacturer_iv")
        if found is None:
            import copy
            tile = self.variants["rulebook-manufacturer-iv"]["tile"]
            found = copy.copy(self)
            found.tiles = dict(self.tiles)
            found.tiles[tile["industry"]] = tuple(
                spec._replace(cost=tile["cost"]) if spec.level == tile["level"] else spec
                for spec in self.tiles[tile["industry"]])
            found._make_parts()  # the parts read the copy's tiles
            self._manufacturer_iv = found
        return found

    def merchant_spaces(self, players: int) -> dict[str, int]:
        """Board Setup 5: the merchant spaces marked with this player count, per merchant location."""
        return {m["id"]: m["spaces"][str(players)] for m in self.data["merchants"]}

    def wild_left(self, st: dict[str, Any]) -> dict[str, int]:
        """How many of each wild card are in their piles: the setup's count less those in hands (guide: Scout
        Action; a wild card used goes back to its pile). A hand another viewer cannot see counts its wild cards
        openly (an observation's ``wild``)."""
        piles = dict(self.wild_piles)
        for seat in st["seats"]:
            hand = seat.get("hand")
            held = seat.get("wild", []) if not isinstance(hand, list) else hand
            for c in held if isinstance(held, list) else []:
                if c in piles:
                    piles[c] -= 1
        return piles
