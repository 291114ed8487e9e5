"""The renderer's colours and marks: each player's colour, shape and hatch (so colour is never the only cue), the
cubes' colours, the map's style sheet, and a player's mark as SVG."""

from __future__ import annotations

from ..engine import vocabulary
from .words import seat_index

# Okabe-Ito colours (distinct for the common colour-vision deficiencies), and a shape per player so
# that colour is never the only cue.
PLAYER_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7")
PLAYER_SHAPES = ("circle", "square", "triangle", "diamond")
# each player's hatch on their tiles: none, diagonal, across, down (plotly's bar pattern shapes, which the charts use)
PLAYER_HATCHES = ("", "/", "-", "|")
UNKNOWN_FILL = vocabulary.UNKNOWN_FILL
# what a tile's cubes are, by what its industry holds (the edition's industry table): coal or iron; an edition's own
# resources' colours are its presentation's ``cube_colours`` (Birmingham's beer, Brass Duel's boats)
RESOURCE_COLOUR = {"coal": "#1d1d1d", "iron": "#e07b24"}


def cube_colour(ed, holds) -> str:
    """The colour of a cube (or barrel) of what a tile holds: the edition's own, else the shared, else iron's."""
    return ed.presentation.get("cube_colours", {}).get(holds) or RESOURCE_COLOUR.get(holds, RESOURCE_COLOUR["iron"])


def _luminance(colour: str) -> float:
    """WCAG 2's relative luminance of a colour "#rrggbb"."""
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    """WCAG 2's contrast ratio of two colours "#rrggbb" (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_on(colour: str) -> str:
    """The glyph's colour on a tile of this colour: white where it reads at 4.5:1 (WCAG AA), else near-black."""
    return "#ffffff" if contrast("#ffffff", colour) >= 4.5 else "#1b1b1b"


def shape_path(shape: str, cx: float, cy: float, r: float) -> str:
    """An SVG element for a player's shape, centred on (cx, cy)."""
    if shape == "circle":
        return f'<circle cx="{cx:.4g}" cy="{cy:.4g}" r="{r:.4g}"/>'
    if shape == "square":
        s = r * 0.9
        return f'<rect x="{cx - s:.4g}" y="{cy - s:.4g}" width="{2 * s:.4g}" height="{2 * s:.4g}"/>'
    if shape == "triangle":
        return (f'<path d="M{cx:.4g} {cy - r * 1.1:.4g}L{cx + r * 1.05:.4g} {cy + r * 0.8:.4g}'
                f'L{cx - r * 1.05:.4g} {cy + r * 0.8:.4g}z"/>')
    return (f'<path d="M{cx:.4g} {cy - r * 1.2:.4g}L{cx + r:.4g} {cy:.4g}L{cx:.4g} {cy + r * 1.2:.4g}'
            f'L{cx - r:.4g} {cy:.4g}z"/>')


def player_mark(seat: int, cx: float, cy: float, r: float = 6) -> str:
    if seat_index(seat) is None:
        return ""
    colour = PLAYER_COLOURS[seat % 4]
    return (f'<g class="brass-mark brass-p{seat}" fill="{colour}" stroke="#fff" stroke-width="1.5">'
            f'{shape_path(PLAYER_SHAPES[seat % 4], cx, cy, r)}</g>')

STYLE = """
.brass-svg .brass-canal{stroke:#7fb3da;stroke-width:4;fill:none;stroke-linecap:round}
.brass-svg .brass-rail{stroke:#5b4a3a;stroke-width:7;fill:none;stroke-dasharray:1.6 5}
.brass-svg .brass-rail2{stroke:#5b4a3a;stroke-width:1.4;fill:none}
.brass-svg .brass-built-link{stroke:#1b1b1b;stroke-width:14;fill:none;stroke-linecap:round}
.brass-svg .brass-link-fill{stroke-width:9;fill:none;stroke-linecap:round}
.brass-svg .brass-hit{stroke:transparent;stroke-width:16;fill:none}
.brass-svg .brass-hits path{stroke:transparent;stroke-width:36;fill:none;stroke-linecap:butt}
.brass-svg .brass-ink,.brass-svg .brass-loc-name{fill:#3a2f1f}
.brass-svg .brass-loc-name{font-size:18px;font-weight:700;text-anchor:middle}
.brass-svg .brass-loc-bg{fill:#f7f0df;stroke:#8a7a5c;stroke-width:1.2}
.brass-svg .brass-offmap .brass-loc-bg{fill:#e9dcc0}
.brass-svg .brass-lvl{font-size:18px;font-weight:800;fill:#fff;stroke:#1b1b1b;stroke-width:3;paint-order:stroke;
stroke-linejoin:round}
"""
# colours the tests check for contrast: a built link is a dark casing around the player's colour, wide
# enough to stand out from the thin, light canal line and the dotted rail line under it
LINK_CASING, CANAL_COLOUR, MAP_BG, FLIP_BADGE = "#1b1b1b", "#7fb3da", "#e6efe0", "#ffd24a"


HATCH_PATHS = {"/": "M0 6L6 0", "-": "M0 3H6", "|": "M3 0V6"}


def hatch_path(s: int) -> str:
    d = HATCH_PATHS.get(PLAYER_HATCHES[s % 4])
    return f'<path d="{d}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2"/>' if d else ""
