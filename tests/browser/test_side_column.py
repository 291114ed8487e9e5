"""The side column beside the map, in real Chromium: the Players table's headers stay on one line in a narrow pane
(issue 37, item 9: "VP if era ends now" wrapped to three lines). Run with
``pytest -m browser tests/browser/test_side_column.py``."""

import pytest

from brass_widget import Game
from brass_widget.widget import BoardWidget

from .host import open_page

pytestmark = pytest.mark.browser

# each header of the Players table: its visible words, its title, and how many lines they take (the words for a
# screen reader, .brass-sr, are left out: they are not drawn)
HEADERS = """() => [...document.querySelectorAll(".brass-table thead th")].map((th) => {
  const tops = new Set();
  let text = "";
  for (const n of th.childNodes) {
    if (n.nodeType === 1 && n.classList.contains("brass-sr")) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
    text += n.textContent;
  }
  return { text, title: th.getAttribute("title") || "", lines: tops.size };
})"""


@pytest.mark.parametrize("edition,players,width", [("birmingham", 4, 1280), ("lancashire", 3, 1000), ("duel", 2, 420)])
def test_the_players_table_headers_stay_on_one_line_in_a_narrow_pane(pw, served, edition, players, width):
    w = BoardWidget(game=Game.new(edition, players=players, seed=2), seats=["human"] + ["random"] * (players - 1))
    host = served(w)
    browser, page = open_page(pw, host.url, width=width, height=800)
    try:
        heads = page.evaluate(HEADERS)
        print(width, heads)
        assert len(heads) == 6
        assert all(h["lines"] == 1 for h in heads), heads
        # the score a learner reads against the board keeps its whole name, as the cell's title
        assert heads[-1]["title"] == w.topology["vp_now"], heads
    finally:
        browser.close()


# JupyterLab at 1280x800 with its file browser open leaves the notebook about 1000 px: the board in such a pane
NARROW = """(width) => {
  document.getElementById("host").style.cssText = `width: ${width}px; box-sizing: border-box`;
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const r = (s) => { const b = document.querySelector(s).getBoundingClientRect(); return { top: b.top, bottom: b.bottom, left: b.left }; };
    done({ map: r(".brass-map svg"), panel: r(".brass-panel"), hands: document.querySelectorAll(".brass-hand .brass-cards").length,
           open: [...document.querySelectorAll(".brass-hand .brass-cards")].filter((u) => u.checkVisibility()).length });
  })));
}"""


@pytest.mark.parametrize("edition", ["birmingham", "lancashire"])
def test_a_teachers_four_hands_keep_the_move_panel_within_the_maps_height(pw, served, edition):
    # Issue 37, item 9: with teacher=True four hands of cards made the column beside the map taller than the map
    w = BoardWidget(game=Game.new(edition, players=4, seed=2), seats=["human"] * 4, teacher=True)
    browser, page = open_page(pw, served(w).url, width=1280, height=800)
    try:
        m = page.evaluate(NARROW, 1000)
        print(edition, m)
        assert m["hands"] == 4  # every hand is there (a teacher's view)
        assert m["panel"]["left"] > m["map"]["left"]  # the panel is beside the map, not below it
        assert m["panel"]["bottom"] <= m["map"]["bottom"] + 0.05 * (m["map"]["bottom"] - m["map"]["top"]), m
        assert m["open"] == 1  # the hand of the one to act in full, the others folded to a line each
        # a folded hand opens with a click, and shows its cards
        page.click(".brass-hand-other summary >> nth=0")
        assert page.locator(".brass-hand-other[open] .brass-card").count() > 0
    finally:
        browser.close()
