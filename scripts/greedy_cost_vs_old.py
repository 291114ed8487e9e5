"""CPU seconds per GreedyBot decision, this checkout's against another checkout's (say main before a change to its
valuation), on the same positions, interleaved in one process (a ratio measured in one run: docs/design.md).

    git worktree add --detach /tmp/old <commit>
    .venv/bin/python scripts/greedy_cost_vs_old.py /tmp/old --edition birmingham --positions 60 --rounds 3

The positions are every few decisions of a seeded random game; each round times both bots' ``choose`` on every
position (old first in odd rounds, new first in even ones), by the process's CPU time. Prints the medians per round
and the ratio new / old.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path.cwd()))  # this checkout: run it from its root

from bots_vs_old import load_old_bots  # noqa: E402

from brass_widget import Game  # noqa: E402
from brass_widget.bots import GreedyBot  # noqa: E402


def positions(edition: str, count: int, seed: int = 7) -> list[Game]:
    g = Game.new(edition, players=2 if edition == "duel" else 4, seed=seed)
    r = random.Random(seed)
    out = []
    while not g.is_over:
        out.append(g.clone())
        g.apply(r.choice(g.legal_actions()))
    step = max(1, len(out) // count)
    return out[::step][:count]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old", type=Path)
    ap.add_argument("--edition", default="birmingham")
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    old_bot, new_bot = load_old_bots(args.old).GreedyBot(seed=1), GreedyBot(seed=1)
    games = positions(args.edition, args.positions)
    rounds = []
    for k in range(args.rounds):
        spent = {"old": 0.0, "new": 0.0}
        order = [("old", old_bot), ("new", new_bot)] if k % 2 == 0 else [("new", new_bot), ("old", old_bot)]
        for g in games:
            for name, bot in order:
                t = time.process_time()
                bot.choose(g)
                spent[name] += time.process_time() - t
        rounds.append({name: round(v / len(games) * 1000, 2) for name, v in spent.items()})
    ratio = statistics.median(r["new"] / r["old"] for r in rounds)
    print(json.dumps({"edition": args.edition, "positions": len(games), "ms_per_decision": rounds,
                      "ratio_new_over_old": round(ratio, 3)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
