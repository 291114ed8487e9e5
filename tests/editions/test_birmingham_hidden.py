"""Brass: Birmingham hidden information: observations, positions dealt from them, previews and bots that
cannot peek (docs/design.md "Hidden information"; guide: Player Area Setup 8-9).

Each test changes only the hidden parts (other hands, deck order, every face-down discard, the seed) and
checks that nothing a seat gets changes.
"""

from __future__ import annotations

import pytest

from brass_widget import Game, SavedGameError
from brass_widget.bots import GreedyBot, RandomBot
from tests.engine import positions
from tests.engine.positions import assert_decides_from_observation, assert_previews_blind_to_hidden, rehidden


def played(players: int, seed: int, steps: int) -> Game:
    return positions.played(players, seed, steps, edition="birmingham")


CASES = [(2, 1, 40), (3, 2, 120), (4, 3, 60), (4, 4, 200), (3, 5, 10)]


@pytest.mark.parametrize("players,seed,steps", CASES)
def test_a_position_dealt_from_an_observation_looks_the_same_to_that_seat(birmingham, players, seed, steps):
    g = played(players, seed, steps)
    for seat in range(players):
        obs = g.observation(seat)
        a, b = rehidden(g, seat, 1), rehidden(g, seat, 2)
        assert a.observation(seat) == obs == b.observation(seat)
        if g.current_player == seat:
            assert a.legal_actions() == b.legal_actions() == g.legal_actions()
        # the wild cards other players hold are on the table; the rest of their hands is dealt again
        for s in range(players):
            if s != seat:
                wild = sorted(c for c in g.state["seats"][s]["hand"] if c.startswith("wild_"))
                assert sorted(c for c in a.state["seats"][s]["hand"] if c.startswith("wild_")) == wild
        assert Game.from_json(a.to_json()).state == a.state


def test_from_observation_refuses_junk(birmingham):
    g = played(3, 8, 30)
    obs = g.observation(1)
    seats = [dict(s) for s in obs["seats"]]
    seats[0]["face_down"] = 5
    for junk in (dict(obs, deck=99), dict(obs, seats=seats), dict(obs, merchants={}), dict(obs, edition="chess")):
        with pytest.raises(SavedGameError):
            Game.from_observation(junk)


def test_previews_are_the_same_whatever_is_hidden(birmingham):
    for players, seed, steps in CASES[:4]:
        g = played(players, seed, steps)
        if not g.is_over:
            assert_previews_blind_to_hidden(g, seed)


@pytest.mark.parametrize("players,seed,steps", [(2, 12, 30), (3, 13, 90), (4, 14, 60)])
def test_greedy_bot_decides_from_its_observation_only(birmingham, players, seed, steps):
    assert_decides_from_observation(GreedyBot, played(players, seed, steps), (30, 31))


@pytest.mark.parametrize("players,seed,steps", [(2, 16, 25), (3, 17, 70), (4, 18, 110)])
def test_random_bot_decides_from_its_observation_only(birmingham, players, seed, steps):
    assert_decides_from_observation(lambda: RandomBot(5), played(players, seed, steps), (50, 51, 52))


def test_greedy_bots_play_birmingham_and_beat_random_ones(birmingham):
    from brass_widget.cli import simulate
    result = simulate(3, 2, ["greedy", "random", "random"], seed=3, progress=False, edition="birmingham")
    greedy = result["summary"][0]
    assert result["edition"] == "birmingham"
    assert greedy["mean_vp"] > max(s["mean_vp"] for s in result["summary"][1:])
