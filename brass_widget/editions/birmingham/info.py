"""Brass: Birmingham, declared (engine/descriptor.py): its players, decision fields, beer's source, events."""

from __future__ import annotations

from typing import Any

from ...engine.descriptor import EditionInfo
from ...engine.events import bonus_words

# A merchant's beer bonus in words (Merchant Beer Bonuses), by its kind (merchant_bonus's "gain"): the log's line, and
# the brief words a merchant's box on the map shows (the renderer's). One table serves both (INFO.bonus_words).
BONUS_WORDS = {
    "develop": {"log": "develops {industry_words} for free", "brief": "develop {amount}", "brief_one": "develop"},
    "income": {"log": "+{amount} income spaces", "brief": "+{amount} income"},
    "vp": {"log": "+{amount} VP", "brief": "{amount} VP"},
    "money": {"log": "+£{amount}", "brief": "£{amount}"},
    "*": {"log": "+£{amount}", "brief": "{gain} {amount}"},  # a kind not known (a file's): as money; its words
}
GAINS = tuple(k for k in BONUS_WORDS if k != "*")  # the kinds of merchant bonus


def _bonus_problem(data: dict[str, Any]) -> str | None:
    """A merchant bonus names one of the gains, and the industry (a develop) or the amount (the others) it gives."""
    if data["gain"] not in GAINS:
        return f".gain: {data['gain']!r} is not one of {', '.join(GAINS)}"
    need = "industry" if data["gain"] == "develop" else "amount"
    if need not in data:
        return f": a {data['gain']} bonus needs the field {need!r}"
    return None


INFO = EditionInfo(
    name="birmingham",
    title="Brass: Birmingham",
    book="Brass: Birmingham (Roxley 2018), overview and how-to-play guide",
    players=(2, 3, 4),
    capabilities=frozenset({"board", "wild_cards"}),  # render/ draws merchants, farm breweries; Scout's wild piles
    # beer sources (one per barrel), a sale's merchant bonus; Scout names a card (guide: Network, Sell, Scout)
    fields={"network": ("beer",), "sell": ("beer", "bonus"), "scout": ("card",)},
    sources={"beer": "merchant"},  # a barrel from a brewery "location/space", or the merchant's beer
    industry_fields=("bonus",),  # the industry a develop bonus removes
    events={
        "wild_cards": {"fields": {}, "words": "takes a wild location and a wild industry card",
                       "about": "Scout's two wild cards taken (Birmingham, Scout)"},
        "merchant_bonus": {"fields": {"gain": str}, "optional": {"industry": str, "amount": int},
                           "words": "merchant bonus: {gain_words}",
                           "about": "a merchant's beer bonus (Birmingham, Merchant Beer Bonuses)",
                           "check": _bonus_problem,
                           "phrases": lambda data: {"gain_words": bonus_words(BONUS_WORDS, data)},
                           "preview": True},  # a sale's preview lists it (widget/viewmodel.py bonus_lines)
    },
    schema="schema.json",
    bonus_words=BONUS_WORDS,
)
