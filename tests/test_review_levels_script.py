"""scripts/review_levels.py (issue 35's validation of the review): its lineups put each level in each seat, and its
summary is the per-game mean VP lost per decision, with paired differences of neighbouring levels. Made-up games,
no review run (the script's games are a measurement, docs/measurements/issue35-review-levels-2026-11-29)."""

import importlib.util
from pathlib import Path

import pytest

_SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "review_levels.py"
_spec = importlib.util.spec_from_file_location("review_levels", _SCRIPT)
levels = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(levels)


def test_four_player_lineups_rotate_every_level_through_every_seat():
    games = [levels.lineup("birmingham", k) for k in range(4)]
    assert all(sorted(g) == sorted(levels.LEVELS) for g in games)  # one seat of each level, every game
    for seat in range(4):
        assert sorted(g[seat] for g in games) == sorted(levels.LEVELS)


def test_duel_lineups_are_neighbouring_pairs_in_both_seat_orders():
    games = [levels.lineup("duel", k) for k in range(6)]
    assert {tuple(sorted(g)) for g in games} == {tuple(sorted(p)) for p in levels.PAIRS}
    for pair in levels.PAIRS:
        assert sorted(g for g in games if sorted(g) == sorted(pair)) == sorted([pair, pair[::-1]])


def _game(edition, lost_by_bot):
    seats = [{"bot": bot, "vp": 0, "lost": lost, "marks": {"fine": sum(x < 1 for x in lost), "inaccuracy": 0,
                                                           "mistake": 0, "blunder": sum(x >= 1 for x in lost),
                                                           "forced": 0}}
             for bot, lost in lost_by_bot.items()]
    return {"edition": edition, "seed": 1, "bots": list(lost_by_bot), "decisions": 9, "seats": seats,
            "cpu_play": 1.0, "cpu_review": 2.0}


def test_the_summary_averages_each_games_mean_and_pairs_the_levels_within_a_game():
    games = [_game("duel", {"strong": [0.0, 1.0], "greedy": [2.0, 4.0]}),  # means 0.5 and 3
             _game("duel", {"greedy": [1.0], "strong": [0.5, 0.5, 2.0]})]  # means 1 and 1
    out = levels.summary(games)["duel"]
    assert out["levels"]["strong"]["mean_lost_per_decision"]["mean"] == pytest.approx(0.75)  # (0.5 + 1) / 2
    assert out["levels"]["strong"]["pooled_mean_lost"] == pytest.approx(0.8)  # 4 VP over 5 decisions
    assert out["levels"]["greedy"]["mean_lost_per_decision"]["mean"] == pytest.approx(2.0)
    assert out["paired"]["greedy - strong"]["mean"] == pytest.approx(1.25)  # (2.5 + 0) / 2, game by game
    assert out["paired"]["greedy - strong"]["games"] == 2 and out["means_in_order"] is True
    assert out["levels"]["strong"]["fine_share"] == pytest.approx(0.6)
    swapped = levels.summary([_game("duel", {"strong": [3.0], "greedy": [1.0]}),  # differences -2 and +1
                              _game("duel", {"strong": [1.0], "greedy": [2.0]})])["duel"]
    assert swapped["means_in_order"] is False and swapped["paired"]["greedy - strong"]["excludes_zero"] is False
