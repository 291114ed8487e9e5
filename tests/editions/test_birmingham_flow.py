"""Brass: Birmingham rounds, eras, scoring and the end (issue 8, milestone 4).

Rulebooks: overview = the Brass: Birmingham overview, guide = the Brass: Birmingham how-to-play guide.
Each test names the section it pins.
"""

from __future__ import annotations

from collections import Counter

import pytest

from brass_widget import Game, RandomBot

from .bham import Position


@pytest.mark.parametrize("players,rounds", [(4, 8), (3, 9), (2, 10)])
def test_rounds_per_era_until_deck_and_hands_run_out(birmingham, players, rounds):
    """guide: Rounds (8 / 9 / 10 rounds for 4 / 3 / 2 players; until the draw deck and hands are exhausted)."""
    g = Game.new("birmingham", players=players, seed=players)
    bot = RandomBot(players)
    seen = {"canal": set(), "rail": set()}
    while not g.is_over:
        seen[g.state["era"]].add(g.state["round"])
        g.apply(bot.choose(g))
    assert seen["canal"] == seen["rail"] == set(range(1, rounds + 1))
    st = g.state
    assert [s["era"] for s in st["scores"]] == ["canal", "rail"] and "money" not in st["scores"][1]
    assert all(not s["hand"] for s in st["seats"]) and not st["links"]


def test_turn_order_by_money_spent_and_income_after_the_round(birmingham):
    """guide: End of Round (least spent goes first, ties keep their order; take income)."""
    p = Position(players=3, rnd=2)
    p.st["turn"] = 2
    p.st["actions_left"] = 1
    order = list(p.st["order"])
    g = p.money(order[2], 30).income(order[0], 15).game()
    g.play(f"loan 30 card {g.state['seats'][order[2]]['hand'][0]}")
    st = g.state
    assert st["order"] == order  # nobody spent: the order stays
    assert st["seats"][order[0]]["money"] == 17 + 3  # income level 3
    assert st["seats"][order[2]]["money"] == 30 + 30 - 3  # a loan: level -3


def test_link_scoring_counts_merchant_icons_even_without_a_tile(birmingham):
    """overview: Points ('The edges of the board also offer link points (2 per link)'); uncertain
    'merchant-link-vp': a merchant location counts 2 with or without a tile; guide: End of Era 1-2."""
    p = Position(players=2).last_action()
    p.tile("derby/3", 0, "iron_works", flipped=True).link("derby--nottingham", 0).link("birmingham--oxford", 1)
    p.tile("birmingham/3", 1, "iron_works", level=2, flipped=True)
    g = p.game()
    assert g.state["merchants"]["nottingham"] == []  # no tile at 2 players
    p_last = g.current_player
    g.play(f"pass card {g.state['seats'][p_last]['hand'][0]}")
    score = g.state["scores"][0]
    links = {item["line"]: item["vp"] for item in score["links"]}
    assert links == {"derby--nottingham": 2 + 1, "birmingham--oxford": 2 + 1}
    tiles = {item["space"]: item["vp"] for item in score["tiles"]}
    assert tiles == {"derby/3": 3, "birmingham/3": 5}
    assert g.state["seats"][0]["vp"] == 3 + 3 and g.state["seats"][1]["vp"] == 3 + 5


def test_the_kidderminster_worcester_link_scores_the_farm_brewerys_icons(birmingham):
    """guide: Build 8 (the link also connects the southern Farm Brewery); uncertain 'farm-brewery-south-line'
    (its flipped tile's link icons count for that link)."""
    p = Position(players=2).last_action()
    p.link("kidderminster--worcester", 0).tile("farm_brewery_south/1", 1, "brewery", flipped=True)
    p.tile("worcester/1", 1, "cotton_mill", flipped=True)
    g = p.game()
    g.play(f"pass card {g.state['seats'][g.current_player]['hand'][0]}")
    links = {item["line"]: item["vp"] for item in g.state["scores"][0]["links"]}
    assert links == {"kidderminster--worcester": 2 + 1}  # brewery I: 2 icons; cotton mill I: 1


def test_canal_end_removes_level_one_refills_merchant_beer_and_reshuffles(birmingham):
    """guide: End of Canal Era (remove level 1 tiles with any resources on them; reset merchant beer beside
    non-blank tiles; shuffle the discard piles, the face-down cards turned up; 8 new cards each); overview:
    End of Era."""
    p = Position(players=4).last_action()
    p.tile("dudley/1", 0, "coal_mine").tile("stafford/2", 1, "pottery").tile("cannock/2", 2, "coal_mine", level=2)
    for row in p.st["merchants"].values():
        for m in row:
            m["beer"] = 0
    g = p.game()
    g.play(f"pass card {g.state['seats'][g.current_player]['hand'][0]}")
    st = g.state
    assert st["era"] == "rail" and st["round"] == 1 and st["actions_left"] == 2
    assert st["board"]["dudley"][0] is None and st["board"]["stafford"][1] is None  # level 1, the pottery too
    assert st["board"]["cannock"][1]["level"] == 2
    for row in st["merchants"].values():
        for m in row:
            assert m["beer"] == (1 if g.edition.merchant_tiles[m["tile"]] else 0)
    assert all(s["face_down"] == [] and s["discard"] == [] and len(s["hand"]) == 8 for s in st["seats"])
    every = Counter(st["deck"]) + sum((Counter(s["hand"]) for s in st["seats"]), Counter())
    assert every == Counter(g.edition.decks["4"]) and len(st["deck"]) == 64 - 32
    assert not st["links"]


def test_rail_end_scores_no_money_and_ranks_by_vp_then_income_then_money(birmingham):
    """guide: How do you win? (most VP; ties broken by income, then money; still tied: a draw); overview: Goal.
    Birmingham converts no money into VP."""
    p = Position(players=3, era="rail").last_action()
    p.st["seats"][0]["vp"], p.st["seats"][1]["vp"], p.st["seats"][2]["vp"] = 50, 50, 50
    p.income(0, 20).income(1, 20).income(2, 30).money(0, 40).money(1, 40).money(2, 0)
    g = p.game()
    g.play(f"pass card {g.state['seats'][g.current_player]['hand'][0]}")
    assert g.is_over and "money" not in g.state["scores"][1]
    ranks = {r["player"]: r["rank"] for r in g.final_scores()}
    assert ranks[2] == 1 and ranks[0] == ranks[1] == 2  # player 2 has the higher income; 0 and 1 draw
    assert [s["vp"] for s in g.state["seats"]] == [50, 50, 50]
    assert g.state["seats"][0]["money"] == 40  # no income after the game's last round
