"""Brass: Lancashire, declared (engine/descriptor.py): its players and its one event of its own."""

from __future__ import annotations

from ...engine.descriptor import EditionInfo

INFO = EditionInfo(
    name="lancashire",
    title="Brass: Lancashire",
    book="Brass: Lancashire rulebook v2018.11",
    players=(2, 3, 4),
    capabilities=frozenset({"board"}),
    events={
        "distant_x": {"fields": {"tile": int},
                      "words": "the Distant Cotton Market tile {tile} moves the marker to X: the sale ends",
                      "about": "the Distant Cotton Market tile turned over moves the marker to X: the sale ends "
                               "(Lancashire, Sell Action)"},
    },
    schema="schema.json",
)
