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


FOCUSED = "(sel) => { const e = document.activeElement; return Boolean(e && e.matches(sel)); }"


def tab_to_and_enter(page, selector: str, most: int = 400) -> None:
    """Press Tab until ``selector`` has the focus, then Enter: the keyboard alone, as a person without a mouse."""
    for _ in range(most):
        if page.evaluate(FOCUSED, selector):
            page.keyboard.press("Enter")
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def play_by_keys(page, widget, text: str) -> None:
    """The decision ``text`` by Tab and Enter only: its kind, each choice (a space or line on the map by its own
    focus), then Confirm."""
    a = widget.game.parse(text)
    version = page.get_attribute(".brass-root", "data-version")
    tab_to_and_enter(page, f'.brass-chooser button[data-field="kind"][data-value="{a.kind}"]')
    for _ in range(8):
        if page.locator(".brass-confirm").count():
            break
        field = page.get_attribute(".brass-opts button >> nth=0", "data-field")
        v = "" if getattr(a, field) is None else str(getattr(a, field))
        if field == "target":
            tab_to_and_enter(page, f'.brass-map [{"data-link" if a.kind == "network" else "data-slot"}="{v}"][role="button"]')
        else:
            tab_to_and_enter(page, f'.brass-opts button[data-field="{field}"][data-value="{v}"]')
    assert page.get_attribute(".brass-confirm", "data-action") == text
    tab_to_and_enter(page, ".brass-confirm")
    page.wait_for_function(f"document.querySelector('.brass-root').getAttribute('data-version') !== '{version}'")
    assert widget.game.history[-1] == text and widget.error == ""


def test_builds_a_link_and_a_loan_by_tab_and_enter_alone(pw, served):
    """The board without role="application" is still played by keyboard alone: builds on spaces and a link on a
    line, each chosen on the map by its focus, and a loan."""
    w = BoardWidget(game=Game.new("lancashire", players=2, seed=1), seats=["human", "human"], teacher=True)
    browser, page = open_page(pw, served(w).url)
    try:
        for kind in ("build", "build", "network", "loan"):  # each seat builds; then a link joins the first's
            a = next(x for x in w.game.legal_actions() if x.kind == kind and x.card != "double")
            play_by_keys(page, w, str(a))
        assert [t.split()[0] for t in w.game.history] == ["build", "build", "network", "loan"]
    finally:
        browser.close()
