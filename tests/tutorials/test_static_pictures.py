"""Still pictures for hosts that cannot run widgets: the board's output carries an SVG picture beside the widget
view, and the picture scales to the output's width."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from brass_widget import BoardWidget, Game, scenarios
from brass_widget.render import render_svg, scoped_ids

VIEW = "application/vnd.jupyter.widget-view+json"


def test_the_board_output_carries_a_picture_beside_the_widget_view():
    w = BoardWidget(scenarios.load("first_build"), teacher=True)
    data, _meta = w._repr_mimebundle_()
    assert data[VIEW]["model_id"] == w.model_id
    assert data["text/plain"].startswith("<BoardWidget")
    svg = data["image/svg+xml"]
    assert svg == scoped_ids(render_svg(w.game.state, w.game.edition)), "the live board's drawing, its ids its own"
    ET.fromstring(svg)  # well-formed
    w.play("build cotton_mill manchester card cotton_mill")
    after = w._repr_mimebundle_()[0]["image/svg+xml"]
    assert after != svg and 'data-tile="manchester/1" data-owner="0"' in after
    assert 'data-tile="manchester/1"' not in svg


def _ids(svg: str) -> tuple[set, set]:
    """(the ids a picture defines, the ids it refers to)."""
    return set(re.findall(r'\sid="([^"]+)"', svg)), set(re.findall(r'(?:href="#|url\(#)([^")]+)', svg))


def test_pictures_of_different_boards_share_no_id_and_refer_only_to_their_own():
    """An exported notebook puts several pictures on one page (tutorials 10 and 11: two editions): each picture's
    ids are its own, so its tiles are drawn from its own symbols."""
    pictures = [Game.new(ed, players=2, seed=3)._repr_svg_() for ed in ("lancashire", "birmingham", "duel")]
    pictures.append(Game.new("lancashire", players=3, seed=3)._repr_svg_())
    seen: set = set()
    for svg in pictures:
        defined, used = _ids(svg)
        assert defined and used and used <= defined
        assert not defined & seen
        seen |= defined
    assert pictures[0] == Game.new("lancashire", players=2, seed=3)._repr_svg_()  # the same picture, the same ids
    g = Game.new("duel", players=2, seed=3)
    assert re.sub(r"brass-p[0-9a-f]{10}-", "brass-", pictures[2]) == render_svg(g.state, g.edition)  # ids only


def test_the_picture_shows_no_hidden_hand():
    """The picture is drawn from what the board shows: swapping the cards in every hand changes nothing."""
    g = Game.new(players=3, seed=4)
    state = g.state
    other = Game.new(players=3, seed=4).state
    other["seats"][1]["hand"], other["seats"][2]["hand"] = state["seats"][2]["hand"], state["seats"][1]["hand"]
    a = BoardWidget(Game.from_state(state), seats=["human", "random", "random"])
    b = BoardWidget(Game.from_state(other), seats=["human", "random", "random"])
    assert a._repr_mimebundle_()[0]["image/svg+xml"] == b._repr_mimebundle_()[0]["image/svg+xml"]


def test_the_picture_scales_to_the_output_width():
    svg = Game.new(players=2, seed=1)._repr_svg_()
    opening = re.match(r"<svg[^>]*>", svg).group(0)
    assert 'viewBox="0 0 1180 980"' in opening
    assert 'width="100%"' in opening and "max-width:1180px" in opening
    assert "height=" not in opening.replace("height:auto", ""), "no fixed height: proportions come from the viewBox"
