"""Brass Duel: Isle of Wight (2 players), known only from a fan summary of the *prototype* rules
("S1"). Its components are not public: every number and place in
``duel.json`` is a provisional stand-in (``provisional: true`` with its ``basis``; shared/reference/duel.md §6),
built by ``scripts/build_duel_data.py``, and swappable for the real components the day they are published.

Duel is played by the shared core (``Game``, ``legality``, ``effects``, ``flow``, ``hidden``, ``saved``) with
these parts (engine/parts.py) of its own, each in its module and citing S1:

- ``cards.py``: ``CardRows``, the two card rows instead of hands (the rows slide and refill), and ``OneEra`` (the
  game is one era, ending at 2 cards on the table); the setup of rows, decks, money by seat and boats;
- ``persons.py``: ``PersonsAndColumns``, Duel's own decisions (``take`` a column, ``choose`` and ``invite`` a
  Notable Person, the Bribery rule's ``bribe`` or ``decline``), and what each person scores;
- ``links.py``: ``Links``, Ferries, Roads, Rails and upgrades, and how each scores;
- ``boats.py``: ``Boats``, the further build rules (boats, the external coal market's boat, the
  one-unflipped-tile-per-town rule, Lodgings never overbuilt once flipped);
- ``selling.py``: ``PortSelling``, Breweries and Fisheries sold through a Port of either player, with boats;
- ``scoring.py``: ``VPIncome``, VP income and the end of the game;
- ``checks.py``: ``HiddenDecks`` (what an observation hides) and ``RowsAndPersons`` (setup of its components and
  what a Duel position must satisfy: saved games and ``Game.from_state``);
- ``table.py``: ``RowsTable``, what the board shows of them.

Duel has no eras: the whole game is one era (``OneEra``: stored as the core's ``"rail"``, so no Canal Era rule
applies and saved games keep their bytes; named none), every tile may be built at any time (``era: "any"``), and
the game ends after that era is scored.
"""

from __future__ import annotations

from typing import Any

from ...engine.edition import Edition, register
from . import checks
from .boats import Boats
from .cards import CardRows, OneEra
from .checks import HiddenDecks, RowsAndPersons
from .info import BOOK, INFO  # noqa: F401 (BOOK: the book is read from here too)
from .links import KINDS, Links
from .persons import PersonsAndColumns
from .scoring import VPIncome
from .selling import PortSelling
from .table import RowsTable

SECTIONS = {
    "TURN": "S1: On your turn",
    "ACTIONS": "S1: On your turn",
    "DISCARD": "S1: On your turn (an action with each card)",
    "BUILD_CARD": "S1: Build",
    "DOUBLE_BUILD": "S1: Build (discard your second card to build anywhere)",
    "NO_TILES": "S1: Build (unless you have nothing on the board)",
    "BUILD_SPACE": "S1: Build ('works mostly identical to classic Brass')",
    "BUILD_LOWEST": "S1: Build (the lowest level tile; shipbuilding's branches)",
    "BUILD_COST": "S1: Build (the cost of the tile)",
    "CANAL_BUILD": "S1: Build",
    "RAIL_BUILD": "S1: Build",
    "NEVER_BUILT": "S1: Build",
    "OVERBUILD": "S1: Build (Overbuilding)",
    "MARKET_SALE": "S1: Build (an Iron Foundry's iron to the market)",
    "COAL": "S1: Coal",
    "IRON": "S1: Iron",
    "BEER": "S1: Sell",
    "NETWORK": "S1: Network",
    "CANAL_NETWORK": "S1: Network",
    "RAIL_NETWORK": "S1: Network",
    "YOUR_NETWORK": "S1: Network",
    "CONNECTED": "S1: Sell",
    "DEVELOP": "S1: Develop",
    "SELL": "S1: Sell",
    "LOAN": "S1: Loan",
    "PASS": "S1: Build ('works mostly identical to classic Brass': Pass)",
    "SCOUT": "S1: On your turn",
    "INCOME": "S1: On your turn (income after both turns)",
    "SHORTFALL": "S1: On your turn (income; as classic Brass)",
    "FLIP_INCOME": "S1: Additional Concepts, VP income",
    "TURN_ORDER": "S1: On your turn (the player who spent less goes first)",
    "ERA_END": "S1: End of game",
    "GAME_OVER": "S1: End of game",
}


@register
class Duel(Edition):
    """Brass Duel: Isle of Wight for 2 players: prototype rules (fan summary), provisional components."""

    info = INFO  # name, title, book, players, decision fields, boats' source, notice (info.py)
    sections = SECTIONS
    data_file = "duel.json"
    vp_during_play = "VP income (VP during play)"  # S1, Additional Concepts: VP income, paid every round
    link_kinds = KINDS
    repeatable = ("coal", "iron", "boat")  # one source per cube (2-coal tiles), one per boat
    pending_kinds = ("network", "develop", "sell", "double")
    parts = {"eras": OneEra, "cards": CardRows, "selling": PortSelling, "network": Links, "extras": PersonsAndColumns,
             "building": Boats, "hidden": HiddenDecks, "scoring": VPIncome, "components": RowsAndPersons,
             "table": RowsTable}

    def __init__(self, data: dict[str, Any] | None = None):
        super().__init__(data)
        d = self.data
        checks.check_data(d)
        self.net = d["network"]
        self.tile_boats: dict[tuple[str, int], int] = {}
        self.sell_boats: dict[tuple[str, int], int] = {}
        self.vp_income: dict[tuple[str, int], int] = {}
        for ind, info in d["industries"].items():
            for lv in info["levels"]:
                key = (ind, lv["level"])
                self.tile_boats[key] = lv["boats"]
                self.sell_boats[key] = lv["sell_boats"]
                self.vp_income[key] = lv["vp_income"]
        self.port_ship_icon = bool(d["industries"]["port"].get("ship_icon_every_level"))
        self.persons: dict[str, dict[str, Any]] = {p["id"]: p for p in d["persons"]["list"]}
        self.family = {ind: info["family"] for ind, info in d["industries"].items()}

    def card_name(self, face: str) -> str:
        if face in self.persons:
            name: str = self.persons[face]["name"]
            return name
        return super().card_name(face)
