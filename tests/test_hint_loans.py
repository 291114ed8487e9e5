"""The Hint borrows only cash it can spend (issue 37, item 11: on fresh deals it took a £30 Loan in the Rail Era with
£75-£92 in hand, an action that scored nothing, and ended those games third with £110-£128 unspent: money is no VP
in Birmingham, Winning the Game).

``tests/hint_loan_positions.json`` holds the positions, recorded from the games (``about`` says how). The coach's
judgement (``coach.weights_for``: ``Weights.income_spends``) counts the income to come only as far as the actions
left can spend it beside the cash in hand, so a Loan (Loan Action: £30 for 3 income levels) there is a loss."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from brass_widget import Game
from brass_widget.bots.coach import HintBot, weights_for
from brass_widget.bots.evaluation import Weights, projection

DATA = json.loads((Path(__file__).parent / "hint_loan_positions.json").read_text())


def _position(pos: dict, decisions: int | None = None) -> Game:
    g = Game.new("birmingham", players=4, seed=pos["seed"])
    for text in pos["history"][:decisions]:
        g.play(text)
    return g


@pytest.mark.parametrize("pos", DATA["positions"], ids=lambda p: f"seed{p['tournament_seed']}-game{p['game']}")
def test_with_cash_to_spare_in_the_rail_era_the_hint_does_not_borrow(pos):
    g = _position(pos)
    seat = g.current_player
    assert seat == pos["seat"] and g.era == "rail"
    assert g.state["seats"][seat]["money"] >= 75
    loan = g.parse(pos["loan_before"])
    assert loan in g.legal_actions()  # a Loan is open: the Hint could borrow, and did before
    assert HintBot(seed=seat).choose(g).kind != "loan"


def test_the_hint_still_borrows_the_cash_it_needs_to_act():
    """At £5 in the Canal Era the Hint borrows in this turn (it took ``loan`` as the turn's first action; Birmingham's
    coach, with GreedyBot's cash floor, now spends £3 on a canal first, then borrows: tests/test_hint_cash_floor.py)."""
    pos = DATA["positions"][0]
    g = _position(pos, pos["needed_loan"]["decisions"])
    seat = g.current_player
    assert g.era == "canal" and g.state["seats"][seat]["money"] <= 5
    turn, played = (g.era, g.round), []
    while g.current_player == seat and (g.era, g.round) == turn:
        played.append(HintBot(seed=seat).choose(g))
        g.apply(played[-1])
    assert pos["needed_loan"]["loan"].split(" card ")[0] in [str(a).split(" card ")[0] for a in played]


def _income_term(g: Game, seat: int, w: Weights) -> float:
    return dict(projection(g, seat, w=w))["income"]


def test_the_coach_counts_income_only_as_far_as_the_actions_left_can_spend_it():
    """Where the cash in hand and the income to come are more than the actions left can spend (``spend_per_action``
    each), the coach counts the excess income at the end rate; where they are not, as the strong bot does."""
    pos = DATA["positions"][0]
    strong_w = Weights()
    rich = _position(pos)  # Rail Era round 3: £92, income level 9, 5 rounds and 2 actions left: £120 to spend
    seat = rich.current_player
    coach_w = Weights(**weights_for(rich.edition))
    level, rounds = rich.income_level(seat), rich.edition.eras.rounds_left(rich.observation(seat))
    cap = strong_w.spend_per_action * (2 * rounds + rich.observation(seat)["actions_left"])
    assert rich.state["seats"][seat]["money"] + level * rounds > cap
    assert _income_term(rich, seat, coach_w) < _income_term(rich, seat, strong_w)
    short = _position(pos, pos["needed_loan"]["decisions"])  # Canal Era, £5: all of it can be spent
    seat = short.current_player
    assert _income_term(short, seat, coach_w) == _income_term(short, seat, strong_w) > 0
