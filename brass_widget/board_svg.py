"""The board renderer's public names, kept where they always were: the renderer itself is the package
``brass_widget.render`` (``words``, ``palette``, ``layout``, ``map``, ``table``, ``svg``; issue 20, step 6).

Re-exported for the code and the tests that import them from here: the picture (``render_svg``, ``render_parts``,
``svg_open``, ``wrap_parts``, ``join_parts``, ``scoped_ids``), escaping and names (``clean``, ``esc``, ``num``,
``industry_name``, ``INDUSTRY_NAMES``, ``PLAYER_NAMES``, ``ROMAN``), the palette (``PLAYER_COLOURS``,
``PLAYER_SHAPES``, ``PLAYER_HATCHES``, ``STYLE``, ``LINK_CASING``, ``CANAL_COLOUR``, ``MAP_BG``, ``FLIP_BADGE``), the
geometry the widget and its tests share (``layout``, ``line_geometry``, ``slot_origin``, ``map_view_box``,
``table_spots``, ``WIDTH``, ``HEIGHT``, ``MAP_W``, ``SLOT``, ``NAME_SIZE``, ``HIT_WIDTH``, and the layout's helpers
``_clip``, ``_rect``, ``_slot_rects`` its tests check) and the table's ``edge_columns``."""

from .engine.table import edge_columns
from .render.layout import (
    HEIGHT,
    HIT_WIDTH,
    MAP_W,
    NAME_SIZE,
    SLOT,
    WIDTH,
    _clip,
    _rect,
    _slot_rects,
    layout,
    line_geometry,
    map_view_box,
    slot_origin,
    table_spots,
)
from .render.palette import (
    CANAL_COLOUR,
    FLIP_BADGE,
    LINK_CASING,
    MAP_BG,
    PLAYER_COLOURS,
    PLAYER_HATCHES,
    PLAYER_SHAPES,
    STYLE,
)
from .render.svg import join_parts, render_parts, render_svg, scoped_ids, svg_open, wrap_parts
from .render.words import INDUSTRY_NAMES, PLAYER_NAMES, ROMAN, clean, esc, industry_name, num

__all__ = [
    "CANAL_COLOUR", "FLIP_BADGE", "HEIGHT", "HIT_WIDTH", "INDUSTRY_NAMES", "LINK_CASING", "MAP_BG", "MAP_W",
    "NAME_SIZE", "PLAYER_COLOURS", "PLAYER_HATCHES", "PLAYER_NAMES", "PLAYER_SHAPES", "ROMAN", "SLOT", "STYLE",
    "WIDTH", "_clip", "_rect", "_slot_rects", "clean", "edge_columns", "esc", "industry_name", "join_parts", "layout",
    "line_geometry", "map_view_box", "num", "render_parts", "render_svg", "scoped_ids", "slot_origin", "svg_open",
    "table_spots", "wrap_parts",
]
