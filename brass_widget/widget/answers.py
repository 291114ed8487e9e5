"""What the board answers to a question (the replies of protocol.REPLIES), made from the game and what the viewer
may know: functions of their arguments, with no widget and no transport, so any session can answer with them."""

from __future__ import annotations

from ..bots import coach
from ..engine import Game
from ..render.words import clean
from . import bot_why
from . import viewmodel as vm
from .narrate import Chronicle, Narrator
from .refusals import Refused


def preview_lines(game: Game, preview: dict) -> dict:
    """A legal preview with the lines the board words in Python: a sale's merchant bonuses (Birmingham,
    Merchant Beer Bonuses) and whose tile each flip is, with what it gives them (``Narrator.flips``)."""
    if not preview.get("legal"):
        return preview
    nar = Narrator(game.edition)
    out = {**preview, "bonuses": vm.bonus_lines(game, preview), "flips": nar.flips(game, preview)}
    if preview.get("chance"):  # a face-down tile's outcomes (a distant market's sale): each one's flips too
        out["chance"] = [{**o, "flips": nar.flips(game, o)} if isinstance(o, dict) else o
                         for o in preview["chance"]]
    return out


def preview(game: Game, text: str) -> dict:
    """The preview of a decision's text (``Game.preview``), worded for the board; ``ActionSyntaxError`` for text
    that does not read as an action."""
    shown = game.preview(text) if text.strip() else {"legal": False, "reasons": []}
    if shown.get("legal"):  # the reach resource's way too (Birmingham's beer; guide: Consuming Beer)
        shown = {**shown, **vm.resource_route(game, text)}
    # a merchant's bonus in the log's words (Birmingham, Merchant Beer Bonuses), and whose tile each flip is
    shown = preview_lines(game, shown)
    if shown.get("legal"):  # a build's cost split, coal sold to the market, the turn's end in true words
        shown = vm.preview_words(game, game.parse(text), shown)
    return shown


def hint(game: Game, version: int, hints: list, start: int, count: int) -> dict:
    """The ``hint`` reply: the coach's ``hints`` (ranked, best first: ``coach.ranked``) from rank ``start``, ``count``
    of them, each with its preview and one reason in numbers. ``more``: whether ranks after these are kept;
    ``about``: what a hint's numbers are, said once."""
    seat = game.current_player
    nar = Narrator(game.edition)
    state = game.state
    moves = []
    for h in hints[start:start + count]:
        text = str(h.action)
        shown = vm.preview_words(game, h.action, preview_lines(game, game.preview(text)))
        # the move is its heading (the narrator's sentence), so its reason says only what is new
        moves.append({"action": text, "text": clean(nar.proposal(h.action, seat, state)),
                      "reason": clean(h.why or h.reason), "preview": shown})
    return {"kind": "hint", "version": version, "seat": seat, "bot": "strong", "moves": moves,
            "start": start, "more": start + count < len(hints),
            "about": coach.about(game.edition, *((hints[start], start + 1) if start < len(hints) else ()))}


def explain(game: Game, version: int, chronicle: Chronicle, made_by: dict[int, str], seats: list[str]) -> dict:
    """The ``explain`` reply: why the bot that moved last did what it did: each of its decisions (but the discards
    and stops that only finish an action) with the reason its evaluation gives, from the position before it as that
    bot saw it. ``made_by``: who made each decision (by its index), a person or a bot level. Only moves are
    explained, never a hand: every viewer may ask."""
    last = chronicle.last_turn()
    if last is None:
        raise Refused("no move to explain yet")
    p = last["player"]
    seated = seats[p] if isinstance(p, int) and 0 <= p < len(seats) else "human"
    kind = made_by.get(last["from"], seated)  # who made the move then, not who sits there now
    if kind == "human":
        raise Refused(f"{vm.PLAYER_NAMES[p % 4]} is a person: the board explains only a bot's moves")
    rows = []
    for index, _p, text, before, _after in chronicle.recent(last["from"]):
        if text.split()[0] in ("stop", "discard"):
            continue
        public = game.public_text(text)
        if public != text:  # a choice kept face down: only its public description travels, and no reason
            rows.append({"action": public, "text": chronicle.move_text(index),
                         "reason": "kept face down: what was chosen, and why, stays hidden from the other "
                                   "players"})
            continue
        if kind == "random":
            why = "the random bot picks any legal decision, each as likely as the others"
        else:  # said once, in the third person, with what it weighed against it (issue 37: bot_why)
            why = bot_why.why(Game(game.edition, before, custom_start=True), text, kind)
        rows.append({"action": text, "text": chronicle.move_text(index), "reason": clean(why)})
    return {"kind": "explain", "version": version, "player": p, "bot": kind, "moves": rows}


def whole_log(game: Game, version: int, chronicle: Chronicle) -> dict:
    """The ``log`` reply: the whole log in English (the board shows its last entries: protocol.LOG_TAIL)."""
    chronicle.sync(game)
    return {"kind": "log", "version": version, "log": vm.log_groups(chronicle.entries(chronicle.total()))}
