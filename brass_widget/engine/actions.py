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
            words.append(str(self.amount))
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


def parse_action(text: str, edition) -> Action:
    """Read one decision's text. Checks the words, not the rules (that is ``why_not``)."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action is text, not {type(text).__name__}")
    words = text.strip().lower().split()
    if not words:
        raise ActionSyntaxError("empty action: expected one of " + ", ".join(KINDS))
    kind = words[0]
    if kind not in KINDS:
        raise ActionSyntaxError(f"unknown action {words[0]!r}: expected one of {', '.join(KINDS)}")
    fields: dict = {"kind": kind}
    pos = list(_POSITIONAL[kind])
    i = 1
    while i < len(words):
        w = words[i]
        if w in _KEYWORDS:
            if i + 1 >= len(words):
                raise ActionSyntaxError(f"{w!r} needs a value after it in {text!r}")
            if w in fields:
                raise ActionSyntaxError(f"{w!r} is given twice in {text!r}")
            if w == "to" and kind != "sell":
                raise ActionSyntaxError(f"'to' belongs to sell, not {kind}")
            fields[w] = words[i + 1]
            i += 2
        elif pos:
            fields[pos.pop(0)] = w
            i += 1
        else:
            raise ActionSyntaxError(f"unexpected word {w!r} in {text!r}")
    if pos:
        raise ActionSyntaxError(f"{kind} needs {' and '.join(pos)}: {text!r}")
    if kind == "sell" and "to" not in fields:
        raise ActionSyntaxError(f"sell needs 'to <port location/space>' or 'to distant': {text!r}")
    _check_words(fields, edition)
    if "amount" in fields:
        fields["amount"] = int(fields["amount"])
    return Action(**fields)


def check_action(a, edition) -> Action:
    """Check a hand-built Action's fields as the parser checks text; returns it normalized."""
    if not isinstance(a, Action):
        raise ActionSyntaxError(f"an action is an Action or its text, not {type(a).__name__}")
    if a.kind not in KINDS:
        raise ActionSyntaxError(f"unknown action {a.kind!r}: expected one of {', '.join(KINDS)}")
    for name in _POSITIONAL[a.kind]:
        if getattr(a, name) is None:
            raise ActionSyntaxError(f"{a.kind} needs {name}")
    if a.kind == "sell" and a.to is None:
        raise ActionSyntaxError("sell needs 'to <port location/space>' or 'to distant'")
    fields = {}
    for name, value in a._asdict().items():
        if value is None:
            continue
        if name == "amount":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ActionSyntaxError(f"loan amount {value!r} is not a number (10, 20 or 30)")
            value = str(value)
        elif not isinstance(value, str):
            raise ActionSyntaxError(f"{name} must be text, not {type(value).__name__}")
        fields[name] = value
    if a.to is not None and a.kind != "sell":
        raise ActionSyntaxError(f"'to' belongs to sell, not {a.kind}")
    _check_words(fields, edition)
    if fields.get("target") != a.target:
        a = a._replace(target=fields["target"])
    return a


def _check_words(f: dict, ed) -> None:
    kind = f["kind"]
    for key in ("coal", "iron"):
        if key in f and kind not in ("build", "network", "develop"):
            raise ActionSyntaxError(f"{key!r} belongs to build, network or develop, not {kind}")
    if "industry" in f and f["industry"] not in ed.industries:
        raise ActionSyntaxError(f"unknown industry {f['industry']!r}: expected one of {', '.join(ed.industries)}")
    card = f.get("card")
    if card is not None and card not in ed.card_faces and not (card == "double" and kind == "build"):
        extra = " or double" if kind == "build" else ""
        raise ActionSyntaxError(f"unknown card {card!r}: a card is a location or industry name{extra}")
    if kind == "network":
        a, _, b = f["target"].partition("--")
        if f["target"] not in ed.lines and f"{b}--{a}" in ed.lines:
            f["target"] = f"{b}--{a}"  # a line may be written from either end
        if f["target"] not in ed.lines:
            raise ActionSyntaxError(f"unknown line {f['target']!r}: lines are written like bolton--wigan")
    elif "target" in f:
        _check_ref(f["target"], ed, "target", allow_bare=(kind == "build"))
    for key in ("coal", "iron"):
        if key in f and f[key] != "market":
            _check_ref(f[key], ed, key)
    if "to" in f and f["to"] != "distant":
        _check_ref(f["to"], ed, "to")
    if kind == "loan" and not f["amount"].isdigit():
        raise ActionSyntaxError(f"loan amount {f['amount']!r} is not a number (10, 20 or 30)")


def _check_ref(ref: str, ed, part: str, allow_bare: bool = False) -> None:
    loc, slash, num = ref.partition("/")
    if loc not in ed.locations:
        raise ActionSyntaxError(f"unknown location {loc!r} in {part} {ref!r}")
    if not slash:
        if allow_bare:
            return
        raise ActionSyntaxError(f"{part} {ref!r} needs a space number, like {loc}/1")
    n = len(ed.spaces[loc])
    if not num.isdigit() or not 1 <= int(num) <= n:
        raise ActionSyntaxError(f"{part} {ref!r}: {ed.names[loc]} has spaces 1 to {n}" if n else
                                f"{part} {ref!r}: {ed.names[loc]} has no industry spaces")
