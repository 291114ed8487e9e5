"""Bench of ``brass_widget.review`` (issue 35; DESIGN.md: a 4-player Birmingham game's review under 60 s on 2 cores).

Plays one seeded game with GreedyBots (4-player Birmingham by default), then in the same run, interleaved so a
shared machine's load falls on both alike: the review of every decision (in this process), the coach's one hint
list per decision at the same positions with no time limit (``coach.ranked``: what the review costs against the
Hint), and with ``--workers N`` the review on N local processes. Prints JSON: seconds of each (best of
``--repeats``), the decisions weighed and the ratios. A measurement, never a test (DESIGN.md: tests assert no time).

    PYTHONPATH=. python scripts/bench_review.py                     # 4-player Birmingham, seed 0
    PYTHONPATH=. python scripts/bench_review.py --workers 4 --max-decisions 40
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from brass_widget import Game, GreedyBot, review
from brass_widget.bots import coach
from brass_widget.charts import fresh_copy
from brass_widget.simulation import executor_for


def played_game(edition: str, players: int, seed: int) -> Game:
    g = Game.new(edition, players=players, seed=seed)
    bot = GreedyBot(seed=seed)
    while not g.is_over:
        g.apply(bot.choose(g))
    return g


def hints_per_decision(game: Game, count: int) -> int:
    """One coach hint list (no time limit) at each of the first ``count`` positions; the lists made."""
    g, made = fresh_copy(game), 0
    for text in game.history[:count]:
        if len(g.legal_actions()) > 1:
            coach.ranked(g, k=3, seed=0, time_limit=None)
            made += 1
        g.apply(text)
    return made


def timed(fn) -> tuple[float, object]:
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edition", default="birmingham")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-decisions", type=int, default=None, help="weigh the first N decisions only")
    parser.add_argument("--workers", type=int, default=1, help="also time the review on N local processes")
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--no-hints", action="store_true", help="skip the hint-per-decision baseline")
    args = parser.parse_args(argv)
    g = played_game(args.edition, args.players, args.seed)
    count = len(g.history) if args.max_decisions is None else min(args.max_decisions, len(g.history))
    numbers = range(1, count + 1)
    runs: dict[str, list[float]] = {"review": [], "hints": [], "review_workers": []}
    weighed = forced = 0
    first = None
    for _ in range(max(1, args.repeats)):
        seconds, rev = timed(lambda: review(g, numbers=numbers))
        runs["review"].append(seconds)
        first = first or rev
        weighed = sum(w.mark != "forced" for w in rev.decisions)
        forced = len(rev.decisions) - weighed
        if not args.no_hints:
            runs["hints"].append(timed(lambda: hints_per_decision(g, count))[0])
        if args.workers > 1:
            pool = executor_for(args.workers)
            try:
                seconds, other = timed(lambda pool=pool: review(g, numbers=numbers, executor=pool))
            finally:
                pool.shutdown()
            runs["review_workers"].append(seconds)
            if other != rev:
                print("error: the review on workers differs from the review in this process", file=sys.stderr)
                return 1
    best = {k: round(min(v), 2) for k, v in runs.items() if v}
    out = {"edition": args.edition, "players": args.players, "seed": args.seed, "decisions": count,
           "weighed": weighed, "forced": forced, "workers": args.workers, "seconds": best, "runs": runs,
           "marks": {m: sum(w.mark == m for w in first.decisions) for m in
                     ("fine", "inaccuracy", "mistake", "blunder", "forced")}}
    if "hints" in best and best["hints"]:
        out["review_over_hints"] = round(best["review"] / best["hints"], 2)
    if "review_workers" in best:
        out["speedup_with_workers"] = round(best["review"] / best["review_workers"], 2)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
