"""Instructions spent applying decisions, by kind (issue 36's applying half): valgrind's callgrind counting only
inside ``functools.reduce``, which wraps each ``Game._apply_legal`` of the kind measured while the decisions of five
seeded random games (RandomBot(i), seed i, recorded first with ``legal_actions()`` at every decision) are applied
again to fresh games. The View of each position is made before the decision (``g._v()``), outside the count, so a
figure is what applying costs: the effects, the log, the turn and round flow, and the Views and continuation
listings made during the decision.

    python docs/measurements/issue36-s27-apply-2026-11-29/apply_kinds.py CHECKOUT [EDITION PLAYERS [KINDS]]

KINDS: comma-separated decision kinds, ``*`` for every decision (the default: ``*,pass,develop,network,build,loan``).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

CODE = """
import sys
from functools import reduce
from brass_widget.engine import Game
from brass_widget.bots import RandomBot
edition, players, kind = sys.argv[1], int(sys.argv[2]), sys.argv[3]
runs = []
for i in range(5):
    g = Game.new(edition, players=players, seed=i); bot = RandomBot(seed=i); acts = []
    while not g.is_over:
        a = bot.rng.choice(g.legal_actions()); acts.append(a); g.apply(a)
    runs.append(acts)
games = [Game.new(edition, players=players, seed=i) for i in range(5)]
n = 0
for g, acts in zip(games, runs):
    for a in acts:
        g._v()
        if kind == '*' or a.kind == kind:
            n += 1
            reduce(lambda _, x: g._apply_legal(x), (a,), None)
        else:
            g._apply_legal(a)
print(n)
"""


def main() -> None:
    tree = sys.argv[1]
    edition = sys.argv[2] if len(sys.argv) > 2 else "lancashire"
    players = sys.argv[3] if len(sys.argv) > 3 else "4"
    kinds = (sys.argv[4] if len(sys.argv) > 4 else "*,pass,develop,network,build,loan").split(",")
    env = dict(os.environ, PYTHONPATH=tree, PYTHONHASHSEED="0")
    for kind in kinds:
        out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                              "--toggle-collect=functools_reduce", sys.executable, "-c", CODE, edition, players, kind],
                             env=env, cwd=tree, capture_output=True, text=True, check=True)
        found = re.search(r"Collected : (\d+)", out.stderr)
        if found is None:
            raise RuntimeError("valgrind gave no instruction count:\n" + out.stderr[-2000:])
        total, n = int(found.group(1)), int(out.stdout.strip())
        print(f"{edition} {players}p {kind}: {n / 5:.1f} a game, {total / 5 / 1e6:.3f} M instructions a game, "
              f"{total / max(n, 1) / 1e3:.1f} k each")


if __name__ == "__main__":
    main()
