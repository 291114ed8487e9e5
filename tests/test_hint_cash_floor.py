"""The Hint keeps the cash a negative income needs, and only there (issue 37, item 11).

A seat following main's Hint spent down to £2 at income level -3 in the Canal Era (a brewery no seat needed yet), then
could only pass while the Income Phase took tiles for the shortfall (Brass: Birmingham, Income Phase: a player who
cannot pay removes tiles): 54 VP, last. GreedyBot's cash floor (``Weights.cash_floor``, ``broke``) stops that, but
counted at every income level it also made the coach pass or borrow with £4-£10 at level 0 or more, where the Income
Phase takes nothing and a Loan is open (Loan Action), and it gave up games main's Hint won. Birmingham's coach
(``bots/tuning.json``, ``coach_weights``) counts the floor only at a negative level (``Weights.cash_floor_in_debt``).

``tests/hint_cash_positions.json`` holds the positions (its ``about`` says where they come from)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from brass_widget import Game
from brass_widget.bots.coach import HintBot, weights_for
from brass_widget.bots.evaluation import Weights, projection
from brass_widget.bots.tuning import entry_tuning

DATA = {p["what"]: p for p in json.loads((Path(__file__).parent / "hint_cash_positions.json").read_text())["positions"]}


def _position(pos: dict) -> Game:
    g = Game.new("birmingham", players=4, seed=pos["seed"])
    for text in pos["history"]:
        g.play(text)
    assert g.current_player == pos["seat"]
    seat = pos["seat"]
    assert (g.state["seats"][seat]["money"], g.income_level(seat)) == (pos["money"], pos["level"])
    return g


def test_at_a_negative_income_level_the_hint_keeps_two_income_phases_of_payment():
    g = _position(DATA["spiral"])
    seat = g.current_player
    assert g.parse(DATA["spiral"]["main_hint"]) in g.legal_actions()  # main's Hint: the brewery, down to £2
    g.apply(HintBot(seed=seat).choose(g))
    assert g.state["seats"][seat]["money"] >= 2 * -DATA["spiral"]["level"]


def test_at_income_level_0_the_cash_floor_does_not_stop_the_hint():
    g = _position(DATA["level0"])
    seat = g.current_player
    everywhere = {**weights_for(g.edition), "cash_floor_in_debt": False}  # GreedyBot's floor: at every level
    assert HintBot(seed=seat, weights=everywhere).choose(g).kind == "pass"
    assert HintBot(seed=seat).choose(g).kind != "pass"


def _broke(g: Game, w: Weights) -> float:
    return dict(projection(g, g.current_player, w=w)).get("broke", 0.0)


def test_the_cash_floor_counts_at_a_negative_level_only_with_cash_floor_in_debt():
    floor = {"cash_floor": 12, "cash_floor_vp": 0.5}
    level0, spiral = _position(DATA["level0"]), _position(DATA["spiral"])
    assert _broke(level0, Weights(**floor)) == -0.5 * (12 - 10)  # £10 at level 0: £2 short
    assert _broke(level0, Weights(**floor, cash_floor_in_debt=True)) == 0.0
    short = 12 + 2 * 3 - 14  # £14 at level -3: the floor and two rounds' payment
    assert _broke(spiral, Weights(**floor)) == _broke(spiral, Weights(**floor, cash_floor_in_debt=True)) == -0.5 * short


def test_birmingham_s_coach_weights_come_from_the_tuning_table():
    w = weights_for(Game.new("birmingham", players=4, seed=1).edition)
    assert w["cash_floor_in_debt"] and w["cash_floor_vp"] > 0 and w["demand"] is not None
    for name, players in (("lancashire", 4), ("duel", 2)):  # measured and kept as they were (docs/bots.md)
        assert "cash_floor_vp" not in weights_for(Game.new(name, players=players, seed=1).edition)


@pytest.mark.parametrize("weights, words", [({"cash_flor": 12}, "cash_flor"), ({"rival": 0.5}, "rival"),
                                            ({"demand": "0.1"}, "not all numbers")])
def test_a_coach_weight_the_evaluation_does_not_have_is_refused(weights, words):
    entry = {"greedy_valuation": "projected", "coach_rival": 0.5, "coach_weights": weights}
    with pytest.raises(ValueError, match=words):
        entry_tuning(entry)
