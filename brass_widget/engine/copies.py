"""Copies of the engine's own in-memory state: a deep copy, and one that shares the append-only records' entries.

Kept apart from ``game`` so the position queries (``queries.paid_alike``) copy a state without importing the game
that imports them."""

from __future__ import annotations

import marshal
from typing import Any


def _copy(state: dict[str, Any]) -> dict[str, Any]:
    """A deep copy of our own in-memory state (plain dicts, lists, ints, strings, bools, None).

    marshal is used only as a fast copier of data this process made; it never reads anything from
    outside. Saved games are JSON, checked by ``from_json``."""
    copied: dict[str, Any] = marshal.loads(marshal.dumps(state))
    return copied


# the state's records that only ever grow: an entry is never changed once appended (the log: ``events.record``;
# an era's scores: ``flow.end_era``)
APPEND_ONLY = ("log", "scores")


def _copy_sharing_records(state: dict[str, Any]) -> dict[str, Any]:
    """``_copy(state)`` whose append-only records (``APPEND_ONLY``) are new lists of the same entries: the log is
    most of a late position's data, so a copy that shares its entries costs a tenth as much. Every other field is
    copied in full; the keys keep their order (a shallow copy of the state, its values then replaced: ``dict`` copies
    and ``update`` replaces in C, where a comprehension over the state's keys ran a step for each)."""
    rest = dict(state)
    for k in APPEND_ONLY:
        rest.pop(k, None)
    copied = dict(state)
    copied.update(marshal.loads(marshal.dumps(rest)))
    for k in APPEND_ONLY:
        if k in state:
            copied[k] = list(state[k])
    return copied
