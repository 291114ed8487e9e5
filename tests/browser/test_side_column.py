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
