"""A tournament of this checkout's bots against the same bots from another checkout (say, main before a change to
their evaluation), on this checkout's engine: the old bots' package is loaded under another name.

    git worktree add --detach /tmp/old <commit>
    .venv/bin/python scripts/bots_vs_old.py /tmp/old --edition duel --bot greedy --games 8 --seed 1

Seats are rotated over each deal (``simulation.tournament``), so each deal is played from both seats.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

from brass_widget import simulation


def load_old_bots(root: Path):
    """``<root>/brass_widget/bots`` as the package ``old_bots`` (the bots import only each other and the public
    API, so they load beside this checkout's)."""
    folder = root / "brass_widget" / "bots"
    spec = importlib.util.spec_from_file_location("old_bots", folder / "__init__.py",
                                                  submodule_search_locations=[str(folder)])
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_bots"] = module
    spec.loader.exec_module(module)
    return module


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old", type=Path, help="the other checkout's root")
    ap.add_argument("--edition", default="duel")
    ap.add_argument("--bot", default="greedy", help="random, beginner, greedy or strong")
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    old = load_old_bots(args.old)
    label = f"{args.bot}-old"
    factory = old.BOTS[args.bot]
    result = simulation.tournament([args.bot, label], args.games, seed=args.seed, edition=args.edition,
                                   entrants={label: lambda seat: factory(seed=seat)})
    print(f"{args.edition}, {args.games} games (seed {args.seed}; seats rotated over each deal)")
    for b in result["bots"]:
        print(f"{b['bot']:<14} games {b['games']}  mean VP {b['mean_vp']:.1f}  wins {b['wins']}  "
              f"mean s/decision {b['mean_s']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
