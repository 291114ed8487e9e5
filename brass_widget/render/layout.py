"""Where things go on the map: each location's box (a deterministic force layout from latitude and longitude, cached
per edition), its spaces and merchant places, each line's stretch between boxes and click target, and the part of
the paper the live map shows. Pure geometry from the edition's data; no state."""

from __future__ import annotations

import math
from functools import lru_cache

from ..engine.table import tile_places
from .words import bonus_text, box_name

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


# -- layout ---------------------------------------------------------------------------------------
def tile_place_count(edition) -> int:
    """The most tiles any location holding tiles beside its spaces holds (its box has that many places), from the
    edition's table of them (``engine.table.tile_places``: Birmingham's merchants); 0 for an edition without."""
    return max((max(m["spaces"].values()) for m in tile_places(edition)), default=0)


def _holds_tiles(edition, loc: dict) -> bool:
    """Whether a location is of the kind that holds tiles beside its spaces (the presentation's ``map_tiles``)."""
    spec = edition.presentation.get("map_tiles")
    return spec is not None and loc.get("kind") == spec["location_kind"]


def _box_size(loc: dict, places: int = 0, bonus_chars: int = 0, holds: bool = False) -> tuple[float, float]:
    n = len(loc["spaces"])
    if holds and places:  # its tiles in a row, and its bonus under them (Birmingham's merchants)
        return max(PAD * 2 + places * SLOT + (places - 1) * GAP + 20, NAME_W * len(box_name(loc)) + 56,
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
    places = tile_place_count(edition)
    bonus = {m.get("id"): len(bonus_text(edition, m.get("bonus"))) for m in tile_places(edition)}
    locs = tuple((loc["id"], tuple(loc["geo"]),
                  _box_size(loc, places, bonus.get(loc["id"], 0), _holds_tiles(edition, loc)))
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


def tile_place_origin(edition, lay, lid: str, i: int) -> tuple[float, float]:
    """Top-left corner of the i-th tile place (from 0) of a location holding tiles (Birmingham's merchant)."""
    cx, cy, w, h = lay[lid]
    n = tile_place_count(edition)
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


def table_spots(ed, lay) -> dict:
    """Where the map draws the places beside the spaces that a step may point at (each merchant tile's centre):
    ``{"spots": {"oxford/1": [x, y]}}``; {} for an edition without."""
    n = tile_place_count(ed)
    if not n:
        return {}
    return {"spots": {f"{lid}/{i + 1}": [x + SLOT / 2, y + SLOT / 2] for lid in ed.location_ids
                          if tile_place_info(ed, lid) is not None for i in range(n)
                          for x, y in [tile_place_origin(ed, lay, lid, i)]}}


def tile_place_info(ed, lid: str) -> dict | None:
    """The edition's table entry for a location holding tiles beside its spaces (Birmingham's merchant), or None."""
    if not _holds_tiles(ed, ed.locations[lid]):
        return None
    return next((m for m in tile_places(ed) if m.get("id") == lid), {})


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
