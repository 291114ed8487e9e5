"""Issue 36 (listing half): the listing does less work for the same answers.

Each change is checked two ways: its answers are those of the plain rule (a reference written here, or the recorded
legal-decision fingerprints: tests/engine/test_legal_fingerprint.py), and the work it saves stays saved. Work is
counted deterministically, never timed: the Python lines executed in the named code over one seeded random game
(``_lines``), against a budget between main before the change and the change (each figure is in its test), or the
calls a change does away with.
"""

from collections import deque

import pytest

from brass_widget import Game, RandomBot
from brass_widget.editions.duel import boats
from brass_widget.editions.duel.boats import BOARD
from brass_widget.engine import legality
from brass_widget.engine.actions import Action
from brass_widget.engine.board import View
from tests.engine.watched import play_watched


def _lines(edition: str, players: int, where: str, names: set[str] | None = None, seed: int = 0) -> int:
    """Python lines executed in the functions ``names`` (all, if None) of the module whose file ends with ``where``
    (their comprehensions included), over one seeded random game of the edition."""
    count = 0

    def local(frame, event, arg):
        nonlocal count
        if event == "line":
            count += 1
        return local

    wanted: dict = {}

    def calls(frame, event, arg):
        code = frame.f_code
        hit = wanted.get(code)
        if hit is None:
            outer = frame
            while outer is not None and outer.f_code.co_name.startswith("<"):  # a comprehension: its function's
                outer = outer.f_back
            hit = wanted[code] = code.co_filename.endswith(where) and (
                names is None or (outer is not None and outer.f_code.co_name in names))
        return local if hit else None

    play_watched(edition, players, seed, calls, trace=True)
    return count


# -- Consuming Coal: the closest mines ------------------------------------------------------------------------------
# -- Consuming Coal: the closest mines ------------------------------------------------------------------------------
def _reference_closest(v: View, locs: tuple[str, ...]) -> list[str]:
    """The closest connected mines with coal by the rule's words: every mine's distance over the built links (a
    breadth-first search from each), the nearest kept, ties in the map's order."""
    best, found = None, []
    for mine_loc, idxs in v.coal_mines.items():
        dist = {mine_loc: 0}
        queue = deque([mine_loc])
        while queue:
            here = queue.popleft()
            for there in v.adj[here]:
                if there not in dist:
                    dist[there] = dist[here] + 1
                    queue.append(there)
        d = min((dist[x] for x in locs if x in dist), default=None)
        if d is None:
            continue
        refs = [v.ed.refs[mine_loc][i] for i in idxs]
        if best is None or d < best:
            best, found = d, refs
        elif d == best:
            found += refs
    return found


@pytest.mark.parametrize("edition,players", [("lancashire", 4), ("birmingham", 4), ("duel", 2)])
def test_closest_mines_are_the_rules_and_search_only_as_far_as_the_nearest(edition, players, monkeypatch):
    """View.closest_mines searches out from the asked locations and stops at the first distance holding a mine
    with coal: the same mines as every mine's distances compared, without computing any (main before the change
    searched the whole map from every mine with coal, ``View.distances``)."""
    searched = []
    plain = View.distances

    def spied(self, source):
        searched.append(source)
        return plain(self, source)

    monkeypatch.setattr(View, "distances", spied)
    g = Game.new(edition, players=players, seed=7)
    bot = RandomBot(7)
    asked = 0
    for _ in range(90):
        if g.is_over:
            break
        v = View(g.edition, g.state)  # a fresh View: nothing remembered
        lines = [(ln.a, ln.b) for ln in g.edition.lines.values()]
        for locs in [(loc,) for loc in g.edition.location_ids] + lines:
            searched.clear()
            found = v.closest_mines(locs)
            assert searched == []  # no search from any mine
            assert found == _reference_closest(v, locs), locs
            asked += 1
        g.apply(bot.choose(g))
    assert asked > 1000


# -- the tile each industry may build --------------------------------------------------------------------------------
def test_allowed_tiles_are_kept_per_edition_and_era():
    """legality._enumerate_builds remembers its answers in one row per industry for each (edition, era), indexed by the
    tiles taken, instead of a key made for every industry at every decision (main: one entry per edition, industry,
    tiles taken and era: 108 after these three games)."""
    saved = legality._TILE_ALLOWED
    legality._TILE_ALLOWED = type(saved)()
    try:
        for edition, players in (("lancashire", 4), ("birmingham", 4), ("duel", 2)):
            g = Game.new(edition, players=players, seed=2)
            bot = RandomBot(2)
            while not g.is_over:
                g.apply(bot.choose(g))
        assert len(legality._TILE_ALLOWED) <= 5  # (edition, era): 2 + 2 + Duel's 1
    finally:
        legality._TILE_ALLOWED = saved


# -- budgets: lines executed over one seeded game (main before the change -> the change) ---------------------------
def test_link_choices_take_the_free_lines_at_the_network_at_once():
    """legality.link_choices finds the free lines at your network's locations by set operations (in C), not line by
    line: Birmingham 4p seed 0, 9,331 lines -> 3,873."""
    assert _lines("birmingham", 4, "engine/legality.py", {"link_choices"}) <= 6000


def test_build_sites_change_only_where_a_tile_changed():
    """legality._build_sites makes again only the entries of the locations whose tiles changed, into the earlier
    list, instead of going through every location of the industry: Lancashire 4p seed 0, 8,224 lines -> 5,844."""
    assert _lines("lancashire", 4, "engine/legality.py", {"_build_sites", "_site", "free_spaces"}) <= 7000


def test_scouting_is_asked_without_going_through_the_hands():
    """Birmingham's scout choices and checks (asked at every decision) test the hand for wild cards with one set
    operation, and count the wild cards held only in hands that have one: 8,286 lines -> 6,795."""
    assert _lines("birmingham", 4, "editions/birmingham/__init__.py") <= 7500


def test_duel_boats_read_the_board_once_per_board():
    """Brass Duel's boat sources (asked for every build listed, several times) come from the tiles holding boats,
    found once per board (``boats._boat_tiles``), and a listed build is checked without copying it: 2p seed 0,
    53,799 lines -> 29,366."""
    assert _lines("duel", 2, "editions/duel/boats.py") <= 40000


def test_duel_boat_tiles_follow_the_board_while_a_decision_changes_it():
    """The boat tiles kept with a View's board answers are made again once the board changed (a boat taken from a
    Shipyard while a decision is carried out on the same View, which counts the change: engine/writes.py), never
    read stale: after each change they are a fresh View's."""
    g = Game.new("duel", players=2, seed=7)  # boat-building Shipyards hold boats at 39 of its positions
    bot = RandomBot(7)
    taken = 0
    while not g.is_over and taken < 5:
        copy = g.clone()
        v = copy._v()
        ed = copy.edition
        tiles = boats._boat_tiles(ed, v)
        if tiles:
            loc, ref, owner, n = tiles[0]
            boats.take_boats(ed, v.st, owner, ref)  # one boat off that tile, in place
            again = boats._boat_tiles(ed, v)
            assert again == boats._boat_tiles(ed, View(ed, v.st)) != tiles
            assert [t for t in again if t[1] == ref] == ([(loc, ref, owner, n - 1)] if n > 1 else [])
            taken += 1
        g.apply(bot.choose(g))
    assert taken == 5


def test_duel_link_choices_ask_the_network_and_prices_once():
    """Brass Duel's link choices ask the player's network and each kind's price once a listing, not once a line:
    2p seed 0, 35,103 lines -> 23,317."""
    assert _lines("duel", 2, "editions/duel/links.py") <= 29000


def test_duel_listed_builds_are_checked_without_copying_them(monkeypatch):
    """Brass Duel's build checks copy a decision (``Action._replace``, a Python-level copy) only to fill in a coal or
    iron source it leaves out, which a listed build never does: listing Duel 2p seed 0 makes 23 copies (the builds
    that spend boats, each named), where main before the change made 371."""
    made = 0
    plain = Action._replace

    def counted(self, **changes):
        nonlocal made
        made += 1
        return plain(self, **changes)

    monkeypatch.setattr(Action, "_replace", counted)
    g = Game.new("duel", players=2, seed=0)
    bot = RandomBot(0)
    listing = 0
    while not g.is_over:
        before = made
        actions = g.legal_actions()
        listing += made - before
        g.apply(bot.rng.choice(actions))
    assert listing <= 100


def test_duel_ways_to_spend_boats_are_found_once_per_board(monkeypatch):
    """Brass Duel's ways to spend boats at a place (``boats._spendings``: listed with a build, a link or a sale, and
    asked again when each is checked) are kept with the board's answers: Duel 2p seed 0 finds them 138 times, where
    main before the change did 334."""
    found = 0
    plain = boats.multisets

    def counted(*args):
        nonlocal found
        found += 1
        return plain(*args)

    monkeypatch.setattr(boats, "multisets", counted)
    g = Game.new("duel", players=2, seed=0)
    bot = RandomBot(0)
    while not g.is_over:
        g.apply(bot.choose(g))
    assert found <= 200


def test_duel_ways_to_spend_boats_follow_the_player_board():
    """The kept ways to spend boats are the player's own and follow the boats on the player board, which change
    without a board change (a boat spent from the player board): each answer is a fresh View's."""
    g = Game.new("duel", players=2, seed=7)
    bot = RandomBot(7)
    checked = 0
    while not g.is_over:
        v = g._v()
        for p in (0, 1):
            for loc in g.edition.location_ids:
                kept = boats._spendings(g.edition, v, p, (loc,), 1)
                assert kept == boats._spendings(g.edition, View(g.edition, v.st), p, (loc,), 1)
                checked += 1
        copy = g.clone()
        w = copy._v()
        for p in (0, 1):
            seat = w.st["seats"][p]
            if seat["boats"]:
                before = boats._spendings(copy.edition, w, p, ("cowes",), 1)
                seat["boats"] -= 1  # spent from the player board, in place: no board change counted
                after = boats._spendings(copy.edition, w, p, ("cowes",), 1)
                assert after == boats._spendings(copy.edition, View(copy.edition, w.st), p, ("cowes",), 1)
                assert (BOARD in " ".join(before).split()) != (BOARD in " ".join(after).split()) or seat["boats"]
        g.apply(bot.choose(g))
    assert checked > 1000


# -- session 28 (issue 36, the rest of the listing) ------------------------------------------------------------------
def test_scouting_counts_the_wild_cards_held_without_a_counter():
    """Birmingham's scout (asked at every decision) finds the wild piles it would take from empty by counting the
    faces in the hands that hold a wild card (``Scout.empty_piles``), not with a ``collections.Counter`` made at
    every decision where scouting may be open: Birmingham 4p seed 0, 457 lines of ``collections`` -> 0."""
    assert _lines("birmingham", 4, "collections/__init__.py") <= 100


def _reference_empty_piles(ed, st: dict) -> list[str]:
    """Scout Action: a face whose pile has no card left, by the rule's words: the pile's cards less those held."""
    return [face for face in ed.setup["scout_takes"]
            if sum(seat["hand"].count(face) for seat in st["seats"]) >= ed.wild_piles[face]]


def test_scouting_empty_piles_are_the_rules():
    g = Game.new("birmingham", players=4, seed=4)
    bot = RandomBot(4)
    scout = g.edition.extras
    asked = 0
    while not g.is_over:
        st = g._state
        assert scout.empty_piles(st) == _reference_empty_piles(g.edition, st)
        asked += 1
        g.apply(bot.choose(g))
    # every wild card dealt out: both piles empty, and each pile as the rule counts it
    st = g.state
    st["seats"][0]["hand"] = ["wild_location"] * g.edition.wild_piles["wild_location"]
    assert scout.empty_piles(st) == _reference_empty_piles(g.edition, st) == ["wild_location"]
    assert asked > 100


# -- Consuming Coal for a rail link: the nearest mines of each end -------------------------------------------------
@pytest.mark.parametrize("edition,players", [("lancashire", 4), ("birmingham", 4), ("lancashire", 2)])
def test_rail_link_coal_from_the_nearest_mines_is_the_rules(edition, players):
    """link_choices takes a rail link's coal from one search out from every mine at once (``_nearest_mines``, kept
    while the links and the mines with coal are the same): at every rail-era listing of a seeded game, each free
    rail line's sources are those ``View.coal_options`` gives for its two ends (the rule's closest connected mines,
    else the market through a trade icon), and the listed links are those a listing asking it makes."""
    g = Game.new(edition, players=players, seed=7)
    bot = RandomBot(7)
    checked = 0
    while not g.is_over:
        v = g._v()
        if g.era == "rail" and g.current_player is not None:
            fresh = View(g.edition, v.st)  # nothing shared: its answers from the links and board alone
            near = legality._nearest_mines(fresh)
            for ln in g.edition.lines.values():
                if not ln.rail:
                    continue
                want = fresh.coal_options((ln.a, ln.b))
                ends = [near[x] for x in (ln.a, ln.b) if x in near]
                if not ends:
                    assert want in (None, ["market"])
                    continue
                d = min(e[0] for e in ends)
                bits = 0  # the closest mines as bits, one a location of coal_mines in its order
                for e in ends:
                    if e[0] == d:
                        bits |= e[1]
                closest = [loc for k, loc in enumerate(fresh.coal_mines) if bits >> k & 1]
                got = sorted(fresh.ed.refs[loc][i] for loc in closest for i in fresh.coal_mines[loc])
                assert got == sorted(want), (ln.id, got, want)
                checked += 1
        g.apply(bot.choose(g))
    assert checked > 50


def test_rail_link_coal_asks_no_search_per_line(monkeypatch):
    """The rail links' coal comes from the nearest mines found once for the links and mines (``_nearest_mines``),
    not from a search out from each free line's ends (``View.coal_options``, a ``closest_mines`` search per line and
    View): Lancashire 4p seed 0, every listing of rail links asked it (main: 185 asks in link_choices) -> none."""
    asked = []
    inside = []
    real_links, real_coal = legality.link_choices, View.coal_options

    def links(v, p, card):
        inside.append(1)
        try:
            return real_links(v, p, card)
        finally:
            inside.pop()

    def coal(self, locs):
        if inside:
            asked.append(tuple(locs))
        return real_coal(self, locs)

    monkeypatch.setattr(legality, "link_choices", links)
    monkeypatch.setattr(View, "coal_options", coal)
    g = Game.new("lancashire", players=4, seed=0)
    bot = RandomBot(0)
    rail_listings = 0
    while not g.is_over:
        rail_listings += g.era == "rail" and g._state["pending"] is None
        g.apply(bot.choose(g))
    assert rail_listings > 20
    assert not asked


# -- a View's components: every location in them -----------------------------------------------------------------------
@pytest.mark.parametrize("edition,players", [("lancashire", 4), ("birmingham", 4)])
def test_components_hold_every_location(edition, players, monkeypatch):
    """A View's components (``View.comp``: Connected Locations) start from every location its own component, so
    the lookups of the trade icons, the tiles' locations, connections and beer (hundreds a game) never go through
    ``__missing__``, a Python call each: one seeded game (seed 0), main 334 (Lancashire 4p) and 479 (Birmingham 4p)
    calls -> 0. The components are still those of the links (tests/engine/test_view_reuse.py)."""
    from brass_widget.engine import board

    missed = []
    real = board._Components.__missing__

    def counted(self, key):
        missed.append(key)
        return real(self, key)

    monkeypatch.setattr(board._Components, "__missing__", counted)
    g = Game.new(edition, players=players, seed=0)
    bot = RandomBot(0)
    held_all = 0
    while not g.is_over:
        held_all += g._v().comp.keys() >= set(g.edition.location_ids)  # asked without a lookup
        g.apply(bot.choose(g))
    assert len(missed) <= 10, len(missed)
    assert held_all > 100


def test_merchant_sales_name_only_the_merchants_that_buy():
    """Birmingham's sale choices go through the merchant tiles for each of your unflipped tiles, writing a merchant's
    space only where it buys the goods and is connected, instead of a list of every merchant tile with its space
    written out at every decision you hold such a tile: Birmingham 4p seed 0, the editions' ``choices`` (scout's
    and the sales'), 4,001 lines -> 3,507 (and ``MerchantSelling.choices`` 1.70 M -> 1.04 M instructions a game)."""
    assert _lines("birmingham", 4, "editions/birmingham/__init__.py", {"choices"}) <= 3750


def test_cotton_sales_find_the_ports_among_the_tiles():
    """Lancashire's sale choices find the unflipped ports (once per board) among the tiles on the board
    (``View.occupancy``, in the map's order), not by going through every space of every location: the edition's
    ``choices`` over one seeded game, Lancashire 4p seed 1, 2,588 lines -> 1,440."""
    assert _lines("lancashire", 4, "editions/lancashire/__init__.py", {"choices"}, seed=1) <= 2000


def test_duel_sales_find_the_ports_among_the_tiles():
    """Brass Duel's sale choices find the Ports among the tiles on the board (``View.occupancy``, in the map's order),
    not by going through every space of every location at every decision you hold goods: the edition's sale
    ``choices`` over Duel 2p seed 0, 2,243 lines -> 883."""
    assert _lines("duel", 2, "editions/duel/selling.py", {"choices"}) <= 1500


def test_scout_decisions_are_made_once():
    """Birmingham's scout decisions (listed with every card in hand at most decisions) are made once per card and the
    very objects listed again (``legality.with_cards``, the engine's own rows of decisions by card), not made anew
    at every listing: equal scout decisions at two positions of a seeded game are one object (main: never)."""
    g = Game.new("birmingham", players=4, seed=2)
    bot = RandomBot(2)
    seen: dict = {}
    shared = 0
    while not g.is_over:
        for a in g.legal_actions():
            if a.kind == "scout":
                if a in seen:
                    assert a is seen[a], a
                    shared += 1
                seen.setdefault(a, a)
        g.apply(bot.choose(g))
    assert shared > 50


# -- the build listing (session 29, s29-build) ------------------------------------------------------------------------
_BUILD_LISTING = {"_enumerate_builds", "_allowed_tiles", "_tile_rows", "_row", "_build", "__missing__"}


@pytest.mark.parametrize("edition,budget", [("lancashire", 39000), ("birmingham", 48000)])
def test_build_listing_works_out_the_cards_once_per_industry(edition, budget):
    """legality._enumerate_builds reads each industry's tile from its row inline (no ``_allowed_tiles`` list), the
    build sites and each location's coal with its prices from the View's answers by location (no call per site),
    which cards build at a site by one membership test of the industry cards' reach, and each free space's decisions
    from its row by card (no key made per decision): 4p seed 0, Lancashire 45,849 lines -> 32,667, Birmingham
    53,552 -> 42,067 (the listing and the functions it calls in legality.py to make decisions)."""
    assert _lines(edition, 4, "engine/legality.py", _BUILD_LISTING) <= budget


def test_build_decisions_are_made_once_per_space_sources_and_card():
    """The builds listed are the very objects listed before for the same (card, industry, space, coal, iron), made once
    in their space's row (``legality._ROWS``) whichever way the listing reached them (``_build`` too)."""
    g = Game.new("lancashire", players=4, seed=4)
    bot = RandomBot(4)
    seen: dict = {}
    shared = 0
    while not g.is_over:
        for a in g.legal_actions():
            if a.kind == "build":
                if a in seen:
                    assert a is seen[a], a
                    shared += 1
                seen.setdefault(a, a)
                assert legality._build(a.card, a.industry, a.target, a.coal, a.iron) is seen[a]
        g.apply(bot.choose(g))
    assert shared > 500


@pytest.mark.parametrize("edition", ["lancashire", "birmingham"])
def test_build_sites_of_a_location_without_tiles_come_from_the_empty_map(edition):
    """legality._build_sites made in full (no earlier View's sites of the industry) takes a location without tiles from
    the industry's sites on the empty map (``_empty_sites``, once per edition) instead of working it out: 4p seed 0,
    Lancashire 5,844 lines -> 4,230, Birmingham 6,019 -> 4,167."""
    assert _lines(edition, 4, "engine/legality.py", {"_build_sites", "_site", "free_spaces", "_empty_sites"}) <= 5000


# -- Consuming Coal: where coal can be had at all -----------------------------------------------------------------
@pytest.mark.parametrize("edition,players", [("lancashire", 4), ("birmingham", 4), ("duel", 2)])
def test_coal_places_are_where_coal_can_be_had(edition, players):
    """View.coal_places: a location whose component holds neither a mine with coal nor a trade icon gets no coal
    (coal_options, coal_plans, coal_choices: None), at every decision of a seeded game, asked of a fresh View. Brass
    Duel's coal market needs no connection: coal may be had anywhere (None)."""
    g = Game.new(edition, players=players, seed=5)
    bot = RandomBot(5)
    refused = 0
    while not g.is_over:
        v = View(g.edition, g.state)
        places = v.coal_places()
        if places is not None:
            for loc in g.edition.location_ids:
                if v.comp[loc] not in places:
                    assert v.coal_options((loc,)) is None and v.coal_plans((loc,), 2) is None
                    assert v.coal_choices(loc, 1) is None and v.coal_choices(loc, 2) is None
                    refused += 1
        else:
            assert not g.edition.market_needs_connection["coal"]
        g.apply(bot.choose(g))
    assert refused > 100 or edition == "duel"


def test_build_listing_asks_no_coal_where_none_can_be_had(monkeypatch):
    """The build listing asks ``View.coal_choices`` only at a location that may have coal (``View.coal_places``), not
    at every site of a tile that needs coal: 4p seed 0, Lancashire 223 calls -> 35, Birmingham 365 -> 29."""
    calls = [0]
    plain = View.coal_choices

    def spied(self, loc, n):
        calls[0] += 1
        return plain(self, loc, n)

    monkeypatch.setattr(View, "coal_choices", spied)
    for edition in ("lancashire", "birmingham"):
        calls[0] = 0
        g = Game.new(edition, players=4, seed=0)
        bot = RandomBot(0)
        while not g.is_over:
            g.apply(bot.choose(g))
        assert calls[0] <= 100, edition


# -- session 29 (s29-list): the card-by-choice product and the link choices ----------------------------------------
_PRODUCT = {"legal_actions", "_develop_choices", "_develop_group", "_develop_parts", "_develop_group_of", "carded",
            "_carded", "_with_card", "_open_loans", "_fill", "_picker"}


@pytest.mark.parametrize("edition,budget", [("lancashire", 22500), ("birmingham", 25000)])
def test_develop_loans_and_pass_are_listed_with_their_cards_by_the_tuple(edition, budget):
    """The Develop choices are a group made once per (edition, industries developable, iron sources), which keeps the
    choices with each card as one tuple (``legality._Group``), so a listing extends by a card's tuple; each open loan
    and the pass take their decisions for every card from their rows by one ``itemgetter`` call: the lines of
    ``legal_actions`` and the develop, loan and card-row functions over one seeded 4p game, Lancashire 27,644 ->
    17,779, Birmingham 28,272 -> 22,043 (main 29a4985 -> s29-list)."""
    assert _lines(edition, 4, "engine/legality.py", _PRODUCT) <= budget


def test_develop_groups_are_made_once_a_key():
    """A develop group is made once and found again (the same object) at every later listing with the same industries
    developable and iron sources: over a seeded game, one group made a key."""
    saved = legality._DEVELOP_GROUPS
    legality._DEVELOP_GROUPS = type(saved)()
    try:
        seen: dict = {}
        reused = asks = 0
        g = Game.new("lancashire", players=4, seed=4)
        bot = RandomBot(4)
        while not g.is_over:
            st = g._state
            if st["pending"] is None and not st["shortfall"]:
                p = g.current_player
                group = legality._develop_group(g._v(), p)
                if group is not None:
                    asks += 1
                    reused += group in seen.values()
                    seen[id(group)] = group
                    assert list(group.choices) == legality._develop_choices(g._v(), p, None)
            g.apply(bot.choose(g))
        assert asks > 50 and asks - reused == len(legality._DEVELOP_GROUPS) == len(seen)
    finally:
        legality._DEVELOP_GROUPS = saved


@pytest.mark.parametrize("edition,budget", [("lancashire", 4800), ("birmingham", 5000)])
def test_link_choices_find_each_made_choice_inline(edition, budget):
    """``link_choices`` keeps the free lines of the era by one more set operation (the edition's canal or rail lines),
    finds a canal choice by its line and a rail choice by (line, coal) without a ``_link`` call each, and keeps a rail
    link's coal sources per closest mines with the nearest mines: ``link_choices`` and ``_link`` over one seeded 4p
    game, Lancashire 5,770 -> 3,874 lines, Birmingham 6,498 -> 3,396 (main 29a4985 -> s29-list)."""
    assert _lines(edition, 4, "engine/legality.py", {"link_choices", "_link", "_canal_link"}) <= budget


@pytest.mark.parametrize("edition,budget", [("lancashire", 90), ("birmingham", 110)])
def test_develop_prices_the_market_iron_only_when_it_might_be_too_dear(edition, budget, monkeypatch):
    """The Develop choices price the market's iron only when your money is below the most it can cost (each cube at
    most the market's dearest space or its empty price, Consuming Iron): the iron prices asked while listing develop
    choices over one seeded 4p game, Lancashire 135 -> 46, Birmingham 147 -> 76 (main 29a4985 -> s29-list)."""
    inside = [0]
    asked = []
    where = "_develop_group"  # the listing's develop choices (main 29a4985: _develop_choices)
    parts = getattr(legality, where)
    price = View.market_price

    def listing(*args):
        inside[0] += 1
        try:
            return parts(*args)
        finally:
            inside[0] -= 1

    def priced(self, resource, n=1):
        if inside[0] and resource == "iron":
            asked.append(n)
        return price(self, resource, n)

    monkeypatch.setattr(legality, where, listing)
    monkeypatch.setattr(View, "market_price", priced)
    g = Game.new(edition, players=4, seed=0)
    bot = RandomBot(0)
    while not g.is_over:
        g.apply(bot.choose(g))
    assert 0 < len(asked) <= budget


# -- session 30 (s30-build): the build listing -----------------------------------------------------------------------
def test_build_listing_visits_only_the_location_cards_sites_when_only_they_build():
    """For an industry that only the hand's location cards build (no industry card, no wild location card, no two
    cards as one), ``_enumerate_builds`` visits the build sites at those cards' locations (``_build_sites`` by
    location, the locations in the map's order), not every site of the industry: Birmingham 4p seed 0, the
    function's own lines 40,359 -> 36,264 (37,331 once its plain loops replaced C's map and filter and the
    comprehensions: more lines, fewer instructions)."""
    assert _lines("birmingham", 4, "engine/legality.py", {"_enumerate_builds"}) <= 38000


def _c_calls_in_listing(edition: str, seed: int = 0) -> dict[str, int]:
    """The C functions ``_enumerate_builds`` calls itself (by name) over one seeded random 4p game."""
    calls: dict[str, int] = {}
    code = legality._enumerate_builds.__code__

    def prof(frame, event, arg):
        if event == "c_call" and frame.f_code is code:
            name = getattr(arg, "__name__", str(arg))
            calls[name] = calls.get(name, 0) + 1

    play_watched(edition, 4, seed, prof)
    return calls


def test_location_cards_sites_are_found_without_a_sort_where_the_cards_give_the_maps_order():
    """The location cards' locations are visited in the map's order: Lancashire's location cards, in their sorted
    order (a hand's), name their locations in the map's order, so its listing never sorts them (``_loc_rank``: None);
    Birmingham's do not, and a hand with two or more is sorted once a listing. Their sites are picked by a plain loop,
    not C's ``map`` and ``filter`` (each iterator made costs more than the two or three lookups)."""
    eds = {name: Game.new(name, players=4, seed=0).edition for name in ("lancashire", "birmingham")}
    assert legality._loc_rank(eds["lancashire"]) is None
    assert legality._loc_rank(eds["birmingham"]) == {loc: k for k, loc in enumerate(eds["birmingham"].location_ids)}
    lancashire = _c_calls_in_listing("lancashire")
    assert not {"sorted", "map", "filter"} & lancashire.keys(), lancashire
    assert 0 < _c_calls_in_listing("birmingham").get("sorted", 0) <= 40


def _comprehensions_in_listing(edition: str, seed: int = 0) -> int:
    """Comprehensions and lambdas the build listing's per-listing and per-site code calls (``_enumerate_builds``,
    ``_build_sites``, ``_site``, ``_site_of``) over one seeded random 4p game."""
    callers = {legality._enumerate_builds.__code__, legality._build_sites.__code__, legality._site.__code__}
    callers.update(f.__code__ for f in [getattr(legality, "_site_of", None)] if f is not None)
    made = 0

    def prof(frame, event, arg):
        nonlocal made
        if event == "call" and frame.f_back is not None and frame.f_back.f_code in callers \
                and frame.f_code.co_name.startswith("<"):
            made += 1

    play_watched(edition, 4, seed, prof)
    return made


@pytest.mark.parametrize("edition,budget", [("lancashire", 30), ("birmingham", 30)])
def test_build_listing_makes_no_comprehension_per_listing_or_site(edition, budget):
    """A comprehension costs CPython a function object and a frame (about 1,600 instructions and 110 an item): the
    build listing finds a Canal Era player's own locations, a site's free spaces' references and decisions
    (``_site_of``, which ``_empty_sites`` shares) and an industry's cards by plain loops, and updates the build sites
    by location without a sort key (``_build_sites``): 4p seed 0, Lancashire 290 comprehensions and lambdas -> 0,
    Birmingham 298 -> 3 (what is left: the undeveloped spaces of a player with nothing on the board, and a site back
    in the map's order)."""
    assert _comprehensions_in_listing(edition) <= budget


def test_build_listing_asks_the_overbuild_rules_only_of_a_lower_tile(monkeypatch):
    """A space holding a tile of the same industry at the level of the tile to build or higher can never be overbuilt
    (Build step 2: a higher level), so the listing asks ``_space_problems`` only of the lower ones: 4p seed 0,
    Lancashire 153 asks -> 50, Birmingham 50 -> 21. The spaces left out are those it refuses (the legal-decision
    fingerprints)."""
    calls = [0]
    plain = legality._space_problems

    def spied(*args):
        calls[0] += 1
        return plain(*args)

    monkeypatch.setattr(legality, "_space_problems", spied)
    for edition, budget in (("lancashire", 100), ("birmingham", 35)):
        calls[0] = 0
        g = Game.new(edition, players=4, seed=0)
        bot = RandomBot(0)
        while not g.is_over:
            g.apply(bot.choose(g))
        assert calls[0] <= budget, edition


# -- session 30 (s30-list): the rest of the listing -----------------------------------------------------------------
def test_scout_asks_for_empty_piles_only_where_a_pile_could_be_empty(monkeypatch):
    """Scout Action: a hand holding a wild card may not scout, so a hand holds at most one of each (the state checks)
    and, when you may scout, the other seats hold at most seats - 1 of a face: Birmingham's piles of 4 are never empty
    then, and the listing does not count the hands (``Scout.empty_piles``): its calls over a seeded Birmingham 4p
    game, 52 -> 0 (main ec1e81a -> s30-list). Asked at every listing anyway, the same decisions."""
    scout = type(Game.new("birmingham", players=2, seed=0).edition.extras)
    asked = [0]
    empty_piles = scout.empty_piles

    def counted(self, st):
        asked[0] += 1
        return empty_piles(self, st)

    monkeypatch.setattr(scout, "empty_piles", counted)
    g = Game.new("birmingham", players=4, seed=0)
    bot = RandomBot(0)
    while not g.is_over:
        g.apply(bot.choose(g))
    assert asked[0] == 0
    g = Game.new("birmingham", players=4, seed=0)
    extras = g.edition.extras
    least = extras.least_pile
    assert g.edition.info.players[-1] <= least
    checked = 0
    try:
        while not g.is_over:
            listed = g.legal_actions()
            extras.least_pile = 0  # asked at every listing
            assert legality.legal_actions(View(g.edition, g._state)) == listed
            extras.least_pile = least
            checked += 1
            g.apply(bot.choose(g))
    finally:
        extras.least_pile = least
    assert checked > 100 and asked[0] > 50


def _calls(edition: str, players: int, where: str, names: set[str], seed: int = 0, inner: bool = False) -> int:
    """Python calls of the functions ``names`` of the module whose file ends with ``where`` (their comprehensions
    included: a comprehension is a call; ``inner``: only those), over one seeded random game of the edition."""
    count = 0

    def calls(frame, event, arg):
        nonlocal count
        code = frame.f_code
        if event == "call" and code.co_filename.endswith(where) and (not inner or code.co_name.startswith("<")):
            outer = frame
            while outer is not None and outer.f_code.co_name.startswith("<"):
                outer = outer.f_back
            count += outer is not None and outer.f_code.co_name in names
        return None

    play_watched(edition, players, seed, calls)
    return count


@pytest.mark.parametrize("edition,budget", [("lancashire", 360), ("birmingham", 380)])
def test_develop_choices_are_found_in_one_call(edition, budget):
    """The Develop choices of a listing are found by one call (``legality._develop_group``): the industries developable
    as bits of one number in a plain loop and the group found by (edition, those bits, iron sources), without a
    second function, a comprehension and tuples passed between them (``_develop_parts``, ``_develop_group_of``):
    the develop functions' calls over one seeded 4p game, Lancashire 499 -> 230, Birmingham 514 -> 257 (main
    ec1e81a -> s30-list)."""
    assert _calls(edition, 4, "engine/legality.py", {"_develop_group", "_develop_parts", "_develop_group_of",
                                                      "_develop_choices", "_develop"}) <= budget


def test_merchant_sales_find_your_goods_tiles_without_a_comprehension():
    """Birmingham's sale choices (asked at every decision) find your unflipped goods tiles by a plain loop over your
    tiles, not a comprehension making a tuple of each (``MerchantSelling.choices``): the comprehensions its choices
    run over one seeded Birmingham 4p game, 124 -> 0 (main ec1e81a -> s30-list)."""
    assert _calls("birmingham", 4, "editions/birmingham/__init__.py", {"choices"}, inner=True) <= 10


@pytest.mark.parametrize("edition,budget", [("lancashire", 110), ("birmingham", 80)])
def test_the_pass_is_listed_from_its_row_without_hashing_it(edition, budget):
    """The pass's decisions by card are a row of their own (``legality._PASS_ROW``), not found in ``_CARDED`` by the
    pass decision (a call and a hash of its nine fields at every listing): ``_carded``'s calls over one seeded 4p
    game, Lancashire 167 -> 54, Birmingham 139 -> 15 (main ec1e81a -> s30-list)."""
    assert _calls(edition, 4, "engine/legality.py", {"_carded"}) <= budget


@pytest.mark.parametrize("edition,kept_budget", [("lancashire", 200), ("birmingham", 195)])
def test_a_listing_makes_its_card_picker_and_asks_kept_for_once(edition, kept_budget):
    """A listing's fixed costs: the loans' and the pass's ``itemgetter(*cards)`` made in ``legal_actions`` without a
    ``_picker`` call (kept for at most one card), and ``Game._v`` asking ``View.kept_for`` once, not again for a new
    View after the renewed one was refused (with the open loans by edition and income, no tuple key, none once loans
    are closed): over one seeded 4p game, ``_picker`` calls Lancashire 113 -> 10, Birmingham 124 -> 8, ``kept_for``
    219 -> 175 and 208 -> 177 (main ec1e81a -> s30-list)."""
    assert _calls(edition, 4, "engine/legality.py", {"_picker"}) <= 60
    assert _calls(edition, 4, "engine/board.py", {"kept_for"}) <= kept_budget


# -- session 30, round 2 (s30-list2): a decision with each card, read in C -----------------------------------------
@pytest.mark.parametrize("edition", ["birmingham", "lancashire"])
def test_with_cards_reads_made_decisions_without_a_comprehension(edition):
    """``with_cards`` (Birmingham's Scout at every decision, the discards of a double build or a scout) reads the
    decisions already made from the choice's row by ``map(row.__getitem__, cards)`` in C, completing the row (a
    comprehension, in ``_fill``) only when a card is new to it: comprehensions made by ``with_cards`` itself over one
    seeded 4p game, Birmingham 74 -> 0, Lancashire 22 -> 0 (main ec1e81a -> s30-list2)."""
    assert _calls(edition, 4, "engine/legality.py", {"with_cards"}, inner=True) == 0


def test_with_cards_is_each_choice_with_each_card_in_order():
    """The same objects in the same order, whether the row holds every card, some or none."""
    choice = Action("discard")
    saved = legality._CARDED
    legality._CARDED = {}
    try:
        first = legality.with_cards(choice, ["b", "d"])
        again = legality.with_cards(choice, ["a", "b", "c", "d"])
        assert [a.card for a in again] == ["a", "b", "c", "d"]
        assert again[1] is first[0] and again[3] is first[1]
        assert legality.with_cards(choice, ["a", "d"]) == [again[0], again[3]]
        assert legality.with_cards(choice, []) == []
    finally:
        legality._CARDED = saved


@pytest.mark.parametrize("edition,closed_budget", [("birmingham", 20), ("lancashire", 150)])
def test_a_listing_finds_the_open_loans_by_income_without_a_call(edition, closed_budget):
    """``legal_actions`` finds the open loans by edition and income in ``_OPEN_LOANS`` itself, ``_open_loans`` working
    out a key's loans once, and asks ``loans_closed`` only of an edition that closes loans late (Lancashire): over one
    seeded 4p game with the memo empty, ``_open_loans`` calls Birmingham 124 -> 6, Lancashire 113 -> 13, and
    ``loans_closed`` calls Birmingham 128 -> 4, Lancashire 154 -> 146 (main ec1e81a -> s30-list2)."""
    saved = legality._OPEN_LOANS
    legality._OPEN_LOANS = {}
    try:
        assert _calls(edition, 4, "engine/legality.py", {"_open_loans"}) <= 60
    finally:
        legality._OPEN_LOANS = saved
    assert _calls(edition, 4, "engine/legality.py", {"loans_closed"}) <= closed_budget


# -- session 31 (s31-build): the build listing ----------------------------------------------------------------------
@pytest.mark.parametrize("edition,budget", [("lancashire", 31350), ("birmingham", 36500)])
def test_build_listing_skips_an_industry_whose_iron_you_cannot_pay_for(edition, budget):
    """A tile needing iron but no coal lists nothing when no iron choice with the tile's cost is within your money,
    so the listing goes on to the next industry without visiting its sites: 4p seed 0, ``_enumerate_builds``
    Lancashire 31,492 lines -> 31,130, Birmingham 37,331 -> 35,646."""
    assert _lines(edition, 4, "engine/legality.py", {"_enumerate_builds"}) <= budget


def test_market_prices_are_read_from_the_editions_rows(monkeypatch):
    """What n cubes cost from a market depends only on the edition, the resource, n and the market's count, so
    ``View.market_price`` reads it from one row per (edition, resource, n) by the count (``board._MARKET_PRICES``)
    instead of working it out again at every View (one a position): 4p seed 0, the prices worked out
    (``board.market_price``) Lancashire 93 -> 31, Birmingham 123 -> 31 (the rows' first fills),
    each the price the rule's sum gives."""
    from brass_widget.engine import board

    worked = [0]
    plain = board.market_price

    def counted(prices, cubes, n, empty_price):
        worked[0] += 1
        return plain(prices, cubes, n, empty_price)

    monkeypatch.setattr(board, "market_price", counted)
    for edition, budget in (("lancashire", 60), ("birmingham", 60)):
        monkeypatch.setattr(board, "_MARKET_PRICES", {}, raising=False)
        worked[0] = 0
        g = Game.new(edition, players=4, seed=0)
        bot = RandomBot(0)
        while not g.is_over:
            g.apply(bot.choose(g))
        assert worked[0] <= budget, edition
    ed = g.edition
    v = g._v()
    for resource, prices, empty in (("coal", ed.coal_prices, ed.coal_empty_price),
                                    ("iron", ed.iron_prices, ed.iron_empty_price)):
        for cubes in range(len(prices) + 1):
            v.st[f"{resource}_market"] = cubes
            for n in (1, 2, 3):
                assert v.market_price(resource, n) == plain(prices, cubes, n, empty)


@pytest.mark.parametrize("edition", ["lancashire", "birmingham"])
def test_build_listing_coal_and_iron_choices_are_kept_once_and_made_by_loops(edition):
    """``View.coal_choices`` keeps no answer of its own (the build listing, its only caller, keeps each location's
    under the same memo and the coal market's count: ``coal_at``), and it and ``View.iron_choices`` make their one to
    three (source, price) pairs by plain loops (one cube's iron from ``iron_options``, not a plan per source): 4p
    seed 0, comprehensions in them Lancashire 71 -> 0, Birmingham 101 -> 0; "coal choices" entries in the Views'
    coal memos after each listing (summed over the game) 141 -> 0, 189 -> 0."""
    assert _calls(edition, 4, "engine/board.py", {"coal_choices", "iron_choices", "iron_plans"}, inner=True) <= 10
    g = Game.new(edition, players=4, seed=0)
    bot = RandomBot(0)
    while not g.is_over:
        g.legal_actions()
        v = g._v()
        for memo in (v._coal, v._plans):
            assert not any(isinstance(k, tuple) and k[:1] == ("coal choices",) for k in memo)
        g.apply(bot.choose(g))


def test_build_listing_extends_a_sites_double_action_builds_at_once():
    """Where only two cards as one build (no location or industry card of the hand reaches the site) and the tile
    needs neither coal nor iron, the listing extends by the site's double-action builds, made with the site
    (``_site_of``: the same objects as its rows'), not a loop over its spaces and cards: Lancashire 4p seed 0,
    ``_enumerate_builds`` 31,130 lines -> 30,775 (Birmingham, without double-action builds, 35,646 -> 36,023: the
    one test more a visit)."""
    assert _lines("lancashire", 4, "engine/legality.py", {"_enumerate_builds"}) <= 30950


# -- session 31 (lead): a listing where no tile can be paid for --------------------------------------------------
@pytest.mark.parametrize("edition,budget", [("lancashire", 28200), ("birmingham", 34000)])
def test_build_listing_with_no_tile_you_can_pay_for_looks_at_nothing_else(edition, budget, monkeypatch):
    """Build step 3 (paying for the tile): the industries' tiles and their costs are found first, so a listing where you cannot pay for any
    (about half of a random game's: most are seats with £5 or less) returns before sorting the hand's cards and
    asking the View for your network, your pieces and the build sites: 4p seed 0, ``View.has_pieces`` asked by the
    build listing Lancashire 113 -> 66, Birmingham 130 -> 63; ``_enumerate_builds`` 30,775 lines -> 28,775 and
    36,023 -> 32,309. With less money than the least any tile of the era costs (kept with the era's tile rows:
    Lancashire £5 in the Canal Era, £7 in the Rail Era; Birmingham £0, its level 2 and 4 potteries), the listing
    returns before going through the industries: Lancashire 28,775 -> 27,635 lines (Birmingham 32,557: two lines
    more a listing). And such a listing lists no build (checked with the tiles' costs at every listing)."""
    asked = [0]
    real = View.has_pieces
    inside = []
    real_builds = legality._enumerate_builds

    def builds(v, p, cards, out):
        start = len(out)
        inside.append(1)
        try:
            real_builds(v, p, cards, out)
        finally:
            inside.pop()
        seat = v.st["seats"][p]
        could = False
        for industry in v.ed.industries:
            spec, problems = legality._tile_to_build(v, p, industry, explain=False)
            could = could or (not problems and spec.cost <= seat["money"])
        assert could or len(out) == start

    def has_pieces(self, p):
        asked[0] += bool(inside)
        return real(self, p)

    monkeypatch.setattr(legality, "_enumerate_builds", builds)
    monkeypatch.setattr(View, "has_pieces", has_pieces)
    play_watched(edition, 4, 0, None)
    assert asked[0] <= {"lancashire": 90, "birmingham": 95}[edition]
    monkeypatch.undo()
    assert _lines(edition, 4, "engine/legality.py", {"_enumerate_builds"}) <= budget


# -- session 31 (s31-list): the rest of the listing ---------------------------------------------------------------
@pytest.mark.parametrize("edition,players,budget", [("lancashire", 4, 4300), ("birmingham", 4, 4100), ("duel", 2, 4000)])
def test_develop_reads_each_industrys_bit_by_its_tiles_taken(edition, players, budget):
    """The industries developable are found by one subscript an industry: each industry's bit by its tiles taken
    (``_develop_facts``: 0 once its mat is empty or at a tile that may not be developed, a lightbulb pottery), not a
    count compared, a tuple made and looked up in the undevelopable tiles for each (Duel's branches after their
    common tiles checked apart): ``_develop_group``'s lines over one seeded game, Lancashire 5,182 -> 3,380, Birmingham
    4,945 -> 3,328, Duel 5,021 -> 3,009 (main 6fdfdd9 -> s31-list)."""
    assert _lines(edition, players, "engine/legality.py", {"_develop_group"}) <= budget


def test_the_scout_lists_its_decisions_from_its_own_row():
    """Birmingham's Scout (asked at every listing) keeps its decisions by card in a row of its own (``Scout.row``,
    passed to ``legality.with_cards``), so no listing hashes the Scout decision's nine fields to find them in
    ``_CARDED``: the Scout's lookups there over one seeded Birmingham 4p game, 124 -> 0 (main 6fdfdd9 -> s31-list)."""
    asked = []

    class Watched(dict):
        def get(self, key, default=None):
            asked.append(key)
            return super().get(key, default)

    saved = legality._CARDED
    legality._CARDED = Watched(saved)
    try:
        play_watched("birmingham", 4, 0, None)
    finally:
        legality._CARDED = saved
    assert asked and Action("scout") not in asked


def _c_calls(edition: str, players: int, where: str, name: str, c_name: str, seed: int = 0) -> int:
    """Calls of the C function ``c_name`` made by the Python function ``name`` of the module whose file ends with
    ``where``, over one seeded random game of the edition."""
    count = 0

    def calls(frame, event, arg):
        nonlocal count
        if event == "c_call" and getattr(arg, "__name__", None) == c_name:
            code = frame.f_code
            count += code.co_name == name and code.co_filename.endswith(where)

    play_watched(edition, players, seed, calls)
    return count


@pytest.mark.parametrize("edition,budget", [("lancashire", 60), ("birmingham", 70)])
def test_a_listing_finds_the_hands_distinct_cards_without_sorting(edition, budget):
    """``legal_actions`` finds the distinct cards of a hand (which play keeps sorted) by one pass over it, not a set
    made and sorted (``sorted({*hand})``, about 5,500 instructions a listing): ``sorted`` called by ``legal_actions``
    over one seeded 4p game, Lancashire 145 -> 32, Birmingham 150 -> 26 (main 6fdfdd9 -> s31-list; what is left: the
    discards of a double build or a scout, and a shortfall's tiles)."""
    assert _c_calls(edition, 4, "engine/legality.py", "legal_actions", "sorted") <= budget


def test_a_hand_out_of_order_lists_its_cards_sorted():
    """A hand out of order (a position set up by hand: play keeps hands sorted) lists the same decisions, in the same
    order, as the hand sorted."""
    g = Game.new("lancashire", players=4, seed=1)
    listed = g.legal_actions()
    hand = g._state["seats"][g.current_player]["hand"]
    assert hand == sorted(hand) and len(set(hand)) < len(hand)
    hand.reverse()
    g._view = g._last = None  # the state written in place (see Game._v)
    assert g.legal_actions() == listed


def test_the_last_round_before_the_hands_alone_is_worked_out_once_a_set_up():
    """Loan Action (Lancashire: no loans in the Rail Era's final 4 rounds): ``Eras.hand_only``, asked at every
    Rail Era listing, keeps the last round before the hands alone are played per (players, variants), instead of
    asking the edition's rounds and a hand's rounds again: 4p seed 0, ``hand_rounds`` calls 32 -> 0 (after the
    first game of the process). And it is the rule's answer at every listing of the game."""
    g = Game.new("lancashire", players=4, seed=0)
    g._ed.eras._hand_from.clear()
    assert _calls("lancashire", 4, "engine/parts.py", {"hand_rounds"}) <= 2
    eras = g._ed.eras
    bot = RandomBot(0)
    while not g.is_over:
        st = g._state
        assert eras.hand_only(st) == (not st["deck"] or st["round"] > eras.rounds(st["players"], st["variants"])
                                      - eras.hand_rounds())
        g.apply(bot.choose(g))
