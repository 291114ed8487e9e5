"""Wall-clock seconds of the board's Hint (issue 24: within about 1 s), per edition: median, 95th percentile, slowest.

    python scripts/hint_seconds.py [--positions 20] [--seed 1] [edition ...]

For each edition it plays a seeded GreedyBot game and, at every few decisions (``--positions`` of them spread over
the game), sets the position on a pass-and-play board (every seat a person, the seat to move revealed) and times
the ``hint`` message from the browser to the reply (the coach's search with its time limit, the reasons and the
previews). It also reports how many hints the time limit cut short (the search would have gone on with its work
budget alone: ``bots.coach.BUDGET``), and the median CPU seconds of a hint (on a busy machine the wall time
includes waiting for a core). Measure on a quiet machine: the seconds are wall time.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path.cwd()))

from brass_widget import Game  # noqa: E402
from brass_widget.bots import GreedyBot, StrongBot, coach  # noqa: E402
from brass_widget.widget import BoardWidget  # noqa: E402


def positions(edition: str, seed: int, count: int) -> list[Game]:
    players = 2 if edition == "duel" else 4
    g = Game.new(edition, players=players, seed=seed)
    bot = GreedyBot(seed)
    games = []
    while not g.is_over:
        games.append(g.clone())
        g.apply(bot.choose(g))
    step = max(1, len(games) // count)
    return [x for x in games[::step] if len(x.legal_actions()) > 1][:count]


def cut_short(g: Game) -> bool:
    """Whether the time limit stopped the search before its work budget did."""
    bot = StrongBot(seed=0, time_limit=coach.HINT_SECONDS, **coach.BUDGET)
    bot.decision_values(g)
    return bot._out_of_time()


def measure(edition: str, seed: int, count: int) -> dict:
    seconds, cpu, short = [], [], 0
    for g in positions(edition, seed, count):
        w = BoardWidget(game=g, seats=["human"] * g.players)
        w._on_msg(w, {"type": "reveal", "seat": g.current_player}, [])
        t0, c0 = time.perf_counter(), time.process_time()
        w._on_msg(w, {"type": "hint", "version": w.view["version"]}, [])
        seconds.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        assert w.error == "" and w.reply["kind"] == "hint", w.error
        short += cut_short(g)
    seconds.sort()
    p95 = seconds[min(len(seconds) - 1, round(0.95 * (len(seconds) - 1)))]
    return {"edition": edition, "positions": len(seconds), "median_s": round(statistics.median(seconds), 3),
            "p95_s": round(p95, 3), "max_s": round(seconds[-1], 3), "over_1s": sum(s > 1.0 for s in seconds),
            "cpu_median_s": round(statistics.median(cpu), 3), "cut_short_by_time": short,
            "time_limit_s": coach.HINT_SECONDS}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("editions", nargs="*", default=["lancashire", "birmingham", "duel"])
    p.add_argument("--positions", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    for edition in args.editions:
        print(json.dumps(measure(edition, args.seed, args.positions)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
