"""StrongBot: plans its whole turn (both actions, with their continuations), then the other seats'
replies and its own next turn, on sampled deals.

For each decision it

1. deals ``samples`` games from what its seat may see (``game.dealt_for(seat, seed)``: the other hands,
   the deck order and the face-down tiles dealt again from the bot's seed and the sample's number), and
   on each:
2. scores every legal decision by the projected final VP after it (``evaluation.projected_vp``),
   averaged over the face-down tiles it may turn over (``Game.outcomes``);
3. takes the ``width`` best moves (the same move with another card counts once) and plays each to the
   end of its turn with a cheap policy (at each further decision of the turn, the one with the best
   projected VP), then scores where the turn ends; with ``plan_loans`` (the coach's), every Loan too, first and
   beside the width: a Loan's value after the decision is always a loss (Loan Action: £30 now for 3 income levels
   every round left), what the cash buys shows only in the actions after it, so ranked by that value it is the
   move the width cuts (issue 37: a seat following the Hint passed six times at £3 with 13 moves to rank and 12
   planned);
4. with ``depth`` 1 or 2 (2, the default), at every decision (only at the first decision of each of its
   turns with ``deep_every_decision=False``, the turn's later decisions then following its turn plan), takes the
   ``deep_width`` moves whose turn ends best (default 4; turns that end in the same position count
   once; with ``deep_margin``, only those within that many VP of the best) and plays on from there: every
   other seat's decisions until the bot's next turn, each the one with the best projected VP *for that
   seat* (on the sampled deal, whose other hands are dealt from the bot's observation, so the plan stays
   fair), then (``depth=2``) the bot's own next turn by the cheap policy of step 3; and scores there.
   This sees what a one-turn plan misses: an opponent taking the port, the space or the market a plan
   needed, a race for the last space near a market, a move that pays only on the next turn;
5. picks the decision whose plan ends best, summed over the samples (values added exactly and compared
   rounded, ties to the decision's text: ``exact.py``, the same on every Python). ``depth=0`` stops after step 3
   (the strong bot as it was before the deeper plan).

Where a turn (step 3) or a plan (step 4) ends, "best" is the seat's projected VP less ``Weights.rival`` times
the best other seat's (``_leaf``; 0 by default: the seat's own VP alone. The coach sets it: a learner wants to
win, and a move that feeds another player's flips or links is worth less than its own VP says).

The budget is a count of work, not a clock (``samples``, ``width``, ``max_evals`` evaluations per decision for
steps 2-3, and ``deep_evals`` more for step 4: a plan is started only while that budget lasts and is always
finished, so every deep plan compared is a whole one), so a seeded bot makes the same decisions on any
machine, however fast or loaded, in every session (issue 37: a learner replays a game and sees the same moves).
``time_limit`` (seconds, off by default) is only a safety net: where it passes, the search stops widening,
and ``cut_short`` says so (the board reports it: ``widget/bot_runner.py``), since that decision may then differ
from the budget's own.
"""

from __future__ import annotations

import json
import time
from typing import NamedTuple

from .evaluation import DEFAULT, Weights, best_other_vp, projected_vp
from .exact import best, rank_key, settled, total


class StrongBot:
    name = "strong"
    thinks_long = True  # up to a second a decision: the board lets it think in a worker thread

    def __init__(self, seed: int | None = 0, samples: int = 1, width: int = 20, max_evals: int = 5000,
                 time_limit: float | None = None, weights: dict | None = None, depth: int = 2,
                 deep_width: int = 4, deep_evals: int = 4000, deep_margin: float | None = None,
                 deep_every_decision: bool = True, plan_loans: bool = False):
        self.seed = seed or 0
        self.samples = max(1, int(samples))
        self.width = max(1, int(width))
        self.max_evals = max(1, int(max_evals))
        self.time_limit = time_limit
        self.weights = Weights(**weights) if weights else DEFAULT
        self.depth = min(max(int(depth), 0), 2)
        self.deep_width = max(1, int(deep_width))
        self.deep_evals = max(0, int(deep_evals))
        self.deep_margin = None if deep_margin is None else float(deep_margin)
        self.deep_every_decision = bool(deep_every_decision)
        self.plan_loans = bool(plan_loans)
        self.plans: Plans | None = None  # the last sample's search (``_plan_values``), read by the coach
        self.cut_short = False  # whether the safety clock (``time_limit``) stopped the last decision's search
        self.values: dict[str, float] = {}  # what the last ``choose`` compared (``decision_values``)
        self.short: set[str] = set()  # the decisions whose plans fall short at an Income Phase (``shortfall_last``)
        self.below: set[str] = set()  # those of ``short`` the last search ranked below (the Hint lists none of them:
                                      # ``coach.weigh``)
        self._root = 0  # the searched deal's log length: a plan's own events follow it (``_plan_values``)

    # -- the search -------------------------------------------------------------------------------
    def choose(self, game):
        seat = game.current_player
        if seat is None:
            raise ValueError("no legal decision: the game is over")
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        totals = self.values = self.decision_values(game)
        chosen = best((a, totals[str(a)]) for a in actions if str(a) in totals)
        return actions[0] if chosen is None else chosen

    def decision_values(self, game) -> dict[str, float]:
        """What ``choose`` compares: each legal decision's text -> the value of its plan, summed over the samples
        (see ``_plan_values``: a deep-planned decision's value is where its plan ends, in projected VP; one only
        planned to its turn's end, or only valued after it, ranks below every deep-planned one). The last
        sample's plans stay in ``self.plans`` (``_plan_values``) for the coach (``bots/coach.py``)."""
        seat = game.current_player
        if seat is None:
            raise ValueError("no legal decision: the game is over")
        self._evals = 0
        self.cut_short = False
        self.short = set()
        self.below = set()
        self._deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        parts: dict[str, list[float]] = {}
        for k in range(self.samples):
            seen = game.dealt_for(seat, seed=self.seed * 7919 + k)
            for text, value in self._plan_values(seen, seat).items():
                parts.setdefault(text, []).append(value)
        return {text: total(values) for text, values in parts.items()}

    def _value(self, game, seat) -> float:
        self._evals += 1
        return projected_vp(game, seat, w=self.weights)

    def _leaf(self, game, seat) -> float:
        """Where a searched turn or plan ends: the seat's projected VP, less ``Weights.rival`` times the best other
        seat's (a player wants to win, not only to score: Winning the Game). The others' projections are not
        counted against the budget, so ``rival`` 0 searches exactly as before."""
        own = self._value(game, seat)
        if self.weights.pass_vp:  # each pass the plan makes is an action the seat did without (``Weights.pass_vp``)
            own -= self.weights.pass_vp * _passes(game, seat, self._root)
        if not self.weights.rival:
            return own
        return own - self.weights.rival * best_other_vp(game, seat, w=self.weights)

    def _out_of_time(self) -> bool:
        """Whether the safety clock has passed (never without ``time_limit``); noted in ``cut_short``."""
        if self._deadline is not None and time.perf_counter() > self._deadline:
            self.cut_short = True
        return self.cut_short

    def _out_of_budget(self) -> bool:
        return self._evals >= self.max_evals or self._out_of_time()

    def _plan_values(self, seen, seat) -> dict[str, float]:
        """Each legal decision's value: where its deep plan ends (``depth=1``) for the ``deep_width`` best
        turns, else where its turn ends less a margin, so the deep-planned ones are compared only with
        each other (see ``_turn_values``)."""
        obs = seen.observation(seat)
        self._root = len(seen.state["log"])  # the plans' own events follow (``_fell_short``, ``_passes``)
        deep = self.depth > 0 and (self.deep_every_decision or _turn_starts(seen.edition, obs))
        values, ends = self._turn_values(seen, seat)
        self.plans = Plans(seen, values, ends, {}, {})
        if not deep or not ends:
            return values
        ranked = sorted(ends, key=lambda text: rank_key(text, values[text]))  # ties: the decision's text
        # two first decisions whose turns end in the same position (A then B, B then A) plan alike: one each
        distinct: dict = {}
        for text in ranked:
            distinct.setdefault(_position_key(ends[text], seat), text)
        ranked = list(distinct.values())
        if self.deep_margin is not None:  # only turns within the margin of the best can still win
            top = values[ranked[0]]
            ranked = [text for text in ranked if settled(values[text]) >= settled(top - self.deep_margin)]
        limit = self._evals + self.deep_evals
        deep: dict[str, float] = {}
        deep_ends: dict[str, list] = {}
        root = self._root
        self.short = set()
        for text in ranked:
            if len(deep) >= self.deep_width and not (self.weights.shortfall_last and self.short >= set(deep)):
                break  # planned the width (``shortfall_last``: and one plan that pays every Income Phase)
            if self._evals >= limit or self._out_of_time():
                break
            try:
                planned = [(p, self._reply(end, seat, timed=True)) for p, end in ends[text]]
            except _OutOfTime:  # interactive play only: a plan the time limit cut short is not compared
                break
            deep[text] = total(p * value for p, (value, _) in planned)
            deep_ends[text] = [(p, end) for p, (_, end) in planned]
            if self.weights.shortfall_last and any(_fell_short(end, seat, root) for _, end in deep_ends[text]):
                self.short.add(text)
        if len(deep) < 2:  # nothing to compare: the turn plan decides (and no plan is ranked by its shortfall)
            self.short = set()
            self.below = set()
            return values
        self.plans = Plans(seen, values, ends, deep, deep_ends)
        out = {text: value - 2000.0 for text, value in values.items()}
        out.update(deep)
        for text in ends:  # a decision whose turn ends where a planned one's does shares its plan's value
            twin = distinct.get(_position_key(ends[text], seat))
            if twin in deep and text not in deep:
                out[text] = deep[twin]
                if twin in self.short:
                    self.short.add(text)
        self.below = _rank_short(out, deep, self.short)
        return out

    def _turn_values(self, seen, seat) -> tuple[dict[str, float], dict[str, list]]:
        """Each legal decision's value (text -> projected VP where the turn ends, or after the decision
        for those the budget left unexplored, less a margin so explored ones win ties), and for the
        explored ones where their turn ends (text -> [(probability, game)])."""
        turn = (seen.era, seen.round)
        first: list = []
        weighed = _weighed(seen, seat, self.weights)
        # a decision paid like an earlier one (Game.paid_alike: the same move with another card, the positions after
        # them alike but for the seat's hand and discard pile, which the projection never reads) takes its value,
        # its outcomes counted as evaluations all the same; its own outcomes are made only if its turn is planned
        paid = seen.paid_alike(weighed)
        for i, a in enumerate(weighed):
            if paid[i] != i:
                value, _, _, twin = first[paid[i]]
                self._evals += len(twin)  # the first of its pair: its own outcomes
                first.append((value, i, a, None))
                continue
            outs = seen.outcomes(a)
            value = total(p * self._value(after, seat) for p, after in outs)
            first.append((value, i, a, outs))
        first.sort(key=lambda x: rank_key(str(x[2]), x[0]))  # ties: the decision's text
        values = {str(a): value - 1000.0 for value, _, a, _ in first}
        ends: dict[str, list] = {}
        planned: set = set()
        loans = 0  # the Loans planned beside the width (``plan_loans``)
        if self.plan_loans:  # every Loan first (step 3): its cash shows only in the actions it pays for
            first = [x for x in first if x[2].kind == "loan"] + [x for x in first if x[2].kind != "loan"]
        for _, _, a, outs in first:
            if len(planned) - loans >= self.width or self._out_of_budget():
                break
            move = _move(a)
            if move in planned:  # the same move with another card: its first-listed best card is planned
                continue
            planned.add(move)
            loans += self.plan_loans and a.kind == "loan"
            if outs is None:  # paid like an earlier decision: its own outcomes now
                outs = seen.outcomes(a)
            finished = [(p, self._finish(after, seat, turn)) for p, after in outs]
            values[str(a)] = total(p * value for p, (value, _) in finished)
            ends[str(a)] = [(p, end) for p, (_, end) in finished]
        return values, ends

    def _greedy_step(self, game, seat, per_move: bool):
        """The decision with the best projected VP for ``seat`` (the seat to move; ties: the decision's text,
        ``exact.rank_key``); returns the game after it (a clone). ``per_move``: value one card per move, the
        first listed (the projection does not read hands, so another card for the same move values the same:
        fewer evaluations). Without it, every decision is valued, but one paid like an earlier one
        (``Game.paid_alike``: the same move with another card, whose discard changes nothing but the seat's hand and
        discard pile, which the projection never reads) takes that one's value without a copy, and counts as an
        evaluation all the same (the same budget, the same plans); the game after it is made only if it is the
        best."""
        top, top_key, top_after = None, None, None
        actions = game.legal_actions()
        paid = None if per_move else game.paid_alike(actions)
        values: dict[int, float] = {}  # by index: the value of each decision valued on its own copy
        moves: set = set()
        for i, a in enumerate(actions):
            if paid is None:
                move = _move(a)
                if move in moves:
                    continue
                moves.add(move)
            first = i if paid is None else paid[i]
            if first != i:
                self._evals += 1  # an evaluation of the budget (``_value``), its value the first one's
                after = None
                value = values[first]
            else:
                after = game.clone()
                after.apply(a)
                value = values[i] = self._value(after, seat)
            key = rank_key(str(a), value)
            if top_key is None or key < top_key:
                top, top_key, top_after = a, key, after
        if top_after is None and top is not None:  # the best was paid like an earlier decision: its own game now
            top_after = game.clone()
            top_after.apply(top)
        return top_after

    def _finish(self, game, seat, turn, budgeted: bool = True) -> tuple[float, object]:
        """Play the rest of ``seat``'s turn on ``game`` (a clone it owns), each decision the one with the
        best projected VP; return the projected VP where the turn ends, and the game there. ``budgeted``:
        stop early when the turn plans' budget is spent (steps 2-3); a deep plan is always finished."""
        while (not game.is_over and game.current_player == seat and (game.era, game.round) == turn
               and not (budgeted and self._out_of_budget())):
            game = self._greedy_step(game, seat, per_move=not budgeted)
        return self._leaf(game, seat), game

    def _reply(self, game, seat, timed: bool = False) -> tuple[float, object]:
        """From the end of ``seat``'s turn on ``game``: every other seat plays to ``seat``'s next turn
        (each decision the best projected VP for the seat that makes it), then ``seat`` plays its next
        turn by the same policy; the projected VP for ``seat`` there, and the game there. ``timed``: stop
        (``_OutOfTime``) when the time limit passes (a deep plan is otherwise always finished)."""
        while not game.is_over and game.current_player != seat:
            if timed and self._out_of_time():
                raise _OutOfTime
            game = self._greedy_step(game, game.current_player, per_move=True)
        if game.is_over or self.depth < 2:
            return self._leaf(game, seat), game
        if timed and self._out_of_time():
            raise _OutOfTime
        return self._finish(game, seat, (game.era, game.round), budgeted=False)


SHORT = ("shortfall", "vp_lost")  # the log's events of a seat that cannot pay an Income Phase (engine/flow.py)


def _fell_short(game, seat, root: int) -> bool:
    """Whether ``seat`` could not pay an Income Phase's negative income in ``game``'s log after entry ``root``: a tile
    of its removed, or VP lost where it had none (Brass: Birmingham, Income Phase)."""
    return any(e.get("player") == seat and e.get("kind") in SHORT for e in game.state["log"][root:])


def _passes(game, seat, root: int) -> int:
    """How many times ``seat`` passed in ``game``'s log after entry ``root`` (``Weights.pass_vp``)."""
    return sum(e.get("player") == seat and e.get("kind") == "pass" for e in game.state["log"][root:])


def _rank_short(out: dict, deep: dict, short: set) -> set:
    """Rank each decision of ``short`` (its plan cannot pay an Income Phase: ``Weights.shortfall_last``) just below
    every deep plan that pays them all, where one does: the shortfall removes a tile for half its cost (Brass:
    Birmingham, Income Phase), a loss the projection weighs only as the tile's expected VP, and one that the
    definition of a collapse counts (docs/bots.md, issue 37 item 11). Returns the decisions so ranked."""
    paying = [value for text, value in deep.items() if text not in short]
    if not short or not paying:
        return set()
    cap = min(paying) - 0.01  # below it once rounded (exact.settled)
    for text in short:
        out[text] = min(out[text], cap)
    return set(short)


def _weighed(game, seat, w: Weights) -> list:
    """The legal decisions the search weighs: all of them, less every Loan while ``seat`` holds
    ``Weights.loan_cash_max`` £ or more (off by default; none dropped where nothing else is legal)."""
    actions = game.legal_actions()
    if w.loan_cash_max is None or game.observation(seat, log=False)["seats"][seat]["money"] < w.loan_cash_max:
        return actions
    return [a for a in actions if a.kind != "loan"] or actions


class Plans(NamedTuple):
    """One sample's search, as ``_plan_values`` left it: the deal searched (``seen``), each decision's value where
    its turn ends (``turn``: text -> projected VP; less 1000 for one the budget only valued after the decision),
    where the explored turns end (``ends``: text -> [(probability, game)]), the deep plans' values (``deep``:
    text -> projected VP where the plan ends, less ``Weights.rival`` times the best other seat's; empty when fewer
    than two were planned) and where they end (``deep_ends``: text -> [(probability, game)])."""

    seen: object
    turn: dict
    ends: dict
    deep: dict
    deep_ends: dict


class _OutOfTime(Exception):
    """The time limit (interactive play) passed during a deep plan."""


def _turn_starts(ed, obs) -> bool:
    """Whether the seat to move has its whole turn ahead: no continuation pending and every action of the
    turn left (1 in the first Canal Era round, 2 after: Turn Order and Actions)."""
    if obs.get("pending"):
        return False
    first_round = obs["era"] == "canal" and obs["round"] == 1  # both editions open with the Canal Era
    whole = ed.setup.get("first_round_actions", 1) if first_round else ed.setup.get("actions_per_turn", 2)
    return obs["actions_left"] == whole


def _position_key(ends, seat) -> str:
    """The positions a turn may end in, as ``seat`` sees them, cards sorted (the order cards were played in
    changes nothing to come), for telling apart turns that end alike."""
    keys = []
    for p, game in ends:
        obs = game.observation(seat)
        obs.pop("log", None)
        for s in obs["seats"]:
            for pile in ("hand", "discard"):
                if isinstance(s.get(pile), list):
                    s[pile] = sorted(s[pile])
        keys.append((p, json.dumps(obs, sort_keys=True)))
    return json.dumps(keys)


def _move(action):
    """A decision less the card it discards (a double build stays its own move): the search plans one
    card per move, since where a move ends its turn does not depend on which card paid for it."""
    return action if action.card in (None, "double") else action._replace(card=None)
