"""What a screen reader hears from the map (issue 22, accessibility): every built link names its owner and what it
is ("Blue's canal link Bolton – Wigan"), and a name (``aria-label``) is only on an element with a role, where every
screen reader reads it."""

import random
import xml.etree.ElementTree as ET

import pytest

from brass_widget import Game
from brass_widget.render import render_svg
from brass_widget.render.words import PLAYER_NAMES


def some_way_in(edition: str, players: int, seed: int, moves: int) -> Game:
    g = Game.new(edition, players=players, seed=seed)
    r = random.Random(seed)
    while not g.is_over and len(g.history) < moves:
        g.apply(r.choice(g.legal_actions()))
    return g


@pytest.mark.parametrize(("edition", "players", "seed"), [("lancashire", 4, 3), ("birmingham", 3, 3), ("duel", 2, 3)])
def test_built_links_name_their_owner_and_every_name_has_a_role(edition, players, seed):
    g = some_way_in(edition, players, seed, 60)
    names = g.edition.names
    for side in (True, False):
        root = ET.fromstring(render_svg(g.state, g.edition, side=side))
        built = [e for e in root.iter() if e.get("data-built")]
        assert len(built) == len(g.state["links"]) >= 2
        for e in built:
            owner = g.state["links"][e.get("data-built")]
            line = g.edition.lines[e.get("data-built")]
            what = g.state.get("link_kinds", {}).get(line.id) or g.state["era"]  # Duel: its kind; else the era's
            assert e.get("role") == "img"
            assert e.get("aria-label") == f"{PLAYER_NAMES[owner]}'s {what} link {names[line.a]} – {names[line.b]}"
        unnamed = [e.get("class") for e in root.iter() if e.get("aria-label") and not e.get("role")]
        assert unnamed == []
