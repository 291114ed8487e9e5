"""The board's seats: who sits where (a person or a bot level), which hands the board shows (teacher, one person
against bots, pass-and-play with its reveal), and taking moves back and forward for the people at the table. A
mixin of ``BoardWidget`` (``widget/board.py``), which keeps the traits."""

from __future__ import annotations

from ..bots import BOTS
from ..engine import Game
from ..engine.edition import did_you_mean
from .refusals import Refused

SEAT_KINDS = ("human", *BOTS)  # the bot levels, weakest first (bots.BOTS)


class SeatSession:
    """Seats, hands shown and undo/redo for ``BoardWidget``: uses its ``_game``, ``_seats``, ``_teacher``,
    ``_revealed``, ``_redo``, and its ``_made``, ``_changed``, ``_after_change`` and ``_cancel_bots``."""

    @staticmethod
    def _check_seats(seats, players: int) -> list[str]:
        if seats is None:
            return ["human"] * players
        seats = [str(s).lower() for s in seats]
        if len(seats) != players:
            raise ValueError(f"seats needs one entry per player ({players}), got {len(seats)}")
        bad = [s for s in seats if s not in SEAT_KINDS]
        if bad:
            raise ValueError(f"unknown seat kind {bad[0]!r}{did_you_mean(bad[0], SEAT_KINDS)}: use one of "
                             f"{', '.join(SEAT_KINDS)}")
        return seats

    def _human_seats(self) -> list[int]:
        return [s for s, k in enumerate(self._seats) if k == "human"]

    def _hands_for(self, game: Game, seats: list[str], revealed: int | None) -> tuple[list[int], int | None]:
        """Which hands the board shows, and which seat must first reveal its hand.

        Teacher: every hand. One human seat: theirs once revealed (at creation, or after the "show my
        hand" step when the table changed). Pass-and-play (two or more human seats): only the player to
        act, after they reveal; the reveal lasts while the seat to act stays the same."""
        if self._teacher:
            return list(range(game.players)), None
        humans = [s for s, k in enumerate(seats) if k == "human"]
        cur = game.current_player
        if len(humans) == 1:
            if revealed == humans[0]:
                return humans, None
            return [], (cur if cur == humans[0] else None)
        if cur is not None and cur in humans:
            if revealed == cur:
                return [cur], None
            return [], cur
        return [], None

    def _shown_hands(self) -> tuple[list[int], int | None]:
        return self._hands_for(self._game, self._seats, self._revealed)

    @staticmethod
    def _visible(game: Game, shown: list[int]) -> bool:
        """Whether the board may answer questions about the decision to make now: only about a hand
        it shows."""
        return game.current_player is not None and game.current_player in shown

    def _reveal_after(self, seats: list[str]) -> int | None:
        """The reveal that survives a change of seats: the same single person keeps their hand shown;
        any other change (a human seat added, removed or turned into a bot) hides it again."""
        humans = [s for s, k in enumerate(seats) if k == "human"]
        if self._human_seats() == humans and self._revealed in humans:
            return self._revealed
        return None

    def _sync_reveal(self) -> None:
        """Pass-and-play: a reveal lasts only while the same seat is to act."""
        humans = self._human_seats()
        if self._revealed not in humans:
            self._revealed = None
        elif len(humans) > 1 and self._revealed != self._game.current_player:
            self._revealed = None

    def _can_undo(self) -> bool:
        return bool(self._game.history) and bool(self._human_seats())

    # message handler: every intent from the browser comes through here

    def _undo(self) -> None:
        g = self._game
        if not g.history:
            raise Refused("nothing to undo")
        self._cancel_bots()
        humans = set(self._human_seats())
        trial = g.clone()
        n = 1
        trial.undo(1)
        # go back past bot moves to the last decision a person made
        while trial.history and trial.current_player not in humans:
            trial.undo(1)
            n += 1
        if trial.current_player not in humans:
            raise Refused("nothing to undo: no person has moved yet")
        undone = [str(a) for a in g.undo(n)]
        self._redo.append(undone)
        self.error = ""
        self._changed()

    def _redo_once(self) -> None:
        if not self._redo:
            raise Refused("nothing to redo")
        texts = self._redo.pop()
        seat = self._game.current_player
        try:
            self._made(self._game.play("; ".join(texts)), seat)
        except Exception:
            self._redo = []
            raise
        self.error = ""
        self._after_change()
