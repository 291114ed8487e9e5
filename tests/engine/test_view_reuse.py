"""A View that takes its board answers from an earlier View of the same links and board (View(..., prev)), or of a
position a decision left them unchanged in (View(..., prev, kept): engine/writes.py), answers every question exactly
as a View computed from scratch, at every decision of seeded games."""

import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine import writes
from brass_widget.engine.board import View
from brass_widget.engine.legality import _build_sites, legal_actions


def _answers(v: View) -> dict:
    ed = v.ed
    out = {
        "adj": {k: sorted(x) for k, x in v.adj.items()},
        "comp": {loc: v.comp[loc] for loc in ed.location_ids},
        "tiles_of": v.tiles_of,
        "coal_mines": v.coal_mines, "iron_works": v.iron_works, "breweries": v.breweries,
        "coal_on_board": v.coal_on_board, "iron_on_board": v.iron_on_board,
        "networks": [sorted(v.network(p)) for p in range(v.st["players"])],
        "pieces": [v.has_pieces(p) for p in range(v.st["players"])],
        "coal": {loc: v.coal_options((loc,)) for loc in ed.location_ids},
        "coal2": {loc: v.coal_plans((loc,), 2) for loc in ed.location_ids},
        "coal_choices": {loc: v.coal_choices(loc, 2) for loc in ed.location_ids},
        "coal_choice": {loc: v.coal_choices(loc, 1) for loc in ed.location_ids},
        "iron": [v.iron_plans(n) for n in (1, 2, 3)], "iron_choices": [v.iron_choices(n) for n in (1, 2)],
        "prices": [v.market_price(r, n) for r in ("coal", "iron") for n in (1, 2, 3)],
        "beer": [v.beer_sources(p, (loc,)) for p in range(v.st["players"]) for loc in ed.location_ids[:8]],
        "legal": [str(a) for a in legal_actions(v)],
        "build_sites": {ind: _build_sites(v, ind) for ind in ed.industries},
    }
    for seat in v.tiles_of:  # each tile read through tiles_of is the state's own (live) tile
        for loc, i, t in seat:
            assert t is v.st["board"][loc][i]
    return out


@pytest.mark.parametrize("edition", ["lancashire", "birmingham"])
def test_a_shared_view_answers_as_a_fresh_one(edition):
    shared = derived = kept = 0
    for seed in range(2):
        g = Game.new(edition, players=4, seed=seed)
        bot = RandomBot(seed)
        last_dist = None
        while not g.is_over:
            # after a decision that changed no tile or link, taken from the last View without comparing the two
            last = g._last
            kept += g._view is None and last is not None and last.later is None and last.kept_for(g._state)
            v = g._v()  # built from the game's previous View where the board is unchanged
            shared += v._dist is last_dist
            last_dist = v._dist
            # after a build or removal: build sites of the unchanged locations come from the previous View's
            changes = v.occupancy_changes
            derived += changes is not None and ("cotton_mill" if edition == "lancashire"
                                                else "brewery") in changes[0].get("build sites", {})
            assert _answers(v) == _answers(View(g.edition, g._state))
            g.apply(bot.choose(g))
    assert shared > 100  # the sharing path really ran
    assert derived > 20  # and so did the build sites' partial update
    assert kept > 50  # and the View after a decision counted as changing no tile or link (engine/writes.py)


def test_a_changed_board_or_market_is_not_shared():
    g = Game.new("lancashire", players=4, seed=1)
    st = g._state
    v = View(g.edition, st)
    port = sorted(g.edition.trade_icon)[0]  # a market trade icon: its coal comes from the market
    old = v.market_price("coal", 1), v.coal_choices(port, 2)
    st["coal_market"] = 0  # markets are not board answers: prices are computed again
    w = View(g.edition, st, v)
    assert w._dist is v._dist  # the same board: shared
    fresh = View(g.edition, st)
    assert w.market_price("coal", 1) == fresh.market_price("coal", 1) != old[0]
    assert w.coal_choices(port, 2) == fresh.coal_choices(port, 2) != old[1]
    loc = next(loc for loc in g.edition.location_ids if None in st["board"][loc])
    st["board"][loc][st["board"][loc].index(None)] = {"owner": 0, "industry": "coal_mine", "level": 1,
                                                      "flipped": False, "cubes": 2}
    writes.board_changed()  # a tile placed in place is counted and its location named (as effects._build does)
    writes.placed(loc)
    x = View(g.edition, st, w)
    assert x.coal_on_board == v.coal_on_board + 2
    assert x._plans is not w._plans and x._coal is not w._coal  # a new mine with coal
    assert x._dist is w._dist and x.comp is w.comp  # the same links: the same routes
    line = next(iter(g.edition.lines))
    st["links"][line] = 0
    y = View(g.edition, st, x)
    assert y._dist is not x._dist and y.comp is not x.comp
    fresh = View(g.edition, st)
    assert _answers(y) == _answers(fresh)


def test_apply_fills_only_a_private_copy_of_the_views_caches():
    g = Game.new("lancashire", players=4, seed=2)
    v = g._v()
    g.legal_actions()
    before = (dict(v._coal), dict(v._plans), dict(v._dist), dict(v.board_cache), dict(v._networks))
    g.apply(g.legal_actions()[0])
    assert (v._coal, v._plans, v._dist, v.board_cache, v._networks) == before
    w = v.private()
    assert w._coal is not v._coal and w.tiles_of is v.tiles_of
    assert sorted(vars(w)) == sorted(vars(View(g.edition, g._state)))  # private() sets every attribute
    assert w._origin is v and w.occupancy_cache == {} and w.occupancy_changes is None
    assert View(g.edition, g._state, w)._dist is not w._dist  # a private copy's caches are never shared on


def test_a_decision_that_leaves_its_action_open_hands_its_view_on():
    for seed in range(40):
        g = Game.new("lancashire", players=4, seed=seed)
        bot = RandomBot(seed)
        while not g.is_over:
            last = g._v()
            twin = g.clone()
            g.apply(bot.choose(g))
            if g._state["pending"] is not None and g._state["pending"]["kind"] in ("network", "develop", "sell"):
                assert last.later is not None and last.later.continuations is not None
                assert g._v() is last.later  # listed once, by apply, for this very state
                assert twin._v() is not last.later  # another game's state: never taken
                assert [str(a) for a in g.legal_actions()] == \
                    [str(a) for a in legal_actions(View(g.edition, g._state))]
                return
    raise AssertionError("no decision left an action open in 40 games")


def test_a_views_tile_answers_come_from_one_pass_in_the_maps_order():
    """View.__init__ reads the board once, in the map's order: ``occupancy`` (which industry stands on which space)
    lists the spaces in that order whoever owns them, the mines with coal likewise, and the one-cube coal sources
    are kept while the routes, the mines with coal and the trade icons' components are the same."""
    for edition, players in (("lancashire", 4), ("birmingham", 4)):
        g = Game.new(edition, players=players, seed=3)
        bot = RandomBot(3)
        interleaved = 0
        while not g.is_over:
            v = g._v()
            board, ed = g._state["board"], g.edition
            in_order = tuple((loc, i, t["industry"]) for loc in ed.location_ids
                             for i, t in enumerate(board[loc]) if t is not None)
            assert v.occupancy == in_order
            assert list(v.coal_mines) == [loc for loc in ed.location_ids if loc in v.coal_mines]
            owners = [board[loc][i]["owner"] for loc, i, _ in in_order]
            interleaved += owners != sorted(owners)  # seats' tiles interleaved on the map
            g.apply(bot.choose(g))
        assert interleaved > 20
    g = Game.new("lancashire", players=4, seed=1)
    v = g._v()
    v.coal_options(("bolton",))
    st = g._state
    w = View(g.edition, st, v)
    assert w._coal is v._coal  # the same links, mines and trade components: one coal cube's sources kept
