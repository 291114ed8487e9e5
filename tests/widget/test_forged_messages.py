"""Forged browser messages (issue 19, item 5): every message type the board accepts, with every decision kind of
every edition and garbage in each field, on every edition's board. Each answer is a plain refusal in ``error``
or a normal reply; never a handler failure (``_guard`` logs "BoardWidget handler failed"), never an exception's
name, an empty number or a Python repr in the words a person reads.
"""

from __future__ import annotations

import logging
import re
from collections import Counter

import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine.actions import words_of
from brass_widget.widget import BoardWidget
from brass_widget.widget.viewmodel import SEL_FIELDS

BOARDS = {"lancashire": 4, "birmingham": 3, "duel": 2}
# every decision kind of every edition (the shared ones and each edition's own), then names no edition has
KINDS = list(dict.fromkeys(k for e, n in BOARDS.items() for k in words_of(Game.new(e, players=n).edition).kinds))
GARBAGE = [None, 0, -1, 3, 2 ** 70, 10 ** 400, 1.5, True, "", "x", "bolton", "manchester/1", "x" * 5000,
           "nosuchname", "\x00<b>", [], ["build"], [1, None], {}, {"a": 1}, {"kind": "build"}]
# the words of a failure: an exception's name, a list with an empty number, a Python repr of a container or object
BAD = re.compile(r"[A-Z]\w*(Error|Exception)\b|Traceback|is for\s+or|for ,| or  |\{'|\[\]|\['|<\w+ object|0x[0-9a-f]{6}")


def _messages(kind: str, version: int, seat) -> list[dict]:
    """The messages of every type the board's handler accepts, about ``kind``, each field in turn garbage."""
    base = {"act": {"action": kind, "version": version, "seat": seat},
            "preview": {"action": kind, "version": version},
            "why": {"sel": {"kind": kind}, "key": "k"},
            "hint": {"version": version}, "explain": {}, "log": {},
            "undo": {"version": version}, "redo": {"version": version},
            "new": {"players": 2}, "seats": {"seats": ["human"]}, "save": {},
            "load": {"text": "{}"}, "highlight": {"on": ["network"]}, "reveal": {"seat": seat},
            "review_step": {"n": 0}, "review_end": {},  # the live board: not in Review mode, refused
            kind: {}}  # a decision kind is no message type: refused
    out = [{"type": t, **fields} for t, fields in base.items()]
    for t, fields in base.items():
        for field in fields:
            out += [{"type": t, **fields, field: g} for g in GARBAGE]
    out += [{"type": "why", "sel": {"kind": kind, f: g}, "key": "k"} for f in SEL_FIELDS for g in GARBAGE]
    out += [{"type": "why", "sel": {"kind": kind, "card": "x"}, "key": g} for g in GARBAGE]
    out += [{"type": "act", "action": f"{kind} {g}", "version": version, "seat": seat} for g in GARBAGE[9:14]]
    out += [{"type": g} for g in GARBAGE] + [g for g in GARBAGE if not isinstance(g, dict)]
    return out


def _positions(edition: str) -> list[Game]:
    """The start, and a position some random decisions in (Duel: past the choice of Notable Persons)."""
    start = Game.new(edition, players=BOARDS[edition], seed=4)
    later = start.clone()
    bot = RandomBot(seed=4)
    for _ in range(14):
        later.apply(bot.choose(later))
    return [start, later]


def _words(w) -> list[str]:
    reply = w.reply if isinstance(w.reply, dict) else {}
    return [w.error] + [r.get("message", "") for r in reply.get("reasons", ()) if isinstance(r, dict)]


@pytest.mark.parametrize("edition", list(BOARDS))
def test_every_forged_message_gets_a_refusal_or_a_reply(edition, caplog):
    tally = Counter()
    for game in _positions(edition):
        w = None
        for kind in KINDS + ["nosuchkind"]:
            for msg in _messages(kind, version=-1, seat=game.current_player):
                if w is None or w.game.to_json() != game.to_json():  # a message that changed the game: start again
                    w = BoardWidget(game=game.clone(), teacher=True)
                if isinstance(msg, dict) and msg.get("version") == -1:
                    msg = {**msg, "version": w.view["version"]}
                w.error, w.reply = "", {}
                caplog.clear()
                with caplog.at_level(logging.ERROR):
                    w._on_msg(w, msg, [])
                failed = [r.getMessage()[:300] for r in caplog.records]
                words = [t for t in _words(w) if BAD.search(t)]
                assert not failed and not words, (str(msg)[:200], failed, words)
                tally["refusal" if w.error else "reply"] += 1
    print(f"{edition}: {sum(tally.values())} messages, {tally['refusal']} refusals, {tally['reply']} normal replies, "
          "0 failures")
    assert tally["refusal"] and tally["reply"]


@pytest.mark.parametrize("edition", ["lancashire", "birmingham"])
@pytest.mark.parametrize("kind", ["take", "choose", "invite", "bribe", "decline"])
def test_why_about_a_kind_the_edition_lacks_is_refused_plainly(edition, kind):
    w = BoardWidget(game=Game.new(edition, players=2, seed=1), teacher=True)
    w._on_msg(w, {"type": "why", "sel": {"kind": kind}}, [])
    title = w.game.edition.title
    assert w.error == f"refused: {title} has no {kind!r} decision"


@pytest.mark.parametrize("edition, players, counts", [("duel", 3, "2"), ("duel", 0, "2"), ("birmingham", 5, "2, 3 or 4"),
                                                      ("lancashire", 1, "2, 3 or 4")])
def test_a_refused_player_count_names_every_count(edition, players, counts):
    w = BoardWidget(game=Game.new(edition, players=2, seed=1))
    w._on_msg(w, {"type": "new", "players": players}, [])
    assert w.error == f"refused: {w.game.edition.title} is for {counts} players"
