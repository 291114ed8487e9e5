"""The tutorials in a real JupyterLab, as ``brass-widget tutorials`` writes them.

* A learner's copy of 00_start_here: Run All does not make the learner's move (the check says "Not yet"); the
  five clicks its guide describes make it, and the check then says "✓". The still picture of the board
  (``Game._repr_svg_``) fits the output's width.
* The teacher's versions of 02_coal_connections (Lancashire) and 11_birmingham_beer (Brass: Birmingham), with
  solutions: every cell runs, every graded check says "✓", the board shows what the kernel holds, a chart renders,
  and a click on the board reaches Python and redraws it.

JupyterLab runs as root (``--allow-root``) on a free port, rooted in a temporary folder (so autosave never
touches the package), with its own settings and workspace folders. Chromium is Debian's ``/usr/bin/chromium``,
driven by Playwright-Python.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from brass_widget.tutorials import copy_tutorials

from .hosts import ARGS, CHROMIUM, cell_text, free_port, guided_first_move, run_all, run_cell, serve

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


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


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


# notebook: (its graded checks, a tile of Blue's its exercises leave on the board, a link they build or None)
TEACHER_RUNS = {
    "02_coal_connections": (3, "birkenhead/1", "birkenhead--ellesmere_port"),  # Blue's link and shipyard
    "11_birmingham_beer": (1, "birmingham/2", None),  # Blue's Manufacturer, sold with the merchant's beer
}


@pytest.mark.parametrize("name", list(TEACHER_RUNS))
def test_teacher_version_passes_its_checks_and_the_board_plays(browser, lab, name):
    checks, tile, link = TEACHER_RUNS[name]
    page = open_and_run(browser, lab, f"teacher/{name}.ipynb")
    try:
        graded = [c["id"] for c in json.loads(Path(__file__).resolve().parents[2].joinpath(
            "brass_widget", "tutorials", f"{name}.ipynb").read_text())["cells"]
            if c["metadata"].get("nbgrader", {}).get("grade")]
        answers = [cell_text(page, cid) for cid in graded]
        assert len(answers) == checks and all(a.startswith("✓ ") for a in answers), answers
        assert page.locator(".brass-root").count() == 1
        # the board must show what the exercises built or sold
        assert page.locator(f'.brass-map .brass-tile[data-tile="{tile}"][data-owner="0"]').count() == 1
        if link:
            assert page.locator(f'.brass-map [data-built="{link}"] .brass-link-fill').count() == 1
        assert page.locator(".js-plotly-plot").count() >= 1, "the notebook's chart should render"
        version = page.get_attribute(".brass-root", "data-version")
        page.click('.brass-chooser button[data-field="kind"][data-value="pass"]')  # whoever is next (teacher=True)
        for _ in range(4):
            if page.locator(".brass-confirm").count():
                break
            page.locator(".brass-opts button:not(.brass-unavail)").first.click()
        text = page.get_attribute(".brass-confirm", "data-action")
        page.click(".brass-confirm")
        page.wait_for_function(f"document.querySelector('.brass-root').getAttribute('data-version') !== '{version}'",
                               timeout=30_000)
        assert text.startswith("pass card ") and "passed (discarding" in page.locator(".brass-logl").inner_text()
    finally:
        page.close()
