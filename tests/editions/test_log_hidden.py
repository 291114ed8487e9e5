"""Hidden information in the log's events (docs/design.md, "Hidden information"; issue 20, item 4): every seat sees the
log, so an event holds only what its line shows. Changing the hidden parts (other hands, the deck order, a
face-down choice) leaves every seat's observation, which includes the log's events, byte-identical."""

import json

import pytest

from brass_widget import Game
from tests.engine.positions import played, rehidden


def _bytes(obs) -> str:
    return json.dumps(obs, sort_keys=True)


def test_a_face_down_choice_is_logged_by_its_public_description_only():
    """Brass Duel, Setup 5-7: the Notable Persons chosen are shuffled in face down. Two games where seat 0 chooses
    other persons read the same to seat 1, log included."""
    games = [Game.new("duel", players=2, seed=3), Game.new("duel", players=2, seed=3)]
    while games[0].state["choosing"]:
        seat = games[0].current_player
        for k, g in enumerate(games):
            options = g.legal_actions()
            g.apply(options[-1] if seat == 0 and k == 1 else options[0])
    assert _bytes(games[0].state) != _bytes(games[1].state)  # other persons in the decks
    assert _bytes(games[0].observation(1)) == _bytes(games[1].observation(1))
    chosen = [e for e in games[0].state["log"] if e["kind"] == "face_down"]
    assert len(chosen) == 6 and all(e["data"] == {"what": "a Notable Person"} for e in chosen)


@pytest.mark.parametrize("edition,players,seed,steps", [
    ("lancashire", 4, 1, 30), ("lancashire", 3, 2, 70), ("birmingham", 4, 3, 40), ("birmingham", 2, 4, 90),
    ("duel", 2, 5, 20), ("duel", 2, 6, 60),
])
def test_the_log_of_a_turn_is_the_same_whatever_the_hidden_cards(edition, players, seed, steps):
    """The seat to play plays its turn on tables dealt again for it (other hands, the deck order): what it sees
    stays byte-identical while its turn is under way, and the log's events stay so once the turn ends (the cards
    it draws then differ)."""
    g = played(players, seed, steps, edition=edition)
    seat = g.current_player
    tables = [g] + [rehidden(g, seat, seed=seed + k) for k in (100, 200)]
    assert len({_bytes(t.observation(seat)) for t in tables}) == 1
    moves = 0
    while not g.is_over and g.current_player == seat and moves < 8:
        a = str(g.legal_actions()[0])
        for t in tables:
            t.apply(a)
        moves += 1
        if g.current_player == seat:
            assert len({_bytes(t.observation(seat)) for t in tables}) == 1, a
    assert moves and len({_bytes(t.state["log"]) for t in tables}) == 1
    for other in range(players):  # and every other seat reads the same log
        assert len({_bytes(t.observation(other)["log"]) for t in tables}) == 1
