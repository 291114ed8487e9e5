"""Setting up a game: the initial state, from an edition, a player count, a seed and variants.

The state is plain JSON data (dicts, lists, ints, strings) so that it round-trips exactly.
Randomness is drawn from ``random.Random`` seeded with the game's seed and a purpose string, so a
seed and a history always replay to the same state.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import MutableSequence
from typing import Any

from .edition import Edition
from .events import record
from .house_rules import house_rules_words
from .limits import SEED_BITS, shown


class Draws(random.Random):
    """``random.Random`` whose ``shuffle`` gives the very order ``random.Random.shuffle`` gives (CPython's Fisher-Yates:
    the same ``getrandbits`` draws, one per card, again while it falls outside the range) without a Python call to
    ``_randbelow`` for every card: a game's decks and tiles are shuffled at setup and at an era's end (issue 36;
    ``tests/engine/test_apply_work.py`` compares both shuffles)."""

    # Python 3.10's ``shuffle`` also took a ``random`` function (removed in 3.11): never passed here
    def shuffle(self, x: MutableSequence[Any]) -> None:  # type: ignore[override]
        getrandbits = self.getrandbits
        for i in range(len(x) - 1, 0, -1):
            n = i + 1
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]


def rng(seed: int, purpose: str) -> random.Random:
    return Draws(f"{seed}:{purpose}")


def fresh_seed() -> int:
    """A seed for a game nobody chose one for: 64 random bits from the operating system, too many to find
    by trying seeds against a hand one has seen (a seed below 10,000 is found in under a second)."""
    return secrets.randbits(SEED_BITS)


def seed_problem(seed: object) -> str | None:
    """What is wrong with a seed (a whole number from 0 to 2**64 - 1, as the saved-game schema says), or None."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        return f"a seed is a whole number, not {shown(seed, 40)}"
    if not 0 <= seed < 2 ** SEED_BITS:
        return f"a seed is a whole number from 0 to 2**{SEED_BITS} - 1, not {shown(seed, 40)}"
    return None


def check_setup(ed: Edition, players: int, variants: tuple[str, ...]) -> None:
    counts = ed.player_counts
    if not isinstance(players, int) or isinstance(players, bool) or players not in counts:
        allowed = ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}" if len(counts) > 1 else str(counts[0])
        raise ValueError(f"{ed.title} is for {allowed} players (got {players!r})")
    for v in variants:
        if v in ed.variants_refused:
            raise ValueError(ed.variants_refused[v])
        if v not in ed.variants_played:
            raise ValueError(f"unknown variant {v!r}: supported are {', '.join(ed.variants_played) or 'none'}")
    ed.components.check_setup(players, variants)


def deck_cards(ed: Edition, players: int, variants: tuple[str, ...]) -> list[str]:
    """Board Setup: the cards showing this player count (an edition's hook may choose others)."""
    cards = []
    for face, n in sorted(ed.cards.deck_counts(players, variants).items()):
        cards.extend([face] * n)
    return cards


def cards_under_tile(ed: Edition, players: int, variants: tuple[str, ...], era: str) -> int:
    return ed.cards.under_tile(players, variants, era)


def rounds_per_era(ed: Edition, players: int, variants: tuple[str, ...]) -> int:
    return ed.eras.rounds(players, variants)


def new_state(ed: Edition, players: int, seed: int, variants: tuple[str, ...] = ()) -> dict[str, Any]:
    variants = tuple(sorted(set(variants)))
    check_setup(ed, players, variants)
    r = rng(seed, "setup")
    deck = deck_cards(ed, players, variants)
    r.shuffle(deck)  # Board Setup: shuffle the draw deck; deck[-1] is the top card
    extras = ed.components.setup(players, variants, r)  # the edition's own components (Lancashire: DCM tiles)
    hand = ed.setup["hand_size"]
    seats = []
    for _ in range(players):
        cards = [deck.pop() for _ in range(hand)]  # Player Area Setup: 8 cards
        seats.append({
            "money": ed.setup["start_money"],
            "income": ed.setup["start_income_space"],
            "vp": 0,
            "spent": 0,
            "hand": sorted(cards),
            "discard": [],
            "taken": {ind: 0 for ind in ed.industries},
        })
    ed.cards.deal(seats, deck, players)
    order = list(range(players))
    r.shuffle(order)  # random turn order (Player Area Setup, last step)
    state = {
        "edition": ed.id,
        "variants": list(variants),
        "players": players,
        "seed": seed,
        "era": ed.eras.first,
        "round": 1,
        "order": order,
        "turn": 0,
        "actions_left": ed.setup["first_round_actions"],  # Player Turns: 1 action in the first round
        "pending": None,
        "shortfall": [],
        "deck": deck,
        "under": cards_under_tile(ed, players, variants, ed.eras.first),
        "seats": seats,
        "board": {loc: [None] * len(ed.spaces[loc]) for loc in ed.location_ids},
        "links": {},
        "coal_market": ed.market_start["coal"],
        "iron_market": ed.market_start["iron"],
        "over": False,
        "scores": [],
        "log": [],
    }
    if ed.house_rules:  # only a game with house rules has the key: a standard game saves as it always did
        state["rules"] = dict(ed.house_rules)
        for words in house_rules_words(ed):  # and says so in its log, one line a rule
            record(state, None, "house_rule", {"rule": words})
    state.update(extras)
    ed.components.finish_setup(state, r)  # e.g. Duel's card rows and decks
    return state
