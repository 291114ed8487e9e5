"""The map: the defs (glyphs, hatches, printed spaces, every player's tiles), the empty lines and their spurs, the
location boxes, each built link, the tiles built at a location, the merchant tiles, the lines' click targets and the
static picture's key. Every element people can point at carries a stable attribute:

* ``data-location="manchester"`` on each location group,
* ``data-slot="manchester/2"`` on each industry space (spaces counted from 1, as in action texts),
* ``data-tile="manchester/2"`` on a tile built there (drawn over its space),
* ``data-link="bolton--wigan"`` on each canal or rail line, ``data-hit="bolton--wigan"`` on its click
  target, drawn above the boxes along the stretch between them, and ``data-built="bolton--wigan"`` on a
  link built there."""

from __future__ import annotations

from functools import lru_cache

from ..engine import vocabulary
from ..engine.table import tile_goods
from .layout import (
    HEIGHT,
    MAP_W,
    NAME_SIZE,
    SLOT,
    line_geometry,
    slot_origin,
    tile_place_count,
    tile_place_info,
    tile_place_origin,
)
from .palette import (
    CANAL_COLOUR,
    FLIP_BADGE,
    LINK_CASING,
    MAP_BG,
    PLAYER_COLOURS,
    STYLE,
    UNKNOWN_FILL,
    cube_colour,
    hatch_path,
    ink_on,
    player_mark,
)
from .words import PLAYER_NAMES, ROMAN, bonus_text, box_name, clean, esc, industry_name, num, num_int, seat_index


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
    # a hatch per player (over the tile's own colour), so built tiles differ by pattern as well as hue
    for s in range(len(PLAYER_COLOURS)):
        if hatch_path(s):
            out.append(f'<pattern id="brass-hatch-{s}" width="6" height="6" patternUnits="userSpaceOnUse">'
                       f'{hatch_path(s)}</pattern>')
    for inds in slot_kinds:
        face = _slot_face(inds, dict(fills))
        out.append(f'<symbol id="brass-s-{"-".join(inds)}" viewBox="0 0 {SLOT} {SLOT}">{face}</symbol>')
    out.append(_tile_symbols(industries))
    out.append('</defs>')
    return "".join(out)


SLOT_KINDS = (("cotton_mill",), ("port",), ("shipyard",), ("iron_works",), ("coal_mine",),
              ("cotton_mill", "coal_mine"), ("cotton_mill", "port"))


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


def line_colours(ed) -> dict[str, str]:
    """Each line's colour word from the edition's data, where its presentation names lines by colour (what a
    colour's line is called: ``vocabulary.line_colour_words``); a line without one is a canal and/or rail line."""
    words = vocabulary.line_colour_words(ed)
    return {ln["id"]: ln["kind"] for ln in ed.data.get("lines", ())
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


def link_svg(ed, lay, ln, owner, kind=None, era=None) -> str:
    """A built link on a line: a dark casing around its owner's colour, and the owner's shape between the
    two boxes ("" for an empty line); ``kind`` (a road, rail or ferry) its mark. Its name says whose it is and
    what it is, "Blue's canal link Bolton – Wigan": a Brass Duel link by its kind, any other by the ``era``
    it was built in (a canal era's links leave the board at its end)."""
    if owner is None:
        return ""
    ax, ay = (round(v) for v in lay[ln.a][:2])
    bx, by = (round(v) for v in lay[ln.b][:2])
    d = f"M{ax} {ay}L{bx} {by}"
    seat = seat_index(owner)
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
    """A built tile's face: filled with its owner's colour (a plain fill, so the colour never depends on a
    pattern being found) under the owner's hatch, the industry's glyph in white or near-black, whichever reads on
    the owner's colour (``ink_on``), the owner's shape, and on its flipped (scoring) side a dark edge and a gold
    badge with a tick, seen at a glance. Every edition draws its tiles so (issue 37: whose tile is it?)."""
    owner = seat_index(s)
    fill = PLAYER_COLOURS[owner % 4] if owner is not None else "#888888"
    out = [f'<rect x="{x}" y="{y}" width="{SLOT}" height="{SLOT}" rx="4" fill="{fill}" '
           f'stroke="{LINK_CASING if flipped else "#fff"}" stroke-width="{3 if flipped else 1.2}"/>']
    if owner is not None and hatch_path(owner):
        out.append(f'<rect x="{x}" y="{y}" width="{SLOT}" height="{SLOT}" rx="4" '
                   f'fill="url(#brass-hatch-{owner % 4})"/>')
    if glyph:
        out.append(f'<use href="#brass-i-{ind}" x="{x + SLOT - 18}" y="{y + SLOT - 18}" width="16" height="16" '
                   f'color="{ink_on(fill)}"/>')
    out.append(player_mark(s, x + 9, y + SLOT - 9, 5.5))
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
    owner = seat_index(s)
    who = PLAYER_NAMES[owner % 4] if owner is not None else str(s)
    info = ed.industry.get(ind) if isinstance(ind, str) else None
    holds = info.holds if info is not None else None
    # a resource drawn as round-cornered barrels, and its word (the presentation's: Birmingham's beer, guide:
    # Consuming Beer); None: square cubes
    barrels = ed.presentation.get("round_cubes", {}).get(holds)
    what = (f"{town} space {space}: {who} {industry_name(ed, ind)} level {level}"
            + (", flipped" if flipped else "")
            + (f", {tile['cubes']} {barrels or 'cubes'}" if tile.get("cubes") else ""))
    out = [f'<g class="brass-tile{" brass-flipped" if flipped else ""}" data-tile="{esc(ref)}" data-owner="{num(s)}" '
           f'data-industry="{esc(ind)}" data-level="{num(level)}" data-flipped="{str(flipped).lower()}" role="img" '
           f'aria-label="{esc(what)}">']
    if seat_index(s) is not None and ind in drawn_industries(ed):
        out.append(f'<use href="#brass-t-{s % 4}-{ind}{"-f" if flipped else ""}" x="{x}" y="{y}" width="{SLOT}" '
                   f'height="{SLOT}"/>')
    else:  # an owner or industry no game has (a file's): drawn in full, in grey
        out.append(_tile_body(x, y, s, ind, flipped, ind in drawn_industries(ed)))
    roman = ROMAN[level] if isinstance(level, int) and level in ROMAN else num(level)
    out.append(f'<text x="{x + 3}" y="{y + 17}" class="brass-lvl">{roman}</text>')
    cubes = tile.get("cubes", 0)
    if isinstance(cubes, int) and cubes > 0:
        cube = cube_colour(ed, holds)
        d = "".join(f"M{x + 1 + c * 6} {y + SLOT + 1}h5v5h-5z" for c in range(min(cubes, 6)))
        barrel = ' rx="2"' if barrels else ""
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
    holder = tile_place_info(ed, lid)  # a location holding tiles beside its spaces (Birmingham's merchant)
    off = not spaces and holder is None
    label = esc(loc["name"]) + (", a market trade icon" if loc["trade_icon"] else "")
    words = ed.presentation.get("map_tiles") or {}
    if holder is not None:
        label += words["box_words"].format(bonus=esc(bonus_text(ed, holder.get("bonus"))))
    if loc["link_vp"]:
        label += f", {num(loc['link_vp'])} link VP"
    place = vocabulary.location_kind_words(ed).get(loc.get("kind"))  # words for a kind of location the data names
    if place:
        label += f", {place}"
    kind_class = " brass-offmap" if off else (f" brass-{words['stem']}" if holder is not None else "")
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
    if holder is not None:  # its tile places and its bonus (Birmingham, guide: Merchant Beer Bonuses)
        for i in range(tile_place_count(ed)):
            x, y = tile_place_origin(ed, lay, lid, i)
            out.append(f'<rect class="brass-{words["stem"]}-place" x="{x}" y="{y}" width="{SLOT}" height="{SLOT}" '
                       'rx="4" fill="none" stroke="#8a7a5c" stroke-dasharray="3 3"/>')
        # the bonus beside a barrel (as big as town names: readable at the widget's smallest map scale)
        text = bonus_text(ed, holder.get("bonus"))
        tw = len(text) * 10.5
        bx = cx - (tw + 16) / 2
        out.append(f'<g class="brass-bonus"><rect x="{bx:.0f}" y="{y0 + h - 21:.0f}" width="9" height="13" rx="3" '
                   f'fill="{cube_colour(ed, words["resource"])}"/><text class="brass-ink" x="{bx + 14:.0f}" '
                   f'y="{y0 + h - 8:.0f}" font-size="{NAME_SIZE}">{esc(text)}</text><title>'
                   f'{words["bonus_title"].format(bonus=esc(text))}</title></g>')
    out.append('</g>')
    return "".join(out)


def map_tiles_svg(ed, lay, lid, placed, players) -> str:
    """A merchant location's tiles (what each buys; blank ones too) and the beer barrel beside each that
    still has one; the places its player count leaves empty are marked unused (guide: Board Setup 5-6)."""
    info = tile_place_info(ed, lid) or {}
    words = ed.presentation["map_tiles"]  # the data's names and words for the tiles (Birmingham's merchant tiles)
    stem, count = words["stem"], words["count"]
    spaces = info.get("spaces", {})
    used = spaces.get(str(players), 0) if isinstance(spaces, dict) else 0
    placed = placed if isinstance(placed, list) else []
    out = []
    name = esc(ed.locations[lid]["name"])
    for i in range(tile_place_count(ed)):
        x, y = tile_place_origin(ed, lay, lid, i)
        ref = f"{lid}/{i + 1}"
        m = placed[i] if i < len(placed) and isinstance(placed[i], dict) else None
        if m is None:
            if i >= num_int(used):
                out.append(f'<g class="brass-{stem}-unused" data-{stem}="{esc(ref)}"><path d="M{x + 6} {y + 6}'
                           f'l{SLOT - 12} {SLOT - 12}M{x + SLOT - 6} {y + 6}l{12 - SLOT} {SLOT - 12}" stroke="#b3a68a" '
                           f'stroke-width="2"/><title>not used with {num(players)} players</title></g>')
            continue
        goods = tile_goods(ed, m.get("tile"))
        goods = goods if goods is not None else []
        held = m.get(count, 0)
        what = (" or ".join(industry_name(ed, g) for g in goods) if goods else "nothing (a blank tile)")
        barrels = held if isinstance(held, int) and held > 0 else 0
        label = words["tile_words"].format(name=name, n=i + 1, what=what) + (
            words["held_words"].format(n=barrels) if barrels else words["none_held"])
        out.append(f'<g class="brass-{stem}-tile{" brass-blank" if not goods else ""}" data-{stem}="{esc(ref)}" '
                   f'data-tile-id="{esc(m.get("tile", ""))}" data-{count}="{num(held)}" role="img" '
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
                       f'rx="3" fill="{cube_colour(ed, words["resource"])}" stroke="#fff" stroke-width="1"/>')
        out.append('</g>')
    return "".join(out)


def tiles_svg(ed, lay, lid, board) -> str:
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


def static_parts(ed, lay) -> tuple[str, str, str, str]:
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


def legend_svg(x: float, y: float, lines: tuple[str, str], tiles: tuple[str, str] | None = None) -> str:
    """The key of the static picture (the live widget shows it as HTML); ``tiles``: the tiles on the map too, their
    barrel's colour and words (Birmingham's merchant tiles and beer barrels, from its presentation); ``lines``: the
    words for the two kinds of empty line (the edition's data)."""
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
               f'<rect x="{x + 19}" y="{y + 139}" width="6" height="9" rx="2" fill="{tiles[0]}"/>'
               f'<text x="{x + 42}" y="{y + 145}" {ink}>{esc(tiles[1])}</text>'
               f'<path d="M{x} {y + 164}h34" stroke="#5b4a3a" stroke-width="2.5" stroke-dasharray="6 3"/>'
               f'<text x="{x + 42}" y="{y + 169}" {ink}>a farm brewery\'s spur to the line it touches</text>'
               if tiles else '') + '</g>')
