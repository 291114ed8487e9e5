"""A finished game weighed decision by decision, like a chess analysis board (issue 35): the coach's search and
measure at every decision, the VP each one lost against the best alternative, a mark, and the evaluation graph.

    from brass_widget import review               # the function; this module's other names: from brass_widget.review
    r = review(game)                              # a finished game: every decision
    r = review(game_in_progress, seat=0)          # a game in progress: one seat's decisions, from its view
    print("\\n".join(r.lines()))                   # the marked decisions, in words
    r.graph()                                     # each seat's projected final VP across the game

For each decision the position before it is rebuilt (the game's start and the decisions before it) and weighed by
the Hint's own search (``coach.weigh``: the strong bot with the coach's work budget, no time limit, so the review
is the same on every run and machine) from the deciding seat's observation, dealt again (``Game.dealt_for``), as
the Hint would have seen it then. The played decision is planned to the same horizon as the hint list
(``coach.look_at``). Both are valued by the rank the hints are listed by (``coach.rank``: projected final VP with
money, income and debts, less the edition's share of the best other player's); "VP lost" is the best of the list
(or the played decision, if it ranks higher) less the played one, rounded as the bots compare (``exact.settled``).
Each weighing keeps the Hint's list it weighed (``Weighing.hints``: what the board's Review mode lists).

A review is not on ``Game``: the engine must not import the bots (the design: the core at the bottom), so it is
``brass_widget.review(game)``. docs/review.md says what the marks mean.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from .bots import coach
from .bots.evaluation import Weights, projection
from .bots.exact import settled, total
from .engine import Game

# A decision's mark from the VP it lost (the coach's rank, in VP), the first row whose bound it is below. The
# bounds are the teacher's scale of the issue (fine under 1 VP: within the search's own noise between near-equal
# plans; an inaccuracy under 3, about one level-I tile's VP; a mistake under 8, a turn's worth of building; a
# blunder beyond). Checked on seeded games (docs/review.md): a strong bot's own decisions and a planted pass.
MARKS = ((1.0, "fine"), (3.0, "inaccuracy"), (8.0, "mistake"), (math.inf, "blunder"))
FORCED = "forced"  # a single legal decision: nothing to weigh
HINTS = 3  # the alternatives weighed at each decision: the Hint's list (the board shows three)
FLOOR_LEVEL = -3  # the coach's floor (coach.WEIGHTS: 10 VP a level below income level -3): a loan below it spirals


def mark(lost: float) -> str:
    """The mark of a decision that lost ``lost`` VP (``MARKS``)."""
    return next(name for bound, name in MARKS if settled(lost) < bound)


class Hinted(NamedTuple):
    """One entry of the Hint's list at a decision, as the review weighed it (``Weighing.hints``): the decision's
    text, the coach's rank (``coach.rank``) and its projected final VP, both where its plan ends, rounded."""

    move: str
    value: float
    vp: float


class Weighing(NamedTuple):
    """One decision of the game, weighed. ``number`` counts from 1 (the decision's place in ``Game.history``);
    values are the coach's rank (VP with money, income and debts, less the edition's share of the best other
    player's) and ``*_vp`` the projected final VP alone, both where the plan ends at the hint list's horizon."""

    number: int
    seat: int
    round: str  # "Canal 3" (``Eras.round_label``)
    played: str  # the decision's text
    best: str  # the best alternative's text ("" when forced; the played text when it is the best)
    played_value: float
    best_value: float
    played_vp: float
    best_vp: float
    lost: float  # best_value - played_value, never below 0, rounded (``exact.settled``)
    mark: str  # fine, inaccuracy, mistake, blunder; "forced" (a single legal decision)
    pattern: str  # a named pattern a teacher would use ("a sale missed"), or ""
    # the Hint's list there, best first (``Hinted``: up to ``HINTS`` different decisions, the list ``coach.ranked``
    # gives with no time limit), from the search the review ran; () when forced (nothing was searched)
    hints: tuple = ()

    def line(self) -> str:
        """The decision in one line: "#12 Orange (player 1), Canal 2: pass - blunder, 9.4 VP lost (a pass ...);
        best: build cotton manchester/1"."""
        from .render.words import PLAYER_NAMES
        who = f"{PLAYER_NAMES[self.seat % len(PLAYER_NAMES)]} (player {self.seat})"
        head = f"#{self.number} {who}, {self.round}: {self.played} - {self.mark}"
        if self.mark == FORCED:
            return head + " (the only legal decision)"
        head += f", {self.lost:.1f} VP lost"
        if self.pattern:
            head += f" ({self.pattern})"
        if self.best != self.played:
            head += f"; best: {self.best} (rank {self.best_value:.1f} against {self.played_value:.1f})"
        return head


class Review(NamedTuple):
    """A game weighed (``review``). ``projected``: for the position before each decision and the last one, each
    seat's projected final VP (the coach's projection, VP terms only: ``coach.VP_TERMS``; the final VP once the game
    is over); ``eras``: (decision number, era name) where an era starts; ``seat``: the one seat reviewed (a game in
    progress) or None (a finished game, every seat)."""

    edition: str
    players: int
    seat: int | None
    decisions: list
    projected: list
    eras: list

    def marked(self) -> list:
        """The decisions marked an inaccuracy, a mistake or a blunder."""
        return [w for w in self.decisions if w.mark not in ("fine", FORCED)]

    def lines(self) -> list[str]:
        """The marked decisions in words (``Weighing.line``), then a count of each mark."""
        counts = {name: sum(w.mark == name for w in self.decisions) for _, name in MARKS}
        counts[FORCED] = sum(w.mark == FORCED for w in self.decisions)
        summary = ", ".join(f"{n} {name}" for name, n in counts.items())
        return [w.line() for w in self.marked()] + [f"{len(self.decisions)} decisions: {summary}"]

    def graph(self):
        """The evaluation graph (``charts.review_graph``): a plotly figure."""
        from .charts import review_graph
        return review_graph(self)


def review(game, seat: int | None = None, seed: int = 0, executor=None, progress: bool | None = None,
           numbers=None) -> Review:
    """Weigh the decisions of ``game`` (see the module text). A finished game may show everything: every seat's
    decisions are weighed. A game in progress is reviewed for one ``seat`` only (its own decisions, each from its
    own observation then, and the graph from that seat's view), so nothing hidden from that seat is shown.
    ``seed``: the coach's deals; ``executor``: a ``concurrent.futures`` executor weighing positions in parallel
    (results in decision order, the same as without); ``progress``: a bar (``progress.Progress``; None, the default
    of every long call: on a terminal or in a notebook; False: none); ``numbers``: weigh only these decisions
    (numbers from 1, e.g. ``range(1, 21)``).
    Raises TypeError or ValueError for bad input, with what is wrong."""
    if not isinstance(game, Game):
        raise TypeError(f"review needs a Game (Game.from_json reads a saved one), not {type(game).__name__}")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players):
        raise ValueError(f"seat must be a seat of this game, 0 to {game.players - 1} (got {seat!r})")
    if not game.is_over and seat is None:
        raise ValueError("the game is not finished: a game in progress is reviewed for one seat, from what that seat "
                         "may know (review(game, seat=N))")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"seed must be an integer (got {seed!r})")
    history = list(game.history)
    if not history:
        raise ValueError("the game has no decisions to review")
    wanted = _numbers(numbers, len(history))
    positions, projected, eras = _replay(game, history, seat, seed)
    jobs = [i for i in range(len(history)) if i + 1 in wanted and (seat is None or positions[i][1] == seat)]
    from .progress import Progress
    bar = Progress.start(len(jobs), progress, unit="decisions")
    try:
        if executor is None:
            weighed = []
            for i in jobs:
                weighed.append(_weigh(positions[i][0], history[i], i + 1, seed))
                if bar:
                    bar.step(len(weighed))
        else:
            doc = game.to_json()
            futures = [executor.submit(_weigh_saved, doc, i, seed) for i in jobs]
            weighed = []
            for f in futures:  # in decision order, whatever order they finish in
                weighed.append(f.result())
                if bar:
                    bar.step(len(weighed))
    finally:
        if bar:
            bar.close()
    return Review(game.edition.id, game.players, seat, weighed, projected, eras)


def _numbers(numbers, count: int) -> set[int]:
    """The decision numbers to weigh (every one when ``numbers`` is None), each checked to be 1 to ``count``."""
    if numbers is None:
        return set(range(1, count + 1))
    try:
        wanted = set(numbers)
    except TypeError:
        raise TypeError(f"numbers must be decision numbers, e.g. range(1, 21) (got {type(numbers).__name__})") from None
    bad = sorted((n for n in wanted if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= count), key=repr)
    if bad:
        raise ValueError(f"numbers must be decision numbers from 1 to {count}: {bad[0]!r} is not")
    return wanted


def _replay(game, history, seat, seed):
    """The position before each decision (with the seat to move), each seat's projected final VP there and at the
    end, and where the eras start. For one ``seat`` (a game in progress) the projection reads that seat's view."""
    g = game.clone()
    g.undo(len(history))  # the game's start: its seed, variants and house rules, or its scenario
    w = Weights(**coach.weights_for(g.edition))
    positions, projected, eras = [], [], []
    era = None
    for i in range(len(history) + 1):
        if g.era != era:
            era = g.era
            eras.append((i + 1, g.edition.eras.name(era) or ""))
        positions.append((g.clone(), g.current_player))
        projected.append(_projected(g if seat is None else g.dealt_for(seat, seed=seed), w))
        if i < len(history):
            g.apply(history[i])
    return positions, projected, eras


def _projected(g, w) -> list[float]:
    """Each seat's projected final VP in ``g`` (VP terms of the coach's projection), the final VP once it is over."""
    if g.is_over:
        return [float(seat["vp"]) for seat in g.state["seats"]]
    return [settled(total(a for t, a in projection(g, s, w=w) if t in coach.VP_TERMS)) for s in range(g.players)]


def _weigh_saved(doc: str, index: int, seed: int) -> Weighing:
    """``_weigh`` for an executor's worker: the position before decision ``index`` rebuilt from the saved game."""
    g = Game.from_json(doc)
    played = g.history[index]
    g.undo(len(g.history) - index)
    return _weigh(g, played, index + 1, seed)


def _weigh(g, played_text: str, number: int, seed: int) -> Weighing:
    """Decision ``number`` (``played_text``), played in position ``g``, weighed by the coach's search."""
    seat = g.current_player
    where = g.edition.eras.round_label(g.era, g.round)
    legal = g.legal_actions()
    if len(legal) == 1:
        return Weighing(number, seat, where, played_text, "", 0.0, 0.0, 0.0, 0.0, 0.0, FORCED, "")
    weighed = coach.weigh(g, HINTS, seed, None)
    ed = weighed.seen.edition
    played = weighed.seen.parse(played_text)
    look = coach.look_at(weighed, played)
    played_value = settled(coach.rank(ed, (look.worth, look.other_worth)))
    best_action, best_look = weighed.picked[0]
    best_value = settled(coach.rank(ed, (best_look.worth, best_look.other_worth)))
    if best_value <= played_value:  # the played decision is as good as the list's best
        best_action, best_look, best_value = played, look, played_value
    lost = settled(best_value - played_value)
    name = mark(lost)
    pattern = "" if name == "fine" else _pattern(weighed.seen, seat, played, best_action)
    hints = tuple(Hinted(str(a), settled(coach.rank(ed, (h.worth, h.other_worth))), settled(h.vp))
                  for a, h in weighed.picked)
    return Weighing(number, seat, where, str(played), str(best_action), played_value, best_value,
                    settled(look.vp), settled(best_look.vp), lost, name, pattern, hints)


def _pattern(g, seat: int, played, best) -> str:
    """A named pattern a teacher would use for a decision that lost VP, from the position, the played and the best
    decision (the first that applies, in this order; docs/review.md lists them): a loan below the coach's floor
    while an Income Phase is still to come; a level-I tile built on the era's last action and left unflipped; no
    Develop all era where the last action of the era should have been one; a sale missed; a Develop missed; a pass
    with money; the seat's own coal or iron cubes that the best decision would have used. ``g`` is the position as
    the seat saw it (its observation, dealt)."""
    if played.kind == "loan":
        after = _after(g, played)
        # only where an Income Phase is still to come, as the coach's floor (Eras.income_phase_remains)
        if after is not None and after.income_level(seat) < FLOOR_LEVEL \
                and g.edition.eras.income_phase_remains(after.observation(seat)):
            return f"a loan spiral: income level {after.income_level(seat)}, below {FLOOR_LEVEL}"
    last = _last_action_of_era(g)
    if last and played.kind == "build" and _left_to_be_removed(g, seat, played):
        return "a tile left to be removed at the era's end: a level-I tile built on the era's last action, unflipped"
    if last and best.kind == "develop" and played.kind != "develop" and not _developed_this_era(g, seat):
        return f"no Develop before the {g.edition.eras.name(g.edition.eras.next(g.era))} Era"
    if best.kind == "sell" and played.kind != "sell":
        return "a sale missed"
    if best.kind == "develop" and played.kind != "develop":
        return "a Develop missed"
    if played.kind == "pass" and best.kind != "pass":
        return f"a pass with £{g.state['seats'][seat]['money']} and a better action open"
    unused = _own_cubes_taken(g, seat, best)
    if sum(unused.values()) > sum(_own_cubes_taken(g, seat, played).values()):
        what = " and ".join(f"{n} {res}" for res, n in sorted(unused.items()) if n)
        return f"coal or iron left unused: the best takes {what} from your own tiles"
    return ""


def _after(g, action):
    """``g`` after ``action`` (a copy), or None where the action cannot be applied there."""
    from .engine import IllegalAction
    after = g.clone()
    try:
        after.apply(action)
    except IllegalAction:
        return None
    return after


def _last_action_of_era(g) -> bool:
    """Whether the decision is the seat's last action of an era that another era follows: the era's last round
    (End of Canal & Rail Era: the round in which the players use the final cards in their Hands), its last action
    of the turn, no action under way."""
    st, eras = g.state, g.edition.eras
    return (st["era"] != eras.last(st["variants"]) and st["round"] >= eras.rounds(st["players"], st["variants"])
            and st["actions_left"] == 1 and st["pending"] is None)


def _left_to_be_removed(g, seat: int, played) -> bool:
    """Whether ``played`` leaves the seat a new level 1 tile unflipped (End of Canal Era, step 3: level 1 industry
    tiles are removed from the board; unflipped tiles do not score)."""
    after = _after(g, played)
    if after is None:
        return False
    before = g.state["board"]
    return any(t is not None and t["owner"] == seat and t["level"] == 1 and not t["flipped"] and before[loc][i] != t
               for loc, spaces in after.state["board"].items() for i, t in enumerate(spaces))


def _developed_this_era(g, seat: int) -> bool:
    """Whether the seat has taken a Develop action in the era under way (the game's log)."""
    return any(e.get("kind") == "develop" and e.get("player") == seat and e.get("era") == g.era
               for e in g.state["log"])


def _own_cubes_taken(g, seat: int, action) -> dict[str, int]:
    """The coal and iron cubes ``action`` takes from the seat's own tiles, by resource (none where it cannot be
    applied)."""
    after = _after(g, action)
    taken = {"coal": 0, "iron": 0}
    if after is None:
        return taken
    industry = g.edition.industry
    for loc, spaces in g.state["board"].items():
        for i, t in enumerate(spaces):
            res = industry[t["industry"]].holds if t is not None and t["owner"] == seat else None
            if res in taken:
                now = after.state["board"][loc][i]
                same = now is not None and now["owner"] == seat and now["industry"] == t["industry"]
                taken[res] += max(0, t["cubes"] - (now["cubes"] if same else 0))
    return taken
