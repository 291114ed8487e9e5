"""Issue 33, item 1: each edition is declared once (an ``EditionInfo`` in its folder, engine/descriptor.py) and the
core's tables read it: no reader probes an edition for an attribute it may lack, the core's ``Action`` names no
edition's field, the log's edition event kinds come from the descriptors, and the bots' tuning lives in ``bots/``."""

from __future__ import annotations

import io
import pathlib
import re
import tokenize

import pytest

import brass_widget
from brass_widget import Game
from brass_widget.bots.tuning import tuning
from brass_widget.engine import actions, events
from brass_widget.engine.actions import SHARED_FIELDS, Action, ActionSyntaxError
from brass_widget.engine.descriptor import EditionInfo
from brass_widget.engine.edition import Edition, _registry, load_edition
from tests.registered import EDITIONS

PACKAGE = pathlib.Path(brass_widget.__file__).parent

# the attributes the issue found probed with getattr(ed, name, default): now declared on Edition
DECLARED = ("extra_fields", "extra_positional", "notice", "wild_piles", "board_drawn")


@pytest.mark.parametrize("name", EDITIONS)
def test_each_edition_declares_one_descriptor_its_class_reads(name):
    cls = _registry()[name]
    info = cls.__dict__["info"]
    assert isinstance(info, EditionInfo) and info.name == name
    ed = load_edition(name)
    assert (ed.id, ed.title, ed.book, ed.player_counts) == (info.name, info.title, info.book, info.players)
    assert (ed.extra_fields, ed.extra_positional, ed.notice, ed.board_drawn) == (
        info.fields, info.positional, info.notice, info.drawn)
    assert ed.data["title"] == info.title  # the data file agrees with the descriptor
    with pytest.raises(TypeError):
        info.fields["sell"] = ("x",)  # a descriptor is read-only


def test_the_attributes_once_probed_are_declared_on_every_edition():
    """``getattr(ed, "notice", "")`` and the like are gone: the base class declares each, with its default."""
    for attr in DECLARED:
        assert attr in vars(Edition) or attr in Edition.__init__.__code__.co_names, attr
    probes = re.compile(r"getattr\((self\.)?(ed|edition|game\.edition|g\.edition)\s*,\s*[\"'](" +
                        "|".join(DECLARED) + r")[\"']")
    found = [f"{p.relative_to(PACKAGE)}:{i}" for p in PACKAGE.rglob("*.py")
             for i, line in enumerate(p.read_text("utf-8").splitlines(), 1) if probes.search(line)]
    assert found == []


def test_a_descriptor_refuses_what_it_cannot_mean():
    with pytest.raises(ValueError, match="unknown capabilities"):
        EditionInfo(name="x", title="X", book="B", capabilities=frozenset({"teleport"}))
    with pytest.raises(ValueError, match="players"):
        EditionInfo(name="x", title="X", book="B", players=(0, 9))


def _code_names(path: pathlib.Path) -> set[str]:
    return {t.string for t in tokenize.generate_tokens(io.StringIO(path.read_text("utf-8")).readline)
            if t.type in (tokenize.NAME, tokenize.STRING)}


# Still named in the core's code (issue 33, item 2): the wire protocol's beer overlay (queries.beer_reach, beer_route)
CORE_STILL_NAMES = {"queries.py": {"beer"}}


def test_the_cores_action_names_no_editions_field():
    """``Action`` carries the shared fields and, by name, the further fields the editions declare; the core's code
    names none of them (Birmingham's beer and bonus, Duel's boats): a preview repeats the further fields its
    edition's descriptor lists (``preview_fields``)."""
    assert Action._fields == SHARED_FIELDS + ("more",)
    further = {f for name in EDITIONS for extra in load_edition(name).info.fields.values() for f in extra
               if f not in SHARED_FIELDS}
    assert further  # the editions do declare some
    core = PACKAGE / "engine"
    for path in (core / "actions.py", core / "events.py", core / "schema.py", core / "queries.py"):
        said = {word.strip("'\"") for word in _code_names(path)} - CORE_STILL_NAMES.get(path.name, set())
        assert not further & said, f"{path.name} names {sorted(further & said)}"


def test_a_bonus_is_worded_by_its_editions_table():
    """What a tile's bonus gives is worded by the edition's descriptor (``bonus_words``: Birmingham's Merchant Beer
    Bonuses), the log's line and a map box's brief words from one table; the core's code holds none of its words."""
    table = {"gift": {"log": "is given {amount} gifts", "brief": "{amount} gifts", "brief_one": "a gift"},
             "*": {"log": "gets {gain}", "brief": "{gain}?"}}
    assert events.bonus_words(table, {"gain": "gift", "amount": 3}) == "is given 3 gifts"
    assert events.bonus_words(table, {"gain": "gift", "amount": 1}, brief=True) == "a gift"
    assert events.bonus_words(table, {"gain": "hat", "amount": 1}, brief=True) == "hat?"
    worded = load_edition("birmingham").info.bonus_words
    assert events.bonus_words(worded, {"gain": "develop", "industry": "iron_works"}) == \
        "develops iron works for free"
    assert events.bonus_words(worded, {"gain": "vp", "amount": 4}, brief=True) == "4 VP"
    said = {word.strip("'\"") for path in (PACKAGE / "engine").glob("*.py") for word in _code_names(path)}
    words = {w for name in EDITIONS for kind in load_edition(name).info.bonus_words.values() for w in kind.values()
             if "{" in w}  # its templates (a bare "develop" is a decision's kind too)
    assert words and not words & said


def test_a_preview_repeats_the_further_fields_its_descriptor_lists():
    """Brass Duel's preview repeats the boats a decision spends (S1: Boats), as its descriptor says; a decision of an
    edition that lists none repeats none."""
    assert load_edition("duel").info.preview_fields == ("boat",)
    g = Game.new("duel", players=2, seed=4)
    for _ in range(60):
        spent = [a for a in g.legal_actions() if a.boat is not None]
        if spent:
            break
        g.apply(g.legal_actions()[0])
    assert spent
    shown = g.preview(spent[0])
    assert shown["legal"] and shown["boat"] == g.parse(shown["action"]).boat is not None
    assert all(load_edition(name).info.preview_fields == () for name in EDITIONS if name != "duel")


@pytest.mark.parametrize("name", EDITIONS)
def test_every_decision_keeps_its_text_equality_and_hash_through_the_further_fields(name):
    """A decision written with its further fields in any order is the same decision, with the same canonical text,
    and reads back from its text as itself."""
    g = Game.new(name, players=min(load_edition(name).player_counts), seed=5)
    seen = 0
    for _ in range(40):
        legal = g.legal_actions()
        for a in legal:
            if a.more:
                seen += 1
                swapped = Action(**{"more": tuple(reversed(a.more)), **{k: v for k, v in zip(SHARED_FIELDS, a)}})
                checked = actions.check_action(swapped, g.edition)
                assert checked == a and hash(checked) == hash(a) and str(checked) == str(a)
            assert g.parse(str(a)) == a
        g.apply(legal[len(legal) // 2])
        if g.is_over:
            break


def test_further_fields_are_one_order_whatever_order_they_are_written_in():
    a = Action("sell", target="stafford/2", to="gloucester/1", card="coventry", beer="merchant", bonus="pottery")
    b = Action("sell", target="stafford/2", to="gloucester/1", card="coventry", bonus="pottery", beer="merchant")
    assert a == b and hash(a) == hash(b) and a.more == (("beer", "merchant"), ("bonus", "pottery"))
    assert str(a) == "sell stafford/2 to gloucester/1 card coventry beer merchant bonus pottery"
    assert a.boat is None and a._replace(bonus=None) == Action("sell", target="stafford/2", to="gloucester/1",
                                                                 card="coventry", beer="merchant")


def test_a_field_no_edition_declares_is_refused():
    with pytest.raises(TypeError, match="no field 'colour'"):
        Action("sell", colour="red")
    g = Game.new("lancashire", players=2, seed=1)
    with pytest.raises(ActionSyntaxError, match="further fields"):
        g.apply(Action("pass", card="colne", more=(("colour", "red"),)))
    with pytest.raises(ActionSyntaxError, match="is not part of any decision in this edition"):
        g.apply(Action("sell", target="colne/1", to="distant", card="colne", beer="merchant"))
    assert g.history == []


def test_the_logs_edition_events_come_from_the_descriptors():
    own = {kind: name for name in EDITIONS for kind in load_edition(name).info.events}
    assert own and not set(own) & set(events.CORE_EVENTS)
    for kind, name in own.items():
        assert events.EVENTS[kind] is load_edition(name).info.events[kind]
        others = [n for n in EDITIONS if n != name]
        for other in others:
            assert kind not in events.events_of(load_edition(other))


def test_bot_tuning_lives_with_the_bots():
    for attr in ("greedy_valuation", "coach_rival"):
        assert not any(hasattr(load_edition(name), attr) for name in EDITIONS), attr
    for name in EDITIONS:
        t = tuning(load_edition(name))
        assert t.greedy_valuation in ("classic", "projected") and 0 <= t.coach_rival <= 1
