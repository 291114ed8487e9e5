"""The board's protocol, declared once: every synced trait and every message between Python and the browser.

Python speaks by synced traits (``TRAITS``: state, each reassigned as a new object, never mutated in place) and by
answers (``REPLIES``: the ``reply`` trait, or a one-off custom message); the browser speaks by intents sent with
``model.send`` (``MESSAGES``), which Python checks exactly like a script's input (``messages.py``). This module is
the list, and everything else is made from it or checked against it:

* ``BoardWidget`` makes its synced traits from ``TRAITS`` (``synced_traits``; board.py), a family of numbered traits
  (``svg_0`` ... ``svg_127``) by its stem and count, so grep finds every trait's name here;
* ``messages.HANDLERS``, a handler per message, must name exactly the types of ``MESSAGES`` (checked on import);
* ``docs/protocol.md`` holds ``markdown()`` (``python scripts/protocol_page.py`` writes it);
* ``tests/widget/test_protocol.py`` fails when a trait the widget syncs, a message it handles, a trait js/src reads
  or listens to, a message js/src sends or a reply kind it reads is not declared here.

The traits and messages do not depend on the Jupyter comm: another transport (a classroom server's websocket per
seat, issue 34) carries the same names and payloads."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import traitlets

from ..engine.vocabulary import reach_resources

SVG_SLOTS = 128  # traits svg_0 ... svg_127 carry the map's changing parts (a line's link, a location's tiles)
SEAT_SLOTS = 4  # traits mat_0 ... mat_3 carry each seat's mat (its next tiles)
LOG_TAIL = 24  # log entries the board shows (the whole log is sent on request)
LOG_CHUNK = 6  # log entries a trait log_0, log_1, ... carries: entries 0-5 are one chunk, 6-11 the next, ...
LOG_SLOTS = 5  # the LOG_TAIL newest entries span at most this many chunks: ceil((LOG_TAIL - 1) / LOG_CHUNK) + 1
SHARED_HIGHLIGHTS = ("network", "trade", "coal")  # the overlays every edition has (an edition adds its own: highlights)
# the controls a board may offer besides playing (the ui trait's controls): BoardWidget offers them all; a classroom
# seat's board none (its table's setup is the teacher's), and the page shows only what it offers
CONTROLS = ("undo", "redo", "new", "save", "load", "seats")



def highlights() -> tuple[str, ...]:
    """The overlays a board may turn on: the shared ones, then every registered edition's own reach resource (its
    presentation's ``reach_resource``: Birmingham's, where a seat may take it from; ``vocabulary.reach_resources``),
    whichever edition is played, so that a saved notebook's highlight trait loads on any board."""
    return SHARED_HIGHLIGHTS + tuple(r for r in reach_resources() if r not in SHARED_HIGHLIGHTS)


# a declared type -> the traitlets trait that carries it (every synced trait is made here, from its declared type)
_KINDS: dict[str, Callable[[], traitlets.TraitType]] = {
    "dict": lambda: traitlets.Dict(),
    "dict | null": lambda: traitlets.Dict(default_value=None, allow_none=True),
    "list": lambda: traitlets.List(),
    "list[str]": lambda: traitlets.List(traitlets.Unicode()),
    "str": lambda: traitlets.Unicode(""),
}


@dataclasses.dataclass(frozen=True)
class Trait:
    """A synced trait (Python -> browser), or a family of ``count`` numbered ones (``name_0`` ... ``name_{count-1}``,
    ``count`` > 0). Every trait is written by Python only: the browser reads it and sends intents."""

    name: str
    type: str  # a key of _KINDS: what the value is on the comm (JSON)
    meaning: str
    shape: str  # the payload's shape
    count: int = 0  # a family's size; 0: a single trait

    def names(self) -> list[str]:
        return [f"{self.name}_{i}" for i in range(self.count)] if self.count else [self.name]

    def make(self) -> traitlets.TraitType:
        return _KINDS[self.type]().tag(sync=True)


@dataclasses.dataclass(frozen=True)
class Message:
    """An intent (browser -> Python, ``model.send``): its ``type``, its other fields (name -> type and meaning), and
    what Python does or answers. ``about_the_hand``: answered only about a hand the board shows (else ``NOT_YOURS``);
    ``versioned``: refused when its ``version`` is not the board's now (a stale click); ``in_review``: answered
    while the board is in Review mode (every other message is about the live game, and refused there)."""

    type: str
    fields: tuple[tuple[str, str], ...]
    does: str
    about_the_hand: bool = False
    versioned: bool = False
    in_review: bool = False


@dataclasses.dataclass(frozen=True)
class Reply:
    """An answer (Python -> browser) to one message: in the ``reply`` trait (numbered ``n``, so an equal answer still
    arrives) or, for ``save`` only, a one-off custom message that no trait keeps."""

    kind: str
    to: str  # the message it answers
    via: str  # "reply" or "custom message"
    shape: str


TRAITS: tuple[Trait, ...] = (
    Trait("topology", "dict", "the static layout, set once per edition and player count",
          "{svg_open, svg_layers, svg_slots, seat_slots, log_slots, log_tail, locations, lines, slots, players, "
          "tiles, markets, help, kind_names, field_labels, fields, words, key, editions, edition, title, ...}: "
          "the map's drawing order with its parts that never change, click targets, the edition's words "
          "(viewmodel.topology); an edition's own things as data, so board.js names none: source_fields, "
          "extra_words, reach ({resource, source}: the overlay's resource and its source that is not a place), "
          "tile_place ({stem, words, resource}: the tiles beside a location's spaces), preview_fields, "
          "waiting_note ({id, kinds, fee, words}: a note to a player whose answer is awaited)"),
    Trait("svg", "str", "the map's changing parts, one a trait in drawing order (a line's link, a location's "
          "tiles); \"\" for a slot no part needs", "SVG markup of one part (render.wrap_parts)", count=SVG_SLOTS),
    Trait("view", "dict", "the view model after each change, less what travels in scores, end_scoring, mat_* "
          "and log_*", "{version, era, round, turn, current, players: [{seat, money, income, vp, ...}], order, "
          "markets, deck, hands, log_total, last, network, trade, coal, can_undo, can_redo, needs_reveal, over, "
          "...} (viewmodel.view_model)"),
    Trait("scores", "list", "the eras' scorings before the game's end: a trait of its own, so it is sent once, when "
          "an era ends, not with every move after it",
          "[{era, links: {fields, values}, tiles: {fields, values}, ...}] (viewmodel.table_of)"),
    Trait("end_scoring", "dict | null", "the scoring that ended the game (null while it goes on): so the last move "
          "does not carry the earlier eras' scorings again",
          "{era, links: {fields, values}, tiles: {fields, values}, ...} or null"),
    Trait("mat", "list", "each seat's mat (its next tiles and why one cannot be built now), joined to the view's "
          "players", "[[industry, level or null, tiles left, why it cannot be built now or null], ...] "
          "(Game.tile_status)", count=SEAT_SLOTS),
    Trait("log", "dict", f"the log's newest {LOG_TAIL} entries, {LOG_CHUNK} a trait: chunk k in "
          f"log_{{k % {LOG_SLOTS}}}, joined to the view's log", "{from: its first entry's number, log: [{era, "
          "round, lines: [[player, kind, text], ...]}]}, or {} for a slot no chunk needs", count=LOG_SLOTS),
    Trait("choices", "dict", "the legal decisions for the human seat to act, packed",
          "{version, seat, actions: {words, decisions, ...}, unavailable: [kind, ...], sources, owners} "
          "(viewmodel.choices; read back by viewmodel.actions_of and board.js actionsOf)"),
    Trait("reply", "dict", "the answer to the last question (see the replies)", "{kind, version, n, ...}"),
    Trait("ui", "dict", "the seats, teacher flag, bot delay and levels, busy flag, kept seats, the bots' clock "
          "notes, the controls this board offers (the page shows no other) and why play is held (\"\" when it is "
          "not: a classroom table its teacher paused or ended)",
          "{seats: [kind], teacher, bot_delay, busy, bots: [level], version, kept: [seat], clock: [text], "
          "controls: [any of " + ", ".join(f'"{c}"' for c in CONTROLS) + "], held: text}"),
    Trait("highlight", "list[str]", "the overlays on", "any of " + ", ".join(f'"{h}"' for h in highlights())),
    Trait("error", "str", "the last refusal or exception; \"\" when none", "text"),
    Trait("review_rows", "dict | null", "Review mode (BoardWidget.review): the review's decisions, sent once when it "
          "opens; null on the live board", "{seat: the seat reviewed or null (every seat), fields: [number, seat, "
          "round, mark, lost], values: [[...], ...], marks: {mark: its words}, about} "
          "(review_mode.decision_table); while the review is computed, {weighing: decisions looked at, seat} "
          "(review_mode.weighing)"),
    Trait("review_step", "dict | null", "Review mode: the decision shown (the view, map, mats and log show the "
          "position before it); null on the live board", "{n, count, number, seat, who, round, mark, words, lost, "
          "pattern, hints: [{action, text, value, vp, best, played, rank, slots, links, developed}]} "
          "(review_mode.step)"),
)

MESSAGES: tuple[Message, ...] = (
    Message("act", (("action", "str: one decision's text"), ("version", "int"), ("seat", "int: the seat acting")),
            "applies the decision; refused when stale, out of turn, for a bot's seat or a hidden hand, more than "
            "one decision, or illegal (game.why_not)", versioned=True),
    Message("preview", (("action", "str: a decision's text"), ("version", "int")),
            "answers a preview", about_the_hand=True, versioned=True),
    Message("why", (("sel", "{field: str or int}: a partial choice"), ("key", "str: the browser's cache key")),
            "answers why not (the engine's why_not_any)", about_the_hand=True),
    Message("hint", (("version", "int"), ("start", "int, optional: 0, or 3 for More hints")),
            "answers the coach's hints", about_the_hand=True, versioned=True),
    Message("explain", (), "answers why the bot that moved last did what it did"),
    Message("log", (), "answers the whole log"),
    Message("undo", (("version", "int"),), "takes back the last person's decision", versioned=True),
    Message("redo", (("version", "int"),), "replays an undone decision", versioned=True),
    Message("new", (("players", "int, optional"), ("edition", "str, optional"), ("seed", "int, optional")),
            "starts a new game, the seats' kinds kept"),
    Message("seats", (("seats", "[str]: one a seat, \"human\" or a bot level (the ui trait's bots)"),),
            "changes who plays each seat"),
    Message("save", (), "sends the whole game as a custom message, for the download", in_review=True),
    Message("load", (("text", "str: a saved game's JSON"),), "loads a saved game, all or nothing"),
    Message("highlight", (("on", "[str]: any of " + ", ".join(highlights())),), "sets the highlight trait",
            in_review=True),
    Message("reveal", (("seat", "int: the player to act"),), "shows the hand of the player to act"),
    Message("review_step", (("n", "int: a row of review_rows, 0 to its count - 1"),),
            "Review mode: shows the position before that decision, its mark, the better move and the hint list",
            in_review=True),
    Message("review_end", (), "leaves Review mode: the live board again", in_review=True),
)

REPLIES: tuple[Reply, ...] = (
    Reply("preview", "preview", "reply", "{kind, version, n, action, preview: {legal, reasons, ... bonuses, flips, "
          "chance, <resource>_route: the route of the edition's reach resource (viewmodel.resource_route)}}"),
    Reply("why", "why", "reply", "{kind, version, n, key, reasons: [{rule, message}]}"),
    Reply("hint", "hint", "reply", "{kind, version, n, seat, bot, moves: [{action, text, reason, preview}], start, "
          "more, about}"),
    Reply("explain", "explain", "reply", "{kind, version, n, player, bot, moves: [{action, text, reason}]}"),
    Reply("log", "log", "reply", "{kind, version, n, log: [{era, round, lines}]}"),
    Reply("save", "save", "custom message", "{kind, version, json: the whole game (every hand, the deck order)}"),
)

TRAIT = {t.name: t for t in TRAITS}
MESSAGE = {m.type: m for m in MESSAGES}


def trait_names() -> list[str]:
    """Every synced trait's name, each family's members by number, in the table's order."""
    return [name for t in TRAITS for name in t.names()]


def synced_traits() -> dict[str, traitlets.TraitType]:
    """A fresh traitlets trait for each declared name (BoardWidget's synced traits are these)."""
    return {name: t.make() for t in TRAITS for name in t.names()}


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def markdown() -> str:
    """The protocol page's tables (docs/protocol.md), from this module's tables."""
    out = ["### Traits (Python -> browser)", "",
           "| trait | type | what | payload |", "|---|---|---|---|"]
    for t in TRAITS:
        name = f"`{t.name}_0` ... `{t.name}_{t.count - 1}` ({t.count})" if t.count else f"`{t.name}`"
        out.append(f"| {name} | {_cell(t.type)} | {_cell(t.meaning)} | {_cell(t.shape)} |")
    out += ["", "### Messages (browser -> Python, `model.send`)", "",
            "| type | fields | does | only about a shown hand | refused when stale | answered in Review mode |",
            "|---|---|---|---|---|---|"]
    for m in MESSAGES:
        fields = "; ".join(f"`{n}`: {_cell(d)}" for n, d in m.fields) or "none"
        out.append(f"| `{m.type}` | {fields} | {_cell(m.does)} | {'yes' if m.about_the_hand else ''} | "
                   f"{'yes' if m.versioned else ''} | {'yes' if m.in_review else ''} |")
    out += ["", "### Replies (Python -> browser)", "", "| kind | answers | via | payload |", "|---|---|---|---|"]
    for r in REPLIES:
        out.append(f"| `{r.kind}` | `{r.to}` | {r.via} | {_cell(r.shape)} |")
    return "\n".join(out) + "\n"
