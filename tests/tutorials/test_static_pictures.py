"""Still pictures for hosts that cannot run widgets: the board's output carries an SVG picture beside the widget
view, and the picture scales to the output's width."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from brass_widget import BoardWidget, Game, scenarios
from brass_widget.board_svg import render_svg

VIEW = "application/vnd.jupyter.widget-view+json"


def test_the_board_output_carries_a_picture_beside_the_widget_view():
    w = BoardWidget(scenarios.load("first_build"), teacher=True)
    data, _meta = w._repr_mimebundle_()
    assert data[VIEW]["model_id"] == w.model_id
    assert data["text/plain"].startswith("<BoardWidget")
    svg = data["image/svg+xml"]
    assert svg == render_svg(w.game.state, w.game.edition), "the same drawing as the live board and Game._repr_svg_"
    ET.fromstring(svg)  # well-formed
    w.play("build cotton_mill manchester card cotton_mill")
    after = w._repr_mimebundle_()[0]["image/svg+xml"]
    assert after != svg and 'data-tile="manchester/1" data-owner="0"' in after
    assert 'data-tile="manchester/1"' not in svg


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
