"""Bounded work (issue 31, item 6): simulate, tournament and experiment refuse more than MAX_GAMES games with an
error naming the limit, before any game is played; a run's games are made one at a time as they are played, not
listed first; ``brass-widget export`` reads only a regular notebook file of at most 64 MB (a FIFO or /dev/zero is
refused at once) and writes only to a regular file."""

from __future__ import annotations

import itertools
import json
import os
import resource
import subprocess
import sys
import tracemalloc
from concurrent.futures import Executor, Future

import pytest

from brass_widget import cli, lab, simulation

LIMIT = 100_000  # the documented limit (docs/simulation.md, docs/lab.md, docs/security.md, --help)
HANG = 60  # seconds: an export still unanswered after this hangs (a refusal takes well under a second)


@pytest.fixture
def no_games(monkeypatch):
    """A run that starts to play fails at once (without the limit it would play LIMIT + 1 games)."""
    def fake(spec, on_decision=None):
        raise AssertionError(f"a game was played (seed {spec.seed}): the count should have been refused")
    monkeypatch.setattr(simulation, "play_result", fake)


def test_the_limit_is_the_documented_one():
    assert simulation.MAX_GAMES == LIMIT
    assert simulation.check_games(LIMIT) == LIMIT and simulation.check_games(1) == 1


@pytest.mark.parametrize("games", [LIMIT + 1, 10 ** 9, pytest.param(10 ** 400, id="10**400"), 0, -5, 2.0, True, "10",
                                   None])
def test_a_count_of_games_outside_1_to_the_limit_is_refused_naming_it(games):
    with pytest.raises(ValueError, match=r"games is a whole number from 1 to 100,000 \(simulation\.MAX_GAMES\), not "):
        simulation.check_games(games)


def test_the_python_functions_refuse_more_games_than_the_limit(no_games):
    calls = [lambda: simulation.simulate_specs(2, LIMIT + 1, ["random"]),
             lambda: simulation.tournament_specs(["random", "greedy"], LIMIT + 1),
             lambda: simulation.tournament(["random", "greedy"], LIMIT + 1, progress=False),
             lambda: cli.simulate(2, LIMIT + 1, ["random"], 0, progress=False),
             lambda: cli.tournament(["random", "greedy"], LIMIT + 1, progress=False)]
    for call in calls:
        with pytest.raises(ValueError, match="100,000"):
            call()
    # an experiment counts every setting's games: 2 settings x 50,001 games is over the limit
    with pytest.raises(ValueError, match=r"at most 100,000 games in all .*: 2 settings x 50,001 games is 100,002"):
        lab.experiment("lancashire", 2, {"standard": None, "cheap loans": {"loans": [10, 20, 30]}}, bots=["random"],
                       games=50_001, progress=False)
    # a run given an iterator takes one past the limit and stops
    spec = simulation.simulate_specs(2, 1, ["random"])[0]
    with pytest.raises(ValueError, match="at most 100,000 games"):
        simulation.run(itertools.repeat(spec, LIMIT + 1), progress=False)


@pytest.mark.parametrize("argv", [
    ["simulate", "--players", "2", "--games", str(LIMIT + 1)],
    ["tournament", "--bots", "random,greedy", "--games", str(LIMIT + 1)],
    ["experiment", "lancashire", "--players", "2", "--bots", "random", "--games", str(LIMIT + 1)],
    ["experiment", "lancashire", "--players", "2", "--bots", "random", "--setting", "a:loans=10,20,30",
     "--games", "60000"],
])
def test_the_commands_refuse_more_games_than_the_limit_in_one_line(argv, no_games, capsys):
    code = cli.main(argv)
    out, err = capsys.readouterr()
    assert code == 2 and out == "", (code, out)
    assert err.startswith("error: ") and "100,000" in err and err.count("\n") == 1, err


def test_the_help_of_each_command_states_the_limit(capsys):
    for command in ("simulate", "experiment", "tournament"):
        with pytest.raises(SystemExit):
            cli.main([command, "--help"])
        assert "100,000" in capsys.readouterr().out, command


def test_a_run_of_the_most_games_is_made_one_game_at_a_time():
    tracemalloc.start()
    try:
        specs = simulation.simulate_specs(2, LIMIT, ["random", "greedy"], seed=3)
        rotated = simulation.tournament_specs(["random", "greedy"], LIMIT, seed=3)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000, f"{peak} bytes for two lists of {LIMIT:,} games: made before they are played"
    assert len(specs) == LIMIT and len(rotated) == LIMIT
    last = specs[-1]
    assert last == specs[LIMIT - 1] and last.seed == 3 + LIMIT - 1
    assert last.bot_seeds == (3000 + (LIMIT - 1) * 10, 3000 + (LIMIT - 1) * 10 + 1)
    assert [s.seed for s in specs[4:7]] == [7, 8, 9] and [s.seed for s in rotated[4:7]] == [5, 5, 6]
    with pytest.raises(IndexError):
        specs[LIMIT]


class _Inline(Executor):
    """An executor that plays each game as it is handed over (so a game handed over is a game played)."""

    def submit(self, fn, /, *args, **kwargs):
        done = Future()
        done.set_result(fn(*args, **kwargs))
        return done


@pytest.mark.parametrize("executor", [None, _Inline()])
@pytest.mark.parametrize("kind", ["simulate", "tournament"])
def test_a_run_makes_its_games_only_a_few_ahead_of_those_played(kind, executor, monkeypatch):
    monkeypatch.setattr(simulation, "MIN_AHEAD", 3)
    counts = {"made": 0, "played": 0, "ahead": 0}
    made = simulation.GameSpec

    def counted(*args, **kwargs):  # each game's spec, made
        counts["made"] += 1
        counts["ahead"] = max(counts["ahead"], counts["made"] - counts["played"])
        return made(*args, **kwargs)

    def fake(spec, on_decision=None):
        counts["played"] += 1
        return {"seed": spec.seed}

    monkeypatch.setattr(simulation, "GameSpec", counted)
    monkeypatch.setattr(simulation, "play_result", fake)
    specs = simulation.simulate_specs(2, 12, ["random"], seed=1) if kind == "simulate" else \
        simulation.tournament_specs(["random", "greedy"], 12, seed=1)
    results = simulation.run(specs, executor=executor, progress=False)
    assert len(results) == 12 and [r["seed"] for r in results] == sorted(r["seed"] for r in results)
    assert counts["ahead"] <= (1 if executor is None else 3), counts


def _limited():
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))  # 2 GB: /dev/zero read whole fails fast, not the host


# every case in one process (one start-up): each call's code on stdout, its error on stderr
EXPORTS = "import sys; from brass_widget.cli import main\nfor args in sys.argv[1:]: print(main(['export', *args.split('|')]), flush=True)"


def test_export_refuses_a_fifo_a_device_and_a_directory_at_once(tmp_path):
    fifo = tmp_path / "fifo.ipynb"
    os.mkfifo(fifo)
    notebook = tmp_path / "nb.ipynb"
    notebook.write_text(json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    cases = [((fifo,), "is a FIFO, not a regular file"), (("/dev/zero",), "is a device, not a regular file"),
             ((tmp_path,), "is a directory, not a regular file"),
             ((notebook, "-o", fifo), "exists and is not a regular file")]
    done = subprocess.run([sys.executable, "-c", EXPORTS, *("|".join(map(str, args)) for args, _ in cases)],
                          capture_output=True, text=True, timeout=HANG, preexec_fn=_limited)  # a hang: TimeoutExpired
    assert done.stdout.split() == ["1"] * len(cases), (done.stdout, done.stderr[-800:])
    lines = done.stderr.splitlines()
    assert len(lines) == len(cases) and "Traceback" not in done.stderr, done.stderr[-800:]
    for line, (_, words) in zip(lines, cases):
        assert line.startswith("error: cannot export ") and words in line, line
    assert not fifo.is_file()


def test_export_refuses_a_notebook_too_big_or_nested_too_deep_in_one_line(tmp_path, capsys):
    big = tmp_path / "big.ipynb"
    with open(big, "wb") as f:
        f.truncate(64 * 1024 * 1024 + 1)  # sparse: no disk used
    deep = tmp_path / "deep.ipynb"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    for path, words in [(big, "more than the limit of 67108864"), (deep, "is not a notebook: its JSON is nested too")]:
        assert cli.main(["export", str(path)]) == 1
        err = capsys.readouterr().err
        assert err.startswith("error: cannot export ") and err.count("\n") == 1 and words in err, err[-300:]
