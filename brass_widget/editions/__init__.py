"""The editions: one folder each, with its data file and what differs from the shared core.

Importing this package registers every edition with ``engine.edition.register``.
"""

from .birmingham import Birmingham
from .duel import Duel
from .lancashire import Lancashire

__all__ = ["Birmingham", "Duel", "Lancashire"]
