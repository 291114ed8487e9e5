"""What an edition's things are called and how they look: the one way the board, the renderer, the narrator and
the charts read an edition's presentation data (``Edition.presentation``: the shared ``engine/presentation.json``
with the edition's own ``presentation.json`` over it). Nothing here is a rule; no edition is named."""

from __future__ import annotations

from functools import cache
from typing import Any

from .edition import Edition, _presentation, _registry

UNKNOWN_FILL = "#dddddd"  # a space or tile of an industry the edition's data gives no colour


def _industry(ed: Edition, ind: str) -> dict[str, Any]:
    entry = ed.presentation["industries"].get(ind)
    return entry if isinstance(entry, dict) else {}


def industry_name(ed: Edition, ind: str) -> str:
    """An industry's name as people say it ("Cotton Mill"), from its id when the edition's data has none."""
    name: str | None = _industry(ed, ind).get("name")
    return name or str(ind).replace("_", " ").title()


def industry_short(ed: Edition, ind: str) -> str:
    """An industry's short name for a mat chip ("Mill"), else its name."""
    short: str | None = _industry(ed, ind).get("short")
    return short or industry_name(ed, ind)


def industry_fill(ed: Edition, ind: str) -> str:
    fill: str | None = _industry(ed, ind).get("fill")
    return fill or UNKNOWN_FILL


def industry_glyphs(ed: Edition) -> dict[str, str]:
    """Each industry's 20x20 glyph (SVG markup drawn with currentColor), in the data's order, for the industries
    the edition has."""
    return {ind: e["glyph"] for ind, e in ed.presentation["industries"].items()
            if ind in ed.industries and isinstance(e, dict) and e.get("glyph")}


def kind_names(ed: Edition) -> dict[str, str]:
    """What each kind of decision is called on the board ("Take a column")."""
    return dict(ed.presentation["kinds"])


def link_names(ed: Edition) -> dict[str, str]:
    """What each kind of link a decision names is called (an edition whose links have kinds)."""
    return dict(ed.presentation["link_names"])


def map_key(ed: Edition) -> list[list[str]]:
    """The live board's key to the map, [swatch, words] each: the shared items, the edition's own line items in
    place of the shared ones (``map_key_lines``), the edition's own words for a shared item (``map_key_words``:
    Brass Duel, with no eras, scores at the game's end only), then its further items (``map_key_more``)."""
    p = ed.presentation
    lines = p.get("map_key_lines")
    words = p.get("map_key_words", {})
    base = [[x[0], words.get(x[0], x[1])] for x in p["map_key"]]
    if lines:
        base = [list(x) for x in lines] + [x for x in base if x[0] not in ("canal", "rail")]
    return base + [list(x) for x in p.get("map_key_more", ())]


def key_swatches(ed: Edition) -> set[str]:
    return {x[0] for x in map_key(ed)}


def line_colour_words(ed: Edition) -> dict[str, str]:
    """What a line of a colour is called, where the edition's lines have colours ({"blue": "ferry"})."""
    return dict(ed.presentation["line_colour_words"])


def link_marks(ed: Edition) -> dict[str, str]:
    """The mark (SVG stroke attributes) drawn over a built link of each kind, so it reads without colour."""
    return dict(ed.presentation["link_marks"])


def location_kind_words(ed: Edition) -> dict[str, str]:
    return dict(ed.presentation["location_kind_words"])


def map_decoration(ed: Edition) -> str:
    """Orientation marks drawn under the map (the renderer's own markup, from the package's data)."""
    decoration: str = ed.presentation["map_decoration"]
    return decoration


def legend_lines(ed: Edition) -> tuple[str, str]:
    """The static picture's words for its two kinds of empty line."""
    a, b = ed.presentation["legend_lines"]
    return a, b


def notice_heading(ed: Edition) -> str:
    """What a provisional-components notice is prefixed with (the edition's short title)."""
    heading: str | None = ed.presentation.get("notice_heading")
    return heading or ed.title


@cache
def all_industry_names() -> dict[str, str]:
    """Every registered edition's industry names, for text that names an industry without its edition."""
    out: dict[str, str] = {}
    for cls in _registry().values():
        for ind, e in _presentation(cls.__module__)["industries"].items():
            if isinstance(e, dict) and e.get("name"):
                out.setdefault(ind, e["name"])
    return out


def reach_resources() -> tuple[str, ...]:
    """Every registered edition's overlay resource (its presentation's ``reach_resource``: where a seat may take it
    from, ``Game.reach``), in the registry's order: the board's highlights beyond the shared ones. Not cached: an
    edition registered later adds its own."""
    out: list[str] = []
    for cls in _registry().values():
        res = _presentation(cls.__module__).get("reach_resource")
        if isinstance(res, str) and res not in out:
            out.append(res)
    return tuple(out)
