"""Games at the limits of every house-rule knob (issue 31, item 4): for each knob an edition declares, a value at
its minimum and one at its maximum, built from the knob's declared type, range, length and order, so a knob added
to an edition's ``knobs.json`` is covered without editing this file."""

from __future__ import annotations

from brass_widget import Game
from brass_widget.engine.edition import edition_named, load_edition
from brass_widget.engine.house_rules import knob_table


def _numbers(row: dict, knob: dict, bound: str) -> list[int]:
    """A list of whole numbers at the knob's ``bound`` ("min": fewest numbers, each the least allowed; "max":
    most numbers, each the greatest), in the order the knob asks for."""
    lo, hi = row["min"], row["max"]
    fewest, most = row["length"]
    count = fewest if bound == "min" else most
    if knob.get("order") == "increasing":  # each number above the one before
        return [lo + i for i in range(count)] if bound == "min" else [hi - count + 1 + i for i in range(count)]
    return [lo if bound == "min" else hi] * count  # a constant list keeps any non-decreasing order


def _value(row: dict, knob: dict, bound: str, length: int | None = None):
    if row["type"] == "int":
        return row["min"] if bound == "min" else row["max"]
    if length is not None:  # one number per key of the list this knob is keyed by
        row = dict(row, length=[length, length])
    return _numbers(row, knob, bound)


def limit_rules(edition: str) -> list[tuple[str, str, dict]]:
    """(knob, "min" or "max", house rules): every declared knob at each of its two limits, the others standard.
    A list that keys another knob (loan sizes key the income levels each costs) brings that knob along at the
    same limit, one number per size, since the rules need both to agree."""
    ed = load_edition(edition_named(edition))
    table = {knob["name"]: knob for knob in knob_table(ed)}
    by_path = {knob["path"]: knob["name"] for knob in table.values()}
    out = []
    for row in Game.rule_knobs(edition):
        knob = table[row["name"]]
        for bound in ("min", "max"):
            value = _value(row, knob, bound)
            rules = {row["name"]: value}
            keyed = by_path.get(knob.get("rekeys", ""))
            if keyed and isinstance(value, list) and len(value) != len(row["default"]):
                keyed_row = next(r for r in Game.rule_knobs(edition) if r["name"] == keyed)
                rules[keyed] = _value(keyed_row, table[keyed], bound, len(value))
            out.append((row["name"], bound, rules))
    return out
