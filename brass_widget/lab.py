"""The economics lab's experiments: the same deals played under several house-rule settings, side by side.

``experiment(edition, players, settings={name: rules}, bots=[...], games=N, seed=S, executor=None)`` plays game
``i`` of every setting from seed ``S + i`` with the same bots and bot seeds, so two settings differ only by their
rules (paired games: common random numbers). The games run through ``simulation.run`` (any
``concurrent.futures`` executor, progress as ``simulate`` shows it), so the table is the same whatever runs it.

The result:

- ``table``: one row per seat per game: setting, seed, seat, bot, place in the first round's turn order, VP,
  rank, income level, money at the end, loans taken and the money they gave, links built, sales, builds,
  develops, money spent in each era, coal and iron bought from the markets (cubes and £ paid) and taken from mines
  and iron works (cubes; free), and the game's length in decisions (``lab_measures``);
- ``markets``: one row per game per round: setting, seed, rounds played so far (0: the start), the round's name,
  and the coal and iron markets at that moment (the price of the next cube bought, the cubes left);
- ``summary``: per setting, each measure's mean per seat per game with its 95% interval; per setting after the
  first (the baseline), the paired difference from the baseline (game by game, then averaged) with its 95%
  interval, and whether the interval excludes 0. Intervals are Student's t (``lab_stats``): honest at 4 or 6
  games; below 2 paired games there is none (``ci`` None) and no difference is marked clear. ``measures_read``:
  how many differences the table reads at once (each measure of each setting after the baseline: 19 for one
  setting), of which about 1 in 20 looks clear by chance even when a rule changes nothing
  (``lab_words.many_measures`` says so).

``summarize`` also pools tables: several groups' runs of the same settings on other deals (``SEED = 1``, ``101``,
``201``, ...) summarized as one. A game dealt twice (two groups that used the same seed) is refused, not counted
twice, and so is a game a setting played that the baseline did not (no pair to compare it with).

``findings(result)`` says each difference in a plain sentence; ``lab_charts`` draws the summary and the markets.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from concurrent.futures import Executor

from . import lab_measures, lab_stats, simulation
from .engine import Game, HouseRulesError
from .lab_words import findings  # noqa: F401 - lab.findings(result): the summary in plain sentences

COLUMNS = ("setting", "seed", "seat", "bot", "first_place", "vp", "rank", "income", "money", "loans", "loan_money",
           "links", "sales", "builds", "develops", *lab_measures.COLUMNS, "decisions")
# the measures the summary compares, each a seat's number in one game (averaged over the seats of a game)
MEASURES = ("vp", "income", "money", "loans", "loan_money", "links", "sales", "builds", "develops",
            *lab_measures.COLUMNS, "decisions")
WINNER = "winner_vp"  # also compared: the game's highest VP
# the markets through a game: one row per game per round (simulation.market_row), after_rounds 0 at the start
MARKET_COLUMNS = ("setting", "seed", "after_rounds", "round", "coal_price", "iron_price", "coal_cubes", "iron_cubes")


def game_rows(setting: str, result: dict) -> list[dict]:
    rows = []
    for s, score in enumerate(result["scores"]):
        m = result["measures"][s]
        rows.append({"setting": setting, "seed": result["seed"], "seat": s, "bot": result["names"][s],
                     "first_place": m["first_place"], "vp": score["vp"], "rank": score["rank"],
                     "income": score["income_level"], "money": score["money"], "loans": m.get("loan", 0),
                     "loan_money": m.get("loan_money", 0), "links": m.get("network", 0), "sales": m.get("sell", 0),
                     "builds": m.get("build", 0), "develops": m.get("develop", 0),
                     **{c: m.get(c, 0) for c in lab_measures.COLUMNS}, "decisions": result["decisions"]})
    return rows


def _market_rows(setting: str, result: dict) -> list[dict]:
    return [{"setting": setting, "seed": result["seed"], "after_rounds": k, **row}
            for k, row in enumerate(result["markets"])]


def _per_game(rows: list[dict]) -> dict[int, dict[str, float]]:
    """Each game's (seed's) measures: the mean over its seats, and the winner's VP."""
    games: dict[int, list[dict]] = {}
    for r in rows:
        games.setdefault(r["seed"], []).append(r)
    out = {}
    for seed, seats in games.items():
        out[seed] = {m: sum(r[m] for r in seats) / len(seats) for m in MEASURES}
        out[seed][WINNER] = max(r["vp"] for r in seats)
    return out


def _check_pooled(table: Sequence[dict], settings: Sequence[str]) -> None:
    """A pooled table counts each deal once per setting: a (setting, seed, seat) twice is two runs of the same deal
    (ValueError, naming them)."""
    seen: set = set()
    for r in table:
        if r["setting"] not in settings:  # a setting left out of this summary
            continue
        key = (r["setting"], r["seed"], r["seat"])
        if key in seen:
            raise ValueError(f"setting {r['setting']!r} has the game dealt from seed {r['seed']} twice: two runs with "
                             "the same seeds play the same deals, and pooling them would count those games twice; "
                             "give each group its own seeds (SEED = 1, 101, 201, ...)")
        seen.add(key)


def summarize(table: Sequence[dict], settings: Sequence[str]) -> dict:
    """The summary of an experiment's table (see the module's docstring); ``settings`` in order, the first the
    baseline."""
    _check_pooled(table, settings)
    per = {name: _per_game([r for r in table if r["setting"] == name]) for name in settings}
    base = settings[0]
    out: dict = {"baseline": base, "level": lab_stats.LEVEL, "interval": "Student's t",
                 "measures_read": len((*MEASURES, WINNER)) * (len(settings) - 1), "settings": {}}
    for name in settings:
        games = per[name]
        seeds = sorted(games)
        if not seeds:
            raise ValueError(f"setting {name!r} has no games in the table")
        entry = {"games": len(seeds),
                 "measures": {m: lab_stats.interval([games[s][m] for s in seeds]) for m in (*MEASURES, WINNER)}}
        if name != base:
            unpaired = [s for s in seeds if s not in per[base]]
            if unpaired:
                raise ValueError(f"setting {name!r} played the deal of seed {unpaired[0]}, which the baseline "
                                 f"{base!r} did not: a paired difference compares the same deals")
            entry["difference"] = {m: lab_stats.difference([games[s][m] - per[base][s][m] for s in seeds])
                                   for m in (*MEASURES, WINNER)}
        out["settings"][name] = entry
    return out


def experiment(edition: str = "lancashire", players: int = 4, settings: dict[str, dict | None] | None = None,
               bots: Sequence[str | Callable] = ("greedy",), games: int = 10, seed: int = 0,
               executor: Executor | None = None, progress: bool | None = None, variant=None) -> dict:
    """Play ``games`` seeded games under every setting (``{name: rules}``: house rules for ``Game.new``, None or
    {} for the standard rules; the first setting is the baseline) with the same deals and bots, and return
    ``{"edition", "players", "games", "seed", "settings", "bots", "table", "markets", "summary"}``. Seat s plays
    ``bots[s % len(bots)]``. ``executor``: any ``concurrent.futures`` executor (None: this process); the table
    is the same on any. Every setting is checked before any game is played (HouseRulesError names it)."""
    settings = dict(settings) if settings is not None else {"standard": None}
    if not settings:
        raise ValueError("an experiment compares at least one setting: settings={'standard': None, ...}")
    simulation.check_games(games)
    if games * len(settings) > simulation.MAX_GAMES:  # every setting plays every deal
        raise ValueError(f"an experiment plays at most {simulation.MAX_GAMES:,} games in all (simulation.MAX_GAMES): "
                         f"{len(settings)} settings x {games:,} games is {len(settings) * games:,}")
    checked = {}
    for name, rules in settings.items():
        if not isinstance(name, str) or not name:
            raise ValueError(f"a setting's name is a non-empty string, not {name!r}")
        try:
            checked[name] = Game.new(edition, players, seed, variant=variant, rules=rules).house_rules
        except HouseRulesError as e:
            raise HouseRulesError(f"setting {name!r}: {e}") from None
    names = list(checked)
    deals = {name: simulation.simulate_specs(players, games, list(bots), seed, edition=edition, rules=rules)
             for name, rules in checked.items()}
    # seed-major order, each deal under every setting in turn (run() returns the results sorted by seed, then by
    # this order); each spec is made when run() asks for it
    specs = simulation.Specs(games * len(names), lambda k: dataclasses.replace(
        deals[names[k % len(names)]][k // len(names)], measured=True, variant=variant))
    owner = (names[k % len(names)] for k in range(len(specs)))
    played = simulation.run(specs, executor=executor, progress=progress)
    table, markets = [], []
    for name, spec, result in zip(owner, specs, played):
        if result["seed"] != spec.seed or result.get("rules") != simulation.rules_dict(spec.rules):
            raise RuntimeError("a result came back out of order; this is a bug, please report it")
        table.extend(game_rows(name, result))
        markets.extend(_market_rows(name, result))
    table.sort(key=lambda r: (names.index(r["setting"]), r["seed"], r["seat"]))
    markets.sort(key=lambda r: (names.index(r["setting"]), r["seed"], r["after_rounds"]))
    return {"edition": edition, "players": players, "games": games, "seed": seed, "settings": checked,
            "bots": [b if isinstance(b, str) else getattr(b, "__name__", str(b)) for b in bots],
            "table": table, "markets": markets, "summary": summarize(table, names)}


def to_pandas(table: Sequence[dict]):
    """An experiment's table (or its markets) as a ``pandas.DataFrame`` (pandas is not a dependency: ImportError
    without it)."""
    import pandas as pd

    rows = list(table)
    columns = MARKET_COLUMNS if rows and "after_rounds" in rows[0] else COLUMNS
    return pd.DataFrame(rows, columns=list(columns))
