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

Brass: Birmingham adds beer sources, the merchant a sale goes to, the merchant bonus's choice, wild
cards and Scout (each repeated word names one cube or barrel)::

    build pottery stafford/2 card wild_location coal cannock/2 coal market
    network birmingham--dudley coal dudley/1 beer walsall/2     (the second rail link of an action)
    sell stafford/2 to gloucester/1 card coventry beer merchant bonus pottery
    scout card leek                                           (then: discard <card>, discard <card>)

Locations and spaces are written ``location/space`` with spaces counted from 1 in the order the
data file lists them. ``g.play`` also takes several decisions on one line separated by ``;``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, NamedTuple

from .limits import MAX_ACTION_TEXT, shown

if TYPE_CHECKING:
    from .edition import Edition

KINDS = ("build", "network", "develop", "sell", "loan", "pass", "discard", "stop", "remove")


class ActionSyntaxError(ValueError):
    """A decision's text could not be read; the message names the part that is wrong."""


SHARED_FIELDS = ("kind", "card", "industry", "target", "coal", "iron", "to", "amount")  # every edition's
_ALL = SHARED_FIELDS + ("more",)  # the tuple's nine slots
_SHARED_SET = frozenset(_ALL)  # what _replace sets in place
# every further field an edition's descriptor declares (``EditionInfo.fields``), in the order a text writes them:
# the first edition to declare a word places it (``declare_fields``, at registration)
_FURTHER: dict[str, int] = {}


def declare_fields(names: Iterable[str]) -> None:
    """Make an edition's further decision fields known to ``Action`` (engine/edition.py ``register``)."""
    for name in names:
        if name not in SHARED_FIELDS and name not in _FURTHER:
            if not (isinstance(name, str) and name.isidentifier() and not name.startswith("_")) or \
                    name in ("more", "text") or hasattr(tuple, name):
                raise ValueError(f"{name!r} cannot name a decision's field")
            _FURTHER[name] = len(_FURTHER)
            setattr(Action, name, property(_reader(name), doc=f"the decision's {name} (None: it names none)"))


def _reader(name: str) -> Callable[[Action], Any]:
    """How a decision reads one further field: its value in ``more``, or None."""
    def read(a: Action) -> Any:
        more = a[8]  # an index, not a method call: Brass Duel reads its boats for every build it lists
        if more:
            for key, value in more:
                if key == name:
                    return value
        return None
    return read


# every further resource word a registered edition's descriptor declares (``EditionInfo.sources``), in order
_SOURCE_WORDS: dict[str, None] = {}


def declare_sources(names: Iterable[str]) -> None:
    """Make an edition's further resource words known (engine/edition.py ``register``): what pays for a decision
    besides its card, coal and iron, for the readers that treat every way of paying alike (bots/coach.py)."""
    for name in names:
        _SOURCE_WORDS.setdefault(name)


def declared_sources() -> tuple[str, ...]:
    """Every further resource word the registered editions declare (their descriptors' ``sources``)."""
    return tuple(_SOURCE_WORDS)


def declared_fields() -> tuple[str, ...]:
    """Every further decision field the registered editions declare, in their text order."""
    return tuple(_FURTHER)


class _Shared(NamedTuple):
    kind: str
    card: str | None = None  # the card face discarded; "double" for a double-action build
    industry: str | None = None
    target: str | None = None  # "location/space" (build, sell, remove) or a line id (network)
    coal: str | None = None  # "location/space" of a coal mine, or "market" (several: one per cube, space-separated)
    iron: str | None = None  # "location/space" of an iron works, or "market" (likewise)
    to: str | None = None  # sell: "location/space" of a port, "distant", or where the edition's sales go
    amount: int | None = None  # loan: 10, 20 or 30
    more: tuple[Any, ...] = ()  # the edition's further fields that are set: (name, value) pairs in their text order


class Action(_Shared):
    """One decision: the shared fields, and the further fields its edition declares, by name as keywords
    (``Action("sell", target=..., beer="merchant")``; an unset one reads None). Two decisions are equal when
    every field is; the further fields are kept in one order, so equality and hashing do not depend on how the
    decision was written."""

    __slots__ = ()

    def __new__(cls, kind: str, card: str | None = None, industry: str | None = None, target: str | None = None,
                coal: str | None = None, iron: str | None = None, to: str | None = None, amount: int | None = None,
                more: tuple[Any, ...] = (), **further: Any) -> Action:
        if further:
            unknown = [name for name in further if name not in _FURTHER]
            if unknown:
                raise TypeError(f"a decision has no field {unknown[0]!r}")
            values = {**dict(more), **further}
            more = tuple(sorted(((k, v) for k, v in values.items() if v is not None), key=lambda kv: _FURTHER[kv[0]]))
        return tuple.__new__(cls, (kind, card, industry, target, coal, iron, to, amount, more))

    # No __getattr__ (an unknown field is Python's own AttributeError): a class with one loses CPython's fast
    # attribute reads, and every decision's fields are read many thousand times a game.
    if TYPE_CHECKING:  # for the type checker only: the further fields, properties ``declare_fields`` adds
        def __getattr__(self, name: str) -> Any: ...

    def named(self) -> dict[str, Any]:
        """Every field the decision sets, by name, in its text's order (the kind first). Field by field: the log
        records every decision's fields (``events.decision_data``)."""
        kind, card, industry, target, coal, iron, to, amount, more = self
        out: dict[str, Any] = {} if kind is None else {"kind": kind}
        if card is not None:
            out["card"] = card
        if industry is not None:
            out["industry"] = industry
        if target is not None:
            out["target"] = target
        if coal is not None:
            out["coal"] = coal
        if iron is not None:
            out["iron"] = iron
        if to is not None:
            out["to"] = to
        if amount is not None:
            out["amount"] = amount
        out.update(more)
        return out

    def _replace(self, **changes: Any) -> Action:
        if changes.keys() <= _SHARED_SET:  # the shared fields only: as the named tuple's own does it, in one call
            return tuple.__new__(type(self), map(changes.pop, _ALL, self))
        further = [k for k in changes if k not in _SHARED_SET]
        if further:
            values = dict(self[8])
            for name in further:
                if name not in _FURTHER:
                    raise TypeError(f"a decision has no field {name!r}")
                value = changes.pop(name)
                if value is None:
                    values.pop(name, None)
                else:
                    values[name] = value
            changes["more"] = tuple(sorted(values.items(), key=lambda kv: _FURTHER[kv[0]]))
        return _Shared._replace(self, **changes)

    def __repr__(self) -> str:
        try:
            return "Action(" + ", ".join(f"{k}={v!r}" for k, v in self.named().items()) + ")"
        except (TypeError, ValueError):  # a hand-built Action whose further fields are not (name, value) pairs
            return "Action" + tuple.__repr__(self)

    def __str__(self) -> str:
        # the fields read once, by position (a property read each costs more: the log writes every decision's text)
        k, card, industry, target, coal, iron, to, amount, more = self
        words: list[Any] = [k]  # text, but a hand-built Action may hold anything
        if k == "build":
            words.append(industry)
            words.append(target)
        elif k == "network" or k == "sell" or k == "remove":
            if industry is not None:  # a link's kind (Duel: network road ryde--brading)
                words.append(industry)
            words.append(target)
        elif k == "develop":
            words.append(industry)
        elif k == "loan" or (amount is not None and k not in KINDS):  # an edition's kind may name a number
            words.append(shown(amount, 12))  # repr of an int is its digits; never raises
        elif k == "discard":
            words.append(card)
        elif target is not None and k not in KINDS:  # an edition's kind naming a place (Duel: invite)
            words.append(target)
        if k == "sell" or (to is not None and k not in KINDS):  # an edition's kind may name a "to"
            words.append("to")
            words.append(to)
        if card is not None and k != "discard":
            words.append("card")
            words.append(card)
        if coal is not None:
            words += _repeated("coal", coal)
        if iron is not None:
            words += _repeated("iron", iron)
        if more:  # the edition's further fields, each "name value" (one per cube or barrel)
            if isinstance(more, tuple) and all(isinstance(p, tuple) and len(p) == 2 for p in more):
                for name, value in more:
                    words += _repeated(name, value)
            else:  # a hand-built Action with odd further fields
                words += ["more", shown(more, 40)]
        try:
            return " ".join(words)  # every word is text in any Action the engine makes or accepts
        except TypeError:
            return " ".join(str(w) for w in words)  # a hand-built Action with a missing or odd field

    @property
    def text(self) -> str:
        return str(self)


def _repeated(key: str, value: object) -> list[str]:
    """``key value`` for each of the space-separated values (one per cube or barrel)."""
    text = str(value)
    if " " not in text:
        return [key, text]
    out: list[str] = []
    for one in text.split(" "):
        out += [key, one]
    return out


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
    "remove": ("target",), "scout": (),
}
# the fields each kind of decision may name; any other field is a syntax error
FIELDS = {
    "build": ("card", "industry", "target", "coal", "iron"), "network": ("card", "target", "coal"),
    "develop": ("card", "industry", "iron"), "sell": ("card", "target", "to"), "loan": ("card", "amount"),
    "pass": ("card",), "discard": ("card",), "stop": (), "remove": ("target",),
}
_MAX_AMOUNT_DIGITS = 4
# the words naming where a cube comes from, each with its one source that is not a place; an edition's descriptor
# adds its own (``EditionInfo.sources``)
SOURCES = {"coal": "market", "iron": "market"}


class Words(NamedTuple):
    """An edition's decision words: its kinds, keywords, the fields of each kind, the repeatable words."""

    kinds: tuple[str, ...]
    keywords: tuple[str, ...]
    fields: dict[str, tuple[str, ...]]
    repeatable: frozenset[str]
    positional: dict[str, tuple[str, ...]]
    sources: dict[str, str]  # each resource word -> its one source that is not a place
    named: tuple[str, ...]  # every field a decision of this edition may name (after its kind)


def words_of(ed: Edition) -> Words:
    """The decision words of an edition (cached on it): the shared ones plus its extra fields and kinds."""
    w = ed.__dict__.get("_words")
    if w is None:
        info = ed.info
        fields = {k: v for k, v in FIELDS.items()}
        for kind, extra in info.fields.items():
            fields[kind] = fields.get(kind, ()) + tuple(extra)
        kinds = KINDS + tuple(ed.extras.kinds)
        keywords = _KEYWORDS + tuple(sorted({f for extra in info.fields.values() for f in extra
                                             if f not in _KEYWORDS and f not in ("industry", "target", "amount")}))
        positional = {**_POSITIONAL, **info.positional}
        further = {f for extra in info.fields.values() for f in extra if f not in SHARED_FIELDS}
        named = SHARED_FIELDS[1:] + tuple(sorted(further, key=_FURTHER.__getitem__))
        w = Words(kinds, keywords, fields, frozenset(ed.repeatable), positional, {**SOURCES, **info.sources}, named)
        ed.__dict__["_words"] = w
    return w


def _kinds_with(name: str, w: Words) -> str:
    kinds = [k for k in w.kinds if name in w.fields[k]]
    return ", ".join(kinds[:-1]) + " or " + kinds[-1] if len(kinds) > 1 else kinds[0]


def _misplaced(name: str, kind: str, w: Words) -> ActionSyntaxError:
    if not w.fields[kind]:
        return ActionSyntaxError(f"{name!r} does not belong to {kind}: {kind} names nothing else")
    if not any(name in w.fields[k] for k in w.kinds):
        return ActionSyntaxError(f"{name!r} is not part of any decision in this edition")
    return ActionSyntaxError(f"{name!r} belongs to {_kinds_with(name, w)}, not {kind}")


def _given_twice(word: str, where: str, w: Words) -> ActionSyntaxError:
    """A word named twice that a decision takes once. A source word is repeatable wherever a decision may take
    two cubes (``Edition.repeatable``), so in this edition every decision takes at most one of that resource."""
    if word in w.sources:
        return ActionSyntaxError(f"{word!r} is given twice in {where}: every decision in this edition takes at "
                                 f"most 1 {word}, so name one {word} source")
    return ActionSyntaxError(f"{word!r} is given twice in {where}")


def _digits(text: str) -> bool:
    """ASCII digits only: '²' and other Unicode digits are not numbers in a decision."""
    return text.isascii() and text.isdigit()


def _values(words: list[str], w: Words, text: str) -> Iterator[tuple[int, str]]:
    """The words of a decision's text that are values, each with the field it gives, as (index, field): a keyword's
    value follows it; the other words after the kind fill the kind's positional fields in order. The reading
    ``parse_action`` and ``text_fields`` share; a text that cannot be read raises ActionSyntaxError."""
    kind = words[0]
    pos = list(w.positional[kind])
    i = 1
    while i < len(words):
        word = words[i]
        if word in w.keywords:
            if i + 1 >= len(words):
                raise ActionSyntaxError(f"{word!r} needs a value after it in {shown(text)}")
            if word not in w.fields[kind]:
                raise _misplaced(word, kind, w)
            yield i + 1, word
            i += 2
        elif pos:
            yield i, pos.pop(0)
            i += 1
        else:
            raise ActionSyntaxError(f"unexpected word {shown(word, 40)} in {shown(text)}")
    if pos:
        raise ActionSyntaxError(f"{kind} needs {' and '.join(pos)}: {shown(text)}")


def text_fields(text: str, edition: Edition) -> list[str | None]:
    """For each word of a decision's canonical text, the field it is a value of (None: the kind or a keyword), read
    as ``parse_action`` reads it: what a view names each word of the engine's text by, composing none."""
    words = text.split(" ")
    out: list[str | None] = [None] * len(words)
    for i, name in _values(words, words_of(edition), text):
        out[i] = name
    return out


def parse_action(text: object, edition: Edition) -> Action:
    """Read one decision's text. Checks the words, not the rules (that is ``why_not``)."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action is text, not {type(text).__name__}")
    if len(text) > MAX_ACTION_TEXT:
        raise ActionSyntaxError(f"an action's text is at most {MAX_ACTION_TEXT} characters, not {len(text)}: "
                                f"{shown(text)}")
    w = words_of(edition)
    words = text.strip().lower().split()
    if not words:
        raise ActionSyntaxError("empty action: expected one of " + ", ".join(w.kinds))
    kind = words[0]
    if kind not in w.kinds:
        raise ActionSyntaxError(f"unknown action {shown(words[0], 40)}: expected one of {', '.join(w.kinds)}")
    fields: dict[str, Any] = {"kind": kind}
    for i, name in _values(words, w, text):
        if name in fields:
            if name not in w.repeatable:
                raise _given_twice(name, shown(text), w)
            fields[name] += " " + words[i]
        else:
            fields[name] = words[i]
    if kind == "sell" and "to" not in fields:
        raise ActionSyntaxError(f"sell needs 'to <port location/space>' or 'to distant': {shown(text)}")
    _check_words(fields, edition, w)
    if "amount" in fields:
        fields["amount"] = int(fields["amount"])
    return Action(**fields)


def check_action(a: object, edition: Edition) -> Action:
    """Check a hand-built Action's fields as the parser checks text; returns it normalized."""
    w = words_of(edition)
    if not isinstance(a, Action):
        raise ActionSyntaxError(f"an action is an Action or its text, not {type(a).__name__}")
    if not isinstance(a.kind, str) or a.kind not in w.kinds:
        raise ActionSyntaxError(f"unknown action {shown(a.kind, 40)}: expected one of {', '.join(w.kinds)}")
    for name in w.positional[a.kind]:
        if getattr(a, name) is None:
            raise ActionSyntaxError(f"{a.kind} needs {name}")
    if a.kind == "sell" and a.to is None:
        raise ActionSyntaxError("sell needs 'to <port location/space>' or 'to distant'")
    more = a.more
    if not isinstance(more, tuple) or not all(isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str)
                                              and p[0] in _FURTHER for p in more):
        raise ActionSyntaxError(f"an action's further fields are (name, value) pairs naming this edition's fields "
                                f"({', '.join(n for n in w.named if n not in SHARED_FIELDS) or 'none'}), not "
                                f"{shown(more, 40)}")
    if len({name for name, _ in more}) != len(more) or any(value is None for _, value in more):
        raise ActionSyntaxError(f"an action names each further field once, with a value: {shown(more, 40)}")
    fields = {}
    for name, value in a.named().items():
        if name != "kind" and name not in w.fields[a.kind]:
            raise _misplaced(name, a.kind, w)
        if name == "amount":
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 10 ** _MAX_AMOUNT_DIGITS:
                raise ActionSyntaxError(f"loan amount {shown(value, 40)} is not a number (10, 20 or 30)")
            value = str(value)
        elif not isinstance(value, str):
            raise ActionSyntaxError(f"{name} must be text, not {type(value).__name__}")
        elif name in w.repeatable:
            parts = value.split()
            if not parts or len(parts) > 8:
                raise ActionSyntaxError(f"{name} names 1 to 8 sources, not {shown(value, 40)}")
            value = " ".join(parts)
        elif name in w.sources and len(value.split()) > 1:
            raise _given_twice(name, shown(value, 40), w)
        fields[name] = value
    _check_words(fields, edition, w)
    changed = {k: v for k, v in fields.items() if k != "amount" and v != getattr(a, k)}
    if changed or (len(more) > 1 and list(more) != sorted(more, key=lambda kv: _FURTHER[kv[0]])):
        return a._replace(**changed)  # written canonically: its further fields in their text's order
    return a


def _check_words(f: dict[str, Any], ed: Edition, w: Words) -> None:
    """Check each word against the edition, and write locations and spaces canonically in ``f``."""
    kind = f["kind"]
    if kind == "network" and "industry" in f:
        if f["industry"] not in ed.link_kinds:
            raise ActionSyntaxError(f"unknown link {shown(f['industry'], 40)}: expected one of "
                                    f"{', '.join(ed.link_kinds)}")
    elif "industry" in f and f["industry"] not in ed.industries:
        raise ActionSyntaxError(f"unknown industry {shown(f['industry'], 40)}{_near(f['industry'], ed.industries)}: "
                                f"expected one of {', '.join(ed.industries)}")
    for name in ed.info.industry_fields:  # a further field naming an industry (a merchant's develop bonus)
        if name in f and f[name] not in ed.industries:
            raise ActionSyntaxError(f"unknown industry {shown(f[name], 40)} for the {name}: expected one of "
                                    f"{', '.join(ed.industries)}")
    card = f.get("card")
    double = "double_build_cards" in ed.setup
    if card is not None and card not in ed.card_faces and not (card == "double" and kind == "build" and double):
        extra = " or double" if kind == "build" and double else ""
        raise ActionSyntaxError(f"unknown card {shown(card, 40)}{_near(card, ed.card_faces)}: a card is a location "
                                f"or industry name{extra}")
    if kind == "network" and "target" in f:
        a, _, b = f["target"].partition("--")
        if f["target"] not in ed.lines and f"{b}--{a}" in ed.lines:
            f["target"] = f"{b}--{a}"  # a line may be written from either end
        if f["target"] not in ed.lines:
            raise ActionSyntaxError(f"unknown line {shown(f['target'], 40)}: lines are written like bolton--wigan")
    elif "target" in f:
        f["target"] = check_ref(f["target"], ed, "target", allow_bare=(kind == "build"))
    for key, fixed in w.sources.items():
        value = f.get(key)
        if value is not None and value != fixed:
            if key in w.repeatable and " " in value:
                f[key] = " ".join(x if x == fixed else check_ref(x, ed, key) for x in value.split(" "))
            else:
                f[key] = check_ref(value, ed, key)
    if "to" in f:
        f["to"] = ed.selling.check_to(f["to"])
    if kind == "loan" and "amount" in f and not (_digits(f["amount"]) and len(f["amount"]) <= _MAX_AMOUNT_DIGITS):
        raise ActionSyntaxError(f"loan amount {shown(f['amount'], 40)} is not a number (10, 20 or 30)")
    if kind != "loan" and "amount" in f and not (_digits(f["amount"]) and len(f["amount"]) <= _MAX_AMOUNT_DIGITS):
        raise ActionSyntaxError(f"{kind} {shown(f['amount'], 40)}: a number is expected")


def _near(word: str, names: Iterable[str]) -> str:
    """A suggestion for a misspelt name (" (did you mean 'wigan'?)"), or nothing."""
    from .limits import did_you_mean
    return did_you_mean(word, names)


def check_ref(ref: str, ed: Edition, part: str, allow_bare: bool = False) -> str:
    """A 'location/space' reference, checked; returned with the space written canonically."""
    loc, slash, num = ref.partition("/")
    if loc not in ed.locations:
        raise ActionSyntaxError(f"unknown location {shown(loc, 40)} in {part} {shown(ref, 50)}"
                                f"{_near(loc, ed.locations)}")
    if not slash:
        if allow_bare:
            return ref
        raise ActionSyntaxError(f"{part} {shown(ref, 50)} needs a space number, like {loc}/1")
    n = len(ed.spaces[loc])
    if not _digits(num) or len(num) > 3 or not 1 <= int(num) <= n:
        raise ActionSyntaxError(f"{part} {shown(ref, 50)}: {ed.names[loc]} has spaces 1 to {n}" if n else
                                f"{part} {shown(ref, 50)}: {ed.names[loc]} has no industry spaces")
    return f"{loc}/{int(num)}"

