"""The board's coach: the Hint's best moves for the seat to act, from the strong bot's search, each with a reason
in numbers.

``ranked(game, k)`` asks ``StrongBot`` (projected final VP, less 10 VP a level below income level -3, and where a
turn or plan ends less a share of the best other player's projected VP: ``weights_for``; its whole turn planned,
then the other seats' replies and its own next turn: ``bots/strong.py``) for the value of every legal decision,
within the coach's work budget (``BUDGET``: deterministic, so a seeded game gets the same hint on any machine) and,
on the board, a time limit (``HINT_SECONDS``: the Hint answers within about a second of wall time; where the search
runs out of time it ranks what it has searched). It keeps the ``k`` best *different* decisions (``move_key``: the
same move paid with another card is the same decision) and says for each, in numbers:

* what the decision does in the rulebook's numbers (``greedy.reason``: a tile's cost, and the VP and income it
  earns once it flips; a sale's flip; a link's VP from its icons);
* what its turn leads to, as the search played it on: the income level, cash and VP at the end of the turn;
* where its plan ends (``outlook``): the seat's projected final VP and its lead over the best other player, and
  how far it ranks behind the first hint.

Fair: the strong bot decides on a game dealt from the seat's observation (``Game.dealt_for``), and the reasons
read only that game; hidden parts (other hands, the deck order, face-down tiles) cannot change a hint.
``HintBot`` plays the first hint at every decision (the tournaments of docs/bots.md: a seat that always follows
the Hint), with the budget alone, no time limit.
"""

from __future__ import annotations

from typing import NamedTuple

from .evaluation import Weights, best_other_vp, projected_vp
from .exact import rank_key, total
from .greedy import decision_words, reason_parts
from .strong import StrongBot

HINT_SECONDS = 0.6  # the search's time limit on the board: with the reasons and previews, a hint within ~1 s
# The coach's search budget (StrongBot's options): a little under the strong bot's defaults, so most hints finish
# it before the time limit and a seeded tournament of HintBot plays the Hint the board gives.
BUDGET = {"width": 12, "max_evals": 3000, "deep_width": 3, "deep_evals": 2500}
# The coach's judgement: the strong bot's projection with 10 VP a level below income level -3 (``Weights.floor_vp``),
# so it never advises borrowing into a spiral (issue 24: without it, a seat following the Hint ended Duel games at
# income level -4 to -10 in 3 of 6 self-play games); ``weights_for`` adds the edition's ``coach_rival``
WEIGHTS = {"floor_vp": 10.0}


def weights_for(ed) -> dict:
    """The coach's judgement in ``ed``: ``WEIGHTS``, and where a turn or plan ends the edition's ``coach_rival``
    times the best other seat's projected VP counted against the seat's own (``Weights.rival``: a learner wants to
    win. Issue 24: in Birmingham a seat following the Hint beat three GreedyBots in 21 of 32 games on its own VP,
    27 of 32 counting half the best other's; Lancashire's Hint keeps 0: docs/bots.md)."""
    return {**WEIGHTS, "rival": ed.coach_rival}


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
         "(each the best move the bot sees), and how far ahead of (or behind) the best other player that leaves you.")
SHARES = {1.0: "all", 0.5: "half", 0.25: "a quarter"}  # ``coach_rival`` in words


def about(ed) -> str:
    """``ABOUT``, and what the hints are ranked by in ``ed`` (``weights_for``: the edition's ``coach_rival``)."""
    rival = weights_for(ed)["rival"]
    if not rival:
        return f"{ABOUT} Hints are ranked by your projected VP."
    share = SHARES.get(rival, f"{rival:g} times")
    return f"{ABOUT} Hints are ranked by your projected VP less {share} of the best other player's: you play to win."


SOURCES = ("card", "coal", "iron", "beer")  # what pays for a move; the same move paid otherwise is the same decision


def move_key(action):
    """What makes two decisions different for the coach (issue 21: three hints are three different decisions): the
    same move paid with another card, or with its coal, iron or beer from elsewhere, is the same move; a discard is
    its card."""
    if action.kind == "discard":
        return action
    return action._replace(**{f: None for f in SOURCES if f in action._fields})


def _search(game, seed: int, time_limit: float | None) -> tuple[StrongBot, dict[str, float]]:
    bot = StrongBot(seed=seed, time_limit=time_limit, weights=weights_for(game.edition), **BUDGET)
    return bot, bot.decision_values(game)


def outlook(seen, action, seat: int, plans) -> tuple[float, float]:
    """Where ``action``'s plan ends as the search played it (its deep plan, else its turn, else the decision alone;
    the expectation over face-down draws): ``seat``'s projected final VP and the best other seat's. The search ranks
    by the first less ``rival`` times the second (``weights_for``); the hint says both."""
    text = str(action)
    ends = (plans.deep_ends.get(text) or plans.ends.get(text)) if plans is not None else None
    ends = ends or seen.outcomes(action)
    w = Weights(**weights_for(seen.edition))
    own = total(p * projected_vp(end, seat, w=w) for p, end in ends)
    best = total(p * best_other_vp(end, seat, w=w) for p, end in ends)
    return own, best


def ranked(game, k: int = 3, seed: int = 0, time_limit: float | None = HINT_SECONDS) -> list[Hint]:
    """The ``k`` best different decisions for the seat to move, best first (the first is what ``StrongBot``
    with the coach's budget plays), each with its projected final VP and reason."""
    seat = game.current_player
    if seat is None:
        raise ValueError("no legal decision: the game is over")
    bot, values = _search(game, seed, time_limit)
    plans = bot.plans
    seen = plans.seen if plans is not None else game.dealt_for(seat, seed=bot.seed * 7919)
    # the strong bot's order (``exact.rank_key``: the same on every Python, ties to the text); unvalued ones last
    order = sorted(seen.legal_actions(),
                   key=lambda a: (str(a) not in values, rank_key(str(a), values.get(str(a), 0.0))))
    picked, keys = [], set()
    for a in order:
        key = move_key(a)
        if key in keys:
            continue
        keys.add(key)
        picked.append(a)
        if len(picked) >= max(k, 0):
            break
    looks = [outlook(seen, a, seat, plans) for a in picked]
    return [Hint(a, vp, *_reason(seen, a, seat, (vp, rival), looks[0] if i else None, plans))
            for i, (a, (vp, rival)) in enumerate(zip(picked, looks))]


def rank(ed, look: tuple[float, float]) -> float:
    """What the coach's search ranks a plan by in ``ed`` (``outlook``'s two numbers): the seat's projected VP less
    the edition's ``rival`` times the best other seat's."""
    vp, rival = look
    return vp - weights_for(ed)["rival"] * rival


def _reason(seen, action, seat: int, look: tuple[float, float], top: tuple[float, float] | None,
            plans) -> tuple[str, str, str]:
    """A hint's words in their parts: (the whole reason, what the move is, the reason without it). The parts come
    from ``greedy.reason_parts`` (what the move is / what it costs and earns), then the turn as the search plays
    it, then where its plan ends (``_plan``)."""
    said = reason_parts(seen, seen.outcomes(action), seat, action)
    ends = plans.ends.get(str(action)) if plans is not None else None
    after = [_turn_end(seen, seat, ends)] if ends else []
    after.append(_plan(seen.edition, action, look, top, plans))
    whole = "; ".join(p for p in [said.whole if said.facts else "", *after] if p)
    return whole, said.move, "; ".join(p for p in [said.new, *after] if p)


def _plan(ed, action, look: tuple[float, float], top: tuple[float, float] | None, plans) -> str:
    """Where the plan ends, in a few words (``about`` says what the plan is): from the turn's end, or for the
    deep-planned decisions after the others' replies and the seat's next turn (bots/strong.py, steps 2-4): the
    seat's projected final VP and its lead over the best other player there (``outlook``), and how far it ranks
    behind the first hint (``rank``)."""
    vp, rival = look
    lead = round(vp - rival)
    ahead = f"{lead} VP ahead" if lead > 0 else f"{-lead} VP behind" if lead < 0 else "tied for the lead"
    where = "after the others' replies and your next turn" if plans is not None and str(action) in plans.deep \
        else "from the turn's end"
    plan = f"{where}: {vp:.0f} VP projected ({ahead})"
    if top is not None:
        gap = rank(ed, top) - rank(ed, look)
        plan += f", {gap:.1f} below the first hint" if gap >= 0.05 else ", as good as the first hint"
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
    level1 = total(p * g.income_level(seat) for p, g in ends)
    money1 = total(p * g.state["seats"][seat]["money"] for p, g in ends)
    vp1 = total(p * g.state["seats"][seat]["vp"] for p, g in ends)
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
        ``--hint-options``) in place of ``weights_for(edition)`` and ``BUDGET``, the Hint's own."""
        self.seed = seed or 0
        self.weights = None if weights is None else dict(weights)
        self.budget = dict(BUDGET if budget is None else budget)

    def choose(self, game):
        weights = weights_for(game.edition) if self.weights is None else self.weights
        return StrongBot(seed=self.seed, weights=weights, **self.budget).choose(game)
