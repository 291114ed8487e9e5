"""A newcomer's walk of tutorials 00, 10, 14 and 15 in JupyterLab at 1280x800 (issue 37's last paragraph).

Started as the README says (scripts/lab.sh, into a fresh tutorials folder), with JupyterLab's app exposed to the page
(so the walk can wait for the kernel) and nothing else changed: the file browser open, JupyterLab's own defaults.
Each cell is run with Shift+Enter, one at a time; exercises are done by clicking on the board. Screenshots go to OUT.
"""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

OUT = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/walk/shots")
OUT.mkdir(parents=True, exist_ok=True)
REPO = Path("/work/main")
TUT = Path("/tmp/walk/tutorials")
LOG = []

IDLE = """() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  return !!(w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel
         && w.sessionContext.session.kernel.status === 'idle'); }"""
ACTIVE_OUT = """() => { const nb = window.jupyterapp.shell.currentWidget.content; const c = nb.widgets[nb.activeCellIndex - 1];
  if (!c || c.model.type !== 'code') return null;
  return c.model.outputs.toJSON().map((o) => o.text ? [].concat(o.text).join('') : (o.ename ? o.ename + ': ' + o.evalue : '')).join(''); }"""
CELL_INFO = """() => { const nb = window.jupyterapp.shell.currentWidget.content; const c = nb.widgets[nb.activeCellIndex];
  return c ? {i: nb.activeCellIndex, type: c.model.type, id: c.model.id, n: nb.widgets.length,
              src: c.model.sharedModel.getSource().slice(0, 80)} : null; }"""


def note(msg):
    stamp = time.strftime("%H:%M:%S")
    LOG.append(f"{stamp} {msg}")
    print(f"{stamp} {msg}", flush=True)


def shot(page, name):
    page.screenshot(path=str(OUT / f"{name}.png"))
    note(f"  [shot {name}]")


def start_lab(port):
    env = {**os.environ, "BRASS_TUTORIALS_DIR": str(TUT)}
    proc = subprocess.Popen(["bash", "scripts/lab.sh", "--no-browser", f"--port={port}", "--ip=127.0.0.1",
                             "--LabApp.expose_app_in_browser=True"], cwd=REPO, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True)
    url, lines, t0 = None, [], time.time()
    while time.time() - t0 < 300:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip())
        m = re.search(r"(http://127\.0\.0\.1:\d+/lab\S*token=\S+)", line)
        if m:
            url = m.group(1)
            break
    note(f"lab.sh printed {len(lines)} lines before the address ({time.time() - t0:.1f}s): " + " / ".join(lines[-6:]))
    return proc, url


def shift_enter(page, times=1, wait=180):
    outs = []
    for _ in range(times):
        info = page.evaluate(CELL_INFO)
        t0 = time.time()
        page.keyboard.press("Shift+Enter")
        page.wait_for_timeout(300)
        page.wait_for_function(IDLE, timeout=wait * 1000, polling=200)
        page.wait_for_timeout(400)
        out = page.evaluate(ACTIVE_OUT) if info and info["type"] == "code" else None
        if info and info["type"] == "code":
            note(f"  ran cell {info['i']} ({info['id']}) in {time.time() - t0:.1f}s: {info['src']!r}"
                 + (f"\n      -> {out.strip()[:600]!r}" if out and out.strip() else ""))
        outs.append(out)
    return outs


def open_notebook(page, base, token, name):
    t0 = time.time()
    page.locator(f'.jp-DirListing-itemText:has-text("{name}")').first.dblclick()
    page.wait_for_function("(n) => { const w = window.jupyterapp.shell.currentWidget; return w && w.context && w.context.path.endsWith(n); }", arg=name, timeout=120_000)
    note(f"{name} opened from the file browser ({time.time() - t0:.1f}s)")
    page.wait_for_function(IDLE, timeout=180_000, polling=300)
    page.wait_for_timeout(1500)
    # a learner clicks into the first cell and goes down with Shift+Enter
    page.locator(".jp-NotebookPanel:visible .jp-Cell").first.click()
    page.keyboard.press("Escape")


GOTO = """(id) => { const nb = window.jupyterapp.shell.currentWidget.content;
  const i = nb.widgets.findIndex((c) => c.model.id === id); return i; }"""


def goto_after_board(page):
    """As a learner does after playing on the board: click the cell below the board's cell (its prompt area)."""
    i = page.evaluate("() => window.jupyterapp.shell.currentWidget.content.activeCellIndex")
    cells = page.locator(".jp-NotebookPanel:visible .jp-Cell")
    cells.nth(i + 1).locator(".jp-InputPrompt, .jp-InputArea-prompt").first.click()
    page.keyboard.press("Escape")


def run_until(page, cell_id, limit=40):
    """Shift+Enter until the cell with this id has run (it is the one just above the active cell)."""
    for _ in range(limit):
        info = page.evaluate(CELL_INFO)
        shift_enter(page)
        if info and info["id"] == cell_id:
            return
    raise RuntimeError(f"never reached {cell_id}")


def board(page, k=0):
    return page.locator(".jp-NotebookPanel:visible .brass-root").nth(k)


def click(page, loc, label):
    t0 = time.time()
    loc.click()
    page.wait_for_timeout(500)
    note(f"  click {label} ({time.time() - t0:.1f}s)")


def confirm(page, b, label):
    v = b.get_attribute("data-version")
    c = b.locator(".brass-confirm")
    text = c.get_attribute("data-action")
    t0 = time.time()
    c.click()
    page.wait_for_function("([el, v]) => el.getAttribute('data-version') !== v", arg=[b.element_handle(), v],
                           timeout=60_000)
    note(f"  confirm {label}: {text!r} ({time.time() - t0:.1f}s to redraw)")
    return text


def walk():
    port = 8950
    proc, url = start_lab(port)
    assert url, "lab.sh printed no address"
    base = url.split("/lab")[0]
    token = url.split("token=")[1]
    with sync_playwright() as p:
        br = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = br.new_page(viewport={"width": 1280, "height": 800})
        errors = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        t0 = time.time()
        page.goto(url)
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=180_000)
        note(f"00 opened from lab.sh's address in {time.time() - t0:.1f}s")
        page.wait_for_function(IDLE, timeout=180_000, polling=300)
        page.wait_for_timeout(1500)
        shot(page, "00-01-opened")
        page.locator(".jp-Notebook .jp-Cell").first.click()
        page.keyboard.press("Escape")
        run_until(page, "c04")  # up to the board
        page.wait_for_selector(".jp-NotebookPanel:visible .brass-root", timeout=60_000)
        page.wait_for_timeout(1500)
        b = board(page)
        b.scroll_into_view_if_needed()
        shot(page, "00-02-board")
        run_until(page, "c06")
        # the exercise: as 00's guide says, by clicking; first try the card in the hand (issue 37, item 7)
        b.scroll_into_view_if_needed()
        click(page, b.locator('.brass-chooser button[data-field="kind"][data-value="build"]'), "Build")
        click(page, b.locator('.brass-opts button[data-field="industry"][data-value="cotton_mill"]'), "Cotton Mill")
        click(page, b.locator('.brass-map [data-slot="manchester/1"]'), "the Manchester space")
        shot(page, "00-03-space-chosen")
        cards = b.locator('.brass-hand [data-card="manchester"], .brass-hand button:has-text("Manchester")')
        if cards.count():
            click(page, cards.first, "the Manchester card in the hand")
        else:
            click(page, b.locator('.brass-opts button[data-field="card"][data-value="manchester"]'), "Manchester (option)")
        shot(page, "00-04-card-chosen")
        confirm(page, b, "00's first move")
        page.wait_for_timeout(2500)
        shot(page, "00-05-after-move")
        goto_after_board(page)
        run_until(page, "nb00-check-1")
        shot(page, "00-06-check")
        for _ in range(12):
            info = page.evaluate(CELL_INFO)
            if not info or info["i"] >= info["n"] - 1:
                break
            shift_enter(page)
        shot(page, "00-07-end")

        # 10: Birmingham
        open_notebook(page, base, token, "10_birmingham_whats_different.ipynb")
        shot(page, "10-01-opened")
        run_until(page, "c01")
        page.wait_for_selector(".jp-NotebookPanel:visible .brass-root", timeout=60_000)
        page.wait_for_timeout(1500)
        b = board(page)
        b.scroll_into_view_if_needed()
        shot(page, "10-02-board")
        run_until(page, "c05")
        b.scroll_into_view_if_needed()
        click(page, b.locator('.brass-chooser button[data-field="kind"][data-value="build"]'), "Build")
        click(page, b.locator('.brass-opts button[data-field="industry"][data-value="brewery"]'), "Brewery")
        click(page, b.locator('.brass-map [data-slot="stafford/1"]'), "Stafford space")
        opt = b.locator('.brass-opts button[data-field="card"][data-value="stafford"]')
        if opt.count():
            click(page, opt, "the Stafford card option")
        shot(page, "10-03-preview")
        confirm(page, b, "10's brewery")
        page.wait_for_timeout(1500)
        shot(page, "10-04-after")
        goto_after_board(page)
        run_until(page, "nb10-check-1")
        shot(page, "10-05-check")
        for _ in range(8):
            info = page.evaluate(CELL_INFO)
            if not info or info["i"] >= info["n"] - 1:
                break
            shift_enter(page)
        shot(page, "10-06-end")

        # 14: a Birmingham game against bots; Hint, More hints, choose a hint, Why did the bot do that?
        open_notebook(page, base, token, "14_birmingham_full_game.ipynb")
        run_until(page, "c01")
        page.wait_for_selector(".jp-NotebookPanel:visible .brass-root", timeout=60_000)
        page.wait_for_timeout(1500)
        b = board(page)
        b.scroll_into_view_if_needed()
        shot(page, "14-01-board")
        for turn in range(4):
            page.wait_for_function("(el) => el.getAttribute('data-current') === '0' || true", arg=b.element_handle())
            hint = b.locator(".brass-hint-btn").first
            t0 = time.time()
            hint.click()
            b.locator(".brass-hint-choose").first.wait_for(timeout=60_000)
            note(f"  Hint answered in {time.time() - t0:.1f}s")
            page.wait_for_timeout(500)
            shot(page, f"14-{turn + 2:02d}-hint")
            more = b.locator('.brass-hint-btn[data-start]:not([data-start="0"])')
            if turn == 0 and more.count():
                t0 = time.time()
                more.first.click()
                page.wait_for_timeout(1000)
                b.locator(".brass-hint-choose").first.wait_for(timeout=60_000)
                note(f"  More hints answered in {time.time() - t0:.1f}s")
                shot(page, "14-02b-more-hints")
            choose = b.locator(".brass-hint-choose").first
            act = choose.get_attribute("data-action")
            click(page, choose, f"Choose this ({act})")
            shot(page, f"14-{turn + 2:02d}-chosen")
            if b.locator(".brass-confirm").count():
                confirm(page, b, f"turn {turn + 1}")
            page.wait_for_timeout(4000)
            while b.locator(".brass-confirm").count() == 0 and b.locator('.brass-chooser button[data-field="kind"]').count() \
                    and b.locator('.brass-chooser button[data-field="kind"][data-value="stop"]').count():
                click(page, b.locator('.brass-chooser button[data-field="kind"][data-value="stop"]'), "stop")
                if b.locator(".brass-confirm").count():
                    confirm(page, b, "stop")
                page.wait_for_timeout(2000)
        why = b.locator('button:has-text("Why did the bot")')
        if why.count():
            t0 = time.time()
            why.first.click()
            page.wait_for_timeout(3000)
            note(f"  'Why did the bot do that?' clicked ({time.time() - t0:.1f}s)")
        shot(page, "14-06-why")
        goto_after_board(page)
        # finish with the bot, as the notebook offers: the learner types finish_with_bot(w) in the exercise cell
        run_until(page, "c03")
        page.keyboard.press("Enter")
        page.keyboard.type("finish_with_bot(w)\n")
        page.keyboard.press("Escape")
        shift_enter(page, wait=600)
        shot(page, "14-07-finished")
        for _ in range(16):
            info = page.evaluate(CELL_INFO)
            if not info or info["i"] >= info["n"] - 1:
                break
            shift_enter(page, wait=300)
            if info["id"] in ("c07", "c10", "c12", "c14", "c16"):
                page.wait_for_timeout(1500)
                shot(page, f"14-08-{info['id']}")
        shot(page, "14-09-end")

        # 15: Duel
        open_notebook(page, base, token, "15_duel_whats_different.ipynb")
        run_until(page, "c01")
        page.wait_for_selector(".jp-NotebookPanel:visible .brass-root", timeout=60_000)
        page.wait_for_timeout(1500)
        b = board(page)
        b.scroll_into_view_if_needed()
        shot(page, "15-01-board")
        run_until(page, "c07")
        b.scroll_into_view_if_needed()
        click(page, b.locator('.brass-rows button.brass-take[data-take="2"]'), "column 2 in the card rows")
        shot(page, "15-02-column-chosen")
        confirm(page, b, "take 2")
        page.wait_for_timeout(1000)
        click(page, b.locator('.brass-chooser button[data-field="kind"][data-value="build"]'), "Build")
        ind = b.locator('.brass-opts button[data-field="industry"][data-value="coal_importer"]')
        if ind.count():
            click(page, ind, "Coal Importer")
        click(page, b.locator('.brass-map [data-slot="newport/2"]'), "Newport space 2")
        opt = b.locator('.brass-opts button[data-field="card"][data-value="coal_importer"]')
        if opt.count():
            click(page, opt, "the Coal Importer card option")
        shot(page, "15-03-importer-preview")
        confirm(page, b, "the importer")
        page.wait_for_timeout(1000)
        click(page, b.locator('.brass-chooser button[data-field="kind"][data-value="network"]'), "Network")
        shot(page, "15-04-network-kinds")
        up = b.locator('.brass-opts button[data-value="upgrade"]')
        if up.count():
            click(page, up.first, "upgrade")
        if not b.locator(".brass-confirm").count() and not b.locator('.brass-map [data-link="cowes--newport"].brass-chosen').count():
            click(page, b.locator('.brass-map [data-hit="cowes--newport"]').first, "the Cowes-Newport road")
        shot(page, "15-05-upgrade-preview")
        for _ in range(4):
            if b.locator(".brass-confirm").count():
                break
            click(page, b.locator(".brass-opts button:not(.brass-unavail)").first, "the first option left")
        confirm(page, b, "the upgrade")
        page.wait_for_timeout(1000)
        shot(page, "15-06-after-upgrade")
        stop = b.locator('.brass-chooser button[data-field="kind"][data-value="stop"]')
        if stop.count():
            click(page, stop, "stop")
            if b.locator(".brass-confirm").count():
                confirm(page, b, "stop")
        page.wait_for_timeout(1500)
        shot(page, "15-07-after-turn")
        goto_after_board(page)
        run_until(page, "c10")
        shot(page, "15-08-check")
        run_until(page, "c19")
        page.wait_for_timeout(1500)
        b2 = board(page, 1)
        b2.scroll_into_view_if_needed()
        shot(page, "15-09-game-board")
        # two turns against the greedy bot by clicking: a column, then the first legal option each time
        for turn in range(2):
            take = b2.locator('.brass-rows button.brass-take:not([aria-disabled="true"])')
            if take.count():
                click(page, take.nth(min(1, take.count() - 1)), f"a column (turn {turn + 1})")
                confirm(page, b2, "take")
            for k in range(2):
                click(page, b2.locator('.brass-chooser button[data-field="kind"]:not(.brass-unavail)').first, "the first kind")
                for _ in range(6):
                    if b2.locator(".brass-confirm").count():
                        break
                    click(page, b2.locator(".brass-opts button:not(.brass-unavail)").first, "the first option left")
                confirm(page, b2, f"action {k + 1}")
                page.wait_for_timeout(800)
            page.wait_for_timeout(3000)
            shot(page, f"15-10-turn{turn + 1}")
        goto_after_board(page)
        run_until(page, "c20")
        page.keyboard.press("Enter")
        page.keyboard.type("finish_with_bot(w)\n")
        page.keyboard.press("Escape")
        shift_enter(page, wait=600)
        for _ in range(8):
            info = page.evaluate(CELL_INFO)
            if not info or info["i"] >= info["n"] - 1:
                break
            shift_enter(page, wait=300)
        page.wait_for_timeout(1500)
        shot(page, "15-11-end")
        LOG.append("console errors: " + json.dumps(errors[:20]))
        br.close()
    os.killpg(proc.pid, signal.SIGTERM)
    (OUT / "walk.log").write_text("\n".join(LOG) + "\n")


if __name__ == "__main__":
    try:
        walk()
    finally:
        (OUT / "walk.log").write_text("\n".join(LOG) + "\n")
