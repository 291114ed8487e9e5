"""Brass: Lancashire (Roxley, 2018 rules): the rulebook v2018.11.

Its data file, ``lancashire.json``, is built from ``shared/reference/lancashire.json`` by
``scripts/build_lancashire_data.py``; every number the rules use comes from it. What Lancashire does
differently from the shared core is a few parts (engine/parts.py), each citing its rulebook section:

- ``PortsAndDistantMarket``: selling to ports and the Distant Cotton Market;
- ``DistantCottonMarket`` and ``FaceDownMarketTiles``: that market's tiles (setup, the end of the Canal Era,
  checks) and their hidden order;
- the three variants: ``ClassicDeck`` (cards and rounds), ``IntroductoryEras`` and ``IntroductoryScoring``
  (the Introductory Game), ``VirtualLink`` (the classic virtual link).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...engine.actions import Action, check_ref, make_ref, split_ref
from ...engine.edition import Edition, register
from ...engine.partial import tiles_of_industry
from ...engine.parts import NOWHERE, CardFlow, Components, Eras, Hidden, Network, Scoring, Selling, Table
from ...engine.rules import Reason, said
from .info import INFO

if TYPE_CHECKING:
    from ...engine.board import View

SECTIONS = {
    "TURN": "Player Turns",
    "ACTIONS": "Actions List",
    "DISCARD": "Player Turns: discard a card for each action",
    "BUILD_CARD": "Build Action, step 1 (cards)",
    "DOUBLE_BUILD": "Build Action, step 1: Double Action Build",
    "NO_TILES": "Build Action: Building If You Have No Tiles on the Board",
    "BUILD_SPACE": "Build Action, step 2 (spaces)",
    "BUILD_LOWEST": "Build Action, step 2: the lowest level tile",
    "BUILD_COST": "Build Action, step 3 (cost)",
    "CANAL_BUILD": "Canal Era Building",
    "RAIL_BUILD": "Rail Era Building",
    "NEVER_BUILT": "Build Action: Building A Shipyard",
    "OVERBUILD": "Overbuilding",
    "MARKET_SALE": "Build Action: Moving Coal and Iron to the Market",
    "COAL": "Consuming Coal",
    "IRON": "Consuming Iron",
    "BEER": "Actions List",  # Lancashire has no beer
    "NETWORK": "Network Action",
    "CANAL_NETWORK": "Network Action: Network During Canal Era",
    "RAIL_NETWORK": "Network Action: Network During Rail Era",
    "YOUR_NETWORK": "Your Network",
    "CONNECTED": "Connected Locations",
    "DEVELOP": "Develop Action",
    "SELL": "Sell Action",
    "SELL_PORT": "Sell Action: Selling using a Port",
    "SELL_DCM": "Sell Action: Selling to the Distant Cotton Market",
    "LOAN": "Loan Action",
    "PASS": "Actions List: Passing",
    "SCOUT": "Actions List",  # Lancashire has no Scout action
    "INCOME": "End of Round, step 2: Take Income",
    "SHORTFALL": "End of Round, step 2: shortfall",
    "FLIP_INCOME": "Increasing Your Income",
    "TURN_ORDER": "End of Round, step 1: Determine turn order",
    "ERA_END": "End of Era Maintenance",
    "VIRTUAL_LINK": "Classic Rules: Virtual Link",
    "GAME_OVER": "Winning the Game",
}


_new = tuple.__new__  # Action(kind, card, industry, target, coal, iron, to, amount, more), fast


def _tile_key(item: tuple[str, int, dict[str, Any]]) -> tuple[str, int]:
    return item[0], item[1]


class ClassicDeck(CardFlow):
    """Board Setup step 2; Tips and Variants > Classic 3-4 Player Deck Setup (all 66 cards, fewer under the deck
    tile, some cards out of the Rail Era)."""

    def deck_counts(self, players: int, variants: Sequence[str]) -> dict[str, int]:
        ed = self.ed
        return ed.decks["full"] if "classic-deck" in variants else ed.decks[str(players)]

    def under_tile(self, players: int, variants: Sequence[str], era: str) -> int:
        ed = self.ed
        if era == "canal" and "classic-deck" in variants:
            under: int = ed.variants["classic-deck"]["under_deck_tile"][str(players)]
            return under
        per_player: int = ed.setup["cards_under_deck_tile"][era]
        return per_player * players

    def rail_removed(self, players: int, variants: Sequence[str]) -> int:
        """Classic 3-4 Player Deck Setup: some cards leave the game for the Rail Era."""
        if "classic-deck" in variants:
            removed: int = self.ed.variants["classic-deck"]["rail_removed"][str(players)]
            return removed
        return 0


class LancashireEras(Eras):
    """Tips and Variants: the Introductory Game ends with the Canal Era; the Classic 3-4 Player Deck Setup's rounds."""

    def rounds(self, players: int, variants: Sequence[str]) -> int:
        ed = self.ed
        rounds: int = (ed.variants["classic-deck"] if "classic-deck" in variants else ed.setup)["rounds_per_era"][
            str(players)]
        return rounds

    def last(self, variants: Sequence[str]) -> str:
        return "canal" if "introductory" in variants else "rail"


class VirtualLink(Network):
    def card_reach(self, v: View, p: int) -> frozenset[str]:
        """Classic Rules: Virtual Link (Liverpool in your network lets an industry card build in Birkenhead)."""
        if "classic-virtual-link" in v.st["variants"]:
            vl = self.ed.variants["classic-virtual-link"]
            if vl["from"] in v.network(p):
                return frozenset((vl["to"],))
        return NOWHERE


class PortsAndDistantMarket(Selling):
    """Sell Action: a cotton mill sells to a connected port tile, or to the Distant Cotton Market through a
    trade icon."""

    ed: Lancashire  # the edition's own facts (its Distant Cotton Market's)

    def check_to(self, ref: str) -> str:
        return ref if ref == "distant" else check_ref(ref, self.ed, "to")

    def problems(self, v: View, p: int, a: Action) -> list[Any]:
        ed = self.ed
        R = ed.rules
        out = []
        assert a.target is not None and a.to is not None  # a sale names both (actions.check_action)
        mill = v.tile_at(a.target)
        loc, _ = split_ref(a.target)
        if mill is None or mill["owner"] != p or mill["industry"] != "cotton_mill":
            return [Reason(R.SELL, f"{v.ref_name(a.target)} is not one of your cotton mills")]
        if mill["flipped"]:
            return [Reason(R.SELL, f"the cotton mill at {v.ref_name(a.target)} has already sold (it is flipped)")]
        if a.beer is not None or a.bonus is not None:
            out.append(Reason(R.SELL, "a Lancashire sale needs no beer and gives no bonus"))
        # Sell Action: each refusal at a port or at the Distant Cotton Market also holds the words for the mill's
        # every destination at once, so a mill refused everywhere is answered "Bolton is connected to no port that
        # can take cotton and to no market trade icon for the Distant Cotton Market" (issue 37), not port by port
        if a.to == "distant":
            words = self.distant_refusals(v, loc)
        else:
            words = [w for w in (self.port_refusal(v, loc, a.to),) if w]
        if words:
            nowhere = self.nowhere(v, loc)
            rule = R.SELL_DCM if a.to == "distant" else R.SELL_PORT
            out += [Reason(rule, said(w, nowhere, R.SELL)) for w in words]
        return out

    def port_refusal(self, v: View, loc: str, ref: str) -> str | None:
        """Sell Action: Selling using a Port: why the port tile at ``ref`` cannot take the cotton of a mill at
        ``loc`` (an unflipped port tile, anyone's, connected to the mill); None if it can."""
        port = v.tile_at(ref)
        ploc, _ = split_ref(ref)
        if port is None or port["industry"] != "port":
            return f"there is no port tile at {v.ref_name(ref)}"
        if port["flipped"]:
            return f"the port at {v.ref_name(ref)} is flipped and buys no more cotton"
        if not v.connected(loc, ploc):
            return f"{v.name(loc)} is not connected to {v.name(ploc)} by links"
        return None

    def distant_refusals(self, v: View, loc: str) -> list[str]:
        """Sell Action: Selling to the Distant Cotton Market: why a mill at ``loc`` cannot sell there ([] if it
        can): the marker on X, no tile left to draw, no connection to a market trade icon."""
        closed = self.distant_closed(v.st)
        out = [closed] if closed else []
        if not v.trade_connected((loc,)):
            out.append(f"{v.name(loc)} is not connected to a market trade icon (a port tile, Scotland, Yorkshire or "
                       "The Midlands)")
        return out

    def nowhere(self, v: View, loc: str) -> str:
        """The words for a mill at ``loc`` refused at every port and at the Distant Cotton Market (Sell Action): true
        whenever each of those sales is refused, in place names."""
        ports = f"{v.name(loc)} is connected to no port that can take cotton"
        if not v.trade_connected((loc,)):
            return ports + " and to no market trade icon for the Distant Cotton Market"
        closed = self.distant_closed(v.st)
        return ports + (f", and {closed}" if closed else "")

    def destinations(self, v: View) -> list[Any]:
        """Sell Action: a mill sells to a port (anyone's) or to the Distant Cotton Market."""
        return tiles_of_industry(v, "port") + ["distant"]

    def candidates(self, st: dict[str, Any], held: dict[str, Any], ports: list[Any]) -> dict[str, Any]:
        return {"to": list(ports) + ["distant"]}  # a port, or the Distant Cotton Market (Sell Action)

    def choices(self, v: View, p: int, card: str | None) -> list[Any]:
        mills = []  # your unflipped cotton mills, then in (location, space) order
        for item in v.tiles_of[p]:
            t = item[2]
            if t["industry"] == "cotton_mill" and not t["flipped"]:
                mills.append(item)
        if not mills:
            return mills
        mills.sort(key=_tile_key)
        ed = self.ed
        st = v.st
        ports = v.board_cache.get("lancashire unflipped ports")  # depends on the board only
        if ports is None:
            ports = []
            board = st["board"]
            refs = ed.refs
            for loc, i, industry in v.occupancy:  # the tiles on the board, in the map's order
                if industry == "port" and not board[loc][i]["flipped"]:
                    ports.append((loc, refs[loc][i]))
            v.board_cache["lancashire unflipped ports"] = ports
        dcm_open = self.trade_icons_open(st)
        out = []
        for loc, i, _ in mills:
            ref = make_ref(loc, i)
            for ploc, pref in ports:
                if v.connected(loc, ploc):
                    out.append(_new(Action, ("sell", card, None, ref, None, None, pref, None, ())))
            if dcm_open and v.trade_connected((loc,)):
                out.append(_new(Action, ("sell", card, None, ref, None, None, "distant", None, ())))
        return out

    def trade_icons_open(self, st: dict[str, Any]) -> bool:
        """Sell Action: the Distant Cotton Market buys until its marker is on X or no tile is left to draw (it opens
        again in the Rail Era, End of Canal Era)."""
        return self.distant_closed(st) is None

    def distant_closed(self, st: dict[str, Any]) -> str | None:
        """Why the Distant Cotton Market buys no cotton now (Sell Action: Selling to the Distant Cotton Market: the
        marker on X, or no tile left to draw); None while it buys. ``draw`` is a count in an observation."""
        dcm = st["dcm"]
        if self.ed.dcm_track[dcm["marker"]] is None:
            return "the Distant Cotton Market marker is on X: it buys no more cotton this era"
        if not dcm["draw"]:
            return "no Distant Cotton Market tiles are left to draw"
        return None

    def markets(self, st: dict[str, Any], industry: str) -> set[str]:
        """A cotton mill sells through a trade icon or a port tile (Sell Action)."""
        if industry != "cotton_mill":
            return set()
        markets = set(self.ed.trade_icon)
        for loc, spaces in st["board"].items():
            if any(t is not None and t["industry"] == "port" for t in spaces):
                markets.add(loc)
        return markets

    def apply(self, st: dict[str, Any], v: View, p: int, a: Action) -> tuple[bool, Action]:
        """Sell Action steps 2-3. The action may go on unless the Distant Cotton Market reached X."""
        from ...engine.effects import advance_income, flip
        from ...engine.events import record, record_decision
        ed = self.ed
        record_decision(st, p, a)
        assert a.target is not None and a.to is not None  # a sale names both (actions.check_action)
        loc, i = split_ref(a.target)
        mill = st["board"][loc][i]
        if a.to == "distant":
            dcm = st["dcm"]
            value = dcm["draw"].pop()
            dcm["used"].append(value)
            x = len(ed.dcm_track) - 1
            dcm["marker"] = min(dcm["marker"] + abs(value), x)
            if ed.dcm_track[dcm["marker"]] is None:
                record(st, p, "distant_x", {"tile": value})
                return False, a  # the mill does not flip and the action ends at once
            advance_income(ed, st, p, ed.dcm_track[dcm["marker"]])
        else:
            ploc, pi = split_ref(a.to)
            flip(ed, st, st["board"][ploc][pi])
        flip(ed, st, mill)
        return True, a


class DistantCottonMarket(Components):
    """The Distant Cotton Market's track, marker and face-down tiles: setup, the end of the Canal Era, checks."""

    ed: Lancashire  # the edition's own facts (its Distant Cotton Market's)

    def check_setup(self, players: int, variants: Sequence[str]) -> None:
        if "classic-deck" in variants and players == 2:
            raise ValueError("the classic deck setup is for 3 and 4 players (Classic 3-4 Player Deck Setup)")

    def setup(self, players: int, variants: Sequence[str], r: random.Random) -> dict[str, Any]:
        dcm = list(self.ed.dcm_tiles_for(players, variants))
        r.shuffle(dcm)  # Board Setup step 5
        return {"dcm": {"marker": 0, "draw": dcm, "used": []}}

    def between_eras(self, st: dict[str, Any], r: random.Random) -> None:
        """End of Canal Era: the Distant Cotton Market marker goes back and its tiles are reshuffled."""
        dcm = st["dcm"]
        tiles = dcm["draw"] + dcm["used"]
        tiles.sort()
        r.shuffle(tiles)
        st["dcm"] = {"marker": 0, "draw": tiles, "used": []}

    def invariants(self, st: dict[str, Any]) -> list[str]:
        ed = self.ed
        out = []
        dcm = st["dcm"]
        if Counter(dcm["draw"] + dcm["used"]) != Counter(ed.dcm_tiles_for(st["players"], st["variants"])):
            out.append("state.dcm: the tiles are not this setup's Distant Cotton Market tiles")
        if dcm["marker"] >= len(ed.dcm_track):
            out.append(f"state.dcm.marker: {dcm['marker']} is off the track")
        return out

    def flow_problems(self, st: dict[str, Any]) -> list[str]:
        out = []
        dcm = st["dcm"]
        x = len(self.ed.dcm_track) - 1
        moved = sum(abs(v) for v in dcm["used"])
        if dcm["marker"] != min(moved, x):
            out.append(f"state.dcm.marker: {dcm['marker']}, but the tiles drawn this era ({dcm['used']}) move it "
                       f"to {min(moved, x)}")
        elif dcm["used"] and moved - abs(dcm["used"][-1]) >= x:
            out.append("state.dcm.used: a tile was drawn after the marker reached X")
        return out


class FaceDownMarketTiles(Hidden):
    """Hidden information: the order of the Distant Cotton Market's face-down tiles."""

    ed: Lancashire  # the edition's own facts (its Distant Cotton Market's)

    def observe(self, st: dict[str, Any], seat: int) -> None:
        st["dcm"]["draw"] = len(st["dcm"]["draw"])

    def determinize(self, st: dict[str, Any], obs: dict[str, Any], r: random.Random) -> None:
        from ...engine.saved import SavedGameError
        unseen = Counter(self.ed.dcm_tiles_for(st["players"], st["variants"])) - Counter(st["dcm"]["used"])
        tiles = sorted(unseen.elements())
        if len(tiles) != st["dcm"]["draw"]:
            raise SavedGameError(f"the observation hides {st['dcm']['draw']} Distant Cotton Market tiles "
                                 f"but {len(tiles)} are unseen")
        r.shuffle(tiles)
        st["dcm"] = dict(st["dcm"], draw=tiles)

    def draws(self, st: dict[str, Any], a: Action) -> list[Any] | None:
        """A sale to the Distant Cotton Market turns over its top face-down tile (Sell Action step 3)."""
        if a.kind == "sell" and a.to == "distant":
            unseen = st["dcm"]["draw"]
            return [(unseen.count(x) / len(unseen), x) for x in sorted(set(unseen), reverse=True)]
        return None

    def force(self, st: dict[str, Any], value: Any) -> None:
        draw = st["dcm"]["draw"]  # draw[-1] is the top tile
        draw.remove(value)
        draw.append(value)


class IntroductoryScoring(Scoring):
    def final(self, st: dict[str, Any], breakdown: dict[str, Any]) -> None:
        if "introductory" in st["variants"]:
            self._introductory(st, breakdown)
        else:
            super().final(st, breakdown)  # End of Rail Era step 3: 1 VP per £10

    def _introductory(self, st: dict[str, Any], breakdown: dict[str, Any]) -> None:
        """Introductory Game: money (1 VP per £4, at most 15), income level, level 2+ tiles again."""
        ed = self.ed
        rule = ed.variants["introductory"]
        extra = [0] * st["players"]
        for s, seat in enumerate(st["seats"]):
            extra[s] += min(seat["money"] // rule["money_per_vp"], rule["money_vp_cap"])
            extra[s] += ed.level_of(seat["income"])
        for item in breakdown["tiles"]:
            if item["level"] >= rule["tile_min_level"]:
                extra[item["player"]] += item["vp"]
        for seat, vp in zip(st["seats"], extra):
            seat["vp"] = max(0, seat["vp"] + vp)
        breakdown["introductory"] = extra


class MarketTrack(Table):
    """The board beside the map: the Distant Cotton Market's track, marker and tiles turned over."""

    ed: Lancashire  # the edition's own facts (its Distant Cotton Market's)

    def facts(self) -> dict[str, Any]:
        return {"dcm_track": list(self.ed.dcm_track)}

    def view(self, st: dict[str, Any]) -> dict[str, Any]:
        dcm = st["dcm"]  # the face-down tiles' order is hidden: only how many are left (a count in an observation)
        left = dcm["draw"] if isinstance(dcm["draw"], int) else len(dcm["draw"])
        return {"dcm": {"marker": dcm["marker"], "left": left, "used": list(dcm["used"])}}


@register
class Lancashire(Edition):
    info = INFO  # name, title, book, players, its event (info.py)
    sections = SECTIONS
    data_file = "lancashire.json"
    industry_order = ("cotton_mill", "port", "shipyard", "iron_works", "coal_mine")
    variants_played = {
        "classic-virtual-link": "Tips and Variants > Classic Rules > Virtual Link",
        "introductory": "Tips and Variants > Introductory Game",
        "classic-deck": "Tips and Variants > Classic 3-4 Player Deck Setup",
    }
    variants_refused = {
        "community-2p": "the community 2-player variant is not supported: its Alternate Map changes come "
                        "from a single source and which 40 cards carry the cog icon is unknown "
                        "(see docs/uncertain-facts.md)",
    }
    pending_kinds = ("network", "develop", "sell", "double")
    parts = {"eras": LancashireEras, "cards": ClassicDeck, "selling": PortsAndDistantMarket, "network": VirtualLink,
             "hidden": FaceDownMarketTiles, "scoring": IntroductoryScoring, "components": DistantCottonMarket,
             "table": MarketTrack}

    def __init__(self, data: dict[str, Any] | None = None):
        super().__init__(data)
        dcm = self.data["distant_cotton_market"]
        self.dcm_track: tuple[int | None, ...] = tuple(dcm["track"])
        self.dcm_tiles: dict[int, tuple[int, ...]] = {int(k): tuple(v) for k, v in dcm["tiles"].items()}

    def dcm_tiles_for(self, players: int, variants: Sequence[str]) -> tuple[int, ...]:
        """Board Setup step 2 removes the Distant Cotton Market tiles not showing the player count; the
        classic deck setup ignores step 2 (Classic 3-4 Player Deck Setup), so every tile is used: the
        4-player set is all of them."""
        if "classic-deck" in variants:
            return self.dcm_tiles[max(self.dcm_tiles)]
        return self.dcm_tiles[players]
