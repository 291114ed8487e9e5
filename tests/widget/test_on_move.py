"""Observing moves from Python: ``w.on_move(callback)`` and the read-only ``last_move`` trait get each decision
made on the board (a click, ``w.play``, a bot, redo), in order, once the board shows it; undo and new games are
not moves; a callback that raises breaks nothing; nothing of it goes to the browser."""

from __future__ import annotations

import pytest
import traitlets

from brass_widget import Game
from brass_widget.widget import BoardWidget, Move


def send(w, **msg):
    w._on_msg(w, msg, [])


def click(w, text):
    send(w, type="act", action=text, version=w.view["version"], seat=w.choices["seat"])
    assert w.error == "", w.error


def watched(w):
    seen = []
    w.on_move(lambda move: seen.append((move, w.view["version"], len(w.game.history))))
    return seen


def test_a_click_and_the_bot_replies_are_told_in_order():
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["random", "human"])  # seat 1 moves first
    seen = watched(w)
    text = str(w.game.legal_actions()[0])
    click(w, text)
    moves = [m for m, _, _ in seen]
    history = w.game.history
    assert [m.index for m in moves] == list(range(len(history)))  # every decision, in order
    assert [str(m.action) for m in moves] == history
    assert (moves[0].seat, moves[0].by, str(moves[0].action)) == (1, "human", text)
    bots = [m for m in moves if m.seat == 0]
    assert bots and all(m.by == "random" for m in bots)  # the bot replied in the same go
    assert all(isinstance(m.action, type(w.game.parse(text))) and m.game is w.game for m in moves)
    assert all(version == w.view["version"] for _, version, _ in seen)  # told after the board was sent
    assert w.last_move is moves[-1]


def test_play_undo_redo_and_new_game():
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "human"])
    seen = watched(w)
    last = []
    w.observe(lambda change: last.append(change["new"]), names="last_move")
    first, = w.game.legal_actions()[:1]
    assert w.play(str(first))
    assert [(m.index, m.seat, m.by, str(m.action)) for m, _, _ in seen] == [(0, 1, "human", str(first))]
    assert last == [seen[0][0]]
    assert w.undo() and len(seen) == 1  # an undo is not a move
    assert w.redo() and [m.index for m, _, _ in seen] == [0, 0]  # a redo makes the move again
    w.new_game(seed=3)
    assert len(seen) == 2 and w.last_move is seen[-1][0]  # a new game is not a move


def test_a_line_that_runs_on_to_the_next_player_names_each_seat():
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "human"])
    seen = watched(w)
    g = w.game.clone()
    line = []
    while g.current_player == 1:  # seat 1's whole turn, then seat 0's first decision
        a = g.legal_actions()[-1]
        g.apply(a)
        line.append(str(a))
    line.append(str(g.legal_actions()[0]))
    assert w.play("; ".join(line))
    assert [m.seat for m, _, _ in seen] == [1] * (len(line) - 1) + [0]


def test_a_callback_that_raises_breaks_nothing():
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "human"], teacher=True)

    def broken(move):
        raise RuntimeError("my callback has a bug")
    w.on_move(broken)
    seen = watched(w)
    click(w, str(w.game.legal_actions()[0]))
    assert len(seen) == 1 and len(w.game.history) == 1 and w.error == ""
    w.on_move(broken, remove=True)
    w.on_move(seen.append, remove=True)  # never registered: nothing happens


def test_last_move_is_read_only_and_stays_in_python():
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "human"])
    assert w.last_move is None
    assert w.play(str(w.game.legal_actions()[0]))
    assert isinstance(w.last_move, Move) and "last_move" not in w.get_state()  # never sent to the browser
    with pytest.raises(traitlets.TraitError):
        w.last_move = None
