"""Is the review's measure ordered by the bots' strength? (issue 35: "over seeded self-play games in every edition
the average VP lost per decision is ordered strong < greedy < beginner < random, with intervals").

Each game is seeded and played by one bot level per seat, then reviewed in full (``brass_widget.review``: every
seat's decisions, the coach's budget, no clock), so the levels are weighed in the same games (paired):

* 4 players (Lancashire, Birmingham): one seat of each level, the levels rotated a seat over the games (game k:
  seat s plays ``LEVELS[(s + k) % 4]``), so over 4 games each level sits in each seat once;
* 2 players (Duel): the neighbouring levels as pairs (strong-greedy, greedy-beginner, beginner-random), each pair in
  both seat orders.

Per game and seat: the mean VP lost per weighed decision (forced decisions, a single legal one, are not weighed).
Per level: the mean of those per-game means with its 95% t interval (``lab_stats.interval``; a game is the unit,
its decisions are not independent); per neighbouring pair of levels: the paired difference per game (weaker level
less stronger, ``lab_stats.difference``), the honest comparison. Also each level's share of "fine" decisions and
its marks. A measurement, not a test: costly (a 4-player Birmingham game's review is about a minute of CPU).

    nice -n 10 env PYTHONPATH=. python scripts/review_levels.py --games 4 --workers 2 --out DIR
    PYTHONPATH=. python scripts/review_levels.py --editions duel --games 2     # a small run
    PYTHONPATH=. python scripts/review_levels.py --summary DIR/games.jsonl      # the summary of games played

``--out DIR``: each game as it finishes on a line of ``DIR/games.jsonl`` (a game already there is not played again,
so a cut-off run resumes), and the summary in ``DIR/summary.json``; the summary is printed as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path.cwd()))  # the checkout the command is run from

from brass_widget import Game, review  # noqa: E402
from brass_widget.bots import BOTS  # noqa: E402
from brass_widget.lab_stats import difference, interval  # noqa: E402
from brass_widget.review import FORCED, MARKS  # noqa: E402
from brass_widget.simulation import executor_for  # noqa: E402

LEVELS = ("random", "beginner", "greedy", "strong")  # weakest first
PAIRS = (("greedy", "strong"), ("beginner", "greedy"), ("random", "beginner"))  # (weaker, stronger) neighbours
PLAYERS = {"lancashire": 4, "birmingham": 4, "duel": 2}


def lineup(edition: str, k: int) -> tuple[str, ...]:
    """The bots of game ``k`` (from 0) of ``edition``: a rotation of the four levels, or a neighbouring pair."""
    if PLAYERS[edition] == 4:
        return tuple(LEVELS[(s + k) % 4] for s in range(4))
    weaker, stronger = PAIRS[(k // 2) % len(PAIRS)]
    return (stronger, weaker) if k % 2 == 0 else (weaker, stronger)


def one_game(edition: str, seed: int, bots: tuple[str, ...]) -> dict:
    """Play the seeded game with ``bots`` (bot seeds ``seed * 10 + seat``), review every decision, and return per
    seat the VP lost by each weighed decision and the marks."""
    g = Game.new(edition, players=len(bots), seed=seed)
    players = [BOTS[name](seed=seed * 10 + s) for s, name in enumerate(bots)]
    t0 = time.process_time()
    while not g.is_over:
        seat = g.current_player
        assert seat is not None  # a game not over has a seat to move
        g.apply(players[seat].choose(g))
    t1 = time.process_time()
    rev = review(g, progress=False)
    t2 = time.process_time()
    seats = []
    for s, name in enumerate(bots):
        own = [w for w in rev.decisions if w.seat == s]
        seats.append({"bot": name, "vp": g.state["seats"][s]["vp"],
                      "lost": [w.lost for w in own if w.mark != FORCED],
                      "marks": {m: sum(w.mark == m for w in own) for m in [n for _, n in MARKS] + [FORCED]}})
    return {"edition": edition, "seed": seed, "bots": list(bots), "decisions": len(g.history), "seats": seats,
            "cpu_play": round(t1 - t0, 1), "cpu_review": round(t2 - t1, 1)}


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def summary(games: list[dict]) -> dict:
    """Per edition and over all: each level's mean VP lost per decision (a game's mean its unit), the paired
    differences of neighbouring levels, shares of "fine", and whether the means come out in the expected order."""
    out: dict = {}
    for edition in [e for e in PLAYERS if any(g["edition"] == e for g in games)] + ["all"]:
        mine = [g for g in games if edition in ("all", g["edition"])]
        levels = {}
        for level in LEVELS:
            seats = [s for g in mine for s in g["seats"] if s["bot"] == level and s["lost"]]
            if not seats:
                continue
            lost = [x for s in seats for x in s["lost"]]
            marks = {m: sum(s["marks"][m] for s in seats) for m in seats[0]["marks"]}
            levels[level] = {"games": len(seats), "decisions": len(lost),
                             "mean_lost_per_decision": interval([_mean(s["lost"]) for s in seats]),
                             "pooled_mean_lost": round(_mean(lost), 3),
                             "fine_share": round(marks["fine"] / len(lost), 3), "marks": marks}
        pairs = {}
        for weaker, stronger in PAIRS:
            diffs = []
            for g in mine:
                by = {s["bot"]: s for s in g["seats"]}
                if weaker in by and stronger in by and by[weaker]["lost"] and by[stronger]["lost"]:
                    diffs.append(_mean(by[weaker]["lost"]) - _mean(by[stronger]["lost"]))
            if diffs:
                pairs[f"{weaker} - {stronger}"] = {"games": len(diffs), **difference(diffs)}
        means = [levels[level]["mean_lost_per_decision"]["mean"] for level in reversed(LEVELS) if level in levels]
        out[edition] = {"games": len(mine), "levels": levels, "paired": pairs,
                        "expected_order": " < ".join(level for level in reversed(LEVELS) if level in levels),
                        "means_in_order": all(a < b for a, b in zip(means, means[1:])),
                        "cpu_review": round(sum(g["cpu_review"] for g in mine), 1),
                        "cpu_play": round(sum(g["cpu_play"] for g in mine), 1)}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--editions", default="lancashire,birmingham,duel")
    parser.add_argument("--games", type=int, default=4, help="games per 4-player edition")
    parser.add_argument("--duel-games", type=int, default=6, help="games of Duel (each pair in both seat orders)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (game k: seed + k)")
    parser.add_argument("--workers", type=int, default=1, help="games played and reviewed at a time (at most 2 here)")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--summary", type=Path, default=None, help="only summarise a games.jsonl")
    args = parser.parse_args(argv)
    if args.summary is not None:
        games = [json.loads(line) for line in args.summary.read_text().splitlines() if line.strip()]
        print(json.dumps(summary(games), indent=1))
        return 0
    editions = [e.strip() for e in args.editions.split(",") if e.strip()]
    unknown = [e for e in editions if e not in PLAYERS]
    if unknown:
        parser.error(f"unknown edition {unknown[0]!r}: one of {', '.join(PLAYERS)}")
    # game k of every edition before game k + 1 of any, so a run cut short has some games of each
    jobs = sorted(((e, args.seed + k, lineup(e, k)) for e in editions
                   for k in range(args.duel_games if PLAYERS[e] == 2 else args.games)),
                  key=lambda j: (j[1], editions.index(j[0])))
    done: list[dict] = []
    log = None
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
        log = args.out / "games.jsonl"
        if log.exists():
            done = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
        have = {(g["edition"], g["seed"], tuple(g["bots"])) for g in done}
        jobs = [j for j in jobs if j not in have]
    pool = executor_for(args.workers)
    try:
        results = (pool.submit(one_game, *j) for j in jobs) if pool else None
        futures = list(results) if results is not None else None
        for i, j in enumerate(jobs):
            game = futures[i].result() if futures is not None else one_game(*j)
            done.append(game)
            if log is not None:
                with log.open("a") as f:
                    f.write(json.dumps(game) + "\n")
            print(f"{game['edition']} seed {game['seed']} {'/'.join(game['bots'])}: "
                  + ", ".join(f"{s['bot']} {_mean(s['lost']):.2f}" for s in game["seats"])
                  + f" VP lost a decision (review {game['cpu_review']} CPU-s)", file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.shutdown()
    out = summary(done)
    if args.out is not None:
        (args.out / "summary.json").write_text(json.dumps(out, indent=1) + "\n")
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
