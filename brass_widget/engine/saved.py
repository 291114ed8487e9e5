"""Loading a saved game: schema, invariants, then a replay that must reproduce the saved state.

Anything wrong is refused with a SavedGameError that names the field; nothing is loaded. A position
from outside (``Game.from_state``, a saved game's ``start``, a scenario) must also fit the turn,
round and era flow (``position_checks``) and be over or have a legal decision.

Format 2 (``brass_widget.game/2``) records each log entry as an event (``events.py``). A format 1 file still
loads: its log entries, which have a text only, become notes of that text (``events.as_note``), and its saved
state must match the replay line for line. A position from outside may likewise hold entries with a text only
(a scenario written by hand): they become notes too.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .actions import ActionSyntaxError, parse_action
from .board import View
from .edition import load_edition
from .events import as_note
from .house_rules import HouseRulesError, ruled_edition
from .invariants import problems
from .legality import current_player, legal_actions, why_not
from .limits import MAX_LOG_FROM_OUTSIDE, MAX_SAVED_TEXT, shown
from .schema import validate
from .setup import new_state

if TYPE_CHECKING:
    from .edition import Edition
    from .game_shape import G

FORMAT_1 = "brass_widget.game/1"  # before events: each log entry a text only


class SavedGameError(ValueError):
    """A saved game or scenario that cannot be loaded; the message names the field."""


def _notes_for_texts(position: object) -> None:
    """In place: each log entry with a text only becomes a note of it (anything else stays for the checks)."""
    if isinstance(position, dict) and isinstance(position.get("log"), list):
        position["log"] = [as_note(e) for e in position["log"]]


def _as_notes(state: dict[str, Any]) -> dict[str, Any]:
    """A state with every log entry a note of its text: how a format 1 file's state reads once loaded."""
    return {**state, "log": [{**e, "kind": "note", "data": {"text": e["text"]}} for e in state["log"]]}


def _first_difference(a: Any, b: Any, path: str) -> str | None:
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


def parse_json(text: object, what: str = "a saved game") -> Any:
    """JSON text (str or UTF-8 bytes) of at most MAX_SAVED_TEXT characters, parsed; SavedGameError
    otherwise (never a RecursionError, UnicodeDecodeError or bare ValueError)."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_SAVED_TEXT:
            raise SavedGameError(f"{what} is at most {MAX_SAVED_TEXT} bytes; this one has {len(text)}")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise SavedGameError(f"{what} is UTF-8 text; byte {text[e.start]:#04x} at position {e.start} "
                                 "is not") from None
    if not isinstance(text, str):
        raise SavedGameError(f"{what} is JSON text, not {type(text).__name__}")
    if len(text) > MAX_SAVED_TEXT:
        raise SavedGameError(f"{what} is at most {MAX_SAVED_TEXT} characters; this one has {len(text)}")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise SavedGameError(f"not valid JSON: {e.msg} (line {e.lineno}, column {e.colno})") from None
    except RecursionError:
        raise SavedGameError("not valid JSON for a game: arrays or objects nested too deeply") from None
    except ValueError as e:  # an integer of thousands of digits (Python's int limit)
        why = "a number has too many digits" if "digits" in str(e) else shown(str(e), 100)
        raise SavedGameError(f"not valid JSON for a game: {why}") from None


def _legal_decision_problem(ed: Edition, st: dict[str, Any], field: str) -> str | None:
    """An accepted position is playable: over, or a legal decision for the player to act."""
    if st["over"] or legal_actions(View(ed, st)):
        return None
    return f"{field}: player {current_player(st)} has no legal decision in this position"


def _position_problems(ed: Edition, st: dict[str, Any], field: str, from_outside: bool) -> list[str]:
    """Invariants, the flow checks and a legal decision, each problem naming the field."""
    try:
        bad = problems(ed, st)
        if from_outside and len(st["log"]) > MAX_LOG_FROM_OUTSIDE:
            bad.append(f"state.log: {len(st['log'])} entries; a position from outside has at most "
                       f"{MAX_LOG_FROM_OUTSIDE}")
        if not bad:
            stuck = _legal_decision_problem(ed, st, "state")
            if stuck:
                bad.append(stuck)
    except Exception as e:  # noqa: BLE001 - a check that fails must still refuse, not crash
        bad = [f"state: the position could not be checked ({type(e).__name__}); this is a bug, "
               "please report it"]
    if field != "state":
        bad = [field + p[len("state"):] if p.startswith("state") else p for p in bad]
    return bad


def load_position(state: object) -> tuple[Edition, dict[str, Any]]:
    """A position from outside, checked (``check_position``): its Edition and a plain copy of it.

    The copy is made through JSON, so a value that is not plain JSON data (a tuple key, a NaN, a
    numpy number, a cycle) is refused here, and later changes to ``state`` change nothing."""
    if not isinstance(state, dict):
        raise SavedGameError(f"a position is a dict (a game's state), not {type(state).__name__}")
    try:
        text = json.dumps(state, allow_nan=False)
    except (TypeError, ValueError, RecursionError) as e:
        why = "a number has too many digits" if "digits" in str(e) else shown(str(e), 100)
        raise SavedGameError(f"a position is plain JSON data: {why}") from None
    clean = parse_json(text, "a position")
    _notes_for_texts(clean)
    return check_position(clean), clean


def check_position(state: object) -> Edition:
    """Schema, invariants and the flow checks for a bare position from outside; returns its Edition.

    Refused with a SavedGameError naming the field; an accepted position is over or has a legal
    decision, and every position reached from it saves and loads again."""
    from .schema import game_schema
    if not isinstance(state, dict):
        raise SavedGameError(f"a position is a dict (a game's state), not {type(state).__name__}")
    schema = game_schema()
    try:
        err = validate(state, {"$defs": schema["$defs"], "$ref": "#/$defs/state"}, "state")
    except RecursionError:
        err = "(top level): nested too deeply"
    if err:
        raise SavedGameError(f"position does not match the schema: {err}")
    ed = _edition(state["edition"], "state.edition", state.get("rules"), "state.rules")
    _check_setup(ed, state, "state")
    ed = ed.for_variants(state["variants"])
    bad = _position_problems(ed, state, "state", from_outside=True)
    if bad:
        raise SavedGameError("; ".join(bad[:5]))
    return ed


def _edition(name: str, field: str, rules: Any = None, rules_field: str = "state.rules") -> Edition:
    """The edition called ``name``, with the house rules a position records (``state.rules``)."""
    try:
        ed = load_edition(name)
    except ValueError as e:
        raise SavedGameError(f"{field}: {shown(str(e), 200)}") from None
    if rules is None:
        return ed
    try:
        ruled = ruled_edition(ed, rules)
    except HouseRulesError as e:
        raise SavedGameError(f"{rules_field}: {str(e)[:300]}") from None
    if not rules:
        raise SavedGameError(f"{rules_field}: no house rules; a game without them has no rules field")
    if ruled.house_rules != rules:  # a game records exactly the knobs that differ, so a file says no more
        raise SavedGameError(f"{rules_field}: records only the knobs that differ from the standard rules "
                             f"({shown(ruled.house_rules, 200)}), not {shown(rules, 200)}")
    return ruled


def _check_setup(ed: Edition, st: dict[str, Any], field: str) -> dict[str, Any]:
    try:
        return new_state(ed, st["players"], st["seed"], tuple(st["variants"]))
    except ValueError as e:
        raise SavedGameError(f"{field}: setup: {shown(str(e), 200)}") from None


def load_game(cls: type[G], text: object) -> G:
    from .effects import apply_decision

    doc = parse_json(text)
    old = isinstance(doc, dict) and doc.get("format") == FORMAT_1
    if old:
        _notes_for_texts(doc.get("state"))
        _notes_for_texts(doc.get("start"))
    try:
        err = validate(doc)
    except RecursionError:
        err = "(top level): nested too deeply"
    if err:
        raise SavedGameError(f"saved game does not match the schema: {err}")
    st = doc["state"]
    ed = _edition(doc["edition"], "edition", st.get("rules"), "state.rules")
    for key in ("edition", "players", "seed", "variants"):
        if st[key] != doc[key]:
            raise SavedGameError(f"state.{key} is {shown(st[key])} but the file's {key} is {shown(doc[key])}")
    standard = _check_setup(ed, doc, "setup")
    ed = ed.for_variants(doc["variants"])
    custom = doc["start"] is not None
    start = doc["start"] if custom else standard
    if custom:
        for key in ("edition", "players", "seed", "variants"):
            if start[key] != doc[key]:
                raise SavedGameError(f"start.{key} is {shown(start[key])} but the file's {key} is {shown(doc[key])}")
        if start.get("rules") != st.get("rules"):
            raise SavedGameError(f"start.rules is {shown(start.get('rules'))} but state.rules is "
                                 f"{shown(st.get('rules'))}: a game keeps its house rules throughout")
        bad = _position_problems(ed, start, "start", from_outside=True)
        if bad:
            raise SavedGameError("; ".join(bad[:5]))
    bad = _position_problems(ed, st, "state", from_outside=False)
    if bad:
        raise SavedGameError("; ".join(bad[:5]))
    game = cls(ed, start, custom_start=custom)
    state = game._state
    for i, text_i in enumerate(doc["history"]):
        try:
            a = parse_action(text_i, ed)
        except ActionSyntaxError as e:
            raise SavedGameError(f"history[{i}] {shown(text_i)}: {e}") from None
        try:
            v = View(ed, state)
            reasons = why_not(v, a)
            if not reasons:
                game._history.append(apply_decision(ed, state, v, a))
        except Exception as e:  # noqa: BLE001 - cannot happen from a checked start; refuse, never crash
            raise SavedGameError(f"history[{i}] {shown(text_i)} could not be replayed ({type(e).__name__}); "
                                 "this is a bug, please report it") from None
        if reasons:
            raise SavedGameError(f"history[{i}] {shown(text_i)} is illegal at that point: "
                                 + "; ".join(str(r) for r in reasons))
    diff = _first_difference(st, _as_notes(state) if old else state, "state")
    if diff:
        raise SavedGameError(f"{diff} does not match what the history leads to (was the file edited?)")
    game._view = None
    return game
