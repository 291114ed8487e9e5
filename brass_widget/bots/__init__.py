"""Bots that play through the public API only: ``bot.choose(game) -> Action``.

``BOTS`` names the levels offered by the board's seat menu and the command line, weakest first:
``random`` (any legal decision), ``beginner`` (rules of thumb), ``greedy`` (one decision ahead) and
``strong`` (plans its whole turn on sampled deals). See docs/bots.md.
"""

from .beginner import BeginnerBot
from .greedy import GreedyBot
from .random_bot import RandomBot
from .strong import StrongBot

BOTS = {"random": RandomBot, "beginner": BeginnerBot, "greedy": GreedyBot, "strong": StrongBot}

__all__ = ["BOTS", "BeginnerBot", "GreedyBot", "RandomBot", "StrongBot"]
