"""Loading a saved game: schema, invariants, then a replay that must reproduce the saved state.

Anything wrong is refused with a SavedGameError that names the field; nothing is loaded.
"""

from __future__ import annotations

import json

from .actions import ActionSyntaxError, parse_action
from .board import View
from .edition import load_edition
from .invariants import problems
from .legality import why_not
from .schema import validate
from .setup import new_state


class SavedGameError(ValueError):
    """A saved game or scenario that cannot be loaded; the message names the field."""


def _first_difference(a, b, path: str) -> str | None:
    if type(a) is not type(b):
        return path
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return f"{path}.{key}"
            d = _first_difference(a[key], b[key], f"{path}.{key}")
            if d:
                return d
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return path
        for i, (x, y) in enumerate(zip(a, b)):
            d = _first_difference(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    return None if a == b else path


def check_position(state: dict):
    """Schema and invariants for a bare position; returns its Edition."""
    from .schema import game_schema
    schema = game_schema()
    err = validate(state, {"$defs": schema["$defs"], "$ref": "#/$defs/state"})
    if err:
        raise SavedGameError(f"position does not match the schema: {err}")
    ed = load_edition(state["edition"])
    try:
        new_state(ed, state["players"], state["seed"], tuple(state["variants"]))
    except ValueError as e:
        raise SavedGameError(f"setup: {e}") from None
    bad = problems(ed, state)
    if bad:
        raise SavedGameError("; ".join(bad[:5]))
    return ed


def load_game(cls, text):
    from .effects import apply_decision

    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as e:
            raise SavedGameError(f"a saved game is UTF-8 text: {e}") from None
    if not isinstance(text, str):
        raise SavedGameError(f"a saved game is JSON text, not {type(text).__name__}")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise SavedGameError(f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    err = validate(doc)
    if err:
        raise SavedGameError(f"saved game does not match the schema: {err}")
    ed = load_edition(doc["edition"])
    st = doc["state"]
    for key in ("edition", "players", "seed", "variants"):
        if st[key] != doc[key]:
            raise SavedGameError(f"state.{key} is {st[key]!r} but the file's {key} is {doc[key]!r}")
    try:
        standard = new_state(ed, doc["players"], doc["seed"], tuple(doc["variants"]))
    except ValueError as e:
        raise SavedGameError(f"setup: {e}") from None
    custom = doc["start"] is not None
    start = doc["start"] if custom else standard
    if custom:
        for key in ("edition", "players", "seed", "variants"):
            if start[key] != doc[key]:
                raise SavedGameError(f"start.{key} is {start[key]!r} but the file's {key} is {doc[key]!r}")
        bad = problems(ed, start)
        if bad:
            raise SavedGameError("start: " + "; ".join(p.replace("state", "start", 1) for p in bad[:5]))
    bad = problems(ed, st)
    if bad:
        raise SavedGameError("; ".join(bad[:5]))
    game = cls(ed, start, custom_start=custom)
    state = game._state
    for i, text_i in enumerate(doc["history"]):
        try:
            a = parse_action(text_i, ed)
        except ActionSyntaxError as e:
            raise SavedGameError(f"history[{i}] {text_i!r}: {e}") from None
        v = View(ed, state)
        reasons = why_not(v, a)
        if reasons:
            raise SavedGameError(f"history[{i}] {text_i!r} is illegal at that point: "
                                 + "; ".join(str(r) for r in reasons))
        game._history.append(apply_decision(ed, state, v, a))
    diff = _first_difference(st, state, "state")
    if diff:
        raise SavedGameError(f"{diff} does not match what the history leads to (was the file edited?)")
    game._view = None
    return game
