"""Brass: Birmingham on the board: the shared renderer draws it from its data, and BoardWidget plays it."""

import json
import pathlib
import xml.etree.ElementTree as ET

import pytest

from brass_widget import Game
from brass_widget.render import render_svg
from brass_widget.widget import BoardWidget
from brass_widget.widget.viewmodel import actions_of

SVG = "{http://www.w3.org/2000/svg}"


def send(w, **msg):
    w._on_msg(w, msg, [])


def played(players=3, seed=5, moves=40):
    """A Birmingham game some way in, by its first legal decisions and loans (deterministic)."""
    g = Game.new("birmingham", players=players, seed=seed)
    for i in range(moves):
        acts = g.legal_actions()
        g.play(str(acts[(i * 7) % len(acts)]))
    return g


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_board_draws_every_location_line_and_merchant(players):
    g = Game.new("birmingham", players=players, seed=1)
    svg = g._repr_svg_()
    root = ET.fromstring(svg)  # well-formed XML
    locs = {e.get("data-location") for e in root.iter() if e.get("data-location")}
    assert len(locs) == 27 and {"farm_brewery_north", "farm_brewery_south", "nottingham"} <= locs
    assert svg.count("data-link=") == len(g.edition.lines)
    assert 'data-spur="kidderminster--worcester"' in svg  # the line that touches the south farm brewery
    slots = [e.get("data-slot") for e in root.iter() if e.get("data-slot")]
    assert len(slots) == sum(len(sp) for sp in g.edition.spaces.values())
    placed = {e.get("data-merchant"): e for e in root.iter() if e.get("class", "").startswith("brass-merchant-tile")}
    st = g.state["merchants"]
    assert len(placed) == sum(len(v) for v in st.values())
    for lid, tiles in st.items():
        for i, m in enumerate(tiles):
            e = placed[f"{lid}/{i + 1}"]
            assert e.get("data-tile-id") == m["tile"] and e.get("data-beer") == str(m["beer"])
            assert ("brass-blank" in e.get("class")) == m["tile"].startswith("blank")
    unused = [e.get("data-merchant") for e in root.iter() if e.get("class") == "brass-merchant-unused"]
    # the places the player count leaves empty (Nottingham's two below 4 players, Warrington's with 2)
    expect = {2: 5, 3: 3, 4: 1}[players]  # Shrewsbury's second place too: it has one tile in every game
    assert len(unused) == expect


def test_markets_show_birmingham_prices_and_the_wild_piles():
    g = Game.new("birmingham", players=3, seed=1)
    svg = g._repr_svg_()
    root = ET.fromstring(svg)
    coal = next(e for e in root.iter() if e.get("data-market") == "coal")
    assert "13 of 14 cubes, buy at £1" in coal.get("aria-label")
    texts = "".join(coal.itertext())
    assert all(f"£{p}" in texts for p in range(1, 8))
    iron = next(e for e in root.iter() if e.get("data-market") == "iron")
    assert "8 of 10 cubes" in iron.get("aria-label")
    wild = next(e for e in root.iter() if e.get("class") == "brass-wild")
    assert wild.get("aria-label") == "wild cards left: Wild Location 4, Wild Industry 4"
    # every player's face-down discard, face down
    assert len([e for e in root.iter() if e.get("class") == "brass-facedown"]) == 3


def test_an_empty_coal_market_buys_at_eight():
    g = Game.new("birmingham", players=2, seed=1)
    assert "0 of 14 cubes, buy at £8" in render_svg(dict(g.state, coal_market=0), g.edition)
    assert "0 of 10 cubes, buy at £6" in render_svg(dict(g.state, iron_market=0), g.edition)


def test_board_widget_constructs_and_its_traits_are_valid():
    g = Game.new("birmingham", players=3, seed=2)
    w = BoardWidget(g)
    topo = w.topology
    assert topo["edition"] == "birmingham" and len(topo["locations"]) == 27
    assert set(topo["industries"]) == set(g.edition.industries) and topo["industries"]["brewery"] == "Brewery"
    assert topo["markets"]["coal"] == {"prices": [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7], "empty": 8}
    assert topo["markets"]["iron"]["empty"] == 6 and "dcm_track" not in topo  # no Distant Cotton Market
    assert "dcm" not in w.view
    for trait in ("topology", "view", "choices"):
        json.dumps(getattr(w, trait))  # plain JSON, as the comm sends it
    send(w, type="reveal", seat=g.current_player)
    assert {a["t"] for a in actions_of(w.choices)} == {str(a) for a in g.legal_actions()}
    assert w.board_svg() == render_svg(g.state, g.edition, side=False)


def test_a_move_redraws_only_what_it_changed():
    g = Game.new("birmingham", players=2, seed=3)
    w = BoardWidget(g, teacher=True)
    before = {k: getattr(w, k) for k in w.trait_names() if k.startswith("svg_")}
    build = next(a for a in g.legal_actions() if a.kind == "build")
    send(w, type="act", action=str(build), version=w.view["version"], seat=w.choices["seat"])
    assert w.error == "" and w.game.history == [str(build)]
    changed = [k for k in before if getattr(w, k) != before[k]]
    loc = build.target.split("/")[0]
    assert changed and any(f'data-tile="{build.target}"' in getattr(w, k) for k in changed)
    assert all(loc in getattr(w, k) or "merchant" in getattr(w, k) for k in changed)


def test_a_game_some_way_in_draws_its_tiles_links_and_barrels():
    g = played(players=4, seed=11, moves=60)
    svg = g._repr_svg_()
    ET.fromstring(svg)
    tiles = [(loc, i) for loc, sp in g.state["board"].items() for i, t in enumerate(sp) if t is not None]
    assert svg.count("data-tile=") == len(tiles) and svg.count("data-built=") == len(g.state["links"])
    barrels = sum(t["cubes"] for sp in g.state["board"].values() for t in sp
                  if t is not None and t["industry"] == "brewery")
    drawn = svg.count('class="brass-cube brass-barrel"')
    assert drawn == barrels


# -- every Birmingham decision kind through the board's intents --------------------------------------------
POSITIONS = json.loads((pathlib.Path(__file__).parent / "birmingham_positions.json").read_text("utf-8"))["positions"]


def at(name: str) -> Game:
    """A saved position of birmingham_positions.json: the seeded game and its decisions replayed."""
    p = POSITIONS[name]
    g = Game.new("birmingham", players=2, seed=p["seed"])
    if p["history"]:
        g.play("; ".join(p["history"]))
    assert p["action"] in [str(a) for a in g.legal_actions()]
    return g


def board(name: str) -> BoardWidget:
    return BoardWidget(at(name), seats=["human", "human"], teacher=True)


def act(w, text):
    send(w, type="act", action=text, version=w.view["version"], seat=w.choices["seat"])


def test_a_sale_to_a_merchant_with_its_beer_and_the_develop_bonus():
    w = board("sell_bonus")
    g = w.game
    p = g.current_player
    acts = actions_of(w.choices)
    assert w.topology["fields"]["sell"] == ["target", "to", "card", "beer", "bonus"]
    sales = [a for a in acts if a["kind"] == "sell" and a.get("to") == "gloucester/1"]
    assert {a["bonus"] for a in sales} >= {"cotton_mill", "manufacturer"}  # the bonus's choice, packed
    assert all(a["beer"] == "merchant" for a in sales)
    assert "gloucester/1" in w.choices["sources"]["to"] and "merchant" in w.choices["sources"]["beer"]
    text = next(a["t"] for a in sales if a["bonus"] == "manufacturer")
    taken = g.state["seats"][p]["taken"]["manufacturer"]
    beer = g.state["merchants"]["gloucester"][0]["beer"]
    send(w, type="preview", action=text, version=w.view["version"])
    assert w.reply["preview"]["legal"] and w.reply["preview"]["beer_route"][0][-1] == "gloucester"
    act(w, text)
    assert w.error == "" and w.game.history[-1] == text
    st = w.game.state
    assert st["seats"][p]["taken"]["manufacturer"] == taken + 1  # the free develop removed that tile
    assert st["merchants"]["gloucester"][0]["beer"] == beer - 1
    assert w.view["merchants"]["gloucester"][0] == [st["merchants"]["gloucester"][0]["tile"], beer - 1]
    assert any("merchant" in line[2] for g_ in w.shown_log() for line in g_["lines"])


def test_a_sale_names_which_brewery_its_beer_comes_from_and_explains_the_others():
    w = board("sell_brewery_beer")
    g = w.game
    text = POSITIONS["sell_brewery_beer"]["action"]
    a = g.parse(text)
    legal_beer = {x["beer"] for x in actions_of(w.choices) if x["kind"] == "sell" and x["target"] == a.target
                  and x["to"] == a.to and x["card"] == a.card}
    offered = set(w.choices["sources"]["beer"])
    assert len(legal_beer) > 1 and legal_beer < offered  # some breweries cannot give this sale its beer
    for src in sorted(offered - legal_beer):
        sel = {"kind": "sell", "target": a.target, "to": a.to, "card": a.card, "beer": src}
        send(w, type="why", sel=sel, key=src)
        reasons = w.reply["reasons"]
        assert reasons and all(r["rule"].startswith("Brass: Birmingham") for r in reasons), (src, reasons)
        assert "Consuming Beer" in " ".join(r["rule"] for r in reasons)
    act(w, text)
    brewery = a.beer
    assert w.error == "" and w.game.history[-1] == text
    loc, _, n = brewery.partition("/")
    before = g.state  # the widget's game is the same object; compare with the position replayed
    assert at("sell_brewery_beer").state["board"][loc][int(n) - 1]["cubes"] - 1 == before["board"][loc][int(n) - 1]["cubes"]


def test_a_double_rail_takes_its_beer_and_the_merchant_barrel_is_refused_with_its_rule():
    w = board("network_beer")
    text = POSITIONS["network_beer"]["action"]
    a = w.game.parse(text)
    assert w.view["pending"] == "network"
    assert w.topology["fields"]["network"] == ["target", "card", "coal", "beer"]
    sel = {"kind": "network", "target": a.target, "coal": a.coal, "beer": "merchant"}
    send(w, type="why", sel=sel, key="m")
    reasons = w.reply["reasons"]  # guide: Network During Rail Era: merchant beer is for selling only
    assert reasons and reasons[0]["rule"].endswith("Network During Rail Era") and "merchant" in reasons[0]["message"]
    send(w, type="preview", action=text, version=w.view["version"])
    route = w.reply["preview"]["beer_route"]
    assert len(route) == 1
    loc = a.beer.partition("/")[0]
    assert route[0] == [] or route[0][-1] == loc
    cubes = w.game.state["board"][loc][int(a.beer.partition("/")[2]) - 1]["cubes"]
    p = w.game.current_player
    act(w, text)
    assert w.error == "" and w.game.state["links"][a.target] == p
    tile = w.game.state["board"][loc][int(a.beer.partition("/")[2]) - 1]
    assert tile is None or tile["cubes"] == cubes - 1  # a brewery emptied flips (and stays)


def test_scout_discards_three_cards_and_takes_both_wild_cards():
    w = board("scout")
    g = w.game
    p = g.current_player
    assert "scout" in w.topology["kinds"] and w.topology["help"]["scout"].startswith("Scout")
    assert w.view["wild"] == {"wild_location": 4, "wild_industry": 4}
    act(w, POSITIONS["scout"]["action"])
    assert w.error == "" and w.view["pending"] == "scout"
    for _ in range(2):
        discards = [x for x in actions_of(w.choices) if x["kind"] == "discard"]
        assert discards and all(x["card"] for x in discards)
        act(w, discards[0]["t"])
        assert w.error == ""
    hand = w.game.state["seats"][p]["hand"]
    assert "wild_location" in hand and "wild_industry" in hand
    assert w.view["wild"] == {"wild_location": 3, "wild_industry": 3}
    assert "scouted" in json.dumps(w.shown_log())


def test_a_loan_is_thirty_pounds_and_other_amounts_are_refused():
    w = board("scout")
    loans = [x for x in actions_of(w.choices) if x["kind"] == "loan"]
    assert {x["amount"] for x in loans} == {"30"}
    before = w.game.to_json()
    act(w, loans[0]["t"].replace("loan 30", "loan 10"))
    assert w.error and w.game.to_json() == before
    send(w, type="why", sel={"kind": "loan", "amount": "10"}, key="l")
    assert w.reply["reasons"] and "Loan" in w.reply["reasons"][0]["rule"]
    money = w.game.state["seats"][w.game.current_player]["money"]
    p = w.game.current_player
    act(w, loans[0]["t"])
    assert w.error == "" and w.game.state["seats"][p]["money"] == money + 30


def test_beer_reach_and_the_beer_highlight():
    w = board("sell_brewery_beer")
    g = w.game
    p = g.current_player
    reach = set(w.view["beer"])
    own = {loc for loc, sp in g.state["board"].items() for t in sp
           if t and t["industry"] == "brewery" and t["owner"] == p and t["cubes"]}
    assert own <= reach  # your own breweries' beer can be used anywhere (guide: Consuming Beer)
    theirs = {loc for loc, sp in g.state["board"].items() for t in sp
              if t and t["industry"] == "brewery" and t["owner"] != p and t["cubes"]}
    net = set(g.network(p))
    for loc in theirs:  # another player's brewery only when connected to your network
        assert (loc in reach) == any(g.connected(loc, n) or loc == n for n in net), loc
    send(w, type="highlight", on=["beer", "network"])
    assert w.highlight == ["beer", "network"] and w.error == ""


def test_the_new_game_dialog_picks_the_edition_and_its_player_counts():
    w = BoardWidget(Game.new("lancashire", players=4, seed=1))
    eds = {e["edition"]: e["players"] for e in w.topology["editions"]}
    assert eds == {"lancashire": [2, 3, 4], "birmingham": [2, 3, 4], "duel": [2]}
    send(w, type="new", edition="birmingham", players=3, seed=4)
    assert w.error == "" and w.game.edition.id == "birmingham" and w.game.players == 3
    assert w.topology["edition"] == "birmingham" and len(w.seats) == 3
    before = w.game.to_json()
    for bad in ({"edition": "duel", "players": 3}, {"edition": "birmingham", "players": 5}, {"edition": ["birmingham"]},
                {"edition": "birmingham", "players": True}):
        send(w, type="new", **bad)
        assert w.error.startswith("refused") and w.game.to_json() == before, bad
    send(w, type="new", edition="lancashire", seed=2)
    assert w.game.edition.id == "lancashire" and w.game.players == 3
    send(w, type="new", edition="duel")  # Brass Duel is for 2: the count follows the edition
    assert w.error == "" and w.game.edition.id == "duel" and w.game.players == 2 and len(w.seats) == 2


def test_every_birmingham_kind_has_its_reason_when_unavailable():
    w = board("network_beer")  # a second rail under way: only network and stop
    g = at("sell_bonus")
    w.game = g
    un = w.choices["unavailable"]  # the kinds struck through; the board asks why when one is clicked
    legal_kinds = {a.kind for a in g.legal_actions()}
    for k in w.topology["kinds"]:
        assert (k in un) == (k not in legal_kinds), k
    for k in un:
        send(w, type="why", sel={"kind": k}, key=f"kind:{k}")
        reasons = w.reply["reasons"]
        assert w.reply["key"] == f"kind:{k}" and reasons and all(r["message"] and r["rule"] for r in reasons), k


def test_an_observation_draws_like_the_game_without_the_hidden_cards():
    """A viewer's observation (hands as counts, other hands' wild cards open, face-down cards as counts)
    draws the same wild piles and discard piles as the whole state: nothing drawn depends on a hidden card."""
    g = at("scout")
    g.play(POSITIONS["scout"]["action"])
    while g.state["pending"]:
        g.play(next(str(a) for a in g.legal_actions() if a.kind == "discard"))
    full = ET.fromstring(render_svg(g.state, g.edition))
    for seat in range(g.players):
        seen = ET.fromstring(render_svg(g.observation(seat), g.edition))
        for cls in ("brass-wild", "brass-facedown"):
            a = [e.get("aria-label") or "".join(e.itertext()) for e in full.iter() if e.get("class") == cls]
            b = [e.get("aria-label") or "".join(e.itertext()) for e in seen.iter() if e.get("class") == cls]
            assert a == b and a, cls
    wild = next(e for e in full.iter() if e.get("class") == "brass-wild").get("aria-label")
    assert wild == "wild cards left: Wild Location 3, Wild Industry 3"


@pytest.mark.parametrize("kind", ["build", "network", "develop", "sell", "loan", "pass", "scout", "discard", "stop"])
def test_each_birmingham_decision_kind_is_played_by_its_intent(kind):
    """For every kind of decision: on a saved position where it is legal, the board's act intent plays it
    (the game's history grows by exactly that text) and the new choices are the engine's legal decisions."""
    for name in POSITIONS:
        g = at(name)
        if kind in ("discard", "stop"):  # under way: a Scout's discards, a second rail's stop
            first = POSITIONS[name]["action"] if kind == "discard" and name == "scout" else None
            if first:
                g.play(first)
        legal = [str(a) for a in g.legal_actions() if a.kind == kind]
        if legal:
            break
    else:
        pytest.fail(f"no saved position offers a {kind} decision")
    w = BoardWidget(g, seats=["human", "human"], teacher=True)
    n = len(g.history)
    act(w, legal[-1])
    assert w.error == "" and w.game.history[n:] == [legal[-1]]
    assert sorted(a["t"] for a in actions_of(w.choices)) == sorted(str(a) for a in w.game.legal_actions())


def test_the_log_narrates_birmingham_rounds_and_marks_the_last_move():
    """The narrator reads the Distant Cotton Market track only where an edition has one: Birmingham's log has its
    round ends and the last move (it fell back to the engine's lines before)."""
    w = BoardWidget(Game.new("birmingham", players=2, seed=3), seats=["human", "human"], teacher=True)
    for _ in range(3):
        assert w.play(str(w.game.legal_actions()[-1])), w.error
    assert w.view["last"] is not None and w.view["last"]["texts"]
    lines = [line[2] for group in w.shown_log() for line in group["lines"]]
    assert any(t.startswith("End of round 1: income paid") for t in lines), lines


def test_board_widget_draws_birmingham():
    w = BoardWidget(Game.new("birmingham", players=2, seed=1))
    assert w.topology["edition"] == "birmingham" and len(w.topology["locations"]) == 27
