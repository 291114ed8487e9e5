"""Decisions: the single action space shared by people, bots, the widget and saved games.

A decision's canonical text is a short line of words, for example::

    build cotton_mill manchester/1 card manchester coal wigan/1
    build shipyard liverpool/4 card double        (then: discard <card>, discard <card>)
    network bolton--wigan card colne coal market  (Rail Era; then: network ... or stop)
    develop shipyard card port iron market        (then: develop ... or stop)
    sell colne/1 to distant card port             (then: sell ... or stop)
    loan 30 card wigan
    pass card bury
    remove manchester/2                           (a shortfall at income time)

Locations and spaces are written ``location/space`` with spaces counted from 1 in the order the
data file lists them. ``g.play`` also takes several decisions on one line separated by ``;``.
"""

from __future__ import annotations

from typing import NamedTuple

from .limits import MAX_ACTION_TEXT, shown

KINDS = ("build", "network", "develop", "sell", "loan", "pass", "discard", "stop", "remove")


class ActionSyntaxError(ValueError):
    """A decision's text could not be read; the message names the part that is wrong."""


class Action(NamedTuple):
    kind: str
    card: str | None = None  # the card face discarded; "double" for a double-action build
    industry: str | None = None
    target: str | None = None  # "location/space" (build, sell, remove) or a line id (network)
    coal: str | None = None  # "location/space" of a coal mine, or "market"
    iron: str | None = None  # "location/space" of an iron works, or "market"
    to: str | None = None  # sell: "location/space" of a port, or "distant"
    amount: int | None = None  # loan: 10, 20 or 30

    def __str__(self) -> str:
        k = self.kind
        words = [k]
        if k == "build":
            words += [self.industry, self.target]
        elif k in ("network", "sell", "remove"):
            words.append(self.target)
        elif k == "develop":
            words.append(self.industry)
        elif k == "loan":
            words.append(shown(self.amount, 12))  # repr of an int is its digits; never raises
        elif k == "discard":
            words.append(self.card)
        if k == "sell":
            words += ["to", self.to]
        if self.card is not None and k != "discard":
            words += ["card", self.card]
        if self.coal is not None:
            words += ["coal", self.coal]
        if self.iron is not None:
            words += ["iron", self.iron]
        return " ".join(str(w) for w in words)

    @property
    def text(self) -> str:
        return str(self)


def split_ref(ref: str) -> tuple[str, int]:
    """'manchester/2' -> ('manchester', 1): location id and 0-based space index."""
    loc, _, num = ref.partition("/")
    return loc, int(num) - 1


def make_ref(loc: str, index: int) -> str:
    return f"{loc}/{index + 1}"


_KEYWORDS = ("card", "coal", "iron", "to")
_POSITIONAL = {
    "build": ("industry", "target"), "network": ("target",), "develop": ("industry",),
    "sell": ("target",), "loan": ("amount",), "pass": (), "discard": ("card",), "stop": (),
    "remove": ("target",),
}
# the fields each kind of decision may name; any other field is a syntax error
FIELDS = {
    "build": ("card", "industry", "target", "coal", "iron"), "network": ("card", "target", "coal"),
    "develop": ("card", "industry", "iron"), "sell": ("card", "target", "to"), "loan": ("card", "amount"),
    "pass": ("card",), "discard": ("card",), "stop": (), "remove": ("target",),
}
_MAX_AMOUNT_DIGITS = 4


def _kinds_with(name: str) -> str:
    kinds = [k for k in KINDS if name in FIELDS[k]]
    return ", ".join(kinds[:-1]) + " or " + kinds[-1] if len(kinds) > 1 else kinds[0]


def _misplaced(name: str, kind: str) -> ActionSyntaxError:
    if not FIELDS[kind]:
        return ActionSyntaxError(f"{name!r} does not belong to {kind}: {kind} names nothing else")
    return ActionSyntaxError(f"{name!r} belongs to {_kinds_with(name)}, not {kind}")


def _digits(text: str) -> bool:
    """ASCII digits only: '²' and other Unicode digits are not numbers in a decision."""
    return text.isascii() and text.isdigit()


def parse_action(text: str, edition) -> Action:
    """Read one decision's text. Checks the words, not the rules (that is ``why_not``)."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action is text, not {type(text).__name__}")
    if len(text) > MAX_ACTION_TEXT:
        raise ActionSyntaxError(f"an action's text is at most {MAX_ACTION_TEXT} characters, not {len(text)}: "
                                f"{shown(text)}")
    words = text.strip().lower().split()
    if not words:
        raise ActionSyntaxError("empty action: expected one of " + ", ".join(KINDS))
    kind = words[0]
    if kind not in KINDS:
        raise ActionSyntaxError(f"unknown action {shown(words[0], 40)}: expected one of {', '.join(KINDS)}")
    fields: dict = {"kind": kind}
    pos = list(_POSITIONAL[kind])
    i = 1
    while i < len(words):
        w = words[i]
        if w in _KEYWORDS:
            if i + 1 >= len(words):
                raise ActionSyntaxError(f"{w!r} needs a value after it in {shown(text)}")
            if w in fields:
                raise ActionSyntaxError(f"{w!r} is given twice in {shown(text)}")
            if w not in FIELDS[kind]:
                raise _misplaced(w, kind)
            fields[w] = words[i + 1]
            i += 2
        elif pos:
            fields[pos.pop(0)] = w
            i += 1
        else:
            raise ActionSyntaxError(f"unexpected word {shown(w, 40)} in {shown(text)}")
    if pos:
        raise ActionSyntaxError(f"{kind} needs {' and '.join(pos)}: {shown(text)}")
    if kind == "sell" and "to" not in fields:
        raise ActionSyntaxError(f"sell needs 'to <port location/space>' or 'to distant': {shown(text)}")
    _check_words(fields, edition)
    if "amount" in fields:
        fields["amount"] = int(fields["amount"])
    return Action(**fields)


def check_action(a, edition) -> Action:
    """Check a hand-built Action's fields as the parser checks text; returns it normalized."""
    if not isinstance(a, Action):
        raise ActionSyntaxError(f"an action is an Action or its text, not {type(a).__name__}")
    if not isinstance(a.kind, str) or a.kind not in KINDS:
        raise ActionSyntaxError(f"unknown action {shown(a.kind, 40)}: expected one of {', '.join(KINDS)}")
    for name in _POSITIONAL[a.kind]:
        if getattr(a, name) is None:
            raise ActionSyntaxError(f"{a.kind} needs {name}")
    if a.kind == "sell" and a.to is None:
        raise ActionSyntaxError("sell needs 'to <port location/space>' or 'to distant'")
    fields = {}
    for name, value in a._asdict().items():
        if value is None:
            continue
        if name != "kind" and name not in FIELDS[a.kind]:
            raise _misplaced(name, a.kind)
        if name == "amount":
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 10 ** _MAX_AMOUNT_DIGITS:
                raise ActionSyntaxError(f"loan amount {shown(value, 40)} is not a number (10, 20 or 30)")
            value = str(value)
        elif not isinstance(value, str):
            raise ActionSyntaxError(f"{name} must be text, not {type(value).__name__}")
        fields[name] = value
    _check_words(fields, edition)
    changed = {k: v for k, v in fields.items() if k != "amount" and v != getattr(a, k)}
    return a._replace(**changed) if changed else a


def _check_words(f: dict, ed) -> None:
    """Check each word against the edition, and write locations and spaces canonically in ``f``."""
    kind = f["kind"]
    if "industry" in f and f["industry"] not in ed.industries:
        raise ActionSyntaxError(f"unknown industry {shown(f['industry'], 40)}: expected one of "
                                f"{', '.join(ed.industries)}")
    card = f.get("card")
    if card is not None and card not in ed.card_faces and not (card == "double" and kind == "build"):
        extra = " or double" if kind == "build" else ""
        raise ActionSyntaxError(f"unknown card {shown(card, 40)}: a card is a location or industry name{extra}")
    if kind == "network":
        a, _, b = f["target"].partition("--")
        if f["target"] not in ed.lines and f"{b}--{a}" in ed.lines:
            f["target"] = f"{b}--{a}"  # a line may be written from either end
        if f["target"] not in ed.lines:
            raise ActionSyntaxError(f"unknown line {shown(f['target'], 40)}: lines are written like bolton--wigan")
    elif "target" in f:
        f["target"] = _check_ref(f["target"], ed, "target", allow_bare=(kind == "build"))
    for key in ("coal", "iron"):
        if key in f and f[key] != "market":
            f[key] = _check_ref(f[key], ed, key)
    if "to" in f and f["to"] != "distant":
        f["to"] = _check_ref(f["to"], ed, "to")
    if kind == "loan" and not (_digits(f["amount"]) and len(f["amount"]) <= _MAX_AMOUNT_DIGITS):
        raise ActionSyntaxError(f"loan amount {shown(f['amount'], 40)} is not a number (10, 20 or 30)")


def _check_ref(ref: str, ed, part: str, allow_bare: bool = False) -> str:
    """A 'location/space' reference, checked; returned with the space written canonically."""
    loc, slash, num = ref.partition("/")
    if loc not in ed.locations:
        raise ActionSyntaxError(f"unknown location {shown(loc, 40)} in {part} {shown(ref, 50)}")
    if not slash:
        if allow_bare:
            return ref
        raise ActionSyntaxError(f"{part} {shown(ref, 50)} needs a space number, like {loc}/1")
    n = len(ed.spaces[loc])
    if not _digits(num) or len(num) > 3 or not 1 <= int(num) <= n:
        raise ActionSyntaxError(f"{part} {shown(ref, 50)}: {ed.names[loc]} has spaces 1 to {n}" if n else
                                f"{part} {shown(ref, 50)}: {ed.names[loc]} has no industry spaces")
    return f"{loc}/{int(num)}"
