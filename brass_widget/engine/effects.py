"""What a legal decision does to the state. Called only after ``why_not`` found nothing wrong.

Each function cites the rulebook step it carries out. The turn, round and era flow that follows a
finished action lives in ``flow.py``; what an edition does differently (selling, extra actions, the
second rail's beer, where a discarded card goes) comes from its hooks (``engine/edition.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import writes
from .actions import Action, split_ref
from .board import View, market_quote
from .edition import Edition
from .events import record, record_decision
from .flow import end_action, finish_turn, shortfall_remove
from .legality import DISCARD_SEQUENCES, canonical_space, continuation_actions, current_player
from .writes import board_changed


def pay(st: dict[str, Any], p: int, amount: int) -> None:
    """Spending Money: it goes on your character tile and sets next round's turn order."""
    seat = st["seats"][p]
    seat["money"] -= amount
    seat["spent"] += amount


def advance_income(ed: Edition, st: dict[str, Any], p: int, spaces: int) -> None:
    """Increasing Your Income: by spaces, never above the top level."""
    seat = st["seats"][p]
    seat["income"] = min(seat["income"] + spaces, ed.max_space)


def flip(ed: Edition, st: dict[str, Any], tile: dict[str, Any]) -> None:
    board_changed()
    tile["flipped"] = True
    advance_income(ed, st, tile["owner"], ed.spec(tile["industry"], tile["level"]).income)
    ed.scoring.on_flip(st, tile)  # e.g. Duel's VP income


def take_from_tile(ed: Edition, st: dict[str, Any], ref: str) -> None:
    """One cube or barrel off a tile; a tile holding a resource flips when its last one is removed."""
    loc, i = split_ref(ref)
    tile = st["board"][loc][i]
    board_changed()
    tile["cubes"] -= 1
    if tile["cubes"] == 0:
        flip(ed, st, tile)


def consume(ed: Edition, st: dict[str, Any], p: int, source: str | None, resource: str) -> None:
    """Take coal or iron cubes (one per source named): from a tile (free) or the market (paid, cheapest first)."""
    if source is None:
        return
    for one in (source.split(" ") if " " in source else (source,)):
        if one == "market":
            key = f"{resource}_market"
            prices = ed.coal_prices if resource == "coal" else ed.iron_prices
            empty = ed.coal_empty_price if resource == "coal" else ed.iron_empty_price
            if st[key] > 0:
                pay(st, p, prices[len(prices) - st[key]])
                st[key] -= 1
            else:
                pay(st, p, empty)
        else:
            take_from_tile(ed, st, one)


def sell_to_market(ed: Edition, st: dict[str, Any], tile: dict[str, Any], resource: str) -> int:
    """Moving Coal and Iron to the Market: most expensive empty space first, paid at once."""
    key = f"{resource}_market"
    prices = ed.coal_prices if resource == "coal" else ed.iron_prices
    earned = 0
    board_changed()
    while tile["cubes"] > 0 and st[key] < len(prices):
        sold = market_quote(prices, st[key], 0)[1]
        assert sold is not None  # the market has an empty space (the loop's test)
        earned += sold
        st[key] += 1
        tile["cubes"] -= 1
    st["seats"][tile["owner"]]["money"] += earned
    if tile["cubes"] == 0:
        flip(ed, st, tile)
    return earned


def _fill_source(v: View, a: Action, locs: Sequence[str], coal: int, iron: int) -> Action:
    """Unnamed coal or iron sources are filled in when only one plan is possible (cubes needed: coal, iron)."""
    if coal and a.coal is None:
        plans = v.coal_plans(locs, coal)  # for one cube, each of coal_options as a plan
        assert plans is not None  # a legal decision's coal can be had
        a = a._replace(coal=" ".join(plans[0]))
    if iron and a.iron is None:
        a = a._replace(iron=" ".join(v.iron_plans(iron)[0]))  # for one cube, each of iron_options as a plan
    return a


def apply_decision(ed: Edition, st: dict[str, Any], v: View, a: Action) -> Action:
    """Carry out a legal decision; returns it with any sources that were filled in. ``v``: the View of the
    state before the decision. The decision works on a ``private()`` copy of it, so what is computed while
    the state changes stays out of ``v``'s caches (which later Views of the same board may share).
    ``v.later`` is set when the decision leaves an action under way (see ``_continue_or_end``)."""
    k = a[0]
    extras = ed.extras
    if k in _VIEWLESS and k not in extras.kinds and k not in extras.cardless and not st.get("waiting"):
        w = v  # a decision that asks the View nothing (see _apply): nothing to keep out of its caches
    else:
        w = v.private()
    before = writes._changes  # writes.board_changes(), read without a call
    w.kept = (st, before)  # its board answers are st's until a tile or link changes (see _continue_or_end)
    done = _apply(ed, st, w, a, v.player)
    v.later = w.later
    # a decision that changed no tile and no link (a loan, a pass, a discard, iron from the market ...) leaves the
    # board answers of ``v`` true of ``st``: while the count stays where it is now, the next View takes them
    v.kept = (st, before) if writes._changes == before else None
    return done


# the core's decisions whose effects read no View, or read it only before they change anything (a develop: its iron
# plans, then the next position's View made from it as from a private copy's original): carried out (``_apply``)
# without making the View a private copy, unless the edition handles the kind itself or the decision answers its
# question (``extras``, ``waiting``)
_VIEWLESS = frozenset(("remove", "discard", "stop", "loan", "pass", "develop"))


def _apply(ed: Edition, st: dict[str, Any], v: View, a: Action, p: int | None) -> Action:
    """``p``: the seat to decide, where the position's listing found it (``View.player``), else None."""
    if p is None:
        p = current_player(st)
    assert p is not None  # a legal decision has a player to make it
    k = a.kind
    if k == "remove":
        assert a.target is not None  # a legal removal names its space
        shortfall_remove(ed, st, p, a.target)
        return a
    if st.get("waiting"):  # the answer to an edition's question at a turn's end (Duel: the bribe)
        ed.extras.apply_answer(st, v, p, a)
        st["waiting"] = None
        record_decision(st, p, a)
        finish_turn(ed, st)
        return a
    if k == "build":
        return _build(ed, st, v, p, a)
    if k == "discard":
        assert a.card is not None  # a legal discard names its card
        ed.cards.discard(st, p, a.card)
        pending = st["pending"]
        pending["left"] -= 1
        if pending["left"] == 0:
            st["pending"] = None
            if pending["kind"] == "double":
                end_action(ed, st, ed.setup["double_build_cards"])
            else:
                ed.extras.after_discards(st, p, pending["kind"])
                end_action(ed, st, 1)
        return a
    if k == "stop":
        st["pending"] = None
        end_action(ed, st, 1)
        return a
    extras = ed.extras
    if k in extras.cardless:  # an edition's decision that is no action (Duel: take a column)
        a = extras.apply(st, v, p, a) or a
        record(st, p, *extras.log_event(a))  # Duel: a Notable Person chosen at setup is not named
        return a
    first = st["pending"] is None
    if first:
        assert a.card is not None  # a legal action that starts names the card it plays
        ed.cards.discard(st, p, a.card)
    if k == "network":  # the edition's links (Duel: ferries, roads, rails), or the core's canals and rails
        own = ed.network.apply
        a, more = place_link(ed, st, v, p, a, first) if own is None else own(st, v, p, a, first)
        record_decision(st, p, a)
        if first and more:
            _continue_or_end(ed, st, v, p, "network", more)
        elif first:
            end_action(ed, st, 1)
        else:
            _next_or_end(ed, st, v, p, "network")
        return a
    if k == "develop":
        industry = a.industry
        assert industry is not None  # a legal develop names its industry
        a = _fill_source(v, a, (), 0, ed.setup["develop_iron_per_tile"])
        consume(ed, st, p, a.iron, "iron")
        st["seats"][p]["taken"][industry] += 1
        if ed.building is not None:
            ed.building.developed(st, p, industry)  # e.g. Duel counts developed tiles for a Notable Person
        record_decision(st, p, a)
        if first:  # Develop: 1 or 2 tiles, each removed separately
            _continue_or_end(ed, st, v, p, "develop", ed.setup["develop_tiles_max"] - 1)
        else:
            _next_or_end(ed, st, v, p, "develop")
        return a
    if k == "sell":
        go_on, a = ed.selling.apply(st, v, p, a)
        if go_on:  # Sell: repeat for each of your unflipped tiles that can sell
            _continue_or_end(ed, st, v, p, "sell", None)
        else:
            st["pending"] = None
            end_action(ed, st, 1)
        return a
    if k == "loan":
        amount = a.amount
        assert amount is not None  # a legal loan names its amount
        seat = st["seats"][p]
        seat["money"] += amount
        level = ed.level_of(seat["income"]) - ed.loan_levels[amount]
        seat["income"] = ed.top_space_of_level[level]  # Loan: highest space of the new level
        record_decision(st, p, a)
        end_action(ed, st, 1)
        return a
    if k in DISCARD_SEQUENCES:  # an extra action that goes on with further discards (Scout)
        extras.apply(st, v, p, a)
        record_decision(st, p, a)
        return a
    if k in extras.kinds:
        extras.apply(st, v, p, a)
        record_decision(st, p, a)
        end_action(ed, st, 1)
        return a
    record_decision(st, p, a)  # pass
    end_action(ed, st, 1)
    return a


def place_link(ed: Edition, st: dict[str, Any], v: View, p: int, a: Action, first: bool) -> tuple[Action, int]:
    """Network Action: place a legal canal or rail link, paying its cost and coal (and what the edition's Network
    part adds, Birmingham: the second rail's beer). Returns (the decision as recorded, how many more links the
    action may place: none in the Canal Era, up to len(rail_link_costs) rail links in the Rail Era)."""
    line = a.target
    assert line is not None  # a legal link names its line
    ln = ed.lines[line]
    rail = st["era"] == "rail"
    a = _fill_source(v, a, (ln.a, ln.b), ed.setup["rail_link_coal"] if rail else 0, 0)
    if rail:
        one, two = ed.setup["rail_link_costs"]
        pay(st, p, one if first else two - one)
        consume(ed, st, p, a.coal, "coal")
    else:
        pay(st, p, ed.setup["canal_link_cost"])
    a = ed.network.pay_extra(st, v, p, a, first)
    board_changed()
    st["links"][a.target] = p
    return a, (len(ed.setup["rail_link_costs"]) - 1 if rail else 0)


def _continue_or_end(ed: Edition, st: dict[str, Any], v: View, p: int, kind: str, left: int | None) -> None:
    """Leave the action open for `left` more links / tiles (None: no limit), or end it now if no
    further one is allowed or possible. ``v``: the View the decision was applied from."""
    st["pending"] = {"kind": kind} if left is None else {"kind": kind, "left": left}
    if left is not None and left < 1:
        st["pending"] = None
        end_action(ed, st, 1)
        return
    # the state after this decision, action still open (v: shares from its original, without comparing links and
    # boards if the decision changed neither)
    now = View(ed, st, v, v.kept_for(st))
    if not continuation_actions(now, p, kind):
        st["pending"] = None
        changes = writes._changes  # writes.board_changes(), read without a call
        end_action(ed, st, 1)
        if writes._changes == changes:
            # the action's end changed no tile and no link (no era ended): ``now``'s board answers are the next
            # position's, its own answers start again (``renew``), and the game takes it (Game._v) instead of a View
            # made anew from ``v``
            now.renew()
            v.later = now
    else:
        # the decision is done: nothing changes the state after this, so ``now`` is the next position's View
        # (with its continuations listed); the game takes it instead of making another (Game._v)
        v.later = now


def _next_or_end(ed: Edition, st: dict[str, Any], v: View, p: int, kind: str) -> None:
    """After a continuation: one fewer allowed; end the action when none is left."""
    left = st["pending"]["left"] - 1
    _continue_or_end(ed, st, v, p, kind, left)


def _build(ed: Edition, st: dict[str, Any], v: View, p: int, a: Action) -> Action:
    industry, target, card = a.industry, a.target, a.card
    assert industry is not None and target is not None and card is not None  # a legal build names all three
    loc, _, num = target.partition("/")
    if not num:
        space = canonical_space(v, industry, loc)
        assert space is not None  # a legal build at a location has a space there
        target = f"{loc}/{space + 1}"
        a = a._replace(target=target)
    seat = st["seats"][p]
    spec = ed.tiles[industry][seat["taken"][industry]]
    a = _fill_source(v, a, (loc,), spec.coal, spec.iron)
    if card == "double":
        st["pending"] = {"kind": "double", "left": ed.setup["double_build_cards"]}  # discard any 2 cards
    else:
        ed.cards.discard(st, p, card)
    _, i = split_ref(target)
    old = st["board"][loc][i]
    if old is not None:
        record(st, p, "overbuild", {"industry": old["industry"], "level": old["level"], "owner": old["owner"]})
    pay(st, p, spec.cost)
    if ed.building is not None:
        a = ed.building.apply(st, v, p, a, spec) or a  # e.g. Duel's boats, named in the decision
    consume(ed, st, p, a.coal, "coal")
    consume(ed, st, p, a.iron, "iron")
    seat["taken"][industry] += 1
    tile = {"owner": p, "industry": industry, "level": spec.level, "flipped": False,
            "cubes": ed.cubes_on_build(spec, st["era"])}
    board_changed()
    st["board"][loc][i] = tile  # an overbuilt tile leaves the game with its cubes
    writes.placed(loc)
    record_decision(st, p, a)
    info = ed.industry[industry]
    if info.flips_on_build:
        flip(ed, st, tile)  # e.g. Lancashire's shipyards flip immediately when built
    elif info.sells_to_market == "always" or (  # links are unchanged by a build
            info.sells_to_market == "if_connected" and v.trade_connected((loc,))):
        assert info.holds is not None  # an industry that sells to a market holds its resource
        sell_to_market(ed, st, tile, info.holds)
    if card != "double":
        end_action(ed, st, 1)
    return a
