"""Notebook 7 (``jupyter notebook``, the `notebook` package >= 7) is a supported host: a learner's copy of
00_start_here opens there, runs, shows the board and the still picture, and the guided first move made by
clicking reaches Python (the check cell, run again, says "✓")."""

from __future__ import annotations

import sys

import pytest

from brass_widget.tutorials import copy_tutorials

from .hosts import ARGS, CHROMIUM, cell_text, free_port, guided_first_move, run_all, run_cell, serve

pytestmark = pytest.mark.browser


def test_start_here_in_notebook_7(tmp_path):
    import notebook
    assert int(notebook.__version__.split(".")[0]) >= 7, notebook.__version__
    from playwright.sync_api import sync_playwright

    root = tmp_path / "tutorials"
    copy_tutorials(root, out=None)
    port = free_port()
    cmd = [sys.executable, "-m", "jupyter", "notebook", "--allow-root", "--no-browser", "--ip=127.0.0.1",
           f"--port={port}", "--IdentityProvider.token=", "--ServerApp.password=",
           "--ServerApp.disable_check_xsrf=True", "--JupyterNotebookApp.expose_app_in_browser=True",
           f"--ServerApp.root_dir={root}", f"--JupyterNotebookApp.user_settings_dir={tmp_path / 'settings'}",
           f"--JupyterNotebookApp.workspaces_dir={tmp_path / 'workspaces'}"]
    url = f"http://127.0.0.1:{port}"
    env = {"JUPYTER_PLATFORM_DIRS": "1", "BRASS_CHECKS": ""}
    with serve(cmd, f"{url}/api/status", tmp_path / "notebook.log", env=env), sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(f"{url}/notebooks/00_start_here.ipynb")
            # Notebook 7's own page (not JupyterLab's): one document, no Launcher
            page.wait_for_function("window.jupyterapp && window.jupyterapp.name === 'Jupyter Notebook'",
                                   timeout=120_000)
            run_all(page, "00_start_here.ipynb", tmp_path / "nb7.png")
            page.wait_for_selector(".brass-root .brass-map [data-slot='manchester/1']")
            assert page.locator(".brass-root").count() == 1
            assert page.locator(".jp-RenderedSVG img").count() == 1, "w.game shows the still picture"
            assert cell_text(page, "nb00-check-1").startswith("Not yet: ")
            guided_first_move(page)
            page.wait_for_function("document.querySelector('.brass-logl').innerText.includes("
                                   "'Cotton Mill in Manchester')")
            answer = run_cell(page, "nb00-check-1")
            assert answer.startswith("✓ Your Cotton Mill stands in Manchester"), answer
            print(f"\nNOTEBOOK 7 {notebook.__version__}: 00_start_here ran, board drawn, guided click made; "
                  f"check: {answer.splitlines()[0][:60]}")
        finally:
            browser.close()
