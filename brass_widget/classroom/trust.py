"""Who may do what on the classroom server: unguessable secrets (the teacher's token checked in constant time), and
rate limits.

The teacher's token (``TOKEN_BYTES`` random bytes) alone creates and manages tables. A seat's join code
(``CODE_BYTES`` random bytes, ``secrets.token_urlsafe``) opens that seat of that table and nothing else. A code
is ~128 bits, so guessing one is hopeless; still, each client address may make only ``BAD_CODES_PER_MINUTE``
requests with a wrong code or token before it is refused for a while, and each seat only ``SEAT_RATE`` requests
a second (a burst of ``SEAT_BURST``), so one runaway script cannot starve a class. Rate limits count requests
against a clock; no game decision ever reads it (docs/design.md, "Determinism").
"""

from __future__ import annotations

import hmac
import secrets
import time

TOKEN_BYTES = 32
CODE_BYTES = 16
BAD_CODES_PER_MINUTE = 30
SEAT_RATE = 20.0  # requests per second, per seat (a person clicks a few times a second at most)
SEAT_BURST = 40
MAX_ADDRESSES = 10_000  # clients remembered by the limiter; the oldest are forgotten first


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_code() -> str:
    return secrets.token_urlsafe(CODE_BYTES)


def same_secret(given, expected: str) -> bool:
    """Whether ``given`` is ``expected``, compared in constant time (no timing tells how much of it matched)."""
    return isinstance(given, str) and hmac.compare_digest(given.encode("utf-8", "replace"), expected.encode())


class Bucket:
    """Token buckets by key: ``allow(key)`` is False once ``key`` has spent ``burst`` requests faster than
    ``rate`` a second. ``clock`` is injectable for tests."""

    def __init__(self, rate: float, burst: float, clock=time.monotonic):
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self._left: dict = {}  # key -> (tokens left, when counted)

    def allow(self, key) -> bool:
        now = self.clock()
        left, then = self._left.pop(key, (self.burst, now))  # popped and put back: the dict keeps recency order
        left = min(self.burst, left + (now - then) * self.rate)
        ok = left >= 1
        self._left[key] = (left - 1 if ok else left, now)
        if len(self._left) > MAX_ADDRESSES:
            del self._left[next(iter(self._left))]
        return ok

    def peek(self, key) -> bool:
        """Whether ``allow(key)`` would pass now, without spending anything."""
        left, then = self._left.get(key, (self.burst, self.clock()))
        return min(self.burst, left + (self.clock() - then) * self.rate) >= 1


class Limits:
    """The server's rate limits: ``seats`` per join code, ``bad`` (wrong codes and tokens) per client address."""

    def __init__(self, seat_rate: float = SEAT_RATE, seat_burst: float = SEAT_BURST,
                 bad_per_minute: int = BAD_CODES_PER_MINUTE, clock=time.monotonic):
        self.seats = Bucket(seat_rate, seat_burst, clock)
        self.bad = Bucket(bad_per_minute / 60.0, bad_per_minute, clock)
