"""Turns, rounds and eras: what happens after an action ends.

Player Turns (2 actions, 1 in the first Canal round, refill to 8), End of Round (turn order by
money spent, income, shortfall), End of Era Maintenance (link and tile scoring, the Canal Era's
clean-up, the Rail Era's cash), Winning the Game.
"""

from __future__ import annotations

from itertools import chain
from typing import Any

from .actions import split_ref
from .edition import Edition
from .events import record
from .setup import cards_under_tile, rng
from .writes import board_changed


def end_action(ed: Edition, st: dict[str, Any], used: int) -> None:
    st["actions_left"] -= used
    if st["actions_left"] <= 0:
        _end_turn(ed, st)


def _end_turn(ed: Edition, st: dict[str, Any], ask: bool = True) -> None:
    p = st["order"][st["turn"]]
    question = ed.extras.turn_end_question  # None: the edition asks none
    if ask and question is not None and question(st, p):
        return  # another seat answers first (st["waiting"]; Duel: the bribe); its answer calls finish_turn
    ed.cards.refill(st, p)  # refill your Hand back up to 8 cards (Duel: the rows)
    st["turn"] += 1
    if st["turn"] < st["players"]:
        st["actions_left"] = ed.eras.actions_per_turn(st)
    else:
        _end_round(ed, st)


def finish_turn(ed: Edition, st: dict[str, Any]) -> None:
    """The end of a turn once another seat's answer is in (ExtraActions.turn_end_question)."""
    _end_turn(ed, st, ask=False)


def final_round(ed: Edition, st: dict[str, Any]) -> bool:
    return ed.eras.ends(st) and st["era"] == ed.eras.last(st["variants"])


def _end_round(ed: Edition, st: dict[str, Any]) -> None:
    # step 1: least spent goes first; ties keep their relative order (a stable sort)
    st["order"] = sorted(st["order"], key=lambda s: st["seats"][s]["spent"])
    st["turn"] = 0
    for seat in st["seats"]:
        seat["spent"] = 0
    # step 2: income, except after the final round of the game
    if ed.eras.income_after_last_round or not final_round(ed, st):
        owners = None  # the seats with a tile on the board, found once a seat is short (no tile moves meanwhile)
        for s in st["order"]:
            seat = st["seats"][s]
            level = ed.level_of(seat["income"])
            if level >= 0:
                seat["money"] += level
                continue
            owed = -level
            if seat["money"] >= owed:
                seat["money"] -= owed
                continue
            short = owed - seat["money"]
            seat["money"] = 0
            if owners is None:
                owners = tile_owners(st)
            if s in owners:
                st["shortfall"].append({"player": s, "owed": short})
                record(st, s, "shortfall", {"short": short})
            else:
                _lose_vp(st, s, short)
        ed.scoring.after_round(st)  # e.g. Duel's VP income
    after_income(ed, st)


def tile_owners(st: dict[str, Any]) -> set[int]:
    """The seats with an industry tile on the board (a shortfall is paid by removing them first): one pass over the
    tiles, the empty spaces skipped by ``filter``, for every seat short of money at a round's end."""
    return {t["owner"] for t in filter(None, chain.from_iterable(st["board"].values()))}


def _lose_vp(st: dict[str, Any], s: int, short: int) -> None:
    """No way to pay a shortfall: lose 1 VP per £1 short, never below 0."""
    seat = st["seats"][s]
    seat["vp"] = max(0, seat["vp"] - short)
    record(st, s, "vp_lost", {"vp": short})


def shortfall_remove(ed: Edition, st: dict[str, Any], p: int, ref: str) -> None:
    """Remove one of your industry tiles for half its cost, rounded down; stop once covered."""
    loc, i = split_ref(ref)
    tile = st["board"][loc][i]
    value = ed.spec(tile["industry"], tile["level"]).cost // ed.setup["shortfall_sale_divisor"]
    board_changed()
    st["board"][loc][i] = None
    entry = st["shortfall"][0]
    seat = st["seats"][p]
    record(st, p, "tile_removed", {"space": ref, "value": value, "owed": entry["owed"]})
    if value >= entry["owed"]:
        seat["money"] += value - entry["owed"]  # keep any excess money
        entry["owed"] = 0
    else:
        entry["owed"] -= value
        if p not in tile_owners(st):
            _lose_vp(st, p, entry["owed"])
            entry["owed"] = 0
    if entry["owed"] == 0:
        st["shortfall"].pop(0)
        if not st["shortfall"]:
            after_income(ed, st)


def after_income(ed: Edition, st: dict[str, Any]) -> None:
    """The rest of the round's end, once every shortfall is settled."""
    if st["shortfall"]:
        return
    if ed.eras.ends(st):
        _end_era(ed, st)
        if st["over"]:
            return
    else:
        st["round"] += 1
    st["turn"] = 0
    st["actions_left"] = ed.eras.actions_per_turn(st)


def link_vp(ed: Edition, st: dict[str, Any], loc: str) -> int:
    """Link icons at a location: printed ones plus those on each flipped tile of any owner (1 each)."""
    vp: int = ed.printed_link_vp[loc]
    for t in st["board"][loc]:  # a loop, not a comprehension: one function frame fewer at every location scored
        if t is not None and t["flipped"]:
            vp += ed.spec(t["industry"], t["level"]).link_vp
    return vp


def score_era(ed: Edition, st: dict[str, Any]) -> dict[str, Any]:
    """End of Era steps 1-2: score and remove links, then score flipped tiles."""
    totals = [0] * st["players"]
    scored_links: list[dict[str, Any]] = []
    scored_tiles: list[dict[str, Any]] = []
    breakdown = {"era": st["era"], "links": scored_links, "tiles": scored_tiles, "totals": totals}
    seats = st["seats"]
    icons: dict[str, int] = {}  # each location's link icons, counted once for all the links that end there
    lines = ed.lines
    score = ed.network.score
    for line_id, owner in sorted(st["links"].items()):
        at_ends = 0
        for end in lines[line_id].ends:
            n = icons.get(end)
            if n is None:
                n = icons[end] = link_vp(ed, st, end)
            at_ends += n
        vp = score(st, line_id, at_ends)
        scored_links.append({"line": line_id, "player": owner, "vp": vp})
        totals[owner] += vp
        seats[owner]["vp"] += vp
    board_changed()
    st["links"] = {}
    board = st["board"]
    refs = ed.refs
    for loc in ed.location_ids:  # the map's order, however the state's dict was written
        spaces = board[loc]
        if spaces.count(None) == len(spaces):
            continue  # no tile here (most places): its spaces not visited one by one
        for i, t in enumerate(spaces):
            if t is not None and t["flipped"]:
                owner = t["owner"]
                vp = ed.spec(t["industry"], t["level"]).vp
                scored_tiles.append({"space": refs[loc][i], "player": owner, "industry": t["industry"],
                                     "level": t["level"], "vp": vp})
                totals[owner] += vp
                seats[owner]["vp"] += vp
    return breakdown


def era_scoring(ed: Edition, st: dict[str, Any]) -> dict[str, Any]:
    """End of Era, in place: the edition's steps first (Duel: Lodgings flip, Notable Persons score), then links
    and flipped tiles score (steps 1-2). Returns the era's score."""
    extra = ed.scoring.before_era(st)  # e.g. Duel's Notable Persons: {"persons": [VP per player]}
    breakdown = score_era(ed, st)
    breakdown.update(extra)
    return breakdown


def vp_if_era_ended(ed: Edition, st: dict[str, Any]) -> list[int]:
    """Each player's VP if the round under way were the era's last: the era scored, then the final scoring when
    that era ends the game. Works on ``st`` in place: pass a copy. Once the game is over, the VP scored."""
    if not st["over"]:
        breakdown = era_scoring(ed, st)
        if ed.eras.game_ends_after(st):
            ed.scoring.final(st, breakdown)
    return [seat["vp"] for seat in st["seats"]]


def _end_era(ed: Edition, st: dict[str, Any]) -> None:
    breakdown = era_scoring(ed, st)
    st["scores"].append(breakdown)
    record(st, None, "era_end", {"era": st["era"], "scores": list(breakdown["totals"])})
    if ed.eras.game_ends_after(st):
        ed.scoring.final(st, breakdown)  # e.g. End of Rail Era step 3 (Lancashire): 1 VP per £10
        _game_over(st)
        return
    # End of Canal Era: level 1 tiles leave the board (with any resources on them)
    board_changed()
    for spaces in st["board"].values():
        if spaces.count(None) == len(spaces):
            continue  # no tile here
        for i, t in enumerate(spaces):
            if t is not None and t["level"] == 1:
                spaces[i] = None
    r = rng(st["seed"], "rail era")
    ed.components.between_eras(st, r)  # the edition's own components (Lancashire: the DCM; Birmingham: merchant beer)
    deck = list(st["deck"])
    for seat in st["seats"]:
        # Shuffle Draw Deck: the discard piles, and the cards left in hand when a house rule (era_rounds) ended the
        # era early (none otherwise); a wild card goes back to its pile by leaving the hand (guide: Scout Action)
        deck.extend(seat["discard"] + [c for c in seat["hand"] if c in ed.deck_faces])
        seat["discard"] = []
        seat["hand"] = []
    deck.sort()
    r.shuffle(deck)
    for _ in range(ed.cards.rail_removed(st["players"], st["variants"])):
        deck.pop()
    for seat in st["seats"]:
        seat["hand"] = sorted(deck.pop() for _ in range(ed.setup["hand_size"]))
    st["deck"] = deck
    st["era"] = ed.eras.next(st["era"])
    st["round"] = 1
    st["under"] = cards_under_tile(ed, st["players"], st["variants"], st["era"])


def _game_over(st: dict[str, Any]) -> None:
    st["over"] = True
    st["pending"] = None
    record(st, None, "game_over", {})
