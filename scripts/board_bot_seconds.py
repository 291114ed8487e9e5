"""Seconds per decision of the strong bot as the board seats it (issue 37, item 10: a work budget, ``TABLE_BUDGET``,
sized so its slowest decisions stay within about 1 s; the clock, ``SAFETY_SECONDS``, only a safety net). Positions:
seeded games with random seats (4 players; Duel 2), every 6th decision of seeds 0 and 1 (``--seeds``, ``--every``),
about 20 per edition.
Prints one JSON line per edition: wall and CPU seconds per decision (median, p95, max), the evaluations the budget
allowed, and how often the safety clock fired. On a shared machine the wall time depends on the other load: the CPU
seconds say what an idle core needs.

    .venv/bin/python scripts/board_bot_seconds.py [edition ...] [--budget '{"max_evals": 1500, ...}']
    .venv/bin/python scripts/board_bot_seconds.py --seeds 2 3 4 --every 4      # about 45 positions an edition
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout

from brass_widget import Game, RandomBot  # noqa: E402
from brass_widget.widget.bot_runner import SAFETY_SECONDS, TABLE_BUDGET, bot_for_seat  # noqa: E402


def positions(edition: str, seeds=(0, 1), every: int = 6, decisions: int = 60):
    for seed in seeds:
        g = Game.new(edition, players=2 if edition == "duel" else 4, seed=seed)
        walk = RandomBot(seed)
        for n in range(decisions):
            if g.is_over:
                break
            if n % every == 0 and len(g.legal_actions()) > 1:
                yield seed, g.clone()
            g.apply(walk.choose(g))


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def measure(edition: str, budget: dict | None, seeds=(0, 1), every: int = 6) -> dict:
    wall, cpu, evals, fired = [], [], [], 0
    for seed, g in positions(edition, seeds, every):
        bot = bot_for_seat("strong", seed)
        if budget:
            for k, v in budget.items():
                setattr(bot, k, v)
        t, c = time.perf_counter(), time.process_time()
        bot.choose(g)
        wall.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
        evals.append(bot._evals)
        fired += bot.cut_short
    return {"edition": edition, "positions": len(wall), "budget": budget or TABLE_BUDGET,
            "safety_s": SAFETY_SECONDS, "safety_fired": fired,
            "wall_median_s": round(statistics.median(wall), 3), "wall_p95_s": round(p95(wall), 3),
            "wall_max_s": round(max(wall), 3), "cpu_median_s": round(statistics.median(cpu), 3),
            "cpu_p95_s": round(p95(cpu), 3), "cpu_max_s": round(max(cpu), 3),
            "cpu_over_1s": sum(c > 1 for c in cpu), "evals_max": max(evals)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("editions", nargs="*", default=["lancashire", "birmingham", "duel"])
    ap.add_argument("--budget", type=json.loads, default=None, help="StrongBot options in place of TABLE_BUDGET")
    ap.add_argument("--seeds", type=int, nargs="+", default=[0, 1])
    ap.add_argument("--every", type=int, default=6, help="time every n-th decision of each game")
    args = ap.parse_args(argv)
    for edition in args.editions:
        print(json.dumps(measure(edition, args.budget, args.seeds, args.every)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
