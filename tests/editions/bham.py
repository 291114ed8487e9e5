"""Building Brass: Birmingham positions for rule tests through the public API (``Game.from_state``).

Rulebooks: overview = the Brass: Birmingham overview, guide = the Brass: Birmingham how-to-play guide.
"""

from __future__ import annotations

import copy

from brass_widget import Game
from brass_widget.engine.position_checks import fit_cards

from ..engine.positions import Edits


def game(players: int = 2, seed: int = 1) -> Game:
    return Game.new("birmingham", players=players, seed=seed)


class Position(Edits):
    """A mutable Birmingham position: place tiles, links, money, cards; then ``game()``."""

    def __init__(self, players: int = 2, seed: int = 1, era: str = "canal", rnd: int = 2):
        g = Game.new("birmingham", players=players, seed=seed)
        self.ed = g.edition
        self.st = copy.deepcopy(g.state)
        if era == "rail":
            self.st["era"] = "rail"
            for seat in self.st["seats"]:
                self.st["deck"].extend(seat["face_down"])
                seat["face_down"] = []
            self.st["scores"] = [{"era": "canal", "links": [], "tiles": [], "totals": [0] * players}]
        self.st["round"] = rnd
        self.st["actions_left"] = 2 if (era == "rail" or rnd > 1) else 1
        self.to_act(self.st["order"][0])

    def to_act(self, seat: int) -> Position:
        order = self.st["order"]
        order.remove(seat)
        order.insert(0, seat)
        self.st["turn"] = 0
        return self

    def last_action(self) -> Position:
        """The era's last round, the last player's last action: one more decision ends the era."""
        st = self.st
        st["round"] = self.ed.eras.rounds(st["players"], ())
        st["turn"] = st["players"] - 1
        st["actions_left"] = 1
        return self

    def tile(self, ref: str, owner: int, industry: str, level: int = 1, flipped: bool = False,
             cubes: int | None = None) -> Position:
        loc, _, num = ref.partition("/")
        if cubes is None:
            spec = self.ed.spec(industry, level)
            cubes = 0 if flipped else self.ed.cubes_on_build(spec, self.st["era"])
        self.st["board"][loc][int(num) - 1] = {"owner": owner, "industry": industry, "level": level,
                                               "flipped": flipped, "cubes": cubes}
        taken = self.st["seats"][owner]["taken"]
        stack = [s.level for s in self.ed.tiles[industry]]
        built = sorted(t["level"] for sp in self.st["board"].values() for t in sp
                       if t is not None and t["owner"] == owner and t["industry"] == industry)
        k = taken[industry]
        while True:  # the fewest tiles taken from the mat that include every level built
            rest = list(stack[:k])
            if all(rest.remove(x) is None if x in rest else False for x in built):
                break
            k += 1
            if k > len(stack):
                raise ValueError(f"player {owner} has more {industry} tiles of these levels than the mat: {built}")
        taken[industry] = k
        return self

    def hand(self, seat: int, cards: list[str]) -> Position:
        """Put these cards first in the seat's hand (taken from the deck or other piles)."""
        st = self.st
        hand = st["seats"][seat]["hand"]
        for c in cards:
            if c in self.ed.wild_piles:
                hand.insert(0, c)
                continue
            for pile in [st["deck"]] + [s["hand"] for i, s in enumerate(st["seats"]) if i != seat] + \
                    [s["discard"] for s in st["seats"]] + [s["face_down"] for s in st["seats"]]:
                if c in pile:
                    pile.remove(c)
                    break
            else:
                raise ValueError(f"no {c} card left to put in a hand")
            hand.insert(0, c)
        return self

    def market(self, coal: int | None = None, iron: int | None = None) -> Position:
        if coal is not None:
            self.st["coal_market"] = coal
        if iron is not None:
            self.st["iron_market"] = iron
        return self

    def merchant(self, loc: str, tiles: list[str], beer: list[int] | None = None) -> Position:
        """Deal these merchant tiles to ``loc`` (swapping them with wherever they lay)."""
        ms = self.st["merchants"]
        for k, tid in enumerate(tiles):
            for row in ms.values():
                for j, m in enumerate(row):
                    if m["tile"] == tid:
                        here = ms[loc][k]
                        row[j], ms[loc][k] = dict(here), dict(m)
        for k, m in enumerate(ms[loc]):
            goods = self.ed.merchant_tiles[m["tile"]]
            m["beer"] = (beer[k] if beer is not None else 1) if goods else 0
        for row in ms.values():
            for m in row:
                if not self.ed.merchant_tiles[m["tile"]]:
                    m["beer"] = 0
        return self

    def game(self) -> Game:
        st = copy.deepcopy(self.st)
        fit_cards(self.ed, st)
        return Game.from_state(st)


def texts(g: Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def reasons_text(reasons) -> str:
    return " | ".join(r.message for r in reasons)
