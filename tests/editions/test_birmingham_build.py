"""Brass: Birmingham, the Build action (issue 8, milestone 3).

Rulebooks: overview = the Brass: Birmingham overview, guide = the Brass: Birmingham how-to-play guide.
Each test names the section it pins.
"""

from __future__ import annotations

import pytest

from brass_widget import Game, IllegalAction

from .bham import Position, reasons_text, texts


def _pos(players=2, era="canal", rnd=2, seat=0) -> Position:
    return Position(players=players, era=era, rnd=rnd).to_act(seat)


def test_location_card_builds_any_industry_there_even_outside_your_network(birmingham):
    """guide: Build Action 1 (Location card: any Industry tile at the named location, even if the location
    is not part of your network)."""
    g = _pos().tile("worcester/1", 0, "cotton_mill").hand(0, ["dudley"]).game()
    g.play("build coal_mine dudley/1 card dudley")
    assert g.state["board"]["dudley"][0]["industry"] == "coal_mine"
    reasons = g.why_not("build iron_works birmingham/3 card dudley") if not g.is_over else []
    assert reasons  # (the next player's turn, or the Dudley card is spent)


def test_a_location_card_builds_only_at_its_location(birmingham):
    g = _pos().tile("worcester/1", 0, "cotton_mill").hand(0, ["dudley"]).game()
    reasons = g.why_not("build iron_works birmingham/3 card dudley")
    assert "builds only in Dudley" in reasons_text(reasons)
    assert reasons[0].rule == "Brass: Birmingham how-to-play guide, Build Action, 1. Discard a card"


def test_industry_card_only_in_your_network(birmingham):
    """guide: Build Action 1 (Industry card: matching tile); overview: Actions, Build (must be at a location
    already in your network)."""
    g = _pos().tile("dudley/1", 0, "coal_mine").link("birmingham--dudley", 0).hand(0, ["iron_works"]).game()
    assert not g.why_not("build iron_works birmingham/3 card iron_works")
    reasons = g.why_not("build iron_works coalbrookdale/2 card iron_works")
    assert "not in your network" in reasons_text(reasons)


def test_industry_card_anywhere_without_tiles_but_only_on_an_undeveloped_space(birmingham):
    """guide: Build Action 7 (Building if you have no tiles on the board: an Industry card builds the matching
    tile in any location with an undeveloped space showing that industry's icon)."""
    g = _pos().tile("dudley/1", 1, "coal_mine", cubes=0, flipped=True).market(coal=0).hand(0, ["coal_mine"]).game()
    assert not g.why_not("build coal_mine cannock/2 card coal_mine")
    reasons = g.why_not("build coal_mine dudley/1 card coal_mine")  # an overbuild: not with an industry card
    assert "undeveloped" in reasons_text(reasons)
    assert any("7. Building if you have no tiles" in r.rule for r in reasons)
    assert "build coal_mine dudley/1 card coal_mine" not in texts(g)
    assert "build coal_mine cannock/2 card coal_mine" in texts(g)


def test_wild_location_card_builds_in_any_named_location_but_not_a_farm_brewery(birmingham):
    """guide: Build Action 1 (Wild Location card: any Location card, not the 2 Farm Breweries) and 8."""
    g = _pos().hand(0, ["wild_location"]).money(0, 40).game()
    assert not g.why_not("build coal_mine cannock/2 card wild_location")
    assert not g.why_not("build pottery stafford/2 card wild_location")
    reasons = g.why_not("build brewery farm_brewery_north/1 card wild_location")
    assert reasons and "8. Farm Breweries" in reasons[0].rule
    acts = texts(g)
    assert "build coal_mine cannock/2 card wild_location" in acts
    assert not any(a.startswith("build brewery farm_brewery") and "wild_location" in a for a in acts)
    g.play("build coal_mine cannock/2 card wild_location")
    assert "wild_location" not in g.state["seats"][0]["hand"]  # back to its pile (guide: Player Turns)
    assert "wild_location" not in g.state["seats"][0]["discard"]


def test_wild_industry_card_is_any_industry_card(birmingham):
    """guide: Build Action 1 (Wild Industry card: may be played as any industry card)."""
    g = _pos().tile("cannock/2", 0, "coal_mine").link("cannock--stafford", 0).hand(0, ["wild_industry"]) \
        .money(0, 40).game()
    assert not g.why_not("build pottery stafford/2 card wild_industry")
    assert "not in your network" in reasons_text(g.why_not("build coal_mine dudley/1 card wild_industry"))


def test_the_dual_card_builds_a_cotton_mill_or_a_manufacturer(birmingham):
    """Components: the cotton mill / manufacturer industry card (reference section 7); guide: Build Action 1."""
    g = _pos(players=3).tile("dudley/1", 0, "coal_mine").link("birmingham--dudley", 0) \
        .hand(0, ["cotton_mill_manufacturer"]).money(0, 40).game()
    assert not g.why_not("build cotton_mill birmingham/1 card cotton_mill_manufacturer")
    reasons = g.why_not("build iron_works birmingham/3 card cotton_mill_manufacturer")
    assert "builds only a cotton mill or a manufacturer" in reasons_text(reasons)


def test_farm_breweries_take_a_brewery_or_wild_industry_card(birmingham):
    """guide: Build Action 8 (Farm Breweries: only with a Brewery Industry card or a Wild Industry card);
    overview: Miscellaneous (in your network, or you have no network)."""
    g = _pos().hand(0, ["brewery", "wild_industry"]).game()
    assert not g.why_not("build brewery farm_brewery_north/1 card brewery")  # nothing on the board yet
    assert not g.why_not("build brewery farm_brewery_south/1 card wild_industry")
    g2 = _pos().tile("cannock/2", 0, "coal_mine").hand(0, ["brewery"]).game()
    assert "not in your network" in reasons_text(g2.why_not("build brewery farm_brewery_north/1 card brewery"))
    g3 = _pos().tile("cannock/2", 0, "coal_mine").link("cannock--farm_brewery_north", 0).hand(0, ["brewery"]).game()
    assert not g3.why_not("build brewery farm_brewery_north/1 card brewery")


def test_the_kidderminster_worcester_link_reaches_the_southern_farm_brewery(birmingham):
    """guide: Build Action 8 (a Link tile between Kidderminster and Worcester also connects both to the Farm
    Brewery to their left; a second Link tile is not required)."""
    g = _pos().tile("dudley/1", 0, "coal_mine").link("kidderminster--worcester", 0).hand(0, ["brewery"]).game()
    assert not g.why_not("build brewery farm_brewery_south/1 card brewery")
    assert "farm_brewery_south" in g.network(0)
    assert g.connected("farm_brewery_south", "worcester")


def test_lowest_tile_and_single_icon_space_first(birmingham):
    """guide: Build Action 2 (the lowest level tile; a space showing only that industry's icon if possible)."""
    g = _pos().hand(0, ["stafford"]).game()
    reasons = g.why_not("build brewery stafford/2 card stafford")
    assert "shows pottery, not brewery" in reasons_text(reasons)
    g.play("build brewery stafford card stafford")  # the only brewery space
    t = g.state["board"]["stafford"][0]
    assert (t["industry"], t["level"]) == ("brewery", 1)
    g2 = _pos().hand(0, ["coalbrookdale"]).game()
    reasons = g2.why_not("build iron_works coalbrookdale/1 card coalbrookdale")
    assert "space 2 shows only the iron works icon" in reasons_text(reasons)


def test_costs_money_and_coal_from_the_closest_connected_mine(birmingham):
    """guide: Build Action 3 and Consuming Coal (closest connected unflipped mine, owned by anyone)."""
    g = (_pos().tile("dudley/1", 1, "coal_mine", level=2).tile("cannock/2", 1, "coal_mine", level=2)
         .link("birmingham--dudley", 1).link("birmingham--walsall", 1).link("cannock--walsall", 1)
         .hand(0, ["birmingham"]).money(0, 20).game())
    before = g.state["seats"][0]["money"]
    done = g.play("build iron_works birmingham/3 card birmingham")[0]
    assert str(done) == "build iron_works birmingham/3 card birmingham coal dudley/1"
    st = g.state
    assert st["board"]["dudley"][0]["cubes"] == 2 and st["board"]["cannock"][1]["cubes"] == 3
    assert st["seats"][0]["spent"] == 5 and st["seats"][0]["money"] < before


def test_market_coal_needs_a_merchant_connection_and_costs_8_when_empty(birmingham):
    """guide: Consuming Coal 2 (purchase from the Coal Market, cheapest first; a connection to a Merchant
    icon is required; £8 a cube when the market is empty)."""
    g = _pos().hand(0, ["birmingham"]).money(0, 30).game()
    reasons = g.why_not("build iron_works birmingham/3 card birmingham")
    assert "connected neither" in reasons_text(reasons) and reasons[0].rule.endswith("Consuming Coal")
    g = _pos().link("birmingham--oxford", 1).hand(0, ["birmingham"]).money(0, 30).market(coal=0).game()
    g.play("build iron_works birmingham/3 card birmingham")
    assert g.state["seats"][0]["spent"] == 5 + 8
    g = _pos().link("birmingham--oxford", 1).hand(0, ["birmingham"]).money(0, 30).game()
    g.play("build iron_works birmingham/3 card birmingham")
    assert g.state["seats"][0]["spent"] == 5 + 1 and g.state["coal_market"] == 12  # 13 cubes: one £1 left


def test_two_coal_come_cube_by_cube_from_the_closest_mines(birmingham):
    """guide: Consuming Coal 1 ('When a mine runs out of coal, choose the next mine'): a 2-coal tile takes
    its second cube from the next closest mine, a tie being the player's choice."""
    p = (_pos(era="rail").tile("dudley/1", 1, "coal_mine", level=2, cubes=1).tile("cannock/2", 1, "coal_mine",
         level=2).tile("wolverhampton/2", 1, "coal_mine", level=3).link("birmingham--dudley", 1)
         .link("dudley--wolverhampton", 1).link("cannock--wolverhampton", 1)
         .taken(0, "manufacturer", 3).hand(0, ["birmingham"]).money(0, 40))
    g = p.game()
    # Manufacturer III: 2 coal. Dudley (1 link, 1 cube) first, then Wolverhampton (2 links), not Cannock (3)
    reasons = g.why_not("build manufacturer birmingham/2 card birmingham coal dudley/1 coal cannock/2")
    assert reasons and "must come from" in reasons_text(reasons)
    done = g.play("build manufacturer birmingham/2 card birmingham")[0]
    assert done.coal == "dudley/1 wolverhampton/2"
    assert str(done).endswith("coal dudley/1 coal wolverhampton/2")
    assert g.state["board"]["dudley"][0]["flipped"]  # its last cube gone: flipped, income to its owner


def test_more_or_fewer_sources_than_a_decision_takes_are_refused_saying_how_many(birmingham):
    """guide: Consuming Coal, Consuming Iron, Consuming Beer, Network During Rail Era: one source named for each
    cube or barrel. A source too many or too few is refused saying how many the decision takes (issue 19: a
    second source raised ValueError or KeyError), and nothing changes."""
    # Manufacturer III takes 2 coal and no iron; an Iron Works II 1 coal (from the market here)
    g = (_pos(era="rail").tile("dudley/1", 1, "coal_mine", level=2, cubes=1).tile("wolverhampton/2", 1, "coal_mine",
         level=3).link("birmingham--dudley", 1).link("dudley--wolverhampton", 1).link("birmingham--oxford", 1)
         .taken(0, "manufacturer", 3).taken(0, "iron_works", 1).hand(0, ["birmingham"]).money(0, 40).game())
    before = g.to_json()
    two = "build manufacturer birmingham/2 card birmingham coal dudley/1"
    assert not g.why_not(two + " coal wolverhampton/2")
    for text, said in [
        (two, "this decision takes 2 coal cubes for a manufacturer: name 2 coal sources (coal <source> for each), "
              "not 1"),
        (two + " coal wolverhampton/2 coal market", "takes 2 coal cubes for a manufacturer: name 2 coal sources"),
        ("build iron_works birmingham/3 card birmingham coal market coal market",
         "this decision takes 1 coal cube for an iron works: name 1 coal source (coal <source> for each), not 2"),
        ("build iron_works birmingham/3 card birmingham coal market coal dudley/1", "name 1 coal source"),
    ]:
        reasons = g.why_not(text)
        assert [r.rule for r in reasons if said in r.message] == [g.edition.rules.COAL], text
        with pytest.raises(IllegalAction, match="coal source"):
            g.play(text)
        with pytest.raises(IllegalAction):
            g.outcomes(text)
        assert g.preview(text)["legal"] is False
    assert "takes 1 iron cube for developing: name 1 iron source" in reasons_text(
        g.why_not("develop cotton_mill card birmingham iron market iron market"))
    assert g.to_json() == before
    # the second rail link takes 1 beer
    g = (_pos(era="rail").tile("dudley/1", 0, "coal_mine", level=2).tile("walsall/2", 0, "brewery", level=2)
         .money(0, 30).game())
    g.play(f"network birmingham--dudley card {g.state['seats'][0]['hand'][0]}")
    before = g.to_json()
    text = "network birmingham--walsall coal dudley/1 beer walsall/2 beer walsall/2"
    reasons = g.why_not(text)
    assert "this decision takes 1 beer barrel for a second rail link: name 1 beer source (beer <source> for each), " \
           "not 2" in reasons_text(reasons) and reasons[0].rule.endswith("Network During Rail Era")
    with pytest.raises(IllegalAction, match="takes 1 beer barrel"):
        g.apply(text)
    assert g.to_json() == before


def test_iron_from_any_works_then_the_market_at_6_when_empty(birmingham):
    """guide: Consuming Iron (any unflipped Iron Works, no connection; else the market cheapest first; £6 a
    cube when it is empty)."""
    g = _pos().tile("coalbrookdale/2", 1, "iron_works", cubes=2).hand(0, ["stafford"]).money(0, 30).game()
    done = g.play("build brewery stafford/1 card stafford")[0]
    assert done.iron == "coalbrookdale/2" and g.state["seats"][0]["spent"] == 5
    g = _pos().hand(0, ["stafford"]).money(0, 30).market(iron=0).game()
    g.play("build brewery stafford/1 card stafford")
    assert g.state["seats"][0]["spent"] == 5 + 6


def test_breweries_get_one_barrel_in_the_canal_era_and_two_in_the_rail_era(birmingham):
    """guide: Build Action 5 (Building a Brewery); overview: Producing Resources."""
    g = _pos().hand(0, ["stafford"]).money(0, 30).game()
    g.play("build brewery stafford/1 card stafford")
    assert g.state["board"]["stafford"][0]["cubes"] == 1
    g = _pos(era="rail").taken(0, "brewery", 2).hand(0, ["stafford"]).money(0, 30).game()
    g.play("build brewery stafford/1 card stafford")
    t = g.state["board"]["stafford"][0]
    assert (t["level"], t["cubes"], t["flipped"]) == (2, 2, False)


def test_coal_mine_connected_to_a_merchant_sells_to_the_market(birmingham):
    """guide: Build Action 6 (a Coal Mine connected to any Merchant space, even one without a tile: cubes to
    the most expensive empty spaces, paid; flip when the last cube goes)."""
    g = _pos().link("birmingham--dudley", 1).link("birmingham--oxford", 1).hand(0, ["dudley"]).game()
    money = g.state["seats"][0]["money"]
    g.play("build coal_mine dudley/1 card dudley")
    st = g.state
    assert st["coal_market"] == 14 and st["board"]["dudley"][0]["cubes"] == 1  # only the £1 space was empty
    assert st["seats"][0]["money"] == money - 5 + 1


def test_coal_mine_connected_to_a_merchant_without_a_tile_sells_too(birmingham):
    """guide: Build Action 6: '(even those without Merchant tiles)'. Nottingham has no tile at 2 players."""
    g = _pos().link("belper--derby", 1).link("derby--nottingham", 1).hand(0, ["wild_location"]) \
        .market(coal=10).game()
    assert g.state["merchants"]["nottingham"] == []
    g.play("build coal_mine belper/2 card wild_location")
    st = g.state
    assert st["coal_market"] == 12 and st["board"]["belper"][1]["flipped"]  # 2 cubes sold: £3 + £3
    assert st["seats"][0]["income"] == 10 + 4


def test_unconnected_coal_mine_keeps_its_cubes_and_iron_works_always_sells(birmingham):
    """guide: Build Action 6 (a Coal Mine only if connected to a Merchant space; an Iron Works regardless)."""
    g = _pos().hand(0, ["dudley"]).game()
    g.play("build coal_mine dudley/1 card dudley")
    assert g.state["coal_market"] == 13 and g.state["board"]["dudley"][0]["cubes"] == 2
    g = _pos().hand(0, ["dudley"]).link("birmingham--oxford", 1).link("birmingham--dudley", 1).money(0, 30).game()
    g.play("build iron_works dudley/2 card dudley coal market")
    st = g.state
    assert st["iron_market"] == 10 and st["board"]["dudley"][1]["cubes"] == 2  # two £1 spaces filled


def test_canal_era_one_tile_per_location_and_rail_only_tiles(birmingham):
    """guide: Build Action 9 (Canal Era: 1 Industry tile per location; tiles marked rail-only cannot be built);
    overview: Canal Era (cannot build highest-level breweries or pottery)."""
    g = _pos().tile("coalbrookdale/3", 0, "coal_mine").hand(0, ["coalbrookdale"]).money(0, 40).game()
    reasons = g.why_not("build iron_works coalbrookdale/2 card coalbrookdale")
    assert "only 1 industry tile per location" in reasons_text(reasons)
    assert reasons[0].rule.endswith("9. Canal Era Building")
    g = _pos().taken(0, "pottery", 4).hand(0, ["stafford"]).money(0, 40).game()
    reasons = g.why_not("build pottery stafford/2 card stafford")
    assert "cannot be built in the Canal Era" in reasons_text(reasons)


def test_rail_era_several_tiles_per_location_and_no_level_one_but_the_pottery(birmingham):
    """guide: Build Action 10 (Rail Era: multiple tiles per location; level 1 tiles may not be built);
    overview: Rail Era ('Cannot build level 1 industries except a pottery')."""
    g = _pos(era="rail").tile("coalbrookdale/3", 0, "coal_mine", level=2).hand(0, ["coalbrookdale"]) \
        .taken(0, "iron_works", 1).money(0, 40).game()
    assert not g.why_not("build iron_works coalbrookdale/2 card coalbrookdale")
    g = _pos(era="rail").hand(0, ["dudley", "stafford"]).money(0, 40).game()
    reasons = g.why_not("build coal_mine dudley/1 card dudley")
    assert "cannot be built in the Rail Era" in reasons_text(reasons) and "10. Rail Era" in reasons[0].rule
    assert not g.why_not("build pottery stafford/2 card stafford")  # the level 1 pottery


def test_opponents_coal_mine_only_when_no_coal_anywhere(birmingham):
    """guide: Build Action 11 (an opponent's Coal Mine or Iron Works only; no cube of that resource on the
    board or in its market); overview: Overbuilding (not other players' breweries)."""
    p = _pos(era="rail").tile("dudley/1", 1, "coal_mine", level=2, cubes=0, flipped=True) \
        .tile("stafford/1", 1, "brewery", level=2, cubes=0, flipped=True) \
        .taken(0, "coal_mine", 3).taken(0, "brewery", 4).hand(0, ["dudley", "stafford"]).money(0, 40)
    g = p.game()
    assert "no coal is left on the board or in the coal market" in reasons_text(
        g.why_not("build coal_mine dudley/1 card dudley"))
    assert "only if it is a coal mine or iron works, not a brewery" in reasons_text(
        g.why_not("build brewery stafford/1 card stafford"))
    g = p.market(coal=0).game()
    g.play("build coal_mine dudley/1 card dudley")
    t = g.state["board"]["dudley"][0]
    assert (t["owner"], t["level"]) == (0, 3)


def test_a_refusal_lists_every_rule_it_breaks_citing_birmingham(birmingham):
    g = _pos(era="rail").money(0, 0).hand(0, ["stafford"]).game()
    reasons = g.why_not("build coal_mine dudley/1 card stafford")
    rules = [r.rule for r in reasons]
    assert len(reasons) >= 2 and all(r.startswith("Brass: Birmingham") for r in rules)
    with pytest.raises(IllegalAction):
        g.play("build coal_mine dudley/1 card stafford")


def test_preview_of_a_two_coal_build(birmingham):
    """A preview names each coal cube and draws the first one's route (docs/design.md, Hidden information: previews)."""
    p = (_pos(era="rail").tile("dudley/1", 1, "coal_mine", level=2, cubes=1).tile("wolverhampton/2", 1, "coal_mine",
         level=3).link("birmingham--dudley", 1).link("dudley--wolverhampton", 1)
         .taken(0, "manufacturer", 3).hand(0, ["birmingham"]).money(0, 40))
    g = p.game()
    view = g.preview("build manufacturer birmingham/2 card birmingham")
    assert view["legal"] and view["coal"] == "dudley/1 wolverhampton/2"
    assert view["coal_route"] == ["birmingham", "dudley"]


def test_the_wild_location_refusal_cites_a_declared_key_in_every_edition():
    # rules.OPTIONAL_RULE_KEYS: Birmingham cites its Farm Breweries section for it; an edition that names none cites
    # its build card rule (no probe of an undeclared key, issue 33)
    from brass_widget.engine.rules import OPTIONAL_RULE_KEYS
    assert OPTIONAL_RULE_KEYS == {"WILD_LOCATION": "BUILD_CARD"}
    assert "8. Farm Breweries" in Game.new("birmingham", players=2).edition.rules.WILD_LOCATION
    for name in ("lancashire", "duel"):
        rules = Game.new(name, players=2).edition.rules
        assert rules.WILD_LOCATION == rules.BUILD_CARD
