"""The lab's charts (issue 23, item 3): each measure by setting with its 95% interval, the paired difference from
the baseline with a zero line, and a market's price through the game; the values are checked against the ones
computed here from the experiment's table."""

import pytest

from brass_widget import lab, lab_charts, lab_stats
from brass_widget.render.palette import PLAYER_COLOURS

SETTINGS = {"standard": None, "£50 loans": {"loan": 50},
            "dear coal": {"coal_prices": [2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8]}}


@pytest.fixture(scope="module")
def result():
    return lab.experiment("birmingham", 2, SETTINGS, bots=["random"], games=4, seed=3, progress=False)


def per_game(table, setting, measure):
    """Each game's measure (the mean over its seats; winner_vp: the highest VP), by seed."""
    games = {}
    for r in table:
        if r["setting"] == setting:
            games.setdefault(r["seed"], []).append(r["vp" if measure == "winner_vp" else measure])
    return {s: (max(v) if measure == "winner_vp" else sum(v) / len(v)) for s, v in games.items()}


def t95(values):
    """The mean and its 95% interval, Student's t: these tests' experiment has 4 games (3 degrees of freedom)."""
    n = len(values)
    mean = sum(values) / n
    half = {4: 3.182446305}[n] * (sum((x - mean) ** 2 for x in values) / (n - 1) / n) ** 0.5
    return mean, mean - half, mean + half


def bars(trace):
    return trace.y[0], trace.y[0] - trace.error_y.arrayminus[0], trace.y[0] + trace.error_y.array[0]


def test_a_measure_by_setting_is_one_trace_per_setting_with_its_interval(result):
    for measure in ("loans", "winner_vp"):
        fig = lab_charts.by_setting(result, measure)
        assert [t.name for t in fig.data] == list(SETTINGS)
        for t in fig.data:
            mean, lo, hi = t95(list(per_game(result["table"], t.name, measure).values()))
            assert list(t.x) == [t.name]
            assert bars(t) == pytest.approx((mean, lo, hi), abs=2e-3)
        assert "(per seat per game)" in fig.layout.yaxis.title.text or "VP" in fig.layout.yaxis.title.text
    assert lab_charts.by_setting(result, "money").layout.yaxis.title.text == "money at the end (£ per seat)"
    with pytest.raises(ValueError, match="no measure 'lone'"):
        lab_charts.by_setting(result, "lone")


def test_every_measure_has_a_panel_with_a_trace_per_setting(result):
    fig = lab_charts.measures(result, ["vp", "loans"])
    assert [(t.meta, t.name) for t in fig.data] == [(m, s) for m in ("vp", "loans") for s in SETTINGS]
    assert [t.showlegend for t in fig.data] == [True] * 3 + [False] * 3  # one legend entry per setting
    assert len(lab_charts.measures(result).data) == len(lab.MEASURES) * len(SETTINGS) + len(SETTINGS)  # + winner


def test_differences_are_the_paired_ones_with_a_zero_line(result):
    fig = lab_charts.differences(result, ["loan_money", "vp"])
    assert [(t.meta, t.name) for t in fig.data] == [(m, s) for m in ("loan_money", "vp")
                                                    for s in ("£50 loans", "dear coal")]
    for t in fig.data:
        base, mine = per_game(result["table"], "standard", t.meta), per_game(result["table"], t.name, t.meta)
        mean, lo, hi = t95([mine[s] - base[s] for s in sorted(base)])
        assert bars(t) == pytest.approx((mean, lo, hi), abs=2e-3)
    zero_lines = [s for s in fig.layout.shapes if s.y0 == 0 and s.y1 == 0]
    assert len(zero_lines) == 2  # one a panel
    loans = next(t for t in fig.data if t.meta == "loan_money" and t.name == "£50 loans")
    assert bars(loans)[1] > 0  # £50 loans borrow more money: the interval leaves the zero line


def test_a_markets_price_through_the_game_per_setting(result):
    for resource in ("coal", "iron"):
        fig = lab_charts.market_prices(result, resource)
        assert [t.name for t in fig.data] == list(SETTINGS)
        for t in fig.data:
            rows = [r for r in result["markets"] if r["setting"] == t.name]
            labels = list(dict.fromkeys(r["round"] for r in rows))
            assert list(t.x) == labels and labels[0] == "start" and labels[1] == "Canal 1"
            for k, label in enumerate(labels):
                prices = [r[f"{resource}_price"] for r in rows if r["round"] == label]
                mean, lo, hi = lab_stats.mean_t_ci(prices)
                if lo is None:  # a round only one game reached: no interval, no bar
                    lo = hi = mean
                assert (t.y[k], t.y[k] - t.error_y.arrayminus[k], t.y[k] + t.error_y.array[k]) == \
                    pytest.approx((mean, lo, hi))
        assert fig.layout.yaxis.title.text == f"price of the next {resource} cube (£)"
    dear = lab_charts.market_prices(result, "coal").data[2]
    assert dear.y[0] == 2 and lab_charts.market_prices(result, "coal").data[0].y[0] == 1  # the track's first price
    with pytest.raises(ValueError):
        lab_charts.market_prices(result, "beer")


def test_settings_are_not_drawn_in_a_players_colour_nor_plotlys_defaults(result):
    figs = [lab_charts.by_setting(result), lab_charts.differences(result), lab_charts.market_prices(result)]
    for fig in figs:
        for t in fig.data:
            assert t.marker.color is not None and t.marker.color not in PLAYER_COLOURS
            assert fig.layout.xaxis.title.text or fig.layout.annotations  # a titled axis, or titled panels
    colours = [t.marker.color for t in figs[0].data]
    assert len(set(colours)) == len(colours)
