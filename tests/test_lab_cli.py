"""`brass-widget experiment` (issue 23, item 2): the lab's summary table and findings on the command line; a bad
setting is one line on stderr and exit code 1."""

import json

import pytest

from brass_widget import Game, lab
from brass_widget.cli import _settings_arg, main
from brass_widget.engine import HouseRulesError

ARGS = ["experiment", "birmingham", "--players", "2", "--games", "3", "--seed", "3", "--bots", "random"]


def test_prints_the_table_and_the_findings(capsys):
    assert main(ARGS + ["--setting", "£50 loans:loan=50"]) == 0
    out = capsys.readouterr().out
    assert "  standard (baseline): the standard rules\n  £50 loans: loan £50\n" in out
    assert "£50 loans - standard" in out.splitlines()[3]  # the table's header: a difference column
    findings = out.split("\nFindings:\n")[1].splitlines()
    expected = lab.findings(lab.experiment("birmingham", 2, {"standard": None, "£50 loans": {"loan": 50}},
                                           bots=["random"], games=3, seed=3, progress=False))
    assert findings == [f"- {t}" for t in expected] and len(findings) == len(lab.MEASURES) + 1


def test_json_carries_the_result_and_its_findings_and_workers_change_nothing(capsys):
    args = ARGS + ["--setting", "base", "--setting", "dear:coal_prices=2,2,3,3,4,4,5,5,6,6,7,7,8,8,loan=40", "--json"]
    assert main(args) == 0
    one = json.loads(capsys.readouterr().out)
    assert one["settings"] == {"base": {}, "dear": {"coal_prices": [2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8],
                                                    "loan": 40}}
    assert one["summary"]["baseline"] == "base" and one["findings"] == lab.findings(one)
    assert main(args + ["--workers", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert two["table"] == one["table"] and two["markets"] == one["markets"]


def test_a_misspelt_knob_is_one_line_with_the_librarys_suggestion(capsys):
    assert main(ARGS + ["--setting", "big:lone=50"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: setting 'big': ")
    assert "no house rule 'lone' (did you mean 'loan'?)" in lines[0]


@pytest.mark.parametrize("setting, words", [("big:50", "--setting takes NAME:KNOB=VALUE"),
                                            (":loan=50", "--setting takes NAME:KNOB=VALUE"),
                                            ("big:loan=fifty", "--setting takes KNOB=NUMBER"),
                                            ("big:loan=50,60", "--setting takes KNOB=NUMBER"),
                                            ("big:loan=-1", "loan")])
def test_a_malformed_setting_is_one_line_and_exit_1(capsys, setting, words):
    assert main(ARGS + ["--setting", setting]) == 1
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and words in err
    assert "--rule" not in err  # experiment has no --rule flag: its words name --setting


def test_a_misspelt_knob_in_a_list_setting_is_named_with_a_suggestion(capsys):
    """Issue 32, item 3: 'big:laons=10,20,50' (three numbers after a knob that does not exist) names the knob and
    suggests 'loans', not a '--rule' flag experiment lacks."""
    assert main(["experiment", "lancashire", "--players", "2", "--games", "2", "--setting", "big:laons=10,20,50"]) == 1
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "--rule" not in err
    assert "no house rule 'laons' (did you mean 'loans'?)" in err and err.startswith("error: setting 'big': ")


@pytest.mark.parametrize("setting, hint", [("big loans=10,20,50", "'big:loans=10,20,50'"),
                                           ("loans=10,20,50", "'NAME:loans=10,20,50'")])
def test_a_setting_with_a_space_for_the_colon_is_refused_not_played_as_the_standard_rules(capsys, setting, hint):
    """Issue 32, item 3: without the colon the whole text was the setting's name, played with the standard rules."""
    assert main(["experiment", "lancashire", "--players", "2", "--games", "2", "--setting", setting]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.splitlines()) == 1
    assert "no colon" in captured.err and hint in captured.err


def test_rules_lists_every_knob_with_its_default_range_and_meaning(capsys):
    assert main(["rules", "lancashire"]) == 0
    out = capsys.readouterr().out
    for knob in Game.rule_knobs("lancashire"):
        block = out.split(f"\n\n{knob['name']}\n", 1)[1].split("\n\n", 1)[0]
        assert f"  meaning: {knob['meaning']}" in block
        if not isinstance(knob["default"], (list, dict)):
            assert f"  default: {knob['default']}\n" in block
    assert "  default: 10 20 30\n  range: 0 to 6 numbers, each 1 to 500 (£)" in out  # loans
    assert "  range: 0 to the length of coal_prices (cubes)" in out  # coal_start
    assert main(["rules", "duel", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == Game.rule_knobs("duel")


def test_one_game_per_setting_gives_no_interval_and_marks_nothing(capsys):
    """Issue 32, item 2: with --games 1 every interval had zero width and rows were marked clear."""
    assert main(ARGS[:-4] + ["--games", "1", "--bots", "random", "--setting", "£50 loans:loan=50"]) == 0
    out = capsys.readouterr().out
    table = out.split("\nFindings:\n")[0]
    assert not any(line.rstrip().endswith("*") for line in table.splitlines())  # no row marked
    assert "[" not in table.split("\n", 5)[5]  # no interval in any row
    assert "(no interval)" in table and "an interval needs at least 2 paired games" in table
    findings = out.split("\nFindings:\n")[1]
    assert "clear" not in findings and "within the noise" not in findings and "1 games" not in findings
    assert "cannot tell an effect from the noise" in findings


def test_settings_in_order_the_standard_first_unless_named():
    assert _settings_arg(["a:loan=50", "b:loan=40,loan_levels=2"], "birmingham") == \
        {"standard": None, "a": {"loan": 50}, "b": {"loan": 40, "loan_levels": 2}}
    assert list(_settings_arg(["a:loan=50", "plain"], "birmingham")) == ["a", "plain"]
    with pytest.raises(HouseRulesError, match="given twice"):
        _settings_arg(["a:loan=50", "a:loan=40"], "birmingham")
    with pytest.raises(HouseRulesError, match="named 'standard' changes rules"):
        _settings_arg(["standard:loan=50"], "birmingham")
