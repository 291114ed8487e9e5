"""Plotly charts of a game of Brass, computed from its history through the public API.

Every chart replays the game's history on a fresh ``Game`` (the same seed and variants, or the same
starting position for a scenario) and records a snapshot at the end of each round, so a chart of a
game always agrees with the rules engine. The functions are pure: they read a game and return a
``plotly.graph_objects.Figure``; nothing is changed.

    >>> from brass_widget import Game, RandomBot
    >>> from brass_widget import charts
    >>> g = Game.new("lancashire", players=3, seed=1)
    >>> bot = RandomBot(seed=1)
    >>> while not g.is_over:
    ...     _ = g.apply(bot.choose(g))
    >>> sorted({t.name for t in charts.progress(g).data})
    ['Blue (player 0)', 'Green (player 2)', 'Orange (player 1)']

Chart functions: ``progress`` (VP, income level and money per player per round), ``markets`` (coal and
iron stock and price over time), ``track`` (a track beside the map over time; Lancashire's Distant Cotton Market:
``distant_cotton_market``), ``era_scores`` (the breakdown at each era's end), ``spending`` (money spent per round,
which sets the next turn order), ``supply_curve`` (what the next cubes cost now), ``income_track`` (income spaces
and levels), and ``tournament`` (win rates and VP distributions of a ``simulation.tournament`` result;
``win_rates`` and ``score_distribution`` draw any tidy table).

Every chart is a ``charts.Figure``: a plotly figure whose notebook output also carries an HTML copy
(``text/html``), so pages exported with nbconvert keep the chart. That copy loads plotly.js from its
CDN, so it draws when the page is opened with internet access, and says so in words when it is not;
``brass-widget export`` writes a page with plotly.js inside it, which draws offline.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from ._extras import missing_extra

try:
    import plotly.graph_objects as go
    from plotly.subplots import make_subplots
except ModuleNotFoundError as err:  # a base install: the engine without plotly
    raise missing_extra("brass_widget.charts (the charts)", err) from err

from . import simulation
from .engine import Game
from .engine.board import market_quote
from .engine.table import components
from .render.palette import PLAYER_COLOURS, PLAYER_HATCHES, PLAYER_SHAPES  # charts match the board
from .render.words import PLAYER_NAMES

# VP an era's end scores beyond its links and tiles ("totals"): Lancashire's money and introductory bonus,
# Brass Duel's Notable Persons
ERA_END_EXTRAS = ("money", "introductory", "persons")
CORRECTIONS = ("VP lost to unpaid shortfalls", "VP never go below 0")  # era_scores' grey bars
OFFLINE_NOTE = ("This chart is drawn by plotly.js, loaded from cdn.plot.ly: open this page with internet access to "
                "see it, or export the notebook with 'brass-widget export', which puts plotly.js in the page.")


class Figure(go.Figure):
    """A plotly ``Figure`` whose notebook output also carries an HTML copy of the chart (``text/html``).

    Live front ends (JupyterLab, Notebook 7, VS Code, Colab, Voilà) draw the plotly output as usual;
    nbconvert, which cannot show plotly's own output type, shows the HTML copy. ``Figure(fig)`` turns
    any plotly figure into one (subplots keep their grid, so ``add_trace(..., row=, col=)`` still works)."""

    def __init__(self, data=None, layout=None, frames=None, skip_invalid=False, **kwargs):
        super().__init__(data, layout, frames, skip_invalid, **kwargs)
        if isinstance(data, go.Figure):
            for key in ("_grid_ref", "_grid_str"):  # what make_subplots adds, so row/col keep working
                if key in data.__dict__:
                    self.__dict__[key] = data.__dict__[key]

    def _repr_mimebundle_(self, include=None, exclude=None, validate=True, **kwargs):
        bundle = super()._repr_mimebundle_(include, exclude, validate, **kwargs) or {}
        if bundle and "text/html" not in bundle:
            bundle = {**bundle, "text/html": static_html(self)}
        return bundle

    def _ipython_display_(self):
        # plotly displays a figure through this hook (not _repr_mimebundle_); show the same outputs plus the
        # HTML copy. With no notebook output type to show (e.g. the "browser" renderer), plotly does as usual.
        bundle = self._repr_mimebundle_()
        if not bundle:
            return super()._ipython_display_()
        from IPython.display import display
        display(bundle, raw=True)


def static_html(fig: go.Figure) -> str:
    """The chart as an HTML fragment: plotly.js from its CDN, and a note in words that stays visible
    only when plotly.js could not be loaded (a page opened offline)."""
    import html
    import uuid

    note_id = f"brass-chart-note-{uuid.uuid4().hex}"
    chart = fig.to_html(include_plotlyjs="cdn", full_html=False)
    return (f'<div class="brass-chart">{chart}'
            f'<p id="{note_id}" class="brass-chart-offline" style="font-style:italic;color:#555">'
            f'{html.escape(OFFLINE_NOTE)}</p>'
            f'<script>if (window.Plotly) {{ var n = document.getElementById("{note_id}"); if (n) n.remove(); }}'
            '</script></div>')


# the board's player shapes as plotly marker symbols
SYMBOLS = {"circle": "circle", "square": "square", "triangle": "triangle-up", "diamond": "diamond"}


def player_marker(seat: int, **extra) -> dict:
    """A seat's plotly marker: its colour and the board's shape for it (Blue's circle, Orange's square...)."""
    return {"color": PLAYER_COLOURS[seat % 4], "symbol": SYMBOLS[PLAYER_SHAPES[seat % 4]], **extra}


def player_bars(seat: int) -> dict:
    """A seat's plotly bar marker: its colour, hatched as its tiles are on the board (Blue's plain, Orange's
    diagonal...)."""
    return {"color": PLAYER_COLOURS[seat % 4],
            "pattern": {"shape": PLAYER_HATCHES[seat % 4], "fillmode": "overlay", "fgcolor": "#ffffff"}}


def player_name(seat: int) -> str:
    """How charts name a seat: the board's colour name and the engine's seat number, e.g. "Blue (player 0)"."""
    return f"{PLAYER_NAMES[seat % len(PLAYER_NAMES)]} (player {seat})"


# -- replaying a game ---------------------------------------------------------------------------------
def fresh_copy(game: Game) -> Game:
    """A new Game at the position this game started from (its seed, variants and house rules, or its scenario)."""
    doc = json.loads(game.to_json())
    if doc["start"] is not None:
        return Game.from_state(doc["start"])
    return Game.new(doc["edition"], players=doc["players"], seed=doc["seed"], variant=doc["variants"],
                    rules=game.house_rules or None)


def _price(prices: Sequence[int], cubes: int, empty_price: int) -> int:
    """The price of the next cube bought from a market holding ``cubes`` cubes (the engine's quote)."""
    return market_quote(tuple(prices), cubes, empty_price)[0]


def snapshot(game: Game, label: str, decisions: int, spent: Sequence[int] | None = None) -> dict:
    """The numbers the charts plot, read from one position."""
    st = game.state
    ed = game.edition
    seats = []
    for s, seat in enumerate(st["seats"]):
        seats.append({
            "money": seat["money"],
            "income_space": seat["income"],
            "income_level": game.income_level(s),
            "vp": seat["vp"],
            "spent": spent[s] if spent is not None else seat["spent"],
            "tiles": sum(1 for spaces in st["board"].values() for t in spaces if t is not None and t["owner"] == s),
            "links": sum(1 for owner in st["links"].values() if owner == s),
        })
    out = {
        "label": label,
        "era": st["era"],
        "round": st["round"],
        "decisions": decisions,
        "over": st["over"],
        "order": list(st["order"]),
        "seats": seats,
        "coal_market": st["coal_market"],
        "iron_market": st["iron_market"],
        "coal_price": _price(ed.coal_prices, st["coal_market"], ed.coal_empty_price),
        "iron_price": _price(ed.iron_prices, st["iron_market"], ed.iron_empty_price),
    }
    for comp in components(ed, st):  # a track beside the map (Lancashire's Distant Cotton Market: "dcm_marker" ...)
        if comp["kind"] == "track":
            keys = _track_keys(ed, comp)
            out.update(zip(keys, (comp["marker"], comp["spaces"][comp["marker"]], comp["left"]), strict=True))
    return out


def _chart_words(ed, track: dict) -> dict:
    """The charts' words for a table component (its ``chart`` in the edition's presentation.json)."""
    return next((s.get("chart", {}) for s in ed.presentation.get("table", ()) if s["id"] == track["id"]), {})


def _track_keys(ed, track: dict) -> tuple[str, str, str]:
    """A track's snapshot keys, from its data: its id with "marker", the word for a space's value (its charts'
    ``value``) and "<pieces>_left" (Lancashire: "dcm_marker", "dcm_income", "dcm_tiles_left")."""
    words = _chart_words(ed, track)
    return (f"{track['id']}_marker", f"{track['id']}_{words.get('value', 'value')}",
            f"{track['id']}_{track['piece'][1]}_left")


def round_label(game: Game, era: str, rnd: int) -> str:
    """A round as the game's edition names it ("Canal 3"; Brass Duel, which has no eras: "Round 3")."""
    return game.edition.eras.round_label(era, rnd)


def timeline(game: Game, every: str = "round") -> list[dict]:
    """Snapshots of the game: at the start, then at the end of every round (``every="round"``) or
    after every decision (``every="decision"``). The last snapshot is the current position.

    An end-of-round snapshot is taken after income and turn order (and after era scoring when the
    round ended an era); its ``spent`` is what each player spent in that round."""
    if every not in ("round", "decision"):
        raise ValueError('every must be "round" or "decision"')
    replay = fresh_copy(game)
    history = game.history
    out = [snapshot(replay, "start", 0)]
    key = (replay.era, replay.round)
    spent = [seat["spent"] for seat in replay.state["seats"]]
    for n, text in enumerate(history, start=1):
        replay.apply(text)
        st = replay.state
        new_key = (st["era"], st["round"])
        ended = new_key != key or (st["over"] and not out[-1]["over"])
        if ended:
            label = round_label(game, *key)
            out.append(snapshot(replay, label, n, spent))
            key = new_key
            spent = [seat["spent"] for seat in st["seats"]]
        else:
            spent = [max(a, seat["spent"]) for a, seat in zip(spent, st["seats"], strict=True)]
            if every == "decision":
                out.append(snapshot(replay, f"{round_label(game, *key)} #{n}", n))
    if not out[-1]["over"] and out[-1]["decisions"] != len(history):
        out.append(snapshot(replay, "now", len(history)))
    return out


# -- charts of one game -------------------------------------------------------------------------------
def _layout(fig: go.Figure, title: str, height: int = 420) -> Figure:
    fig.update_layout(title=title, height=height, template="plotly_white", legend_title_text="",
                      margin={"l": 60, "r": 20, "t": 60, "b": 40})
    return fig if isinstance(fig, Figure) else Figure(fig)


def progress(game: Game) -> Figure:
    """VP, income level and money of each player at the end of every round (three panels)."""
    snaps = timeline(game)
    labels = [s["label"] for s in snaps]
    fig = make_subplots(rows=3, cols=1, shared_xaxes=True, vertical_spacing=0.06,
                        subplot_titles=("Victory points", "Income level", "Money (£)"))
    for p in range(game.players):
        colour = PLAYER_COLOURS[p % len(PLAYER_COLOURS)]
        for row, field in ((1, "vp"), (2, "income_level"), (3, "money")):
            fig.add_trace(go.Scatter(x=labels, y=[s["seats"][p][field] for s in snaps], name=player_name(p),
                                     legendgroup=player_name(p), showlegend=row == 1, mode="lines+markers",
                                     line={"color": colour}, marker=player_marker(p, size=8), meta=field),
                          row=row, col=1)
    return _layout(fig, "How the game went, round by round", height=720)


def markets(game: Game) -> Figure:
    """Cubes in the coal and iron markets, and the price of the next cube, at the end of every round."""
    snaps = timeline(game)
    labels = [s["label"] for s in snaps]
    fig = make_subplots(rows=2, cols=1, shared_xaxes=True, vertical_spacing=0.1,
                        subplot_titles=("Cubes in the market", "Price of the next cube bought (£)"))
    styles = {"coal": "#444444", "iron": "#D55E00"}
    for res, colour in styles.items():
        fig.add_trace(go.Scatter(x=labels, y=[s[f"{res}_market"] for s in snaps], name=f"{res} cubes",
                                 mode="lines+markers", line={"color": colour}), row=1, col=1)
        fig.add_trace(go.Scatter(x=labels, y=[s[f"{res}_price"] for s in snaps], name=f"{res} price",
                                 mode="lines+markers", line={"color": colour, "dash": "dot"}), row=2, col=1)
    return _layout(fig, "Coal and iron markets over time", height=560)


def track(game: Game) -> Figure:
    """The edition's track beside the map over time (its table component of kind "track", engine/table.py): the
    marker (0 = the top space) and the value of its space, in the words of its presentation's ``chart``."""
    found = [t for t in components(game.edition, game.state) if t["kind"] == "track"]
    if not found:
        raise ValueError(f"{game.edition.title} has no track beside its map")
    spec = found[0]
    words = {"title": f"The {spec['title']} over time", "marker": "marker position", "value_name": "value",
             "end": "the end space", "marker_axis": "marker position (track space)", "value_axis": "value",
             **_chart_words(game.edition, spec)}
    marker_key, value_key, _ = _track_keys(game.edition, spec)
    snaps = timeline(game)
    labels = [s["label"] for s in snaps]
    fig = make_subplots(specs=[[{"secondary_y": True}]])
    fig.add_trace(go.Scatter(x=labels, y=[s[marker_key] for s in snaps], name=words["marker"],
                             mode="lines+markers", line={"shape": "hv", "color": "#0072B2"}))
    fig.add_trace(go.Bar(x=labels, y=[s[value_key] if s[value_key] is not None else 0 for s in snaps],
                         name=words["value_name"], marker_color="#56B4E9", opacity=0.5),
                  secondary_y=True)
    x = len(spec["spaces"]) - 1
    fig.add_hline(y=x, line_dash="dash", line_color="#D55E00", annotation_text=words["end"])
    # whole track spaces and whole values: ticks at integers, never 0.222 or 1.111
    fig.update_yaxes(title_text=words["marker_axis"], range=[-0.5, x + 0.5], dtick=1, tick0=0,
                     secondary_y=False)
    top = max((v for v in spec["spaces"] if v is not None), default=0) + 1
    fig.update_yaxes(title_text=words["value_axis"], range=[0, top], dtick=1, tick0=0, secondary_y=True)
    return _layout(fig, words["title"])


def distant_cotton_market(game: Game) -> Figure:
    """The Distant Cotton Market marker over time (0 = top of the track) and the income it pays: ``track`` of
    Lancashire's one track (an edition without a track beside its map: ValueError)."""
    return track(game)


def vp_during_play(game: Game) -> list[int]:
    """VP each player gained between era ends (Brass: Birmingham's merchant bonuses, guide: Merchant Beer
    Bonuses; Brass Duel's VP income, S1), found by replaying the game: the VP a decision added beyond any era
    score it triggered. All zero in an edition that scores VP only at an era's end."""
    gained = [0] * game.players
    if game.edition.scoring.only_at_era_end():
        return gained
    replay = fresh_copy(game)
    st = replay.state
    for text in game.history:
        before, scored = [seat["vp"] for seat in st["seats"]], len(st["scores"])
        replay.apply(text)
        st = replay.state
        era_vp = [0] * game.players
        for breakdown in st["scores"][scored:]:  # an era ended with this decision
            for part in ("totals", *ERA_END_EXTRAS):
                era_vp = [a + b for a, b in zip(era_vp, breakdown.get(part, [0] * game.players), strict=True)]
        for p, seat in enumerate(st["seats"]):
            gained[p] += max(0, seat["vp"] - before[p] - era_vp[p])  # a shortfall's VP loss is not a gain
    return gained


def era_scores(game: Game) -> Figure:
    """The score breakdown at each era's end: link VP, tile VP (and money VP at the Rail Era's end; Brass
    Duel's Notable Persons), VP gained during play (Birmingham's merchant bonuses, Duel's VP income), less the
    VP lost to unpaid shortfalls, so each player's bars add up to their VP (``final_scores``).

    VP lost is drawn below zero (``barmode="relative"``); a marker shows each player's total."""
    st = game.state
    players = [player_name(p) for p in range(game.players)]
    parts: dict[str, list[int]] = {}
    for breakdown in st["scores"]:
        name = game.edition.eras.name(breakdown["era"])  # Brass Duel has no eras: "links", "tiles"
        era = f"{name} " if name else ""
        links = [0] * game.players
        tiles = [0] * game.players
        for item in breakdown["links"]:
            links[item["player"]] += item["vp"]
        for item in breakdown["tiles"]:
            tiles[item["player"]] += item["vp"]
        parts[f"{era}links"] = links
        parts[f"{era}tiles"] = tiles
        if "persons" in breakdown:  # Brass Duel: the Notable Persons score at the end (S1, End of game)
            parts["Notable Persons"] = list(breakdown["persons"])
        if "money" in breakdown:
            parts["money (£10 = 1 VP)"] = list(breakdown["money"])
        if "introductory" in breakdown:
            parts["introductory bonus"] = list(breakdown["introductory"])
    during = vp_during_play(game)
    if any(during):
        parts[game.edition.vp_during_play] = during
    totals = [seat["vp"] for seat in st["seats"]]
    scored = [sum(values[p] for values in parts.values()) for p in range(game.players)]
    # VP change only at an era's end, except that a player who cannot pay a shortfall of negative income
    # with tiles loses 1 VP per £1 (End of Round, Take Income), never going below 0 VP
    lost = [min(0, total - got) for total, got in zip(totals, scored)]
    floor = [max(0, total - got) for total, got in zip(totals, scored)]
    if any(lost):
        parts[CORRECTIONS[0]] = lost
    if any(floor):
        parts[CORRECTIONS[1]] = floor
    fig = Figure()
    palette = ["#56B4E9", "#0072B2", "#F0E442", "#E69F00", "#009E73", "#CC79A7"]
    for i, (name, values) in enumerate(parts.items()):
        colour = "#999999" if name in CORRECTIONS else palette[i % len(palette)]
        fig.add_trace(go.Bar(x=players, y=values, name=name, marker_color=colour))
    if parts:
        fig.add_trace(go.Scatter(x=players, y=totals, name="total VP", mode="markers+text", text=totals,
                                 textposition="top center", marker={"symbol": "line-ew-open", "size": 28,
                                                                    "color": "#222222", "line": {"width": 3}}))
    fig.update_layout(barmode="relative", yaxis_title="VP")
    if not parts:
        fig.add_annotation(text="no era has ended yet", showarrow=False, x=0.5, y=0.5, xref="paper", yref="paper")
    return _layout(fig, "Where the victory points came from")


def spending(game: Game) -> Figure:
    """Money spent by each player in each round: the least spent goes first in the next round."""
    snaps = [s for s in timeline(game)[1:] if s["label"] != "now"]
    labels = [s["label"] for s in snaps]
    fig = Figure()
    for p in range(game.players):
        fig.add_trace(go.Bar(x=labels, y=[s["seats"][p]["spent"] for s in snaps], name=player_name(p),
                             marker=player_bars(p), customdata=[s["order"].index(p) + 1 for s in snaps],
                             hovertemplate="spent £%{y}; goes %{customdata} next round"))
    fig.update_layout(barmode="group", yaxis_title="£ spent in the round")
    return _layout(fig, "Money spent per round (least spent goes first next round)")


def supply_curve(game: Game, resource: str = "coal", extra: int = 3) -> Figure:
    """The price of each cube you could buy now, cheapest first: the market as a supply curve.

    Shows the current market and, for comparison, a full market."""
    if resource not in ("coal", "iron"):
        raise ValueError('resource must be "coal" or "iron"')
    ed = game.edition
    prices = ed.coal_prices if resource == "coal" else ed.iron_prices
    empty = ed.coal_empty_price if resource == "coal" else ed.iron_empty_price
    cubes_now = game.state[f"{resource}_market"]
    n = len(prices) + extra
    xs = list(range(1, n + 1))

    def curve(cubes: int) -> list[int]:
        out = []
        for _ in xs:
            out.append(_price(prices, cubes, empty))
            cubes = max(cubes - 1, 0)
        return out

    fig = Figure()
    fig.add_trace(go.Scatter(x=xs, y=curve(len(prices)), name="full market", mode="lines",
                             line={"shape": "hv", "dash": "dot", "color": "#999999"}))
    fig.add_trace(go.Scatter(x=xs, y=curve(cubes_now), name=f"now ({cubes_now} cubes)", mode="lines+markers",
                             line={"shape": "hv", "color": "#444444" if resource == "coal" else "#D55E00"}))
    fig.update_layout(xaxis_title=f"the n-th {resource} cube you buy", yaxis_title="price (£)")
    return _layout(fig, f"The {resource} market as a supply curve")


def income_track(game: Game) -> Figure:
    """Income level for each space of the Progress Track, with each player's income marker."""
    ed = game.edition
    levels = [ed.level_of(space) for space in range(len(ed.space_to_level))]
    fig = Figure()
    fig.add_trace(go.Scatter(x=list(range(len(levels))), y=levels, name="income level of each space",
                             mode="lines", line={"shape": "hv", "color": "#999999"}))
    for p, seat in enumerate(game.state["seats"]):
        fig.add_trace(go.Scatter(x=[seat["income"]], y=[game.income_level(p)], name=player_name(p),
                                 mode="markers", marker=player_marker(p, size=14)))
    fig.update_layout(xaxis_title="income space (Progress Track)", yaxis_title="income level (£ per round)")
    return _layout(fig, "Income spaces and income levels")


# -- tournaments -----------------------------------------------------------------------------------------
def play_game(bots: Sequence, seed: int, players: int | None = None, variant=None,
              max_decisions: int = 5000) -> Game:
    """Play one seeded game to the end, seat s moved by ``bots[s]``."""
    players = players or len(bots)
    spec = simulation.GameSpec(seed=seed, bots=tuple((lambda seat, b=b: b) for b in bots[:players]),
                               names=tuple(str(s) for s in range(players)), variant=variant,
                               max_decisions=max_decisions)
    return simulation.play(spec)


def tournament(result: dict) -> Figure:
    """Win rate per seat played (with its 95% Wilson interval) and the distribution of final VP of each bot,
    from the result of ``simulation.tournament`` (the one tournament API: seeded deals, seats rotated)."""
    bots = result["bots"]
    names = [b["bot"] for b in bots]
    fig = make_subplots(rows=1, cols=2, subplot_titles=("Win rate per seat played (95% CI)", "Final VP"))
    fig.add_trace(go.Bar(x=names, y=[b["win_rate"] for b in bots], name="win rate", marker_color="#0072B2",
                         text=[f"{b['wins']}/{b['games']}" for b in bots],
                         error_y={"type": "data", "symmetric": False,
                                  "array": [b["win_ci"][1] - b["win_rate"] for b in bots],
                                  "arrayminus": [b["win_rate"] - b["win_ci"][0] for b in bots]}),
                  row=1, col=1)
    for trace in score_distribution(result["table"]).data:
        fig.add_trace(trace, row=1, col=2)
    fig.update_yaxes(range=[0, 1], tickformat=".0%", row=1, col=1)
    fig.update_layout(showlegend=False)
    return _layout(fig, f"Tournament: {result['games']} games")


def _by_bot(rows: Sequence[dict]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for row in rows:
        out.setdefault(row["bot"], []).append(row)
    return out


def win_rates(rows: Sequence[dict]) -> Figure:
    """Win rate per seat played of each bot, from the tidy rows of ``simulation.tidy`` (a shared first
    place counts as a win)."""
    groups = _by_bot(rows)
    names = list(groups)
    wins = [sum(r["rank"] == 1 for r in groups[n]) for n in names]
    seats = [len(groups[n]) for n in names]
    fig = go.Figure(go.Bar(x=names, y=[w / s for w, s in zip(wins, seats)], name="win rate", marker_color="#0072B2",
                           text=[f"{w}/{s}" for w, s in zip(wins, seats)]))
    fig.update_yaxes(range=[0, 1], tickformat=".0%", title="wins per seat played")
    games = len({(r["edition"], r["players"], r["seed"]) for r in rows})
    return _layout(fig, f"Win rates: {games} games")


def score_distribution(rows: Sequence[dict]) -> Figure:
    """The distribution of final VP of each bot, from the tidy rows of ``simulation.tidy``."""
    groups = _by_bot(rows)
    fig = go.Figure()
    for i, (name, mine) in enumerate(groups.items()):
        fig.add_trace(go.Box(y=[r["vp"] for r in mine], name=name, boxpoints="all", jitter=0.3,
                             marker_color=PLAYER_COLOURS[i % 4]))
    fig.update_layout(showlegend=False, yaxis_title="final VP")
    return _layout(fig, "Final VP")


# -- the evaluation graph of a review -----------------------------------------------------------------
# a marked decision's plotly symbol on its seat's line (the seat's colour says whose; the symbol says how bad)
MARK_SYMBOLS = {"inaccuracy": "circle-open", "mistake": "x", "blunder": "star"}


def review_graph(rev) -> Figure:
    """The evaluation graph of a review (``brass_widget.review``): each seat's projected final VP before every
    decision and at the end, in the board's colours and shapes, a dotted line where each era starts, and the
    decisions marked an inaccuracy, a mistake or a blunder on the deciding seat's line (hover: the decision, the
    VP lost and the best alternative)."""
    fig = go.Figure()
    xs = list(range(1, len(rev.projected) + 1))  # before decision n; the last point is the end
    seats = range(rev.players) if rev.seat is None else [rev.seat]
    for p in seats:
        fig.add_trace(go.Scatter(x=xs, y=[row[p] for row in rev.projected], name=player_name(p), mode="lines+markers",
                                 line={"color": PLAYER_COLOURS[p % len(PLAYER_COLOURS)]}, legendgroup=player_name(p),
                                 marker=player_marker(p, size=5), meta="projected"))
        marked = [w for w in rev.marked() if w.seat == p]
        if marked:
            fig.add_trace(go.Scatter(
                x=[w.number for w in marked], y=[rev.projected[w.number - 1][p] for w in marked], mode="markers",
                name=f"{player_name(p)}: marked", legendgroup=player_name(p),
                marker=player_marker(p, size=12, symbol=[MARK_SYMBOLS[w.mark] for w in marked]),
                text=[w.line() for w in marked], hovertemplate="%{text}<extra></extra>", meta="marked"))
    for start, name in rev.eras[1:] if len(rev.eras) > 1 else []:
        fig.add_vline(x=start, line_dash="dot", line_color="#888",
                      annotation_text=f"{name} Era" if name else "", annotation_position="top left")
    fig.update_xaxes(title_text="decision")
    fig.update_yaxes(title_text="projected final VP")
    return _layout(fig, "Projected final VP across the game, with the marked decisions (o inaccuracy, x mistake, "
                        "* blunder)")
