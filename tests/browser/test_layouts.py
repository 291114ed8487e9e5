"""The board inside ipywidgets layouts, in real Chromium. An ``HBox`` is a flex row: its children take their own
content's width, and the board's root is a size container (``container-type: inline-size``, for its container
queries), whose content counts for no width at all: the board collapsed to 18 px wide and 2,964 px tall. A
``VBox`` is a flex column, a ``Tab`` or an output a block. Run with
``pytest -m browser tests/browser/test_layouts.py``."""

import pytest

from brass_widget import Game
from brass_widget.widget import BoardWidget

from .host import open_page

pytestmark = pytest.mark.browser

# Put the board (#host, the widget's own element) in a box laid out as an ipywidgets box is (`.widget-box`: a
# flex container that scrolls what overflows), after a small sibling (a slider's width), and measure it.
PLACE = """([direction, width]) => {
  const host = document.getElementById("host");
  let box = document.getElementById("box");
  if (!box) {
    box = document.createElement("div");
    box.id = "box";
    const side = document.createElement("div");
    side.id = "side";
    side.textContent = "a slider";
    side.style.cssText = "width: 160px; height: 28px; flex: none";
    box.append(side);
    document.body.prepend(box);
  }
  box.style.cssText = `display: flex; flex-direction: ${direction}; overflow: auto; box-sizing: border-box;`
    + (width ? `width: ${width}px` : "");
  if (!direction) box.style.display = "block";
  box.append(host);
  const r = document.querySelector("#host .brass-root").getBoundingClientRect();
  const map = document.querySelector("#host .brass-map svg").getBoundingClientRect();
  return { width: Math.round(r.width), height: Math.round(r.height), mapWidth: Math.round(map.width),
           overflow: box.scrollWidth - box.clientWidth, boxWidth: box.clientWidth };
}"""


def test_the_board_has_a_sensible_width_in_hbox_vbox_and_a_narrow_row(pw, served):
    w = BoardWidget(game=Game.new(players=3, seed=2), seats=["human", "random", "random"])
    host = served(w)
    browser, page = open_page(pw, host.url, width=1500, height=1000)
    try:
        hbox = page.evaluate(PLACE, ["row", 1480])
        print("HBox 1480 px with a 160 px sibling:", hbox)
        assert hbox["width"] > 1000 and hbox["width"] <= 1480 - 160  # beside the slider, not 18 px
        assert hbox["mapWidth"] > 400 and hbox["height"] < 1600  # a map, not a 2,964 px column
        assert hbox["overflow"] == 0

        narrow = page.evaluate(PLACE, ["row", 700])
        print("HBox 700 px:", narrow)
        assert 400 < narrow["width"] <= 700 - 160 and narrow["overflow"] == 0  # shrinks to fit, no scrollbar

        vbox = page.evaluate(PLACE, ["column", 1200])
        print("VBox 1200 px:", vbox)
        assert vbox["width"] == vbox["boxWidth"]  # as wide as the box, as before

        block = page.evaluate(PLACE, ["", 500])  # a narrow output area or a Tab's page: one column
        print("block 500 px:", block)
        assert block["width"] == 500 and block["overflow"] == 0
        assert page.evaluate("getComputedStyle(document.querySelector('#host .brass-main'))"
                             ".gridTemplateColumns.split(' ').length") == 1
    finally:
        browser.close()
