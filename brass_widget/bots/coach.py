"""The board's coach: the Hint's best moves for the seat to act, from the strong bot's search, each with a reason
in numbers.

``ranked(game, k)`` asks ``StrongBot`` (projected final VP, less 10 VP a level below income level -3: ``WEIGHTS``;
its whole turn planned, then the other seats' replies and its own next turn: ``bots/strong.py``) for the value of
every legal decision, within the coach's work budget (``BUDGET``: deterministic, so a seeded game gets the same
hint on any machine) and, on the board, a time limit (``HINT_SECONDS``: the Hint answers within about a second of
wall time; where the search runs out of time it ranks what it has searched). It keeps the ``k`` best *different*
decisions (``move_key``: the same move paid with another
card is the same decision) and says for each, in numbers:

* what the decision does in the rulebook's numbers (``greedy.reason``: a tile's cost, and the VP and income it
  earns once it flips; a sale's flip; a link's VP from its icons);
* what its turn leads to, as the search played it on: the income level, cash and VP at the end of the turn;
* where its plan ends, in projected final VP, and how far that is behind the first hint.

Fair: the strong bot decides on a game dealt from the seat's observation (``Game.dealt_for``), and the reasons
read only that game; hidden parts (other hands, the deck order, face-down tiles) cannot change a hint.
``HintBot`` plays the first hint at every decision (the tournaments of docs/bots.md: a seat that always follows
the Hint), with the budget alone, no time limit.
"""

from __future__ import annotations

from typing import NamedTuple

from .greedy import decision_words, reason_parts
from .strong import StrongBot

HINT_SECONDS = 0.6  # the search's time limit on the board: with the reasons and previews, a hint within ~1 s
# The coach's search budget (StrongBot's options): a little under the strong bot's defaults, so most hints finish
# it before the time limit and a seeded tournament of HintBot plays the Hint the board gives.
BUDGET = {"width": 12, "max_evals": 3000, "deep_width": 3, "deep_evals": 2500}
# The coach's judgement: the strong bot's projection with 10 VP a level below income level -3 (``Weights.floor_vp``),
# so it never advises borrowing into a spiral (issue 24: without it, a seat following the Hint ended Duel games at
# income level -4 to -10 in 3 of 6 self-play games)
WEIGHTS = {"floor_vp": 10.0}


class Hint(NamedTuple):
    action: object  # the decision (an Action, legal for the seat to move)
    projected_vp: float  # the projected final VP where its plan ends
    reason: str  # one plain-words sentence, in numbers: what the move is, what it costs and earns, where its plan ends
    move: str = ""  # what the move is, in the reason's words ("builds a level-I cotton mill in Bury")
    why: str = ""  # the reason without ``move``: what is new under a heading that names the move (the board's Hint)


# What a hint's numbers are, said once where the hints are shown (the board's hint panel; docs/bots.md), not in
# every hint: the plan is the strong bot's (bots/strong.py, steps 2-4)
ABOUT = ("Each hint says what the move costs and earns, the rest of your turn as the bot would play it, and your "
         "final VP as the bot projects it: from the turn's end, or after the others' replies and your next turn "
         "(each the best move the bot sees).")


SOURCES = ("card", "coal", "iron", "beer")  # what pays for a move; the same move paid otherwise is the same decision


def move_key(action):
    """What makes two decisions different for the coach (issue 21: three hints are three different decisions): the
    same move paid with another card, or with its coal, iron or beer from elsewhere, is the same move; a discard is
    its card."""
    if action.kind == "discard":
        return action
    return action._replace(**{f: None for f in SOURCES if f in action._fields})


def _search(game, seed: int, time_limit: float | None) -> tuple[StrongBot, dict[str, float]]:
    bot = StrongBot(seed=seed, time_limit=time_limit, weights=WEIGHTS, **BUDGET)
    return bot, bot.decision_values(game)


def _projected(value: float) -> float:
    """The search's value, less the margins by which it ranks a less-searched decision below the deeper-searched
    ones (1000 for each: ``StrongBot._turn_values``, ``_plan_values``): projected final VP."""
    while value < -500.0:
        value += 1000.0
    return value


def ranked(game, k: int = 3, seed: int = 0, time_limit: float | None = HINT_SECONDS) -> list[Hint]:
    """The ``k`` best different decisions for the seat to move, best first (the first is what ``StrongBot``
    with the coach's budget plays), each with its projected final VP and reason."""
    seat = game.current_player
    if seat is None:
        raise ValueError("no legal decision: the game is over")
    bot, values = _search(game, seed, time_limit)
    plans = bot.plans
    seen = plans.seen if plans is not None else game.dealt_for(seat, seed=bot.seed * 7919)
    order = sorted(enumerate(seen.legal_actions()), key=lambda x: (-values.get(str(x[1]), float("-inf")), x[0]))
    picked, keys = [], set()
    for _, a in order:
        key = move_key(a)
        if key in keys:
            continue
        keys.add(key)
        picked.append(a)
        if len(picked) >= max(k, 0):
            break
    top = _projected(values.get(str(picked[0]), 0.0)) if picked else 0.0
    out = []
    for i, a in enumerate(picked):
        vp = _projected(values.get(str(a), 0.0))
        out.append(Hint(a, vp, *_reason(seen, a, seat, vp, top if i else None, plans)))
    return out


def _reason(seen, action, seat: int, vp: float, top: float | None, plans) -> tuple[str, str, str]:
    """A hint's words in their parts: (the whole reason, what the move is, the reason without it). The parts come
    from ``greedy.reason_parts`` (what the move is / what it costs and earns), then the turn as the search plays
    it, then where its plan ends (``_plan``)."""
    said = reason_parts(seen, seen.outcomes(action), seat, action)
    ends = plans.ends.get(str(action)) if plans is not None else None
    after = [_turn_end(seen, seat, ends)] if ends else []
    after.append(_plan(action, vp, top, plans))
    whole = "; ".join(p for p in [said.whole if said.facts else "", *after] if p)
    return whole, said.move, "; ".join(p for p in [said.new, *after] if p)


def _plan(action, vp: float, top: float | None, plans) -> str:
    """Where the plan ends, in projected final VP, in a few words (``ABOUT`` says what the plan is): from the turn's
    end, or for the deep-planned decisions after the others' replies and the seat's next turn (bots/strong.py, steps
    2-4); and how far behind the first hint it is."""
    if plans is not None and str(action) in plans.deep:
        plan = f"after the others' replies and your next turn: {vp:.0f} VP projected"
    else:
        plan = f"from the turn's end: {vp:.0f} VP projected"
    if top is not None:
        gap = top - vp
        plan += f", {gap:.1f} fewer than the first hint" if gap >= 0.05 else ", as good as the first hint"
    return plan


def _then(seen, ends) -> str:
    """The turn's other decisions, as the search plays them after this one (in the likeliest outcome), in words:
    "then sell the cotton mill in Worcester to Gloucester, "; "" when this decision ends the turn."""
    _, end = max(ends, key=lambda x: x[0])
    later = [end.parse(t) for t in end.history[len(seen.history) + 1:]]
    said: list[list] = []  # [words, times]: the same decision twice in a row is said once ("discard Preston twice")
    for words in (decision_words(end, a) for a in later if a.kind != "stop"):
        if said and said[-1][0] == words:
            said[-1][1] += 1
        else:
            said.append([words, 1])
    times = {1: "", 2: " twice"}
    said = [w + times.get(n, f" {n} times") for w, n in said]
    return f"then {', then '.join(said)}; " if said else ""


def _turn_end(seen, seat: int, ends) -> str:
    """The turn's other decisions, then the income level, cash and VP now and where the turn ends (the expectation
    over face-down draws)."""
    level0, money0, vp0 = seen.income_level(seat), seen.state["seats"][seat]["money"], seen.state["seats"][seat]["vp"]
    level1 = sum(p * g.income_level(seat) for p, g in ends)
    money1 = sum(p * g.state["seats"][seat]["money"] for p, g in ends)
    vp1 = sum(p * g.state["seats"][seat]["vp"] for p, g in ends)
    said = [f"income level {level0} → {level1:.0f}" if round(level1) != level0 else f"income level stays {level0}",
            f"£{money0} → £{money1:.0f}"]
    if round(vp1) != vp0:
        said.append(f"{vp0} → {vp1:.0f} VP")
    return _then(seen, ends) + "by the turn's end: " + ", ".join(said)


class HintBot:
    """Plays the coach's first hint at every decision: the strong bot with the coach's work budget and no time
    limit (seeded tournaments are reproducible)."""

    name = "hint"
    thinks_long = True

    def __init__(self, seed: int | None = 0, weights: dict | None = None, budget: dict | None = None):
        """``weights``, ``budget``: a candidate judgement or search budget to measure (scripts/bot_levels.py
        ``--hint-options``) in place of ``WEIGHTS`` and ``BUDGET``, the Hint's own."""
        self.seed = seed or 0
        self.weights = dict(WEIGHTS if weights is None else weights)
        self.budget = dict(BUDGET if budget is None else budget)

    def choose(self, game):
        return StrongBot(seed=self.seed, weights=self.weights, **self.budget).choose(game)
