"""The tutorials' helpers: ``check`` answers in words, the learner's copy has no solutions, and
``brass-widget tutorials`` / ``brass-widget lab`` make and refresh a working copy without losing a learner's edits."""

from __future__ import annotations

import json

import pytest

from brass_widget import cli
from brass_widget.tutorials import (
    BEGIN,
    END,
    MANIFEST,
    PROMPT,
    NotYet,
    check,
    copy_tutorials,
    learner_version,
    notebooks,
    strip_source,
)

SOLUTION_00 = 'w.play("build cotton_mill manchester/1 card manchester")'


# -- check -------------------------------------------------------------------------------------------
def test_check_answers_in_plain_words(capsys, monkeypatch):
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    assert check(True, ok="well done", not_yet="build it") is None
    assert check(False, ok="well done", not_yet="build the mill") is None
    assert capsys.readouterr().out == "✓ well done\nNot yet: build the mill\n"


def test_check_steps_report_the_first_missing_thing_and_are_lazy(capsys, monkeypatch):
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    moves: list[str] = []
    check([(moves, "make a move"),
           (lambda: moves[0].startswith("build"), lambda: f"you played {moves[0]}")],  # would raise if eager
          ok=lambda: f"you played {moves[0]}")
    moves.append("pass card bury")
    check([(moves, "make a move"), (lambda: moves[0].startswith("build"), lambda: f"you played {moves[0]}")],
          ok="built")
    moves[0] = "build cotton_mill bolton"
    check([(moves, "make a move"), (lambda: moves[0].startswith("build"), "build")],
          ok=lambda: f"you played {moves[0]}")
    assert capsys.readouterr().out.splitlines() == ["Not yet: make a move", "Not yet: you played pass card bury",
                                                    "✓ you played build cotton_mill bolton"]


def test_a_condition_that_fails_is_not_yet_never_a_traceback(capsys, monkeypatch):
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    check(lambda: {}["missing"], ok="fine", not_yet="no position yet")
    assert capsys.readouterr().out == "Not yet: no position yet\n"


def test_strict_mode_makes_not_yet_fail_a_run(capsys, monkeypatch):
    monkeypatch.setenv("BRASS_CHECKS", "strict")
    check(True, ok="fine")
    with pytest.raises(NotYet, match="Not yet: build the mill"):
        check(False, not_yet="build the mill")
    with pytest.raises(KeyError):  # a broken check in a test run is a bug to see, not a "not yet"
        check(lambda: {}["missing"], not_yet="x")
    assert "✓ fine" in capsys.readouterr().out


# -- the learner's copy --------------------------------------------------------------------------------
def test_strip_source_replaces_each_region_by_the_prompt_at_its_indent():
    src = (f"x = None\n{BEGIN}\nx = 1\n{END}\nprint(x)\n"
           f"def f():\n    a = 2\n    {BEGIN}\n    return a\n    {END}\n    return None")
    out, n = strip_source(src)
    assert n == 2
    assert out == f"x = None\n{PROMPT}\nprint(x)\ndef f():\n    a = 2\n    {PROMPT}\n    return None"
    assert strip_source("print(1)") == ("print(1)", 0)


@pytest.mark.parametrize("bad", [f"{BEGIN}\nx = 1", f"x = 1\n{END}", f"{BEGIN}\n{BEGIN}\n{END}\n{END}"])
def test_a_malformed_region_is_an_error_not_a_leaked_solution(bad):
    with pytest.raises(ValueError):
        strip_source(bad)


def test_learner_versions_have_no_solution_and_run_nothing_for_the_learner():
    for path in notebooks():
        nb = json.loads(path.read_text(encoding="utf-8"))
        learner = learner_version(nb)
        text = json.dumps(learner)
        assert BEGIN not in text and END not in text, path.name
        teacher_cells = [("".join(c["source"]), c) for c in nb["cells"]]
        for (src, cell), new in zip(teacher_cells, learner["cells"]):
            new_src = "".join(new["source"])
            if cell["metadata"].get("nbgrader", {}).get("solution"):
                assert PROMPT in new_src and new_src != src
            else:
                assert new_src == src
    start = json.loads(notebooks()[0].read_text(encoding="utf-8"))
    assert SOLUTION_00 in all_sources(start) and SOLUTION_00 not in all_sources(learner_version(start))


def read(path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def all_sources(nb: dict) -> str:
    """The code the notebook runs (markdown may quote a move as a hint)."""
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")


def test_copy_writes_learner_copies_and_the_scenarios_they_open(tmp_path):
    report = copy_tutorials(tmp_path / "t", out=None)
    names = sorted(p.name for p in (tmp_path / "t").glob("*.ipynb"))
    assert names == sorted(p.name for p in notebooks()) and report["written"] == names
    first = read(tmp_path / "t" / "00_start_here.ipynb")
    assert SOLUTION_00 not in all_sources(first) and PROMPT in all_sources(first)
    scen = sorted(p.stem for p in (tmp_path / "t" / "scenarios").glob("*.json"))
    assert "first_build" in scen and "rail_era_end" in scen
    from brass_widget import scenarios
    assert scenarios.load_file(str(tmp_path / "t" / "scenarios" / "first_build.json")).to_json() == \
        scenarios.load("first_build").to_json()
    teacher = copy_tutorials(tmp_path / "teacher", teacher=True, out=None)
    assert teacher["written"] == names
    assert SOLUTION_00 in all_sources(read(tmp_path / "teacher" / "00_start_here.ipynb"))


def test_refresh_updates_untouched_copies_and_keeps_edited_ones(tmp_path):
    dest = tmp_path / "work"
    copy_tutorials(dest, out=None)
    start, bots = dest / "00_start_here.ipynb", dest / "09_write_your_own_bot.ipynb"
    # a learner ran 00 (outputs only: not an edit) and wrote their own bot in 09 (an edit)
    ran = read(start)
    ran["cells"][2]["outputs"] = [{"output_type": "stream", "name": "stdout", "text": "✓ Python 3"}]
    start.write_text(json.dumps(ran))
    mine = read(bots)
    mine["cells"][-1]["source"] = "my own notes"
    bots.write_text(json.dumps(mine))
    # the package ships a newer version of every notebook: simulate it by making the copies look older
    manifest = read(dest / MANIFEST)
    for path in (start, dest / "01_network_and_building.ipynb"):
        old = read(path)
        old["cells"][0]["source"] = "an older version"
        path.write_text(json.dumps(old))
        manifest["files"][path.name] = _fingerprint(old)
    (dest / MANIFEST).write_text(json.dumps(manifest))
    asked = []
    report = copy_tutorials(dest, replace_edited=lambda name: asked.append(name) or False, out=None)
    assert sorted(report["updated"]) == ["00_start_here.ipynb", "01_network_and_building.ipynb"]
    assert report["kept"] == ["09_write_your_own_bot.ipynb"] and asked == ["09_write_your_own_bot.ipynb"]
    assert read(bots)["cells"][-1]["source"] == "my own notes", "an edited notebook is never overwritten unasked"
    assert read(start)["cells"][0]["source"] != "an older version"
    # kept stays kept on the next refresh, until the learner says yes
    assert copy_tutorials(dest, out=None)["kept"] == ["09_write_your_own_bot.ipynb"]
    report = copy_tutorials(dest, replace_edited=lambda name: True, out=None)
    assert report["updated"] == ["09_write_your_own_bot.ipynb"]
    assert "my own notes" not in all_sources(read(bots))


def _fingerprint(nb):
    from brass_widget.tutorials import _fingerprint as fp
    return fp(nb)


def test_a_folder_without_manifest_counts_every_difference_as_an_edit(tmp_path):
    dest = tmp_path / "old"
    copy_tutorials(dest, out=None)
    (dest / MANIFEST).unlink()
    nb = read(dest / "04_overbuilding.ipynb")
    nb["cells"][0]["source"] = "changed"
    (dest / "04_overbuilding.ipynb").write_text(json.dumps(nb))
    report = copy_tutorials(dest, out=None)
    assert report["kept"] == ["04_overbuilding.ipynb"] and len(report["unchanged"]) == len(notebooks()) - 1


# -- the command line -------------------------------------------------------------------------------------
def test_cli_tutorials_copies_learner_or_teacher_versions(tmp_path, capsys):
    assert cli.main(["tutorials", str(tmp_path / "a")]) == 0
    out = capsys.readouterr().out
    assert "learner's copies (no solutions)" in out and "00_start_here.ipynb" in out
    assert SOLUTION_00 not in all_sources(read(tmp_path / "a" / "00_start_here.ipynb"))
    assert cli.main(["tutorials", str(tmp_path / "b"), "--teacher"]) == 0
    assert SOLUTION_00 in all_sources(read(tmp_path / "b" / "00_start_here.ipynb"))
    with pytest.raises(SystemExit):
        cli.main(["tutorials", str(tmp_path / "c"), "--no-such-option"])


def test_cli_keeps_edits_without_a_terminal_to_ask(tmp_path, capsys, monkeypatch):
    dest = tmp_path / "w"
    cli.main(["tutorials", str(dest)])
    nb = read(dest / "02_coal_connections.ipynb")
    nb["cells"][0]["source"] = "my notes"
    (dest / "02_coal_connections.ipynb").write_text(json.dumps(nb))
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    capsys.readouterr()
    assert cli.main(["tutorials", str(dest)]) == 0
    assert "kept your edited 02_coal_connections.ipynb" in capsys.readouterr().out
    assert read(dest / "02_coal_connections.ipynb")["cells"][0]["source"] == "my notes"
    assert cli.main(["tutorials", str(dest), "--replace-edited"]) == 0
    assert read(dest / "02_coal_connections.ipynb")["cells"][0]["source"] != "my notes"


def test_lab_command_opens_00_from_the_working_copy_and_runs_as_root(tmp_path):
    cmd = cli.lab_command(str(tmp_path), ["--no-browser"], as_root=True)
    assert cmd[1:3] == ["-m", "jupyterlab"]
    assert f"--ServerApp.root_dir={tmp_path.resolve()}" in cmd
    assert "--LabApp.default_url=/lab/tree/00_start_here.ipynb" in cmd
    assert "--allow-root" in cmd and cmd[-1] == "--no-browser"
    assert "--allow-root" not in cli.lab_command(str(tmp_path), [], as_root=False)


def test_tutorial_00_checks_speak_plain_words_not_a_python_repr(capsys, monkeypatch):
    """Issue 21: 00's first check printed ``<Game Brass: Lancashire, ...>``; a learner reads sentences. The
    notebook's own cells up to that check run here, and what they print holds no repr."""
    import pathlib

    from brass_widget.tutorials import kernel_code
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    nb = read(pathlib.Path(__file__).resolve().parents[2] / "brass_widget/tutorials/00_start_here.ipynb")
    code = kernel_code(nb)
    scope: dict = {}
    for source in code[:3] + [c for c in code if "legal decisions for" in c]:
        exec(compile(source, "00_start_here", "exec"), scope)  # the tutorial's own code
    out = capsys.readouterr().out
    assert "The board is live: Brass: Lancashire, 4 players" in out and "legal decisions for Blue" in out
    assert "<Game" not in out and "<BoardWidget" not in out
