"""A long fuzz of the engine, beyond what CI runs.

Games (tests/fuzz_loop.py, the loop CI's tests/editions/test_duel_fuzz.py runs too): seeded games with random and
greedy bots in every variant, the invariants and flow checks after every decision, spot checks that every listed
decision is legal, and each finished game saved, loaded and replayed.

    python scripts/fuzz.py [first_seed] [last_seed]     # default 100 200: 300 games, about 3 minutes
    python scripts/fuzz.py --edition birmingham [first_seed] [last_seed]   # Brass: Birmingham's 300 games
    python scripts/fuzz.py --edition duel [first_seed] [last_seed]   # Brass Duel's 300 games (2 players, random bots)

Seeds first .. last - 1 each play one game per player count (2, 3, 4); Brass Duel, 2 players only, plays seeds
first .. first + 3 * (last - first) - 1, so the same numbers give 300 games too.

Positions: the mutation fuzz of positions from outside (tests/engine/position_fuzz.py), with every
accepted position played to the end; CI runs 2,000 with seed 0 (Birmingham 600, Duel 400).

    python scripts/fuzz.py positions [count] [seed]     # default 20000 1: about 4 minutes
    python scripts/fuzz.py positions [count] [seed] --edition duel   # Duel's positions and edits (or birmingham)
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root, for tests/

from brass_widget import Game  # noqa: E402 - after the path above


def games(first: int = 100, last: int = 200, edition: str = "lancashire") -> int:
    from tests.fuzz_loop import PLANS, run

    started = time.time()
    plan = PLANS[edition]
    seeds = range(first, last)
    if len(plan.players) == 1:  # one player count (Duel): three times the seeds, as many games
        seeds = range(first, first + 3 * (last - first))
    tally = run(plan, seeds)
    print(f"{edition}: {tally.games} games, {tally.decisions} decisions, {tally.problems} problems, "
          f"{time.time() - started:.0f}s")
    return 1 if tally.problems else 0


def positions(count: int = 20_000, seed: int = 1, edition: str = "lancashire") -> int:
    from tests.engine.position_fuzz import run

    started = time.time()
    own = {}  # Lancashire's positions and edits are the fuzz's own; another edition's live beside its CI fuzz
    if edition != "lancashire":
        module = importlib.import_module(f"tests.editions.test_{edition}_positions_fuzz")
        own = {"bases": module.base_positions(seed % 3), "edits": module.EDITS, "share": module.SHARE,
               "scenario_every": None}
    counts = run(count, seed=seed, limit=None, **own)
    for label, problem in counts.failures:
        print("FAILED", label, "|", problem)
    print(f"{edition}: {counts.line()}; {time.time() - started:.0f}s")
    return 1 if counts.failures else 0


def _parsers() -> tuple[argparse.ArgumentParser, argparse.ArgumentParser]:
    editions = [e["edition"] for e in Game.editions()]
    play = argparse.ArgumentParser(
        prog="fuzz.py", description="Fuzz whole games: seeded bot games with every invariant checked after every "
        "decision, listed decisions spot-checked, each game saved and replayed.",
        epilog="The positions mode: 'fuzz.py positions [count] [seed]' (see 'fuzz.py positions --help').")
    play.add_argument("--edition", choices=editions, default="lancashire", help="the edition (default: lancashire)")
    play.add_argument("first", type=int, nargs="?", default=100, help="the first seed (default: 100)")
    play.add_argument("last", type=int, nargs="?", default=200,
                      help="one past the last seed (default: 200); each seed plays 2, 3 and 4 players "
                           "(Duel: 2 players, seeds first .. first + 3 * (last - first) - 1)")
    pos = argparse.ArgumentParser(
        prog="fuzz.py positions", description="The mutation fuzz of positions from outside "
        "(tests/engine/position_fuzz.py): each mutated position refused naming a field, or played to its end.")
    pos.add_argument("count", type=int, nargs="?", default=20_000, help="positions to mutate (default: 20000)")
    pos.add_argument("seed", type=int, nargs="?", default=1, help="the fuzz's seed (default: 1)")
    pos.add_argument("--edition", choices=editions, default="lancashire", help="the edition (default: lancashire)")
    return play, pos


def cli(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    play, pos = _parsers()
    if "positions" in argv[:1]:
        args = pos.parse_args(argv[1:])
        return positions(args.count, args.seed, args.edition)
    args = play.parse_args(argv)
    if args.first > args.last:
        play.error(f"first ({args.first}) is after last ({args.last})")
    return games(args.first, args.last, args.edition)


if __name__ == "__main__":
    sys.exit(cli())
