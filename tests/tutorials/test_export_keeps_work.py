"""``brass-widget export`` keeps the learner's work by default (issue 21): the outputs as saved, not a fresh run,
and each board as it stood when the notebook saved its widget state."""

from __future__ import annotations

import base64
import re

import nbformat

from brass_widget import BoardWidget, Game
from brass_widget.cli import main
from brass_widget.widget.board import SVG_SLOTS

VIEW = "application/vnd.jupyter.widget-view+json"
STATE = "application/vnd.jupyter.widget-state+json"


def _pictures(html: str) -> list[str]:
    found = re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', html)
    return [base64.b64decode(b).decode("utf-8") for b in found]


def _notebook(tmp_path):
    """A learner's notebook: a board shown at the start, then a build made on it (saved in the widget state),
    and a cell whose saved output differs from what running it again would print."""
    w = BoardWidget(Game.new("lancashire", players=2, seed=3), seats=["human", "human"], teacher=True)
    first = w._repr_mimebundle_()[0]
    build = next(a for a in w.game.legal_actions() if a.kind == "build")
    w.play(str(build))
    traits = {"topology": w.topology, **{f"svg_{i}": getattr(w, f"svg_{i}") for i in range(SVG_SLOTS)}}
    nb = nbformat.v4.new_notebook()
    board = nbformat.v4.new_code_cell("w", outputs=[nbformat.v4.new_output(
        "display_data", data={VIEW: first[VIEW], "image/svg+xml": first["image/svg+xml"], "text/plain": "board"})])
    mine = nbformat.v4.new_code_cell("print('a fresh run')", outputs=[nbformat.v4.new_output(
        "stream", name="stdout", text="Well done: your build is on the board\n")])
    nb.cells = [board, mine]
    nb.metadata["widgets"] = {STATE: {"version_major": 2, "version_minor": 0,
                                      "state": {w.model_id: {"model_name": "AnyModel", "state": traits}}}}
    path = tmp_path / "mine.ipynb"
    nbformat.write(nb, path)
    return path, build.target.partition("/")[0], first["image/svg+xml"]


def test_export_keeps_the_saved_outputs_and_the_board_as_it_stood(tmp_path, capsys):
    path, where, first = _notebook(tmp_path)
    assert main(["export", str(path), "-o", str(tmp_path / "page.html")]) == 0
    html = (tmp_path / "page.html").read_text("utf-8")
    assert "Well done: your build is on the board" in html and "a fresh run\n" not in html
    pictures = _pictures(html)
    assert len(pictures) == 1
    assert f'data-tile="{where}/' in pictures[0] and f'data-tile="{where}/' not in first  # the build is drawn


def test_a_saved_state_that_is_not_a_board_leaves_the_picture_as_saved(tmp_path):
    path, where, first = _notebook(tmp_path)
    nb = nbformat.read(path, as_version=4)
    state = nb.metadata["widgets"][STATE]["state"]
    for model in state.values():
        model["state"] = {"topology": "<script>alert(1)</script>"}
    nbformat.write(nb, path)
    assert main(["export", str(path), "-o", str(tmp_path / "page.html")]) == 0
    html = (tmp_path / "page.html").read_text("utf-8")
    assert _pictures(html) == [first] and "alert(1)" not in html


def test_the_page_loads_no_script_from_a_cdn_and_mathjax_only_for_formulas(tmp_path):
    """Issue 32, item 6: nbconvert's lab page loads require.js and MathJax from cdnjs; the exported page leaves out
    require.js (it serves only saved widget views, which the page keeps none of) and MathJax unless a markdown cell
    holds TeX, so a tutorial's page asks nothing of another machine."""
    path, _, _ = _notebook(tmp_path)
    nb = nbformat.read(path, as_version=4)
    nb.cells.insert(0, nbformat.v4.new_markdown_cell("# My notes\n\nCoal costs £1 to £8 a cube."))
    nbformat.write(nb, path)
    assert main(["export", str(path), "-o", str(tmp_path / "page.html")]) == 0
    html = (tmp_path / "page.html").read_text("utf-8")
    assert re.findall(r'<script[^>]*\ssrc="([^"]*)"', html) == [] and "My notes" in html
    nb.cells[0].source += "\n\nThe price is $p = 9 - c$."
    nbformat.write(nb, path)
    assert main(["export", str(path), "-o", str(tmp_path / "maths.html")]) == 0
    scripts = re.findall(r'<script[^>]*\ssrc="([^"]*)"', (tmp_path / "maths.html").read_text("utf-8"))
    assert len(scripts) == 1 and "mathjax" in scripts[0].lower(), scripts
