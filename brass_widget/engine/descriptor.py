"""What an edition is, declared once in its folder: the descriptor the core, the schema, the widget and the tests read.

OpenSpiel's ``GameType`` is the model: one frozen record per game saying who plays it and what it has, so that no
reader probes an edition for an attribute it may lack. An edition class names its ``info`` (an ``EditionInfo``);
``Edition`` (engine/edition.py) reads its name, title, book and player counts from it, and the core's tables read
the rest:

* the decision words (engine/actions.py ``words_of``): ``fields`` (the fields each kind names beyond the shared
  ones, in the order its text writes them), ``positional`` (the fields written bare, in order), ``sources``
  (each further resource word and its one source that is not a place) and ``industry_fields`` (further fields
  naming an industry);
* the log (engine/events.py): ``events``, the edition's event kinds with their fields and words, and
  ``bonus_words``, what a tile's bonus gives in words (the log's line, and the renderer's brief words);
* the saved game (engine/schema.py): ``schema``, the file beside the edition's module holding the JSON Schema
  ``$defs`` of its saved state (``state``: its position), or "" for the core's Brass: Lancashire shape;
* the board (render/, widget/): ``capabilities`` (``"board"``: its map is drawn), ``notice``, and
  ``offered_cards`` (the kinds of decision whose card is one on offer, not one from the hand: the chooser offers
  no hand cards for them);
* a decision's preview (engine/queries.py): ``preview_fields``, the further fields it repeats beside its coal and
  iron.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

# the capabilities an edition may declare, and what each means
CAPABILITIES = {
    "board": "render/ and the BoardWidget draw its map from its data file",
    "wild_cards": "wild cards live in their own piles (the setup's wild_cards), not in the deck",
}


def _frozen(mapping: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType({k: (tuple(v) if isinstance(v, (list, tuple)) else MappingProxyType(dict(v))
                                 if isinstance(v, Mapping) else v) for k, v in mapping.items()})


@dataclass(frozen=True, eq=False)
class EditionInfo:
    """One edition, declared: who plays it and what it adds to the shared core (see the module's docstring)."""

    name: str  # the registry's name ("lancashire"), the saved game's "edition"
    title: str  # "Brass: Lancashire"; the data file's "title" must agree
    book: str  # the rulebook its Reasons cite
    players: tuple[int, ...] = (2, 3, 4)
    capabilities: frozenset[str] = frozenset()
    fields: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # kind -> fields beyond the shared ones
    positional: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # kind -> fields written bare
    sources: Mapping[str, str] = field(default_factory=dict)  # a further resource word -> its source not a place
    industry_fields: tuple[str, ...] = ()  # further fields whose value is one of the edition's industries
    events: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # event kind -> its spec (engine/events.py)
    notice: str = ""  # said wherever the edition is drawn (provisional components)
    offered_cards: tuple[str, ...] = ()  # kinds whose card is one on offer, not from the hand (the chooser's cards)
    schema: str = ""  # beside the edition's module: its saved state's $defs ("" = the core's shape)
    # a tile's bonus in words, by its kind: "log" (the log's line), "brief" (its box on the map), "brief_one" (brief,
    # for an amount of 1); "*": the words for a kind the table does not know (engine/events.py bonus_words)
    bonus_words: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    preview_fields: tuple[str, ...] = ()  # further fields a decision's preview repeats (engine/queries.py preview)

    def __post_init__(self) -> None:
        for name in ("fields", "positional", "sources", "events", "bonus_words"):
            object.__setattr__(self, name, _frozen(getattr(self, name)))
        object.__setattr__(self, "players", tuple(self.players))
        object.__setattr__(self, "industry_fields", tuple(self.industry_fields))
        object.__setattr__(self, "offered_cards", tuple(self.offered_cards))
        object.__setattr__(self, "preview_fields", tuple(self.preview_fields))
        object.__setattr__(self, "capabilities", frozenset(self.capabilities))
        unknown = sorted(self.capabilities - set(CAPABILITIES))
        if unknown:
            raise ValueError(f"edition {self.name!r}: unknown capabilities {unknown}: expected some of "
                             f"{', '.join(CAPABILITIES)}")
        if not self.players or not all(isinstance(n, int) and 1 <= n <= 4 for n in self.players):
            raise ValueError(f"edition {self.name!r}: players must be counts from 1 to 4, not {self.players!r}")

    @property
    def drawn(self) -> bool:
        """Whether the board draws this edition's map."""
        return "board" in self.capabilities
