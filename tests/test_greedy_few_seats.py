"""Issue 24, Birmingham with 2 and 3 seats: GreedyBot's projected-VP valuation built breweries and coal mines that
nobody would use, spent down to £0 at income level 0 or -3, and passed for the rest of the game. These check the
valuation's parts that fix it (``evaluation._resource_use``, the ``broke`` term) and the decision at a recorded
2-player position, against the valuation before the fix."""

from __future__ import annotations

import dataclasses

import pytest

from brass_widget import Game, GreedyBot
from brass_widget.bots import greedy
from brass_widget.bots.evaluation import _resource_use, projection

# Birmingham, 2 players, seed 2: both seats' first decisions in the self-play of the bot before the fix (bots
# seeded seed * 10 + seat, as scripts/bot_levels.py selfplay plays them): each builds a brewery.
OPENING = ["build brewery derby/1 card brewery iron market", "build brewery stone/1 card brewery iron market"]
# GreedyBot's weights before the fix (issue 24's first valuation): no demand, no cash floor, debt 2
BEFORE = dataclasses.replace(greedy.WEIGHTS, demand=None, cash_floor=0, cash_floor_vp=0.0, debt=2.0)


def _opening():
    g = Game.new("birmingham", players=2, seed=2)
    for text in OPENING:
        g.play(text)
    return g


def test_beer_nobody_can_drink_is_unlikely_to_flip_a_brewery():
    g = _opening()
    obs = g.observation(0)
    held = sum(t["cubes"] or 0 for spaces in obs["board"].values() for t in spaces
               if t is not None and t["industry"] == "brewery")
    assert held >= 2
    use = _resource_use(g.edition, obs, 0.0)
    assert use["beer"] == 0.0  # no goods tile on the board needs beer, and none is assumed to come
    assert _resource_use(g.edition, obs, 1.0)["beer"] == pytest.approx(1.0 / held)
    assert _resource_use(g.edition, obs, 100.0)["beer"] == 1.0  # at most 1


def test_a_goods_tile_that_needs_beer_raises_the_breweries_chance():
    g = Game.new("birmingham", players=2, seed=2)
    g.play(OPENING[0])  # one brewery on the board; seat 0 holds cotton mill cards
    seat = g.current_player
    ed = g.edition
    goods = [a for a in g.legal_actions() if a.kind == "build" and ed.industry[a.industry].flips_when_sold]
    assert goods
    mill = goods[0]
    before = _resource_use(g.edition, g.observation(seat), 0.0)["beer"]
    g.apply(mill)
    built = [t for spaces in g.state["board"].values() for t in spaces
             if t is not None and t["owner"] == seat and t["industry"] == mill.industry]
    assert built and ed.spec(mill.industry, built[0]["level"]).beer >= 1
    after = _resource_use(g.edition, g.observation(seat), 0.0)["beer"]
    assert after > before


def test_the_broke_term_counts_each_pound_short_of_the_cash_floor():
    g = _opening()
    seat = g.current_player
    money, level = g.state["seats"][seat]["money"], g.income_level(seat)
    w = greedy.WEIGHTS
    short = w.cash_floor + 2 * max(-level, 0) - money
    assert short > 0
    broke = [amount for term, amount in projection(g, seat, w=w) if term == "broke"]
    assert broke == [pytest.approx(-w.cash_floor_vp * short)]
    assert not [term for term, _ in projection(g, seat, w=BEFORE) if term == "broke"]


def test_greedy_no_longer_spends_its_last_pounds_on_a_second_brewery(monkeypatch):
    """At the recorded position (seat 1, £10, income level 0, which pays nothing a round) the bot before the fix
    built a second brewery down to £2 and then passed; now it keeps the cash or turns it into something it can use."""
    g = _opening()
    seat = g.current_player
    assert g.state["seats"][seat]["money"] == 10 and g.income_level(seat) == 0
    bot = GreedyBot(seed=2 * 10 + seat)
    monkeypatch.setattr(greedy, "WEIGHTS", BEFORE)
    old = bot.choose(g)
    assert old.kind == "build" and old.industry == "brewery"  # the move that stranded it
    monkeypatch.undo()
    new = bot.choose(g)
    assert not (new.kind == "build" and new.industry == "brewery")
    after = g.clone()
    after.apply(new)
    assert after.state["seats"][seat]["money"] > 2 or after.income_level(seat) > 0


def test_a_two_player_birmingham_greedy_game_strands_no_seat():
    """Deal 8, the whole game: before the fix both seats ended on 0 VP at income level -3, after 57 passes."""
    g = Game.new("birmingham", players=2, seed=8)
    bots = [GreedyBot(seed=8 * 10 + s) for s in range(2)]
    passes = 0
    while not g.is_over:
        a = bots[g.current_player].choose(g)
        passes += a.kind == "pass"
        g.apply(a)
    scores = g.final_scores()
    assert min(r["vp"] for r in scores) > 20 and min(r["income_level"] for r in scores) >= -3
    assert passes < 20
