"""The pure rules engine: no Jupyter, no plotting, no I/O beyond reading its own data files."""

from .actions import Action, ActionSyntaxError
from .edition import DEFAULT_EDITION
from .game import Game
from .house_rules import HouseRulesError
from .rules import IllegalAction, Reason
from .saved import SavedGameError

__all__ = ["DEFAULT_EDITION", "Action", "ActionSyntaxError", "Game", "HouseRulesError", "IllegalAction", "Reason",
           "SavedGameError"]
