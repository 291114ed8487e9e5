"""The board's coach: the Hint's best moves for the seat to act, from the strong bot's search, each with a reason
in numbers.

``ranked(game, k)`` asks ``StrongBot`` (projected final VP, less 10 VP a level below income level -3, and where a
turn or plan ends less a share of the best other player's projected VP: ``weights_for``, with the edition's
``coach_weights`` from bots/tuning.json, in Birmingham a cash floor, no Loan with £40 in hand, a plan that cannot
pay an Income Phase ranked below those that pay (and so not listed) and 3 VP for each pass along a plan; its whole
turn planned, then the other seats' replies and its own next turn: ``bots/strong.py``) for the value of every legal
decision,
within the coach's work budget (``BUDGET``: deterministic, so a seeded game gets the same hint on any machine) and,
on the board, a time limit (``HINT_SECONDS``: the Hint answers within about a second of wall time; where the search
runs out of time it ranks what it has searched). It keeps the ``k`` best *different* decisions (``move_key``: the
same move paid with another card is the same decision; two whose plans end in the same position, the same two canals
in the other order, are one), all planned to one horizon and listed by the rank each shows (issue 37), and says for
each, in numbers:

* what the decision does in the rulebook's numbers (``greedy.reason``: a tile's cost, and the VP and income it
  earns once it flips; a sale's flip; a link's VP from its icons);
* what its turn leads to, as the search played it on: the income level, cash and VP at the end of the turn;
* where its plan ends (``_plan``): the seat's projected final VP (VP only: ``VP_TERMS``) and the best other
  player's, its rank (the search's measure, with money, income and debts) and how far below the first hint's;
  ``counts``: what the projection adds to today's VP, from the numbers the board's "VP if era ends now" shows.

Fair: the strong bot decides on a game dealt from the seat's observation (``Game.dealt_for``), and the reasons
read only that game; hidden parts (other hands, the deck order, face-down tiles) cannot change a hint.
``HintBot`` plays the first hint at every decision (the tournaments of docs/bots.md: a seat that always follows
the Hint), with the budget alone, no time limit.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..engine.actions import declared_sources
from .evaluation import Weights, best_other_vp, projected_vp, projection
from .exact import rank_key, settled, total
from .greedy import decision_words, reason_parts
from .strong import Plans, StrongBot, _OutOfTime, _passes, _position_key
from .tuning import tuning

HINT_SECONDS = 0.6  # the search's time limit on the board: with the reasons and previews, a hint within ~1 s
# The coach's search budget (StrongBot's options): a little under the strong bot's defaults, so most hints finish
# it before the time limit and a seeded tournament of HintBot plays the Hint the board gives; every Loan planned
# beside the width (``plan_loans``: valued after the decision alone a Loan is always a loss, so the width cut it;
# issue 37: a seat following the Hint passed six times at £3 and income level 0, the Loan the 13th of 13 moves)
BUDGET = {"width": 12, "max_evals": 3000, "deep_width": 3, "deep_evals": 2500, "plan_loans": True}
# The coach's judgement: the strong bot's projection with 10 VP a level below income level -3 (``Weights.floor_vp``),
# so it never advises borrowing into a spiral (issue 24: without it, a seat following the Hint ended Duel games at
# income level -4 to -10 in 3 of 6 self-play games; counted only while an Income Phase is still to come), and
# income worth money only where the actions left can spend it (``Weights.income_spends``: so it never advises a
# Loan it cannot spend; issue 37: a seat following the Hint took a Loan in the Rail Era with £92 in hand and ended
# the game on £128, third); ``weights_for`` adds the edition's ``coach_rival`` (bots/tuning.json)
WEIGHTS = {"floor_vp": 10.0, "income_spends": True}


def weights_for(ed) -> dict:
    """The coach's judgement in ``ed``: ``WEIGHTS``, and where a turn or plan ends the edition's ``coach_rival``
    times the best other seat's projected VP counted against the seat's own (``Weights.rival``: a learner wants to
    win. Issue 24: in Birmingham a seat following the Hint beat three GreedyBots in 21 of 32 games on its own VP,
    27 of 32 counting half the best other's; Lancashire's Hint keeps 0: docs/bots.md)."""
    t = tuning(ed)
    return {**WEIGHTS, "rival": t.coach_rival, **dict(t.coach_weights)}


class Hint(NamedTuple):
    action: object  # the decision (an Action, legal for the seat to move)
    projected_vp: float  # the projected final VP where its plan ends: VP only (``VP_TERMS``), never a penalty
    reason: str  # one plain-words sentence, in numbers: what the move is, what it costs and earns, where its plan ends
    move: str = ""  # what the move is, in the reason's words ("builds a level-I cotton mill in Bury")
    why: str = ""  # the reason without ``move``: what is new under a heading that names the move (the board's Hint)
    counts: str = ""  # what its projected VP adds to today's VP, in numbers the board shows (``counts``)


# What a hint's numbers are, said once where the hints are shown (the board's hint panel; docs/bots.md), not in
# every hint: the plan is the strong bot's (bots/strong.py, steps 2-4)
ABOUT = ("Each hint says what the move costs and earns, the rest of your turn as the bot would play it, and where "
         "its plan ends, the same horizon for every hint in the list (after the others' replies and your next turn, "
         "or where your turn ends; each move the best the bot sees): your final VP as the bot projects it and the "
         "best other player's, and the hint's rank. The hints are listed by their rank, best first.")
SHARES = {1.0: "all", 0.5: "half", 0.25: "a quarter"}  # ``coach_rival`` in words


def about(ed, hint: Hint | None = None, number: int = 1) -> str:
    """``ABOUT``, what the rank is in ``ed`` (``weights_for``: the edition's ``coach_rival``), and where ``hint``
    (the list's hint ``number``) is given, what its projected VP adds to today's VP (``Hint.counts``)."""
    weights = weights_for(ed)
    rival = weights["rival"]
    short = ", and for too little cash to act with" if weights.get("cash_floor_vp") else ""  # the ``broke`` term
    worth = ("VP with money, income and debts as the bot weighs them (money to spend, income to come, less for "
             f"borrowing below income level -3{short})")
    if not rival:
        said = f"{ABOUT} A hint's rank is your projected {worth}."
    else:
        share = SHARES.get(rival, f"{rival:g} times")
        said = (f"{ABOUT} A hint's rank is your projected {worth}, less {share} of the best other player's: you play "
                "to win.")
    if weights.get("loan_cash_max") is not None:  # Weights.loan_cash_max: such Loans are never weighed, so never listed
        said += f" It suggests no Loan while you hold £{weights['loan_cash_max']} or more."
    if weights.get("pass_vp"):  # Weights.pass_vp: each pass along a plan costs the rank this much
        said += f" Each pass along a plan costs its rank {weights['pass_vp']:g} VP: a pass is an action done without."
    if weights.get("shortfall_last"):  # Weights.shortfall_last: StrongBot ranks such a plan below every plan that pays
        said += (" It suggests no move whose plan leaves you unable to pay an Income Phase (a tile of yours removed) "
                 "while a move it planned pays.")
    if hint is not None and hint.counts:
        said += f" Hint {number}: {hint.counts}."
    return said


PAID = ("card", "coal", "iron")  # what pays for any edition's move; the same move paid otherwise is the same decision


def move_key(action):
    """What makes two decisions different for the coach (issue 21: three hints are three different decisions): the
    same move paid with another card, or with its coal, iron or an edition's further resource (its descriptor's
    ``sources``, engine/descriptor.py) from elsewhere, is the same move; a discard is its card."""
    if action.kind == "discard":
        return action
    return action._replace(**dict.fromkeys(PAID + declared_sources()))


def _search(game, seed: int, time_limit: float | None) -> tuple[StrongBot, dict[str, float]]:
    bot = StrongBot(seed=seed, time_limit=time_limit, weights=weights_for(game.edition), **BUDGET)
    return bot, bot.decision_values(game)


# The projection's terms that are VP (evaluation.projection); the others (money, income, and the coach's penalties:
# debt below income level -3, an industry stuck, too little cash) are the bot's judgement of what money and debts
# are worth in VP, counted in a hint's rank but never in the VP it shows (issue 37: "-52 VP projected")
VP_TERMS = frozenset({"vp", "flipped", "built", "link", "persons", "vp_income"})


class Look(NamedTuple):
    """Where a hint's plan ends (the expectation over face-down draws), for the seat and the best other seat (by the
    rank's measure): ``vp`` and ``other_vp`` their projected final VP (VP terms only), ``worth`` and
    ``other_worth`` the same with money, income and debts as the bot weighs them (``projected_vp``, the search's
    own measure), ``era`` the VP the era's end would give the seat there (``Game.vp_if_era_ended``), ``parts`` the
    seat's judgement terms (name -> VP)."""

    vp: float
    worth: float
    other_vp: float
    other_worth: float
    era: float
    parts: dict


def _look(ends, seat: int, w: Weights, root: int = 0) -> Look:
    vp = worth = other_vp = other_worth = era = 0.0
    parts: dict[str, float] = {}
    for p, end in ends:
        terms = projection(end, seat, w=w)
        if w.pass_vp:  # the search's cost of each pass on the way (``Weights.pass_vp``; ``root``: the deal's log)
            terms.append(("passes", -w.pass_vp * _passes(end, seat, root)))
        vp += p * total(a for t, a in terms if t in VP_TERMS)  # exact sums (exact.total): the same on every Python
        worth += p * total(a for _, a in terms)
        for t, a in terms:
            if t not in VP_TERMS:
                parts[t] = parts.get(t, 0.0) + p * a
        others = [(projected_vp(end, s, w=w), s) for s in range(end.players) if s != seat]
        if others:
            best, s = max(others, key=lambda x: (settled(x[0]), -x[1]))
            other_worth += p * best
            other_vp += p * total(a for t, a in projection(end, s, w=w) if t in VP_TERMS)
        era += p * end.vp_if_era_ended()[seat]
    return Look(vp, worth, other_vp, other_worth, era, parts)


def outlook(seen, action, seat: int, plans) -> tuple[float, float]:
    """Where ``action``'s plan ends as the search played it (its deep plan, else its turn, else the decision alone;
    the expectation over face-down draws): ``seat``'s projected final VP and the best other seat's, as the search
    measures them (money, income and debts included). The search ranks by the first less ``rival`` times the second
    (``weights_for``)."""
    text = str(action)
    ends = (plans.deep_ends.get(text) or plans.ends.get(text)) if plans is not None else None
    ends = ends or seen.outcomes(action)
    w = Weights(**weights_for(seen.edition))
    own = total(p * projected_vp(end, seat, w=w) for p, end in ends)
    best = total(p * best_other_vp(end, seat, w=w) for p, end in ends)
    return own, best


def _plan_ends(bot, seen, seat: int, action, deep: bool, timed: bool = True):
    """Where ``action``'s plan ends at the list's horizon (``deep``: after the others' replies and the seat's next
    turn; else where its turn ends), from the search's plans where it made one, else planned here the same way
    (``StrongBot._finish``, ``StrongBot._reply``): [(probability, game)]. None when the time limit passes first
    (``timed``; the first hint is always planned)."""
    plans, text = bot.plans, str(action)
    if deep and text in plans.deep_ends:
        return plans.deep_ends[text]
    ends = plans.ends.get(text)
    try:
        if ends is None:
            turn = (seen.era, seen.round)
            ends = []
            for p, after in seen.outcomes(action):
                if timed and bot._out_of_time():
                    return None
                ends.append((p, bot._finish(after, seat, turn, budgeted=False)[1]))
        if not deep:
            return ends
        return [(p, bot._reply(end, seat, timed=timed)[1]) for p, end in ends]
    except _OutOfTime:
        return None


class Weighed(NamedTuple):
    """The coach's search of one position (``weigh``): the deal searched (``seen``, the seat's observation dealt
    again), the seat to move, whether the list's horizon is the deep plan's (``deep``), the bot that searched (its
    plans, for planning more decisions to the same horizon: ``look_at``) and the ``k`` best different decisions
    with where their plans end, best first by their rank (``picked``: [(action, Look)])."""

    seen: Any  # a Game
    seat: int
    deep: bool
    bot: Any  # a StrongBot
    picked: list


def weigh(game, k: int = 3, seed: int = 0, time_limit: float | None = HINT_SECONDS) -> Weighed:
    """The search and the planning behind ``ranked`` (the Hint) and ``review`` (brass_widget/review.py): the ``k``
    best different decisions for the seat to move, each planned to the list's one horizon, best first by rank."""
    seat = game.current_player
    if seat is None:
        raise ValueError("no legal decision: the game is over")
    bot, values = _search(game, seed, time_limit)
    if bot.plans is None:  # a single legal decision: nothing was searched
        bot.plans = Plans(game.dealt_for(seat, seed=bot.seed * 7919), {}, {}, {}, {})
    plans = bot.plans
    seen = plans.seen
    deep = bool(plans.deep)
    w = Weights(**weights_for(seen.edition))
    # the strong bot's order (``exact.rank_key``: the same on every Python, ties to the text); unvalued ones last
    order = sorted(seen.legal_actions(),
                   key=lambda a: (str(a) not in values, rank_key(str(a), values.get(str(a), 0.0))))
    picked, keys, places = [], set(), set()
    for a in order:
        if len(picked) >= max(k, 0):
            break
        if str(a) in bot.below:  # ranked below for its shortfall (``StrongBot.below``): not listed, so the list
            continue            # stays sorted by the rank each hint shows (``about`` says so)
        key = move_key(a)
        if key in keys:
            continue
        keys.add(key)
        ends = _plan_ends(bot, seen, seat, a, deep, timed=bool(picked))
        if ends is None:  # out of time (the board's limit): the hints planned so far
            break
        place = _position_key(ends, seat)
        if place in places:  # the same position by another road: the better-ranked hint says it
            continue
        places.add(place)
        picked.append((a, _look(ends, seat, w, len(seen.state["log"]))))
    picked.sort(key=lambda x: -settled(rank(seen.edition, (x[1].worth, x[1].other_worth))))  # stable: search's order
    return Weighed(seen, seat, deep, bot, picked)


def look_at(weighed: Weighed, action) -> Look:
    """Where ``action`` (a legal decision of ``weighed.seen``) leads at the list's horizon, planned as the list's
    hints are (``_plan_ends``, with no time limit): the measure a played decision is weighed by in a review."""
    w = Weights(**weights_for(weighed.seen.edition))
    ends = _plan_ends(weighed.bot, weighed.seen, weighed.seat, action, weighed.deep, timed=False)
    return _look(ends, weighed.seat, w, len(weighed.seen.state["log"]))


def ranked(game, k: int = 3, seed: int = 0, time_limit: float | None = HINT_SECONDS) -> list[Hint]:
    """The ``k`` best different decisions for the seat to move, best first by the rank each shows (the first is
    what ``StrongBot`` with the coach's budget plays, unless a plan made here for a later hint ranks higher), each
    with its projected final VP and reason. One horizon for the whole list (issue 37): where the search compared
    plans after the others' replies and the seat's next turn, every hint's plan goes that far (planned here for the
    hints the search did not plan so far); else every hint's turn is played to its end. Two decisions whose plans
    end in the same position (the same two canals in the other order) are one hint, the better-ranked one."""
    weighed = weigh(game, k, seed, time_limit)
    seen, seat, deep, picked = weighed.seen, weighed.seat, weighed.deep, weighed.picked
    plans = weighed.bot.plans
    top = picked[0][1] if picked else None
    hints = []
    for i, (a, look) in enumerate(picked):
        whole, move, why = _reason(seen, a, seat, look, top if i else None, plans, deep)
        hints.append(Hint(a, look.vp, whole, move, why, counts(seen, seat, look)))
    return hints


def rank(ed, look: tuple[float, float]) -> float:
    """What the coach's search ranks a plan by in ``ed`` (``outlook``'s two numbers): the seat's projected VP less
    the edition's ``rival`` times the best other seat's."""
    vp, rival = look
    return vp - weights_for(ed)["rival"] * rival


# a judgement term in words (``projection``); an edition's own supply term is named by the edition
# (``Building.supply``), and said by that name
JUDGED = {"income": "income", "money": "money", "stuck": "an industry stuck", "floor": "income below level -3",
          "broke": "too little cash", "passes": "passes"}


def counts(seen, seat: int, look: Look) -> str:
    """What a hint's projection adds to today's VP, in numbers a learner can check on the board (issue 37): today's
    VP, what the era's end would score as the board stands (the board's "VP if era ends now" less today's VP),
    what the plan adds to that, and what the bot expects beyond it (tiles that may still flip, their links' icons,
    tiles scored again in a later era); then the money, income and debts the rank also counts."""
    now = seen.state["seats"][seat]["vp"]
    era_now = seen.vp_if_era_ended()[seat]
    later = look.vp - look.era
    line = (f"{_num(look.vp, 0)} VP projected = {now} VP now {_signed(era_now - now)} from the era's end as the "
            f"board stands (VP if era ends now: {era_now}) {_signed(look.era - era_now)} from the plan's moves at the "
            f"era's end {_signed(later)} from tiles that may still flip, their links' icons and a later era's scoring")
    judged = ", ".join(f"{JUDGED.get(t, t)} {_signed(a, '')}" for t, a in look.parts.items() if round(a))
    return line + (f"; the rank also counts {judged}" if judged else "")


def _signed(x: float, space: str = " ") -> str:
    return f"+{space}{x:.0f}" if round(x) >= 0 else f"−{space}{-x:.0f}"


def _num(x: float, places: int = 1) -> str:
    """A number as the hints write it, a negative one with a minus sign (−3.5)."""
    text = f"{x:.{places}f}"
    return f"−{text[1:]}" if text.startswith("-") else text


def _reason(seen, action, seat: int, look: Look, top: Look | None, plans, deep: bool) -> tuple[str, str, str]:
    """A hint's words in their parts: (the whole reason, what the move is, the reason without it). The parts come
    from ``greedy.reason_parts`` (what the move is / what it costs and earns), then the turn as the search plays
    it, then where its plan ends (``_plan``)."""
    said = reason_parts(seen, seen.outcomes(action), seat, action)
    ends = plans.ends.get(str(action)) if plans is not None else None
    after = [_turn_end(seen, seat, ends)] if ends else []
    after.append(_plan(seen.edition, look, top, deep))
    whole = "; ".join(p for p in [said.whole if said.facts else "", *after] if p)
    return whole, said.move, "; ".join(p for p in [said.new, *after] if p)


def _plan(ed, look: Look, top: Look | None, deep: bool) -> str:
    """Where the plan ends, in a few words (``about`` says what the plan is), at the list's one horizon: the seat's
    projected final VP and the best other player's there, and the rank the list is sorted by (``rank``: what the
    bot makes of both with money, income and debts), and how far it is below the first hint's, in the rank as
    shown: "as good as the first hint" only when the two shown ranks are equal."""
    lead = round(look.vp) - round(look.other_vp)
    ahead = f"{lead} VP ahead of" if lead > 0 else f"{-lead} VP behind" if lead < 0 else "level with"
    where = "after the others' replies and your next turn" if deep else "where your turn ends"
    plan = (f"{where}: {_num(look.vp, 0)} VP projected, {ahead} the best other player's {_num(look.other_vp, 0)}, "
            f"rank {_rank_text(ed, look)}")
    if top is not None:
        first, this = (round(rank(ed, (x.worth, x.other_worth)), 1) for x in (top, look))
        gap = round(first - this, 1)  # in the ranks as shown
        plan += f", {gap:.1f} below the first hint" if gap > 0 else ", as good as the first hint"
    return plan


def _shown_rank(ed, look: Look) -> str:
    return _num(rank(ed, (look.worth, look.other_worth)))


def _rank_text(ed, look: Look) -> str:
    """The rank as the hint shows it, with the numbers it is made of (``about`` says what they are): the seat's
    projected VP with money, income and debts as the bot weighs them, less the edition's share of the best other
    player's."""
    rival = weights_for(ed)["rival"]
    if not rival:
        return _shown_rank(ed, look)
    share = SHARES.get(rival, f"{rival:g} times")
    return f"{_shown_rank(ed, look)} = {_num(look.worth)} − {share} of {_num(look.other_worth)}"


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
