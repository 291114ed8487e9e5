"""Run All on a learner's copy (``brass-widget tutorials DIR``) never plays an exercise for the learner: every
notebook runs top to bottom without an error, and every graded check answers "Not yet: ...".

(The teacher's versions, with their solutions, run under nbval with ``BRASS_CHECKS=strict``, where every
check must answer "✓": see scripts/test-notebooks.sh.)"""

from __future__ import annotations

import os

import nbformat
import pytest
from nbclient import NotebookClient

from brass_widget.tutorials import copy_tutorials, notebooks

NAMES = [p.name for p in notebooks()]


@pytest.fixture(scope="module")
def learner_dir(tmp_path_factory):
    dest = tmp_path_factory.mktemp("learner")
    copy_tutorials(dest, out=None)
    return dest


def run(path):
    nb = nbformat.read(path, as_version=4)
    env_before = os.environ.pop("BRASS_CHECKS", None)  # a learner's kernel: checks never raise
    try:
        NotebookClient(nb, timeout=300, kernel_name="python3", allow_errors=True,
                       resources={"metadata": {"path": str(path.parent)}}).execute()
    finally:
        if env_before is not None:
            os.environ["BRASS_CHECKS"] = env_before
    return nb


def stdout(cell) -> str:
    return "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream" and o.name == "stdout")


@pytest.mark.parametrize("name", NAMES)
def test_run_all_on_a_learners_copy_does_not_do_the_exercises(learner_dir, name):
    nb = run(learner_dir / name)
    errors = [(c.get("id"), o.ename, o.evalue) for c in nb.cells if c.cell_type == "code"
              for o in c.outputs if o.output_type == "error"]
    assert not errors, f"{name}: a cell failed on a learner's copy: {errors}"
    graded = [c for c in nb.cells if c.cell_type == "code" and c.metadata.get("nbgrader", {}).get("grade")]
    if name[:2].isdigit():
        assert graded, f"{name} has no graded check"
    for cell in graded:
        answer = stdout(cell).strip()
        assert answer.startswith("Not yet: "), f"{name} {cell.id}: Run All should leave the exercise to the learner, " \
                                               f"but the check answered {answer!r}"
        assert "✓" not in answer and "Traceback" not in answer


def test_the_coal_cost_check_counts_a_build_made_by_clicking(learner_dir):
    """Notebook 02, Exercise 2: a learner who builds on the board (before or after running the prediction cell)
    gets the cost of that build, not £0; and nothing printed before the prediction gives the answer away."""
    nb = nbformat.read(learner_dir / "02_coal_connections.ipynb", as_version=4)
    client = NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(learner_dir)}})
    ids = [c.get("id") for c in nb.cells]
    with client.setup_kernel():
        for i, cell in enumerate(nb.cells[:ids.index("nb02-solution-2")]):
            if cell.cell_type == "code":
                client.execute_cell(cell, i)
        shown = stdout(nb.cells[ids.index("nb02-solution-2") - 2])  # the cell that loads the scenario
        assert "your money now: £20" in shown and "16" not in shown, shown
        # the learner clicks the build first (w.play is exactly what a click does), then writes a prediction
        click = nbformat.v4.new_code_cell('w.play("build cotton_mill burnley card burnley")\nmy_cost = 16')
        nb.cells.append(click)
        client.execute_cell(click, len(nb.cells) - 1)
        check = nb.cells[ids.index("nb02-check-2")]
        client.execute_cell(check, ids.index("nb02-check-2"))
        assert stdout(check).startswith("✓ £16: the mill plus the cheapest coal cube"), stdout(check)
        wrong = nbformat.v4.new_code_cell("my_cost = 14")
        nb.cells.append(wrong)
        client.execute_cell(wrong, len(nb.cells) - 1)
        client.execute_cell(check, ids.index("nb02-check-2"))
        assert stdout(check).startswith("Not yet: the build cost £16, you predicted £14"), stdout(check)
