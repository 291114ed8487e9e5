"""Two students on their own devices (issue 34, piece 2): the real classroom server (``brass-widget classroom``, a
process of its own on 127.0.0.1), two Chromium pages opened by their seats' join links, each playing a move by
clicking; each sees the other's move, and each page holds its own hand and not the other's. Then the server is
stopped and started again on the same data: the pages connect again by themselves and play on."""

from __future__ import annotations

import re
import sys
from contextlib import closing

import pytest

from brass_widget import Game
from brass_widget.classroom.client import Client

from .host import click_up_to_confirm
from .hosts import ARGS, CHROMIUM, free_port, serve

pytestmark = pytest.mark.browser

SEED = 3


def hand_on_page(page, name: str) -> list[str] | None:
    """The cards of ``name``'s hand as the page shows them (None: the page shows no such hand)."""
    ul = page.locator(f'.brass-hand ul[aria-label="{name}\'s hand"]')
    if not ul.count():
        return None
    return sorted(ul.locator("li").evaluate_all("(els) => els.map((e) => e.getAttribute('data-card'))"))


def test_two_students_join_one_table_by_their_links_and_play_by_clicking(pw, tmp_path):
    from playwright.sync_api import expect  # (imported here, as the other browser tests do)

    port = free_port()
    cmd = [sys.executable, "-m", "brass_widget", "classroom", "--port", str(port), "--data", str(tmp_path / "class")]
    log = tmp_path / "server.log"
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    try:
        with serve(cmd, f"http://127.0.0.1:{port}/", log):
            token = re.search(r"#token=(\S+)", log.read_text()).group(1)
            with closing(Client(f"http://127.0.0.1:{port}", token=token)) as teacher:
                status, made = teacher.post("/api/tables", {"edition": "lancashire", "players": 2,
                                                            "seats": ["person", "person"], "seed": SEED})
                assert status == 201, made
            links = {j["seat"]: j["play"] for j in made["join"]}
            codes = {j["seat"]: j["code"] for j in made["join"]}
            game = Game.new("lancashire", players=2, seed=SEED)  # the table's game, followed here by its decisions
            pages, problems = {}, []
            for seat, link in links.items():
                page = browser.new_context().new_page()  # two devices: nothing shared
                page.on("pageerror", lambda e: problems.append(str(e)))
                page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
                page.goto(link)
                page.wait_for_selector(".brass-root[data-version='0']")
                pages[seat] = page
            for page in pages.values():  # a student sees only what a student can use (the seat's ui.controls)
                assert offered_controls(page) == {}, offered_controls(page)
                expect(page.locator(".brass-seat-kind")).to_have_count(2)  # who plays each seat, said, not a menu
                expect(page.locator(".brass-toolbar [data-highlight='network']")).to_be_visible()
            # the teacher pauses and resumes the table: each page says so at once, no move needed (seat_socket)
            with closing(Client(f"http://127.0.0.1:{port}", token=token)) as teacher:
                assert teacher.post(f"/api/tables/{made['id']}/pause")[0] == 200
                for page in pages.values():
                    expect(page.locator(".brass-status .brass-held")).to_have_text("Paused by your teacher")
                    expect(page.locator(".brass-confirm, .brass-opts button")).to_have_count(0)
                assert teacher.post(f"/api/tables/{made['id']}/resume")[0] == 200
                for page in pages.values():
                    expect(page.locator(".brass-held")).to_have_count(0)
            # the one hand each page shows, by its label ("Blue's hand")
            names = {s: page.get_attribute(".brass-hand ul", "aria-label") for s, page in pages.items()}
            for move in range(1, 3):  # each seat plays one move: the first seat to act, then the other
                play_a_build(pages, game, port, codes, move)
            for seat, page in pages.items():  # its own hand, and no other
                other = 1 - seat
                assert names[seat] != names[other]
                assert hand_on_page(page, names[seat].removesuffix("'s hand")) == \
                    sorted(game.state["seats"][seat]["hand"])
                assert hand_on_page(page, names[other].removesuffix("'s hand")) is None
                assert page.locator(".brass-hand ul").count() == 1
            assert not problems, problems  # no script error, no refused load (the page's Content-Security-Policy)
        # the server is gone (stopped like a crash): each page says so and keeps trying
        for page in pages.values():
            expect(page.locator("#seat-status")).to_contain_text("Connection lost")  # (no eval under the page's CSP)
        with serve(cmd, f"http://127.0.0.1:{port}/", tmp_path / "server2.log"):  # again, on the same data
            for page in pages.values():
                expect(page.locator("#seat-status")).to_have_text("", timeout=60_000)
            play_a_build(pages, game, port, codes, 3)  # the reconnected pages play on
            with closing(Client(f"http://127.0.0.1:{port}", token=token)) as teacher:
                assert teacher.get(f"/api/tables/{made['id']}")[1]["decisions"] == [str(a) for a in game.history]
    finally:
        browser.close()

# the controls a board may offer besides playing (protocol.CONTROLS), as the page draws them
CONTROLS = {"undo": "[data-intent='undo']", "redo": "[data-intent='redo']", "new": "[data-intent='new']",
            "save": "[data-intent='save']", "load": "[data-intent='load']", "game menu": ".brass-gamemenu",
            "seats": "select.brass-seat"}


def offered_controls(page) -> dict[str, int]:
    """Each of ``CONTROLS`` the page shows (its count of visible elements), the menu opened first where there is one
    (its controls are inside it)."""
    menu = page.locator(".brass-gamemenu > summary")
    if menu.count() and menu.is_visible():
        menu.click()
    out = {}
    for name, sel in CONTROLS.items():
        n = sum(1 for i in range(page.locator(sel).count()) if page.locator(sel).nth(i).is_visible())
        if n:
            out[name] = n
    return out


def test_a_boardwidget_offers_every_control_a_students_page_hides(pw, served):
    from brass_widget import BoardWidget

    from .host import open_page
    browser, page = open_page(pw, served(BoardWidget(Game.new("lancashire", players=2, seed=SEED))).url, 1280, 800)
    try:
        assert offered_controls(page) == {"undo": 1, "redo": 1, "new": 1, "save": 1, "load": 1, "game menu": 1,
                                          "seats": 2}
    finally:
        browser.close()


def play_a_build(pages, game, port, codes, move: int) -> None:
    """The seat to act plays its first legal build by clicking; each page redraws with it, the tile on its map."""
    seat = game.current_player
    _, view = Client(f"http://127.0.0.1:{port}").seat(codes[seat])
    text = next(t for t in view["legal"] if t.startswith("build "))
    action = game.parse(text)
    click_up_to_confirm(pages[seat], action)
    pages[seat].click(".brass-confirm")
    game.apply(text)
    for page in pages.values():
        page.wait_for_selector(f".brass-root[data-version='{move}']")
        assert page.locator(f'.brass-map [data-tile="{action.target}"]').count() == 1
