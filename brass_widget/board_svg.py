"""The board picture: one pure-Python SVG renderer for the whole table.

This module is the single source of drawing truth. ``Game._repr_svg_`` uses it so a game shows up
as a static picture in saved notebooks, nbconvert output and on GitHub, and the interactive
``BoardWidget`` sends the same SVG in its view model; the browser only layers interaction on top.

Every element people can point at carries a stable attribute:

* ``data-location="manchester"`` on each location group,
* ``data-slot="manchester/2"`` on each industry space (spaces counted from 1, as in action texts),
* ``data-tile="manchester/2"`` on a tile built there (drawn over its space),
* ``data-link="bolton--wigan"`` on each canal or rail line, ``data-hit="bolton--wigan"`` on its click
  target, drawn above the boxes along the stretch between them, and ``data-built="bolton--wigan"`` on a
  link built there.

No Jupyter imports here: only the edition data and a state dict (``game.state`` or an observation).

Trust: every string drawn here that comes from the state, the edition data or a file (names, ids,
era names, scores, tiles drawn) goes through ``esc`` (text and attribute values, quotes included), and
every number through ``num`` (digits, or escaped text when a file put something else there). The
browser inserts this SVG with ``innerHTML``, so nothing from outside may reach it unescaped; the
payload tests in ``tests/widget/test_trust.py`` parse the output to prove it.
"""

from __future__ import annotations

import math
import re
import weakref
from collections.abc import Mapping
from functools import lru_cache
from html import escape

from .engine import vocabulary
from .engine.board import market_quote

# Okabe-Ito colours (distinct for the common colour-vision deficiencies), and a shape per player so
# that colour is never the only cue.
PLAYER_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7")
PLAYER_NAMES = ("Blue", "Orange", "Green", "Pink")
PLAYER_SHAPES = ("circle", "square", "triangle", "diamond")
# each player's hatch on their tiles: none, diagonal, across, down (plotly's bar pattern shapes, which the charts use)
PLAYER_HATCHES = ("", "/", "-", "|")

# An industry's name, colour and glyph are its edition's presentation data (engine.vocabulary); the renderer names
# no industry of its own. ``INDUSTRY_NAMES``: every edition's names, for text that has no edition at hand.
class _AllIndustryNames(Mapping):
    """Every registered edition's industry names, read when first asked (the editions register after import)."""

    def __getitem__(self, ind):
        return vocabulary.all_industry_names()[ind]

    def __iter__(self):
        return iter(vocabulary.all_industry_names())

    def __len__(self):
        return len(vocabulary.all_industry_names())


INDUSTRY_NAMES = _AllIndustryNames()
UNKNOWN_FILL = vocabulary.UNKNOWN_FILL
# what a tile's cubes are, by what its industry holds (the edition's industry table): coal, iron or beer
RESOURCE_COLOUR = {"coal": "#1d1d1d", "iron": "#e07b24", "beer": "#8a4b14", "boats": "#1f5fa8"}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"}


def industry_name(ed, ind) -> str:
    """An industry's name as people say it ("Cotton Mill"), from the edition's data, else from its id."""
    return vocabulary.industry_name(ed, ind)

WIDTH, HEIGHT = 1180, 980
MAP_W = 770  # the map uses x in [0, MAP_W]; the static picture's right column holds markets, tracks and players
SLOT, GAP, PAD = 36, 4, 6
BOX_H = 74  # a location box with spaces: its name (NAME_SIZE) over a row of spaces and their cubes
NAME_SIZE = 18  # town names: at the widget's narrowest side-by-side map (~0.67 px a unit) still 12 px
NAME_W = 10.8  # the width of one character of a town name, roughly, for sizing its box
NAME_ROW = 26  # from a box's top to its row of spaces
LINK_GAP, BOX_GAP, LINE_CLEAR = 30.0, 12.0, 10.0  # layout: gap between linked and other boxes; a line's
# clearance from boxes it does not join
HIT_WIDTH = 36  # the click target of a line, drawn above the boxes along its stretch between them

# characters XML 1.0 forbids (C0 controls but tab and newlines, lone surrogates, U+FFFE, U+FFFF)
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def clean(value) -> str:
    """Text from outside as a string that any XML, HTML or JSON consumer accepts: the characters XML
    forbids become U+FFFD. Not escaped: for data the browser shows with ``textContent``."""
    return _NOT_XML.sub("\ufffd", value if isinstance(value, str) else str(value))


def esc(value) -> str:
    """Text or an attribute value for the SVG: ``& < > " '`` escaped, XML-forbidden characters replaced."""
    return escape(clean(value), quote=True)


def num(value) -> str:
    """A number drawn as a number; anything else a file may have put in its place, as escaped text."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, float) and math.isfinite(value):
        return f"{value:g}"
    return esc(value)


def _seat(value) -> int | None:
    """A player index usable for colours and patterns, or None."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


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
    if _seat(seat) is None:
        return ""
    colour = PLAYER_COLOURS[seat % 4]
    return (f'<g class="brass-mark brass-p{seat}" fill="{colour}" stroke="#fff" stroke-width="1.5">'
            f'{shape_path(PLAYER_SHAPES[seat % 4], cx, cy, r)}</g>')


# -- layout ---------------------------------------------------------------------------------------
def merchant_spaces(edition) -> int:
    """The most merchant tiles any merchant location holds (its box has that many places), from the
    edition's merchant table; 0 for an edition without merchants."""
    return max((max(m["spaces"].values()) for m in edition.data.get("merchants", ())), default=0)


def _is_merchant(loc: dict) -> bool:
    return loc.get("kind") == "merchant"


def _box_size(loc: dict, merchant_n: int = 0, bonus_chars: int = 0) -> tuple[float, float]:
    n = len(loc["spaces"])
    if _is_merchant(loc) and merchant_n:  # its merchant tiles in a row, and its beer bonus under them
        return max(PAD * 2 + merchant_n * SLOT + (merchant_n - 1) * GAP + 20, NAME_W * len(box_name(loc)) + 56,
                   bonus_chars * 10.5 + 44, 118.0), float(BOX_H + 22)
    if n == 0:
        return max(92.0, NAME_W * len(box_name(loc)) + 40), 36.0
    return max(PAD * 2 + n * SLOT + (n - 1) * GAP, NAME_W * len(box_name(loc)) + 18), float(BOX_H)


def _clip(ax: float, ay: float, bx: float, by: float, rect) -> tuple[float, float] | None:
    """The part of the segment A-B inside ``rect`` (x0, y0, x1, y1), as (t0, t1) along it, or None."""
    t0, t1 = 0.0, 1.0
    dx, dy = bx - ax, by - ay
    for p, q in ((-dx, ax - rect[0]), (dx, rect[2] - ax), (-dy, ay - rect[1]), (dy, rect[3] - ay)):
        if p == 0:
            if q < 0:
                return None
            continue
        r = q / p
        if p < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
        if t0 > t1:
            return None
    return t0, t1


def _rect(p, grow: float = 0.0) -> tuple[float, float, float, float]:
    return (p[0] - p[2] / 2 - grow, p[1] - p[3] / 2 - grow, p[0] + p[2] / 2 + grow, p[1] + p[3] / 2 + grow)


@lru_cache(maxsize=8)
def _layout_cached(key: str, locs: tuple, lines: tuple) -> dict:
    lats = [g[0] for _, g, _ in locs]
    lons = [g[1] for _, g, _ in locs]
    lat0, lat1, lon0, lon1 = min(lats), max(lats), min(lons), max(lons)
    k = math.cos(math.radians((lat0 + lat1) / 2))
    span_x, span_y = (lon1 - lon0) * k, lat1 - lat0
    scale = min((MAP_W - 200) / span_x, (HEIGHT - 110) / span_y)
    pos = {}
    for lid, (lat, lon), size in locs:
        x = 90 + (lon - lon0) * k * scale
        y = 45 + (lat1 - lat) * scale
        pos[lid] = [x, y, size[0], size[1]]
    ids = [lid for lid, _, _ in locs]
    linked = {frozenset(ln) for ln in lines}
    pairs = [(pos[a], pos[b], LINK_GAP if frozenset((a, b)) in linked else BOX_GAP)
             for i, a in enumerate(ids) for b in ids[i + 1:]]
    crossings = [(pos[a], pos[b], [pos[c] for c in ids if c not in (a, b)]) for a, b in lines]
    # Deterministic relaxation, keeping each box near its real place: boxes apart (linked boxes further, so
    # each line shows a stretch between them to click), and no line under a box it does not join.
    for _ in range(160):
        moved = False
        for pa, pb, margin in pairs:
            dx, dy = pb[0] - pa[0], pb[1] - pa[1]
            ox = (pa[2] + pb[2]) / 2 + margin - abs(dx)
            oy = (pa[3] + pb[3]) / 2 + margin - abs(dy)
            if ox > 0 and oy > 0:
                moved = True
                if ox * 1.3 < oy:  # separate along the cheaper axis (horizontal moves look worse)
                    s = (1 if dx >= 0 else -1) * ox / 2
                    pa[0] -= s
                    pb[0] += s
                else:
                    s = (1 if dy >= 0 else -1) * oy / 2
                    pa[1] -= s
                    pb[1] += s
        for pa, pb, others in crossings:
            lx, ly = pb[0] - pa[0], pb[1] - pa[1]
            length = math.hypot(lx, ly) or 1.0
            nx, ny = -ly / length, lx / length
            x0, x1 = min(pa[0], pb[0]), max(pa[0], pb[0])
            y0, y1 = min(pa[1], pb[1]), max(pa[1], pb[1])
            for pc in others:
                if pc[0] + pc[2] / 2 + LINE_CLEAR < x0 or pc[0] - pc[2] / 2 - LINE_CLEAR > x1 or \
                        pc[1] + pc[3] / 2 + LINE_CLEAR < y0 or pc[1] - pc[3] / 2 - LINE_CLEAR > y1:
                    continue  # nowhere near the line
                hit = _clip(pa[0], pa[1], pb[0], pb[1], _rect(pc, LINE_CLEAR))
                if hit is None:
                    continue
                moved = True
                t = (hit[0] + hit[1]) / 2
                qx, qy = pa[0] + lx * t, pa[1] + ly * t
                side = 1 if (pc[0] - qx) * nx + (pc[1] - qy) * ny >= 0 else -1
                pc[0] += side * nx * 3
                pc[1] += side * ny * 3
                for q in (pa, pb):
                    q[0] -= side * nx * 1.5
                    q[1] -= side * ny * 1.5
                x0, x1 = min(pa[0], pb[0]), max(pa[0], pb[0])
                y0, y1 = min(pa[1], pb[1]), max(pa[1], pb[1])
        for p in pos.values():  # keep inside the map area
            p[0] = min(max(p[0], p[2] / 2 + 8), MAP_W - p[2] / 2 - 8)
            p[1] = min(max(p[1], p[3] / 2 + 8), HEIGHT - p[3] / 2 - 8)
        if not moved:
            break
    return {lid: (round(p[0], 1), round(p[1], 1), p[2], p[3]) for lid, p in pos.items()}


def layout(edition) -> dict[str, tuple[float, float, float, float]]:
    """Centre x, centre y, width and height of each location's box, from its latitude and longitude."""
    mn = merchant_spaces(edition)
    bonus = {m.get("id"): len(bonus_text(m.get("bonus"))) for m in edition.data.get("merchants", ())}
    locs = tuple((loc["id"], tuple(loc["geo"]), _box_size(loc, mn, bonus.get(loc["id"], 0)))
                 for loc in edition.data["locations"])
    lines = tuple((ln.a, ln.b) for ln in edition.lines.values())
    return _layout_cached(edition.id, locs, lines)


def slot_origin(edition, lay, ref: str) -> tuple[float, float]:
    """Top-left corner of a space's square."""
    loc, _, num = ref.rpartition("/")  # the space number follows the last "/"
    cx, cy, w, h = lay[loc]
    n = len(edition.spaces[loc])
    inner = n * SLOT + (n - 1) * GAP
    x0 = cx - inner / 2
    return round(x0 + (int(num) - 1) * (SLOT + GAP)), round(cy - h / 2 + NAME_ROW)


def merchant_origin(edition, lay, lid: str, i: int) -> tuple[float, float]:
    """Top-left corner of a merchant location's i-th tile place (from 0)."""
    cx, cy, w, h = lay[lid]
    n = merchant_spaces(edition)
    inner = n * SLOT + (n - 1) * GAP
    return round(cx - inner / 2 + i * (SLOT + GAP)), round(cy - h / 2 + NAME_ROW)


def line_geometry(edition) -> dict[str, dict]:
    """For each line: its ends (the two box centres), the stretch between the two boxes (``gap``: two
    points), the click target drawn above the boxes along it (``hit``: two points, clear of every space
    by half its width) and the middle of that stretch (``mid``), where marks and badges go."""
    lay = layout(edition)
    key = (id(lay), tuple((ln.id, ln.a, ln.b) for ln in edition.lines.values()))
    hit = _GEOMETRY.get(key)
    if hit is not None and hit[0] is lay:
        return hit[1]
    geo = _geometry_cached(edition.id, key[1], tuple(sorted(lay.items())), _slot_rects(edition, lay))
    if len(_GEOMETRY) > 32:
        _GEOMETRY.clear()
    _GEOMETRY[key] = (lay, geo)
    return geo


_GEOMETRY: dict = {}  # (the layout's identity, the lines) -> (that layout, its geometry): a cheap lookup


def _slot_rects(edition, lay) -> tuple:
    out = []
    for lid in edition.location_ids:
        for i in range(len(edition.spaces[lid])):
            x, y = slot_origin(edition, lay, f"{lid}/{i + 1}")
            out.append((x - 1, y - 1, x + SLOT + 1, y + SLOT + 7))  # the space and the cubes under it
    return tuple(out)


@lru_cache(maxsize=8)
def _geometry_cached(_id: str, lines: tuple, lay_items: tuple, slots: tuple) -> dict:
    lay = dict(lay_items)
    half = HIT_WIDTH / 2 + 1
    out = {}
    for line_id, a, b in lines:
        ax, ay = lay[a][:2]
        bx, by = lay[b][:2]
        ta = (_clip(ax, ay, bx, by, _rect(lay[a])) or (0.0, 0.0))[1]
        tb = (_clip(ax, ay, bx, by, _rect(lay[b])) or (1.0, 1.0))[0]
        if tb < ta:
            ta = tb = (ta + tb) / 2
        length = math.hypot(bx - ax, by - ay) or 1.0
        # the click target: the stretch between the boxes, shortened until the wide stroke clears every space
        t0, t1 = ta, tb
        step = 1.0 / length
        n = max(int((tb - ta) / step), 1)
        nx, ny = -(by - ay) / length * half, (bx - ax) / length * half
        near = [r for r in slots if not (r[2] < min(ax, bx) - half or r[0] > max(ax, bx) + half
                                         or r[3] < min(ay, by) - half or r[1] > max(ay, by) + half)]
        clear = []
        for i in range(n + 1):  # the stroke's cross-section at each point must miss every space
            t = ta + (tb - ta) * i / n
            px, py = ax + (bx - ax) * t, ay + (by - ay) * t
            clear.append(all(_clip(px - nx, py - ny, px + nx, py + ny, r) is None for r in near))
        best, run = (0, -1), None
        for i, ok in enumerate(clear + [False]):
            if ok and run is None:
                run = i
            elif not ok and run is not None:
                if i - 1 - run > best[1] - best[0]:
                    best = (run, i - 1)
                run = None
        if best[1] >= best[0]:
            t0, t1 = ta + (tb - ta) * best[0] / n, ta + (tb - ta) * best[1] / n
        else:
            t0 = t1 = (ta + tb) / 2

        def at(t, ax=ax, ay=ay, bx=bx, by=by):
            return [round(ax + (bx - ax) * t, 1), round(ay + (by - ay) * t, 1)]
        out[line_id] = {"a": [ax, ay], "b": [bx, by], "gap": [at(ta), at(tb)], "hit": [at(t0), at(t1)],
                        "mid": at((ta + tb) / 2)}
    _uncross(out, half)
    return out


def _uncross(geo: dict, half: float) -> None:
    """Where a line's click target crosses one drawn after it (Birmingham's Coalbrookdale-Wolverhampton and
    Stafford-Stone), the later one covers the crossing: keep the longer part of the earlier target, clear
    of the crossing by the target's half width, so a click on it always reaches it."""
    ids = list(geo)
    for i, a in enumerate(ids):
        (x0, y0), (x1, y1) = geo[a]["hit"]
        for b in ids[i + 1:]:
            (u0, v0), (u1, v1) = geo[b]["hit"]
            dx, dy, ex, ey = x1 - x0, y1 - y0, u1 - u0, v1 - v0
            den = dx * ey - dy * ex
            if abs(den) < 1e-9:
                continue
            s = ((u0 - x0) * ey - (v0 - y0) * ex) / den
            t = ((u0 - x0) * dy - (v0 - y0) * dx) / den
            if not (0 <= s <= 1 and 0 <= t <= 1):
                continue
            length = math.hypot(dx, dy) or 1.0
            sin = abs(den) / (length * (math.hypot(ex, ey) or 1.0))
            w = 2 * half / max(sin, 0.2) / length  # the other target's band, along this line
            lo, hi = (0.0, s - w), (s + w, 1.0)
            p, q = lo if lo[1] - lo[0] >= hi[1] - hi[0] else hi
            if q <= p:
                continue
            geo[a]["hit"] = [[round(x0 + dx * p, 1), round(y0 + dy * p, 1)],
                             [round(x0 + dx * q, 1), round(y0 + dy * q, 1)]]
            (x0, y0), (x1, y1) = geo[a]["hit"]


# -- drawing --------------------------------------------------------------------------------------
def drawn_industries(ed) -> tuple[str, ...]:
    """The edition's industries with a glyph, in its data's order (the order the defs draw them)."""
    return tuple(vocabulary.industry_glyphs(ed))


def _slot_kinds(ed) -> tuple[tuple[str, ...], ...]:
    """Every kind of printed space the edition has, each drawn once in the defs: the shared ones first."""
    have = set(ed.industries)
    kinds = [k for k in SLOT_KINDS if set(k) <= have]
    for lid in ed.location_ids:
        for sp in ed.spaces[lid]:
            if tuple(sp) not in kinds:
                kinds.append(tuple(sp))
    return tuple(kinds)


def _defs(ed) -> str:
    fills = tuple((ind, vocabulary.industry_fill(ed, ind)) for ind in ed.industries)
    return _defs_for(tuple(vocabulary.industry_glyphs(ed).items()), _slot_kinds(ed), fills)


@lru_cache(maxsize=4)
def _defs_for(glyphs: tuple, slot_kinds: tuple, fills: tuple) -> str:
    out = [f'<style>{STYLE}</style><defs>']
    industries = tuple(ind for ind, _ in glyphs)
    for ind, glyph in glyphs:
        out.append(f'<symbol id="brass-i-{ind}" viewBox="0 0 20 20" fill="none" stroke="currentColor" '
                   f'stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">{glyph}</symbol>')
    out.append('<symbol id="brass-i-trade" viewBox="0 0 20 20"><path d="M2 7h12l-3-3M18 13H6l3 3" fill="none" '
               'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></symbol>')
    # a hatch per player, so built tiles differ by pattern as well as hue
    for s, colour in enumerate(PLAYER_COLOURS):
        out.append(f'<pattern id="brass-pat-{s}" width="6" height="6" patternUnits="userSpaceOnUse">'
                   f'<rect width="6" height="6" fill="{colour}"/>{_hatch(s)}</pattern>')
    for inds in slot_kinds:
        face = _slot_face(inds, dict(fills))
        out.append(f'<symbol id="brass-s-{"-".join(inds)}" viewBox="0 0 {SLOT} {SLOT}">{face}</symbol>')
    out.append(_tile_symbols(industries))
    out.append('</defs>')
    return "".join(out)


SLOT_KINDS = (("cotton_mill",), ("port",), ("shipyard",), ("iron_works",), ("coal_mine",),
              ("cotton_mill", "coal_mine"), ("cotton_mill", "port"))

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


def _slot_face(inds, fills: dict) -> str:
    if len(inds) == 1:
        fill = fills.get(inds[0], UNKNOWN_FILL)
        return (f'<rect x="0.5" y="0.5" width="{SLOT - 1}" height="{SLOT - 1}" rx="4" fill="{fill}" '
                f'stroke="#8a7a5c"/><use href="#brass-i-{inds[0]}" x="7" y="7" width="22" height="22" '
                'color="#4a3f30"/>')
    a, b = inds[0], inds[-1]
    return (f'<path d="M4 0H{SLOT}V{SLOT - 4}z" fill="{fills.get(a, UNKNOWN_FILL)}"/>'
            f'<path d="M0 4V{SLOT}H{SLOT - 4}z" fill="{fills.get(b, UNKNOWN_FILL)}"/>'
            # the outline takes clicks on its whole inside, the band between the halves too (pointer-events)
            f'<rect x="0.5" y="0.5" width="{SLOT - 1}" height="{SLOT - 1}" rx="4" fill="none" stroke="#8a7a5c" '
            'pointer-events="all"/>'
            f'<path d="M2 2L{SLOT - 2} {SLOT - 2}" stroke="#8a7a5c" stroke-width="0.8"/>'
            f'<use href="#brass-i-{a}" x="18" y="2" width="16" height="16" color="#4a3f30"/>'
            f'<use href="#brass-i-{b}" x="2" y="18" width="16" height="16" color="#4a3f30"/>')


HATCH_PATHS = {"/": "M0 6L6 0", "-": "M0 3H6", "|": "M3 0V6"}


def _hatch(s: int) -> str:
    d = HATCH_PATHS.get(PLAYER_HATCHES[s % 4])
    return f'<path d="{d}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2"/>' if d else ""


def line_colours(ed) -> dict[str, str]:
    """Each line's colour word from the edition's data, where its presentation names lines by colour (what a
    colour's line is called: ``vocabulary.line_colour_words``); a line without one is a canal and/or rail line."""
    words = vocabulary.line_colour_words(ed)
    return {ln.get("id"): ln["kind"] for ln in ed.data.get("lines", ())
            if isinstance(ln, dict) and ln.get("kind") in words}


def _line_svg(ed, lay, ln, colours=None) -> str:
    """An empty line (the same all game): its canal and/or rail drawing and a hover target under the boxes."""
    ax, ay = (round(v) for v in lay[ln.a][:2])
    bx, by = (round(v) for v in lay[ln.b][:2])
    kind = "both" if ln.canal and ln.rail else ("canal" if ln.canal else "rail")
    d = f"M{ax} {ay}L{bx} {by}"
    colour = (colours or {}).get(ln.id)
    words = vocabulary.line_colour_words(ed)[colour] if colour else ("canal and rail" if kind == "both" else kind)
    label = f"{words} line {ed.names[ln.a]} to {ed.names[ln.b]}"
    if colour:
        kind = f"{kind} brass-line-{colour}"
    parts = [f'<g class="brass-line brass-line-{kind}" data-link="{esc(ln.id)}" role="img" aria-label="{esc(label)}">']
    if ln.canal:
        parts.append(f'<path class="brass-canal" d="{d}"/>')
    if ln.rail:
        parts.append(f'<path class="brass-rail" d="{d}"/><path class="brass-rail2" d="{d}"/>')
    parts.append(f'<path class="brass-hit" d="{d}"/></g>')
    return "".join(parts)


# A built link's kind where the edition records one is drawn over the owner's colour so it reads without colour:
# its mark is the edition's data (``vocabulary.link_marks``).


def _link_svg(ed, lay, ln, owner, kind=None, era=None) -> str:
    """A built link on a line: a dark casing around its owner's colour, and the owner's shape between the
    two boxes ("" for an empty line); ``kind`` (a road, rail or ferry) its mark. Its name says whose it is and
    what it is, "Blue's canal link Bolton – Wigan": a Brass Duel link by its kind, any other by the ``era``
    it was built in (a canal era's links leave the board at its end)."""
    if owner is None:
        return ""
    ax, ay = (round(v) for v in lay[ln.a][:2])
    bx, by = (round(v) for v in lay[ln.b][:2])
    d = f"M{ax} {ay}L{bx} {by}"
    seat = _seat(owner)
    colour = PLAYER_COLOURS[seat % 4] if seat is not None else "#888888"
    mx, my = line_geometry(ed)[ln.id]["mid"]
    who = PLAYER_NAMES[seat % 4] if seat is not None else clean(owner)
    what = kind if kind is not None else era
    label = f"{who}'s {clean(what) + ' ' if what else ''}link {ed.names[ln.a]} – {ed.names[ln.b]}"
    mark = vocabulary.link_marks(ed).get(kind) if kind is not None else None
    return (f'<g class="brass-link" data-built="{esc(ln.id)}" data-owner="{num(owner)}"'
            + (f' data-kind="{esc(kind)}"' if kind is not None else "")
            + f' role="img" aria-label="{esc(label)}"><path class="brass-built-link" d="{d}"/>'
            f'<path class="brass-link-fill" d="{d}" stroke="{colour}"/>'
            + (f'<path d="{d}" fill="none" {mark}/>' if mark else "")
            + f'{player_mark(owner, mx, my, 7)}</g>')


def _hits_svg(ed) -> str:
    """Every line's click target, drawn above the location boxes along the stretch between its two boxes
    (clear of every space), so a line under or between boxes is still easy to click."""
    out = ['<g class="brass-hits">']
    for line_id, g in line_geometry(ed).items():
        (x0, y0), (x1, y1) = g["hit"]
        out.append(f'<path data-hit="{esc(line_id)}" d="M{x0:g} {y0:g}L{x1:g} {y1:g}"/>')
    out.append('</g>')
    return "".join(out)


def _tile_body(x: float, y: float, s, ind, flipped: bool, glyph: bool = True) -> str:
    """A built tile's face: the owner's hatched colour, the industry's glyph, the owner's shape, and on its
    flipped (scoring) side a dark edge and a gold badge with a tick, seen at a glance."""
    fill = f"url(#brass-pat-{s % 4})" if _seat(s) is not None else "#888888"
    out = [f'<rect x="{x}" y="{y}" width="{SLOT}" height="{SLOT}" rx="4" fill="{fill}" '
           f'stroke="{LINK_CASING if flipped else "#fff"}" stroke-width="{3 if flipped else 1.2}"/>']
    if glyph:
        out.append(f'<use href="#brass-i-{ind}" x="{x + SLOT - 18}" y="{y + SLOT - 18}" width="16" height="16" '
                   'color="#fff"/>')
    out.append(player_mark(s, x + 8, y + SLOT - 8, 4.2))
    if flipped:
        out.append(f'<g class="brass-flip-badge"><circle cx="{x + SLOT - 8}" cy="{y + 8}" r="8.5" fill="{FLIP_BADGE}" '
                   f'stroke="{LINK_CASING}" stroke-width="1.6"/><path d="M{x + SLOT - 12} {y + 8.5}l3 3l5-6" '
                   f'stroke="{LINK_CASING}" stroke-width="2.2" fill="none" stroke-linecap="round"/></g>')
    return "".join(out)


def _tile_symbols(industries) -> str:
    """Every player's tile of every industry, both sides, drawn once in the defs (tiles then cost a few
    bytes each on the board)."""
    return "".join(f'<symbol id="brass-t-{s}-{ind}{"-f" if flipped else ""}" viewBox="0 0 {SLOT} {SLOT}" '
                   f'overflow="visible">{_tile_body(0, 0, s, ind, flipped)}</symbol>'
                   for s in range(len(PLAYER_COLOURS)) for ind in industries for flipped in (False, True))


def _tile_svg(ed, x, y, ref, tile, town="", space=0) -> str:
    s = tile["owner"]
    ind = tile["industry"]
    flipped = bool(tile["flipped"])
    level = tile["level"]
    owner = _seat(s)
    who = PLAYER_NAMES[owner % 4] if owner is not None else str(s)
    info = ed.industry.get(ind) if isinstance(ind, str) else None
    holds = info.holds if info is not None else None
    what = (f"{town} space {space}: {who} {industry_name(ed, ind)} level {level}"
            + (", flipped" if flipped else "")
            + (f", {tile['cubes']} {'barrels' if holds == 'beer' else 'cubes'}" if tile.get("cubes") else ""))
    out = [f'<g class="brass-tile{" brass-flipped" if flipped else ""}" data-tile="{esc(ref)}" data-owner="{num(s)}" '
           f'data-industry="{esc(ind)}" data-level="{num(level)}" data-flipped="{str(flipped).lower()}" role="img" '
           f'aria-label="{esc(what)}">']
    if _seat(s) is not None and ind in drawn_industries(ed):
        out.append(f'<use href="#brass-t-{s % 4}-{ind}{"-f" if flipped else ""}" x="{x}" y="{y}" width="{SLOT}" '
                   f'height="{SLOT}"/>')
    else:  # an owner or industry no game has (a file's): drawn in full, in grey
        out.append(_tile_body(x, y, s, ind, flipped, ind in drawn_industries(ed)))
    roman = ROMAN[level] if isinstance(level, int) and level in ROMAN else num(level)
    out.append(f'<text x="{x + 3}" y="{y + 17}" class="brass-lvl">{roman}</text>')
    cubes = tile.get("cubes", 0)
    if isinstance(cubes, int) and cubes > 0:
        cube = RESOURCE_COLOUR.get(holds, RESOURCE_COLOUR["iron"])
        d = "".join(f"M{x + 1 + c * 6} {y + SLOT + 1}h5v5h-5z" for c in range(min(cubes, 6)))
        barrel = ' rx="2"' if holds == "beer" else ""  # beer: round-cornered barrels (guide: Consuming Beer)
        if barrel:
            out.append("".join(f'<rect class="brass-cube brass-barrel" x="{x + 1 + c * 7}" y="{y + SLOT + 1}" '
                               f'width="6" height="6"{barrel} fill="{cube}" stroke="#fff" stroke-width="0.6"/>'
                               for c in range(min(cubes, 5))))
        else:
            out.append(f'<path class="brass-cube" d="{d}" fill="{cube}" stroke="#fff" stroke-width="0.6"/>')
    out.append('</g>')
    return "".join(out)


def _location_svg(ed, lay, lid) -> str:
    """A location's box (the same all game): its name, trade icon and link VP, and its empty spaces, each
    saying which industries it takes."""
    loc = ed.locations[lid]
    cx, cy, w, h = lay[lid]
    x0, y0 = cx - w / 2, cy - h / 2
    name = esc(box_name(loc))
    spaces = ed.spaces[lid]
    merchant = merchant_info(ed, lid)
    off = not spaces and merchant is None
    label = esc(loc["name"]) + (", a market trade icon" if loc["trade_icon"] else "")
    if merchant is not None:
        label += f", a merchant; beer bonus: {esc(bonus_text(merchant.get('bonus')))}"
    if loc["link_vp"]:
        label += f", {num(loc['link_vp'])} link VP"
    place = vocabulary.location_kind_words(ed).get(loc.get("kind"))  # words for a kind of location the data names
    if place:
        label += f", {place}"
    kind_class = " brass-offmap" if off else (" brass-merchant" if merchant is not None else "")
    if place:
        kind_class += f" brass-{esc(loc['kind'])}"
    out = [f'<g class="brass-loc{kind_class}" data-location="{esc(lid)}" role="group" '
           f'aria-label="{label}">']
    out.append(f'<rect class="brass-loc-bg" x="{x0:.0f}" y="{y0:.0f}" width="{w:.0f}" height="{h:.0f}" rx="8"'
               + (' style="fill:#d7e6f1;stroke:#4a7aa0;stroke-dasharray:5 3"/>' if place else '/>'))
    ty = y0 + 19 if not off else cy + 6
    tx = cx if not loc["trade_icon"] else cx + 10
    out.append(f'<text class="brass-loc-name" x="{tx:.0f}" y="{ty:.0f}">{name}</text>')
    if loc["trade_icon"]:
        out.append(f'<use href="#brass-i-trade" x="{x0 + 6:.4g}" y="{cy - 9:.4g}" width="18" height="18" '
                   'color="#7a3b10"><title>market trade icon</title></use>')
    if loc["link_vp"]:
        bx, by = x0 + w - 2, y0 + 2
        out.append(f'<g class="brass-linkvp"><circle cx="{bx:.4g}" cy="{by:.4g}" r="12" fill="#3a2f1f" stroke="#fff" '
                   f'stroke-width="1.5"/><text x="{bx:.4g}" y="{by + 6:.4g}" text-anchor="middle" font-size="18" '
                   f'font-weight="700" fill="#ffd561">{num(loc["link_vp"])}</text><title>{num(loc["link_vp"])} link VP'
                   '</title></g>')
    for i, inds in enumerate(spaces):
        ref = f"{lid}/{i + 1}"
        x, y = slot_origin(ed, lay, ref)
        what = " or ".join(industry_name(ed, d) for d in inds)
        out.append(f'<g class="brass-slot" data-slot="{esc(ref)}" role="img" aria-label="{name} space {i + 1}: '
                   f'{esc(what)}"><use href="#brass-s-{esc("-".join(inds))}" x="{x:g}" y="{y:g}" width="{SLOT}" '
                   f'height="{SLOT}"/></g>')
    if merchant is not None:  # its tile places and its beer bonus (guide: Merchant Beer Bonuses)
        for i in range(merchant_spaces(ed)):
            x, y = merchant_origin(ed, lay, lid, i)
            out.append(f'<rect class="brass-merchant-place" x="{x}" y="{y}" width="{SLOT}" height="{SLOT}" rx="4" '
                       'fill="none" stroke="#8a7a5c" stroke-dasharray="3 3"/>')
        # the bonus beside a barrel (as big as town names: readable at the widget's smallest map scale)
        text = bonus_text(merchant.get("bonus"))
        tw = len(text) * 10.5
        bx = cx - (tw + 16) / 2
        out.append(f'<g class="brass-bonus"><rect x="{bx:.0f}" y="{y0 + h - 21:.0f}" width="9" height="13" rx="3" '
                   f'fill="{RESOURCE_COLOUR["beer"]}"/><text class="brass-ink" x="{bx + 14:.0f}" y="{y0 + h - 8:.0f}" '
                   f'font-size="{NAME_SIZE}">{esc(text)}</text><title>beer bonus: {esc(text)}</title></g>')
    out.append('</g>')
    return "".join(out)


def box_name(loc: dict) -> str:
    """The name a location's box shows: its name without a bracketed note ("Farm Brewery (north, ...)")."""
    return str(loc["name"]).split(" (")[0]


def table_spots(ed, lay) -> dict:
    """Where the map draws the places beside the spaces that a step may point at (each merchant tile's centre):
    ``{"spots": {"oxford/1": [x, y]}}``; {} for an edition without."""
    n = merchant_spaces(ed)
    if not n:
        return {}
    return {"spots": {f"{lid}/{i + 1}": [x + SLOT / 2, y + SLOT / 2] for lid in ed.location_ids
                          if merchant_info(ed, lid) is not None for i in range(n)
                          for x, y in [merchant_origin(ed, lay, lid, i)]}}


def merchant_info(ed, lid: str) -> dict | None:
    """The edition's merchant table entry for a merchant location, or None."""
    if not _is_merchant(ed.locations[lid]):
        return None
    return next((m for m in ed.data.get("merchants", ()) if m.get("id") == lid), {})


def bonus_text(bonus) -> str:
    """A merchant's beer bonus in a few words, from the merchant table (guide: Merchant Beer Bonuses); plain
    text: the caller escapes it."""
    if not isinstance(bonus, dict):
        return "none"
    kind, amount = clean(bonus.get("kind")), clean(bonus.get("amount"))
    if kind == "vp":
        return f"{amount} VP"
    if kind == "money":
        return f"£{amount}"
    if kind == "income":
        return f"+{amount} income"
    if kind == "develop":
        return "develop" if amount == "1" else f"develop {amount}"
    return f"{kind} {amount}"


def merchant_tile_goods(ed, tile_id) -> list | None:
    """The industries a merchant tile buys ([] for a blank tile), from the edition's merchant tiles; None
    for a tile the edition does not have."""
    for t in (ed.data.get("merchant_tiles") or {}).get("tiles", ()):
        if t.get("id") == tile_id:
            return list(t.get("goods", ()))
    return None


def _merchants_svg(ed, lay, lid, placed, players) -> str:
    """A merchant location's tiles (what each buys; blank ones too) and the beer barrel beside each that
    still has one; the places its player count leaves empty are marked unused (guide: Board Setup 5-6)."""
    info = merchant_info(ed, lid) or {}
    spaces = info.get("spaces", {})
    used = spaces.get(str(players), 0) if isinstance(spaces, dict) else 0
    placed = placed if isinstance(placed, list) else []
    out = []
    name = esc(ed.locations[lid]["name"])
    for i in range(merchant_spaces(ed)):
        x, y = merchant_origin(ed, lay, lid, i)
        ref = f"{lid}/{i + 1}"
        m = placed[i] if i < len(placed) and isinstance(placed[i], dict) else None
        if m is None:
            if i >= num_int(used):
                out.append(f'<g class="brass-merchant-unused" data-merchant="{esc(ref)}"><path d="M{x + 6} {y + 6}'
                           f'l{SLOT - 12} {SLOT - 12}M{x + SLOT - 6} {y + 6}l{12 - SLOT} {SLOT - 12}" stroke="#b3a68a" '
                           f'stroke-width="2"/><title>not used with {num(players)} players</title></g>')
            continue
        goods = merchant_tile_goods(ed, m.get("tile"))
        goods = goods if goods is not None else []
        beer = m.get("beer", 0)
        what = (" or ".join(industry_name(ed, g) for g in goods) if goods else "nothing (a blank tile)")
        barrels = beer if isinstance(beer, int) and beer > 0 else 0
        label = f"{name} merchant tile {i + 1}: buys {what}" + (f", {barrels} beer" if barrels else ", no beer")
        out.append(f'<g class="brass-merchant-tile{" brass-blank" if not goods else ""}" data-merchant="{esc(ref)}" '
                   f'data-tile-id="{esc(m.get("tile", ""))}" data-beer="{num(beer)}" role="img" '
                   f'aria-label="{esc(label)}"><rect x="{x}" y="{y}" width="{SLOT}" height="{SLOT}" rx="4" '
                   f'fill="{"#eee6d3" if not goods else "#fbf6ea"}" stroke="#5b4a3a"/>')
        size = 16 if len(goods) > 1 else 24
        for j, g in enumerate(goods[:4]):
            gx = x + (SLOT - size) / 2 if len(goods) == 1 else x + 2 + (j % 2) * 16
            gy = y + (SLOT - size) / 2 if len(goods) == 1 else y + 2 + (j // 2) * 16
            out.append(f'<use href="#brass-i-{esc(g)}" x="{gx:g}" y="{gy:g}" width="{size}" height="{size}" '
                       'color="#4a3f30"/>')
        if barrels:
            out.append(f'<rect class="brass-barrel" x="{x + SLOT - 11}" y="{y + SLOT - 13}" width="10" height="12" '
                       f'rx="3" fill="{RESOURCE_COLOUR["beer"]}" stroke="#fff" stroke-width="1"/>')
        out.append('</g>')
    return "".join(out)


def num_int(value) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _tiles_svg(ed, lay, lid, board) -> str:
    """The tiles built at a location, each over its space ("" for none)."""
    tiles = board.get(lid) or []
    out = []
    for i in range(len(ed.spaces[lid])):
        tile = tiles[i] if i < len(tiles) else None
        if tile is None:
            continue
        ref = f"{lid}/{i + 1}"
        x, y = slot_origin(ed, lay, ref)
        out.append(_tile_svg(ed, x, y, ref, tile, ed.locations[lid]["name"], i + 1))
    return "".join(out)


def _count(v) -> int:
    return v if isinstance(v, int) else len(v)


def _market_svg(title: str, kind: str, prices, count: int, empty_price: int, x: float, y: float) -> str:
    n = len(prices)
    cube = "#1d1d1d" if kind == "coal" else "#e07b24"
    buy, sell = market_quote(tuple(prices), count, empty_price)
    out = [f'<g class="brass-market" data-market="{kind}" role="img" aria-label="{title}: {num(count)} of {n} '
           f'cubes, buy at £{num(buy)}">']
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">{title}'
               f'</text><text x="{x + 350}" y="{y}" font-size="13" text-anchor="end" class="brass-ink"'
               f'>{num(count)} cubes · buy £{num(buy)}' + (f' · sells £{num(sell)}' if sell else '') + '</text>')
    if n * 44 <= 352:
        for i, p in enumerate(prices):
            sx = x + i * 44
            filled = i >= n - count
            out.append(f'<rect x="{sx}" y="{y + 7}" width="40" height="26" rx="4" fill="#fbf6ea" stroke="#8a7a5c"/>'
                       f'<text x="{sx + 5}" y="{y + 25}" font-size="13" fill="#3a2f1f">£{num(p)}</text>')
            if filled:
                out.append(f'<rect class="brass-cube" x="{sx + 25}" y="{y + 13}" width="12" height="12" fill="{cube}" '
                           'stroke="#fff" stroke-width="0.8"/>')
    else:  # a long track (Birmingham's): one box per price, holding that price's cube spaces
        groups: list[list[int]] = []
        for i, p in enumerate(prices):
            if groups and prices[groups[-1][0]] == p:
                groups[-1].append(i)
            else:
                groups.append([i])
        gw = 352 / len(groups)
        for g, members in enumerate(groups):
            sx = x + g * gw
            out.append(f'<rect x="{sx:.4g}" y="{y + 7}" width="{gw - 4:.4g}" height="26" rx="4" fill="#fbf6ea" '
                       f'stroke="#8a7a5c"/><text x="{sx + 4:.4g}" y="{y + 25}" font-size="13" fill="#3a2f1f">'
                       f'£{num(prices[members[0]])}</text>')
            for j, i in enumerate(members):
                if i >= n - count:
                    out.append(f'<rect class="brass-cube" x="{sx + gw - 4 - (len(members) - j) * 11:.4g}" '
                               f'y="{y + 14}" width="9" height="12" fill="{cube}" stroke="#fff" stroke-width="0.8"/>')
    out.append('</g>')
    return "".join(out)


MAP_MARGIN = 16  # around the boxes of the map the widget draws: room for a box's badges and outline


def map_view_box(edition) -> tuple[int, int, int, int]:
    """x, y, width and height of the part of the map the live widget shows: its location boxes and a margin,
    within [0, MAP_W] x [0, HEIGHT]. A map that leaves paper empty (Brass Duel's island) is drawn that much
    larger in the same height."""
    boxes = layout(edition).values()
    x0 = max(0, math.floor(min(x - w / 2 for x, _, w, _ in boxes) - MAP_MARGIN))
    y0 = max(0, math.floor(min(y - h / 2 for _, y, _, h in boxes) - MAP_MARGIN))
    x1 = min(MAP_W, math.ceil(max(x + w / 2 for x, _, w, _ in boxes) + MAP_MARGIN))
    y1 = min(HEIGHT, math.ceil(max(y + h / 2 for _, y, _, h in boxes) + MAP_MARGIN))
    return x0, y0, x1 - x0, y1 - y0


def svg_open(edition, title: str | None = None, *, side: bool = True) -> str:
    """The opening ``<svg>`` tag of the board: the whole table, or (``side=False``) the map alone, as the
    live widget draws it beside its own HTML panels (sized there by the board's CSS), cropped to its boxes."""
    if side:
        # the whole-table picture is 100% wide (no fixed height): it scales to the width of the output it is
        # shown in, up to its drawn size, keeping its proportions from the viewBox
        box, size = f"0 0 {WIDTH} {HEIGHT}", f'width="100%" style="max-width:{WIDTH}px;height:auto"'
    else:
        x, y, w, h = map_view_box(edition)
        box, size = f"{x} {y} {w} {h}", f'width="{w}" height="{h}"'
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="brass-svg" viewBox="{box}" {size} '
            f'font-family="system-ui, -apple-system, Segoe UI, sans-serif" '
            f'role="img" aria-label="{esc(title or edition.title)} board">')


def render_parts(state: dict, edition, *, side: bool = True) -> list[list[str]]:
    """The board as named parts, in drawing order: ``[key, markup]`` pairs.

    ``render_svg`` joins them, each wrapped in ``<g data-part="key">``; the widget sends the parts so
    the browser replaces only the parts a move changed (a line's link, a location's tiles): the others
    ("base", "lines", "locs", "hits") never change. ``side=False`` leaves out the
    side panel and its key (the static picture's markets, tracks and players), which the live widget
    draws as HTML."""
    ed = edition
    if not getattr(ed, "board_drawn", True):
        raise NotImplementedError(f"the board of {ed.title} is not drawn yet: its games play through the Game "
                                  "API (a notebook shows the game's text)")
    lay = layout(ed)
    st = state
    static = _STATIC.get(ed)
    if static is None or static[0] is not lay:
        static = _STATIC[ed] = (lay, _static_parts(ed, lay))
    base, lines, locs, hits = static[1]
    parts = [["base", base], ["lines", lines]]
    links = st.get("links", {})
    kinds = st.get("link_kinds")
    kinds = kinds if isinstance(kinds, dict) else {}
    for ln in ed.lines.values():
        parts.append([f"link:{ln.id}", _link_svg(ed, lay, ln, links.get(ln.id), kinds.get(ln.id), st.get("era"))])
    parts.append(["locs", locs])
    for lid in ed.location_ids:
        parts.append([f"tiles:{lid}", _tiles_svg(ed, lay, lid, st["board"])])
    merchants = st.get("merchants")
    if isinstance(merchants, dict):  # Birmingham's merchant tiles and their beer
        for lid in ed.location_ids:
            if merchant_info(ed, lid) is not None:
                parts.append([f"merchant:{lid}", _merchants_svg(ed, lay, lid, merchants.get(lid), st["players"])])
    parts.append(["hits", hits])
    if side:
        parts.append(["side", _side_svg(st, ed, st["players"])])
        merchants_drawn = bool(merchant_spaces(ed))
        parts.append(["legend", _legend_svg(MAP_W + 20, HEIGHT - (188 if merchants_drawn else 140),
                                            vocabulary.legend_lines(ed), merchants=merchants_drawn)])
    return parts


_STATIC: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # edition -> (its layout, its static parts)


def _static_parts(ed, lay) -> tuple[str, str, str, str]:
    """The parts of the map that never change for an edition: the paper and defs, the empty lines, the
    location boxes and the lines' click targets."""
    base = (_defs(ed)
            + f'<rect class="brass-map-bg" x="0" y="0" width="{MAP_W}" height="{HEIGHT}" fill="{MAP_BG}"/>'
            + vocabulary.map_decoration(ed))  # orientation marks under the map: the edition's data
    colours = line_colours(ed)
    return (base, "".join(_line_svg(ed, lay, ln, colours) for ln in ed.lines.values())
            + "".join(_spur_svg(ed, lay, ln) for ln in ed.lines.values() if ln.also),
            "".join(_location_svg(ed, lay, lid) for lid in ed.location_ids), _hits_svg(ed))


def _spur_svg(ed, lay, ln) -> str:
    """A line that also touches another location (Birmingham's Kidderminster-Worcester line and its farm
    brewery, guide: Build Action 8): a short spur from that location's box to the middle of the line."""
    mx, my = line_geometry(ed)[ln.id]["mid"]
    out = []
    for other in ln.also:
        if other not in lay:
            continue
        ox, oy = (round(v) for v in lay[other][:2])
        kind = "both" if ln.canal and ln.rail else ("canal" if ln.canal else "rail")
        out.append(f'<g class="brass-spur brass-line-{kind}" data-spur="{esc(ln.id)}">'
                   f'<path d="M{ox} {oy}L{mx:g} {my:g}" '
                   f'stroke="#5b4a3a" stroke-width="2.5" stroke-dasharray="6 3" fill="none"/>'
                   f'<title>{esc(box_name(ed.locations[other]))} touches the {esc(ed.names[ln.a])}-'
                   f'{esc(ed.names[ln.b])} line</title></g>')
    return "".join(out)


def _legend_svg(x: float, y: float, lines: tuple[str, str], merchants: bool = False) -> str:
    """The key of the static picture (the live widget shows it as HTML); ``merchants``: Birmingham's merchant
    tiles and beer barrels too; ``lines``: the words for the two kinds of empty line (the edition's data)."""
    blue, brown = (esc(w) for w in lines)
    ink = 'class="brass-ink" font-size="13"'
    return (f'<g class="brass-legend"><text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">'
            'Key</text>'
            f'<path d="M{x} {y + 20}h34" stroke="{CANAL_COLOUR}" stroke-width="4"/>'
            f'<text x="{x + 42}" y="{y + 25}" {ink}>{blue}</text>'
            f'<path d="M{x} {y + 44}h34" stroke="#5b4a3a" stroke-width="7" stroke-dasharray="1.6 5"/>'
            f'<path d="M{x} {y + 44}h34" stroke="#5b4a3a" stroke-width="1.4"/>'
            f'<text x="{x + 42}" y="{y + 49}" {ink}>{brown}</text>'
            f'<path d="M{x + 2} {y + 68}h30" stroke="{LINK_CASING}" stroke-width="14" stroke-linecap="round"/>'
            f'<path d="M{x + 2} {y + 68}h30" stroke="{PLAYER_COLOURS[0]}" stroke-width="9" stroke-linecap="round"/>'
            f'<text x="{x + 42}" y="{y + 73}" {ink}>a built link (its owner\'s colour and shape)</text>'
            f'<circle cx="{x + 16}" cy="{y + 92}" r="8.5" fill="{FLIP_BADGE}" stroke="{LINK_CASING}" '
            'stroke-width="1.6"/>'
            f'<path d="M{x + 12} {y + 92.5}l3 3l5-6" stroke="{LINK_CASING}" stroke-width="2.2" fill="none"/>'
            f'<text x="{x + 42}" y="{y + 97}" {ink}>a flipped tile: scores its VP at era end</text>'
            f'<circle cx="{x + 16}" cy="{y + 116}" r="10" fill="#3a2f1f"/><text x="{x + 16}" y="{y + 121}" '
            'text-anchor="middle" font-size="14" font-weight="700" fill="#ffd561">2</text>'
            f'<text x="{x + 42}" y="{y + 121}" {ink}>link VP printed at that location</text>'
            + (f'<rect x="{x + 6}" y="{y + 130}" width="20" height="20" rx="3" fill="#fbf6ea" stroke="#5b4a3a"/>'
               f'<rect x="{x + 19}" y="{y + 139}" width="6" height="9" rx="2" fill="{RESOURCE_COLOUR["beer"]}"/>'
               f'<text x="{x + 42}" y="{y + 145}" {ink}>a merchant tile (what it buys) and its barrel</text>'
               f'<path d="M{x} {y + 164}h34" stroke="#5b4a3a" stroke-width="2.5" stroke-dasharray="6 3"/>'
               f'<text x="{x + 42}" y="{y + 169}" {ink}>a farm brewery\'s spur to the line it touches</text>'
               if merchants else '') + '</g>')


def wrap_parts(parts) -> str:
    """Parts as markup, each in its ``<g data-part="key">``."""
    return "".join(f'<g data-part="{esc(k)}">{m}</g>' for k, m in parts)


def join_parts(open_tag: str, parts) -> str:
    return open_tag + wrap_parts(parts) + "</svg>"


def render_svg(state: dict, edition, *, title: str | None = None, side: bool = True) -> str:
    """The whole table as one SVG string, drawn from a state dict (``game.state`` or an observation);
    ``side=False``: the map alone, as the live widget draws it."""
    return join_parts(svg_open(edition, title, side=side), render_parts(state, edition, side=side))


# Every id is ``brass-...`` (symbols, patterns) and is referenced by ``href="#brass-..."`` or ``url(#brass-...)``.
# Several boards share a page (tutorials side by side, an exported notebook): each picture renames its ids to
# its own ``brass-<scope>-...`` so a ``<use>`` always finds its own board's symbol. The live board does the same
# per view in board.js (scopeIds).
_IDS = re.compile(r'(\sid="|\shref="#|url\(#)brass-')


def scoped_ids(svg: str, scope: str | None = None) -> str:
    """``svg`` with every id renamed ``brass-<scope>-...``; the scope is a digest of the picture unless given,
    so two different pictures never share an id and the same picture is always written the same."""
    if scope is None:
        import hashlib
        scope = "p" + hashlib.blake2s(svg.encode("utf-8"), digest_size=5).hexdigest()
    return _IDS.sub(lambda m: f"{m.group(1)}brass-{scope}-", svg)


def _side_svg(st: dict, ed, players: int) -> str:
    """The static picture's side panel: title, turn order, markets, the Distant Cotton Market, the deck and
    the next tile on each mat (with a key), the last era's scores. Nothing under 12 units."""
    x = MAP_W + 20
    out = [f'<g class="brass-side"><rect class="brass-side-bg" x="{MAP_W}" y="0" width="{WIDTH - MAP_W}" '
           f'height="{HEIGHT}" fill="#f4ecda"/>']
    era = esc(str(st["era"]).title())
    rounds = (ed.setup.get("rounds_per_era") or {}).get(str(players))
    out.append(f'<text x="{x}" y="34" font-size="22" font-weight="700" class="brass-ink">'
               f'{esc(ed.title)}</text>')
    if st.get("over"):
        status = "Game over"
    elif rounds is None:  # no fixed rounds (Brass Duel's card rows decide the end: S1, End of game)
        status = f"Round {num(st['round'])}"
    else:
        status = f"{era} Era · round {num(st['round'])} of {num(rounds)}"
    out.append(f'<text x="{x}" y="58" font-size="15" class="brass-ink" data-status="era">'
               f'{status}</text>')
    # turn order, money spent, and each player's standing
    y = 88
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">'
               'Turn order</text>')
    for col, head in ((168, "spent"), (228, "money"), (292, "income"), (350, "VP")):
        out.append(f'<text x="{x + col}" y="{y}" font-size="13" text-anchor="end" class="brass-ink"'
                   f'>{head}</text>')
    order = st.get("order", list(range(players)))
    turn = st.get("turn", 0)
    for i, s in enumerate(order):
        seat = st["seats"][s]
        ry = y + 8 + i * 27
        current = (i == turn and not st.get("over"))
        if current:
            out.append(f'<rect x="{x - 6}" y="{ry}" width="364" height="25" rx="5" fill="#fff3c4" '
                       'stroke="#c9a227"/>')
        out.append(player_mark(s, x + 8, ry + 12.5, 7))
        level = ed.level_of(seat["income"])
        name = PLAYER_NAMES[s % 4]
        act = f" · {num(st['actions_left'])} to go" if current else ""
        out.append(f'<text x="{x + 22}" y="{ry + 18}" font-size="14" class="brass-ink" '
                   f'font-weight="{700 if current else 400}">{name}{act}</text>')
        for col, val in ((168, f"£{num(seat['spent'])}"), (228, f"£{num(seat['money'])}"),
                         (292, f"{level:+d}" if level else "0"), (350, num(seat["vp"]))):
            out.append(f'<text x="{x + col}" y="{ry + 18}" font-size="14" text-anchor="end" class="brass-ink"'
                       f'>{val}</text>')
    y += 14 + players * 27 + 24
    if ed.coal_prices:
        out.append(_market_svg("Coal market", "coal", ed.coal_prices, st["coal_market"], ed.coal_empty_price, x, y))
        y += 56
    else:  # no coal market track (Brass Duel: coal from an importer, else by boat from outside; S1, Coal)
        out.append(f'<g class="brass-market" data-market="coal"><text x="{x}" y="{y}" font-size="15" font-weight="700" '
                   f'class="brass-ink">Coal</text><text x="{x + 350}" y="{y}" font-size="13" text-anchor="end" '
                   f'class="brass-ink">no market track · from outside £{num(ed.coal_empty_price)} a cube</text></g>')
        y += 28
    out.append(_market_svg("Iron market", "iron", ed.iron_prices, st["iron_market"], ed.iron_empty_price, x, y))
    y += 62
    if "dcm" in st:
        y = _dcm_svg(out, st["dcm"], ed, x, y)
    else:
        y = _wild_svg(out, st, ed, x, y)
    if isinstance(st.get("rows"), dict):
        y = _rows_svg(out, st, ed, x, y)
    else:
        y = _deck_svg(out, st, ed, x, y)
    y = _mats_svg(out, st, ed, x, y, players)
    if any(isinstance(seat, dict) and "vp_income" in seat for seat in st["seats"]):
        y = _seat_extras_svg(out, st, ed, x, y)
    if any("face_down" in seat for seat in st["seats"]):
        y = _discards_svg(out, st, ed, x, y)
    scores = st.get("scores") or []
    last = scores[-1] if isinstance(scores, list) and scores else None
    if isinstance(last, dict):
        totals = last.get("totals")
        totals = totals if isinstance(totals, list) else []
        when = "End of the game:" if rounds is None else f'End of the {esc(last.get("era", ""))} era:'
        out.append(f'<text x="{x}" y="{y}" font-size="14" class="brass-ink">{when}</text>'
                   f'<text x="{x}" y="{y + 18}" font-size="14" class="brass-ink">'
                   + ", ".join(f"{PLAYER_NAMES[i % 4]} +{num(v)}" for i, v in enumerate(totals)) + '</text>')
    notice = getattr(ed, "notice", "")
    if notice:  # provisional components (Brass Duel: shared/reference/duel.md §6), said wherever it is drawn
        out.append(_notice_svg(notice, x, HEIGHT - 140 - 62))
    out.append('</g>')
    return "".join(out)


def _deck_svg(out: list, st: dict, ed, x: float, y: float) -> float:
    """The draw deck's size and the cards under the Deck tile; the next y."""
    deck = _count(st["deck"])
    under = st.get("under", 0)
    lines = [f"Draw deck: {deck} cards"] if deck else (
        ["Draw deck empty: the Deck tile shows", "Stephenson's Rocket (no more loans)"]
        if st["era"] == "rail" and getattr(ed, "loans_stop_late", True) else ["Draw deck empty"])
    for i, text in enumerate(lines):
        out.append(f'<text x="{x}" y="{y + i * 18}" font-size="14" class="brass-ink"'
                   f'{" data-status=" + chr(34) + "deck" + chr(34) if i == 0 else ""}>{esc(text)}</text>')
    y += 18 * (len(lines) - 1)
    if under:
        out.append(f'<text x="{x}" y="{y + 18}" font-size="13" class="brass-ink">'
                   f'{num(under)} cards under the Deck tile</text>')
    return y + 44


def _mats_svg(out: list, st: dict, ed, x: float, y: float, players: int) -> float:
    """Each player's next tiles (the mats, in brief), with a key; more than six industries wrap, five a row
    (Brass Duel's nine, shipbuilding's branches among them); the next y."""
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">'
               'Next tile on each mat</text>')
    out.append(f'<text x="{x}" y="{y + 18}" font-size="12" class="brass-ink">I·11: next tile level I, 11 tiles '
               'left; —: none left</text>')
    y += 24
    per_row = len(ed.industries) if len(ed.industries) <= 6 else 5
    step = min(68, 344 // max(per_row, 1))  # Lancashire's five industries, Birmingham's six
    lines = -(-len(ed.industries) // max(per_row, 1))
    for s in range(players):
        taken = st["seats"][s]["taken"]
        py = y + s * 28 * lines
        out.append(player_mark(s, x + 8, py + 14, 6))
        for j, ind in enumerate(ed.industries):
            stack = ed.tiles[ind]
            n = taken.get(ind, 0)
            tx = x + 24 + (j % per_row) * step
            ry = py + (j // per_row) * 28
            if n < len(stack):
                spec = stack[n]
                txt = f"{ROMAN.get(spec.level) or num(spec.level)}·{len(stack) - n}"
            else:
                txt = "—"
            out.append(f'<use href="#brass-i-{esc(ind)}" x="{tx}" y="{ry + 4}" width="18" height="18" color="#4a3f30"/>'
                       f'<text x="{tx + 21}" y="{ry + 19}" font-size="14" class="brass-ink">'
                       f'{txt}</text>')
    return y + players * 28 * lines + 18


def edge_columns(ed) -> tuple[int, ...]:
    """The columns (from 0) that cost the edge fee: the edition's answer (its table facts)."""
    return tuple(ed.table_facts().get("rows", {}).get("edge", ()))


def short_name(text: str, most: int = 13) -> str:
    text = clean(text)
    return text if len(text) <= most else text[:most - 1] + "…"


def _rows_svg(out: list, st: dict, ed, x: float, y: float) -> float:
    """Brass Duel's two card rows: the columns (both cards of one are taken; the edge columns cost the fee,
    S1, On your turn) and each deck's size, never its order (S1, Setup); the next y."""
    rows = st["rows"]
    names = [r for r in (ed.setup.get("table_rows") or list(rows)) if isinstance(rows.get(r), list)]
    n = max((len(rows[r]) for r in names), default=0)
    fee = ed.setup.get("edge_column_fee")
    edges = edge_columns(ed)
    gw = 352 / max(n, 1)
    out.append(f'<g class="brass-rows" role="img" aria-label="the card rows">'
               f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">Card rows</text>'
               f'<text x="{x + 350}" y="{y}" font-size="13" text-anchor="end" class="brass-ink">take a column: '
               f'both its cards</text>')
    for c in range(n):
        cx = x + c * gw
        head = f"Col. {c + 1}" + (f" · +£{num(fee)}" if c in edges and fee else "")
        out.append(f'<text x="{cx + 2:.4g}" y="{y + 20}" font-size="12" class="brass-ink" data-column="{c + 1}"'
                   f'{" font-weight=" + chr(34) + "700" + chr(34) if c in edges else ""}>{head}</text>')
        for r, row in enumerate(names):
            card = rows[row][c] if c < len(rows[row]) else None
            ry = y + 26 + r * 30
            if card is None:
                out.append(f'<rect x="{cx:.4g}" y="{ry}" width="{gw - 4:.4g}" height="26" rx="3" fill="none" '
                           'stroke="#b3a68a" stroke-dasharray="3 3"/>')
                continue
            name = ed.card_name(card) if isinstance(card, str) and card in ed.card_faces else str(card)
            out.append(f'<g class="brass-card" data-row="{esc(row)}" data-column="{c + 1}"><rect x="{cx:.4g}" y="{ry}" '
                       f'width="{gw - 4:.4g}" height="26" rx="3" fill="#fbf6ea" stroke="#7a3b10"/>'
                       f'<text x="{cx + 4:.4g}" y="{ry + 18}" font-size="12" class="brass-ink">'
                       f'{esc(short_name(name))}</text><title>{esc(name)}</title></g>')
    y += 26 + len(names) * 30 + 8
    decks = st.get("decks") if isinstance(st.get("decks"), dict) else {}
    sizes = ", ".join(f"{esc(row)} {num(_count(d) if isinstance(d, (int, list)) else 0)}"
                      for row, d in decks.items())
    out.append(f'<text x="{x}" y="{y + 8}" font-size="13" class="brass-ink" data-status="deck">Decks (face down): '
               f'{sizes} cards</text></g>')
    return y + 38


def _seat_extras_svg(out: list, st: dict, ed, x: float, y: float) -> float:
    """Each player's boats on their board, VP income and Notable Persons in play (Brass Duel, S1: Boats, VP income,
    Invite); the next y."""
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">Boats, VP income, '
               'Notable Persons</text>')
    y += 8
    for s, seat in enumerate(st["seats"]):
        ry = y + s * 42
        people = seat.get("persons") if isinstance(seat.get("persons"), list) else []
        names = ", ".join(ed.card_name(c) if isinstance(c, str) and c in ed.card_faces else str(c) for c in people)
        out.append(player_mark(s, x + 8, ry + 12, 6)
                   + f'<text x="{x + 22}" y="{ry + 17}" font-size="13" class="brass-ink">{num(seat.get("boats", 0))} '
                   f'boat(s) · VP income +{num(seat.get("vp_income", 0))}</text>'
                   f'<text x="{x + 22}" y="{ry + 35}" font-size="12" class="brass-ink" data-persons="{s}">'
                   f'{esc(short_name(names or "no Notable Person in play", 58))}<title>{esc(names or "none")}</title>'
                   '</text>')
    return y + len(st["seats"]) * 42 + 14


def _notice_svg(text: str, x: float, y: float) -> str:
    """A notice the edition gives (provisional components), in lines of at most 56 characters."""
    words, lines = clean(text).split(), [""]
    for w in words:
        if lines[-1] and len(lines[-1]) + 1 + len(w) > 56:
            lines.append(w)
        else:
            lines[-1] = f"{lines[-1]} {w}".strip()
    return ('<g class="brass-notice" role="note">'
            + "".join(f'<text x="{x}" y="{y + i * 17}" font-size="13" font-style="italic" fill="#7a1f1f">'
                      f'{esc(line)}</text>' for i, line in enumerate(lines[:3])) + '</g>')


def _dcm_svg(out: list, dcm: dict, ed, x: float, y: float) -> float:
    """Lancashire's Distant Cotton Market: its track, its marker and the tiles drawn; the next y."""
    left = _count(dcm["draw"])
    out.append(f'<g class="brass-dcm" role="img" aria-label="Distant Cotton Market: marker on space '
               f'{num(dcm["marker"] + 1)}, {num(left)} tiles left">')
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">'
               f'Distant Cotton Market</text><text x="{x + 350}" y="{y}" font-size="13" text-anchor="end" '
               f'class="brass-ink">{num(left)} tiles left</text>')
    for i, inc in enumerate(ed.dcm_track):
        sx = x + i * 39
        label = "X" if inc is None else f"+{inc}"
        here = i == dcm["marker"]
        out.append(f'<rect x="{sx}" y="{y + 8}" width="35" height="28" rx="4" '
                   f'fill="{"#6b1f1f" if inc is None else "#fbf6ea"}" stroke="#8a7a5c"/>'
                   f'<text x="{sx + 17.5}" y="{y + 27}" text-anchor="middle" font-size="14" '
                   f'fill="{"#fff" if inc is None else "#3a2f1f"}">{label}</text>')
        if here:
            out.append(f'<circle class="brass-dcm-marker" cx="{sx + 17.5}" cy="{y + 45}" r="6" fill="#7a3b10" '
                       'stroke="#fff"/>')
    used = dcm.get("used", [])
    if used:
        out.append(f'<text x="{x}" y="{y + 70}" font-size="13" class="brass-ink">tiles drawn: '
                   f'{", ".join(num(u) for u in used)}</text>')
    out.append('</g>')
    return y + 92


def wild_left(st: dict, ed) -> dict[str, int]:
    """How many of each wild card are in their piles: the edition's answer (its table view); {} for none."""
    return ed.table_view(st).get("wild", {})


def _wild_svg(out: list, st: dict, ed, x: float, y: float) -> float:
    """The wild location and wild industry piles (Birmingham); the next y. Nothing for an edition without."""
    piles = wild_left(st, ed)
    if not piles:
        return y
    out.append('<g class="brass-wild" role="img" aria-label="wild cards left: '
               + esc(", ".join(f"{ed.card_name(face)} {n}" for face, n in piles.items())) + '">')
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">Wild card piles</text>')
    for i, (face, n) in enumerate(piles.items()):
        cx = x + i * 176
        out.append(f'<rect x="{cx}" y="{y + 8}" width="24" height="32" rx="3" fill="#fbf6ea" stroke="#7a3b10" '
                   f'stroke-width="1.5"/><text x="{cx + 12}" y="{y + 29}" text-anchor="middle" font-size="14" '
                   f'font-weight="700" fill="#7a3b10">{num(n)}</text><text x="{cx + 30}" y="{y + 29}" font-size="13" '
                   f'class="brass-ink">{esc(ed.card_name(face))}</text>')
    out.append('</g>')
    return y + 62


def _discards_svg(out: list, st: dict, ed, x: float, y: float) -> float:
    """Each player's discard pile: the face-down card under it (Birmingham's setup) drawn face down, and the
    top face-up card when there is one; the next y."""
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">Discard piles</text>'
               f'<text x="{x + 120}" y="{y}" font-size="12" class="brass-ink">cards face down · face up · the top one'
               '</text>')
    y += 8
    for s, seat in enumerate(st["seats"]):
        ry = y + s * 24
        down = _count(seat.get("face_down", 0)) if isinstance(seat.get("face_down", 0), (int, list)) else 0
        up = seat.get("discard", [])
        up = up if isinstance(up, list) else []
        out.append(player_mark(s, x + 8, ry + 12, 6))
        if down:
            out.append(f'<g class="brass-facedown" data-seat="{s}"><rect x="{x + 22}" y="{ry + 2}" width="16" '
                       'height="20" rx="2" fill="#5b3a1e" stroke="#fff"/>'
                       f'<path d="M{x + 25} {ry + 5}l10 14M{x + 35} {ry + 5}l-10 14" stroke="#c9a227" '
                       f'stroke-width="1"/><title>{num(down)} face down</title></g>')
        top = f"top: {esc(ed.card_name(up[-1]))}" if up and up[-1] in ed.card_faces else "no face-up card"
        out.append(f'<text x="{x + 44}" y="{ry + 17}" font-size="13" class="brass-ink">'
                   f'{num(down)} down · {num(len(up))} up · {top}</text>')
    return y + len(st["seats"]) * 24 + 18
