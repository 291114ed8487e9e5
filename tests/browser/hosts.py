"""Helpers for the browser tests of the tutorials' hosts (JupyterLab, Notebook 7, Voilà, exported pages): start
a server in its own process group and stop it, drive a notebook page, and make the first move of 00_start_here
the way its guide tells a learner to (five clicks)."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def serve(cmd: list[str], ready_url: str, log: Path, *, cwd=None, env=None, timeout: float = 120):
    """Run a server until the block ends; wait until ``ready_url`` answers. Fails with the server's log."""
    with open(log, "w") as out:
        proc = subprocess.Popen(cmd, cwd=cwd, env={**os.environ, **(env or {})}, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            deadline = time.time() + timeout
            while True:
                try:
                    urllib.request.urlopen(ready_url, timeout=2)
                    break
                except OSError:
                    if proc.poll() is not None or time.time() > deadline:
                        raise RuntimeError(f"{cmd[:3]} did not start:\n{log.read_text()[-3000:]}") from None
                    time.sleep(0.5)
            yield proc
        finally:
            stop_group(proc, 20)


def stop_group(proc: subprocess.Popen, timeout: float) -> None:
    """Stop a process started in its own group (``start_new_session=True``) and all it started: SIGTERM, then
    SIGKILL after ``timeout`` seconds."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


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

KERNEL_IDLE = """(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    return w && w.context && w.context.path === path && w.sessionContext && w.sessionContext.session
           && w.sessionContext.session.kernel && w.sessionContext.session.kernel.status === 'idle'; }"""

# the printed text of each cell that has nbgrader metadata (graded checks), by cell id
CELL_TEXT_JS = """(id) => {
  const cell = window.jupyterapp.shell.currentWidget.content.widgets.find((c) => c.model.id === id);
  if (!cell) return null;
  return cell.model.outputs.toJSON().map((o) => o.text ? [].concat(o.text).join('') : '').join('');
}"""

GRADED_JS = """() => window.jupyterapp.shell.currentWidget.content.widgets
  .filter((c) => c.model.type === 'code' && ((c.model.getMetadata ? c.model.getMetadata('nbgrader') : null) || {}).grade)
  .map((c) => c.model.id)"""


def run_all(page, path: str, shot: Path, timeout: float = 240) -> dict:
    """On an open notebook page (JupyterLab or Notebook 7): wait for the kernel, run every cell, wait until all
    ran; fail on a cell error or a stuck run (with a screenshot)."""
    page.wait_for_function(KERNEL_IDLE, arg=path, timeout=120_000)
    # start the run without awaiting its promise: a stuck cell must fail on the timeout below, not hang here
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); return true; }")
    finished = f"() => {{ const s = ({STATUS_JS})(); return s && (s.errors.length > 0 || " \
               "(s.done === s.cells && s.kernel === 'idle')); }"
    try:
        page.wait_for_function(finished, timeout=timeout * 1000, polling=500)
    except Exception as e:
        page.screenshot(path=str(shot), timeout=10_000)
        raise AssertionError(f"{path}: not all cells ran within {timeout}s (screenshot {shot}): {e}") from None
    status = page.evaluate(STATUS_JS)
    assert not status["errors"], f"{path}: a cell failed: {status['errors']}"
    return status


def cell_text(page, cell_id: str) -> str:
    text = page.evaluate(CELL_TEXT_JS, cell_id)
    assert text is not None, f"no cell {cell_id}"
    return text


def run_cell(page, cell_id: str) -> str:
    """Run one cell (by its id) again and return what it printed."""
    page.evaluate("""(id) => { const nb = window.jupyterapp.shell.currentWidget.content;
        nb.activeCellIndex = nb.widgets.findIndex((c) => c.model.id === id);
        window.jupyterapp.commands.execute('notebook:run-cell'); return true; }""", cell_id)
    page.wait_for_function("""(id) => { const nb = window.jupyterapp.shell.currentWidget;
        const c = nb.content.widgets.find((c) => c.model.id === id);
        return c && c.model.executionCount !== null && nb.sessionContext.session.kernel.status === 'idle'
               && c.model.outputs.length > 0; }""", arg=cell_id, timeout=60_000)
    return cell_text(page, cell_id)


CELL_NODE_JS = """(id) => { const cell = window.jupyterapp.shell.currentWidget.content.widgets.find((c) => c.model.id === id);
  if (!cell) return false;
  cell.node.setAttribute('data-test-cell', id); return true; }"""


def board_of_cell(page, cell_id: str):
    """The board (``.brass-root``) a cell's output shows, in a JupyterLab notebook page: a notebook may show more
    than one board, and the one its exercise plays on is the one to check."""
    assert page.evaluate(CELL_NODE_JS, cell_id), f"no cell {cell_id}"
    return page.locator(f'[data-test-cell="{cell_id}"] .brass-root')


PASS = '.brass-chooser button[data-field="kind"][data-value="pass"]'  # the chooser's Pass


def play_on_board(board, clicks) -> str:
    """On one board (a ``.brass-root`` locator): click each selector of ``clicks`` inside it, then the first option
    still available until Confirm is offered; confirm, and wait until the board redraws (its data-version
    changes). Returns the decision confirmed (Confirm's data-action)."""
    from playwright.sync_api import expect
    version = board.get_attribute("data-version")
    for selector in clicks:
        board.locator(selector).click()
    confirm = board.locator(".brass-confirm")
    for _ in range(4):
        if confirm.count():
            break
        board.locator(".brass-opts button:not(.brass-unavail)").first.click()
    text = confirm.get_attribute("data-action")
    confirm.click()
    expect(board).not_to_have_attribute("data-version", version, timeout=30_000)
    return text


def guided_first_move(page) -> None:
    """00_start_here's exercise, as its guide words it: Build, Cotton Mill, the Manchester space on the map, the
    Manchester card, Confirm; then wait for the board to redraw."""
    root = page.locator(".brass-root").first
    version = root.get_attribute("data-version")
    page.click('.brass-chooser button[data-field="kind"][data-value="build"]')
    page.click('.brass-opts button[data-field="industry"][data-value="cotton_mill"]')
    page.click('.brass-map [data-slot="manchester/1"]')
    page.click('.brass-opts button[data-field="card"][data-value="manchester"]')
    page.click('.brass-confirm[data-action="build cotton_mill manchester/1 card manchester"]')
    page.wait_for_function(f"document.querySelector('.brass-root').getAttribute('data-version') !== '{version}'",
                           timeout=30_000)
