"""Two boards of different editions on one page (tutorials side by side, a dashboard): every id in each map is
unique on the page, and every tile and icon each map uses is drawn from its own board's symbols. Before the ids
were scoped per view, the second board's <use> elements found the first board's symbols (or none). Run with
``pytest -m browser tests/browser/test_two_boards.py``."""

import pytest

from brass_widget import Game, RandomBot
from brass_widget.widget import BoardWidget

from .host import open_page

pytestmark = pytest.mark.browser

# For each board: its ids, whether each is unique on the page, and each <use>: whether its symbol is in the
# same board, and whether it draws (a box of some size); and how many built tiles draw their tile.
PROBE = """(sel) => {
  const root = document.querySelector(sel);
  const svg = root.querySelector(".brass-map svg");
  const ids = [...svg.querySelectorAll("[id]")].map((e) => e.id);
  const uses = [...svg.querySelectorAll("use")].map((u) => {
    const ref = (u.getAttribute("href") || "").slice(1);
    const target = document.getElementById(ref);
    const box = u.getBBox();
    return { ref, own: !!target && svg.contains(target), drawn: box.width > 0 && box.height > 0 };
  });
  return { ids, unique: ids.filter((id) => document.querySelectorAll(`[id="${id}"]`).length !== 1),
           uses, tiles: svg.querySelectorAll("[data-slot] use, [data-tile-id] use").length,
           built: [...svg.querySelectorAll("[data-tile] use")].filter((u) => u.getBBox().width > 0).length };
}"""


def _played(edition: str, players: int, seed: int, moves: int) -> Game:
    g = Game.new(edition, players=players, seed=seed)
    bot = RandomBot(seed=seed)
    for _ in range(moves):
        g.apply(bot.choose(g))
    return g


@pytest.mark.parametrize("first,second", [("lancashire", "birmingham"), ("birmingham", "duel")])
def test_two_boards_of_different_editions_both_draw_every_tile(pw, served, first, second):
    boards = [BoardWidget(game=_played(ed, 2, 5, 40)) for ed in (first, second)]
    host = served(boards[0])
    host.second = boards[1]
    browser, page = open_page(pw, host.url)
    try:
        page.wait_for_selector("#host2 .brass-map svg")
        seen = [page.evaluate(PROBE, sel) for sel in ("#host", "#host2")]
        for name, s, board in zip((first, second), seen, boards):
            built = sum(t is not None for spaces in board.game.state["board"].values() for t in spaces)
            assert built and s["built"] == built, (name, s["built"], built)  # every tile on the board is drawn
            assert s["ids"] and s["unique"] == [], (name, s["unique"][:5])
            assert s["uses"], name
            assert [u["ref"] for u in s["uses"] if not u["own"]] == [], name
            assert [u["ref"] for u in s["uses"] if not u["drawn"]] == [], name
        assert not set(seen[0]["ids"]) & set(seen[1]["ids"])
    finally:
        browser.close()
