"""How the bots play each edition: a table keyed by the edition's name (tuning.json beside this module).

The rules class says what an edition is; how a bot plays it is the bots' own business, measured per edition
(docs/bots.md). An edition the table does not list (a new one) gets the default."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import NamedTuple

VALUATIONS = ("classic", "projected")  # GreedyBot's two ways to value a position (greedy.py)


class Tuning(NamedTuple):
    greedy_valuation: str  # "classic": greedy.evaluate; "projected": projected final VP (greedy.value)
    coach_rival: float  # the share of the best other seat's projected VP the Hint counts against the seat's own


@cache
def _table() -> tuple[Tuning, dict[str, Tuning]]:
    data = json.loads(resources.files(__package__).joinpath("tuning.json").read_text("utf-8"))

    def one(entry: dict) -> Tuning:
        t = Tuning(entry["greedy_valuation"], float(entry["coach_rival"]))
        if t.greedy_valuation not in VALUATIONS or not 0 <= t.coach_rival <= 1:
            raise ValueError(f"bots/tuning.json: {entry} is not a valuation of {VALUATIONS} and a share from 0 to 1")
        return t

    return one(data["default"]), {name: one(entry) for name, entry in data["editions"].items()}


def tuning(ed) -> Tuning:
    """How the bots play ``ed`` (an Edition, with or without house rules: its registry name decides)."""
    default, table = _table()
    return table.get(ed.id, default)
