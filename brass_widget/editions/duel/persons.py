"""Notable Persons (S1, Setup 4-7; Invite and its Bribery rule; End of game 2). Their effects and scorings are the
provisional plug-in list of duel.json (``persons``).

- Setup: 5 dealt to each player, 2 to the box unseen; each player ``choose``s 1 for their 10-pile, then 2 for their
  15-pile (first player first); the 10-pile goes on the 15-pile; the unchosen go to the box unseen.
- ``invite ventnor/1 card john_nash``: a Notable Person card flips one of your unflipped Lodgings and stays with
  you (its immediate effect at once).
- The Bribery rule: a Notable Person used for any other action; at the end of that turn (before refill and income)
  the opponent, with £10, answers ``bribe to <your lodging>`` (or ``bribe`` with no unflipped Lodging: uncertain
  'duel-a11-bribe-invite') or ``decline``: £10 to the player, counted as the briber's spending, and the briber
  keeps the person as if invited.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.actions import Action, make_ref, split_ref
from ...engine.effects import flip, pay
from ...engine.parts import ExtraActions
from ...engine.rules import Reason
from ...engine.setup import rng
from . import cards
from .cards import ROWS

if TYPE_CHECKING:
    import random

    from ...engine.board import View
    from . import Duel

R_SETUP = "S1: Setup 4-7"
R_INVITE = "S1: Invite"
R_BRIBE = "S1: Invite (Bribery rule)"
_new = tuple.__new__  # Action(kind, card, industry, target, coal, iron, to, amount, more)


def deal(ed: Duel, st: dict[str, Any], persons: list[str], r: random.Random) -> None:
    """Setup 4: 5 Notable Persons to each player (first player first), the 2 left to the box, unseen."""
    k = ed.setup["persons_dealt"]
    r.shuffle(persons)
    for place, seat in enumerate(st["order"]):
        info = st["seats"][seat]
        info["offered"] = sorted(persons[place * k:(place + 1) * k])
        info["chosen"] = []
        info["persons"] = []
        info["developed"] = 0
    st["box"] = sorted(persons[2 * k:])
    st["choosing"] = True
    st["waiting"] = None
    st["person_used"] = None


# -- Setup 5-7: choosing ------------------------------------------------------------------------------------------
def choose_choices(ed: Duel, v: View, p: int) -> list[Action]:
    seat = v.st["seats"][p]
    return [Action("choose", card=c) for c in seat["offered"] if c not in seat["chosen"]]


def choose_problems(ed: Duel, v: View, p: int, a: Action) -> list[Any]:
    seat = v.st["seats"][p]
    if a.card not in seat["offered"] or a.card in seat["chosen"]:
        return [Reason(ed.cite(R_SETUP), "choose one of the Notable Persons dealt to you and not chosen yet")]
    return []


def apply_choose(ed: Duel, st: dict[str, Any], p: int, a: Action) -> None:
    """Setup 5-6: the first choice goes into the 10-pile, the next two into the 15-pile; once both players have
    chosen (Setup 7), each 10-pile is shuffled and stacked on its shuffled 15-pile: the first player's deck feeds
    the top row, the second's the bottom row; the unchosen persons go back to the box."""
    seat = st["seats"][p]
    seat["chosen"].append(a.card)
    if len(seat["chosen"]) < ed.setup["persons_in_small_pile"] + ed.setup["persons_in_large_pile"]:
        return
    st["turn"] += 1
    if st["turn"] < 2:
        return
    small = ed.setup["pile_split"][0]
    first = ed.setup["persons_in_small_pile"]
    for place, row in enumerate(ROWS):
        info = st["seats"][st["order"][place]]
        r = rng(st["seed"], f"deck {row}")
        deck = st["decks"][row]
        top = deck[-small:] + info["chosen"][:first]
        bottom = deck[:-small] + info["chosen"][first:]
        top.sort()
        bottom.sort()
        r.shuffle(top)
        r.shuffle(bottom)
        st["decks"][row] = bottom + top  # the last card is the top of the deck
        st["box"] = sorted(st["box"] + [c for c in info["offered"] if c not in info["chosen"]])
    for info in st["seats"]:
        info["offered"] = []
        info["chosen"] = []
    st["turn"] = 0
    st["choosing"] = False


# -- Invite ---------------------------------------------------------------------------------------------------------
def _lodgings(v: View, p: int) -> list[str]:
    """Your unflipped Lodgings."""
    return sorted(make_ref(loc, i) for loc, i, t in v.tiles_of[p] if t["industry"] == "lodging" and not t["flipped"])


def _lodging_problem(ed: Duel, v: View, p: int, ref: str | None, rule: str) -> list[Any]:
    t = v.tile_at(ref) if ref is not None else None
    if t is None or t["owner"] != p or t["industry"] != "lodging" or t["flipped"]:
        where = v.ref_name(ref) if ref is not None else "nothing"
        return [Reason(ed.cite(rule), f"{where} is not one of your unflipped Lodgings")]
    return []


def invite_problems(ed: Duel, v: View, p: int, a: Action) -> list[Any]:
    if a.card not in ed.persons:
        return [Reason(ed.cite(R_INVITE), "an Invite is made only with a Notable Person card")]
    return _lodging_problem(ed, v, p, a.target, R_INVITE)


def invite_choices(ed: Duel, v: View, p: int, cards: list[str]) -> list[Action]:
    people = [c for c in cards if c in ed.persons]
    if not people:
        return []
    return [_new(Action, ("invite", c, None, ref, None, None, None, None, ()))
            for ref in _lodgings(v, p) for c in people]


def meet(ed: Duel, st: dict[str, Any], p: int, person: str) -> None:
    """A Notable Person joins you: their immediate effect (provisional data ``persons``)."""
    seat = st["seats"][p]
    seat["persons"].append(person)
    effect = ed.persons[person]["effect"]
    if effect and effect["kind"] == "boats":
        seat["boats"] += effect["amount"]
    elif effect and effect["kind"] == "vp_income":
        seat["vp_income"] += effect["amount"]


def apply_invite(ed: Duel, st: dict[str, Any], p: int, a: Action) -> None:
    """Invite: flip the Lodging (its income); the card is kept, not discarded."""
    seat = st["seats"][p]
    assert a.card is not None and a.target is not None  # an invite names its person and its Lodging
    seat["discard"].remove(a.card)  # the core discarded it as every action's card
    if st["person_used"] == a.card:
        st["person_used"] = None
    loc, i = split_ref(a.target)
    flip(ed, st, st["board"][loc][i])
    meet(ed, st, p, a.card)


# -- the Bribery rule --------------------------------------------------------------------------------------------------


# -- End of game 2 --------------------------------------------------------------------------------------------------
def person_vp(ed: Duel, st: dict[str, Any], p: int, person: str) -> int:
    """A Notable Person's end-game scoring (provisional, data ``persons``); John Nash has none (S1)."""
    rule = ed.persons[person]["scoring"]
    if not rule:
        return 0
    seat = st["seats"][p]
    per = rule["per"]
    mine = [t for spaces in st["board"].values() for t in spaces if t is not None and t["owner"] == p]
    if per == "developed_tile":
        n = seat["developed"]
    elif per.startswith("flipped_"):
        family = per[len("flipped_"):]
        n = sum(1 for t in mine if t["flipped"] and ed.family[t["industry"]] == family)
    elif per in ("ferry", "rail"):
        n = sum(1 for line, kind in st["link_kinds"].items() if kind == per and st["links"][line] == p)
    elif per == "money_10":
        n = seat["money"] // 10
    elif per == "vp_income":
        n = seat["vp_income"]
    elif per == "town_with_tile":
        n = len({loc for loc, spaces in st["board"].items() for t in spaces if t is not None and t["owner"] == p})
    else:
        raise ValueError(f"unknown scoring {per}")
    vp: int = n * rule["vp"]
    return vp


def person_words(ed: Duel, person: str) -> str:
    """What a Notable Person does, in words (presentation ``person_words``): their immediate effect (``meet``) and
    their end-game scoring (``person_vp``), from the provisional data ``persons``, e.g. "NP-11: no immediate effect;
    at the end 1 VP per point of your VP income (provisional)"."""
    words = ed.presentation["person_words"]
    info = ed.persons[person]
    effect, rule = info["effect"], info["scoring"]
    said_effect = words["effect"][effect["kind"]].format(amount=effect["amount"]) if effect else words["no_effect"]
    if not rule:
        said_scoring = words["no_scoring"]
    elif rule["per"].startswith("flipped_"):
        family = rule["per"][len("flipped_"):]
        name = words["family_names"].get(family) or family.replace("_", " ").title()
        said_scoring = words["scoring"]["flipped"].format(vp=rule["vp"], industry=name)
    else:
        said_scoring = words["scoring"][rule["per"]].format(vp=rule["vp"])
    say: str = words["say"]
    return say.format(name=info["name"], effect=said_effect, scoring=said_scoring)


class PersonsAndColumns(ExtraActions):
    """Duel's own decisions: ``take`` a column (S1, On your turn: no card, no action), ``choose`` a Notable Person
    (Setup 5-7), ``invite`` one (Invite), and the Bribery rule's question at a turn's end, answered by ``bribe``
    or ``decline``."""

    ed: Duel  # the edition's own facts (its boats, persons, rows and network)

    kinds = ("take", "choose", "invite", "bribe", "decline")
    cardless = ("take", "choose", "bribe", "decline")
    spends_out_of_turn = True  # the bribe is counted as the briber's spending (S1, Invite)

    def problems(self, v: View, p: int, a: Action) -> list[Any]:
        ed = self.ed
        st = v.st
        if a.kind == "invite":
            return invite_problems(ed, v, p, a)
        if st["choosing"] != (a.kind == "choose"):
            if st["choosing"]:
                return [Reason(ed.cite(R_SETUP), "first each player chooses 3 of their 5 Notable Persons "
                                                 "(choose <person>)")]
            return [Reason(ed.cite(R_SETUP), "the Notable Persons are chosen at the start of the game")]
        if a.kind == "choose":
            return choose_problems(ed, v, p, a)
        if a.kind in ("bribe", "decline"):
            return [Reason(ed.cite(R_BRIBE), f"{a.kind} answers a Notable Person used for an action, at the end of "
                                             "that turn")]
        return cards.take_problems(ed, v, p, a)

    def choices(self, v: View, p: int, hand_cards: list[Any]) -> list[Any]:
        ed = self.ed
        st = v.st
        if hand_cards:
            return invite_choices(ed, v, p, hand_cards)
        if st["pending"] is not None:
            return []
        if st["choosing"]:
            return choose_choices(ed, v, p)
        return cards.take_choices(ed, v, p)

    def apply(self, st: dict[str, Any], v: View, p: int, a: Action) -> Action | None:
        if a.kind == "choose":
            apply_choose(self.ed, st, p, a)
        elif a.kind == "invite":
            apply_invite(self.ed, st, p, a)
        else:
            cards.apply_take(self.ed, st, p, a)
        return None

    def values(self, v: View, p: int, kind: str, field: str, known: dict[str, Any]) -> list[Any] | None:
        """The values of Duel's own decisions' fields (S1, On your turn; Setup 4-7; Invite; Bribery)."""
        st = v.st
        if kind == "take" and field == "amount":
            return [str(c + 1) for c in range(self.ed.setup["row_cards"])]
        if kind == "take" and field == "to":
            return list(ROWS) if cards._first_round(st) else [None]
        if kind == "choose" and field == "card":
            seat = st["seats"][p]
            return [c for c in seat["offered"] if c not in seat["chosen"]] if isinstance(seat["offered"], list) else []
        if kind == "invite" and field == "target":
            return _lodgings(v, p)
        if kind == "invite" and field == "card":
            return sorted({c for c in st["seats"][p]["hand"] if c in self.ed.persons})
        return None

    def log_event(self, a: Action) -> tuple[str, dict[str, Any]]:
        """Setup 5-7: the persons chosen are shuffled in face down: the public log does not name them."""
        return ("face_down", {"what": "a Notable Person"}) if a.kind == "choose" else super().log_event(a)
    def turn_end_question(self, st: dict[str, Any], p: int) -> bool:
        ed = self.ed
        card = st["person_used"]
        if card is None:
            return False
        st["person_used"] = None
        other = 1 - p
        if st["seats"][other]["money"] < ed.data["bribe"]["cost"]:
            return False  # uncertain 'duel-missing-bribe-money': not offered
        st["waiting"] = {"player": other, "person": card}
        return True

    def answer_choices(self, v: View, p: int) -> list[Action]:
        out = [Action("decline")]
        lodgings = _lodgings(v, p)
        out += [Action("bribe", to=ref) for ref in lodgings] if lodgings else [Action("bribe")]
        return out

    def answer_problems(self, v: View, p: int, a: Action) -> list[Any]:
        ed = self.ed
        R = ed.cite(R_BRIBE)
        person = ed.persons[v.st["waiting"]["person"]]["name"]
        if a.kind not in ("bribe", "decline"):
            return [Reason(R, f"{person} was used for an action: answer bribe [to <your lodging>] or decline")]
        if a.kind == "decline":
            return []
        if v.st["seats"][p]["money"] < ed.data["bribe"]["cost"]:
            return [Reason(R, f"a bribe costs £{ed.data['bribe']['cost']}")]
        lodgings = _lodgings(v, p)
        if not lodgings:
            return [] if a.to is None else [Reason(R, "you have no unflipped Lodging: bribe names none")]
        if a.to is None:
            return [Reason(R, "the Invite flips one of your Lodgings: bribe to " + " | ".join(lodgings))]
        return _lodging_problem(ed, v, p, a.to, R_BRIBE)

    def apply_answer(self, st: dict[str, Any], v: View, p: int, a: Action) -> None:
        ed = self.ed
        if a.kind != "bribe":
            return
        cost = ed.data["bribe"]["cost"]
        actor = 1 - p
        pay(st, p, cost)  # counted as the briber's spending
        st["seats"][actor]["money"] += cost
        card = st["waiting"]["person"]
        st["seats"][actor]["discard"].remove(card)
        if a.to is not None:
            loc, i = split_ref(a.to)
            flip(ed, st, st["board"][loc][i])
        meet(ed, st, p, card)
