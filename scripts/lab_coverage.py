"""How honest are the lab's intervals at a class's sample sizes? (issue 32, item 2; the figures in docs/lab.md)

Simulated: paired differences of known mean 0 drawn from a distribution (normal; skewed: an exponential less its
mean; heavy-tailed: Student's t with 3 degrees of freedom), ``--trials`` experiments at each number of games,
each through ``lab_stats.difference`` (the code behind ``lab.summarize``). The coverage of the 95% interval is the
share of experiments whose interval holds 0, the true mean; the rest are marked "clear" by chance (the A/A rate,
1 - coverage). The same differences with 1.96 standard errors (the lab's intervals before issue 32) for
comparison.

``--real K``: an A/A experiment with real games as well: standard Brass: Lancashire, 2 GreedyBots, the same rules
under both "settings", paired deal by deal with *other* deals (group k's games 1-n against its games n+1-2n), K
groups of ``--games-per-group`` games a setting, every measure of ``lab.summarize``: the share marked clear.

    python scripts/lab_coverage.py                       # simulated: a few seconds
    python scripts/lab_coverage.py --real 10             # and 10 real A/A experiments of 4 games (80 games)
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from brass_widget import lab, lab_stats  # noqa: E402

GAMES = (3, 4, 6, 10)
Z95 = 1.959964


def _normal(rng: random.Random) -> float:
    return rng.gauss(0, 1)


def _skewed(rng: random.Random) -> float:
    return rng.expovariate(1) - 1


def _heavy(rng: random.Random) -> float:
    chi2 = sum(rng.gauss(0, 1) ** 2 for _ in range(3))
    return rng.gauss(0, 1) / math.sqrt(chi2 / 3)


DISTRIBUTIONS = {"normal": _normal, "skewed (exponential - 1)": _skewed, "heavy-tailed (t, 3 df)": _heavy}


def coverage(draw, games: int, trials: int, rng: random.Random) -> tuple[float, float]:
    """(the t interval's coverage of the true mean 0, the 1.96-standard-error interval's), over ``trials``."""
    t_hits = z_hits = 0
    for _ in range(trials):
        diffs = [draw(rng) for _ in range(games)]
        d = lab_stats.difference(diffs)
        t_hits += not d["excludes_zero"]
        mean = sum(diffs) / games
        se = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (games - 1) / games)
        z_hits += abs(mean) <= Z95 * se
    return t_hits / trials, z_hits / trials


def real_aa(groups: int, games: int, seed: int) -> tuple[int, int, float]:
    """(differences marked clear, differences read, seconds): ``groups`` A/A experiments of real games."""
    started = time.perf_counter()
    played = lab.experiment("lancashire", 2, {"standard": None}, bots=["greedy"], games=2 * groups * games,
                            seed=seed, progress=False)
    clear = total = 0
    for k in range(groups):
        first = seed + 2 * k * games
        table = []
        for r in played["table"]:
            offset = r["seed"] - first
            if 0 <= offset < games:
                table.append({**r, "setting": "A"})
            elif games <= offset < 2 * games:
                table.append({**r, "setting": "B", "seed": r["seed"] - games})  # paired with another deal
        summary = lab.summarize(table, ["A", "B"])
        for d in summary["settings"]["B"]["difference"].values():
            clear += d["excludes_zero"]
            total += 1
    return clear, total, time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=20000, help="simulated experiments per cell (default 20000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--real", type=int, default=0, help="real A/A experiments (default 0: none)")
    parser.add_argument("--games-per-group", type=int, default=4, help="games a setting in each real one")
    args = parser.parse_args(argv)
    if args.trials < 1 or args.real < 0 or args.games_per_group < 2:
        parser.error("--trials at least 1, --real at least 0, --games-per-group at least 2")
    print(f"Coverage of the lab's 95% interval of a paired difference (true mean 0), {args.trials} simulated "
          f"experiments per cell, seed {args.seed}: Student's t (the lab) / 1.96 standard errors (before)")
    print(f"{'distribution':28}" + "".join(f"{f'{n} games':>18}" for n in GAMES))
    for name, draw in DISTRIBUTIONS.items():
        rng = random.Random(args.seed)
        cells = [coverage(draw, n, args.trials, rng) for n in GAMES]
        print(f"{name:28}" + "".join(f"{f'{100 * t:.1f}% / {100 * z:.1f}%':>18}" for t, z in cells))
    if args.real:
        clear, total, seconds = real_aa(args.real, args.games_per_group, args.seed)
        print(f"Real A/A: {args.real} experiments of {args.games_per_group} games a setting (standard Lancashire, "
              f"2 GreedyBots, the same rules paired with other deals), {total} differences read: {clear} marked "
              f"clear ({100 * clear / total:.1f}%); {2 * args.real * args.games_per_group} games in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
