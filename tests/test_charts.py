"""Charts: assert on the figures' data (trace names and values), which the replayed history must match."""

from __future__ import annotations

import pytest

from brass_widget import Game, GreedyBot, RandomBot, charts, simulation
from brass_widget.scenarios import load


def finished_game(players: int = 2, seed: int = 5) -> Game:
    g = Game.new("lancashire", players=players, seed=seed)
    bots = [RandomBot(seed=s) for s in range(players)]
    while not g.is_over:
        g.apply(bots[g.current_player].choose(g))
    return g


@pytest.fixture(scope="module")
def game() -> Game:
    return finished_game()


def trace(fig, name, meta=None):
    found = [t for t in fig.data if t.name == name and (meta is None or t.meta == meta)]
    assert len(found) == 1, (name, meta, [t.name for t in fig.data])
    return found[0]


def test_timeline_has_a_snapshot_per_round_and_ends_at_the_final_state(game):
    snaps = charts.timeline(game)
    assert [s["label"] for s in snaps] == (["start"] + [f"Canal {r}" for r in range(1, 11)]
                                           + [f"Rail {r}" for r in range(1, 11)])
    last = snaps[-1]
    st = game.state
    assert last["over"] and last["decisions"] == len(game.history)
    assert [s["vp"] for s in last["seats"]] == [seat["vp"] for seat in st["seats"]]
    assert [s["money"] for s in last["seats"]] == [seat["money"] for seat in st["seats"]]
    assert snaps[0]["seats"][0]["money"] == 30 and snaps[0]["coal_market"] == 8


def test_progress_traces_follow_each_player(game):
    fig = charts.progress(game)
    assert sorted({t.name for t in fig.data}) == ["Blue (player 0)", "Orange (player 1)"]
    snaps = charts.timeline(game)
    for p in range(2):
        for field in ("vp", "income_level", "money"):
            t = trace(fig, charts.player_name(p), field)
            assert list(t.y) == [s["seats"][p][field] for s in snaps]
            assert list(t.x) == [s["label"] for s in snaps]
        assert trace(fig, charts.player_name(p), "vp").y[-1] == game.state["seats"][p]["vp"]


def test_markets_of_a_scenario_replay_from_its_start():
    g = load("iron_works_sale")
    g.play("build iron_works bolton card bolton")
    fig = charts.markets(g)
    assert [t.name for t in fig.data] == ["coal cubes", "coal price", "iron cubes", "iron price"]
    assert list(trace(fig, "iron cubes").x) == ["start", "now"]
    assert list(trace(fig, "iron cubes").y) == [2, 6]
    assert list(trace(fig, "iron price").y) == [4, 2]  # 2 cubes left: next costs £4; 6 left: £2


def test_distant_cotton_market_marker(game):
    g = load("selling_cotton")
    g.play("sell preston/2 to lancaster/1 card port; sell colne/1 to distant; sell burnley/1 to distant")
    fig = charts.distant_cotton_market(g)
    assert list(trace(fig, "marker position").y) == [4, 8]
    assert list(trace(fig, "income spaces for the next sale").y) == [1, 0]
    full = charts.distant_cotton_market(game)
    assert len(trace(full, "marker position").y) == len(charts.timeline(game))
    # readable axes (issue 21): whole track spaces and income spaces, ticks at integers
    assert (fig.layout.yaxis.dtick, fig.layout.yaxis2.dtick) == (1, 1)


def test_a_track_is_charted_from_its_table_component_and_an_edition_without_one_is_refused():
    """The track figure and its snapshot keys come from the edition's table component of kind "track" (its id, its
    pieces, its chart words): Lancashire's Distant Cotton Market keeps "dcm_marker", "dcm_income", "dcm_tiles_left";
    Birmingham, with no track beside its map, has none of them and its figure is refused."""
    g = load("selling_cotton")
    g.play("sell preston/2 to lancaster/1 card port; sell colne/1 to distant")
    snap = charts.snapshot(g, "now", 1)
    dcm = g.state["dcm"]
    assert (snap["dcm_marker"], snap["dcm_tiles_left"]) == (dcm["marker"], len(dcm["draw"]))
    assert snap["dcm_income"] == g.edition.dcm_track[dcm["marker"]]
    assert charts.track(g).layout.title.text == "The Distant Cotton Market over time"
    b = Game.new("birmingham", players=2, seed=1)
    assert not [k for k in charts.snapshot(b, "start", 0) if k.startswith("dcm")]
    with pytest.raises(ValueError, match="has no track"):
        charts.distant_cotton_market(b)


def test_era_scores_breakdown():
    g = load("canal_era_end")
    assert [t.name for t in charts.era_scores(g).data] == []
    g.play("pass card stockport")
    fig = charts.era_scores(g)
    assert list(trace(fig, "Canal links").y) == [4, 2, 3, 0]
    assert list(trace(fig, "Canal tiles").y) == [6, 7, 5, 0]
    rail = load("rail_era_end")
    rail.play("pass card stockport")
    assert list(trace(charts.era_scores(rail), "money (£10 = 1 VP)").y) == [5, 2, 8, 0]


def test_era_scores_of_a_whole_game_add_up(game):
    fig = charts.era_scores(game)
    for breakdown in game.state["scores"]:
        era = game.edition.eras.name(breakdown["era"])
        parts = [t for t in fig.data if t.name.startswith(era)]
        assert [sum(t.y[p] for t in parts) for p in range(2)] == breakdown["totals"]
    assert list(trace(fig, "money (£10 = 1 VP)").y) == [seat["money"] // 10 for seat in game.state["seats"]]


def finished_duel(seed: int) -> Game:
    g = Game.new("duel", players=2, seed=seed)
    bots = [GreedyBot(), GreedyBot()]
    while not g.is_over:
        g.apply(bots[g.current_player].choose(g))
    return g


def test_duel_rounds_are_named_without_an_era():
    """Brass Duel has no eras (S1): its rounds read "Round N", never "Rail N"."""
    g = finished_duel(0)
    labels = [s["label"] for s in charts.timeline(g)]
    assert labels == ["start"] + [f"Round {r}" for r in range(1, g.round + 1)]
    assert not any("Rail" in x for x in labels)
    assert list(trace(charts.progress(g), charts.player_name(0), "vp").x) == labels


@pytest.mark.parametrize("seed", [0, 3])
def test_duel_final_scoring_chart_adds_up_from_its_parts(seed):
    """Duel's VP come from links, flipped tiles, the Notable Persons (S1, End of game) and VP income every round
    (S1, VP income): each a bar of its own, adding up to each player's VP with no unexplained remainder."""
    g = finished_duel(seed)
    fig = charts.era_scores(g)
    names = [t.name for t in fig.data]
    assert names[:3] == ["links", "tiles", "Notable Persons"]
    assert not [n for n in names if n in charts.CORRECTIONS or "Rail" in n]  # nothing lost, nothing unexplained
    assert "VP income (VP during play)" in names or not any(s["vp_income"] for s in g.state["seats"])
    breakdown = g.state["scores"][0]
    assert list(trace(fig, "Notable Persons").y) == breakdown["persons"]
    assert [trace(fig, "links").y[p] + trace(fig, "tiles").y[p] for p in range(2)] == breakdown["totals"]
    bars = [t for t in fig.data if t.type == "bar"]
    assert [sum(t.y[p] for t in bars) for p in range(2)] == [seat["vp"] for seat in g.state["seats"]]


def test_spending_sets_turn_order():
    g = load("loans_and_shortfall")
    g.play("loan 30 card port; pass card wigan; remove fleetwood/1")
    fig = charts.spending(g)
    assert [t.name for t in fig.data] == [charts.player_name(p) for p in range(4)]
    assert [trace(fig, charts.player_name(p)).y[0] for p in range(4)] == [0, 12, 3, 0]
    assert [trace(fig, charts.player_name(p)).customdata[0] for p in range(4)] == [2, 4, 3, 1]


def test_supply_curve_and_income_track():
    g = load("coal_from_market")
    fig = charts.supply_curve(g, "coal")
    assert list(trace(fig, "now (5 cubes)").y[:6]) == [2, 3, 3, 4, 4, 5]
    assert list(trace(fig, "full market").y[:9]) == [1, 1, 2, 2, 3, 3, 4, 4, 5]
    with pytest.raises(ValueError):
        charts.supply_curve(g, "gold")
    track = charts.income_track(load("loans_and_shortfall"))
    assert list(trace(track, charts.player_name(1)).y) == [-3] and list(trace(track, charts.player_name(1)).x) == [7]


def test_tournament_figure_draws_a_simulation_tournament():
    entrants = {"random A": lambda seat: RandomBot(seed=seat), "random B": lambda seat: RandomBot(seed=seat + 10)}
    result = simulation.tournament(["random A", "random B"], 4, seed=1, entrants=entrants, progress=False)
    fig = charts.tournament(result)
    bars = trace(fig, "win rate")
    assert list(bars.x) == ["random A", "random B"]
    assert list(bars.y) == [b["win_rate"] for b in result["bots"]]
    assert [lo for lo in bars.error_y.arrayminus] == pytest.approx([b["win_rate"] - b["win_ci"][0]
                                                                    for b in result["bots"]])
    boxes = {t.name: sorted(t.y) for t in fig.data if t.type == "box"}
    assert boxes == {b: sorted(r["vp"] for r in result["table"] if r["bot"] == b) for b in ("random A", "random B")}
    assert not hasattr(charts, "run_tournament")  # one tournament API: simulation.tournament


def test_chart_colours_and_names_match_the_board():
    from brass_widget.render.palette import PLAYER_COLOURS
    fig = charts.progress(load("first_build"))
    for p in range(4):
        t = trace(fig, charts.player_name(p), "vp")
        assert t.line.color == PLAYER_COLOURS[p]
    assert charts.player_name(0) == "Blue (player 0)"


def test_timeline_rejects_unknown_step():
    with pytest.raises(ValueError):
        charts.timeline(Game.new("lancashire", players=2, seed=1), every="turn")


def test_timeline_by_decision_counts_every_decision():
    g = load("first_build")
    g.play("build cotton_mill manchester card cotton_mill")
    snaps = charts.timeline(g, every="decision")
    assert [s["decisions"] for s in snaps] == [0, 1]
    assert snaps[-1]["seats"][0]["money"] == 8


# seeded random-bot games; the first four lose VP to unpaid shortfalls (End of Round, Take Income): in (3, 0)
# Green scores 10 VP at the eras' ends but finishes on 2
SCORED_GAMES = [(3, 0), (2, 0), (2, 6), (4, 0), (3, 2)]


@pytest.mark.parametrize("players,seed", SCORED_GAMES)
def test_every_chart_of_scores_adds_up_to_final_scores(players, seed):
    g = finished_game(players, seed)
    final = [next(r["vp"] for r in g.final_scores() if r["player"] == p) for p in range(players)]
    fig = charts.era_scores(g)
    bars = [t for t in fig.data if t.type == "bar"]
    assert [sum(t.y[p] for t in bars) for p in range(players)] == final
    assert list(trace(fig, "total VP").y) == final
    assert fig.layout.barmode == "relative"  # VP lost are drawn below zero, not stacked on top
    progress = charts.progress(g)
    assert [trace(progress, charts.player_name(p), "vp").y[-1] for p in range(players)] == final
    unpaid = [e for e in g.state["log"] if "VP for an unpaid shortfall" in e["text"]]
    if (players, seed) != (3, 2):
        assert unpaid, "this game is here for its shortfalls"
    lost = [t for t in bars if t.name == "VP lost to unpaid shortfalls"]
    scored = [sum(t.y[p] for t in bars if t not in lost) for p in range(players)]
    if scored != final:
        assert lost and all(v <= 0 for v in lost[0].y)
    else:
        assert not lost


def test_the_shortfall_that_motivated_the_fix():
    g = finished_game(3, 0)
    fig = charts.era_scores(g)
    green = 2
    assert sum(t.y[green] for t in fig.data if t.type == "bar" and t.y[green] > 0) == 10
    assert trace(fig, "VP lost to unpaid shortfalls").y[green] == -8
    assert g.state["seats"][green]["vp"] == 2


def test_tournament_vp_are_the_final_scores():
    entrants = {"a": lambda seat: RandomBot(seed=seat), "b": lambda seat: RandomBot(seed=seat + 5)}
    result = simulation.tournament(["a", "b", "a"], 2, seed=0, entrants=entrants, progress=False)
    for i, spec in enumerate(simulation.tournament_specs(["a", "b", "a"], 2, seed=0, entrants=entrants)):
        g = charts.play_game([spec.bots[s](s) for s in range(3)], seed=spec.seed, players=3)
        rows = result["table"][3 * i:3 * i + 3]  # one row per seat, the games in order
        assert [r["vp"] for r in rows] == [next(f["vp"] for f in g.final_scores() if f["player"] == p)
                                           for p in range(3)]


def test_charts_carry_an_html_copy_for_static_exports(monkeypatch):
    import plotly.io as pio
    fig = charts.supply_curve(load("coal_from_market"), "coal")
    assert isinstance(fig, charts.Figure)
    monkeypatch.setattr(pio.renderers, "default", "plotly_mimetype")  # what a Jupyter kernel uses
    bundle = fig._repr_mimebundle_()
    assert set(bundle) == {"application/vnd.plotly.v1+json", "text/html"}
    shown = []
    monkeypatch.setattr("IPython.display.display", lambda obj, raw=False: shown.append((obj, raw)))
    fig._ipython_display_()  # plotly's display hook: the same two outputs
    assert len(shown) == 1 and shown[0][1] and set(shown[0][0]) == set(bundle)
    html = charts.static_html(fig)
    assert 'class="plotly-graph-div"' in html and "https://cdn.plot.ly/" in html
    assert "brass-chart-offline" in html and "cdn.plot.ly: open this page with internet access" in html
    sub = charts.progress(load("first_build"))  # made with subplots: the grid survives, so row/col still work
    sub.add_trace(charts.go.Scatter(x=[0], y=[0], name="extra"), row=2, col=1)
    assert sub.data[-1].name == "extra"


def test_birmingham_merchant_bonus_vp_are_their_own_bars():
    """A sale with Nottingham's barrel gives +3 VP during play (guide: Merchant Beer Bonuses): era_scores draws them
    as VP during play, not as VP lost or floored, and the bars still add up to the player's VP."""
    from brass_widget.scenarios import Builder
    b = Builder(edition="birmingham", players=4, seed=1).set(round=3)
    b.tile("derby/2", owner=0, industry="cotton_mill", level=1).link("derby--nottingham", owner=0)
    b.merchant("nottingham/1", "cotton_mill-4p").hand(0, ["leek"]).to_act(0)
    g = b.game()
    assert [t.name for t in charts.era_scores(g).data] == []
    g.play("sell derby/2 to nottingham/1 card leek beer merchant")
    assert g.state["seats"][0]["vp"] == 3
    fig = charts.era_scores(g)
    assert list(trace(fig, "merchant bonuses (VP during play)").y) == [3, 0, 0, 0]
    assert list(trace(fig, "total VP").y) == [3, 0, 0, 0]
    assert not [t for t in fig.data if t.name.startswith("VP ")]
    assert charts.vp_during_play(load("first_build")) == [0, 0, 0, 0]  # Lancashire scores only at an era's end


def test_merchant_bonus_vp_in_a_whole_birmingham_game_add_up():
    from brass_widget import GreedyBot
    g = Game.new("birmingham", players=4, seed=1)  # a seeded game in which a Nottingham bonus is taken
    bots = [GreedyBot(seed=i) for i in range(4)]
    while not g.is_over:
        g.apply(bots[g.current_player].choose(g))
    bonus = [e for e in g.state["log"] if e["text"].startswith("merchant bonus: +") and e["text"].endswith(" VP")]
    assert bonus, "this game is here for its merchant VP bonus"
    fig = charts.era_scores(g)
    final = [next(r["vp"] for r in g.final_scores() if r["player"] == p) for p in range(4)]
    assert [sum(t.y[p] for t in fig.data if t.type == "bar") for p in range(4)] == final
    during = trace(fig, "merchant bonuses (VP during play)").y
    for p in range(4):
        assert during[p] == sum(int(e["text"].split("+")[1].split(" ")[0]) for e in bonus if e["player"] == p)


def test_each_seat_has_the_boards_shape_and_hatch_so_charts_read_without_colour():
    """Colour is not the only cue (WCAG 1.4.1): each seat's line carries the board's shape for it as its marker
    (circle, square, triangle, diamond), the same in every panel, and its bars the hatch of its tiles."""
    g = load("loans_and_shortfall")  # four players
    symbols = ["circle", "square", "triangle-up", "diamond"]
    fig = charts.progress(g)
    for field in ("vp", "income_level", "money"):
        assert [trace(fig, charts.player_name(p), field).marker.symbol for p in range(4)] == symbols
    track = charts.income_track(g)
    assert [trace(track, charts.player_name(p)).marker.symbol for p in range(4)] == symbols
    bars = charts.spending(g)
    assert [trace(bars, charts.player_name(p)).marker.pattern.shape for p in range(4)] == ["", "/", "-", "|"]


def test_a_house_rules_game_replays_under_its_rules():
    """charts replay a game from its start: a game with house rules replays under them (a £50 loan is legal)."""
    g = Game.new("birmingham", players=2, seed=4, rules={"loan": 50})
    seat = g.current_player
    g.apply(next(a for a in g.legal_actions() if a.kind == "loan"))
    assert charts.fresh_copy(g).house_rules == {"loan": 50}
    assert charts.timeline(g, every="decision")[-1]["seats"][seat]["money"] == 17 + 50
