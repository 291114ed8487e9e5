"""S1, Additional Concepts: Iron, Coal, Boats (the fan summary of Brass Duel's prototype rules)."""

import pytest

from brass_widget import IllegalAction

from .duel import Pos, money, rules_of, tile_at


def test_iron_from_any_foundry_first_then_the_market_then_six():
    """Iron: a Foundry with iron first, at no cost and with no connection; then the market; then £6."""
    g = Pos(1).tile("newport/3", 1, "iron_foundry", cubes=1).held("cowes", "port").game()
    before, owner = money(g, 0), g.state["seats"][1]["income"]
    g.apply("build shipyard cowes/1 card cowes")  # £5 and 1 iron
    assert money(g, 0) == before - 5 and g.state["iron_market"] == 8
    assert tile_at(g, "newport/3")["flipped"] and g.state["seats"][1]["income"] == owner + 3  # emptied: flips
    h = Pos(1).held("cowes", "port").game()
    before = money(h, 0)
    h.apply("build shipyard cowes/1 card cowes")
    assert money(h, 0) == before - 5 - 2 and h.state["iron_market"] == 7  # the cheapest cube of 8 is £2
    k = Pos(1).set(iron_market=0).held("cowes", "port").game()
    before = money(k, 0)
    k.apply("build shipyard cowes/1 card cowes")
    assert money(k, 0) == before - 5 - 6


def test_coal_from_the_closest_connected_importer():
    """Coal: a connected Coal Importer with coal must be used, the closest one; an unconnected one is not."""
    p = Pos(2).tile("newport/2", 1, "coal_importer").tile("yarmouth/2", 1, "coal_importer", level=2, cubes=2) \
        .link("newport--yarmouth", 1, "road").link("cowes--newport", 1, "road").held("cowes", "port")
    g = p.game()
    assert "closest" in rules_of(g.why_not("build iron_foundry cowes/3 card cowes coal yarmouth/2"))
    g.apply("build iron_foundry cowes/3 card cowes")
    assert tile_at(g, "newport/2")["cubes"] == 1 and tile_at(g, "yarmouth/2")["cubes"] == 2
    assert g.state["seats"][0]["boats"] == 1 and not g.state["coal_open"]
    far = Pos(2).tile("yarmouth/2", 1, "coal_importer").held("cowes", "port").game()
    far.apply("build iron_foundry cowes/3 card cowes")
    assert tile_at(far, "yarmouth/2")["cubes"] == 2  # not connected: the external market instead
    assert far.state["seats"][0]["boats"] == 0


def test_a_source_too_many_is_refused_saying_how_many_the_decision_takes():
    """Coal, Iron, Boats: one source named for each cube or boat. A second coal source for a 1-coal tile (issue 19:
    a ValueError or KeyError from reading 'market cowes/1' as a place) is refused saying how many it takes."""
    p = Pos(2).tile("newport/2", 1, "coal_importer").link("cowes--newport", 1, "road").held("cowes", "port")
    g = p.game()
    before = g.to_json()
    legal = "build iron_foundry cowes/3 card cowes coal newport/2"
    assert not g.why_not(legal)
    for extra, n in ((" coal newport/2", 2), (" coal market", 2), (" coal market coal market", 3)):
        reasons = g.why_not(legal + extra)
        assert f"this decision takes 1 coal cube for an iron foundry: name 1 coal source (coal <source> for each), " \
               f"not {n}" in rules_of(reasons) and reasons[0].rule.endswith("S1: Coal")
        with pytest.raises(IllegalAction, match="takes 1 coal cube"):
            g.play(legal + extra)
        with pytest.raises(IllegalAction):
            g.outcomes(legal + extra)
        assert g.preview(legal + extra)["legal"] is False
    assert "an iron foundry needs no iron" in rules_of(g.why_not(legal + " iron market iron market"))
    assert g.to_json() == before


def test_one_boat_opens_the_coal_market_for_the_turn():
    """Coal: otherwise one boat reaches the external market, £5 a cube; a boat spent on the first action opens it
    for the second too; no boat is spent without buying coal."""
    g = Pos(3).seat(0, money=60).held("cowes", "newport").game()
    g.apply("build iron_foundry cowes/3 card cowes")
    assert g.state["seats"][0]["boats"] == 0 and g.state["coal_open"]
    before = money(g, 0)
    g.apply("build iron_foundry newport/3 card newport")  # Foundry II: £7 and 1 coal, no boat left: still open
    assert money(g, 0) <= before - 7 - 5 + 2
    assert not g.state["coal_open"]  # the turn ended: the next needs a boat again
    h = Pos(3).held("cowes", "newport").game()
    h.apply("build port cowes/2 card cowes")
    assert h.state["seats"][0]["boats"] == 1 and not h.state["coal_open"]
    none = Pos(3).seat(0, boats=0).held("cowes", "port").game()
    assert "boat" in rules_of(none.why_not("build iron_foundry cowes/3 card cowes"))
    assert not any(a.industry == "iron_foundry" for a in none.legal_actions() if a.kind == "build")


def test_own_boats_need_no_connection():
    """Boats: your own Shipyards' boats and your board's are used with no connection; an opponent's only when
    connected to where the boat is needed (uncertain 'duel-a6-own-boats')."""
    g = Pos(4).seat(0, boats=0).tile("freshwater/1", 0, "lodging", flipped=True) \
        .tile("east_cowes/1", 0, "shipyard").held("newport", "port").game()
    g.apply("build iron_foundry newport/3 card newport")
    assert tile_at(g, "east_cowes/1")["flipped"]  # its boat spent: emptied, it flips
    theirs = Pos(4).seat(0, boats=0).tile("east_cowes/1", 1, "shipyard").held("newport", "port").game()
    assert "boat" in rules_of(theirs.why_not("build iron_foundry newport/3 card newport"))
    linked = Pos(4).seat(0, boats=0).tile("east_cowes/1", 1, "shipyard").link("east_cowes--wootton", 1, "road") \
        .link("newport--wootton", 1, "road").held("newport", "port").game()
    assert not linked.why_not("build iron_foundry newport/3 card newport")
    linked.apply("build iron_foundry newport/3 card newport")
    assert tile_at(linked, "east_cowes/1")["flipped"]  # the opponent's Shipyard emptied: it flips for them


def test_the_player_chooses_which_boats_are_spent():
    """Boats: 'you may spend them from' your unflipped Shipyards, your player board, or a connected opponent's
    Shipyard; which one is the player's choice, named by ``boat`` in the decision (one word per boat). Emptying
    a Shipyard flips it (its owner gains income and VP income), so the choice matters."""
    p = Pos(6).tile("east_cowes/1", 0, "shipyard").held("newport", "port")
    g = p.game()
    listed = sorted(str(a) for a in g.legal_actions() if a.kind == "build" and a.industry == "iron_foundry" and a.card == "newport")
    assert listed == ["build iron_foundry newport/3 card newport coal market boat board",
                      "build iron_foundry newport/3 card newport coal market boat east_cowes/1"]
    assert "choose where each boat comes from: boat east_cowes/1 | boat board" in rules_of(
        g.why_not("build iron_foundry newport/3 card newport"))
    income, vp_income = g.state["seats"][0]["income"], g.state["seats"][0]["vp_income"]
    board = g.clone()
    done = board.apply("build iron_foundry newport/3 card newport boat board")
    assert str(done) == "build iron_foundry newport/3 card newport coal market boat board"  # recorded as named
    assert board.state["seats"][0]["boats"] == 0 and not tile_at(board, "east_cowes/1")["flipped"]
    assert tile_at(board, "east_cowes/1")["cubes"] == 1
    g.apply("build iron_foundry newport/3 card newport boat east_cowes/1")
    assert g.state["seats"][0]["boats"] == 1 and tile_at(g, "east_cowes/1")["flipped"]
    assert g.state["seats"][0]["income"] > income or g.state["seats"][0]["vp_income"] > vp_income


def test_an_only_boat_is_filled_in_and_a_wrong_one_refused():
    """Boats: a decision that leaves its boats out has them filled in when only one choice is possible (as coal
    and iron are); a boat that cannot be spent there, a boat count that does not match, or a boat where none is
    needed is refused with the options, and nothing changes."""
    g = Pos(6).held("newport", "port").game()
    assert [str(a) for a in g.legal_actions() if a.kind == "build" and a.industry == "iron_foundry" and a.card == "newport"] == \
        ["build iron_foundry newport/3 card newport coal market boat board"]
    assert str(g.apply("build iron_foundry newport/3 card newport")) == \
        "build iron_foundry newport/3 card newport coal market boat board"
    theirs = Pos(6).tile("east_cowes/1", 1, "shipyard").held("newport", "port").game()  # not connected
    before = theirs.to_json()
    assert "the boats can come from: your player board" in rules_of(
        theirs.why_not("build iron_foundry newport/3 card newport boat east_cowes/1"))
    assert "takes 1 boat for the external coal market: name 1 boat source (boat <source> for each), not 2" in rules_of(
        theirs.why_not("build iron_foundry newport/3 card newport boat board boat board"))
    assert "needs no boat" in rules_of(theirs.why_not("build port newport/1 card newport boat board"))
    assert theirs.to_json() == before


def test_a_connected_opponents_boat_flips_their_shipyard_for_them():
    """Boats: an opponent's Shipyard is usable when connected to where the boat is spent; spending its last boat
    flips it for its owner (their income and VP income), not for you."""
    p = Pos(4).tile("east_cowes/1", 1, "shipyard").link("east_cowes--wootton", 1, "road") \
        .link("newport--wootton", 1, "road").held("newport", "port")
    g = p.game()
    opts = sorted(str(a) for a in g.legal_actions() if a.kind == "build" and a.industry == "iron_foundry" and a.card == "newport")
    assert opts == ["build iron_foundry newport/3 card newport coal market boat board",
                    "build iron_foundry newport/3 card newport coal market boat east_cowes/1"]
    theirs = g.state["seats"][1]["income"], g.state["seats"][1]["vp_income"]
    mine = g.state["seats"][0]["income"], g.state["seats"][0]["vp_income"]
    g.apply("build iron_foundry newport/3 card newport boat east_cowes/1")
    assert tile_at(g, "east_cowes/1")["flipped"] and g.state["seats"][0]["boats"] == 1
    after = g.state["seats"][1]["income"], g.state["seats"][1]["vp_income"]
    assert after != theirs and (g.state["seats"][0]["income"], g.state["seats"][0]["vp_income"]) == mine


def test_a_sale_and_a_rail_name_their_boats():
    """Sell: the boats a sale needs are named like a build's; Coal: so is the boat a Rail spends to reach the
    external coal market (either end of the line)."""
    p = Pos(2).tile("ryde/3", 0, "fishery").tile("ryde/1", 1, "port", flipped=True) \
        .tile("cowes/1", 0, "shipyard").held("cowes", "port")
    g = p.game()
    sales = sorted(str(a) for a in g.legal_actions() if a.kind == "sell" and a.card == "cowes")
    assert sales == ["sell ryde/3 to ryde/1 card cowes boat board", "sell ryde/3 to ryde/1 card cowes boat cowes/1"]
    g.apply("sell ryde/3 to ryde/1 card cowes boat cowes/1")
    assert tile_at(g, "cowes/1")["flipped"] and g.state["seats"][0]["boats"] == 1
    assert g.history[-1] == "sell ryde/3 to ryde/1 card cowes boat cowes/1"
    r = Pos(3).tile("cowes/1", 0, "shipyard").link("cowes--newport", 0, "road").held("cowes", "port").game()
    rails = sorted(str(a) for a in r.legal_actions() if a.industry == "upgrade" and a.card == "cowes")
    assert rails == ["network upgrade cowes--newport card cowes coal market boat board",
                     "network upgrade cowes--newport card cowes coal market boat cowes/1"]
    assert "boat" in rules_of(r.why_not("network upgrade cowes--newport card cowes coal market"))
    r.apply("network upgrade cowes--newport card cowes coal market boat board")
    assert r.state["seats"][0]["boats"] == 0 and r.state["coal_open"] and not tile_at(r, "cowes/1")["flipped"]
    assert "needs no boat" in rules_of(Pos(3).held("cowes", "port").game().why_not(
        "network road cowes--newport card cowes boat board"))


def test_boat_words_read_back():
    """A decision's boats are part of its canonical text, in any order; "board" is the player board."""
    g = Pos(6).held("newport", "port").game()
    a = g.parse("sell ryde/3 to ryde/1 card cowes boat cowes/1 boat board")
    assert a.boat == "cowes/1 board" and g.parse(str(a)) == a
    for bad, words in (("build port newport/1 card newport boat nowhere/1", "unknown location"),
                       ("build port newport/1 card newport boat", "needs a value"),
                       ("develop port card newport boat board", "'boat' belongs to")):
        try:
            g.parse(bad)
        except ValueError as e:
            assert words in str(e), (bad, e)
        else:
            raise AssertionError(bad)


def test_the_player_chooses_among_foundries_and_importers():
    """Iron: 'If multiple Foundries have iron on them, you choose which one'; Coal: among equally close connected
    Importers you choose. A decision names the source (one that leaves no choice may be left out and is filled
    in)."""
    g = Pos(5).tile("newport/3", 1, "iron_foundry", cubes=1).tile("cowes/3", 1, "iron_foundry", level=2, cubes=2) \
        .held("east_cowes", "port").game()
    listed = sorted(str(a) for a in g.legal_actions() if a.kind == "build" and a.industry == "shipyard"
                    and a.card == "east_cowes")
    assert listed == ["build shipyard east_cowes/1 card east_cowes iron cowes/3",
                      "build shipyard east_cowes/1 card east_cowes iron newport/3"]
    assert "choose the iron" in rules_of(g.why_not("build shipyard east_cowes/1 card east_cowes"))
    assert "iron comes from an iron works" in rules_of(
        g.why_not("build shipyard east_cowes/1 card east_cowes iron market"))
    g.apply("build shipyard east_cowes/1 card east_cowes iron newport/3")
    assert tile_at(g, "newport/3")["flipped"] and tile_at(g, "cowes/3")["cubes"] == 2
    k = Pos(7).tile("newport/2", 1, "coal_importer").tile("yarmouth/2", 1, "coal_importer", level=2) \
        .link("newport--yarmouth", 1, "road").held("newport", "port").game()
    coal = sorted(str(a) for a in k.legal_actions() if a.kind == "build" and a.industry == "iron_foundry"
                  and a.card == "newport")
    assert coal == ["build iron_foundry newport/3 card newport coal newport/2"]  # Newport's own is closer
    assert str(k.apply(coal[0])) == "build iron_foundry newport/3 card newport coal newport/2"
    m = Pos(7).tile("newport/2", 1, "coal_importer").tile("cowes/3", 1, "coal_importer", level=2) \
        .tile("cowes/2", 0, "port") \
        .held("cowes", "port").game()  # a Rail's coal from either end: both Importers at distance 0
    coal = sorted(str(a) for a in m.legal_actions() if a.industry == "rail" and a.target == "cowes--newport"
                  and a.card == "cowes")
    assert coal == ["network rail cowes--newport card cowes coal cowes/3",
                    "network rail cowes--newport card cowes coal newport/2"]


def test_coal_reach_and_preview_know_the_boat():
    """Coal: where no Coal Importer is connected, the external market's coal can be had only by spending a boat
    (or once one opened it this turn): ``coal_reach`` leaves out every place a player without a usable boat could
    not get coal; a preview names the boats a decision spends and shows the player board's change."""
    none = Pos(6).seat(0, boats=0).held("newport", "port").game()
    assert none.coal_reach() == []
    opened = Pos(6).seat(0, boats=0).set(coal_open=True).held("newport", "port").game()
    assert "newport" in opened.coal_reach()
    importer = Pos(6).seat(0, boats=0).tile("newport/2", 1, "coal_importer").held("newport", "port").game()
    assert importer.coal_reach() == ["newport"]  # its own coal, no boat needed; elsewhere nothing
    g = Pos(6).held("newport", "port").game()
    assert "newport" in g.coal_reach()
    p = g.preview("build iron_foundry newport/3 card newport")
    assert p["legal"] and p["boat"] == "board" and p["coal"] == "market"
    assert p["players"][0]["boats"] == -1 and p["players"][1]["boats"] == 0
    assert "boat" not in g.preview("build port newport/1 card newport")  # a Port spends no boat
    assert g.state["seats"][0]["boats"] == 1  # nothing changed by asking


def test_trade_connections_are_the_places_connected_to_a_port():
    """Sell: Breweries and Fisheries sell through a Port of either player, so the board's "trade connections" in
    Duel are the places connected to a Port tile (none before a Port is built)."""
    assert Pos(2).held("cowes", "port").game().trade_connected_locations() == []
    g = Pos(2).tile("ryde/1", 1, "port").link("ryde--brading", 1, "road").held("cowes", "port").game()
    assert g.trade_connected_locations() == ["ryde", "brading"]
