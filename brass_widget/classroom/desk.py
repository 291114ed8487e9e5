"""The teacher's record of a class beside its games: each person seat's short code, whether a table is live,
paused or ended, the name a student gave on joining, each student's reflection, and when each seat was last
heard from.

Everything but the last contact is a table's note in the store (``Store.set_note``), so it survives a restart;
the last contact is kept in memory (a restarted server has heard from nobody yet). Nothing here decides a rule:
``Room`` refuses decisions at a table that is not live, and stops its bots.
"""

from __future__ import annotations

import time
import unicodedata

from .codes import new_short_code, shown_code, typed_code
from .store import Store
from .tables import ENDED, LIVE, PAUSED, Table

MAX_NAME = 40  # characters of a student's name
MAX_REFLECTION = 2000  # characters of a student's reflection
STUCK_SECONDS = 300  # a live game with no decision for 5 minutes is stuck (a student gone, a bot that failed)


def clean_text(text, limit: int, what: str) -> str:
    """A student's text, stripped, at most ``limit`` characters, without control characters (a line break is kept
    in a reflection). ValueError, in plain words, for anything else."""
    if not isinstance(text, str):
        raise ValueError(f"{what} is text")
    if len(text) > limit:
        raise ValueError(f"{what} is at most {limit} characters")
    keep = "\n" if what == "a reflection" else ""
    text = "".join(c for c in text if c in keep or unicodedata.category(c)[0] != "C").strip()
    return text


class Desk:
    """The notes of every table of one ``Room``, and the short codes of its live tables."""

    def __init__(self, store: Store):
        self.store = store
        self.notes: dict[str, dict] = store.load_notes()
        self.short: dict[str, tuple[str, int]] = {}  # short code -> (table id, seat), live tables only
        self.contact: dict[tuple[str, int], float] = {}  # (table id, seat) -> time.monotonic() of its last request
        self.measured: dict = {}  # (table id, version) -> a finished game's measured rows (results.summary's cache)

    def _note(self, tid: str, key: str, value) -> None:
        self.store.set_note(tid, key, value)
        self.notes.setdefault(tid, {})[key] = value

    def admit(self, table: Table) -> None:
        """Take in a table (made now, or loaded): its status, and short codes for its person seats while it is
        not ended (drawn the first time, kept in its notes)."""
        notes = self.notes.get(table.id, {})
        table.status = notes.get("status", LIVE)
        if table.status == ENDED:
            return
        codes = notes.get("short")
        if codes is None or len(codes) != len(table.codes) or any(c in self.short for c in codes if c):
            codes = [new_short_code(self.short) if long is not None else None for long in table.codes]
            self._note(table.id, "short", codes)
        for seat, code in enumerate(codes):
            if code is not None:
                self.short[code] = (table.id, seat)

    def short_codes(self, tid: str) -> list:
        """Each seat's short code (None for a bot seat, or every seat of an ended table)."""
        notes = self.notes.get(tid, {})
        return [] if notes.get("status") == ENDED else list(notes.get("short") or [])

    def find(self, text) -> tuple[str, int] | None:
        """The (table id, seat) a typed short code opens, or None."""
        code = typed_code(text)
        return None if code is None else self.short.get(code)

    def control(self, table: Table, verb: str) -> str:
        """The teacher's ``pause``, ``resume`` or ``end`` of ``table``: its new status. ValueError, changing nothing,
        for a table that cannot (an ended table stays ended; a finished game has nothing to pause or resume).
        Pausing a paused table or resuming a live one changes nothing and is no error (a repeated click)."""
        to = {"pause": PAUSED, "resume": LIVE, "end": ENDED}.get(verb)
        if to is None:
            raise ValueError(f"a table is paused, resumed or ended, not {verb[:20]!r}")
        if table.status == ENDED:
            raise ValueError(f"table {table.id} has ended: an ended table stays ended")
        if to != ENDED and table.game.is_over:
            raise ValueError(f"table {table.id}'s game is over: nothing to {verb}")
        if to != table.status:
            self.set_status(table, to)
        return to

    def set_status(self, table: Table, status: str) -> None:
        """Mark ``table`` live, paused or ended; an ended table's short codes are freed."""
        self._note(table.id, "status", status)
        table.status = status
        if status == ENDED:
            for code in self.notes[table.id].get("short") or []:
                self.short.pop(code, None)

    def stuck(self, table: Table) -> float | None:
        """Seconds since ``table``'s last decision if it is stuck (live, not over, none for ``STUCK_SECONDS``), else
        None."""
        idle = time.monotonic() - table.changed
        return idle if table.status == LIVE and not table.game.is_over and idle >= STUCK_SECONDS else None

    def students(self, table: Table, live: bool = False) -> list[dict]:
        """What the teacher sees of each student seat: its short code, the name its student gave, and whether it
        has been heard from since the server started (``joined``); with ``live``, also ``seen_s``, the seconds
        since its last request (None: not yet), a number that changes with every look."""
        short = self.short_codes(table.id)
        out = []
        for seat, long in enumerate(table.codes):
            if long is None:
                continue
            seen = self.last_seen(table.id, seat)
            row: dict = {"seat": seat, "short": shown_code(short[seat]) if seat < len(short) else None,
                         "name": self.name(table.id, seat), "joined": seen is not None}
            if live:
                row["seen_s"] = None if seen is None else round(seen, 1)
            out.append(row)
        return out

    def seen(self, tid: str, seat: int) -> None:
        self.contact[(tid, seat)] = time.monotonic()

    def last_seen(self, tid: str, seat: int) -> float | None:
        """Seconds since the seat's last request, or None if it has not been heard from since the server started."""
        then = self.contact.get((tid, seat))
        return None if then is None else time.monotonic() - then

    def name(self, tid: str, seat: int) -> str:
        return self.notes.get(tid, {}).get(f"name/{seat}", "")

    def set_name(self, tid: str, seat: int, name) -> None:
        self._note(tid, f"name/{seat}", clean_text(name, MAX_NAME, "a name"))

    def reflection(self, tid: str, seat: int) -> str:
        return self.notes.get(tid, {}).get(f"reflection/{seat}", "")

    def set_reflection(self, tid: str, seat: int, text) -> None:
        self._note(tid, f"reflection/{seat}", clean_text(text, MAX_REFLECTION, "a reflection"))
