"""A handler for every message the browser sends the board (``HANDLERS``: exactly the types of ``protocol.MESSAGES``,
checked on import), and the one surface they use (``Session``).

A message is an intent, validated here exactly like a script's input: a malformed, stale, out-of-turn or illegal
one is refused (``Refused`` or ``IllegalAction``, shown in the ``error`` trait) and changes nothing. Questions about
the decision to make (a preview, a why-not, a hint) are answered only about a hand the board shows.

The handlers know no widget and no transport: they read and act through a ``Session``, the game and what one viewer
may see and do. ``BoardWidget`` gives them one for the Jupyter comm (``board.py``); the classroom server's websocket per
seat gives its own (``classroom/seat_board.py``), and speaks the same messages."""

from __future__ import annotations

import json
from typing import Protocol, TypeGuard

from ..engine import ActionSyntaxError, Game, SavedGameError
from ..engine.limits import MAX_ACTION_TEXT
from ..engine.setup import seed_problem
from . import answers
from . import viewmodel as vm
from .protocol import MESSAGE, highlights
from .refusals import IN_REVIEW, NOT_YOURS, Refused
from .seats import SEAT_KINDS

HINTS = 3  # moves the coach suggests at a time
HINT_PAGES = 2  # "More hints" on an unchanged position: ranks 4-6 from the same search, then there are no more


class Session(Protocol):
    """What a handler may read and do: the game as one viewer at the board sees and plays it. Each call that
    changes something redraws that viewer's traits; each may raise ``Refused`` or ``IllegalAction``."""

    @property
    def game(self) -> Game:
        """The live game (read only: a handler changes it only through the calls below)."""

    @property
    def version(self) -> int:
        """The board's version, bumped on every change: a stale message names another."""

    @property
    def seats(self) -> list[str]:
        """Who plays each seat: "human" or a bot level."""

    def hand_shown(self) -> bool:
        """Whether the board shows this viewer the hand of the seat to act."""

    def answer(self, reply: dict) -> None:
        """Answer a question (a reply of ``protocol.REPLIES`` sent in the ``reply`` trait)."""

    def tell(self, message: dict) -> None:
        """Send a one-off custom message (the save), never kept in a trait."""

    def clear_error(self) -> None:
        """Clear the last refusal shown."""

    def act(self, text: str, seat: int) -> None:
        """Apply one decision for ``seat``: refused out of turn, for a bot's seat or a hidden hand, or illegal."""

    def hint(self, start: int, count: int, ranks: int) -> dict:
        """The coach's ``hint`` reply, ``count`` moves from rank ``start`` of its ``ranks`` best (one search a
        position)."""

    def explain(self) -> dict:
        """The ``explain`` reply: the last bot move's reasons (``Refused`` after a person's move)."""

    def whole_log(self) -> dict:
        """The ``log`` reply: the whole log."""

    def undo(self) -> None:
        """Take back the last person's decision (seats.py: never across hidden information against bots)."""

    def redo(self) -> None:
        """Replay an undone decision."""

    def new_game(self, seed: int | None, players: int | None, edition: str | None) -> None:
        """Start a new game, the seats' kinds kept."""

    def handover_problem(self, seats: list[str]) -> str | None:
        """Why these seats may not be given now (a seat a person has seen stays theirs), or None."""

    def sit(self, seats: list[str]) -> None:
        """Change who plays each seat (cancels a bot's move under way)."""

    def load(self, text: str) -> None:
        """Load a saved game, all or nothing; ``SavedGameError`` for one that cannot be read, checked or drawn."""

    def set_highlight(self, on: list[str]) -> None:
        """Turn these overlays on (``protocol.highlights``), the others off."""

    def reveal(self, seat: int) -> None:
        """Show the hand of ``seat``, the human player to act."""

    def review_step(self, n: int) -> None:
        """Review mode: show the review's decision ``n`` (a row of ``review_rows``; ``Refused`` out of range or when
        the board is not in Review mode)."""

    def end_review(self) -> None:
        """Leave Review mode: the live board again (``Refused`` when the board is not in Review mode)."""


def dispatch(s: Session, msg) -> None:
    """Handle one message from the browser for the session ``s``: its declared checks (``protocol.MESSAGES``: a hand
    the board shows, the board's version), then its handler."""
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise Refused("refused a malformed message from the board")
    t = msg["type"]
    declared = MESSAGE.get(t)
    if declared is None:
        raise Refused(f"refused an unknown message type {t!r}")
    if declared.about_the_hand and not s.hand_shown():
        raise Refused(NOT_YOURS)
    if declared.versioned:
        _check_version(s, msg)
    HANDLERS[t](s, msg)


def check_review(reviewing: bool, msg) -> None:
    """In Review mode a message about the live game (one not declared ``in_review``: a move, an undo, a hint...) is
    refused (``IN_REVIEW``): the board shows a past position, and nothing changes until the review is left."""
    kind = msg.get("type") if isinstance(msg, dict) else None
    declared = MESSAGE.get(kind) if isinstance(kind, str) else None
    if reviewing and declared is not None and not declared.in_review:
        raise Refused(IN_REVIEW)


def _check_version(s: Session, msg: dict) -> None:
    v = msg.get("version")
    if not isinstance(v, int) or isinstance(v, bool):
        raise Refused("refused a message from the board that names no version of the board")
    if v != s.version:
        raise Refused(f"refused a stale move: the board changed since it was shown (version {v!r}, now "
                      f"{s.version}); look again and choose")


def _act(s: Session, msg: dict) -> None:
    text = msg.get("action")
    if not isinstance(text, str) or not text.strip():
        raise Refused("refused: the move names no action")
    seat = msg.get("seat")
    if not _whole(seat):
        raise Refused("refused: the move names no seat")
    s.act(text, seat)


def _hint(s: Session, msg: dict) -> None:
    """The coach's ``HINTS`` hints from rank ``start`` (absent: 0, the best; "More hints" on the same position: the
    next ones, read from the same search)."""
    start = msg.get("start", 0)
    pages = range(0, HINTS * HINT_PAGES, HINTS)
    if not _whole(start) or start not in pages:
        raise Refused("refused a hint question that names no first hint the board offers "
                      f"({' or '.join(map(str, pages))})")
    s.answer(s.hint(start, HINTS, HINTS * HINT_PAGES))
    s.clear_error()


def _explain(s: Session, msg: dict) -> None:
    s.answer(s.explain())
    s.clear_error()


def _log(s: Session, msg: dict) -> None:
    """The whole log in English (the board shows its last LOG_TAIL entries: protocol.py, log_0 ...)."""
    s.answer(s.whole_log())


def _preview(s: Session, msg: dict) -> None:
    text = msg.get("action", "")
    if not isinstance(text, str):
        raise Refused("refused: a preview names an action text")
    try:
        preview = answers.preview(s.game, text)
    except ActionSyntaxError as e:  # a refusal like any other, not a handler failure
        s.answer({"kind": "preview", "version": s.version, "action": text,
                  "preview": {"legal": False, "reasons": [{"rule": "action text", "message": str(e)}]}})
        raise Refused(f"refused: {e}") from None
    s.answer({"kind": "preview", "version": s.version, "action": text, "preview": preview})


def _why(s: Session, msg: dict) -> None:
    sel = msg.get("sel")
    if not isinstance(sel, dict) or not all(_word(v) for v in sel.values() if v is not None):
        raise Refused("refused a malformed question from the board")
    sel = {k: str(v) for k, v in sel.items() if k in vm.SEL_FIELDS and v is not None}
    key = msg.get("key", json.dumps(sel, sort_keys=True))
    if not isinstance(key, str) or len(key) > MAX_ACTION_TEXT:
        raise Refused("refused a malformed question from the board")
    lacking = vm.lacking_kind(s.game.edition, sel.get("kind"))
    if lacking:
        raise Refused(f"refused: {lacking}")
    reasons = vm.explain(s.game, sel)
    s.clear_error()
    s.answer({"kind": "why", "version": s.version, "key": str(key), "reasons": reasons})


def _undo(s: Session, msg: dict) -> None:
    s.undo()


def _redo(s: Session, msg: dict) -> None:
    s.redo()


def _new(s: Session, msg: dict) -> None:
    seed, players, edition = msg.get("seed"), msg.get("players"), msg.get("edition")
    if seed is not None and seed_problem(seed):
        raise Refused(f"refused: {seed_problem(seed)}")
    offered = {e["edition"]: e for e in vm.drawn_editions()}
    if edition is not None and (not isinstance(edition, str) or edition not in offered):
        raise Refused("refused: the board plays " + " or ".join(e["title"] for e in offered.values()))
    info = offered.get(edition or s.game.state["edition"])
    # a count is a whole number: 2.0 or True equal 2 in Python, but Game.new plays only whole numbers of players
    if players is not None and (info is None or not _whole(players) or players not in info["players"]):
        counts = [str(n) for n in (info["players"] if info else [2, 3, 4])]
        listed = f"{', '.join(counts[:-1])} or {counts[-1]}" if len(counts) > 1 else counts[0]
        raise Refused(f"refused: {info['title'] if info else 'this game'} is for {listed} players")
    s.new_game(seed=seed, players=players, edition=edition)


def _seats(s: Session, msg: dict) -> None:
    seats = msg.get("seats")
    if not isinstance(seats, list) or len(seats) != s.game.players or \
            not all(isinstance(k, str) and k in SEAT_KINDS for k in seats):
        raise Refused(f"refused: seats are {s.game.players} of {', '.join(SEAT_KINDS)}")
    problem = s.handover_problem(seats)
    if problem:  # a seat whose hand a person has seen stays theirs (seats.py)
        raise Refused(problem)
    s.sit(seats)  # cancels a bot's move under way


def _save(s: Session, msg: dict) -> None:
    # only on this explicit request: the whole game (every hand, the deck order) as a one-off
    # message for the download, never kept in a synced trait
    s.tell({"kind": "save", "version": s.version, "json": s.game.to_json()})


def _load(s: Session, msg: dict) -> None:
    text = msg.get("text")
    if not isinstance(text, str):
        raise Refused("refused: no saved game in the message")
    try:
        s.load(text)
    except SavedGameError as e:
        raise Refused(f"could not load the game: {e}") from None


def _highlight(s: Session, msg: dict) -> None:
    on = msg.get("on")
    known = highlights()
    if not isinstance(on, list) or not all(isinstance(h, str) and h in known for h in on):
        raise Refused(f"refused: highlights are any of {', '.join(known)}")
    s.set_highlight(list(dict.fromkeys(on)))


def _reveal(s: Session, msg: dict) -> None:
    seat = msg.get("seat")
    if not _whole(seat) or seat != s.game.current_player or s.seats[seat] != "human":
        raise Refused("refused: only the player to act may reveal their hand")
    s.reveal(seat)


def _review_step(s: Session, msg: dict) -> None:
    n = msg.get("n")
    if not _whole(n):
        raise Refused("refused: a review step names a decision's row, a whole number")
    s.review_step(n)


def _review_end(s: Session, msg: dict) -> None:
    s.end_review()


HANDLERS = {  # message type -> handler: exactly protocol.MESSAGES (checked below)
    "act": _act,
    "hint": _hint,
    "explain": _explain,
    "log": _log,
    "preview": _preview,
    "why": _why,
    "undo": _undo,
    "redo": _redo,
    "new": _new,
    "seats": _seats,
    "save": _save,
    "load": _load,
    "highlight": _highlight,
    "reveal": _reveal,
    "review_step": _review_step,
    "review_end": _review_end,
}
if set(HANDLERS) != set(MESSAGE):  # a handler for every declared message, and no undeclared one
    raise ImportError(f"messages.HANDLERS and protocol.MESSAGES differ: {sorted(set(HANDLERS) ^ set(MESSAGE))}")


def _whole(value: object) -> TypeGuard[int]:
    """A whole number as the browser sends one: an int, never a float such as 2.0 nor a bool (which equal ints)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _word(value) -> bool:
    """A field of a question from the board: a short text (or a whole number), as the chooser sends."""
    if isinstance(value, str):
        return len(value) <= MAX_ACTION_TEXT
    return _whole(value) and abs(value) < 10 ** 9
