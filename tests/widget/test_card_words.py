"""A card value that is no card (a double build's "double") is named by the edition's presentation, not by the
board's JavaScript: Brass Duel has no "any 2 cards" double build (its rulebook, "Build": discard your second card
and waive your second action to build anywhere), so its board must not say so (learner walk, issue 21)."""

import pathlib

from brass_widget import Game
from brass_widget.widget import viewmodel

STATIC = pathlib.Path(viewmodel.__file__).parent / "static" / "board.js"


def test_each_edition_names_its_double_build_in_the_topology():
    words = {ed: viewmodel.topology(Game.new(ed, players=2, seed=1))["card_words"]["double"]
             for ed in ("lancashire", "birmingham", "duel")}
    assert words["lancashire"] == words["birmingham"] == "Double build: any 2 cards"
    assert "any 2 cards" not in words["duel"] and "anywhere" in words["duel"]


def test_the_board_script_holds_no_words_for_the_double_build():
    assert "any 2 cards" not in STATIC.read_text()
