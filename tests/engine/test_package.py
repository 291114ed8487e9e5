"""The package's public names."""

import pathlib
import subprocess
import sys
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_public_api_names():
    import brass_widget
    for name in brass_widget.__all__:  # the board is the widget extra's (tests/widget/test_board_reads_outside_input.py)
        assert name == "BoardWidget" or getattr(brass_widget, name) is not None


def test_engine_import_does_not_load_the_widget():
    code = "import sys, brass_widget; brass_widget.Game.new(); print('anywidget' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


BASE_INSTALL = """
import sys
for name in ("anywidget", "traitlets", "ipywidgets", "plotly"):  # a base install: no Jupyter package, no plotly
    sys.modules[name] = None
import brass_widget
from brass_widget import Game, GreedyBot
from brass_widget.widget.viewmodel import topology  # the board's layout, without the board
g = Game.new("lancashire", players=2, seed=1)
g.apply(GreedyBot(seed=1).choose(g))
print(topology(g)["edition"], len(g.history), g._repr_svg_()[:4])  # the still picture too
for reach in (lambda: brass_widget.BoardWidget, lambda: __import__("brass_widget.charts"),
              lambda: __import__("brass_widget.lab_charts")):
    try:
        reach()
    except ImportError as e:
        print(e)
"""


def test_the_engine_works_on_a_base_install_and_the_board_names_its_extra():
    """Issue 33, item 5: ``pip install brass-widget`` is the engine alone; the board and the charts say which
    extra brings them (pyproject.toml: ``widget``) instead of failing deep inside an import."""
    out = subprocess.run([sys.executable, "-c", BASE_INSTALL], capture_output=True, text=True, cwd=ROOT,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "lancashire 1 <svg"
    assert lines[1:] == [f"{what} needs the widget extra ({name} is not installed): pip install 'brass-widget[widget]'"
                         for what, name in [("BoardWidget (the board)", "anywidget"),
                                            ("brass_widget.charts (the charts)", "plotly"),
                                            ("brass_widget.lab_charts (the lab's charts)", "plotly")]]


def test_python_dash_m_and_version_print_the_package_version():
    import brass_widget
    out = subprocess.run([sys.executable, "-m", "brass_widget", "--version"], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == f"brass-widget {brass_widget.__version__}"
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    assert f'version = "{brass_widget.__version__}"' in text  # one version, said once in each place


def test_the_wheel_carries_the_license_the_type_marker_and_the_tutorials(tmp_path):
    """The built wheel: LICENSE (pyproject says MIT), py.typed, ``python -m`` entry, tutorials, the classroom
    board's Voilà template, a classroom seat's page, classifiers and the extras named for what they serve."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True)
    wheel = next(tmp_path.glob("brass_widget-*.whl"))
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        meta = z.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode("utf-8")
    assert any(n.endswith("licenses/LICENSE") for n in names)
    assert {"brass_widget/py.typed", "brass_widget/__main__.py",
            "brass_widget/tutorials/00_start_here.ipynb"} <= set(names)
    # a classroom seat's page and its files (classroom/seat_page.py serves them)
    assert {f"brass_widget/classroom/static/{f}" for f in ("seat.html", "seat.js", "seat.css")} <= set(names)
    # the classroom dashboard's script and style sheet, served from the package (classroom/dashboard.py)
    assert {"brass_widget/classroom/static/dashboard.js", "brass_widget/classroom/static/classroom.css"} <= set(names)
    # the classroom board's Voilà template, installed where Voilà finds it (<prefix>/share/jupyter/voila/templates)
    voila = [n.split(".data/data/", 1)[1] for n in names if ".data/data/share/jupyter/voila/templates/" in n]
    assert sorted(voila) == [f"share/jupyter/voila/templates/brass-classroom/{f}" for f in ("conf.json", "index.html.j2")]
    assert "License-Expression: MIT" in meta and "Classifier: Framework :: Jupyter" in meta
    assert {"Provides-Extra: lab", "Provides-Extra: export", "Provides-Extra: classroom"} <= set(meta.splitlines())
    classroom = [ln for ln in meta.splitlines() if ln.startswith("Requires-Dist:") and "extra == 'classroom'" in ln]
    assert any(d.split()[1].startswith("segno") for d in classroom), classroom  # the join links' QR codes
    lab = [ln for ln in meta.splitlines() if ln.startswith("Requires-Dist:") and "extra == 'lab'" in ln]
    # the README's first command promises JupyterLab, Notebook 7 (`jupyter notebook`) and Voila for the classroom
    assert {d.split()[1].split("<")[0].split(">")[0] for d in lab} >= {"jupyterlab", "notebook", "voila"}, lab


def test_export_without_its_extra_names_the_extra(monkeypatch, capsys, tmp_path):
    import importlib.util

    from brass_widget import cli
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "nbconvert" else real(name, *a))
    assert cli.main(["export", str(tmp_path / "x.ipynb")]) == 1
    assert "pip install 'brass-widget[export]'" in capsys.readouterr().err


def test_edition_names_in_any_case_and_misspellings_get_a_suggestion():
    from brass_widget import Game
    assert Game.new("Birmingham", players=2).state["edition"] == "birmingham"
    assert Game.new("Brass Duel", players=2).state["edition"] == "duel"
    assert Game.new("Brass: Lancashire", players=2).state["edition"] == "lancashire"
    with pytest.raises(ValueError, match=r"unknown edition 'birmingam' \(did you mean 'birmingham'\?\)"):
        Game.new("birmingam")
    with pytest.raises(ValueError, match=r"unknown edition 'chess': this version supports"):
        Game.new("chess")


def test_misspelt_locations_cards_and_industries_get_a_suggestion():
    from brass_widget import Game
    g = Game.new(players=2, seed=1)
    said = [g.why_not(t)[0].message for t in ("build cotton_mill manchster/1 card wigan", "pass card wiggan",
                                              "build coton_mill wigan/1 card wigan")]
    assert "(did you mean 'manchester'?)" in said[0]
    assert "(did you mean 'wigan'?)" in said[1]
    assert "(did you mean 'cotton_mill'?)" in said[2]
    assert "did you mean" not in g.why_not("pass card qqqqqq")[0].message  # nothing close: no guess


def test_misspelt_bots_seats_and_scenarios_get_a_suggestion(capsys):
    from brass_widget import scenarios
    from brass_widget.cli import main
    from brass_widget.scenarios import ScenarioError
    with pytest.raises(ScenarioError, match=r"unknown scenario 'first_bild' \(did you mean 'first_build'\?\)"):
        scenarios.load("first_bild")  # a misspelt seat kind on the board: tests/widget/test_board_reads_outside_input.py
    assert main(["simulate", "--bots", "grredy"]) == 2
    assert "unknown bot(s) grredy (did you mean 'greedy'?)" in capsys.readouterr().err


def test_every_browser_test_file_is_run_by_the_test_scripts():
    """The browser tests run from the scripts (scripts/test-*.sh), which name each file: a new file that no script
    names would never run in CI."""
    scripts = " ".join(p.read_text("utf-8") for p in (ROOT / "scripts").glob("test*.sh"))
    files = sorted(p.name for p in (ROOT / "tests" / "browser").glob("test_*.py"))
    assert files and [f for f in files if f"tests/browser/{f}" not in scripts] == []


def test_the_slow_marker_is_declared_used_and_never_left_out_by_ci():
    """Issue 33, item 5: ``slow`` was declared and never used. It marks the longer fuzz runs (a quick local loop:
    ``pytest -m "not slow"``), and no CI script leaves them out."""
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    assert '"slow: ' in text
    marked = [p.name for p in (ROOT / "tests").rglob("test_*.py") if "@pytest.mark.slow" in p.read_text("utf-8")]
    assert {"test_positions_fuzz.py", "test_duel_fuzz.py"} <= set(marked), marked
    scripts = " ".join(p.read_text("utf-8") for p in (ROOT / "scripts").glob("*.sh"))
    assert "slow" not in scripts  # CI runs them all
