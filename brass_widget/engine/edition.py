"""Editions: the base class every edition builds on, and the registry that finds one by name.

An edition is a small subclass (python-chess's ``chess/variant.py`` is the model) living in
``brass_widget/editions/<name>/``: its data file and the few facts that differ (rulebook, player
counts, variants), registered with ``@register``. ``load_edition(name)`` finds it.

The base class holds the static, read-only facts of the data file: map topology, tiles, markets,
tracks, decks. Everything numeric comes from the data file; nothing here is a rule. The rule code
asks this object for numbers and adjacency, never hard-codes them.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import import_module, resources
from typing import ClassVar, NamedTuple

INDUSTRIES = ("cotton_mill", "port", "shipyard", "iron_works", "coal_mine")


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


class Line(NamedTuple):
    id: str
    a: str
    b: str
    canal: bool
    rail: bool


class Edition:
    """Topology and component numbers, loaded once per edition and shared by every game.

    A subclass names its data file and the facts below; ``load_edition`` builds it once."""

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    book: ClassVar[str] = ""  # the rulebook its Reasons cite
    data_file: ClassVar[str] = ""  # beside the subclass's module
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    variants_played: ClassVar[dict[str, str]] = {}  # variant name -> the rulebook section it follows
    variants_refused: ClassVar[dict[str, str]] = {}  # variant name -> why it cannot be played

    def __init__(self, data: dict | None = None):
        if data is None:
            package = type(self).__module__
            data = json.loads(resources.files(package).joinpath(self.data_file).read_text("utf-8"))
        self.data = data
        if data["edition"] != self.id or data["title"] != self.title:
            raise ValueError(f"{self.data_file} describes {data['edition']!r}, not {self.id!r}")
        self.locations: dict[str, dict] = {loc["id"]: loc for loc in data["locations"]}
        self.location_ids: tuple[str, ...] = tuple(self.locations)
        self.names = {lid: loc["name"] for lid, loc in self.locations.items()}
        # spaces[loc] = tuple of frozensets of industries printed on each space
        self.spaces: dict[str, tuple[tuple[str, ...], ...]] = {
            lid: tuple(tuple(space) for space in loc["spaces"]) for lid, loc in self.locations.items()
        }
        self.printed_link_vp = {lid: loc["link_vp"] for lid, loc in self.locations.items()}
        self.trade_icon = frozenset(lid for lid, loc in self.locations.items() if loc["trade_icon"])
        self.lines: dict[str, Line] = {
            ln["id"]: Line(ln["id"], ln["a"], ln["b"], ln["canal"], ln["rail"]) for ln in data["lines"]
        }
        self.lines_at: dict[str, tuple[str, ...]] = {
            lid: tuple(ln.id for ln in self.lines.values() if lid in (ln.a, ln.b)) for lid in self.locations
        }
        self.tiles: dict[str, tuple[TileSpec, ...]] = {}
        for ind, info in data["industries"].items():
            specs = []
            for lv in info["levels"]:
                spec = TileSpec(ind, lv["level"], lv["cost"], lv["coal"], lv["iron"], lv["vp"],
                                lv["income"], lv["link_vp"], lv["cubes"], lv["era"])
                specs.extend([spec] * lv["count"])
            self.tiles[ind] = tuple(specs)  # the stack on a player mat, lowest level first
        self.industries: tuple[str, ...] = tuple(i for i in INDUSTRIES if i in self.tiles)
        # locations that print a space for each industry
        self.industry_locations = {
            ind: tuple(lid for lid in self.location_ids if any(ind in sp for sp in self.spaces[lid]))
            for ind in self.industries
        }
        self.coal_prices: tuple[int, ...] = tuple(data["markets"]["coal"]["prices"])
        self.iron_prices: tuple[int, ...] = tuple(data["markets"]["iron"]["prices"])
        self.coal_empty_price: int = data["markets"]["coal"]["empty_price"]
        self.iron_empty_price: int = data["markets"]["iron"]["empty_price"]
        dcm = data["distant_cotton_market"]
        self.dcm_track: tuple[int | None, ...] = tuple(dcm["track"])
        self.dcm_tiles: dict[int, tuple[int, ...]] = {int(k): tuple(v) for k, v in dcm["tiles"].items()}
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
        self.variants: dict = data["variants"]
        self.uncertain: list = data["uncertain"]
        self.card_faces = frozenset(self.decks["full"])

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


_REGISTRY: dict[str, type[Edition]] = {}


def register(cls: type[Edition]) -> type[Edition]:
    """Class decorator: make an edition findable by its ``id``."""
    _REGISTRY[cls.id] = cls
    return cls


def _registry() -> dict[str, type[Edition]]:
    import_module("brass_widget.editions")  # importing the package registers every edition
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
        raise ValueError(f"unknown edition {name!r}: this version supports {', '.join(found)}")
    return _built(name)


@cache
def _built(name: str) -> Edition:
    return _REGISTRY[name]()
