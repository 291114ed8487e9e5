"""The lesson-sized experiment of issue 23 (item 4): 3 settings x 100 four-player Lancashire games, GreedyBot in
every seat, on 2 local processes, with its progress shown. Prints JSON: wall seconds, CPU seconds (this process and
the workers, summed), the load average before and after, and the CPU seconds per game.

    python scripts/lesson_experiment.py [--games 100] [--workers 2] [--edition lancashire]

On a shared machine the wall time depends on the other load: the CPU seconds say what 2 idle cores would need
(about CPU seconds / 2, as the games split evenly)."""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout

from brass_widget import lab  # noqa: E402

SETTINGS = {"standard": None, "£50 loans": {"loans": [10, 20, 50]}, "£40 start": {"start_money": 40}}


def cpu() -> float:
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--edition", default="lancashire")
    args = ap.parse_args(argv)
    load0, c0, t0 = os.getloadavg(), cpu(), time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        result = lab.experiment(args.edition, 4, SETTINGS, bots=["greedy"], games=args.games, seed=1, executor=pool,
                                progress=True)
    wall, spent = time.perf_counter() - t0, cpu() - c0
    games = args.games * len(SETTINGS)
    print(json.dumps({"edition": args.edition, "games": games, "workers": args.workers, "wall_s": round(wall, 1),
                      "cpu_s": round(spent, 1), "cpu_s_per_game": round(spent / games, 3),
                      "loadavg_before": load0, "loadavg_after": os.getloadavg(),
                      "rows": len(result["table"])}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
