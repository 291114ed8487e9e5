"""A classroom seat's board sends the widget's own traits (issue 34, piece 2): ``SeatBoard`` and ``BoardWidget`` make
them with the same code (``widget/board_traits.py``), so for the same viewer they are the same values, but for what
a classroom table sets otherwise: its version (the table's count of decisions), no undo, and its seats' setup."""

from __future__ import annotations

import pytest

from brass_widget.classroom.seat_board import SeatBoard
from brass_widget.classroom.tables import Table
from brass_widget.widget import BoardWidget
from brass_widget.widget.protocol import trait_names

OWN = {"ui", "reply", "error"}  # the viewer's own traits: the table's setup, its answers, its refusals


@pytest.mark.parametrize("edition,players,steps", [("lancashire", 2, 3), ("birmingham", 3, 5)])
def test_a_seats_traits_are_the_widgets_for_the_same_viewer(edition, players, steps):
    t = Table("t", {"edition": edition, "players": players, "seats": ["person"] * players, "rules": {}, "seed": 3},
              [str(s) for s in range(players)])
    for i in range(steps):
        legal = t.game.legal_actions()
        t.game.apply(legal[i % len(legal)])
        t.decisions.append(t.game.history[-1])
    seat = t.game.current_player
    w = BoardWidget(t.game.clone(), seats=["human"] * players)  # pass-and-play: the seat to act shows its hand
    w._on_msg(w, {"type": "reveal", "seat": seat}, [])
    assert w.error == ""
    mine = SeatBoard(t, seat).traits()
    assert set(mine) == set(trait_names())
    for name in sorted(set(trait_names()) - OWN - {"view", "choices"}):
        assert mine[name] == getattr(w, name), name
    table_set = {"version": t.version, "can_undo": False}
    assert mine["view"] == {**w.view, **table_set}
    assert mine["choices"] == {**w.choices, "version": t.version} and mine["choices"]["actions"]["decisions"]
    assert set(mine["view"]["hands"]) == {str(seat)}
    others = SeatBoard(t, (seat + 1) % players).traits()  # another seat: its own hand, no decision to make
    assert set(others["view"]["hands"]) == {str((seat + 1) % players)} and not others["choices"]["actions"]["decisions"]
