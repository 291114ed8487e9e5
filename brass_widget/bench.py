"""Performance figures (docs/design.md, Budgets), measured on one core, for each edition.

- games per second: random full games with ``legal_actions()`` enumerated at every decision,
  for each player count the edition plays (budget: at least 20 four-player games per second);
- median microseconds of ``legal_actions()``, ``apply()``, ``to_json()`` and, for an edition the board
  draws, the widget's view model (board SVG included) over the positions of four-player games.
"""

from __future__ import annotations

import statistics
import time

from .bots import RandomBot
from .engine import Game

BUDGET_GAMES_PER_SECOND_4P = 20


def games_per_second(players: int, games: int, seed: int = 0, edition: str = "lancashire") -> tuple[float, int]:
    decisions = 0
    start = time.perf_counter()
    for i in range(games):
        g = Game.new(edition, players=players, seed=seed + i)
        bot = RandomBot(seed + i)
        while not g.is_over:
            g.apply(bot.choose(g))  # choose() enumerates legal_actions() at every decision
            decisions += 1
    return games / (time.perf_counter() - start), decisions


def _median_us(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1e6, 1)


def _player_counts(edition: str) -> list[int]:
    return next(e["players"] for e in Game.editions() if e["edition"] == edition)


def operation_costs(games: int = 3, seed: int = 100, edition: str = "lancashire") -> dict:
    legal, apply_, to_json, view = [], [], [], []
    most = max(_player_counts(edition))  # 4 players, or 2 for Brass Duel
    view_model = _view_model_function() if Game.new(edition, players=most).edition.board_drawn else None
    clock = time.perf_counter
    for i in range(games):
        g = Game.new(edition, players=most, seed=seed + i)
        bot = RandomBot(seed + i)
        while not g.is_over:
            t = clock()
            actions = g.legal_actions()
            legal.append(clock() - t)
            t = clock()
            g.to_json()
            to_json.append(clock() - t)
            if view_model is not None:
                t = clock()
                view_model(g)
                view.append(clock() - t)
            a = bot.rng.choice(actions)
            t = clock()
            g.apply(a)
            apply_.append(clock() - t)
    out = {
        "legal_actions_us": _median_us(legal),
        "apply_us": _median_us(apply_),
        "to_json_us": _median_us(to_json),
        "decisions_sampled": len(apply_),
    }
    if view:
        out["view_model_us"] = _median_us(view)
    return out


def _view_model_function():
    """The widget's view model for a position, as the board builds it after every change."""
    from .widget.viewmodel import view_model

    def build(g):
        seat = g.current_player if g.current_player is not None else 0
        return view_model(g, version=0, seat_kinds=["human"] * g.players, shown_hands=[seat], needs_reveal=None,
                          can_undo=True, can_redo=False)

    return build


def run(games: int = 10, seed: int = 0, repeats: int = 3, editions=None) -> dict:
    """Each figure is the median of `repeats` runs (shared machines are noisy); the range is kept.
    ``editions``: the editions to measure (default every registered one)."""
    names = list(editions) if editions else [e["edition"] for e in Game.editions()]
    result: dict = {"games_per_run": games, "repeats": repeats, "editions": {}}
    for name in names:
        one: dict = {"games_per_second": {}, "games_per_second_range": {}, "decisions_per_game": {}}
        for players in _player_counts(name):
            runs = [games_per_second(players, games, seed, name) for _ in range(repeats)]
            rates = sorted(r[0] for r in runs)
            one["games_per_second"][str(players)] = round(statistics.median(rates), 1)
            one["games_per_second_range"][str(players)] = [round(rates[0], 1), round(rates[-1], 1)]
            one["decisions_per_game"][str(players)] = round(runs[0][1] / games, 1)
        one.update(operation_costs(edition=name))
        four = one["games_per_second"].get("4")
        if four is None:  # Brass Duel: 2 players only; docs/design.md's budget is for four-player games
            one["budget"] = {"applies": False, "met": True}
        else:
            one["budget"] = {
                "four_player_games_per_second_min": BUDGET_GAMES_PER_SECOND_4P,
                "met": four >= BUDGET_GAMES_PER_SECOND_4P,
                "seconds_for_1000_four_player_games": round(1000 / four, 1),
            }
        result["editions"][name] = one
    result["budget"] = {"four_player_games_per_second_min": BUDGET_GAMES_PER_SECOND_4P,
                        "met": all(e["budget"]["met"] for e in result["editions"].values())}
    return result
