"""The class's room: every table in memory, kept in step with the store, and the bots that play their seats.

Each change goes the same way (``_commit``), one at a time per table (a lock): the decision is applied to a copy
of the game (all or nothing: an illegal one raises the engine's own error and changes nothing), committed to the
store under the table's version (a compare-and-set, in a group commit: ``commits.py``), and only then made the
table's game. So a decision is acknowledged only once it is on disk, and a restart on the same store
(``Room.__init__`` replays every table) resumes at the last acknowledged one.

Bot seats play after a person's decision, and after a restart, on the event loop: a bot thinks in a worker process
(``tables.think``: its own copy of the game, replayed from the decisions), so the server keeps answering, and its
decision is committed like a person's, unless the table moved on meanwhile. Nothing here speaks HTTP: ``app.py``
does, and a websocket per seat can drive the same methods later.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import secrets
import time
from concurrent.futures import BrokenExecutor, ProcessPoolExecutor

from ..bots import BOTS
from ..engine import ActionSyntaxError, IllegalAction
from ..engine.limits import MAX_ACTION_TEXT, did_you_mean, shown
from .commits import Committer
from .desk import Desk
from .store import StaleVersion, Store, StoreError, TableRecord
from .tables import LIVE, PERSON, Table, TableSpecError, checked_params, hints, think
from .trust import new_code, new_token, same_secret

MAX_TABLES = 1000  # tables one server keeps; a class needs tens
MAX_WAIT = 30.0  # seconds a seat's request may wait for its table to change (``wait``)
log = logging.getLogger("brass_widget.classroom")


def bot_pool() -> ProcessPoolExecutor:
    """One worker process for the bots' thinking (spawned: no copy of the server's threads or sockets)."""
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))


class ApiError(Exception):
    """A request the room refuses: an HTTP ``status``, a plain-words ``message`` and any ``extra`` fields."""

    def __init__(self, status: int, message: str, **extra):
        super().__init__(message)
        self.status = status
        self.message = message
        self.extra = extra


class Room:
    """The tables of one server. ``store``: a ``Store``; ``think``: a function making the executor bots think in
    (default ``bot_pool``: one worker process, so a bot's thinking never holds this process's GIL while requests
    wait; tests make a thread pool). Its coroutines run on one asyncio event loop."""

    def __init__(self, store: Store, think=None):
        self._make_pool = think or bot_pool
        self.store = store
        self.token = store.secret("teacher", new_token)
        self.tables: dict[str, Table] = {}
        self.codes: dict[str, tuple[Table, int]] = {}
        self._think = self._make_pool()
        self._bots: dict[str, asyncio.Task] = {}
        self._waiting: dict[str, list[asyncio.Future]] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._commits = Committer(store)
        self.desk = Desk(store)  # short codes, paused or ended, names, reflections, last contact
        for rec in store.load_tables():
            try:
                self._add(Table(rec.id, rec.params, rec.codes, rec.decisions))
            except (ValueError, TypeError, KeyError) as e:  # IllegalAction and ActionSyntaxError are ValueErrors
                raise StoreError(f"table {rec.id} cannot be replayed by this version of brass-widget: {e}") from None

    def _add(self, table: Table) -> None:
        self.tables[table.id] = table
        for seat, code in enumerate(table.codes):
            if code is not None:
                self.codes[code] = (table, seat)
        self.desk.admit(table)

    # -- the teacher ---------------------------------------------------------------------------------------
    def is_teacher(self, token) -> bool:
        return same_secret(token, self.token)

    def create(self, body) -> Table:
        """A new table from a creation body (``tables.checked_params``): stored, then its bots start."""
        if len(self.tables) >= MAX_TABLES:
            raise ApiError(409, f"this server keeps at most {MAX_TABLES} tables")
        try:
            params = checked_params(body)
        except TableSpecError as e:
            raise ApiError(400, str(e)) from None
        tid = secrets.token_hex(4)
        while tid in self.tables:
            tid = secrets.token_hex(4)
        codes = [new_code() if kind == PERSON else None for kind in params["seats"]]
        self.store.create_table(TableRecord(tid, params, codes))
        table = Table(tid, params, codes)
        self._add(table)
        self.start_bots(table)
        return table

    def control(self, tid, verb: str) -> Table:
        """The teacher pauses, resumes or ends a table (``Desk.control``; ApiError 409 when it cannot); a resumed
        table's bots play on."""
        table = self.table(tid)
        try:
            self.desk.control(table, verb)
        except ValueError as e:
            raise ApiError(409, str(e)) from None
        self._wake(table)  # a seat waiting for a change hears of it now
        self.start_bots(table)
        return table

    def table(self, tid) -> Table:
        table = self.tables.get(tid) if isinstance(tid, str) else None
        if table is None:
            raise ApiError(404, f"no table {shown(tid, 40)}")
        return table

    # -- a seat --------------------------------------------------------------------------------------------
    def seat(self, code) -> tuple[Table, int]:
        """The table and seat a join code opens; ApiError 404 for any other string."""
        found = self.codes.get(code) if isinstance(code, str) else None
        if found is None:
            raise ApiError(404, "no seat has this code: ask your teacher for your table's link")
        return found

    def seen(self, table: Table, seat: int) -> None:
        """Note that ``seat`` of ``table`` was just heard from (the dashboard's "joined" and "last seen")."""
        self.desk.seen(table.id, seat)

    async def seat_view(self, code, after=None, wait=0.0) -> dict:
        """The seat's view; with ``after`` (a version) and ``wait`` (seconds, at most MAX_WAIT), first wait until
        the table is past that version or the time is up."""
        table, seat = self.seat(code)
        if after is not None and table.version <= after and wait > 0:
            fut = asyncio.get_running_loop().create_future()
            self._waiting.setdefault(table.id, []).append(fut)
            try:
                await asyncio.wait_for(fut, min(wait, MAX_WAIT))
            except asyncio.TimeoutError:
                pass
            finally:
                waiting = self._waiting.get(table.id, [])
                if fut in waiting:
                    waiting.remove(fut)
        return table.seat_view(seat)

    async def act(self, code, action, version) -> dict:
        """A person's decision: refused (ApiError, nothing changed) unless it is that seat's turn, ``version`` is the
        table's, and the engine allows it; else committed, and the bots after it start."""
        table, seat = self.seat(code)
        if not isinstance(action, str) or not action.strip():
            raise ApiError(400, f"action is a decision's text, not {shown(action)}")
        if len(action) > MAX_ACTION_TEXT:
            raise ApiError(400, f"a decision's text is at most {MAX_ACTION_TEXT} characters")
        if not isinstance(version, int) or isinstance(version, bool):
            raise ApiError(400, f"version is the whole number the seat's view gave, not {shown(version)}")
        async with self._lock(table):
            if version != table.version:
                raise ApiError(409, f"the table has moved on: it is at version {table.version}, not {version}",
                               version=table.version)
            if table.game.is_over:
                raise ApiError(409, "the game is over", version=table.version)
            if table.seats[seat] != PERSON:  # handed to a bot by the teacher (``hand_to_bot``)
                raise ApiError(409, f"your seat is played by the {table.seats[seat]} bot now", version=table.version)
            if table.status != LIVE:
                raise ApiError(409, f"the teacher has {table.status} this table", version=table.version)
            if table.game.current_player != seat:
                raise ApiError(409, "it is not your turn", version=table.version)
            try:
                done = await self._commit(table, action)
            except (IllegalAction, ActionSyntaxError) as e:
                found = getattr(e, "reasons", None) or [("action text", str(e))]  # a syntax error: why_not's words
                reasons = [{"rule": rule, "message": message} for rule, message in found]
                raise ApiError(422, str(e), reasons=reasons, version=table.version) from None
            except StaleVersion as e:  # the store holds another count: never while this lock is held
                raise ApiError(409, str(e), version=table.version) from None
        self.start_bots(table)
        return {"played": done, "version": table.version}

    # -- changes -------------------------------------------------------------------------------------------
    def _lock(self, table: Table) -> asyncio.Lock:
        lock = self._locks.get(table.id)
        if lock is None:
            lock = self._locks[table.id] = asyncio.Lock()
        return lock

    async def _commit(self, table: Table, text: str) -> str:
        """Apply ``text`` to a copy, store it under the table's version, then make the copy the table's game. The
        caller holds the table's lock."""
        game = table.game.clone()
        done = str(game.apply(text))
        await self._commits.append(table.id, table.version, done)
        table.game = game
        table.decisions.append(done)
        table.changed = time.monotonic()
        self._wake(table)
        return done

    def _wake(self, table: Table) -> None:
        """Answer every seat waiting for this table to change (``seat_view``'s ``wait``, a seat's websocket)."""
        for fut in self._waiting.pop(table.id, []):
            if not fut.done():
                fut.set_result(None)

    async def hand_to_bot(self, tid, seat, level) -> Table:
        """The teacher hands a person's seat (a student who left) to a bot of ``level``: stored, then the bot plays
        that seat from its next decision on. The seat's code still shows the seat's board, but acts no more."""
        table = self.table(tid)
        if not isinstance(seat, int) or not 0 <= seat < len(table.seats):
            raise ApiError(404, f"table {table.id} has seats 0 to {len(table.seats) - 1}, not {shown(seat, 20)}")
        if level not in BOTS:
            hint = did_you_mean(level, BOTS) if isinstance(level, str) else ""
            raise ApiError(400, f"level is one of {', '.join(BOTS)}, not {shown(level, 40)}{hint}")
        async with self._lock(table):
            if table.seats[seat] != PERSON:
                raise ApiError(409, f"seat {seat} is played by the {table.seats[seat]} bot already")
            if table.game.is_over:
                raise ApiError(409, "the game is over")
            seats = [level if s == seat else kind for s, kind in enumerate(table.seats)]
            self.store.set_seats(table.id, seats)
            table.params = {**table.params, "seats": seats}
            self._wake(table)
        self.start_bots(table)
        return table

    def start_bots(self, table: Table) -> None:
        """Let the bot seats of ``table`` play until a person's turn (or the end), unless they already are."""
        if table.bot_to_move() is None or table.id in self._bots:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no loop yet: ``start_all`` starts them once the server runs
        self._bots[table.id] = loop.create_task(self._play_bots(table))

    def start_all(self) -> None:
        for table in self.tables.values():
            self.start_bots(table)

    async def _play_bots(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        try:
            while (kind := table.bot_to_move()) is not None:
                version = table.version
                pool = self._think
                try:
                    text = await loop.run_in_executor(pool, think, table.id, table.params, list(table.decisions),
                                                      kind)
                except BrokenExecutor:  # the worker died (killed, out of memory): a new one, and think again
                    if self._think is pool:  # once, for all the tables whose bots found it broken
                        log.warning("the bots' worker stopped; starting another (table %s)", table.id)
                        pool.shutdown(wait=False, cancel_futures=True)
                        self._think = self._make_pool()
                    continue
                async with self._lock(table):
                    if table.version != version or table.status != LIVE:
                        continue  # a bot's turn only changes by its move; but never commit on a stale position,
                        # nor at a table the teacher paused or ended meanwhile
                    try:
                        await self._commit(table, text)
                    except StaleVersion:
                        continue
        except Exception:  # a bot that fails stops its table's bots; the server and the other tables go on
            log.exception("table %s: the bot of seat %s failed", table.id, table.game.current_player)
        finally:
            self._bots.pop(table.id, None)

    async def hints(self, table: Table, ranks: int) -> list:
        """The coach's ``ranks`` best decisions for the seat to move at ``table`` (``tables.hints``), searched in the
        bots' worker process, so the server keeps answering meanwhile."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._think, hints, table.id, table.params, list(table.decisions), ranks)

    async def idle(self) -> None:
        """Wait until no bot is thinking (tests and the bench use it; a running class never needs to)."""
        while self._bots:
            await asyncio.gather(*list(self._bots.values()), return_exceptions=True)

    def close(self) -> None:
        for task in self._bots.values():
            task.cancel()
        self._think.shutdown(wait=False, cancel_futures=True)
        self._commits.close()
        self.store.close()
