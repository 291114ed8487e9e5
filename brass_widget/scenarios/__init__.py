"""Named teaching positions: each one sets up the board so it shows exactly the rule being taught.

    >>> from brass_widget import scenarios
    >>> "coal_closest_mine" in scenarios.list_scenarios()
    True
    >>> g = scenarios.load("coal_closest_mine")      # a Game, ready to play from that position

A scenario is a small JSON document ``{"name", "description", "state"}`` whose ``state`` is a full
position (the same shape as ``Game.state``). Loading it checks the state against the game's JSON
Schema, its invariants and the turn, round and era flow (``Game.from_state``); anything wrong, from
a missing file to a position the rules cannot reach, raises ``ScenarioError`` naming the scenario and
the field.

Writing your own: start from a new game and edit it with ``Builder``, then save it::

    from brass_widget.scenarios import Builder
    b = Builder(players=4, seed=1)
    b.tile("bolton/1", owner=0, industry="cotton_mill", level=1)
    b.link("manchester--bolton", owner=0)
    b.hand(0, ["manchester", "cotton_mill"])
    b.to_act(0)
    b.save("my_lesson.json", name="my_lesson", description="One line saying what it teaches")
    game = load_file("my_lesson.json")

``Builder(edition="birmingham")`` starts from a Brass: Birmingham game instead (``merchant`` places its
merchant tiles; a hand may hold wild cards); ``Builder(edition="duel", players=2)`` from a Brass Duel game
(``play`` plays its Notable Person choice and first round, ``rows`` lays out the card rows, ``link`` takes a
road, rail or ferry). The positions shipped with brass_widget are built this way
by ``scripts/build_scenarios.py``.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from itertools import combinations
from pathlib import Path
from typing import Any

from .._io import FileProblem, read_text
from ..engine import Game, SavedGameError
from ..engine.limits import did_you_mean, shown
from ..engine.position_checks import actions_per_turn, fit_cards
from ..engine.saved import parse_json
from ..engine.setup import cards_under_tile

HERE = Path(__file__).parent
FORMAT = "brass_widget.scenario/1"


class ScenarioError(ValueError):
    """A scenario that cannot be loaded; the message names the scenario and what is wrong."""


def _files() -> dict[str, Path]:
    return {p.stem: p for p in sorted(HERE.glob("*.json"))}


def list_scenarios() -> dict[str, str]:
    """Every shipped scenario: ``{name: one-line description}``, in name order."""
    out = {}
    for name, path in _files().items():
        doc = json.loads(path.read_text(encoding="utf-8"))
        out[name] = doc.get("description", "")
    return out


def _name_of(name) -> str:
    if not isinstance(name, str):
        raise ScenarioError(f"a scenario's name is text, not {type(name).__name__}")
    return name


def load(name: str) -> Game:
    """The shipped scenario ``name`` as a new Game (its history starts empty)."""
    files = _files()
    if _name_of(name) not in files:
        known = ", ".join(files) or "none"
        raise ScenarioError(f"unknown scenario {shown(name)}{did_you_mean(name, files)}; the scenarios are: {known}")
    return _load_text(files[name].read_text(encoding="utf-8"), f"scenario {name!r}")


def load_file(path_or_text) -> Game:
    """A scenario from a file path, from JSON text, or from an already parsed dict.

    A path must name a regular file of at most 8 MB of UTF-8 JSON (a FIFO, a device or a directory is
    refused without reading it); anything wrong raises ScenarioError."""
    if isinstance(path_or_text, dict):
        return _load_doc(path_or_text, "scenario")
    if isinstance(path_or_text, str) and path_or_text.lstrip().startswith("{"):
        return _load_text(path_or_text, "scenario")
    if isinstance(path_or_text, (str, os.PathLike)):
        try:
            text = read_text(path_or_text)
        except FileProblem as e:
            raise ScenarioError(f"no scenario file: {e} (pass a path, the JSON text itself or a dict)") from None
        return _load_text(text, f"scenario file {shown(Path(path_or_text).name)}")
    raise ScenarioError(f"a scenario is a file path, JSON text or a dict, not {type(path_or_text).__name__}")


def describe(name: str) -> str:
    """The one-line description of a shipped scenario."""
    names = list_scenarios()
    if _name_of(name) not in names:
        raise ScenarioError(f"unknown scenario {shown(name)}{did_you_mean(name, names)}; the scenarios are: "
                            f"{', '.join(names)}")
    return names[name]


def _load_text(text: str, what: str) -> Game:
    try:
        doc = parse_json(text, "a scenario")
    except SavedGameError as e:
        raise ScenarioError(f"{what}: {e}") from None
    return _load_doc(doc, what)


_TEXT_LIMITS = {"name": 100, "description": 1000}


def _load_doc(doc, what: str) -> Game:
    if not isinstance(doc, dict):
        raise ScenarioError(f"{what}: a scenario is a JSON object with name, description and state")
    if isinstance(doc.get("name"), str) and what == "scenario":
        what = f"scenario {shown(doc['name'])}"
    missing = [k for k in ("name", "description", "state") if k not in doc]
    if missing:
        raise ScenarioError(f"{what}: missing {', '.join(missing)} (a scenario has name, description and state)")
    if "format" in doc and doc["format"] != FORMAT:
        raise ScenarioError(f"{what}: format {shown(doc['format'])} is not {FORMAT!r}")
    for key, limit in _TEXT_LIMITS.items():
        value = doc[key]
        if not isinstance(value, str) or not value.strip():
            raise ScenarioError(f"{what}: {key} must be a non-empty string")
        if len(value) > limit or not value.isprintable():
            raise ScenarioError(f"{what}: {key} is one line of at most {limit} printable characters")
    try:
        return Game.from_state(doc["state"])
    except SavedGameError as e:
        raise ScenarioError(f"{what}: {e}") from None


# -- writing scenarios ---------------------------------------------------------------------------------
class Builder:
    """Edit a new game's position into a teaching scenario. Every method returns the builder.

    Edits keep the books balanced where they can (cards move between the deck and hands, taken tiles
    follow the tiles placed); ``game()`` and ``save()`` check the result with ``Game.from_state``."""

    def __init__(self, players: int = 4, seed: int = 1, variant=None, edition: str = "lancashire"):
        base = Game.new(edition, players=players, seed=seed, variant=variant)
        self.ed = base.edition
        self.state = base.state
        self._turn_start = True  # actions_left follows the round (fit) until it is set

    # board ------------------------------------------------------------------------------------------
    def tile(self, ref: str, owner: int, industry: str, level: int, flipped: bool | None = None,
             cubes: int | None = None) -> Builder:
        """Put a tile on ``location/space``. Cubes default to full (0 if flipped); coal mines and iron
        works are flipped exactly when empty. The owner's mat gives up the tiles below it."""
        loc, _, num = ref.partition("/")
        spec = self.ed.spec(industry, level)
        if cubes is None:
            cubes = 0 if flipped else self.ed.cubes_on_build(spec, self.state["era"])
        if flipped is None:  # a tile that holds cubes (coal, iron, beer) flips when the last one is used
            behaviour = self.ed.industry[industry]
            flipped = behaviour.flips_on_build or (behaviour.holds is not None and cubes == 0)
        self.state["board"][loc][int(num) - 1] = {"owner": owner, "industry": industry, "level": level,
                                                   "flipped": flipped, "cubes": cubes}
        stack = self.ed.tiles[industry]
        first = next(i for i, s in enumerate(stack) if s.level == level)
        same = sum(1 for spaces in self.state["board"].values() for t in spaces
                   if t is not None and t["owner"] == owner and t["industry"] == industry and t["level"] == level)
        taken = self.state["seats"][owner]["taken"]
        taken[industry] = max(taken[industry], first + same)
        return self

    def link(self, line_id: str, owner: int, kind: str | None = None) -> Builder:
        """A link of ``owner`` on a line. Brass Duel also records its kind (S1, Network): ``road`` (the default
        on a brown line), ``rail``, or ``ferry`` (the only kind on a blue line)."""
        self.state["links"][line_id] = owner
        if "link_kinds" in self.state:
            self.state["link_kinds"][line_id] = kind or ("ferry" if self.ed.lines[line_id].canal else "road")
        return self

    def taken(self, seat: int, **industries: int) -> Builder:
        """How many tiles of each industry have left the mat (built or developed), e.g. coal_mine=1."""
        self.state["seats"][seat]["taken"].update(industries)
        return self

    def seat(self, seat: int, **fields) -> Builder:
        """Set money, income (a track space), vp or spent of a seat."""
        self.state["seats"][seat].update(fields)
        return self

    def income_level(self, seat: int, level: int) -> Builder:
        """Put the income marker on the highest space of an income level."""
        self.state["seats"][seat]["income"] = self.ed.top_space_of_level[level]
        return self

    def set(self, **fields) -> Builder:
        """Set top-level fields: coal_market, iron_market, era, round ..."""
        if "actions_left" in fields:
            self._turn_start = False
        self.state.update(fields)
        return self

    def dcm(self, marker: int, top: list[int] | None = None) -> Builder:
        """The Distant Cotton Market marker, and the tiles to be drawn next (first drawn first).

        Tiles not in ``top`` that move the marker to ``marker`` are taken as already drawn this era
        (the fewest that do; on X, the last of them is the one that reached it)."""
        d = self.state["dcm"]
        pool = d["draw"] + d["used"]
        for value in top or []:
            pool.remove(value)
        own: Any = self.ed  # the edition's own table (Lancashire's Distant Cotton Market track)
        used = _drawn_for(pool, marker, len(own.dcm_track) - 1)
        for value in used:
            pool.remove(value)
        d["marker"] = marker
        d["used"] = used
        d["draw"] = pool + list(reversed(top or []))  # the draw pile is taken from its end
        return self

    def merchant(self, ref: str, tile: str, beer: int | None = None) -> Builder:
        """Brass: Birmingham: put merchant tile ``tile`` on merchant space ``location/n`` (the tile that was
        there takes the other's old space, so the dealt tiles stay the same), with its beer barrel
        (default: full beside a tile that buys something, none beside a blank one)."""
        rows = self.state.get("merchants")
        if rows is None:
            raise ValueError(f"{self.ed.title} has no merchant tiles")
        loc, _, num = ref.partition("/")
        if loc not in rows or not num.isdigit() or not 1 <= int(num) <= len(rows[loc]):
            spaces = ", ".join(f"{m}/{k + 1}" for m, row in rows.items() for k in range(len(row)))
            raise ValueError(f"no merchant space {ref!r} with {self.state['players']} players; the spaces: {spaces}")
        here = rows[loc][int(num) - 1]
        there = next((m for row in rows.values() for m in row if m["tile"] == tile), None)
        if there is None:
            dealt = sorted(m["tile"] for row in rows.values() for m in row)
            raise ValueError(f"no merchant tile {tile!r} in a {self.state['players']}-player game; the tiles: "
                             + ", ".join(dealt))
        here["tile"], there["tile"] = tile, here["tile"]
        full = self.ed.data["merchant_tiles"]["beer_per_tile"]
        own: Any = self.ed  # the edition's own table (Birmingham's merchant tiles)
        for m in (here, there):
            m["beer"] = full if own.merchant_tiles[m["tile"]] else 0
        if beer is not None:
            here["beer"] = beer
        return self

    # Brass Duel ----------------------------------------------------------------------------------------
    def play(self, *decisions: str) -> Builder:
        """Play these decisions from the position so far (through ``Game.play``, so each is checked), e.g.
        Brass Duel's choice of Notable Persons and its first round, whose bookkeeping the rules then keep."""
        game = Game.from_state(json.loads(json.dumps(self.state)))
        for text in decisions:
            game.play(text)
        self.state = json.loads(json.dumps(game.state))
        return self

    def rows(self, top: list[str] | None = None, bottom: list[str] | None = None) -> Builder:
        """Brass Duel: lay these cards face up in the top and bottom rows, left to right (S1, Setup 2). Each comes
        from a row or a deck and swaps places with the card it replaces, so every card stays accounted for."""
        st = self.state
        if "rows" not in st:
            raise ValueError(f"{self.ed.title} has no card rows")
        laid: set[tuple[str, int]] = set()  # places already laid out: their cards stay
        for row, cards in (("top", top or []), ("bottom", bottom or [])):
            for col, card in enumerate(cards):
                places = [(st["rows"][r], r, i) for r in ("top", "bottom") for i in range(len(st["rows"][r]))
                          if (r, i) not in laid] + [(st["decks"][r], None, i) for r in ("top", "bottom")
                                                    for i in range(len(st["decks"][r]))]
                found = next(((pile, i) for pile, _, i in places if pile[i] == card), None)
                if found is None:
                    raise ValueError(f"no {card!r} card left in the rows or decks to lay in the {row} row")
                pile, i = found
                pile[i], st["rows"][row][col] = st["rows"][row][col], card
                laid.add((row, col))
        return self

    # cards ---------------------------------------------------------------------------------------------
    def _take_card(self, card: str) -> None:
        st = self.state
        if card in self.ed.wild_piles:
            return  # Brass: Birmingham's wild cards come from their own piles, not the deck
        if card in st["deck"]:
            st["deck"].remove(card)
            return
        for seat in st["seats"]:
            if card in seat["discard"]:
                seat["discard"].remove(card)
                return
        for seat in st["seats"]:
            if card in seat["hand"] and st["deck"]:
                seat["hand"].remove(card)  # another hand gives it up and draws a replacement
                seat["hand"].append(st["deck"].pop())
                seat["hand"].sort()
                return
        raise ValueError(f"no {card!r} card left in the deck or discards")

    def hand(self, seat: int, cards: list[str], size: int | None = None) -> Builder:
        """Give a seat exactly these cards first, then fill up to ``size`` (default 8) from the deck top.
        The seat's old hand goes back into the deck."""
        st = self.state
        s = st["seats"][seat]
        st["deck"].extend(s["hand"])
        s["hand"] = []
        for c in cards:
            self._take_card(c)
            s["hand"].append(c)
        size = self.ed.setup["hand_size"] if size is None else size
        if len(cards) > size:
            raise ValueError(f"{len(cards)} cards is more than a hand of {size}")
        while len(s["hand"]) < size:
            s["hand"].append(st["deck"].pop())
        s["hand"].sort()
        return self

    def deck_size(self, n: int) -> Builder:
        """Leave n cards in the draw deck; the rest go to the players' discard piles, in turn."""
        st = self.state
        i = 0
        while len(st["deck"]) > n:
            st["seats"][i % st["players"]]["discard"].append(st["deck"].pop())
            i += 1
        return self

    def empty_hands(self, *seats: int) -> Builder:
        """Move these seats' hands to their discard piles (late in an era)."""
        for s in seats:
            seat = self.state["seats"][s]
            seat["discard"].extend(seat["hand"])
            seat["hand"] = []
        return self

    # turns ---------------------------------------------------------------------------------------------
    def to_act(self, seat: int, order: list[int] | None = None, actions_left: int | None = None) -> Builder:
        """Make it ``seat``'s turn: the turn order (default: seat first, the others after it), and the
        actions left (default: all of the round's, 1 in the first Canal round and 2 after)."""
        st = self.state
        if order is None:
            order = [seat] + [s for s in range(st["players"]) if s != seat]
        st["order"] = list(order)
        st["turn"] = order.index(seat)
        self._turn_start = actions_left is None
        if actions_left is not None:
            st["actions_left"] = actions_left
        return self

    # results ---------------------------------------------------------------------------------------------
    def log(self, text: str) -> Builder:
        """The position's log: one note, its title (a note is the log's event for a line that is no play)."""
        st = self.state
        st["log"] = [{"era": st["era"], "round": st["round"], "player": None, "kind": "note", "data": {"text": text},
                      "text": text}]
        return self

    def fit(self) -> Builder:
        """Make the position's bookkeeping follow from its era, round and turn: the cards under the
        deck tile, a (blank) Canal Era score in the Rail Era, and the sizes of the hands and the draw
        deck (a hand keeps its first cards; cards move to or from the discard piles). ``game()`` and
        ``save()`` call it."""
        st = self.state
        st["under"] = cards_under_tile(self.ed, st["players"], st["variants"], st["era"])
        if st["era"] == "rail" and not st["scores"] and self.ed.eras.first == "canal":  # not Duel: one era
            st["scores"] = [{"era": "canal", "links": [], "tiles": [], "totals": [0] * st["players"]}]
        for seat in st["seats"]:  # Birmingham: the face-down card starts the Canal Era's discard pile only
            while len(seat.get("face_down", ())) > self.ed.cards.face_down(st["era"]):
                seat["discard"].append(seat["face_down"].pop())
        if self._turn_start and st["pending"] is None and not st["shortfall"]:
            st["actions_left"] = actions_per_turn(self.ed, st["era"], st["round"])
        try:
            if "rows" not in st:  # Brass Duel holds no hands between turns: its rows and decks are its cards
                fit_cards(self.ed, st)
        except (ValueError, KeyError, IndexError, TypeError):
            pass  # the position is wrong in some other way: Game.from_state names it
        for seat in st["seats"]:
            seat["hand"].sort()
        return self

    def game(self) -> Game:
        self.fit()
        return Game.from_state(json.loads(json.dumps(self.state)))

    def document(self, name: str, description: str) -> dict:
        self.game()  # raises SavedGameError naming the problem
        return {"format": FORMAT, "name": name, "description": description, "state": self.state}

    def save(self, path, name: str, description: str) -> Path:
        path = Path(path)
        path.write_text(json.dumps(self.document(name, description), indent=1, sort_keys=True) + "\n",
                        encoding="utf-8")
        return path


def _drawn_for(pool: list[int], marker: int, x: int) -> list[int]:
    """The fewest Distant Cotton Market tiles from ``pool`` whose draws move the marker to ``marker``."""
    if marker == 0:
        return []
    for size in range(1, len(pool) + 1):
        for combo in combinations(sorted(pool), size):
            moved = sum(abs(v) for v in combo)
            if marker < x and moved == marker:
                return list(combo)
            if marker == x and moved >= x:
                last = min(combo)  # the biggest step is drawn last, so the marker reaches X with it
                if moved - abs(last) < x:
                    rest = list(combo)
                    rest.remove(last)
                    return rest + [last]
    raise ValueError(f"no Distant Cotton Market tiles left that move the marker to {marker}")


def card_counts(state: dict) -> Counter:
    """All cards in a position (deck, hands, discards): handy when hand-editing a scenario."""
    cards = Counter(state["deck"])
    for seat in state["seats"]:
        cards.update(seat["hand"])
        cards.update(seat["discard"])
    return cards


__all__ = ["Builder", "ScenarioError", "card_counts", "describe", "list_scenarios", "load", "load_file"]
