"""Duel's cards: the two face-up rows and their decks instead of hands (S1, Setup 1-3 and 7; On your turn).

A turn starts with the decision ``take <column>`` (in the first round ``take <place> to top|bottom``): the
column's cards go into the seat's ``hand``, so the core's actions, each discarding a card from the hand, work
unchanged; the turn has as many actions as cards taken. The rows slide and refill at the end of a turn
(``CardRows.refill``), and the game's one era ends when at most 2 cards are left on the table (``OneEra.ends``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ...engine.actions import Action, ActionSyntaxError
from ...engine.effects import pay
from ...engine.limits import shown
from ...engine.parts import CardFlow, Eras
from ...engine.rules import Reason

if TYPE_CHECKING:
    import random

    from ...engine.board import View
    from . import Duel

ROWS = ("top", "bottom")
R_SETUP = "S1: Setup 1-11"
R_TURN = "S1: On your turn"
R_FIRST = "S1: On your turn (Exception: first turn)"


def finish_setup(ed: Duel, st: dict[str, Any], r: random.Random) -> list[str]:
    """S1, Setup 1-3, 7-9: the core shuffled the 58 cards into ``deck``; deal 4 face up in each row, split the
    other 50 into a pile per player, each split 10 / 15 with the 10 stacked on the 15: the first player's deck
    stands left of the top row, the second player's right of the bottom row (uncertain
    'duel-missing-deck-sides'). Money by seat order (£24 first, £26 second), 1 boat each, VP income 0. Returns
    the Notable Persons, dealt apart (persons.deal)."""
    s = ed.setup
    persons = [c for c in st["deck"] if c in ed.persons]  # Setup 4: the Notable Persons are dealt apart
    deck = [c for c in st["deck"] if c not in ed.persons]
    n = s["row_cards"]
    st["rows"] = {row: [deck.pop() for _ in range(n)] for row in ROWS}
    half = len(deck) // 2
    piles = [deck[:half], deck[half:]]
    small = s["pile_split"][0]
    decks = {}
    for row, pile in zip(ROWS, piles):
        r.shuffle(pile)
        decks[row] = pile[small:] + pile[:small]  # the 10 on top of the 15 (the last card is the top)
    st["decks"] = decks
    st["deck"] = []
    st["first_row"] = None  # the row the first player took from in the first round
    st["coal_open"] = False  # a boat was spent this turn to reach the external coal market (S1, Coal)
    st["link_kinds"] = {}  # line -> "road", "rail" or "ferry" (S1, Network); st["links"] keeps the owner
    for place, seat in enumerate(st["order"]):
        info = st["seats"][seat]
        info["money"] = s["start_money_by_place"][place]
        info["boats"] = s["start_boats"]
        info["vp_income"] = 0
    return persons


def cards_on_table(st: dict[str, Any]) -> int:
    return sum(c is not None for row in ROWS for c in st["rows"][row])


def _first_round(st: dict[str, Any]) -> bool:
    rnd: int = st["round"]
    return rnd == 1


def edge_columns(ed: Duel) -> tuple[int, ...]:
    """The columns (from 0) that cost the edge fee: the first and the last (S1, On your turn)."""
    n = ed.setup["row_cards"]
    return (0, n - 1) if n else ()


def _edge(ed: Duel, col: int) -> bool:
    return col in edge_columns(ed)


def check_row(word: str) -> str:
    if word not in ROWS:
        raise ActionSyntaxError(f"a row is top or bottom, not {shown(word, 40)}")
    return word


def take_choices(ed: Duel, v: View, p: int) -> list[Action]:
    """Every column (every card of a row in the first round) the turn may start with."""
    st = v.st
    rows = st["rows"]
    out = []
    if _first_round(st):
        for row in ROWS:
            if row == st["first_row"]:
                continue
            for col, card in enumerate(rows[row]):
                if card is not None:
                    out.append(Action("take", amount=col + 1, to=row))
        return out
    for col in range(ed.setup["row_cards"]):
        if rows["top"][col] is not None or rows["bottom"][col] is not None:
            out.append(Action("take", amount=col + 1))
    return out


def take_problems(ed: Duel, v: View, p: int, a: Action) -> list[Reason]:
    st = v.st
    cite = ed.cite
    if st["pending"] is not None or st["seats"][p]["hand"]:
        return [Reason(cite(R_TURN), "you have taken your cards for this turn: use them for your actions")]
    n = ed.setup["row_cards"]
    if a.amount is None or not 1 <= a.amount <= n:
        return [Reason(cite(R_TURN), f"a column is 1 to {n}")]
    col = a.amount - 1
    rows = st["rows"]
    if _first_round(st):
        if a.to is None:
            return [Reason(cite(R_FIRST), "in the first round you take a single card: take <place> to top|bottom")]
        if a.to == st["first_row"]:
            return [Reason(cite(R_FIRST), f"the second player takes a card from the other row than the first "
                                          f"({a.to} was used)")]
        if rows[a.to][col] is None:
            return [Reason(cite(R_TURN), f"there is no card at place {a.amount} of the {a.to} row")]
        return []
    if a.to is not None:
        return [Reason(cite(R_TURN), "after the first round you take a whole column: take <column>")]
    if rows["top"][col] is None and rows["bottom"][col] is None:
        return [Reason(cite(R_TURN), f"column {a.amount} is empty (uncertain 'duel-a3-gaps')")]
    return []


def apply_take(ed: Duel, st: dict[str, Any], p: int, a: Action) -> None:
    """S1, On your turn: take both cards of the column (one card in the first round); an edge column costs £2
    at once, counted as money spent (uncertain 'duel-a4-edge-fee': with less, you pay what you have)."""
    rows = st["rows"]
    assert a.amount is not None  # a take names its column (actions.check_action)
    col = a.amount - 1
    if a.to is not None:
        held = [rows[a.to][col]]
        rows[a.to][col] = None
        st["first_row"] = a.to
    else:
        held = [c for c in (rows["top"][col], rows["bottom"][col]) if c is not None]
        rows["top"][col] = rows["bottom"][col] = None
    if _edge(ed, col):
        pay(st, p, min(ed.setup["edge_column_fee"], st["seats"][p]["money"]))
    seat = st["seats"][p]
    seat["hand"] = sorted(held)
    st["actions_left"] = len(held)  # one action per card taken


class OneEra(Eras):
    """S1 has no eras: the whole game is one era (stored as the core's "rail", so no Canal Era rule applies and
    saved games keep their bytes); it ends when 2 cards are left on the table, after the round's income."""

    ed: Duel  # the edition's own facts (its boats, persons, rows and network)

    ids = ("rail",)
    names: ClassVar[dict[str, str]] = {}  # S1 names no eras: rounds read "Round 3", the end "the game"
    income_after_last_round = True  # S1, End of game: income one last time (uncertain 'duel-a2-last-income')

    def actions_per_turn(self, st: dict[str, Any]) -> int:
        """S1, On your turn: 2 actions; the first round 1 (the exception)."""
        s = self.ed.setup
        n: int = s["first_round_actions"] if st["round"] == 1 else s["actions_per_turn"]
        return n

    def turn_started(self, st: dict[str, Any]) -> bool:
        """The turn starts with taking a column, which may cost £2 (S1, On your turn)."""
        return bool(st["seats"][st["order"][st["turn"]]]["hand"]) or st["pending"] is not None \
            or st["actions_left"] != self.actions_per_turn(st)

    def ends(self, st: dict[str, Any]) -> bool:
        """S1, End of game: when 2 cards remain on the table (after the round's income)."""
        end: int = self.ed.setup["end_cards_on_table"]
        return cards_on_table(st) <= end
    def rounds_left(self, obs: dict[str, Any], whole_game: bool = True) -> int:
        """For bots' evaluations: the rounds after the current one, from the cards left on the table (rows and
        decks: S1, End of game at 2 cards after a round) at a column (2 cards) a turn (S1, On your turn). Reads a state
        or an observation (where the decks are counts). One era: the game's rounds and the era's are the same."""
        ed = self.ed
        table: int = cards_on_table(obs) + sum(d if isinstance(d, int) else len(d) for d in obs["decks"].values())
        players = len(obs["seats"])
        # turns of this round still to take a column
        turns: int = players - obs["turn"] - (1 if self.turn_started(obs) else 0)
        if obs["choosing"]:  # Setup 5-7: the Notable Persons each player keeps are still to be shuffled in
            table += players * (ed.setup["persons_dealt"] - ed.setup["persons_to_box"])
            turns = players
        taken = 1 if _first_round(obs) else len(ROWS)  # the first round's turns take a single card (Exception)
        after = table - taken * max(turns, 0)
        end: int = ed.setup["end_cards_on_table"]
        per_round = len(ROWS) * players
        return max(-(-(after - end) // per_round), 0)


class CardRows(CardFlow):
    """S1, On your turn: the two card rows instead of hands; a turn's hand is the column taken."""

    ed: Duel  # the edition's own facts (its boats, persons, rows and network)

    counted_by_rounds = False  # the rows, not hands and rounds, decide the cards (checks.flow_problems)

    def discard(self, st: dict[str, Any], p: int, card: str) -> None:
        """A card used for an action is discarded; a Notable Person used so opens the Bribery rule (an Invite takes
        its card back: persons.apply_invite)."""
        super().discard(st, p, card)
        if card in self.ed.persons and st["person_used"] is None:
            st["person_used"] = card

    def elsewhere(self, st: dict[str, Any]) -> list[str]:
        out: list[str] = [c for row in ROWS for c in st["rows"][row] + st["decks"][row] if c is not None]
        for seat in st["seats"]:
            out += seat["offered"] + seat["persons"]  # the chosen are among the offered until the decks are made
        box: list[str] = st["box"]
        return out + box
    def refill(self, st: dict[str, Any], p: int) -> None:
        """S1, On your turn: after your turn, while the draw decks are not empty, the top row slides right and gets a
        card at its left end, the bottom row slides left and gets one at its right end. The first player's first
        turn does not refill (the exception); once a deck is empty nothing moves (uncertain 'duel-a3-gaps')."""
        ed = self.ed
        st["coal_open"] = False
        if _first_round(st) and st["turn"] == 0:
            return
        decks = st["decks"]
        if not decks["top"] or not decks["bottom"]:
            return
        n = ed.setup["row_cards"]
        top = [c for c in st["rows"]["top"] if c is not None]
        top = [None] * (n - len(top)) + top
        for k in range(n):
            if top[k] is None and decks["top"]:
                top[k] = decks["top"].pop()
        bottom = [c for c in st["rows"]["bottom"] if c is not None]
        bottom = bottom + [None] * (n - len(bottom))
        for k in reversed(range(n)):
            if bottom[k] is None and decks["bottom"]:
                bottom[k] = decks["bottom"].pop()
        st["rows"] = {"top": top, "bottom": bottom}
        if _first_round(st):
            st["first_row"] = None
