"""S1, On your turn (columns, edge fee, refill, the first-round exception, income, turn order) and End of game
(the fan summary of Brass Duel's prototype rules)."""

from brass_widget import Game

from .duel import Pos, chosen, decks_out, discards, hand, last_round, money, pass_turn, random_game


def test_first_round_single_cards():
    """On your turn, Exception: the first player takes one card (either row) for one action, with no refill; the
    second must take from the other row, then both rows refill (uncertain 'duel-a5-first-round')."""
    g = chosen(5)
    first, second = g.state["order"]
    takes = [str(a) for a in g.legal_actions()]
    assert takes == [f"take {k} to {r}" for r in ("top", "bottom") for k in range(1, 5)]
    rows = g.state["rows"]
    start = money(g, first)
    g.apply("take 2 to top")
    assert hand(g) == [rows["top"][1]] and g.state["actions_left"] == 1
    assert money(g, first) == start  # not an edge card
    g.apply(f"pass card {rows['top'][1]}")
    assert g.state["rows"]["top"][1] is None and len(g.state["decks"]["top"]) == 28  # no refill yet
    assert g.current_player == second
    assert {str(a) for a in g.legal_actions()} == {f"take {k} to bottom" for k in range(1, 5)}
    assert g.why_not("take 1 to top")
    g.apply("take 1 to bottom")
    assert money(g, second) == 26 - 2  # an edge card costs £2 (uncertain 'duel-a4-edge-fee')
    g.apply(f"pass card {rows['bottom'][0]}")
    new = g.state["rows"]
    top_deck = chosen(5).state["decks"]["top"]
    bottom_deck = chosen(5).state["decks"]["bottom"]
    assert new["top"] == [top_deck[-1], rows["top"][0], rows["top"][2], rows["top"][3]]
    assert new["bottom"] == [rows["bottom"][1], rows["bottom"][2], rows["bottom"][3], bottom_deck[-1]]
    assert g.state["round"] == 2 and len(g.state["decks"]["top"]) == 27


def test_first_player_starts_with_24_and_second_with_26():
    """Setup 8: £24 for the first player, £26 for the second; income level 0; Setup 9: 1 boat each."""
    for seed in range(4):
        g = chosen(seed)
        first, second = g.state["order"]
        assert (money(g, first), money(g, second)) == (24, 26)
        assert all(s["boats"] == 1 and s["vp_income"] == 0 and g.edition.level_of(s["income"]) == 0
                   for s in g.state["seats"])


def test_edge_column_costs_two():
    """On your turn: taking an edge column costs £2 at once, counted as money spent (uncertain
    'duel-a4-edge-fee')."""
    for col, fee in ((1, 2), (2, 0), (3, 0), (4, 2)):
        g = Pos(1).seat(0, money=10).game()
        g.apply(f"take {col}")
        assert money(g, 0) == 10 - fee and g.state["seats"][0]["spent"] == fee
        assert g.state["actions_left"] == 2 and len(hand(g)) == 2


def test_edge_fee_with_only_edge_columns_left():
    """With only edge columns left and less than £2, a player pays what they have (uncertain
    'duel-a4-edge-fee')."""
    p = decks_out(2)
    st = p.st
    for col in (1, 2):  # columns 2 and 3 go: 4 cards left
        for seat, row in enumerate(("top", "bottom")):
            st["seats"][seat]["discard"].append(st["rows"][row][col])
            st["rows"][row][col] = None
    st["round"] = 16  # the second turn of round 16: two turns have taken a column since the decks ran out
    g = p.seat(0, money=1).game()
    assert {str(a) for a in g.legal_actions()} == {"take 1", "take 4"}
    g.apply("take 4")
    assert money(g, 0) == 0 and g.state["seats"][0]["spent"] == 1


def test_rows_slide_and_refill_after_a_turn():
    """On your turn: the top row slides right and gets a card at its left end; the bottom row slides left and gets
    one at its right end."""
    g = Pos(2).game()
    before = g.state["rows"]
    decks = g.state["decks"]
    g.apply("take 2")
    pass_turn(g)
    after = g.state["rows"]
    assert after["top"] == [decks["top"][-1], before["top"][0], before["top"][2], before["top"][3]]
    assert after["bottom"] == [before["bottom"][0], before["bottom"][2], before["bottom"][3], decks["bottom"][-1]]


def test_no_slide_after_decks_run_out():
    """Once the decks are empty nothing slides or refills, and an empty column cannot be taken (uncertain
    'duel-a3-gaps')."""
    g = decks_out(3).game()
    before = g.state["rows"]
    g.apply("take 2")
    pass_turn(g)
    assert g.state["rows"]["top"] == [before["top"][0], None, before["top"][2], before["top"][3]]
    assert {str(a) for a in g.legal_actions()} == {"take 1", "take 3", "take 4"}
    assert "empty" in str(g.why_not("take 2")[0])


def test_income_after_both_turns():
    """On your turn: after both players' turns, money by income level and 1 VP per VP income."""
    g = Pos(4).seat(0, income=14, vp_income=3, money=5).seat(1, income=8, money=5).game()  # levels 2 and -2
    g.apply("take 2")
    pass_turn(g)
    assert money(g, 0) == 5  # not before both have played
    g.apply("take 2")
    pass_turn(g)
    assert money(g, 0) == 5 + 2 and g.state["seats"][0]["vp"] == 3
    assert money(g, 1) == 5 - 2


def test_turn_order_by_money_spent():
    """On your turn: whoever spent less goes first next round; on a tie the order stays."""
    g = Pos(5).game()
    g.apply("take 1")  # seat 0 pays the £2 edge fee
    pass_turn(g)
    g.apply("take 2")
    pass_turn(g)
    assert g.state["order"] == [1, 0]
    g.apply("take 2")
    pass_turn(g)
    g.apply("take 3")
    pass_turn(g)
    assert g.state["order"] == [1, 0]  # a tie (0 and 0) keeps the order


def test_last_income_is_the_rounds_own():
    """End of game: it ends once 2 cards remain on the table, after income one last time; that income is the
    round's own, not an extra payout (uncertain 'duel-a2-last-income')."""
    g = last_round(6).seat(0, income=14, vp_income=2, money=0).seat(1, money=0).game()
    g.apply("take 2")
    pass_turn(g)
    assert not g.is_over
    g.apply("take 3")
    pass_turn(g)
    assert g.is_over and g.current_player is None
    assert money(g, 0) == 2 and g.state["seats"][0]["vp"] == 2 + g.state["scores"][0]["totals"][0]
    assert sum(c is not None for r in g.state["rows"].values() for c in r) == 2
    assert g.legal_actions() == []


def test_negative_income_shortfall():
    """Negative income one cannot pay is as in classic Brass: pay what you have, remove your tiles for half their
    cost, then lose 1 VP per £1 short, never below 0 (uncertain 'duel-a9-shortfall')."""
    g = Pos(7).seat(0, income=7, money=1, vp=5).seat(1, income=7, money=0, vp=1).game()  # level -3
    for _ in range(2):
        g.apply("take 2")
        pass_turn(g)
    assert money(g, 0) == 0 and g.state["seats"][0]["vp"] == 3
    assert money(g, 1) == 0 and g.state["seats"][1]["vp"] == 0
    h = Pos(7).seat(0, income=7, money=0).tile("ventnor/1", 0, "lodging").game()
    for _ in range(2):
        h.apply("take 2")
        pass_turn(h)
    assert h.current_player == 0 and [str(a) for a in h.legal_actions()] == ["remove ventnor/1"]
    h.apply("remove ventnor/1")  # a Lodging I for £12 // 2 = £6 covers the £3
    assert money(h, 0) == 3 and h.state["board"]["ventnor"][0] is None


def test_an_action_needs_a_card_taken_first():
    g = Pos(8).game()
    assert "no" in str(g.why_not("loan 30 card cowes")[0])
    assert {a.kind for a in g.legal_actions()} == {"take"}
    g.apply("take 3")
    card = hand(g)[0]
    other = next(c for c in ("cowes", "newport", "lodging") if c not in hand(g))
    assert g.why_not(f"loan 30 card {other}")
    assert not g.why_not(f"loan 30 card {card}")
    assert g.why_not("take 2")  # one column per turn


def test_a_whole_game_is_16_rounds_and_ends_with_2_cards():
    """S1 arithmetic (reference/duel.md §3): two decks of 28 (25 cards and 3 Notable Persons each), 1 + 15
    rounds; 2 cards stay on the table."""
    g = random_game(11, 5000)
    assert g.is_over
    st = g.state
    assert st["round"] == 16
    assert sum(c is not None for r in st["rows"].values() for c in r) == 2
    assert st["decks"] == {"top": [], "bottom": []}
    invited = sum(len(s["persons"]) for s in st["seats"])
    assert len(discards(g)) + invited + len(st["box"]) == 70 - 2
    assert Game.from_json(g.to_json()).state == st
