"""The bot levels' figures for issue 24, rerunnable on any checkout (put it first on ``PYTHONPATH``).

    python scripts/bot_levels.py selfplay --edition birmingham --bot greedy --seeds 1-6 [--players 4]
    python scripts/bot_levels.py levels --edition birmingham --games 8 --seed 1 [--lineup random,beginner,greedy,strong]
    python scripts/bot_levels.py hint --edition birmingham --games 16 --seed 1     # first Hint vs three GreedyBots
    python scripts/bot_levels.py hint ... --hint-options '{"weights": {"floor_vp": 10, "demand": 0.1}}'  # a candidate
    python scripts/bot_levels.py hint-selfplay --edition birmingham --seeds 1-4    # four seats playing the first Hint

``selfplay``: one game per seed with the same bot in every seat; per game the winner's VP, the lowest income level
a seat ends on and the lowest one reached during the game, and the decisions the bot made by kind (passes, loans,
sales: a sale counts once per Sell action, not per continuation); then the winners' mean VP with its 95% interval.
``levels`` and ``hint``: ``simulation.tournament`` (seats rotated over each deal, 95% intervals), printed as
JSON without the seconds unless ``--seconds``; each game, as it finishes, on stderr (seats' bots, VP and VP by
source, income levels, money, decisions by kind, and the seconds since the start: ``traced_game``). ``hint``
plays a seat that always takes the board's first Hint (``bots.coach.HintBot``: the coach with its deterministic
work budget, no time limit, so the games are seeded and reproducible) against GreedyBots; ``--hint-options``: a
candidate judgement or budget for it. ``--workers N`` plays N games at a time.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import as_completed
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path.cwd()))  # the checkout the command is run from (PYTHONPATH may name another)

from brass_widget import Game  # noqa: E402
from brass_widget.bots import BOTS  # noqa: E402
from brass_widget.simulation import (  # noqa: E402
    executor_for,
    mean_ci,
    play,
    tournament_specs,
    tournament_summary,
    without_timings,
)


def _seeds(text: str) -> list[int]:
    lo, _, hi = text.partition("-")
    return list(range(int(lo), int(hi or lo) + 1))


def _make(name: str, seed: int, hint_options: str | None = None):
    if name == "hint":
        from brass_widget.bots.coach import HintBot
        return HintBot(seed=seed, **json.loads(hint_options or "{}"))
    return BOTS[name](seed=seed)


def selfplay_game(edition: str, bot: str, seed: int, players: int, hint_options: str | None = None) -> dict:
    g = Game.new(edition, players=players, seed=seed)
    bots = [_make(bot, seed * 10 + s, hint_options) for s in range(players)]
    kinds: dict[str, int] = {}
    lowest_during = 0
    t0 = time.perf_counter()
    decisions = 0
    while not g.is_over:
        seat = g.current_player
        a = bots[seat].choose(g)
        pending = g.observation(seat).get("pending")
        if not (a.kind == "sell" and pending):  # a sale's continuations are part of one Sell action
            kinds[a.kind] = kinds.get(a.kind, 0) + 1
        g.apply(a)
        decisions += 1
        lowest_during = min(lowest_during, min(g.income_level(s) for s in range(players)))
    scores = g.final_scores()
    return {"seed": seed, "winner_vp": max(r["vp"] for r in scores), "vp": [r["vp"] for r in scores],
            "lowest_final_level": min(g.income_level(s) for s in range(players)), "lowest_level": lowest_during,
            "passes": kinds.get("pass", 0), "loans": kinds.get("loan", 0), "sales": kinds.get("sell", 0),
            "decisions": decisions, "seconds": round(time.perf_counter() - t0, 1)}


def _selfplay(args) -> dict:
    ex = executor_for(args.workers)
    seeds = _seeds(args.seeds)
    if ex is None:
        games = [selfplay_game(args.edition, args.bot, s, args.players, args.hint_options) for s in seeds]
    else:
        with ex:
            games = list(ex.map(selfplay_game, [args.edition] * len(seeds), [args.bot] * len(seeds), seeds,
                                [args.players] * len(seeds), [args.hint_options] * len(seeds)))
    mean, lo, hi = mean_ci([g["winner_vp"] for g in games])
    for g in games:
        print(json.dumps(g), file=sys.stderr)
    return {"edition": args.edition, "bot": args.bot, "players": args.players, "seeds": args.seeds,
            "winner_mean_vp": round(mean, 1), "winner_vp_ci": [round(lo, 1), round(hi, 1)],
            "games_ending_below_minus_3": sum(g["lowest_final_level"] < -3 for g in games),
            "games_reaching_below_minus_3": sum(g["lowest_level"] < -3 for g in games),
            "passes": sum(g["passes"] for g in games), "loans": sum(g["loans"] for g in games),
            "sales": sum(g["sales"] for g in games),
            "median_lowest_final_level": statistics.median(g["lowest_final_level"] for g in games),
            "games": games}


def traced_game(spec) -> dict:
    """``simulation.play_result`` of one tournament game, plus each seat's VP by source (``sources``: per era, the
    links' and the flipped tiles' VP as End of Era scored them; ``other``: the rest, e.g. Birmingham's merchant
    beer bonuses) and its decisions by kind (``kinds``: pass, loan, sell, ...: every decision, a sale's
    continuations included: they sum to the seat's decisions)."""
    seconds = [[] for _ in spec.bots]
    measures = [{} for _ in spec.bots]
    g = play(spec, seconds, None, measures)
    scores = sorted(g.final_scores(), key=lambda r: r["player"])
    sources = [{} for _ in spec.bots]
    for era in g.state["scores"]:
        for kind in ("links", "tiles"):
            for item in era[kind]:
                key = f"{era['era']}_{kind}"
                mine = sources[item["player"]]
                mine[key] = mine.get(key, 0) + item["vp"]
    for s, mine in enumerate(sources):
        mine["other"] = scores[s]["vp"] - sum(mine.values())
    # the measures' decision kinds (``Action.kind``: build, sell, pass, ...); its other keys, the economics and
    # ``first_place``, all have an underscore
    kinds = [{k: v for k, v in m.items() if k.isalpha()} for m in measures]
    return {"edition": spec.edition, "players": len(spec.bots), "seed": spec.seed, "names": list(spec.names),
            "scores": scores, "seconds": [[round(t, 6) for t in ts] for ts in seconds], "sources": sources,
            "kinds": kinds}


def _game_line(i: int, game: dict, t0: float) -> str:
    """One finished tournament game, for stderr: its deal, each seat's bot, VP (and by source), income level,
    money and decisions by kind, and the seconds since the run began (a long run can be timed from its first
    game)."""
    seats = [{"bot": n, "vp": s["vp"], "level": s["income_level"], "money": s["money"], "rank": s["rank"],
              "sources": src, "kinds": k}
             for n, s, src, k in zip(game["names"], game["scores"], game["sources"], game["kinds"])]
    return json.dumps({"game": i, "seed": game["seed"], "seats": seats, "elapsed_s": round(time.perf_counter() - t0)})


def _tournament(args, lineup: list[str]) -> dict:
    entrants = None
    if "hint" in lineup:
        from brass_widget.bots.coach import HintBot
        entrants = {"hint": partial(HintBot, **json.loads(args.hint_options)) if args.hint_options else HintBot}
    specs = tournament_specs(lineup, args.games, seed=args.seed, edition=args.edition, entrants=entrants)
    t0 = time.perf_counter()
    played: list[tuple[int, dict]] = []
    ex = executor_for(args.workers)
    if ex is None:
        for i, spec in enumerate(specs):
            played.append((i, traced_game(spec)))
            print(_game_line(i, played[-1][1], t0), file=sys.stderr, flush=True)
    else:
        with ex:
            futures = {ex.submit(traced_game, spec): i for i, spec in enumerate(specs)}
            for fut in as_completed(futures):
                played.append((futures[fut], fut.result()))
                print(_game_line(futures[fut], played[-1][1], t0), file=sys.stderr, flush=True)
    played.sort()  # in game order, as simulation.tournament has them
    result = {**tournament_summary([g for _, g in played]), "seed": args.seed, "lineup": lineup}
    return result if args.seconds else without_timings(result)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("what", choices=["selfplay", "levels", "hint", "hint-selfplay"])
    p.add_argument("--edition", default="birmingham")
    p.add_argument("--bot", default="greedy")
    p.add_argument("--seeds", default="1-6")
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--games", type=int, default=8)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lineup", default=None)
    p.add_argument("--workers", type=int, default=None)
    p.add_argument("--seconds", action="store_true")
    p.add_argument("--hint-options", default=None,
                   help='JSON for HintBot: {"weights": {...}, "budget": {...}} in place of the coach\'s own')
    args = p.parse_args(argv)
    duel = args.edition == "duel"
    if args.players is None:
        args.players = 2 if duel else 4
    if args.what == "selfplay":
        out = _selfplay(args)
    elif args.what == "hint-selfplay":
        args.bot = "hint"
        out = _selfplay(args)
    elif args.what == "levels":
        lineup = (args.lineup or ("greedy,beginner" if duel else "random,beginner,greedy,strong")).split(",")
        out = _tournament(args, lineup)
    else:
        lineup = ["hint"] + ["greedy"] * (args.players - 1)
        out = _tournament(args, lineup)
    out["command"] = " ".join(["python scripts/bot_levels.py"] + (argv if argv is not None else sys.argv[1:]))
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
