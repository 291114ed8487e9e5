"""Positions from outside (engine.md, "State and saved games"): a mutated Duel position is either refused with
SavedGameError naming the field, or accepted and then plays to its end keeping every invariant."""

import random
from functools import cache

import pytest

from brass_widget import Game, GreedyBot, RandomBot, SavedGameError
from brass_widget.editions.duel import checks
from brass_widget.engine.invariants import problems

from ..engine import position_fuzz as fuzz
from ..engine.position_fuzz import pick_field
from .duel import ROWS, decks_out, hand, last_round, random_game


def _mutate(st, r):
    parent, key, path = pick_field(st, r, keep=lambda p: p[0] != "log")
    old = parent[key]
    choice = r.randrange(6)
    if choice == 0 and isinstance(old, int) and not isinstance(old, bool):
        parent[key] = old + r.choice([-3, -1, 1, 2, 30])
    elif choice == 1:
        parent[key] = r.choice([None, "cowes", "x", [], {}, 7, True, "top", -1])
    elif choice == 2 and isinstance(parent, dict):
        del parent[key]
    elif choice == 3 and isinstance(old, list) and old:
        old.pop(r.randrange(len(old)))
    elif choice == 4 and isinstance(old, list):
        old.append(r.choice(["cowes", "lodging", "shipyard", None]))
    else:
        parent[key] = r.choice(["take", "road", "ferry", 0, 1, False])
    return "/".join(map(str, path))


@pytest.mark.parametrize("seed", range(8))
def test_mutated_positions_are_refused_or_play_on(seed):
    r = random.Random(seed)
    base = random_game(seed, r.randrange(5, 100)).state
    accepted = 0
    for _ in range(25):
        st = Game.from_state(base).state
        where = _mutate(st, r)
        try:
            g = Game.from_state(st)
        except SavedGameError as e:
            assert str(e), where
            continue
        accepted += 1
        bot = RandomBot(seed)
        while not g.is_over:
            g.apply(bot.choose(g))
            assert problems(g.edition, g.state) == [], where
        assert Game.from_json(g.to_json()).state == g.state
    assert accepted < 25


# -- the card and spending flow (checks._deck_flow, checks._spending_flow) ------------------------------------------
def _played(seed: int, until, greedy: bool = False) -> Game:
    g = Game.new("duel", players=2, seed=seed)
    bots = [GreedyBot(), RandomBot(seed)] if greedy else [RandomBot(seed), RandomBot(seed + 1)]
    while not g.is_over and not until(g):
        g.apply(bots[g.current_player].choose(g))
    return g


def _refused(st) -> str:
    with pytest.raises(SavedGameError) as e:
        Game.from_state(st)
    return str(e.value)


def test_the_flow_checks_never_refuse_a_position_the_engine_reaches():
    """After every decision of seeded games (random and greedy seats: shortfalls, bribes, the decks running out,
    the end) the deck and spending checks find nothing (scripts/fuzz.py --edition duel runs them over 300 games,
    tests/fuzz_loop.py), and those moments do occur."""
    seen = {"shortfall": 0, "bribe before a turn": 0, "decks empty": 0, "choosing": 0}
    for seed in range(6):
        g = Game.new("duel", players=2, seed=seed)
        bots = [GreedyBot(), RandomBot(seed)] if seed % 2 else [RandomBot(seed), RandomBot(seed + 1)]
        while not g.is_over:
            g.apply(bots[g.current_player].choose(g))
            st = g.state
            assert g.edition.components.flow_problems(st) == [], (seed, g.history[-1])
            seen["shortfall"] += bool(st["shortfall"])
            seen["choosing"] += st["choosing"]
            seen["decks empty"] += not st["decks"]["top"] and not st["over"]
            seen["bribe before a turn"] += st["turn"] == 1 and not g.edition.eras.turn_started(st) and \
                st["seats"][st["order"][1]]["spent"] > 0
    assert all(seen.values()), seen


def test_a_deck_holding_other_than_the_round_gives_is_refused():
    """S1, On your turn: each turn's end draws one card from each deck, so round 5 starts with 21 in each."""
    g = _played(2, lambda g: g.round == 5)
    st = g.state
    assert (st["turn"], len(st["decks"]["top"])) == (0, 21)
    Game.from_state(st)  # as played: accepted
    for seat, row in enumerate(("top", "bottom")):  # one card more drawn from each deck, into a discard pile
        st["seats"][seat]["discard"].append(st["decks"][row].pop())
    msg = _refused(st)
    assert "state.decks.top: 20 cards, but in round 5, turn 1 the top deck holds 21" in msg
    assert "state.decks.bottom: 20 cards" in msg


def test_decks_empty_too_early_or_uneven_are_refused():
    """The decks run out together, at the first refill of round 15 (28 cards each with the provisional deck)."""
    st = decks_out(0).st
    Game.from_state(st)  # round 15, second turn: accepted
    st["round"] = 14
    assert "state.decks.top: 0 cards, but in round 14, turn 2 the top deck holds 2" in _refused(st)
    g = _played(3, lambda g: g.round == 3)
    st = g.state
    st["seats"][0]["discard"].append(st["decks"]["bottom"].pop())  # the two decks no longer alike
    msg = _refused(st)
    assert "state.decks.bottom: 24 cards, but in round 3, turn 1 the bottom deck holds 25" in msg
    assert "state.decks.top" not in msg


def test_decks_while_the_persons_are_chosen_hold_no_persons_yet():
    """Setup 2-7: while the Notable Persons are chosen, each deck is its half of the cards not in the rows."""
    g = Game.new("duel", players=2, seed=4)
    st = g.state
    assert st["choosing"] and [len(st["decks"][r]) for r in ("top", "bottom")] == list(checks.deck_sizes(g.edition, st))
    st["seats"][1]["discard"].append(st["decks"]["top"].pop())
    assert "state.decks.top: 24 cards, but while the Notable Persons are chosen the top deck holds 25" in _refused(st)


def test_spending_before_a_turn_is_refused_but_a_bribe():
    """A seat yet to start its turn has spent nothing this round, except a bribe paid at the end of the turn
    before its own (S1, Invite: the Bribery rule)."""
    g = _played(2, lambda g: g.round == 5)
    st = g.state
    second = st["order"][1]
    st["seats"][second]["spent"] = 3
    assert f"state.seats[{second}].spent: £3 spent this round by a player who has not started a turn" in _refused(st)
    st = g.state
    first = st["order"][0]
    st["seats"][first]["spent"] = 2  # turn 0, no column taken yet
    assert f"state.seats[{first}].spent: £2 spent this round" in _refused(st)
    paid = lambda g: g.history[-1:] == ["bribe"] and g.state["turn"] == 1  # noqa: E731
    bribed = next(g for g in (_played(seed, paid, greedy=True) for seed in range(1, 40)) if paid(g))
    st = bribed.state
    payer = st["order"][1]
    assert st["turn"] == 1 and st["seats"][payer]["spent"] == bribed.edition.data["bribe"]["cost"]
    Game.from_state(st)  # the bribe, paid before its own turn: accepted
    st["seats"][payer]["spent"] += 1
    msg = _refused(st)
    assert f"state.seats[{payer}].spent: £11 spent this round by a player who has not started a turn" in msg
    assert "a £10 bribe" in msg


# -- the rows, the hand and the box (checks._row_flow, checks._hand_flow, checks._person_flow) ---------------------
def test_a_row_card_moved_away_at_a_turn_start_is_refused():
    """S1, On your turn: the rows refill at every turn's end while the decks last, so a turn starts with both rows
    full. Accepted, a gap here used to play a round and then save a file its own loader refused (the deck drawn
    one card short)."""
    st = _played(2, lambda g: g.round == 5).state
    assert st["decks"]["top"] and None not in st["rows"]["top"] + st["rows"]["bottom"]
    st["seats"][0]["discard"].append(st["rows"]["top"][2])
    st["rows"]["top"][2] = None
    msg = _refused(st)
    assert "state.rows: empty places 1 (top) and 0 (bottom), but in round 5, turn 1 the rows have 0 empty " \
           "column(s)" in msg


def test_a_hand_short_of_the_actions_left_is_refused():
    """S1, On your turn: one action with each card of the column taken. An empty hand with an action left used to
    offer a second column in the same turn."""
    mid = lambda g: g.round == 5 and g.state["actions_left"] == 1 and g.state["pending"] is None  # noqa: E731
    g = _played(2, lambda g: mid(g) and hand(g))
    st = g.state
    p = st["order"][st["turn"]]
    Game.from_state(st)  # as played: accepted
    st["seats"][p]["discard"] += st["seats"][p]["hand"]
    st["seats"][p]["hand"] = []
    assert f"state.seats[{p}].hand: 0 cards, but with 1 action(s) left the player holds 1" in _refused(st)


def test_a_double_build_short_of_its_cards_is_refused():
    """S1, Build: the second card is discarded to build anywhere, so a double build under way holds the cards it
    has still to discard. One card short, the game used to stop with no legal decision after the first discard."""
    g = _played(0, lambda g: (g.state["pending"] or {}).get("kind") == "double")
    st = g.state
    p = st["order"][st["turn"]]
    assert st["pending"] == {"kind": "double", "left": 2} and len(st["seats"][p]["hand"]) == 2
    Game.from_state(st)
    st["seats"][p]["discard"].append(st["seats"][p]["hand"].pop())
    assert f"state.seats[{p}].hand: 1 cards, but with a double action under way, 2 card(s) still to discard the " \
           "player holds 2" in _refused(st)


def test_first_row_names_the_row_with_the_gap():
    """S1, On your turn (Exception): the first player's card leaves a gap in ``first_row``, unrefilled until the
    second player has taken a card from the other row."""
    g = _played(1, lambda g: not g.state["choosing"] and g.state["turn"] == 1)
    st = g.state
    row = st["first_row"]
    assert row is not None and [c is None for c in st["rows"][row]].count(True) == 1
    Game.from_state(st)
    st["first_row"] = "top" if row == "bottom" else "bottom"
    assert f"state.rows.{row}: 1 empty places, but in round 1, turn 2 the {row} row has 0" in _refused(st)
    st["first_row"] = None
    assert "state.first_row: None, but in round 1, turn 2 the row a card was taken from is remembered" in _refused(st)
    st = _played(1, lambda g: not g.state["choosing"]).state
    st["first_row"] = "top"
    assert "state.first_row: top, but in round 1, turn 1 no card has been taken yet" in _refused(st)


def test_columns_half_empty_or_a_round_after_the_end_are_refused():
    """Once the decks are empty nothing slides (uncertain 'duel-a3-gaps'), so the empty places are whole columns,
    one for each turn since; and no round starts with 2 cards or fewer in the rows (S1, End of game)."""
    p = last_round(0)
    st = p.st
    Game.from_state(st)  # round 16: column 1 taken since the decks ran out
    st["rows"]["top"][0], st["rows"]["top"][1] = st["rows"]["top"][1], None
    assert "state.rows: empty places 1 (top) and 1 (bottom), but in round 16, turn 1 the rows have 1 empty " \
           "column(s) and no other gap" in _refused(st)
    st = last_round(0).st
    for col in (1, 2):
        for seat, row in enumerate(ROWS):
            st["seats"][seat]["discard"].append(st["rows"][row][col])
            st["rows"][row][col] = None
    st["round"] = 17
    assert "state.round: round 17 would start with 2 cards in the rows, but the game ends when 2 or fewer are " \
           "left" in _refused(st)


def test_the_box_holds_the_persons_set_aside():
    """S1, Setup 4-7: 2 Notable Persons go to the box at the deal, and each player's 2 not chosen join them."""
    g = Game.new("duel", players=2, seed=5)
    st = g.state
    assert len(st["box"]) == 2
    st["seats"][0]["discard"].append(st["box"].pop())
    assert "state.box: 1 Notable Persons, but while they are chosen the box holds 2" in _refused(st)
    st = _played(5, lambda g: g.round == 3).state
    assert len(st["box"]) == 6
    st["seats"][0]["discard"].append(st["box"].pop())
    assert "state.box: 5 Notable Persons, but once they are chosen the box holds 6" in _refused(st)



def test_a_chooser_with_its_three_persons_has_passed_the_choice_on():
    """S1, Setup 5-7: a player chooses 1 person, then 2 more, and the choice passes to the other player."""
    g = Game.new("duel", players=2, seed=3)
    for _ in range(3):
        g.apply(g.legal_actions()[0])
    st = g.state
    first = st["order"][0]
    assert st["choosing"] and st["turn"] == 1 and len(st["seats"][first]["chosen"]) == 3
    st["turn"] = 0
    assert f"state.seats[{first}].chosen: 3 of 5 persons chosen at turn 0 of the choice" in _refused(st)


def test_spending_at_a_shortfall_is_refused():
    """S1, On your turn: the round's end resets the money spent, before its income (and so its shortfalls)."""
    st = _played(7, lambda g: bool(g.state["shortfall"])).state
    assert st["shortfall"] and all(s["spent"] == 0 for s in st["seats"])
    Game.from_state(st)
    st["seats"][1]["spent"] = 2
    assert "state.seats[1].spent: £2 spent, but spending is reset before the round's income" in _refused(st)

# -- the mutation fuzz of tests/engine/position_fuzz.py, with Duel's positions and card-flow edits ------------------
@cache
def base_positions(seed: int = 0) -> tuple[str, ...]:
    """Positions of seeded Duel games (random seats, and a greedy seat for double builds and bribes): the persons
    chosen, turn starts, columns taken, actions under way, shortfalls, the decks run out, finished games."""
    out: list[str] = []
    rng = random.Random(seed)
    for k in range(4):
        g = Game.new("duel", players=2, seed=seed * 100 + k)
        greedy = GreedyBot(k) if k % 2 else None

        def choose(g, greedy=greedy):
            return greedy.choose(g) if greedy is not None and g.current_player == 0 else rng.choice(g.legal_actions())
        out += fuzz.sampled_positions(g, rng, {0, 1, 3, 7, 12, 25, 40, 60, 90, 120, 150}, 0.3, choose)
    return tuple(out)


def _piles(st) -> list[list]:
    return [st["decks"][r] for r in ROWS] + [s[k] for s in st["seats"] for k in ("hand", "discard", "persons")] + \
        [st["box"]]


def _row_card_away(st, rng, seat, n):
    """(a): a card of a row to a discard pile, a hand or the box."""
    row = rng.choice(ROWS)
    places = [k for k, c in enumerate(st["rows"][row]) if c is not None]
    if places:
        k = rng.choice(places)
        rng.choice(_piles(st)[2:]).append(st["rows"][row][k])
        st["rows"][row][k] = None
    return f"a {row} row card away"


def _card_into_a_row(st, rng, seat, n):
    row = rng.choice(ROWS)
    gaps = [k for k, c in enumerate(st["rows"][row]) if c is None]
    src = [p for p in _piles(st) if p]
    if gaps and src:
        pile = rng.choice(src)
        st["rows"][row][rng.choice(gaps)] = pile.pop(rng.randrange(len(pile)))
    return f"a card into the {row} row"


def _hand_card_away(st, rng, seat, n):
    """(b), (c): a card of the hand to the discard pile (mid-turn, during a double build's discards ...)."""
    s = st["seats"][st["order"][st["turn"]] if rng.random() < 0.8 else seat]
    if s["hand"]:
        s["discard"].append(s["hand"].pop(rng.randrange(len(s["hand"]))))
    return "a hand card away"


def _move_a_card(st, rng, seat, n):
    """A card between the decks, hands, discard piles, persons met and the box."""
    piles = _piles(st)
    src = [p for p in piles if p]
    if src:
        pile = rng.choice(src)
        rng.choice(piles).append(pile.pop(rng.randrange(len(pile))))
    return "move a card"


def _first_row(st, rng, seat, n):
    st["first_row"] = rng.choice([None, "top", "bottom"])
    return f"first_row {st['first_row']}"


def _box(st, rng, seat, n):
    persons = [c for p in _piles(st)[:-1] for c in p if c in _persons()]
    if st["box"] and rng.random() < 0.5:
        rng.choice(_piles(st)[:-1]).append(st["box"].pop())
    elif persons:
        card = rng.choice(persons)
        next(p for p in _piles(st)[:-1] if card in p).remove(card)
        st["box"].append(card)
    return "box"


def _double(st, rng, seat, n):
    st["pending"] = {"kind": "double", "left": rng.choice([1, 2])}
    if rng.random() < 0.5:
        st["actions_left"] = 2
    return f"pending {st['pending']}"


def _persons_flow(st, rng, seat, n):
    key = rng.choice(["choosing", "waiting", "person_used", "coal_open"])
    if key in ("choosing", "coal_open"):
        st[key] = not st[key]
    elif key == "waiting":
        st["waiting"] = None if st["waiting"] else {"player": rng.randrange(n), "person": rng.choice(sorted(_persons()))}
    else:
        st["person_used"] = None if st["person_used"] else rng.choice(sorted(_persons()))
    return key


def _duel_seat(st, rng, seat, n):
    st["seats"][seat][rng.choice(["boats", "vp_income", "developed", "money", "spent"])] = rng.choice([0, 1, 2, 10])
    return "a seat's number"


@cache
def _persons() -> frozenset:
    return frozenset(Game.new("duel", players=2, seed=0).edition.persons)


# Duel's card flow (the rows, the hand, first_row, the box, a double build) and the flow edits every edition shares
EDITS = [_row_card_away, _card_into_a_row, _hand_card_away, _move_a_card, _first_row, _box, _double,
         fuzz._pending(["network", "develop", "sell", "double"]), fuzz.no_pending, _persons_flow, _duel_seat,
         fuzz.round_, fuzz.turn, fuzz.actions_left, fuzz.shortfall, fuzz.no_shortfall, fuzz.flip_over, fuzz.order]
SHARE = 0.7  # of the edits from EDITS (the rest anywhere in the document)


@pytest.mark.slow  # a longer fuzz run: CI runs it; -m 'not slow' leaves it out of a quick loop
def test_mutation_fuzz_of_duel_positions():
    """Each mutated position is refused naming a field, or accepted and played to its end (to_json/from_json round
    trips along the way); ``scripts/fuzz.py positions N SEED --edition duel`` runs more."""
    fuzz.assert_fuzz_plays_to_the_end("Duel", 400, base_positions(0), EDITS, SHARE, accepted=60, refused=150)
