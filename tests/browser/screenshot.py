"""Make docs/board.png: the board in headless Chromium, mid-game, with a build being chosen.

Run through ``scripts/screenshot.sh`` (or ``python -m tests.browser.screenshot [out.png]``)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from brass_widget import Game
from brass_widget.widget import BoardWidget

from .host import Host, open_page

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


def main(out: str | None = None, pw=None) -> Path:
    path = Path(out) if out else ROOT / "docs" / "board.png"
    g = position()
    w = BoardWidget(game=g, seats=["human", "greedy", "greedy", "greedy"])
    action = next(a for a in g.legal_actions() if a.kind == "build" and a.coal)
    host = Host(w)
    try:
        with (sync_playwright() if pw is None else _same(pw)) as p:
            browser, page = open_page(p, host.url, width=1560, height=1080)
            page.click("button[data-highlight='network']")
            page.click(".brass-chooser button[data-field='kind'][data-value='build']")
            for _ in range(8):
                if page.locator(".brass-confirm").count():
                    break
                field = page.get_attribute(".brass-opts button >> nth=0", "data-field")
                v = getattr(action, field)
                if field == "target":
                    page.click(f".brass-map [data-slot='{v}']")
                else:
                    page.click(f".brass-opts button[data-field='{field}'][data-value='{'' if v is None else v}']")
            page.wait_for_selector(".brass-preview li")
            page.wait_for_timeout(150)
            path.parent.mkdir(parents=True, exist_ok=True)
            page.locator(".brass-root").screenshot(path=str(path))
            browser.close()
    finally:
        host.close()
    return path


class _same:
    """Use a Playwright instance that is already running (inside the browser tests)."""

    def __init__(self, pw):
        self.pw = pw

    def __enter__(self):
        return self.pw

    def __exit__(self, *exc):
        return False


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else None))
