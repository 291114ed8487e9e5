"""The colour of a point of the page, read from Chromium's own screenshot (a PNG decoded here with zlib: no imaging
library), for the browser tests that check what a person sees (issue 37: whose tile is it?)."""

from __future__ import annotations

import struct
import zlib


def _rows(png: bytes) -> tuple[int, int, int, list[bytes]]:
    """(width, height, bytes per pixel, the unfiltered rows) of an 8-bit RGB or RGBA PNG."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, head = 8, b"", None
    while pos < len(png):
        n, kind = struct.unpack(">I4s", png[pos:pos + 8])
        body = png[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            head = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    w, h, depth, colour = head[:4]
    assert depth == 8 and colour in (2, 6), f"an 8-bit RGB(A) PNG, not depth {depth} colour type {colour}"
    bpp = 3 if colour == 2 else 4
    raw, stride, rows, prev = zlib.decompress(idat), w * bpp, [], bytes(w * bpp)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = rows[-1]
    return w, h, bpp, rows


def colour_at(page, x: float, y: float) -> tuple[int, int, int]:
    """The (r, g, b) Chromium paints at the page's point (x, y) (CSS px)."""
    _, _, bpp, rows = _rows(page.screenshot(clip={"x": int(x), "y": int(y), "width": 1, "height": 1}))
    return tuple(rows[0][:3])


def share_near(page, box: dict, colour: tuple[int, int, int], tolerance: int = 24) -> float:
    """The share of the page's pixels inside ``box`` (a bounding box, CSS px) painted within ``tolerance`` of
    ``colour``."""
    clip = {k: int(box[k]) + (1 if k in ("x", "y") else -1) for k in ("x", "y", "width", "height")}  # inside the edge
    w, h, bpp, rows = _rows(page.screenshot(clip=clip))
    hits = sum(near(row[i:i + 3], colour, tolerance) for row in rows for i in range(0, w * bpp, bpp))
    return hits / (w * h)


def hex_rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def near(a, b, tolerance: int = 24) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))
