"""brass_widget: a faithful rules engine for Brass, an interactive Jupyter board, and tutorials.

    >>> from brass_widget import Game
    >>> g = Game.new("lancashire", players=4, seed=7)
    >>> len(g.legal_actions()) > 0
    True

``BoardWidget`` (the interactive board) is imported on first use, so the engine, bots and the
command line do not load Jupyter's widget machinery.
"""

from . import editions  # noqa: F401  (registers Lancashire, Birmingham and Duel with the engine's registry)
from .bots import GreedyBot, RandomBot
from .engine import Action, ActionSyntaxError, Game, HouseRulesError, IllegalAction, Reason, SavedGameError
from .review import review  # a function: the module is brass_widget.review too (import its names with "from")

__version__ = "0.1.0"

__all__ = ["Action", "ActionSyntaxError", "BoardWidget", "Game", "GreedyBot", "HouseRulesError", "IllegalAction",
           "RandomBot", "Reason", "SavedGameError", "__version__", "review"]


def __getattr__(name: str):
    if name == "BoardWidget":
        from .widget import BoardWidget
        return BoardWidget
    raise AttributeError(f"module 'brass_widget' has no attribute {name!r}")
