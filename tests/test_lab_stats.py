"""The lab's intervals (issue 32, item 2): Student's t against published values, no interval below 2 paired games,
an A/A test (a simulated null through lab.summarize flags about 5% of measures clear, where 1.96 standard errors
flag far more), pooled tables that refuse a deal counted twice, and the words for one game and for many measures."""

import random

import pytest

from brass_widget import lab, lab_stats
from brass_widget.lab_words import MEASURES, many_measures

# Student's t: the 97.5th percentile (a two-sided 95% interval) by degrees of freedom, from published tables
T975 = {1: 12.7062047, 2: 4.3026527, 3: 3.1824463, 4: 2.7764451, 5: 2.5705818, 6: 2.4469119, 9: 2.2621572,
        10: 2.2281389, 20: 2.0859634, 29: 2.0452296, 30: 2.0422725, 60: 2.0002978, 100: 1.9839715, 1000: 1.9623391}


@pytest.mark.parametrize("df, t", sorted(T975.items()))
def test_t_quantile_matches_the_published_tables(df, t):
    assert lab_stats.t_quantile(0.95, df) == pytest.approx(t, abs=5e-7)


def test_t_quantile_at_other_levels_and_bad_arguments():
    assert lab_stats.t_quantile(0.99, 5) == pytest.approx(4.0321430, abs=5e-7)
    assert lab_stats.t_quantile(0.90, 3) == pytest.approx(2.3533634, abs=5e-7)
    assert lab_stats.t_within(lab_stats.t_quantile(0.95, 7), 7) == pytest.approx(0.95, abs=1e-9)
    for level, df in [(0, 3), (1, 3), (0.95, 0), (0.95, 2.5), (0.95, True)]:
        with pytest.raises(ValueError):
            lab_stats.t_quantile(level, df)


def test_no_interval_and_no_clear_mark_below_two_paired_games():
    assert lab_stats.interval([7.5]) == {"mean": 7.5, "ci": None}
    assert lab_stats.difference([12.0]) == {"mean": 12.0, "ci": None, "excludes_zero": False}
    two = lab_stats.difference([1.0, 3.0])  # mean 2, standard error 1, t with 1 degree of freedom
    assert two["ci"] == [round(2 - T975[1], 3), round(2 + T975[1], 3)] and not two["excludes_zero"]


def null_table(rng: random.Random, games: int, seats: int = 2) -> list[dict]:
    """Two settings whose every measure is drawn from the same normal distribution: paired differences of mean
    zero, a rule that changes nothing."""
    rows = []
    for setting in ("standard", "same again"):
        for seed in range(games):
            for seat in range(seats):
                row = {m: rng.gauss(10, 3) for m in lab.MEASURES}
                rows.append({**row, "setting": setting, "seed": seed, "seat": seat})
    return rows


def clear_rates(games: int, experiments: int, seed: int) -> tuple[float, float]:
    """Over simulated null experiments, the share of differences marked clear by lab.summarize (t), and by 1.96
    standard errors (the intervals before issue 32) on the same differences."""
    rng = random.Random(seed)
    clear = z_clear = total = 0
    for _ in range(experiments):
        summary = lab.summarize(null_table(rng, games), ["standard", "same again"])
        for d in summary["settings"]["same again"]["difference"].values():
            total += 1
            clear += d["excludes_zero"]
            half_t = (d["ci"][1] - d["ci"][0]) / 2
            z_clear += abs(d["mean"]) > half_t * 1.959964 / T975[games - 1]  # the same standard error, 1.96 of it
    return clear / total, z_clear / total


@pytest.mark.parametrize("games", [3, 4])
def test_an_aa_experiment_marks_about_five_percent_of_measures_clear(games):
    """The A/A test: 250 simulated experiments of 19 measures (4,750 differences of mean zero; 3 binomial standard
    errors of a 5% rate are 0.95%): about 5% look clear. 1.96 standard errors flag 14-20% at 3-4 games."""
    rate, z_rate = clear_rates(games, 250, seed=games)
    assert 0.041 <= rate <= 0.059, rate
    assert z_rate > 0.12, z_rate  # the old interval would fail the first assertion


def test_pooled_groups_add_their_games_and_a_seed_run_twice_is_refused():
    rng = random.Random(5)
    group_a, group_b = null_table(rng, 3), null_table(rng, 3)
    for r in group_b:
        r["seed"] += 100  # another group's deals: SEED = 101
    pooled = lab.summarize(group_a + group_b, ["standard", "same again"])
    assert pooled["settings"]["same again"]["games"] == 6
    with pytest.raises(ValueError, match="seed 0 twice.*count those games twice"):
        lab.summarize(group_a + group_a, ["standard", "same again"])
    assert lab.summarize(group_a, ["standard"])["settings"]["standard"]["games"] == 3  # a setting left out: ignored
    with pytest.raises(ValueError, match="setting 'other' has no games in the table"):
        lab.summarize(group_a, ["standard", "other"])
    unpaired = group_a + [r for r in group_b if r["setting"] == "same again"]
    with pytest.raises(ValueError, match="seed 100, which the baseline 'standard' did not"):
        lab.summarize(unpaired, ["standard", "same again"])


def test_one_game_is_said_without_a_verdict_and_many_measures_are_marked_exploratory():
    one = lab.summarize(null_table(random.Random(1), 1), ["standard", "same again"])
    assert all(d["ci"] is None and not d["excludes_zero"] for d in one["settings"]["same again"]["difference"].values())
    said = lab.findings(one)
    assert len(said) == len(MEASURES)
    assert all("cannot tell an effect from the noise" in s and "in 1 game," in s for s in said)
    assert not any("clear" in s or "within the noise" in s for s in said)
    assert many_measures(one) == ""  # nothing is marked, so nothing to caution about
    four = lab.summarize(null_table(random.Random(1), 4), ["standard", "same again"])
    assert four["measures_read"] == len(MEASURES)
    note = many_measures(four, ["sales", "vp", "winner_vp"])
    assert note.startswith("Exploratory: 3 measures read at once.") and "(3 x 5% = 0.15 on average)" in note
    assert f"Exploratory: {len(MEASURES)} measures read at once." in many_measures(four)


def test_the_coverage_script_prints_the_table_docs_lab_quotes():
    """scripts/lab_coverage.py (docs/lab.md's coverage table), cheaply: 400 simulated experiments a cell. The t
    interval's coverage of normal differences is near 95% where 1.96 standard errors' is well under it at 3 games."""
    import subprocess
    import sys
    from pathlib import Path
    out = subprocess.run([sys.executable, "scripts/lab_coverage.py", "--trials", "400"],
                         cwd=Path(__file__).resolve().parents[1], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[1].split() == ["distribution", "3", "games", "4", "games", "6", "games", "10", "games"]
    normal = lines[2].split()
    assert normal[0] == "normal" and len(normal) == 1 + 4 * 3
    t3, z3 = float(normal[1].rstrip("%")), float(normal[3].rstrip("%"))
    assert 92 <= t3 <= 98 and z3 < 88
