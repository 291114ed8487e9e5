"""The shared renderer draws Lancashire and Birmingham byte for byte as before Brass Duel's board (issue 12): digests
of the whole-table picture and the live map along seeded random games, computed with ``board_svg.py`` as it was on
branch t12-duel-core (before Duel was drawn). Duel's additions (its industries' glyphs, line colours, link kinds,
card rows, the notice) are read from data only an edition that has them carries."""

import hashlib
import random

import pytest

from brass_widget import Game
from brass_widget.board_svg import render_svg


def digest(edition: str, players: int, seed: int, moves: int) -> str:
    g = Game.new(edition, players=players, seed=seed)
    r = random.Random(seed)
    h = hashlib.sha256()
    for i in range(moves):
        if g.is_over:
            break
        if i % 15 == 0:
            h.update(render_svg(g.state, g.edition).encode())
            h.update(render_svg(g.state, g.edition, side=False).encode())
        g.apply(r.choice(g.legal_actions()))
    h.update(render_svg(g.state, g.edition).encode())
    return h.hexdigest()[:16]


@pytest.mark.parametrize(("edition", "players", "seed", "moves", "want"), [
    ("lancashire", 4, 3, 200, "838baac5ca31d875"),
    ("lancashire", 2, 5, 120, "e7ec3c19d09824de"),
    ("birmingham", 3, 3, 200, "beecdc0749abec6e"),
    ("birmingham", 4, 6, 120, "076b24e0a04eb432"),
])
def test_lancashire_and_birmingham_pictures_are_byte_identical(edition, players, seed, moves, want):
    assert digest(edition, players, seed, moves) == want
