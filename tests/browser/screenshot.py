"""Make the board's pictures in docs/: the board in headless Chromium, mid-game, as a window 1280 px and
900 px wide shows it (the move panel beside the map).

* ``docs/board.png`` (1280 x 800): a build being chosen, its preview in the panel and its coal route on
  the map, the last bot move marked;
* ``docs/board-900.png`` (900 x 800): the answer to a click on a space the rules rule out, beside the map;
* ``docs/board-birmingham.png`` (1280 x 800): Brass: Birmingham, a sale to a merchant being chosen, the beer's
  source and route on the map, the merchants with their tiles and barrels;
* ``docs/board-duel.png`` (1280 x 800): Brass Duel (prototype rules, provisional components), a column of the card
  rows taken by clicking it, its preview beside the map (``python -m tests.browser.screenshot --duel [out.png]``).

Run through ``scripts/screenshot.sh`` (or ``python -m tests.browser.screenshot [out.png [out-900.png]]``)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from brass_widget import Game
from brass_widget.widget import BoardWidget

from .host import Host, click_up_to_confirm, open_page

ROOT = Path(__file__).resolve().parents[2]


def position(seed: int = 11, decisions: int = 44) -> Game:
    """A lively canal-era position: seeded random play that prefers building, linking and selling,
    stopped when seat 0 may build with coal."""
    rng = random.Random(seed)
    g = Game.new("lancashire", players=4, seed=seed)
    n = 0
    while not g.is_over:
        actions = g.legal_actions()
        if n >= decisions and g.current_player == 0 and any(a.kind == "build" and a.coal for a in actions):
            break
        busy = [a for a in actions if a.kind in ("build", "network", "sell") and a.card != "double"]
        g.apply(rng.choice(busy or actions))
        n += 1
    return g


def _build_with_coal(page, g) -> None:
    """Click through a build that consumes coal, up to its preview (not confirmed)."""
    click_up_to_confirm(page, next(a for a in g.legal_actions() if a.kind == "build" and a.coal))
    page.wait_for_selector(".brass-preview li")


def _why_not(page, g) -> None:
    """Ask why a cotton mill cannot go on a port space at the bottom of the map."""
    page.click(".brass-chooser button[data-field='kind'][data-value='build']")
    page.click(".brass-opts button[data-field='industry'][data-value='cotton_mill']")
    page.click(".brass-map [data-slot='ellesmere_port/1']")
    page.wait_for_selector(".brass-why >> text=Why not")


def _birmingham_sale(page, g) -> None:
    """Click through a Birmingham sale whose beer comes from a brewery, up to its preview (not confirmed)."""
    click_up_to_confirm(page, g.parse(BIRMINGHAM_SALE["action"]))
    page.wait_for_selector(".brass-preview li")


def _birmingham_position() -> Game:
    """The saved Birmingham position with a sale that takes a brewery's beer (tests/widget)."""
    g = Game.new("birmingham", players=2, seed=BIRMINGHAM_SALE["seed"])
    g.play("; ".join(BIRMINGHAM_SALE["history"]))
    assert BIRMINGHAM_SALE["action"] in map(str, g.legal_actions())
    return g


def _positions() -> dict:
    import json
    return json.loads((ROOT / "tests" / "widget" / "birmingham_positions.json").read_text("utf-8"))["positions"]


BIRMINGHAM_SALE = _positions()["sell_brewery_beer"]


def _duel_position(seed: int = 4) -> Game:
    """A Brass Duel game some rounds in (seeded random play that prefers building and linking), stopped at the
    start of seat 0's turn, a column to take."""
    rng = random.Random(seed)
    g = Game.new("duel", players=2, seed=seed)
    while not g.is_over:
        actions = g.legal_actions()
        if g.state["round"] >= 5 and g.current_player == 0 and any(a.kind == "take" and a.to is None for a in actions):
            break
        busy = [a for a in actions if a.kind in ("build", "network") and a.card != "double"]
        g.apply(rng.choice(busy or actions))
    return g


def _duel_column(page, g) -> None:
    """Click a column of the card rows: its two cards, ready to confirm, with the preview."""
    col = next(a.amount for a in g.legal_actions() if a.kind == "take")
    page.click(f'.brass-rows button.brass-take[data-take="{col}"]')
    page.wait_for_selector(".brass-preview li")


def duel_picture(out: str | None = None) -> Path:
    path = Path(out) if out else ROOT / "docs" / "board-duel.png"
    with sync_playwright() as p:
        shoot(path, 1280, _duel_column, p, game=_duel_position())
    return path


def shoot(path: Path, width: int, scene, pw, game=None) -> Path:
    g = position() if game is None else game
    w = BoardWidget(game=g, seats=["human", "greedy", "greedy", "greedy"] if game is None else ["human", "human"],
                    teacher=game is not None)
    host = Host(w)
    try:
        browser, page = open_page(pw, host.url, width=width, height=800)
        scene(page, g)
        page.wait_for_timeout(150)
        page.evaluate("window.scrollTo(0, 0)")
        path.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(path))  # the window as a person sees it: the panel beside the map
        browser.close()
    finally:
        host.close()
    return path


def main(out: str | None = None, pw=None, out_900: str | None = None, out_birmingham: str | None = None) -> Path:
    """Make the 1280 px picture at ``out`` (default docs/board.png) and, when ``out_900`` is given or
    ``out`` is the default, the 900 px one (docs/board-900.png), and likewise the Birmingham one
    (docs/board-birmingham.png). Returns the 1280 px picture's path."""
    path = Path(out) if out else ROOT / "docs" / "board.png"
    narrow = Path(out_900) if out_900 else (ROOT / "docs" / "board-900.png" if out is None else None)
    bham = Path(out_birmingham) if out_birmingham else (ROOT / "docs" / "board-birmingham.png" if out is None else None)
    with (sync_playwright() if pw is None else _same(pw)) as p:
        shoot(path, 1280, _build_with_coal, p)
        if narrow is not None:
            shoot(narrow, 900, _why_not, p)
        if bham is not None:
            shoot(bham, 1280, _birmingham_sale, p, game=_birmingham_position())
    return path


class _same:
    """Use a Playwright instance that is already running (inside the browser tests)."""

    def __init__(self, pw):
        self.pw = pw

    def __enter__(self):
        return self.pw

    def __exit__(self, *exc):
        return False


if __name__ == "__main__" and sys.argv[1:2] == ["--duel"]:
    print(duel_picture(sys.argv[2] if len(sys.argv) > 2 else None))
elif __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else None, out_900=sys.argv[2] if len(sys.argv) > 2 else None,
               out_birmingham=sys.argv[3] if len(sys.argv) > 3 else None))
