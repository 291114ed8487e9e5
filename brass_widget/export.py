"""``brass-widget export``: a notebook as one HTML page that keeps the board pictures and draws the charts,
offline too.

``jupyter nbconvert --to html`` keeps both already for a notebook saved by JupyterLab or Notebook 7 (which do
not save widget state by default): the board's output carries a picture (``image/svg+xml``) and each chart an
HTML copy (``text/html``). What this command adds:

* ``nbconvert --execute`` saves the state of every widget it ran, and nbconvert then prefers the live widget
  view, which a static page can only draw with JavaScript from a CDN (and anywidget's board not even then);
  this command executes without saving widget state, so the board's picture is what the page shows;
* the charts' HTML loads plotly.js from its CDN; this command puts plotly.js (from the installed plotly) in the
  page once, so the charts draw with no network;
* nbconvert's lab template loads require.js and MathJax from a CDN (issue 32, item 6): require.js serves only
  saved widget views (this page keeps none) and is left out; MathJax is left out unless a markdown cell holds
  TeX ($, \\( or \\[), where formulas still need it from its CDN. The tutorials' pages ask nothing of another
  machine.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

CDN_PLOTLY = re.compile(r'<script[^>]*src="https://cdn\.plot\.ly/[^"]*"[^>]*></script>')
TEX = re.compile(r"\$|\\\(|\\\[")  # where a markdown cell may hold a formula for MathJax
# nbconvert's lab page, less the scripts it fetches from a CDN (nbconvert's template blocks)
OFFLINE_PAGE = """{%- extends 'index.html.j2' -%}
{%- block html_head_js_requirejs -%}{%- endblock html_head_js_requirejs -%}
{%- block html_head_js_mathjax -%}{%- if resources.brass_tex -%}{{ super() }}{%- endif -%}{%- endblock -%}
"""


VIEW = "application/vnd.jupyter.widget-view+json"
STATE = "application/vnd.jupyter.widget-state+json"


def boards_as_they_stand(nb) -> int:
    """Where the notebook saved its widgets' state (JupyterLab's "Save Widget State Automatically"), each board
    output's picture becomes the board as it stood when saved (its map, from the saved traits), not as it was
    first shown. Returns how many pictures changed. The picture goes into the page as an image: markup in a
    crafted file cannot run there."""
    from .render import scoped_ids
    from .widget.board import map_from_traits

    saved = ((nb.metadata.get("widgets") or {}).get(STATE) or {}).get("state") or {}
    changed = 0
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            data = output.get("data") or {}
            model = (data.get(VIEW) or {}).get("model_id")
            traits = (saved.get(model) or {}).get("state") if isinstance(model, str) else None
            if not isinstance(traits, dict):
                continue
            try:
                data["image/svg+xml"] = scoped_ids(map_from_traits(traits))
            except (ValueError, TypeError, KeyError, IndexError):
                continue  # not a board's state: its picture stays as saved
            changed += 1
    return changed


def read_notebook(path):
    """The notebook at ``path``: a regular file of at most 64 MB (``_io.MAX_NOTEBOOK_BYTES``; a FIFO, a device such
    as /dev/zero or a directory is refused before anything is read), parsed by nbformat. Anything else raises
    ``FileProblem`` (a ValueError) saying what is wrong in one line."""
    from ._io import MAX_NOTEBOOK_BYTES, FileProblem, read_text
    from .engine.limits import shown

    text = read_text(path, MAX_NOTEBOOK_BYTES)
    import nbformat  # after the file is read: a refusal does not wait for it to load
    try:
        return nbformat.reads(text, as_version=4)
    except RecursionError:
        raise FileProblem(f"{shown(os.fspath(path))} is not a notebook: its JSON is nested too deeply") from None
    except Exception as e:  # noqa: BLE001 - not JSON, or JSON that is no notebook (nbformat's validation)
        why = str(e).strip().splitlines()[0][:200] if str(e).strip() else type(e).__name__
        raise FileProblem(f"{shown(os.fspath(path))} is not a notebook: {why}") from None


def export_html(notebook, out=None, *, execute: bool = False, timeout: int = 600) -> Path:
    """Write ``notebook`` as a self-contained HTML page (``out``, default: next to it, ``.html``). By default the
    page keeps what the learner did: the outputs as saved, and each board as it stood (where the notebook saved
    its widget state). ``execute=True`` runs the notebook again first (a fresh run: a game dealt anew, exercises
    not done). The notebook is read by ``read_notebook`` (a regular file of at most 64 MB); an ``out`` that exists
    and is not a regular file (a FIFO, a device) is refused (ValueError) before anything is run or written."""
    path = Path(notebook)
    out = Path(out) if out is not None else path.with_suffix(".html")
    if out.exists() and not out.is_file():  # writing would wait for a reader (a FIFO) or go nowhere useful
        raise ValueError(f"{out} exists and is not a regular file: write the page to a file")
    nb = read_notebook(path)
    from nbconvert import HTMLExporter  # after the checks: a refusal does not wait for nbconvert to load
    from plotly.offline import get_plotlyjs
    if not execute:
        boards_as_they_stand(nb)
    if execute:
        from nbclient import NotebookClient

        strict = os.environ.pop("BRASS_CHECKS", None)  # a learner's page shows "Not yet", never a traceback
        try:
            NotebookClient(nb, timeout=timeout, kernel_name=nb.metadata.get("kernelspec", {}).get("name", "python3"),
                           store_widget_state=False,
                           resources={"metadata": {"path": str(path.resolve().parent)}}).execute()
        finally:
            if strict is not None:
                os.environ["BRASS_CHECKS"] = strict
    nb.metadata.pop("widgets", None)  # no saved widget state: the board's picture is shown, not an empty view
    from jinja2 import DictLoader

    tex = any(TEX.search("".join(c.get("source", ""))) for c in nb.cells if c.get("cell_type") == "markdown")
    exporter = HTMLExporter(template_name="lab", template_file="brass_offline.html.j2",
                            extra_loaders=[DictLoader({"brass_offline.html.j2": OFFLINE_PAGE})])
    body, _ = exporter.from_notebook_node(nb, resources={"brass_tex": tex})
    found = bool(CDN_PLOTLY.search(body))
    body = CDN_PLOTLY.sub("", body)
    if found:
        inline = f"<script>{get_plotlyjs()}</script>"
        body = body.replace("</head>", inline + "</head>", 1)
    out.write_text(body, encoding="utf-8")
    return out
