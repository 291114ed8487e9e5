"""Bench of ``brass_widget.review`` (issue 35; the design's budget: a 4-player Birmingham game's review in under
60 s on 2 cores).

Plays one seeded game with GreedyBots (4-player Birmingham by default), then in the same run, interleaved so a
shared machine's load falls on both alike: the review of every decision (in this process), the coach's one hint
list per decision at the same positions with no time limit (``coach.ranked``: what the review costs against the
Hint), and with ``--workers N`` the review on N local processes, a chunk of ``--chunk`` decisions at a time each
way in turn. Prints JSON: wall and CPU seconds of each (summed over the chunks), the decisions weighed, the marks
and the ratios. A measurement, never a test (the design: tests assert no time).

    PYTHONPATH=. python scripts/bench_review.py                     # 4-player Birmingham, seed 0
    PYTHONPATH=. python scripts/bench_review.py --workers 4 --max-decisions 40
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

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


def hints_at(game: Game, numbers) -> int:
    """One coach hint list (no time limit) before each decision of ``numbers`` (from 1); the lists made."""
    g, made = fresh_copy(game), 0
    wanted = set(numbers)
    for n, text in enumerate(game.history, start=1):
        if n > max(wanted):
            break
        if n in wanted and len(g.legal_actions()) > 1:
            coach.ranked(g, k=3, seed=0, time_limit=None)
            made += 1
        g.apply(text)
    return made


def timed(fn) -> tuple[float, float, Any]:
    """Wall seconds, this process's CPU seconds (not its workers'), and ``fn()``."""
    wall, cpu = time.perf_counter(), time.process_time()
    out = fn()
    return time.perf_counter() - wall, time.process_time() - cpu, out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edition", default="birmingham")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-decisions", type=int, default=None, help="weigh the first N decisions only")
    parser.add_argument("--workers", type=int, default=1, help="also time the review on N local processes")
    parser.add_argument("--chunk", type=int, default=10, help="decisions timed at a time, each way in turn")
    parser.add_argument("--no-hints", action="store_true", help="skip the hint-per-decision baseline")
    args = parser.parse_args(argv)
    g = played_game(args.edition, args.players, args.seed)
    count = len(g.history) if args.max_decisions is None else min(args.max_decisions, len(g.history))
    pool = executor_for(args.workers)
    sums = {"review": [0.0, 0.0], "hints": [0.0, 0.0], "review_workers": [0.0, 0.0]}  # [wall, cpu]
    decisions: list = []
    try:
        # interleaved a chunk at a time (review, hints, review on workers), so the machine's load falls on all alike
        for first in range(1, count + 1, args.chunk):
            chunk = range(first, min(first + args.chunk, count + 1))
            wall, cpu, rev = timed(lambda chunk=chunk: review(g, numbers=chunk))
            sums["review"][0] += wall
            sums["review"][1] += cpu
            decisions += rev.decisions
            if not args.no_hints:
                wall, cpu, _ = timed(lambda chunk=chunk: hints_at(g, chunk))
                sums["hints"][0] += wall
                sums["hints"][1] += cpu
            if pool is not None:
                wall, cpu, other = timed(lambda chunk=chunk: review(g, numbers=chunk, executor=pool))
                sums["review_workers"][0] += wall
                if other != rev:
                    print("error: the review on workers differs from the review in this process", file=sys.stderr)
                    return 1
    finally:
        if pool is not None:
            pool.shutdown()
    seconds = {k: {"wall": round(v[0], 1), "cpu": round(v[1], 1)} for k, v in sums.items() if v[0]}
    if "review_workers" in seconds:
        seconds["review_workers"].pop("cpu")  # the workers' CPU is not this process's
    out = {"edition": args.edition, "players": args.players, "seed": args.seed, "decisions": count,
           "weighed": sum(w.mark != "forced" for w in decisions), "workers": args.workers, "chunk": args.chunk,
           "seconds": seconds, "marks": {m: sum(w.mark == m for w in decisions) for m in
                                         ("fine", "inaccuracy", "mistake", "blunder", "forced")}}
    if "hints" in seconds:
        out["review_over_hints"] = {k: round(sums["review"][i] / sums["hints"][i], 2)
                                    for i, k in enumerate(("wall", "cpu"))}
    if "review_workers" in seconds:
        out["speedup_with_workers_wall"] = round(sums["review"][0] / sums["review_workers"][0], 2)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
