"""Every house-rule knob of every edition at its minimum and at its maximum, played to the end, saved and loaded
again at every decision: the long form of tests/engine/test_house_rules_limits.py (which saves every 20th).

    python scripts/knob_limits_sweep.py [--seeds 1] [--edition lancashire]   # every player count, seeds 1..N

Prints each failure (edition, players, seed, knob, limit, decision, error) and a count per edition.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root, for tests/

from brass_widget import Game, RandomBot  # noqa: E402
from tests.engine.knob_limits import limit_rules  # noqa: E402


def sweep(edition: str, seeds: int) -> tuple[int, int, int]:
    """(games, positions saved and loaded, failures) for one edition."""
    counts = next(e["players"] for e in Game.editions() if e["edition"] == edition)
    games = positions = failures = 0
    for name, bound, rules in limit_rules(edition):
        for players in counts:
            for seed in range(1, seeds + 1):
                games += 1
                step = 0
                try:
                    g = Game.new(edition, players, seed, rules=rules)
                    bot = RandomBot(seed=seed)
                    while True:
                        text = g.to_json()
                        if Game.from_json(text).to_json() != text:
                            raise AssertionError("loaded again, it saves differently")
                        positions += 1
                        if g.is_over:
                            break
                        g.apply(bot.choose(g))
                        step += 1
                except Exception as e:  # noqa: BLE001 - every failure is counted and shown
                    failures += 1
                    print(f"FAIL {edition} {players}p seed {seed} {name} at its {bound} {str(rules)[:60]}, "
                          f"decision {step}: {type(e).__name__}: {str(e)[:200]}", flush=True)
    return games, positions, failures


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", type=int, default=1)
    p.add_argument("--edition", default=None)
    args = p.parse_args()
    bad = 0
    for edition in [args.edition] if args.edition else [e["edition"] for e in Game.editions()]:
        games, positions, failures = sweep(edition, args.seeds)
        bad += failures
        print(f"{edition}: {games} games, {positions} positions saved and loaded, {failures} failures", flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
