"""The saved-game schema, composed from the core's and each edition's part, and a small JSON Schema validator
for the subset it uses.

The schema (JSON Schema 2020-12) is ``game_schema()``: the core's ``data/game.schema.json`` (a saved game's
envelope, the log's entries, the shared definitions) with each registered edition's fragment merged in (the file its
descriptor names, ``EditionInfo.schema``, beside its module: the ``$defs`` of its saved state, ``state`` naming its
position's def and ``variants`` its variants'). The composer fills in what depends on the editions registered: the
``edition`` names, the ``state`` dispatch on the edition, the variants, and the field names an event's data may
use. We check it here rather than depend on a validator package at run time; a test checks the schema against the
official meta-schema and compares our verdicts with the ``jsonschema`` package's on good and bad files.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import Any

from .limits import shown

_TYPES = {
    "object": lambda x: isinstance(x, dict),
    "array": lambda x: isinstance(x, list),
    "string": lambda x: isinstance(x, str),
    "integer": lambda x: isinstance(x, int) and not isinstance(x, bool),
    "number": lambda x: isinstance(x, (int, float)) and not isinstance(x, bool),
    "boolean": lambda x: isinstance(x, bool),
    "null": lambda x: x is None,
}


def game_schema() -> dict[str, Any]:
    """The saved-game schema for the editions registered now (built once per set of editions)."""
    from .edition import _registry

    return _composed(tuple((name, cls.__module__, cls.info.schema) for name, cls in _registry().items()))


@cache
def _composed(editions: tuple[tuple[str, str, str], ...]) -> dict[str, Any]:
    from .actions import _FURTHER, SHARED_FIELDS
    from .events import EVENTS

    text = resources.files("brass_widget.engine").joinpath("data").joinpath("game.schema.json").read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    defs = schema["$defs"]
    states, variants = {}, []
    for name, module, fragment_file in editions:
        if not fragment_file:
            raise ValueError(f"edition {name!r} names no schema fragment for its saved state (EditionInfo.schema)")
        fragment = json.loads(resources.files(module).joinpath(fragment_file).read_text("utf-8"))
        for key, value in fragment["$defs"].items():
            if key in defs and defs[key] != value:
                raise ValueError(f"edition {name!r}'s schema defines {key!r}, which another part defines otherwise")
            defs[key] = value
        states[name] = fragment["state"]
        if fragment.get("variants") and fragment["variants"] not in variants:
            variants.append(fragment["variants"])
    for name, state in states.items():
        if state not in defs:
            raise ValueError(f"edition {name!r}'s saved state {state!r} is defined by no schema part")
    names = list(states)
    schema["properties"]["edition"] = {"enum": names}
    schema["properties"]["variants"] = {"anyOf": [{"$ref": f"#/$defs/{v}"} for v in variants]} if variants else \
        {"type": "array", "maxItems": 0}
    # the position: the shape its edition's fragment gives, chosen by its "edition"
    dispatch: dict[str, Any] = {"type": "object", "required": ["edition"], "properties": {"edition": {"enum": names}}}
    for name in reversed(names):
        dispatch = {"if": {"type": "object", "required": ["edition"], "properties": {"edition": {"const": name}}},
                    "then": {"$ref": f"#/$defs/{states[name]}"}, "else": dispatch}
    defs["state"] = {"description": defs["state"].get("description", ""), **dispatch}
    fields = list(SHARED_FIELDS[1:]) + sorted(_FURTHER, key=_FURTHER.__getitem__)
    for spec in EVENTS.values():
        fields += [f for f in (*spec["fields"], *spec.get("optional", ())) if f not in fields]
    defs["event_data"]["propertyNames"] = {"enum": fields}
    return schema


def _kind(x: object) -> str:
    for name in ("null", "boolean", "integer", "number", "string", "array", "object"):
        if _TYPES[name](x):
            return name
    return type(x).__name__


def validate(doc: object, schema: dict[str, Any] | None = None, path: str = "") -> str | None:
    """The first problem found, as 'path: what is wrong', or None if the document is valid.

    ``path`` names the document itself in the messages (e.g. "state" for a bare position)."""
    root = schema or game_schema()
    return _check(doc, root, root, path)


def _same(x: object, y: object) -> bool:
    """JSON equality: 1 and true are different values (Python says 1 == True)."""
    if isinstance(x, bool) or isinstance(y, bool):
        return isinstance(x, bool) and isinstance(y, bool) and x == y
    return type(x) is type(y) and x == y if isinstance(x, (str, list, dict)) else x == y


def _check(x: Any, s: dict[str, Any], root: dict[str, Any], path: str) -> str | None:
    where = path or "(top level)"
    if "$ref" in s:
        name = s["$ref"].split("/")[-1]
        return _check(x, root["$defs"][name], root, path)
    if "anyOf" in s:
        if not any(_check(x, sub, root, path) is None for sub in s["anyOf"]):
            return _check(x, s["anyOf"][-1], root, path)
    if "if" in s:
        branch = s.get("then") if _check(x, s["if"], root, path) is None else s.get("else")
        if branch is not None:
            err = _check(x, branch, root, path)
            if err:
                return err
    t = s.get("type")
    if t is not None:
        types = t if isinstance(t, list) else [t]
        if not any(_TYPES[k](x) for k in types):
            return f"{where}: expected {' or '.join(types)}, got {_kind(x)}"
    if "enum" in s and not any(_same(x, e) for e in s["enum"]):
        return f"{where}: {shown(x)} is not one of {s['enum']}"
    if "const" in s and not _same(x, s["const"]):
        return f"{where}: expected {s['const']!r}, got {shown(x)}"
    if _TYPES["number"](x):
        if "minimum" in s and x < s["minimum"]:
            return f"{where}: {shown(x)} is below the minimum {s['minimum']}"
        if "maximum" in s and x > s["maximum"]:
            return f"{where}: {shown(x)} is above the maximum {s['maximum']}"
    if isinstance(x, str):
        if "maxLength" in s and len(x) > s["maxLength"]:
            return f"{where}: text longer than {s['maxLength']} characters"
        if "minLength" in s and len(x) < s["minLength"]:
            return f"{where}: text shorter than {s['minLength']} characters"
        if "pattern" in s and not re.search(s["pattern"], x):
            return f"{where}: {shown(x)} does not match {s['pattern']}"
    if isinstance(x, list):
        if "minItems" in s and len(x) < s["minItems"]:
            return f"{where}: needs at least {s['minItems']} items, has {len(x)}"
        if "maxItems" in s and len(x) > s["maxItems"]:
            return f"{where}: at most {s['maxItems']} items, has {len(x)}"
        if "items" in s:
            for i, item in enumerate(x):
                err = _check(item, s["items"], root, f"{path}[{i}]")
                if err:
                    return err
    if isinstance(x, dict):
        for key in s.get("required", ()):
            if key not in x:
                return f"{where}: missing field {key!r}"
        props = s.get("properties", {})
        extra = s.get("additionalProperties", True)
        names = s.get("propertyNames")
        for key, val in x.items():
            sub_path = f"{path}.{key}" if path else key
            if names is not None:
                err = _check(key, names, root, f"{where} field name")
                if err:
                    return err
            if key in props:
                err = _check(val, props[key], root, sub_path)
            elif extra is False:
                return f"{where}: unknown field {shown(key)}"
            elif isinstance(extra, dict):
                err = _check(val, extra, root, sub_path)
            else:
                err = None
            if err:
                return err
    return None
