"""`brass-widget experiment` (issue 23, item 2): the lab's summary table and findings on the command line; a bad
setting is one line on stderr and exit code 1."""

import json

import pytest

from brass_widget import lab
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
                                            ("big:loan=fifty", "--rule takes NAME=NUMBER"),
                                            ("big:loan=50,60", "--rule takes NAME=NUMBER"),
                                            ("big:loan=0", "loan")])
def test_a_malformed_setting_is_one_line_and_exit_1(capsys, setting, words):
    assert main(ARGS + ["--setting", setting]) == 1
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and words in err


def test_settings_in_order_the_standard_first_unless_named():
    assert _settings_arg(["a:loan=50", "b:loan=40,loan_levels=2"], "birmingham") == \
        {"standard": None, "a": {"loan": 50}, "b": {"loan": 40, "loan_levels": 2}}
    assert list(_settings_arg(["a:loan=50", "plain"], "birmingham")) == ["a", "plain"]
    with pytest.raises(HouseRulesError, match="given twice"):
        _settings_arg(["a:loan=50", "a:loan=40"], "birmingham")
    with pytest.raises(HouseRulesError, match="named 'standard' changes rules"):
        _settings_arg(["standard:loan=50"], "birmingham")
