"""Why a bot made a decision, for the board's "Why did the bot do that?" (issue 37, item 6): said once, in the third
person, after the move's own sentence (which names the move, so the reason starts at what is new), with what the bot
weighed against it: the next best different moves and how much lower it scored them, and for a pass, the money it
kept and that every other move scored lower.

The greedy bot's reasons and scores are its own (``greedy.reason_parts``, ``GreedyBot.scores``: from the seat's
observation, on the position before the decision). The other levels judge by their own search; their moves are
said in the greedy evaluation's terms with what that level weighs (``BOT_WHY``), and no alternatives, which the
greedy scores could contradict."""

from __future__ import annotations

import re

from ..bots.exact import rank_key, settled
from ..bots.greedy import GreedyBot, decision_words, reason_parts

# what each level weighs, said after the greedy evaluation's words for its move
BOT_WHY = {"beginner": "the best projected final VP one decision ahead, judged roughly",
           "strong": "the best projected final VP at the end of its planned turn",
           "hint": "the best projected final VP where its plan ends, as the Hint ranks it"}
ALTERNATIVES = 2  # the next best different moves said beside the bot's own
_THIRD = ((re.compile(r"\byour\b"), "its"), (re.compile(r"\bYour\b"), "Its"), (re.compile(r"\byou\b"), "it"),
          (re.compile(r"\bYou\b"), "It"))


def third_person(text: str) -> str:
    """A reason written for the player to move ("keeps your money") said about a bot ("keeps its money")."""
    for pattern, word in _THIRD:
        text = pattern.sub(word, text)
    return text


def why(before, text: str, kind: str) -> str:
    """Why the bot of level ``kind`` played ``text`` (a legal decision in ``before``, the position it saw)."""
    bot = GreedyBot(seed=0)
    seat, seen = bot._seen(before)
    chosen = seen.parse(text)
    said = reason_parts(seen, seen.outcomes(chosen), seat, chosen)
    new = said.new if said.move else ""  # the move's own sentence names it: only what is new
    if chosen.kind == "pass":
        new = f"it passed with £{seen.state['seats'][seat]['money']}"
    elif not new:
        new = said.whole
    if kind != "greedy":
        note = BOT_WHY.get(kind, "its own judgement")
        return third_person(f"{new} ({kind} bot: {note})")
    scored = bot.scores(before)
    mine = next((v for a, v in scored if str(a) == str(chosen)), None)
    if mine is None:  # not among the legal decisions (a position the board did not see): the reason alone
        return third_person(f"{new} (bot's score {said.score:+.1f})")
    own = decision_words(seen, chosen)
    best: dict[str, float] = {}  # each other move, in words, at its best score (another card is the same move)
    for a, v in scored:
        words = decision_words(seen, a)
        if words != own and a.kind not in ("stop", "discard") and (words not in best or
                                                                   settled(v) > settled(best[words])):
            best[words] = v
    others = sorted(best.items(), key=lambda x: rank_key(x[0], x[1]))[:ALTERNATIVES]  # as the bot orders them
    same = [w for w, v in others if round(mine - v, 1) <= 0]  # the same at the tenth the reason shows
    lower = ", ".join(f"{w} by {mine - v:.1f}" for w, v in others if round(mine - v, 1) > 0)
    weighed = []
    if same:  # GreedyBot.choose (exact.best): a value tied to 6 decimals goes to the decision's text, first in order
        tied = any(settled(mine) == settled(v) for w, v in others if w in same)
        weighed.append(f"{' and '.join(same)} scored the same" + (
            ", and a tie goes to the decision whose text comes first in alphabetical order" if tied
            else " to a tenth of a point"))
    if lower:
        weighed.append(f"{'every other move it could make' if chosen.kind == 'pass' else 'the next best'} scored "
                       f"lower: {lower}" if not same else f"the next scored lower: {lower}")
    if not others and chosen.kind == "pass":
        weighed.append("it had no other move")
    return third_person("; ".join([new, *weighed]) + f" (bot's score {said.score:+.1f})")
