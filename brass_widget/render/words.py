"""The renderer's words: escaping for the SVG (``clean``, ``esc``, ``num``), the names it draws (players, industries,
levels in Roman numerals, a box's name, a short card name) and a merchant's beer bonus in a few words.

Trust: every string drawn from the state, the edition data or a file goes through ``esc`` (text and attribute values,
quotes included), and every number through ``num`` (digits, or escaped text when a file put something else there)."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from html import escape

from ..engine import vocabulary
from ..engine.events import bonus_words

PLAYER_NAMES = ("Blue", "Orange", "Green", "Pink")

# An industry's name, colour and glyph are its edition's presentation data (engine.vocabulary); the renderer names
# no industry of its own. ``INDUSTRY_NAMES``: every edition's names, for text that has no edition at hand.
class _AllIndustryNames(Mapping):
    """Every registered edition's industry names, read when first asked (the editions register after import)."""

    def __getitem__(self, ind):
        return vocabulary.all_industry_names()[ind]

    def __iter__(self):
        return iter(vocabulary.all_industry_names())

    def __len__(self):
        return len(vocabulary.all_industry_names())


INDUSTRY_NAMES = _AllIndustryNames()
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"}


def industry_name(ed, ind) -> str:
    """An industry's name as people say it ("Cotton Mill"), from the edition's data, else from its id."""
    return vocabulary.industry_name(ed, ind)

# characters XML 1.0 forbids (C0 controls but tab and newlines, lone surrogates, U+FFFE, U+FFFF)
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def clean(value) -> str:
    """Text from outside as a string that any XML, HTML or JSON consumer accepts: the characters XML
    forbids become U+FFFD. Not escaped: for data the browser shows with ``textContent``."""
    return _NOT_XML.sub("\ufffd", value if isinstance(value, str) else str(value))


def esc(value) -> str:
    """Text or an attribute value for the SVG: ``& < > " '`` escaped, XML-forbidden characters replaced."""
    return escape(clean(value), quote=True)


def num(value) -> str:
    """A number drawn as a number; anything else a file may have put in its place, as escaped text."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, float) and math.isfinite(value):
        return f"{value:g}"
    return esc(value)


def seat_index(value) -> int | None:
    """A player index usable for colours and patterns, or None."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def box_name(loc: dict) -> str:
    """The name a location's box shows: its name without a bracketed note ("Farm Brewery (north, ...)")."""
    return str(loc["name"]).split(" (")[0]


def bonus_text(ed, bonus) -> str:
    """A map tile's bonus in a few words, from the edition data's table (Birmingham's merchants: guide, Merchant Beer
    Bonuses): the brief form of the log's words (``engine.events.bonus_words``, the edition's descriptor's
    ``bonus_words``); plain text: the caller escapes it."""
    if not isinstance(bonus, dict):
        return "none"
    return bonus_words(ed.info.bonus_words, {"gain": clean(bonus.get("kind")), "amount": clean(bonus.get("amount"))},
                       brief=True)


def num_int(value) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def count_of(v) -> int:
    return v if isinstance(v, int) else len(v)


def short_name(text: str, most: int = 13) -> str:
    text = clean(text)
    return text if len(text) <= most else text[:most - 1] + "…"
