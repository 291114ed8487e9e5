"""Values that decide something, the same on every Python (docs/design.md, Determinism): a seeded game, tournament or
experiment makes the same decisions on Python 3.10 to the newest and in the browser (Pyodide).

Two things made a bot's choice depend on the Python it ran on (issue 32: lesson 17's game 3 went another way at
decision 36 on 3.12 and 3.13): the built-in ``sum`` of floats, which Python 3.12 made compensated (another last
bit than 3.11's left-to-right sum), and near-ties between values that differ only in those last bits. So:

* ``total`` adds floats with ``math.fsum``: correctly rounded, the same on every Python;
* ``settled`` rounds a value to ``PLACES`` decimals before it is compared: values that differ by less (the same
  VP reached by another order of additions) are equal;
* ``order`` sorts, and ``best`` picks, by the settled value, highest first, ties broken by the decision's text
  (never by an order that another version of the code might list differently).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

PLACES = 6  # decimals a value keeps before comparison: far below any weight a bot gives (0.01 VP at least)


def total(values: Iterable[float]) -> float:
    """The sum of ``values``, exactly rounded (``math.fsum``): the same on every Python."""
    return math.fsum(values)


def settled(value: float) -> float:
    """``value`` rounded to ``PLACES`` decimals (0.0 for -0.0), as it is compared."""
    return round(value, PLACES) + 0.0


def rank_key(text: str, value: float) -> tuple[float, str]:
    """The sort key of a decision ``text`` worth ``value``: best first, ties by the text."""
    return (-settled(value), text)


def order(scored: Iterable[tuple[object, float]]) -> list[tuple[object, float]]:
    """``(decision, value)`` pairs, best first (``rank_key``; a decision's text is ``str(decision)``)."""
    return sorted(scored, key=lambda x: rank_key(str(x[0]), x[1]))


def best(scored: Iterable[tuple[object, float]]):
    """The decision of the best ``(decision, value)`` pair (``rank_key``); None when there is none."""
    top = min(scored, key=lambda x: rank_key(str(x[0]), x[1]), default=None)
    return None if top is None else top[0]
