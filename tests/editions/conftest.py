"""Fixtures for the Brass: Birmingham rules tests.

``birmingham``: the Birmingham edition, found through the registry (``Game.new("birmingham", ...)``). It
registered Birmingham for each test while the rules were being written (issue 8, milestones 2-4); since
milestone 5 the edition registers itself and the fixture only returns it.
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
