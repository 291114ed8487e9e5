"""Brass: Birmingham rule choices forced by uncertain or conflicting facts (issue 8).

Each test pins the choice an uncertain fact in the data file names (``uncertain`` in
brass_widget/editions/birmingham/birmingham.json, listed in docs/uncertain-facts.md), citing the rulebook
text it rests on. Rulebooks: overview = the Brass: Birmingham overview, guide =
the Brass: Birmingham how-to-play guide.
"""

from __future__ import annotations

from .bham import Position, reasons_text, texts


def _pos(players=2, era="canal", rnd=2, seat=0) -> Position:
    return Position(players=players, era=era, rnd=rnd).to_act(seat)


def test_player_chooses_between_free_dual_spaces(birmingham):
    """Uncertain 'dual-space-choice' (rule_choices.player_chooses_dual_space): with no single-icon space free
    and two free dual-icon spaces showing the industry, the building player names the space (guide: Build
    Action 2, 'your chosen undeveloped build location space'). Derby: cotton/brewery and cotton/manufacturer."""
    g = _pos(players=4).hand(0, ["derby"]).game()
    acts = texts(g)
    assert "build cotton_mill derby/1 card derby" in acts and "build cotton_mill derby/2 card derby" in acts
    g.play("build cotton_mill derby/2 card derby")
    assert g.state["board"]["derby"][1]["industry"] == "cotton_mill" and g.state["board"]["derby"][0] is None
    # two free spaces with the same icons are one choice: Tamworth has two cotton/coal spaces
    g2 = _pos().hand(0, ["tamworth"]).game()
    assert sum(a.startswith("build cotton_mill tamworth") for a in texts(g2)) == 1


def test_two_iron_from_one_works(birmingham):
    """Uncertain 'iron-from-one-works' (rule_choices.iron_each_from_a_different_works = false): both iron for
    one build may come from the same iron works (overview: Using Resources, 'The user decides which iron
    works to use')."""
    p = (_pos(era="rail").tile("dudley/2", 1, "iron_works", level=2, cubes=3)
         .tile("coalbrookdale/2", 1, "iron_works", level=3, cubes=1).taken(0, "manufacturer", 9)
         .hand(0, ["birmingham"]).money(0, 40))
    g = p.game()
    acts = [a for a in texts(g) if a.startswith("build manufacturer birmingham/2")]
    assert "build manufacturer birmingham/2 card birmingham iron dudley/2 iron dudley/2" in acts
    assert "build manufacturer birmingham/2 card birmingham iron coalbrookdale/2 iron dudley/2" in acts
    assert not any("coalbrookdale/2 iron coalbrookdale/2" in a for a in acts)  # it holds only 1
    assert "choose where each iron cube" in reasons_text(g.why_not("build manufacturer birmingham/2 card birmingham"))
    g.play("build manufacturer birmingham/2 card birmingham iron dudley/2 iron dudley/2")
    assert g.state["board"]["dudley"][1]["cubes"] == 1


def test_overbuild_needs_a_higher_level(birmingham):
    """Uncertain 'overbuild-higher-level' (rule_choices.overbuild_needs_higher_level): your own tiles too
    (guide: Build Action 11, 'replace ... with a higher level tile of the same industry type')."""
    g = _pos(era="rail").tile("stafford/2", 0, "pottery", level=2).taken(0, "pottery", 2) \
        .tile("cannock/2", 1, "coal_mine", level=2).link("cannock--stafford", 1).hand(0, ["stafford"]).money(0, 40).game()
    g2 = _pos(era="rail").tile("dudley/1", 0, "coal_mine", level=3).taken(0, "coal_mine", 4) \
        .hand(0, ["dudley"]).money(0, 40).game()
    reasons = g2.why_not("build coal_mine dudley/1 card dudley")
    assert "overbuilding needs a higher level" in reasons_text(reasons)
    assert not g.why_not("build pottery stafford/2 card stafford")  # pottery III over pottery II


def test_overbuild_own_tile_while_a_space_is_free(birmingham):
    """Uncertain 'overbuild-own-with-free-space' (rule_choices.overbuild_own_with_free_space = true): your own
    tile may be overbuilt even though a free space for the industry is left in the location (guide: Build
    Action 11, 'You may Overbuild any Industry tile'). Resources on it go back (beer included)."""
    g = _pos(era="rail").tile("cannock/2", 0, "coal_mine", level=2).taken(0, "coal_mine", 3) \
        .hand(0, ["cannock"]).money(0, 40).game()
    acts = texts(g)
    assert "build coal_mine cannock/2 card cannock iron market" in acts
    assert "build coal_mine cannock/1 card cannock iron market" in acts
    g.play("build coal_mine cannock/2 card cannock")
    t = g.state["board"]["cannock"][1]
    assert (t["level"], t["cubes"]) == (3, 4)


def test_own_brewery_beer_needs_no_connection(birmingham):
    """Uncertain 'own-brewery-connection' (rule_choices.own_brewery_needs_connection = false): overview, Using
    Resources ('You can use beer from your own breweries without a connection')."""
    p = (_pos(era="rail").tile("dudley/1", 0, "coal_mine", level=2).tile("stafford/1", 0, "brewery", level=2)
         .money(0, 30))
    g = p.game()
    card = g.state["seats"][0]["hand"][0]
    g.play(f"network birmingham--dudley card {card}")
    assert not g.why_not("network birmingham--oxford coal dudley/1 beer stafford/1")
    assert not g.connected("stafford", "oxford")


def test_loan_allowed_after_the_rail_deck_runs_out(birmingham):
    """Uncertain 'loans-late-rail' (rule_choices.loans_stop_when_rail_deck_empty = false): neither the guide nor
    the overview stops loans late in the Rail Era; only level -10 limits them."""
    g = _pos(era="rail", rnd=7).game()
    assert g.state["deck"] == []
    card = g.state["seats"][0]["hand"][0]
    assert not g.why_not(f"loan 30 card {card}")


def _sale(players=2, era="canal", **merchant) -> Position:
    """Player 0 with a cotton mill in Worcester linked to Gloucester, whose first tile buys everything."""
    p = Position(players=players, era=era, rnd=3).to_act(0)
    p.tile("worcester/1", 0, "cotton_mill", level=1 if era == "canal" else 2).link("gloucester--worcester", 0)
    return p.merchant("gloucester", ["any-2p", "blank-2p.1"], **merchant)


def test_player_chooses_the_beer_source(birmingham):
    """Uncertain 'beer-source-order': the player chooses among every usable source, own brewery, another
    player's connected brewery or the merchant's barrel (overview: Using Resources, 'The user decides which
    beer to use'); the guide's numbered list is not an order."""
    p = _sale().tile("stafford/1", 0, "brewery").tile("kidderminster/2", 1, "cotton_mill") \
        .tile("farm_brewery_south/1", 1, "brewery")
    p.link("kidderminster--worcester", 1)
    g = p.game()
    sales = [a for a in texts(g) if a.startswith("sell worcester/1 to gloucester/1")]
    beers = {a.split(" beer ")[1].split(" ")[0] for a in sales}
    assert beers == {"stafford/1", "farm_brewery_south/1", "merchant"}
    assert "choose the beer" in reasons_text(g.why_not(f"sell worcester/1 to gloucester/1 card "
                                                       f"{g.state['seats'][0]['hand'][0]}"))


def test_wild_location_builds_where_no_location_card_is_in_the_deck(birmingham):
    """Uncertain 'wild-location-any-town': at 2 players no Derby card is in the deck (guide: Board Setup 2),
    yet a wild location card builds there (guide: Build 1, 'any Location card'); never at a farm brewery."""
    g = _pos(players=2).hand(0, ["wild_location"]).money(0, 30).game()
    assert "derby" not in g.edition.decks["2"]
    assert not g.why_not("build iron_works derby/3 card wild_location") or \
        "coal" in reasons_text(g.why_not("build iron_works derby/3 card wild_location"))
    assert not g.why_not("build cotton_mill derby/2 card wild_location")
    assert "build cotton_mill derby/2 card wild_location" in texts(g)
    assert g.why_not("build brewery farm_brewery_north/1 card wild_location")


def test_gloucester_bonus_is_taken_and_the_player_names_the_industry(birmingham):
    """Uncertain 'merchant-develop-bonus': with the merchant's beer the bonus is taken; the player names the
    industry, and a sale without naming one is refused while there is a choice (guide: Merchant Beer
    Bonuses)."""
    g = _sale().game()
    card = g.state["seats"][0]["hand"][0]
    sales = [a for a in texts(g) if a.startswith("sell worcester/1 to gloucester/1") and "merchant" in a]
    assert sales and all(" bonus " in a for a in sales)
    assert "name its industry" in reasons_text(g.why_not(f"sell worcester/1 to gloucester/1 card {card} "
                                                         "beer merchant"))
    # with a single industry left to develop, it may be left out and is filled in
    p = _sale()
    for ind in ("cotton_mill", "manufacturer", "brewery", "coal_mine", "iron_works"):
        if ind != "cotton_mill":
            p.taken(0, ind, len(p.ed.tiles[ind]))
    p.taken(0, "cotton_mill", len(p.ed.tiles["cotton_mill"]))
    p.taken(0, "pottery", 1)  # pottery II next: it may be developed
    g = p.game()
    done = g.play(f"sell worcester/1 to gloucester/1 card {g.state['seats'][0]['hand'][0]} beer merchant")[0]
    assert done.bonus == "pottery" and g.state["seats"][0]["taken"]["pottery"] == 2


def test_manufacturer_iv_costs_8_and_14_in_the_rulebook_photo_variant(birmingham):
    """Uncertain 'manufacturer-iv-cost': the retail mat's £8 is the standard; the variant
    'rulebook-manufacturer-iv' (the rulebook's pre-production photo, £14) replays games recorded with it."""
    import json

    from brass_widget import Game, RandomBot
    assert Game.new("birmingham", players=2, seed=1).edition.spec("manufacturer", 4).cost == 8
    g = Game.new("birmingham", players=2, seed=1, variant="rulebook-manufacturer-iv")
    assert g.edition.spec("manufacturer", 4).cost == 14 and g.edition.spec("manufacturer", 3).cost == 12
    assert g.edition.id == "birmingham" and Game.new("birmingham").edition.spec("manufacturer", 4).cost == 8
    bot = RandomBot(1)
    for _ in range(60):
        g.apply(bot.choose(g))
    again = Game.from_json(g.to_json())
    assert again.state == g.state and again.edition.spec("manufacturer", 4).cost == 14
    assert json.loads(g.to_json())["variants"] == ["rulebook-manufacturer-iv"]
    p = Position(players=2, era="rail", rnd=3).to_act(0)
    p.st["variants"] = ["rulebook-manufacturer-iv"]
    g = p.taken(0, "manufacturer", 4).hand(0, ["birmingham"]).money(0, 40).game()
    g.play("build manufacturer birmingham/2 card birmingham iron market")
    assert g.state["seats"][0]["spent"] == 14 + 2

