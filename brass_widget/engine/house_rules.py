"""House rules: named knobs over the numbers of an edition's data file, checked, then played.

Each edition lists its knobs in ``knobs.json`` beside its module: a name, the path of the number in the
edition's data file, its type and range, its unit and its meaning in plain words. A game with house rules
plays on an Edition built from a copy of the data with those numbers replaced (``ruled_edition``), so
every rule reads the changed number exactly where it reads the standard one, and the standard Edition is
never touched. This module names no edition: what a knob may be is data.

A knob's table entry:

- ``type``: "int" (one whole number) or "ints" (a list of them);
- ``min`` / ``max``: the range of each number; ``length``: [fewest, most] numbers in a list, or "fixed"
  (as many as the standard list); ``order``: "increasing", "non_decreasing" or "steps_of_0_or_1";
- ``at_most_length_of``: the value is at most the length of the list at that path (cubes on a track);
  when that list changes and this knob is not given, the value keeps as many empty spaces as the standard;
- ``keyed_by``: the number(s) fill the object at ``path`` whose keys are the list at that path, in order
  (the income levels each loan size costs);
- ``rekeys``: when this knob changes the list that another object is keyed by, that object's values keep
  their places;
- ``derive``: further paths set from the value ("max" or "min" of the list);
- a path's ``*`` stands for every key of an object (the Distant Cotton Market's tiles at every player count);
- ``scale``: true: the knob is a percentage of every printed number at ``path`` (where a ``*`` stands for every
  key of an object or every item of a list: each industry tile's VP), 100 the standard; each number becomes
  number x value / 100, rounded half up (whole numbers stay whole: the rules count VP in whole points); ``also``:
  further paths it scales the same way (the link icons of the tiles, beside the places');
- ``also`` on a knob that sets a number: further paths set to the same value (the rounds of an era in a variant's
  setup too);
- ``zero_empties``: the value 0 empties the list at that path instead of setting a number in it (a loan of £0:
  no loan sizes, so no credit at all, as Lancashire's ``loans=[]``);

``HouseRulesError`` (a ValueError) names the knob and what is wrong; a misspelt name gets a suggestion.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable
from functools import cache
from importlib import resources
from typing import Any

from .edition import Edition
from .limits import did_you_mean, shown

MAX_KNOBS_GIVEN = 40  # more names than any edition has knobs: refused before anything is looked at


class HouseRulesError(ValueError):
    """A house rule that cannot be played: an unknown knob, a value of the wrong type, out of range or
    inconsistent with another knob. The message names the knob."""


@cache
def _table(package: str) -> tuple[dict[str, Any], ...]:
    path = resources.files(package).joinpath("knobs.json")
    if not path.is_file():
        return ()
    return tuple(json.loads(path.read_text("utf-8"))["knobs"])


def knob_table(ed: Edition) -> tuple[dict[str, Any], ...]:
    """The edition's knobs, in the order they are applied (its ``knobs.json``)."""
    return _table(type(ed).__module__)


def _steps(path: str) -> list[str]:
    return path.split(".")


def _get(data: Any, path: str) -> Any:
    """The value at ``path`` (for a ``*``, the value at the first key)."""
    here = data
    for step in _steps(path):
        if step == "*":
            step = next(iter(here))
        here = here[int(step)] if isinstance(here, list) else here[step]
    return here


def _scale(data: Any, path: str, percent: int) -> None:
    """Every whole number at ``path`` (``*``: every key or item) times ``percent`` / 100, rounded half up."""
    def walk(here: Any, rest: list[str]) -> None:
        step = rest[0]
        if step == "*":
            keys = range(len(here)) if isinstance(here, list) else list(here)
        else:
            keys = [int(step) if isinstance(here, list) else step]
        for key in keys:
            if len(rest) == 1:
                here[key] = (here[key] * percent * 2 + 100) // 200  # half up, in whole numbers: no float
            else:
                walk(here[key], rest[1:])

    walk(data, _steps(path))


def _set(data: Any, path: str, value: Any) -> None:
    steps = _steps(path)

    def walk(here: Any, rest: list[str]) -> None:
        step = rest[0]
        keys = list(here) if step == "*" else [int(step) if isinstance(here, list) else step]
        for key in keys:
            if len(rest) == 1:
                here[key] = copy.deepcopy(value)
            else:
                walk(here[key], rest[1:])

    walk(data, steps)


def _default(knob: dict[str, Any], data: dict[str, Any]) -> Any:
    """The knob's standard value, from the edition's data file; a knob over every key of an object (``*``: the
    Distant Cotton Market's tiles at each player count) has one per key, as an object; a ``scale`` knob: 100 (%)."""
    if knob.get("scale"):
        return 100
    if "*" in _steps(knob["path"]):
        head, _, tail = knob["path"].partition(".*")
        return {key: _default(dict(knob, path=f"{head}.{key}{tail}"), data) for key in _get(data, head)}
    value = _get(data, knob["path"])
    if knob.get("keyed_by"):
        values = list(value.values())
        return values[0] if knob["type"] == "int" else values
    return list(value) if isinstance(value, list) else value


def describe(ed: Edition) -> list[dict[str, Any]]:
    """Every knob of the edition: name, default (from its data file), type, range, unit and meaning."""
    out = []
    for knob in knob_table(ed):
        row = {"name": knob["name"], "default": _default(knob, ed.data), "type": knob["type"],
               "min": knob.get("min"), "max": knob.get("max"), "unit": knob.get("unit", ""),
               "meaning": knob["meaning"], "path": knob["path"]}
        if knob["type"] == "ints":
            length = knob.get("length", "fixed")
            row["length"] = [len(row["default"])] * 2 if length == "fixed" else list(length)
        if isinstance(row["default"], dict):
            row["default_is_per"] = _steps(knob["path"])[_steps(knob["path"]).index("*") - 1]
        if knob.get("at_most_length_of"):
            row["max"] = len(_get(ed.data, knob["at_most_length_of"]))
            row["at_most_length_of"] = _knob_of(ed, knob["at_most_length_of"])
        out.append(row)
    return out


def _knob_of(ed: Edition, path: str) -> str:
    for knob in knob_table(ed):
        if knob["path"] == path:
            name: str = knob["name"]
            return name
    return path


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _value_problem(knob: dict[str, Any], value: Any, standard: Any) -> str | None:
    """What is wrong with a knob's value on its own (type, range, length, order), or None."""
    lo, hi = knob.get("min"), knob.get("max")
    if knob["type"] == "int":
        if not _is_int(value):
            return f"a whole number, not {shown(value, 40)}"
        numbers = [value]
    else:
        if not isinstance(value, (list, tuple)) or not all(_is_int(x) for x in value):
            return f"a list of whole numbers, not {shown(value, 60)}"
        numbers = list(value)
        length = knob.get("length", "fixed")
        fewest, most = (len(standard), len(standard)) if length == "fixed" else length
        if not knob.get("keyed_by") and not fewest <= len(numbers) <= most:  # keyed: one per key (checked later)
            want = f"exactly {fewest}" if fewest == most else f"{fewest} to {most}"
            return f"{want} numbers, not {len(numbers)}"
    for x in numbers:
        if (lo is not None and x < lo) or (hi is not None and x > hi):
            return f"each number from {lo} to {hi}, not {x}" if knob["type"] == "ints" else \
                f"a whole number from {lo} to {hi}, not {x}"
    order = knob.get("order")
    pairs = list(zip(numbers, numbers[1:]))
    if order == "increasing" and any(b <= a for a, b in pairs):
        return f"numbers in increasing order, not {shown(numbers, 60)}"
    if order == "non_decreasing" and any(b < a for a, b in pairs):
        return f"prices from the cheapest space to the dearest (never falling), not {shown(numbers, 60)}"
    if order == "steps_of_0_or_1" and any(b - a not in (0, 1) for a, b in pairs):
        return "levels from the lowest space up, each the same as the one before or one more"
    return None


def check_names(ed: Edition, names: Iterable[Any]) -> None:
    """HouseRulesError for the first of ``names`` that is not a knob of ``ed``, with the closest knob's name."""
    table = [knob["name"] for knob in knob_table(ed)]
    for name in names:
        if name not in table:
            known = ", ".join(table) or "none"
            raise HouseRulesError(f"{ed.title} has no house rule {shown(name, 40)}{did_you_mean(name, table)}: "
                                  f"its knobs are {known}")


def check(ed: Edition, rules: object) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the house rules that differ from the standard, as given; the data with them applied). Raises
    HouseRulesError naming the knob for anything wrong; ``ed`` is the standard edition."""
    if rules is None:
        return {}, ed.data
    if not isinstance(rules, dict):
        raise HouseRulesError(f"house rules are a dict of knob names to values, not {type(rules).__name__}")
    table = {knob["name"]: knob for knob in knob_table(ed)}
    if len(rules) > MAX_KNOBS_GIVEN:
        raise HouseRulesError(f"at most {MAX_KNOBS_GIVEN} house rules, not {len(rules)}")
    check_names(ed, rules)
    rules = {name: list(v) if isinstance(v, tuple) else v for name, v in rules.items()}
    data = _apply(ed, table, rules)
    # record only the knobs given at another value than the standard, unless leaving out one given at its
    # standard value would change the game (coal_start given as 8 while coal_prices makes the market longer)
    differ = {name: rules[name] for name in table
              if name in rules and rules[name] != _default(table[name], ed.data)}
    if data == ed.data:
        return {}, ed.data
    if _apply(ed, table, differ) != data:
        differ = {name: rules[name] for name in table if name in rules}
    return copy.deepcopy(differ), data


def _apply(ed: Edition, table: dict[str, Any], rules: dict[str, Any]) -> dict[str, Any]:
    """A copy of the edition's data with the (checked by name) house rules applied and checked."""
    data = copy.deepcopy(ed.data)
    for name, knob in table.items():  # the table's order: a list before the knobs that depend on it
        if name in rules:
            value = rules[name]
            problem = _value_problem(knob, value, None if knob.get("scale") else _get(ed.data, knob["path"]))
            if problem:
                raise HouseRulesError(f"house rule {name}: {problem} ({knob['meaning']})")
            if knob.get("scale"):
                for path in (knob["path"], *knob.get("also", ())):
                    _scale(data, path, value)
                continue
            if knob.get("keyed_by"):
                keys = _get(data, knob["keyed_by"])
                numbers = [value] if knob["type"] == "int" else value
                if len(numbers) != len(keys):
                    raise HouseRulesError(f"house rule {name}: one number per value of "
                                          f"{_knob_of(ed, knob['keyed_by'])} ({len(keys)}), not {len(numbers)}")
                value = {str(k): n for k, n in zip(keys, numbers)}
            if knob.get("zero_empties") and value == 0:
                _set(data, knob["zero_empties"], [])  # none at all (no loan sizes: no credit)
            else:
                for path in (knob["path"], *knob.get("also", ())):
                    _set(data, path, value)
            for path, how in knob.get("derive", {}).items():
                _set(data, path, max(value) if how == "max" else min(value))
        if knob.get("rekeys") and _knob_of(ed, knob["rekeys"]) not in rules:
            # the object keyed by this list keeps its values in their places
            old = list(_get(ed.data, knob["rekeys"]).values())
            head, _, last = knob["path"].rpartition(".")
            keys = _get(data, head if last.isdigit() else knob["path"])  # the list itself, not its first number
            if keys and len(old) != len(keys):
                raise HouseRulesError(f"house rule {name}: {len(keys)} values need "
                                      f"{_knob_of(ed, knob['rekeys'])} too (one number each)")
            _set(data, knob["rekeys"], {str(k): n for k, n in zip(keys, old)})  # none: nothing keyed (no loans)
        if knob.get("at_most_length_of"):
            track = knob["at_most_length_of"]
            spaces = len(_get(data, track))
            if name in rules:
                if rules[name] > spaces:
                    raise HouseRulesError(f"house rule {name}: at most {spaces} cubes, one per space of "
                                          f"{_knob_of(ed, track)}, not {rules[name]}")
            else:  # as many empty spaces as the standard market
                empty = len(_get(ed.data, track)) - _get(ed.data, knob["path"])
                _set(data, knob["path"], max(spaces - empty, 0))
    return data


_RULED: dict[tuple[str, str], Edition] = {}


MAX_RULED = 64  # editions with house rules kept for reuse; the oldest is let go beyond this (games keep theirs)


def ruled_edition(ed: Edition, rules: object) -> Edition:
    """The edition a game with these house rules plays on: ``ed`` itself without any, else an Edition built
    from a copy of the data with them applied (made once per set of rules and shared by every game)."""
    differ, data = check(ed, rules)
    if not differ:
        return ed
    key = (ed.id, json.dumps(differ, sort_keys=True))
    found = _RULED.get(key)
    if found is None:
        found = type(ed)(data)
        found.house_rules = differ
        found.standard = ed
        if len(_RULED) >= MAX_RULED:
            del _RULED[next(iter(_RULED))]
        _RULED[key] = found
    return found


def house_rules_words(ed: Edition) -> list[str]:
    """Each house rule in words, in the knob table's order: "loan £50", "money per vp 0 £ per VP"; a long list
    is summed up ("income track: 100 numbers, -8 to 32 levels"). Empty without house rules."""
    parts = []
    for knob in knob_table(ed):
        name = knob["name"]
        if name not in ed.house_rules:
            continue
        value = ed.house_rules[name]
        unit = knob.get("unit", "")
        words = name.replace("_", " ")
        if isinstance(value, list) and len(value) > 12:
            parts.append(f"{words}: {len(value)} numbers, {min(value)} to {max(value)}" + (f" {unit}" if unit else ""))
            continue
        numbers = value if isinstance(value, list) else [value]
        if not numbers or (knob.get("zero_empties") and value == 0):  # none at all ("loans none", "loan none")
            parts.append(f"{words} none")
            continue
        if unit == "£":
            shown_value = " ".join(f"£{x}" for x in numbers)
        elif unit.startswith("%"):  # a percentage of printed numbers: "tile vp 200 percent of the printed VP"
            words = words.removesuffix(" percent")
            shown_value = " ".join(f"{x} percent{unit[1:]}" for x in numbers)  # a saved game's words have no %
        else:
            said = unit and not words.endswith(unit)  # "era rounds 6", not "era rounds 6 rounds"
            shown_value = " ".join(map(str, numbers)) + (f" {unit}" if said else "")
        parts.append(f"{words} {shown_value}")
    return parts


def house_rules_text(ed: Edition) -> str:
    """The house rules in words for a board or a repr ("" without any): ``house_rules_words`` joined."""
    return ", ".join(house_rules_words(ed))
