"""Positions from outside (engine.md, "State and saved games"): a mutated Duel position is either refused with
SavedGameError naming the field, or accepted and then plays to its end keeping every invariant."""

import random

import pytest

from brass_widget import Game, RandomBot, SavedGameError
from brass_widget.engine.invariants import problems

from ..engine.position_fuzz import pick_field
from .duel import random_game


def _mutate(st, r):
    parent, key, path = pick_field(st, r, keep=lambda p: p[0] != "log")
    old = parent[key]
    choice = r.randrange(6)
    if choice == 0 and isinstance(old, int) and not isinstance(old, bool):
        parent[key] = old + r.choice([-3, -1, 1, 2, 30])
    elif choice == 1:
        parent[key] = r.choice([None, "cowes", "x", [], {}, 7, True, "top", -1])
    elif choice == 2 and isinstance(parent, dict):
        del parent[key]
    elif choice == 3 and isinstance(old, list) and old:
        old.pop(r.randrange(len(old)))
    elif choice == 4 and isinstance(old, list):
        old.append(r.choice(["cowes", "lodging", "shipyard", None]))
    else:
        parent[key] = r.choice(["take", "road", "ferry", 0, 1, False])
    return "/".join(map(str, path))


@pytest.mark.parametrize("seed", range(8))
def test_mutated_positions_are_refused_or_play_on(seed):
    r = random.Random(seed)
    base = random_game(seed, r.randrange(5, 100)).state
    accepted = 0
    for _ in range(25):
        st = Game.from_state(base).state
        where = _mutate(st, r)
        try:
            g = Game.from_state(st)
        except SavedGameError as e:
            assert str(e), where
            continue
        accepted += 1
        bot = RandomBot(seed)
        while not g.is_over:
            g.apply(bot.choose(g))
            assert problems(g.edition, g.state) == [], where
        assert Game.from_json(g.to_json()).state == g.state
    assert accepted < 25
