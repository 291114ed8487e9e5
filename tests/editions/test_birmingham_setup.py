"""Brass: Birmingham setup, state, saved games and observations (issue 8, milestone 2).

Rulebooks: overview = the Brass: Birmingham overview, guide = the Brass: Birmingham how-to-play guide.
"""

from __future__ import annotations

import copy
import json
from collections import Counter

import jsonschema
import pytest

from brass_widget import Game, RandomBot, SavedGameError
from brass_widget.engine.invariants import problems
from brass_widget.engine.schema import game_schema, validate

from .bham import Position

BLUE_TEAL = {"leek", "stoke_on_trent", "stone", "uttoxeter", "belper", "derby"}


@pytest.mark.parametrize("players,deck", [(2, 40), (3, 54), (4, 64)])
def test_setup_for_each_player_count(birmingham, players, deck):
    """guide: Board Setup 2-8, Player Area Setup 2, 6-9; overview: Setup."""
    g = Game.new("birmingham", players=players, seed=3)
    st = g.state
    hands = [s["hand"] for s in st["seats"]]
    face_down = [s["face_down"] for s in st["seats"]]
    assert all(len(h) == 8 for h in hands) and all(len(f) == 1 for f in face_down)
    cards = Counter(st["deck"]) + sum((Counter(h) for h in hands), Counter()) + \
        sum((Counter(f) for f in face_down), Counter())
    assert sum(cards.values()) == deck and cards == Counter(birmingham.decks[str(players)])
    assert len(st["deck"]) == deck - 9 * players
    for s in st["seats"]:
        assert (s["money"], s["income"], s["vp"], s["spent"], s["discard"]) == (17, 10, 0, 0, [])
        assert birmingham.level_of(s["income"]) == 0
    # guide Board Setup 7-8: coal market leaves one £1 space open, iron both £1 spaces
    assert st["coal_market"] == 13 and st["iron_market"] == 8
    assert (st["era"], st["round"], st["actions_left"], st["under"]) == ("canal", 1, 1, 0)
    assert problems(birmingham, st) == []


def test_cards_for_fewer_players(birmingham):
    """guide: Board Setup 2 and Location Cards: 2 players without blue and teal location cards, 3 players
    without teal; the wild cards are in no deck (Board Setup 3)."""
    for players, banned in ((2, BLUE_TEAL), (3, {"belper", "derby"}), (4, set())):
        st = Game.new("birmingham", players=players, seed=1).state
        every = set(st["deck"]) | {c for s in st["seats"] for c in s["hand"] + s["face_down"]}
        assert not every & banned
        assert not every & {"wild_location", "wild_industry"}
    assert "cotton_mill_manufacturer" not in birmingham.decks["2"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_merchant_tiles_and_beer_by_player_count(birmingham, players):
    """guide: Board Setup 5-6: the tiles for the player count face up on the merchant spaces marked with the
    player count (blank tiles too), 1 beer barrel beside each non-blank tile."""
    spaces = {"2": {"shrewsbury": 1, "gloucester": 2, "oxford": 2, "warrington": 0, "nottingham": 0},
              "3": {"shrewsbury": 1, "gloucester": 2, "oxford": 2, "warrington": 2, "nottingham": 0},
              "4": {"shrewsbury": 1, "gloucester": 2, "oxford": 2, "warrington": 2, "nottingham": 2}}[str(players)]
    seen = Counter()
    for seed in range(12):
        ms = Game.new("birmingham", players=players, seed=seed).state["merchants"]
        assert {k: len(v) for k, v in ms.items()} == spaces
        dealt = [m["tile"] for row in ms.values() for m in row]
        assert Counter(dealt) == Counter(birmingham.data["merchant_tiles"]["by_players"][str(players)])
        for row in ms.values():
            for m in row:
                assert m["beer"] == (1 if birmingham.merchant_tiles[m["tile"]] else 0)
        seen[ms["shrewsbury"][0]["tile"]] += 1
    assert len(seen) > 1  # shuffled by the seed


def test_turn_order_is_random_from_the_seed(birmingham):
    """guide: Player Area Setup 10."""
    orders = {tuple(Game.new("birmingham", players=4, seed=s).state["order"]) for s in range(20)}
    assert len(orders) > 5
    assert Game.new("birmingham", players=4, seed=5).state == Game.new("birmingham", players=4, seed=5).state


def test_birmingham_is_a_registered_edition(birmingham):
    listed = {e["edition"]: e for e in Game.editions()}
    assert listed["birmingham"]["players"] == [2, 3, 4] and listed["birmingham"]["variants"] == ["rulebook-manufacturer-iv"]
    assert "Birmingham" in listed["birmingham"]["rulebook"]
    assert Game.new("birmingham", players=3, seed=1).edition is birmingham


def test_refused_setups(birmingham):
    for players in (1, 5, "3"):
        with pytest.raises(ValueError, match="Brass: Birmingham is for 2, 3 or 4 players"):
            Game.new("birmingham", players=players)
    with pytest.raises(ValueError, match="unknown variant"):
        Game.new("birmingham", variant="introductory")


# -- saved games and the schema ------------------------------------------------------------------------------

def _played(players: int, seed: int, steps: int) -> Game:
    g = Game.new("birmingham", players=players, seed=seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(bot.choose(g))
    return g


@pytest.mark.parametrize("players", [2, 3, 4])
def test_saved_games_round_trip_and_match_the_schema(birmingham, players):
    g = _played(players, 7, 40)
    doc = json.loads(g.to_json())
    assert doc["edition"] == "birmingham" and validate(doc) is None
    assert not list(jsonschema.Draft202012Validator(game_schema()).iter_errors(doc))
    again = Game.from_json(g.to_json())
    assert again.state == g.state and again.history == g.history


def test_the_schemas_keep_each_editions_shape(birmingham):
    """A Lancashire state is checked against Lancashire's exact shape, a Birmingham one against Birmingham's."""
    bham = json.loads(_played(3, 2, 10).to_json())
    lanc = json.loads(Game.new("lancashire", players=3, seed=2).to_json())
    edits = [
        (bham, lambda d: d["state"].pop("merchants")),
        (bham, lambda d: d["state"].__setitem__("dcm", {"marker": 0, "draw": [], "used": []})),
        (bham, lambda d: d["state"]["seats"][0].pop("face_down")),
        (bham, lambda d: d["state"]["seats"][0]["taken"].__setitem__("port", 1)),
        (bham, lambda d: d["state"].__setitem__("coal_market", 31)),  # house rules allow tracks of up to 30 spaces
        (bham, lambda d: d["state"]["merchants"]["oxford"].append({"tile": "<b>", "beer": 1})),
        (bham, lambda d: d["state"].__setitem__("pending", {"kind": "double", "left": 1})),
        (bham, lambda d: d["state"].__setitem__("variants", ["introductory"])),
        (lanc, lambda d: d["state"].__setitem__("merchants", {})),
        (lanc, lambda d: d["state"]["seats"][0].__setitem__("face_down", [])),
        (lanc, lambda d: d["state"]["seats"][0]["taken"].__setitem__("brewery", 1)),
        (lanc, lambda d: d["state"].__setitem__("coal_market", 31)),
        (lanc, lambda d: d["state"].__setitem__("pending", {"kind": "scout", "left": 1})),
    ]
    schema = game_schema()
    for doc, edit in edits:
        bad = copy.deepcopy(doc)
        edit(bad)
        ours = validate(bad)
        theirs = list(jsonschema.Draft202012Validator(schema).iter_errors(bad))
        assert ours is not None and theirs, bad["edition"]
        with pytest.raises(SavedGameError):
            Game.from_json(json.dumps(bad))


def test_positions_are_checked(birmingham):
    """Every piece accounted for: merchant tiles, barrels, face-down cards, wild cards, cards."""
    base = Position(players=3).game().state

    def refused(edit, field):
        st = copy.deepcopy(base)
        edit(st)
        with pytest.raises(SavedGameError, match=field):
            Game.from_state(st)

    refused(lambda st: st["merchants"]["shrewsbury"].append(st["merchants"]["oxford"].pop()), "merchants")
    refused(lambda st: st["merchants"]["oxford"][0].__setitem__("tile", "cotton_mill-4p"), "merchants")
    blank = next((loc, k) for loc, row in base["merchants"].items() for k, m in enumerate(row)
                 if not birmingham.merchant_tiles[m["tile"]])
    refused(lambda st: st["merchants"][blank[0]][blank[1]].__setitem__("beer", 1), "beer")
    refused(lambda st: st["deck"].append(st["seats"][0]["face_down"].pop()), "face_down")
    refused(lambda st: st["seats"][0]["hand"].extend(["wild_location", "wild_location"]), "hand")
    refused(lambda st: st["board"]["farm_brewery_north"].__setitem__(
        0, {"owner": 0, "industry": "coal_mine", "level": 2, "flipped": False, "cubes": 3}), "industry")
    refused(lambda st: st["seats"][1]["face_down"].append(st["deck"].pop()), "face_down")
    Game.from_state(copy.deepcopy(base))  # the unedited position is fine


# -- hidden information (guide: Player Area Setup 8-9) -------------------------------------------------------------

@pytest.mark.parametrize("players,seed,steps", [(2, 1, 30), (3, 2, 80), (4, 3, 150), (4, 4, 5)])
def test_observation_hides_hands_deck_and_every_face_down_card(birmingham, players, seed, steps):
    g = _played(players, seed, steps)
    for seat in range(players):
        obs = g.observation(seat)
        assert obs["seed"] is None and isinstance(obs["deck"], int)
        for s, info in enumerate(obs["seats"]):
            assert isinstance(info["face_down"], int)  # even your own: nobody has seen it
            if s != seat:
                assert isinstance(info["hand"], int) and all(c.startswith("wild_") for c in info["wild"])
            else:
                assert info["hand"] == g.state["seats"][s]["hand"]
        a, b = Game.from_observation(obs, seed=1), Game.from_observation(obs, seed=2)
        assert a.observation(seat) == obs == b.observation(seat)
        if g.current_player == seat:
            assert a.legal_actions() == b.legal_actions() == g.legal_actions()
        assert Game.from_json(a.to_json()).state == a.state
        hidden_a = [a.state["deck"], [s["face_down"] for s in a.state["seats"]]]
        hidden_b = [b.state["deck"], [s["face_down"] for s in b.state["seats"]]]
        assert hidden_a != hidden_b or not g.state["deck"]


def test_observation_is_the_same_whatever_is_hidden(birmingham):
    """Changing another hand, the deck order or a face-down card changes nothing a seat observes."""
    g = _played(3, 9, 20)
    st = g.state
    twin = copy.deepcopy(st)
    twin["deck"].reverse()
    other = (g.current_player + 1) % 3
    # swap a card of another hand with a face-down card
    twin["seats"][other]["hand"][0], twin["seats"][0]["face_down"][0] = \
        twin["seats"][0]["face_down"][0], twin["seats"][other]["hand"][0]
    twin["seats"][other]["hand"].sort()
    t = Game.from_state(twin)
    me = g.current_player
    if me != other:
        assert t.observation(me) == g.observation(me)


def test_repr_svg_draws_the_birmingham_board(birmingham):
    g = Game.new("birmingham", players=2, seed=1)
    svg = g._repr_svg_()
    assert svg.startswith("<svg") and 'data-location="shrewsbury"' in svg and "Brass: Birmingham" in repr(g)
