"""Simulation at scale: the same seeded rows in this process, in local processes and on a Dask cluster;
the tidy table; the win-rate and score charts; ``brass-widget simulate --workers``."""

import json
from concurrent.futures import ProcessPoolExecutor

import pytest

from brass_widget import RandomBot, charts, simulation
from brass_widget.cli import main, simulate


@pytest.fixture(scope="module")
def pool():
    with ProcessPoolExecutor(2) as ex:
        yield ex


@pytest.fixture(scope="module")
def specs():
    return simulation.simulate_specs(3, 6, ["random", "random", "random"], seed=5)


@pytest.fixture(scope="module")
def in_process(specs):
    return simulation.run(specs, progress=False)


def test_rows_are_the_same_in_process_and_in_local_processes(specs, in_process, pool):
    assert [r["seed"] for r in in_process] == list(range(5, 11))
    assert simulation.run(specs, executor=pool, progress=False) == in_process
    # whatever order the games are given or finish in, they come back sorted by seed
    assert simulation.run(list(reversed(specs)), executor=pool, progress=False) == in_process
    assert simulation.run(list(reversed(specs)), progress=False) == in_process


def test_rows_are_the_same_on_a_dask_cluster():
    from dask.distributed import Client, LocalCluster

    expected = simulate(2, 4, ["random"], seed=7, progress=False)
    with LocalCluster(processes=True, n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        on_dask = simulate(2, 4, ["random"], seed=7, progress=False, executor=client.get_executor())
        assert len(client.scheduler_info()["workers"]) == 2
    assert on_dask == expected


def test_tidy_table_columns_and_ranks(specs, in_process):
    rows = simulation.tidy(in_process)
    assert len(rows) == 6 * 3
    assert all(tuple(row) == simulation.COLUMNS for row in rows)
    assert {(r["edition"], r["players"], r["bot"]) for r in rows} == {("lancashire", 3, "random")}
    ties = 0
    for spec in specs:
        mine = [r for r in rows if r["seed"] == spec.seed]
        assert [r["seat"] for r in mine] == [0, 1, 2]
        final = {s["player"]: s for s in simulation.play(spec).final_scores()}
        for r in mine:
            f = final[r["seat"]]
            assert (r["vp"], r["income"], r["money"], r["rank"]) == (f["vp"], f["income_level"], f["money"], f["rank"])
            key = (r["vp"], r["income"], r["money"])
            assert r["rank"] == 1 + sum((o["vp"], o["income"], o["money"]) > key for o in mine)
        ties += len({r["rank"] for r in mine}) < 3
    assert ties  # random bots often draw (all three broke): tied seats share a rank
    try:
        import pandas  # noqa: F401 -- not a dependency
    except ImportError:
        with pytest.raises(ImportError):
            simulation.to_pandas(rows)
    else:
        assert list(simulation.to_pandas(rows).columns) == list(simulation.COLUMNS)


def test_tournament_on_local_processes_matches_in_process(pool):
    entrants = {"a": RandomBot, "b": RandomBot}  # picklable factories seat -> bot
    here = simulation.tournament(["a", "b"], 3, seed=2, entrants=entrants, progress=False)
    there = simulation.tournament(["a", "b"], 3, seed=2, entrants=entrants, executor=pool, progress=False)
    assert simulation.without_timings(there) == simulation.without_timings(here)
    assert [r["bot"] for r in here["table"]] == ["a", "b", "b", "a", "a", "b"]  # seats rotated over each deal


def test_win_rate_and_score_charts():
    rows = [{"edition": "lancashire", "players": 2, "seed": s, "seat": seat, "bot": bot, "vp": vp, "income": 0,
             "money": 0, "rank": rank}
            for s, seat, bot, vp, rank in [(0, 0, "x", 50, 1), (0, 1, "y", 40, 2), (1, 0, "y", 30, 1),
                                           (1, 1, "x", 30, 1), (2, 0, "x", 10, 2), (2, 1, "y", 20, 1)]]
    fig = charts.win_rates(rows)
    assert isinstance(fig, charts.Figure)
    assert list(fig.data[0].x) == ["x", "y"] and list(fig.data[0].y) == [2 / 3, 2 / 3]
    assert list(fig.data[0].text) == ["2/3", "2/3"] and "3 games" in fig.layout.title.text
    dist = charts.score_distribution(rows)
    assert isinstance(dist, charts.Figure)
    assert {t.name: sorted(t.y) for t in dist.data} == {"x": [10, 30, 50], "y": [20, 30, 40]}


def test_cli_workers_gives_the_same_json(capsys):
    args = ["simulate", "--players", "2", "--games", "4", "--bots", "random", "--seed", "3", "--json"]
    assert main(args) == 0
    one = json.loads(capsys.readouterr().out)
    assert main(args + ["--workers", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert two == one and [r["seed"] for r in two["results"]] == [3, 4, 5, 6]
    assert len(two["table"]) == 8 and tuple(two["table"][0]) == simulation.COLUMNS
    assert main(args + ["--workers", "0"]) == 2
    assert "--workers must be at least 1" in capsys.readouterr().err


def test_without_process_pools_workers_fall_back_to_this_process(monkeypatch):
    """Issue 22: Pyodide (JupyterLite) has no process pools (``ProcessPoolExecutor`` raises NotImplementedError);
    ``workers=2`` then plays the same games in this process, with a warning, never a crash."""
    import concurrent.futures

    from brass_widget.cli import tournament

    def no_pool(*args, **kwargs):
        raise NotImplementedError("This Python build lacks multiprocessing.synchronize")
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", no_pool)
    one = simulate(2, 3, ["random"], seed=4, progress=False)
    with pytest.warns(RuntimeWarning, match="no process pool here .*in this process"):
        two = simulate(2, 3, ["random"], seed=4, progress=False, workers=2)
    assert two == one and [r["seed"] for r in two["results"]] == [4, 5, 6]
    with pytest.warns(RuntimeWarning, match="no process pool here"):
        table = tournament(["random", "random"], 2, seed=1, workers=2, progress=False)
    same = tournament(["random", "random"], 2, seed=1, progress=False)
    assert table["games"] == same["games"] == 2 and table["winner_mean_vp"] == same["winner_mean_vp"]
