"""A load on the board is all or nothing whatever the numbers in the file (issue 19, item 4), and a game the board
deals itself comes from 64 random bits that it never shows (item 6)."""

from __future__ import annotations

import json
import logging

import pytest

from brass_widget import Game, SavedGameError
from brass_widget.engine import setup
from brass_widget.engine.limits import shown
from brass_widget.widget import BoardWidget
from brass_widget.widget import board as board_mod

HUGE = int("9" * 4300)
SEATS = ["human", "greedy", "beginner", "strong"]
TRAITS = ("topology", "view", "scores", "end_scoring", "choices", "ui", "reply", "highlight") + \
    tuple(f"mat_{i}" for i in range(board_mod.SEAT_SLOTS)) + \
    tuple(f"log_{i}" for i in range(board_mod.LOG_SLOTS))


def _state_of(w) -> dict:
    return {"game": w.game.to_json(), "seats": w.seats, **{t: json.dumps(getattr(w, t), sort_keys=True)
                                                           for t in TRAITS},
            "svg": w.board_svg()}


def _huge_seed_file() -> str:
    doc = json.loads(Game(Game.new(players=4, seed=2).edition, Game.new(players=4, seed=2).state,
                          custom_start=True).to_json())
    doc["seed"] = doc["state"]["seed"] = doc["start"]["seed"] = HUGE
    return json.dumps(doc)


def _bots_move(w) -> None:
    """The human seat moves and every bot seat answers, back to the human."""
    before = len(w.game.history)
    assert w.play("pass card " + w.game.state["seats"][0]["hand"][0]), w.error  # False if a bot failed
    assert w.game.current_player == 0 and len(w.game.history) > before + 1 and w.error == ""


@pytest.mark.parametrize("via", ["python", "message"])
def test_a_seed_of_4300_digits_is_refused_and_the_bots_still_move(via, caplog):
    w = BoardWidget(game=Game.new(players=4, seed=7), seats=SEATS)
    assert w.game.current_player == 0  # seed 7: Red, the human, acts first
    before = _state_of(w)
    with caplog.at_level(logging.ERROR):
        if via == "python":
            with pytest.raises(SavedGameError, match="seed"):
                w.load(_huge_seed_file())
        else:
            w._on_msg(w, {"type": "load", "text": _huge_seed_file()}, [])
    assert w.error.startswith("could not load the game: saved game does not match the schema: seed: ")
    assert _state_of(w) == before and not caplog.records
    _bots_move(w)


def test_a_load_whose_bots_cannot_be_made_changes_nothing(monkeypatch):
    """The bots are made before anything is replaced: a load that fails there leaves the board as it was."""
    w = BoardWidget(game=Game.new(players=4, seed=7), seats=SEATS)
    before = _state_of(w)

    class Broken:
        def __init__(self, seed):
            raise ValueError("no bot today")
    monkeypatch.setitem(board_mod.BOTS, "beginner", Broken)
    with pytest.raises(SavedGameError, match="cannot be drawn: ValueError: no bot today"):
        w.load(Game.new(players=4, seed=3).to_json())
    assert _state_of(w) == before
    monkeypatch.undo()
    _bots_move(w)


def test_the_largest_seed_loads_and_every_bot_moves():
    w = BoardWidget(game=Game.new(players=4, seed=1), seats=SEATS)
    g = Game.new(players=4, seed=2 ** 64 - 1)
    while g.current_player != 0:  # let the bots before the human seat move, as the board would
        g.play("pass card " + g.state["seats"][g.current_player]["hand"][0])
    w.load(g.to_json())
    assert w.error == "" and w.game.state["seed"] == 2 ** 64 - 1
    _bots_move(w)


def test_a_new_game_is_dealt_from_64_random_bits_shown_nowhere(monkeypatch):
    """``new_game()`` and the New game button without a seed deal from ``secrets.randbits(64)``; the seed is in
    no trait, no reply and no picture of the board."""
    drawn = []

    def randbits(k):
        drawn.append(k)
        return (2 ** 64 - 1) - 12345 * len(drawn)
    monkeypatch.setattr(setup.secrets, "randbits", randbits)
    w = BoardWidget(game=Game.new(players=4, seed=1), seats=["human", "greedy", "random", "random"])
    w.new_game()
    w._on_msg(w, {"type": "new", "players": 3}, [])
    assert drawn == [64, 64] and w.error == "" and w.game.state["seed"] == 2 ** 64 - 1 - 2 * 12345
    w._on_msg(w, {"type": "log"}, [])
    w._on_msg(w, {"type": "reveal", "seat": w.game.current_player}, [])
    shown = json.dumps([getattr(w, t) for t in (*TRAITS, "error")]) + w.board_svg() + w.game._repr_svg_()
    seed = str(w.game.state["seed"])
    assert seed not in shown and seed[:12] not in shown and repr(w).count(seed) == 0


@pytest.mark.parametrize("seed", [-1, 2 ** 64, HUGE, 1.5, "3"], ids=lambda v: shown(v, 12))
def test_the_new_game_message_refuses_a_seed_no_file_could_carry(seed, caplog):
    w = BoardWidget(game=Game.new(players=2, seed=1))
    before = _state_of(w)
    with caplog.at_level(logging.ERROR):
        w._on_msg(w, {"type": "new", "seed": seed}, [])
    assert w.error.startswith("refused: a seed is a whole number") and not caplog.records
    assert _state_of(w) == before
