"""Play many seeded bot games on any ``concurrent.futures`` executor, and return them as a tidy table.

One job: ``run(specs, executor=...)`` plays each :class:`GameSpec` (a pure function of edition, players,
variant, seed and the bots) and returns the finished games **sorted by seed**, so the rows are the same
whatever runs them: in this process (``executor=None``), a ``ProcessPoolExecutor``, or a cluster
(``dask.distributed.Client(...).get_executor()``). Used by ``brass-widget simulate`` (``cli.simulate``) and
``charts.run_tournament``.

A seat's bot is either the name of a bot in :data:`brass_widget.bots.BOTS` (built as ``BOTS[name](seed=...)``
with that seat's bot seed) or a factory ``seat -> bot``. To run in another process, a factory must be
picklable (a module-level function or class, not a lambda); bot names always are.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, as_completed
from dataclasses import dataclass

from .bots import BOTS
from .engine import Game

COLUMNS = ("edition", "players", "seed", "seat", "bot", "vp", "income", "money", "rank")


@dataclass(frozen=True)
class GameSpec:
    """Everything one game depends on. ``bots[s]`` moves seat ``s``; ``names[s]`` labels it in the results."""

    seed: int
    bots: tuple  # per seat: a bot name (str) or a factory seat -> bot
    names: tuple[str, ...]
    edition: str = "lancashire"
    variant: object = None
    bot_seeds: tuple[int, ...] | None = None  # per seat, for bots given by name (default: the seat)
    max_decisions: int | None = None  # None: play to the end however long it takes


def _make_bot(spec: GameSpec, seat: int):
    bot = spec.bots[seat]
    if isinstance(bot, str):
        return BOTS[bot](seed=spec.bot_seeds[seat] if spec.bot_seeds is not None else seat)
    return bot(seat)


def play(spec: GameSpec) -> Game:
    """Play one game to the end through the public API; the same spec always gives the same game."""
    g = Game.new(spec.edition, players=len(spec.bots), seed=spec.seed, variant=spec.variant)
    agents = [_make_bot(spec, s) for s in range(len(spec.bots))]
    decisions = 0
    while not g.is_over:
        if spec.max_decisions is not None and decisions >= spec.max_decisions:
            raise RuntimeError(f"game with seed {spec.seed} did not end within {spec.max_decisions} decisions")
        g.apply(agents[g.current_player].choose(g))
        decisions += 1
    return g


def play_result(spec: GameSpec) -> dict:
    """:func:`play`, reduced to a small picklable result: seed, names and ``Game.final_scores()`` by seat."""
    g = play(spec)
    scores = sorted(g.final_scores(), key=lambda r: r["player"])
    return {"edition": spec.edition, "players": len(spec.bots), "seed": spec.seed, "names": list(spec.names),
            "scores": scores}


def progress_line(done: int, total: int, started: float, stream=None) -> None:
    """A one-line progress bar, rewritten in place on ``stream`` (stderr by default)."""
    stream = stream or sys.stderr
    width = 30
    filled = int(width * done / total)
    rate = done / max(time.perf_counter() - started, 1e-9)
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games, {rate:.1f}/s")
    if done == total:
        stream.write("\n")
    stream.flush()


def _stderr_is_tty() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


def run(specs: Iterable[GameSpec], executor: Executor | None = None, progress: bool | None = None) -> list[dict]:
    """Play every spec (``executor.submit`` each, or in this process if ``executor`` is None) and return
    :func:`play_result` of each, sorted by seed. ``progress``: a bar on stderr per finished game
    (None: only when stderr is a terminal)."""
    specs = list(specs)
    if progress is None:
        progress = _stderr_is_tty()
    started = time.perf_counter()
    results: list[tuple[int, dict]] = []
    if executor is None:
        for i, spec in enumerate(specs):
            results.append((i, play_result(spec)))
            if progress:
                progress_line(len(results), len(specs), started)
    else:
        futures = {executor.submit(play_result, spec): i for i, spec in enumerate(specs)}
        for fut in as_completed(futures):
            results.append((futures[fut], fut.result()))
            if progress:
                progress_line(len(results), len(specs), started)
    results.sort(key=lambda pair: (pair[1]["seed"], pair[0]))
    return [r for _, r in results]


def executor_for(workers: int | None) -> Executor | None:
    """``ProcessPoolExecutor(workers)`` for 2 or more local workers; None (in this process) for 1 or None."""
    if workers is None or workers <= 1:
        return None
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(workers)


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
                   edition: str = "lancashire", names: Sequence[str] | None = None) -> list[GameSpec]:
    """The specs ``brass-widget simulate`` plays: game i has seed ``seed + i``; seat s plays
    ``bots[s % len(bots)]`` with bot seed ``seed * 1000 + i * 10 + s``."""
    seats = tuple(bots[s % len(bots)] for s in range(players))
    labels = tuple(names) if names is not None else tuple(b if isinstance(b, str) else getattr(b, "__name__", str(b))
                                                         for b in seats)
    return [GameSpec(seed=seed + i, bots=seats, names=labels, edition=edition,
                     bot_seeds=tuple(seed * 1000 + i * 10 + s for s in range(players))) for i in range(games)]
