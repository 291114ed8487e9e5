"""Lesson 17's experiment as the notebook runs it (its SETTINGS, GAMES and SEED read from the notebook's own cell),
and its summary as canonical JSON: the table a class reads, which must be byte-identical on every Python (issue 32).
``tests/test_lesson17_summary.py`` compares it with ``tests/lesson17_summary.json``; ``scripts/test-pythons.sh``
does so on Python 3.10 and 3.13 too.

    .venv/bin/python scripts/lesson17_summary.py           # print the summary's JSON
    .venv/bin/python scripts/lesson17_summary.py --write   # re-record tests/lesson17_summary.json
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout

from brass_widget import lab  # noqa: E402

NOTEBOOK = ROOT / "brass_widget" / "tutorials" / "17_lab_beer_and_market_access.ipynb"
FILE = ROOT / "tests" / "lesson17_summary.json"


def lesson_settings() -> dict:
    """``SETTINGS``, ``GAMES`` and ``SEED`` as lesson 17's experiment cell sets them."""
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    found = {}
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        for line in "".join(cell["source"]).splitlines():
            name, eq, value = line.partition(" = ")
            if eq and name in ("SETTINGS", "GAMES", "SEED") and name not in found:
                found[name] = ast.literal_eval(value.split("  #")[0])
    return found


def summary_text() -> str:
    """The experiment's summary, as canonical JSON (keys sorted, floats as Python writes them)."""
    s = lesson_settings()
    result = lab.experiment("birmingham", players=4, settings=s["SETTINGS"], bots=["greedy"], games=s["GAMES"],
                            seed=s["SEED"])
    return json.dumps(result["summary"], sort_keys=True, indent=0) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write tests/lesson17_summary.json")
    args = ap.parse_args(argv)
    text = summary_text()
    if args.write:
        FILE.write_text(text)
    else:
        print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
