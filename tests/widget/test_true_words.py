"""Words on the board that must be true in the moment (issue 37, item 5): the turn's end says no hand is refilled
when the draw deck is empty; an action under way counts cards to discard only when it goes on by discarding; a
build's preview says what coal sold to the market brought, and splits its spend into the tile and the iron as the
hint does. Each test failed on the main of 2026-11-29 (18a7cfe)."""

from __future__ import annotations

import pytest

from brass_widget.bots.greedy import GreedyBot
from brass_widget.widget import BoardWidget
from tests.engine.positions import played


def send(w, **msg):
    w._on_msg(w, msg, [])


def _board(g):
    return BoardWidget(game=g, seats=["human"] * g.players)


def _preview(w, text):
    send(w, type="reveal", seat=w.game.current_player)  # the board previews only a hand it shows
    send(w, type="preview", version=w.view["version"], action=text)
    assert w.error == "" and w.reply["kind"] == "preview", w.error
    return w.reply["preview"]


@pytest.mark.parametrize("edition,seed,steps,action,key", [
    ("birmingham", 1, 50, "loan 30 card wild_industry", "turn_end"),
    ("lancashire", 0, 100, "pass card rochdale", "round_end"),
])
def test_the_turns_end_refills_no_hand_when_the_deck_is_empty(edition, seed, steps, action, key):
    # The walk: "Then your turn ends and you refill your hand." with the draw deck empty.
    g = played(2, seed, steps, edition=edition)
    assert g.state["deck"] == [] and action in {str(a) for a in g.legal_actions()}
    p = _preview(_board(g), action)
    assert p["ends_turn"] and p["ends_round"] == (key == "round_end")
    words = g.edition.presentation["words"]
    assert p["then"] == words[f"{key}_no_refill"] and "refill" not in p["then"].replace("not refilled", "") \
        .replace("no hand is refilled", ""), p["then"]
    # with cards left to draw, the edition's own sentence
    fresh, ends = next((f, a) for f in (played(2, seed, n, edition=edition) for n in range(2, 12))
                       for a in f.legal_actions() if f.preview(a).get("ends_turn"))
    assert fresh.state["deck"]
    said = _preview(_board(fresh), str(ends))
    assert said["then"] == words["round_end" if said["ends_round"] else "turn_end"]


@pytest.mark.parametrize("edition,seed,steps,kind,cards", [
    ("duel", 28, 31, "network", False), ("birmingham", 0, 45, "develop", False), ("lancashire", 4, 66, "network", False),
    ("duel", 0, 17, "double", True), ("birmingham", 0, 10, "scout", True),
])
def test_an_action_under_way_counts_cards_only_when_it_goes_on_by_discarding(edition, seed, steps, kind, cards):
    # The walk: "(Network under way: 1 more card to discard)" in Duel and "(Develop under way: ...)" in Birmingham,
    # where the next decision is another link or tile, or stop, and no card is discarded.
    g = played(2, seed, steps, edition=edition)
    assert g.state["pending"]["kind"] == kind and g.state["pending"]["left"] >= 1
    w = _board(g)
    assert w.view["pending"] == kind
    if cards:
        assert w.view["pending_left"] == g.state["pending"]["left"]
        assert {a.kind for a in g.legal_actions()} == {"discard"}
    else:
        assert w.view["pending_left"] is None
        assert "discard" not in {a.kind for a in g.legal_actions()}


def test_a_builds_preview_says_what_the_coal_sold_to_the_market_brought():
    # The walk: "spends £7, money -£5" without the £2 the coal sold to the market brought (Birmingham, Build Action:
    # a coal mine connected to a merchant sells its coal to the coal market at once).
    g = played(2, 3, 6, edition="birmingham")
    text = "build coal_mine coalbrookdale/3 card coalbrookdale"
    p = _preview(_board(g), text)
    me = p["players"][g.current_player]
    assert me["spent"] > 0 and me["money"] + me["spent"] > 0 and p["coal_market"] > 0
    assert me["market"] == f"+£{me['money'] + me['spent']} for {p['coal_market']} coal sold to the market"
    # a build that sells nothing says nothing of the market
    plain = played(3, 7, 5, edition="birmingham")
    brewery = next(a for a in plain.legal_actions() if a.kind == "build" and a.industry == "brewery"
                   and a.iron == "market" and a.target == "uttoxeter/1")
    assert "market" not in _preview(_board(plain), str(brewery))["players"][plain.current_player]


def test_a_builds_preview_splits_the_tile_and_the_iron_as_the_hint_does():
    # The walk: the Birmingham build preview said "spends £13" where the hint said "£13 (the tile £7, iron £6)".
    g = played(3, 7, 5, edition="birmingham")
    build = next(a for a in g.legal_actions() if a.kind == "build" and a.industry == "brewery"
                 and a.iron == "market" and a.target == "uttoxeter/1")
    me = _preview(_board(g), str(build))["players"][g.current_player]
    spec = g.edition.spec("brewery", 1)
    assert me["cost"] == f"the tile £{spec.cost}, iron £{me['spent'] - spec.cost}" and me["spent"] > spec.cost
    assert f"£{me['spent']} ({me['cost']})" in GreedyBot().explain(g, build)  # the hint's words, the same split


def test_the_hints_previews_say_the_same_true_words(quick_coach):
    # A hint's preview is the move's preview: with the draw deck empty, its turn's end refills no hand either.
    g = played(2, 0, 100, edition="lancashire")
    w = _board(g)
    send(w, type="reveal", seat=g.current_player)
    send(w, type="hint", version=w.view["version"])
    assert w.error == "" and w.reply["kind"] == "hint", w.error
    ending = [m["preview"] for m in w.reply["moves"] if m["preview"].get("ends_turn")]
    assert ending and all(p["then"] == g.edition.presentation["words"]["round_end_no_refill"] for p in ending)
