"""Hidden information: observations, positions dealt from them, previews and bots that cannot peek.

docs/design.md "Hidden information": whatever reaches a seat (a preview, a bot's decision) depends only on
``observation(seat)``. Each test changes only the hidden parts (other hands, deck order, face-down
Distant Cotton Market tiles, the seed) and checks that nothing a seat gets changes.
"""

from __future__ import annotations

import random

import pytest

from brass_widget import Game
from brass_widget.bots import GreedyBot, RandomBot
from brass_widget.engine.saved import SavedGameError

from .positions import assert_decides_from_observation, assert_previews_blind_to_hidden, played, rehidden


def dcm_sale_position(seed: int = 0) -> tuple[Game, str]:
    """A game where the player to act can sell to the Distant Cotton Market."""
    for s in range(seed, seed + 200):
        g = played(2, s, 0)
        r = random.Random(s)
        for _ in range(400):
            if g.is_over:
                break
            sale = [a for a in g.legal_actions() if a.kind == "sell" and a.to == "distant"]
            if sale:
                return g, str(sale[0])
            g.apply(r.choice(g.legal_actions()))
    raise AssertionError("no Distant Cotton Market sale found")


CASES = [(2, 1, 40, None), (3, 2, 120, None), (4, 3, 250, None), (4, 4, 330, None),
         (3, 5, 200, "classic-deck"), (4, 6, 300, "classic-deck"), (4, 7, 60, "introductory")]


@pytest.mark.parametrize("players,seed,steps,variant", CASES)
def test_a_position_dealt_from_an_observation_looks_the_same_to_that_seat(players, seed, steps, variant):
    g = played(players, seed, steps, variant)
    for seat in range(players):
        obs = g.observation(seat)
        a, b = rehidden(g, seat, 1), rehidden(g, seat, 2)
        assert a.observation(seat) == obs == b.observation(seat)
        if g.current_player == seat:  # the seat to act has the same choices in every dealing
            assert a.legal_actions() == b.legal_actions() == g.legal_actions()
        # the hidden parts really were dealt again, from the unseen cards only
        def hidden(x, seat=seat):
            return ([h["hand"] for s, h in enumerate(x.state["seats"]) if s != seat], x.state["deck"],
                    x.state["dcm"]["draw"])

        assert hidden(a) != hidden(b) or (not g.state["deck"] and len(g.state["dcm"]["draw"]) < 2)
        # and the dealt position is a sound one: it saves and loads again
        assert Game.from_json(a.to_json()).state == a.state


def test_observation_hides_the_seed_and_from_observation_refuses_junk():
    g = played(4, 8, 30)
    obs = g.observation(1)
    assert obs["seed"] is None and obs["seat"] == 1 and isinstance(obs["deck"], int)
    for junk in (None, [], {}, {"seat": 1}, dict(obs, seat="1"), dict(obs, deck=99), dict(obs, deck=-1),
                 dict(obs, seats=[]), dict(obs, dcm={"marker": 0, "draw": 50, "used": []}),
                 dict(obs, edition="monopoly"), dict(obs, edition=[1])):
        with pytest.raises(SavedGameError):
            Game.from_observation(junk)
    with pytest.raises(ValueError):
        g.observation(True)


def test_preview_of_a_distant_sale_shows_odds_not_the_next_tile():
    g, sale = dcm_sale_position()
    p = g.preview(sale)
    unseen = g.state["dcm"]["draw"]
    assert p["legal"] and p["chance"] is not None
    assert [c["tile"] for c in p["chance"]] == sorted(set(unseen), reverse=True)
    assert abs(sum(c["probability"] for c in p["chance"]) - 1) < 1e-9
    for c in p["chance"]:
        assert c["probability"] == pytest.approx(unseen.count(c["tile"]) / len(unseen))
    seat = g.current_player
    incomes = {c["players"][seat]["income_spaces"] for c in p["chance"]}
    if len(incomes) > 1:  # the tile decides the income, so the certain part cannot name it
        assert p["players"][seat]["income_spaces"] is None
    # the same preview whatever the real order of the face-down tiles and the hidden cards
    for k in range(5):
        assert rehidden(g, seat, 10 + k).preview(sale) == p
    # and what really happens is one of the outcomes listed
    real = g.clone()
    top = real.state["dcm"]["draw"][-1]
    before = real.state["seats"][seat]["income"]
    real.apply(sale)
    listed = next(c for c in p["chance"] if c["tile"] == top)
    assert real.state["seats"][seat]["income"] - before == listed["players"][seat]["income_spaces"]


def test_preview_shows_the_move_not_the_rounds_income():
    # the last action of a round: income follows, but it is not part of the move
    g = played(2, 11, 0)
    r = random.Random(11)
    for _ in range(2000):
        st = g.state
        last = st["turn"] == st["players"] - 1 and st["actions_left"] == 1 and st["pending"] is None
        if last and st["round"] > 1:
            break
        g.apply(r.choice(g.legal_actions()))
    seat = g.current_player
    income = g.edition.level_of(g.state["seats"][seat]["income"])
    p = g.preview(f"pass card {g.state['seats'][seat]['hand'][0]}")
    assert p["ends_turn"] and p["ends_round"]
    assert p["players"][seat]["money"] == 0  # passing costs nothing; the round's income is not mixed in
    after = g.clone()
    after.apply(f"pass card {g.state['seats'][seat]['hand'][0]}")
    assert after.state["seats"][seat]["money"] - g.state["seats"][seat]["money"] in (income, 0) or income < 0


def test_previews_are_the_same_whatever_is_hidden():
    for players, seed, steps, variant in CASES[:4]:
        g = played(players, seed, steps, variant)
        if not g.is_over:
            assert_previews_blind_to_hidden(g, seed)


@pytest.mark.parametrize("players,seed,steps", [(2, 12, 30), (3, 13, 90), (4, 14, 150), (4, 15, 120)])
def test_greedy_bot_decides_from_its_observation_only(players, seed, steps):
    assert_decides_from_observation(GreedyBot, played(players, seed, steps), (30, 31, 32))


def with_top_tile(g: Game, value: int) -> Game:
    """The same game with a face-down Distant Cotton Market tile of this value on top."""
    st = g.state
    draw = st["dcm"]["draw"]
    draw.remove(value)
    draw.append(value)
    return Game.from_state(st)


@pytest.mark.parametrize("seed", [0, 40, 80])
def test_greedy_bot_does_not_peek_at_the_next_distant_tile(seed):
    g, _ = dcm_sale_position(seed)
    tops = sorted(set(g.state["dcm"]["draw"]))
    choices = {str(GreedyBot().choose(with_top_tile(g, v))) for v in tops}
    assert len(choices) == 1, choices


@pytest.mark.parametrize("players,seed,steps", [(2, 16, 25), (3, 17, 70), (4, 18, 110)])
def test_random_bot_decides_from_its_observation_only(players, seed, steps):
    assert_decides_from_observation(lambda: RandomBot(5), played(players, seed, steps), (50, 51, 52))


@pytest.mark.parametrize("players,seed,steps,variant", CASES[:4])
def test_dealt_for_is_from_observation_without_the_checks(players, seed, steps, variant):
    g = played(players, seed, steps, variant)
    for seat in range(players):
        assert g.dealt_for(seat, seed=3).state == Game.from_observation(g.observation(seat), seed=3).state
    with pytest.raises(ValueError):
        g.dealt_for(0, seed=True)
