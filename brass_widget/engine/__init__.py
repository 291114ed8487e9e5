"""The pure rules engine: no Jupyter, no plotting, no I/O beyond reading its own data files."""

from .actions import Action, ActionSyntaxError
from .game import Game, IllegalAction
from .house_rules import HouseRulesError
from .rules import Reason
from .saved import SavedGameError

__all__ = ["Action", "ActionSyntaxError", "Game", "HouseRulesError", "IllegalAction", "Reason", "SavedGameError"]
