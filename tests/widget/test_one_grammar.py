"""Issue 33, item 2: one grammar. The engine writes every decision's text; the view model sends it (each text a
template of the engine's words, a word that is a field's value named by the field, as the engine reads its own text);
board.js fills it in and never composes one, and names no edition's field: which steps list sources comes from Python."""

from __future__ import annotations

import pathlib
import re

import pytest

import brass_widget
from brass_widget import Game, RandomBot
from brass_widget.engine.actions import text_fields
from brass_widget.engine.edition import load_edition
from brass_widget.widget import viewmodel as vm
from brass_widget.widget.board import BoardWidget
from tests.registered import EDITIONS

PACKAGE = pathlib.Path(brass_widget.__file__).parent
JS = PACKAGE.parent / "js" / "src"



def test_no_decision_text_is_composed_outside_the_engine():
    assert not hasattr(vm, "text_of")
    bundle = (PACKAGE / "widget" / "static" / "board.js").read_text("utf-8")
    assert "textOf" not in bundle and "SOURCE_FIELDS" not in bundle
    code = re.sub(r"/\*.*?\*/|//[^\n]*", "", (JS / "decisions.js").read_text("utf-8"), flags=re.S)
    for word in ("beer", "boat", "bonus", "take", "bribe", "invite"):  # no edition's field or kind in the chooser
        assert f'"{word}"' not in code, word


@pytest.mark.parametrize("name", EDITIONS)
def test_the_steps_that_list_sources_come_from_the_descriptor(name):
    ed = load_edition(name)
    g = Game.new(name, players=min(ed.player_counts), seed=1)
    topo = BoardWidget(g, seats=["human"] * g.players).topology
    assert topo["source_fields"] == ["coal", "iron", "to", *(f for f in ed.info.sources if f not in ("coal", "iron"))]


@pytest.mark.parametrize("name", EDITIONS)
def test_every_packed_text_is_the_engines_template_filled_in(name):
    """At each decision of a seeded game, each packed decision's template, filled with its own fields, is its canonical
    text, and every field a template names is the field the engine's reading gives that word."""
    ed = load_edition(name)
    g = Game.new(name, players=min(ed.player_counts), seed=2)
    bot = RandomBot(2)
    for _ in range(30):
        acts = g.legal_actions()
        packed = vm.pack_actions(acts, g.edition)
        read = vm.actions_of({"actions": packed})
        assert [a["t"] for a in read] == [str(a) for a in acts]
        rows = [row for row in packed["decisions"] for _ in range(_decisions_in(row))]
        assert len(rows) == len(acts)
        for a, row in zip(acts, rows):
            template = packed["texts"][row[0]]
            named = text_fields(str(a), g.edition)
            for i, x in enumerate(template):
                if x < 0:
                    assert packed["fields"][-1 - x] == named[i]
        g.apply(bot.choose(g))
        if g.is_over:
            break


def _decisions_in(row) -> int:
    """How many decisions a packed row stands for: its run's values times its {"each": ...} values."""
    n = 1
    for v in row[1:]:
        n *= len(v) if isinstance(v, list) else len(v["each"]) if isinstance(v, dict) else 1
    return n


def test_a_kind_the_view_model_never_names_is_sent_with_the_engines_text():
    """Brass Duel's take, invite and bribe (once hard-coded in the view model's and board.js's copies of the grammar)
    pack as templates like any other kind."""
    g = Game.new("duel", players=2, seed=3)
    while not any(a.kind == "take" for a in g.legal_actions()):
        g.apply(g.legal_actions()[0])
    acts = [a for a in g.legal_actions() if a.kind == "take"]
    packed = vm.pack_actions(acts, g.edition)
    assert [a["t"] for a in vm.actions_of({"actions": packed})] == [str(a) for a in acts]
    assert any(x < 0 for t in packed["texts"] for x in t)  # the amount written as its field, not as a fixed word


@pytest.mark.parametrize("name", EDITIONS)
def test_the_kinds_whose_card_is_on_offer_come_from_the_descriptor(name):
    """The chooser offers no hand cards for a kind whose card is on offer (Brass Duel, S1: Notable Persons: choose,
    invite): board.js reads the kinds from the topology, which reads the edition's descriptor."""
    ed = load_edition(name)
    topo = vm.topology(Game.new(name, players=min(ed.player_counts), seed=1))
    assert topo.get("offered_cards", []) == list(ed.info.offered_cards)
    assert all(kind in topo["kinds"] for kind in ed.info.offered_cards)
    code = re.sub(r"/\*.*?\*/|//[^\n]*", "", (JS / "move_panel.js").read_text("utf-8"), flags=re.S)
    assert "offered_cards" in code and '"invite"' not in code and '"choose"' not in code


def test_a_preview_lists_the_events_its_descriptor_marks(monkeypatch):
    """A previewed decision's further lines are the events its edition's descriptor marks ``preview`` (Birmingham's
    merchant bonus), in the log's words after the destination's town: the view model names no edition's event."""
    import dataclasses

    from brass_widget.engine import events

    g = Game.new("lancashire", players=2, seed=1)
    spec = {"fields": {"vp": int}, "words": "a test bonus: +{vp} VP", "about": "a test event", "preview": True}
    monkeypatch.setitem(events.EVENTS, "test_bonus", spec)
    monkeypatch.setattr(g.edition, "info", dataclasses.replace(g.edition.info, events={"test_bonus": spec}))
    loc = next(iter(g.edition.names))
    log = [{"kind": "sell", "data": {"to": f"{loc}/1"}}, {"kind": "test_bonus", "data": {"vp": 2}},
           {"kind": "note", "data": {"text": "not marked"}}]
    assert vm.bonus_lines(g, {"log": log}) == [f"{g.edition.names[loc]}'s a test bonus: +2 VP"]
    bham = Game.new("birmingham", players=2, seed=1)
    said = vm.bonus_lines(bham, {"log": [{"kind": "sell", "data": {"to": "oxford/1"}},
                                         {"kind": "merchant_bonus", "data": {"gain": "vp", "amount": 4}}]})
    assert said == [f"{bham.edition.names['oxford']}'s merchant bonus: {events.bonus_words(bham.edition.info.bonus_words, {'gain': 'vp', 'amount': 4})}"]
