"""Brass: Birmingham, the Sell action: merchants, beer and merchant bonuses (issue 8, milestone 4).

Rulebooks: overview = the Brass: Birmingham overview, guide = the Brass: Birmingham how-to-play guide.
Each test names the section it pins.
"""

from __future__ import annotations

from .bham import Position, reasons_text, texts


def _sale(players=2, era="canal", **merchant) -> Position:
    """Player 0 with a cotton mill in Worcester linked to Gloucester, whose first tile buys everything."""
    p = Position(players=players, era=era, rnd=3).to_act(0)
    level = 1 if era == "canal" else 2
    p.tile("worcester/1", 0, "cotton_mill", level=level).link("gloucester--worcester", 0)
    p.merchant("gloucester", ["any-2p", "blank-2p.1"], **merchant)
    return p


def test_sell_needs_a_connected_merchant_tile_showing_the_good(birmingham):
    """guide: Sell Action 2 (an unflipped Cotton Mill, Manufacturer or Pottery connected to a Merchant tile
    featuring that industry's icon); overview: Sell."""
    g = _sale().game()
    card = g.state["seats"][0]["hand"][0]
    assert not g.why_not(f"sell worcester/1 to gloucester/1 card {card} beer merchant bonus coal_mine")
    assert "is blank" in reasons_text(g.why_not(f"sell worcester/1 to gloucester/2 card {card} beer merchant"))
    reasons = g.why_not(f"sell worcester/1 to oxford/1 card {card} beer merchant")
    assert "not connected to Oxford" in reasons_text(reasons) and reasons[0].rule.endswith("Sell Action")
    assert "has no merchant tile" in reasons_text(g.why_not(f"sell worcester/1 to warrington/1 card {card}"))
    assert "not one of your" in reasons_text(g.why_not(f"sell worcester/2 to gloucester/1 card {card}"))


def test_sale_consumes_beer_flips_the_tile_and_raises_income(birmingham):
    """guide: Sell Action 3-4 (consume the beer shown on the tile; flip it and advance the Income Marker by the
    spaces shown); Flipping Industry Tiles."""
    g = _sale().tile("stafford/1", 0, "brewery").game()
    card = g.state["seats"][0]["hand"][0]
    g.play(f"sell worcester/1 to gloucester/1 card {card} beer stafford/1")
    st = g.state
    assert st["board"]["worcester"][0]["flipped"]
    assert st["board"]["stafford"][0]["cubes"] == 0 and st["board"]["stafford"][0]["flipped"]  # its last barrel
    assert st["seats"][0]["income"] == 10 + 5 + 4  # cotton mill I: 5 spaces; the brewery flips too: 4
    assert st["merchants"]["gloucester"][0]["beer"] == 1  # the merchant's barrel is still there


def test_no_sale_without_the_beer(birmingham):
    """guide: Sell Action, Note ('You cannot perform the Sell action if you cannot consume the required beer')."""
    g = _sale(beer=[0, 0]).game()
    card = g.state["seats"][0]["hand"][0]
    reasons = g.why_not(f"sell worcester/1 to gloucester/1 card {card}")
    assert "none can be had" in reasons_text(reasons) and reasons[0].rule.endswith("Consuming Beer")
    assert not any(a.startswith("sell") for a in texts(g))


def test_an_opponents_brewery_must_be_connected_your_own_need_not(birmingham):
    """guide: Consuming Beer 2 (an opponent's unflipped brewery connected to where the beer is needed);
    overview: Using Resources (your own breweries without a connection)."""
    g = _sale(beer=[0, 0]).tile("stafford/1", 1, "brewery").game()
    assert not any(a.startswith("sell") for a in texts(g))
    g = _sale(beer=[0, 0]).tile("stafford/1", 0, "brewery").game()
    assert any(a.startswith("sell worcester/1 to gloucester/1") for a in texts(g))


def test_merchant_beer_is_only_for_the_merchant_sold_to(birmingham):
    """guide: Merchant Beer Bonuses ('Merchant beer may only be consumed as part of a Sell action'); overview:
    Using Resources ('only for selling through that particular merchant tile'; not 2 merchant beers for one
    tile)."""
    p = Position(players=2, rnd=3).to_act(0).tile("birmingham/2", 0, "manufacturer") \
        .link("birmingham--oxford", 0).merchant("oxford", ["blank-2p.2", "manufacturer-2p"], beer=[0, 0]) \
        .merchant("gloucester", ["any-2p", "blank-2p.1"], beer=[1, 0])
    g = p.game()
    card = g.state["seats"][0]["hand"][0]
    assert "none can be had" in reasons_text(g.why_not(f"sell birmingham/2 to oxford/2 card {card} beer merchant"))


def test_gloucester_bonus_develops_a_tile_the_player_names(birmingham):
    """guide: Merchant Beer Bonuses, Develop (Gloucester): remove 1 of the lowest level tiles of any industry
    from your mat for no iron, not a lightbulb pottery."""
    g = _sale().game()
    card = g.state["seats"][0]["hand"][0]
    acts = [a for a in texts(g) if a.startswith("sell") and "beer merchant" in a]
    bonuses = {a.split(" bonus ")[1] for a in acts}
    assert "pottery" not in bonuses and {"coal_mine", "brewery", "iron_works"} <= bonuses
    reasons = g.why_not(f"sell worcester/1 to gloucester/1 card {card} beer merchant")
    assert "name its industry" in reasons_text(reasons) and reasons[0].rule.endswith("Merchant Beer Bonuses")
    assert "lightbulb" in reasons_text(g.why_not(f"sell worcester/1 to gloucester/1 card {card} beer merchant "
                                                 "bonus pottery"))
    iron = g.state["iron_market"]
    g.play(f"sell worcester/1 to gloucester/1 card {card} beer merchant bonus iron_works")
    st = g.state
    assert st["seats"][0]["taken"]["iron_works"] == 1 and st["iron_market"] == iron
    assert st["merchants"]["gloucester"][0]["beer"] == 0 and st["board"]["worcester"][0]["flipped"]


def test_oxford_income_shrewsbury_vp_and_warrington_money_bonuses(birmingham):
    """guide: Merchant Beer Bonuses: Income (Oxford, 2 spaces), Victory Points (Shrewsbury 4), Money
    (Warrington £5)."""
    p = Position(players=3, rnd=3).to_act(0).tile("birmingham/2", 0, "manufacturer") \
        .link("birmingham--oxford", 0).merchant("oxford", ["manufacturer-2p", "blank-2p.2"])
    g = p.game()
    g.play(f"sell birmingham/2 to oxford/1 card {g.state['seats'][0]['hand'][0]} beer merchant")
    assert g.state["seats"][0]["income"] == 10 + 5 + 2  # manufacturer I: 5 spaces; the bonus: 2
    p = Position(players=3, rnd=3).to_act(0).tile("coalbrookdale/3", 1, "coal_mine") \
        .tile("kidderminster/2", 0, "cotton_mill").link("coalbrookdale--kidderminster", 0) \
        .link("coalbrookdale--shrewsbury", 0).merchant("shrewsbury", ["cotton_mill-2p"])
    g = p.game()
    g.play(f"sell kidderminster/2 to shrewsbury/1 card {g.state['seats'][0]['hand'][0]} beer merchant")
    assert g.state["seats"][0]["vp"] == 4
    p = Position(players=3, rnd=3).to_act(0).tile("stoke_on_trent/2", 0, "pottery") \
        .link("stoke_on_trent--warrington", 0).merchant("warrington", ["pottery-3p", "blank-3p"]).money(0, 5)
    g = p.game()
    g.play(f"sell stoke_on_trent/2 to warrington/1 card {g.state['seats'][0]['hand'][0]} beer merchant")
    assert g.state["seats"][0]["money"] == 10 and g.state["seats"][0]["spent"] == 0


def test_a_tile_needing_no_beer_sells_without_it_and_gets_no_bonus(birmingham):
    """Industry tiles: Manufacturer III and VII need no beer (reference section 3); guide: Sell Action 3."""
    p = Position(players=2, era="rail", rnd=3).to_act(0).tile("birmingham/2", 0, "manufacturer", level=3) \
        .link("birmingham--oxford", 0).merchant("oxford", ["manufacturer-2p", "blank-2p.2"])
    g = p.game()
    card = g.state["seats"][0]["hand"][0]
    assert "needs no beer" in reasons_text(g.why_not(f"sell birmingham/2 to oxford/1 card {card} beer merchant"))
    g.play(f"sell birmingham/2 to oxford/1 card {card}")
    assert g.state["merchants"]["oxford"][0]["beer"] == 1 and g.state["seats"][0]["income"] == 10 + 4


def test_sell_several_tiles_in_one_action(birmingham):
    """guide: Sell Action 5 (go back to step 2 for each of your unflipped tiles, of any industry)."""
    p = _sale().tile("birmingham/2", 0, "manufacturer").link("birmingham--oxford", 0) \
        .link("birmingham--worcester", 0).merchant("oxford", ["manufacturer-2p", "blank-2p.2"]) \
        .tile("stafford/1", 0, "brewery")
    g = p.game()
    card = g.state["seats"][0]["hand"][0]
    g.play(f"sell worcester/1 to gloucester/1 card {card} beer merchant bonus coal_mine")
    assert g.state["pending"] == {"kind": "sell"}
    assert "stop" in texts(g) and all(a == "stop" or not a.split()[-1] == card for a in texts(g))
    g.play("sell birmingham/2 to oxford/1 beer merchant")
    st = g.state
    assert st["board"]["birmingham"][1]["flipped"] and st["actions_left"] == 1  # nothing left to sell: ended


def test_two_beer_may_mix_sources(birmingham):
    """guide: Consuming Beer ('Beer may be consumed from different sources if multiple beer barrels are
    needed'); a Pottery III needs 2 beer."""
    p = Position(players=3, era="rail", rnd=3).to_act(0).tile("stoke_on_trent/2", 0, "pottery", level=3) \
        .link("stoke_on_trent--warrington", 0).merchant("warrington", ["pottery-3p", "blank-3p"]) \
        .tile("stafford/1", 0, "brewery", level=2)
    g = p.game()
    acts = [a for a in texts(g) if a.startswith("sell stoke_on_trent/2")]
    assert {a.split(" card ")[1].split(" ", 1)[1] for a in acts} == {"beer stafford/1 beer stafford/1",
                                                                    "beer stafford/1 beer merchant"}
    g.play(f"sell stoke_on_trent/2 to warrington/1 card {g.state['seats'][0]['hand'][0]} beer merchant "
           "beer stafford/1")
    st = g.state
    assert st["board"]["stafford"][0]["cubes"] == 1 and st["seats"][0]["money"] >= 5
