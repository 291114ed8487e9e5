"""BoardWidget: the whole Brass table as one anywidget, played by clicking in Jupyter.

Its synced traits and messages are declared once, in ``protocol`` (``TRAITS``, ``MESSAGES``, ``REPLIES``; the
page docs/protocol.md): each trait is reassigned as a new object, never mutated in place; ``topology`` is set once
per edition and player count; a numbered family (``svg_0`` ..., ``mat_0`` ..., ``log_0`` ...) re-sends only the
members a move changed.

The widget is a few rooms: this module (the Python API, drawing a new game all or nothing, and ``CommSession``, the
surface the message handlers use), ``protocol`` (the declared traits and messages), ``board_traits`` (their values,
made for a viewer: a classroom seat's board makes its own with it), ``messages`` (a handler per
browser message and its checks), ``answers`` (the replies to questions), ``seats`` (who sits where, which hands show,
undo and redo), ``bot_runner`` (when and where bots think), ``review_mode`` (Review mode's traits: a game's review
stepped through, ``BoardWidget.review``) and ``refusals`` (what a refusal is).

Intents (browser -> Python) travel by ``model.send`` and are validated (``messages``) exactly like a script's
input: ``{"type": "act", "action": text, "version": v, "seat": s}`` is refused when it is stale
(``version`` differs), out of turn (``seat`` is not the human seat to act), malformed or illegal
(``game.why_not``), and the refusal goes to ``error``; the game does not change.

Hidden information: the traits and replies depend only on what the person at the screen may know.
Hands are shown per ``_shown_hands`` (teacher: all; one person against bots: theirs; pass-and-play:
the player to act, after they click "show my hand", and again after every change of the seat to act,
of the seats or of the game). Previews, why-nots and hints are answered only about a hand the board shows;
otherwise one fixed refusal (``NOT_YOURS``). The log, the last move and a bot's reasons are made from what
every player sees. Only an explicit save request sends the whole game (every
hand, the deck order) to the browser, as a one-off custom message, never as a synced trait.
"""

from __future__ import annotations

import dataclasses
import traceback

from .._extras import missing_extra

try:
    import anywidget  # noqa: F401  (the first package a base install lacks: the error names it)
    import traitlets
    from ipywidgets import CallbackDispatcher
except ModuleNotFoundError as err:  # a base install: the engine without Jupyter's packages
    raise missing_extra("BoardWidget (the board)", err) from err

from ..bots import BOTS, coach
from ..engine import DEFAULT_EDITION, Action, Game, IllegalAction, SavedGameError
from ..render import wrap_parts
from ..render.words import clean
from . import answers, review_mode
from . import viewmodel as vm
from .board_traits import board_traits, topology_trait
from .bot_runner import (  # noqa: F401
    BOT_SLICE,
    MAX_BOT_STEPS,
    SAFETY_SECONDS,
    TABLE_BUDGET,
    BotRunner,
    bots_for,
    checked_bot_delay,
)
from .messages import check_review, dispatch
from .narrate import Chronicle
from .protocol import CONTROLS, LOG_CHUNK, LOG_SLOTS, LOG_TAIL, SEAT_SLOTS, SVG_SLOTS, highlights, synced_traits  # noqa: F401
from .refusals import NOT_REVIEWING, NOT_YOURS, Refused, refusal_text  # noqa: F401
from .seats import SEAT_KINDS, SeatSession, undo_offered  # noqa: F401
from .synced import STATIC, SyncedTraits


def _check_drawn(game: Game) -> None:
    """The board draws only the editions whose map it knows (Brass: Birmingham's comes with issue 9)."""
    if not game.edition.board_drawn:
        raise NotImplementedError(f"BoardWidget cannot draw {game.edition.title} yet; play it through the Game "
                                  "API (legal_actions, play, why_not) until its board is drawn")


@dataclasses.dataclass(frozen=True)
class Move:
    """One decision made on the board, by a person (a click, ``w.play``, redo) or a bot: what ``on_move``
    callbacks receive and the ``last_move`` trait holds. It lives in the kernel, never in the browser, so it
    carries the whole decision: use what it names with care where other players can see it."""

    index: int  # its place in ``game.history``
    seat: int  # the seat that made it
    by: str  # who played that seat: "human" or the bot level ("random", "greedy", ...)
    action: Action  # ``str(action)``: its canonical text
    game: Game  # the board's game, the move applied (bots may have moved on since in the same go)



class BoardWidget(SeatSession, BotRunner, SyncedTraits):
    """Play Brass by clicking: Lancashire, Birmingham (``BoardWidget(Game.new("birmingham", players=3))``) or Brass
    Duel (``BoardWidget(Game.new("duel", players=2))``: prototype rules, provisional components, said on the board).
    ``BoardWidget(game=None, seats=None, teacher=False, bot_delay=0.0)``.

    ``seats``: one entry per seat, each "human", "random" or "greedy" (default: all human).
    ``teacher=True`` shows every hand. ``bot_delay`` (seconds, 0 to 3600) paces bot moves so a class can watch;
    the delay uses the kernel's asyncio loop (``loop.call_later``), so no cell ever blocks.
    ``w.on_move(callback)`` calls ``callback(move)`` (a :class:`Move`) after each decision made on the board;
    ``w.last_move`` is the last one (a read-only trait: ``w.observe(f, "last_move")`` works too).
    """

    _esm = STATIC / "board.js"
    _css = STATIC / "board.css"

    # the last decision made on the board: in Python only (not synced), so it may carry the whole decision
    last_move = traitlets.Instance(Move, allow_none=True, read_only=True)

    @traitlets.validate("error")
    def _valid_error(self, proposal):
        # a message may quote a file; keep it text any comm and page accept (shown with textContent)
        return clean(proposal["value"])

    @traitlets.validate("highlight")
    def _valid_highlight(self, proposal):
        value = list(proposal["value"])
        known = highlights()
        bad = [h for h in value if h not in known]
        if bad:
            raise traitlets.TraitError(f"unknown highlight {bad[0]!r}: use any of {', '.join(known)}")
        return list(dict.fromkeys(value))

    def __init__(self, game: Game | None = None, seats=None, teacher: bool = False, bot_delay: float = 0.0,
                 **kwargs):
        bot_delay = checked_bot_delay(bot_delay)  # before the widget opens: a bad delay leaves nothing behind
        super().__init__(**kwargs)
        self._moves: list[Move] = []  # made since the board was last sent: told after it is (_changed)
        self._made_by: dict[int, str] = {}  # who made each decision (by its index): a person or a bot level, then
        self._tell = CallbackDispatcher()  # a callback that raises is shown, and the board goes on
        self._tell.register_callback(lambda move: self.set_trait("last_move", move))
        self._game = game if game is not None else Game.new(DEFAULT_EDITION, players=4, seed=0)
        if not isinstance(self._game, Game):
            raise TypeError(f"game must be a brass_widget Game, not {type(self._game).__name__}")
        _check_drawn(self._game)
        self._seats = self._check_seats(seats, self._game.players)
        self._teacher = bool(teacher)
        self.bot_delay = bot_delay
        self._version = 0
        self._redo: list[list[str]] = []
        humans = self._human_seats()
        # one person against bots sees their own hand from the start (whoever made the widget is them);
        # pass-and-play starts hidden until the player to act reveals
        self._revealed: int | None = humans[0] if len(humans) == 1 else None
        self._seen: set[int] = set()  # seats whose hand the board has shown a person (seats.py: they stay a person's)
        self._bots_sat = any(k != "human" for k in self._seats)  # a bot has had a seat in this game (seats.py: undo)
        self._pending_bot = None
        self._bots: dict[int, object] = {}
        self._chronicle = Chronicle()
        self._review = None  # Review mode (``review``): the review shown, or None on the live board
        self._review_at: Game | None = None  # the position shown in Review mode (a copy of the game, moved)
        self._review_log = Chronicle()  # that position's log
        self._make_bots()
        self._session = CommSession(self)  # what the message handlers use (messages.Session)
        self.on_msg(self._on_msg)
        self._reset_topology()
        self._after_change(defer=not humans)

    # -- the Python API ---------------------------------------------------------------------------
    @staticmethod
    def join(link: str):
        """A seat at a classroom table (docs/classroom.md), from the join link the teacher gave
        (``http://host:8765/play?code=...``): the same board, fed by the classroom server over the seat's websocket,
        showing that seat's hand only and playing its decisions through the server. Call it in a notebook (it
        runs on the kernel's event loop); ``close()`` leaves. ValueError for a link that is not a join link."""
        from .joined import JoinedBoard
        return JoinedBoard(link)

    @property
    def game(self) -> Game:
        """The live Game. Assigning another Game replaces it and redraws the board."""
        return self._game

    @game.setter
    def game(self, other: Game) -> None:
        if not isinstance(other, Game):
            raise TypeError(f"game must be a brass_widget Game, not {type(other).__name__}")
        _check_drawn(other)
        self._replace(other)

    @property
    def teacher(self) -> bool:
        """True shows every hand (a teacher's view); False hides hands the seat to act may not see."""
        return self._teacher

    @teacher.setter
    def teacher(self, on: bool) -> None:
        if self._teacher and not on and len(self._human_seats()) > 1:
            self._revealed = None  # back to pass-and-play: the player to act reveals again
        self._teacher = bool(on)
        self._changed()

    @property
    def seats(self) -> list[str]:
        return list(self._seats)

    @seats.setter
    def seats(self, seats) -> None:
        """Who plays each seat. A seat whose hand the board has shown a person stays a person's while anyone plays
        (ValueError, shown on the board too: ``SeatSession._handover_problem``). New seats cancel a bot's move
        under way: a move thought for a bot is never applied to a seat that is now a person's."""
        seats = self._check_seats(seats, self._game.players)
        problem = self._handover_problem(seats)
        if problem:
            self.error = problem
            raise ValueError(problem)
        self._cancel_bots()
        self._revealed = self._reveal_after(seats)
        self._seats = seats
        self._bots_sat = self._bots_sat or any(k != "human" for k in seats)
        self._make_bots()
        self.error = ""
        self._after_change(defer=not self._human_seats())

    def play(self, text: str) -> bool:
        """Apply one decision (or several separated by ';') as a click would, then let bots move.

        Returns True if applied; otherwise the refusal is in ``error`` (and shown on the board)."""
        return self._guard(lambda: self._act_text(text, seat=self._game.current_player, check_seat=True))

    def on_move(self, callback, remove: bool = False) -> None:
        """Call ``callback(move)`` after each decision made on the board (a person's or a bot's), in order,
        once the board shows it; ``remove=True`` unregisters it. ``move`` is a :class:`Move`: ``index``,
        ``seat``, ``by``, ``action``, ``game``. Undo, new games and loads are not moves. A callback that
        raises is shown in the notebook; the board and the other callbacks go on."""
        self._tell.register_callback(callback, remove=remove)

    def undo(self) -> bool:
        """Take back the last human decision (and the bot moves after it)."""
        return self._guard(self._undo)

    def redo(self) -> bool:
        return self._guard(self._redo_once)

    def new_game(self, seed: int | None = None, players: int | None = None, edition: str | None = None) -> None:
        """Start a new game, keeping the seats' kinds. With no seed, a fresh one from 64 random bits
        (``Game.new(seed=None)``), shown nowhere: a seed that followed from the last game's, or one small
        enough to try them all against a hand, would let the table work out every hand and the deck.
        ``edition``: another edition ("birmingham"), its variants left out; the player count is kept when
        that edition allows it, else its smallest."""
        st = self._game.state
        if edition is not None and edition != st["edition"]:
            counts = next((e["players"] for e in vm.drawn_editions() if e["edition"] == edition), None)
            if counts is None:
                raise ValueError(f"the board does not draw {edition!r}")
            players = players if players is not None else (
                self._game.players if self._game.players in counts else min(counts))
            game = Game.new(edition, players=players, seed=seed)
            self._replace(game)
            return
        players = self._game.players if players is None else players
        variants = st.get("variants") or None
        game = Game.new(st["edition"], players=players, seed=seed, variant=variants)
        self._replace(game)

    def save(self) -> str:
        """The game as JSON text (``Game.to_json``): every hand and the deck order, so keep it private."""
        return self._game.to_json()

    def load(self, text: str) -> None:
        """Load a saved game (JSON text), all or nothing: the game, seats, topology, view and choices are
        all replaced, or, for a file that cannot be read, checked or drawn, nothing changes and
        ``SavedGameError`` is raised (and shown in ``error``)."""
        try:
            ready = self._prepare_load(text)
        except SavedGameError as e:
            self.error = f"could not load the game: {e}"
            raise
        self._commit(ready)

    # -- Review mode (issue 35; docs/review.md, "On the board") ---------------------------------------
    def review(self, review=None, seat: int | None = None, numbers=None, executor=None, progress: bool | None = None):
        """Review the board's game decision by decision (``brass_widget.review``: the coach's search and measure) and
        step through it on the board: the position before each decision, its mark, the better move drawn on the map,
        the VP lost and the hint list there. ``review``: one already computed for this game (else it is computed
        here, ``numbers``, ``executor`` and ``progress`` passed on: its progress bar shows under the cell). A finished
        game shows every hand; a game in progress is reviewed for one ``seat`` only (default: the board's one person,
        if one person plays), its positions showing that seat's hand alone. A bot's move under way is cancelled;
        any change to the live game (a move, an undo, a new game) or ``end_review`` leaves Review mode. Returns the
        review. Raises TypeError or ValueError (``review``'s own) for bad input, and changes nothing then."""
        g = self._game
        if review is None:
            from ..review import review as weigh

            people = self._human_seats()
            if seat is None and not g.is_over and len(people) == 1:
                seat = people[0]
            kept = self.review_rows
            # said on the board at once (a kernel sends a trait's change while the cell runs); the bar is under the cell
            self.review_rows = review_mode.weighing(g, seat, numbers)
            try:
                review = weigh(g, seat=seat, numbers=numbers, executor=executor, progress=progress)
            finally:
                self.review_rows = kept
        review = review_mode.checked(review, g, seat)
        first = review_mode.position_before(g, review.decisions[0].number, None)
        review_mode.step(first, review, 0)  # drawn before anything changes: a review that cannot be shown raises here
        self._cancel_bots()
        self._review, self._review_at, self._review_log = review, None, Chronicle()
        with self.hold_sync():
            self.review_rows = review_mode.decision_table(review, g.edition)
            self._show_review(0)
        return review

    @property
    def reviewing(self) -> bool:
        """Whether the board is in Review mode."""
        return self._review is not None

    def step_review(self, n: int) -> None:
        """Review mode: show the review's decision ``n`` (0-based, a row of ``review_rows``). ValueError (shown on
        the board too) when the board is not in Review mode or ``n`` is not a row."""
        try:
            self._show_review(n)
        except Refused as e:
            self.error = str(e)
            raise ValueError(str(e)) from None

    def end_review(self) -> None:
        """Leave Review mode: the live board again, its bots moving on (ValueError when not in Review mode)."""
        if self._review is None:
            raise ValueError(NOT_REVIEWING)
        self._drop_review()
        self.error = ""
        self._after_change()

    def _show_review(self, n) -> None:
        """Draw the review's decision ``n``: the position before it in the board's traits, ``review_step``."""
        r = self._review
        if r is None:
            raise Refused(NOT_REVIEWING)
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n < len(r.decisions):
            raise Refused(f"refused: the review has decisions 0 to {len(r.decisions) - 1} (got {n!r})")
        at = review_mode.position_before(self._game, r.decisions[n].number, self._review_at)
        shown = review_mode.step(at, r, n)
        self._review_at = at
        self._review_log.sync(at)
        self._version += 1
        values = board_traits(at, self._review_log, version=self._version, seat_kinds=self._seats,
                              shown_hands=review_mode.shown_hands(self._game, r), needs_reveal=None, can_undo=False,
                              can_redo=False, last=self._review_log.last_turn())
        values["choices"] = vm.choices(at, version=self._version, seat_kinds=self._seats, hidden=True)  # a past one
        with self.hold_sync():
            self._set_traits(values)
            self.review_step = shown
            self.ui = self._ui()
            self.error = ""

    def _drop_review(self) -> None:
        """Out of Review mode (the live board's traits are drawn by the caller)."""
        if self._review is not None:
            self._review, self._review_at, self._review_log = None, None, Chronicle()
            self.review_rows = None
            self.review_step = None

    # -- internals ----------------------------------------------------------------------------------
    def _make_bots(self) -> None:
        self._bots = bots_for(self._game, self._seats)

    def _reset_topology(self) -> None:
        self.topology = topology_trait(self._game)

    def _replace(self, game: Game) -> None:
        self._commit(self._prepare(game))

    def _prepare(self, game: Game) -> dict:
        """Everything a new game needs on the board, built before anything changes: a game that cannot be
        drawn raises here and leaves the widget exactly as it was."""
        n = game.players
        if n > SEAT_SLOTS:
            raise ValueError(f"this game has {n} players; the board carries {SEAT_SLOTS} mats")
        seats = self._seats if n == len(self._seats) else (self._seats + ["human"] * n)[:n]
        same_table = (game.edition.id, n) == (self._game.edition.id, self._game.players)
        revealed = self._reveal_after(seats)
        if revealed is not None and len([k for k in seats if k == "human"]) > 1:
            revealed = None  # pass-and-play: a new game starts hidden
        shown, needs = self._hands_for(game, seats, revealed)
        seen = set() if self._teacher else set(shown)  # a new game: no hand of it seen yet but these
        chronicle = Chronicle()
        chronicle.sync(game)
        people = [i for i, k in enumerate(seats) if k == "human"]
        return {
            "game": game, "seats": seats, "revealed": revealed, "seen": seen, "chronicle": chronicle,
            "bots": bots_for(game, seats),
            "topology": None if same_table else topology_trait(game),
            "traits": board_traits(game, chronicle, version=self._version + 1, seat_kinds=seats, shown_hands=shown,
                                   needs_reveal=needs, can_undo=undo_offered(game, chronicle, people), can_redo=False,
                                   last=chronicle.last_turn()),
        }

    def _prepare_load(self, text) -> dict:
        """A saved game read, checked and drawn, ready to commit; SavedGameError for anything wrong."""
        game = _load_game(text)
        try:
            return self._prepare(game)
        except Exception as e:
            raise SavedGameError(f"the saved game cannot be drawn: {type(e).__name__}: {e}") from e

    def _commit(self, ready: dict) -> None:
        """Swap in a prepared game: every trait at once, then let bots move."""
        self._cancel_bots()
        self._drop_review()
        self._game = ready["game"]
        self._seats = list(ready["seats"])
        self._redo = []
        self._moves = []  # the old game's: never told as this one's
        self._made_by = {}
        self._revealed = ready["revealed"]
        self._seen = set(ready["seen"])
        self._bots_sat = any(k != "human" for k in self._seats)
        self._chronicle = ready["chronicle"]
        self._bots = ready["bots"]
        self._version += 1
        with self.hold_sync():
            if ready["topology"] is not None:
                self.topology = ready["topology"]
            self.error = ""
            self._set_traits(ready["traits"])
            self.ui = self._ui()
            if self._bot_to_move():
                self._after_change()

    def _set_traits(self, values: dict) -> None:
        """Set each trait of ``values`` (``board_traits``) whose value changed."""
        for name, value in values.items():
            if getattr(self, name) != value:
                setattr(self, name, value)

    def shown_log(self) -> list[dict]:
        """The log as the board shows it: its newest LOG_TAIL entries grouped by round (``viewmodel.log_groups``),
        joined from the ``log_0``, ``log_1``, ... traits as board.js joins them."""
        return log_from_traits({"view": self.view, **{f"log_{i}": getattr(self, f"log_{i}") for i in range(LOG_SLOTS)}})

    def mats(self) -> list[list]:
        """Each seat's mat as the board shows it (``Game.tile_status``), from the ``mat_0``, ``mat_1``, ... traits."""
        return [getattr(self, f"mat_{i}") for i in range(self._game.players)]

    def board_svg(self) -> str:
        """The map SVG the board shows now, joined from its traits (what
        ``render_svg(game.state, game.edition, side=False)`` draws)."""
        return map_from_traits({"topology": self.topology, **{f"svg_{i}": getattr(self, f"svg_{i}")
                                                              for i in range(SVG_SLOTS)}})

    def _guard(self, fn) -> bool:
        """Run an operation; a refusal or an exception goes to ``error``, never swallowed silently."""
        try:
            fn()
            return True
        except (Refused, IllegalAction) as e:
            self.error = refusal_text(e)
        except Exception as e:  # shown in the widget with its type; the traceback goes to the log
            self.error = f"{type(e).__name__}: {e}"
            self.log.error("BoardWidget handler failed:\n%s", traceback.format_exc())
        return False

    def _changed(self) -> None:
        self._version += 1
        self._refresh()
        moves, self._moves = self._moves, []
        for move in moves:  # told once the board shows them
            self._tell(move)

    def _made(self, actions: list, seat: int) -> None:
        """Note the decisions just applied, the first by ``seat`` (the others' seats found by replaying them:
        one line of ``w.play`` or a redo may run on to the next player)."""
        g = self._game
        seats = [seat]
        if len(actions) > 1:
            trial = g.clone()
            trial.undo(len(actions))
            seats = []
            for a in actions:
                seats.append(trial.current_player)
                trial.apply(a)
        first = len(g.history) - len(actions)
        self._moves += [Move(first + i, p, self._seats[p], a, g) for i, (p, a) in enumerate(zip(seats, actions))]
        self._made_by.update({first + i: self._seats[p] for i, p in enumerate(seats)})

    def _last_turn(self) -> dict | None:
        """The last player's last run of decisions (``Chronicle.last_turn``), with who made it then: a person or
        a bot level (``by``), even if the seat has changed hands since."""
        last = self._chronicle.last_turn()
        if last is not None and last["from"] in self._made_by:
            last = {**last, "by": self._made_by[last["from"]]}
        return last

    def _ui(self) -> dict:
        return {"seats": list(self._seats), "teacher": self._teacher, "bot_delay": self.bot_delay,
                "busy": self._pending_bot is not None, "bots": list(BOTS), "version": self._version,
                "kept": self._kept_seats(),
                "clock": [text for _, text in sorted(self.clock_notes().items())],
                "controls": list(CONTROLS), "held": ""}

    def _refresh(self) -> None:
        self._drop_review()  # the live game changed (or is drawn again): Review mode ends
        self._sync_reveal()
        shown, needs = self._shown_hands()
        self._note_seen(shown)
        g = self._game
        self._chronicle.sync(g)
        values = board_traits(g, self._chronicle, version=self._version, seat_kinds=self._seats, shown_hands=shown,
                              needs_reveal=needs, can_undo=self._can_undo(), can_redo=bool(self._redo),
                              last=self._last_turn())
        with self.hold_sync():
            self._set_traits(values)
            self.ui = self._ui()

    def _on_msg(self, _widget, content, _buffers=None) -> None:
        def handle() -> None:
            check_review(self.reviewing, content)  # in Review mode only the review's own messages are answered
            dispatch(self._session, content)
        self._guard(handle)

    def _act_text(self, text: str, seat, check_seat: bool, single: bool = False) -> None:
        """Apply a decision. ``single`` marks a browser intent: one decision, its hand revealed."""
        g = self._game
        cur = g.current_player
        if cur is None:
            raise Refused("the game is over")
        if check_seat:
            if seat != cur:
                raise Refused(f"refused: it is {vm.PLAYER_NAMES[cur % 4]}'s decision, not seat {seat!r}'s")
            if self._seats[cur] != "human":
                raise Refused(f"refused: {vm.PLAYER_NAMES[cur % 4]} is played by the {self._seats[cur]} bot")
            if single and not self._visible(g, self._shown_hands()[0]):
                raise Refused(f"{vm.PLAYER_NAMES[cur % 4]}: reveal your hand first")
        if single:
            if ";" in text:
                raise Refused("refused: the board sends one decision at a time")
            reasons = g.why_not(text)
            if reasons:
                raise IllegalAction(reasons, text)
            self._made([g.apply(text)], cur)
        else:
            self._made(g.play(text), cur)
        self._redo = []
        self.error = ""
        self._after_change(defer=single)

    def _repr_mimebundle_(self, **kwargs):
        """The live board (the widget view) and, beside it, a static picture of the board as the view
        shows it now (``image/svg+xml``), for hosts that cannot run widgets: nbconvert HTML, GitHub's
        preview, a notebook opened without its kernel."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        picture = self._game._repr_svg_()  # the Game's own still picture: the table, no hands
        if picture is not None:
            data = {**data, "image/svg+xml": picture}
        return data, metadata

    def __repr__(self) -> str:
        return f"<BoardWidget {self._game!r}>"


class CommSession:
    """The board as the message handlers see it (``messages.Session``) through the Jupyter comm: the one place that
    turns an intent into the widget's own calls, so ``messages.py`` uses no private name of the widget. Answers go
    to the ``reply`` trait, a one-off message (the save) by the comm's custom message."""

    def __init__(self, widget: BoardWidget):
        self._w = widget
        self._answers = 0  # the questions answered: each reply is numbered
        self._hints: tuple | None = None  # (position, seat), the coach's ranked hints there: one search a position

    @property
    def game(self) -> Game:
        return self._w._game

    @property
    def version(self) -> int:
        return self._w._version

    @property
    def seats(self) -> list[str]:
        return list(self._w._seats)

    def hand_shown(self) -> bool:
        w = self._w
        return w._visible(w._game, w._shown_hands()[0])

    def answer(self, reply: dict) -> None:
        """Each answer is numbered (``n``), so one equal to the last (Hint again on an unchanged position: the
        coach's search is seeded) still reaches the browser: a synced trait set to an equal value sends nothing, and
        the board would wait for it for ever."""
        self._answers += 1
        self._w.reply = {**reply, "n": self._answers}

    def tell(self, message: dict) -> None:
        self._w.send(message)

    def clear_error(self) -> None:
        self._w.error = ""

    def act(self, text: str, seat: int) -> None:
        self._w._act_text(text, seat=seat, check_seat=True, single=True)

    def hint(self, start: int, count: int, ranks: int) -> dict:
        """The coach's best moves for the seat to act (whose hand the board shows), ``count`` from rank ``start``
        (``answers.hint``: the strong bot's search within about a second). The search runs once a position: its
        ``ranks`` best different decisions are kept for that position and seat, and "More hints" reads them. It
        decides from that seat's observation only, with a fixed seed, so the hint depends on nothing the seat may
        not know."""
        g = self._w._game
        here = (self.version, g.current_player, len(g.history))
        if self._hints is None or self._hints[0] != here:
            self._hints = (here, coach.ranked(g, k=ranks, time_limit=coach.HINT_SECONDS))
        return answers.hint(g, self.version, self._hints[1], start, count)

    def explain(self) -> dict:
        w = self._w
        return answers.explain(w._game, self.version, w._chronicle, w._made_by, w._seats)

    def whole_log(self) -> dict:
        return answers.whole_log(self._w._game, self.version, self._w._chronicle)

    def undo(self) -> None:
        self._w._undo()

    def redo(self) -> None:
        self._w._redo_once()

    def new_game(self, seed: int | None, players: int | None, edition: str | None) -> None:
        self._w.new_game(seed=seed, players=players, edition=edition)

    def handover_problem(self, seats: list[str]) -> str | None:
        return self._w._handover_problem(seats)

    def sit(self, seats: list[str]) -> None:
        self._w.seats = seats

    def load(self, text: str) -> None:
        self._w._commit(self._w._prepare_load(text))

    def set_highlight(self, on: list[str]) -> None:
        self._w.highlight = on

    def reveal(self, seat: int) -> None:
        w = self._w
        w._revealed = seat
        w.error = ""
        w._refresh()

    def review_step(self, n: int) -> None:
        self._w._show_review(n)

    def end_review(self) -> None:
        if not self._w.reviewing:
            raise Refused(NOT_REVIEWING)
        self._w.end_review()


def map_from_traits(traits: dict) -> str:
    """The map SVG from the board's synced traits (``topology`` and ``svg_0``, ``svg_1``, ...): the board as a
    browser draws it, from a live widget or from a notebook's saved widget state. ``ValueError`` if they are
    not the board's."""
    topo = traits.get("topology")
    if not isinstance(topo, dict) or not isinstance(topo.get("svg_open"), str) \
            or not isinstance(topo.get("svg_layers"), list):
        raise ValueError("not a board's traits")
    out = [topo["svg_open"]]
    for layer in topo["svg_layers"]:
        if layer[0] == "slots":
            out.extend(str(traits.get(f"svg_{i}", "")) for i in range(int(layer[1]), int(layer[2])))
        else:
            out.append(wrap_parts([layer]))
    return "".join(out) + "</svg>"


def log_from_traits(traits: dict) -> list[dict]:
    """The log the board shows from its synced traits (the view's ``log_total`` and ``log_0``, ``log_1``, ...): the
    newest LOG_TAIL entries, grouped by round (``viewmodel.log_groups``), as board.js joins them."""
    total = int((traits.get("view") or {}).get("log_total") or 0)
    start = max(0, total - LOG_TAIL)
    chunks = [traits.get(f"log_{i}") for i in range(LOG_SLOTS)]
    entries = []
    for chunk in sorted((c for c in chunks if isinstance(c, dict) and isinstance(c.get("from"), int)),
                        key=lambda c: c["from"]):
        n = chunk["from"]
        for group in chunk.get("log") or []:
            for player, kind, text in group.get("lines") or []:
                if start <= n < total:
                    entries.append({"era": group.get("era"), "round": group.get("round"), "player": player,
                                    "kind": kind, "text": text})
                n += 1
    return vm.log_groups(entries)


def _load_game(text) -> Game:
    """``Game.from_json``, with anything it raises other than SavedGameError turned into one."""
    try:
        return Game.from_json(text)
    except SavedGameError:
        raise
    except Exception as e:
        raise SavedGameError(f"{type(e).__name__}: {e}") from e
