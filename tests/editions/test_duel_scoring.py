"""S1, End of game: final scoring in its order, and the tie-breaks (the fan summary of Brass Duel's prototype rules)."""

from brass_widget import Game

from .duel import finish, last_round, pass_turn, scoring_position


def _by_player(entries, n=2):
    out = [0] * n
    for e in entries:
        out[e["player"]] += e["vp"]
    return out


def test_links_count_lodgings_flipped_at_the_end():
    """End of game 1 and 4: all Lodgings flip first, incomes unchanged, so a Rail next to one counts its icon; icons
    are the flipped tiles' link VP and the mainland ends' printed ones (uncertain 'duel-a8-icons')."""
    p = last_round(1).tile("ventnor/1", 0, "lodging", level=3).link("shanklin--ventnor", 0, "rail")
    g = Game.from_state(p.st)
    g.apply("take 2")
    pass_turn(g)
    g.apply("take 3")
    income, vp_income = g.state["seats"][0]["income"], g.state["seats"][0]["vp_income"]
    pass_turn(g)
    assert g.is_over
    assert g.state["seats"][0]["income"] == income and g.state["seats"][0]["vp_income"] == vp_income
    s = g.state["scores"][0]
    spec = g.edition.spec("lodging", 3)  # provisional: 1 VP income when flipped, not given at the end
    assert spec.link_vp and g.edition.vp_income[("lodging", 3)] == 1
    assert _by_player(s["links"])[0] == 2 + spec.link_vp  # a Rail: 2 VP + the Lodging's icons
    assert _by_player(s["tiles"])[0] == spec.vp  # the Lodging's printed VP
    assert g.state["board"]["ventnor"][0]["flipped"]


def test_scoring_order_and_each_link_kind():
    """End of game 2-5: Notable Persons score (provisional plug-in scorings), unflipped tiles score nothing and show
    no icons, then links (Ferry 1 per icon, Rail 2 + 1 per icon, Road 1), then flipped tiles."""
    g = scoring_position()
    vp = g.state["seats"][0]["vp"]
    finish(g)
    s = g.state["scores"][0]
    assert s["persons"] == [2 * 1 + 1 * 3, 0]  # provisional scorings: 2 developed tiles, 1 Ferry
    assert g.state["seats"][0]["vp"] == vp + s["totals"][0] + s["persons"][0]
    links = {e["line"]: e["vp"] for e in s["links"]}
    assert links["ryde~~portsmouth"] == 1 + 2  # the Ferry: Port I's icon + Portsmouth's 2 printed icons
    assert links["ryde--brading"] == 1  # a Road scores 1 whatever the icons
    assert [e["space"] for e in s["tiles"]] == ["ryde/1"]  # the unflipped Fishery scores nothing
    assert s["totals"] == [a + b for a, b in zip(_by_player(s["links"]), _by_player(s["tiles"]))]
    assert g.state["links"] == {} and g.state["link_kinds"] == {}


def test_ties_go_to_money_then_the_next_first_player():
    """End of game 6: most VP; then money; then whoever would be first player next round."""
    g = Game.from_state(last_round(3).seat(0, vp=10, money=4).seat(1, vp=10, money=4).st)
    finish(g)
    ranks = g.final_scores()
    assert [r["player"] for r in ranks] == [g.state["order"][0], 1 - g.state["order"][0]]
    assert [r["rank"] for r in ranks] == [1, 2]
    h = Game.from_state(last_round(3).seat(0, vp=10, money=3).seat(1, vp=10, money=9).st)
    finish(h)
    assert h.final_scores()[0]["player"] == 1
    k = Game.from_state(last_round(3).seat(0, vp=12, money=0).seat(1, vp=10, money=50).st)
    finish(k)
    assert k.final_scores()[0]["player"] == 0 and k.final_scores()[0]["rank"] == 1
