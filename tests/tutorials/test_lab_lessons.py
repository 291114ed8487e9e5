"""The economics lab's lessons, 16 and 17 (issue 23, item 5): predict, run, explain.

The notebooks' own cells run here with ``lab.experiment`` replaced by a stand-in that returns a made-up table
(summarized by the real ``lab.summarize``), so every path through their cells runs in a second: a learner's copy
plays no game; the teacher's version runs the experiment its text describes and passes every check; a prediction
of the wrong type, a misread number or a missing explanation gets "Not yet" in words. (The real games run under
nbval: scripts/test-notebooks.sh.) Also the teacher's page, docs/teaching.md: every knob of every edition, the
commands it shows, and the pages that link to it."""

from __future__ import annotations

import ast
import json
import re
import shlex
from pathlib import Path

import pytest

from brass_widget import Game, cli, lab
from brass_widget.tutorials import HERE, kernel_code, learner_version

ROOT = Path(__file__).resolve().parents[2]
TEACHING = ROOT / "docs" / "teaching.md"
# what each lesson's text says it runs: the edition, the players, the house rule, and the measure whose paired
# difference its Exercise 2 reads (with the answer variable and the made-up difference the stand-in plays)
LESSONS = {
    "16_lab_loans_and_leverage": {"edition": "lancashire", "players": 2, "other": "£50 loans",
                                  "rules": {"loans": [10, 20, 50]}, "measure": "loan_money", "shift": 30},
    "17_lab_beer_and_market_access": {"edition": "birmingham", "players": 4, "other": "no merchant beer",
                                      "rules": {"merchant_beer": 0}, "measure": "sales", "shift": -1},
}


def notebook(name: str) -> dict:
    return json.loads((HERE / f"{name}.ipynb").read_text(encoding="utf-8"))


def stand_in(calls: list, shift: float, measure: str):
    """A stand-in for ``lab.experiment``: every seat of game ``i`` gets ``i`` of every measure under the first
    setting, and ``measure`` moves by ``shift`` (plus a little per game, so its interval has a width) under the
    second; VP does not move. Records each call's arguments."""
    def experiment(edition, players, settings, bots=("greedy",), games=10, seed=0, **options):
        calls.append({"edition": edition, "players": players, "settings": settings, "bots": list(bots),
                      "games": games, "seed": seed})
        names = list(settings)
        table = []
        for k, name in enumerate(names):
            for g in range(seed, seed + games):
                for s in range(players):
                    row = {c: g for c in lab.COLUMNS}
                    row.update(setting=name, seed=g, seat=s, bot="GreedyBot", vp=40 + g + s)
                    if k:
                        row[measure] = g + shift + 0.1 * g
                    table.append(row)
        return {"edition": edition, "players": players, "games": games, "seed": seed,
                "settings": {n: r for n, r in settings.items()}, "bots": list(bots), "table": table, "markets": [],
                "summary": lab.summarize(table, names)}
    return experiment


def run_cells(sources: list[str], scope: dict, capsys) -> list[str]:
    """Each cell's source run in ``scope`` as a kernel would (``display`` prints the figure's title); what each
    printed."""
    scope.setdefault("display", lambda fig: print("[chart]", fig.layout.title.text))
    out = []
    for src in sources:
        exec(compile(src, "cell", "exec"), scope)  # the notebook's own code
        out.append(capsys.readouterr().out)
    return out


def graded_indices(nb: dict) -> list[int]:
    cells = [c for c in nb["cells"] if c["cell_type"] == "code"][1:]  # as kernel_code: no install cell
    return [i for i, c in enumerate(cells) if c["metadata"].get("nbgrader", {}).get("grade")]


@pytest.mark.parametrize("name", list(LESSONS))
def test_a_learners_copy_plays_no_game_until_a_prediction_is_written(name, capsys, monkeypatch):
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    calls: list = []
    monkeypatch.setattr(lab, "experiment", stand_in(calls, 1, "vp"))
    nb = learner_version(notebook(name))
    printed = run_cells(kernel_code(nb), {}, capsys)
    assert calls == [], "Run All on a learner's copy must not run the experiment before a prediction"
    assert any(p.startswith("Not run yet: write your prediction") for p in printed)
    answers = [printed[i].strip() for i in graded_indices(nb)]
    assert len(answers) == 2 and all(a.startswith("Not yet: ") for a in answers), answers
    assert "run the experiment first" in answers[1]


@pytest.mark.parametrize("name", list(LESSONS))
def test_the_teachers_version_runs_the_paired_experiment_its_text_describes(name, capsys, monkeypatch):
    monkeypatch.setenv("BRASS_CHECKS", "strict")  # every check must say ✓
    spec = LESSONS[name]
    calls: list = []
    monkeypatch.setattr(lab, "experiment", stand_in(calls, spec["shift"], spec["measure"]))
    nb = notebook(name)
    printed = run_cells(kernel_code(nb), {}, capsys)
    assert len(calls) == 1
    call = calls[0]
    assert (call["edition"], call["players"], call["bots"]) == (spec["edition"], spec["players"], ["greedy"])
    assert call["settings"] == {"standard": None, spec["other"]: spec["rules"]}
    assert Game.new(spec["edition"], spec["players"], 1, rules=spec["rules"]).house_rules == spec["rules"]
    answers = [printed[i].strip() for i in graded_indices(nb)]
    assert all(a.startswith("✓ ") for a in answers), answers
    verdict = answers[1]  # it compares the prediction with the run's own interval
    assert "you predicted" in verdict and ("inside that interval" in verdict or "outside that interval" in verdict)
    assert any(line.startswith("[chart]") for p in printed for line in p.splitlines())
    assert any(line.startswith("- With " + spec["other"]) for p in printed for line in p.splitlines()), \
        "the findings are printed"
    # the summary table says it reads nine measures at once, and the explain step says what that means
    assert any(p.count("Exploratory: 9 measures read at once.") == 1 for p in printed)
    explain = next(c for c in nb["cells"] if "### Exercise 2" in "".join(c["source"]))
    assert "nine measures at once" in "".join(explain["source"]) and "1 in 20" in "".join(explain["source"])


@pytest.mark.parametrize("name", list(LESSONS))
def test_the_run_says_its_measured_time_in_agreeing_words(name, capsys, monkeypatch):
    """Issue 32, item 5: no promised durations ("about 40 seconds", "about a minute") in the lesson's words; the run
    cell says what it measured, "1 minute" (not "1 minutes") for 50 games a setting at 0.6 s a game."""
    import time
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    monkeypatch.setattr(lab, "experiment", stand_in([], 1, "vp"))
    nb = notebook(name)
    words = " ".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    for promise in ("about 40 seconds", "about a minute", "a few seconds each"):
        assert promise not in words, promise
    games = 2 * (6 if name.startswith("16") else 4)
    clock = iter([100.0, 100.0 + 0.6 * games])  # the run cell's two readings: 0.6 s a game
    monkeypatch.setattr(time, "perf_counter", lambda: next(clock))
    printed = run_cells(kernel_code(nb), {}, capsys)
    ran = next(p for p in printed if "50 games per setting would take" in p)
    assert f"{games} games in {0.6 * games:.0f} s (0.6 s a game). 50 games per setting would take about 1 minute " \
        "here" in ran, ran


def test_lesson_16s_checks_answer_a_misreading_in_words(capsys, monkeypatch):
    """Exercise 2 of 16 with the stand-in's run: money borrowed moves by £30 + £0.1 a game (seeds 1-6: £30.35 on
    average), VP does not move. Wrong readings get "Not yet" naming what to look at, never the answer."""
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    monkeypatch.setattr(lab, "experiment", stand_in([], 30, "loan_money"))
    nb = notebook("16_lab_loans_and_leverage")
    code = kernel_code(nb)
    scope: dict = {}
    printed = run_cells(code, scope, capsys)
    check_1, check_2 = (code[i] for i in graded_indices(nb))
    assert printed[graded_indices(nb)[1]].startswith("✓ Seats borrowed £30 more per game"), printed
    assert "you predicted £20, outside that interval" in printed[graded_indices(nb)[1]]
    # VP within the noise is "cannot tell", never "same" (noise is not "no effect": issue 32, item 5)
    assert "the experiment cannot tell: a difference of 0 VP [0, 0] is within the noise of 6 games" in \
        printed[graded_indices(nb)[1]]
    assert "'same'" not in printed[graded_indices(nb)[1]]
    for change, words in [({"extra_borrowed": 18.0}, "Not yet: £18 is not the difference in money borrowed"),
                          ({"extra_borrowed": "30"}, "Not yet: write the difference in money borrowed"),
                          ({"vp_is_clear": True}, "Not yet: look again at VP per seat"),
                          ({"vp_is_clear": "no"}, "Not yet: answer vp_is_clear with True or False"),
                          ({"extra_borrowed": -30.35}, "Not yet: -£30.35 has the wrong sign"),
                          ({"because": "more money"}, "Not yet: explain in because"),
                          ({"because": "I think the rule changed a lot in these 6 games for everyone at the table"},
                           "Not yet: say in because which measure you mean"),
                          ({"because": "Seats borrowed more because each loan was bigger, and that made 99 happen"},
                           "Not yet: quote in because a number from your table"),
                          ({"because": "Seats borrowed 30.35 more pounds because each loan was bigger than before"},
                           "✓ ")]:
        saved = {k: scope[k] for k in change}
        scope.update(change)
        assert run_cells([check_2], scope, capsys)[0].startswith(words), change
        scope.update(saved)
    assert run_cells([check_2], scope, capsys)[0].startswith("✓ ")
    for change, words in [({"more_borrowed": "lots"}, "Not yet: write your prediction in more_borrowed"),
                          ({"more_borrowed": 10_000}, "Not yet: that is more than a seat could borrow"),
                          ({"winner_vp": "up"}, 'Not yet: write "more", "fewer" or "same" in winner_vp')]:
        saved = {k: scope[k] for k in change}
        scope.update(change)
        assert run_cells([check_1], scope, capsys)[0].startswith(words), change
        scope.update(saved)


def test_lesson_17s_check_compares_the_prediction_with_the_run(capsys, monkeypatch):
    """17's stand-in run: a seat sells 1 tile fewer (plus 0.1 a game: 0.75 fewer on average over seeds 1-4);
    the teacher's prediction, 0.5 fewer, lies outside that run's narrow interval."""
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    monkeypatch.setattr(lab, "experiment", stand_in([], -1, "sales"))
    nb = notebook("17_lab_beer_and_market_access")
    code = kernel_code(nb)
    scope: dict = {}
    printed = run_cells(code, scope, capsys)
    verdict = printed[graded_indices(nb)[1]]
    assert verdict.startswith("✓ A seat sold 0.75 fewer tiles per game (difference -0.75"), verdict
    assert "you predicted 0.5 fewer, outside that interval" in verdict
    assert "You predicted 'fewer' VP; the experiment cannot tell: +0.0 VP [+0.0, +0.0] is within the noise of 4 " \
        "games" in verdict and "'same'" not in verdict
    scope["sales_difference"] = 0.75  # the size without its sign: a hint on the sign (issue 32, item 5)
    assert run_cells([code[graded_indices(nb)[1]]], scope, capsys)[0].startswith(
        "Not yet: 0.75 has the wrong sign: the last column is no merchant beer minus standard")
    scope["sales_difference"] = 0.5  # a misreading, not the sign
    assert run_cells([code[graded_indices(nb)[1]]], scope, capsys)[0].startswith(
        "Not yet: 0.5 is not the difference in tiles sold")
    scope["sales_difference"] = -0.75
    for because, words in [("Without merchant beer things went badly for every seat in my four games", "quote in"),
                           ("Without it a seat did 0.75 worse per game, and the noise is large here", "say in"),
                           ("Without merchant beer a seat sold 0.75 fewer tiles per game, a clear difference", "✓ ")]:
        scope["because"] = because
        assert words in run_cells([code[graded_indices(nb)[1]]], scope, capsys)[0], because


@pytest.mark.parametrize("name", list(LESSONS))
def test_the_try_it_yourself_settings_are_valid_house_rules(name):
    """Each lesson ends with a second experiment to try: its SETTINGS (in the markdown) play as written."""
    spec = LESSONS[name]
    text = "\n".join("".join(c["source"]) for c in notebook(name)["cells"] if c["cell_type"] == "markdown")
    found = re.findall(r"^SETTINGS = (\{.*\})$", text, re.M)
    assert found
    for literal in found:
        for rules in ast.literal_eval(literal).values():
            Game.new(spec["edition"], spec["players"], 1, rules=rules)  # a bad knob raises HouseRulesError


# -- the teacher's page ----------------------------------------------------------------------------------
def test_the_teachers_page_says_what_every_knob_means():
    """docs/teaching.md has a table per edition with a row for every knob of that edition, in its order."""
    sections = TEACHING.read_text("utf-8").split("\n### ")[1:]
    editions = {"Brass: Lancashire": "lancashire", "Brass: Birmingham": "birmingham", "Brass Duel": "duel"}
    seen = set()
    for section in sections:
        title = section.splitlines()[0]
        edition = next((e for t, e in editions.items() if title.startswith(t)), None)
        if edition is None:
            continue
        seen.add(edition)
        rows = [line.split("|")[1].strip().strip("`") for line in section.splitlines() if line.startswith("| `")]
        assert rows == [k["name"] for k in Game.rule_knobs(edition)], edition
        for line in section.splitlines():
            if line.startswith("| `"):
                assert len(line.split("|")[2].strip()) > 10, f"say what {line.split('|')[1]} means"
    assert seen == set(editions.values())


def test_the_teachers_page_commands_name_real_house_rules():
    """Every ``brass-widget experiment`` line on the page parses, and its settings are valid house rules."""
    lines = [ln for ln in TEACHING.read_text("utf-8").splitlines() if ln.startswith("brass-widget experiment ")]
    assert len(lines) >= 3
    for line in lines:
        words = shlex.split(line)
        edition, players = words[2], int(words[words.index("--players") + 1])
        settings = [words[i + 1] for i, w in enumerate(words) if w == "--setting"]
        for rules in cli._settings_arg(settings, edition).values():
            Game.new(edition, players, 1, rules=rules)


def test_the_teachers_page_is_linked_and_names_the_lessons():
    text = TEACHING.read_text("utf-8")
    for name in LESSONS:
        assert f"`{name}`" in text and (HERE / f"{name}.ipynb").exists()
    assert "[docs/teaching.md](docs/teaching.md)" in (ROOT / "README.md").read_text("utf-8")
    for page in ("tutorials.md", "lab.md"):
        assert "[teaching.md](teaching.md)" in (ROOT / "docs" / page).read_text("utf-8"), page


@pytest.mark.parametrize("name", list(LESSONS))
def test_the_summary_table_shows_no_interval_from_one_game_and_never_a_bound_as_minus_zero(name, capsys, monkeypatch):
    """Issue 32, items 2 and 5: the lesson's table says "(no interval)" when there is none (GAMES = 1), and a bound
    of -0.03 is "-0.03", not "-0.0"."""
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    monkeypatch.setattr(lab, "experiment", stand_in([], 1, "vp"))
    scope: dict = {}
    run_cells(kernel_code(notebook(name)), scope, capsys)
    shown = scope["shown"]
    assert shown({"mean": 2.0, "ci": None}) == "2.0 (no interval)"
    assert shown({"mean": 0.56, "ci": [-0.03, 1.16]}) == "0.6 [-0.03, 1.2]"
    assert shown({"mean": 0.0, "ci": [0.0, 0.0]}) == "0.0 [0.0, 0.0]"
