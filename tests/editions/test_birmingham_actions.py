"""Brass: Birmingham, the Network, Develop, Loan, Scout and Pass actions (issue 8, milestone 3).

Rulebooks: overview = the Brass: Birmingham overview, guide = the Brass: Birmingham how-to-play guide.
Each test names the section it pins.
"""

from __future__ import annotations

import pytest

from brass_widget import Game, IllegalAction

from .bham import Position, reasons_text, texts


def _pos(players=2, era="canal", rnd=2, seat=0) -> Position:
    return Position(players=players, era=era, rnd=rnd).to_act(seat)


# -- Network ---------------------------------------------------------------------------------------------------

def test_first_link_anywhere_with_an_empty_network(birmingham):
    """guide: Network Action 2 (Exception: with no Industry or Link tiles on the board, a Link tile on any
    undeveloped line) and Build Action 7; overview: Network ('Can start your network with a link tile if and
    only if you don't have a network')."""
    g = _pos().game()
    card = g.state["seats"][0]["hand"][0]
    assert not g.why_not(f"network gloucester--worcester card {card}")
    assert sum(a.startswith("network ") for a in texts(g)) == 31 * len(set(g.state["seats"][0]["hand"]))
    g2 = _pos().tile("dudley/1", 0, "coal_mine").game()
    card = g2.state["seats"][0]["hand"][0]
    reasons = g2.why_not(f"network gloucester--worcester card {card}")
    assert "must touch your network" in reasons_text(reasons) and reasons[0].rule.endswith("Network Action")


def test_canal_link_costs_3_one_per_action_canal_lines_only(birmingham):
    """guide: Network During Canal Era (no rail links; canal links on canal lines; at most 1, for £3)."""
    g = _pos().tile("walsall/2", 0, "brewery").game()
    card = g.state["seats"][0]["hand"][0]
    assert "rail line" in reasons_text(g.why_not(f"network tamworth--walsall card {card}"))
    g.play(f"network burton_on_trent--walsall card {card}")
    st = g.state
    assert st["links"]["burton_on_trent--walsall"] == 0 and st["seats"][0]["spent"] == 3 and st["pending"] is None


def test_rail_link_costs_5_and_a_coal_the_second_15_a_coal_and_a_brewery_beer(birmingham):
    """guide: Network During Rail Era (1 rail link for £5; 2 for £15 with 1 beer from a Brewery; 1 coal for each
    link, judged after it is placed)."""
    p = (_pos(era="rail").tile("dudley/1", 0, "coal_mine", level=2).tile("walsall/2", 0, "brewery", level=2)
         .money(0, 30))
    g = p.game()
    card = g.state["seats"][0]["hand"][0]
    assert "canal line" in reasons_text(g.why_not(f"network burton_on_trent--walsall card {card} coal dudley/1"))
    g.play(f"network birmingham--dudley card {card}")
    st = g.state
    assert st["seats"][0]["spent"] == 5 and st["board"]["dudley"][0]["cubes"] == 2 and st["pending"]["kind"] == "network"
    # the second link needs beer: written out, or filled in when only one brewery can give it
    assert "beer walsall/2" in " ".join(texts(g))
    assert "merchant beer may only be used for selling" in reasons_text(
        g.why_not("network birmingham--walsall coal dudley/1 beer merchant"))
    done = g.play("network birmingham--walsall")[0]
    assert str(done) == "network birmingham--walsall coal dudley/1 beer walsall/2"
    st = g.state
    assert st["seats"][0]["spent"] == 15 and st["board"]["dudley"][0]["cubes"] == 1
    assert st["board"]["walsall"][1]["cubes"] == 1 and st["pending"] is None


def test_no_second_rail_link_without_beer(birmingham):
    """guide: Network During Rail Era (2 links only 'if you also consume 1 beer')."""
    g = _pos(era="rail").tile("dudley/1", 0, "coal_mine", level=2).money(0, 30).game()
    card = g.state["seats"][0]["hand"][0]
    g.play(f"network birmingham--dudley card {card}")
    assert g.state["pending"] is None  # nothing to continue with: the action ended by itself


def test_an_opponents_brewery_gives_the_second_links_beer_only_if_connected_to_it(birmingham):
    """guide: Network During Rail Era ('If consuming beer from another player's Brewery, it must be connected
    to the second rail Link (after it is placed)'); overview: Using Resources (own breweries need no link)."""
    p = (_pos(era="rail").tile("dudley/1", 0, "coal_mine", level=2).tile("kidderminster/2", 1, "cotton_mill",
         level=2).tile("worcester/1", 1, "cotton_mill", level=2).tile("stafford/1", 1, "brewery", level=2)
         .tile("coalbrookdale/1", 1, "brewery", level=2).money(0, 30))
    g = p.game()
    card = g.state["seats"][0]["hand"][0]
    g.play(f"network dudley--kidderminster card {card}")
    acts = [a for a in texts(g) if a.startswith("network coalbrookdale--kidderminster")]
    assert acts and all("beer coalbrookdale/1" in a for a in acts)  # connected once the link is placed
    assert not any("stafford/1" in a for a in texts(g))  # Stafford's brewery is not connected


def test_rail_coal_may_come_from_either_end(birmingham):
    """overview: Using Resources ('When placing a link tile during the Rail Era, the coal used can be connected
    to either side of the new link')."""
    g = _pos(era="rail").tile("walsall/2", 0, "brewery", level=2).tile("cannock/2", 1, "coal_mine", level=2) \
        .money(0, 30).game()
    card = g.state["seats"][0]["hand"][0]
    done = g.play(f"network cannock--walsall card {card}")[0]
    assert done.coal == "cannock/2"


# -- Develop ----------------------------------------------------------------------------------------------------

def test_develop_one_or_two_tiles_one_iron_each(birmingham):
    """guide: Develop Action (1 or 2 tiles, the lowest of the chosen industry each time); overview: 1 iron each."""
    g = _pos().money(0, 20).game()
    card = g.state["seats"][0]["hand"][0]
    g.play(f"develop coal_mine card {card}")
    assert g.state["pending"] == {"kind": "develop", "left": 1}
    g.play("develop brewery")
    st = g.state
    assert st["seats"][0]["taken"]["coal_mine"] == 1 and st["seats"][0]["taken"]["brewery"] == 1
    assert st["iron_market"] == 6 and st["seats"][0]["spent"] == 2 + 2  # the £2 spaces (both £1 start empty)


def test_lightbulb_potteries_cannot_be_developed(birmingham):
    """guide: Develop Action (Pottery tiles that show a lightbulb icon may not be developed) and Merchant Beer
    Bonuses (Develop, the same exception)."""
    g = _pos().money(0, 20).game()
    card = g.state["seats"][0]["hand"][0]
    reasons = g.why_not(f"develop pottery card {card}")
    assert "lightbulb" in reasons_text(reasons) and reasons[0].rule.endswith("Develop Action")
    assert not any(a.startswith("develop pottery") for a in texts(g))
    g = _pos().taken(0, "pottery", 1).money(0, 20).game()  # pottery II has no lightbulb
    assert any(a.startswith("develop pottery") for a in texts(g))


# -- Loan -------------------------------------------------------------------------------------------------------

def test_loan_30_three_levels_down_to_the_top_space(birmingham):
    """guide: Loan Action 2 (£30; 3 income levels back, the highest space of the new level; not below -10)."""
    g = _pos().income(0, 25).game()  # level 8
    card = g.state["seats"][0]["hand"][0]
    assert "a loan is £30, not £20" in reasons_text(g.why_not(f"loan 20 card {card}"))
    g.play(f"loan 30 card {card}")
    seat = g.state["seats"][0]
    assert seat["money"] == 17 + 30 and g.edition.level_of(seat["income"]) == 5 and seat["income"] == 20
    g = _pos().income(0, 2).game()  # level -8
    card = g.state["seats"][0]["hand"][0]
    assert "below -10" in reasons_text(g.why_not(f"loan 30 card {card}"))
    assert not any(a.startswith("loan") for a in texts(g))


# -- Scout and wild cards ----------------------------------------------------------------------------------------

def test_scout_discards_three_and_takes_both_wild_cards(birmingham):
    """guide: Scout Action (discard the action's card plus 2, take 1 Wild Location and 1 Wild Industry card)."""
    g = _pos().game()
    hand = list(g.state["seats"][0]["hand"])
    a, b, c = hand[0], hand[1], hand[2]
    g.play(f"scout card {a}")
    assert g.state["pending"] == {"kind": "scout", "left": 2}
    assert "discard" in reasons_text(g.why_not(f"pass card {b}"))
    assert all(x.startswith("discard ") for x in texts(g))
    g.play(f"discard {b}; discard {c}")
    seat = g.state["seats"][0]
    assert "wild_location" in seat["hand"] and "wild_industry" in seat["hand"]
    assert seat["discard"][-3:] == [a, b, c]
    assert len(seat["hand"]) == 8 - 3 + 2 and g.state["actions_left"] == 1


def test_no_scout_while_holding_a_wild_card(birmingham):
    """guide: Scout Action (Note: not if you already have a Wild card in your Hand)."""
    g = _pos().hand(0, ["wild_industry"]).game()
    card = g.state["seats"][0]["hand"][-1]
    reasons = g.why_not(f"scout card {card}")
    assert "while you hold a wild card" in reasons_text(reasons) and reasons[0].rule.endswith("Scout Action")
    assert not any(a.startswith("scout") for a in texts(g))
    with pytest.raises(IllegalAction):
        g.play(f"scout card {card}")


def test_wild_cards_go_back_to_their_piles_whatever_the_action(birmingham):
    """guide: Player Turns (Exception: Wild cards are placed back onto their Card Draw Areas)."""
    g = _pos().hand(0, ["wild_location"]).game()
    g.play("pass card wild_location")
    seat = g.state["seats"][0]
    assert "wild_location" not in seat["hand"] and "wild_location" not in seat["discard"]


def test_pass_discards_a_card_and_is_an_action(birmingham):
    """guide: Actions List, Passing (discard a card for each action passed)."""
    g = _pos().game()
    card = g.state["seats"][0]["hand"][0]
    g.play(f"pass card {card}")
    assert g.state["actions_left"] == 1 and card in g.state["seats"][0]["discard"]


def test_first_canal_round_one_action_and_refill_after_the_turn(birmingham):
    """guide: Player Turns (1 action in the first Canal round; refill to 8 after all the turn's actions)."""
    g = Game.new("birmingham", players=2, seed=4)
    p = g.current_player
    g.play(f"pass card {g.state['seats'][p]['hand'][0]}")
    assert len(g.state["seats"][p]["hand"]) == 8 and g.current_player != p
    q = g.current_player
    g.play(f"pass card {g.state['seats'][q]['hand'][0]}")
    assert g.state["round"] == 2 and g.state["actions_left"] == 2
    r = g.current_player
    g.play(f"pass card {g.state['seats'][r]['hand'][0]}")
    assert len(g.state["seats"][r]["hand"]) == 7  # not refilled until both actions are done


def test_action_words_for_birmingham(birmingham):
    g = _pos().game()
    for text, words in [("scout card nowhere", "unknown card"), ("build brewery stafford/1 card double", "unknown card"),
                        ("sell stafford/2 to stafford/1 card brewery", "merchant tile"),
                        ("sell stafford/2 to oxford/3 card brewery", "merchant spaces 1 to 2"),
                        ("network birmingham--dudley card brewery bonus coal_mine", "belongs to sell")]:
        reasons = g.why_not(text)
        assert reasons and words in reasons[0].message, (text, reasons)
