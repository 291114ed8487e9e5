"""The board's half of the engine's bad-input tests (they need the widget extra; the engine's halves run on a base
install without Jupyter's packages: tests/engine/test_malformed_inputs.py, test_house_rules_limits.py and
test_package.py). Outside input reaches the board as a decision text, a saved game or a seat kind: each gets the
engine's refusal, shown in ``error`` or raised as a documented error, and changes nothing."""

from __future__ import annotations

import json
import random

import pytest

import brass_widget
from brass_widget import Action, ActionSyntaxError, Game, SavedGameError
from brass_widget.widget import BoardWidget
from tests.engine.test_house_rules_limits import _played as _played_with_rules
from tests.engine.test_malformed_inputs import (
    SOURCE_EDITIONS,
    _documented,
    _not_legal,
    _source_positions,
    _source_texts,
)


def test_the_board_is_the_public_names_board_widget():
    from brass_widget.widget import BoardWidget as direct
    assert brass_widget.BoardWidget is direct


def test_a_misspelt_seat_kind_gets_a_suggestion():
    with pytest.raises(ValueError, match=r"unknown seat kind 'stong' \(did you mean 'strong'\?\)"):
        BoardWidget(Game.new(players=2), seats=["human", "stong"])


def test_the_board_loads_a_finished_game_where_money_scores_nothing():
    text = _played_with_rules("lancashire", 2, 1, {"money_per_vp": 0}).to_json()
    w = BoardWidget(game=Game.new("lancashire", players=2, seed=3))
    w._on_msg(w, {"type": "load", "text": text}, [])
    assert w.error == "" and w.game.to_json() == text


@pytest.mark.parametrize("edition", sorted(SOURCE_EDITIONS))
def test_sources_the_rules_refuse_are_refusals_on_the_board_and_in_a_saved_history(edition):
    """Issue 19: on the board a source too many showed 'ValueError: ...' and logged a handler failure, and in a
    saved game's history it was 'could not be replayed (ValueError); this is a bug'. Now the board shows a
    refusal in ``error`` and is unchanged, and the file's SavedGameError says what is wrong with the decision
    (illegal at that point where the parser reads it)."""
    from brass_widget.widget import BoardWidget
    rng = random.Random(19)
    illegal = 0
    for saved in _source_positions(edition):
        g = Game.from_json(saved)
        texts, _ = _not_legal(g, _source_texts(g, rng))
        read = [t for t in texts if isinstance(_documented(g.parse, t, ActionSyntaxError), Action)]
        unread = [t for t in texts if t not in read]
        w = BoardWidget(g.clone(), seats=["human"] * g.players, teacher=True)
        doc = json.loads(saved)
        for text in rng.sample(read, min(len(read), 5)) + rng.sample(unread, min(len(unread), 3)):
            w._on_msg(w, {"type": "act", "action": text, "version": w.view["version"], "seat": w.choices["seat"]}, [])
            assert w.error and "Error" not in w.error and w.game.to_json() == saved, (text, w.error)
            with pytest.raises(SavedGameError) as e:
                Game.from_json(json.dumps({**doc, "history": doc["history"] + [text]}))
            assert "could not be replayed" not in str(e.value), text
            illegal += "is illegal at that point" in str(e.value)
    assert illegal >= 10
