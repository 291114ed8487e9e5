"""The shared renderer draws Lancashire and Birmingham byte for byte as before Brass Duel's board (issue 12): digests
of the whole-table picture and the live map along seeded random games, computed with ``board_svg.py`` as it was on
branch t12-duel-core (before Duel was drawn). Duel's additions (its industries' glyphs, line colours, link kinds,
card rows, the notice) are read from data only an edition that has them carries.

Changed on purpose once since (issue 22, accessibility): every line is an image with a name (``role="img"``), and
every built link names its owner ("Blue's canal link Bolton – Wigan"). the ``named`` digests have those names;
with the names taken out again (``unnamed``) the pictures are still t12-duel-core's, byte for byte. And once more
(issue 21): a split space's outline takes clicks on its whole inside (``pointer-events="all"``), so the band
between its two halves is no dead click; ``unnamed`` takes that out too. And once more (issue 21, the board on a
laptop screen): the live map's ``<svg>`` shows only its boxes and a margin (``render.layout.map_view_box``: Lancashire
``0 11 748 969`` for ``0 0 770 980``), so it is drawn larger in the same height; ``unnamed`` puts the whole paper
back. Nothing inside the map moved. And once more (issue 37, item 4, whose tile is it?): a built tile is filled with
its owner's colour as a plain fill with the owner's hatch over it (before: a pattern holding both), its owner's shape
is larger and its glyph is white or near-black, whichever reads on that colour; both digests were recorded again
then (the tile symbols are in every picture's defs), with nothing else changed."""

import hashlib
import random
import re

import pytest

from brass_widget import Game
from brass_widget.render import render_svg


def unnamed(svg: str) -> str:
    """The picture without issue 22's names (a built link's role and name, a line's role), without issue 21's
    click target (a split space's outline takes clicks on its whole inside: ``pointer-events="all"``) and with the
    live map's whole paper (issue 21 again: the crop to its boxes)."""
    svg = svg.replace(' pointer-events="all"/>', "/>")
    svg = re.sub(r'class="brass-svg" viewBox="[0-9 ]+" width="[0-9]+" height="[0-9]+"',
                 'class="brass-svg" viewBox="0 0 770 980" width="770" height="980"', svg)  # the live map's crop
    svg = re.sub(r'(<g class="brass-link" data-built="[^"]*" data-owner="[^"]*") role="img" aria-label="[^"]*"', r"\1", svg)
    return re.sub(r'(<g class="brass-line [^"]*" data-link="[^"]*") role="img"', r"\1", svg)


def digests(edition: str, players: int, seed: int, moves: int) -> tuple[str, str]:
    """(digest of the pictures as drawn, digest of the same pictures without issue 22's names)."""
    g = Game.new(edition, players=players, seed=seed)
    r = random.Random(seed)
    now, before = hashlib.sha256(), hashlib.sha256()

    def add(svg: str) -> None:
        now.update(svg.encode())
        before.update(unnamed(svg).encode())
    for i in range(moves):
        if g.is_over:
            break
        if i % 15 == 0:
            add(render_svg(g.state, g.edition))
            add(render_svg(g.state, g.edition, side=False))
        g.apply(r.choice(g.legal_actions()))
    add(render_svg(g.state, g.edition))
    return now.hexdigest()[:16], before.hexdigest()[:16]


@pytest.mark.parametrize(("edition", "players", "seed", "moves", "named", "t12"), [
    ("lancashire", 4, 3, 200, "ab9dce10b5e5e754", "977f4c5fef94d610"),
    ("lancashire", 2, 5, 120, "ba0c4b25ac6037a7", "c5d6003504a2be5c"),
    ("birmingham", 3, 3, 200, "59a04a6d46b0147a", "6272f9161c269b8e"),
    ("birmingham", 4, 6, 120, "d53a0f43d25debb8", "97cbbb8c19def3b7"),
])
def test_lancashire_and_birmingham_pictures_are_byte_identical(edition, players, seed, moves, named, t12):
    assert digests(edition, players, seed, moves) == (named, t12)
