"""The tutorials in a real JupyterLab, as ``brass-widget tutorials`` writes them.

* A learner's copy of 00_start_here: Run All does not make the learner's move (the check says "Not yet"); the
  five clicks its guide describes make it, and the check then says "✓". The still picture of the board
  (``Game._repr_svg_``) fits the output's width.
* The teacher's versions of 02_coal_connections (Lancashire), 11_birmingham_beer (Brass: Birmingham) and
  15_duel_whats_different (Brass Duel), with solutions: every cell runs, every graded check says "✓", the board its
  exercise plays on (15 shows a second one, for a game against a bot) shows what the kernel holds, the charts
  render, and a click on that board reaches Python and redraws it.

JupyterLab runs as root (``--allow-root``) on a free port, rooted in a temporary folder (so autosave never
touches the package), with its own settings and workspace folders. Chromium is Debian's ``/usr/bin/chromium``,
driven by Playwright-Python.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

from brass_widget.tutorials import copy_tutorials

from .hosts import (
    PASS,
    board_of_cell,
    cell_text,
    free_port,
    guided_first_move,
    play_on_board,
    run_all,
    run_cell,
    serve,
)

pytestmark = pytest.mark.browser
SHOTS = Path(os.environ.get("BRASS_ARTIFACTS", "/tmp"))


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    work = tmp_path_factory.mktemp("lab")
    root = work / "root"
    copy_tutorials(root / "learner", out=None)
    copy_tutorials(root / "teacher", teacher=True, out=None)
    settings = work / "settings"
    (settings / "@jupyterlab" / "notebook-extension").mkdir(parents=True)
    (settings / "@jupyterlab" / "apputils-extension").mkdir(parents=True)
    # render every cell (no windowing) so the board and its clicks are in the DOM; no news toasts
    (settings / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings").write_text(
        json.dumps({"windowingMode": "none"}))
    (settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    port = free_port()
    cmd = [sys.executable, "-m", "jupyter", "lab", "--allow-root", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
           "--IdentityProvider.token=", "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
           "--LabApp.expose_app_in_browser=True", f"--ServerApp.root_dir={root}",
           f"--LabApp.user_settings_dir={settings}", f"--LabApp.workspaces_dir={work / 'workspaces'}"]
    url = f"http://127.0.0.1:{port}"
    env = {"JUPYTER_PLATFORM_DIRS": "1", "BRASS_CHECKS": ""}  # a learner's kernel: checks answer, never raise
    with serve(cmd, f"{url}/api/status", work / "lab.log", env=env):
        yield url


def open_and_run(browser, lab, path: str):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    name = Path(path).stem
    # a fresh workspace per notebook (?reset), so no tab from an earlier page comes back and takes the focus
    page.goto(f"{lab}/lab/workspaces/{name.replace('_', '-')}/tree/{path}?reset")
    run_all(page, path, SHOTS / f"lab-{name}.png")
    return page


def test_start_here_leaves_the_first_move_to_the_learner_and_the_guided_clicks_make_it(browser, lab):
    page = open_and_run(browser, lab, "learner/00_start_here.ipynb")
    try:
        assert page.locator(".brass-root").count() == 1, "the board widget should render exactly once"
        assert page.locator(".brass-map [data-slot]").count() > 20, "the map's industry spaces should be drawn"
        before = cell_text(page, "nb00-check-1")
        assert before.startswith("Not yet: click Build, Cotton Mill"), before
        assert page.locator(".brass-logl .brass-log-lines li").count() == 2, "only Pink's two opening decisions: no move for Blue"
        # the still picture (w.game) scales to the output area, not a fixed 1180 px
        pic = page.locator(".jp-RenderedSVG img").last
        pic.scroll_into_view_if_needed()
        box, area = pic.bounding_box(), page.locator(".jp-RenderedSVG").last.bounding_box()
        print(f"\nLAB PICTURE w.game drawn {box['width']:.0f} x {box['height']:.0f} px in an output area "
              f"{area['width']:.0f} px wide")
        assert abs(box["width"] - area["width"]) < 2, "the picture should fill the output's width"
        assert abs(box["height"] / box["width"] - 980 / 1180) < 0.02, "the picture keeps its proportions"
        guided_first_move(page)
        page.wait_for_function("document.querySelector('.brass-logl').innerText.includes("
                               "'Cotton Mill in Manchester')")
        after = run_cell(page, "nb00-check-1")
        assert after.startswith("✓ Your Cotton Mill stands in Manchester"), after
    finally:
        page.close()


class TeacherRun(NamedTuple):
    checks: int  # its graded checks, each to say "✓"
    boards: int  # the boards it shows
    charts: int  # the plotly charts it shows, at least
    shown: tuple[str, ...]  # what its exercises left on the board they play on (the board in cell c01)
    clicks: tuple[str, ...]  # a decision on that board (for whoever is next: teacher=True), clicked up to Confirm
    played: str  # the decision's text starts so
    logged: str  # and the board's log then says this


def blues(ref: str, industry: str) -> str:
    return f'.brass-tile[data-tile="{ref}"][data-owner="0"][data-industry="{industry}"]'


TEACHER_RUNS = {
    # Blue's shipyard and link
    "02_coal_connections": TeacherRun(
        checks=3, boards=1, charts=1,
        shown=(blues("birkenhead/1", "shipyard"), '[data-built="birkenhead--ellesmere_port"] .brass-link-fill'),
        clicks=(PASS,), played="pass card ", logged="passed (discarding"),
    # Blue's Manufacturer, sold with the merchant's beer
    "11_birmingham_beer": TeacherRun(
        checks=1, boards=1, charts=1, shown=(blues("birmingham/2", "manufacturer"),),
        clicks=(PASS,), played="pass card ", logged="passed (discarding"),
    # Brass Duel: Blue's Coal Importer and the Road it upgraded to a Rail on the exercise's board (c01); a second
    # board (c19) plays a whole game against a bot. Orange, next, takes a column by its head in the card rows.
    "15_duel_whats_different": TeacherRun(
        checks=2, boards=2, charts=2,
        shown=(blues("newport/2", "coal_importer"), '[data-built="cowes--newport"][data-kind="rail"] .brass-link-fill'),
        clicks=('.brass-rows button.brass-take[data-take="3"]',), played="take 3", logged="Orange took column 3"),
}


@pytest.mark.parametrize("name", list(TEACHER_RUNS))
def test_teacher_version_passes_its_checks_and_the_board_plays(browser, lab, name):
    run = TEACHER_RUNS[name]
    page = open_and_run(browser, lab, f"teacher/{name}.ipynb")
    try:
        graded = [c["id"] for c in json.loads(Path(__file__).resolve().parents[2].joinpath(
            "brass_widget", "tutorials", f"{name}.ipynb").read_text())["cells"]
            if c["metadata"].get("nbgrader", {}).get("grade")]
        answers = [cell_text(page, cid) for cid in graded]
        assert len(answers) == run.checks and all(a.startswith("✓ ") for a in answers), answers
        assert page.locator(".brass-root").count() == run.boards
        board = board_of_cell(page, "c01")
        assert board.count() == 1, "the exercise's board should be drawn in its cell"
        for selector in run.shown:  # the board must show what the exercises built or sold
            assert board.locator(f".brass-map {selector}").count() == 1, selector
        assert page.locator(".js-plotly-plot").count() >= run.charts, "the notebook's charts should render"
        text = play_on_board(board, run.clicks)
        assert text.startswith(run.played) and run.logged in board.locator(".brass-logl").inner_text(), text
    finally:
        page.close()
