"""Play many seeded bot games on any ``concurrent.futures`` executor, and return them as a tidy table.

One job: ``run(specs, executor=...)`` plays each :class:`GameSpec` (a pure function of edition, players,
variant, seed and the bots) and returns the finished games **sorted by seed**, so the rows are the same
whatever runs them: in this process (``executor=None``), a ``ProcessPoolExecutor``, or a cluster
(``dask.distributed.Client(...).get_executor()``). Used by ``brass-widget simulate`` (``cli.simulate``) and
:func:`tournament` (``brass-widget tournament``), the one tournament API. Long runs show their progress
(``brass_widget.progress``): a bar on a terminal, one updating line in a notebook.

A seat's bot is either the name of a bot in :data:`brass_widget.bots.BOTS` (built as ``BOTS[name](seed=...)``
with that seat's bot seed) or a factory ``seat -> bot``. To run in another process, a factory must be
picklable (a module-level function or class, not a lambda); bot names always are.
"""

from __future__ import annotations

import math
import time
import warnings
from collections.abc import Callable, Iterable, Sequence, Sized
from concurrent.futures import FIRST_COMPLETED, Executor, wait
from dataclasses import dataclass
from itertools import islice
from typing import Any

from . import lab_measures
from .bots import BOTS
from .engine import DEFAULT_EDITION, Game
from .progress import EVERY, Progress

COLUMNS = ("edition", "players", "seed", "seat", "bot", "vp", "income", "money", "rank")
# the most games one run plays (simulate, tournament, an experiment's settings together): far more than a class
# needs (a lesson plays hundreds), few enough that a mistyped count is refused instead of filling the machine
MAX_GAMES = 100_000
AHEAD_PER_WORKER = 4  # games handed to an executor before earlier ones finish, per worker it has...
MIN_AHEAD = 64  # ...and at least this many (an executor that does not say its workers: Dask, Ray)


def check_games(games, what: str = "games") -> int:
    """``games`` if it is a whole number from 1 to MAX_GAMES; a ValueError that names the limit otherwise."""
    if not isinstance(games, int) or isinstance(games, bool) or not 1 <= games <= MAX_GAMES:
        shown_games = f"{games:,}" if isinstance(games, int) and not isinstance(games, bool) and \
            abs(games) < 10 ** 30 else repr(games)[:40]
        raise ValueError(f"{what} is a whole number from 1 to {MAX_GAMES:,} (simulation.MAX_GAMES), not "
                         f"{shown_games}")
    return games


class Specs(Sequence):
    """A run's games, made one at a time when asked for (``specs[i]``, iteration), never held as a list: a long
    run costs no memory before its games are played. ``make(i)`` is game ``i``'s GameSpec."""

    def __init__(self, count: int, make: Callable[[int], GameSpec]):
        self._count, self._make = count, make

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self._make(k) for k in range(*i.indices(self._count))]
        if not isinstance(i, int) or isinstance(i, bool):
            raise TypeError(f"games are numbered by whole numbers, not {type(i).__name__}")
        k = i + self._count if i < 0 else i
        if not 0 <= k < self._count:
            raise IndexError(f"game {i} of {self._count}")
        return self._make(k)

    def __repr__(self) -> str:
        return f"<Specs: {self._count} games>"


@dataclass(frozen=True)
class GameSpec:
    """Everything one game depends on. ``bots[s]`` moves seat ``s``; ``names[s]`` labels it in the results."""

    seed: int
    bots: tuple  # per seat: a bot name (str) or a factory seat -> bot
    names: tuple[str, ...]
    edition: str = DEFAULT_EDITION
    variant: str | Iterable[str] | None = None
    bot_seeds: tuple[int, ...] | None = None  # per seat, for bots given by name (default: the seat)
    max_decisions: int | None = None  # None: play to the end however long it takes
    bot_options: tuple | None = None  # per seat, for bots given by name: ((keyword, value), ...) or None
    timed: bool = False  # record each seat's seconds per decision (play_result's "seconds")
    rules: tuple | None = None  # house rules, ((knob, value), ...) with a list value as a tuple (Game.new's rules)
    measured: bool = False  # count each seat's decisions by kind (play_result's "measures") and record the markets
    # at the start and each round's end (play_result's "markets"): the lab's economics


def rules_tuple(rules: dict | None) -> tuple | None:
    """House rules as a GameSpec holds them: ((knob, value), ...) sorted, a list value as a tuple."""
    if not rules:
        return None
    if not isinstance(rules, dict):
        return rules  # Game.new refuses it, naming what is wrong
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in rules.items()))


def rules_dict(rules: tuple | None) -> dict | None:
    """``rules_tuple`` undone: the dict ``Game.new(rules=...)`` takes."""
    if not rules:
        return None
    return {k: list(v) if isinstance(v, tuple) else v for k, v in rules}


def _make_bot(spec: GameSpec, seat: int):
    bot = spec.bots[seat]
    if isinstance(bot, str):
        options = dict(spec.bot_options[seat] or ()) if spec.bot_options is not None else {}
        return BOTS[bot](seed=spec.bot_seeds[seat] if spec.bot_seeds is not None else seat, **options)
    return bot(seat)


def market_row(g: Game, label: str) -> dict:
    """The coal and iron markets as they stand (``Game.markets``), labelled: the round that just ended ("Canal 3";
    "start" before the first), each market's cubes and the price of its next cube bought (the price outside once
    it is empty)."""
    m = g.markets()
    return {"round": label, "coal_price": m["coal"]["buy"], "iron_price": m["iron"]["buy"],
            "coal_cubes": m["coal"]["cubes"], "iron_cubes": m["iron"]["cubes"]}


def play(spec: GameSpec, seconds: list | None = None, on_decision: Callable[[int], object] | None = None,
         measures: list | None = None, markets: list | None = None) -> Game:
    """Play one game to the end through the public API; the same spec always gives the same game.
    ``seconds``: if given, one list per seat, filled with the seconds each of its decisions took.
    ``on_decision``: if given, called with the number of decisions so far after each (progress).
    ``measures``: if given, one dict per seat, filled with its decisions by kind, the money its loans gave, and
    ``lab_measures``' economics (money spent per era, coal and iron bought from the markets and taken from tiles).
    ``markets``: if given, a list filled with :func:`market_row` at the start and at the end of every round (after
    its income and turn order, as ``charts.timeline`` snapshots it)."""
    g = Game.new(spec.edition, players=len(spec.bots), seed=spec.seed, variant=spec.variant,
                 rules=rules_dict(spec.rules))
    agents = [_make_bot(spec, s) for s in range(len(spec.bots))]
    if measures is not None:  # each seat's place in the first round's turn order (0: first)
        for place, s in enumerate(g.state["order"]):
            measures[s]["first_place"] = place
    if markets is not None:
        markets.append(market_row(g, "start"))
    key = (g.era, g.round)
    decisions = 0
    clock = time.perf_counter
    while not g.is_over:
        if spec.max_decisions is not None and decisions >= spec.max_decisions:
            raise RuntimeError(f"game with seed {spec.seed} did not end within {spec.max_decisions} decisions")
        seat = g.current_player
        assert seat is not None  # a game not over has a player to act
        t0 = clock()
        action = agents[seat].choose(g)
        if seconds is not None:
            seconds[seat].append(clock() - t0)
        if measures is not None:
            before, prior = lab_measures.public(g), g.clone()
        done = g.apply(action)
        if measures is not None:
            lab_measures.record(measures, g, before, prior, done)  # spending per era, coal and iron by source
            mine = measures[seat]
            mine[done.kind] = mine.get(done.kind, 0) + 1
            if done.kind == "loan":
                mine["loan_money"] = mine.get("loan_money", 0) + done.amount
        if markets is not None and ((g.era, g.round) != key or g.is_over):  # a round (or the game) just ended
            markets.append(market_row(g, g.edition.eras.round_label(*key)))
            key = (g.era, g.round)
        decisions += 1
        if on_decision is not None:
            on_decision(decisions)
    return g


def play_result(spec: GameSpec, on_decision: Callable[[int], object] | None = None) -> dict:
    """:func:`play`, reduced to a small picklable result: seed, names and ``Game.final_scores()`` by seat
    (and, for a ``timed`` spec, ``"seconds"``: each seat's seconds per decision, the one part that
    depends on the machine)."""
    seconds: list[list[float]] | None = [[] for _ in spec.bots] if spec.timed else None
    measures: list[dict[str, Any]] | None = [{} for _ in spec.bots] if spec.measured else None
    markets: list[dict[str, Any]] | None = [] if spec.measured else None
    g = play(spec, seconds, on_decision, measures, markets)
    scores = sorted(g.final_scores(), key=lambda r: r["player"])
    out = {"edition": spec.edition, "players": len(spec.bots), "seed": spec.seed, "names": list(spec.names),
           "scores": scores}
    if spec.rules:
        out["rules"] = rules_dict(spec.rules)
    if measures is not None:
        out["measures"] = [dict(sorted(m.items())) for m in measures]
        out["decisions"] = len(g.history)
        out["markets"] = markets
    if seconds is not None:
        out["seconds"] = [[round(t, 6) for t in ts] for ts in seconds]
    return out


def run(specs: Iterable[GameSpec], executor: Executor | None = None, progress: bool | None = None) -> list[dict]:
    """Play every spec (``executor.submit`` each, or in this process if ``executor`` is None) and return
    :func:`play_result` of each, sorted by seed. ``progress`` (``progress.mode``): None, the default, shows
    a bar on a terminal and one updating line in a notebook, and nothing elsewhere; True shows it on stderr
    even when that is not a terminal; False shows nothing. It moves as games finish and, while a game is
    long, at least with the elapsed time (and in this process, that game's decisions so far).

    At most ``MAX_GAMES`` specs (more: a ValueError before any game is played). The specs are taken one at a
    time as games are played (``Specs`` makes each when asked), and an executor is handed only a few games
    ahead of those finished (``AHEAD_PER_WORKER`` a worker, at least ``MIN_AHEAD``), so memory grows only with
    the results, as games finish."""
    if not isinstance(specs, Sized):  # an iterator: taken up to one past the limit, so an endless one is refused
        specs = list(islice(specs, MAX_GAMES + 1))
    total = len(specs)
    if total > MAX_GAMES:
        raise ValueError(f"a run plays at most {MAX_GAMES:,} games (simulation.MAX_GAMES); these specs are more")
    bar = Progress.start(total, progress)
    results: list[tuple[int, dict]] = []
    numbered = enumerate(specs)
    futures: dict = {}
    try:
        if executor is None:
            for i, spec in numbered:
                results.append((i, play_result(spec, bar.tick if bar is not None else None)))
                if bar is not None:
                    bar.step(len(results))
        else:
            ahead = max(MIN_AHEAD, AHEAD_PER_WORKER * (getattr(executor, "_max_workers", 0) or 0))
            for i, spec in islice(numbered, ahead):
                futures[executor.submit(play_result, spec)] = i
            while futures:  # wake up now and then while games are long, to show the time go by
                finished, _ = wait(set(futures), timeout=None if bar is None else EVERY,
                                   return_when=FIRST_COMPLETED)
                for fut in finished:
                    results.append((futures.pop(fut), fut.result()))
                for i, spec in islice(numbered, len(finished)):  # one more game for each that finished
                    futures[executor.submit(play_result, spec)] = i
                if bar is not None and finished:
                    bar.step(len(results))
                elif bar is not None:
                    bar.tick()
    finally:
        for fut in futures:  # after a failure: the games not started yet are not played
            fut.cancel()
        if bar is not None:
            bar.close()
    results.sort(key=lambda pair: (pair[1]["seed"], pair[0]))
    return [r for _, r in results]


def executor_for(workers: int | None) -> Executor | None:
    """``ProcessPoolExecutor(workers)`` for 2 or more local workers; None (in this process) for 1 or None, and
    where this Python has no process pools (Pyodide, JupyterLite: a warning says so, the games still run)."""
    if workers is None or workers <= 1:
        return None
    try:
        from concurrent.futures import ProcessPoolExecutor

        return ProcessPoolExecutor(workers)
    except (ImportError, NotImplementedError, OSError) as e:
        warnings.warn(f"no process pool here ({type(e).__name__}: {e}); playing the games in this process",
                      RuntimeWarning, stacklevel=2)
        return None


def tidy(results: Sequence[dict]) -> list[dict]:
    """One row per seat per game: edition, players, seed, seat, bot, vp, income (level), money, rank
    (1 = winner; tied seats share a rank, as ``Game.final_scores()`` gives them)."""
    rows = []
    for game in results:
        for s, score in enumerate(game["scores"]):
            rows.append({"edition": game["edition"], "players": game["players"], "seed": game["seed"], "seat": s,
                         "bot": game["names"][s], "vp": score["vp"], "income": score["income_level"],
                         "money": score["money"], "rank": score["rank"]})
    return rows


def to_pandas(rows: Sequence[dict]):
    """The tidy rows as a ``pandas.DataFrame`` (pandas is not a dependency: ImportError without it)."""
    import pandas as pd

    return pd.DataFrame(list(rows), columns=list(COLUMNS))


def simulate_specs(players: int, games: int, bots: Sequence[str | Callable], seed: int = 0,
                   edition: str = DEFAULT_EDITION, names: Sequence[str] | None = None,
                   rules: dict | None = None) -> Specs:
    """The specs ``brass-widget simulate`` plays: game i has seed ``seed + i``; seat s plays
    ``bots[s % len(bots)]`` with bot seed ``seed * 1000 + i * 10 + s``; ``rules``: house rules for every game.
    ``games``: 1 to MAX_GAMES (else a ValueError); each game's spec is made when asked for (``Specs``)."""
    check_games(games)
    seats = tuple(bots[s % len(bots)] for s in range(players))  # read now: a list changed later changes no game
    labels = tuple(names) if names is not None else tuple(b if isinstance(b, str) else getattr(b, "__name__", str(b))
                                                         for b in seats)
    held = rules_tuple(rules)
    return Specs(games, lambda i: GameSpec(seed=seed + i, bots=seats, names=labels, edition=edition,
                                           bot_seeds=tuple(seed * 1000 + i * 10 + s for s in range(players)),
                                           rules=held))


# -- tournaments: seats rotated, confidence intervals ------------------------------------------------

Z95 = 1.959964  # the standard normal's 97.5% point: a two-sided 95% interval


def tournament_specs(lineup: Sequence[str], games: int, seed: int = 0, edition: str = DEFAULT_EDITION,
                     bot_options: dict[str, dict] | None = None, variant=None,
                     entrants: dict[str, Callable] | None = None) -> Specs:
    """The games of a tournament: ``lineup`` names the bot of each seat (its length is the number of
    players). Games come in rounds of one deal each: game ``i`` is dealt from seed ``seed + i // players``
    and seat ``s`` plays ``lineup[(s - i) % players]``, so over each full round every bot plays that deal
    from every seat (play a multiple of ``players`` games for a balanced tournament); in self-play (one bot
    in every seat) each game has its own deal, seed ``seed + i``. A bot's seed is
    ``seed * 1000 + i * 10 + s``; ``bot_options[name]``: keyword arguments for that bot (a budget).
    ``entrants[label]``: a factory ``seat -> bot`` for a label of the lineup that is not in ``BOTS`` (your
    own bot; picklable to run in other processes). ``games``: 1 to MAX_GAMES (else a ValueError); each game's
    spec is made when asked for (``Specs``)."""
    check_games(games)
    lineup = tuple(lineup)
    players = len(lineup)
    # read now, not when a game is made: a dict changed after this call changes no game of the run
    options = {b: tuple(sorted((bot_options or {}).get(b, {}).items())) for b in lineup}
    bots = {b: (entrants or {}).get(b, b) for b in lineup}
    per_deal = 1 if len(set(lineup)) == 1 else players  # self-play: rotating changes nothing, so a deal a game

    def game(i: int) -> GameSpec:
        seats = tuple(lineup[(s - i) % players] for s in range(players))
        return GameSpec(seed=seed + i // per_deal, bots=tuple(bots[b] for b in seats), names=seats, edition=edition,
                        variant=variant, bot_seeds=tuple(seed * 1000 + i * 10 + s for s in range(players)),
                        bot_options=tuple(options[b] for b in seats), timed=True)
    return Specs(games, game)


def tournament(lineup: Sequence[str], games: int, seed: int = 0, edition: str = DEFAULT_EDITION,
               bot_options: dict[str, dict] | None = None, entrants: dict[str, Callable] | None = None,
               executor: Executor | None = None, progress: bool | None = None, variant=None) -> dict:
    """Play :func:`tournament_specs` on ``executor`` (None: this process) and return
    :func:`tournament_summary` of it, with ``seed``, ``lineup`` and the tidy rows (``"table"``).
    ``progress``: as for :func:`run` (a bar on a terminal, one updating line in a notebook by default).
    ``charts.tournament(result)`` draws it."""
    specs = tournament_specs(lineup, games, seed=seed, edition=edition, bot_options=bot_options, variant=variant,
                             entrants=entrants)
    played = run(specs, executor=executor, progress=progress)
    return {**tournament_summary(played), "seed": seed, "lineup": list(lineup), "bot_options": bot_options or {},
            "table": tidy(played)}


def mean_ci(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """(mean, low, high): the mean and its normal-approximation confidence interval (sample standard
    deviation / sqrt(n)); a single value has an interval of zero width. Sums are exact (``math.fsum``), so the
    interval is the same on every Python (3.12 changed the built-in ``sum`` of floats: issue 32)."""
    n = len(values)
    if n == 0:
        raise ValueError("no values")
    mean = math.fsum(values) / n
    if n == 1:
        return mean, mean, mean
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * (var / n) ** 0.5
    return mean, mean - half, mean + half


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float, float]:
    """(rate, low, high): a proportion and its Wilson score interval (good near 0 and 1 and for small n)."""
    if n <= 0:
        raise ValueError("no trials")
    if not 0 <= successes <= n:
        raise ValueError("successes must be between 0 and n")
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / denom
    return p, max(0.0, centre - half), min(1.0, centre + half)


def _median(values: Sequence[float]) -> float:
    s = sorted(values)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def tournament_summary(results: Sequence[dict]) -> dict:
    """The tournament table from :func:`run` results of :func:`tournament_specs`: per bot, the seats it
    played (``games``), mean VP with its 95% CI, wins (rank 1, shared in a tie) and the win rate with its
    95% Wilson CI, and the mean and median seconds per decision; and over all games, the winner's mean VP
    with its 95% CI (in self-play, the bot's winner VP)."""
    per: dict[str, dict] = {}
    winners = []
    for game in results:
        winners.append(max(s["vp"] for s in game["scores"]))
        for s, score in enumerate(game["scores"]):
            row = per.setdefault(game["names"][s], {"vp": [], "wins": 0, "seconds": []})
            row["vp"].append(score["vp"])
            row["wins"] += score["rank"] == 1
            row["seconds"].extend(game.get("seconds", [[]] * len(game["scores"]))[s])
    bots = []
    for name, row in per.items():
        n = len(row["vp"])
        mean, lo, hi = mean_ci(row["vp"])
        rate, rlo, rhi = wilson(row["wins"], n)
        secs = row["seconds"]
        bots.append({"bot": name, "games": n, "mean_vp": round(mean, 2), "vp_ci": [round(lo, 2), round(hi, 2)],
                     "wins": row["wins"], "win_rate": round(rate, 4), "win_ci": [round(rlo, 4), round(rhi, 4)],
                     "decisions": len(secs),
                     "mean_s": round(sum(secs) / len(secs), 4) if secs else None,
                     "median_s": round(_median(secs), 4) if secs else None})
    mean, lo, hi = mean_ci(winners) if winners else (0.0, 0.0, 0.0)
    first = results[0] if results else {}
    return {"edition": first.get("edition"), "players": first.get("players"), "games": len(results),
            "self_play": len(per) == 1, "winner_mean_vp": round(mean, 2), "winner_vp_ci": [round(lo, 2), round(hi, 2)],
            "bots": bots}


def without_timings(summary: dict) -> dict:
    """A tournament summary less its seconds per decision: what the same seed reproduces on any machine."""
    return {**summary, "bots": [{k: v for k, v in b.items() if k not in ("mean_s", "median_s")}
                                for b in summary["bots"]]}
