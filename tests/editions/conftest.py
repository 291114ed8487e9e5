"""Fixtures for the Brass: Birmingham rules tests.

Until Birmingham plays full games it is not in the edition registry (issue 8, milestone 5); the
``birmingham`` fixture registers it for one test, so ``Game.new("birmingham", ...)``, saved games and
observations work through the public API exactly as they will once it is registered.
"""

from __future__ import annotations

import pytest

from brass_widget.editions.birmingham import Birmingham
from brass_widget.engine import edition


@pytest.fixture
def birmingham(monkeypatch):
    registry = edition._registry()
    if "birmingham" not in registry:
        monkeypatch.setitem(registry, "birmingham", Birmingham)
    return edition.load_edition("birmingham")
