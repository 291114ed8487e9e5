"""Brass Duel on the board in a real browser (Debian's Chromium driven by Playwright): the setup choice, a card
taken in the first round and a column later by clicking the card rows, a build and a link by clicking, why not an
illegal column, every legal decision reachable through the chooser, and the timed figures. Duel's rules follow a
fan summary of the prototype rules and its components are provisional stand-ins: the board says so. Run one
file at a time: ``pytest -m browser -s tests/browser/test_board_duel.py``."""

import pytest

from brass_widget import Game, RandomBot
from brass_widget.widget import BoardWidget
from brass_widget.widget.viewmodel import actions_of

from ..widget.test_duel_board import KINDS, at, chosen
from .host import check_performance, click_action, open_page, reload, wait_redrawn
from .test_board_browser import REACH_ALL, check_beside_and_readable

pytestmark = pytest.mark.browser


def take_by_rows(page, w, col: int, row: str | None = None):
    """Click a column's head (or, in the first round, a card of a row) in the card rows, then Confirm."""
    version = page.get_attribute(".brass-root", "data-version")
    target = f'.brass-rows button.brass-rowcard[data-take="{col}"][data-row="{row}"]' if row else \
        f'.brass-rows button.brass-take[data-take="{col}"]'
    page.click(target)
    want = f"take {col}" + (f" to {row}" if row else "")
    page.wait_for_selector(f'.brass-confirm[data-action="{want}"]')
    page.click(".brass-confirm")
    wait_redrawn(page, version)
    assert w.game.history[-1] == want and w.error == ""


def test_choose_persons_take_a_card_then_a_column_build_and_a_link_by_clicking(pw, served):
    w = BoardWidget(game=Game.new("duel", players=2, seed=3), seats=["human", "human"], teacher=True)
    browser, page = open_page(pw, served(w).url)
    try:
        notice = page.inner_text(".brass-notice")
        assert "prototype" in notice and "provisional stand-ins" in notice
        assert page.locator(".brass-map [data-location]").count() == 15
        assert page.locator(".brass-rows .brass-rowcard").count() == 8
        for _ in range(6):  # the setup choice: the chooser lists the seat's own offered persons
            text = str(w.game.legal_actions()[0])
            click_action(page, w, text)
            assert w.game.history[-1] == text
        # the first round: one card of a row, clicked in the card rows
        a = next(a for a in w.game.legal_actions() if a.kind == "take")
        take_by_rows(page, w, a.amount, a.to)
        bot = RandomBot(seed=2)
        while w.game.state["round"] == 1 or w.game.state["seats"][w.game.current_player]["hand"] or \
                w.game.state["pending"] is not None:
            assert w.play(str(bot.choose(w.game))), w.error
        reload(page)
        # a column (both its cards), clicked in the card rows; the edge ones say their fee
        assert "costs £2" in page.inner_text('.brass-rows button.brass-take[data-take="1"]')
        col = next(a.amount for a in w.game.legal_actions() if a.kind == "take")
        p = w.game.current_player
        take_by_rows(page, w, col)
        assert len(w.game.state["seats"][p]["hand"]) in (1, 2)
        # a build and a link, their space and line clicked on the map
        done = set()
        for _ in range(12):
            acts = w.game.legal_actions()
            pick = next((x for x in acts if x.kind in ("build", "network") and x.kind not in done and x.card != "double"),
                        None)
            if pick is None:
                if w.game.current_player is None:
                    break
                assert w.play(str(bot.choose(w.game))), w.error
                reload(page)  # the host sends traits on clicks: a move from Python needs the page again
                continue
            click_action(page, w, str(pick))
            assert w.game.history[-1] == str(pick) and w.error == ""
            where = "data-built" if pick.kind == "network" else "data-tile"
            assert page.locator(f'.brass-map [{where}="{pick.target}"]').count() == 1
            done.add(pick.kind)
            if done == {"build", "network"}:
                break
        assert done == {"build", "network"}
    finally:
        browser.close()


def test_why_not_a_whole_column_in_the_first_round(pw, served):
    w = BoardWidget(game=chosen(), seats=["human", "human"], teacher=True)
    browser, page = open_page(pw, served(w).url)
    try:
        page.click('.brass-rows button.brass-take[data-take="2"]', force=True)  # aria-disabled: it explains itself
        page.wait_for_selector(".brass-why >> text=first round")
        assert "S1" in page.inner_text(".brass-why")
        assert w.game.history == chosen().history
    finally:
        browser.close()


def test_every_legal_duel_decision_is_reachable_in_the_chooser(pw, served):
    w = BoardWidget(game=Game.new("duel", players=2, seed=5), seats=["human", "human"], teacher=True)
    browser, page = open_page(pw, served(w).url)
    try:
        kinds, checked = set(), 0

        def reach():
            page.evaluate("(ch) => window.__brass.apply(ch)", {"choices": w.choices, "topology": w.topology})
            res = page.evaluate(REACH_ALL)
            assert res["missed"] == [] and res["n"] == len(w.game.legal_actions())
            return actions_of(w.choices)
        for kind in KINDS:  # a position for every kind of Duel decision
            w.game = at(kind)
            kinds |= {a["kind"] for a in reach()}
            checked += 1
        w.game = Game.new("duel", players=2, seed=5)
        bot = RandomBot(seed=4)
        while not w.game.is_over and checked < 60:
            reach()
            checked += 1
            for _ in range(3):
                if not w.game.is_over:
                    assert w.play(str(bot.choose(w.game))), w.error
        print(f"\nREACH Duel: {checked} positions, kinds {sorted(kinds)}")
        assert set(KINDS) <= kinds
    finally:
        browser.close()


def test_performance_click_to_redraw_payload_first_render_duel(pw, served):
    """The figures docs/widget.md gives for Duel: click -> redrawn board, payload per move, first render (a
    random bot replying within each click)."""
    w = BoardWidget(game=Game.new("duel", players=2, seed=7), seats=["human", "random"])
    check_performance(pw, served(w).url, w, "Duel ")


def test_the_duel_board_is_readable_beside_its_panel_and_its_lines_easy_to_click(pw, served):
    """At 900 px (the narrowest side-by-side board): the panel beside the map, no text under 12 px (the map's
    town names at the map's real scale, the card rows), generous line click bands."""
    w = BoardWidget(game=chosen(), seats=["human", "human"], teacher=True)
    check_beside_and_readable(pw, served(w).url, "Duel")
