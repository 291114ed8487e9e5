"""Static exports keep the board and the charts: a tutorial converted to HTML by nbconvert shows the board's
picture (the ``image/svg+xml`` the board's output carries) and the chart (its ``text/html`` copy), in Chromium.

* ``jupyter nbconvert --to html --execute --ExecutePreprocessor.store_widget_state=False`` (what a notebook saved
  by JupyterLab or Notebook 7 gives too): the board picture, scaled to the page; the chart draws when plotly.js
  can be fetched from its CDN (simulated here by serving the installed plotly.js), and says so in words offline.
* ``brass-widget export``: the same page with plotly.js inside it and no script from a CDN (nbconvert's require.js
  and MathJax left out; issue 32, item 6): the chart draws with no network at all, and the page asks for nothing
  off the machine.
"""

from __future__ import annotations

import base64
import re
import subprocess
import sys
from pathlib import Path

import pytest

from brass_widget.tutorials import copy_tutorials

from .hosts import ARGS, CHROMIUM

pytestmark = pytest.mark.browser
BOARD = 'aria-label="Brass: Lancashire board"'

PAGE_JS = """() => ({
  pictures: [...document.querySelectorAll('.jp-RenderedSVG img')].map((i) => {
      const r = i.getBoundingClientRect(); return [i.complete && i.naturalHeight > 0, r.width, r.height]; }),
  area: document.querySelector('.jp-RenderedSVG').getBoundingClientRect().width,
  charts: [...document.querySelectorAll('.js-plotly-plot')].filter((d) => d.querySelector('.main-svg')).length,
  offlineNotes: [...document.querySelectorAll('.brass-chart-offline')].filter((n) => n.offsetParent !== null).length,
  traces: document.querySelectorAll('.js-plotly-plot .scatterlayer .trace').length,
})"""


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    work = tmp_path_factory.mktemp("export")
    copy_tutorials(work, out=None)
    nb = work / "02_coal_connections.ipynb"
    subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", "--execute",
                    "--ExecutePreprocessor.store_widget_state=False", "--output", "nbconvert.html", str(nb)],
                   check=True, capture_output=True, env={"BRASS_CHECKS": "", "PATH": str(Path(sys.executable).parent)})
    subprocess.run([str(Path(sys.executable).parent / "brass-widget"), "export", "--execute", str(nb), "-o",
                    str(work / "export.html")], check=True, capture_output=True)
    return work / "nbconvert.html", work / "export.html"


def board_pictures(html: str) -> list[str]:
    found = re.findall(r'data-mime-type="image/svg\+xml"[^>]*>\s*<img[^>]*src="data:image/svg\+xml;base64,([^"]+)"',
                       html)
    return [base64.b64decode(b).decode("utf-8") for b in found]


def test_the_html_holds_the_board_picture_and_the_chart(pages):
    for page in pages:
        html = page.read_text(encoding="utf-8")
        pictures = board_pictures(html)
        assert len(pictures) == 1 and BOARD in pictures[0] and 'data-slot="manchester/4"' in pictures[0], page.name
        assert 'width="100%"' in pictures[0] and 'viewBox="0 0 1180 980"' in pictures[0]
        assert "application/vnd.jupyter.widget-view+json" not in html, "no empty widget view instead of the picture"
        assert html.count('class="plotly-graph-div"') == 1 and "The coal market as a supply curve" in html


def page_facts(browser, path: Path, width: int, cdn: dict | None = None) -> dict:
    """Open a page in a fresh context (no cache shared with the others), offline except for ``cdn``; its facts
    include what it asked for off the machine (``requested``)."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    requested = []

    def route(r):
        url = r.request.url
        if url.startswith(("file:", "data:", "blob:")):
            return r.continue_()
        requested.append(url)
        for prefix, body in (cdn or {}).items():
            if url.startswith(prefix):
                return r.fulfill(body=body, content_type="text/javascript", headers={"Access-Control-Allow-Origin": "*"})
        return r.abort()  # offline: nothing else can be fetched

    page.route("**/*", route)
    page.goto(path.as_uri())
    page.wait_for_timeout(1500)
    facts = page.evaluate(PAGE_JS)
    context.close()
    return {**facts, "requested": requested}


def test_pages_in_chromium_offline_and_online(pages):
    from jupyter_core.paths import jupyter_path
    from playwright.sync_api import sync_playwright
    from plotly.offline import get_plotlyjs

    # nbconvert's pages load require.js from a CDN too; Voilà (a dev dependency) ships a copy of it
    require_js = next(p for p in (Path(d) / "voila" / "templates" / "base" / "static" / "require.min.js"
                                  for d in jupyter_path()) if p.exists())
    online = {"https://cdn.plot.ly/": get_plotlyjs(), "https://cdnjs.cloudflare.com/ajax/libs/require.js/":
              require_js.read_text()}
    nbconvert_page, export_page = pages
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            for width in (800, 1500):
                s = page_facts(browser, nbconvert_page, width)
                (ok, w, h), = s["pictures"]
                assert ok and abs(w - s["area"]) < 2 and abs(h / w - 980 / 1180) < 0.02, (width, s)
                assert s["charts"] == 0 and s["offlineNotes"] == 1, ("offline, the chart says why it is missing", s)
            s = page_facts(browser, nbconvert_page, 1200, cdn=online)
            assert s["charts"] == 1 and s["traces"] == 2 and s["offlineNotes"] == 0, ("online, the chart draws", s)
            s = page_facts(browser, export_page, 1200)
            assert s["charts"] == 1 and s["traces"] == 2 and s["offlineNotes"] == 0, ("export draws offline", s)
            assert len(s["pictures"]) == 1 and s["pictures"][0][0]
            assert s["requested"] == [], ("the exported page asks for nothing off the machine", s["requested"])
        finally:
            browser.close()
    print(f"\nEXPORT 02_coal_connections: {nbconvert_page.stat().st_size // 1024} KB (nbconvert, chart from the CDN), "
          f"{export_page.stat().st_size // 1024} KB (brass-widget export, plotly.js inside, nothing fetched); board "
          "picture and chart shown")
