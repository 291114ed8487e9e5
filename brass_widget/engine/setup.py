"""Setting up a game: the initial state, from an edition, a player count, a seed and variants.

The state is plain JSON data (dicts, lists, ints, strings) so that it round-trips exactly.
Randomness is drawn from ``random.Random`` seeded with the game's seed and a purpose string, so a
seed and a history always replay to the same state.
"""

from __future__ import annotations

import random

from .edition import Edition


def rng(seed: int, purpose: str) -> random.Random:
    return random.Random(f"{seed}:{purpose}")


def check_setup(ed: Edition, players: int, variants: tuple[str, ...]) -> None:
    counts = ed.player_counts
    if not isinstance(players, int) or isinstance(players, bool) or players not in counts:
        allowed = ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}" if len(counts) > 1 else str(counts[0])
        raise ValueError(f"{ed.title} is for {allowed} players (got {players!r})")
    for v in variants:
        if v in ed.variants_refused:
            raise ValueError(ed.variants_refused[v])
        if v not in ed.variants_played:
            raise ValueError(f"unknown variant {v!r}: supported are {', '.join(ed.variants_played)}")
    if "classic-deck" in variants and players == 2:
        raise ValueError("the classic deck setup is for 3 and 4 players (Classic 3-4 Player Deck Setup)")


def deck_cards(ed: Edition, players: int, variants) -> list[str]:
    """Board Setup step 2: the cards showing this player count (all 66 in the classic setup)."""
    counts = ed.decks["full"] if "classic-deck" in variants else ed.decks[str(players)]
    cards = []
    for face, n in sorted(counts.items()):
        cards.extend([face] * n)
    return cards


def dcm_tiles(ed: Edition, players: int, variants) -> tuple[int, ...]:
    """Board Setup step 2 removes the Distant Cotton Market tiles not showing the player count; the
    classic deck setup ignores step 2 (Classic 3-4 Player Deck Setup), so every tile is used: the
    4-player set is all of them."""
    if "classic-deck" in variants:
        return ed.dcm_tiles[max(ed.dcm_tiles)]
    return ed.dcm_tiles[players]


def cards_under_tile(ed: Edition, players: int, variants, era: str) -> int:
    if era == "canal" and "classic-deck" in variants:
        return ed.variants["classic-deck"]["under_deck_tile"][str(players)]
    return ed.setup["cards_under_deck_tile"][era] * players


def rounds_per_era(ed: Edition, players: int, variants) -> int:
    if "classic-deck" in variants:
        return ed.variants["classic-deck"]["rounds_per_era"][str(players)]
    return ed.setup["rounds_per_era"][str(players)]


def new_state(ed: Edition, players: int, seed: int, variants: tuple[str, ...] = ()) -> dict:
    variants = tuple(sorted(set(variants)))
    check_setup(ed, players, variants)
    r = rng(seed, "setup")
    deck = deck_cards(ed, players, variants)
    r.shuffle(deck)  # Board Setup step 3; deck[-1] is the top card
    dcm = list(dcm_tiles(ed, players, variants))
    r.shuffle(dcm)  # Board Setup step 5
    hand = ed.setup["hand_size"]
    seats = []
    for _ in range(players):
        cards = [deck.pop() for _ in range(hand)]  # Player Area Setup step 8
        seats.append({
            "money": ed.setup["start_money"],
            "income": ed.setup["start_income_space"],
            "vp": 0,
            "spent": 0,
            "hand": sorted(cards),
            "discard": [],
            "taken": {ind: 0 for ind in ed.industries},
        })
    order = list(range(players))
    r.shuffle(order)  # random turn order (Player Area Setup, last paragraph)
    return {
        "edition": ed.id,
        "variants": list(variants),
        "players": players,
        "seed": seed,
        "era": "canal",
        "round": 1,
        "order": order,
        "turn": 0,
        "actions_left": ed.setup["first_round_actions"],
        "pending": None,
        "shortfall": [],
        "deck": deck,
        "under": cards_under_tile(ed, players, variants, "canal"),
        "seats": seats,
        "board": {loc: [None] * len(ed.spaces[loc]) for loc in ed.location_ids},
        "links": {},
        "coal_market": len(ed.coal_prices),
        "iron_market": len(ed.iron_prices),
        "dcm": {"marker": 0, "draw": dcm, "used": []},
        "over": False,
        "scores": [],
        "log": [],
    }
