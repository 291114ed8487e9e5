"""The edition data: every uncertain fact's choice is pinned here (docs/uncertain-facts.md)."""

import ast
import json
from collections import Counter
from pathlib import Path

from brass_widget import Game
from brass_widget.engine.setup import deck_cards

ED = Game.new().edition
ROOT = Path(__file__).resolve().parents[2]


def test_uncertain_dcm_tiles():
    assert sorted(ED.dcm_tiles[4]) == [-4, -3, -3, -3, -2, -2, -2, -2, -1, -1, 0, 0]
    assert sorted(ED.dcm_tiles[3]) == [-4, -3, -3, -3, -2, -2, -2, -2, -1, 0]
    assert sorted(ED.dcm_tiles[2]) == [-4, -3, -3, -3, -2, -2, -2, -1]
    assert ED.dcm_track == (3, 3, 2, 2, 1, 1, 0, 0, None)


def test_uncertain_deck_sizes():
    for players, size, coal in ((2, 40, 3), (3, 54, 4), (4, 64, 4)):
        deck = Counter(deck_cards(ED, players, ()))
        assert sum(deck.values()) == size and deck["coal_mine"] == coal
    assert sum(Counter(deck_cards(ED, 4, ("classic-deck",))).values()) == 66


def test_uncertain_cotton_l2_cost():
    assert ED.spec("cotton_mill", 2).cost == 14


def test_uncertain_barrow_spaces():
    assert ED.spaces["barrow_in_furness"] == (("shipyard",), ("iron_works",))


def test_uncertain_lines():
    line = ED.lines["liverpool--ellesmere_port"]
    assert line.canal and not line.rail
    assert len(ED.lines) == 36 and sum(ln.canal for ln in ED.lines.values()) == 23
    assert sum(ln.rail for ln in ED.lines.values()) == 35


def test_map_and_tiles():
    assert len(ED.locations) == 25 and sum(len(s) for s in ED.spaces.values()) == 43
    assert ED.trade_icon == {"scotland", "yorkshire", "the_midlands"}
    counts = {ind: len(ED.tiles[ind]) for ind in ED.industries}
    assert counts == {"cotton_mill": 12, "port": 8, "shipyard": 6, "iron_works": 4, "coal_mine": 7}
    assert ED.spec("cotton_mill", 1).vp == 5  # the 2018 value
    assert ED.coal_prices == ED.iron_prices == (1, 1, 2, 2, 3, 3, 4, 4)
    assert ED.level_of(10) == 0 and ED.level_of(0) == -10 and ED.level_of(99) == 30 and ED.max_space == 99


def _uncertain_facts() -> list[dict]:
    """Every edition's uncertain facts: Lancashire's, then those of the data files built for later editions."""
    facts = list(ED.uncertain)
    for path in sorted((ROOT / "brass_widget" / "editions").glob("*/*.json")):
        if path.stem != "lancashire":
            facts += json.loads(path.read_text("utf-8")).get("uncertain", [])
    return facts


def test_every_uncertain_fact_names_a_test_that_exists():
    assert len(ED.uncertain) >= 8
    for fact in _uncertain_facts():
        assert fact["choice"] and fact["confidence"]
        if fact.get("pending"):  # a rules test still to be written (test_birmingham_data.py checks these)
            continue
        path, _, name = fact["test"].partition("::")
        tree = ast.parse((ROOT / path).read_text())
        names = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        assert name in names, fact["test"]


def test_docs_list_every_uncertain_fact():
    text = (ROOT / "docs" / "uncertain-facts.md").read_text()
    for fact in _uncertain_facts():
        assert fact["id"] in text, fact["id"]
