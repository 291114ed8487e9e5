"""How ``simulate`` scales with the number of local worker processes: the same seeded games on 1, 2, 4... workers.

    python scripts/scaling.py --games 400 --workers 1 2 4 8 16 --bots random
    python scripts/scaling.py --games 48 --workers 1 2 4 8 16 --bots greedy --edition birmingham

Each worker count plays the identical list of games (``simulation.simulate_specs``), through
``simulation.run`` and ``simulation.executor_for`` exactly as ``brass-widget simulate --workers N`` does,
``--repeats`` times, alternating the counts so a busy moment on a shared machine hits all of them. It checks
that every run's results are the same as the first's (results never depend on the executor) and prints
JSON: per worker count the wall times, their median, games per second and the speed-up over 1 worker.
Needs only the package (no plotly, no Jupyter), so it runs on any machine with Python 3.10+.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from brass_widget import simulation  # noqa: E402


def timed_run(specs, workers: int) -> tuple[float, list[dict]]:
    started = time.perf_counter()
    executor = simulation.executor_for(workers)
    try:
        results = simulation.run(specs, executor=executor, progress=False)
    finally:
        if executor is not None:
            executor.shutdown()
    return time.perf_counter() - started, results


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bots", default="random", help="one bot name for every seat, or comma-separated by seat")
    ap.add_argument("--edition", default="lancashire")
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    specs = simulation.simulate_specs(args.players, args.games, args.bots.split(","), seed=args.seed,
                                      edition=args.edition)
    times: dict[int, list[float]] = {w: [] for w in args.workers}
    reference = None
    for _ in range(args.repeats):
        for w in args.workers:
            seconds, results = timed_run(specs, w)
            if reference is None:
                reference = results
            elif results != reference:
                print(f"results on {w} workers differ from the first run's", file=sys.stderr)
                return 1
            times[w].append(round(seconds, 3))
    base = statistics.median(times[args.workers[0]])
    out = {"edition": args.edition, "players": args.players, "bots": args.bots, "games": args.games,
           "cpus": os.cpu_count(), "python": sys.version.split()[0], "results_identical": True,
           "runs": [{"workers": w, "seconds": t, "median_s": statistics.median(t),
                     "games_per_s": round(args.games / statistics.median(t), 2),
                     "speedup": round(base / statistics.median(t), 2)} for w, t in times.items()]}
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
