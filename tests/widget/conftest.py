"""Fixtures for the board's tests."""

from __future__ import annotations

import pytest

from brass_widget.bots import coach

# the coach's search with a small work budget and no time limit: its answer then depends on the position alone,
# never on how busy the machine is (the hidden-information twins must get the same hint), and it is quick
SMALL_COACH = {"width": 3, "max_evals": 300, "deep_width": 2, "deep_evals": 300}


@pytest.fixture
def quick_coach(monkeypatch):
    monkeypatch.setattr(coach, "HINT_SECONDS", None)
    monkeypatch.setattr(coach, "BUDGET", SMALL_COACH)
    return SMALL_COACH
