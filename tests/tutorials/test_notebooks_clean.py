"""The shipped tutorials are committed clean (no outputs, execution counts or widget state) and follow the
classroom convention: solutions between nbgrader's markers in solution cells, checks in plain words."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from brass_widget.tutorials import BEGIN, END, HERE, LITE_INSTALL, learner_version, notebooks

NOTEBOOKS = notebooks()
EXPECTED = ["00_start_here", "01_network_and_building", "02_coal_connections", "03_iron_and_markets",
            "04_overbuilding", "05_selling_cotton", "06_money_loans_and_turn_order", "07_eras_and_scoring",
            "08_full_game_against_bots", "09_write_your_own_bot", "10_birmingham_whats_different",
            "11_birmingham_beer", "12_birmingham_merchants", "13_birmingham_scout_and_wild_cards",
            "14_birmingham_full_game", "15_duel_whats_different", "16_lab_loans_and_leverage",
            "17_lab_beer_and_market_access", "18_classroom_session", "19_review_your_game", "classroom_board"]
LESSONS = [p for p in NOTEBOOKS if p.stem[:2].isdigit()]


def problems(nb: dict) -> list[str]:
    out = []
    if "widgets" in nb.get("metadata", {}):
        out.append("metadata.widgets (saved widget state)")
    for i, cell in enumerate(nb.get("cells", [])):
        if cell.get("cell_type") != "code":
            if cell.get("attachments"):
                out.append(f"cell {i}: attachments")
            continue
        if cell.get("outputs"):
            out.append(f"cell {i}: outputs")
        if cell.get("execution_count") is not None:
            out.append(f"cell {i}: execution_count")
        if "widgets" in cell.get("metadata", {}) or "execution" in cell.get("metadata", {}):
            out.append(f"cell {i}: execution or widget metadata")
    return out


def code_cells(path: Path) -> list[dict]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def test_all_tutorials_are_present_in_the_package():
    assert HERE == Path(__file__).resolve().parents[2] / "brass_widget" / "tutorials"
    assert [p.stem for p in NOTEBOOKS] == EXPECTED
    assert not (HERE.parents[1] / "notebooks").exists(), "one source of truth: the notebooks live in the package"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_is_committed_without_outputs_or_widget_state(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    found = problems(nb)
    assert not found, (f"{path.name} carries {', '.join(found)}; clear it with: jupyter nbconvert --clear-output "
                       f"--ClearMetadataPreprocessor.enabled=True --inplace {path}")


def test_the_checker_catches_outputs_and_widget_state():
    dirty = {"metadata": {"widgets": {"application/vnd.jupyter.widget-state+json": {}}},
             "cells": [{"cell_type": "code", "execution_count": 3, "metadata": {},
                        "outputs": [{"output_type": "stream", "name": "stdout", "text": "hi"}], "source": "1"}]}
    assert problems(dirty) == ["metadata.widgets (saved widget state)", "cell 0: outputs", "cell 0: execution_count"]
    assert problems({"metadata": {}, "cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                                                "outputs": [], "source": "1"}]}) == []


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_solutions_and_checks_follow_the_nbgrader_convention(path):
    """Each lesson has an exercise: a solution cell (nbgrader ``solution``) holding the marked solution and a
    graded check cell (nbgrader ``grade``) that answers through ``check``. Marked regions appear only in
    solution cells, so nbgrader's generate_assignment accepts the file, and grade ids are unique."""
    cells = code_cells(path)
    solutions = [c for c in cells if c["metadata"].get("nbgrader", {}).get("solution")]
    graded = [c for c in cells if c["metadata"].get("nbgrader", {}).get("grade")]
    assert solutions and graded, f"{path.name}: an exercise needs a solution cell and a graded check"
    for c in cells:
        src = source(c)
        marked = BEGIN in src
        assert marked == (c in solutions), f"{path.name} cell {c['id']}: solution markers only in solution cells"
        if marked:
            assert src.count(BEGIN) == src.count(END)
    for c in graded:
        assert "check(" in source(c) and c["metadata"]["nbgrader"]["points"] > 0
    ids = [c["metadata"]["nbgrader"]["grade_id"] for c in solutions + graded]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_checks_answer_in_words_not_with_assert(path):
    """A failed ``assert`` is a red traceback; every check goes through ``check`` instead."""
    for c in code_cells(path):
        tree = ast.parse(source(c))
        asserts = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Assert)]
        assert not asserts, f"{path.name} cell {c['id']}: assert on line(s) {asserts}; use check(...)"


BIRMINGHAM = [p for p in LESSONS if "birmingham" in p.stem]


def test_the_birmingham_series_cites_the_guide_plays_birmingham_and_draws_a_chart():
    """Notebooks 10-14 teach Brass: Birmingham: each cites the guide's sections, opens a Birmingham position (a
    bham_ scenario or a new Birmingham game) and draws a plotly chart; every bham_ scenario is used by one of them."""
    from brass_widget.scenarios import list_scenarios
    from brass_widget.tutorials import scenarios_used

    assert [p.stem[:2] for p in BIRMINGHAM] == ["10", "11", "12", "13", "14"]
    used = set()
    for path in BIRMINGHAM:
        nb = json.loads(path.read_text(encoding="utf-8"))
        intro = source(nb["cells"][0])
        assert "**Guide sections" in intro and "Birmingham" in intro, f"{path.name}: cite the guide at the top"
        code = "\n".join(source(c) for c in nb["cells"] if c["cell_type"] == "code")
        assert 'scenarios.load("bham_' in code or 'Game.new("birmingham"' in code, path.name
        assert "charts." in code, f"{path.name}: an economics lens with a chart"
        used.update(scenarios_used(nb))
    assert {name for name in list_scenarios() if name.startswith("bham_")} <= used


def test_the_duel_notebook_says_it_is_provisional_cites_s1_and_plays_duel():
    """Notebook 15 teaches Brass Duel: its first cell says the rules follow a prototype summary and the components
    are provisional stand-ins, it cites S1's sections, opens a Duel position (every duel_ scenario is used), draws a
    chart, and its closing game names the bot it plays against and what its Duel evaluation counts."""
    from brass_widget.scenarios import list_scenarios
    from brass_widget.tutorials import scenarios_used

    duel = [p for p in LESSONS if "duel" in p.stem]
    assert [p.stem for p in duel] == ["15_duel_whats_different"]
    nb = json.loads(duel[0].read_text(encoding="utf-8"))
    intro = source(nb["cells"][0])
    assert "**Provisional.**" in intro and "prototype" in intro and "provisional stand-in" in intro, intro
    for section in ("*On your turn*", "*Network*", "*Coal*", "*Boats*", "*VP income*", "*Invite*"):
        assert section in intro, f"cite S1's {section} at the top"
    code = "\n".join(source(c) for c in nb["cells"] if c["cell_type"] == "code")
    text = "\n".join(source(c) for c in nb["cells"] if c["cell_type"] == "markdown")
    assert 'Game.new("duel", players=2' in code and 'seats=["human", "greedy"]' in code and "charts." in code
    assert "`GreedyBot`" in text and "Notable Persons' end scoring, but not boats (the documentation's *Bots* page)" in text
    assert {name for name in list_scenarios() if name.startswith("duel_")} <= set(scenarios_used(nb))


def test_notebooks_point_only_at_what_a_learner_has():
    """A learner has the installed package, not this repository: no notebook names a file of the checkout (its
    scripts, docs or the shared rulebook files); rules are cited by the book's title and section, the documentation
    by its page's name."""
    import re

    import nbformat

    from brass_widget.tutorials import notebooks
    found = []
    for path in notebooks():
        for cell in nbformat.read(path, as_version=4).cells:
            found += [(path.name, m) for m in re.findall(r"(?:shared/|docs/|scripts/)[\w./-]*", cell.source)]
    assert found == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_first_code_cell_installs_the_package_in_the_browser_only_site(path):
    """Issue 22: in the JupyterLite site (Pyodide) a notebook's first code cell installs brass_widget from the
    site's wheels; the learner's copy keeps it."""
    assert source(code_cells(path)[0]) == LITE_INSTALL
    assert LITE_INSTALL in [source(c) for c in learner_version(json.loads(path.read_text("utf-8")))["cells"]]


def _run_install_cell() -> None:
    import asyncio
    import inspect

    code = compile(LITE_INSTALL, "install", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)  # as a kernel runs it
    result = eval(code, {})  # noqa: S307 - our own notebook's cell
    if inspect.iscoroutine(result):
        asyncio.run(result)


def test_the_install_cell_does_nothing_outside_pyodide_and_installs_under_it(monkeypatch):
    import sys
    import types

    installed = []

    async def install(name):
        installed.append(name)
    monkeypatch.setitem(sys.modules, "piplite", types.SimpleNamespace(install=install))
    _run_install_cell()
    assert installed == []  # CPython: a no-op (nbval runs it in every notebook, too)
    monkeypatch.setattr(sys, "platform", "emscripten")
    _run_install_cell()
    assert installed == ["brass-widget[widget]"]  # the board needs the widget extra
