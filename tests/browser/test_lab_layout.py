"""The board and the lessons' charts fit a laptop screen. The board (issue 21, item 4): in JupyterLab at 1280 x 800 with the file browser open, one
board of each edition, scrolled to the top of the notebook, shows its map, its seat's hand and its move panel
together without scrolling, from the first step of a move to its Confirm, and the map's text is 12 px or more as
drawn. Before: the board was about 1,400 px tall there, the map 668 px tall under a 90 px head, so its bottom and
the hand's neighbours fell below the notebook's 679 px.

The charts of lessons 16 and 17 (issue 32, item 6): their panels' titles and the chart's title, as drawn there,
never overlap nor leave the chart. Before: "money borrowed (£ per seat per game): difference" and "tiles built
(...): difference" ran into each other ("ney borrowed… iles built").

JupyterLab runs as root (``--allow-root``) on a free port, rooted in a temporary folder, with its own settings
(no windowing, so every board is in the page; no news); Chromium is Debian's ``/usr/bin/chromium``."""

from __future__ import annotations

import json
import sys

import pytest

from brass_widget.tutorials import notebooks

from .hosts import ARGS, CHROMIUM, board_of_cell, free_port, run_all, serve

pytestmark = pytest.mark.browser

EDITIONS = {"lancashire": ("c1", 4), "birmingham": ("c2", 4), "duel": ("c3", 2)}

SETUP = """import random
from brass_widget import Game
from brass_widget.widget import BoardWidget
def played(edition, players, seed, decisions):
    # seeded play that prefers building, linking and selling, stopped at seat 0's turn
    g = Game.new(edition, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        acts = g.legal_actions()
        busy = [a for a in acts if a.kind in ('build', 'network', 'sell') and a.card != 'double']
        g.apply(rng.choice(busy or acts))
    while g.current_player != 0:
        g.apply(g.legal_actions()[0])
    return g
"""
# each lesson's own chart cell (its "c14"), run on a small experiment of its edition and house rule
LESSONS = {"16_lab_loans_and_leverage": ("lancashire", "{'standard': None, 'big loans': {'loans': [10, 20, 50]}}"),
           "17_lab_beer_and_market_access": ("birmingham", "{'standard': None, 'no merchant beer': {'merchant_beer': 0}}")}


def lesson_chart_cell(name: str) -> str:
    edition, settings = LESSONS[name]
    nb = json.loads(next(p for p in notebooks() if p.stem == name).read_text("utf-8"))
    charts = "".join(next(c for c in nb["cells"] if c.get("id") == "c14")["source"])
    assert "lab_charts." in charts, f"{name}: its cell c14 no longer draws the charts"
    return (f"from brass_widget import lab, lab_charts\nresult = lab.experiment({edition!r}, 2, {settings}, "
            f"bots=['random'], games=2, seed=1, progress=False)\n{charts}")


CELLS = [SETUP,
         "lanc = BoardWidget(game=played('lancashire', 4, 11, 44), seats=['human', 'greedy', 'greedy', 'greedy'])\nlanc",
         "brum = BoardWidget(game=played('birmingham', 4, 3, 44), seats=['human', 'greedy', 'greedy', 'greedy'])\nbrum",
         "duel = BoardWidget(game=played('duel', 2, 4, 20), seats=['human', 'greedy'])\nduel",
         *(lesson_chart_cell(name) for name in LESSONS)]
CHART_CELLS = {name: f"c{4 + k}" for k, name in enumerate(LESSONS)}

# One board (in the cell with this id) scrolled to the top of the notebook's pane; the boxes of the pane (the part
# of the notebook on screen), the map, the move panel's chooser and the hand, and the map's text as drawn: each
# text's font size times the map's scale (only the "Irish Sea" label is decoration).
MEASURE = """(id) => {
  const cell = window.jupyterapp.shell.currentWidget.content.widgets.find((c) => c.model.id === id);
  const root = cell.node.querySelector('.brass-root');
  root.scrollIntoView({ block: 'start' });
  const pane = root.closest('.jp-WindowedPanel-outer, .jp-Notebook').getBoundingClientRect();
  const box = (e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, r: r.right, b: r.bottom }; };
  const svg = root.querySelector('.brass-map svg');
  const scale = svg.getScreenCTM().a;
  const text = [...svg.querySelectorAll('text')].filter((t) => !t.closest('.brass-deco'))
    .map((t) => [parseFloat(getComputedStyle(t).fontSize) * scale, t.textContent.slice(0, 30)]);
  return { pane: { x: pane.x, y: Math.max(pane.y, 0), r: Math.min(pane.right, innerWidth), b: Math.min(pane.bottom, innerHeight) },
           root: box(root), map: box(svg), chooser: box(root.querySelector('.brass-chooser')),
           hand: box(root.querySelector('.brass-hand')), scale, smallest: text.sort((a, b) => a[0] - b[0])[0],
           fileBrowser: !window.jupyterapp.shell.leftCollapsed };
}"""


def _inside(inner: dict, outer: dict) -> bool:
    return inner["x"] >= outer["x"] - 0.5 and inner["y"] >= outer["y"] - 0.5 and \
        inner["r"] <= outer["r"] + 0.5 and inner["b"] <= outer["b"] + 0.5


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    from playwright.sync_api import sync_playwright
    work = tmp_path_factory.mktemp("lablayout")
    root = work / "root"
    root.mkdir()
    nb = {"cells": [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [],
                     "source": src} for i, src in enumerate(CELLS)],
          "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
          "nbformat": 4, "nbformat_minor": 5}
    (root / "layout.ipynb").write_text(json.dumps(nb))
    settings = work / "settings"
    (settings / "@jupyterlab" / "notebook-extension").mkdir(parents=True)
    (settings / "@jupyterlab" / "apputils-extension").mkdir(parents=True)
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
    with serve(cmd, f"{url}/api/status", work / "lab.log", env={"JUPYTER_PLATFORM_DIRS": "1"}):
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            pg = browser.new_page(viewport={"width": 1280, "height": 800})  # the laptop screen
            pg.set_default_timeout(60_000)
            pg.goto(f"{url}/lab/tree/layout.ipynb")
            pg.wait_for_function("window.jupyterapp && window.jupyterapp.shell.currentWidget"
                                 " && window.jupyterapp.shell.currentWidget.context")
            run_all(pg, "layout.ipynb", work / "layout-fail.png")
            pg.evaluate("window.jupyterapp.commands.execute('filebrowser:activate')")
            pg.wait_for_function("!window.jupyterapp.shell.leftCollapsed")
            for cell, _ in EDITIONS.values():
                board_of_cell(pg, cell).locator(".brass-map svg [data-slot]").first.wait_for()
            yield pg
            browser.close()


def _check(page, cell: str, label: str) -> dict:
    page.wait_for_timeout(300)  # the board has settled after the scroll (its size follows the pane's height)
    m = page.evaluate(MEASURE, cell)
    print(f"LAB LAYOUT {label}: pane {m['pane']['y']:.0f}-{m['pane']['b']:.0f}, board {m['root']['r'] - m['root']['x']:.0f} px "
          f"wide; map {m['map']['r'] - m['map']['x']:.0f}x{m['map']['b'] - m['map']['y']:.0f} (scale {m['scale']:.3f}, "
          f"smallest text {m['smallest'][0]:.1f} px {m['smallest'][1]!r}); chooser y {m['chooser']['y']:.0f}-"
          f"{m['chooser']['b']:.0f}; hand y {m['hand']['y']:.0f}-{m['hand']['b']:.0f}")
    assert m["fileBrowser"]
    for part in ("map", "chooser", "hand"):
        assert _inside(m[part], m["pane"]), (label, part, m)
    assert m["smallest"][0] >= 12, (label, m["smallest"])
    return m


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_map_hand_and_move_panel_fit_a_1280x800_jupyterlab_with_the_file_browser_open(page, edition):
    cell, _ = EDITIONS[edition]
    board = board_of_cell(page, cell)
    board.locator(".brass-chooser button[data-field='kind'][data-value='build']").wait_for()
    _check(page, cell, f"{edition} first step")
    # a build clicked through to its Confirm (the tallest the move panel gets): still all on screen
    board.locator(".brass-chooser button[data-field='kind'][data-value='build']").click()
    confirm = board.locator(".brass-confirm")
    for _ in range(8):
        if confirm.count():
            break
        board.locator(".brass-opts button:not(.brass-unavail)").first.click()
    board.locator(".brass-preview li").first.wait_for()
    m = _check(page, cell, f"{edition} ready to confirm")
    assert _inside(page.evaluate("(id) => { const r = window.jupyterapp.shell.currentWidget.content.widgets"
                                 ".find((c) => c.model.id === id).node.querySelector('.brass-confirm')"
                                 ".getBoundingClientRect(); return { x: r.x, y: r.y, r: r.right, b: r.bottom }; }",
                                 cell), m["pane"])
    board.locator(".brass-cancel").click()


# the charts a cell shows: each one's box, and the box of its title and of each panel's title (plotly's
# annotations), scrolled into view
TITLES_JS = """(id) => {
  const cell = window.jupyterapp.shell.currentWidget.content.widgets.find((c) => c.model.id === id);
  const box = (e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, r: r.right, b: r.bottom }; };
  return [...cell.node.querySelectorAll('.js-plotly-plot')].map((plot) => {
    plot.scrollIntoView({ block: 'start' });
    return { chart: box(plot.querySelector('.main-svg')),
             titles: [...plot.querySelectorAll('.infolayer .gtitle, .infolayer .annotation')]
               .map((t) => ({ text: t.textContent, ...box(t) })) };
  });
}"""


def _overlap(a: dict, b: dict) -> bool:
    return min(a["r"], b["r"]) - max(a["x"], b["x"]) > 0.5 and min(a["b"], b["b"]) - max(a["y"], b["y"]) > 0.5


@pytest.mark.parametrize("lesson", list(LESSONS))
def test_lesson_charts_titles_never_overlap_at_1280x800_with_the_file_browser_open(page, lesson):
    cell = CHART_CELLS[lesson]
    assert page.evaluate("!window.jupyterapp.shell.leftCollapsed"), "the file browser is open"
    page.wait_for_function("(id) => window.jupyterapp.shell.currentWidget.content.widgets.find((c) => "
                           "c.model.id === id).node.querySelectorAll('.js-plotly-plot .infolayer .annotation')"
                           ".length >= 6", arg=cell)
    page.wait_for_timeout(300)  # plotly has drawn at the output's width
    charts = page.evaluate(TITLES_JS, cell)
    assert len(charts) == 2, (lesson, "the measures and the differences")
    for chart in charts:
        titles = chart["titles"]
        print(f"LAB CHART {lesson}: {chart['chart']['r'] - chart['chart']['x']:.0f} px wide; titles "
              + "; ".join(f"{t['text'][:24]!r} {t['x']:.0f}-{t['r']:.0f}" for t in titles))
        assert len(titles) == 4, titles  # the chart's title and its three panels'
        for t in titles:
            assert _inside(t, chart["chart"]), (lesson, "a title leaves the chart", t, chart["chart"])
        for i, a in enumerate(titles):
            for b in titles[i + 1:]:
                assert not _overlap(a, b), (lesson, "two titles overlap", a, b)
