"""Brass Duel: Isle of Wight (2 players), known only from a fan summary of the *prototype* rules
(shared/rules/004_bb8b87e47bb94233.txt, "S1"). Its components are not public: every number and place in
``duel.json`` is a provisional stand-in (``provisional: true`` with its ``basis``; shared/reference/duel.md §6),
built by ``scripts/build_duel_data.py``, and swappable for the real components the day they are published.

Duel is played by the shared core (``Game``, ``legality``, ``effects``, ``flow``, ``hidden``, ``saved``) with
these hooks overridden, each citing S1:

- ``cards.py``: the two card rows instead of hands (``take`` a column, the rows slide and refill, the end at 2
  cards on the table), the setup of rows, decks, money by seat and boats;
- ``links.py``: Ferries, Roads, Rails and upgrades, and how each scores;
- ``boats.py``: boats, the external coal market's boat, the one-unflipped-tile-per-town rule, Lodgings never
  overbuilt once flipped;
- ``selling.py``: Breweries and Fisheries sold through a Port of either player, with boats;
- ``checks.py``: what a Duel position must satisfy (saved games and ``Game.from_state``).

Duel has no eras: the whole game is one era (the core's ``"rail"``, so no Canal Era rule applies), every tile
may be built at any time (``era: "any"``), and the game ends after that era is scored.
"""

from __future__ import annotations

from typing import ClassVar

from ...engine.edition import Edition, register
from ...engine.partial import tiles_of_industry
from ...engine.rules import Reason
from . import boats, cards, checks, links, persons, selling

BOOK = ("Brass Duel: Isle of Wight, a fan summary of the prototype rules (S1), "
        "with provisional stand-in components")

SECTIONS = {
    "TURN": "S1: On your turn",
    "ACTIONS": "S1: On your turn",
    "DISCARD": "S1: On your turn (an action with each card)",
    "BUILD_CARD": "S1: Build",
    "DOUBLE_BUILD": "S1: Build (discard your second card to build anywhere)",
    "NO_TILES": "S1: Build (unless you have nothing on the board)",
    "BUILD_SPACE": "S1: Build ('works mostly identical to classic Brass')",
    "BUILD_LOWEST": "S1: Build (the lowest level tile; shipbuilding's branches)",
    "BUILD_COST": "S1: Build (the cost of the tile)",
    "CANAL_BUILD": "S1: Build",
    "RAIL_BUILD": "S1: Build",
    "NEVER_BUILT": "S1: Build",
    "OVERBUILD": "S1: Build (Overbuilding)",
    "MARKET_SALE": "S1: Build (an Iron Foundry's iron to the market)",
    "COAL": "S1: Coal",
    "IRON": "S1: Iron",
    "BEER": "S1: Sell",
    "NETWORK": "S1: Network",
    "CANAL_NETWORK": "S1: Network",
    "RAIL_NETWORK": "S1: Network",
    "YOUR_NETWORK": "S1: Network",
    "CONNECTED": "S1: Sell",
    "DEVELOP": "S1: Develop",
    "SELL": "S1: Sell",
    "LOAN": "S1: Loan",
    "PASS": "S1: Build ('works mostly identical to classic Brass': Pass)",
    "SCOUT": "S1: On your turn",
    "INCOME": "S1: On your turn (income after both turns)",
    "SHORTFALL": "S1: On your turn (income; as classic Brass)",
    "FLIP_INCOME": "S1: Additional Concepts, VP income",
    "TURN_ORDER": "S1: On your turn (the player who spent less goes first)",
    "ERA_END": "S1: End of game",
    "GAME_OVER": "S1: End of game",
}


@register
class Duel(Edition):
    """Brass Duel: Isle of Wight for 2 players: prototype rules (fan summary), provisional components."""

    id = "duel"
    title = "Brass Duel: Isle of Wight"
    book = BOOK
    sections = SECTIONS
    data_file = "duel.json"
    player_counts = (2,)
    board_drawn = True  # board_svg draws its map from the data (roads, rails, ferries, the mainland ferry ends)
    notice = "Rules follow a fan summary of the prototype rules; the components are provisional stand-ins."
    first_era = "rail"  # one era for the whole game (S1 has none)
    era_names: ClassVar[dict[str, str]] = {}  # S1 names no eras: rounds read "Round 3", the end "the game"
    vp_during_play = "VP income (VP during play)"  # S1, Additional Concepts: VP income, paid every round
    extra_kinds = ("take", "choose", "invite", "bribe", "decline")
    cardless_kinds = ("take", "choose", "bribe", "decline")
    extra_fields: ClassVar[dict] = {"take": ("amount", "to"), "network": ("industry", "boat"), "choose": ("card",),
                                    "build": ("boat",), "sell": ("boat",),
                                    "invite": ("card", "target"), "bribe": ("to",), "decline": ()}
    extra_positional: ClassVar[dict] = {"take": ("amount",), "network": ("industry", "target"), "choose": (),
                                        "invite": ("target",), "bribe": (), "decline": ()}
    spends_out_of_turn = True
    asks_at_turn_end = True  # the bribe is counted as the briber's spending (S1, Invite)
    link_kinds = links.KINDS
    repeatable = ("coal", "iron", "boat")  # one source per cube (2-coal tiles), one per boat
    hands_public = True  # the column taken lies face up (S1, On your turn)
    own_network = True
    pending_kinds = ("network", "develop", "sell", "double")
    hand_card_flow = False  # the rows, not hands and rounds, decide the cards (checks.flow_problems)
    extra_build_rules = True
    seat_counts = ("boats", "vp_income")  # a preview shows their change too
    last_income_paid = True  # S1, End of game: income one last time (uncertain 'duel-a2-last-income')

    def __init__(self, data: dict | None = None):
        super().__init__(data)
        d = self.data
        checks.check_data(d)
        self.net = d["network"]
        self.tile_boats = {}
        self.sell_boats = {}
        self.vp_income = {}
        for ind, info in d["industries"].items():
            for lv in info["levels"]:
                key = (ind, lv["level"])
                self.tile_boats[key] = lv["boats"]
                self.sell_boats[key] = lv["sell_boats"]
                self.vp_income[key] = lv["vp_income"]
        self.port_ship_icon = bool(d["industries"]["port"].get("ship_icon_every_level"))
        self.persons = {p["id"]: p for p in d["persons"]["list"]}
        self.family = {ind: info["family"] for ind, info in d["industries"].items()}

    # -- the table: the card rows (S1, On your turn), each deck's size, the boats, VP income and persons ------------
    def table_facts(self):
        return {"rows": {"names": list(self.setup["table_rows"]), "columns": self.setup["row_cards"],
                         "edge": list(cards.edge_columns(self)), "fee": self.setup["edge_column_fee"],
                         "bribe": self.data["bribe"]["cost"]},  # S1, Invite (Bribery rule)
                "link_kinds": list(self.link_kinds),
                # the boats a tile costs to build (S1, Boats), shown with its other numbers
                "tile_extras": {ind: {str(lv): {"boats": n}} for (ind, lv), n in self.tile_boats.items() if n}}

    def table_view(self, st):
        waiting = st.get("waiting")  # each deck's size, never its order (S1, Setup)
        decks = {row: n if isinstance(n, int) else len(n) for row, n in st["decks"].items()}
        return {"rows": st["rows"], "decks": decks, "choosing": bool(st.get("choosing")),
                "waiting": waiting if isinstance(waiting, dict) else None}

    def seat_view(self, seat, shown):
        out = {"boats": seat["boats"], "vp_income": seat["vp_income"], "persons": seat["persons"]}
        if shown:  # the setup choice: the seat's own offered persons only (hidden from the other)
            out.update(offered=seat["offered"], chosen=seat["chosen"])
        return out

    def source_candidates(self, st, held, ports):
        """A Port of either player; boats from a Shipyard holding them or the player board (S1, Boats)."""
        return {"to": list(ports), "boat": held.get("boats", []) + ["board"]}

    def value_names(self):
        """The link kinds' names, the rows' and each column's, an edge column with its fee (S1, On your turn)."""
        out = super().value_names()
        edge, fee = cards.edge_columns(self), self.setup["edge_column_fee"]
        words = self.presentation["column_words"]
        out.setdefault("take", {})["amount"] = {
            str(c + 1): words["column"].format(n=c + 1) + (words["edge"].format(fee=fee) if c in edge and fee else "")
            for c in range(self.setup["row_cards"])}
        return out

    # -- setup and cards (S1, Setup; On your turn) ---------------------------------------------------------------
    def finish_setup(self, st, r):
        persons.deal(self, st, cards.finish_setup(self, st, r), r)

    def actions_per_turn(self, st):
        """S1, On your turn: 2 actions; the first round 1 (the exception)."""
        return self.setup["first_round_actions"] if st["round"] == 1 else self.setup["actions_per_turn"]

    def extra_problems(self, v, p, a):
        st = v.st
        if a.kind == "invite":
            return persons.invite_problems(self, v, p, a)
        if st["choosing"] != (a.kind == "choose"):
            if st["choosing"]:
                return [Reason(self.cite(persons.R_SETUP), "first each player chooses 3 of their 5 Notable Persons "
                                                           "(choose <person>)")]
            return [Reason(self.cite(persons.R_SETUP), "the Notable Persons are chosen at the start of the game")]
        if a.kind == "choose":
            return persons.choose_problems(self, v, p, a)
        if a.kind in ("bribe", "decline"):
            return [Reason(self.cite(persons.R_BRIBE), f"{a.kind} answers a Notable Person used for an action, at "
                                                       "the end of that turn")]
        return cards.take_problems(self, v, p, a)

    def extra_choices(self, v, p, hand_cards):
        st = v.st
        if hand_cards:
            return persons.invite_choices(self, v, p, hand_cards)
        if st["pending"] is not None:
            return []
        if st["choosing"]:
            return persons.choose_choices(self, v, p)
        return cards.take_choices(self, v, p)

    def apply_extra(self, st, v, p, a):
        if a.kind == "choose":
            persons.apply_choose(self, st, p, a)
        elif a.kind == "invite":
            persons.apply_invite(self, st, p, a)
        else:
            cards.apply_take(self, st, p, a)

    def log_event(self, a):
        """Setup 5-7: the persons chosen are shuffled in face down: the public log does not name them."""
        return ("face_down", {"what": "a Notable Person"}) if a.kind == "choose" else super().log_event(a)

    def discard(self, st, p, card):
        """A card used for an action is discarded; a Notable Person used so opens the Bribery rule (an Invite takes
        its card back: persons.apply_invite)."""
        super().discard(st, p, card)
        if card in self.persons and st["person_used"] is None:
            st["person_used"] = card

    def on_develop(self, st, p, industry):
        st["seats"][p]["developed"] += 1  # kept for the Notable Person who scores developed tiles (S1, Develop)

    def turn_end_question(self, st, p):
        return persons.turn_end_question(self, st, p)

    def answer_problems(self, v, p, a):
        return persons.answer_problems(self, v, p, a)

    def answer_choices(self, v, p):
        return persons.answer_choices(self, v, p)

    def apply_answer(self, st, v, p, a):
        persons.apply_answer(self, st, v, p, a)

    def end_turn_cards(self, st, p):
        cards.end_turn_cards(self, st, p)

    def era_ends(self, st):
        """S1, End of game: when 2 cards remain on the table (after the round's income)."""
        return cards.cards_on_table(st) <= self.setup["end_cards_on_table"]

    def rounds_left(self, obs, whole_game=True):
        return cards.rounds_left(self, obs)  # one era: the game's rounds and the era's are the same

    def flip_vp_income(self, industry, level):
        return self.vp_income[(industry, level)]

    def check_to(self, ref):
        return selling.check_to(self, ref)

    # -- build, boats, links, selling ------------------------------------------------------------------------------
    def build_problems(self, v, p, a, spec, explain=True):
        if a.card == "double" and all(c in self.persons for c in v.st["seats"][p]["hand"]):
            # S1, Build: a Location or an Industry card builds; the second card discarded may be any
            return [Reason(self.cite("S1: Build"), "a build needs a location or industry card, and both your cards "
                                                   "are Notable Persons")] if explain else [True]
        return boats.build_problems(self, v, p, a, spec, explain)

    def build_choices(self, v, p, builds):
        """Each listed build once for every way of spending its boats (S1, Boats), under Duel's build rules."""
        taken = v.st["seats"][p]["taken"]
        out = []
        for a in builds:
            spec = self.tiles[a.industry][taken[a.industry]]
            out += [b for b in boats.build_boat_choices(self, v, p, a, spec) if not self.build_problems(v, p, b, spec,
                                                                                                         False)]
        return out

    def market_coal_reachable(self, v, p, locs):
        """S1, Coal: the external market is open this turn, or a boat could be spent to reach it from ``locs``."""
        return v.st["coal_open"] or bool(boats.boat_plans(self, v, p, locs, 1))

    def on_build(self, st, v, p, a, spec):
        return boats.on_build(self, st, v, p, a, spec)

    def network_problems(self, v, p, a):
        return links.network_problems(self, v, p, a)

    def network_choices(self, v, p, card):
        return links.network_choices(self, v, p, card)

    def apply_network(self, st, v, p, a, first):
        return links.apply_network(self, st, v, p, a, first)

    def sell_problems(self, v, p, a):
        return selling.sell_problems(self, v, p, a)

    def partial_values(self, v, p, kind, field, known):
        """The values of Duel's own decisions' fields (S1, On your turn; Setup 4-7; Invite; Bribery), and a sale's
        Port (S1, Sell)."""
        st = v.st
        if kind == "sell" and field == "to":
            return tiles_of_industry(v, "port")
        if kind == "take" and field == "amount":
            return [str(c + 1) for c in range(self.setup["row_cards"])]
        if kind == "take" and field == "to":
            return list(cards.ROWS) if cards._first_round(st) else [None]
        if kind == "choose" and field == "card":
            seat = st["seats"][p]
            return [c for c in seat["offered"] if c not in seat["chosen"]] if isinstance(seat["offered"], list) else []
        if kind == "invite" and field == "target":
            return persons._lodgings(v, p)
        if kind == "invite" and field == "card":
            return sorted({c for c in st["seats"][p]["hand"] if c in self.persons})
        return None

    def sell_choices(self, v, p, card):
        return selling.sell_choices(self, v, p, card)

    def apply_sale(self, st, v, p, a):
        return selling.apply_sale(self, st, v, p, a)

    def sale_places(self, st):
        """S1, Sell: Breweries and Fisheries sell through a Port of either player."""
        return {loc for loc, spaces in st["board"].items() if any(t is not None and t["industry"] == "port"
                                                                  for t in spaces)}

    def sale_markets(self, st, industry):
        return self.sale_places(st) if industry in selling.GOODS else set()

    # -- income and flips (S1, Additional Concepts: VP income) ---------------------------------------------------------
    def on_flip(self, st, tile):
        st["seats"][tile["owner"]]["vp_income"] += self.vp_income[(tile["industry"], tile["level"])]

    def after_round_income(self, st):
        """S1, On your turn: after both turns, VP by VP income (never lost)."""
        for seat in st["seats"]:
            seat["vp"] += seat["vp_income"]

    # -- the end (S1, End of game) -------------------------------------------------------------------------------------
    def before_era_scoring(self, st):
        """S1, End of game, steps 1-2: "Flip all Lodgings. Do not adjust incomes." (their link icons then count),
        then the Notable Persons score; unflipped tiles leave (step 3: the core scores only flipped tiles and their
        icons)."""
        for loc in self.location_ids:
            for t in st["board"][loc]:
                if t is not None and self.flips_at_game_end(t["industry"]):
                    t["flipped"] = True
        scored = [self.end_bonus_vp(st, p) for p in range(len(st["seats"]))]
        for seat, vp in zip(st["seats"], scored):
            seat["vp"] += vp
        return {"persons": scored}

    def flips_at_game_end(self, industry):
        """S1, End of game 1: "Flip all Lodgings." (no income for it)."""
        return industry == "lodging"

    def end_bonus_vp(self, st, seat):
        """S1, End of game 2: each Notable Person of ``seat`` scores its end-game condition (persons.person_vp)."""
        return sum(persons.person_vp(self, st, seat, who) for who in st["seats"][seat]["persons"])

    def link_score(self, st, line_id, icons):
        return links.link_score(self, st, line_id, icons)

    def final_scoring(self, st, breakdown):
        st["link_kinds"] = {}  # the links left the board with their scores

    def tie_breaks(self, st, s):
        """S1, End of game: ties by VP, then money, then next round's first player."""
        return (st["seats"][s]["money"], -st["order"].index(s))

    # -- hidden information, positions ---------------------------------------------------------------------------------
    def observe_extras(self, st, seat):
        """Hidden (S1, Setup 4-7): the order of the two decks (how many Notable Persons each holds can be counted),
        the persons dealt to the opponent and chosen by them, the box."""
        st["deck_persons"] = {row: sum(c in self.persons for c in cards_) for row, cards_ in st["decks"].items()}
        st["decks"] = {row: len(cards_) for row, cards_ in st["decks"].items()}
        st["box"] = len(st["box"])
        for s, info in enumerate(st["seats"]):
            if s != seat:
                info["offered"] = len(info["offered"])
                info["chosen"] = len(info["chosen"])

    def determinize_extras(self, st, obs, r):
        checks.deal_decks(self, st, obs, r)

    def cards_elsewhere(self, st):
        out = [c for row in cards.ROWS for c in st["rows"][row] + st["decks"][row] if c is not None]
        for seat in st["seats"]:
            out += seat["offered"] + seat["persons"]  # the chosen are among the offered until the decks are made
        return out + st["box"]

    def eras_played(self, variants):
        return ("rail",)  # one era: Duel has none

    def turn_started(self, st):
        """The turn starts with taking a column, which may cost £2 (S1, On your turn)."""
        return bool(st["seats"][st["order"][st["turn"]]]["hand"]) or st["pending"] is not None \
            or st["actions_left"] != self.actions_per_turn(st)

    def vp_only_at_era_end(self):
        return False  # VP income is scored after every round (S1, On your turn; Additional Concepts)

    def extra_invariants(self, st):
        return checks.invariants(self, st)

    def extra_flow_problems(self, st):
        return checks.flow_problems(self, st)

    def card_name(self, face):
        if face in self.persons:
            return self.persons[face]["name"]
        if face in self.locations:
            return self.names[face]
        return face.replace("_", " ").title()

