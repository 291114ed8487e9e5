"""The lab's intervals: Student's t, honest at a class's sample sizes (issue 32, item 2).

A class runs 4 or 6 games per setting. The mean of n numbers is off from the true mean by about its standard error
(the sample standard deviation / sqrt(n)), but with so few games the standard deviation itself is a rough guess:
an interval of 1.96 standard errors covers the true mean far less often than 95% of the time (about 86% at 4
games). Student's t with n - 1 degrees of freedom widens it exactly enough when the numbers are roughly normal:
2.78 standard errors at 4 games (t with 3 degrees of freedom), 2.57 at 6, 2.26 at 10, towards 1.96 as n grows.

- ``interval(values)``: ``{"mean", "ci"}``, the mean and its 95% t interval, rounded to 3 decimals; ``ci`` is None
  below ``MIN_GAMES`` (2) values: one game says nothing about how much games vary, so it gives no interval;
- ``difference(values)``: the same for paired differences, with ``excludes_zero`` ("clear": the interval leaves out
  0; never below 2 values);
- ``t_quantile(level, df)``: the t with P(-t <= T <= t) = level for Student's T with ``df`` degrees of freedom,
  from the exact distribution function for whole degrees of freedom (Abramowitz and Stegun 26.7.3 and 26.7.4),
  inverted by bisection: no scipy.

``scripts/lab_coverage.py`` measures how often these intervals cover a known mean, and how often a difference of
nothing looks clear (the A/A test): docs/lab.md quotes it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

LEVEL = 0.95
MIN_GAMES = 2  # below this, no interval and no "clear" mark


def t_within(t: float, df: int) -> float:
    """P(-t <= T <= t) for Student's T with ``df`` (a whole number, at least 1) degrees of freedom: the exact finite
    series of Abramowitz and Stegun 26.7.3 (odd df) and 26.7.4 (even df), in theta = atan(t / sqrt(df))."""
    if not isinstance(df, int) or isinstance(df, bool) or df < 1:
        raise ValueError(f"degrees of freedom are a whole number of at least 1, not {df!r}")
    if t <= 0:
        return 0.0
    theta = math.atan(t / math.sqrt(df))
    sin, cos = math.sin(theta), math.cos(theta)
    cos2 = cos * cos
    if df % 2:  # odd: (2/pi) (theta + sin (cos + 2/3 cos^3 + ... + (2.4...(df-3))/(1.3...(df-2)) cos^(df-2)))
        term, total = cos, 0.0
        for j in range(1, (df - 1) // 2 + 1):
            total += term
            term *= (2 * j) / (2 * j + 1) * cos2
        return min(1.0, 2 / math.pi * (theta + sin * total))
    # even: sin (1 + 1/2 cos^2 + (1.3)/(2.4) cos^4 + ... + (1.3...(df-3))/(2.4...(df-2)) cos^(df-2))
    term, total = 1.0, 0.0
    for j in range(1, df // 2 + 1):
        total += term
        term *= (2 * j - 1) / (2 * j) * cos2
    return min(1.0, sin * total)


def t_quantile(level: float, df: int) -> float:
    """The t with P(-t <= T <= t) = ``level`` (0 < level < 1) for ``df`` degrees of freedom: 12.706 for 95% and 1
    degree, 3.182 for 3, 2.262 for 9, 1.984 for 100. Rounded to 9 decimals, so the same on every platform."""
    if not isinstance(level, (int, float)) or isinstance(level, bool) or not 0 < level < 1:
        raise ValueError(f"level is a probability between 0 and 1, not {level!r}")
    if not isinstance(df, int) or isinstance(df, bool) or df < 1:
        raise ValueError(f"degrees of freedom are a whole number of at least 1, not {df!r}")
    return _t_quantile(float(level), df)


@lru_cache(maxsize=256)
def _t_quantile(level: float, df: int) -> float:
    lo, hi = 0.0, 2.0
    while t_within(hi, df) < level:
        lo, hi = hi, hi * 2
    for _ in range(200):  # bisection: t_within rises with t
        mid = (lo + hi) / 2
        if mid in (lo, hi):
            break
        lo, hi = (mid, hi) if t_within(mid, df) < level else (lo, mid)
    return round((lo + hi) / 2, 9)


def mean_t_ci(values: Sequence[float], level: float = LEVEL) -> tuple[float, float, float] | tuple[float, None, None]:
    """(mean, low, high): the mean and its Student's t interval (sample standard deviation / sqrt(n), times the t
    quantile with n - 1 degrees of freedom); (mean, None, None) below ``MIN_GAMES`` values."""
    n = len(values)
    if n == 0:
        raise ValueError("no values")
    mean = math.fsum(values) / n
    if n < MIN_GAMES:
        return mean, None, None
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = t_quantile(level, n - 1) * math.sqrt(var / n)
    return mean, mean - half, mean + half


def interval(values: Sequence[float], level: float = LEVEL) -> dict:
    """``{"mean", "ci"}``: the mean and its t interval ``[low, high]``, rounded to 3 decimals (None below 2
    values)."""
    mean, lo, hi = mean_t_ci(values, level)
    return {"mean": round(mean, 3), "ci": None if lo is None or hi is None else [round(lo, 3), round(hi, 3)]}


def difference(values: Sequence[float], level: float = LEVEL) -> dict:
    """``interval`` of paired differences, with ``excludes_zero``: whether the (rounded) interval leaves out 0, a
    difference more than the noise of this many games. False without an interval (below 2 paired games)."""
    out = interval(values, level)
    out["excludes_zero"] = out["ci"] is not None and (out["ci"][0] > 0 or out["ci"][1] < 0)
    return out
