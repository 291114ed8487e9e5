"""The board's seats: who sits where (a person or a bot level), which hands the board shows (teacher, one person
against bots, pass-and-play with its reveal), and taking moves back and forward for the people at the table. A
mixin of ``BoardWidget`` (``widget/board.py``), which keeps the traits.

Two policies keep the board's own controls from telling a person what the rules hide (docs/security.md):

* **A seat a person has looked at stays a person's.** Once the board has shown a seat's hand to a person (outside
  the teacher's view), that seat cannot be handed back to a bot while anyone at the table plays: it would play on
  with a hand the person knows. A table of bots only (everyone watching) may take any seat again.
* **Against bots, undo never crosses hidden information.** (Once a bot has sat at the game's table: taking its seat
  does not free undo.) An undo that would take back a decision which showed a
  person at the table something they could not see before (a card drawn, a card played from a bot's hand, a
  face-down tile or card turned over: ``Game.shown_since``) is refused: played again, it would show the same thing,
  so undo would tell the future. Where every seat is a person's (pass-and-play), or on the teacher's view, undo goes
  back freely, as before.
"""

from __future__ import annotations

from ..bots import BOTS
from ..engine import Game
from ..engine.edition import did_you_mean
from .refusals import Refused
from .viewmodel import PLAYER_NAMES

SEAT_KINDS = ("human", *BOTS)  # the bot levels, weakest first (bots.BOTS)


def undo_offered(game, chronicle, humans) -> bool:
    """Whether the board's Undo has something to take back: a decision a person at this table made (the undo goes
    back past the bots' decisions to the last of those; before any, it says "no person has moved yet", so the button
    is off rather than a click that only refuses). ``chronicle`` is the board's log, synced to ``game``."""
    humans = set(humans)
    if not game.history or not humans:
        return False
    made = chronicle.made_by()
    return made is None or any(p in humans for p in made)

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

    def _handover_problem(self, seats: list[str]) -> str | None:
        """Why these seats cannot be taken now, or None: a seat whose hand the board has shown a person goes back to
        no bot while a person still plays (only a table of bots alone, where no one plays, may take it)."""
        if "human" not in seats:
            return None
        kept = [s for s in sorted(self._seen) if s < len(seats) and seats[s] != "human"]
        if not kept:
            return None
        names = " and ".join(PLAYER_NAMES[s % 4] for s in kept)
        return (f"refused: {names}'s hand has been shown on this board, so {names} stays a person's seat until the "
                "game ends (a bot playing on with a hand a person has seen would be no fair opponent). A new game "
                "frees every seat; a table of bots alone may take it.")

    def _note_seen(self, shown: list[int]) -> None:
        """Remember the hands the board shows a person (the teacher's view shows every hand, and promises no fair
        game against bots: it is not counted)."""
        if not self._teacher:
            self._seen.update(shown)

    def _kept_seats(self) -> list[int]:
        """The seats the menu may not give to a bot now (``_handover_problem``: a seen seat while another person
        plays), for the board to say so."""
        humans = self._human_seats()
        return [s for s in sorted(self._seen) if s in humans and len(humans) > 1]

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
        return undo_offered(self._game, self._chronicle, self._human_seats())

    def _undo_is_free(self) -> bool:
        """Pass-and-play (every seat a person's since the game began) and the teacher's view undo freely: everyone at
        the table plays by the same knowledge. Once a bot has sat at this game's table, undo never crosses hidden
        information (``_undo_problem``), even after every seat is taken by a person: else taking the bots' seats
        would be a way round the rule."""
        return self._teacher or not self._bots_sat

    def _undo_problem(self, n: int) -> str | None:
        """Why taking back the last ``n`` decisions would tell a person the future, or None."""
        if self._undo_is_free():
            return None
        shown = self._game.shown_since(n, self._human_seats())
        if not shown:
            return None
        i, by = shown[-1]
        said = self._game.public_text(self._game.history[i])
        whose = PLAYER_NAMES[by % 4] if isinstance(by, int) else "the game"
        return (f"refused: undo stops here. {whose}'s decision '{said}' showed something a person at this table "
                "could not see before (a card drawn or played from a hand, or a face-down tile or card turned "
                "over); against bots an undo never takes that back, because played again it would show the same and "
                "tell you what comes next. Undo goes back freely within your turn until then, and in pass-and-play.")

    # message handler: every intent from the browser comes through here

    def _undo(self) -> None:
        g = self._game
        if not g.history:
            raise Refused("nothing to undo")
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
        problem = self._undo_problem(n)
        if problem:
            raise Refused(problem)
        self._cancel_bots()
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
