"""Games per second of this checkout against a baseline checkout, measured in one interleaved run.

docs/design.md ("Budgets"): these machines are shared and noisy, so a speed target is a ratio
against the engine at c0aa31a measured in the same run. Make the baseline once, then run this:

    git worktree add /tmp/base c0aa31a
    python scripts/bench_ratio.py /tmp/base --rounds 5 --games 10
    python scripts/bench_ratio.py /tmp/base --edition birmingham --players 4   # Birmingham here vs Lancashire there
    python scripts/bench_ratio.py /tmp/base --instructions --games 5   # instruction counts (valgrind), noise-free

Each round times random full games (``legal_actions()`` at every decision, one core) for the
baseline and for this checkout, alternating, each in a fresh process; the medians and their ratio
are printed as JSON. ``--edition`` picks the edition this checkout plays (the baseline, which knows only
Lancashire, always plays Lancashire): docs/design.md's Birmingham budget is Birmingham 4p here at least as fast
as Lancashire 4p at c0aa31a, in the same run.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Each probe first makes one game of the edition, untimed, in both checkouts alike: loading an edition's data
# and modules is a one-off cost of the process (about 4 ms at c0aa31a, 20 ms now with every edition
# registered), not of a game. It then prints the games per second by the wall clock (what games_per_second
# reports) and by the process's CPU time around the same call: on a machine shared with other busy
# processes the CPU figure leaves out the time spent waiting for a core (--cpu uses it).
_WARM = ("import sys, json, time; from brass_widget.bench import games_per_second; "
         "from brass_widget.engine import Game; Game.new({edition}, players=int(sys.argv[1])); "
         "t = time.process_time(); ")
PROBE = _WARM.format(edition="'lancashire'") + (
    "r = games_per_second(int(sys.argv[1]), int(sys.argv[2])); "
    "print(json.dumps([r[0], int(sys.argv[2]) / (time.process_time() - t)]))")
PROBE_EDITION = _WARM.format(edition="sys.argv[3]") + (
    "r = games_per_second(int(sys.argv[1]), int(sys.argv[2]), edition=sys.argv[3]); "
    "print(json.dumps([r[0], int(sys.argv[2]) / (time.process_time() - t)]))")


def rate(tree: Path, players: int, games: int, edition: str | None = None, cpu: bool = False) -> float:
    env = dict(os.environ, PYTHONPATH=str(tree))
    cmd = [sys.executable, "-c", PROBE, str(players), str(games)] if edition is None else \
        [sys.executable, "-c", PROBE_EDITION, str(players), str(games), edition]
    out = subprocess.run(cmd, env=env, cwd=tree, capture_output=True, text=True, check=True)
    wall, cpu_rate = json.loads(out.stdout.strip())
    return cpu_rate if cpu else wall


def instructions_per_game(tree: Path, players: int, games: int, edition: str | None = None) -> float:
    """CPU instructions per game, counted by valgrind's callgrind (deterministic, whatever else the machine
    runs): a run of `games` games less a run of none (the same process start and untimed warm-up game)."""
    def count(n: int) -> int:
        cmd = [sys.executable, "-c", PROBE, str(players), str(n)] if edition is None else \
            [sys.executable, "-c", PROBE_EDITION, str(players), str(n), edition]
        env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
        out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd], env=env,
                             cwd=tree, capture_output=True, text=True, check=True)
        found = re.search(r"Collected : (\d+)", out.stderr)
        if found is None:
            raise RuntimeError("valgrind gave no instruction count:\n" + out.stderr[-2000:])
        return int(found.group(1))
    return (count(games) - count(0)) / games


def instructions(args) -> dict:
    result = {"base_edition": "lancashire", "new_edition": args.edition or "lancashire",
              "measure": "instructions per game (valgrind callgrind)"}
    for players in args.players:
        b = instructions_per_game(args.base, players, args.games)
        n = instructions_per_game(ROOT, players, args.games, args.edition)
        result[f"{players}p"] = {"base_million_instructions_per_game": round(b / 1e6, 2),
                                 "new_million_instructions_per_game": round(n / 1e6, 2), "ratio": round(b / n, 2)}
    return result


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("base", type=Path, help="a checkout of the baseline commit (e.g. /tmp/base at c0aa31a)")
    ap.add_argument("--players", type=int, nargs="+", default=[4])
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--edition", default=None, help="the edition this checkout plays (default lancashire); the "
                                                   "baseline always plays Lancashire")
    ap.add_argument("--cpu", action="store_true", help="games per second of the process's CPU time, not the wall "
                                                        "clock (steadier on a busy shared machine)")
    ap.add_argument("--instructions", action="store_true",
                    help="compare CPU instructions per game instead (needs valgrind; --games games, once; "
                         "base over new, so 2.0 means half the instructions)")
    args = ap.parse_args(argv)
    if args.instructions:
        print(json.dumps(instructions(args), indent=1))
        return 0
    result = {"base_edition": "lancashire", "new_edition": args.edition or "lancashire",
              "clock": "cpu" if args.cpu else "wall"}
    for players in args.players:
        base, new = [], []
        for _ in range(args.rounds):
            base.append(rate(args.base, players, args.games, cpu=args.cpu))
            new.append(rate(ROOT, players, args.games, args.edition, cpu=args.cpu))
        b, n = statistics.median(base), statistics.median(new)
        result[f"{players}p"] = {"base_games_per_second": round(b, 1), "new_games_per_second": round(n, 1),
                                 "ratio": round(n / b, 2), "base_runs": [round(x, 1) for x in base],
                                 "new_runs": [round(x, 1) for x in new]}
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
