"""The game's log as structured events: what happened (a kind, who, its data) and its plain English line.

Every entry of ``state["log"]`` is ``{"era", "round", "player", "kind", "data", "text"}``. ``kind`` and ``data``
say what happened; ``text`` is ``render(kind, data)``, the plain line the log has always shown (the board's
narrator, ``widget/narrate.py``, is another rendering of the same events). Every seat sees the log, so an
event's data holds only what its text shows: a face-down choice is recorded by its public description.

Two families of kinds:

* a decision's kind (``build``, ``network``, ``develop``, ``sell``, ``loan``, ``pass``, and an edition's own,
  declared in its descriptor): the data are the decision's fields as the engine completed it, and the text is its
  canonical text (``str(Action)``);
* the events in ``EVENTS`` below, each with its fields, their types and its words: the core's, and those an
  edition's descriptor declares (``EditionInfo.events``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .actions import Action

if TYPE_CHECKING:
    from .edition import Edition

# kind -> {field: type}, its optional fields, its plain line (``words``, filled in by ``render``), and what
# the event is (the docs' table reads these); an edition's own kinds come from its descriptor (``EditionInfo.events``,
# engine/descriptor.py), which may add ``check`` (data -> what is wrong, or None), ``preview`` (true: a previewed
# decision lists its line, widget/viewmodel.py bonus_lines) and ``phrases`` (data -> the
# further words its line quotes)
CORE_EVENTS: dict[str, dict[str, Any]] = {
    "note": {"fields": {"text": str}, "words": "{text}",
             "about": "a line that is no event of play: a scenario's title, or any line of a saved game from before "
                      "events (format 1)"},
    "house_rule": {"fields": {"rule": str}, "words": "house rule: {rule}",
                   "about": "a house rule the game is played with, in words, logged at its start (the economics lab: "
                            "docs/lab.md)"},
    "face_down": {"fields": {"what": str}, "words": "chooses {what}",
                  "about": "a choice the rules keep face down, by its public description (Brass Duel, Setup 5-7: a "
                           "Notable Person)"},
    "overbuild": {"fields": {"industry": str, "level": int, "owner": int},
                  "words": "overbuilds {industry_words} level {level} of player {owner}",
                  "about": "a build replaces a tile (Build Action: overbuilding)"},
    "shortfall": {"fields": {"short": int},
                  "words": "is £{short} short of negative income and must remove industry tiles",
                  "about": "negative income the player cannot pay: tiles must go (End of Round: income)"},
    "tile_removed": {"fields": {"space": str, "value": int, "owed": int},
                     "words": "remove {space} (£{value} towards a £{owed} shortfall)",
                     "about": "a tile removed for half its cost towards a shortfall"},
    "vp_lost": {"fields": {"vp": int}, "words": "loses {vp} VP for an unpaid shortfall",
                "about": "VP lost for a shortfall no tile can cover"},
    "era_end": {"fields": {"era": str, "scores": list}, "words": "end of the {era} era: scores {scores_words}",
                "about": "an era scored: links and flipped tiles, each player's VP (End of Era)"},
    "game_over": {"fields": {}, "words": "the game is over", "about": "the game is over (Winning the Game)"},
}

# every event kind: the core's, then each registered edition's (``declare_events``)
EVENTS: dict[str, Mapping[str, Any]] = dict(CORE_EVENTS)
_DECLARED_BY: dict[str, str] = {}  # an edition's event kind -> the edition that declared it


def declare_events(edition: str, events: Mapping[str, Mapping[str, Any]]) -> None:
    """Add an edition's event kinds (its descriptor's ``events``) to ``EVENTS``; a kind is the core's or one
    edition's, never two meanings."""
    for kind, spec in events.items():
        owner = _DECLARED_BY.get(kind, edition)
        if kind in CORE_EVENTS or (owner != edition and EVENTS[kind] is not spec):
            raise ValueError(f"edition {edition!r} declares the event kind {kind!r}, which "
                             f"{'the core' if kind in CORE_EVENTS else repr(owner)} already has")
        EVENTS[kind] = spec
        _DECLARED_BY.setdefault(kind, edition)


def events_of(ed: Edition) -> dict[str, Mapping[str, Any]]:
    """The event kinds a game of ``ed`` may log: the core's and its own."""
    return {**CORE_EVENTS, **ed.info.events}


def decision_data(a: Action) -> dict[str, Any]:
    """A decision's fields that it names, for its event."""
    data = a.named()
    del data["kind"]
    return data


def action_of(kind: str, data: dict[str, Any]) -> Action:
    """The decision an event of a decision's kind records."""
    return Action(kind, **data)


def render(kind: str, data: dict[str, Any]) -> str:
    """An event's plain English line: the words the log has always shown (its kind's ``words``, filled in)."""
    spec = EVENTS.get(kind)
    if spec is None:  # a decision: its canonical text
        return str(action_of(kind, data))
    words: str = spec["words"]
    phrases = event_phrases(kind, data)
    # the data itself where the line quotes no further words (a shortfall, VP lost, a tile removed): no keywords made
    return words.format_map({**data, **phrases} if phrases else data)


def bonus_words(table: Mapping[str, Mapping[str, str]], data: Mapping[str, Any], brief: bool = False) -> str:
    """What a tile's bonus gives, in the log's words ("+2 VP", "develops iron works for free"), or ``brief``: as the
    tile's box on the map shows it ("2 VP", "develop"). ``table``: the edition's words for each kind of bonus (its
    descriptor's ``bonus_words``), its ``"*"`` entry those for a kind it does not know (a file's); ``data`` has the
    bonus's ``gain`` (its kind), and its ``amount`` or ``industry``."""
    gain, amount = data["gain"], data.get("amount")
    words = table[gain] if gain in table and gain != "*" else table["*"]
    if brief and "brief_one" in words and str(amount) == "1":
        return words["brief_one"]  # "develop", not "develop 1"
    return words["brief" if brief else "log"].format(
        gain=gain, amount=amount, industry_words=str(data.get("industry", "")).replace("_", " "))


def event_phrases(kind: str, data: dict[str, Any]) -> dict[str, Any]:
    """Words an event's sentences quote beyond its data (its ``words`` and the narrator's templates): an
    industry's name with spaces (``industry_words``), a merchant bonus's gain (``gain_words``), an era's scores
    (``scores_words``)."""
    out = {}
    if "industry" in data:
        out["industry_words"] = data["industry"].replace("_", " ")
    spec = EVENTS.get(kind)
    phrases = None if spec is None else spec.get("phrases")
    if phrases is not None:
        out.update(phrases(data))
    if kind == "era_end":
        out["scores_words"] = ", ".join(map(str, data["scores"]))
    return out


def record(st: dict[str, Any], player: int | None, kind: str, data: dict[str, Any]) -> None:
    """Append an event to the log, with its plain line."""
    st["log"].append({"era": st["era"], "round": st["round"], "player": player, "kind": kind, "data": data,
                      "text": render(kind, data)})


# a decision -> its log entry's ready parts: (its canonical text, its fields but the kind). Both are a pure function
# of the decision's value (a decision the engine applies is listed or checked: text and integers only), so no
# change of state makes one stale; the same decisions recur (a pass or a loan with each card, a develop), and a hit
# costs a lookup instead of the text and the fields made again (tests/engine/test_memo_fresh.py empties it)
_LOGGED: dict[Action, tuple[str, dict[str, Any]]] = {}
_LOGGED_MAX = 50_000  # emptied when full: a long-lived process (a classroom server) keeps it small


def _logged(a: Action) -> tuple[str, dict[str, Any]]:
    if len(_LOGGED) >= _LOGGED_MAX:
        _LOGGED.clear()
    ready = _LOGGED[a] = (str(a), decision_data(a))
    return ready


def record_decision(st: dict[str, Any], player: int, a: Action) -> None:
    """Append a decision to the log: its fields as the engine completed it (sources, the space built on)."""
    ready = _LOGGED.get(a)
    if ready is None:
        ready = _logged(a)
    st["log"].append({"era": st["era"], "round": st["round"], "player": player, "kind": a[0],
                      "data": ready[1].copy(), "text": ready[0]})


def as_note(entry: Any) -> Any:
    """A log entry from before events (a saved game of format 1, a scenario written by hand) has a text only:
    it becomes a note of that text, so it loads and shows as before. Anything else is returned as it is."""
    if isinstance(entry, dict) and "kind" not in entry and "data" not in entry and isinstance(entry.get("text"), str):
        return {"era": entry.get("era"), "round": entry.get("round"), "player": entry.get("player"),
                "kind": "note", "data": {"text": entry["text"]}, "text": entry["text"]}
    return entry


def without_events(entry: dict[str, Any]) -> dict[str, Any]:
    """A log entry as a format-1 file wrote it: its kind and data left out."""
    return {k: v for k, v in entry.items() if k not in ("kind", "data")}


def _type_problem(value: object, want: type) -> str | None:
    if want is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif want is list:
        ok = isinstance(value, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in value)
    else:
        ok = isinstance(value, want)
    if ok:
        return None
    return {int: "an integer", str: "text", list: "a list of integers"}[want]


def problem(entry: dict[str, Any], ed: Edition, where: str) -> str | None:
    """What is wrong with a log entry's event (already of the schema's shape), as 'field: what is wrong', or None.
    ``ed``: the game's edition (its decision kinds and fields, its event kinds). The text must be the event's
    rendering."""
    from .actions import words_of

    kind, data = entry["kind"], entry["data"]
    w = words_of(ed)
    own = events_of(ed)
    if kind in own:
        spec = own[kind]
        fields = {**spec["fields"], **spec.get("optional", {})}
        for name in data:
            if name not in fields:
                return f"{where}.data.{name}: a {kind} event has no field {name!r} (its fields: " \
                       f"{', '.join(fields) or 'none'})"
        for name in spec["fields"]:
            if name not in data:
                return f"{where}.data: a {kind} event needs the field {name!r}"
        for name, value in data.items():
            bad = _type_problem(value, fields[name])
            if bad:
                return f"{where}.data.{name}: expected {bad}"
        bad = spec["check"](data) if "check" in spec else None
        if bad:
            return f"{where}.data{bad}"
    elif kind in w.kinds and kind not in ("discard", "stop", "remove"):
        for name, value in data.items():
            if name not in w.named:
                return f"{where}.data.{name}: a {kind} decision has no field {name!r}"
            bad = _type_problem(value, int if name == "amount" else str)
            if bad:
                return f"{where}.data.{name}: expected {bad}"
    else:
        return f"{where}.kind: unknown event kind {kind!r}"
    if entry["text"] != render(kind, data):
        return f"{where}.text: is not the words of its {kind} event"
    return None
