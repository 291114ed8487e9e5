"""Tutorial notebooks are committed clean: no outputs, no execution counts, no widget state."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
EXPECTED = ["00_start_here", "01_network_and_building", "02_coal_connections", "03_iron_and_markets",
            "04_overbuilding", "05_selling_cotton", "06_money_loans_and_turn_order", "07_eras_and_scoring",
            "08_full_game_against_bots", "09_write_your_own_bot"]


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


def test_all_tutorials_are_present():
    assert [p.stem for p in NOTEBOOKS] == EXPECTED


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
