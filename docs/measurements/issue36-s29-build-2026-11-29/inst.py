"""Instructions per random game of one checkout only (issue 36, session 29, s29-build).

``scripts/bench_ratio.py``'s own ``instructions_per_game`` (valgrind's callgrind: a run of five seeded games less a
run of none), without measuring the c0aa31a baseline again, for counting each commit of a branch::

    python docs/measurements/issue36-s29-build-2026-11-29/inst.py TREE lancashire 4
    python docs/measurements/issue36-s29-build-2026-11-29/inst.py TREE birmingham 4
    python docs/measurements/issue36-s29-build-2026-11-29/inst.py TREE duel 2

TREE: a checkout (here each commit exported with ``git archive COMMIT | tar -x -C TREE``).
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts"))
from bench_ratio import instructions_per_game  # noqa: E402

tree, edition, players = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
n = instructions_per_game(tree, players, 5, None if edition == "lancashire" else edition)
print(edition, players, round(n / 1e6, 2))
