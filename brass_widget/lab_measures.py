"""The economics the lab measures at each decision of a game (issue 23, item 2), read from the decision as the
engine recorded it (its event's data: ``coal`` and ``iron`` name one source per cube) and from public numbers
(``Game.observation``: each seat's money spent this round, the markets' cubes), never from the log's words.

Per seat, over a game (``simulation.play`` fills them when a spec is ``measured``):

- ``spent_canal``, ``spent_rail``: money spent in each era (Spending Money: what goes on the character tile and
  sets the next turn order: tiles, links, cubes bought, Duel's edge-column fee). Brass Duel plays one era, which
  the engine calls ``rail``: all its spending is ``spent_rail``;
- ``coal_market_cubes``, ``coal_market_paid``: coal cubes bought from the coal market (or, once empty, from
  outside it at its empty price) and the £ paid for them, priced by the market as it stood before the decision
  (``engine.board.market_price``: cheapest first);
- ``coal_mine_cubes``: coal cubes taken from coal mines, which cost nothing (Consuming Coal: from a mine, free):
  there is no column of £ paid to a mine;
- ``iron_market_cubes``, ``iron_market_paid``, ``iron_works_cubes``: the same for iron (iron works are free too).
"""

from __future__ import annotations

from .engine.board import market_price

SPENT = {"canal": "spent_canal", "rail": "spent_rail"}
RESOURCES = {"coal": ("coal_market_cubes", "coal_market_paid", "coal_mine_cubes"),
             "iron": ("iron_market_cubes", "iron_market_paid", "iron_works_cubes")}
COLUMNS = (*SPENT.values(), *RESOURCES["coal"], *RESOURCES["iron"])


def public(game) -> dict:
    """What the measures read before and after a decision: each seat's money spent this round, the markets, the
    era and round (all public: seat 0's observation, without its log)."""
    obs = game.observation(0, log=False)
    return {"spent": [s["spent"] for s in obs["seats"]], "coal": obs["coal_market"], "iron": obs["iron_market"],
            "era": obs["era"], "round": obs["round"], "turn": obs["turn"]}


def record(measures: list[dict], game, before: dict, prior, done) -> None:
    """Add one decision's measures: ``before`` is ``public(game)`` and ``prior`` a copy of the game (``clone``)
    before ``done`` (the decision as ``apply`` returned it) was applied to ``game``."""
    ed = game.edition
    seat = prior.current_player
    for resource, (cubes, paid, free) in RESOURCES.items():
        sources = getattr(done, resource, None)
        if not sources:
            continue
        names = sources.split(" ")
        bought = sum(1 for name in names if name == "market")
        mine = measures[seat]
        if bought:
            prices, empty = (ed.coal_prices, ed.coal_empty_price) if resource == "coal" else \
                (ed.iron_prices, ed.iron_empty_price)
            mine[cubes] = mine.get(cubes, 0) + bought
            mine[paid] = mine.get(paid, 0) + market_price(tuple(prices), before[resource], bought, empty)
        if len(names) > bought:
            mine[free] = mine.get(free, 0) + len(names) - bought
    after = public(game)
    key = SPENT.get(before["era"])
    if key is None:
        return
    # the round's end (turn order, then the spending cleared) came with this decision: the era or round moved on, or
    # the turn went back to the first (a shortfall's removals keep the round's number until they are done)
    ended = game.is_over or (after["era"], after["round"]) != (before["era"], before["round"]) \
        or after["turn"] < before["turn"]
    if not ended:
        spent = [a - b for a, b in zip(after["spent"], before["spent"])]
    else:  # the decision's own spending, on a copy where the turn goes on (Game.preview)
        spent = [row["spent"] for row in prior.preview(done)["players"]]
    for s, amount in enumerate(spent):
        if amount:
            measures[s][key] = measures[s].get(key, 0) + amount
