"""Issue 33, done when: a fourth toy edition written in the tests (``tests/toy_edition``: a five-town map and a
16-card deck on the Brass: Lancashire rules, its eras paying income after the last round too) plays, saves, draws on
the board and runs in the bots, touching only its own folder and its registration."""

from __future__ import annotations

import json
import pathlib

import jsonschema
import pytest

from brass_widget import Game, GreedyBot, RandomBot
from brass_widget.engine.edition import edition_names
from brass_widget.engine.saved import SavedGameError
from brass_widget.engine.schema import game_schema, validate
from brass_widget.render import render_svg
from brass_widget.widget import BoardWidget

from . import ToyValley, register_toy

HERE = pathlib.Path(__file__).parent


@pytest.fixture(scope="module", autouse=True)
def toy():
    undo = register_toy()
    yield
    undo()
    assert "toy" not in edition_names()


def _played(seed: int, bots) -> Game:
    g = Game.new("toy", players=2, seed=seed)
    while not g.is_over:
        g.apply(bots[g.current_player].choose(g))
    return g


def test_it_plays_a_game_to_the_end_and_saves_and_loads():
    g = _played(3, [RandomBot(3), RandomBot(4)])
    assert g.edition.title == "Brass: Toy Valley" and set(g.edition.locations) == {
        "liverpool", "wigan", "warrington_runcorn", "manchester", "bolton"}
    assert [e["era"] for e in g.state["scores"]] == ["canal", "rail"]
    text = g.to_json()
    doc = json.loads(text)
    assert doc["edition"] == "toy" and validate(doc) is None
    assert not list(jsonschema.Draft202012Validator(game_schema()).iter_errors(doc))  # the composed schema agrees
    back = Game.from_json(text)
    assert back.history == g.history and back.state == g.state
    doc["edition"] = doc["state"]["edition"] = "lancashire"  # the toy's game is no Lancashire game (its deck)
    with pytest.raises(SavedGameError):
        Game.from_json(json.dumps(doc))


def test_its_one_changed_part_pays_income_after_the_last_round():
    """The toy's eras pay income after the game's last round too (Lancashire's do not: End of Rail Era): a seat
    on a negative income meets a shortfall in the last round of the Rail Era."""
    g = _played(0, [RandomBot(0), RandomBot(1)])
    last = g.edition.eras.rounds(2, ())
    assert g.edition.eras.income_after_last_round
    assert not Game.new("lancashire", players=2).edition.eras.income_after_last_round
    assert any(e["kind"] == "shortfall" and e["era"] == "rail" and e["round"] == last for e in g.state["log"])


def test_it_draws_on_the_board():
    g = Game.new("toy", players=2, seed=2)
    svg = render_svg(g.state, g.edition)
    assert svg.startswith("<svg") and "Wigan" in svg
    w = BoardWidget(g, seats=["human", "random"])
    assert w.error == ""
    t = w.topology
    assert t["edition"] == "toy" and t["notice"] == ToyValley.info.notice
    json.dumps([t, w.view, w.choices])  # plain JSON
    assert w.game.current_player == 0  # the bot seat moved first if its turn came first
    first = w.game.legal_actions()[0]
    done = len(w.game.history)
    w._on_msg(w, {"type": "act", "action": str(first), "version": w.view["version"], "seat": 0}, [])
    assert w.error == "" and w.game.history[done] == str(first)


def test_the_bots_play_it():
    g = _played(7, [GreedyBot(), RandomBot(7)])
    assert g.is_over and len(g.final_scores()) == 2


def test_it_touches_only_its_own_folder():
    """Its data file, schema fragment and words are beside its module; the package lists no toy anywhere."""
    for name in (ToyValley.data_file, ToyValley.info.schema, "presentation.json"):
        assert (HERE / name).is_file()
    package = pathlib.Path(__import__("brass_widget").__file__).parent
    named = [str(p.relative_to(package)) for p in package.rglob("*") if p.is_file() and p.suffix in (".py", ".json")
             and "toy" in p.read_text("utf-8", errors="replace").lower().replace("toy_", "")]
    assert named == []
