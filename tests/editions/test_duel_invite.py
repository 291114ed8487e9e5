"""S1, Invite and its Bribery rule (the fan summary of Brass Duel's prototype rules); the persons' effects are the
provisional plug-in list of duel.json."""

from .duel import Pos, discards, money, rules_of, tile_at


def test_invite_flips_a_lodging_and_keeps_the_person():
    """Invite: only with a Notable Person card; flip one of your Lodgings, gain its income; keep the card."""
    g = Pos(1).tile("ventnor/1", 0, "lodging").held("john_nash", "port").game()
    assert "Notable Person" in rules_of(g.why_not("invite ventnor/1 card port"))
    assert "invite ventnor/1 card john_nash" in [str(a) for a in g.legal_actions()]
    before = g.state["seats"][0]["income"]
    g.apply("invite ventnor/1 card john_nash")
    assert tile_at(g, "ventnor/1")["flipped"] and g.state["seats"][0]["income"] == before + 5
    assert g.state["seats"][0]["persons"] == ["john_nash"] and "john_nash" not in discards(g)
    assert g.state["seats"][0]["vp_income"] == 1  # John Nash: +1 VP income (provisional)
    g.apply("pass card port")
    assert g.state["waiting"] is None and g.current_player == 1  # an Invite opens no bribe


def test_invite_needs_your_unflipped_lodging():
    g = Pos(2).tile("ventnor/1", 1, "lodging").held("john_nash", "port").game()
    assert g.why_not("invite ventnor/1 card john_nash")
    assert not any(a.kind == "invite" for a in g.legal_actions())


def test_a_person_card_builds_nothing():
    """Build: a location or industry card; a Notable Person card serves any other action."""
    g = Pos(2).held("john_nash", "port").game()
    assert "builds nothing" in rules_of(g.why_not("build lodging ventnor/1 card john_nash"))
    assert not any(a.kind == "build" and a.card == "john_nash" for a in g.legal_actions())
    assert not g.why_not("loan 30 card john_nash") and not g.why_not("develop lodging card john_nash")


def test_two_person_cards_cannot_build_as_a_double():
    """Build: the two-card build discards a location or industry card and the second card of the turn."""
    g = Pos(2).held("john_nash", "developer").game()
    assert "Notable Persons" in rules_of(g.why_not("build port ryde/1 card double"))
    assert not any(a.kind == "build" for a in g.legal_actions())
    h = Pos(2).held("john_nash", "port").game()
    assert not h.why_not("build port ryde/1 card double")


def test_j_samuel_white_gives_boats():
    """Boats: J Samuel White grants extra boats, spent as if on a Shipyard (2: provisional)."""
    g = Pos(3).tile("ventnor/1", 0, "lodging").held("j_samuel_white", "port").game()
    g.apply("invite ventnor/1 card j_samuel_white")
    assert g.state["seats"][0]["boats"] == 1 + 2


def _used_person(seed=4, briber_money=20):
    p = Pos(seed).seat(1, money=briber_money).held("john_nash", "port")
    g = p.game()
    g.apply("loan 30 card john_nash")
    g.apply("pass card port")
    return g


def test_bribe_pays_ten_and_takes_the_person():
    """Bribery rule: a person used for another action; at the end of that turn, before refill and income, the
    opponent may pay £10 to the acting player (counted as their spending) and Invite with that person, keeping it;
    this is not one of their own two actions."""
    p = Pos(4).seat(1, money=20).tile("sandown/1", 1, "lodging").held("john_nash", "port")
    g = p.game()
    rows = g.state["rows"]
    g.apply("loan 30 card john_nash")
    g.apply("pass card port")
    assert g.state["waiting"] == {"player": 1, "person": "john_nash"} and g.current_player == 1
    assert [str(a) for a in g.legal_actions()] == ["decline", "bribe to sandown/1"]
    assert g.state["rows"] == rows  # not refilled yet
    actor = money(g, 0)
    assert "Lodging" in rules_of(g.why_not("bribe"))
    assert g.why_not("take 2")
    g.apply("bribe to sandown/1")
    assert money(g, 1) == 10 and money(g, 0) == actor + 10
    assert g.state["seats"][1]["persons"] == ["john_nash"] and tile_at(g, "sandown/1")["flipped"]
    assert "john_nash" not in discards(g)
    assert g.current_player == 1 and g.state["seats"][1]["spent"] == 10 and g.state["waiting"] is None
    assert g.state["rows"] != rows


def test_bribe_without_lodging():
    """With no unflipped Lodging the bribe is still allowed: £10, the person kept, nothing flips (uncertain
    'duel-a11-bribe-invite')."""
    g = _used_person(5)
    assert [str(a) for a in g.legal_actions()] == ["decline", "bribe"]
    g.apply("bribe")
    assert g.state["seats"][1]["persons"] == ["john_nash"] and g.state["seats"][1]["vp_income"] == 1


def test_decline_leaves_the_person_discarded():
    g = _used_person(6)
    g.apply("decline")
    assert "john_nash" in discards(g) and g.state["seats"][1]["persons"] == []
    assert g.current_player == 1 and g.state["waiting"] is None


def test_no_bribe_without_ten_pounds():
    """A bribe the opponent cannot pay is not offered (uncertain 'duel-missing-bribe-money')."""
    g = _used_person(7, briber_money=9)
    assert g.state["waiting"] is None and g.current_player == 1
    assert {a.kind for a in g.legal_actions()} == {"take"}
