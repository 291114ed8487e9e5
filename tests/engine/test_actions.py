"""Network, Develop, Sell, Loan and Pass actions; Overbuilding (rulebook: Actions)."""

import pytest

from brass_widget import Game

from .positions import Position, reasons_text, texts


def _card(g, seat=0):
    return g.state["seats"][seat]["hand"][0]


# -- Network --------------------------------------------------------------------------------------
def test_canal_link_costs_three_one_per_action():
    g = Position().tile("bolton/1", 0, "cotton_mill").game()
    c = _card(g)
    g.apply(f"network bolton--bury card {c}")
    st = g.state
    assert st["links"]["bolton--bury"] == 0 and st["seats"][0]["money"] == 27
    assert st["pending"] is None and st["actions_left"] == 1  # one canal link per action


def test_canal_era_builds_only_canals():
    g = Position().tile("bolton/1", 0, "cotton_mill").game()
    reasons = g.why_not(f"network wigan--bolton card {_card(g)}")
    assert "is a rail line" in reasons_text(reasons)
    assert all(g.edition.lines[a.target].canal for a in g.legal_actions() if a.kind == "network")


def test_rail_era_builds_only_rails():
    g = Position(era="rail").tile("bolton/1", 0, "cotton_mill", level=2, flipped=True).markets(coal=8).game()
    assert "is a canal line" in reasons_text(g.why_not(f"network liverpool--ellesmere_port card {_card(g)}"))


def test_link_must_touch_network():
    g = Position().tile("bolton/1", 0, "cotton_mill").game()
    assert "must touch your network" in reasons_text(g.why_not(f"network colne--yorkshire card {_card(g)}"))


def test_no_link_with_empty_network():
    # Network Action: the link must be adjacent to a location in your network; with nothing on
    # the board you have no network (choice pinned in docs/uncertain-facts.md).
    g = Position().game()
    assert not any(a.kind == "network" for a in g.legal_actions())


def test_line_holds_one_link():
    g = Position().tile("bolton/1", 0, "cotton_mill").link("bolton--bury", 1).game()
    assert "already holds a link" in reasons_text(g.why_not(f"network bolton--bury card {_card(g)}"))


def test_two_rail_links_cost_fifteen_and_two_coal():
    # Network During Rail Era: 1 rail for £5, 2 for £15, 1 coal each; the second is a continuation.
    p = Position(era="rail").tile("bolton/1", 0, "cotton_mill", level=2, flipped=True)
    p.tile("wigan/1", 1, "coal_mine", level=2)
    g = p.game()
    g.apply(f"network wigan--bolton card {_card(g)} coal wigan/1")
    options = texts(g.legal_actions())
    assert "stop" in options and any(t.startswith("network ") and "card" not in t for t in options)
    g.apply("network wigan--preston coal wigan/1")
    st = g.state
    assert st["seats"][0]["money"] == 30 - 15 and st["board"]["wigan"][0]["cubes"] == 1
    assert st["pending"] is None and st["actions_left"] == 1


def test_rail_stop_after_one():
    p = Position(era="rail").tile("bolton/1", 0, "cotton_mill", level=2, flipped=True)
    p.tile("wigan/1", 1, "coal_mine", level=2)
    g = p.game()
    g.play(f"network wigan--bolton card {_card(g)} coal wigan/1; stop")
    assert g.state["seats"][0]["money"] == 25 and g.state["actions_left"] == 1


def test_link_tile_limit():
    p = Position().tile("bolton/1", 0, "cotton_mill")
    lines = [ln for ln in p.ed.lines.values() if ln.canal][:14]
    for ln in lines:
        p.link(ln.id, 0)
    g = p.game()
    free = next(ln.id for ln in p.ed.lines.values() if ln.canal and ln.id not in p.st["links"])
    assert "all your 14 link tiles" in reasons_text(g.why_not(f"network {free} card {_card(g)}"))


# -- Develop --------------------------------------------------------------------------------------
def test_develop_one_or_two_lowest_tiles_one_iron_each():
    g = Position().markets(iron=8).game()
    c = _card(g)
    g.apply(f"develop shipyard card {c} iron market")
    assert g.state["seats"][0]["taken"]["shipyard"] == 1 and g.state["pending"] == {"kind": "develop", "left": 1}
    g.apply("develop shipyard iron market")
    st = g.state
    assert st["seats"][0]["taken"]["shipyard"] == 2 and st["seats"][0]["money"] == 30 - 2
    assert st["iron_market"] == 6 and st["pending"] is None


def test_develop_iron_from_works_is_free():
    g = Position().tile("preston/3", 1, "iron_works").game()
    g.play(f"develop coal_mine card {_card(g)} iron preston/3; stop")
    st = g.state
    assert st["seats"][0]["money"] == 30 and st["board"]["preston"][2]["cubes"] == 3


def test_develop_needs_money_for_market_iron():
    g = Position().markets(iron=0).money(0, 4).game()
    assert "costs £5 and you have £4" in reasons_text(g.why_not(f"develop port card {_card(g)} iron market"))


def test_develop_empty_stack_refused():
    g = Position().taken(0, "iron_works", 4).game()
    assert "no iron works tiles left" in reasons_text(g.why_not(f"develop iron_works card {_card(g)} iron market"))


# -- Sell ------------------------------------------------------------------------------------------
def _seller(extra=lambda p: p):
    p = Position().tile("warrington_runcorn/1", 0, "cotton_mill").tile("warrington_runcorn/2", 1, "port")
    return extra(p)


def test_sell_to_connected_port_flips_both():
    g = _seller().game()
    g.apply(f"sell warrington_runcorn/1 to warrington_runcorn/2 card {_card(g)}")
    st = g.state
    assert st["board"]["warrington_runcorn"][0]["flipped"] and st["board"]["warrington_runcorn"][1]["flipped"]
    assert st["seats"][0]["income"] == 10 + 5  # level 1 cotton mill
    assert st["seats"][1]["income"] == 10 + 3  # the port's owner gains its income


def test_sell_port_must_be_connected_and_unflipped():
    g = _seller(lambda p: p.tile("preston/1", 2, "port")).game()
    assert "is not connected" in reasons_text(g.why_not(f"sell warrington_runcorn/1 to preston/1 card {_card(g)}"))
    g2 = _seller(lambda p: p.tile("warrington_runcorn/2", 1, "port", flipped=True)).game()
    assert "is flipped" in reasons_text(g2.why_not(f"sell warrington_runcorn/1 to warrington_runcorn/2 card {_card(g2)}"))


def test_sell_to_distant_market_moves_marker_and_gains_income():
    g = _seller().game()
    st = g.state
    top = st["dcm"]["draw"][-1]
    g.apply(f"sell warrington_runcorn/1 to distant card {_card(g)}")
    after = g.state
    track = g.edition.dcm_track
    marker = min(abs(top), len(track) - 1)
    assert after["dcm"]["marker"] == marker and after["dcm"]["used"] == [top]
    if track[marker] is not None:
        assert after["seats"][0]["income"] == 10 + track[marker] + 5
        assert not after["board"]["warrington_runcorn"][1]["flipped"]  # the port used as trade icon stays


def test_distant_market_x_ends_the_action():
    p = _seller(lambda p: p.tile("bolton/1", 0, "cotton_mill").link("bolton--bury", 0))
    dcm = p.st["dcm"]
    for value in (-3, -2, -2):  # tiles drawn earlier this era moved the marker to 7
        dcm["draw"].remove(value)
        dcm["used"].append(value)
    dcm["marker"] = 7
    dcm["draw"].sort(reverse=True)  # most negative tile on top: -4
    p.link("manchester--bolton", 2).link("manchester--warrington_runcorn", 2)
    g = p.game()
    g.apply(f"sell warrington_runcorn/1 to distant card {_card(g)}")
    st = g.state
    assert st["dcm"]["marker"] == 8 and not st["board"]["warrington_runcorn"][0]["flipped"]
    assert st["pending"] is None and st["actions_left"] == 1  # the whole action ended
    assert "marker is on X" in reasons_text(g.why_not(f"sell bolton/1 to distant card {_card(g)}"))


def test_distant_market_needs_trade_connection():
    g = Position().tile("colne/1", 0, "cotton_mill").game()
    assert "not connected to a market trade icon" in reasons_text(g.why_not(f"sell colne/1 to distant card {_card(g)}"))


def test_sell_several_mills_in_one_action():
    p = _seller(lambda p: p.tile("manchester/1", 0, "cotton_mill", level=1).link("manchester--warrington_runcorn", 1))
    p.tile("ellesmere_port/1", 2, "port").link("warrington_runcorn--ellesmere_port", 2)
    p.st["seats"][0]["taken"]["cotton_mill"] = 2
    g = p.game()
    g.apply(f"sell warrington_runcorn/1 to warrington_runcorn/2 card {_card(g)}")
    assert g.state["pending"] == {"kind": "sell"}
    g.apply("sell manchester/1 to ellesmere_port/1")
    st = g.state
    assert st["board"]["manchester"][0]["flipped"] and st["seats"][0]["income"] == 10 + 5 + 5


def test_flipped_mill_cannot_sell():
    g = Position().tile("warrington_runcorn/1", 0, "cotton_mill", flipped=True).tile("warrington_runcorn/2", 1, "port").game()
    assert "already sold" in reasons_text(g.why_not(f"sell warrington_runcorn/1 to warrington_runcorn/2 card {_card(g)}"))


# -- Loan and Pass --------------------------------------------------------------------------------
def test_loan_moves_down_levels_to_top_space():
    # Loan: £10/£20/£30, 1/2/3 income levels down, to the highest space of the new level.
    g = Position().income(0, 30).game()  # level 10 (spaces 29-30)
    g.apply(f"loan 30 card {_card(g)}")
    st = g.state
    assert st["seats"][0]["money"] == 60 and st["seats"][0]["spent"] == 0
    assert g.income_level(0) == 7 and st["seats"][0]["income"] == 24  # top space of level 7


def test_loan_not_below_minus_ten():
    g = Position().income(0, 1).game()  # level -9
    assert g.why_not(f"loan 10 card {_card(g)}") == []
    assert "below -10" in reasons_text(g.why_not(f"loan 20 card {_card(g)}"))


def test_no_loan_once_rail_deck_is_empty():
    g = Position(era="rail").set(round=5).game()  # 4 players: the Rail Era deck runs out after round 4
    assert g.state["deck"] == []
    assert "draw deck is empty" in reasons_text(g.why_not(f"loan 10 card {_card(g)}"))
    assert not any(a.kind == "loan" for a in g.legal_actions())


def test_pass_discards_a_card():
    g = Position().game()
    c = _card(g)
    before = len(g.state["seats"][0]["discard"])
    g.apply(f"pass card {c}")
    discard = g.state["seats"][0]["discard"]
    assert discard[-1] == c and len(discard) == before + 1 and len(g.state["seats"][0]["hand"]) == 7


def test_every_action_needs_a_card_from_hand():
    g = Position().hand(0, "bolton").game()
    missing = next(f for f in sorted(g.edition.card_faces) if f not in g.state["seats"][0]["hand"])
    assert "no " in reasons_text(g.why_not(f"pass card {missing}"))
    assert "name it" in reasons_text(g.why_not("loan 10"))


# -- Overbuilding -----------------------------------------------------------------------------------
def test_overbuild_own_tile_higher_level():
    p = Position(era="rail").hand(0, "colne").tile("colne/1", 0, "cotton_mill", level=2, flipped=True)
    p.tile("colne/2", 1, "cotton_mill", level=2).link("colne--yorkshire", 1).taken(0, "cotton_mill", 6)
    g = p.game()
    assert g.why_not("build cotton_mill colne/1 card colne coal market iron market") == []
    assert "only if it is a coal mine or iron works" in reasons_text(
        g.why_not("build cotton_mill colne/2 card colne coal market iron market"))


def test_overbuild_needs_higher_level():
    # the mat's 7th and 8th cotton mills are level 3 too: one is on the board, the next is level 3
    p = Position(era="rail").hand(0, "colne").tile("colne/1", 0, "cotton_mill", level=3).taken(0, "cotton_mill", 7)
    p.tile("colne/2", 1, "cotton_mill", level=3).link("colne--yorkshire", 1)
    g = p.game()
    assert "needs a higher level" in reasons_text(g.why_not("build cotton_mill colne/1 card colne coal market iron market"))


def test_overbuild_opponent_coal_only_when_no_coal_anywhere():
    p = Position(era="rail").hand(0, "wigan", "wigan").tile("wigan/1", 1, "coal_mine", level=2, cubes=0)
    p.tile("wigan/2", 2, "coal_mine", level=2, cubes=1).taken(0, "coal_mine", 3).markets(coal=0, iron=8)
    g = p.game()
    assert "no coal is left on the board" in reasons_text(g.why_not("build coal_mine wigan/1 card wigan iron market"))
    p.tile("wigan/2", 2, "coal_mine", level=2, cubes=0)
    g2 = p.game()
    assert g2.why_not("build coal_mine wigan/1 card wigan iron market") == []
    p.markets(coal=1)
    assert "no coal is left" in reasons_text(p.game().why_not("build coal_mine wigan/1 card wigan iron market"))


def test_overbuilding_returns_cubes_and_keeps_income():
    p = Position(era="rail").hand(0, "wigan").tile("wigan/1", 0, "coal_mine", level=2, cubes=3).income(0, 25)
    p.taken(0, "coal_mine", 3)
    g = p.game()
    g.apply("build coal_mine wigan/1 card wigan iron market")
    st = g.state
    tile = st["board"]["wigan"][0]
    assert tile["level"] == 3 and tile["cubes"] == 4  # new tile's own cubes; the old 3 went back
    assert st["seats"][0]["income"] == 25


def test_game_new_rejects_bad_setup():
    import pytest
    for bad in (1, 5, "4", True):
        with pytest.raises(ValueError, match="players"):
            Game.new(players=bad)
    with pytest.raises(ValueError, match="seed"):
        Game.new(seed="x")
    with pytest.raises(ValueError, match="unknown edition"):
        Game.new("scotland")  # no such edition (Duel is registered since issue 12)


def test_a_decision_reads_its_fields_by_cpythons_fast_path():
    """Brass Duel's speed (issue 33): a class with ``__getattr__`` loses CPython's specialised attribute reads, and a
    decision's fields are read many thousand times a game; an unknown field is Python's own AttributeError, a further
    field unset reads None."""
    from brass_widget.engine.actions import Action

    assert all("__getattr__" not in vars(c) for c in Action.__mro__)
    a = Action("sell", target="x/1", to="y/1")
    assert a.boat is None and a._replace(coal="market") == Action("sell", target="x/1", to="y/1", coal="market")
    assert a._replace(boat="board").boat == "board" and a._replace(boat="board")._replace(to=None).boat == "board"
    with pytest.raises(AttributeError):
        a.no_such_field  # noqa: B018
