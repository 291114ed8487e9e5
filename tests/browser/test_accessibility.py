"""axe-core (js/node_modules, from npm) on every edition's board in a real browser, at the start, mid-game with
the chooser open on a struck option and its why-not answer (and the mats' chips that cannot be built now), and at
the end: no serious or critical violation. JupyterLab's board is checked in test_lab.py. Run one file at a time:
``pytest -m browser -s tests/browser/test_accessibility.py``."""

import random

import pytest

from brass_widget import Game
from brass_widget.widget import BoardWidget

from .host import axe_summary, axe_violations, open_page

pytestmark = pytest.mark.browser

GAMES = [("lancashire", 4, 3), ("birmingham", 3, 3), ("duel", 2, 3)]


def played(edition: str, players: int, seed: int, moves: int | None) -> BoardWidget:
    """A board (every seat a person, every hand shown) after ``moves`` random decisions (None: to the end)."""
    g = Game.new(edition, players=players, seed=seed)
    r = random.Random(seed)
    while not g.is_over and (moves is None or len(g.history) < moves):
        g.apply(r.choice(g.legal_actions()))
    return BoardWidget(game=g, seats=["human"] * players, teacher=True)


def open_struck_option(page) -> None:
    """Open the chooser on a step that strikes out an option, then ask why not (the why-not answer shows)."""
    for kind in ("build", "sell", "network", "develop"):
        button = page.locator(f'.brass-chooser button[data-field="kind"][data-value="{kind}"]:not(.brass-unavail)')
        if not button.count():
            continue
        button.click()
        struck = page.locator(".brass-opts .brass-unavail")
        if struck.count():
            struck.first.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled
            page.wait_for_selector(".brass-why:not([hidden]) >> text=Why not")
            return
        page.click(".brass-cancel")
    struck = page.locator('.brass-chooser .brass-unavail[data-field="kind"]')  # else a struck action
    assert struck.count(), "no struck option to check"
    struck.first.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled
    page.wait_for_selector(".brass-why:not([hidden])")


@pytest.mark.parametrize(("edition", "players", "seed"), GAMES)
def test_no_serious_axe_violations(pw, served, edition, players, seed):
    found, chips = {}, 0
    for state, moves in (("start", 0), ("mid-game", 60), ("over", None)):
        w = played(edition, players, seed, moves)
        browser, page = open_page(pw, served(w).url)
        try:
            if state == "mid-game":
                assert page.locator(".brass-map .brass-link").count() >= 2  # built links, named by their owner
                open_struck_option(page)
                assert page.locator(".brass-opt.brass-unavail").count() >= 1
            if state == "over":
                assert page.locator(".brass-final li").count() == players
            chips += page.locator(".brass-chip-blocked, .brass-chip-empty").count()  # dimmed chips, checked for contrast
            found[state] = axe_violations(page)
            print(f"\nAXE {edition} {state}: {axe_summary(found[state])}")
        finally:
            browser.close()
    assert chips >= 1
    bad = {s: [(v["id"], v["impact"], v["nodes"][:3]) for v in vs if v["impact"] in ("serious", "critical")]
           for s, vs in found.items()}
    assert bad == {s: [] for s in found}
