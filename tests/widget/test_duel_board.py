"""Brass Duel on the board: the shared renderer draws its map, card rows, boats, VP income and Notable Persons
from the edition's data, and BoardWidget plays every kind of Duel decision by its intent. Duel's rules follow a
fan summary of the prototype rules (S1) and its components are provisional stand-ins: the board says so."""

import json
import random
import re
import xml.etree.ElementTree as ET
from functools import lru_cache

import pytest

from brass_widget import Game, RandomBot
from brass_widget.render import render_svg
from brass_widget.widget import BoardWidget
from brass_widget.widget.viewmodel import actions_of
from tests.widget.comm_record import record_comm, view_updates

KINDS = ("choose", "take", "build", "network", "develop", "sell", "loan", "pass", "discard", "stop", "invite",
         "bribe", "decline", "remove")


def send(w, **msg):
    w._on_msg(w, msg, [])


def duel(seed=1):
    return Game.new("duel", players=2, seed=seed)


def chosen(seed=1) -> Game:
    """A Duel game past the setup choice of Notable Persons (each seat's first three offered)."""
    g = duel(seed)
    while g.state["choosing"]:
        g.play(str(g.legal_actions()[0]))
    return g


@lru_cache(maxsize=1)
def positions() -> dict[str, list[str]]:
    """For each kind of Duel decision, the history of the first position (in seeded random games) where it is
    legal: saved positions, replayed through the public API."""
    found: dict[str, list[str]] = {}
    for seed in range(40):
        g = duel(seed)
        bot = RandomBot(seed=seed)
        while not g.is_over and len(found) < len(KINDS):
            for a in g.legal_actions():
                if a.kind not in found:
                    found[a.kind] = list(g.history)
            g.play(str(bot.choose(g)))
        if len(found) == len(KINDS):
            break
    return found


def at(kind: str) -> Game:
    for s in range(40):
        g = duel(s)
        try:
            for text in positions()[kind]:
                g.play(text)
        except Exception:
            continue
        if any(a.kind == kind for a in g.legal_actions()):
            return g
    raise AssertionError(kind)


def test_every_town_line_and_mainland_ferry_end_is_drawn():
    g = duel()
    svg = g._repr_svg_()
    root = ET.fromstring(svg)  # well-formed XML
    ed = g.edition
    locs = {e.get("data-location"): e for e in root.iter() if e.get("data-location")}
    assert set(locs) == set(ed.location_ids) and len(locs) == 15
    mainland = {loc["id"] for loc in ed.data["locations"] if loc["kind"] == "mainland"}
    assert mainland == {"southampton", "portsmouth", "lymington"}
    for lid in mainland:
        assert "a mainland ferry end" in locs[lid].get("aria-label") and "brass-mainland" in locs[lid].get("class")
    lines = {e.get("data-link"): e for e in root.iter() if e.get("data-link")}
    assert set(lines) == set(ed.lines)
    colours = {ln["id"]: ln["kind"] for ln in ed.data["lines"]}
    for lid, e in lines.items():  # blue lines are ferries, brown ones roads or rails (S1, Network)
        word = "ferry" if colours[lid] == "blue" else "road or rail"
        assert e.get("aria-label").startswith(f"{word} line "), lid
        assert f"brass-line-{colours[lid]}" in e.get("class")
    slots = [e.get("data-slot") for e in root.iter() if e.get("data-slot")]
    assert len(slots) == sum(len(sp) for sp in ed.spaces.values())
    for ind in ed.industries:  # every Duel industry has its glyph in the defs (no dangling <use>; the picture's
        assert re.search(rf'id="brass-(p[0-9a-f]+-)?i-{ind}"', svg), ind  # ids are scoped to it)


def test_built_links_show_their_kind():
    g = chosen()
    st = json.loads(json.dumps(g.state))
    ferry, road, rail = "cowes~~southampton", "cowes--newport", "newport--wootton"
    st["links"] = {ferry: 0, road: 1, rail: 0}
    st["link_kinds"] = {ferry: "ferry", road: "road", rail: "rail"}
    root = ET.fromstring(render_svg(st, g.edition))
    built = {e.get("data-built"): e for e in root.iter() if e.get("data-built")}
    assert {k: e.get("data-kind") for k, e in built.items()} == {ferry: "ferry", road: "road", rail: "rail"}
    assert built[road].get("aria-label") == "Orange's road link Cowes – Newport"
    assert built[ferry].get("aria-label") == "Blue's ferry link Cowes – Southampton"


def test_the_picture_shows_rows_columns_decks_boats_vp_income_persons_and_the_notice():
    g = chosen()
    st = json.loads(json.dumps(g.state))
    st["seats"][1]["persons"] = ["john_nash"]
    st["seats"][0]["vp_income"] = 3
    st["seats"][0]["boats"] = 2
    svg = render_svg(st, g.edition)
    root = ET.fromstring(svg)
    cards = [e for e in root.iter() if e.get("class") == "brass-card"]
    assert len(cards) == 8  # two rows of four
    for e in cards:
        row, col = e.get("data-row"), int(e.get("data-column"))
        face = st["rows"][row][col - 1]
        assert e.find("{http://www.w3.org/2000/svg}title").text == g.edition.card_name(face)
    heads = [e for e in root.iter() if e.tag.endswith("text") and e.get("data-column")]
    assert [h.text for h in heads] == ["Col. 1 · −£2", "Col. 2", "Col. 3", "Col. 4 · −£2"]  # a cost (issue 37)
    text = " ".join(t for e in root.iter() for t in [e.text] if t)
    assert f"top {len(st['decks']['top'])}, bottom {len(st['decks']['bottom'])} cards" in text
    assert "2 boat(s) · VP income +3" in text and "John Nash" in text
    notice = next(e for e in root.iter() if e.get("class") == "brass-notice")
    said = " ".join(t.text for t in notice)
    assert "prototype" in said and "provisional stand-ins" in said
    # the picture of an observation (decks as counts) is the picture of the game: the order is never drawn
    assert render_svg(g.observation(0), g.edition) == render_svg(g.state, g.edition)
    shuffled = json.loads(json.dumps(g.state))
    for row in shuffled["decks"].values():
        random.Random(5).shuffle(row)
    assert shuffled["decks"] != g.state["decks"] and render_svg(shuffled, g.edition) == render_svg(g.state, g.edition)


def test_the_widget_constructs_with_valid_traits_and_says_provisional():
    w = BoardWidget(duel(), seats=["human", "greedy"])
    assert w.error == ""
    t = w.topology
    assert t["edition"] == "duel" and t["rounds"] is None
    assert "provisional stand-ins" in t["notice"] and "prototype" in t["notice"]
    assert t["rows"] == {"names": ["top", "bottom"], "columns": 4, "edge": [0, 3], "fee": 2, "bribe": 10}
    assert t["fields"]["network"][:2] == ["industry", "target"] and t["fields"]["take"] == ["amount", "to"]
    assert {"take", "choose", "invite", "bribe", "decline"} <= set(t["kinds"])
    assert t["cards"]["j_samuel_white"] == "J Samuel White"
    v = w.view
    assert v["rows"] == w.game.state["rows"] and v["decks"] == {"top": 25, "bottom": 25}
    me = v["players"][0]
    assert me["boats"] == 1 and me["vp_income"] == 0 and me["persons"] == []
    assert me["offered"] == w.game.state["seats"][0]["offered"]  # the seat's own offer
    assert "offered" not in v["players"][1]  # the other seat's is hidden
    json.dumps([t, v, w.choices])  # plain JSON
    acts = actions_of(w.choices)
    assert sorted(a["t"] for a in acts) == sorted(str(a) for a in w.game.legal_actions())
    assert all(a["kind"] == "choose" for a in acts)


def test_setup_choice_take_a_column_then_build_and_a_link_by_intent():
    w = BoardWidget(duel(3), seats=["human", "human"], teacher=True)
    g = w.game
    for _ in range(6):  # the setup choice: three persons each, by intent
        text = str(g.legal_actions()[0])
        send(w, type="act", action=text, version=w.view["version"], seat=g.current_player)
        assert w.error == "" and w.game.history[-1] == text
    assert not w.game.state["choosing"]
    # the first round: one card of a row
    text = next(str(a) for a in w.game.legal_actions() if a.kind == "take")
    assert text.startswith("take ") and " to " in text
    send(w, type="act", action=text, version=w.view["version"], seat=w.game.current_player)
    assert w.error == "" and w.game.history[-1] == text
    # play on to the second round, then a column, a build and a link, each by intent
    bot = RandomBot(seed=2)
    while w.game.state["round"] == 1:
        assert w.play(str(bot.choose(w.game))), w.error
    done = set()
    for _ in range(200):
        g = w.game
        if g.is_over or {"take", "build", "network"} <= done:
            break
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("build", "network") and a.kind not in done), None) or \
            next((a for a in acts if a.kind == "take" and " to " not in str(a)), None) or bot.choose(g)
        before = w.view["version"]
        send(w, type="act", action=str(pick), version=before, seat=g.current_player)
        assert w.error == "" and w.game.history[-1] == str(pick) and w.view["version"] != before
        done.add(pick.kind)
        if pick.kind == "take":  # the column's cards are the hand of the seat that took them (S1, On your turn)
            assert w.view["rows"] == w.game.state["rows"] and w.game.state["seats"][g.current_player]["hand"]
    assert {"take", "build", "network"} <= done


def test_why_not_an_illegal_column_or_action():
    w = BoardWidget(chosen(), seats=["human", "human"], teacher=True)
    # the first round takes a single card: a whole column is refused with its reason (S1, On your turn)
    send(w, type="why", sel={"kind": "take", "amount": "2", "to": ""}, key="k1")
    r = w.reply
    assert r["kind"] == "why" and r["reasons"] and "S1" in r["reasons"][0]["rule"]
    before = w.game.to_json()
    send(w, type="act", action="take 9", version=w.view["version"], seat=w.game.current_player)
    assert w.error and w.game.to_json() == before
    send(w, type="why", sel={"kind": "build"}, key="k2")
    assert w.reply["reasons"] and w.reply["reasons"][0]["message"]
    un = w.choices["unavailable"]
    legal_kinds = {a.kind for a in w.game.legal_actions()}
    for k in ("build", "network", "loan"):
        send(w, type="why", sel={"kind": k}, key=k)  # a click on a struck-through kind asks
        assert k in un and w.reply["reasons"] and all(x["message"] for x in w.reply["reasons"]), k
        assert k not in legal_kinds
    # the setup choice and the bribe's answers are listed only when they can be chosen, never struck out (issue 21)
    assert not {"choose", "bribe", "decline"} & (set(un) | legal_kinds)


@pytest.mark.parametrize("kind", KINDS)
def test_every_duel_decision_kind_is_playable_by_its_intent(kind):
    g = at(kind)
    w = BoardWidget(g.clone(), seats=["human", "human"], teacher=True)
    acts = actions_of(w.choices)
    assert sorted(a["t"] for a in acts) == sorted(str(a) for a in g.legal_actions())
    text = next(a["t"] for a in acts if a["kind"] == kind)
    expect = g.clone()
    expect.play(text)
    send(w, type="preview", action=text, version=w.view["version"])
    assert w.reply.get("kind") == "preview", w.error
    send(w, type="act", action=text, version=w.view["version"], seat=g.current_player)
    assert w.error == "" and w.game.history[: len(expect.history)] == expect.history
    a = g.parse(text)
    if kind in ("invite", "build", "remove"):  # the last move marks the space on the map
        assert a.target in w.view["last"]["slots"], w.view["last"]
    if kind == "bribe" and a.to:
        assert a.to in w.view["last"]["slots"]
    if kind == "network":
        assert w.view["last"]["links"] == [a.target]


def test_the_new_game_dialog_offers_duel_for_two():
    w = BoardWidget(Game.new("lancashire", players=3, seed=1))
    eds = {e["edition"]: e["players"] for e in w.topology["editions"]}
    assert eds["duel"] == [2]
    before = w.game.to_json()
    send(w, type="new", edition="duel", players=3)
    assert w.error.startswith("refused") and w.game.to_json() == before
    send(w, type="new", edition="duel", players=2, seed=4)
    assert w.error == "" and w.game.edition.id == "duel" and w.topology["edition"] == "duel"


def test_a_whole_duel_game_on_the_board_ends_with_its_scoring_in_the_log():
    w = BoardWidget(duel(2), seats=["human", "human"], teacher=True)
    bot = RandomBot(seed=2)
    while not w.game.is_over:
        assert w.play(str(bot.choose(w.game))), w.error
    lines = [line[2] for group in w.shown_log() for line in group["lines"]]
    assert lines[-2].startswith("End of the game: links and flipped tiles score") and lines[-1] == "The game is over."
    assert [r["player"] for r in w.view["final"]] == [r["player"] for r in w.game.final_scores()]
    assert "Game over" in w.game._repr_svg_() and "End of the game:" in w.game._repr_svg_()


def test_duel_payload_per_move_under_15kb():
    """What the comm carries per human move on a Duel board (a random bot's replies included), over a whole game
    from the setup choice to the end: under 15 KB (DESIGN's budget), one board update a move."""
    w = BoardWidget(duel(7), seats=["human", "random"])
    sent = record_comm(w)
    per_move = []
    while not w.game.is_over:
        sent.clear()
        send(w, type="act", action=actions_of(w.choices)[-1]["t"], version=w.view["version"], seat=w.game.current_player)
        assert w.error == ""
        assert len(view_updates(sent)) == 1
        per_move.append(sum(len(json.dumps(m)) for m in sent))
    print(f"\nPAYLOAD Duel per move over {len(per_move)} moves (a whole game): max {max(per_move) / 1024:.1f} KB, "
          f"median {sorted(per_move)[len(per_move) // 2] / 1024:.1f} KB")
    assert len(per_move) > 20 and max(per_move) < 15 * 1024, per_move


def test_the_coach_hints_and_a_greedy_seat_plays_on_a_duel_board():
    """The bots play Duel (bots/greedy.py reads the rounds left from the edition): the Hint gives three legal
    moves with their reasons, and a greedy seat answers the human's move on its own."""
    w = BoardWidget(game=chosen(3), seats=["human", "greedy"])
    if w.game.current_player != 0:
        w.play(str(w.game.legal_actions()[0]))
    assert w.game.current_player == 0
    send(w, type="hint", version=w.view["version"])
    assert w.error == "" and w.reply["kind"] == "hint" and w.reply["seat"] == 0
    legal = {str(a) for a in w.game.legal_actions()}
    assert w.reply["moves"] and all(m["action"] in legal and m["reason"] for m in w.reply["moves"])
    start = len(w.game.history)
    mine = 0
    while w.game.current_player == 0:  # the greedy seat answers inside each click, until the game ends
        assert w.play(str(w.game.legal_actions()[0])), w.error
        mine += 1
    assert w.game.is_over and w.error == ""
    assert len(w.game.history) - start > mine  # the greedy seat made the others


def test_the_chooser_asks_which_boats_and_explains_an_unusable_one():
    """S1, Boats: which boats a decision spends is a step of the chooser, like coal and iron: the legal choices
    carry it, the boat step lists every Shipyard with boats and the player board, and a Shipyard that cannot be
    used (an opponent's, not connected) is explained by ``why_not``'s reason, not offered."""
    from tests.editions.duel import Pos, tile_at
    g = Pos(4).tile("east_cowes/1", 0, "shipyard").tile("cowes/1", 1, "shipyard").held("newport", "port").game()
    w = BoardWidget(g, seats=["human", "human"], teacher=True)
    assert w.topology["fields"]["build"][-1] == "boat" and "boat" in w.choices["actions"]["fields"]
    builds = [a for a in actions_of(w.choices) if a["kind"] == "build" and a.get("industry") == "iron_foundry"
              and a["card"] == "newport"]
    assert sorted(a["boat"] for a in builds) == ["board", "east_cowes/1"]
    assert all(a["t"].endswith(" boat " + a["boat"]) for a in builds)
    assert w.choices["sources"]["boat"] == ["cowes/1", "east_cowes/1", "board"]
    sel = {"kind": "build", "industry": "iron_foundry", "target": "newport/3", "card": "newport", "coal": "market",
           "boat": "cowes/1"}
    send(w, type="why", sel=sel, key="boat")
    assert w.reply["kind"] == "why" and "S1: Boats" in w.reply["reasons"][0]["rule"]
    assert "your player board" in w.reply["reasons"][0]["message"]
    text = next(a["t"] for a in builds if a["boat"] == "east_cowes/1")
    send(w, type="act", action=text, version=w.view["version"], seat=0)
    assert w.error == "" and w.game.history[-1] == text and tile_at(w.game, "east_cowes/1")["flipped"]


# -- issue 37, item 8: Brass Duel's labels a learner can follow ------------------------------------------------------
def test_an_edge_column_says_it_costs_its_fee():
    """"Column 1 (+£2)" read as a gain: every label of an edge column says the £2 is a cost (S1, On your turn)."""
    w = BoardWidget(chosen(), seats=["human", "human"], teacher=True)
    t = w.topology
    amounts = t["value_names"]["take"]["amount"]
    rows = next(c for c in w.game.edition.presentation["table"] if c.get("kind") == "card_rows")
    fee = w.game.edition.setup["edge_column_fee"]
    words = [amounts["1"], amounts["4"], rows["board_edge"].format(fee=fee), rows["edge_fee"].format(fee=fee)]
    for text in words:
        assert "+£" not in text and re.search(rf"(costs £{fee}|−£{fee})", text), text
    assert "£" not in amounts["2"] + amounts["3"]


def test_the_shipyards_have_one_set_of_names_and_a_reason_uses_them():
    """"Shipyard", "Shipyard (boats)", "Shipyard (Ship+)" and a reason about a "boatyard": the three stacks of the
    Shipyard card are one family, named alike wherever they appear (the data's names, the board's, a reason's)."""
    g = chosen()
    ed = g.edition
    stacks = ed.data["card_faces"]["shipyard"]["industries"]
    names = [ed.data["industries"][i]["name"] for i in stacks]
    assert names == [ed.presentation["industries"][i]["name"] for i in stacks]  # the data and the board agree
    # the Shipyard (level I, Lancashire's name too), then its two branches, each named after it
    assert names == ["Shipyard", "Shipyard (boat branch)", "Shipyard (Ship+ branch)"]
    w = BoardWidget(g, seats=["human", "human"], teacher=True)
    assert [w.topology["industries"][i] for i in stacks] == names
    a = next(a for a in g.legal_actions() if a.kind == "take")
    g.play(str(a))
    reasons = " ".join(r.message for r in g.why_not(f"build boatyard cowes/1 card {g.state['seats'][0]['hand'][0]}"))
    assert "boatyard" not in reasons.lower()
    assert "your Shipyard (boat branch) tiles come only after your last Shipyard tile" in reasons


def test_each_notable_person_is_offered_with_their_effect_and_scoring():
    """Notable Persons were chosen by name ("NP-11") with nothing said of what they do: at the choice (and an
    Invite) each person's button says their immediate effect and their end scoring, from the data."""
    g = duel()
    w = BoardWidget(g, seats=["human", "human"], teacher=True)
    offered = [a.card for a in g.legal_actions() if a.kind == "choose"]
    assert offered
    words = w.topology["value_names"]["choose"]["card"]
    assert w.topology["value_names"]["invite"]["card"] == words
    for pid in offered:
        info = g.edition.persons[pid]
        text = words[pid]
        assert text.startswith(info["name"] + ":") and "provisional" in text
        rule = info["scoring"]
        assert (f"{rule['vp']} VP per" in text) if rule else ("no end-game scoring" in text)
        assert (f"+{info['effect']['amount']}" in text) if info["effect"] else ("no immediate effect" in text)
    assert words["np_11"] == ("NP-11: no immediate effect; at the end 1 VP per point of your VP income "
                              "(provisional)")
    assert words["j_samuel_white"].startswith("J Samuel White: at once +2 boats; at the end 1 VP per flipped "
                                              "Shipyard")
