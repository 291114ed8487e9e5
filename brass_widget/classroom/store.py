"""The classroom's store: ONE small interface (``Store``) and its SQLite adapter (``SQLiteStore``).

A table is stored as what made it (its creation parameters and its seats' codes) plus the texts of its decisions
in order, and a version counter (how many decisions it holds). Loading replays the decisions from the seed: the
engine's seed + history determinism (docs/design.md, "Determinism") rebuilds every table exactly, so the store never
holds a game's state. Appending a decision is a compare-and-set on the version: it is stored only if the table is
still at the version the caller saw, so a decision is never stored twice; and it is committed before the call
returns, so it is never lost once acknowledged. ``append_decisions`` commits several at once, each under its own
compare-and-set, in one transaction: one disk sync for all the decisions a busy class sent meanwhile.

A table's notes (``set_note``, ``load_notes``) keep what the teacher's side records beside the game.

A server database (PostgreSQL) is another adapter behind the same seven methods (docs/classroom.md).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol


class StoreError(Exception):
    """A store this version cannot resume: its rows disagree, or a stored decision no longer replays."""


class StaleVersion(Exception):
    """``append_decision`` with a version the table is no longer at: another decision came first."""

    def __init__(self, table: str, version: int, current: int):
        super().__init__(f"table {table} is at version {current}, not {version}")
        self.current = current


@dataclass
class TableRecord:
    """One table as stored: ``params`` (edition, players, seats, rules, seed: the creation body, checked),
    ``codes`` (each seat's join code, or None for a bot seat), ``decisions`` (texts in order)."""

    id: str
    params: dict
    codes: list
    decisions: list[str] = field(default_factory=list)

    @property
    def version(self) -> int:
        return len(self.decisions)


class Store(Protocol):
    """What the server needs from a store. Every method commits before it returns."""

    def secret(self, name: str, make) -> str:
        """The named secret (the teacher's token), made by ``make()`` and kept the first time it is asked for."""

    def create_table(self, record: TableRecord) -> None:
        """Store a new table (no decisions yet)."""

    def append_decisions(self, items: list[tuple[str, int, str]]) -> list[StaleVersion | None]:
        """Store each ``(table, version, text)`` as decision number ``version`` (0-based) of ``table``, in order, all
        committed together. For each: None, or the StaleVersion that refused it (the table then held another number
        of decisions; that one changes nothing)."""

    def set_seats(self, table: str, seats: list[str]) -> None:
        """Store who plays each seat of ``table`` now (a seat handed to a bot by the teacher)."""

    def load_tables(self) -> list[TableRecord]:
        """Every table, in the order they were created, with its decisions."""

    def set_note(self, table: str, key: str, value) -> None:
        """Keep ``value`` (JSON) as the table's note ``key``, replacing the one before: what the teacher's side
        records beside the game (``desk.py``: short codes, paused or ended, a student's name and reflection)."""

    def load_notes(self) -> dict[str, dict]:
        """Every table's notes: ``{table: {key: value}}``."""

    def close(self) -> None:
        """Release the store."""


SCHEMA = """
CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    n INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT UNIQUE NOT NULL, params TEXT NOT NULL, codes TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS decisions (
    table_id TEXT NOT NULL, idx INTEGER NOT NULL, text TEXT NOT NULL, PRIMARY KEY (table_id, idx));
CREATE TABLE IF NOT EXISTS notes (
    table_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (table_id, key));
"""


def append_decision(store: Store, table: str, version: int, text: str) -> None:
    """One decision: ``store.append_decisions`` of one; raises its StaleVersion."""
    problem = store.append_decisions([(table, version, text)])[0]
    if problem is not None:
        raise problem


class SQLiteStore:
    """``Store`` in one SQLite file in ``folder`` (``classroom.sqlite``), in WAL mode with full syncs: decisions are
    on disk when ``append_decisions`` returns. Safe from several threads, one at a time (a lock): the server
    appends from its commit thread and makes tables on its event loop."""

    FILE = "classroom.sqlite"

    def __init__(self, folder: str | Path):
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / self.FILE
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)  # explicit transactions
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.executescript(SCHEMA)

    def secret(self, name: str, make) -> str:
        with self._lock:
            row = self._db.execute("SELECT value FROM secrets WHERE name = ?", (name,)).fetchone()
            if row:
                return row[0]
            value = make()
            self._db.execute("INSERT INTO secrets (name, value) VALUES (?, ?)", (name, value))
            return value

    def create_table(self, record: TableRecord) -> None:
        with self._lock:
            self._db.execute("INSERT INTO tables (id, params, codes) VALUES (?, ?, ?)",
                             (record.id, json.dumps(record.params, sort_keys=True), json.dumps(record.codes)))

    def append_decisions(self, items: list[tuple[str, int, str]]) -> list[StaleVersion | None]:
        out: list[StaleVersion | None] = []
        with self._lock:
            db = self._db
            db.execute("BEGIN IMMEDIATE")
            try:
                for table, version, text in items:
                    cur = db.execute("UPDATE tables SET version = version + 1 WHERE id = ? AND version = ?",
                                     (table, version))
                    if cur.rowcount == 1:
                        db.execute("INSERT INTO decisions (table_id, idx, text) VALUES (?, ?, ?)",
                                   (table, version, text))
                        out.append(None)
                    else:
                        row = db.execute("SELECT version FROM tables WHERE id = ?", (table,)).fetchone()
                        out.append(StaleVersion(table, version, row[0] if row else -1))
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
        return out

    def set_seats(self, table: str, seats: list[str]) -> None:
        with self._lock:
            row = self._db.execute("SELECT params FROM tables WHERE id = ?", (table,)).fetchone()
            if row is None:
                raise StoreError(f"no table {table} in the store")
            params = {**json.loads(row[0]), "seats": list(seats)}
            self._db.execute("UPDATE tables SET params = ? WHERE id = ?", (json.dumps(params, sort_keys=True), table))

    def load_tables(self) -> list[TableRecord]:
        with self._lock:
            out = []
            for tid, params, codes, version in self._db.execute(
                    "SELECT id, params, codes, version FROM tables ORDER BY n").fetchall():
                texts = [t for (t,) in self._db.execute(
                    "SELECT text FROM decisions WHERE table_id = ? ORDER BY idx", (tid,))]
                if len(texts) != version:  # the counter and the rows are written in one transaction
                    raise StoreError(f"table {tid}: {len(texts)} decisions stored under version {version}")
                out.append(TableRecord(tid, json.loads(params), json.loads(codes), texts))
            return out

    def set_note(self, table: str, key: str, value) -> None:
        with self._lock:
            self._db.execute("INSERT OR REPLACE INTO notes (table_id, key, value) VALUES (?, ?, ?)",
                             (table, key, json.dumps(value, sort_keys=True)))

    def load_notes(self) -> dict[str, dict]:
        with self._lock:
            out: dict[str, dict] = {}
            for tid, key, value in self._db.execute("SELECT table_id, key, value FROM notes ORDER BY table_id, key"):
                out.setdefault(tid, {})[key] = json.loads(value)
            return out

    def close(self) -> None:
        with self._lock:
            self._db.close()
