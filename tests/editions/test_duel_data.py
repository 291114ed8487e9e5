"""Duel's data file: S1's totals, and every component a provisional stand-in with its basis (reference/duel.md §6).
These tests check the file's shape and labels; they never claim its numbers as the game's."""

import json
from pathlib import Path

import pytest

from brass_widget.editions.duel import Duel
from brass_widget.engine.edition import load_edition

ROOT = Path(__file__).resolve().parents[2]


def test_every_component_is_provisional():
    d = load_edition("duel").data
    records = d["locations"] + d["lines"] + list(d["industries"].values())
    records += [d["cards"], d["persons"], d["income_track"], d["iron_market"]]
    for rec in records:
        assert rec["provisional"] is True and rec["basis"], rec
    assert "provisional" in d["notice"] and "prototype" in d["notice"]


def test_s1_totals_hold():
    """S1, Setup 1 and 4: 30 industry and 28 location cards; 12 (?) Notable Persons, 5 + 5 dealt, 2 returned."""
    d = load_edition("duel").data
    assert sum(d["cards"]["industry"].values()) == 30
    assert sum(d["cards"]["location"].values()) == 28
    persons = {p["id"]: 1 for p in d["persons"]["list"]}
    assert d["decks"]["2"] == {**d["cards"]["location"], **d["cards"]["industry"], **persons}
    assert len(d["persons"]["list"]) == 12
    names = {p["name"] for p in d["persons"]["list"]}
    assert {"J Samuel White", "John Nash"} <= names


@pytest.mark.parametrize("edit, message", [
    (lambda d: d["cards"]["industry"].update(lodging=8), "30 industry"),
    (lambda d: d["locations"][0].pop("basis"), "provisional/basis"),
    (lambda d: d["lines"].append({"id": "x--y", "a": "x", "b": "cowes", "kind": "brown", "canal": False,
                                  "rail": True}), "malformed"),
    (lambda d: d["persons"]["list"].pop(), "Notable Persons"),
])
def test_a_malformed_data_file_is_refused_when_loaded(edit, message):
    d = json.loads(json.dumps(load_edition("duel").data))
    edit(d)
    with pytest.raises(ValueError, match=message):
        Duel(d)


def test_the_data_file_is_what_the_builder_writes():
    import sys
    before = (ROOT / "brass_widget/editions/duel/duel.json").read_text("utf-8")
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import build_duel_data
        assert json.loads(before) == json.loads(json.dumps(build_duel_data.build()))
    finally:
        sys.path.remove(str(ROOT / "scripts"))


def test_uncertain_facts_doc_lists_the_twelve_ambiguities():
    doc = (ROOT / "docs/uncertain-facts.md").read_text("utf-8")
    section = doc[doc.index("## Brass Duel: Isle of Wight"):]
    for k in range(1, 13):
        assert f"| A{k}. " in section
    for f in load_edition("duel").data["uncertain"]:
        assert f"`{f['id']}`" in section
        test_file, _, test_name = f["test"].partition("::")
        assert (ROOT / test_file).exists(), f["test"]
        assert f"def {test_name}(" in (ROOT / test_file).read_text("utf-8"), f["test"]
