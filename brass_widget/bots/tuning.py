"""How the bots play each edition: a table keyed by the edition's name (tuning.json beside this module).

The rules class says what an edition is; how a bot plays it is the bots' own business, measured per edition
(docs/bots.md). An edition the table does not list (a new one) gets the default."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import NamedTuple

from .evaluation import Weights

VALUATIONS = ("classic", "projected")  # GreedyBot's two ways to value a position (greedy.py)


class Tuning(NamedTuple):
    greedy_valuation: str  # "classic": greedy.evaluate; "projected": projected final VP (greedy.value)
    coach_rival: float  # the share of the best other seat's projected VP the Hint counts against the seat's own
    coach_weights: tuple = ()  # (name, value) pairs of ``evaluation.Weights`` the Hint sets in this edition beside
                               # ``coach.WEIGHTS`` (sorted by name; none: the coach's own judgement alone)


def entry_tuning(entry: dict) -> Tuning:
    """One edition's entry of bots/tuning.json, checked: ``ValueError`` names what is wrong."""
    weights = entry.get("coach_weights", {})
    t = Tuning(entry["greedy_valuation"], float(entry["coach_rival"]), tuple(sorted(weights.items())))
    if t.greedy_valuation not in VALUATIONS or not 0 <= t.coach_rival <= 1:
        raise ValueError(f"bots/tuning.json: {entry} is not a valuation of {VALUATIONS} and a share from 0 to 1")
    unknown = (set(weights) - set(Weights.__dataclass_fields__)) | (set(weights) & {"rival"})
    if unknown:
        raise ValueError(f"bots/tuning.json: coach_weights {sorted(unknown)} are not evaluation.Weights fields the "
                         "coach may set (the rival's share is coach_rival)")
    if not all(v is None or isinstance(v, (int, float)) for v in weights.values()):
        raise ValueError(f"bots/tuning.json: coach_weights {weights} are not all numbers, true/false or null")
    return t


@cache
def _table() -> tuple[Tuning, dict[str, Tuning]]:
    data = json.loads(resources.files(__package__).joinpath("tuning.json").read_text("utf-8"))
    return entry_tuning(data["default"]), {name: entry_tuning(entry) for name, entry in data["editions"].items()}


def tuning(ed) -> Tuning:
    """How the bots play ``ed`` (an Edition, with or without house rules: its registry name decides)."""
    default, table = _table()
    return table.get(ed.id, default)
