"""Seconds per decision of the strong bot as the board seats it (with the board's time limit) and without a
limit, on the same positions, timed in pairs (issue 21: on the board every level answers within 1 s of wall
time). Positions: seeded 4-player games with random seats, every 4th decision.

    .venv/bin/python scripts/board_bot_seconds.py [edition] [seed ...]     # default: birmingham 0 1 2
"""

from __future__ import annotations

import statistics
import sys
import time

from brass_widget import Game, RandomBot
from brass_widget.bots import StrongBot
from brass_widget.widget.board import BOT_THINK_SECONDS


def main(argv: list[str]) -> int:
    edition = argv[0] if argv else "birmingham"
    seeds = [int(s) for s in argv[1:]] or [0, 1, 2]
    timed: dict[str, list[float]] = {"board": [], "no limit": []}
    for seed in seeds:
        g = Game.new(edition, players=2 if edition == "duel" else 4, seed=seed)
        walk = RandomBot(seed)
        for n in range(60):
            if g.is_over:
                break
            if n % 4 == 0:
                for label, limit in (("board", BOT_THINK_SECONDS), ("no limit", None)):
                    t = time.perf_counter()
                    StrongBot(seed=seed, time_limit=limit).choose(g)
                    timed[label].append(time.perf_counter() - t)
            g.apply(walk.choose(g))
    for label, ts in timed.items():
        ts.sort()
        print(f"{edition}, seeds {seeds}, {label}: {len(ts)} decisions, median {statistics.median(ts):.2f} s, "
              f"slowest {ts[-1]:.2f} s, over 1 s: {sum(t > 1 for t in ts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
