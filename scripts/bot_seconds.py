"""Seconds per decision of the strong bot (docs/design.md budget: at most 1 s on one core): seeded games of a strong
bot with its defaults against a greedy one, each decision of the strong seat timed; prints the median, the
95th percentile and the slowest.

    .venv/bin/python scripts/bot_seconds.py [edition] [seed ...]     # default: duel 1 2 3
"""

from __future__ import annotations

import statistics
import sys

from brass_widget.simulation import GameSpec, play_result


def main(argv: list[str]) -> int:
    edition = argv[0] if argv else "duel"
    seeds = [int(s) for s in argv[1:]] or [1, 2, 3]
    times: list[float] = []
    for seed in seeds:
        r = play_result(GameSpec(seed=seed, bots=("strong", "greedy"), names=("strong", "greedy"), edition=edition,
                                 timed=True))
        times += r["seconds"][0]
    times.sort()
    n = len(times)
    print(f"{edition}, seeds {seeds}: strong bot, {n} decisions: median {statistics.median(times):.3f} s, "
          f"95th percentile {times[int(0.95 * n)]:.3f} s, slowest {times[-1]:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
