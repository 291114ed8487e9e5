"""``BoardWidget.join(link)`` (issue 34, piece 2): a student in a notebook joins a classroom seat by its link and
plays through the server, seeing that seat's hand only; the other seat's move reaches it."""

from __future__ import annotations

import asyncio

import pytest

from brass_widget.widget import BoardWidget
from brass_widget.widget.joined import socket_url

WAIT = 20.0


async def until(test, what: str) -> None:
    for _ in range(int(WAIT / 0.02)):
        if test():
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"waited {WAIT} s for {what}")


def test_a_notebook_student_joins_by_the_link_and_plays_and_sees_the_other_seats_move(live):
    made = live.table(edition="lancashire", players=2, seats=["person", "person"], seed=3)
    t = live.room.tables[made["id"]]
    links = {j["seat"]: j["play"] for j in made["join"]}
    first = t.game.current_player
    second = 1 - first

    async def go():
        boards = {s: BoardWidget.join(link) for s, link in links.items()}
        try:
            for s, w in boards.items():
                await until(lambda w=w: w.view.get("version") == 0 and w.topology, "the first frame")
                assert set(w.view["hands"]) == {str(s)}  # its own hand only
                assert w.ui["controls"] == [] and w.ui["held"] == ""  # a student's controls only, as on /play
            text = str(t.game.legal_actions()[0])
            boards[second]._on_intent(None, {"type": "act", "action": text, "version": 0, "seat": second})
            await until(lambda: boards[second].error, "the refusal")
            assert boards[second].error == "refused: it is not your turn" and t.version == 0
            boards[first]._on_intent(None, {"type": "act", "action": text, "version": 0, "seat": first})
            for w in boards.values():  # the move reaches both seats
                await until(lambda w=w: w.view.get("version") == 1, "the move")
            assert t.decisions == [text]
            assert bool(boards[second].choices["actions"]["decisions"]) and \
                not boards[first].choices["actions"]["decisions"]
        finally:
            for w in boards.values():
                w.close()
    asyncio.run(go())


def test_a_wrong_code_is_said_on_the_board_and_a_link_that_is_no_join_link_is_refused(live):
    async def go():
        w = BoardWidget.join(f"{live.base}/play?code=nope")
        try:
            await until(lambda: w.error, "the refusal")
            assert w.error == "no seat has this code: ask your teacher for your table's link"
            assert not w.view  # nothing of any table
        finally:
            w.close()
    asyncio.run(go())
    for bad in ("http://127.0.0.1:1/api/seat?code=x", "ftp://h/play?code=x", "http://h/play", ""):
        with pytest.raises(ValueError, match="join link looks like"):
            socket_url(bad)
    with pytest.raises(TypeError):
        socket_url(None)
    with pytest.raises(RuntimeError, match="running event loop"):
        BoardWidget.join(f"{live.base}/play?code=x")  # no loop here: a notebook cell has one
