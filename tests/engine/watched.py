"""One seeded random game played with a hook watching it: the work budgets' way of counting calls or lines."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from brass_widget import Game, RandomBot


def play_watched(edition: str, players: int, seed: int, hook: Callable[..., Any], trace: bool = False) -> None:
    """Play RandomBot(seed)'s game of ``edition`` (``Game.new(..., seed=seed)``) to its end with ``hook`` as the
    profiler (``sys.setprofile``), or with ``trace`` as the tracer (``sys.settrace``), the one before put back after."""
    get, put = (sys.gettrace, sys.settrace) if trace else (sys.getprofile, sys.setprofile)
    g = Game.new(edition, players=players, seed=seed)
    bot = RandomBot(seed)
    before = get()
    put(hook)
    try:
        while not g.is_over:
            g.apply(bot.choose(g))
    finally:
        put(before)
