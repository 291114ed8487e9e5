"""A long fuzz of the engine, beyond what CI runs.

Games: seeded games with random and greedy bots in every variant, the invariants after every
decision, and spot checks that every listed decision is legal.

    python scripts/fuzz.py [first_seed] [last_seed]     # default 100 200: 300 games, about 3 minutes
    python scripts/fuzz.py --edition birmingham [first_seed] [last_seed]   # Brass: Birmingham's 300 games
    python scripts/fuzz.py --edition duel [first_seed] [last_seed]   # Brass Duel's 300 games (2 players, random bots)

Positions: the mutation fuzz of positions from outside (tests/engine/position_fuzz.py), with every
accepted position played to the end; CI runs 2,000 with seed 0.

    python scripts/fuzz.py positions [count] [seed]     # default 20000 1: about 4 minutes
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from brass_widget import Game, GreedyBot, RandomBot
from brass_widget.engine.invariants import problems

VARIANTS = [(), ("introductory",), ("classic-virtual-link",), ("classic-deck",)]


def main(first: int = 100, last: int = 200, edition: str = "lancashire") -> int:
    started = time.time()
    if edition == "duel":  # 2 players only: 300 games are seeds first .. first + 299
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root, for tests/
        from tests.editions.duel_fuzz import run
        games, decisions, bad = run(first, first + 3 * (last - first))
        print(f"duel: {games} games, {decisions} decisions, {bad} problems, {time.time() - started:.0f}s")
        return 1 if bad else 0
    games = decisions = bad = 0
    variants = VARIANTS if edition == "lancashire" else [()]
    for seed in range(first, last):
        for players in (2, 3, 4):
            variant = variants[seed % len(variants)]
            if players == 2 and "classic-deck" in variant:
                variant = ()
            g = Game.new(edition, players=players, seed=seed, variant=variant)
            rng = random.Random(seed)
            bots = [GreedyBot() if rng.random() < 0.3 else RandomBot(seed * 10 + s) for s in range(players)]
            while not g.is_over:
                if rng.random() < 0.05:
                    for a in g.legal_actions():
                        if g.why_not(a):
                            print("listed but refused:", seed, players, a, g.why_not(a))
                            bad += 1
                a = bots[g.current_player].choose(g)
                g.apply(a)
                decisions += 1
                broken = problems(g.edition, g.state)
                if broken:
                    print("invariant broken:", seed, players, a, broken)
                    bad += 1
                    break
            again = Game.from_json(g.to_json())  # every finished game saves, loads and replays exactly
            if again.state != g.state or again.history != g.history:
                print("replay differs:", seed, players)
                bad += 1
            games += 1
    print(f"{edition}: {games} games, {decisions} decisions, {bad} problems, {time.time() - started:.0f}s")
    return 1 if bad else 0


def positions(count: int = 20_000, seed: int = 1) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root, for tests/
    from tests.engine.position_fuzz import run

    started = time.time()
    counts = run(count, seed=seed, limit=None)
    for label, problem in counts.failures:
        print("FAILED", label, "|", problem)
    print(f"{counts.line()}; {time.time() - started:.0f}s")
    return 1 if counts.failures else 0


if __name__ == "__main__":
    argv = sys.argv[1:]
    edition = "lancashire"
    if "--edition" in argv:
        k = argv.index("--edition")
        edition = argv[k + 1]
        del argv[k:k + 2]
    if argv[:1] == ["positions"]:
        sys.exit(positions(*(int(x) for x in argv[1:3])))
    sys.exit(main(*(int(x) for x in argv[0:2]), edition=edition))
