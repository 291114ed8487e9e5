"""The learner walk's open list (issue 21; docs/measurements/learner-walk-2026-11-26.md, "What is left"), on the
Python side of the board and in its stylesheet: each test failed on the main of 2026-11-26."""

from __future__ import annotations

import colorsys
import re

from brass_widget.widget.board import STATIC

CSS = (STATIC / "board.css").read_text()
RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
HEX = re.compile(r"#([0-9a-fA-F]{3,8})\b")


def _rules(css: str, needle: str) -> list[tuple[str, str]]:
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    return [(one.strip(), body) for sels, body in RULE.findall(css) for one in sels.split(",") if needle in one]


def _rgb(hex_digits: str) -> tuple[float, float, float]:
    h = hex_digits[:3] if len(hex_digits) in (3, 4) else hex_digits[:6]
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def _reddish(rgb) -> bool:
    hue, light, sat = colorsys.rgb_to_hls(*rgb)
    return sat > 0.4 and 0.1 < light < 0.9 and (hue < 25 / 360 or hue > 335 / 360)


def test_the_chosen_mark_is_not_the_refusal_colour():
    # The walk: the space picked in the chooser got a red glow (a red diagonal on a split space), which reads as
    # "not allowed". The mark is the candidates' gold with a ring or dashes (a cue besides the hue).
    chosen = _rules(CSS, ".brass-chosen")
    assert {sel.split(".brass-chosen")[0].split()[-1] for sel, _ in chosen} >= {"[data-slot]", "[data-tile]",
                                                                               "[data-link]", "[data-merchant]"}
    refusal = _rgb(re.search(r"--brass-warn:[^;]*#([0-9a-fA-F]{6})", CSS).group(1))
    assert _reddish(refusal)  # the check below knows red when it sees it
    for sel, body in chosen:
        colours = [_rgb(m) for m in HEX.findall(body)]
        assert colours and not any(_reddish(c) for c in colours), (sel, body)
        assert "--brass-warn" not in body and "red" not in body, (sel, body)
    bodies = " ".join(body for _, body in chosen)
    assert "#ffb000" in bodies  # the map's "where the step can go" gold
    for part in ("[data-slot]", "[data-link]", "[data-merchant]"):
        body = " ".join(b for sel, b in chosen if part in sel)
        cand = " ".join(b for sel, b in _rules(CSS, ".brass-cand") if part in sel)
        assert body != cand and re.search(r"#222|stroke-dasharray|stroke-width", body), (part, body)
