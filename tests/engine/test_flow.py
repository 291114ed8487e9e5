"""Rounds, turns, income, shortfall, eras and scoring (rulebook: Rounds, Player Turns, End of
Round, End of Era Maintenance, Winning the Game, Increasing Your Income)."""

from collections import Counter

from brass_widget import Game, RandomBot

from .positions import Position


def _play_round(g: Game) -> None:
    """Everyone passes until the round number changes (or the era does)."""
    era, rnd = g.era, g.round
    while not g.is_over and (g.era, g.round) == (era, rnd):
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind == "pass"), acts[0]))


def test_setup_for_each_player_count():
    for players, deck, dcm, rounds in ((4, 64, 12, 8), (3, 54, 10, 9), (2, 40, 8, 10)):
        g = Game.new(players=players, seed=11)
        st = g.state
        cards = len(st["deck"]) + sum(len(s["hand"]) for s in st["seats"])
        assert cards == deck
        assert st["under"] == players  # 1 card per player beneath the deck tile
        assert sorted(st["dcm"]["draw"]) == sorted(g.edition.dcm_tiles[players]) and len(st["dcm"]["draw"]) == dcm
        assert st["dcm"]["marker"] == 0 and st["coal_market"] == 8 and st["iron_market"] == 8
        for seat in st["seats"]:
            assert (seat["money"], seat["income"], seat["vp"], len(seat["hand"])) == (30, 10, 0, 8)
        assert sorted(st["order"]) == list(range(players))
        assert g.edition.setup["rounds_per_era"][str(players)] == rounds


def test_turn_order_is_random_from_the_seed():
    orders = {tuple(Game.new(players=4, seed=s).state["order"]) for s in range(12)}
    assert len(orders) > 3
    assert Game.new(players=4, seed=3).state["order"] == Game.new(players=4, seed=3).state["order"]


def test_rounds_per_era_and_game_length():
    # Rounds: exactly 8/9/10 rounds per era for 4/3/2 players; the era ends when hands are empty.
    for players, rounds in ((4, 8), (3, 9), (2, 10)):
        g = Game.new(players=players, seed=2)
        seen = Counter()
        bot = RandomBot(2)
        while not g.is_over:
            seen[(g.era, g.round)] += 1
            g.apply(bot.choose(g))
        assert max(r for e, r in seen if e == "canal") == rounds
        assert max(r for e, r in seen if e == "rail") == rounds
        assert len(g.state["scores"]) == 2


def test_hand_refilled_to_eight_and_canal_deck_excludes_cards_under_tile():
    g = Game.new(players=4, seed=4)
    _play_round(g)
    assert all(len(s["hand"]) == 8 for s in g.state["seats"])
    # play the canal era to its end: the cards under the deck tile were never drawn
    while g.era == "canal":
        _play_round(g)
    st = g.state
    assert st["under"] == 8 and all(len(s["hand"]) == 8 for s in st["seats"])


def test_turn_order_by_money_spent_ties_keep_order():
    # End of Round step 1: least spent first; ties keep their relative order.
    p = Position().set(round=2)
    p.st["order"] = [2, 0, 3, 1]
    p.st["turn"] = 3
    p.st["actions_left"] = 1
    for seat, spent in ((2, 10), (0, 3), (3, 10), (1, 0)):
        p.st["seats"][seat]["spent"] = spent
    g = p.game()
    g.apply(f"pass card {g.state['seats'][1]['hand'][0]}")
    st = g.state
    assert st["order"] == [1, 0, 2, 3] and all(s["spent"] == 0 for s in st["seats"])


def _last_turn(p: Position, seat: int = 0) -> Position:
    p.st["order"] = [s for s in range(p.st["players"]) if s != seat] + [seat]
    p.st["turn"] = p.st["players"] - 1
    p.st["actions_left"] = 1
    return p


def test_income_paid_after_round():
    p = _last_turn(Position()).income(0, 30).income(1, 5)  # levels 10 and -5
    g = p.game()
    g.apply(f"pass card {g.state['seats'][0]['hand'][0]}")
    st = g.state
    assert st["seats"][0]["money"] == 40 and st["seats"][1]["money"] == 25 and st["round"] == 3


def test_shortfall_removes_tiles_for_half_cost_and_keeps_excess():
    # End of Round step 2: short of negative income -> remove tiles (half cost, rounded down),
    # stopping once covered; excess money is kept.
    p = _last_turn(Position()).income(1, 2).money(1, 3)  # level -8, owes 8, has 3: short 5
    p.tile("bolton/1", 1, "cotton_mill", level=1).tile("colne/1", 1, "cotton_mill", level=1)
    g = p.game()
    g.apply(f"pass card {g.state['seats'][0]['hand'][0]}")
    assert g.current_player == 1
    assert {str(a) for a in g.legal_actions()} == {"remove bolton/1", "remove colne/1"}
    g.apply("remove colne/1")  # £6 covers £5, £1 kept
    st = g.state
    assert st["board"]["colne"][0] is None and st["board"]["bolton"][0] is not None
    assert st["seats"][1]["money"] == 1 and st["shortfall"] == [] and st["round"] == 3


def test_shortfall_without_tiles_costs_vp_never_below_zero():
    p = _last_turn(Position(era="rail")).income(1, 2).money(1, 3)  # VP are scored from the Canal Era's end
    p.st["seats"][1]["vp"] = 2
    g = p.game()
    g.apply(f"pass card {g.state['seats'][0]['hand'][0]}")
    assert g.state["seats"][1]["vp"] == 0 and g.state["seats"][1]["money"] == 0


def test_no_income_after_final_round():
    p = _last_turn(Position(era="rail")).income(0, 30).set(round=8)
    for s, seat in enumerate(p.st["seats"]):
        seat["discard"].extend(seat["hand"][1 if s == 0 else 0:])
        seat["hand"] = seat["hand"][:1] if s == 0 else []
    p.st["seats"][1]["discard"].extend(p.st["deck"])
    p.st["deck"] = []
    g = p.game()
    g.apply(f"pass card {g.state['seats'][0]['hand'][0]}")
    st = g.state
    assert g.is_over and g.current_player is None
    assert st["seats"][0]["money"] == 30 and st["seats"][0]["vp"] == 3  # £30 -> 3 VP, no income


def test_income_never_above_level_30():
    p = Position().income(0, 98).tile("warrington_runcorn/1", 0, "cotton_mill").tile("warrington_runcorn/2", 1, "port")
    g = p.game()
    g.apply(f"sell warrington_runcorn/1 to warrington_runcorn/2 card {g.state['seats'][0]['hand'][0]}")
    assert g.state["seats"][0]["income"] == 99 and g.income_level(0) == 30


def _end_canal(p: Position) -> Game:
    """Make this the last turn of the Canal Era (hands empty after it)."""
    _last_turn(p).set(round=8)
    st = p.st
    for s, seat in enumerate(st["seats"]):
        keep = 1 if s == 0 else 0
        seat["discard"].extend(seat["hand"][keep:])
        seat["hand"] = seat["hand"][:keep]
    st["seats"][1]["discard"].extend(st["deck"][st["under"]:])
    st["deck"] = st["deck"][:st["under"]]
    return p.game()


def test_link_scoring_counts_printed_icons_and_flipped_tiles_of_anyone():
    # End of Era step 1: 1 VP per link icon in the two locations (printed + each flipped tile).
    p = Position().tile("preston/1", 1, "port", flipped=True).tile("preston/2", 2, "cotton_mill")
    p.tile("lancaster/1", 0, "port", flipped=True).link("lancaster--preston", 0)
    p.link("colne--yorkshire", 2)
    g = _end_canal(p)
    g.apply(f"pass card {g.state['seats'][0]['hand'][0]}")
    scores = g.state["scores"][0]
    by_line = {item["line"]: item["vp"] for item in scores["links"]}
    assert by_line == {"lancaster--preston": 1 + 1, "colne--yorkshire": 0 + 2}


def test_canal_end_scores_tiles_removes_level_one_and_resets():
    p = Position().tile("preston/1", 1, "port", level=2, flipped=True).tile("lancaster/1", 0, "port", flipped=True)
    p.tile("colne/1", 2, "cotton_mill")  # unflipped: no VP
    dcm = p.st["dcm"]
    for value in (-3, -2):  # two tiles drawn this era moved the marker to 5
        dcm["draw"].remove(value)
        dcm["used"].append(value)
    dcm["marker"] = 5
    g = _end_canal(p)
    g.apply(f"pass card {g.state['seats'][0]['hand'][0]}")
    st = g.state
    totals = st["scores"][0]["totals"]
    assert totals[1] == 4 and totals[0] == 2 and totals[2] == 0
    assert st["board"]["lancaster"][0] is None and st["board"]["colne"][0] is None  # level 1 removed
    assert st["board"]["preston"][0]["level"] == 2  # level 2 stays
    assert st["links"] == {} and st["era"] == "rail" and st["round"] == 1
    assert st["dcm"]["marker"] == 0 and len(st["dcm"]["draw"]) == 12 and st["dcm"]["used"] == []
    assert all(len(s["hand"]) == 8 and s["discard"] == [] for s in st["seats"])
    assert st["under"] == 8 and len(st["deck"]) == 64 - 32


def test_rail_end_money_and_winner_tie_breaks():
    # End of Rail Era step 3: 1 VP per £10; Winning the Game: VP, then income, then money.
    p = _last_turn(Position(era="rail")).set(round=8)
    for s, seat in enumerate(p.st["seats"]):
        seat["discard"].extend(seat["hand"][1 if s == 0 else 0:])
        seat["hand"] = seat["hand"][:1] if s == 0 else []
        seat["vp"] = 50
    p.st["seats"][1]["discard"].extend(p.st["deck"])
    p.st["deck"] = []
    p.money(0, 29).money(1, 20).money(2, 25).money(3, 25).income(2, 15).income(3, 15)
    g = p.game()
    g.apply(f"pass card {g.state['seats'][0]['hand'][0]}")
    ranks = {r["player"]: r["rank"] for r in g.final_scores()}
    # everyone has 52 VP; seats 2 and 3 have income level 3 (space 15), and equal money: a draw
    assert ranks[2] == ranks[3] == 1 and ranks[0] == 3 and ranks[1] == 4
    assert g.state["scores"][-1]["money"] == [2, 2, 2, 2]


def test_tile_owners_are_the_seats_with_a_tile_wherever_it_stands():
    """The shortfall's check (End of Round: a seat that owns a tile must remove tiles before losing VP): the seats
    owning a tile, found in one pass over the tiles, the same as looking at every space, in seeded games."""
    from brass_widget.engine.flow import tile_owners

    for edition, players in (("lancashire", 4), ("birmingham", 3), ("duel", 2)):
        g = Game.new(edition, players=players, seed=7)
        bot = RandomBot(7)
        seen = set()
        for _ in range(60):
            st = g._state
            every = {s for s in range(players)
                     if any(t is not None and t["owner"] == s for spaces in st["board"].values() for t in spaces)}
            assert tile_owners(st) == every
            seen.add(len(every))
            g.apply(bot.choose(g))
        assert len(seen) > 1  # seats with and without tiles
    st = Game.new(players=3, seed=1).state
    last = [loc for loc, spaces in st["board"].items() if spaces][-1]
    assert tile_owners(st) == set()  # an empty board
    st["board"][last][-1] = {"owner": 2, "industry": "port", "level": 1, "flipped": False, "cubes": 0}
    assert tile_owners(st) == {2}  # the last space of the last location with spaces
