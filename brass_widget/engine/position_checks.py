"""What the rules allow at a given point of the game: the checks a position from outside must pass.

``invariants.problems`` checks that every piece is accounted for; this module checks that the
position is one the turn, round and era flow (``flow.py``) can reach and carry on from: the pending
continuation and its ``left``, ``turn`` and ``actions_left``, a shortfall only at income time,
``over`` and the era scores, the hands and the draw deck for the round (the cards run out exactly at
the era's last round), money spent this round, the Distant Cotton Market marker, the era of each
tile, and the log. Each problem is 'field: what is wrong'.

The card arithmetic (``expected_cards``): every action discards exactly one card (a double-action
build is two actions and two cards; a second link, tile or sale within an action discards none), a
turn ends by refilling the hand to 8 from the draw deck (in the Canal Era the cards under the deck
tile are never drawn), and the first Canal round has one action per turn. Hand and deck sizes are
therefore fixed by the era, round, turn and the actions used so far, whatever the players chose.
"""

from __future__ import annotations

from typing import Any

from .edition import Edition
from .events import problem as event_problem
from .setup import cards_under_tile, deck_cards, rounds_per_era

PENDING_KINDS = ("network", "develop", "sell", "double")  # Lancashire's; each edition lists its own


def actions_per_turn(ed: Edition, era: str, rnd: int) -> int:
    """Player Turns: 2 actions, but 1 in the first round of the Canal Era (the hook flow uses)."""
    return ed.eras.actions_per_turn({"era": era, "round": rnd})


def era_cards(ed: Edition, players: int, variants: tuple[str, ...], era: str) -> int:
    """Cards in play during an era: the setup deck; in the Rail Era of the classic deck setup, fewer."""
    n = len(deck_cards(ed, players, variants))
    if era == "rail":
        n -= ed.cards.rail_removed(players, variants)
    return n


def pending_left_range(ed: Edition, kind: str) -> tuple[int, int] | None:
    """The values ``pending.left`` takes for each kind (None: the kind has no ``left``)."""
    if kind == "network":
        return 1, len(ed.setup["rail_link_costs"]) - 1
    if kind == "develop":
        return 1, ed.setup["develop_tiles_max"] - 1
    if kind == "double":
        return 1, ed.setup["double_build_cards"]
    if kind == "scout":
        return 1, ed.setup["scout_discards"] - 1
    return None


def cards_used_this_turn(ed: Edition, st: dict[str, Any]) -> int:
    """Cards the current player has discarded in this turn so far (a position mid-turn)."""
    used: int = actions_per_turn(ed, st["era"], st["round"]) - st["actions_left"]
    pending = st["pending"]
    if pending is not None:
        if pending["kind"] == "double":
            used += ed.setup["double_build_cards"] - pending["left"]
        elif pending["kind"] == "scout":
            used += ed.setup["scout_discards"] - pending["left"]  # the action's card and those discarded since
        else:
            used += 1  # the action's card is discarded; actions_left drops when the action ends
    return used


def expected_cards(ed: Edition, st: dict[str, Any]) -> tuple[list[int], int] | None:
    """Hand sizes per seat and the drawable deck size the rules lead to at this point of the era.

    Walks the era from its first round, turn by turn, in the current turn order (while the deck
    lasts every hand is refilled to 8, so earlier orders do not change the counts). None if the
    era's cards would have run out before this point."""
    n = st["players"]
    era = st["era"]
    size = ed.setup["hand_size"]
    last = rounds_per_era(ed, n, st["variants"])
    hands = [size] * n
    usable = era_cards(ed, n, st["variants"], era) - n * size - n * ed.cards.face_down(era)
    if era == "canal":
        usable -= cards_under_tile(ed, n, st["variants"], "canal")
    if st["over"]:
        stop_round, stop_turn, used = last, n, 0
    elif st["shortfall"]:
        stop_round, stop_turn, used = st["round"], n, 0  # income time: the whole round is played
    else:
        stop_round, stop_turn, used = st["round"], st["turn"], cards_used_this_turn(ed, st)
    for rnd in range(1, stop_round + 1):
        k = actions_per_turn(ed, era, rnd)
        for t, seat in enumerate(st["order"]):
            if rnd == stop_round and t == stop_turn:
                hands[seat] -= used
                return hands, usable
            if hands[seat] < k:
                return None
            hands[seat] -= k
            draw = min(size - hands[seat], usable)
            hands[seat] += draw
            usable -= draw
        if rnd < stop_round and not any(hands):
            return None
    return hands, usable


def flow_problems(ed: Edition, st: dict[str, Any]) -> list[str]:
    """Every way the position breaks the turn, round and era flow ([] if none).

    Expects a position that matches the schema and whose seats, order and board are sound
    (``invariants.problems`` checks those first)."""
    out: list[str] = []
    n = st["players"]
    era = st["era"]
    variants = st["variants"]
    counted = ed.cards.counted_by_rounds  # fixed rounds per era, hands refilled from one deck (not Duel's card rows)
    last = rounds_per_era(ed, n, variants) if counted else st["round"]
    intro = ed.eras.last(variants) == "canal"  # Lancashire's Introductory Game
    eras = ed.eras.played(variants)
    seats = st["seats"]
    pending = st["pending"]
    shortfall = st["shortfall"]
    over = st["over"]

    # -- era, round, the deck tile ------------------------------------------------------------
    if era not in eras:
        out.append(f"state.era: {era!r} is not an era of {ed.title}" if not intro else
                   "state.era: the Introductory Game ends with the Canal Era")
        return out
    if not 1 <= st["round"] <= last:
        out.append(f"state.round: {st['round']} is not a round of the era (1 to {last} with {n} players)")
    under = cards_under_tile(ed, n, variants, era)
    if st["under"] != under:
        out.append(f"state.under: {st['under']} cards under the deck tile; the {era} era has {under}")
    if era == "canal" and len(st["deck"]) < st["under"]:
        out.append(f"state.deck: {len(st['deck'])} cards, fewer than the {st['under']} under the deck tile")

    # -- over, scores --------------------------------------------------------------------------
    done = eras.index(era) + 1  # era scores written by now if the game is over
    if over:
        if era != eras[-1]:
            out.append(f"state.over: a game ends after the {eras[-1].title()} Era, not in the {era} era")
        if len(st["scores"]) != done:
            out.append(f"state.scores: a finished game has {done} era score(s), not {len(st['scores'])}")
        if st["round"] != last:
            out.append(f"state.round: a finished game ends in round {last}, not {st['round']}")
        if pending is not None:
            out.append("state.pending: a finished game has no action under way")
        if shortfall:
            out.append("state.shortfall: a finished game has no shortfall")
        if st["turn"] != 0 or st["actions_left"] != 0:
            out.append("state.turn: a finished game has turn 0 and actions_left 0")
        if st["links"]:
            out.append("state.links: link tiles leave the board when an era is scored")
    elif len(st["scores"]) != done - 1:
        out.append(f"state.scores: {len(st['scores'])} era score(s) during the {era} era "
                   f"({'none' if done == 1 else 'the Canal Era'} expected)")
    out += _score_problems(ed, st)

    if era == "canal" and not over and ed.scoring.only_at_era_end():
        for s, seat in enumerate(seats):
            if seat["vp"]:
                out.append(f"state.seats[{s}].vp: {seat['vp']} VP before any era was scored")
                break

    # -- shortfall: only at income time -------------------------------------------------------------
    if shortfall and not over:
        if st["turn"] != 0 or st["actions_left"] != 0 or pending is not None:
            out.append("state.shortfall: a shortfall is settled at income time, after the round's last "
                       "action (turn 0, actions_left 0, no action under way)")
        if counted and st["round"] == last and era == eras[-1] and not ed.eras.income_after_last_round:
            out.append("state.shortfall: no income is taken after the final round of the game")
        players = [e["player"] for e in shortfall]
        if len(set(players)) != len(players):
            out.append("state.shortfall: a player is listed twice")
        elif all(p < n for p in players):
            where = [st["order"].index(p) for p in players]
            if where != sorted(where):
                out.append("state.shortfall: income is taken in turn order, so shortfalls are listed in turn order")
        for i, e in enumerate(shortfall):
            p = e["player"]
            if p >= n:
                continue
            level = ed.level_of(seats[p]["income"])
            if seats[p]["money"] != 0:
                out.append(f"state.shortfall[{i}].player: player {p} has £{seats[p]['money']}; a player short "
                           "of negative income has paid all their money")
            if level >= 0:
                out.append(f"state.shortfall[{i}].player: player {p}'s income level is {level}, not negative")
            elif e["owed"] > -level:
                out.append(f"state.shortfall[{i}].owed: £{e['owed']} is more than player {p}'s negative "
                           f"income of £{-level}")
            if not any(t is not None and t["owner"] == p for spaces in st["board"].values() for t in spaces):
                out.append(f"state.shortfall[{i}].player: player {p} has no industry tiles to remove "
                           "(a player without tiles loses VP instead)")
    elif not over and not st.get("waiting"):  # (a turn ended, waiting for another seat's answer: the edition's)
        # -- a turn under way: turn, actions_left, the continuation ------------------------------------
        per_turn = actions_per_turn(ed, era, st["round"])
        if not 1 <= st["actions_left"] <= per_turn:
            out.append(f"state.actions_left: {st['actions_left']}, but a turn in round {st['round']} of the "
                       f"{era} era has 1 to {per_turn} actions left")
        if pending is not None:
            kind = pending["kind"]
            if kind not in ed.pending_kinds:
                out.append(f"state.pending.kind: {kind!r} is not an action that goes on in {ed.title}")
            span = pending_left_range(ed, kind)
            if span is None and "left" in pending:
                out.append(f"state.pending.left: a {kind} action under way has no 'left' (it goes on while "
                           "there is something to sell)")
            elif span is not None:
                lo, hi = span
                if "left" not in pending:
                    out.append(f"state.pending.left: a {kind} action under way says how many more "
                               f"{'cards' if kind == 'double' else 'steps'} are left ({lo} to {hi})")
                elif not lo <= pending["left"] <= hi:
                    out.append(f"state.pending.left: {pending['left']}, but a {kind} action under way has "
                               f"{lo} to {hi} left")
            if kind == "network" and era == "canal":
                out.append("state.pending: a canal link action places one link and ends; only a Rail Era "
                           "network action goes on")
            if kind == "double" and st["actions_left"] != ed.setup["double_build_cards"]:
                out.append("state.pending: a double-action build uses both actions of a turn, so actions_left "
                           f"is {ed.setup['double_build_cards']} until its cards are discarded")

    # -- money spent this round ---------------------------------------------------------------------
    if over or shortfall:
        not_played = list(range(n))
    else:
        not_played = st["order"][st["turn"] + 1:]
        if not ed.eras.turn_started(st):
            not_played.append(st["order"][st["turn"]])  # the current player has not acted yet either
    for s in sorted(not_played) if not ed.extras.spends_out_of_turn else ():
        if seats[s]["spent"]:
            out.append(f"state.seats[{s}].spent: £{seats[s]['spent']} spent this round by a player who has "
                       "not acted yet this round (spending is reset at the round's end)")

    # -- tiles and the era -----------------------------------------------------------------------------
    for loc, spaces in st["board"].items():
        for i, t in enumerate(spaces):
            if t is None or t["owner"] >= n:
                continue
            spec = next((s for s in ed.tiles[t["industry"]] if s.level == t["level"]), None)
            if spec is not None and era == "canal" and spec.era == "rail":
                out.append(f"state.board.{loc}[{i}].level: a level {t['level']} {t['industry'].replace('_', ' ')} "
                           "cannot be built in the Canal Era")
    for s, seat in enumerate(seats):
        for ind, taken in seat["taken"].items():
            stack = ed.tiles.get(ind, ())
            built = sorted(t["level"] for spaces in st["board"].values() for t in spaces
                           if t is not None and t["owner"] == s and t["industry"] == ind)
            avail = sorted(spec.level for spec in stack[:taken])
            if not _sub_multiset(built, avail):
                out.append(f"state.seats[{s}].taken.{ind}: tiles of levels {built} on the board, but the "
                           f"{taken} tiles taken from the mat are levels {avail}")

    # -- the edition's own components (Lancashire: the Distant Cotton Market) -------------------------
    out += ed.components.flow_problems(st)

    # -- the log -------------------------------------------------------------------------------------
    for i, e in enumerate(st["log"]):
        bad = event_problem(e, ed, f"state.log[{i}]")  # its kind, its data's fields, its words
        if bad:
            out.append(bad)
            break
        if e["player"] is not None and e["player"] >= n:
            out.append(f"state.log[{i}].player: no player {e['player']}")
            break
        if era == "canal" and e["era"] == "rail":
            out.append(f"state.log[{i}].era: a rail era entry during the Canal Era")
            break

    # -- cards: hands and the draw deck fit the round ----------------------------------------------------
    if not out and counted:
        out += _card_problems(ed, st)
    return out


def _sub_multiset(small: list[int], big: list[int]) -> bool:
    rest = list(big)
    for x in small:
        if x not in rest:
            return False
        rest.remove(x)
    return True


def _card_problems(ed: Edition, st: dict[str, Any]) -> list[str]:
    n = st["players"]
    era = st["era"]
    exp = expected_cards(ed, st)
    if exp is None:
        return [f"state.round: the {era} era's cards run out before round {st['round']}"]
    hands, usable = exp
    out = []
    when = ("at the end of the game" if st["over"] else
            f"at income time of round {st['round']}" if st["shortfall"] else
            f"in round {st['round']} of the {era} era, turn {st['turn'] + 1}")
    for s, seat in enumerate(st["seats"]):
        if len(seat["hand"]) != hands[s]:
            out.append(f"state.seats[{s}].hand: {len(seat['hand'])} cards, but player {s} holds {hands[s]} {when}")
    have = len(st["deck"]) - (st["under"] if era == "canal" else 0)
    if have != usable:
        extra = f" above the {st['under']} under the deck tile" if era == "canal" else ""
        out.append(f"state.deck: {have} cards to draw{extra}, but {usable} are left {when}")
    if era == "rail":
        total = len(st["deck"]) + sum(_deck_cards_held(ed, s) for s in st["seats"])
        cards = era_cards(ed, n, st["variants"], "rail")
        if total != cards:
            out.append(f"state.deck/hands/discards: {total} cards in the Rail Era, the game has {cards}")
    return out


def _deck_cards_held(ed: Edition, seat: dict[str, Any]) -> int:
    """Cards of the draw deck a seat holds: hand, discard pile, face-down discards (not wild cards)."""
    deck = ed.deck_faces
    return sum(1 for c in seat["hand"] if c in deck) + len(seat["discard"]) + len(seat.get("face_down", ()))


def _score_problems(ed: Edition, st: dict[str, Any]) -> list[str]:
    """The era scores (flow.score_era): one per era in order, each adding up."""
    out: list[str] = []
    n = st["players"]
    intro = ed.eras.last(st["variants"]) == "canal"
    # the game's end scores money exactly when a rate is in force (Scoring.final): not under the money_per_vp
    # house rule at 0, nor in the Introductory Game (which scores its own extras instead)
    money_vp = ed.scoring.money_per_vp() > 0 and not intro
    eras = ed.eras.played(st["variants"])
    for k, entry in enumerate(st["scores"]):
        where = f"state.scores[{k}]"
        era = eras[k] if k < len(eras) else None
        if entry["era"] != era:
            out.append(f"{where}.era: {entry['era']!r}, but entry {k} scores the {era} era")
            continue
        totals = [0] * n
        for key in ("totals", "money", "introductory"):
            if key in entry and len(entry[key]) != n:
                out.append(f"{where}.{key}: {len(entry[key])} numbers for {n} players")
        if "money" in entry and era != "rail":
            out.append(f"{where}.money: money is scored at the end of the Rail Era only")
        elif "money" in entry and not money_vp:
            out.append(f"{where}.money: money scores no VP at the end of this game (no £ per VP in force)")
        if "money" not in entry and era == "rail" and money_vp:
            out.append(f"{where}: the Rail Era scores money (a 'money' entry)")
        if ("introductory" in entry) != (intro and era == "canal"):
            out.append(f"{where}.introductory: only the Introductory Game scores the canal era's extras")
        for j, item in enumerate(entry["links"]):
            if item["line"] not in ed.lines:
                out.append(f"{where}.links[{j}].line: unknown line")
            elif item["player"] >= n:
                out.append(f"{where}.links[{j}].player: no player {item['player']}")
            else:
                totals[item["player"]] += item["vp"]
        for j, item in enumerate(entry["tiles"]):
            loc, _, num = item["space"].partition("/")
            if loc not in ed.spaces or not 1 <= int(num) <= len(ed.spaces[loc]):
                out.append(f"{where}.tiles[{j}].space: no such space")
            elif item["player"] >= n:
                out.append(f"{where}.tiles[{j}].player: no player {item['player']}")
            else:
                totals[item["player"]] += item["vp"]
        if not out and len(entry["totals"]) == n and entry["totals"] != totals:
            out.append(f"{where}.totals: {entry['totals']}, but its links and tiles add up to {totals}")
    return out


def fit_cards(ed: Edition, st: dict[str, Any]) -> None:
    """Move cards between the draw deck, the hands and the discard piles (in place) so that their
    sizes fit the position's era, round and turn, as ``expected_cards`` says. For building positions
    by hand (scenarios, tests): a hand keeps its first cards, cards come from the discard piles before
    the top of the deck, and surplus deck cards leave from its bottom (the next draws stay the same).
    Raises ValueError if the era's cards run out before this point."""
    if not st["over"] and not st["shortfall"]:
        used = cards_used_this_turn(ed, st)
        if not 0 <= used <= actions_per_turn(ed, st["era"], st["round"]):
            raise ValueError(f"actions_left {st['actions_left']} is not a point of a turn in round {st['round']}")
    exp = expected_cards(ed, st)
    if exp is None:
        raise ValueError(f"the {st['era']} era's cards run out before round {st['round']}")
    hands, usable = exp
    seats = st["seats"]
    deck: list[str] = st["deck"]
    base = st["under"] if st["era"] == "canal" else 0
    piles: list[list[str]] = [seat["discard"] for seat in seats]

    def take() -> str:
        for pile in piles:
            if pile:
                return pile.pop()
        if len(deck) > base:
            return deck.pop()
        raise ValueError("not enough cards for the hands this position needs")

    for s, seat in enumerate(seats):
        while len(seat["hand"]) > hands[s]:
            seat["discard"].append(seat["hand"].pop())
    for s, seat in enumerate(seats):
        while len(seat["hand"]) < hands[s]:
            seat["hand"].append(take())
    i = 0
    while len(deck) - base > usable:  # from the bottom of the drawable deck: the next draws stay the same
        piles[i % len(piles)].append(deck.pop(base))
        i += 1
    while len(deck) - base < usable:
        pile = next((p for p in piles if p), None)
        if pile is None:
            raise ValueError("not enough cards for the draw deck this position needs")
        deck.append(pile.pop())
    if st["era"] == "rail":
        total = len(deck) + sum(_deck_cards_held(ed, seat) for seat in seats)
        surplus = total - era_cards(ed, st["players"], st["variants"], "rail")
        for _ in range(max(surplus, 0)):  # the classic deck setup leaves some cards out of the Rail Era
            pile = next((p for p in piles if p), None)
            if pile is None:
                raise ValueError("too many cards for the Rail Era of the classic deck setup")
            pile.pop()
