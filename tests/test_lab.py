"""The economics lab's experiments (issue 23, item 2): paired games under each house-rule setting, a tidy table
that is the same whatever executor plays it, and paired differences with 95% intervals."""

from concurrent.futures import ProcessPoolExecutor

import pytest

from brass_widget import HouseRulesError, lab, simulation

T95_3 = 3.182446305  # Student's t, 97.5th percentile, 3 degrees of freedom (4 games): published tables

SETTINGS = {"standard": None, "£50 loans": {"loan": 50}}


@pytest.fixture(scope="module")
def result():
    return lab.experiment("birmingham", 2, SETTINGS, bots=["random"], games=4, seed=3, progress=False)


def test_table_is_the_same_in_process_and_in_two_processes(result):
    with ProcessPoolExecutor(2) as pool:
        again = lab.experiment("birmingham", 2, SETTINGS, bots=["random"], games=4, seed=3, executor=pool,
                               progress=False)
    assert again["table"] == result["table"] and again["summary"] == result["summary"]
    assert again["markets"] == result["markets"]


def test_table_is_the_same_on_a_dask_local_cluster(result):
    """Bigger experiments go to Dask (docs/lab.md): a cluster's executor gives the very table, summary and markets.
    One worker process, one thread: light enough for a test, and the games still leave this process."""
    from dask.distributed import Client, LocalCluster

    with LocalCluster(processes=True, n_workers=1, threads_per_worker=1, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        on_dask = lab.experiment("birmingham", 2, SETTINGS, bots=["random"], games=4, seed=3,
                                 executor=client.get_executor(), progress=False)
        assert len(client.scheduler_info()["workers"]) == 1
    assert on_dask["table"] == result["table"] and on_dask["summary"] == result["summary"]
    assert on_dask["markets"] == result["markets"]


def test_markets_are_recorded_at_the_start_and_each_rounds_end(result):
    """The markets table is each game's coal and iron price and cubes at the start and at the end of every round,
    as charts.timeline (which replays the game) sees them."""
    from brass_widget import charts
    assert all(tuple(r) == lab.MARKET_COLUMNS for r in result["markets"])
    spec = simulation.GameSpec(seed=4, bots=("random", "random"), names=("random", "random"), edition="birmingham",
                               bot_seeds=(3 * 1000 + 1 * 10, 3 * 1000 + 1 * 10 + 1), rules=(("loan", 50),))
    snaps = charts.timeline(simulation.play(spec))
    rows = [r for r in result["markets"] if r["setting"] == "£50 loans" and r["seed"] == 4]
    assert [r["after_rounds"] for r in rows] == list(range(len(snaps)))
    assert [r["round"] for r in rows] == [s["label"] for s in snaps]
    for res in ("coal", "iron"):
        assert [r[f"{res}_price"] for r in rows] == [s[f"{res}_price"] for s in snaps]
        assert [r[f"{res}_cubes"] for r in rows] == [s[f"{res}_market"] for s in snaps]
    assert len({r[f"{res}_price"] for r in rows for res in ("coal", "iron")}) > 1  # the prices did move


def test_an_unmeasured_game_reports_no_markets():
    """simulate's games (not measured) keep their output as it was: no measures, no markets."""
    spec = simulation.simulate_specs(2, 1, ["random"], 3, edition="birmingham")[0]
    assert set(simulation.play_result(spec)) == {"edition", "players", "seed", "names", "scores"}


def test_one_row_per_seat_per_game_per_setting_on_the_same_deals(result):
    table = result["table"]
    assert len(table) == 2 * 4 * 2
    assert all(tuple(r) == lab.COLUMNS for r in table)
    for name in SETTINGS:
        mine = [r for r in table if r["setting"] == name]
        assert [(r["seed"], r["seat"]) for r in mine] == [(s, seat) for s in range(3, 7) for seat in (0, 1)]
    # paired: the same seed deals the same turn order under both settings
    std = {(r["seed"], r["seat"]): r["first_place"] for r in table if r["setting"] == "standard"}
    assert std == {(r["seed"], r["seat"]): r["first_place"] for r in table if r["setting"] == "£50 loans"}
    # the measures are the games' own: a loan gives the setting's amount
    for name, amount in (("standard", 30), ("£50 loans", 50)):
        rows = [r for r in table if r["setting"] == name]
        assert sum(r["loans"] for r in rows) > 0
        assert all(r["loan_money"] == amount * r["loans"] for r in rows)


def test_rows_match_the_games_played(result):
    spec = simulation.GameSpec(seed=4, bots=("random", "random"), names=("random", "random"), edition="birmingham",
                               bot_seeds=(3 * 1000 + 1 * 10, 3 * 1000 + 1 * 10 + 1), rules=(("loan", 50),))
    g = simulation.play(spec)
    final = {s["player"]: s for s in g.final_scores()}
    rows = [r for r in result["table"] if r["setting"] == "£50 loans" and r["seed"] == 4]
    for r in rows:
        assert (r["vp"], r["income"], r["money"], r["rank"]) == (final[r["seat"]]["vp"],
                                                                 final[r["seat"]]["income_level"],
                                                                 final[r["seat"]]["money"], final[r["seat"]]["rank"])
        assert r["decisions"] == len(g.history)


def test_summary_is_the_paired_difference(result):
    table = result["table"]
    summary = result["summary"]
    assert summary["baseline"] == "standard" and "difference" not in summary["settings"]["standard"]

    def per_game(name, m):
        out = {}
        for r in table:
            if r["setting"] == name:
                out.setdefault(r["seed"], []).append(r[m])
        return {s: sum(v) / len(v) for s, v in out.items()}

    for m in ("vp", "loans", "money"):
        a, b = per_game("standard", m), per_game("£50 loans", m)
        diffs = [b[s] - a[s] for s in sorted(a)]
        mean = sum(diffs) / 4
        half = T95_3 * (sum((x - mean) ** 2 for x in diffs) / 3 / 4) ** 0.5  # t with 3 degrees of freedom
        lo, hi = mean - half, mean + half
        d = summary["settings"]["£50 loans"]["difference"][m]
        assert d["mean"] == round(mean, 3) and d["ci"] == [round(lo, 3), round(hi, 3)]
        assert d["excludes_zero"] == (lo > 0 or hi < 0)
        assert summary["settings"]["standard"]["measures"][m]["mean"] == round(sum(a.values()) / len(a), 3)


def test_bad_settings_are_refused_before_any_game():
    with pytest.raises(HouseRulesError) as e:
        lab.experiment("birmingham", 2, {"standard": None, "typo": {"lone": 50}}, bots=["random"], games=1)
    assert "setting 'typo'" in str(e.value) and "did you mean 'loan'?" in str(e.value)
    with pytest.raises(ValueError):
        lab.experiment("birmingham", 2, {}, bots=["random"], games=1)
    with pytest.raises(ValueError):
        lab.experiment("birmingham", 2, SETTINGS, bots=["random"], games=0)
