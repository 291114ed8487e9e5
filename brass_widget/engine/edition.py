"""Editions: the base class every edition builds on, and the registry that finds one by name.

An edition is a small subclass (python-chess's ``chess/variant.py`` is the model) living in
``brass_widget/editions/<name>/``: its data file, its rulebook citations, and the few rule hooks that
differ from the shared core, registered with ``@register``. ``load_edition(name)`` finds it.

The base class holds the static, read-only facts of the data file (map topology, tiles, industry
behaviour flags, markets, tracks, decks) and the hooks with the shared behaviour as their default.
Everything numeric comes from the data file; the rule code asks this object for numbers, adjacency
and behaviour flags, never hard-codes an industry's name. The table in docs/engine.md ("Editions")
lists every hook and where each edition's version of a rule lives.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import ClassVar, NamedTuple

from .limits import did_you_mean, shown  # noqa: F401 (did_you_mean: imported from here too)
from .rules import Citations

INDUSTRIES = ("cotton_mill", "port", "shipyard", "iron_works", "coal_mine")  # Lancashire's, in its order


class TileSpec(NamedTuple):
    industry: str
    level: int
    cost: int
    coal: int
    iron: int
    vp: int
    income: int
    link_vp: int
    cubes: int
    era: str  # "canal", "rail", "any" or "never"
    beer: int = 0  # beer to sell it (Birmingham)
    can_develop: bool = True  # False: a lightbulb pottery (Birmingham)


class Line(NamedTuple):
    id: str
    a: str
    b: str
    canal: bool
    rail: bool
    also: tuple[str, ...] = ()  # further locations one link here connects (Birmingham's southern farm brewery)

    @property
    def ends(self) -> tuple[str, ...]:
        return (self.a, self.b, *self.also)


class Industry(NamedTuple):
    """How an industry behaves (data flags, DESIGN.md "Editions")."""

    holds: str | None  # "coal", "iron", "beer": the resource put on it when built; it flips when emptied
    flips_on_build: bool  # Lancashire's shipyard
    flips_when_sold: bool  # goods flipped by a Sell action
    sells_to_market: str  # "never", "if_connected" (to a trade icon) or "always": cubes go to its market when built
    opponent_may_overbuild_when_exhausted: bool  # coal mines and iron works
    shows_trade_icon: bool  # Lancashire's port tile connects to the markets like a board-edge trade icon


HOT_FLAGS = ("extra_build_rules", "own_network", "cardless_kinds", "asks_at_turn_end", "extra_kinds")


class Edition:
    """Topology, component numbers and rule hooks, loaded once per edition and shared by every game.

    A subclass names its data file, its rulebook sections and overrides the hooks that differ."""

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    book: ClassVar[str] = ""  # the rulebook its Reasons cite
    books: ClassVar[dict[str, str]] = {}  # further books a section may name as "short: section"
    sections: ClassVar[dict[str, str]] = {}  # rule key (rules.RULE_KEYS) -> section of the book
    data_file: ClassVar[str] = ""  # beside the subclass's module
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    variants_played: ClassVar[dict[str, str]] = {}  # variant name -> the rulebook section it follows
    variants_refused: ClassVar[dict[str, str]] = {}  # variant name -> why it cannot be played
    industry_order: ClassVar[tuple[str, ...]] = ()  # the order decisions list industries in (default: the data's)
    extra_kinds: ClassVar[tuple[str, ...]] = ()  # decision kinds beyond the shared ones (Birmingham: scout)
    link_kinds: ClassVar[tuple[str, ...]] = ()  # the kinds a link names (Duel: ferry, road, rail, upgrade)
    repeatable: ClassVar[tuple[str, ...]] = ()  # words a decision may repeat, one per cube or barrel (coal iron beer)
    pending_kinds: ClassVar[tuple[str, ...]] = ("network", "develop", "sell")  # actions that go on over decisions
    board_drawn: ClassVar[bool] = False  # whether board_svg and the BoardWidget can draw this edition's map
    # how GreedyBot values a position here (bots/greedy.py): "projected" final VP, or the "classic" evaluation
    # whose recorded decisions an edition keeps (Lancashire's: the lab's comparisons rest on them)
    greedy_valuation: ClassVar[str] = "projected"
    first_era: ClassVar[str] = "canal"  # the era a game starts in (Duel has no eras: it plays one era throughout)
    cardless_kinds: ClassVar[tuple[str, ...]] = ()  # extra kinds that use no card and no action (Duel: take)
    hands_public: ClassVar[bool] = False  # every seat sees every hand (Duel: the column taken lies face up)
    hand_card_flow: ClassVar[bool] = True  # position checks count hands and deck by fixed rounds (not Duel's rows)
    own_network: ClassVar[bool] = False  # links by the hooks network_problems / network_choices / apply_network
    extra_build_rules: ClassVar[bool] = False  # builds also checked by the hook build_problems (Duel)
    seat_counts: ClassVar[tuple[str, ...]] = ()  # further counts on a seat a preview shows the change of (Duel)
    asks_at_turn_end: ClassVar[bool] = False  # turn_end_question may ask another seat (Duel: the bribe)
    spends_out_of_turn: ClassVar[bool] = False  # a seat may spend before its turn (Duel: the bribe)
    last_income_paid: ClassVar[bool] = False  # income is paid after the game's last round too (Duel)
    # what players call each era, for charts, the log and the board (Duel: none, the game is one era)
    era_names: ClassVar[dict[str, str]] = {"canal": "Canal", "rail": "Rail"}
    vp_during_play: ClassVar[str] = "VP during play"  # charts' name for VP scored between era ends

    def __init__(self, data: dict | None = None):
        if data is None:
            package = type(self).__module__
            data = json.loads(resources.files(package).joinpath(self.data_file).read_text("utf-8"))
        self.data = data
        self.house_rules: dict = {}  # the knobs this game's rules change (engine/house_rules.py); {}: standard
        self.standard: Edition = self  # the edition as its data file stands, without house rules
        # presentation is data: the words and pictures the board shows for this edition (presentation.json beside
        # the module, over the shared engine/presentation.json); engine/vocabulary.py reads them
        self.presentation: dict = _presentation(type(self).__module__)
        if data["edition"] != self.id or data["title"] != self.title:
            raise ValueError(f"{self.data_file} describes {data['edition']!r}, not {self.id!r}")
        self.rules = Citations(self.book, self.sections, self.books)
        self.locations: dict[str, dict] = {loc["id"]: loc for loc in data["locations"]}
        self.location_ids: tuple[str, ...] = tuple(self.locations)
        self.names = {lid: loc["name"] for lid, loc in self.locations.items()}
        # spaces[loc] = tuple of tuples of industries printed on each space
        self.spaces: dict[str, tuple[tuple[str, ...], ...]] = {
            lid: tuple(tuple(space) for space in loc["spaces"]) for lid, loc in self.locations.items()
        }
        self.printed_link_vp = {lid: loc["link_vp"] for lid, loc in self.locations.items()}
        self.refs = {lid: tuple(f"{lid}/{i + 1}" for i in range(len(sp))) for lid, sp in self.spaces.items()}
        self.trade_icon = frozenset(lid for lid, loc in self.locations.items() if loc["trade_icon"])
        # where a wild location card builds: every town (Birmingham: not the farm breweries)
        self.wild_location_targets = frozenset(lid for lid, loc in self.locations.items()
                                               if loc.get("kind", "town") == "town" and loc["spaces"])
        self.lines: dict[str, Line] = {
            ln["id"]: Line(ln["id"], ln["a"], ln["b"], ln["canal"], ln["rail"], tuple(ln.get("also_connects", ())))
            for ln in data["lines"]
        }
        self.lines_at: dict[str, tuple[str, ...]] = {
            lid: tuple(ln.id for ln in self.lines.values() if lid in ln.ends) for lid in self.locations
        }
        order = self.industry_order or tuple(data["industries"])
        self.industries: tuple[str, ...] = tuple(i for i in order if i in data["industries"])
        self.tiles: dict[str, tuple[TileSpec, ...]] = {}
        self.industry: dict[str, Industry] = {}
        for ind in self.industries:
            info = data["industries"][ind]
            specs = []
            for lv in info["levels"]:
                spec = TileSpec(ind, lv["level"], lv["cost"], lv["coal"], lv["iron"], lv["vp"],
                                lv["income"], lv["link_vp"], lv["cubes"], lv["era"], lv.get("beer", 0),
                                lv.get("can_develop", True))
                specs.extend([spec] * lv["count"])
            self.tiles[ind] = tuple(specs)  # the stack on a player mat, lowest level first
            self.industry[ind] = Industry(info.get("holds"), info.get("flips_on_build", False),
                                          info.get("flips_when_sold", False), info.get("sells_to_market", "never"),
                                          info.get("opponent_may_overbuild_when_exhausted", False),
                                          info.get("shows_trade_icon", False))
        self.holds = {ind: info.holds for ind, info in self.industry.items()}
        # a stack built or developed only once another stack is used up (Duel's shipbuilding branches)
        self.after: dict[str, str] = {ind: data["industries"][ind]["after"] for ind in self.industries
                                      if data["industries"][ind].get("after")}
        # stacks of one industry type, which may overbuild each other (Duel's three shipbuilding stacks)
        family = {ind: data["industries"][ind].get("family", ind) for ind in self.industries}
        self.overbuild_type: dict[str, str] = {ind: fam for ind, fam in family.items()
                                               if list(family.values()).count(fam) > 1}
        # (industry, tiles taken) where the next tile on the mat cannot be developed (a lightbulb pottery)
        self.undevelopable = frozenset((ind, k) for ind, stack in self.tiles.items()
                                       for k, spec in enumerate(stack) if not spec.can_develop)
        self.resource_industry = {info.holds: ind for ind, info in self.industry.items() if info.holds}
        self.trade_icon_industries = frozenset(i for i, info in self.industry.items() if info.shows_trade_icon)
        # the spaces showing each industry's icon at each location: (index, icons)
        self.spaces_for: dict[tuple[str, str], tuple[tuple[int, tuple[str, ...]], ...]] = {
            (ind, lid): tuple((i, icons) for i, icons in enumerate(self.spaces[lid]) if ind in icons)
            for ind in self.industries for lid in self.location_ids
        }
        # Build step 2, per (industry, location): the single-icon spaces, then the dual-icon spaces grouped by
        # their icons (a tile takes a free single-icon space first; otherwise one space of a group is as good as
        # another, and the groups are the player's choice)
        self.space_choice: dict[tuple[str, str], tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]] = {}
        for (ind, lid), found in self.spaces_for.items():
            singles = tuple(i for i, icons in found if len(icons) == 1)
            groups: dict[tuple[str, ...], list[int]] = {}
            for i, icons in found:
                if len(icons) > 1:
                    groups.setdefault(icons, []).append(i)
            self.space_choice[(ind, lid)] = (singles, tuple(tuple(g) for g in groups.values()))
        # locations that print a space for each industry
        self.industry_locations = {
            ind: tuple(lid for lid in self.location_ids if any(ind in sp for sp in self.spaces[lid]))
            for ind in self.industries
        }
        markets = data["markets"]
        self.coal_prices: tuple[int, ...] = tuple(markets["coal"]["prices"])
        self.iron_prices: tuple[int, ...] = tuple(markets["iron"]["prices"])
        self.coal_empty_price: int = markets["coal"]["empty_price"]
        self.iron_empty_price: int = markets["iron"]["empty_price"]
        self.market_start = {res: markets[res].get("start_cubes", len(markets[res]["prices"]))
                             for res in ("coal", "iron")}
        self.market_needs_connection = {res: markets[res].get("buy_needs_trade_connection", res == "coal")
                                        for res in ("coal", "iron")}
        it = data["income_track"]
        self.space_to_level: tuple[int, ...] = tuple(it["space_to_level"])
        self.max_level: int = it["max_level"]
        self.min_level: int = it["min_level"]
        self.top_space_of_level = {}
        for space, level in enumerate(self.space_to_level):
            self.top_space_of_level[level] = space  # ascending scan keeps the highest
        self.max_space = self.top_space_of_level[self.max_level]
        self.decks: dict[str, dict[str, int]] = data["decks"]
        self.setup: dict = data["setup"]
        self.rule_choices: dict = data.get("rule_choices", {})
        self.loans_stop_late = bool(self.rule_choices.get("loans_stop_when_rail_deck_empty"))
        self.variants: dict = data["variants"]
        self.uncertain: list = data["uncertain"]
        self.card_faces = frozenset(self.decks["full"]) | frozenset(self.setup.get("wild_cards", ()))
        self.deck_faces = frozenset(self.decks["full"])  # faces that live in the draw deck (not wild cards)
        loans = self.setup["loans"]
        self.loan_levels = {int(k): v for k, v in self.setup.get("loan_income_levels", {}).items()} or \
            {amount: amount // 10 for amount in loans}
        # what each card face builds: ("location", loc), ("industry", (industries...)) or ("wild", "location")
        # / ("wild", "industry")
        faces = data.get("card_faces", {})
        self.card_builds: dict[str, tuple] = {}
        for face in self.card_faces:
            info = faces.get(face)
            if info is None:
                self.card_builds[face] = ("location", face) if face in self.locations else ("industry", (face,))
            elif info["kind"] == "location":
                self.card_builds[face] = ("location", info["location"])
            elif info["kind"] == "industry":
                self.card_builds[face] = ("industry", tuple(info["industries"]))
            else:
                self.card_builds[face] = ("wild", info["any"])
        self.industry_cards = {ind: tuple(sorted(f for f, b in self.card_builds.items()
                                                 if b[0] == "industry" and ind in b[1])) for ind in self.industries}
        self.location_cards = {}
        for face, b in self.card_builds.items():
            if b[0] == "location":
                self.location_cards.setdefault(b[1], []).append(face)
        # the behaviour flags legal_actions and apply read at every decision, copied onto the instance: CPython
        # 3.11 reads an instance attribute much faster than a class attribute through an instance
        for flag in HOT_FLAGS:
            setattr(self, flag, getattr(type(self), flag))

    # -- the table: what the board shows beside the map (one part; presentation.json holds the words) ----------
    # Each answer is plain JSON keyed by the edition's own names for its table components (a card row, a pile, a
    # track), so the view model forwards them and names none; only public facts go in (``observation``'s rule).
    def table_facts(self) -> dict:
        """Static facts of the edition's own table components (sent once with the board's topology)."""
        return {}

    def table_view(self, st: dict) -> dict:
        """The public state of the edition's own table components now (``st`` a state or an observation)."""
        return {}

    def seat_view(self, seat: dict, shown: bool) -> dict:
        """A seat's further public counts and pieces; ``shown``: the viewer may see that seat's hand too."""
        return {}

    def barrel_places(self, st: dict) -> list[str]:
        """Locations holding beer off the tiles (merchant barrels), for where beer can come from."""
        return []

    def source_candidates(self, st: dict, held: dict, ports: list) -> dict:
        """A sale's destinations and the edition's further sources a step may show, legal now or not: ``held``
        {resource: [tile refs holding it]}, ``ports`` the unflipped tiles that show a trade icon."""
        return {"to": list(ports)}

    def value_names(self) -> dict:
        """What the board calls a step's values, {kind: {field: {value: words}}}: the presentation's, with the names
        of the kinds of link a network decision picks."""
        out = {k: {f: dict(v) for f, v in fields.items()} for k, fields in self.presentation.get("value_names",
                                                                                                  {}).items()}
        if self.presentation["link_names"]:
            out.setdefault("network", {}).setdefault("industry", {}).update(self.presentation["link_names"])
        return out

    # -- facts ---------------------------------------------------------------------------------------
    def cubes_on_build(self, spec: TileSpec, era: str) -> int:
        """Resources put on a tile when it is built: its printed cubes, or a brewery's barrels by era."""
        if self.holds[spec.industry] == "beer":
            return self.data["beer"]["brewery_barrels"][era]
        return spec.cubes

    def max_cubes(self, spec: TileSpec) -> int:
        if self.holds[spec.industry] == "beer":
            return max(self.data["beer"]["brewery_barrels"].values())
        return spec.cubes

    def level_of(self, income_space: int) -> int:
        return self.space_to_level[income_space]

    def spec(self, industry: str, level: int) -> TileSpec:
        for s in self.tiles[industry]:
            if s.level == level:
                return s
        raise KeyError(f"{industry} has no level {level}")

    def card_name(self, face: str) -> str:
        if face in self.locations:
            return self.names[face]
        return face.replace("_", " ").title()

    def for_variants(self, variants) -> Edition:
        """The edition as a game with these variants plays it (a variant may change a component's numbers)."""
        return self

    def era_name(self, era: str) -> str | None:
        """The era as players call it ("Canal", "Rail"); None in an edition without eras (Duel)."""
        return self.era_names.get(era)

    def round_label(self, era: str, rnd: int) -> str:
        """A round as charts name it: "Canal 3", "Rail 3"; "Round 3" in an edition without eras (Duel)."""
        name = self.era_name(era)
        return f"{name} {rnd}" if name else f"Round {rnd}"

    def cite(self, section: str) -> str:
        """A citation of a section of this edition's rulebook (a Reason's ``rule``)."""
        return self.rules.cite(section)

    # -- hooks: setup ----------------------------------------------------------------------------------
    # Each hook's default is the behaviour every edition shares; an edition overrides the ones that
    # differ, citing its rulebook.

    def deck_counts(self, players: int, variants) -> dict[str, int]:
        """Board Setup: the cards showing this player count."""
        return self.decks[str(players)]

    def cards_under_tile(self, players: int, variants, era: str) -> int:
        """Cards kept under a deck tile, not drawn during the era (none without a deck tile)."""
        under = self.setup.get("cards_under_deck_tile")
        return under[era] * players if under else 0

    def rounds_per_era(self, players: int, variants) -> int:
        return self.setup["rounds_per_era"][str(players)]

    def rounds_left(self, obs: dict, whole_game: bool = True) -> int:
        """For bots' evaluations: the rounds still to play after the current one, in the game (or, with
        ``whole_game=False``, in the era), from an observation. Player Turns: each era has a fixed number of
        rounds; the Canal Era is followed by the Rail Era (not in the introductory game)."""
        per_era = self.rounds_per_era(obs["players"], obs["variants"])
        left = per_era - obs["round"]
        if whole_game and obs["era"] == "canal" and "introductory" not in obs["variants"]:
            left += per_era
        return max(left, 0)

    def flip_vp_income(self, industry: str, level: int) -> int:
        """For bots' evaluations: the VP income a tile adds when it flips (Duel); none elsewhere."""
        return 0

    def rail_removed(self, players: int, variants) -> int:
        """Cards left out of the Rail Era's reshuffled deck (none in a standard setup)."""
        return 0

    def face_down_discards(self, era: str) -> int:
        """Cards each player puts face down to start the discard pile at the start of an era."""
        return 0

    def setup_extras(self, players: int, variants, r) -> dict:
        """State fields of this edition's own components, drawn after the deck is shuffled."""
        return {}

    def deal_extras(self, seats: list, deck: list, players: int) -> None:
        """Cards dealt after the hands (e.g. face-down discards)."""

    def finish_setup(self, st: dict, r) -> None:
        """The last setup steps on the new state (in place), e.g. Duel's card rows and decks."""

    def check_setup(self, players: int, variants) -> None:
        """Refuse a setup this edition cannot play (ValueError)."""

    # -- hooks: cards and actions ------------------------------------------------------------------------
    def discard(self, st: dict, p: int, card: str) -> None:
        """A card played for an action goes face up on your discard pile."""
        seat = st["seats"][p]
        seat["hand"].remove(card)
        seat["discard"].append(card)

    def industry_card_reach(self, v, p: int) -> frozenset:
        """Locations outside your network where an industry card may build all the same (a variant's rule)."""
        return frozenset()

    def sell_problems(self, v, p: int, a) -> list:
        raise NotImplementedError(f"{self.title}: selling is not written yet")

    def sell_choices(self, v, p: int, card) -> list:
        return []

    def apply_sale(self, st: dict, v, p: int, a) -> tuple[bool, object]:
        """Carry out one legal sale (logging it); returns (whether the action may go on, the decision as
        recorded)."""
        raise NotImplementedError(f"{self.title}: selling is not written yet")

    def sale_places(self, st: dict) -> set[str] | None:
        """Where goods sell, when that is not a market trade icon (Duel: the Ports on the board); None: the
        trade icons (``Game.trade_connected_locations``)."""
        return None

    def sale_markets(self, st: dict, industry: str) -> set[str]:
        """Where a tile of ``industry`` may sell (for bots' evaluations): locations of the markets buying it."""
        return set()

    def link_problems(self, v, p: int, a, first: bool) -> list:
        """What a link needs beyond its cost and coal (Birmingham: beer for the second rail)."""
        return []

    def link_choices(self, v, p: int, choices: list, first: bool) -> list:
        """The rail links ``legal_actions`` lists, given those the core found (each with its coal)."""
        return choices

    def apply_link(self, st: dict, v, p: int, a, first: bool):
        """Consume what ``link_problems`` asked for; returns the decision as recorded."""
        return a

    def extra_problems(self, v, p: int, a) -> list:
        """why_not for an edition's extra action kinds."""
        return []

    def extra_choices(self, v, p: int, cards: list) -> list:
        """legal_actions for an edition's extra action kinds."""
        return []

    def apply_extra(self, st: dict, v, p: int, a):
        raise NotImplementedError

    def finish_discards(self, st: dict, p: int, kind: str) -> None:
        """After the last discard of an extra action that discards several cards (Birmingham: Scout)."""

    def check_to(self, ref: str) -> str:
        """The text of a sale's destination, checked as words (ActionSyntaxError if wrong)."""
        raise NotImplementedError

    def actions_per_turn(self, st: dict) -> int:
        """Player Turns: 2 actions, 1 in the first round of the Canal Era."""
        if st["era"] == "canal" and st["round"] == 1:
            return self.setup["first_round_actions"]
        return self.setup["actions_per_turn"]

    def end_turn_cards(self, st: dict, p: int) -> None:
        """The end of a turn: refill your hand back up to 8 cards from the draw deck."""
        hand = st["seats"][p]["hand"]
        # during the Canal Era the cards under the deck tile are not part of the draw deck
        usable = len(st["deck"]) - (st["under"] if st["era"] == "canal" else 0)
        for _ in range(max(min(self.setup["hand_size"] - len(hand), usable), 0)):
            hand.append(st["deck"].pop())
        hand.sort()

    def era_ends(self, st: dict) -> bool:
        """Whether the round just played ends the era: the hands are empty."""
        return all(not seat["hand"] for seat in st["seats"])

    def after_round_income(self, st: dict) -> None:
        """What a round's end pays beyond money income (Duel: VP income)."""

    def build_problems(self, v, p: int, a, spec, explain: bool = True) -> list:
        """An edition's further build rules, asked only when ``extra_build_rules`` is set."""
        return []

    def market_coal_reachable(self, v, p: int, locs) -> bool:
        """Whether player p could buy coal at the market for ``locs`` now, once the market is the source (the
        core's markets need only the connection ``coal_options`` checks; Duel's external market needs a boat)."""
        return True

    def build_choices(self, v, p: int, builds: list) -> list:
        """The listed builds under the edition's further build rules, when ``extra_build_rules`` is set: those
        ``build_problems`` allows, each with any further choice it names (Duel: which boats are spent)."""
        taken = v.st["seats"][p]["taken"]
        return [a for a in builds if not self.build_problems(v, p, a, self.tiles[a.industry][taken[a.industry]],
                                                             False)]

    def on_develop(self, st: dict, p: int, industry: str) -> None:
        """After a tile is developed away (Duel: counted for a Notable Person)."""

    def partial_values(self, v, p: int, kind: str, field: str, known: dict) -> list | None:
        """The values the rules could put in ``field`` of a partial decision of this ``kind`` (``known``: the
        fields chosen so far), for ``Game.why_not_any``; None: the shared rules' values (``partial.core_values``).
        An edition names the values of its own kinds and fields, and where its sales go."""
        return None

    def log_event(self, a) -> tuple[str, dict]:
        """The log's event (kind, data) for an edition's cardless decision (public: every seat sees the log; Duel
        records a face-down choice by its public description)."""
        from .events import decision_data
        return a.kind, decision_data(a)

    def log_text(self, a) -> str:
        """The log's words for an edition's cardless decision: its event's rendering."""
        from .events import render
        return render(*self.log_event(a))

    def turn_end_question(self, st: dict, p: int) -> bool:
        """At the end of p's turn, before the cards: whether another seat must answer first (then the hook sets
        ``st["waiting"] = {"player": seat, ...}``; Duel: the bribe). No edition asks by default."""
        return False

    def answer_problems(self, v, p: int, a) -> list:
        raise NotImplementedError

    def answer_choices(self, v, p: int) -> list:
        raise NotImplementedError

    def apply_answer(self, st: dict, v, p: int, a) -> None:
        raise NotImplementedError

    def on_flip(self, st: dict, tile: dict) -> None:
        """What a tile's flip gives beyond money income (Duel: VP income)."""

    def on_build(self, st: dict, v, p: int, a, spec):
        """What a build consumes beyond money, coal and iron (Duel: boats), before its tile is placed; may return
        the decision with the sources it filled in (None: unchanged)."""

    def network_problems(self, v, p: int, a) -> list:
        """why_not for a link, when ``own_network`` is set (the core's canals and rails otherwise)."""
        raise NotImplementedError

    def network_choices(self, v, p: int, card) -> list:
        """legal_actions' links, when ``own_network`` is set."""
        raise NotImplementedError

    def apply_network(self, st: dict, v, p: int, a, first: bool):
        """Place a legal link, when ``own_network`` is set: returns (the decision as recorded, how many more
        links the action may place)."""
        raise NotImplementedError

    # -- hooks: end of era ---------------------------------------------------------------------------------
    def end_of_canal(self, st: dict, r) -> None:
        """End of Canal Era clean-up of this edition's own components (before the reshuffle)."""

    def link_score(self, st: dict, line_id: str, icons: int) -> int:
        """End of Era: a link scores the link icons at its ends."""
        return icons

    def before_era_scoring(self, st: dict) -> dict:
        """End of Era: the edition's steps before links and tiles score (Duel: Lodgings flip, Notable Persons
        score); returns further entries of the era's score (VP per player, already added to the seats)."""
        return {}

    def flips_at_game_end(self, industry: str) -> bool:
        """Whether the game's end flips this industry's unflipped tiles before links and tiles score (Duel:
        Lodgings); none elsewhere. ``before_era_scoring`` flips them; bots' evaluations read it."""
        return False

    def end_bonus_vp(self, st: dict, seat: int) -> int:
        """VP the game's end gives ``seat`` before links and tiles score, from the position ``st`` (a state or
        an observation) as it stands (Duel: its Notable Persons); none elsewhere. ``before_era_scoring`` adds
        it; bots' evaluations read it."""
        return 0

    def tie_breaks(self, st: dict, s: int) -> tuple:
        """Winning the Game: after VP, the higher income level, then more money (larger is better)."""
        seat = st["seats"][s]
        return (self.level_of(seat["income"]), seat["money"])

    def last_era(self, variants) -> str:
        """The era whose end ends the game."""
        return "rail"

    def game_ends_after(self, st: dict) -> bool:
        """Whether the era just scored ends the game."""
        return st["era"] == self.last_era(st["variants"])

    def final_scoring(self, st: dict, breakdown: dict) -> None:
        """Scoring after the last era's links and tiles (Lancashire: money into VP)."""
        per_vp = self.setup.get("money_per_vp_at_end")
        if per_vp:
            cash = [seat["money"] // per_vp for seat in st["seats"]]
            for seat, vp in zip(st["seats"], cash):
                seat["vp"] += vp
            breakdown["money"] = cash

    # -- hooks: hidden information, invariants, flow checks ---------------------------------------------
    def observe_extras(self, st: dict, seat: int) -> None:
        """Hide this edition's face-down components from ``seat`` (in place)."""

    def determinize_extras(self, st: dict, obs: dict, r) -> None:
        """Deal this edition's hidden components back from an observation (in place)."""

    def hidden_draws(self, st: dict, a) -> list | None:
        """[(probability, value)] for a decision that turns over a face-down component; None otherwise."""
        return None

    def force_draw(self, st: dict, value) -> None:
        """Put the face-down component ``value`` on top, so the next draw turns it over."""

    def cards_elsewhere(self, st: dict) -> list[str]:
        """Deck cards held outside the deck, hands and discard piles (Duel: the card rows and their decks)."""
        return []

    def extra_invariants(self, st: dict) -> list[str]:
        return []

    def eras_played(self, variants) -> tuple[str, ...]:
        """The eras a game plays, in order (the Introductory Game: the Canal Era only)."""
        return ("canal",) if self.last_era(variants) == "canal" else ("canal", "rail")

    def turn_started(self, st: dict) -> bool:
        """Whether the current player has acted this turn (so may have spent money): an action is used or under
        way."""
        return st["pending"] is not None or st["actions_left"] != self.actions_per_turn(st)

    def extra_flow_problems(self, st: dict) -> list[str]:
        return []

    def vp_only_at_era_end(self) -> bool:
        """Whether VP is scored only when an era ends (so none before the Canal Era is scored)."""
        return True


@cache
def _presentation(package: str) -> dict:
    """The shared presentation.json with an edition's own over it, key by key (a table of names is merged name
    by name); the edition's file is optional."""
    out = json.loads(resources.files(__package__).joinpath("presentation.json").read_text("utf-8"))
    words = resources.files(package).joinpath("presentation.json")
    for key, value in (json.loads(words.read_text("utf-8")) if words.is_file() else {}).items():
        out[key] = {**out[key], **value} if isinstance(value, dict) and isinstance(out.get(key), dict) else value
    return out


_REGISTRY: dict[str, type[Edition]] = {}
DEFAULT_EDITION = "lancashire"  # what Game.new, the board, simulations and the command line play when none is named


def register(cls: type[Edition]) -> type[Edition]:
    """Class decorator: make an edition findable by its ``id``."""
    _REGISTRY[cls.id] = cls
    return cls


def _registry() -> dict[str, type[Edition]]:
    """The editions registered so far. The core never imports them: the package does (``brass_widget``'s
    ``__init__`` imports ``brass_widget.editions``, whose modules register themselves), as python-chess's
    variants live beside its core."""
    return _REGISTRY


def edition_names() -> tuple[str, ...]:
    return tuple(_registry())


def describe_editions() -> list[dict]:
    """What can be played: each edition's name, title, player counts and variants."""
    return [{"edition": cls.id, "title": cls.title, "players": list(cls.player_counts),
             "variants": list(cls.variants_played), "rulebook": cls.book}
            for cls in _registry().values()]


def load_edition(name: str) -> Edition:
    """The edition called ``name``, built once and shared by every game."""
    found = _registry()
    if not isinstance(name, str) or name not in found:
        raise ValueError(f"unknown edition {shown(name, 40)}{did_you_mean(name, found)}: this version supports "
                         f"{', '.join(found)}")
    return _built(name)


def edition_named(name) -> str:
    """The registry name a person means: any case, with or without "Brass" ("Birmingham", "Brass: Birmingham",
    "brass duel" are "birmingham" and "duel"). Anything else is returned as it is, for ``load_edition`` to refuse
    with a suggestion."""
    if not isinstance(name, str):
        return name
    words = name.strip().lower().replace(":", " ").split()
    if words[:1] == ["brass"]:
        words = words[1:]
    key = "_".join(words)
    return key if key in _registry() else name


@cache
def _built(name: str) -> Edition:
    return _REGISTRY[name]()
