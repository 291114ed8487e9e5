"""Editions: the base class every edition builds on, and the registry that finds one by name.

An edition is a small subclass (python-chess's ``chess/variant.py`` is the model) living in
``brass_widget/editions/<name>/``: its data file, its rulebook citations, and the few parts that differ
from the shared core (``parts``: engine/parts.py), registered with ``@register``. ``load_edition(name)``
finds it.

The base class holds the static, read-only facts of the data file (map topology, tiles, industry
behaviour flags, markets, tracks, decks), a small data API over them (``spec``, ``level_of``,
``card_name``, ``cite``, ``cubes_on_build``...) and one instance of each part (``ed.eras``, ``ed.cards``,
``ed.selling``, ``ed.network``, ``ed.extras``, ``ed.building``, ``ed.hidden``, ``ed.scoring``,
``ed.components``, ``ed.table``), the core's own where the edition names none. Everything numeric comes
from the data file; the rule code asks this object for numbers, adjacency and behaviour flags, never
hard-codes an industry's name. docs/engine.md ("Editions") lists the parts and where each edition's
version of a rule lives.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any, ClassVar, NamedTuple, TypeVar

from .descriptor import EditionInfo
from .limits import did_you_mean, shown  # noqa: F401 (did_you_mean: imported from here too)
from .parts import (
    DEFAULT_PARTS,
    Building,
    CardFlow,
    Components,
    Eras,
    ExtraActions,
    Hidden,
    Network,
    Part,
    Scoring,
    Selling,
    Table,
)
from .rules import Citations

_P = TypeVar("_P", bound=Part)

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
    """How an industry behaves (data flags, docs/design.md "Editions")."""

    holds: str | None  # "coal", "iron", "beer": the resource put on it when built; it flips when emptied
    flips_on_build: bool  # Lancashire's shipyard
    flips_when_sold: bool  # goods flipped by a Sell action
    sells_to_market: str  # "never", "if_connected" (to a trade icon) or "always": cubes go to its market when built
    opponent_may_overbuild_when_exhausted: bool  # coal mines and iron works
    shows_trade_icon: bool  # Lancashire's port tile connects to the markets like a board-edge trade icon


class Edition:
    """Topology, component numbers and the edition's parts, loaded once per edition and shared by every game.

    A subclass names its data file, its rulebook sections and, in ``parts``, the parts that differ."""

    # the edition, declared (engine/descriptor.py); name, title, book and player counts are read from it
    info: ClassVar[EditionInfo] = EditionInfo(name="", title="", book="")
    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    book: ClassVar[str] = ""  # the rulebook its Reasons cite
    books: ClassVar[dict[str, str]] = {}  # further books a section may name as "short: section"
    sections: ClassVar[dict[str, str]] = {}  # rule key (rules.RULE_KEYS) -> section of the book
    data_file: ClassVar[str] = ""  # beside the subclass's module
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    # read from ``info`` too: the fields each decision kind names beyond the shared ones, those written bare, the
    # notice said wherever it is drawn, and whether the board draws it
    extra_fields: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    extra_positional: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    notice: ClassVar[str] = ""
    board_drawn: ClassVar[bool] = False
    variants_played: ClassVar[dict[str, str]] = {}  # variant name -> the rulebook section it follows
    variants_refused: ClassVar[dict[str, str]] = {}  # variant name -> why it cannot be played
    industry_order: ClassVar[tuple[str, ...]] = ()  # the order decisions list industries in (default: the data's)
    link_kinds: ClassVar[tuple[str, ...]] = ()  # the kinds a link names (Duel: ferry, road, rail, upgrade)
    repeatable: ClassVar[tuple[str, ...]] = ()  # words a decision may repeat, one per cube or barrel (coal iron beer)
    pending_kinds: ClassVar[tuple[str, ...]] = ("network", "develop", "sell")  # actions that go on over decisions
    vp_during_play: ClassVar[str] = "VP during play"  # charts' name for VP scored between era ends
    # the parts that differ from the core's (engine/parts.py): part name -> its class, or None for none
    parts: ClassVar[dict[str, type[Part] | None]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        info = cls.__dict__.get("info")
        if info is not None:  # the descriptor is the one place these are declared
            cls.id, cls.title, cls.book, cls.player_counts = info.name, info.title, info.book, info.players
            cls.extra_fields, cls.extra_positional = info.fields, info.positional
            cls.notice, cls.board_drawn = info.notice, info.drawn

    def __init__(self, data: dict[str, Any] | None = None):
        if data is None:
            package = type(self).__module__
            data = json.loads(resources.files(package).joinpath(self.data_file).read_text("utf-8"))
        self.data = data
        # the knobs this game's rules change (engine/house_rules.py); {}: standard
        self.house_rules: dict[str, Any] = {}
        self.standard: Edition = self  # the edition as its data file stands, without house rules
        # presentation is data: the words and pictures the board shows for this edition (presentation.json beside
        # the module, over the shared engine/presentation.json); engine/vocabulary.py reads them
        self.presentation: dict[str, Any] = _presentation(type(self).__module__)
        if data["edition"] != self.id or data["title"] != self.title:
            raise ValueError(f"{self.data_file} describes {data['edition']!r}, not {self.id!r}")
        self.rules = Citations(self.book, self.sections, self.books)
        self.locations: dict[str, dict[str, Any]] = {loc["id"]: loc for loc in data["locations"]}
        self.location_ids: tuple[str, ...] = tuple(self.locations)
        self.names: dict[str, str] = {lid: loc["name"] for lid, loc in self.locations.items()}
        # spaces[loc] = tuple of tuples of industries printed on each space
        self.spaces: dict[str, tuple[tuple[str, ...], ...]] = {
            lid: tuple(tuple(space) for space in loc["spaces"]) for lid, loc in self.locations.items()
        }
        self.printed_link_vp: dict[str, int] = {lid: loc["link_vp"] for lid, loc in self.locations.items()}
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
        self.setup: dict[str, Any] = data["setup"]
        self.rule_choices: dict[str, Any] = data.get("rule_choices", {})
        self.loans_stop_late = bool(self.rule_choices.get("loans_stop_when_rail_deck_empty"))
        self.variants: dict[str, Any] = data["variants"]
        self.uncertain: list[Any] = data["uncertain"]
        # wild cards in their own piles, face -> how many (Birmingham: Scout); none where the edition has none
        self.wild_piles: dict[str, int] = dict(self.setup.get("wild_cards", {})) \
            if "wild_cards" in self.info.capabilities else {}
        self.card_faces = frozenset(self.decks["full"]) | frozenset(self.setup.get("wild_cards", ()))
        self.deck_faces = frozenset(self.decks["full"])  # faces that live in the draw deck (not wild cards)
        loans = self.setup["loans"]
        self.loan_levels = {int(k): v for k, v in self.setup.get("loan_income_levels", {}).items()} or \
            {amount: amount // 10 for amount in loans}
        # what each card face builds: ("location", loc), ("industry", (industries...)) or ("wild", "location")
        # / ("wild", "industry")
        faces = data.get("card_faces", {})
        self.card_builds: dict[str, tuple[str, Any]] = {}
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
        self.location_cards: dict[str, list[str]] = {}
        for face, b in self.card_builds.items():
            if b[0] == "location":
                self.location_cards.setdefault(b[1], []).append(face)
        self._make_parts()

    def _make_parts(self) -> None:
        """One instance of each part (engine/parts.py): the core's, or the class the edition's ``parts`` names."""
        table = {**DEFAULT_PARTS, **self.parts}
        self.eras: Eras = self._part(table["eras"], Eras)
        self.cards: CardFlow = self._part(table["cards"], CardFlow)
        self.selling: Selling = self._part(table["selling"], Selling)
        self.network: Network = self._part(table["network"], Network)
        self.extras: ExtraActions = self._part(table["extras"], ExtraActions)
        self.building: Building | None = self._part(table["building"], Building) if table["building"] else None
        self.hidden: Hidden = self._part(table["hidden"], Hidden)
        self.scoring: Scoring = self._part(table["scoring"], Scoring)
        self.components: Components = self._part(table["components"], Components)
        self.table: Table = self._part(table["table"], Table)

    def _part(self, cls: type[Part] | None, base: type[_P]) -> _P:
        """The part ``cls`` names (the core's ``base`` or an edition's subclass of it), built for this edition."""
        if cls is None or not issubclass(cls, base):
            raise TypeError(f"{type(self).__name__}.parts names {cls!r} for a {base.__name__}, which is none")
        return cls(self)

    # -- facts ---------------------------------------------------------------------------------------
    def cubes_on_build(self, spec: TileSpec, era: str) -> int:
        """Resources put on a tile when it is built: its printed cubes, or a brewery's barrels by era."""
        if self.holds[spec.industry] == "beer":
            barrels: int = self.data["beer"]["brewery_barrels"][era]
            return barrels
        return spec.cubes

    def max_cubes(self, spec: TileSpec) -> int:
        if self.holds[spec.industry] == "beer":
            most: int = max(self.data["beer"]["brewery_barrels"].values())
            return most
        return spec.cubes

    def level_of(self, income_space: int) -> int:
        return self.space_to_level[income_space]

    def spec(self, industry: str, level: int) -> TileSpec:
        for s in self.tiles[industry]:
            if s.level == level:
                return s
        raise KeyError(f"{industry} has no level {level}")

    def tile_needs(self, spec: TileSpec) -> dict[str, int]:
        """What a tile needs beyond its cost, coal and iron, by the descriptor's further resource words
        (``EditionInfo.sources``), where it needs some: the barrels a Birmingham goods tile needs to sell (Sell)."""
        return {res: n for res in self.info.sources if (n := getattr(spec, res, 0) or 0)}

    def card_name(self, face: str) -> str:
        if face in self.locations:
            return self.names[face]
        return face.replace("_", " ").title()

    def for_variants(self, variants: tuple[str, ...] | list[str]) -> Edition:
        """The edition as a game with these variants plays it (a variant may change a component's numbers)."""
        return self

    def cite(self, section: str) -> str:
        """A citation of a section of this edition's rulebook (a Reason's ``rule``)."""
        return self.rules.cite(section)


@cache
def _presentation(package: str) -> dict[str, Any]:
    """The shared presentation.json with an edition's own over it, key by key (a table of names is merged name
    by name); the edition's file is optional."""
    out: dict[str, Any] = json.loads(resources.files(__package__).joinpath("presentation.json").read_text("utf-8"))
    words = resources.files(package).joinpath("presentation.json")
    for key, value in (json.loads(words.read_text("utf-8")) if words.is_file() else {}).items():
        out[key] = {**out[key], **value} if isinstance(value, dict) and isinstance(out.get(key), dict) else value
    return out


_REGISTRY: dict[str, type[Edition]] = {}
DEFAULT_EDITION = "lancashire"  # what Game.new, the board, simulations and the command line play when none is named


def register(cls: type[Edition]) -> type[Edition]:
    """Class decorator: make an edition findable by its ``id``, and its descriptor's decision fields and event
    kinds known to the core's tables (``Action``, ``events.EVENTS``)."""
    from .actions import declare_fields, declare_sources
    from .events import declare_events

    info = cls.__dict__.get("info")
    if not isinstance(info, EditionInfo) or not info.name:
        raise TypeError(f"{cls.__name__} declares no EditionInfo as its 'info' (engine/descriptor.py)")
    declare_fields(f for extra in info.fields.values() for f in extra)
    declare_sources(info.sources)
    declare_events(info.name, info.events)
    _REGISTRY[cls.id] = cls
    _BUILT.pop(cls.id, None)  # an edition registered again is built again
    return cls


def _registry() -> dict[str, type[Edition]]:
    """The editions registered so far. The core never imports them: the package does (``brass_widget``'s
    ``__init__`` imports ``brass_widget.editions``, whose modules register themselves), as python-chess's
    variants live beside its core."""
    return _REGISTRY


def edition_names() -> tuple[str, ...]:
    return tuple(_registry())


def describe_editions() -> list[dict[str, Any]]:
    """What can be played: each edition's name, title, player counts and variants."""
    return [{"edition": cls.id, "title": cls.title, "players": list(cls.player_counts),
             "variants": list(cls.variants_played), "rulebook": cls.book,
             "capabilities": sorted(cls.info.capabilities)}
            for cls in _registry().values()]


def load_edition(name: str) -> Edition:
    """The edition called ``name``, built once and shared by every game."""
    found = _registry()
    if not isinstance(name, str) or name not in found:
        raise ValueError(f"unknown edition {shown(name, 40)}{did_you_mean(name, found)}: this version supports "
                         f"{', '.join(found)}")
    return _built(name)


def edition_named(name: Any) -> Any:
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


_BUILT: dict[str, Edition] = {}


def _built(name: str) -> Edition:
    found = _BUILT.get(name)
    if found is None:
        found = _BUILT[name] = _REGISTRY[name]()
    return found
