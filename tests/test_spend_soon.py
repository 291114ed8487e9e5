"""``Weights.spend_soon`` (off by default; a candidate for the coach, issue 37 item 11:
docs/measurements/issue37-hint-tune-2026-11-29): cash counts at the value of money only up to what that many
actions can spend (``spend_per_action`` each), the rest at the end rate, since a Loan can be taken on any later turn
for fewer Income Phases (Brass: Birmingham, Loan Action)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from brass_widget import Game
from brass_widget.bots.evaluation import Weights, end_rate, money_value, projection

POS = json.loads((Path(__file__).parent / "hint_loan_positions.json").read_text())["positions"][0]


def _money(g: Game, seat: int, w: Weights) -> float:
    return dict(projection(g, seat, w=w))["money"]


def test_cash_beyond_what_the_next_actions_can_spend_counts_at_the_end_rate():
    g = Game.new("birmingham", players=4, seed=POS["seed"])
    for text in POS["history"]:
        g.play(text)
    seat = g.current_player
    obs = g.observation(seat)
    cash = obs["seats"][seat]["money"]  # Rail Era round 3: £92, under what the actions left can spend (£120)
    plain, soon = Weights(), Weights(spend_soon=6)
    assert plain.spend_soon is None  # off by default: the strong bot's and GreedyBot's projection is unchanged
    near = soon.spend_per_action * soon.spend_soon  # £60
    assert cash > near
    reserve = min(cash, plain.reserve) * plain.reserve_vp
    assert _money(g, seat, plain) == pytest.approx(cash * money_value(g, obs, plain) + reserve)
    assert _money(g, seat, soon) == pytest.approx(near * money_value(g, obs, soon) + (cash - near) * end_rate(g)
                                                  + reserve)
    assert _money(g, seat, Weights(spend_soon=10)) == pytest.approx(_money(g, seat, plain))  # £100 > £92: all of it
    assert dict(projection(g, seat, w=soon))["income"] == dict(projection(g, seat, w=plain))["income"]
