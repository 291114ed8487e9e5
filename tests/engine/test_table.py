"""An edition's table components as data (issue 20, item 3; ``engine/table.py``): each edition's presentation.json
lists them by kind, and ``components`` fills them from a state or an observation with the edition's public values."""

import pytest

from brass_widget import Game
from brass_widget.engine.table import components, edge_columns, placed_tiles, seat_parts, tile_goods, tile_places
from tests.engine.positions import played


def test_lancashire_has_its_track_with_the_marker_and_the_tiles_turned():
    """Brass: Lancashire, Sell Action: the Distant Cotton Market's track, its marker, the face-down tiles left."""
    g = played(3, 7, 120, edition="lancashire")
    (track,) = components(g.edition, g.state)
    dcm = g.state["dcm"]
    assert track["kind"] == "track" and track["title"] == "Distant Cotton Market"
    assert track["spaces"] == list(g.edition.dcm_track) and track["spaces"][-1] is None
    assert (track["marker"], track["left"], track["used"]) == (dcm["marker"], len(dcm["draw"]), dcm["used"])
    # an observation gives the same: the face-down order is never in it, only how many
    assert components(g.edition, g.observation(1)) == [track]


def test_birmingham_has_its_wild_piles_less_the_cards_in_hands():
    """Brass: Birmingham, Scout Action: a wild card taken leaves its pile; the piles' counts are public."""
    g = Game.new("birmingham", players=2, seed=3)
    st = g.state  # a copy
    (piles,) = components(g.edition, st)
    assert piles["kind"] == "piles" and [p[1] for p in piles["piles"]] == ["Wild Location", "Wild Industry"]
    st["seats"][0]["hand"].append("wild_location")  # as a Scout would take it
    (after,) = components(g.edition, st)
    assert [p[2] for p in after["piles"]] == [piles["piles"][0][2] - 1, piles["piles"][1][2]]


def test_an_unknown_kind_is_refused_by_name():
    g = Game.new("lancashire", players=2, seed=1)
    ed = g.edition
    saved = ed.presentation["table"]
    ed.presentation["table"] = [{**saved[0], "kind": "spiral"}]
    try:
        with pytest.raises(ValueError, match="unknown kind of table component 'spiral': one of track, piles"):
            components(ed, g.state)
    finally:
        ed.presentation["table"] = saved


def test_a_duel_seat_says_its_boats_vp_income_and_persons():
    """Brass Duel, S1: Boats, VP income, Invite: a seat's pieces in the picture's and the board's sentences (the
    board's words are those js/tests/board.test.js draws); the persons dealt only to the seat's own viewer."""
    g = Game.new("duel", players=2, seed=1)
    seat = g.state["seats"][0]
    seat.update(boats=2, vp_income=1, persons=["john_nash"])
    (part,) = seat_parts(g.edition, seat)
    assert part["picture"] == "2 boat(s) · VP income +1" and part["list"] == "John Nash"
    assert part["board"] == "Boats: 2 · VP income: +1 · Notable Persons: John Nash" and "more" not in part
    (mine,) = seat_parts(g.edition, seat, shown=True)
    assert mine["more"].startswith("Dealt to you: ")
    seat["persons"] = "not a list"  # a file's: no persons, never its text
    assert seat_parts(g.edition, seat)[0]["board"].endswith("Notable Persons: none yet")


def test_a_birmingham_discard_pile_counts_its_cards_and_names_the_top_one():
    """Brass: Birmingham, Game Setup: a face-down card starts each discard pile; a card played goes face up on it."""
    g = Game.new("birmingham", players=2, seed=1)
    seat = g.state["seats"][0]
    (part,) = seat_parts(g.edition, seat)
    assert (part["down"], part["board"], part["picture"]) == (1, "Discard: 1 face down, 0 face up",
                                                              "1 down · 0 up · no face-up card")
    seat["discard"] = ["bolton", "birmingham"]
    (part,) = seat_parts(g.edition, seat)
    assert part["board"] == "Discard: 1 face down, 2 face up (top: Birmingham)"
    assert part["board_title"] == "discard pile: 1 card face down, 2 cards face up"


def test_duel_has_its_card_rows_by_column_and_the_decks_by_size_only():
    """Brass Duel, S1, Setup; On your turn: two rows of face-up cards taken by column, the edge columns for a fee;
    each deck's size, never its order."""
    g = Game.new("duel", players=2, seed=1)
    st = g.state
    (rows,) = components(g.edition, st)
    assert rows["kind"] == "card_rows" and rows["decision"] == "take"
    assert rows["card_rows"] == [[r, st["rows"][r]] for r in g.edition.setup["table_rows"]]
    assert rows["edge"] == list(edge_columns(g.edition)) and rows["fee"] == g.edition.setup["edge_column_fee"]
    assert rows["decks"] == [[r, len(d)] for r, d in st["decks"].items()]
    assert all(rows["names"][c] == g.edition.card_name(c) for _, cards in rows["card_rows"] for c in cards if c)
    assert components(g.edition, g.observation(0)) == [rows]  # the decks' order is no part of it
    assert edge_columns(Game.new("lancashire", players=2, seed=1).edition) == ()


def test_birmingham_names_the_tiles_on_its_map_by_data():
    """Brass: Birmingham, Board Setup 5-6: the merchant locations hold merchant tiles beside their spaces; what a
    tile buys and the tiles placed now come from the data and the state named in its presentation (map_tiles)."""
    g = Game.new("birmingham", players=3, seed=2)
    assert {m["id"] for m in tile_places(g.edition)} == set(g.edition.merchant_ids)
    st = g.state
    placed = placed_tiles(g.edition, st)
    assert placed == st["merchants"]
    tile = next(m["tile"] for row in placed.values() for m in row)
    assert tile_goods(g.edition, tile) == list(g.edition.merchant_tiles[tile])
    assert tile_goods(g.edition, "no such tile") is None
    lancashire = Game.new("lancashire", players=2, seed=1)
    assert (tile_places(lancashire.edition), placed_tiles(lancashire.edition, lancashire.state)) == ([], None)
