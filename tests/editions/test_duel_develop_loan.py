"""S1, Develop and Loan (the fan summary of Brass Duel's prototype rules)."""

from .duel import Pos, money, rules_of


def test_develop_one_or_two_tiles_for_iron():
    """Develop: 1 or 2 iron, one lowest tile removed per iron, kept in a pile for scoring."""
    g = Pos(1).held("cowes", "port").game()
    before = money(g, 0)
    g.apply("develop lodging card cowes")
    seat = g.state["seats"][0]
    assert seat["taken"]["lodging"] == 1 and seat["developed"] == 1
    assert money(g, 0) == before - 2 and g.state["iron_market"] == 7  # market iron, the cheapest cube
    assert {a.kind for a in g.legal_actions()} == {"stop", "develop"}
    g.apply("develop brewery")
    seat = g.state["seats"][0]
    assert seat["taken"]["brewery"] == 1 and seat["developed"] == 2
    assert g.state["pending"] is None and g.state["actions_left"] == 1  # two tiles at most


def test_develop_shipbuilding_branches_once_level_one_is_gone():
    """Develop, exception: the lowest tile of either shipbuilding branch once no level I tiles remain."""
    g = Pos(2).held("cowes", "port").game()
    assert "after your last Shipyard tile" in rules_of(g.why_not("develop ship_plus card cowes"))
    assert "ship_plus" not in {a.industry for a in g.legal_actions() if a.kind == "develop"}
    g.apply("develop shipyard card cowes")
    g.apply("develop shipyard")
    h = Pos(2).held("cowes", "port")
    h.st["seats"][0]["taken"]["shipyard"] = 2
    h = h.game()
    assert not h.why_not("develop ship_plus card cowes") and not h.why_not("develop boatyard card cowes")


def test_develop_needs_tiles_and_iron_money():
    p = Pos(3).seat(0, money=1).held("cowes", "port")
    g = p.game()
    assert "£2" in rules_of(g.why_not("develop lodging card cowes"))
    q = Pos(3).held("cowes", "port")
    q.st["seats"][0]["taken"]["iron_foundry"] = 4
    assert "no iron foundry tiles" in rules_of(q.game().why_not("develop iron_foundry card cowes"))


def test_loan_is_thirty_pounds_and_three_levels():
    """Loan: any card; £30 and income down 3 levels (not steps), to the top space of the new level."""
    g = Pos(4).seat(0, income=17).held("cowes", "port").game()  # space 17: level 4
    before = money(g, 0)
    g.apply("loan 30 card cowes")
    assert money(g, 0) == before + 30
    assert g.edition.level_of(g.state["seats"][0]["income"]) == 1 and g.state["seats"][0]["income"] == 12
    floor = Pos(4).seat(0, income=2).held("cowes", "port").game()  # level -8: a loan would pass -10
    assert "-10" in rules_of(floor.why_not("loan 30 card cowes"))
    assert "£30" in rules_of(g.why_not("loan 20 card port"))


def test_any_card_serves_network_develop_sell_and_loan():
    """Network, Develop, Sell, Loan: any card."""
    g = Pos(5).held("lodging", "port").game()
    assert not g.why_not("loan 30 card lodging") and not g.why_not("develop brewery card lodging")
    assert not g.why_not("network road cowes--newport card port")
