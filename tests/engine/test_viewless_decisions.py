"""A decision whose effects read no View (the core's remove, discard, stop, loan and pass), or read it only before
they change anything (develop: its iron plans), is carried out without a private copy of the position's View (``effects.apply_decision``); every other decision still works on one, so what
it computes while the state changes never reaches the View's shared answers."""

import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine.board import View


@pytest.mark.parametrize("edition", ["lancashire", "birmingham"])
def test_only_decisions_that_read_a_view_get_a_private_copy(edition, monkeypatch):
    copied = []
    real = View.private

    def private(self):
        copied.append(self)
        return real(self)

    monkeypatch.setattr(View, "private", private)
    g = Game.new(edition, players=4, seed=2)
    bot = RandomBot(2)
    kinds = set()
    while not g.is_over and len(g.history) < 120:
        a = bot.choose(g)
        before = len(copied)
        g.apply(a)
        kinds.add(a.kind)
        viewless = a.kind in ("remove", "discard", "stop", "loan", "pass", "develop")
        assert len(copied) - before == (0 if viewless else 1), a
    assert {"loan", "pass", "build", "develop"} <= kinds
