"""Short join codes a student can type, and the QR code of a join link.

A seat's join link carries its long code (``trust.new_code``: 128 bits). Typing that off a projector is no fun,
so each person seat also gets a short code: ``LENGTH`` characters from ``ALPHABET`` (no look-alikes: no 0/O,
1/I/L, U), shown as two groups of four (``KQ7M-3TXH``), typed in any case, with or without the dash or spaces.
``/join`` turns it into the seat's link. 30**8 is about 6.6e11 codes (39 bits); a class holds a few hundred live
seats, and each client address may try ``trust.BAD_CODES_PER_MINUTE`` wrong codes a minute, so guessing any live
seat from one address takes about 6.6e11 / 300 / 30 minutes: some 140 years (docs/classroom.md, "Trust").

Short codes are unique among the live tables (an ended table's codes are freed) and drawn by ``secrets``, never
derived from anything else.
"""

from __future__ import annotations

import secrets
from functools import lru_cache

ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789"  # 30 symbols: no 0/O, 1/I/L, U
LENGTH = 8


def new_short_code(taken) -> str:
    """A fresh short code (``LENGTH`` symbols, no dash) not in ``taken``."""
    while True:
        code = "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))
        if code not in taken:
            return code


def shown_code(code: str) -> str:
    """``KQ7M3TXH`` as it is shown and printed: ``KQ7M-3TXH``."""
    half = LENGTH // 2
    return f"{code[:half]}-{code[half:]}"


def typed_code(text) -> str | None:
    """The short code a student typed (any case, dashes and spaces ignored), or None when it cannot be one (wrong
    length or a symbol outside ``ALPHABET``): such a text is a wrong code like any other."""
    if not isinstance(text, str) or len(text) > 4 * LENGTH:
        return None
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) != LENGTH or any(c not in ALPHABET for c in code):
        return None
    return code


@lru_cache(maxsize=2048)
def qr_svg(url: str) -> str:
    """The QR code of ``url`` as an SVG document (``segno``; error correction M), black on white with a quiet zone
    of 4 modules whatever the page's theme: every phone camera reads that. 12 to 20 ms to draw on the shared 2-core
    machine; kept once drawn."""
    import io

    import segno

    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=3, border=4, dark="#000", light="#fff", xmldecl=False,
                                    svgns=True, nl=False, title="QR code of this seat's join link")
    return out.getvalue().decode("utf-8")
