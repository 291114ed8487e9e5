"""Bots (public API only) and the brass-widget command line."""

import contextlib
import io
import json
import re

from brass_widget import Game, GreedyBot, RandomBot
from brass_widget.cli import main, simulate


def test_random_bot_is_seeded_and_legal():
    def play(seed):
        g = Game.new(players=3, seed=4)
        bot = RandomBot(seed)
        while not g.is_over:
            g.apply(bot.choose(g))
        return g.history

    assert play(1) == play(1)
    assert play(1) != play(2)


def test_greedy_beats_random():
    result = simulate(4, 3, ["greedy", "random", "random", "random"], seed=1, progress=False)
    greedy = result["summary"][0]
    assert greedy["wins"] >= 2
    assert greedy["mean_vp"] > max(s["mean_vp"] for s in result["summary"][1:])


def test_greedy_picks_the_best_valued_decision():
    from brass_widget.bots.greedy import evaluate
    g = Game.new(players=2, seed=5)
    seat = g.current_player
    choice = GreedyBot().choose(g)
    best = max(evaluate(_after(g, a), seat) for a in g.legal_actions())
    assert evaluate(_after(g, choice), seat) == best


def _after(g, a):
    c = g.clone()
    c.apply(a)
    return c


def test_simulate_json(capsys):
    assert main(["simulate", "--players", "2", "--games", "2", "--bots", "random", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["seats"] == ["random", "random"]
    assert sum(s["wins"] for s in out["summary"]) >= 2  # every game has a winner (draws share rank 1)
    assert [r["seed"] for r in out["results"]] == [3, 4]


def test_simulate_table_and_progress(capsys):
    assert main(["simulate", "--players", "3", "--games", "1", "--bots", "random,random"]) == 0
    captured = capsys.readouterr()
    assert "win %" in captured.out and "1/1 games" in captured.err


def test_simulate_rejects_unknown_bot(capsys):
    assert main(["simulate", "--bots", "random,clever"]) == 2
    assert "unknown bot(s) clever" in capsys.readouterr().err


def test_replay_valid_and_corrupt(tmp_path, capsys):
    g = Game.new(players=2, seed=2)
    bot = RandomBot(2)
    while not g.is_over:
        g.apply(bot.choose(g))
    good = tmp_path / "game.json"
    good.write_text(g.to_json())
    assert main(["replay", str(good)]) == 0
    out = capsys.readouterr().out
    assert "valid" in out and "final scores" in out and str(g.final_scores()[0]["vp"]) in out
    doc = json.loads(g.to_json())
    doc["state"]["seats"][0]["vp"] += 1
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    assert main(["replay", str(bad)]) == 1
    assert "state.seats[0].vp" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "missing.json")]) == 1


def test_bench_reports_budget_fields():
    from brass_widget.bench import games_per_second, operation_costs
    gps, decisions = games_per_second(2, 1)
    assert gps > 0 and decisions > 20
    costs = operation_costs(games=1)
    assert costs["legal_actions_us"] > 0 and costs["apply_us"] > 0 and costs["decisions_sampled"] > 20


def test_replay_names_the_era_or_for_duel_the_round(tmp_path, capsys):
    """An unfinished game's standings say where it stands: Lancashire's era and round; Brass Duel has no eras (S1), so
    its round alone."""
    for edition, want, wrong in (("lancashire", "(canal era, round 1, not finished)", None),
                                 ("duel", "(round 1, not finished)", "era")):
        g = Game.new(edition, players=2, seed=1)
        g.apply(g.legal_actions()[0])
        path = tmp_path / f"{edition}.json"
        path.write_text(g.to_json())
        assert main(["replay", str(path)]) == 0
        status = capsys.readouterr().out.splitlines()[0].rsplit(";", 1)[1]  # after the file's name
        assert want in status
        assert wrong is None or wrong not in status


def _subcommands() -> list[str]:
    """The subcommands the top-level help lists (its usage line's {a,b,...})."""
    found = re.search(r"\{([a-z,]+)\}", _help_of("--help"))
    assert found, "the top-level help names its subcommands"
    return found.group(1).split(",")


def test_every_help_text_prints(capsys):
    """`brass-widget --help` and each subcommand's help print (a bare '%' in a help text once crashed argparse)."""
    commands = _subcommands()
    assert {"simulate", "tournament", "replay", "bench", "tutorials", "export", "lab"} <= set(commands)
    for argv in [["--help"]] + [[c, "--help"] for c in commands]:
        try:
            main(argv)
        except SystemExit as e:
            assert e.code == 0, argv
        out = capsys.readouterr().out
        assert out.startswith("usage: brass-widget"), argv
    assert "95% CIs" in " ".join(_help_of("--help").split())  # the percent sign itself, shown


def _help_of(*argv) -> str:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf), contextlib.suppress(SystemExit):
        main(list(argv))
    return buf.getvalue()
