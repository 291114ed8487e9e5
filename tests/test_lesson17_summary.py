"""Lesson 17's summary is byte-identical on every Python (issue 32, item 1: on main it read "-11.8 [-19.6, -3.9],
clear" for the winner's VP on 3.11 and "-1.5 [-19.1, 16.1], within the noise" on 3.13). The experiment is the
notebook's own (``scripts/lesson17_summary.py`` reads its settings from the lesson's cell); its summary must be the
committed ``tests/lesson17_summary.json`` byte for byte, here and, by ``scripts/test-pythons.sh``, on 3.10 and 3.13."""

import importlib.util
import json
from pathlib import Path

_SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "lesson17_summary.py"
_spec = importlib.util.spec_from_file_location("lesson17_summary", _SCRIPT)
lesson17 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(lesson17)


def test_the_lesson_runs_the_experiment_this_test_runs():
    s = lesson17.lesson_settings()
    cells = "".join("".join(c["source"]) for c in json.loads(lesson17.NOTEBOOK.read_text())["cells"])
    assert 'lab.experiment("birmingham", players=4, settings=SETTINGS, bots=["greedy"], games=GAMES, seed=SEED)' \
        in cells
    assert s == {"SETTINGS": {"standard": None, "no merchant beer": {"merchant_beer": 0}}, "GAMES": 4, "SEED": 1}


def test_lesson17_summary_is_the_recorded_one_byte_for_byte():
    assert lesson17.summary_text() == lesson17.FILE.read_text()
