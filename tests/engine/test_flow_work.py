"""Issue 36 (session 29, round 2, s29-flow2): Views, continuations and turn ends do less work for the same answers.

Each change is checked two ways: its answers are those of the plain code (a View built from nothing), and the work it
saves stays saved: Python lines executed in the named code over one seeded random game
(``test_listing_work._lines``) against a budget between main before the change and the change (each figure is in its
test). Never a time.
"""

import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine import board

from .test_listing_work import _lines

GAMES = [("lancashire", 4), ("birmingham", 4), ("duel", 2)]


# -- a View after links were placed grows the View before's adjacency and components (board._grown) ---------------
@pytest.mark.parametrize("edition,players", GAMES + [("lancashire", 2), ("birmingham", 3)])
def test_every_view_has_the_adjacency_and_components_of_one_built_from_nothing(monkeypatch, edition, players):
    """Every View of seeded games holds the same neighbours (each location's list in the same order, the locations in
    the same order) and the same component labels as a View of its state built without a View before it."""
    real = board.View.__init__
    seen = []

    def checked(self, ed, st, prev=None, kept=False):
        real(self, ed, st, prev, kept)
        fresh = board.View.__new__(board.View)
        real(fresh, ed, st, None, False)
        assert [(loc, list(n)) for loc, n in self.adj.items()] == [(loc, list(n)) for loc, n in fresh.adj.items()]
        assert dict(self.comp) == dict(fresh.comp)
        seen.append(len(st["links"]))

    monkeypatch.setattr(board.View, "__init__", checked)
    for seed in range(3):
        g = Game.new(edition, players=players, seed=seed)
        bot = RandomBot(seed)
        while not g.is_over:
            g.apply(bot.choose(g))
    assert max(seen) > 3  # Views of a board with links were checked


@pytest.mark.parametrize("edition,players,budget", [
    # main at b1bac36: 15,947 / 11,104 / 5,680 lines; grown (75f4936): 13,718 / 8,781 / 4,679
    ("lancashire", 4, 14_800), ("birmingham", 4, 9_900), ("duel", 2, 5_200)])
def test_a_view_after_a_link_does_not_build_the_routes_again(edition, players, budget):
    """A View of a state whose links are the View before's and some placed since adds the new lines to that View's
    adjacency and joins their components, instead of going over every link and every linked location again."""
    assert _lines(edition, players, "engine/board.py", {"__init__", "_grown"}) <= budget
