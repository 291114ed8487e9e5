"""What the board says when it refuses a message or a call: one exception, shown in the ``error`` trait."""


class Refused(Exception):
    """An intent the widget will not carry out; the message is shown in the widget."""


NOT_YOURS = ("refused: the board answers previews and why-nots only about the hand it shows (the player "
             "to act, once their hand is revealed)")
