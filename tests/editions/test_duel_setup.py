"""S1, Setup 1-11 (the fan summary of Brass Duel's prototype rules), with the provisional components of duel.json."""

from collections import Counter

import pytest

from brass_widget import Game, IllegalAction
from brass_widget.engine.saved import SavedGameError
from brass_widget.engine.setup import deck_cards

from .duel import chosen


def test_setup_counts():
    """Setup 1-4, 8-10: 4 + 4 cards face up, two piles of 25, 5 Notable Persons each, 2 returned unseen, £24 /
    £26, income level 0 at space 10, VP and VP income 0, 1 boat each, 8 iron cubes, no coal market. Every card is
    used (uncertain 'duel-a12-player-marks'); the first player is drawn from the seed (uncertain
    'duel-missing-first-player')."""
    g = Game.new("duel", players=2, seed=4)
    st = g.state
    persons = set(g.edition.persons)
    assert [len(st["rows"][r]) for r in ("top", "bottom")] == [4, 4]
    assert all(c is not None for r in st["rows"].values() for c in r)
    assert [len(st["decks"][r]) for r in ("top", "bottom")] == [25, 25]
    assert [len(s["offered"]) for s in st["seats"]] == [5, 5] and len(st["box"]) == 2
    cards = [c for r in st["rows"].values() for c in r] + st["decks"]["top"] + st["decks"]["bottom"]
    assert not persons & set(cards) and len(cards) == 58
    people = st["seats"][0]["offered"] + st["seats"][1]["offered"] + st["box"]
    assert Counter(cards + people) == Counter(deck_cards(g.edition, 2, ())) and set(people) == persons
    assert st["choosing"] and g.current_player == st["order"][0]
    first, second = st["order"]
    assert st["seats"][first]["money"] == 24 and st["seats"][second]["money"] == 26
    for seat in st["seats"]:
        assert g.edition.level_of(seat["income"]) == 0 and seat["income"] == 10
        assert seat["vp"] == 0 and seat["vp_income"] == 0 and seat["boats"] == 1 and seat["hand"] == []
    assert st["iron_market"] == 8 and st["coal_market"] == 0 and st["deck"] == []
    assert {Game.new("duel", players=2, seed=s).state["order"][0] for s in range(12)} == {0, 1}


@pytest.mark.parametrize("players", [1, 3, 4])
def test_duel_is_for_two_players(players):
    with pytest.raises(ValueError, match="2 players"):
        Game.new("duel", players=players)


def test_duel_is_registered_and_drawn():
    listed = {e["edition"]: e for e in Game.editions()}
    assert listed["duel"]["players"] == [2] and listed["duel"]["variants"] == []
    assert "prototype" in listed["duel"]["rulebook"] and "provisional" in listed["duel"]["rulebook"]
    g = chosen(1)
    assert g.edition.board_drawn is True  # the board draws Duel (tests/widget/test_duel_board.py)
    assert "provisional stand-ins" in g._repr_svg_()
    from brass_widget.widget.viewmodel import topology  # what the board sends (no Jupyter package needed)
    assert topology(g)["edition"] == "duel"


def test_a_seed_replays_the_same_setup():
    assert Game.new("duel", players=2, seed=7).state == Game.new("duel", players=2, seed=7).state
    assert Game.new("duel", players=2, seed=7).state != Game.new("duel", players=2, seed=8).state


def test_a_position_with_a_card_too_many_is_refused():
    g = chosen(3)
    st = g.state
    st["seats"][0]["discard"].append("cowes")
    with pytest.raises(SavedGameError, match="cards"):
        Game.from_state(st)



def test_choosing_persons_makes_two_28_card_decks():
    """Setup 5-7: 1 chosen person into the 10-pile, 2 into the 15-pile; the 11 on top of the 17; one deck beside
    each row (the first player's by the top row: uncertain 'duel-missing-deck-sides'); the unchosen persons go
    back to the box unseen (uncertain 'duel-missing-np-choice': the choices are decisions, first player first)."""
    g = Game.new("duel", players=2, seed=9)
    first = g.state["order"][0]
    assert g.current_player == first
    picks = []
    for _ in range(3):
        a = g.legal_actions()[-1]
        assert a.kind == "choose" and str(a) == f"choose card {a.card}"
        picks.append(a.card)
        g.apply(a)
    assert g.current_player == 1 - first
    for _ in range(3):
        g.apply(g.legal_actions()[0])
    st = g.state
    persons = g.edition.persons
    assert not st["choosing"] and g.current_player == first
    assert {a.kind for a in g.legal_actions()} == {"take"}
    for row in ("top", "bottom"):
        deck = st["decks"][row]
        assert len(deck) == 28
        assert sum(c in persons for c in deck) == 3
    top_persons = {c for c in st["decks"]["top"] if c in persons}
    assert top_persons == set(picks)
    assert picks[0] in st["decks"]["top"][-11:]  # the 11-pile on top holds the first choice
    assert len(st["box"]) == 6
    assert [e["text"] for e in st["log"]] == ["chooses a Notable Person"] * 6  # the log does not name them


def test_a_person_not_offered_cannot_be_chosen():
    g = Game.new("duel", players=2, seed=2)
    mine = g.state["seats"][g.current_player]["offered"]
    other = next(p for p in g.edition.persons if p not in mine)
    assert g.why_not(f"choose card {other}")
    with pytest.raises(IllegalAction, match="Notable Persons"):
        g.apply("take 2 to top")
