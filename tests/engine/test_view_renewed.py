"""After a decision that changed no tile and no link, a game's View goes on as the next position's (``View.renew``,
``Game._v``): the board answers stay, everything that belongs to a position starts again. A renewed View must hold
what a View made anew holds: the same attributes, nothing of the previous position (its listing, the later View),
and the same answers as a fresh View of a copy of the state."""

import json

import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine.board import View

POSITION = {"legal": None, "continuations": None, "later": None, "kept": None, "_origin": None}


@pytest.mark.parametrize("edition,players", [("lancashire", 4), ("birmingham", 4), ("duel", 2)])
def test_a_renewed_view_is_a_new_positions_view(edition, players):
    g = Game.new(edition, players=players, seed=8)
    bot = RandomBot(8)
    renewed = 0
    while not g.is_over:
        before = g._v()
        for resource in ("coal", "iron"):  # prices of this position (the edition's rows: none kept on the View)
            before.market_price(resource, 2)
        g.apply(bot.choose(g))
        if g.is_over:
            break
        v = g._v()
        if v is not before:
            continue
        renewed += 1
        made = View(g.edition, g._state, v, True)  # what the View would be, made anew
        assert sorted(vars(v)) == sorted(vars(made))
        assert {k: getattr(v, k) for k in POSITION} == POSITION
        fresh = View(g.edition, json.loads(json.dumps(g._state)))
        for resource in ("coal", "iron"):
            assert [v.market_price(resource, n) for n in (1, 2, 3)] == \
                [fresh.market_price(resource, n) for n in (1, 2, 3)]
        assert (v.tiles_of, v.coal_mines, v.iron_works, v.occupancy, v.trade_comps) == \
            (fresh.tiles_of, fresh.coal_mines, fresh.iron_works, fresh.occupancy, fresh.trade_comps)
    assert renewed > 30
