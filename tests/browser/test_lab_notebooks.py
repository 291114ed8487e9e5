"""The tutorials in a real JupyterLab: open 00_start_here and 02_coal_connections, run every cell, check that
the board renders what the kernel holds, and that a click on the board reaches Python and redraws it.

JupyterLab runs as root (``--allow-root``) on a free port, on a temporary copy of the notebooks (so autosave
never dirties the repository), with its own settings and workspace folders. Chromium is Debian's
``/usr/bin/chromium``, driven by Playwright-Python.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    work = tmp_path_factory.mktemp("lab")
    root = work / "root"
    shutil.copytree(ROOT / "notebooks", root / "notebooks")
    settings = work / "settings"
    (settings / "@jupyterlab" / "notebook-extension").mkdir(parents=True)
    (settings / "@jupyterlab" / "apputils-extension").mkdir(parents=True)
    # render every cell (no windowing) so the board and its clicks are in the DOM; no news toasts
    (settings / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings").write_text(
        json.dumps({"windowingMode": "none"}))
    (settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    port = free_port()
    log = open(work / "lab.log", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--allow-root", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
         "--IdentityProvider.token=", "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
         "--LabApp.expose_app_in_browser=True", f"--ServerApp.root_dir={root}",
         f"--LabApp.user_settings_dir={settings}", f"--LabApp.workspaces_dir={work / 'workspaces'}"],
        stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1"})
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 90
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/status", timeout=2)
                break
            except OSError:
                if proc.poll() is not None or time.time() > deadline:
                    log.flush()
                    raise RuntimeError("JupyterLab did not start:\n" + (work / "lab.log").read_text()[-3000:]) from None
                time.sleep(0.5)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


STATUS_JS = """() => {
  const nb = window.jupyterapp.shell.currentWidget;
  if (!nb || !nb.content || !nb.sessionContext) return null;
  const code = nb.content.widgets.filter((c) => c.model.type === 'code');
  const errors = [];
  for (const c of code) {
    for (const o of c.model.outputs.toJSON()) {
      if (o.output_type === 'error') errors.push(o.ename + ': ' + o.evalue);
    }
  }
  return {
    cells: code.length,
    done: code.filter((c) => c.model.executionCount !== null).length,
    errors,
    kernel: nb.sessionContext.session && nb.sessionContext.session.kernel ? nb.sessionContext.session.kernel.status : null,
  };
}"""


def run_notebook(browser, lab, name, timeout=240):
    """Open a notebook in JupyterLab, run all cells, wait until every code cell ran; fail on any error."""
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    crashed = []
    page.on("crash", lambda _page: crashed.append(name))
    # a fresh workspace per notebook (?reset), so no tab from an earlier page comes back and takes the focus
    page.goto(f"{lab}/lab/workspaces/{name.replace('_', '-')}/tree/notebooks/{name}.ipynb?reset")
    page.wait_for_function("""(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
        return w && w.context && w.context.path === path && w.sessionContext && w.sessionContext.session
               && w.sessionContext.session.kernel && w.sessionContext.session.kernel.status === 'idle'; }""",
                           arg=f"notebooks/{name}.ipynb", timeout=120_000)
    # start the run without awaiting its promise: a stuck cell must fail on the timeout below, not hang here
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); return true; }")
    # wait_for_function (not a loop of evaluate) so that a stuck page fails on the timeout
    finished = f"() => {{ const s = ({STATUS_JS})(); return s && (s.errors.length > 0 || " \
               "(s.done === s.cells && s.kernel === 'idle')); }"
    try:
        page.wait_for_function(finished, timeout=timeout * 1000, polling=500)
    except Exception as e:
        shot = Path(os.environ.get("BRASS_ARTIFACTS", "/tmp")) / f"lab-{name}.png"
        if not crashed:
            page.screenshot(path=str(shot), timeout=10_000)
        raise AssertionError(f"{name}: not all cells ran within {timeout}s (page crashed: {bool(crashed)}; "
                             f"screenshot {shot}): {e}") from None
    status = page.evaluate(STATUS_JS)
    assert not status["errors"], f"{name}: a cell failed in JupyterLab: {status['errors']}"
    return page


def click_first_decision(page, kind: str) -> str:
    """Click through the board's chooser to the first available decision of ``kind`` and confirm it.
    Returns the decision's text, after the board redrew with a new version."""
    root = page.locator(".brass-root").first
    version = root.get_attribute("data-version")
    page.click(f'.brass-chooser button[data-field="kind"][data-value="{kind}"]')
    for _ in range(8):
        if page.locator(".brass-confirm").count():
            break
        page.locator(".brass-opts button:not(.brass-unavail)").first.click()
    text = page.get_attribute(".brass-confirm", "data-action")
    page.click(".brass-confirm")
    page.wait_for_function(f"document.querySelector('.brass-root').getAttribute('data-version') !== '{version}'",
                           timeout=30_000)
    return text


def test_start_here_runs_renders_the_board_and_a_click_plays(browser, lab):
    page = run_notebook(browser, lab, "00_start_here")
    try:
        assert page.locator(".brass-root").count() == 1, "the board widget should render exactly once"
        assert page.locator(".brass-map [data-slot]").count() > 20, "the map's industry spaces should be drawn"
        assert page.locator(".js-plotly-plot, .brass-root").count() >= 1
        log_before = page.locator(".brass-logl li").count()
        text = click_first_decision(page, "pass")
        assert text.startswith("pass card ")
        page.wait_for_function(f"document.querySelectorAll('.brass-logl li').length > {log_before}")
        assert "passed (discarding" in page.locator(".brass-logl").inner_text(), \
            "the move clicked should appear in the game log (in English)"
    finally:
        page.close()


def test_coal_connections_runs_and_the_board_shows_the_kernel_state(browser, lab):
    page = run_notebook(browser, lab, "02_coal_connections")
    try:
        assert page.locator(".brass-root").count() == 1
        # the last exercise built player 0's link and shipyard in Birkenhead; the board must show both
        assert page.locator('.brass-map .brass-tile[data-tile="birkenhead/1"][data-owner="0"]').count() == 1
        assert page.locator('.brass-map [data-built="birkenhead--ellesmere_port"] .brass-link-fill').count() == 1
        assert page.locator(".js-plotly-plot").count() >= 1, "the supply-curve chart should render"
        text = click_first_decision(page, "pass")  # player 1 (teacher mode: every seat is played here)
        assert text.startswith("pass card ")
        assert "passed (discarding" in page.locator(".brass-logl").inner_text()
    finally:
        page.close()
