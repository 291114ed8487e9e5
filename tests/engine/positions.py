"""Building exact positions for rule tests through the public API (``Game.from_state``).

A position starts from a real setup and is edited; every edit keeps the state's invariants
(cards are swapped, not created; tiles taken from a mat are counted; ``game()`` sizes the hands and
the deck for the round), so ``from_state`` accepts it.
"""

from __future__ import annotations

import json
import random

from brass_widget import Game
from brass_widget.engine.position_checks import fit_cards


class Edits:
    """The edits every edition's position builder shares (each returns the builder, so they chain)."""

    st: dict

    def taken(self, seat: int, industry: str, n: int):
        """As if seat had already used n tiles of the industry (its next tile is the (n+1)th)."""
        self.st["seats"][seat]["taken"][industry] = n
        return self

    def link(self, line: str, owner: int):
        self.st["links"][line] = owner
        return self

    def money(self, seat: int, amount: int):
        self.st["seats"][seat]["money"] = amount
        return self

    def income(self, seat: int, space: int):
        self.st["seats"][seat]["income"] = space
        return self

    def set(self, **fields):
        self.st.update(fields)
        return self


class Position(Edits):
    def __init__(self, players: int = 4, seed: int = 0, era: str = "canal", variant=None, first: int = 0):
        g = Game.new("lancashire", players=players, seed=seed, variant=variant)
        self.ed = g.edition
        self.st = g.state
        st = self.st
        if era == "rail":
            st["era"] = "rail"
            st["under"] = 2 * players
            st["scores"] = [{"era": "canal", "links": [], "tiles": [], "totals": [0] * players}]
        # seat `first` acts first, with two actions (round 2) unless told otherwise
        st["order"] = [first] + [s for s in range(players) if s != first]
        st["turn"] = 0
        st["round"] = 2
        st["actions_left"] = 2

    # -- cards ----------------------------------------------------------------------------
    def hand(self, seat: int, *cards: str) -> Position:
        """Put these cards first in seat's hand, swapping each in from the deck or another pile."""
        st = self.st
        hand = st["seats"][seat]["hand"]
        others = [st["deck"]] + [s["hand"] for k, s in enumerate(st["seats"]) if k != seat]
        others += [s["discard"] for s in st["seats"]]
        for i, card in enumerate(cards):
            if card in hand[i:]:
                j = hand.index(card, i)
                hand[i], hand[j] = hand[j], hand[i]
                continue
            pile = next((p for p in others if card in p), None)
            if pile is None:
                raise ValueError(f"no {card} card left to give")
            j = pile.index(card)
            pile[j], hand[i] = hand[i], card
        return self

    def set_hand_size(self, seat: int, n: int) -> Position:
        """Move cards from seat's hand to its discard pile until n remain."""
        seat_st = self.st["seats"][seat]
        while len(seat_st["hand"]) > n:
            seat_st["discard"].append(seat_st["hand"].pop())
        return self

    # -- pieces ---------------------------------------------------------------------------
    def tile(self, ref: str, owner: int, industry: str, level: int | None = None, flipped: bool = False,
             cubes: int | None = None) -> Position:
        loc, _, num = ref.partition("/")
        seat = self.st["seats"][owner]
        stack = self.ed.tiles[industry]
        if level is None:
            level = stack[seat["taken"][industry]].level
        spec = self.ed.spec(industry, level)
        # take tiles from the mat up to and including this level
        needed = max(i for i, s in enumerate(stack) if s.level == level) + 1
        placed = sum(1 for spaces in self.st["board"].values() for t in spaces
                     if t is not None and t["owner"] == owner and t["industry"] == industry)
        seat["taken"][industry] = max(seat["taken"][industry], needed, placed + 1)
        if cubes is None:
            cubes = 0 if flipped else spec.cubes
        if industry in ("coal_mine", "iron_works"):
            flipped = cubes == 0
        if industry == "shipyard":
            flipped = True
        self.st["board"][loc][int(num) - 1] = {"owner": owner, "industry": industry, "level": level,
                                               "flipped": flipped, "cubes": cubes}
        return self

    def markets(self, coal: int | None = None, iron: int | None = None) -> Position:
        if coal is not None:
            self.st["coal_market"] = coal
        if iron is not None:
            self.st["iron_market"] = iron
        return self

    def game(self) -> Game:
        """The position as a Game. The hands and the draw deck are first sized for the round and
        turn (cards move to or from the discard piles), as the loader requires."""
        fit_cards(self.ed, self.st)
        return Game.from_state(self.st)


def texts(actions) -> set[str]:
    return {str(a) for a in actions}


def reasons_text(reasons) -> str:
    return " | ".join(r.message for r in reasons)


def played(players: int, seed: int, steps: int, variant=None, edition: str = "lancashire") -> Game:
    """A game after `steps` uniformly random decisions (fewer if it ends first), seeded."""
    g = Game.new(edition, players=players, seed=seed, variant=variant)
    r = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(r.choice(g.legal_actions()))
    return g


def rehidden(g: Game, seat: int, seed: int) -> Game:
    """The same table for `seat`, with every hidden card and tile dealt again."""
    return Game.from_observation(g.observation(seat), seed=seed)


def assert_previews_blind_to_hidden(g: Game, seed: int) -> None:
    """Previews of up to 25 of the decisions open to the seat to play (sampled with ``seed``) are the same on
    three tables rehidden for that seat."""
    seat = g.current_player
    twins = [rehidden(g, seat, 20 + k) for k in range(3)]
    actions = g.legal_actions()
    for a in random.Random(seed).sample(actions, min(25, len(actions))):
        want = json.dumps(g.preview(a), sort_keys=True)
        assert all(json.dumps(t.preview(a), sort_keys=True) == want for t in twins), str(a)


def assert_decides_from_observation(make_bot, g: Game, seeds) -> None:
    """A bot (a new one from ``make_bot()`` each time) picks a legal decision for the seat to play, and the same one
    on tables rehidden with each of ``seeds``: equal in all that seat sees, different in what it does not."""
    assert not g.is_over
    seat = g.current_player
    choice = str(make_bot().choose(g))
    assert choice in {str(a) for a in g.legal_actions()}
    for seed in seeds:
        twin = rehidden(g, seat, seed)
        assert twin.state != g.state  # the hidden parts really changed
        assert twin.observation(seat) == g.observation(seat)
        assert str(make_bot().choose(twin)) == choice
