"""One JupyterLab run: a notebook containing the board, played by a click, checked in the kernel."""

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

from .host import CHROMIUM, CHROMIUM_ARGS, FONTS, axe_summary, axe_violations

pytestmark = pytest.mark.browser

CELLS = [
    "from brass_widget import Game\nfrom brass_widget.widget import BoardWidget\n"
    "w = BoardWidget(game=Game.new(players=2, seed=1), seats=['random', 'human'])\nw",
    "print('FIRST', w.game.history[:1], w.error)",
    "w.game",
]


LAYOUT = """() => {
    const box = (s) => { const r = document.querySelector(s).getBoundingClientRect(); return { x: r.x, y: r.y, r: r.right, b: r.bottom }; };
    return { map: box('.brass-root .brass-map svg'), panel: box('.brass-root .brass-panel'), why: box('.brass-root .brass-why'),
             root: document.querySelector('.brass-root').getBoundingClientRect().width, vw: innerWidth, vh: innerHeight };
}"""

CLICK_TO_REDRAW = """() => new Promise((resolve) => {
    const root = document.querySelector('.brass-root');
    const version = root.getAttribute('data-version');
    const t0 = performance.now();
    const obs = new MutationObserver(() => {
        if (root.getAttribute('data-version') !== version) {
            obs.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - t0));
        }
    });
    obs.observe(root, { attributes: true });
    document.querySelector('.brass-confirm').click();
})"""


def _notebook(cells) -> dict:
    return {"cells": [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [],
                       "source": src} for i, src in enumerate(cells)],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def lab(tmp_path):
    """Start JupyterLab on a notebook made of the given cells; returns its URL."""
    procs = []

    def start(cells) -> str:
        (tmp_path / "demo.ipynb").write_text(json.dumps(_notebook(cells)))
        url = _start_lab(tmp_path, procs)
        return url + "/lab/tree/demo.ipynb"
    yield start
    for proc in procs:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()


def _start_lab(tmp_path, procs) -> str:
    port = _free_port()
    env = {**os.environ, "ANYWIDGET_HMR": "0", "JUPYTER_CONFIG_DIR": str(tmp_path / ".jupyter-config")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--allow-root", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
         "--IdentityProvider.token=", "--ServerApp.disable_check_xsrf=True", "--LabApp.expose_app_in_browser=True",
         f"--ServerApp.root_dir={tmp_path}", "--LabApp.news_url=", "--LabApp.check_for_updates_class="
         "jupyterlab.NeverCheckForUpdate"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    procs.append(proc)
    url = f"http://127.0.0.1:{port}"
    for _ in range(120):
        try:
            urllib.request.urlopen(url + "/api", timeout=1)
            break
        except OSError:
            if proc.poll() is not None:
                raise RuntimeError("jupyter lab exited: " + proc.stderr.read().decode()[-2000:]) from None
            time.sleep(0.5)
    else:
        proc.kill()
        raise RuntimeError("jupyter lab did not start")
    return url


def _open_and_run_all(browser, url):
    page = browser.new_page(viewport={"width": 1600, "height": 1200})
    page.set_default_timeout(60_000)
    page.goto(url)
    page.wait_for_function("window.jupyterapp && window.jupyterapp.shell.currentWidget && "
                           "window.jupyterapp.shell.currentWidget.sessionContext && "
                           "window.jupyterapp.shell.currentWidget.sessionContext.session && "
                           "window.jupyterapp.shell.currentWidget.sessionContext.session.kernel")
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    return page


def test_board_in_jupyterlab(pw, lab):
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        page = _open_and_run_all(browser, lab(CELLS))
        page.wait_for_selector(".brass-root .brass-map svg [data-slot='macclesfield/1']")
        page.wait_for_selector("text=FIRST []")
        assert page.locator(".jp-RenderedSVG, .jp-RenderedImage").count() >= 1  # Game._repr_svg_
        version = page.get_attribute(".brass-root", "data-version")
        page.click(".brass-chooser button[data-field='kind'][data-value='build']")
        page.click(".brass-opts button[data-field='industry'][data-value='cotton_mill']")
        page.click(".brass-map [data-slot='macclesfield/1']")
        page.click(".brass-confirm[data-action='build cotton_mill macclesfield/1 card macclesfield']")
        page.wait_for_function(f"document.querySelector('.brass-root').getAttribute('data-version') !== '{version}'")
        page.wait_for_selector(".brass-map .brass-tile[data-tile='macclesfield/1'][data-owner='1']")
        # the game changed in the kernel: re-run the second cell and read its output
        page.locator(".jp-Cell").nth(1).click()
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-cell')")
        page.wait_for_selector("text=FIRST ['build cotton_mill macclesfield/1 card macclesfield']")
        # click to redrawn board through the real comm: a few passes (the random bot replies after each)
        times = []
        for _ in range(5):
            page.wait_for_selector(".brass-chooser button[data-field='kind'][data-value='pass']")
            page.click(".brass-chooser button[data-field='kind'][data-value='pass']")
            if page.locator(".brass-opts button[data-field='card']").count():
                page.locator(".brass-opts button[data-field='card']:not(.brass-unavail)").first.click()
            times.append(page.evaluate(CLICK_TO_REDRAW))
        times.sort()
        # measured and printed, not asserted (tests assert behaviour; scripts/bench_board.py reports the budgets)
        print(f"\nLAB PERF click-to-redraw median {times[len(times) // 2]:.1f} ms over {len(times)} clicks")
        assert len(times) == 5 and all(t > 0 for t in times)
        # the window: 1280 x 800 with the file browser open. The move panel sits beside the map, and the
        # answer to a click on a space at the bottom of the map shows beside it, on screen.
        page.set_viewport_size({"width": 1280, "height": 800})
        page.evaluate("window.jupyterapp.commands.execute('filebrowser:activate')")
        page.wait_for_function("!window.jupyterapp.shell.leftCollapsed")
        page.wait_for_timeout(300)
        page.wait_for_selector(".brass-chooser button[data-field='kind'][data-value='build']")
        page.click(".brass-chooser button[data-field='kind'][data-value='build']")
        page.click(".brass-opts button[data-field='industry'][data-value='cotton_mill']")
        page.click(".brass-map [data-slot='ellesmere_port/1']")
        page.wait_for_selector(".brass-why >> text=Why not")
        b = page.evaluate(LAYOUT)
        print(f"LAB LAYOUT 1280x800, file browser open: board {b['root']:.0f} px wide, map {b['map']['r'] - b['map']['x']:.0f} px, "
              f"panel x={b['panel']['x']:.0f}-{b['panel']['r']:.0f}; the why-not answer at y={b['why']['y']:.0f}-{b['why']['b']:.0f}")
        assert b["panel"]["x"] >= b["map"]["r"] - 1 and b["panel"]["r"] <= b["vw"], b
        assert b["why"]["x"] >= b["map"]["r"] - 1 and 0 <= b["why"]["y"] and b["why"]["b"] <= b["vh"], b
        fonts = page.evaluate(FONTS)
        print(f"LAB TEXT smallest: HTML {min(fonts['html'])[0]:.1f} px, map {min(fonts['map'])[0]:.1f} px "
              f"({min(fonts['map'])[1]!r}, map scale {fonts['scale']:.2f})")
        assert min(fonts["html"])[0] >= 12 and min(fonts["map"])[0] >= 12
        # axe-core on the board (its root only: JupyterLab's own page is not ours), the why-not answer showing
        found = axe_violations(page, ".brass-root")
        print(f"LAB AXE {axe_summary(found)}")
        assert [(v["id"], v["nodes"]) for v in found if v["impact"] in ("serious", "critical")] == []
    finally:
        browser.close()


# payloads a saved game or a state may carry (a few of tests/widget/payloads.json, to stay fast)
LAB_PAYLOADS = [
    'canal <image href="x" onerror="window.__pwned=1"/>',
    '<img src=x onerror="window.__pwned=1">',
    '"><script>window.__pwned=1</script>',
    '</svg><img src=x onerror="window.__pwned=1">',
    '<foreignObject><body onload="window.__pwned=1"></body></foreignObject>',
    'x" style="background:url(javascript:window.__pwned=1)',
    '<a href="javascript:window.__pwned=1">x</a>',
]

TRUST_CELLS = [
    "import json\nfrom brass_widget import Game\nfrom brass_widget.engine.edition import load_edition\n"
    "from brass_widget.widget import BoardWidget\n"
    f"P = json.loads({json.dumps(json.dumps(LAB_PAYLOADS))})\n"
    "def payload_game(p):\n"
    "    st = Game.new(players=2, seed=1).state\n"
    "    st['scores'] = [{'era': p, 'links': [{'line': p, 'player': 0, 'vp': 1}],\n"
    "                     'tiles': [{'space': p, 'player': 1, 'industry': p, 'level': 1, 'vp': 2}], 'totals': [p, 1]}]\n"
    "    st['log'].append({'era': 'canal', 'round': 1, 'player': 0, 'text': p})\n"
    "    return Game(load_edition('lancashire'), st, custom_start=True)  # past every check, on purpose\n"
    "w = BoardWidget(game=payload_game(P[0]), seats=['human', 'human'], teacher=True)\nw",
    "payload_game(P[1])  # the static picture, Game._repr_svg_",
    "for p in P[1:]:\n    w.game = payload_game(p)\n    w.error = p\nprint('SET', w.view['version'])",
]

INERT = """() => {
    const bad = [];
    for (const root of document.querySelectorAll('.brass-root')) {
        for (const e of root.querySelectorAll('script, foreignObject, iframe, img, image, object, embed, a'))
            bad.push('element <' + e.tagName + '>');
        for (const e of root.querySelectorAll('*')) for (const a of e.attributes) {
            const name = a.name.toLowerCase(), value = a.value.replace(/\\s/g, '').toLowerCase();
            if (name.startsWith('on')) bad.push('handler ' + name);
            if ((name === 'href' || name === 'src') && !value.startsWith('#')) bad.push(name + '=' + a.value);
            if (name === 'style' && /url\\(|javascript:/.test(value)) bad.push('style=' + a.value);
        }
    }
    return { bad, pwned: window.__pwned === undefined ? null : String(window.__pwned) };
}"""


def test_saved_game_payloads_never_run_in_jupyterlab(pw, lab):
    """Payload-bearing games set on a live board (and one shown as the static picture): nothing runs."""
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        page = _open_and_run_all(browser, lab(TRUST_CELLS))
        page.wait_for_selector(".brass-root .brass-map svg [data-slot='macclesfield/1']")
        page.wait_for_selector("text=SET ")
        version = page.inner_text(".jp-OutputArea-output:has-text('SET ')").split()[-1]
        page.wait_for_function(f"document.querySelector('.brass-root').getAttribute('data-version') === '{version}'")
        page.wait_for_timeout(500)  # an image's error handler would have run by now
        assert page.evaluate(INERT) == {"bad": [], "pwned": None}
        assert page.text_content(".brass-root .brass-error") == LAB_PAYLOADS[-1]
        assert f"End of the {LAB_PAYLOADS[-1]} era" in page.text_content(".brass-root .brass-scores")
        assert page.locator(".jp-RenderedSVG, .jp-RenderedImage").count() >= 1
        print(f"\nLAB TRUST {len(LAB_PAYLOADS)} payload-bearing games set on a live board, one drawn as a picture; "
              "nothing ran")
    finally:
        browser.close()


KEY_CELLS = [
    "from brass_widget import Game\nfrom brass_widget.widget import BoardWidget\n"
    "w = BoardWidget(game=Game.new(players=2, seed=1), seats=['human', 'human'], teacher=True)\nw",
    "x = 1",
    "y = 2",
]

DIRTY = "() => window.jupyterapp.shell.currentWidget.context.model.dirty"
CELL_SOURCES = "() => window.jupyterapp.shell.currentWidget.content.widgets.map((c) => c.model.sharedModel.getSource())"


def test_keys_pressed_in_the_board_stay_in_the_board(pw, lab, tmp_path):
    """In command mode `d d` deletes a cell, `b` inserts one and `x` cuts one; pressed with the focus on a
    board button they must do nothing to the notebook, while the board's own keys (Enter) still work. A key with
    Ctrl is JupyterLab's: Ctrl+S with the focus on the board saves the notebook (issue 21, the learner walk)."""
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        page = _open_and_run_all(browser, lab(KEY_CELLS))
        page.wait_for_selector(".brass-root .brass-chooser button[data-field='kind'][data-value='build']")
        cells = page.evaluate(CELL_SOURCES)
        assert cells == KEY_CELLS
        page.evaluate("window.jupyterapp.commands.execute('notebook:enter-command-mode')")
        button = ".brass-root .brass-toolbar button[data-highlight='network']"
        page.focus(button)
        assert page.evaluate("document.activeElement.matches('.brass-toolbar button[data-highlight=\"network\"]')")
        assert page.evaluate("window.jupyterapp.shell.currentWidget.content.mode") == "command"
        for key in ("d", "d", "b", "x"):
            page.keyboard.press(key)
            page.wait_for_timeout(150)
        page.wait_for_timeout(1200)  # past Lumino's chord timeout
        assert page.evaluate(CELL_SOURCES) == KEY_CELLS
        # Ctrl+S on the board button saves: the run's outputs reach the file, and the notebook is no longer dirty
        assert page.evaluate(DIRTY) is True
        assert '"execution_count": null' in (tmp_path / "demo.ipynb").read_text()
        page.keyboard.press("Control+s")
        page.wait_for_function(f"({DIRTY})() === false", timeout=20_000)
        saved = json.loads((tmp_path / "demo.ipynb").read_text())
        assert [c["execution_count"] for c in saved["cells"]] == [1, 2, 3]
        assert page.evaluate("document.activeElement.matches('.brass-toolbar button[data-highlight=\"network\"]')")
        # the board's own keyboard use: Enter on the focused toggle still turns the highlight on
        page.keyboard.press("Enter")
        page.wait_for_function(f"document.querySelector(\"{button}\").getAttribute('aria-pressed') === 'true'")
        assert page.evaluate(CELL_SOURCES) == KEY_CELLS
        # control: the same key outside the board does act, so the check above could have failed
        page.locator(".jp-Cell").nth(2).locator(".jp-InputPrompt").click()
        page.evaluate("window.jupyterapp.commands.execute('notebook:enter-command-mode')")
        page.keyboard.press("b")
        page.wait_for_function("window.jupyterapp.shell.currentWidget.content.widgets.length === 4")
        print("\nLAB KEYS d d b x on a board button: cells unchanged (3); Ctrl+S on it saved; b on a cell: 4 cells")
    finally:
        browser.close()
