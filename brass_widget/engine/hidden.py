"""Hidden information: what one seat may know, and positions that agree with it.

A seat sees everything on the table and its own hand. It does not see the other hands, the order
of the draw deck, the seed that will shuffle them, or an edition's own face-down components
(Lancashire: the Distant Cotton Market tiles still face down; Birmingham: the face-down card that
starts each discard pile). ``observe`` hides exactly those: the shared ones here, the edition's
through its hooks (``Hidden.observe``).

``determinize`` goes the other way: from an observation it deals the unseen cards and tiles in an
order drawn from its own seed, giving a full position that looks the same to that seat. Bots and
previews work on such a position, so what they decide or show can only depend on what the seat
knows (docs/design.md, "Hidden information").
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from .copies import _copy
from .edition import Edition
from .saved import SavedGameError
from .setup import deck_cards


def observe(st: dict[str, Any], seat: int, ed: Edition | None = None) -> dict[str, Any]:
    """``st`` (a copy the caller owns) with everything ``seat`` may not know replaced by counts."""
    if ed is None:
        from .edition import load_edition
        from .house_rules import ruled_edition
        ed = ruled_edition(load_edition(st["edition"]), st.get("rules"))
    ed.hidden.observe(st, seat)  # first: an edition may show part of a hand (Birmingham's wild cards)
    for s, info in enumerate(st["seats"]):
        if s != seat and not ed.hidden.hands_public:
            info["hand"] = len(info["hand"])
    st["deck"] = len(st["deck"])
    st["seed"] = None
    st["seat"] = seat
    return st


# the state's parts every seat sees that no ``observe`` (the core's or an edition's ``Hidden.observe``) writes into
PUBLIC_PARTS = frozenset(("board", "links", "scores"))


def observe_shared(st: dict[str, Any], seat: int, ed: Edition) -> dict[str, Any]:
    """``observe(copy of st less its log, seat, ed)`` without the copy: a new top dict, new seat dicts and a new dict
    for each other part an ``observe`` may write into (an edition's face-down pile made a count), every inner
    list and the public parts (``PUBLIC_PARTS``) the state's own. Read only: the bots' valuations read it once and
    drop it (a position's board, links and hands are shared, not copied).
    The same values as ``observation(seat, log=False)``; ``tests/test_strong_work.py`` checks it in every edition."""
    obs = {k: (dict(v) if type(v) is dict and k not in PUBLIC_PARTS else v) for k, v in st.items() if k != "log"}
    obs["seats"] = [dict(info) for info in st["seats"]]
    return observe(obs, seat, ed)


def unseen_piles(ed: Edition, st: dict[str, Any], seat: int) -> dict[str, int]:
    """How many things lie in each pile ``seat`` cannot see (the deck, another hand, face-down tiles or cards),
    by the pile's path in the state: wherever ``observe`` turns a list into its count. Read from the state and its
    observation side by side, so it names no edition and follows every edition's hook."""
    full = {k: v for k, v in st.items() if k != "log"}
    seen = observe(_copy(full), seat, ed)
    out: dict[str, int] = {}

    def walk(path: str, a: Any, b: Any) -> None:
        if isinstance(a, list) and isinstance(b, int) and not isinstance(b, bool):
            out[path] = b
        elif isinstance(a, dict) and isinstance(b, dict):
            for k in a:
                if k in b:
                    walk(f"{path}/{k}", a[k], b[k])
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for i, (x, y) in enumerate(zip(a, b)):
                walk(f"{path}/{i}", x, y)
    walk("", full, seen)
    return out


def shows_the_unseen(before: dict[str, int], after: dict[str, int]) -> bool:
    """Whether a change took something out of a pile the seat could not see (``unseen_piles`` before and after): a
    card drawn or played from a hidden hand, a face-down tile or card turned over. Played again, it would show the
    same thing: so the board's undo never crosses one against bots (docs/design.md, Hidden information)."""
    return any(after.get(path, 0) < n for path, n in before.items())


def _pool(everything: list[str], seen: Counter[str]) -> list[str]:
    unseen = Counter(everything) - seen
    return sorted(unseen.elements())


def determinize(ed: Edition, obs: dict[str, Any], seed: int) -> dict[str, Any]:
    """A full state that ``observe(state, obs["seat"])`` turns back into ``obs``.

    The unseen cards (the deck minus every card in sight) are shuffled by ``seed`` and dealt to the
    other hands and the deck; the edition's hidden components likewise (its hook). Deterministic in
    (obs, seed) and independent of anything ``obs`` does not contain."""
    st = {k: v for k, v in obs.items() if k != "seat"}
    seat = obs["seat"]
    n = st["players"]
    r = random.Random(f"{seed}:determinize")
    st["seats"] = [dict(info) for info in st["seats"]]
    seen: Counter[str] = Counter()
    for info in st["seats"]:
        seen.update(info["discard"])
    for s, info in enumerate(st["seats"]):
        if s == seat or ed.hidden.hands_public:
            seen.update(c for c in info["hand"] if c in ed.deck_faces)
    cards = _pool(deck_cards(ed, n, st["variants"]), seen)
    r.shuffle(cards)
    hidden = [(s, info["hand"] - len(info.get("wild", ()))) for s, info in enumerate(st["seats"])
              if s != seat and not ed.hidden.hands_public]
    want = st["deck"] + sum(k for _, k in hidden) + sum(info.get("face_down", 0) for info in st["seats"])
    if len(cards) < want:  # the classic deck removes unseen cards in the Rail Era, so more is fine
        raise SavedGameError(f"the observation hides {want} cards but only {len(cards)} are unseen")
    for s, k in hidden:
        info = st["seats"][s]
        info["hand"] = sorted([cards.pop() for _ in range(k)] + list(info.pop("wild", ())))
    for info in st["seats"]:
        if "face_down" in info:
            info["face_down"] = [cards.pop() for _ in range(info["face_down"])]
    st["deck"] = cards[:st["deck"]]
    ed.hidden.determinize(st, obs, r)
    st["seed"] = seed
    return st
