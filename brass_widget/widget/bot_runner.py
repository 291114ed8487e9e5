"""The board's bot runner: bot seats move after each change, on the kernel's event loop when one runs, so the
board is drawn first and no cell blocks; a bot that may think long (the strong bot) thinks in a worker thread, or
on the loop where no thread can start (Pyodide, JupyterLite). A mixin of ``BoardWidget`` (``widget/board.py``),
which keeps the traits; this module keeps the timing of bot moves and nothing else.

At the table the strong bot thinks to a work budget (``TABLE_BUDGET``: evaluations, not seconds), so the same
position gives the same move in every session and a learner can replay a game (issue 37, item 10; docs/design.md,
Determinism). Its clock (``SAFETY_SECONDS``) is only a safety net; where it fires, the move may differ on a replay,
and the board says so (``ui["clock"]``, shown in its status line, and its log)."""

from __future__ import annotations

import asyncio
import math
import numbers
import threading
import time
import traceback

from ..bots import BOTS
from ..engine import Game
from ..engine.limits import shown
from ..render.words import PLAYER_NAMES

MAX_BOT_STEPS = 5000
BOT_SLICE = 0.25  # seconds of bot thinking between board updates when bots move on the event loop
# The strong bot's work budget at the table (StrongBot's options): its own, so the board's strong seat plays as a
# seeded tournament's does. Its slowest decision took 0.93 s of CPU on the project's machine (191 positions of the
# three editions, median 0.08-0.24 s: scripts/board_bot_seconds.py; the numbers are in docs/bots.md)
TABLE_BUDGET: dict = {}
SAFETY_SECONDS = 5.0  # the clock, a safety net only: a machine far slower or busier than the one measured
CLOCK_WORDS = ("{name}'s {kind} bot ran out of time (its {seconds:g}-second safety clock) before its work budget was "
               "spent: this move may differ if the game is replayed.")
MAX_BOT_DELAY = 3600  # seconds: the longest pause before a bot's move (an hour; a class watching needs a few)


def checked_bot_delay(value) -> float:
    """``value`` as seconds of ``bot_delay``: a real number from 0 to MAX_BOT_DELAY. Anything else raises a
    TypeError (not a number) or a ValueError (negative, too long, nan or infinite) that says so."""
    if not isinstance(value, numbers.Real) or isinstance(value, bool):
        raise TypeError(f"bot_delay is a number of seconds from 0 to {MAX_BOT_DELAY}, not {type(value).__name__}")
    # compared before float(): a huge int (10**400) has no float; nan fails both comparisons
    if not 0 <= value <= MAX_BOT_DELAY or math.isnan(float(value)):
        raise ValueError(f"bot_delay is a number of seconds from 0 to {MAX_BOT_DELAY}, not {shown(value, 40)}")
    return float(value)


class BotRunner:
    """Bot moves for ``BoardWidget``: uses its ``_game``, ``_seats``, ``_bots``, ``_pending_bot``, ``bot_delay``,
    and its ``_made``, ``_changed``, ``_guard`` and ``_human_seats``."""

    _bot_delay = 0.0

    @property
    def bot_delay(self) -> float:
        """Seconds a bot waits before each move in a live kernel, so a class can follow (0: at once); from 0 to
        ``MAX_BOT_DELAY`` (3600, an hour). Anything else raises a TypeError or ValueError and keeps the delay."""
        return self._bot_delay

    @bot_delay.setter
    def bot_delay(self, value) -> None:
        self._bot_delay = checked_bot_delay(value)

    def _bot_to_move(self) -> bool:
        cur = self._game.current_player
        return cur is not None and self._seats[cur] != "human"

    def _after_change(self, defer: bool = False) -> None:
        """After a change: let bot seats move, and send the board.

        * ``bot_delay`` > 0 in a live kernel (a running asyncio loop): one bot decision is scheduled with
          ``loop.call_later(bot_delay, ...)``; the board is sent now with the bot shown as busy.
        * ``defer`` (a click in the browser, or a table of bots only) in a live kernel: the board is drawn
          at once and the bots move on the next turns of the loop (``loop.call_soon``), in slices of
          ``BOT_SLICE`` seconds, so their thinking never delays a person's move nor blocks the kernel.
        * otherwise (Python calls such as ``w.play``, or no running loop): bots move now, and one message
          carries the result, so ``w.play`` returns with the bots' replies made.
        """
        if self._bot_to_move() and self._pending_bot is None:
            loop = running_loop()
            if loop is not None and self.bot_delay > 0:
                self._pending_bot = loop.call_later(self.bot_delay, self._bot_step)
            elif loop is not None and defer:
                self._pending_bot = loop.call_soon(self._bots_now)
            else:
                self._run_bots()
        self._changed()

    def _run_bots(self) -> None:
        steps = 0
        while self._bot_to_move() and steps < MAX_BOT_STEPS:
            self._apply_bot()
            steps += 1

    def _bots_now(self) -> None:
        """Bot decisions on the event loop, in slices of at most BOT_SLICE seconds: the board is sent after
        each slice and the kernel stays responsive, even for a game played by bots alone. A bot whose one
        decision may take long (``thinks_long``: the strong bot) thinks in a worker thread instead."""
        self._pending_bot = None
        t0 = time.perf_counter()
        loop = running_loop()

        def run():
            while self._bot_to_move() and time.perf_counter() - t0 < BOT_SLICE:
                if loop is not None and self._thinks_long():
                    self._pending_bot = Thinking(self, loop)
                    return
                self._apply_bot()
        ok = self._guard(run)
        if ok and self._pending_bot is None and self._bot_to_move() and loop is not None:
            self._pending_bot = loop.call_soon(self._bots_now)
        self._changed()

    def _thinks_long(self) -> bool:
        return bool(getattr(self._bots.get(self._game.current_player), "thinks_long", False))

    def _bot_thought(self, thinking: Thinking) -> None:
        """On the event loop: a decision a worker thread found. Applied like any input (``Game.apply``
        checks it is legal), and only if nothing changed meanwhile: an undo, a new game or new seats
        cancel it, and a game that moved on is thought about again."""
        if thinking.cancelled or self._pending_bot is not thinking:
            return
        self._pending_bot = None
        if self._game is not thinking.game or self._game.history != thinking.history or \
                self._seats[self._game.current_player] != thinking.kind:  # the seat changed hands meanwhile
            self._after_change(defer=True)
            return

        def apply():
            if thinking.error is not None:
                raise thinking.error
            seat = self._game.current_player
            self._clock_fired(thinking.bot, seat)
            self._made([self._game.apply(thinking.action)], seat)
            if len(self._human_seats()) > 1:
                self._revealed = None
        if self._guard(apply):
            self._after_change(defer=True)
        else:
            self._changed()

    def _apply_bot(self) -> None:
        cur = self._game.current_player
        bot = self._bots[cur]
        action = bot.choose(self._game)
        self._clock_fired(bot, cur)
        self._made([self._game.apply(action)], cur)
        if len(self._human_seats()) > 1:
            self._revealed = None  # the turn went round: pass-and-play reveals again

    def _bot_step(self) -> None:
        self._pending_bot = None
        loop = running_loop()
        if loop is not None and self._bot_to_move() and self._thinks_long():
            self._pending_bot = Thinking(self, loop)
            self._changed()
            return
        try:
            if self._bot_to_move():
                self._apply_bot()
        except Exception as e:
            self.error = f"{type(e).__name__} in a bot move: {e}"
            self.log.error("BoardWidget bot failed:\n%s", traceback.format_exc())
            self._changed()
            return
        self._after_change()

    def _clock_fired(self, bot, seat: int) -> None:
        """Before a bot's decision is applied: if its safety clock stopped its search (``StrongBot.cut_short``), note
        it for this decision (``clock_notes``, shown in ``ui["clock"]``) and in the widget's log."""
        if not getattr(bot, "cut_short", False):
            return
        text = CLOCK_WORDS.format(name=PLAYER_NAMES[seat % 4], kind=getattr(bot, "name", "strong"),
                                  seconds=bot.time_limit)
        notes = getattr(self, "_clock_notes", None)
        if notes is None or notes[0] is not self._game:
            notes = self._clock_notes = (self._game, {})
        notes[1][len(self._game.history)] = text
        self.log.warning("BoardWidget: %s (decision %d)", text, len(self._game.history))

    def clock_notes(self) -> dict[int, str]:
        """This game's decisions (index in its history) that a bot's safety clock cut short, each with the board's
        words; none while every bot decides to its work budget alone."""
        notes = getattr(self, "_clock_notes", None)
        if notes is None or notes[0] is not self._game:
            return {}
        return {i: text for i, text in notes[1].items() if i < len(self._game.history)}

    def _cancel_bots(self) -> None:
        if self._pending_bot is not None:
            self._pending_bot.cancel()
            self._pending_bot = None


class Thinking:
    """One bot decision computed in a worker thread on a copy of the game, handed back to the event loop
    (``BotRunner._bot_thought``). ``cancel()`` (an undo, a new game) makes the answer be discarded. Where no
    thread can start (Pyodide), the decision is computed on the event loop in a turn of its own instead."""

    def __init__(self, widget: BotRunner, loop):
        self.cancelled = False
        self.game = widget._game
        self.history = widget._game.history
        self.action = None
        self.error: Exception | None = None
        self.bot = bot = widget._bots[widget._game.current_player]
        self.kind = widget._seats[widget._game.current_player]
        snapshot = widget._game.clone()

        def think():
            try:
                self.action = bot.choose(snapshot)
            except Exception as e:  # reported on the event loop, in ``error``
                self.error = e
            try:
                loop.call_soon_threadsafe(widget._bot_thought, self)
            except RuntimeError:  # the loop closed meanwhile: nobody waits for this answer
                pass
        try:
            threading.Thread(target=think, name="brass-bot", daemon=True).start()
        except RuntimeError:  # no threads (Pyodide, JupyterLite): think on the loop, one decision in the bot's
            loop.call_soon(think)  # work budget (TABLE_BUDGET), then hand it back as the thread would

    def cancel(self) -> None:
        self.cancelled = True


def bots_for(game: Game, seats: list[str]) -> dict:
    """The bots of a table, each seeded from the game's seed and its seat (a seed is at most 64 bits: the
    saved-game schema's bound, so what a bot derives from it always works)."""
    seed = game.state.get("seed") or 0
    return {s: bot_for_seat(kind, seed * 10 + s) for s, kind in enumerate(seats) if kind != "human"}


def bot_for_seat(kind: str, seed: int):
    """A bot for a seat of the board. One that may think long (the strong bot) gets the table's work budget
    (``TABLE_BUDGET``: it answers within about a second, and the same way in every session) and a safety clock
    (``SAFETY_SECONDS``; the board reports it when it fires)."""
    if getattr(BOTS[kind], "thinks_long", False):
        return BOTS[kind](seed=seed, time_limit=SAFETY_SECONDS, **TABLE_BUDGET)
    return BOTS[kind](seed=seed)


def running_loop():
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
