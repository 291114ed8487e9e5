"""The size limits on input from outside, and how a bad value is echoed in an error message.

A decision's text, a saved game and a scenario are capped so that no input can make the engine
work for long or fill memory; an error message shows a bad value as a short ``repr`` (never the
whole value, never raw control characters).
"""

from __future__ import annotations

from collections.abc import Iterable

MAX_ACTION_TEXT = 200  # characters in one decision's text (the longest real one is about 120)
MAX_PLAY_TEXT = 20_000  # characters in a ``play`` line of several decisions separated by ';'
MAX_SAVED_TEXT = 8 * 1024 * 1024  # characters (or bytes) of a saved game or scenario; real ones are ~25 KB
MAX_LOG_FROM_OUTSIDE = 4000  # log entries in a position from outside, leaving room for a game's own
SEED_BITS = 64  # a seed is a whole number 0 <= seed < 2**64; a new game not given one draws this many random bits


def shown(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for error messages."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a repr that fails must not turn into a different error
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def did_you_mean(word: object, names: Iterable[str]) -> str:
    """' (did you mean 'x'?)' for the closest of ``names`` to a misspelt ``word``, else ''."""
    import difflib
    if not isinstance(word, str) or len(word) > 60:
        return ""
    close = difflib.get_close_matches(word.strip().lower(), list(names), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""
