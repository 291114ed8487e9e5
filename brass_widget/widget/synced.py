"""The board's synced traits as one anywidget class (``SyncedTraits``), and where its shipped files live (``STATIC``):
the base of ``BoardWidget`` and of a classroom seat joined from a notebook (``joined.JoinedBoard``), which draw the
same board from the same traits."""

from __future__ import annotations

import pathlib

from .._extras import missing_extra

try:
    import anywidget
except ModuleNotFoundError as err:  # a base install: the engine without Jupyter's packages
    raise missing_extra("BoardWidget (the board)", err) from err

from .protocol import synced_traits

STATIC = pathlib.Path(__file__).parent / "static"

# every synced trait, made by name from the declared table (protocol.TRAITS: its type, meaning and payload; a family
# such as svg_0 ... svg_127 by its stem and count): BoardWidget declares none of its own
SyncedTraits = type("SyncedTraits", (anywidget.AnyWidget,), {"__module__": __name__, **synced_traits()})
