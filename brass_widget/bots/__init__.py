"""Bots that play through the public API only: ``bot.choose(game) -> Action``."""

from .greedy import GreedyBot
from .random_bot import RandomBot

BOTS = {"random": RandomBot, "greedy": GreedyBot}

__all__ = ["BOTS", "GreedyBot", "RandomBot"]
