"""Build Action (rulebook: Build Action steps 1-4, Canal/Rail Era Building, Building A Shipyard,
Moving Coal and Iron to the Market, Building If You Have No Tiles on the Board)."""

import pytest

from brass_widget import IllegalAction

from .positions import Position, reasons_text, texts


def test_location_card_builds_outside_network():
    # Build step 1: a Location card builds at that location even outside your network.
    g = Position().hand(0, "colne").tile("wigan/1", 0, "coal_mine").game()
    g.apply("build cotton_mill colne/1 card colne")
    assert g.state["board"]["colne"][0]["owner"] == 0


def test_industry_card_only_in_network():
    # Build step 1: an Industry card builds only in a location that is part of your network.
    p = Position().tile("bolton/1", 0, "cotton_mill")
    p.hand(0, "cotton_mill", "port", "port", "port", "port", "port", "shipyard", "shipyard")
    g = p.game()
    reasons = g.why_not("build cotton_mill colne/1 card cotton_mill")
    assert "not in your network" in reasons_text(reasons)
    assert reasons[0].rule.endswith("Build Action, step 1 (cards)")
    with pytest.raises(IllegalAction):
        g.apply("build cotton_mill colne/1 card cotton_mill")
    # canal era: only one tile of yours per location, so extend the network first
    g2 = Position().tile("bolton/1", 0, "coal_mine").link("bolton--bury", 0).hand(0, "cotton_mill").game()
    assert g2.why_not("build cotton_mill bury/1 card cotton_mill") == []


def test_industry_card_anywhere_without_tiles():
    # Building If You Have No Tiles on the Board: an Industry card builds anywhere.
    g = Position().hand(0, "cotton_mill").game()
    assert g.why_not("build cotton_mill colne/1 card cotton_mill") == []
    # ...but not once you have a link on the board
    g2 = Position().hand(0, "cotton_mill").link("bolton--bury", 0).game()
    assert "not in your network" in reasons_text(g2.why_not("build cotton_mill colne/1 card cotton_mill"))


def test_double_action_build_uses_both_actions_and_two_cards():
    # Build step 1, Double Action Build: any 2 cards as any 1 Location card, instead of both actions.
    p = Position().hand(0, "port", "shipyard", "bolton").tile("bolton/1", 0, "coal_mine")
    g = p.game()
    before = len(g.state["seats"][0]["hand"])
    g.apply("build cotton_mill colne/1 card double")
    assert g.current_player == 0 and g.state["pending"] == {"kind": "double", "left": 2}
    assert {str(a) for a in g.legal_actions()} == {f"discard {c}" for c in set(g.state["seats"][0]["hand"])}
    g.play("discard port; discard shipyard")
    st = g.state
    assert st["seats"][0]["discard"][-2:] == ["port", "shipyard"]
    assert st["order"][st["turn"]] != 0, "both actions are used: the turn passed on"
    assert len(st["seats"][0]["hand"]) == min(before, 8)  # refilled with 2 cards


def test_double_action_build_needs_two_actions():
    g = Position().set(actions_left=1).hand(0, "port", "shipyard").game()
    reasons = g.why_not("build cotton_mill colne/1 card double")
    assert "both actions" in reasons_text(reasons)
    assert not any(a.card == "double" for a in g.legal_actions())


def test_first_canal_round_one_action():
    # Player Turns exception: 1 action in the first round of the Canal Era.
    from brass_widget import Game
    g = Game.new(players=3, seed=5)
    first = g.current_player
    assert not any(a.card == "double" for a in g.legal_actions())
    g.apply(next(a for a in g.legal_actions() if a.kind == "pass"))
    assert g.current_player != first


def test_lowest_tile_is_built():
    # Build step 2: the lowest level tile of the chosen industry.
    g = Position().hand(0, "colne").game()
    g.apply("build cotton_mill colne/1 card colne")
    assert g.state["board"]["colne"][0]["level"] == 1
    assert g.state["seats"][0]["taken"]["cotton_mill"] == 1


def test_single_icon_space_first():
    # Build step 2: a space with only that industry's icon before a dual-icon space.
    g = Position().hand(0, "preston").game()
    reasons = g.why_not("build port preston/2 card preston")
    assert "must go there" in reasons_text(reasons)
    assert g.why_not("build port preston/1 card preston") == []
    assert "build port preston/2 card preston" not in texts(g.legal_actions())
    # a bare location picks the space the rule demands
    g.apply("build port preston card preston")
    assert g.state["board"]["preston"][0]["industry"] == "port"


def test_no_space_for_industry():
    g = Position().hand(0, "colne").game()
    assert "has no coal mine space" in reasons_text(g.why_not("build coal_mine colne card colne"))
    assert "shows cotton mill, not port" in reasons_text(g.why_not("build port colne/1 card colne"))


def test_canal_era_one_tile_per_location():
    # Canal Era Building: at most 1 of your industry tiles per location; others may share it.
    p = Position().hand(0, "manchester").tile("manchester/1", 0, "cotton_mill").tile("manchester/2", 1, "coal_mine")
    g = p.game()
    assert "only 1 industry tile per location" in reasons_text(g.why_not("build iron_works manchester/4 card manchester"))
    g2 = Position().hand(0, "manchester").tile("manchester/2", 1, "coal_mine").game()
    assert g2.why_not("build iron_works manchester/4 card manchester") == []


def test_rail_era_many_tiles_per_location():
    # Rail Era Building: multiple tiles per location.
    p = Position(era="rail").hand(0, "manchester").tile("manchester/1", 0, "cotton_mill", level=2, flipped=True)
    p.tile("manchester/2", 0, "coal_mine", level=2)
    g = p.game()
    g.apply("build cotton_mill manchester/3 card manchester coal manchester/2")
    assert g.state["board"]["manchester"][2]["owner"] == 0


def test_level_one_not_in_rail_era():
    # Rail Era Building: tiles marked for the Canal Era only may not be built.
    g = Position(era="rail").hand(0, "colne").game()
    reasons = g.why_not("build cotton_mill colne/1 card colne")
    assert "cannot be built in the Rail Era" in reasons_text(reasons)


def test_shipyard_level_zero_never_and_level_two_rail_only():
    # Building A Shipyard: level 0 can never be built; Canal Era Building: level 2 shipyard is rail only.
    p = Position().hand(0, "liverpool")
    g = p.game()
    assert "can never be built" in reasons_text(g.why_not("build shipyard liverpool/4 card liverpool"))
    p = Position().hand(0, "liverpool")
    p.st["seats"][0]["taken"]["shipyard"] = 4  # both level 0 and both level 1 gone
    assert "cannot be built in the Canal Era" in reasons_text(p.game().why_not("build shipyard liverpool/4 card liverpool"))


def test_build_costs_money_and_counts_as_spent():
    # Build step 3: pay the cost; money spent goes on your character tile (turn order).
    g = Position().hand(0, "colne").game()
    g.apply("build cotton_mill colne/1 card colne")
    seat = g.state["seats"][0]
    assert seat["money"] == 30 - 12 and seat["spent"] == 12


def test_not_enough_money():
    g = Position().hand(0, "colne").money(0, 11).game()
    reasons = g.why_not("build cotton_mill colne/1 card colne")
    assert "costs £12 and you have £11" in reasons_text(reasons)


def test_coal_mine_connected_to_trade_sells_cubes():
    # Moving Coal and Iron to the Market: a coal mine connected to a trade icon sells at once,
    # most expensive space first, paid, flipped if emptied.
    p = Position().hand(0, "rochdale").markets(coal=6).link("rochdale--yorkshire", 1)
    g = p.game()
    g.apply("build coal_mine rochdale/1 card rochdale")
    st = g.state
    tile = st["board"]["rochdale"][0]
    assert st["coal_market"] == 8 and tile["cubes"] == 0 and tile["flipped"]
    # the two empty spaces cost 1 each ([1,1,2,2,...]: the cheapest were bought); paid £2, spent £5
    assert st["seats"][0]["money"] == 30 - 5 + 2
    assert st["seats"][0]["income"] == 10 + 4  # level 1 coal mine: +4 income spaces


def test_coal_mine_unconnected_keeps_cubes():
    g = Position().hand(0, "rochdale").markets(coal=6).game()
    g.apply("build coal_mine rochdale/1 card rochdale")
    st = g.state
    assert st["coal_market"] == 6 and st["board"]["rochdale"][0]["cubes"] == 2


def test_iron_works_always_sells():
    # An iron works sells to the iron market whether or not it is connected.
    p = Position().hand(0, "bolton").markets(iron=5).tile("bolton/1", 1, "coal_mine")
    g = p.game()
    g.apply("build iron_works bolton/3 card bolton coal bolton/1")
    st = g.state
    tile = st["board"]["bolton"][2]
    # 4 iron: 3 fill the empty spaces (prices 2, 1, 1 -> most expensive first), 1 stays
    assert st["iron_market"] == 8 and tile["cubes"] == 1 and not tile["flipped"]
    assert st["seats"][0]["money"] == 30 - 5 + (2 + 1 + 1)


def test_shipyard_flips_when_built():
    p = Position().hand(0, "liverpool").tile("wigan/1", 1, "coal_mine").link("wigan--liverpool", 1)
    p.st["seats"][0]["taken"]["shipyard"] = 2
    g = p.game()
    g.apply("build shipyard liverpool/4 card liverpool coal wigan/1 iron market")
    tile = g.state["board"]["liverpool"][3]
    assert tile["flipped"] and g.state["seats"][0]["income"] == 10 + 2


def test_overbuilt_tile_leaves_the_game_and_income_stays():
    # Overbuilding: own tile, higher level; the old tile leaves the game; income already gained stays.
    p = Position(era="rail").hand(0, "wigan").tile("wigan/1", 0, "coal_mine", level=2, cubes=0).income(0, 20)
    p.st["seats"][0]["taken"]["coal_mine"] = 3
    g = p.game()
    g.apply("build coal_mine wigan/1 card wigan iron market")
    st = g.state
    assert st["board"]["wigan"][0]["level"] == 3
    assert st["seats"][0]["income"] >= 20


def test_industry_card_with_nothing_on_the_board_needs_an_undeveloped_space():
    # Building If You Have No Tiles on the Board: "in any location with an undeveloped space displaying
    # that industry's icon". Both Wigan coal spaces hold opponents' empty mines and the coal market is
    # empty, so overbuilding would be allowed, but not with an industry card from a player with no tiles.
    p = Position().markets(coal=0).hand(0, "coal_mine", "wigan").taken(0, "coal_mine", 1)
    p.tile("wigan/1", 1, "coal_mine", cubes=0).tile("wigan/2", 2, "coal_mine", cubes=0)
    g = p.game()
    for space in ("wigan/1", "wigan/2"):
        reasons = g.why_not(f"build coal_mine {space} card coal_mine")
        assert "undeveloped" in reasons_text(reasons)
        assert any("No Tiles on the Board" in r.rule for r in reasons)
        assert g.why_not(f"build coal_mine {space} card wigan") == []  # the location card may overbuild
    legal = texts(g.legal_actions())
    assert "build coal_mine wigan/1 card wigan" in legal
    assert not any(t.startswith("build coal_mine wigan/") and t.endswith("card coal_mine") for t in legal)
    # an undeveloped coal space elsewhere is still open to the industry card
    assert any(t.startswith("build coal_mine ") and t.endswith("card coal_mine") for t in legal)
