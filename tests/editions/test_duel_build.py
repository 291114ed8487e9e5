"""S1, Build (the fan summary of Brass Duel's prototype rules), with duel.json's provisional tiles (their numbers are
stand-ins; the tests check the mechanics)."""

from .duel import Pos, discards, hand, money, rules_of, tile_at


def test_a_location_card_builds_any_industry_in_its_town():
    """Build: with a Location card any tile type, even outside your network, but in the shown town."""
    g = Pos(1).tile("cowes/2", 0, "port").held("ventnor", "port").game()
    before = money(g, 0)
    assert not g.why_not("build brewery ventnor/2 card ventnor")
    assert not g.why_not("build lodging ventnor/1 card ventnor")
    assert "Ventnor" in rules_of(g.why_not("build brewery ryde/3 card ventnor"))
    g.apply("build brewery ventnor/2 card ventnor")
    assert tile_at(g, "ventnor/2") == {"owner": 0, "industry": "brewery", "level": 1, "flipped": False, "cubes": 0}
    assert money(g, 0) == before - 12 and hand(g) == ["port"] and "ventnor" in discards(g)


def test_an_industry_card_builds_in_your_network_unless_you_have_nothing():
    """Build: with an Industry card the tile must match and be in your network, unless you have nothing on the
    board."""
    empty = Pos(2).held("lodging", "port").game()
    assert not empty.why_not("build lodging sandown/1 card lodging")
    assert empty.why_not("build brewery ventnor/2 card lodging")  # the card shows a Lodging
    g = Pos(2).tile("cowes/2", 0, "port").held("lodging", "port").game()
    assert "network" in rules_of(g.why_not("build lodging sandown/1 card lodging"))
    assert "network" in rules_of(g.why_not("build lodging east_cowes/2 card lodging"))
    linked = Pos(2).tile("cowes/2", 0, "port").link("cowes~~east_cowes", 0, "ferry").held("lodging", "port").game()
    assert not linked.why_not("build lodging east_cowes/2 card lodging")


def test_a_shipyard_card_builds_every_shipbuilding_stack():
    """Build: the Shipyard industry card shows shipbuilding, whose tiles branch (data ``card_faces``)."""
    g = Pos(2).tile("cowes/2", 0, "port", flipped=True).held("shipyard", "port").game()
    assert not g.why_not("build shipyard cowes/1 card shipyard")
    # in the names the board shows, never the data's ids ("boatyard": issue 37, item 8)
    assert ("your Shipyard (boat branch) tiles come only after your last Shipyard tile"
            in rules_of(g.why_not("build boatyard cowes/1 card shipyard")))


def test_discarding_the_second_card_builds_anything_anywhere():
    """Build: discard your second card too (waiving its action) to build any type anywhere."""
    g = Pos(3).tile("cowes/2", 0, "port").held("lodging", "newport").game()
    assert g.why_not("build port yarmouth/1 card lodging")
    g.apply("build port yarmouth/1 card double")
    assert {a.kind for a in g.legal_actions()} == {"discard"}
    g.apply("discard lodging")
    g.apply("discard newport")
    assert tile_at(g, "yarmouth/1")["industry"] == "port"
    assert g.state["turn"] == 1 and g.current_player == 1  # both cards used: the turn is over
    assert {"lodging", "newport"} <= set(discards(g))
    one = Pos(3).held("lodging").game()  # a single card taken: no second card to discard
    assert "both actions" in rules_of(one.why_not("build port yarmouth/1 card double"))


def test_the_lowest_tile_is_built():
    """Build: you must build the lowest level tile of the industry."""
    g = Pos(4).seat(0, taken=dict(Pos(4).st["seats"][0]["taken"], lodging=3)).held("ventnor", "port").game()
    g.apply("build lodging ventnor/1 card ventnor")
    assert tile_at(g, "ventnor/1")["level"] == 2


def test_one_unflipped_tile_per_town():
    """Build: several tiles of yours in a town, at most one unflipped; building is allowed where your unflipped
    Coal Importer, Iron Foundry or Shipyard is emptied (flipped) by the new build's cost; the count is taken once
    the build is done (uncertain 'duel-a10-town-limit')."""
    g = Pos(5).tile("ventnor/1", 0, "lodging").held("ventnor", "port").game()
    assert "unflipped" in rules_of(g.why_not("build brewery ventnor/2 card ventnor"))
    assert not any(a.kind == "build" and a.target.startswith("ventnor") and a.industry != "lodging"
                   for a in g.legal_actions())
    flipped = Pos(5).tile("ventnor/1", 0, "lodging", flipped=True).held("ventnor", "port").game()
    assert not flipped.why_not("build brewery ventnor/2 card ventnor")
    # a Shipyard costs 1 iron: the only iron is on your own Foundry in Cowes, with 1 cube, which empties and flips
    base = Pos(5).set(iron_market=0)
    emptied = base.tile("cowes/3", 0, "iron_foundry", cubes=1).held("cowes", "port").game()
    emptied.apply("build shipyard cowes/1 card cowes")
    assert tile_at(emptied, "cowes/3")["flipped"] and not tile_at(emptied, "cowes/1")["flipped"]
    kept = Pos(5).set(iron_market=0).tile("cowes/3", 0, "iron_foundry", cubes=2).held("cowes", "port").game()
    assert "unflipped" in rules_of(kept.why_not("build shipyard cowes/1 card cowes"))
    other = Pos(5).tile("ventnor/1", 1, "lodging").held("ventnor", "port").game()
    assert not other.why_not("build brewery ventnor/2 card ventnor")  # the opponent's tiles do not count


def test_overbuilding_own_tiles():
    """Build, Overbuilding: your own tile with a higher tile of the same industry; never a flipped Lodging."""
    p = Pos(6).tile("ryde/1", 0, "port").held("ryde", "port")
    p.st["seats"][0]["taken"]["port"] = 2  # the next Port is level 2
    g = p.game()
    g.apply("build port ryde/1 card ryde")
    assert tile_at(g, "ryde/1")["level"] == 2
    same = Pos(6).tile("ryde/1", 0, "port").held("ryde", "port").game()
    assert "higher" in rules_of(same.why_not("build port ryde/1 card ryde"))
    q = Pos(6).tile("ventnor/1", 0, "lodging", flipped=True).held("ventnor", "port")
    q.st["seats"][0]["taken"]["lodging"] = 3
    assert "Lodging" in rules_of(q.game().why_not("build lodging ventnor/1 card ventnor"))
    r = Pos(6).tile("ventnor/3", 0, "fishery").held("ventnor", "port")
    assert "same industry" in rules_of(r.game().why_not("build lodging ventnor/3 card ventnor"))


def test_shipbuilding_stacks_overbuild_each_other():
    """Build, Overbuilding: 'your own Industry tiles with tiles of the same type': a Shipyard I by a higher tile of
    either shipbuilding branch (data ``family``); never an opponent's."""
    p = Pos(6).seat(0, money=60, boats=3).tile("cowes/1", 0, "shipyard", flipped=True).held("cowes", "port")
    p.st["seats"][0]["taken"]["shipyard"] = 2  # the common level I tiles are gone: the branches are open
    g = p.game()
    listed = {a.industry for a in g.legal_actions() if a.kind == "build" and a.target == "cowes/1"}
    assert listed == {"boatyard", "ship_plus"}
    g.apply("build boatyard cowes/1 card cowes")
    assert tile_at(g, "cowes/1")["industry"] == "boatyard" and tile_at(g, "cowes/1")["level"] == 2
    q = Pos(6).seat(0, money=60, boats=3).tile("cowes/1", 1, "shipyard", flipped=True).held("cowes", "port")
    q.st["seats"][0]["taken"]["shipyard"] = 2
    assert "another player's" in rules_of(q.game().why_not("build boatyard cowes/1 card cowes"))


def test_overbuilding_an_opponents_foundry_only_without_iron():
    """Build, Overbuilding: an opponent's flipped Iron Foundry only with no iron on the map or in the market."""
    def game(market, flipped=True):
        p = Pos(7).set(iron_market=market).tile("newport/3", 1, "iron_foundry", flipped=flipped)
        p.st["seats"][0]["taken"]["iron_foundry"] = 1  # a higher level, as for any overbuild
        return p.held("newport", "port").game()
    assert "no iron" in rules_of(game(1).why_not("build iron_foundry newport/3 card newport"))
    assert game(0, flipped=False).why_not("build iron_foundry newport/3 card newport")
    g = game(0)
    g.apply("build iron_foundry newport/3 card newport")
    assert tile_at(g, "newport/3")["owner"] == 0
    p = Pos(7).tile("newport/1", 1, "brewery", flipped=True).held("newport", "port")
    p.st["seats"][0]["taken"]["brewery"] = 3  # a higher Brewery: still never over an opponent's
    assert "another player's" in rules_of(p.game().why_not("build brewery newport/1 card newport"))


def test_a_new_foundry_sells_iron_to_the_market():
    """Build: a new Iron Foundry moves iron to the market while it has room, its owner paid per cube; emptied, it
    flips at once with its income."""
    g = Pos(8).held("newport", "port").game()  # market 8 of 10: two £1 spaces free
    before = money(g, 0)
    g.apply("build iron_foundry newport/3 card newport")  # £5, 1 coal: a boat to the external market, £5
    t = tile_at(g, "newport/3")
    assert t["cubes"] == 4 - 2 and not t["flipped"] and g.state["iron_market"] == 10
    assert money(g, 0) == before - 5 - 5 + 1 + 1
    h = Pos(8).set(iron_market=5).held("newport", "port").game()
    h.apply("build iron_foundry newport/3 card newport")
    assert tile_at(h, "newport/3")["flipped"] and h.state["iron_market"] == 9
    assert h.state["seats"][0]["income"] == 10 + 3  # Iron Foundry I's income (provisional)


def test_resource_tiles_receive_their_cubes():
    """Build: Coal Importers, Iron Foundries and Shipyards get their coal, iron or boats; Ports get none."""
    g = Pos(9).held("cowes", "port").game()
    g.apply("build coal_importer cowes/3 card cowes")
    assert tile_at(g, "cowes/3")["cubes"] == 2
    h = Pos(9).held("cowes", "port").game()
    h.apply("build shipyard cowes/1 card cowes")
    assert tile_at(h, "cowes/1")["cubes"] == 1
    k = Pos(9).held("cowes", "port").game()
    k.apply("build port cowes/2 card cowes")
    assert tile_at(k, "cowes/2")["cubes"] == 0


def test_shipbuilding_branches_and_ship_plus_flips_when_built():
    """Build: shipbuilding branches into boat building and Ship+ after its common tiles; Ship+ has no boats and
    flips as soon as it is built."""
    g = Pos(10).seat(0, money=60).held("cowes", "port").game()
    assert "after your last Shipyard tile" in rules_of(g.why_not("build ship_plus cowes/1 card cowes"))
    assert "after your last Shipyard tile" in rules_of(g.why_not("build boatyard cowes/1 card cowes"))
    assert "boatyard" not in {a.industry for a in g.legal_actions()}
    p = Pos(10).seat(0, money=60, boats=2).held("cowes", "port")
    p.st["seats"][0]["taken"]["shipyard"] = 2
    h = p.game()
    assert not h.why_not("build boatyard cowes/1 card cowes")
    assert h.why_not("build shipyard cowes/1 card cowes")
    h.apply("build ship_plus cowes/1 card cowes")
    t = tile_at(h, "cowes/1")
    assert t["flipped"] and t["cubes"] == 0 and t["level"] == 2
    assert h.state["seats"][0]["boats"] == 0  # 1 boat to build (provisional), 1 to reach the coal market
    short = Pos(10).seat(0, money=60, boats=1).held("cowes", "port")
    short.st["seats"][0]["taken"]["shipyard"] = 2
    assert "2 boat(s)" in rules_of(short.game().why_not("build ship_plus cowes/1 card cowes"))


def test_a_build_needs_the_money():
    g = Pos(11).seat(0, money=11).held("ventnor", "port").game()
    assert "£12" in rules_of(g.why_not("build lodging ventnor/1 card ventnor"))
    assert not any(a.kind == "build" and a.industry == "lodging" for a in g.legal_actions())
