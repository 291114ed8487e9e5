"""Voilà for a classroom display: ``classroom_board.ipynb`` runs as a standalone board app (no code shown), and a
click on the board plays through the kernel (the bots answer)."""

from __future__ import annotations

import json
import sys

import pytest

from brass_widget.tutorials import copy_tutorials

from .hosts import ARGS, CHROMIUM, PASS, free_port, play_on_board, serve

pytestmark = pytest.mark.browser


def test_classroom_board_runs_under_voila_with_no_code_and_plays(tmp_path):
    from playwright.sync_api import sync_playwright

    root = tmp_path / "tutorials"
    copy_tutorials(root, out=None)
    nb = json.loads((root / "classroom_board.ipynb").read_text())
    code = [c for c in nb["cells"] if c["cell_type"] == "code"][1:]  # after the install cell (a no-op here)
    settings = "".join(code[0]["source"])
    assert "SEED = None" in settings and "BOT_DELAY = 1.0" in settings
    # a fixed deal and quick bots, so the test knows the game and does not wait
    code[0]["source"] = settings.replace("SEED = None", "SEED = 3").replace("BOT_DELAY = 1.0", "BOT_DELAY = 0.1")
    (root / "classroom_board.ipynb").write_text(json.dumps(nb))
    port = free_port()
    cmd = [sys.executable, "-m", "voila", str(root / "classroom_board.ipynb"), "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1"]
    url = f"http://127.0.0.1:{port}/"
    with serve(cmd, url, tmp_path / "voila.log", env={"BRASS_CHECKS": ""}), sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(url)
            page.wait_for_selector(".brass-root .brass-map [data-slot='manchester/1']", timeout=120_000)
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
            browser.close()
