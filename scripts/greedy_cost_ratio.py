"""GreedyBot's cost per decision in this checkout against another checkout (say main), whole package against whole
package (bots and engine), on the same positions, each measured in a fresh process, in one run (a ratio against a
baseline measured in the same run: docs/design.md, "Budgets").

    git worktree add --detach /tmp/base main
    python scripts/greedy_cost_ratio.py /tmp/base --edition lancashire --players 4 --rounds 3
    python scripts/greedy_cost_ratio.py /tmp/base --edition birmingham --instructions   # valgrind: load-independent

The positions are every few decisions of a seeded random game (the same in both checkouts: the rules are
unchanged). Each round times ``GreedyBot(1).choose`` on every position by the process's CPU time, baseline and this
checkout alternating. ``--instructions`` counts instructions instead (valgrind's cachegrind, no cache simulation):
a probe that also decides minus one that only builds the positions, so the count is the decisions' alone.
Prints JSON: the per-decision figures per round and the ratio baseline / this checkout (how many times faster).
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
PROBE = """
import json, random, sys, time
from brass_widget import Game
from brass_widget.bots import GreedyBot
edition, players, count, decide = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1"
g = Game.new(edition, players=players, seed=7)
r = random.Random(7)
games = []
while not g.is_over:
    games.append(g.clone())
    g.apply(r.choice(g.legal_actions()))
games = games[::max(1, len(games) // count)][:count]
bot = GreedyBot(1)
bot.choose(games[0])  # warm: the edition's modules and caches
t = time.process_time()
if decide:
    for p in games:
        bot.choose(p)
print(json.dumps({"ms": (time.process_time() - t) / len(games) * 1000, "n": len(games)}))
"""


def probe(root: Path, args, decide: bool = True, instructions: bool = False) -> dict:
    env = {**os.environ, "PYTHONPATH": str(root)}
    cmd = [sys.executable, "-c", PROBE, args.edition, str(args.players), str(args.positions), "1" if decide else "0"]
    if instructions:
        cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"] + cmd
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True, cwd="/")
    out = json.loads(done.stdout.strip().splitlines()[-1])
    if instructions:
        out["instructions"] = int(re.search(r"I\s+refs:\s+([\d,]+)", done.stderr).group(1).replace(",", ""))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("base", type=Path, help="the baseline checkout's root")
    ap.add_argument("--edition", default="lancashire")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--positions", type=int, default=40)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--instructions", action="store_true", help="count instructions with valgrind (one round)")
    args = ap.parse_args(argv)
    checkouts = {"base": args.base.resolve(), "this": ROOT}
    if args.instructions:
        per = {}
        for name, root in checkouts.items():
            full = probe(root, args, True, True)
            empty = probe(root, args, False, True)
            per[name] = (full["instructions"] - empty["instructions"]) / full["n"]
        print(json.dumps({"edition": args.edition, "players": args.players, "positions": args.positions,
                          "instructions_per_decision": {k: round(v) for k, v in per.items()},
                          "times_faster": round(per["base"] / per["this"], 2)}))
        return 0
    rounds = []
    for k in range(args.rounds):
        order = list(checkouts.items()) if k % 2 == 0 else list(checkouts.items())[::-1]
        rounds.append({name: round(probe(root, args)["ms"], 2) for name, root in order})
    ratio = statistics.median(r["base"] / r["this"] for r in rounds)
    print(json.dumps({"edition": args.edition, "players": args.players, "positions": args.positions,
                      "cpu_ms_per_decision": rounds, "times_faster": round(ratio, 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
