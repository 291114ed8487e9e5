"""The board's Review mode (issue 35, piece 3): a game weighed decision by decision (``brass_widget.review``) stepped
through on the board, like a chess analysis board. This module makes what the board sends for it, from the review and
the game; ``BoardWidget.review`` (board.py) keeps the traits.

* ``review_rows``, once when the review opens: every weighed decision in a row (its number, seat, round, its mark and
  the VP it lost), for the scrubber;
* ``review_step``, at each step: the decision weighed there, its mark in words, where the decision played and the
  better one happen on the map (``narrate.places``), and the hint list for that position as the review weighed it
  (the best alternative and the decision played, each with the coach's rank and projected VP: no new search);
* the position before that decision in the board's own traits (the view, the map's parts, the mats, the log).

Hidden information (docs/review.md, "Hidden information"): a finished game may show everything, so its positions
show every hand; a game in progress is reviewed from one seat only (its own decisions, ``review(game, seat=N)``) and
its positions show that seat's hand alone, as that seat saw it then: everything else the board sends is public.
"""

from __future__ import annotations

from ..bots import coach
from ..engine import Game
from ..render.words import PLAYER_NAMES, clean
from ..review import FORCED, MARKS, Review, Weighing
from .narrate import Narrator, places

# a review_rows row, in this order: what the scrubber needs of every decision (a step's own trait carries the rest,
# so opening a whole game's review stays under a move's budget: Birmingham 4p, 165 decisions: rows 6.8 KB, 11.9 in all)
ROW_FIELDS = ("number", "seat", "round", "mark", "lost")


def mark_words(mark: str) -> str:
    """What a mark means, from the review's own scale (``review.MARKS``): "a mistake: 3 to under 8 VP lost"."""
    if mark == FORCED:
        return "forced: the only legal decision, not weighed"
    low = 0.0
    for bound, name in MARKS:
        if name == mark:
            article = "an" if name[0] in "aeiou" else "a"
            said = f"under {bound:g}" if low == 0 else f"{low:g} or more" if bound == float("inf") \
                else f"{low:g} to under {bound:g}"
            return f"{name}: {said} VP lost" if name == "fine" else f"{article} {name}: {said} VP lost"
        low = bound
    raise ValueError(f"no such mark {mark!r}: the marks are {', '.join(n for _, n in MARKS)} and {FORCED}")


def checked(review, game: Game, seat) -> Review:
    """``review`` if it is a review of ``game`` for what may be shown (see the module's text), else ValueError or
    TypeError saying what is wrong: a finished game may show every seat's decisions, a game in progress one seat's."""
    if not isinstance(review, Review):
        raise TypeError(f"review must be a brass_widget.review Review (review(game) makes one), "
                        f"not {type(review).__name__}")
    if seat is not None and seat != review.seat:
        raise ValueError(f"this review is of {'every seat' if review.seat is None else f'seat {review.seat}'}, "
                         f"not seat {seat!r}")
    if not game.is_over and review.seat is None:
        raise ValueError("the game is not finished: a game in progress is reviewed for one seat, from what that seat "
                         "may know (seat=N)")
    if not review.decisions:
        raise ValueError("this review weighed no decision, so there is nothing to step through (a seat reviewed "
                         "before it has decided anything?)")
    history = game.history
    if (review.edition, review.players) != (game.edition.id, game.players) or any(
            not isinstance(w, Weighing) or not 1 <= w.number <= len(history) or history[w.number - 1] != w.played
            or (review.seat is not None and w.seat != review.seat) for w in review.decisions):
        raise ValueError("this review is not of the board's game (its decisions are not the game's): review the "
                         "board's game, review(w.game)")
    return review


def weighing(game: Game, seat, numbers) -> dict:
    """The ``review_rows`` trait while a review is computed (``BoardWidget.review``): how many of the game's decisions
    it looks at (``numbers``, else every one), and the seat reviewed (None: every seat). A bad ``numbers`` is
    ``review``'s to refuse: it is counted here as the whole game."""
    try:
        count = len(set(numbers)) if numbers is not None else len(game.history)
    except TypeError:
        count = len(game.history)
    return {"weighing": count, "seat": seat if isinstance(seat, int) and not isinstance(seat, bool) else None}


def decision_table(review: Review, edition) -> dict:
    """The ``review_rows`` trait: the review's decisions as one table (``{"fields", "values"}``), the seat reviewed
    (None: every seat, a finished game), each mark's words, and what the values are (``about``: the hints' rank,
    ``coach.about``, the measure the review weighs by)."""
    values = [[w.number, w.seat, clean(w.round), w.mark, w.lost] for w in review.decisions]
    marks = [name for _, name in MARKS] + [FORCED]
    about = (f"{coach.about(edition)} VP lost: the best of the hint list less the decision played, by that rank "
             "(the review weighs each decision as the Hint would have then, from what that seat could know).")
    return {"seat": review.seat, "fields": list(ROW_FIELDS), "values": values,
            "marks": {m: mark_words(m) for m in marks}, "about": clean(about)}


def position_before(live: Game, number: int, at: Game | None) -> Game:
    """The position before decision ``number`` of ``live``: ``at`` (the position shown last, a copy of ``live``'s
    game) moved there by undoing or replaying decisions, or a new copy; ``live`` is not changed."""
    history = live.history
    if at is None or at.history != history[:len(at.history)]:
        at = live.clone()
    if len(at.history) >= number:
        at.undo(len(at.history) - number + 1)
    for text in history[len(at.history):number - 1]:
        at.apply(text)
    return at


def shown_hands(game: Game, review: Review) -> list[int]:
    """The hands a review's positions show: every seat's once the game is over; else the seat reviewed, alone."""
    if game.is_over or review.seat is None:  # a review of every seat is of a finished game (``checked``)
        return list(range(game.players))
    return [review.seat]


def step(position: Game, review: Review, index: int) -> dict:
    """The ``review_step`` trait for the review's decision ``index`` (0-based), ``position`` the game before it. Its
    ``hints``: the Hint's list there as the review weighed it (``Weighing.hints``), best first, each with its place
    in the list (``rank``, from 1), the coach's rank (``value``), its projected VP (``vp``), its sentence and where it
    happens on the map; ``best`` marks the better decision (the list's best, or the one played where it ranks
    higher) and ``played`` the decision played, which follows the list (``rank`` None) when it is not among it. A
    weighing without the list (forced; a review made before it was kept) gives the better decision and the played."""
    w = review.decisions[index]
    ed = position.edition
    nar = Narrator(ed)

    def move(text: str, value: float, vp: float, best: bool, played: bool, rank=None) -> dict:
        sentence = nar.proposal(position.parse(text), w.seat, position.state)
        return {"action": clean(text), "text": clean(sentence), "value": value, "vp": vp, "best": best,
                "played": played, "rank": rank, **places(ed.lines, [text])}

    weighed = w.mark != FORCED
    if weighed and w.hints:
        hints = [move(h.move, h.value, h.vp, h.move == w.best, h.move == w.played, i + 1)
                 for i, h in enumerate(w.hints)]
        if not any(h["played"] for h in hints):
            hints.append(move(w.played, w.played_value, w.played_vp, w.best == w.played, True))
    elif weighed and w.best and w.best != w.played:
        hints = [move(w.best, w.best_value, w.best_vp, True, False),
                 move(w.played, w.played_value, w.played_vp, False, True)]
    else:
        hints = [move(w.played, w.played_value, w.played_vp, weighed, True)]
    return {"n": index, "count": len(review.decisions), "number": w.number, "seat": w.seat,
            "who": PLAYER_NAMES[w.seat % len(PLAYER_NAMES)], "round": clean(w.round), "mark": w.mark,
            "words": mark_words(w.mark), "lost": w.lost, "pattern": clean(w.pattern), "hints": hints}
