"""Instructions per ``StrongBot().choose`` (its default work budget) at decisions 0, 12, ..., 132 of RandomBot(0)'s
seeded Lancashire 4-player game (seed 0), counted by valgrind's callgrind: a process that plays to the decision and
chooses, less one that only plays to it. Deterministic, whatever else the machine runs.

    python docs/measurements/issue36-apply-2026-11-29/strong_choose.py CHECKOUT > out.txt

prints one line per decision (decision, million instructions, the decision chosen), then a JSON summary: the
median and the largest of the 12 (the 95th percentile of 12)."""
import json
import os
import re
import statistics
import subprocess
import sys

PROBE = ("import sys; from brass_widget.engine import Game; from brass_widget.bots import RandomBot; "
         "from brass_widget.bots.strong import StrongBot; g = Game.new('lancashire', players=4, seed=0); "
         "b = RandomBot(0); s = StrongBot()\n"
         "for _ in range(int(sys.argv[1])): g.apply(b.choose(g))\n"
         "if sys.argv[2] == '1': print(s.choose(g))")


def count(tree, d, choose):
    env = dict(os.environ, PYTHONPATH=tree, PYTHONHASHSEED="0")
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c",
                          PROBE, str(d), choose], env=env, cwd=tree, capture_output=True, text=True, check=True)
    return int(re.search(r"Collected : (\d+)", out.stderr).group(1)), out.stdout.strip()


def main(tree):
    res = []
    for d in range(0, 133, 12):
        a, chosen = count(tree, d, "1")
        b, _ = count(tree, d, "0")
        res.append(round((a - b) / 1e6, 1))
        print(d, res[-1], chosen, flush=True)
    print(json.dumps({"tree": tree, "per_choose_M": res, "median": statistics.median(res),
                      "p95_largest": max(res)}))


if __name__ == "__main__":
    main(sys.argv[1])
