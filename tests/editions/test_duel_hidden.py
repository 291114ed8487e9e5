"""Hidden information in Duel (docs/design.md, "Hidden information"): a seat does not see the order of the two decks
or the seed; the rows and the column a player took lie face up."""

import random

import pytest

from brass_widget import Game
from tests.engine.positions import played, rehidden


def test_observation_hides_the_decks_and_the_seed():
    g = played(2, 3, 9, edition="duel")
    st = g.state
    for seat in (0, 1):
        obs = g.observation(seat)
        assert obs["decks"] == {row: len(st["decks"][row]) for row in ("top", "bottom")}
        assert obs["seed"] is None and obs["rows"] == st["rows"]
        assert [s["hand"] for s in obs["seats"]] == [s["hand"] for s in st["seats"]]  # the column is face up


@pytest.mark.parametrize("seed, steps", [(1, 3), (2, 6), (3, 20), (4, 45), (5, 80)])
def test_dealing_the_hidden_parts_again_changes_nothing_seen(seed, steps):
    g = played(2, seed, steps, edition="duel")
    for seat in (0, 1):
        again = rehidden(g, seat, seed=seed + 100)
        assert again.observation(seat) == g.observation(seat)
        if g.current_player == seat:
            assert [str(a) for a in again.legal_actions()] == [str(a) for a in g.legal_actions()]


def test_legal_actions_do_not_depend_on_the_deck_order():
    g = played(2, 7, 30, edition="duel")
    st = g.state
    for row in ("top", "bottom"):
        random.Random(1).shuffle(st["decks"][row])
    other = Game.from_state(st)
    seat = g.current_player
    assert other.observation(seat) == g.observation(seat)
    assert [str(a) for a in other.legal_actions()] == [str(a) for a in g.legal_actions()]
    assert [str(a) for a in other.legal_actions()] and other.state["decks"] != g.state["decks"]


def test_an_observation_becomes_a_playable_game():
    g = played(2, 8, 25, edition="duel")
    seat = g.current_player
    dealt = Game.from_observation(g.observation(seat), seed=2)
    assert dealt.observation(seat) == g.observation(seat)
    while not dealt.is_over:
        dealt.apply(dealt.legal_actions()[0])
    assert len(dealt.state["scores"]) == 1


def test_observation_hides_the_persons_offered_chosen_and_boxed():
    """Setup 4-7: the opponent's dealt and chosen Notable Persons and the box are unseen; once shuffled in, the
    persons in each deck are counted (anyone can), never placed."""
    g = Game.new("duel", players=2, seed=3)
    me = g.current_player
    g.apply(g.legal_actions()[0])
    obs = g.observation(1 - me)
    assert obs["seats"][me]["offered"] == 5 and obs["seats"][me]["chosen"] == 1 and obs["box"] == 2
    assert obs["seats"][1 - me]["offered"] == g.state["seats"][1 - me]["offered"]
    h = played(2, 3, 6, edition="duel")
    assert not h.state["choosing"]
    obs = h.observation(0)
    assert obs["decks"] == {"top": 28, "bottom": 28} and obs["deck_persons"] == {"top": 3, "bottom": 3}
    assert obs["box"] == 6 and all(s["chosen"] in ([], 0) for s in obs["seats"])
    for seat in (0, 1):
        again = rehidden(h, seat, seed=9)
        assert again.observation(seat) == h.observation(seat)
        assert sum(c in h.edition.persons for c in again.state["decks"]["top"]) == 3
