"""A classroom table: a game made from its creation parameters, its seats (people or bots), and what each
viewer may be told about it.

Everything a seat is sent is made from ``Game.observation(seat)`` and that seat's own legal decisions
(docs/design.md, "Hidden information"); the teacher is sent the table's public picture (no hand, no deck order) with
the decisions' texts. A bot seat's decision is a function of the table's seed, the seat and the decision's
number only (``bot_seed``), never of a clock or of what the process did before, so a table replayed after a
restart goes on exactly as it would have.
"""

from __future__ import annotations

import hashlib
import numbers
import time
from collections.abc import Sequence

from ..bots import BOTS, coach
from ..engine import DEFAULT_EDITION, Game
from ..engine.limits import did_you_mean, shown

PERSON = "person"
SEAT_KINDS = (PERSON, *BOTS)  # person, random, beginner, greedy, strong
FIELDS = ("edition", "players", "seats", "rules", "seed")
LIVE, PAUSED, ENDED = "live", "paused", "ended"  # a table's status: the teacher pauses or ends it (desk.py)


class TableSpecError(ValueError):
    """A table's creation parameters are wrong: the message says which and why."""


def checked_params(body) -> dict:
    """The creation body ``{"edition", "players", "seats", "rules", "seed"}`` checked, with its defaults filled in
    (``DEFAULT_EDITION``, 4 players, every seat a person, no house rules, seed 0). Raises TableSpecError."""
    if not isinstance(body, dict):
        raise TableSpecError(f"a table is a JSON object with {', '.join(FIELDS)}, not {type(body).__name__}")
    extra = sorted(set(body) - set(FIELDS))
    if extra:
        raise TableSpecError(f"unknown field {shown(extra[0])}{did_you_mean(extra[0], FIELDS)}; "
                             f"a table has {', '.join(FIELDS)}")
    edition = body.get("edition", DEFAULT_EDITION)
    players = body.get("players", 4)
    if not isinstance(edition, str):
        raise TableSpecError(f"edition is an edition's name, not {shown(edition)}")
    if not isinstance(players, int) or isinstance(players, bool):
        raise TableSpecError(f"players is a whole number, not {shown(players)}")
    seats = body.get("seats", [PERSON] * players if 1 <= players <= 4 else None)
    if not isinstance(seats, list) or len(seats) != players:
        raise TableSpecError(f"seats is a list of {shown(players)} seat kinds (one per player), not {shown(seats)}")
    for kind in seats:
        if kind not in SEAT_KINDS:
            hint = did_you_mean(kind, SEAT_KINDS) if isinstance(kind, str) else ""
            raise TableSpecError(f"a seat is one of {', '.join(SEAT_KINDS)}, not {shown(kind)}{hint}")
    rules = body.get("rules", {})
    rules = {} if rules is None else rules
    if not isinstance(rules, dict):
        raise TableSpecError(f"rules is an object of house-rule knobs, not {shown(rules)}")
    seed = body.get("seed", 0)
    if not isinstance(seed, numbers.Integral) or isinstance(seed, bool):
        raise TableSpecError(f"seed is a whole number from 0 to 2**64 - 1, not {shown(seed)}")
    try:
        game = dealt({"edition": edition, "players": players, "seed": seed, "rules": rules})  # the engine checks
    except (ValueError, TypeError) as e:
        raise TableSpecError(str(e)) from None
    return {"edition": game.state["edition"], "players": players, "seats": list(seats), "rules": game.house_rules,
            "seed": seed}


def dealt(params: dict) -> Game:
    """The game a table's checked creation parameters deal, before any decision."""
    return Game.new(params["edition"], players=params["players"], seed=params["seed"], rules=params["rules"] or None)


def bot_seed(seed: int, seat: int, version: int) -> int:
    """The seed of the bot deciding decision number ``version`` at ``seat`` of a table dealt from ``seed``: 48 bits
    of a SHA-256 (the same on every Python and in every process)."""
    return int.from_bytes(hashlib.sha256(f"{seed}/{seat}/{version}".encode()).digest()[:6], "big")


def bot_decision(game: Game, kind: str, seed: int, version: int) -> str:
    """The text of the decision a ``kind`` bot makes for the seat to move, deciding to its own work budget (no clock:
    ``BOTS[kind](seed=...)`` with its default options)."""
    seat = game.current_player
    assert seat is not None, "a bot decides only in a game that is not over"
    bot = BOTS[kind](seed=bot_seed(seed, seat, version))
    return str(bot.choose(game))


_THINKING: dict[str, Game] = {}  # table id -> its game, where bots think (the worker process's own copies)


def think(tid: str, params: dict, decisions: list[str], kind: str) -> str:
    """``bot_decision`` for the seat to move at table ``tid`` after ``decisions``, in the process bots think in."""
    return bot_decision(_replayed(tid, params, decisions), kind, params["seed"], len(decisions))


def hints(tid: str, params: dict, decisions: list[str], ranks: int) -> list:
    """The coach's ``ranks`` best decisions for the seat to move at table ``tid`` after ``decisions``
    (``coach.ranked``: a search of about a second, from that seat's observation only), in the process bots think
    in: a seat's Hint on its board (``seat_board.py``)."""
    return coach.ranked(_replayed(tid, params, decisions), k=ranks, time_limit=coach.HINT_SECONDS)


def _replayed(tid: str, params: dict, decisions: list[str]) -> Game:
    """This process's copy of table ``tid``'s game after ``decisions``: brought up to date by replaying the new
    decisions (seed + history determinism), or made again if it went another way. Only the arguments cross between
    processes: a few hundred short texts."""
    g = _THINKING.get(tid)
    if g is None or len(g.history) > len(decisions) or g.history != decisions[:len(g.history)]:
        g = _THINKING[tid] = dealt(params)
    for text in decisions[len(g.history):]:
        g.apply(text)
    return g


class Table:
    """One table in memory: ``game`` (the engine's, rebuilt from ``params`` + ``decisions``), ``version`` (how many
    decisions it holds: ``decisions``, the texts as stored) and ``codes`` (seat -> join code; None for a bot)."""

    def __init__(self, tid: str, params: dict, codes: list, decisions: Sequence[str] = ()):
        self.id = tid
        self.params = params
        self.codes = codes
        self.game = dealt(params)
        for text in decisions:
            self.game.apply(text)  # replay: seed + history gives the same game (docs/design.md, "Determinism")
        self.decisions = list(decisions)  # as stored: the texts the store holds, in order
        self.status = LIVE  # or PAUSED, ENDED: no decision is taken at a table that is not live
        self.changed = time.monotonic()  # when its last decision came (or it was loaded): the dashboard's "stuck"

    @property
    def version(self) -> int:
        return len(self.decisions)

    @property
    def seats(self) -> list[str]:
        return self.params["seats"]

    def bot_to_move(self) -> str | None:
        """The kind of bot whose decision it is, or None (a person's turn, the game is over, or the table is not
        live)."""
        cur = self.game.current_player
        return None if cur is None or self.status != LIVE or self.seats[cur] == PERSON else self.seats[cur]

    def seat_view(self, seat: int) -> dict:
        """All a seat is sent: its observation, its legal decisions (none when it is not its turn), the version."""
        g = self.game
        mine = g.current_player == seat
        out = {"table": self.id, "seat": seat, "version": self.version, "current_player": g.current_player,
               "over": g.is_over, "status": self.status,
               "legal": [str(a) for a in g.legal_actions()] if mine and self.status == LIVE else [],
               "state": g.observation(seat)}
        if g.is_over:
            out["scores"] = g.final_scores()
        return out

    def public_state(self) -> dict:
        """The table as anyone watching may see it: the first seat's observation, without a log, with every
        seat's own part (its hand, its face-down cards) as the next seat sees it."""
        g = self.game
        n = self.params["players"]
        state = g.observation(0, log=False)
        for s in range(n):
            state["seats"][s] = g.observation((s + 1) % n, log=False)["seats"][s]
        state["seat"] = None
        return state

    def teacher_view(self) -> dict:
        g = self.game
        return {"id": self.id, **self.params, "version": self.version, "decisions": list(self.decisions),
                "over": g.is_over, "status": self.status, "current_player": g.current_player,
                "vp": [s["vp"] for s in g.state["seats"]], "state": self.public_state()}

    def results(self) -> dict:
        """The treatment (creation parameters) and the standings: final when ``over``, else as they stand."""
        return {"id": self.id, **self.params, "version": self.version, "over": self.game.is_over,
                "status": self.status, "scores": self.game.final_scores()}
