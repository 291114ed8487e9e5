"""The board assembled: the opening ``<svg>`` tag, the named parts in drawing order (``render_parts``, which the
widget sends part by part), the whole picture (``render_svg``) and ids made unique per picture (``scoped_ids``)."""

from __future__ import annotations

import re
import weakref

from ..engine import vocabulary
from ..engine.table import placed_tiles
from .layout import HEIGHT, MAP_W, WIDTH, layout, map_view_box, tile_place_count, tile_place_info
from .map import legend_svg, link_svg, map_tiles_svg, static_parts, tiles_svg
from .palette import cube_colour
from .table import side_svg
from .words import esc


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
    if not ed.board_drawn:
        raise NotImplementedError(f"the board of {ed.title} is not drawn yet: its games play through the Game "
                                  "API (a notebook shows the game's text)")
    lay = layout(ed)
    st = state
    static = _STATIC.get(ed)
    if static is None or static[0] is not lay:
        static = _STATIC[ed] = (lay, static_parts(ed, lay))
    base, lines, locs, hits = static[1]
    parts = [["base", base], ["lines", lines]]
    links = st.get("links", {})
    kinds = st.get("link_kinds")
    kinds = kinds if isinstance(kinds, dict) else {}
    for ln in ed.lines.values():
        parts.append([f"link:{ln.id}", link_svg(ed, lay, ln, links.get(ln.id), kinds.get(ln.id), st.get("era"))])
    parts.append(["locs", locs])
    for lid in ed.location_ids:
        parts.append([f"tiles:{lid}", tiles_svg(ed, lay, lid, st["board"])])
    placed = placed_tiles(ed, st)
    if isinstance(placed, dict):  # the tiles on the map beside the spaces (Birmingham's merchant tiles, their beer)
        stem = ed.presentation["map_tiles"]["stem"]
        for lid in ed.location_ids:
            if tile_place_info(ed, lid) is not None:
                parts.append([f"{stem}:{lid}", map_tiles_svg(ed, lay, lid, placed.get(lid), st["players"])])
    parts.append(["hits", hits])
    if side:
        parts.append(["side", side_svg(st, ed, st["players"])])
        places = bool(tile_place_count(ed))  # the key says what the tiles on the map are
        parts.append(["legend", legend_svg(MAP_W + 20, HEIGHT - (188 if places else 140),
                                            vocabulary.legend_lines(ed), tiles=_key_tiles(ed) if places else None)])
    return parts


def _key_tiles(ed) -> tuple[str, str]:
    """The static key's line for the tiles on the map: their barrel's colour and words (the presentation's)."""
    spec = ed.presentation["map_tiles"]
    return cube_colour(ed, spec["resource"]), spec["key_words"]


_STATIC: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # edition -> (its layout, its static parts)


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
