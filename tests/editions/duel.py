"""Building Brass Duel positions for rule tests through the public API (``Game.from_state``).

A position starts from a real setup and is edited so that every invariant holds: cards are swapped between
places, never created; tiles taken from a mat are counted. The components are the provisional stand-ins of
duel.json: the tests exercise the mechanics with them and never claim them as the game's.
"""

from __future__ import annotations

from brass_widget import Game

from ..engine.positions import played

ROWS = ("top", "bottom")


def chosen(seed: int = 0) -> Game:
    """A new game with both players' Notable Persons chosen (the first offered each time)."""
    g = Game.new("duel", players=2, seed=seed)
    while g.state["choosing"]:
        g.apply(g.legal_actions()[0])
    return g


def random_game(seed: int, steps: int) -> Game:
    """A Duel game after ``steps`` uniformly random decisions (fewer if it ends first), seeded."""
    return played(2, seed, steps, edition="duel")


class Pos:
    """A position in round 2 (both players have 2 actions), seat 0 to act first unless told otherwise."""

    def __init__(self, seed: int = 0):
        g = chosen(seed)
        self.ed = g.edition
        self.st = g.state
        st = self.st
        # play round 1 as it would go: one card each, both rows refilled (S1, the first-round exception)
        for seat, row in enumerate(ROWS):
            st["seats"][seat]["discard"].append(st["rows"][row][1])
            st["rows"][row][1] = None
        _refill(st)
        st["round"] = 2
        st["order"] = [0, 1]
        st["turn"] = 0
        st["actions_left"] = 2

    def _find(self, card):
        st = self.st
        for row in ROWS:
            for k, c in enumerate(st["rows"][row]):
                if c == card:
                    return st["rows"][row], k
            deck = st["decks"][row]
            if card in deck:
                return deck, deck.index(card)
        for seat in st["seats"]:
            if card in seat["discard"]:
                return seat["discard"], seat["discard"].index(card)
        raise ValueError(f"no {card} card to give")

    def column(self, col: int, top: str | None = None, bottom: str | None = None) -> Pos:
        """Swap these cards into column ``col`` (1-4) of the rows."""
        for row, card in (("top", top), ("bottom", bottom)):
            if card is None or self.st["rows"][row][col - 1] == card:
                continue
            pile, k = self._find(card)
            pile[k], self.st["rows"][row][col - 1] = self.st["rows"][row][col - 1], card
        return self

    def held(self, *cards: str, col: int = 2) -> Pos:
        """Seat order[turn] has taken column ``col`` holding these cards and acts now."""
        self.column(col, *cards)
        st = self.st
        p = st["order"][st["turn"]]
        held = [st["rows"][r][col - 1] for r in ROWS][:len(cards)]
        for r in ROWS[:len(cards)]:
            st["rows"][r][col - 1] = None
        if len(cards) == 1:  # the other card of the column goes to a discard pile
            st["seats"][p]["discard"].append(st["rows"]["bottom"][col - 1])
            st["rows"]["bottom"][col - 1] = None
        st["seats"][p]["hand"] = sorted(held)
        st["actions_left"] = len(held)
        return self

    def tile(self, ref: str, owner: int, industry: str, level: int | None = None, flipped: bool = False,
             cubes: int | None = None) -> Pos:
        loc, _, n = ref.partition("/")
        stack = self.ed.tiles[industry]
        level = stack[0].level if level is None else level
        spec = self.ed.spec(industry, level)
        seat = self.st["seats"][owner]
        first = next(i for i, t in enumerate(stack) if t.level == level)
        on_board = sum(1 for slots in self.st["board"].values() for t in slots
                       if t is not None and t["owner"] == owner and t["industry"] == industry)
        seat["taken"][industry] = max(seat["taken"][industry], first + 1, on_board + 1)
        if cubes is None:
            cubes = spec.cubes if self.ed.holds[industry] and not flipped else 0
        self.st["board"][loc][int(n) - 1] = {"owner": owner, "industry": industry, "level": level,
                                             "flipped": flipped, "cubes": cubes}
        return self

    def link(self, line: str, owner: int, kind: str) -> Pos:
        self.st["links"][line] = owner
        self.st["link_kinds"][line] = kind
        return self

    def seat(self, s: int, **values) -> Pos:
        self.st["seats"][s].update(values)
        return self

    def set(self, **values) -> Pos:
        self.st.update(values)
        return self

    def game(self) -> Game:
        return Game.from_state(self.st)


def _refill(st):
    top = [c for c in st["rows"]["top"] if c is not None]
    st["rows"]["top"] = [st["decks"]["top"].pop()] + top
    bottom = [c for c in st["rows"]["bottom"] if c is not None]
    st["rows"]["bottom"] = bottom + [st["decks"]["bottom"].pop()]


def money(g: Game, s: int) -> int:
    return g.state["seats"][s]["money"]


def tile_at(g: Game, ref: str):
    loc, _, n = ref.partition("/")
    return g.state["board"][loc][int(n) - 1]


def link_of(g: Game, line: str):
    st = g.state
    return (st["links"][line], st["link_kinds"][line]) if line in st["links"] else None


def hand(g: Game) -> list[str]:
    st = g.state
    return st["seats"][st["order"][st["turn"]]]["hand"]


def discards(g: Game) -> list[str]:
    return [c for seat in g.state["seats"] for c in seat["discard"]]


def rules_of(reasons) -> str:
    return " | ".join(f"{r.rule}: {r.message}" for r in reasons)


def decks_out(seed: int) -> Pos:
    """Round 15, second turn (seat 0 to act): the decks just ran out (the first turn's refill drew their last
    cards: checks.deck_sizes), 8 cards on the table."""
    p = Pos(seed)
    st = p.st
    for seat, row in enumerate(ROWS):
        st["seats"][seat]["discard"] += st["decks"][row]
        st["decks"][row] = []
    st.update(round=15, turn=1, order=[1, 0])
    return p


def last_round(seed: int) -> Pos:
    """The last round: the decks empty, 6 cards on the table (columns 2-4), seat 0 first; after two more
    columns 2 cards remain."""
    p = Pos(seed)
    st = p.st
    for seat, row in enumerate(ROWS):
        st["seats"][seat]["discard"] += st["decks"][row]
        st["decks"][row] = []
        st["seats"][seat]["discard"].append(st["rows"][row][0])
        st["rows"][row][0] = None
    st["round"] = 16  # the decks ran out in round 15 (checks.deck_sizes)
    return p


def pass_turn(g: Game) -> None:
    for card in list(hand(g)):
        g.apply(f"pass card {card}")


def finish(g: Game) -> Game:
    """Play out a last-round position with passes (columns 2 and 3)."""
    for col in (2, 3):
        g.apply(f"take {col}")
        pass_turn(g)
    assert g.is_over
    return g


def scoring_position() -> Game:
    """The last round with Blue's flipped Port and unflipped Fishery in Ryde, Blue's Ferry to Portsmouth, Orange's
    Road to Brading; Blue holds the Developer (1 VP per developed tile; 2 developed) and Thomas White (3 VP per
    Ferry), and has taken 2 Lodgings from the mat."""
    p = last_round(2).tile("ryde/1", 0, "port", flipped=True).tile("ryde/3", 0, "fishery") \
        .link("ryde~~portsmouth", 0, "ferry").link("ryde--brading", 1, "road")
    st = p.st
    piles = [st["decks"][r] for r in ("top", "bottom")] + [s["discard"] for s in st["seats"]]
    wanted = ("developer", "np_5")
    for who in wanted:
        if who in st["box"]:  # the box keeps its size (S1, Setup 4-7): a person in play takes the place
            pile = next(pile for pile in piles if any(c in p.ed.persons and c not in wanted for c in pile))
            other = next(c for c in pile if c in p.ed.persons and c not in wanted)
            pile.remove(other)
            st["box"][st["box"].index(who)] = other
        for pile in piles:
            if who in pile:
                pile.remove(who)
    st["seats"][0]["persons"] = ["developer", "np_5"]
    st["seats"][0]["taken"]["lodging"] = 2
    st["seats"][0]["developed"] = 2
    return Game.from_state(st)
