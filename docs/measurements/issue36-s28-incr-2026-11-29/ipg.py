"""Instructions per random game of one tree, counted as ``scripts/bench_ratio.py --instructions`` counts them (its
``instructions_per_game``: valgrind's callgrind, a run of five seeded games less a run of none), without measuring
c0aa31a again: for trying a change against main in one harness.

    python docs/measurements/issue36-s28-incr-2026-11-29/ipg.py TREE [EDITION [PLAYERS]]
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts"))
from bench_ratio import instructions_per_game  # noqa: E402

tree = Path(sys.argv[1])
edition = sys.argv[2] if len(sys.argv) > 2 else None
players = int(sys.argv[3]) if len(sys.argv) > 3 else 4
print(tree, edition or "lancashire", players, round(instructions_per_game(tree, players, 5, edition) / 1e6, 2))
