"""Positions from outside (engine.md, "State and saved games"): a mutated Duel position is either refused with
SavedGameError naming the field, or accepted and then plays to its end keeping every invariant."""

import random

import pytest

from brass_widget import Game, GreedyBot, RandomBot, SavedGameError
from brass_widget.editions.duel import checks
from brass_widget.engine.invariants import problems

from ..engine.position_fuzz import pick_field
from .duel import decks_out, random_game


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
            assert checks.flow_problems(g.edition, st) == [], (seed, g.history[-1])
            seen["shortfall"] += bool(st["shortfall"])
            seen["choosing"] += st["choosing"]
            seen["decks empty"] += not st["decks"]["top"] and not st["over"]
            seen["bribe before a turn"] += st["turn"] == 1 and not g.edition.turn_started(st) and \
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
