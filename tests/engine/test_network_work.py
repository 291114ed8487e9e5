"""Issue 36 (session 30, the network listing): link choices do less work for the same answers.

Each saving is held by the work it saves over one seeded random game (calls made, or Python lines executed in the
changed code: ``test_listing_work._lines``), against a budget between main before the change and the change; the
answers are those of a View made from nothing (here and in ``test_memo_fresh.py``) and the recorded fingerprints.
"""

import copy

import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine import legality
from brass_widget.engine.board import View
from tests.engine.test_listing_work import _lines


def _fresh(g: Game) -> View:
    return View(g.edition, copy.deepcopy(g._state))


@pytest.mark.parametrize("edition,budget", [("lancashire", 67), ("birmingham", 52)])
def test_link_choices_are_kept_while_the_network_and_the_coal_answers_are_the_same(edition, budget, monkeypatch):
    """A seat's canal or rail choices are kept with the one-cube coal answers (the same links, mines with coal and
    trade icons' components) while its network is the same, so its free lines and their coal are not worked out
    again (each working-out asks ``_links_placed`` once): 4p seed 0, Lancashire 76 -> 59, Birmingham 62 -> 43
    (main ec1e81a -> s30-net). At each listing the choices are a fresh View's."""
    asked = 0
    counting = True
    real = legality._links_placed

    def counted(v, p):
        nonlocal asked
        asked += counting
        return real(v, p)

    monkeypatch.setattr(legality, "_links_placed", counted)
    g = Game.new(edition, players=4, seed=0)
    bot = RandomBot(0)
    while not g.is_over:
        a = bot.choose(g)  # the listing
        p = g.current_player
        counting = False
        if p is not None and not g._state["shortfall"]:
            assert legality.link_choices(g._v(), p, None) == legality.link_choices(_fresh(g), p, None)
        counting = True
        g.apply(a)
    assert asked <= budget


def test_duel_link_choices_keep_each_seats_lines_with_the_board():
    """Brass Duel's link choices go through the lines a seat may link, with each line's kind and coal, kept with the
    board's answers (``links._line_rows``), not through every line of the map asking each its coal; the rows are made
    from the lines at the seat's towns found in C, not a ``_may_place`` call per line: the link choices' lines over 2p
    seed 0, 23,094 -> 17,832 -> 17,148 (main ec1e81a -> a0adafe -> s30-net)."""
    names = {"choices", "_line_rows", "_may_place", "_near", "_ferries", "_cost"}
    assert _lines("duel", 2, "editions/duel/links.py", names) <= 17500


def test_duel_line_rows_are_made_again_once_the_board_changed():
    """The rows kept with a View's board answers hold only under the count of board changes (engine/writes.py), as
    the boat tiles do: a change counted while a decision is carried out on the same View makes them again."""
    from brass_widget.editions.duel import links
    from brass_widget.engine.writes import board_changed

    g = Game.new("duel", players=2, seed=3)
    v = g._v()
    rows = links._line_rows(v, 0)
    assert links._line_rows(v, 0) is rows
    board_changed()
    again = links._line_rows(v, 0)
    assert again is not rows and again == rows == links._line_rows(_fresh(g), 0)


def test_whether_a_seat_may_link_anywhere_is_asked_only_of_an_empty_network(monkeypatch):
    """A seat may link anywhere only with nothing on the board (``_may_link_anywhere``), so the link choices ask it
    only when the seat's network is empty, and then take the era's free lines without joining the lines at every
    location; the network itself is asked once a listing: 4p seed 0, asks Lancashire 59 -> 17, Birmingham 43 -> 6
    (s30-net's first step -> this one; main ec1e81a: 76 and 62)."""
    asked = {}
    real = legality._may_link_anywhere

    def counted(v, p):
        asked[edition] += 1
        return real(v, p)

    monkeypatch.setattr(legality, "_may_link_anywhere", counted)
    for edition in ("lancashire", "birmingham"):
        asked[edition] = 0
        g = Game.new(edition, players=4, seed=0)
        bot = RandomBot(0)
        while not g.is_over:
            g.apply(bot.choose(g))
    assert asked["lancashire"] <= 40 and asked["birmingham"] <= 20


@pytest.mark.parametrize("edition", ["lancashire", "birmingham"])
def test_links_placed_are_counted_in_c(edition):
    """A seat's links on the board are counted by ``list.count`` over the owners (asked mostly on boards where they
    were not counted before, so no memo): ``_links_placed``'s lines with its generator over 4p seed 0, Lancashire 534
    -> 59, Birmingham 534 -> 43 (s30-net before -> after; main ec1e81a: 605, 610)."""
    assert _lines(edition, 4, "engine/legality.py", {"_links_placed"}) <= 200


# -- session 31 (s31-net) -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("edition,budget", [("lancashire", 0), ("birmingham", 0)])
def test_nearest_mines_are_bits_not_sets(edition, budget, monkeypatch):
    """The nearest mines' search (``legality._nearest_mines``) keeps each location's closest mines as bits of one
    number (a bit per mine), turned into coal sources only where a listing first meets them (``_mine_sources``), not
    as a set and a frozenset made for every location reached: the sets and frozensets the search makes over one
    seeded 4p game, Lancashire 44 -> 0, Birmingham 4 -> 0 (main 6fdfdd9 -> s31-net). The answers are the rules'
    (``test_listing_work.test_rail_link_coal_from_the_nearest_mines_is_the_rules``) and a fresh View's."""
    import sys

    made = 0
    counting = True

    def counted(kind):
        def make(*args):
            nonlocal made
            made += counting and sys._getframe(1).f_code.co_name == "_nearest_mines"
            return kind(*args)
        return make

    monkeypatch.setattr(legality, "set", counted(set), raising=False)
    monkeypatch.setattr(legality, "frozenset", counted(frozenset), raising=False)
    g = Game.new(edition, players=4, seed=0)
    bot = RandomBot(0)
    while not g.is_over:
        a = bot.choose(g)
        counting = False
        if g.era == "rail" and g.current_player is not None and not g._state["shortfall"]:
            assert legality._nearest_mines(g._v()) == legality._nearest_mines(_fresh(g))
        counting = True
        g.apply(a)
    assert made <= budget


def test_a_seats_canal_link_choices_are_kept_while_the_links_are_the_same():
    """A seat's canal link choices depend on the links and its network alone (the free canal lines at its locations;
    its link tiles left), so they are kept with the links' routes (``View._dist``) while its network is the same,
    not only while the coal answers are: Lancashire 4p seed 0, ``_era_links`` calls (its comprehensions counted)
    97 -> 81. The listings are the fingerprints' (tests/engine/test_legal_fingerprint.py)."""
    from tests.engine.test_listing_work import _calls

    assert _calls("lancashire", 4, "engine/legality.py", {"_era_links"}) <= 89
