"""What a Duel position must satisfy beyond the core's invariants and flow checks (saved games, positions), and
the decks dealt back from an observation (hidden information)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, NoReturn

from ...engine.parts import Components, Hidden
from ...engine.position_checks import cards_used_this_turn
from ...engine.setup import deck_cards
from . import cards, persons
from .cards import ROWS

if TYPE_CHECKING:
    import random

    from . import Duel


def _cards_in_sight(st: dict[str, Any], seat: int) -> Counter[str]:
    seen: Counter[str] = Counter()
    for s, info in enumerate(st["seats"]):
        seen.update(info["discard"])
        seen.update(info["hand"])
        seen.update(info["persons"])
        if s == seat:
            seen.update(info["offered"])
    for row in ROWS:
        seen.update(c for c in st["rows"][row] if c is not None)
    return seen


def deck_sizes(ed: Duel, st: dict[str, Any]) -> tuple[int, ...]:
    """Each row's deck at setup (S1, Setup 2-3: the cards not in the rows, split in two), and after the Notable
    Persons chosen are shuffled in (Setup 5-7: 1 into the small pile, 2 into the large, per player)."""
    cards = sum(c not in ed.persons for c in deck_cards(ed, st["players"], st["variants"]))
    rest = cards - len(ROWS) * ed.setup["row_cards"]
    half = rest // 2
    return half, rest - half


def _full_decks(ed: Duel, st: dict[str, Any]) -> tuple[int, ...]:
    """Each deck once the Notable Persons chosen are shuffled in (Setup 5-7), before the first refill."""
    persons = ed.setup["persons_in_small_pile"] + ed.setup["persons_in_large_pile"]
    return tuple(pile + persons for pile in deck_sizes(ed, st))


def _refills(st: dict[str, Any], rnd: int, turn: int) -> int:
    """S1, On your turn: the turn ends that have refilled the rows (or would have, had the decks lasted) before turn
    ``turn`` of round ``rnd``: none in the first round until its last turn (the Exception), then one a turn."""
    return 0 if rnd == 1 else 1 + len(st["seats"]) * (rnd - 2) + turn


def _table_point(st: dict[str, Any]) -> tuple[int, int]:
    """The round and turn the table is at: at a shortfall, the next round's start (after the last turn's refill)."""
    return (st["round"] + 1, 0) if st["shortfall"] else (st["round"], st["turn"])


def _hand_flow(ed: Duel, st: dict[str, Any], p: int) -> list[str]:
    """S1, On your turn: the column taken gives one card, and one action, per card; each action discards one card
    (a double-action build discards its two as the build goes on), so the hand holds a card for every action left.
    Before the column is taken, and between turns, the hand is empty."""
    hand = st["seats"][p]["hand"]
    pending = st["pending"]
    if pending is not None and (pending["kind"] not in ed.pending_kinds or
                                pending["kind"] == "double" and "left" not in pending):
        return []  # the core names the odd kind or the missing count (position_checks.flow_problems)
    if st["choosing"] or st["shortfall"] or st["waiting"] is not None or not ed.eras.turn_started(st):
        want, why = 0, "before the column is taken and between turns"
    else:
        want = ed.eras.actions_per_turn(st) - cards_used_this_turn(ed, st)
        why = (f"with {st['actions_left']} action(s) left" if pending is None else
               f"with a {pending['kind']} action under way" + (f", {pending['left']} card(s) still to discard"
                                                                if pending["kind"] == "double" else ""))
    if len(hand) != want:
        return [f"state.seats[{p}].hand: {len(hand)} cards, but {why} the player holds {want} (S1, On your turn: an "
                f"action with each card of the column taken)"]
    return []


def _deck_flow(ed: Duel, st: dict[str, Any]) -> list[str]:
    """S1, On your turn: a turn's end refills the rows, one card from each deck for the column taken (none after
    the first player's first turn: the Exception), so the round and the turn give each deck's size, down to
    empty. A shortfall is settled after the last turn's refill, before the round moves on."""
    if st["over"]:
        return []
    if st["choosing"]:
        want = deck_sizes(ed, st)
        when = "while the Notable Persons are chosen"
    else:
        drawn = _refills(st, *_table_point(st))
        want = tuple(max(full - drawn, 0) for full in _full_decks(ed, st))
        when = f"in round {st['round']}, turn {st['turn'] + 1}" + (" (a shortfall)" if st["shortfall"] else "")
    out = []
    for row, n in zip(ROWS, want):
        got = len(st["decks"][row])
        if got != n:
            out.append(f"state.decks.{row}: {got} cards, but {when} the {row} deck holds {n} (each turn's end draws "
                       f"one card from each deck)")
    return out


def _row_flow(ed: Duel, st: dict[str, Any]) -> list[str]:
    """Where the rows' gaps are (S1, On your turn). The first round (the Exception): the first player takes one
    card and nothing is refilled, the second takes one from the other row (``first_row``: the row taken from
    last), then both rows refill. After it, a turn takes a whole column and its end refills the rows while the
    decks last (uncertain 'duel-a3-gaps': once they are empty nothing moves), so the empty places are whole
    columns, one for each turn since the decks ran out, and one more once the turn's column is taken. The game
    ends after a round that leaves 2 cards or fewer in the rows (S1, End of game), so no round starts with them."""
    if st["over"]:
        return []
    n = ed.setup["row_cards"]
    rows = st["rows"]
    gaps = {row: sum(c is None for c in rows[row]) for row in ROWS}
    started = not st["choosing"] and not st["shortfall"] and ed.eras.turn_started(st)
    out = []
    if st["round"] == 1 and not st["shortfall"]:
        taken = 0 if st["choosing"] else st["turn"] + started  # single cards taken, none refilled yet
        first = st["first_row"]
        when = f"in round 1, turn {st['turn'] + 1}" + (" after the card is taken" if started else "")
        if (first is None) != (taken == 0):
            return [f"state.first_row: {first}, but {when} " + ("no card has been taken yet" if taken == 0 else
                                                                   "the row a card was taken from is remembered")]
        want = {row: 0 if taken == 0 else 1 if taken == 2 or row == first else 0 for row in ROWS}
        where = "one card taken from each row" if taken == 2 else \
            "a card taken from the first_row" if taken else "nothing taken"
        for row in ROWS:
            if gaps[row] != want[row]:
                out.append(f"state.rows.{row}: {gaps[row]} empty places, but {when} the {row} row has {want[row]} "
                           f"({where}; S1, On your turn: Exception)")
        return out
    if st["first_row"] is not None:
        return ["state.first_row: only the first round, until its refill, remembers the row taken from"]
    decks = min(_full_decks(ed, st))
    if st["round"] > 1:
        left = n - max(_refills(st, st["round"], 0) - decks, 0)  # whole columns at the round's start
        if len(ROWS) * left <= ed.setup["end_cards_on_table"]:
            return [f"state.round: round {st['round']} would start with {len(ROWS) * left} cards in the rows, but the "
                    f"game ends when {ed.setup['end_cards_on_table']} or fewer are left (S1, End of game)"]
    columns = max(_refills(st, *_table_point(st)) - decks, 0) + started
    empty = [k for k in range(n) if all(rows[row][k] is None for row in ROWS)]
    if any(gaps[row] != len(empty) for row in ROWS) or len(empty) != columns:
        when = f"in round {st['round']}, turn {st['turn'] + 1}" + (" (a shortfall)" if st["shortfall"] else
                                                                    " after the column is taken" if started else "")
        out.append(f"state.rows: empty places {gaps['top']} (top) and {gaps['bottom']} (bottom), but {when} the "
                   f"rows have {columns} empty column(s) and no other gap (S1, On your turn: a turn takes a whole "
                   f"column and the rows refill while the decks last)")
    return out


def _spending_flow(ed: Duel, st: dict[str, Any]) -> list[str]:
    """Money spent this round by a seat yet to start its turn: none, except a bribe (S1, Invite: the Bribery rule)
    paid at the end of the other seat's turn, just before its own. The core leaves this to the edition, since Duel
    spends out of turn (``ExtraActions.spends_out_of_turn``)."""
    if st["over"] or st["choosing"]:
        return []
    out = []
    if st["shortfall"]:  # the round's end resets spending before its income (S1, On your turn)
        return [f"state.seats[{s}].spent: £{info['spent']} spent, but spending is reset before the round's income"
                for s, info in enumerate(st["seats"]) if info["spent"]]
    cost = ed.data["bribe"]["cost"]
    for place, s in enumerate(st["order"]):
        spent = st["seats"][s]["spent"]
        if place < st["turn"] or (place == st["turn"] and ed.eras.turn_started(st)):
            continue  # it has played or started its turn: any spending
        allowed = (0, cost) if place == st["turn"] and place > 0 else (0,)  # a bribe at the end of the turn before
        if spent not in allowed:
            out.append(f"state.seats[{s}].spent: £{spent} spent this round by a player who has not started a turn "
                       f"({'nothing, or a £' + str(cost) + ' bribe' if len(allowed) > 1 else 'nothing'} before it)")
    return out


def _person_flow(ed: Duel, st: dict[str, Any], p: int) -> list[str]:
    """Setup 4-7 and the Bribery rule: when the persons are offered and chosen, and when a bribe is asked."""
    out = []
    k = ed.setup["persons_dealt"]
    picks = ed.setup["persons_in_small_pile"] + ed.setup["persons_in_large_pile"]
    for s, info in enumerate(st["seats"]):
        if any(c not in ed.persons for c in info["offered"] + info["persons"] + info["chosen"]):
            out.append(f"state.seats[{s}].offered: only Notable Persons are offered, chosen or invited")
        if any(c not in info["offered"] for c in info["chosen"]) or len(set(info["chosen"])) != len(info["chosen"]):
            out.append(f"state.seats[{s}].chosen: chosen among the persons offered, each once")
    if any(c not in ed.persons for c in st["box"]):
        out.append("state.box: the box holds Notable Persons only")
    boxed = ed.setup["persons_to_box"] + (0 if st["choosing"] else len(st["seats"]) * (k - picks))
    if len(st["box"]) != boxed:  # Setup 4: 2 to the box; Setup 7: each player's 2 not chosen
        out.append(f"state.box: {len(st['box'])} Notable Persons, but "
                   f"{'while they are chosen' if st['choosing'] else 'once they are chosen'} the box holds {boxed} "
                   f"(S1, Setup 4-7)")
    if st["choosing"]:
        if st["round"] != 1 or st["waiting"] or st["pending"] is not None or any(s["spent"] for s in st["seats"]):
            out.append("state.choosing: the persons are chosen before the first turn")
        for place, s in enumerate(st["order"]):
            info = st["seats"][s]
            want = picks if place < st["turn"] else None
            if len(info["offered"]) != k or (want is not None and len(info["chosen"]) != want) or \
                    (place > st["turn"] and info["chosen"]) or len(info["chosen"]) > picks or \
                    (place == st["turn"] and len(info["chosen"]) >= picks):  # its choice passes on at 3
                out.append(f"state.seats[{s}].chosen: {len(info['chosen'])} of {len(info['offered'])} persons chosen "
                           f"at turn {st['turn']} of the choice")
        if any(c in ed.persons for row in ROWS for c in st["decks"][row] + st["rows"][row]):
            out.append("state.decks: the persons are shuffled in only once both players have chosen")
    elif any(info["offered"] or info["chosen"] for info in st["seats"]):
        out.append("state.seats: persons are offered and chosen only before the first turn")
    w = st["waiting"]
    if w is not None:
        if w["player"] == p or w["person"] not in ed.persons or st["pending"] is not None or \
                st["actions_left"] != 0 or st["seats"][p]["hand"] or \
                w["person"] not in st["seats"][p]["discard"]:
            out.append("state.waiting: a bribe is asked of the opponent at the end of a turn that discarded the "
                       "person")
        elif st["seats"][w["player"]]["money"] < ed.data["bribe"]["cost"]:
            out.append("state.waiting: a bribe is asked only of a player with the money for it")
    if st["person_used"] is not None and (st["person_used"] not in st["seats"][p]["discard"] or w is not None):
        out.append("state.person_used: a person used for an action this turn lies on your discard pile")
    return out


def check_data(d: dict[str, Any]) -> None:
    """The data file's own consistency (S1's totals; every component provisional with its basis): ValueError."""
    def bad(msg: str) -> NoReturn:
        raise ValueError(f"duel.json: {msg}")
    locs = {loc["id"]: loc for loc in d["locations"]}
    for loc in d["locations"]:
        if loc.get("provisional") is not True or not loc.get("basis"):
            bad(f"location {loc['id']} lacks provisional/basis")
        for slot in loc["spaces"]:
            for ind in slot:
                if ind not in d["industries"]:
                    bad(f"{loc['id']} shows an unknown industry {ind}")
    for ln in d["lines"]:
        if ln["a"] not in locs or ln["b"] not in locs or ln.get("kind") not in ("brown", "blue"):
            bad(f"line {ln['id']} is malformed")
        if ln.get("provisional") is not True or not ln.get("basis"):
            bad(f"line {ln['id']} lacks provisional/basis")
    for ind, info in d["industries"].items():
        if info.get("provisional") is not True or not info.get("basis"):
            bad(f"industry {ind} lacks provisional/basis")
    cards = d["cards"]
    if sum(cards["location"].values()) != 28 or sum(cards["industry"].values()) != 30:  # S1, Setup 1
        bad("S1 gives 28 location and 30 industry cards")
    s = d["setup"]
    if len(d["persons"]["list"]) != 2 * s["persons_dealt"] + s["persons_to_box"]:  # S1, Setup 4: 5 + 5 + 2
        bad("the Notable Persons must be 5 per player plus 2 returned")


class HiddenDecks(Hidden):
    """Hidden (S1, Setup 4-7): the order of the two decks (how many Notable Persons each holds can be counted), the
    persons dealt to the opponent and chosen by them, the box. The column taken lies face up: hands are public."""

    ed: Duel  # the edition's own facts (its boats, persons, rows and network)

    hands_public = True

    def observe(self, st: dict[str, Any], seat: int) -> None:
        persons = self.ed.persons
        st["deck_persons"] = {row: sum(c in persons for c in cards_) for row, cards_ in st["decks"].items()}
        st["decks"] = {row: len(cards_) for row, cards_ in st["decks"].items()}
        st["box"] = len(st["box"])
        for s, info in enumerate(st["seats"]):
            if s != seat:
                info["offered"] = len(info["offered"])
                info["chosen"] = len(info["chosen"])
    def determinize(self, st: dict[str, Any], obs: dict[str, Any], r: random.Random) -> None:
        """The unseen cards and Notable Persons dealt again: the opponent's offered (and chosen) persons and the box
        from the unseen persons; each deck from its count of persons and of cards."""
        ed = self.ed
        seat = obs["seat"]
        unseen = sorted((Counter(deck_cards(ed, st["players"], st["variants"])) - _cards_in_sight(st, seat)).elements())
        people = [c for c in unseen if c in ed.persons]
        others = [c for c in unseen if c not in ed.persons]
        r.shuffle(people)
        r.shuffle(others)
        st["seats"][seat] = dict(st["seats"][seat])
        for s, info in enumerate(st["seats"]):
            if s != seat:
                info = st["seats"][s] = dict(info)
                info["offered"] = sorted(people.pop() for _ in range(obs["seats"][s]["offered"]))
                info["chosen"] = info["offered"][:obs["seats"][s]["chosen"]]
        st["box"] = sorted(people.pop() for _ in range(obs["box"]))
        decks = {}
        for row in ROWS:
            k = obs["deck_persons"][row]
            deck = [people.pop() for _ in range(k)] + [others.pop() for _ in range(obs["decks"][row] - k)]
            r.shuffle(deck)
            decks[row] = deck
        st["decks"] = decks
        st.pop("deck_persons", None)


class RowsAndPersons(Components):
    """Duel's own components: the card rows and their decks, the Notable Persons, boats and VP income (S1, Setup),
    and what a position must satisfy beyond the core's checks."""

    ed: Duel  # the edition's own facts (its boats, persons, rows and network)

    def finish_setup(self, st: dict[str, Any], r: random.Random) -> None:
        persons.deal(self.ed, st, cards.finish_setup(self.ed, st, r), r)
    def invariants(self, st: dict[str, Any]) -> list[str]:
        """Every card accounted for; the link kinds beside the links; boats never negative."""
        ed = self.ed
        out = []
        n = ed.setup["row_cards"]
        for row in ROWS:
            if len(st["rows"][row]) != n:
                out.append(f"state.rows.{row}: {len(st['rows'][row])} places, the table has {n}")
        if st["deck"]:
            out.append("state.deck: Duel draws from the two row decks, never from a common deck")
        if set(st["link_kinds"]) != set(st["links"]):
            out.append("state.link_kinds: not the lines holding a link")
        for line, kind in st["link_kinds"].items():
            ln = ed.lines.get(line)
            if ln is not None and (kind == "ferry") != ln.canal:
                out.append(f"state.link_kinds.{line}: a {kind} cannot lie on this line")
        for p in range(st["players"]):
            ferries = sum(1 for line, kind in st["link_kinds"].items()
                          if kind == "ferry" and st["links"].get(line) == p)
            if ferries > ed.net["ferry_cap"]:
                out.append(f"state.links: player {p} has {ferries} Ferries, at most {ed.net['ferry_cap']}")
        return out

    def flow_problems(self, st: dict[str, Any]) -> list[str]:
        """The turn's cards: a seat holds cards only during its own turn, one for each action it has left; the rows'
        gaps, the decks and the box where the round and turn put them."""
        ed = self.ed
        out: list[str] = []
        if st["over"]:
            return out
        p = st["order"][st["turn"]]
        for s, info in enumerate(st["seats"]):
            if s != p and info["hand"]:
                out.append(f"state.seats[{s}].hand: only the player whose turn it is holds cards")
        out += _hand_flow(ed, st, p)
        out += _person_flow(ed, st, p)
        out += _deck_flow(ed, st)
        out += _row_flow(ed, st)
        out += _spending_flow(ed, st)
        return out
