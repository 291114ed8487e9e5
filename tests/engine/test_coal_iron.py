"""Consuming Coal and Consuming Iron (rulebook: Gameplay Concepts), Connected Locations."""

import pytest

from brass_widget import Action, ActionSyntaxError

from .positions import Position, reasons_text, texts


def _mill_l2(p: Position) -> Position:
    return p.taken(0, "cotton_mill", 3).hand(0, "bolton")  # next cotton mill is level 2: 1 coal


def test_closest_mine_by_links():
    # Consuming Coal: the closest (fewest links) connected unflipped coal mine.
    p = _mill_l2(Position()).tile("bury/1", 1, "coal_mine").tile("manchester/1", 2, "coal_mine")
    p.link("bolton--bury", 1).link("manchester--bury", 2)
    g = p.game()
    builds = [a for a in g.legal_actions() if a.kind == "build" and a.target == "bolton/1" and a.card == "bolton"
              and a.industry == "cotton_mill"]
    assert {a.coal for a in builds} == {"bury/1"}
    assert "closest connected coal mine" in reasons_text(g.why_not("build cotton_mill bolton/1 card bolton coal manchester/1"))
    assert "closest" in reasons_text(g.why_not("build cotton_mill bolton/1 card bolton coal market"))
    g.apply("build cotton_mill bolton/1 card bolton")  # the only closest mine is filled in
    assert g.state["board"]["bury"][0]["cubes"] == 1
    assert g.history[-1].endswith("coal bury/1")


def test_equally_close_mines_are_a_choice():
    p = _mill_l2(Position()).tile("bury/1", 1, "coal_mine").tile("manchester/1", 2, "coal_mine")
    p.link("bolton--bury", 1).link("manchester--bolton", 2)
    g = p.game()
    builds = [a for a in g.legal_actions() if a.kind == "build" and a.target == "bolton/1" and a.card == "bolton"
              and a.industry == "cotton_mill"]
    assert {a.coal for a in builds} == {"bury/1", "manchester/1"}
    assert "choose one" in reasons_text(g.why_not("build cotton_mill bolton/1 card bolton"))
    g.apply("build cotton_mill bolton/1 card bolton coal manchester/1")
    assert g.state["board"]["manchester"][0]["cubes"] == 1


def test_emptied_mine_flips_and_next_closest_is_used():
    p = _mill_l2(Position()).tile("bury/1", 1, "coal_mine", cubes=1).tile("manchester/1", 2, "coal_mine")
    p.link("bolton--bury", 1).link("manchester--bury", 2).hand(0, "bolton", "bury")
    g = p.game()
    g.apply("build cotton_mill bolton/1 card bolton coal bury/1")
    st = g.state
    assert st["board"]["bury"][0]["flipped"] and st["seats"][1]["income"] == 10 + 4  # owner gains income
    # the second action: Bury's mine is empty, so Manchester's is now the closest with coal
    builds = [a for a in g.legal_actions() if a.kind == "build" and a.target == "bury/2" and a.industry == "cotton_mill"]
    assert builds and {a.coal for a in builds} == {"manchester/1"}


def test_market_coal_needs_trade_connection_cheapest_first():
    # Consuming Coal: no connected mine -> the Coal Market, cheapest first, only through a trade icon.
    p = Position().taken(0, "cotton_mill", 3).hand(0, "rochdale").link("rochdale--yorkshire", 1).markets(coal=3)
    g = p.game()
    g.apply("build cotton_mill rochdale/1 card rochdale coal market")
    st = g.state
    assert st["coal_market"] == 2
    assert st["seats"][0]["money"] == 30 - 14 - 3  # the cheapest filled space of [1,1,2,2,3,3,4,4] with 3 cubes
    assert st["seats"][0]["spent"] == 17  # market purchases count as money spent


def test_market_empty_costs_five():
    p = Position().taken(0, "cotton_mill", 3).hand(0, "rochdale").link("rochdale--yorkshire", 1).markets(coal=0)
    g = p.game()
    g.apply("build cotton_mill rochdale/1 card rochdale coal market")
    assert g.state["seats"][0]["money"] == 30 - 14 - 5 and g.state["coal_market"] == 0


def test_port_tile_is_a_trade_icon():
    # Every Port tile, flipped or not, shows the market trade icon.
    p = Position().taken(0, "cotton_mill", 3).hand(0, "warrington_runcorn").tile("warrington_runcorn/2", 1, "port")
    g = p.game()
    assert g.why_not("build cotton_mill warrington_runcorn/1 card warrington_runcorn coal market") == []


def test_no_coal_connection_is_illegal():
    g = _mill_l2(Position()).game()
    reasons = g.why_not("build cotton_mill bolton/1 card bolton")
    assert "connected neither to a coal mine" in reasons_text(reasons)
    assert reasons[-1].rule.endswith("Consuming Coal")
    assert not any(a.kind == "build" and a.industry == "cotton_mill" for a in g.legal_actions())


def test_a_second_coal_or_iron_source_is_refused_saying_each_decision_takes_one():
    """Consuming Coal, Consuming Iron: no Lancashire tile or link takes more than 1 coal or 1 iron, so a decision
    names one source of each; a second is refused saying so (issue 19), by text or by Action, and changes nothing."""
    g = _mill_l2(Position()).tile("bury/1", 1, "coal_mine").link("bolton--bury", 1).game()
    before = g.to_json()
    legal = "build cotton_mill bolton/1 card bolton coal bury/1"
    assert not g.why_not(legal)
    for text, word in [(legal + " coal market", "coal"), (legal + " coal bury/1", "coal"),
                       (legal + " iron market iron market", "iron")]:
        said = f"every decision in this edition takes at most 1 {word}, so name one {word} source"
        for call in (g.play, g.apply, g.preview, g.outcomes):
            with pytest.raises(ActionSyntaxError, match=said):
                call(text)
        assert said in reasons_text(g.why_not(text))
    a = Action("build", card="bolton", industry="cotton_mill", target="bolton/1", coal="bury/1 market")
    assert "takes at most 1 coal" in reasons_text(g.why_not(a))
    with pytest.raises(ActionSyntaxError, match="takes at most 1 coal"):
        g.apply(a)
    assert g.to_json() == before


def test_unconnected_mine_is_not_a_source():
    p = _mill_l2(Position()).tile("bury/1", 1, "coal_mine")  # no link joins Bolton and Bury
    g = p.game()
    assert "connected neither" in reasons_text(g.why_not("build cotton_mill bolton/1 card bolton coal bury/1"))


def test_rail_link_takes_coal_at_either_end():
    # Network During Rail Era: each rail link consumes coal connected to it after it is placed.
    p = Position(era="rail").tile("bolton/1", 0, "cotton_mill", level=2, flipped=True)
    p.tile("wigan/1", 1, "coal_mine", level=2)
    g = p.game()
    assert {a.coal for a in g.legal_actions() if a.kind == "network" and a.target == "wigan--bolton"} == {"wigan/1"}
    g.apply(f"network wigan--bolton card {g.state['seats'][0]['hand'][0]}")
    st = g.state
    assert st["links"]["wigan--bolton"] == 0 and st["board"]["wigan"][0]["cubes"] == 2
    assert st["seats"][0]["money"] == 30 - 5


def test_birkenhead_only_by_rail_from_ellesmere_port():
    g = Position().hand(0, "birkenhead").taken(0, "shipyard", 2).game()
    assert g.edition.lines_at["birkenhead"] == ("birkenhead--ellesmere_port",)
    line = g.edition.lines["birkenhead--ellesmere_port"]
    assert line.rail and not line.canal
    # in the Canal Era no coal can reach Birkenhead, so its shipyard cannot be built
    assert "connected neither" in reasons_text(g.why_not("build shipyard birkenhead/1 card birkenhead"))


def test_iron_from_any_works_free_no_connection():
    # Consuming Iron: any unflipped iron works, the player's choice, free, no connection needed.
    p = Position().taken(0, "cotton_mill", 6).hand(0, "colne").link("colne--yorkshire", 1)
    p.tile("preston/3", 1, "iron_works").tile("manchester/4", 2, "iron_works")
    g = p.game()
    builds = [a for a in g.legal_actions() if a.kind == "build" and a.target == "colne/1" and a.card == "colne"]
    assert {a.iron for a in builds} == {"preston/3", "manchester/4"}
    assert "choose the iron works" in reasons_text(g.why_not("build cotton_mill colne/1 card colne coal market"))
    assert "from an iron works while any has iron" in reasons_text(
        g.why_not("build cotton_mill colne/1 card colne coal market iron market"))
    g.apply("build cotton_mill colne/1 card colne coal market iron preston/3")
    st = g.state
    assert st["board"]["preston"][2]["cubes"] == 3 and st["seats"][0]["money"] == 30 - 16 - 1


def test_iron_market_then_five():
    p = Position().taken(0, "cotton_mill", 6).hand(0, "colne", "colne").link("colne--yorkshire", 1).markets(iron=1)
    g = p.game()
    g.apply("build cotton_mill colne/1 card colne coal market iron market")
    assert g.state["seats"][0]["money"] == 30 - 16 - 1 - 4 and g.state["iron_market"] == 0
    assert "build cotton_mill colne/2 card colne coal market iron market" not in texts(g.legal_actions())  # one per location
    p2 = Position().taken(0, "cotton_mill", 6).hand(0, "colne").link("colne--yorkshire", 1).markets(iron=0)
    g2 = p2.game()
    g2.apply("build cotton_mill colne/1 card colne coal market iron market")
    assert g2.state["seats"][0]["money"] == 30 - 16 - 1 - 5


def test_preview_shows_cost_coal_route_and_flips():
    # the board's "before you confirm" view: computed by applying to a copy, so it agrees with apply
    p = _mill_l2(Position()).tile("bury/1", 1, "coal_mine", cubes=1).link("bolton--bury", 1)
    g = p.game()
    before = g.to_json()
    pv = g.preview("build cotton_mill bolton/1 card bolton")
    assert pv["legal"] and pv["coal"] == "bury/1" and pv["coal_route"] == ["bolton", "bury"]
    assert pv["players"][0]["money"] == -14 and pv["players"][0]["spent"] == 14
    assert pv["flipped"] == ["bury/1"] and pv["players"][1]["income_spaces"] == 4  # the mine empties
    assert g.to_json() == before
    bad = g.preview("build cotton_mill bolton/1 card bolton coal market")
    assert not bad["legal"] and "closest" in bad["reasons"][0]["message"]


def test_market_quotes_are_what_the_engine_charges_and_pays():
    """Game.markets(): the next cube's price is what a build pays for it; what a cube sold brings is the most
    expensive empty space (Moving Coal and Iron to the Market); an empty market sells at the price outside, a
    full one buys none. The board draws these numbers and computes none."""
    from brass_widget import Game
    g = Game.new(players=2, seed=1)
    ed = g.edition
    for kind, prices, empty in (("coal", ed.coal_prices, ed.coal_empty_price),
                                ("iron", ed.iron_prices, ed.iron_empty_price)):
        for cubes in (0, 1, len(prices) - 1, len(prices)):
            st = g.state
            st[f"{kind}_market"] = cubes
            q = Game(ed, st, custom_start=True).markets()[kind]
            assert q["cubes"] == cubes
            assert q["buy"] == (prices[len(prices) - cubes] if cubes else empty)
            assert q["sell"] == (prices[len(prices) - cubes - 1] if cubes < len(prices) else None)
