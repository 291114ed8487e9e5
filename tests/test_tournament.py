"""``brass-widget tournament``: seeded and reproducible (apart from timings), seats rotated over each
deal, confidence intervals computed right, the same table in this process and in local processes."""

from __future__ import annotations

import json
import math
from concurrent.futures import ProcessPoolExecutor

import pytest

from brass_widget import simulation
from brass_widget.cli import main, tournament


def test_seats_rotate_over_each_deal():
    specs = simulation.tournament_specs(["strong", "greedy", "greedy", "beginner"], 8, seed=10)
    assert [s.seed for s in specs] == [10, 10, 10, 10, 11, 11, 11, 11]
    for block in (specs[:4], specs[4:]):
        # over one deal, each seat is played once by strong and once by beginner, twice by greedy
        for seat in range(4):
            assert sorted(s.bots[seat] for s in block) == ["beginner", "greedy", "greedy", "strong"]
    assert specs[0].bots == ("strong", "greedy", "greedy", "beginner")
    assert specs[1].bots == ("beginner", "strong", "greedy", "greedy")
    assert len({s.bot_seeds for s in specs}) == 8 and all(s.timed for s in specs)


def test_bot_options_reach_the_named_bot_only():
    specs = simulation.tournament_specs(["strong", "greedy"], 2, bot_options={"strong": {"width": 2}})
    assert specs[0].bot_options == ((("width", 2),), ())
    bot = simulation._make_bot(specs[0], 0)
    assert bot.width == 2 and bot.seed == specs[0].bot_seeds[0]


def test_wilson_interval_matches_published_values():
    # Wilson 95% intervals (z = 1.96): 0/10 -> [0, 0.2775]; 5/10 -> [0.2366, 0.7634]; 8/10 -> [0.4902, 0.9433]
    assert simulation.wilson(0, 10)[1:] == pytest.approx((0.0, 0.2775), abs=5e-4)
    assert simulation.wilson(5, 10)[1:] == pytest.approx((0.2366, 0.7634), abs=5e-4)
    rate, lo, hi = simulation.wilson(8, 10)
    assert rate == 0.8 and (lo, hi) == pytest.approx((0.4902, 0.9433), abs=5e-4)
    assert simulation.wilson(10, 10)[2] == pytest.approx(1.0)
    with pytest.raises(ValueError):
        simulation.wilson(3, 2)


def test_mean_interval_is_the_normal_approximation():
    mean, lo, hi = simulation.mean_ci([10, 20, 30, 40])
    sd = math.sqrt(((15 ** 2) + (5 ** 2) + (5 ** 2) + (15 ** 2)) / 3)
    assert mean == 25 and hi - mean == pytest.approx(1.959964 * sd / 2) and mean - lo == pytest.approx(hi - mean)
    assert simulation.mean_ci([7]) == (7, 7, 7)


def test_summary_counts_wins_vp_and_the_winners_score():
    results = [
        {"edition": "lancashire", "players": 2, "seed": 0, "names": ["a", "b"],
         "scores": [{"vp": 50, "rank": 1}, {"vp": 40, "rank": 2}], "seconds": [[0.1, 0.3], [0.2]]},
        {"edition": "lancashire", "players": 2, "seed": 0, "names": ["b", "a"],
         "scores": [{"vp": 60, "rank": 1}, {"vp": 30, "rank": 2}], "seconds": [[0.4], [0.5]]},
    ]
    s = simulation.tournament_summary(results)
    a, b = sorted(s["bots"], key=lambda r: r["bot"])
    assert (a["games"], a["wins"], a["mean_vp"], a["decisions"]) == (2, 1, 40.0, 3)
    assert a["median_s"] == 0.3 and a["mean_s"] == pytest.approx(0.3)
    assert (b["wins"], b["mean_vp"], b["median_s"]) == (1, 50.0, 0.3)
    assert s["winner_mean_vp"] == 55.0 and not s["self_play"]


@pytest.fixture(scope="module")
def small():
    return tournament(["greedy", "beginner", "random"], 3, seed=4, progress=False)


def test_tournament_is_reproducible_apart_from_timings_and_the_same_in_processes(small):
    again = tournament(["greedy", "beginner", "random"], 3, seed=4, progress=False)
    assert simulation.without_timings(again) == simulation.without_timings(small)
    with ProcessPoolExecutor(2) as pool:
        there = tournament(["greedy", "beginner", "random"], 3, seed=4, executor=pool, progress=False)
    assert simulation.without_timings(there) == simulation.without_timings(small)
    assert [b["games"] for b in small["bots"]] == [3, 3, 3]
    assert all(b["decisions"] > 0 and b["median_s"] is not None for b in small["bots"])
    other = tournament(["greedy", "beginner", "random"], 3, seed=5, progress=False)
    assert other["table"] != small["table"]


def test_cli_tournament_table_and_json(capsys):
    assert main(["tournament", "--bots", "beginner,random", "--games", "2", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"] == 2 and out["games"] == 2 and {b["bot"] for b in out["bots"]} == {"beginner", "random"}
    assert len(out["table"]) == 4
    assert main(["tournament", "--bots", "random", "--players", "3", "--games", "3", "--edition", "birmingham"]) == 0
    text = capsys.readouterr().out
    assert "self-play winner's mean VP" in text and "birmingham, 3 players, 3 games" in text
    assert main(["tournament", "--bots", "nobody"]) == 2
    assert "unknown bot" in capsys.readouterr().err
    assert main(["tournament", "--bots", "strong", "--width", "0"]) == 2


def test_self_play_deals_a_new_game_each_time():
    specs = simulation.tournament_specs(["strong"] * 4, 3, seed=7)
    assert [s.seed for s in specs] == [7, 8, 9]


def test_tournament_command_needs_only_the_standard_library_and_the_package():
    """A 16-core machine may have only the package: no plotly, pandas or widget libraries."""
    import subprocess
    import sys
    code = ("import sys\n"
            "for name in ('plotly', 'pandas', 'anywidget', 'traitlets', 'ipywidgets', 'numpy'):\n"
            "    sys.modules[name] = None  # importing any of them now fails\n"
            "from brass_widget.cli import main\n"
            "sys.exit(main(['tournament', '--bots', 'random,beginner', '--games', '2', '--workers', '2']))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "beginner" in out.stdout and "winner's mean VP" in out.stdout
