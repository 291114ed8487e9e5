"""Every message the browser sends the board, each handled by one function of this table (``HANDLERS``).

A message is an intent, validated here exactly like a script's input: a malformed, stale, out-of-turn or illegal
one is refused (``Refused`` or ``IllegalAction``, shown in the ``error`` trait) and changes nothing. Questions about
the decision to make (a preview, a why-not, a hint) are answered only about a hand the board shows."""

from __future__ import annotations

import json

from ..engine import ActionSyntaxError, SavedGameError
from ..engine.limits import MAX_ACTION_TEXT
from ..engine.setup import seed_problem
from . import viewmodel as vm
from .refusals import NOT_YOURS, Refused
from .seats import SEAT_KINDS

HIGHLIGHTS = ("network", "trade", "coal", "beer")  # "beer": where beer can come from (Birmingham)
ABOUT_THE_HAND = ("preview", "why", "hint")  # answered only about a hand the board shows
HINTS = 3  # moves the coach suggests at a time
HINT_PAGES = 2  # "More hints" on an unchanged position: ranks 4-6 from the same search, then there are no more


def dispatch(w, msg) -> None:
    """Handle one message from the browser for the BoardWidget ``w``."""
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise Refused("refused a malformed message from the board")
    t = msg["type"]
    handler = HANDLERS.get(t)
    if handler is None:
        raise Refused(f"refused an unknown message type {t!r}")
    if t in ABOUT_THE_HAND and not w._visible(w._game, w._shown_hands()[0]):
        raise Refused(NOT_YOURS)
    handler(w, msg)


def _act(w, msg) -> None:
    w._check_version(msg)
    text = msg.get("action")
    if not isinstance(text, str) or not text.strip():
        raise Refused("refused: the move names no action")
    seat = msg.get("seat")
    if not _whole(seat):
        raise Refused("refused: the move names no seat")
    w._act_text(text, seat=seat, check_seat=True, single=True)


def _answer(w, reply: dict) -> None:
    """Answer a question from the board. Each answer is numbered (``n``), so one equal to the last (Hint again on
    an unchanged position: the coach's search is seeded) still reaches the browser: a synced trait set to an
    equal value sends nothing, and the board would wait for it for ever."""
    w._answers += 1
    w.reply = {**reply, "n": w._answers}


def _hint(w, msg) -> None:
    """The coach's ``HINTS`` hints from rank ``start`` (absent: 0, the best; "More hints" on the same position: the
    next ones, read from the same search)."""
    w._check_version(msg)
    start = msg.get("start", 0)
    pages = range(0, HINTS * HINT_PAGES, HINTS)
    if not _whole(start) or start not in pages:
        raise Refused("refused a hint question that names no first hint the board offers "
                      f"({' or '.join(map(str, pages))})")
    _answer(w, w._hint(start, HINTS, HINTS * HINT_PAGES))
    w.error = ""


def _explain(w, msg) -> None:
    _answer(w, w._explain())
    w.error = ""


def _log(w, msg) -> None:
    """The whole log in English (the board shows its last LOG_TAIL entries: board.py, log_0 ...)."""
    w._chronicle.sync(w._game)
    _answer(w, {"kind": "log", "version": w._version,
                "log": vm.log_groups(w._chronicle.entries(w._chronicle.total()))})


def _preview(w, msg) -> None:
    w._check_version(msg)
    text = msg.get("action", "")
    if not isinstance(text, str):
        raise Refused("refused: a preview names an action text")
    try:
        preview = w._game.preview(text) if text.strip() else {"legal": False, "reasons": []}
    except ActionSyntaxError as e:  # a refusal like any other, not a handler failure
        _answer(w, {"kind": "preview", "version": w._version, "action": text,
                    "preview": {"legal": False, "reasons": [{"rule": "action text", "message": str(e)}]}})
        raise Refused(f"refused: {e}") from None
    if preview.get("legal") and vm.has_beer(w._game.edition):  # the beer's way too (guide: Consuming Beer)
        preview = {**preview, "beer_route": vm.beer_route(w._game, text)}
    # a merchant's bonus in the log's words (Birmingham, Merchant Beer Bonuses), and whose tile each flip is
    preview = w._preview_lines(preview)
    if preview.get("legal"):  # a build's cost split, coal sold to the market, the turn's end in true words
        preview = vm.preview_words(w._game, w._game.parse(text), preview)
    _answer(w, {"kind": "preview", "version": w._version, "action": text, "preview": preview})


def _why(w, msg) -> None:
    sel = msg.get("sel")
    if not isinstance(sel, dict) or not all(_word(v) for v in sel.values() if v is not None):
        raise Refused("refused a malformed question from the board")
    sel = {k: str(v) for k, v in sel.items() if k in vm.SEL_FIELDS and v is not None}
    key = msg.get("key", json.dumps(sel, sort_keys=True))
    if not isinstance(key, str) or len(key) > MAX_ACTION_TEXT:
        raise Refused("refused a malformed question from the board")
    lacking = vm.lacking_kind(w._game.edition, sel.get("kind"))
    if lacking:
        raise Refused(f"refused: {lacking}")
    reasons = vm.explain(w._game, sel)
    w.error = ""
    _answer(w, {"kind": "why", "version": w._version, "key": str(key), "reasons": reasons})


def _undo(w, msg) -> None:
    w._check_version(msg)
    w._undo()


def _redo(w, msg) -> None:
    w._check_version(msg)
    w._redo_once()


def _new(w, msg) -> None:
    seed, players, edition = msg.get("seed"), msg.get("players"), msg.get("edition")
    if seed is not None and seed_problem(seed):
        raise Refused(f"refused: {seed_problem(seed)}")
    offered = {e["edition"]: e for e in vm.drawn_editions()}
    if edition is not None and (not isinstance(edition, str) or edition not in offered):
        raise Refused("refused: the board plays " + " or ".join(e["title"] for e in offered.values()))
    info = offered.get(edition or w._game.state["edition"])
    # a count is a whole number: 2.0 or True equal 2 in Python, but Game.new plays only whole numbers of players
    if players is not None and (info is None or not _whole(players) or players not in info["players"]):
        counts = [str(n) for n in (info["players"] if info else [2, 3, 4])]
        listed = f"{', '.join(counts[:-1])} or {counts[-1]}" if len(counts) > 1 else counts[0]
        raise Refused(f"refused: {info['title'] if info else 'this game'} is for {listed} players")
    w.new_game(seed=seed, players=players, edition=edition)


def _seats(w, msg) -> None:
    seats = msg.get("seats")
    if not isinstance(seats, list) or len(seats) != w._game.players or \
            not all(isinstance(k, str) and k in SEAT_KINDS for k in seats):
        raise Refused(f"refused: seats are {w._game.players} of {', '.join(SEAT_KINDS)}")
    problem = w._handover_problem(seats)
    if problem:  # a seat whose hand a person has seen stays theirs (seats.py)
        raise Refused(problem)
    w.seats = seats  # cancels a bot's move under way


def _save(w, msg) -> None:
    # only on this explicit request: the whole game (every hand, the deck order) as a one-off
    # message for the download, never kept in a synced trait
    w.send({"kind": "save", "version": w._version, "json": w._game.to_json()})


def _load(w, msg) -> None:
    text = msg.get("text")
    if not isinstance(text, str):
        raise Refused("refused: no saved game in the message")
    try:
        ready = w._prepare_load(text)
    except SavedGameError as e:
        raise Refused(f"could not load the game: {e}") from None
    w._commit(ready)


def _highlight(w, msg) -> None:
    on = msg.get("on")
    if not isinstance(on, list) or not all(isinstance(h, str) and h in HIGHLIGHTS for h in on):
        raise Refused(f"refused: highlights are any of {', '.join(HIGHLIGHTS)}")
    w.highlight = list(dict.fromkeys(on))


def _reveal(w, msg) -> None:
    seat = msg.get("seat")
    if not _whole(seat) or seat != w._game.current_player or seat not in w._human_seats():
        raise Refused("refused: only the player to act may reveal their hand")
    w._revealed = seat
    w.error = ""
    w._refresh()


HANDLERS = {  # message type -> handler
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
}


def _whole(value) -> bool:
    """A whole number as the browser sends one: an int, never a float such as 2.0 nor a bool (which equal ints)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _word(value) -> bool:
    """A field of a question from the board: a short text (or a whole number), as the chooser sends."""
    if isinstance(value, str):
        return len(value) <= MAX_ACTION_TEXT
    return _whole(value) and abs(value) < 10 ** 9
