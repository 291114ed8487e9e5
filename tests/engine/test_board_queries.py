"""What the board draws is the engine's answer (issue 20, item 2): each tile's status on a mat (why it cannot be
built now), where beer can come from and the routes it travels, the link search, the sources a step may show,
the wild piles, Duel's edge columns; and the words and pictures an edition gives its things (engine.vocabulary).
Properties over sampled positions of every edition: each answer agrees with the legal decisions."""

from __future__ import annotations

import json
import pathlib
import random

import pytest

from brass_widget import ActionSyntaxError, Game
from brass_widget.engine import vocabulary

EDITIONS = [("lancashire", 3), ("birmingham", 3), ("duel", 2)]


def _positions(edition: str, players: int, seeds=range(4), every: int = 9, moves: int = 260):
    """Positions along seeded random games (every ``every`` decisions), each a Game with a decision to make."""
    for seed in seeds:
        g = Game.new(edition, players=players, seed=seed)
        r = random.Random(seed)
        for i in range(moves):
            if g.is_over:
                break
            if i % every == 0:
                yield g.clone()
            g.apply(r.choice(g.legal_actions()))


def _beer_positions():
    """Birmingham positions where beer is taken (the board tests' saved positions: sales with a merchant's or a
    brewery's beer, a double rail), and every position on the way to each."""
    saved = json.loads((pathlib.Path(__file__).parent.parent / "widget" / "birmingham_positions.json")
                       .read_text("utf-8"))["positions"]
    for p in saved.values():
        g = Game.new("birmingham", players=2, seed=p["seed"])
        for text in p["history"]:
            yield g.clone()
            g.play(text)
        yield g


def _words(value) -> list[str]:
    return str(value).split(" ") if value is not None else []


@pytest.mark.parametrize(("edition", "players"), EDITIONS)
def test_a_tile_with_a_legal_build_is_never_shown_locked(edition, players):
    """Build step 2: an industry some legal build places has no reason on the mat; one with a reason is never
    built by any legal decision; an empty stack has no level."""
    seen_locked = 0
    for g in _positions(edition, players):
        p = g.current_player
        built = {a.industry for a in g.legal_actions() if a.kind == "build"}
        for ind, level, left, why in g.tile_status(p):
            if ind in built:
                assert why is None, (ind, why)
            if why is not None:
                seen_locked += 1
                assert ind not in built and isinstance(why, str) and why
            assert (level is None) == (left == 0)
    assert seen_locked  # the property is not vacuous: some tile is locked somewhere (a level-0 or an era's tile)


def test_a_canal_only_tile_in_the_rail_era_says_the_rail_era():
    """Lancashire, Rail Era: a level-1 tile still on the mat cannot be built then (rulebook, Build Action)."""
    for g in _positions("lancashire", 3, seeds=range(6), every=5, moves=400):
        if g.state["era"] != "rail":
            continue
        for ind, level, _, why in g.tile_status(g.current_player):
            spec = g.edition.spec(ind, level) if level is not None else None
            if spec is not None and spec.era == "canal":
                assert "Rail Era" in why
                return
    pytest.fail("no canal-only tile left on a mat in the Rail Era of these games")


def test_beer_reach_holds_every_barrel_a_legal_decision_uses():
    """Consuming Beer: every barrel a legal decision takes comes from a location the board marks, and every marked
    location holds a barrel (a brewery's, or a merchant's beside its tile)."""
    used = 0
    for g in _beer_positions():
        p = g.current_player
        reach = set(g.beer_reach(p))
        barrels = {loc for loc, spaces in g.state["board"].items() for t in spaces
                   if t is not None and t["cubes"] and g.edition.industry[t["industry"]].holds == "beer"}
        barrels |= {loc for loc, row in g.state["merchants"].items() if any(m["beer"] for m in row)}
        assert reach <= barrels
        for a in g.legal_actions():
            for src in _words(a.beer):
                loc = (a.to or "").partition("/")[0] if src == "merchant" else src.partition("/")[0]
                assert loc in reach, (str(a), sorted(reach))
                used += 1
    assert used


def test_a_barrels_route_runs_over_built_links_to_where_it_is_needed():
    routes = 0
    for g in _beer_positions():
        for a in g.legal_actions():
            if a.beer is None or a.kind != "sell":
                continue
            need = a.target.partition("/")[0]
            for path in g.beer_route(a):
                if len(path) > 1:
                    routes += 1
                    assert path[0] == need
                    for x, y in zip(path, path[1:]):
                        assert g.connected(x, y)
    assert routes


@pytest.mark.parametrize(("edition", "players"), EDITIONS)
def test_the_link_search_is_the_connection_rule(edition, players):
    """Connected Locations: a route exists exactly when two locations are connected."""
    for g in _positions(edition, players, seeds=range(2), every=40):
        locs = list(g.edition.location_ids)[:8]
        for a in locs:
            for b in locs:
                path = g.route([a], [b])
                assert bool(path) == g.connected(a, b) or a == b
                if path:
                    assert path[0] == a and path[-1] == b


@pytest.mark.parametrize(("edition", "players"), EDITIONS)
def test_every_source_a_legal_decision_names_is_a_candidate(edition, players):
    """The sources a step lists (struck out or not) hold every value the legal decisions name."""
    for g in _positions(edition, players, seeds=range(3), every=5):
        cands = g.source_candidates()
        for a in g.legal_actions():
            for field in ("coal", "iron", "beer", "boat"):
                for w in _words(getattr(a, field, None)):
                    assert w in cands.get(field, ()), (str(a), field, cands.get(field))
            if a.kind == "sell" and a.to is not None:
                assert a.to in cands["to"], (str(a), cands["to"])


def test_a_duel_sale_lists_no_distant_cotton_market():
    """Brass Duel sells through Ports (S1, Sell): the Distant Cotton Market is Lancashire's alone."""
    g = Game.new("duel", players=2, seed=0)
    assert "distant" not in g.source_candidates()["to"]
    assert "distant" in Game.new("lancashire", players=3, seed=0).source_candidates()["to"]


def test_the_wild_piles_count_the_wild_cards_held():
    """Birmingham guide, Scout Action: a pile holds its count less the wild cards in hands."""
    g = Game.new("birmingham", players=2, seed=1)
    full = g.edition.table.view(g.state)["wild"]
    assert full == dict(g.edition.setup["wild_cards"])
    st = g.state
    st["seats"][0]["hand"].append("wild_location")
    assert g.edition.table.view(st)["wild"]["wild_location"] == full["wild_location"] - 1


def test_duel_edge_columns_name_the_fee_the_engine_charges():
    """S1, On your turn: the first and last columns cost the edge fee; the board's words say so, from the rule."""
    g = Game.new("duel", players=2, seed=0)
    ed = g.edition
    fee = ed.setup["edge_column_fee"]
    names = ed.table.value_names()["take"]["amount"]
    n = ed.setup["row_cards"]
    assert sorted(names) == [str(c) for c in range(1, n + 1)]
    assert [c for c, words in names.items() if f"costs £{fee}" in words] == ["1", str(n)]  # a cost (issue 37)
    assert ed.table.facts()["rows"]["edge"] == [0, n - 1]


@pytest.mark.parametrize(("edition", "players"), EDITIONS)
def test_every_industry_has_a_name_a_colour_and_a_glyph(edition, players):
    """Presentation is data: each industry of an edition is named, coloured and drawn by its data."""
    ed = Game.new(edition, players=players).edition
    glyphs = vocabulary.industry_glyphs(ed)
    for ind in ed.industries:
        assert vocabulary.industry_name(ed, ind) != ind.replace("_", " ").title() or " " not in ind
        assert vocabulary.industry_fill(ed, ind) != vocabulary.UNKNOWN_FILL
        assert glyphs.get(ind)
    assert set(vocabulary.kind_names(ed)) >= set(ed.extras.kinds)  # every kind of decision has a name


def test_reach_is_one_query_and_refuses_a_resource_it_has_none_for():
    """``Game.reach(resource, seat)`` is the one reach query (the view model asks it for the resource an edition's
    data names): ``coal_reach`` and ``beer_reach`` are its aliases; a resource with no reach, a resource that is not
    a word, or a seat out of range is refused with a ValueError that names what there is, and changes nothing."""
    g = next(x for x in _beer_positions() if x.beer_reach(x.current_player))  # Birmingham's barrels, somewhere
    p = g.current_player
    assert g.reach("coal") == g.reach("coal", p) == g.coal_reach()
    assert g.reach("beer", p) == g.reach("beer") == g.beer_reach(p)
    assert Game.new("lancashire", players=3, seed=0).reach("beer", 0) == []  # an edition without beer
    before = g.to_json()
    for resource in ("wood", "iron", ["coal"], None):
        with pytest.raises(ValueError, match="the resources with one are beer, coal"):
            g.reach(resource, p)
    for seat in (3, -1, True, "0"):
        with pytest.raises(ValueError, match="seat must be 0 to 1"):
            g.reach("coal", seat)
    a = g.legal_actions()[0]
    for resource in ("iron", "", {}):
        with pytest.raises(ValueError, match="the resources with one are beer, coal"):
            g.resource_routes(resource, a)
    for bad in (5, None, "sell nowhere"):  # not a decision: refused as a decision's words are
        with pytest.raises(ActionSyntaxError):
            g.resource_routes("beer", bad)
    assert g.to_json() == before


def test_a_decisions_routes_are_one_query_for_each_resource():
    """``Game.resource_routes(resource, action)``: each coal cube's route (the first is the preview's
    ``coal_route``), each barrel's (``beer_route`` is its alias)."""
    coal = beer = 0
    for g in _beer_positions():
        for a in g.legal_actions():
            if a.coal:
                routes = g.resource_routes("coal", a)
                assert len(routes) == len(a.coal.split(" ")) and routes[0] == g.preview(a)["coal_route"]
                coal += 1
            if a.beer:
                assert g.resource_routes("beer", str(a)) == g.beer_route(a)
                beer += 1
    assert coal and beer
