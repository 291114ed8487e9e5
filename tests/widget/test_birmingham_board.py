"""Brass: Birmingham on the board: the shared renderer draws it from its data, and BoardWidget plays it."""

import json
import xml.etree.ElementTree as ET

import pytest

from brass_widget import Game
from brass_widget.board_svg import render_svg
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
    assert topo["markets"]["iron"]["empty"] == 6 and topo["dcm_track"] == []
    assert w.view["dcm"] is None
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
