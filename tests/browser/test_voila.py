"""Voilà for a classroom display: ``classroom_board.ipynb`` runs as a standalone board app (no code shown), a
click on the board plays through the kernel (the bots answer), and (issue 32, item 6) the page as it opens shows
the whole map at 1280 x 720, 1280 x 800 and 1920 x 1080, with every request off the machine blocked and none made
(before: the map's bottom was 173-195 px below the screen, and Voilà's lab template fetched Font Awesome from a
CDN).

The notebook names its Voilà template (``brass-classroom``), which the wheel installs under
``<prefix>/share/jupyter/voila/templates``; here Voilà finds this checkout's copy through ``JUPYTER_PATH``."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from urllib.parse import urlparse

import pytest

from brass_widget.tutorials import copy_tutorials

from .hosts import PASS, free_port, play_on_board, serve

pytestmark = pytest.mark.browser
SHARE = Path(__file__).resolve().parents[2] / "share" / "jupyter"
MAP = ".brass-root .brass-map [data-slot='manchester/1']"


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    """Voilà serving the classroom board, with a fixed deal and quick bots (so a test knows the game and does not
    wait); yields its address."""
    tmp = tmp_path_factory.mktemp("voila")
    root = tmp / "tutorials"
    copy_tutorials(root, out=None)
    nb = json.loads((root / "classroom_board.ipynb").read_text())
    code = [c for c in nb["cells"] if c["cell_type"] == "code"][1:]  # after the install cell (a no-op here)
    settings = "".join(code[0]["source"])
    assert "SEED = None" in settings and "BOT_DELAY = 1.0" in settings
    code[0]["source"] = settings.replace("SEED = None", "SEED = 3").replace("BOT_DELAY = 1.0", "BOT_DELAY = 0.1")
    (root / "classroom_board.ipynb").write_text(json.dumps(nb))
    port = free_port()
    cmd = [sys.executable, "-m", "voila", str(root / "classroom_board.ipynb"), "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1"]
    url = f"http://127.0.0.1:{port}/"
    paths = os.pathsep.join(p for p in (str(SHARE), os.environ.get("JUPYTER_PATH", "")) if p)
    with serve(cmd, url, tmp / "voila.log", env={"BRASS_CHECKS": "", "JUPYTER_PATH": paths}):
        yield url


def test_classroom_board_runs_under_voila_with_no_code_and_plays(voila, browser):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    try:
        page.goto(voila)
        page.wait_for_selector(MAP, timeout=120_000)
        text = page.inner_text("body")
        assert "the classroom board" in text, "the notebook's title (markdown) is shown"
        for line in ("from brass_widget import", "BoardWidget(", "Game.new("):
            assert line not in text, f"Voilà should show no code, but the page shows {line!r}"
        assert page.locator(".cm-editor, .CodeMirror, .jp-InputPrompt").count() == 0
        assert page.locator(".brass-root").count() == 1
        # Blue is the human seat: wait for its turn (the bots before it move by themselves), then pass
        page.wait_for_selector(PASS, timeout=60_000)
        log_before = page.locator(".brass-logl li").count()
        move = play_on_board(page.locator(".brass-root"), [PASS])
        page.wait_for_function(f"document.querySelectorAll('.brass-logl li').length > {log_before}")
        assert move.startswith("pass card ") and "passed (discarding" in page.inner_text(".brass-logl")
        print(f"\nVOILA classroom board: no code shown; clicked '{move}', the board redrew")
    finally:
        page.close()


def _local(url: str) -> bool:
    """A request that stays on this machine: Voilà's own server, or the page's own data."""
    parts = urlparse(url)
    return parts.scheme in ("data", "blob") or parts.hostname in ("127.0.0.1", "localhost")


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_classroom_board_opens_with_the_whole_map_on_screen_and_the_network_cut(voila, browser, size):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    off_machine = []

    def cut(route):  # the network cut: only this machine answers
        if _local(route.request.url):
            return route.continue_()
        off_machine.append(route.request.url)
        return route.abort()

    page.route("**/*", cut)
    try:
        page.goto(voila)
        page.wait_for_selector(MAP, timeout=120_000)
        page.wait_for_timeout(300)  # the board has fitted itself to the screen (board.js, next frame)
        m = page.evaluate("""() => { const r = document.querySelector('.brass-map svg').getBoundingClientRect();
            const words = [...document.querySelectorAll('.brass-map svg text')].filter((t) => !t.closest('.brass-deco'));
            const scale = document.querySelector('.brass-map svg').getScreenCTM().a;
            return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, innerHeight, innerWidth,
                     scrolled: document.body.scrollTop + scrollY,
                     smallest: Math.min(...words.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)) }; }""")
        print(f"VOILA {width}x{height}: map {m['right'] - m['left']:.0f} x {m['bottom'] - m['top']:.0f} px at y "
              f"{m['top']:.0f}-{m['bottom']:.0f} (smallest text {m['smallest']:.1f} px); off the machine: {off_machine}")
        assert m["scrolled"] == 0, "the page as it opens"
        assert m["top"] >= 0 and m["bottom"] <= m["innerHeight"] and m["right"] <= m["innerWidth"], \
            (f"the map's bottom is {m['bottom'] - m['innerHeight']:.0f} px below the screen", m)
        assert m["smallest"] >= 12, m
        assert off_machine == [], f"the classroom page asked for something off this machine: {off_machine}"
    finally:
        context.close()
