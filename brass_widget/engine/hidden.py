"""Hidden information: what one seat may know, and positions that agree with it.

A seat sees everything on the table and its own hand. It does not see the other hands, the order
of the draw deck, the Distant Cotton Market tiles still face down, or the seed that will shuffle
them (Board Setup steps 3 and 5; Player Area Setup step 8). ``observe`` hides exactly those.

``determinize`` goes the other way: from an observation it deals the unseen cards and tiles in an
order drawn from its own seed, giving a full position that looks the same to that seat. Bots and
previews work on such a position, so what they decide or show can only depend on what the seat
knows (DESIGN.md, "Hidden information").
"""

from __future__ import annotations

import random
from collections import Counter

from .edition import Edition
from .saved import SavedGameError
from .setup import dcm_tiles, deck_cards


def observe(st: dict, seat: int) -> dict:
    """``st`` (a copy the caller owns) with everything ``seat`` may not know replaced by counts."""
    for s, info in enumerate(st["seats"]):
        if s != seat:
            info["hand"] = len(info["hand"])
    st["deck"] = len(st["deck"])
    st["dcm"]["draw"] = len(st["dcm"]["draw"])
    st["seed"] = None
    st["seat"] = seat
    return st


def _pool(everything: list, seen: Counter) -> list:
    unseen = Counter(everything) - seen
    return sorted(unseen.elements())


def determinize(ed: Edition, obs: dict, seed: int) -> dict:
    """A full state that ``observe(state, obs["seat"])`` turns back into ``obs``.

    The unseen cards (the deck minus every card in sight) are shuffled by ``seed`` and dealt to the
    other hands and the deck; the unseen Distant Cotton Market tiles likewise. Deterministic in
    (obs, seed) and independent of anything ``obs`` does not contain."""
    st = {k: v for k, v in obs.items() if k != "seat"}
    seat = obs["seat"]
    n = st["players"]
    r = random.Random(f"{seed}:determinize")
    seen = Counter()
    for info in st["seats"]:
        seen.update(info["discard"])
    seen.update(st["seats"][seat]["hand"])
    cards = _pool(deck_cards(ed, n, st["variants"]), seen)
    r.shuffle(cards)
    want = st["deck"] + sum(info["hand"] for s, info in enumerate(st["seats"]) if s != seat)
    if len(cards) < want:  # the classic deck removes unseen cards in the Rail Era, so more is fine
        raise SavedGameError(f"the observation hides {want} cards but only {len(cards)} are unseen")
    seats = []
    for s, info in enumerate(st["seats"]):
        info = dict(info)
        if s != seat:
            info["hand"] = sorted(cards.pop() for _ in range(info["hand"]))
        seats.append(info)
    st["seats"] = seats
    st["deck"] = cards[:st["deck"]]
    tiles = _pool(dcm_tiles(ed, n, st["variants"]), Counter(st["dcm"]["used"]))
    if len(tiles) != st["dcm"]["draw"]:
        raise SavedGameError(f"the observation hides {st['dcm']['draw']} Distant Cotton Market tiles "
                               f"but {len(tiles)} are unseen")
    r.shuffle(tiles)
    st["dcm"] = dict(st["dcm"], draw=tiles)
    st["seed"] = seed
    return st
