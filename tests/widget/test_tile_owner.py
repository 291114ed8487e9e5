"""Whose tile is it (issue 37, item 4): every edition fills a built tile with its owner's colour as a plain fill (a
learner at 1280x800 saw Birmingham's tiles as white with a small owner dot), the owner's hatch over it, the owner's
shape on it, and the industry's glyph in an ink that reads on that colour (WCAG AA, 4.5:1)."""

import random
import re

import pytest

from brass_widget import Game
from brass_widget.render import render_svg
from brass_widget.render.palette import PLAYER_COLOURS, PLAYER_HATCHES
from tests.registered import EDITIONS


def contrast(a: str, b: str) -> float:
    """WCAG 2's contrast ratio of two colours "#rrggbb" or "#rgb" (worked out here, apart from the renderer's)."""
    def lum(colour: str) -> float:
        h = colour[1:] if len(colour) == 7 else "".join(c * 2 for c in colour[1:])
        ch = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in ch)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def game_with_tiles(edition: str, seed: int = 2) -> Game:
    """A seeded random game of the edition played until both seats have built a tile."""
    g = Game.new(edition, players=2, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        owners = {t["owner"] for spaces in g.state["board"].values() for t in spaces if t}
        if owners >= {0, 1}:
            return g
        acts = g.legal_actions()
        builds = [a for a in acts if a.kind == "build"]
        g.apply(rng.choice(builds or acts))
    raise AssertionError(f"no position with both seats' tiles in {edition}")


def tile_symbols(svg: str) -> dict[str, str]:
    """Each tile symbol of the picture's defs ("brass-t-<seat>-<industry>[-f]", scoped ids) and its markup."""
    return {m.group(1): m.group(2) for m in re.finditer(r'<symbol id="brass-(?:\w+-)?(t-\d-[\w]+?(?:-f)?)" '
                                                         r'[^>]*>(.*?)</symbol>', svg)}


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_built_tile_is_filled_with_its_owners_colour_with_their_hatch_shape_and_a_readable_glyph(edition):
    g = game_with_tiles(edition)
    svg = render_svg(g.state, g.edition, side=False)
    symbols = tile_symbols(svg)
    built = {(t["owner"], t["industry"], t["flipped"]) for spaces in g.state["board"].values() for t in spaces if t}
    assert built
    for owner, industry, flipped in built:
        body = symbols[f"t-{owner}-{industry}{'-f' if flipped else ''}"]
        first = re.search(r'<rect [^>]*fill="([^"]+)"', body).group(1)
        colour = PLAYER_COLOURS[owner]
        assert first == colour, (edition, owner, industry, first)  # a plain fill: no pattern needed for the colour
        hatched = re.search(r'fill="url\(#brass-(?:\w+-)?hatch-(\d)\)"', body)
        assert (hatched is not None and int(hatched.group(1)) == owner) == bool(PLAYER_HATCHES[owner])
        assert f'class="brass-mark brass-p{owner}" fill="{colour}"' in body  # the owner's shape
        ink = re.search(r'<use href="#brass-(?:\w+-)?i-[\w]+"[^>]*color="([^"]+)"', body).group(1)
        assert contrast(ink, colour) >= 4.5, (edition, owner, ink)
    # the tiles on the map use those symbols
    for owner, industry, flipped in built:
        assert re.search(rf'<use href="#brass-(?:\w+-)?t-{owner}-{industry}{"-f" if flipped else ""}"', svg)
