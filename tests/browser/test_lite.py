"""The zero-install site (issue 22): the static JupyterLite site ``scripts/build-lite.sh`` builds, in Chromium, with
every request that does not go to the site refused (Playwright aborts it, and Chromium resolves no other host).

* Tutorial 00 (the learner's copy) opens in the site: its first cell installs brass_widget from the site's own
  wheels, every cell runs without an error, the board draws and its first check answers.
* The strong bot plays there, where no thread can start: after a click on 00's board (Blue's guided first move) the
  three strong bots answer on the event loop; ``w.play`` on a new board gets the strong bot's reply; a simulation
  asked for two worker processes plays in the one process, with a warning.
* Lesson 17's experiment in the site gives the summary CPython gives, byte for byte (issue 32: Pyodide included).

The site is built here (``bash scripts/build-lite.sh``), or taken from ``BRASS_LITE_SITE`` (``scripts/test-lite.sh``
builds it first). The seconds from opening 00 to its first output are printed, not asserted.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import os
import subprocess
import threading
import time
from pathlib import Path

import pytest

from .hosts import ARGS, CHROMIUM, KERNEL_IDLE, STATUS_JS, guided_first_move

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("lesson17_summary", ROOT / "scripts" / "lesson17_summary.py")
LESSON17 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(LESSON17)
SHOTS = Path(os.environ.get("BRASS_ARTIFACTS", "/tmp"))
START = "00_start_here.ipynb"

FIRST_OUTPUT = """() => { const nb = window.jupyterapp.shell.currentWidget.content;
  return nb.widgets.some((c) => c.model.type === 'code' && c.model.outputs.length > 0); }"""

# a new code cell at the end of the open notebook, run; returns its index
ADD_AND_RUN = """(src) => { const nb = window.jupyterapp.shell.currentWidget.content;
  const n = nb.model.cells.length;
  nb.model.sharedModel.insertCell(n, {cell_type: 'code', source: src});
  nb.activeCellIndex = n;
  window.jupyterapp.commands.execute('notebook:run-cell'); return n; }"""

CELL_DONE = """(n) => { const w = window.jupyterapp.shell.currentWidget; const c = w.content.widgets[n];
  return c && c.model.executionCount !== null && w.sessionContext.session.kernel.status === 'idle'; }"""

CELL_OUTPUT = """(n) => window.jupyterapp.shell.currentWidget.content.widgets[n].model.outputs.toJSON()
  .map((o) => o.output_type === 'error' ? 'ERROR ' + o.ename + ': ' + o.evalue
                                        : o.text ? [].concat(o.text).join('') : '').join('')"""


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The built site, served on 127.0.0.1 by Python's http.server (any static host would do)."""
    given = os.environ.get("BRASS_LITE_SITE")
    if given:
        path = Path(given)
    else:
        path = tmp_path_factory.mktemp("lite") / "site"
        subprocess.run(["bash", str(ROOT / "scripts" / "build-lite.sh"), str(path)], check=True)
    assert (path / "lab" / "index.html").is_file() and (path / "static" / "pyodide" / "pyodide.mjs").is_file()

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(path)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    server.server_close()


def run_code(page, source: str, timeout: float = 120) -> str:
    n = page.evaluate(ADD_AND_RUN, source)
    page.wait_for_function(CELL_DONE, arg=n, timeout=timeout * 1000, polling=200)
    return page.evaluate(CELL_OUTPUT, n)


def test_tutorial_00_and_a_strong_bot_run_in_the_site_with_nothing_from_outside(site):
    from playwright.sync_api import sync_playwright

    outside: list[str] = []

    def only_the_site(route):
        if route.request.url.startswith(site + "/"):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()
    # no name resolves but the site's address, so not even a worker's request could leave the machine
    offline = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS + offline)
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        context.route("**/*", only_the_site)
        page = context.new_page()
        try:
            opened = time.monotonic()
            page.goto(f"{site}/lab/index.html?path={START}")
            page.wait_for_function(KERNEL_IDLE, arg=START, timeout=180_000, polling=500)
            page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); return true; }")
            page.wait_for_function(FIRST_OUTPUT, timeout=180_000, polling=200)
            first = time.monotonic() - opened
            finished = f"() => {{ const s = ({STATUS_JS})(); return s && (s.errors.length > 0 || " \
                       "(s.done === s.cells && s.kernel === 'idle')); }"
            page.wait_for_function(finished, timeout=180_000, polling=500)
            status = page.evaluate(STATUS_JS)
            assert not status["errors"], f"a cell of 00 failed in the site: {status['errors']}"
            print(f"\nLITE 00_start_here: first output {first:.1f} s after opening; all {status['cells']} cells "
                  f"ran {time.monotonic() - opened:.1f} s after opening")
            assert page.locator(".brass-root .brass-map [data-slot]").count() > 20, "the board should be drawn"
            said = run_code(page, "print(sys.platform, brass_widget.__version__, w.game.current_player)")
            assert said.strip() == f"emscripten {__import__('brass_widget').__version__} 0", said

            # the strong bot on the board: a click, then three strong bots answer on the event loop (no threads)
            assert run_code(page, 'w.seats = ["human", "strong", "strong", "strong"]; print(w.seats)').startswith(
                "['human', 'strong'")
            moves = len(page.locator(".brass-logl .brass-log-lines li").all())
            guided_first_move(page)
            # the board redrew with their moves logged and Blue's choices back
            answered = ("() => document.querySelectorAll('.brass-logl .brass-log-lines li').length >= "
                        f"{moves + 3} && document.querySelector('.brass-chooser button[data-value=\"build\"]')")
            wait = "import asyncio\nfor _ in range(600):\n    if w.game.current_player == 0 and not w.ui['busy']:\n" \
                   "        break\n    await asyncio.sleep(0.1)\n"
            said = run_code(page, wait + "print(len(w.game.history), w.game.current_player, repr(w.error))")
            history, seat, error = said.split(maxsplit=2)
            assert (seat, error.strip()) == ("0", "''"), said
            assert int(history) >= 5, f"Pink's two, Blue's build and at least the strong bots' answers: {said}"
            page.wait_for_function(answered, timeout=60_000, polling=500)

            # w.play against a strong bot, and a simulation asked for two processes
            said = run_code(page, "\n".join([
                "import warnings",
                "w2 = BoardWidget(Game.new(players=2, seed=1), seats=['human', 'strong'])",
                "n = len(w2.game.history)",
                "assert w2.play(str(w2.game.legal_actions()[0])), w2.error",
                "print('strong answered', len(w2.game.history) > n + 1, w2.game.current_player, repr(w2.error))",
                "from brass_widget.cli import simulate",
                "with warnings.catch_warnings(record=True) as caught:",
                "    warnings.simplefilter('always')",
                "    r = simulate(2, 1, ['random'], seed=1, workers=2, progress=False)",
                "print('simulated', len(r['results']), [str(c.message)[:20] for c in caught])",
            ]))
            assert "strong answered True 0 ''" in said, said
            assert "simulated 1 ['no process pool here']" in said, said

            # lesson 17's experiment gives the table CPython gives, byte for byte (issue 32: the same seed, the same
            # games on every Python and in the browser; tests/lesson17_summary.json, scripts/lesson17_summary.py)
            said = run_code(page, "\n".join([
                "import json",
                "from brass_widget import lab",
                f"s = {LESSON17.lesson_settings()!r}",
                "r = lab.experiment('birmingham', players=4, settings=s['SETTINGS'], bots=['greedy'], "
                "games=s['GAMES'], seed=s['SEED'])",
                "print('SUMMARY' + json.dumps(r['summary'], sort_keys=True, indent=0) + 'END')",
            ]), timeout=400)
            assert "SUMMARY" in said, said
            summary = said.split("SUMMARY", 1)[1].rsplit("END", 1)[0] + "\n"
            assert summary == LESSON17.FILE.read_text(), "lesson 17's table in the site differs from CPython's"
        except Exception:
            page.screenshot(path=str(SHOTS / "lite-00.png"))
            raise
        finally:
            browser.close()
    assert outside == [], f"the site asked for something outside itself: {outside[:5]}"
