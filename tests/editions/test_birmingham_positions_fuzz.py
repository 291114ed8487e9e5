"""A seeded mutation fuzz of Brass: Birmingham positions from outside (``Game.from_state``), like
tests/engine/test_positions_fuzz.py for Lancashire: start from positions of seeded games (turn starts,
actions under way, scouting, shortfalls, a new era, finished games), change one or two fields, and give
the result to the loader. Each must be refused with a SavedGameError naming a field, or accepted and then
playable to the end with the invariants after every decision and saved games that load again.
"""

from __future__ import annotations

import random
from functools import cache, partial

import pytest

from brass_widget import Game, GreedyBot, SavedGameError

from ..engine import position_fuzz as fuzz


@cache
def base_positions(seed: int = 0) -> tuple[str, ...]:
    out: list[str] = []
    rng = random.Random(seed)
    for k, players in enumerate((2, 3, 4, 4)):
        g = Game.new("birmingham", players=players, seed=seed * 100 + k)
        greedy = GreedyBot(k) if k == 3 else None  # one richer game: sales, beer, merchant bonuses

        def choose(g, greedy=greedy):
            return greedy.choose(g) if greedy is not None and g.current_player == 0 else rng.choice(g.legal_actions())
        out += fuzz.sampled_positions(g, rng, {0, 1, 3, 12, 40, 90, 140}, 0.3, choose)
    return tuple(out)


def _bham_pending(st, rng, seat, n):
    kind = rng.choice(["network", "develop", "sell", "scout", "double"])
    st["pending"] = {"kind": kind, **({"left": rng.choice([0, 1, 2, 3])} if rng.random() < 0.7 else {})}
    return f"pending {st['pending']}"


def _merchant(st, rng, seat, n):
    row = rng.choice([r for r in st["merchants"].values() if r] or [[]])
    if row:
        m = rng.choice(row)
        m[rng.choice(["beer", "tile"])] = rng.choice([0, 1, 2, "blank-2p.1", "any-2p", "pottery-3p"])
    return "merchant"


def _face_down(st, rng, seat, n):
    s = st["seats"][seat]
    if s["face_down"] and rng.random() < 0.5:
        st["deck"].append(s["face_down"].pop())
    elif st["deck"]:
        s["face_down"].append(st["deck"].pop())
    return "face_down"


def _wild_card(st, rng, seat, n):
    st["seats"][seat]["hand"].append(rng.choice(["wild_location", "wild_industry"]))
    return "a wild card"


def _bham_tile(st, rng, seat, n):
    loc = rng.choice(["farm_brewery_north", "farm_brewery_south", "dudley", "stafford", "birmingham"])
    spaces = st["board"][loc]
    i = rng.randrange(len(spaces))
    ind = rng.choice(["brewery", "coal_mine", "pottery", "manufacturer", "iron_works", "cotton_mill"])
    spaces[i] = {"owner": seat, "industry": ind, "level": rng.randint(1, 8), "flipped": rng.random() < 0.5,
                 "cubes": rng.randint(0, 3)}
    return "tile"


def _vp(st, rng, seat, n):
    st["seats"][seat]["vp"] = rng.choice([0, 3, 50])
    return "vp"


# Birmingham's own components, and the flow edits every edition's fuzz shares
EDITS = [_bham_pending, _merchant, _face_down, _wild_card, _bham_tile, partial(fuzz.market, top=15), fuzz.round_,
         fuzz.actions_left, fuzz.era, fuzz.empty_a_hand, _vp, fuzz.shortfall]
SHARE = 0.6  # of the edits from EDITS (the rest anywhere in the document)


@pytest.mark.slow  # a longer fuzz run: CI runs it; -m 'not slow' leaves it out of a quick loop
def test_mutation_fuzz_of_birmingham_positions(birmingham):
    fuzz.assert_fuzz_plays_to_the_end("Birmingham", 600, base_positions(0), EDITS, SHARE, accepted=60, refused=300)


def test_a_hand_card_of_another_edition_is_refused(birmingham):
    """A card no Birmingham deck holds, in a hand whose own card went to the discard pile (so every deck card is still
    counted: a hand's wild cards are no deck cards), used to pass every check and break the listing of builds
    (refused as "could not be checked (KeyError); this is a bug")."""
    g = Game.new("birmingham", players=4, seed=3)
    st = g.state
    p = st["order"][st["turn"]]
    st["seats"][p]["discard"].append(st["seats"][p]["hand"][0])
    st["seats"][p]["hand"][0] = "colne"
    with pytest.raises(SavedGameError, match=rf"^state\.seats\[{p}\]\.hand: not a card of Brass: Birmingham: \['colne'\]$"):
        Game.from_state(st)
