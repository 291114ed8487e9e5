"""The lab's economics per seat per game (issue 23, item 2; ``brass_widget/lab_measures.py``): money spent per era,
coal and iron bought from the markets (cubes and £ paid) and taken from mines and iron works (free).

A short game checked by hand, then whole games whose sums are counted another way: the cubes from the log's
events (each decision's ``coal`` and ``iron`` data, one source per cube), the £ paid from ``Game.markets()`` before
each purchase, and the money spent from ``Game.preview`` of every decision (the decision's own effect)."""

import pytest

from brass_widget import Game, lab_measures
from brass_widget.engine.events import EVENTS
from brass_widget.simulation import GameSpec, play


def _measured(g: Game, decisions) -> list[dict]:
    """Apply each decision (a function of the game giving one), measuring as ``simulation.play`` does."""
    measures = [{} for _ in range(g.players)]
    for pick in decisions:
        before, prior = lab_measures.public(g), g.clone()
        done = g.apply(pick(g))
        lab_measures.record(measures, g, before, prior, done)
    return measures


def _develop_with_market_iron(g: Game):
    return next(a for a in g.legal_actions() if a.kind == "develop" and a.iron == "market")


def test_a_short_game_checked_by_hand():
    """Lancashire, 2 players: the iron market starts full (8 cubes on its £1, £1, £2, £2, ... track). Round 1
    (one action each): player 0 develops two tiles with market iron (the two £1 cubes), then player 1 develops two
    (the two £2 cubes: £4). Player 1's second develop ends the round, whose spending the End of Round clears:
    it is measured on a copy. Develop costs nothing but its iron (Develop Action)."""
    g = Game.new("lancashire", players=2, seed=0)
    first, second = g.state["order"]
    m = _measured(g, [_develop_with_market_iron] * 4)
    assert g.round == 2  # the round ended with the fourth decision
    assert m[first] == {"iron_market_cubes": 2, "iron_market_paid": 2, "spent_canal": 2}
    assert m[second] == {"iron_market_cubes": 2, "iron_market_paid": 4, "spent_canal": 4}


def _counted_another_way(edition: str, players: int, history: list[str]) -> list[dict]:
    """Replay ``history``; count each seat's cubes from the log's events, the £ paid one cube at a time from
    ``Game.markets()``, and the money spent from ``Game.preview`` of each decision, by the era it was made in."""
    g = Game.new(edition, players=players, seed=SEED[edition])
    out = [{} for _ in range(players)]

    def add(s, key, n):
        if n:
            out[s][key] = out[s].get(key, 0) + n

    for text in history:
        seat, era = g.current_player, g.era
        spent = [row["spent"] for row in g.preview(text)["players"]]
        quote = g.markets()
        for s, amount in enumerate(spent):
            add(s, f"spent_{era}", amount)
        logged = len(g.state["log"])
        g.play(text)
        # the decision's own event: the new entries of a decision's kind (a "stop" logs none)
        data = {}
        for e in g.state["log"][logged:]:
            if e["kind"] not in EVENTS:
                assert e["player"] == seat and not data
                data = e["data"]
        for resource in ("coal", "iron"):
            names = data.get(resource, "").split()
            market = names.count("market")
            cubes, price = quote[resource]["cubes"], []
            prices = getattr(g.edition, f"{resource}_prices")
            for k in range(market):  # one cube at a time, cheapest first: the next cube's price as markets() says
                left = cubes - k
                price.append(prices[len(prices) - left] if left > 0 else getattr(g.edition, f"{resource}_empty_price"))
            assert not market or price[0] == quote[resource]["buy"]
            add(seat, f"{resource}_market_cubes", market)
            add(seat, f"{resource}_market_paid", sum(price))
            add(seat, "coal_mine_cubes" if resource == "coal" else "iron_works_cubes", len(names) - market)
    return out


SEED = {"lancashire": 3, "birmingham": 4, "duel": 5}


@pytest.mark.parametrize("edition,players", [("lancashire", 2), ("birmingham", 2), ("duel", 2)])
def test_whole_games_sum_to_the_events_counted_another_way(edition, players):
    measures = [{} for _ in range(players)]
    spec = GameSpec(seed=SEED[edition], bots=("greedy",) * players, names=("greedy",) * players, edition=edition,
                    bot_seeds=tuple(range(1, players + 1)))
    g = play(spec, measures=measures)
    want = _counted_another_way(edition, players, g.history)
    got = [{k: v for k, v in m.items() if k in lab_measures.COLUMNS} for m in measures]
    assert got == want
    assert any(m.get("coal_market_cubes") or m.get("iron_market_cubes") for m in got)  # the games buy cubes
    assert any(m.get("spent_rail") for m in got) and (edition == "duel") != any(m.get("spent_canal") for m in got)
