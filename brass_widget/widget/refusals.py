"""What the board says when it refuses a message or a call: one exception, shown in the ``error`` trait, and the
words of a refusal (``refusal_text``) for any transport."""

from __future__ import annotations

from ..engine import IllegalAction


class Refused(Exception):
    """An intent the widget will not carry out; the message is shown in the widget."""


NOT_YOURS = ("refused: the board answers previews and why-nots only about the hand it shows (the player "
             "to act, once their hand is revealed)")


IN_REVIEW = ("refused: the board is in Review mode, showing a past position; leave the review (Back to the game) to "
             "play on")


NOT_REVIEWING = "refused: the board is not in Review mode (BoardWidget.review opens it)"


def refusal_text(e: BaseException) -> str | None:
    """The words the board shows for a refusal: a ``Refused``'s own, an ``IllegalAction``'s reasons each with its
    rule; None for any other exception (a failure, not a refusal)."""
    if isinstance(e, Refused):
        return str(e)
    if isinstance(e, IllegalAction):
        return "; ".join(f"{r.message} ({r.rule})" for r in e.reasons) or "not allowed"
    return None
