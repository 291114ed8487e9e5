"""The board picture: one pure-Python SVG renderer for the whole table.

This module is the single source of drawing truth. ``Game._repr_svg_`` uses it so a game shows up
as a static picture in saved notebooks, nbconvert output and on GitHub, and the interactive
``BoardWidget`` sends the same SVG in its view model; the browser only layers interaction on top.

Every element people can point at carries a stable attribute:

* ``data-location="manchester"`` on each location group,
* ``data-slot="manchester/2"`` on each industry space (spaces counted from 1, as in action texts),
* ``data-link="bolton--wigan"`` on each canal or rail line.

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
from functools import lru_cache
from html import escape

# Okabe-Ito colours (distinct for the common colour-vision deficiencies), and a shape per player so
# that colour is never the only cue.
PLAYER_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7")
PLAYER_NAMES = ("Blue", "Orange", "Green", "Pink")
PLAYER_SHAPES = ("circle", "square", "triangle", "diamond")

INDUSTRY_NAMES = {
    "cotton_mill": "Cotton Mill", "port": "Port", "shipyard": "Shipyard",
    "iron_works": "Iron Works", "coal_mine": "Coal Mine",
}
INDUSTRY_FILL = {
    "cotton_mill": "#efe6cf", "port": "#a9d3ee", "shipyard": "#b9c3d3",
    "iron_works": "#f0c39a", "coal_mine": "#9a948c",
}
# 20x20 glyphs, drawn with currentColor strokes
INDUSTRY_GLYPH = {
    "cotton_mill": '<path d="M3 17V9l4 3V9l4 3V9l4 3V4h2v13z" fill="currentColor" stroke="none"/>',
    "port": ('<circle cx="10" cy="4.5" r="2"/><path d="M10 6.5V17M6.5 9h7M3.5 11.5a6.5 5.5 0 0 0 13 0"/>'),
    "shipyard": '<path d="M2 12h16l-3 5H5z" fill="currentColor"/><path d="M9 3v9M9 4l6 6H9z"/>',
    "iron_works": ('<path d="M3 6h12a4 3 0 0 1-4 4v3h3v4H5v-4h3v-3A5 4 0 0 1 3 6z" fill="currentColor" '
                   'stroke="none"/>'),
    "coal_mine": ('<path d="M3 8h14l-2 6H5z" fill="currentColor"/><circle cx="7" cy="16" r="1.6"/>'
                  '<circle cx="13" cy="16" r="1.6"/>'),
}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}

WIDTH, HEIGHT = 1180, 980
MAP_W = 770  # the map uses x in [0, MAP_W]; the right column holds markets, tracks and players
SLOT, GAP, PAD = 30, 4, 6
BOX_H = 58

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
def _box_size(loc: dict) -> tuple[float, float]:
    n = len(loc["spaces"])
    if n == 0:
        return max(92.0, 8.0 * len(loc["name"]) + 36), 34.0
    return max(PAD * 2 + n * SLOT + (n - 1) * GAP, 8.2 * len(loc["name"]) + 14), float(BOX_H)


@lru_cache(maxsize=8)
def _layout_cached(key: str, locs: tuple) -> dict:
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
    # push overlapping boxes apart (deterministic), keeping each near its real place
    margin = 12.0
    for _ in range(400):
        moved = False
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                pa, pb = pos[a], pos[b]
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
        for p in pos.values():  # keep inside the map area
            p[0] = min(max(p[0], p[2] / 2 + 8), MAP_W - p[2] / 2 - 8)
            p[1] = min(max(p[1], p[3] / 2 + 8), HEIGHT - p[3] / 2 - 8)
        if not moved:
            break
    return {lid: (round(p[0], 1), round(p[1], 1), p[2], p[3]) for lid, p in pos.items()}


def layout(edition) -> dict[str, tuple[float, float, float, float]]:
    """Centre x, centre y, width and height of each location's box, from its latitude and longitude."""
    locs = tuple((loc["id"], tuple(loc["geo"]), _box_size(loc)) for loc in edition.data["locations"])
    return _layout_cached(edition.id, locs)


def slot_origin(edition, lay, ref: str) -> tuple[float, float]:
    """Top-left corner of a space's square."""
    loc, _, num = ref.rpartition("/")  # the space number follows the last "/"
    cx, cy, w, h = lay[loc]
    n = len(edition.spaces[loc])
    inner = n * SLOT + (n - 1) * GAP
    x0 = cx - inner / 2
    return round(x0 + (int(num) - 1) * (SLOT + GAP)), round(cy - h / 2 + 22)


# -- drawing --------------------------------------------------------------------------------------
def _defs() -> str:
    out = [f'<style>{STYLE}</style><defs>']
    for ind, glyph in INDUSTRY_GLYPH.items():
        out.append(f'<symbol id="brass-i-{ind}" viewBox="0 0 20 20" fill="none" stroke="currentColor" '
                   f'stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">{glyph}</symbol>')
    out.append('<symbol id="brass-i-trade" viewBox="0 0 20 20"><path d="M2 7h12l-3-3M18 13H6l3 3" fill="none" '
               'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></symbol>')
    # a hatch per player, so built tiles differ by pattern as well as hue
    for s, colour in enumerate(PLAYER_COLOURS):
        out.append(f'<pattern id="brass-pat-{s}" width="6" height="6" patternUnits="userSpaceOnUse">'
                   f'<rect width="6" height="6" fill="{colour}"/>{_hatch(s)}</pattern>')
    for inds in SLOT_KINDS:
        out.append(f'<symbol id="brass-s-{"-".join(inds)}" viewBox="0 0 {SLOT} {SLOT}">{_slot_face(inds)}</symbol>')
    out.append('</defs>')
    return "".join(out)


SLOT_KINDS = (("cotton_mill",), ("port",), ("shipyard",), ("iron_works",), ("coal_mine",),
              ("cotton_mill", "coal_mine"), ("cotton_mill", "port"))

STYLE = """
.brass-svg .brass-canal{stroke:#5aa0d6;stroke-width:5;fill:none;stroke-linecap:round}
.brass-svg .brass-rail{stroke:#3b3026;stroke-width:7;fill:none;stroke-dasharray:1.6 5}
.brass-svg .brass-rail2{stroke:#3b3026;stroke-width:1.4;fill:none}
.brass-svg .brass-built-link{stroke:#fff;stroke-width:11;fill:none;stroke-linecap:round}
.brass-svg .brass-link-fill{stroke-width:7;fill:none;stroke-linecap:round}
.brass-svg .brass-hit{stroke:transparent;stroke-width:16;fill:none}
.brass-svg .brass-ink,.brass-svg .brass-loc-name{fill:#3a2f1f}
.brass-svg .brass-loc-name{font-size:12px;font-weight:600;text-anchor:middle}
.brass-svg .brass-loc-bg{fill:#f7f0df;stroke:#8a7a5c;stroke-width:1.2}
.brass-svg .brass-offmap .brass-loc-bg{fill:#e9dcc0}
"""


def _slot_face(inds) -> str:
    if len(inds) == 1:
        return (f'<rect x="0.5" y="0.5" width="{SLOT - 1}" height="{SLOT - 1}" rx="4" fill="{INDUSTRY_FILL[inds[0]]}" '
                f'stroke="#8a7a5c"/><use href="#brass-i-{inds[0]}" x="5" y="5" width="20" height="20" '
                'color="#4a3f30"/>')
    a, b = inds
    return (f'<path d="M4 0H{SLOT}V{SLOT - 4}z" fill="{INDUSTRY_FILL[a]}"/>'
            f'<path d="M0 4V{SLOT}H{SLOT - 4}z" fill="{INDUSTRY_FILL[b]}"/>'
            f'<rect x="0.5" y="0.5" width="{SLOT - 1}" height="{SLOT - 1}" rx="4" fill="none" stroke="#8a7a5c"/>'
            f'<path d="M2 2L{SLOT - 2} {SLOT - 2}" stroke="#8a7a5c" stroke-width="0.8"/>'
            f'<use href="#brass-i-{a}" x="15" y="2" width="13" height="13" color="#4a3f30"/>'
            f'<use href="#brass-i-{b}" x="2" y="15" width="13" height="13" color="#4a3f30"/>')


def _hatch(s: int) -> str:
    st = 'stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2"'
    if s == 0:
        return ""
    if s == 1:
        return f'<path d="M0 6L6 0" {st}/>'
    if s == 2:
        return f'<path d="M0 3H6" {st}/>'
    return f'<path d="M3 0V6" {st}/>'


def _line_svg(ed, lay, ln, owner) -> str:
    ax, ay = (round(v) for v in lay[ln.a][:2])
    bx, by = (round(v) for v in lay[ln.b][:2])
    kind = "both" if ln.canal and ln.rail else ("canal" if ln.canal else "rail")
    d = f"M{ax} {ay}L{bx} {by}"
    label = f"{'canal and rail' if kind == 'both' else kind} line {ed.names[ln.a]} to {ed.names[ln.b]}"
    parts = [f'<g class="brass-line brass-line-{kind}" data-link="{esc(ln.id)}" aria-label="{esc(label)}">']
    if ln.canal:
        parts.append(f'<path class="brass-canal" d="{d}"/>')
    if ln.rail:
        parts.append(f'<path class="brass-rail" d="{d}"/><path class="brass-rail2" d="{d}"/>')
    if owner is not None:
        colour = PLAYER_COLOURS[owner % 4] if _seat(owner) is not None else "#888888"
        parts.append(f'<path class="brass-built-link" d="{d}"/><path class="brass-link-fill" d="{d}" '
                     f'stroke="{colour}"/>')
        parts.append(player_mark(owner, (ax + bx) / 2, (ay + by) / 2, 7))
    parts.append(f'<path class="brass-hit" d="{d}"/></g>')
    return "".join(parts)


def _tile_svg(ed, x, y, ref, tile) -> str:
    s = tile["owner"]
    ind = tile["industry"]
    flipped = bool(tile["flipped"])
    level = tile["level"]
    fill = f"url(#brass-pat-{s % 4})" if _seat(s) is not None else "#888888"
    out = [f'<g class="brass-tile{" brass-flipped" if flipped else ""}" data-owner="{num(s)}" '
           f'data-industry="{esc(ind)}" data-level="{num(level)}" data-flipped="{str(flipped).lower()}">']
    out.append(f'<rect x="{x}" y="{y}" width="{SLOT}" height="{SLOT}" rx="4" fill="{fill}" '
               f'stroke="{"#222" if flipped else "#fff"}" stroke-width="{2.2 if flipped else 1.2}"/>')
    if ind in INDUSTRY_GLYPH:
        out.append(f'<use href="#brass-i-{ind}" x="{x + 3}" y="{y + 2}" width="17" height="17" color="#fff"/>')
    roman = ROMAN[level] if isinstance(level, int) and level in ROMAN else num(level)
    out.append(f'<text x="{x + SLOT - 2}" y="{y + 11}" text-anchor="end" class="brass-lvl" font-size="9" '
               f'font-weight="700" fill="#fff">{roman}</text>')
    out.append(player_mark(s, x + SLOT - 6, y + SLOT - 6, 3.6))
    if flipped:  # the flipped (scoring) side: a dark corner and a tick
        out.append(f'<path d="M{x} {y + SLOT - 11}L{x + 11} {y + SLOT}H{x + 4}a4 4 0 0 1-4-4z" fill="#222"/>'
                   f'<path d="M{x + 2} {y + SLOT - 5}l2 2l3-4" stroke="#fff" stroke-width="1.3" fill="none"/>')
    cubes = tile.get("cubes", 0)
    if isinstance(cubes, int) and cubes > 0:
        cube = "#1d1d1d" if ind == "coal_mine" else "#e07b24"
        for c in range(min(cubes, 6)):
            cx = x + 1 + (c % 6) * 4.8
            out.append(f'<rect class="brass-cube" x="{cx:.4g}" y="{y + SLOT + 1}" width="4" height="4" fill="{cube}" '
                       'stroke="#fff" stroke-width="0.5"/>')
    out.append('</g>')
    return "".join(out)


def _location_svg(ed, lay, lid, board) -> str:
    loc = ed.locations[lid]
    cx, cy, w, h = lay[lid]
    x0, y0 = cx - w / 2, cy - h / 2
    name = esc(loc["name"])
    spaces = ed.spaces[lid]
    off = not spaces
    label = name + (", a market trade icon" if loc["trade_icon"] else "")
    if loc["link_vp"]:
        label += f", {num(loc['link_vp'])} link VP"
    out = [f'<g class="brass-loc{" brass-offmap" if off else ""}" data-location="{esc(lid)}" role="group" '
           f'aria-label="{label}">']
    out.append(f'<rect class="brass-loc-bg" x="{x0:.0f}" y="{y0:.0f}" width="{w:.0f}" height="{h:.0f}" rx="8"/>')
    ty = y0 + 14 if not off else cy + 4.5
    tx = cx if not loc["trade_icon"] else cx + 8
    out.append(f'<text class="brass-loc-name" x="{tx:.0f}" y="{ty:.0f}">{name}</text>')
    if loc["trade_icon"]:
        out.append(f'<use href="#brass-i-trade" x="{x0 + 6:.4g}" y="{cy - 8:.4g}" width="16" height="16" '
                   'color="#7a3b10"><title>market trade icon</title></use>')
    if loc["link_vp"]:
        bx, by = x0 + w - 2, y0 + 2
        out.append(f'<g class="brass-linkvp"><circle cx="{bx:.4g}" cy="{by:.4g}" r="9" fill="#3a2f1f"/>'
                   f'<text x="{bx:.4g}" y="{by + 4:.4g}" text-anchor="middle" font-size="11" font-weight="700" '
                   f'fill="#ffd561">{num(loc["link_vp"])}</text><title>{num(loc["link_vp"])} link VP</title></g>')
    tiles = board.get(lid, [])
    for i, inds in enumerate(spaces):
        ref = f"{lid}/{i + 1}"
        x, y = slot_origin(ed, lay, ref)
        tile = tiles[i] if i < len(tiles) else None
        what = " or ".join(INDUSTRY_NAMES.get(d, str(d)) for d in inds)
        if tile is not None:
            owner = _seat(tile["owner"])
            who = PLAYER_NAMES[owner % 4] if owner is not None else str(tile["owner"])
            what = (f"{who} {INDUSTRY_NAMES.get(tile['industry'], str(tile['industry']))} level {tile['level']}"
                    + (", flipped" if tile["flipped"] else "")
                    + (f", {tile['cubes']} cubes" if tile.get("cubes") else ""))
        out.append(f'<g class="brass-slot" data-slot="{esc(ref)}" role="img" aria-label="{name} space {i + 1}: '
                   f'{esc(what)}">')
        out.append(f'<use href="#brass-s-{esc("-".join(inds))}" x="{x:g}" y="{y:g}" width="{SLOT}" '
                   f'height="{SLOT}"/>')
        if tile is not None:
            out.append(_tile_svg(ed, x, y, ref, tile))
        out.append('</g>')
    out.append('</g>')
    return "".join(out)


def _count(v) -> int:
    return v if isinstance(v, int) else len(v)


def _market_svg(title: str, kind: str, prices, count: int, empty_price: int, x: float, y: float) -> str:
    n = len(prices)
    cube = "#1d1d1d" if kind == "coal" else "#e07b24"
    buy = prices[n - count] if count else empty_price
    sell = prices[n - count - 1] if count < n else 0
    out = [f'<g class="brass-market" data-market="{kind}" role="img" aria-label="{title}: {num(count)} of {n} '
           f'cubes, buy at £{num(buy)}">']
    out.append(f'<text x="{x}" y="{y}" font-size="13" font-weight="700" class="brass-ink">{title}'
               f'</text><text x="{x + 330}" y="{y}" font-size="11" text-anchor="end" class="brass-ink"'
               f'>{num(count)} cubes · buy £{num(buy)}' + (f' · sells £{num(sell)}' if sell else '') + '</text>')
    for i, p in enumerate(prices):
        sx = x + i * 41
        filled = i >= n - count
        out.append(f'<rect x="{sx}" y="{y + 6}" width="36" height="24" rx="4" fill="#fbf6ea" stroke="#8a7a5c"/>'
                   f'<text x="{sx + 8}" y="{y + 22}" font-size="11" fill="#3a2f1f">£{num(p)}</text>')
        if filled:
            out.append(f'<rect class="brass-cube" x="{sx + 20}" y="{y + 12}" width="11" height="11" fill="{cube}" '
                       'stroke="#fff" stroke-width="0.8"/>')
    out.append('</g>')
    return "".join(out)


def svg_open(edition, title: str | None = None) -> str:
    """The opening ``<svg>`` tag of the board."""
    # width 100% (no fixed height): the picture scales to the width of the output it is shown in, up to
    # its drawn size, keeping its proportions from the viewBox
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="brass-svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'width="100%" style="max-width:{WIDTH}px;height:auto" '
            f'font-family="system-ui, -apple-system, Segoe UI, sans-serif" '
            f'role="img" aria-label="{esc(title or edition.title)} board">')


def render_parts(state: dict, edition) -> list[list[str]]:
    """The board as named parts, in drawing order: ``[key, markup]`` pairs.

    ``render_svg`` joins them, each wrapped in ``<g data-part="key">``; the widget sends the parts so
    the browser replaces only the parts a move changed (a location, a line, the side panel)."""
    ed = edition
    if not getattr(ed, "board_drawn", True):
        raise NotImplementedError(f"the board of {ed.title} is not drawn yet: its games play through the Game "
                                  "API (a notebook shows the game's text)")
    lay = layout(ed)
    st = state
    base = (_defs()
            + f'<rect class="brass-map-bg" x="0" y="0" width="{MAP_W}" height="{HEIGHT}" fill="#e6efe0"/>'
            + f'<rect class="brass-side-bg" x="{MAP_W}" y="0" width="{WIDTH - MAP_W}" height="{HEIGHT}" '
              'fill="#f4ecda"/>'
            # the Irish Sea, roughly west of the coastal towns: a soft band for orientation
            + '<path class="brass-sea" d="M0 0H150C120 200 70 330 110 470C140 560 100 700 130 800L120 980H0z" '
              'fill="#cfe3f0"/>'
            + '<text x="20" y="560" font-size="13" fill="#6d8fa8" font-style="italic" '
              'transform="rotate(-90 20 560)">Irish Sea</text>')
    parts = [["base", base]]
    links = st.get("links", {})
    for ln in ed.lines.values():
        parts.append([f"line:{ln.id}", _line_svg(ed, lay, ln, links.get(ln.id))])
    for lid in ed.location_ids:
        parts.append([f"loc:{lid}", _location_svg(ed, lay, lid, st["board"])])
    parts.append(["side", _side_svg(st, ed, st["players"])])
    parts.append(["legend", (
        f'<g class="brass-legend" font-size="11" fill="#3a2f1f"><rect x="{MAP_W - 210}" y="{HEIGHT - 56}" '
        'width="200" height="48" rx="6" fill="#ffffffb0"/>'
        f'<path d="M{MAP_W - 200} {HEIGHT - 40}h34" stroke="#5aa0d6" stroke-width="5"/>'
        f'<text x="{MAP_W - 158}" y="{HEIGHT - 36}">canal line</text>'
        f'<path d="M{MAP_W - 200} {HEIGHT - 20}h34" stroke="#3b3026" stroke-width="7" stroke-dasharray="1.6 5"/>'
        f'<path d="M{MAP_W - 200} {HEIGHT - 20}h34" stroke="#3b3026" stroke-width="1.4"/>'
        f'<text x="{MAP_W - 158}" y="{HEIGHT - 16}">rail line</text></g>')])
    return parts


def join_parts(open_tag: str, parts) -> str:
    return open_tag + "".join(f'<g data-part="{esc(k)}">{m}</g>' for k, m in parts) + "</svg>"


def render_svg(state: dict, edition, *, title: str | None = None) -> str:
    """The whole table as one SVG string, drawn from a state dict (``game.state`` or an observation)."""
    return join_parts(svg_open(edition, title), render_parts(state, edition))


def _side_svg(st: dict, ed, players: int) -> str:
    x = MAP_W + 20
    out = ['<g class="brass-side">']
    era = esc(str(st["era"]).title())
    rounds = ed.setup["rounds_per_era"].get(str(players))
    out.append(f'<text x="{x}" y="34" font-size="20" font-weight="700" class="brass-ink">'
               f'{esc(ed.title)}</text>')
    status = "Game over" if st.get("over") else (f"{era} Era · round {num(st['round'])} of {num(rounds)}")
    out.append(f'<text x="{x}" y="56" font-size="13" class="brass-ink" data-status="era">'
               f'{status}</text>')
    # turn order, money spent, and each player's standing
    y = 84
    out.append(f'<text x="{x}" y="{y}" font-size="13" font-weight="700" class="brass-ink">'
               'Turn order</text>')
    for col, head in ((150, "spent"), (205, "money"), (262, "income"), (318, "VP")):
        out.append(f'<text x="{x + col}" y="{y}" font-size="11" text-anchor="end" class="brass-ink"'
                   f'>{head}</text>')
    order = st.get("order", list(range(players)))
    turn = st.get("turn", 0)
    for i, s in enumerate(order):
        seat = st["seats"][s]
        ry = y + 10 + i * 26
        current = (i == turn and not st.get("over"))
        if current:
            out.append(f'<rect x="{x - 6}" y="{ry}" width="336" height="24" rx="5" fill="#fff3c4" '
                       'stroke="#c9a227"/>')
        out.append(player_mark(s, x + 8, ry + 12, 7))
        level = ed.level_of(seat["income"])
        name = PLAYER_NAMES[s % 4]
        act = f" · {num(st['actions_left'])} to go" if current else ""
        out.append(f'<text x="{x + 22}" y="{ry + 16}" font-size="12" class="brass-ink" '
                   f'font-weight="{700 if current else 400}">{name}{act}</text>')
        for col, val in ((150, f"£{num(seat['spent'])}"), (205, f"£{num(seat['money'])}"),
                         (262, f"{level:+d}" if level else "0"), (318, num(seat["vp"]))):
            out.append(f'<text x="{x + col}" y="{ry + 16}" font-size="12" text-anchor="end" class="brass-ink"'
                       f'>{val}</text>')
    y += 16 + players * 26 + 20
    out.append(_market_svg("Coal market", "coal", ed.coal_prices, st["coal_market"], ed.coal_empty_price, x, y))
    y += 52
    out.append(_market_svg("Iron market", "iron", ed.iron_prices, st["iron_market"], ed.iron_empty_price, x, y))
    y += 60
    # the Distant Cotton Market
    dcm = st["dcm"]
    left = _count(dcm["draw"])
    out.append(f'<g class="brass-dcm" role="img" aria-label="Distant Cotton Market: marker on space '
               f'{num(dcm["marker"] + 1)}, {num(left)} tiles left">')
    out.append(f'<text x="{x}" y="{y}" font-size="13" font-weight="700" class="brass-ink">'
               f'Distant Cotton Market</text><text x="{x + 330}" y="{y}" font-size="11" text-anchor="end" '
               f'class="brass-ink">{num(left)} tiles left</text>')
    for i, inc in enumerate(ed.dcm_track):
        sx = x + i * 36.5
        label = "X" if inc is None else f"+{inc}"
        here = i == dcm["marker"]
        out.append(f'<rect x="{sx}" y="{y + 8}" width="32" height="28" rx="4" '
                   f'fill="{"#6b1f1f" if inc is None else "#fbf6ea"}" stroke="#8a7a5c"/>'
                   f'<text x="{sx + 16}" y="{y + 27}" text-anchor="middle" font-size="12" '
                   f'fill="{"#fff" if inc is None else "#3a2f1f"}">{label}</text>')
        if here:
            out.append(f'<circle class="brass-dcm-marker" cx="{sx + 16}" cy="{y + 44}" r="6" fill="#7a3b10" '
                       'stroke="#fff"/>')
    used = dcm.get("used", [])
    if used:
        out.append(f'<text x="{x}" y="{y + 66}" font-size="11" class="brass-ink">tiles drawn: '
                   f'{", ".join(num(u) for u in used)}</text>')
    out.append('</g>')
    y += 84
    deck = _count(st["deck"])
    under = st.get("under", 0)
    if deck:
        deck_text = f"Draw deck: {deck} cards"
    elif st["era"] == "rail":
        deck_text = "Draw deck empty: Deck tile shows Stephenson's Rocket (no loans)"
    else:
        deck_text = "Draw deck empty"
    out.append(f'<text x="{x}" y="{y}" font-size="12" class="brass-ink" data-status="deck">'
               f'{esc(deck_text)}</text>')
    if under:
        out.append(f'<text x="{x}" y="{y + 17}" font-size="11" class="brass-ink">'
                   f'{num(under)} cards under the Deck tile</text>')
    y += 40
    # each player's next tiles (the mats, in brief)
    out.append(f'<text x="{x}" y="{y}" font-size="13" font-weight="700" class="brass-ink">'
               'Next tiles on each mat</text>')
    y += 8
    for s in range(players):
        taken = st["seats"][s]["taken"]
        ry = y + s * 30
        out.append(player_mark(s, x + 8, ry + 14, 6))
        for j, ind in enumerate(ed.industries):
            stack = ed.tiles[ind]
            n = taken.get(ind, 0)
            tx = x + 24 + j * 62
            if n < len(stack):
                spec = stack[n]
                txt = f"{ROMAN.get(spec.level) or num(spec.level)} ·{len(stack) - n}"
            else:
                txt = "—"
            out.append(f'<use href="#brass-i-{esc(ind)}" x="{tx}" y="{ry + 5}" width="16" height="16" color="#4a3f30"/>'
                       f'<text x="{tx + 19}" y="{ry + 18}" font-size="11" class="brass-ink">'
                       f'{txt}</text>')
    y += players * 30 + 16
    scores = st.get("scores") or []
    last = scores[-1] if isinstance(scores, list) and scores else None
    if isinstance(last, dict):
        totals = last.get("totals")
        totals = totals if isinstance(totals, list) else []
        out.append(f'<text x="{x}" y="{y}" font-size="12" class="brass-ink">End of the '
                   f'{esc(last.get("era", ""))} era: ' + ", ".join(f"{PLAYER_NAMES[i % 4]} +{num(v)}" for i, v in
                                                                  enumerate(totals)) + '</text>')
    out.append('</g>')
    return "".join(out)
