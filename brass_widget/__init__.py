"""brass_widget: a faithful rules engine for Brass, an interactive Jupyter board, and tutorials.

    >>> from brass_widget import Game
    >>> g = Game.new("lancashire", players=4, seed=7)
    >>> len(g.legal_actions()) > 0
    True
"""

from .bots import GreedyBot, RandomBot
from .engine import Action, ActionSyntaxError, Game, IllegalAction, Reason, SavedGameError

__version__ = "0.1.0"

__all__ = ["Action", "ActionSyntaxError", "Game", "GreedyBot", "IllegalAction", "RandomBot", "Reason",
           "SavedGameError", "__version__"]
