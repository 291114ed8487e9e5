"""Rulebook citations and the Reason a refused decision carries.

Each constant names the rulebook file and section a rule comes from, so a refusal can say where
to read more. Lancashire: shared/rules/000_0c9e398f9b6d94e0.txt (Roxley rulebook v2018.11).
"""

from __future__ import annotations

from typing import NamedTuple

BOOK = "Brass: Lancashire rulebook v2018.11"


class Reason(NamedTuple):
    """Why a decision is not allowed: the rule it breaks and plain words."""

    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


def cite(section: str) -> str:
    return f"{BOOK}, {section}"


TURN = cite("Player Turns")
ACTIONS = cite("Actions List")
DISCARD = cite("Player Turns: discard a card for each action")
BUILD_CARD = cite("Build Action, step 1 (cards)")
DOUBLE_BUILD = cite("Build Action, step 1: Double Action Build")
NO_TILES = cite("Build Action: Building If You Have No Tiles on the Board")
BUILD_SPACE = cite("Build Action, step 2 (spaces)")
BUILD_LOWEST = cite("Build Action, step 2: the lowest level tile")
BUILD_COST = cite("Build Action, step 3 (cost)")
CANAL_BUILD = cite("Canal Era Building")
RAIL_BUILD = cite("Rail Era Building")
SHIPYARD_LOCK = cite("Build Action: Building A Shipyard")
OVERBUILD = cite("Overbuilding")
MARKET_SALE = cite("Build Action: Moving Coal and Iron to the Market")
COAL = cite("Consuming Coal")
IRON = cite("Consuming Iron")
NETWORK = cite("Network Action")
CANAL_NETWORK = cite("Network Action: Network During Canal Era")
RAIL_NETWORK = cite("Network Action: Network During Rail Era")
YOUR_NETWORK = cite("Your Network")
CONNECTED = cite("Connected Locations")
DEVELOP = cite("Develop Action")
SELL = cite("Sell Action")
SELL_PORT = cite("Sell Action: Selling using a Port")
SELL_DCM = cite("Sell Action: Selling to the Distant Cotton Market")
LOAN = cite("Loan Action")
PASS = cite("Actions List: Passing")
INCOME = cite("End of Round, step 2: Take Income")
SHORTFALL = cite("End of Round, step 2: shortfall")
FLIP_INCOME = cite("Increasing Your Income")
TURN_ORDER = cite("End of Round, step 1: Determine turn order")
ERA_END = cite("End of Era Maintenance")
VIRTUAL_LINK = cite("Classic Rules: Virtual Link")
GAME_OVER = cite("Winning the Game")
