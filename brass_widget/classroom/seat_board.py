"""One seat's board at a classroom table: the traits its page is sent (``protocol.TRAITS``, made by
``widget.board_traits`` exactly as ``BoardWidget`` makes them) and the ``messages.Session`` its intents act through.

A seat's board shows that seat's hand only (``shown_hands=[seat]``), offers decisions only on that seat's turn and
answers previews and why-nots only then (docs/design.md, "Hidden information"). A student plays; the table's
setup belongs to the teacher. So a seat's board offers no control but play (the ``ui`` trait's ``controls``: the
page shows none of the others) and refuses, in the protocol's words (a ``Refused`` in the ``error``
trait), what would change the table for everyone or show what the seat may not see: undo and redo (a table keeps
every decision), a new game, a load, changing the seats and the save (it holds every hand and the deck's order).

A decision is not applied here: ``act`` only notes it, and the websocket (``seat_socket``) plays it through the
room (``Room.act``: the table's version, committed before acknowledged). Nor is the coach's search run here: on a
position it has not searched, ``hint`` raises ``HintsNeeded``, the websocket has the room search in the bots' worker
(``Room.hints``) and hands the result to ``keep_hints``, and the message is handled again.
"""

from __future__ import annotations

import weakref

from ..bots import BOTS
from ..engine import Game
from ..widget import answers
from ..widget import viewmodel as vm
from ..widget.board_traits import board_traits, topology_trait
from ..widget.narrate import Chronicle
from ..widget.protocol import trait_names
from ..widget.refusals import NOT_REVIEWING, Refused
from ..widget.viewmodel import PLAYER_NAMES
from .tables import ENDED, PAUSED, PERSON, Table

NO_UNDO = "refused: a classroom table keeps every decision: there is no undo or redo (ask your teacher)"
TEACHERS = "refused: only the teacher sets up a classroom table (a new game, a saved game, who plays each seat)"
NO_SAVE = "refused: a classroom seat cannot save the game (a saved game holds every hand and the deck's order)"
# what the page says while the teacher holds the table (the ui trait's held), at once (seat_socket follows it)
HELD = {PAUSED: "Paused by your teacher", ENDED: "The teacher ended this table"}


class HintsNeeded(Exception):
    """The coach has not searched this position for this seat yet: search for ``ranks`` hints, then ask again."""

    def __init__(self, ranks: int):
        super().__init__(f"the coach's {ranks} best decisions are needed")
        self.ranks = ranks


_CHRONICLES: weakref.WeakKeyDictionary[Table, Chronicle] = weakref.WeakKeyDictionary()


def table_chronicle(table: Table) -> Chronicle:
    """The table's log in English, one for all its seats' boards: the log is made from what every player sees
    (``narrate.py``), so each seat's is the same, and narrating a long game again for each page that connects would
    cost the server about half a second each (docs/classroom.md, "Measuring it")."""
    found = _CHRONICLES.get(table)
    if found is None:
        found = _CHRONICLES[table] = Chronicle()
    return found


class SeatBoard:
    """The board of seat ``seat`` at ``table``. ``traits()`` is every trait's value now; ``changes()`` those that
    differ from what was last sent (and notes them as sent). After ``messages.dispatch(board, msg)``, ``pending``
    holds the decision an ``act`` asked for (None if none), for the caller to play through the room."""

    def __init__(self, table: Table, seat: int):
        self.table = table
        self.seat = seat
        self.pending: str | None = None
        self.error = ""
        self.highlight: list[str] = []
        self.reply: dict = {}
        self._answers = 0
        self._hints: tuple[tuple, list] | None = None  # (position, the coach's ranked hints there): one search each
        self._chronicle = table_chronicle(table)
        self._topology: tuple[tuple, dict] | None = None
        self._sent: dict = {}

    # -- the traits ------------------------------------------------------------------------------------
    def traits(self) -> dict:
        """Trait name -> value, for every name of ``protocol.TRAITS``."""
        g = self.game
        self._chronicle.sync(g)
        seats = self.seats
        last = self._chronicle.last_turn()
        if last is not None and isinstance(last.get("player"), int):
            last = {**last, "by": seats[last["player"]]}
        values = board_traits(g, self._chronicle, version=self.version, seat_kinds=seats, shown_hands=[self.seat],
                              needs_reveal=None, can_undo=False, can_redo=False, last=last)
        key = (g.edition.id, g.players)
        if self._topology is None or self._topology[0] != key:
            self._topology = (key, topology_trait(g))
        values["topology"] = self._topology[1]
        busy = self.table.bot_to_move() is not None
        held = HELD.get(self.table.status, "")
        if held:  # a table the teacher paused or ended offers no decision (Room.act refuses one)
            values["choices"] = vm.choices(g, version=self.version, seat_kinds=seats, hidden=True)
        values["ui"] = {"seats": seats, "teacher": False, "bot_delay": 0.0, "busy": busy, "bots": list(BOTS),
                        "version": self.version, "kept": [], "clock": [], "controls": [], "held": held}
        values["reply"] = self.reply
        values["highlight"] = list(self.highlight)
        values["error"] = self.error
        values["review_rows"] = values["review_step"] = None  # a seat's board is never in Review mode
        assert set(values) == set(trait_names()), "a seat's board sends every declared trait"
        return values

    def changes(self) -> dict:
        """The traits whose value differs from what was last sent (all of them the first time), noted as sent."""
        now = self.traits()
        out = {k: v for k, v in now.items() if k not in self._sent or self._sent[k] != v}
        self._sent = now
        return out

    def resend(self) -> dict:
        """Every trait again (a page that connects, or reconnects, draws from nothing)."""
        self._sent = {}
        return self.changes()

    # -- messages.Session ---------------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.table.game

    @property
    def version(self) -> int:
        return self.table.version

    @property
    def seats(self) -> list[str]:
        """The table's seats in the board's words: "human" for a person, else the bot level."""
        return ["human" if k == PERSON else k for k in self.table.seats]

    def hand_shown(self) -> bool:
        return self.game.current_player == self.seat

    def answer(self, reply: dict) -> None:
        self._answers += 1  # numbered: an answer equal to the last still reaches the page (board.py, CommSession)
        self.reply = {**reply, "n": self._answers}

    def tell(self, message: dict) -> None:
        raise Refused(NO_SAVE)  # the one custom message is the save

    def clear_error(self) -> None:
        self.error = ""

    def act(self, text: str, seat: int) -> None:
        if seat != self.seat:
            raise Refused(f"refused: this board plays {PLAYER_NAMES[self.seat % 4]}'s seat only")
        if self.table.seats[seat] != PERSON:
            raise Refused(f"refused: your seat is played by the {self.table.seats[seat]} bot now")
        if ";" in text:
            raise Refused("refused: the board sends one decision at a time")
        self.pending = text

    def hint_key(self) -> tuple:
        """The position a hint is about: the table's version and the seat to move."""
        return self.version, self.game.current_player

    def keep_hints(self, key: tuple, ranked: list) -> None:
        """The coach's search for the position ``key`` (``Room.hints``), kept for this position's hints."""
        self._hints = (key, ranked)

    def hint(self, start: int, count: int, ranks: int) -> dict:
        """The coach's hints from rank ``start`` (``answers.hint``), from its search of this position; HintsNeeded
        before the search (the handler checked that this seat is to move: ``about_the_hand``)."""
        if self._hints is None or self._hints[0] != self.hint_key():
            raise HintsNeeded(ranks)
        return answers.hint(self.game, self.version, self._hints[1], start, count)

    def explain(self) -> dict:
        return answers.explain(self.game, self.version, self._chronicle, {}, self.seats)

    def whole_log(self) -> dict:
        return answers.whole_log(self.game, self.version, self._chronicle)

    def undo(self) -> None:
        raise Refused(NO_UNDO)

    def redo(self) -> None:
        raise Refused(NO_UNDO)

    def new_game(self, seed: int | None, players: int | None, edition: str | None) -> None:
        raise Refused(TEACHERS)

    def handover_problem(self, seats: list[str]) -> str | None:
        return TEACHERS

    def sit(self, seats: list[str]) -> None:
        raise Refused(TEACHERS)

    def load(self, text: str) -> None:
        raise Refused(TEACHERS)

    def review_step(self, n: int) -> None:
        raise Refused(NOT_REVIEWING)  # a seat's board never enters Review mode: the review is the teacher's

    def end_review(self) -> None:
        raise Refused(NOT_REVIEWING)

    def set_highlight(self, on: list[str]) -> None:
        self.highlight = list(on)

    def reveal(self, seat: int) -> None:
        if seat != self.seat:
            raise Refused(f"refused: this board shows {PLAYER_NAMES[self.seat % 4]}'s hand only")
        self.error = ""  # a seat's own hand is always shown on its own board
