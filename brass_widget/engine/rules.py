"""Rulebook citations and the Reason a refused decision carries.

Every rule check in the core names its rule by a key (``R.BUILD_CARD``, ``R.COAL`` ...). Each edition
maps every key to a section of its own rulebook (``Edition.sections``), so a refusal names the book
and section of the game being played: ``ed.rules.BUILD_CARD`` is for example
"Brass: Lancashire rulebook v2018.11, Build Action, step 1 (cards)". ``ed.cite(section)`` builds a
citation for a section that has no key.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple


class Reason(NamedTuple):
    """Why a decision is not allowed: the rule it breaks and plain words."""

    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


class IllegalAction(ValueError):
    """A decision the rules do not allow. ``reasons`` lists every rule it breaks."""

    def __init__(self, reasons: list[Reason], action: object = None):
        self.reasons = list(reasons)
        self.action = action
        head = f"illegal action {str(action)!r}" if action is not None else "illegal action"
        super().__init__(head + ": " + "; ".join(str(r) for r in self.reasons))


class Said(str):
    """A Reason's message with its ``general`` wording: the same refusal said without the particular choice
    ("you have £2: not enough to pay for it" for "this costs £8 and you have £2"). Equal to its text.

    ``general_rule`` is the citation of the general words where they sum up refusals of more than one rule (a
    Lancashire mill refused at each port, Sell Action: Selling using a Port, and at the Distant Cotton Market,
    Sell Action: Selling to the Distant Cotton Market, is refused by the Sell Action); None: the Reason's own."""

    general: str
    general_rule: str | None

    def __new__(cls, text: str, general: str, general_rule: str | None = None) -> Said:
        s = super().__new__(cls, text)
        s.general = general
        s.general_rule = general_rule
        return s

    # copies and pickles (a worker process's refusal) keep the general wording
    def __reduce__(self) -> tuple[type[Said], tuple[str, str, str | None]]:
        return (Said, (str(self), self.general, self.general_rule))


def said(text: str, general: str, rule: str | None = None) -> Said:
    """``text`` with its general words; ``rule``: their citation where it is not the Reason's own."""
    return Said(text, general, rule)


class Prompt(str):
    """A Reason's message that asks for a choice the decision left open ("choose where each coal cube comes
    from: ..."), not a rule broken: a decision refused only by prompts is legal once the choice is named, and
    ``Game.why_not_any`` never answers with one."""

    def __reduce__(self) -> tuple[type[Prompt], tuple[str]]:
        return (Prompt, (str(self),))


def prompt(text: str) -> Prompt:
    return Prompt(text)


# The rule keys the core cites; every edition names a section for each (Edition.sections).
RULE_KEYS = (
    "TURN", "ACTIONS", "DISCARD", "BUILD_CARD", "DOUBLE_BUILD", "NO_TILES", "BUILD_SPACE", "BUILD_LOWEST",
    "BUILD_COST", "CANAL_BUILD", "RAIL_BUILD", "NEVER_BUILT", "OVERBUILD", "MARKET_SALE", "COAL", "IRON", "BEER",
    "NETWORK", "CANAL_NETWORK", "RAIL_NETWORK", "YOUR_NETWORK", "CONNECTED", "DEVELOP", "SELL", "LOAN", "PASS",
    "SCOUT", "INCOME", "SHORTFALL", "FLIP_INCOME", "TURN_ORDER", "ERA_END", "GAME_OVER",
)
# The rule keys an edition may cite a section of its own for, each with the key cited where it names none:
# WILD_LOCATION, where a wild location card may not build (an edition with such cards and places it cannot name).
OPTIONAL_RULE_KEYS = {"WILD_LOCATION": "BUILD_CARD"}


class Citations:
    """One edition's citations: an attribute per rule key, each "book, section"."""

    def __init__(self, book: str, sections: dict[str, str], books: dict[str, str] | None = None):
        missing = [k for k in RULE_KEYS if k not in sections]
        if missing:
            raise ValueError(f"{book}: no section cited for {', '.join(missing)}")
        self.book = book
        self._books = books or {}
        for key, section in sections.items():
            setattr(self, key, self.cite(section))
        for key, fallback in OPTIONAL_RULE_KEYS.items():
            if key not in sections:
                setattr(self, key, getattr(self, fallback))

    def cite(self, section: str) -> str:
        """``"book, section"``; a section written ``"short: text"`` whose short name is one of the
        edition's books (e.g. Birmingham's ``guide`` and ``overview``) cites that book."""
        short, sep, rest = section.partition(": ")
        if sep and short in self._books:
            return f"{self._books[short]}, {rest}"
        return f"{self.book}, {section}"

    if TYPE_CHECKING:  # for the type checker: each rule key is an attribute set in __init__ (RULE_KEYS)
        def __getattr__(self, key: str) -> str: ...
