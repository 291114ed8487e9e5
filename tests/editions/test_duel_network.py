"""S1, Network (the fan summary of Brass Duel's prototype rules): Ferry, Road, upgrade, new Rail, the double, placement."""

import pytest

from brass_widget import Action
from brass_widget.engine.actions import ActionSyntaxError

from .duel import Pos, hand, link_of, money, rules_of


def test_ferry_raises_income_one_space_per_ferry_on_board():
    """Network a: £10 for a Ferry on an empty blue line; income rises 1 step per Ferry of either player on the
    board, the new one included (uncertain 'duel-a1-ferry-step': a step is one space)."""
    g = Pos(1).link("cowes~~southampton", 1, "ferry").link("ryde~~portsmouth", 0, "ferry") \
        .tile("yarmouth/1", 0, "port").held("cowes", "port").game()
    before = money(g, 0)
    g.apply("network ferry yarmouth~~lymington card cowes")
    assert money(g, 0) == before - 10
    assert g.state["seats"][0]["income"] == 10 + 3
    assert link_of(g, "yarmouth~~lymington") == (0, "ferry")
    assert g.state["pending"] is None and g.state["actions_left"] == 1  # one Ferry per action


def test_at_most_three_ferries_each():
    p = Pos(2).seat(0, money=50)
    for line in ("cowes~~southampton", "ryde~~portsmouth", "bembridge~~portsmouth"):
        p.link(line, 0, "ferry")
    g = p.tile("yarmouth/1", 0, "port").held("cowes", "port").game()
    assert "3 Ferries" in rules_of(g.why_not("network ferry yarmouth~~lymington card cowes"))
    assert g.why_not("network road yarmouth~~lymington card cowes")  # a blue line takes only a Ferry
    assert not any(a.industry == "ferry" for a in g.legal_actions() if a.kind == "network")


def test_road_and_new_rail():
    """Network b and d: a Road £2 on an empty brown line; a Rail £7 and 1 coal (from either end of the link)."""
    g = Pos(3).tile("ryde/1", 0, "port").held("cowes", "port").game()
    before = money(g, 0)
    g.apply("network road ryde--brading card cowes")
    assert money(g, 0) == before - 2 and link_of(g, "ryde--brading") == (0, "road")
    assert g.why_not("network ferry ryde--brading card port")
    # the coal comes from an Importer connected to the far end of the new link (Brading's side)
    h = Pos(3).tile("ryde/1", 0, "port").tile("sandown/2", 1, "lodging").tile("newport/2", 1, "coal_importer") \
        .link("brading--sandown", 1, "road").link("newport--sandown", 1, "road").held("cowes", "port").game()
    before = money(h, 0)
    h.apply("network rail ryde--brading card cowes")
    assert money(h, 0) == before - 7
    assert h.state["board"]["newport"][1]["cubes"] == 1 and h.state["seats"][0]["boats"] == 1
    assert h.state["pending"] == {"kind": "network", "left": 1}


def test_upgrading_an_opponents_road_pays_them():
    """Network c: £5 and 1 coal replace a Road with a Rail; the opponent whose Road it was gains £5 and 1 VP."""
    g = Pos(4).tile("ryde/1", 0, "port").link("ryde--brading", 1, "road").held("cowes", "port").game()
    me, them = money(g, 0), money(g, 1)
    g.apply("network upgrade ryde--brading card cowes")  # the coal: a boat to the external market, £5
    assert money(g, 0) == me - 5 - 5
    assert money(g, 1) == them + 5 and g.state["seats"][1]["vp"] == 1
    assert link_of(g, "ryde--brading") == (0, "rail")
    assert g.why_not("network upgrade wootton--ryde card port")  # no Road there


def test_the_double_costs_five_more():
    """Network e: £5 more for a second rail or upgrade; then stop is allowed at any time."""
    g = Pos(5).seat(0, money=40, boats=1).tile("ryde/1", 0, "port").held("cowes", "port").game()
    g.apply("network rail ryde--brading card cowes")
    assert {a.kind for a in g.legal_actions()} == {"stop", "network"}
    assert {a.industry for a in g.legal_actions() if a.kind == "network"} <= {"rail", "upgrade"}
    assert g.why_not("network road brading--sandown")
    before = money(g, 0)
    g.apply("network rail brading--sandown")  # the market is open for the turn: no second boat
    assert money(g, 0) == before - 7 - 5 - 5
    assert g.state["pending"] is None and hand(g) == ["port"]


def test_links_must_touch_your_network():
    """Network: a link touches a town where you have a tile or a link, unless you have nothing on the board."""
    empty = Pos(6).held("cowes", "port").game()
    assert not empty.why_not("network road freshwater--ventnor card cowes")
    g = Pos(6).tile("ryde/1", 0, "port").held("cowes", "port").game()
    assert "a link goes next to" in rules_of(g.why_not("network road freshwater--ventnor card cowes"))
    assert not g.why_not("network road wootton--ryde card cowes")


def test_a_link_names_its_kind():
    """The decision's words: network <ferry|road|rail|upgrade> <line> (a line may be written from either end)."""
    g = Pos(7).tile("ryde/1", 0, "port").held("cowes", "port").game()
    assert str(g.parse("network road brading--ryde card cowes")) == "network road ryde--brading card cowes"
    assert "network needs target" in rules_of(g.why_not("network ryde--brading card cowes"))  # the kind is missing
    assert "network needs" in rules_of(g.why_not(Action("network", card="cowes", target="ryde--brading")))
    with pytest.raises(ActionSyntaxError, match="unknown link"):
        g.parse("network canal ryde--brading card cowes")
