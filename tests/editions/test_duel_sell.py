"""S1, Sell (the fan summary of Brass Duel's prototype rules)."""

from .duel import Pos, hand, rules_of, tile_at


def test_port_flipping_gives_a_free_boat():
    """Sell: a Brewery or Fishery connected to a Port of either player flips; an unflipped Port flips too, its
    owner gaining its income, and its ship icon counts as one boat (uncertain 'duel-a7-port-ship')."""
    g = Pos(1).seat(0, boats=0).tile("ryde/3", 0, "fishery").tile("ryde/1", 1, "port").held("cowes", "port").game()
    mine, theirs = g.state["seats"][0]["income"], g.state["seats"][1]["income"]
    g.apply("sell ryde/3 to ryde/1 card cowes")
    assert tile_at(g, "ryde/3")["flipped"] and tile_at(g, "ryde/1")["flipped"]
    assert g.state["seats"][0]["income"] == mine + 1  # Fishery I's income (provisional)
    assert g.state["seats"][1]["income"] == theirs + 3  # Port I's income (provisional)
    # nothing else can sell, so the action ends by itself (the core's continuation rule)
    assert hand(g) == ["port"] and g.state["pending"] is None and g.state["actions_left"] == 1


def test_a_flipped_port_gives_no_boat_and_no_income():
    """Sell, Note: an already flipped Port may still be used, with no free boat and no income for its owner."""
    p = Pos(2).tile("ryde/3", 0, "fishery").tile("ryde/1", 1, "port", flipped=True)
    g = p.seat(0, boats=0).held("cowes", "port").game()
    assert "boat" in rules_of(g.why_not("sell ryde/3 to ryde/1 card cowes"))
    h = Pos(2).tile("ryde/3", 0, "fishery").tile("ryde/1", 1, "port", flipped=True).held("cowes", "port").game()
    theirs = h.state["seats"][1]["income"]
    h.apply("sell ryde/3 to ryde/1 card cowes")
    assert h.state["seats"][0]["boats"] == 0 and h.state["seats"][1]["income"] == theirs


def test_a_sale_needs_a_connection_to_the_port():
    g = Pos(3).tile("ventnor/2", 0, "brewery").tile("ryde/1", 1, "port").held("cowes", "port").game()
    assert "connected" in rules_of(g.why_not("sell ventnor/2 to ryde/1 card cowes"))
    p = Pos(3).tile("ventnor/2", 0, "brewery").tile("ryde/1", 1, "port")
    for line in ("shanklin--ventnor", "sandown--shanklin", "brading--sandown", "ryde--brading"):
        p.link(line, 1, "road")
    assert not p.held("cowes", "port").game().why_not("sell ventnor/2 to ryde/1 card cowes")


def test_only_your_unflipped_breweries_and_fisheries_sell():
    g = Pos(4).tile("ryde/3", 1, "fishery").tile("ryde/1", 1, "port", flipped=True).held("cowes", "port").game()
    assert "not one of your" in rules_of(g.why_not("sell ryde/3 to ryde/1 card cowes"))
    h = Pos(4).tile("ryde/2", 0, "lodging").tile("ryde/1", 1, "port").held("cowes", "port").game()
    assert h.why_not("sell ryde/2 to ryde/1 card cowes")
    k = Pos(4).tile("ryde/3", 0, "fishery", flipped=True).tile("ryde/1", 1, "port").held("cowes", "port").game()
    assert "already sold" in rules_of(k.why_not("sell ryde/3 to ryde/1 card cowes"))


def test_several_sales_in_one_action():
    """Sell: one or more tiles; each sale is a decision, then stop."""
    p = Pos(5).tile("ryde/3", 0, "fishery").tile("bembridge/2", 0, "fishery", level=2) \
        .tile("bembridge/1", 1, "port").tile("ryde/1", 1, "port", level=2)
    g = p.seat(0, boats=0).held("cowes", "port").game()
    g.apply("sell ryde/3 to ryde/1 card cowes")
    assert "sell bembridge/2 to bembridge/1" in [str(a) for a in g.legal_actions()]
    assert "stop" in [str(a) for a in g.legal_actions()]
    g.apply("sell bembridge/2 to bembridge/1")
    assert tile_at(g, "bembridge/2")["flipped"] and g.state["actions_left"] == 1


def _struck_fishery(*links: str) -> Pos:
    """Your level 1 Fishery at Bembridge (it sells with 1 boat) and no boat to spend; Ports at Ryde (flipped: no ship
    icon to count), Yarmouth and Cowes; roads of the opponent's on ``links``."""
    p = Pos(2).tile("bembridge/2", 0, "fishery").tile("ryde/1", 1, "port", flipped=True) \
        .tile("yarmouth/1", 1, "port").tile("cowes/2", 1, "port", level=2).seat(0, boats=0).held("cowes", "port")
    for line in links:
        p.link(line, 1, "road")
    return p


def test_a_struck_sale_is_summed_up_in_place_names():
    """Issue 37, item 2: a struck Sell was answered Port by Port ("for every choice: Bembridge is not connected to the
    Port at Cowes; ... Ryde; ... Yarmouth"). Sell: a Brewery or Fishery sells through a connected Port, spending
    the boats it needs (a flipped Port's ship icon is not counted)."""
    g = _struck_fishery().game()
    assert "sell" not in {a.kind for a in g.legal_actions()}
    reasons = g.why_not_any(kind="sell")
    assert [r.message for r in reasons] == ["Bembridge is connected to no Port"]
    assert reasons[0].rule.endswith("S1: Sell")
    # connected to Ryde's Port but short of the boat: the Port it reaches first, by name, and why it refuses
    g = _struck_fishery("brading--bembridge", "ryde--brading").game()
    assert [r.message for r in g.why_not_any(kind="sell")] == [
        "Bembridge is connected to no Port but the one at Ryde, where this sale needs 1 boat(s) and you can spend 0"]
    # one Port named: its own words
    assert [r.message for r in g.why_not_any(kind="sell", target="bembridge/2", to="yarmouth/1")] == [
        "Bembridge is not connected to the Port at Yarmouth"]
    # the summary is said only where it is true: a boat to spend, the sale to Ryde is legal
    assert _struck_fishery("brading--bembridge", "ryde--brading").seat(0, boats=1).game().why_not_any(
        kind="sell") == []
