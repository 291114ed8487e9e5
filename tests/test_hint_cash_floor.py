"""Birmingham's Hint keeps the cash its next turns need (issue 37, item 11).

A seat following main's Hint, with £14 at income level -3 in the Canal Era, built a brewery for £9 (its beer no seat
needed yet); at £2 after the round's Income Phase it could only pass while the Income Phase removed its tiles for the
shortfall (Brass: Birmingham, Income Phase: a player who cannot pay removes tiles): 54 VP, last. Birmingham's coach (``bots/tuning.json``,
``coach_weights``) counts GreedyBot's cash floor (``Weights.cash_floor``, the projection's ``broke`` term) and its
judgement of mines, works and breweries no seat will use (``Weights.demand``), with the income the next Income Phase
pays counted toward the floor (``Weights.cash_floor_income``: it comes before the seat's next turn), so a seat with a
good income does not hoard the floor's £12.

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
    seat = pos["seat"]
    assert g.current_player == seat
    assert (g.state["seats"][seat]["money"], g.income_level(seat)) == (pos["money"], pos["level"])
    return g


def test_at_a_negative_income_level_the_hint_keeps_two_income_phases_of_payment():
    g = _position(DATA["spiral"])
    seat = g.current_player
    assert g.parse(DATA["spiral"]["main_hint"]) in g.legal_actions()  # what main's Hint played: £5 left
    g.apply(HintBot(seed=seat).choose(g))
    assert g.state["seats"][seat]["money"] >= 2 * -DATA["spiral"]["level"]


def _broke(g: Game, w: Weights) -> float:
    return dict(projection(g, g.current_player, w=w)).get("broke", 0.0)


def test_the_next_income_phase_s_pay_counts_toward_the_cash_floor_with_cash_floor_income():
    floor = {"cash_floor": 12, "cash_floor_vp": 0.5}
    income, spiral = _position(DATA["income"]), _position(DATA["spiral"])
    assert _broke(income, Weights(**floor)) == -0.5 * (12 - 9)  # £9 at income level 4: GreedyBot's floor
    assert _broke(income, Weights(**floor, cash_floor_income=True)) == 0.0  # £9 and the next Income Phase's £4
    assert _broke(income, Weights(cash_floor=20, cash_floor_vp=0.5, cash_floor_income=True)) == -0.5 * (20 - 9 - 4)
    short = 12 + 2 * 3 - 14  # £14 at level -3: the floor and two rounds' payment, whichever way
    assert _broke(spiral, Weights(**floor)) == _broke(spiral, Weights(**floor, cash_floor_income=True)) == -0.5 * short


def test_birmingham_s_coach_weights_come_from_the_tuning_table():
    w = weights_for(Game.new("birmingham", players=4, seed=1).edition)
    assert w["cash_floor_income"] and w["cash_floor_vp"] > 0 and w["demand"] is not None
    for name, players in (("lancashire", 4), ("duel", 2)):  # not measured with them: as they were (docs/bots.md)
        assert "cash_floor_vp" not in weights_for(Game.new(name, players=players, seed=1).edition)


@pytest.mark.parametrize("weights, words", [({"cash_flor": 12}, "cash_flor"), ({"rival": 0.5}, "rival"),
                                            ({"demand": "0.1"}, "not all numbers")])
def test_a_coach_weight_the_evaluation_does_not_have_is_refused(weights, words):
    entry = {"greedy_valuation": "projected", "coach_rival": 0.5, "coach_weights": weights}
    with pytest.raises(ValueError, match=words):
        entry_tuning(entry)
