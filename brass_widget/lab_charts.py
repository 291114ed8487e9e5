"""Plotly charts of an economics-lab experiment (``lab.experiment``'s result; issue 23, item 3).

- ``by_setting(result, "vp")``: one measure under each setting: the mean per game with its 95% interval as error
  bars, one trace per setting; ``measures(result)``: every measure so, a panel each.
- ``differences(result)``: each setting's paired difference from the baseline (the first setting), with its 95%
  interval and a zero line: a bar that crosses the line is within the noise.
- ``market_prices(result, "coal")``: the price of a market's next cube through the game (at the start and the end
  of every round), the mean over the games of each setting with its 95% interval.

A setting is not a player: settings get their own colours and marker shapes (colour-blind safe, none of the
board's player colours), never plotly's default sequence. Every axis says its unit (``lab_words.MEASURES``).
A panel's title is wrapped (its measure, then its unit on lines of their own), so the titles of neighbouring
panels never run into each other in a notebook's output at 1280 px with JupyterLab's file browser open (issue
32, item 6). Every chart is a ``charts.Figure`` (it keeps an HTML copy in exported notebooks). The intervals are
the summary's (Student's t, ``lab_stats``): from fewer than 2 games there is none, and the marker has no bar (its
hover says so).
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Sequence

from ._extras import missing_extra

try:
    import plotly.graph_objects as go
    from plotly.subplots import make_subplots
except ModuleNotFoundError as err:  # a base install: the lab's tables work, its charts need plotly
    raise missing_extra("brass_widget.lab_charts (the lab's charts)", err) from err

from . import lab_stats
from .charts import Figure, _layout
from .lab_words import MEASURES

# the baseline dark grey, then the Okabe-Ito colours the board's players do not use, then darker ones
SETTING_COLOURS = ("#444444", "#D55E00", "#56B4E9", "#A6761D", "#7F3C8D", "#117733")
SETTING_SYMBOLS = ("circle", "square", "triangle-up", "diamond", "cross", "x")
RESOURCES = ("coal", "iron")
# a panel's title: lines of at most 26 characters at 13 px (at most 170 px drawn), under the 250 px between the
# centres of three panels in JupyterLab at 1280 px with the file browser open (a chart 848 px wide); the chart's
# title: two lines, the second in small type
TITLE_CHARS, TITLE_PX, LINE_PX = 26, 13, 17
PANEL_PX = 220  # a panel's plotting area


def setting_marker(i: int, **extra) -> dict:
    """The ``i``-th setting's marker: its colour and shape (the baseline's dark grey circle first)."""
    return {"color": SETTING_COLOURS[i % len(SETTING_COLOURS)], "symbol": SETTING_SYMBOLS[i % len(SETTING_SYMBOLS)],
            "size": 10, **extra}


def _error_bars(entry: dict) -> dict:
    if entry["ci"] is None:  # fewer than 2 games: no interval to draw
        return {"visible": False}
    mean, (lo, hi) = entry["mean"], entry["ci"]
    return {"type": "data", "symmetric": False, "array": [hi - mean], "arrayminus": [mean - lo],
            "color": "#333333", "thickness": 1.5, "width": 6}


def _ci_words(ci) -> str:
    return "(no interval from 1 game)" if ci is None else f"[{ci[0]:.2f}, {ci[1]:.2f}]"


def _measure(name: str):
    if name not in MEASURES:
        raise ValueError(f"no measure {name!r}: choose from {', '.join(MEASURES)}")
    return MEASURES[name]


def _setting_trace(i: int, setting: str, entry: dict, games: int, title: str, **extra) -> go.Scatter:
    return go.Scatter(x=[setting], y=[entry["mean"]], name=setting, mode="markers", marker=setting_marker(i),
                      error_y=_error_bars(entry), legendgroup=setting,
                      hovertemplate=f"{setting}: %{{y:.2f}} {_ci_words(entry['ci'])} {title}, "
                                    f"{games} game{'' if games == 1 else 's'}"
                                    "<extra></extra>", **extra)


def panel_title(title: str, suffix: str = "") -> str:
    """A panel's title in short lines (plotly's ``<br>``): the measure (and ``suffix``), then its unit."""
    name, paren, unit = title.partition(" (")
    lines = textwrap.wrap(name + suffix, TITLE_CHARS)
    if paren:
        lines += textwrap.wrap(paren.strip() + unit, TITLE_CHARS)
    return "<br>".join(lines)


def _grid(names: Sequence[str], titles: Sequence[str], heading: str, cols: int = 3, suffix: str = "") -> Figure:
    """Panels for ``names`` (``cols`` a row) under wrapped ``titles`` (each with ``suffix`` after its measure),
    with room above each row for its titles and above the first for the chart's two-line ``heading`` ("Main
    words (details)")."""
    rows = math.ceil(len(names) / cols)
    wrapped = [panel_title(t, suffix) for t in titles]
    title_px = LINE_PX * max(w.count("<br>") + 1 for w in wrapped) + 8
    top, bottom = 2 * LINE_PX + 24 + title_px, 40
    height = top + bottom + rows * PANEL_PX + (rows - 1) * (title_px + 30)
    fig = make_subplots(rows=rows, cols=cols, subplot_titles=wrapped, horizontal_spacing=0.08,
                        vertical_spacing=(title_px + 30) / (height - top - bottom) if rows > 1 else 0.1)
    fig.update_annotations(font_size=TITLE_PX)
    main, paren, details = heading.partition(" (")
    text = main + (f"<br><span style='font-size:12px'>{paren.strip()}{details}</span>" if paren else "")
    fig = _layout(fig, text, height=height)
    fig.update_layout(title={"yref": "container", "y": 1, "yanchor": "top", "pad": {"t": 16}},
                      margin={"t": top, "b": bottom})
    return fig


def by_setting(result: dict, measure: str = "vp") -> Figure:
    """One measure under each setting: the mean per game (over its seats; ``winner_vp``: the game's highest) with
    its 95% interval as error bars, one trace per setting, in the experiment's order."""
    m = _measure(measure)
    summary = result["summary"]
    fig = Figure()
    for i, (setting, entry) in enumerate(summary["settings"].items()):
        fig.add_trace(_setting_trace(i, setting, entry["measures"][measure], entry["games"], m.title))
    fig.update_layout(xaxis_title="setting", yaxis_title=m.title, showlegend=False)
    return _layout(fig, f"{m.title[0].upper()}{m.title[1:]} by setting (mean per game, 95% interval)")


def measures(result: dict, names: Sequence[str] | None = None, cols: int = 3) -> Figure:
    """``by_setting`` for several measures (default: every one), a panel each; a setting is one trace per panel,
    its legend entry shared by all of them."""
    names = list(names) if names is not None else list(MEASURES)
    titles = [_measure(n).title for n in names]
    fig = _grid(names, titles, "Each measure by setting (mean per game, 95% interval; the panel's title is its unit)",
                cols)
    for k, name in enumerate(names):
        for i, (setting, entry) in enumerate(result["summary"]["settings"].items()):
            fig.add_trace(_setting_trace(i, setting, entry["measures"][name], entry["games"], titles[k],
                                         showlegend=k == 0, meta=name), row=1 + k // cols, col=1 + k % cols)
    fig.update_xaxes(showticklabels=False)
    return fig


def differences(result: dict, names: Sequence[str] | None = None, cols: int = 3) -> Figure:
    """Each setting's paired difference from the baseline (game by game, then averaged) with its 95% interval, a
    panel per measure (default: every one) with a zero line; a setting is one trace per panel. An interval that
    crosses the line is within the noise of this many games."""
    summary = result["summary"]
    baseline = summary["baseline"]
    others = [(i, s, e) for i, (s, e) in enumerate(summary["settings"].items()) if s != baseline]
    if not others:
        raise ValueError("the experiment has one setting: there is no difference to draw")
    names = list(names) if names is not None else list(MEASURES)
    titles = [_measure(n).title for n in names]
    fig = _grid(names, titles, f"Difference from {baseline} (paired, game by game; 95% interval; 0: no difference)",
                cols, suffix=": difference")
    for k, name in enumerate(names):
        row, col = 1 + k // cols, 1 + k % cols
        for i, setting, entry in others:
            fig.add_trace(_setting_trace(i, setting, entry["difference"][name], entry["games"],
                                         f"{titles[k]} more than {baseline}", showlegend=k == 0, meta=name),
                          row=row, col=col)
        fig.add_hline(y=0, line_dash="dash", line_color="#888888", row=row, col=col)
    return fig


def market_means(markets: Sequence[dict], resource: str = "coal") -> dict[str, list[dict]]:
    """Per setting, for each moment of the game (``"start"``, then the end of each round, in the game's order):
    the games that reached it, and the mean price of the market's next cube with its 95% interval."""
    if resource not in RESOURCES:
        raise ValueError(f'resource must be "coal" or "iron", not {resource!r}')
    out: dict[str, list[dict]] = {}
    for setting in dict.fromkeys(r["setting"] for r in markets):
        prices: dict[str, list[int]] = {}
        when: dict[str, int] = {}
        for r in markets:
            if r["setting"] == setting:
                prices.setdefault(r["round"], []).append(r[f"{resource}_price"])
                when[r["round"]] = min(when.get(r["round"], r["after_rounds"]), r["after_rounds"])
        points = []
        for label in sorted(prices, key=when.__getitem__):
            mean, lo, hi = lab_stats.mean_t_ci(prices[label])
            points.append({"round": label, "games": len(prices[label]), "mean": mean,
                           "ci": None if lo is None else [lo, hi]})
        out[setting] = points
    return out


def market_prices(result: dict, resource: str = "coal") -> Figure:
    """The price of the next ``resource`` cube bought from its market (the price outside once it is empty) at the
    start and at the end of every round: the mean over each setting's games, with its 95% interval, one trace per
    setting. The market's scarcity through the game, and how a rule moves it."""
    means = market_means(result["markets"], resource)
    fig = Figure()
    for i, (setting, points) in enumerate(means.items()):
        fig.add_trace(go.Scatter(
            x=[p["round"] for p in points], y=[p["mean"] for p in points], name=setting, mode="lines+markers",
            marker=setting_marker(i, size=7), line={"color": SETTING_COLOURS[i % len(SETTING_COLOURS)]},
            error_y={"type": "data", "symmetric": False,
                     "array": [0 if p["ci"] is None else p["ci"][1] - p["mean"] for p in points],
                     "arrayminus": [0 if p["ci"] is None else p["mean"] - p["ci"][0] for p in points],
                     "thickness": 1},
            customdata=[[p["games"], "(no interval from 1 game)" if p["ci"] is None else
                         f"[£{p['ci'][0]:.2f}, £{p['ci'][1]:.2f}]"] for p in points],
            hovertemplate=f"{setting}, %{{x}}: £%{{y:.2f}} %{{customdata[1]}} "
                          "over %{customdata[0]} game(s)<extra></extra>"))
    fig.update_layout(xaxis_title="the end of each round (start: before the first)",
                      yaxis_title=f"price of the next {resource} cube (£)")
    games = result.get("games")
    over = f"mean of {games} games" if games else "mean over the games"
    return _layout(fig, f"The {resource} market's price through the game ({over} per setting, 95% interval)")
