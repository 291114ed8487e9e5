"""Variants (rulebook: Tips and Variants > Classic Rules, Introductory Game, Classic 3-4 Player
Deck Setup, Community 2-Player Variant)."""

import pytest

from brass_widget import Game, RandomBot

from .positions import Position, reasons_text
from .test_flow import _end_canal


def test_virtual_link():
    # Classic Rules, Virtual Link: Liverpool in your network lets an Industry card build in Birkenhead.
    def game(variant):
        p = Position(variant=variant).tile("liverpool/1", 0, "port").hand(0, "shipyard").taken(0, "shipyard", 2)
        return p.game()

    without = reasons_text(game(None).why_not("build shipyard birkenhead/1 card shipyard"))
    with_vl = reasons_text(game("classic-virtual-link").why_not("build shipyard birkenhead/1 card shipyard"))
    assert "not in your network" in without
    assert "not in your network" not in with_vl
    assert "connected neither" in with_vl  # coal does not travel across the virtual link


def test_introductory_game_ends_after_canal_with_extra_scoring():
    p = Position(variant="introductory").money(0, 70).income(0, 19)  # level 5
    p.tile("preston/1", 0, "port", level=2, flipped=True).tile("colne/1", 0, "cotton_mill", flipped=True)
    g = _end_canal(p)
    g.apply(f"pass card {g.state['seats'][0]['hand'][0]}")
    st = g.state
    assert g.is_over and st["era"] == "canal"
    canal = st["scores"][0]
    # canal scoring: port L2 4 VP + cotton L1 5 VP; extra: min(£70 // 4, 15) + level 5 + port again (4)
    assert canal["totals"][0] == 9
    assert canal["introductory"][0] == 15 + 5 + 4
    assert st["seats"][0]["vp"] == 9 + 24


def test_introductory_full_game_is_one_era():
    g = Game.new(players=2, seed=3, variant="introductory")
    bot = RandomBot(3)
    while not g.is_over:
        g.apply(bot.choose(g))
    assert g.era == "canal" and len(g.state["scores"]) == 1


@pytest.mark.parametrize("players,under,rail_removed,rounds", [(4, 6, 2, 8), (3, 9, 6, 10)])
def test_classic_deck_setup(players, under, rail_removed, rounds):
    g = Game.new(players=players, seed=1, variant="classic-deck")
    st = g.state
    assert len(st["deck"]) + 8 * players == 66 and st["under"] == under
    bot = RandomBot(1)
    max_round = 0
    while g.era == "canal":
        max_round = max(max_round, g.round)
        g.apply(bot.choose(g))
    assert max_round == rounds
    st = g.state
    assert len(st["deck"]) + 8 * players == 66 - rail_removed


def test_classic_deck_needs_three_or_four_players():
    with pytest.raises(ValueError, match="3 and 4 players"):
        Game.new(players=2, variant="classic-deck")


def test_community_two_player_refused():
    with pytest.raises(ValueError, match="not supported"):
        Game.new(players=2, variant="community-2p")
    with pytest.raises(ValueError, match="unknown variant"):
        Game.new(players=2, variant="house-rules")


@pytest.mark.parametrize("players", [3, 4])
def test_classic_deck_uses_every_distant_cotton_market_tile(players):
    # Classic 3-4 Player Deck Setup: "Ignore step 2 in Board Setup", the step that removes the cards
    # and Distant Cotton Market tiles not showing the player count; so all 12 tiles are used.
    g = Game.new(players=players, seed=1, variant="classic-deck")
    every = sorted(g.edition.dcm_tiles[4])
    assert len(every) == 12
    assert sorted(g.state["dcm"]["draw"]) == every
    standard = Game.new(players=players, seed=1)
    assert sorted(standard.state["dcm"]["draw"]) == sorted(g.edition.dcm_tiles[players])
