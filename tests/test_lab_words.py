"""The lab's findings in words (issue 23, item 3), checked on constructed summaries: a difference whose 95% interval
includes zero is said to be within the noise; otherwise the sentence names its direction and size."""

import pytest

from brass_widget import lab
from brass_widget.lab_words import MEASURES


def entry(mean, lo, hi):
    return {"mean": mean, "ci": [lo, hi]}


def diff(mean, lo, hi):
    return {**entry(mean, lo, hi), "excludes_zero": lo > 0 or hi < 0}


def summary(**diffs):
    """Standard vs '£50 loans' over 20 games; each named measure's difference given, the levels made to match."""
    base = {m: entry(10.0, 9.0, 11.0) for m in MEASURES}
    mine = {m: entry(10.0, 9.0, 11.0) for m in MEASURES}
    differences = {m: diff(0.0, -1.0, 1.0) for m in MEASURES}
    for m, d in diffs.items():
        differences[m] = d
        mine[m] = entry(10.0 + d["mean"], 9.0 + d["mean"], 11.0 + d["mean"])
    return {"baseline": "standard",
            "settings": {"standard": {"games": 20, "measures": base},
                         "£50 loans": {"games": 20, "measures": mine, "difference": differences}}}


def test_one_sentence_per_measure_and_setting_the_clear_ones_first():
    s = summary(loans=diff(0.9, 0.7, 1.1), winner_vp=diff(6.0, 2.0, 10.0))
    out = lab.findings(s)
    assert len(out) == len(MEASURES)
    assert [("no clear difference" in t) for t in out] == [False, False] + [True] * (len(MEASURES) - 2)
    assert lab.findings({"summary": s}) == out  # an experiment's result or its summary


def test_a_clear_increase_names_its_direction_size_and_both_levels():
    out = lab.findings(summary(loans=diff(0.9, 0.7, 1.1), winner_vp=diff(6.0, 2.0, 10.0)))  # in MEASURES' order
    assert out[1] == ("With £50 loans, seats took 10.9 loans per game [9.9, 11.9] instead of 10.0 [9.0, 11.0] with "
                      "standard: 0.9 more [0.7, 1.1].")
    # an interval 8 or more wide: whole numbers
    assert out[0] == ("With £50 loans, the winner scored 16 VP [15, 17] instead of 10 [9, 11] with standard: "
                      "6 VP more [2, 10].")


def test_a_clear_decrease_says_fewer_or_less_and_money_has_its_pound_sign():
    out = lab.findings(summary(money=diff(-12.0, -20.0, -4.0), links=diff(-0.5, -0.8, -0.2)))
    money = next(t for t in out if "money left" in t or "ended with" in t)
    assert money.endswith("with standard: £12 less [£4, £20].") and "ended with -£2 [-£3, -£1]" in money
    links = next(t for t in out if "links" in t)
    assert links.endswith(": 0.5 fewer [0.2, 0.8].")


def test_a_difference_whose_interval_includes_zero_is_within_the_noise():
    out = lab.findings(summary(vp=diff(0.4, -4.0, 5.0)))
    vp = next(t for t in out if "VP per seat" in t)
    assert vp.startswith("With £50 loans, no clear difference in VP per seat: seats scored 10 VP [9, 11] against "
                         "10 [9, 11] with standard")
    assert "within the noise of 20 games (the interval [-4, 5] includes zero)" in vp
    assert "more" not in vp and "fewer" not in vp


def test_a_bound_that_is_not_zero_never_shows_as_zero_nor_minus_zero():
    out = lab.findings(summary(sales=diff(0.3, 0.02, 0.58), builds=diff(-0.0004, -0.3, 0.3),
                               decisions=diff(4.0, -0.2, 8.2)))
    sales = next(t for t in out if "sold" in t)
    assert sales.endswith(": 0.30 more [0.02, 0.58].")
    decisions = next(t for t in out if "decisions" in t)
    assert "(the interval [-0.2, 8.2] includes zero)" in decisions  # not [0, 8], which would hide the sign
    assert all("-0.0 " not in t and "[-0.0" not in t for t in out)


def test_an_unknown_measure_is_refused():
    with pytest.raises(ValueError, match="no measure 'vps'"):
        lab.findings(summary(), measures=["vps"])
    assert len(lab.findings(summary(), measures=["vp", "loans"])) == 2
