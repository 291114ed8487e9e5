"""The parts an edition is made of, each with the behaviour every edition shares as its default.

Design (issue 20, item 5). An edition is its data file plus a few cohesive parts; the core asks a part,
never a loose hook: ``ed.selling.problems(v, p, a)``, ``ed.eras.ends(st)``, ``ed.cards.refill(st, p)``. The
base ``Edition`` builds one instance of each part from its ``parts`` table (part name -> class); an edition
names only the parts that differ, usually a subclass of the default here that overrides a method or two.

    part         attribute        what it answers
    Eras         ed.eras          the eras as data (ids, names), rounds, actions per turn, when an era or the game
                                  ends, whether income follows the last round (Duel: one era, stored as "rail")
    CardFlow     ed.cards         the deck for a setup, cards under the deck tile, dealing, discarding, the
                                  end-of-turn refill, cards held outside deck/hands/discards (Duel: the rows)
    Selling      ed.selling       a sale: its problems, choices and effect, where goods sell, the words of a
                                  destination, the destinations a partial decision may name
    Network      ed.network       a link: problems, choices, effect (default: the core's canals and rails, with
                                  an edition's extra needs of a link), what a link scores, a card's reach
    ExtraActions ed.extras        the edition's own decision kinds (Scout; Duel's take, choose, invite) and a
                                  question another seat answers at a turn's end (Duel's bribe)
    Building     ed.building      further build rules (Duel's boats); None: the core's rules are all
    Hidden       ed.hidden        what observation() hides of the edition's components, dealing them back,
                                  the face-down draws a preview weighs, whether hands are public
    Scoring      ed.scoring       VP during play (flip VP income), what an era's end scores first, the final
                                  scoring, tie-breaks
    Components   ed.components    the edition's own table components: setup, the clean-up between eras, checks
    Table        ed.table         what the board shows beside the map (public facts only)

Signatures: a rule question is ``(v, p, a)`` (``v`` a board.View, ``p`` the seat, ``a`` the decision) and
returns Reasons; a listing is ``(v, p, card)`` and returns decisions; an effect is ``(st, v, p, a)`` and
changes ``st`` in place; a fact of a position is ``(st, ...)``. A part reads its edition as ``self.ed``.

A part's presence replaces a behaviour flag: ``ed.building`` is None unless an edition has further build
rules; Duel's ``Network`` part has the methods that answer its links, which the default leaves out (None), so the
core's canals and rails answer (no ``own_network`` flag); an edition's extra kinds are its ``ExtraActions.kinds``;
a turn-end question is asked only where ``ExtraActions.turn_end_question`` exists (no ``asks_at_turn_end``).
This module imports no module that imports it (the core imports it through ``edition``; it reads only the log's
``events``): a default that is the core's own rule is left out (None) or answers None, as ``ExtraActions.values``
does for the shared rules' values.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from .actions import Action
    from .board import View
    from .edition import Edition, TileSpec

NOWHERE: frozenset[str] = frozenset()  # no location (card_reach's answer without a variant's rule: one object)


class Part:
    """One part of an edition: it reads the edition's data and its other parts through ``self.ed`` (an
    ``edition.Edition``; imported for the type checker only, so that no import circle joins the two modules)."""

    def __init__(self, ed: Edition):
        self.ed = ed


class Eras(Part):
    """Player Turns; End of Era; Winning the Game: the eras a game plays, as data, and what ends each."""

    ids: ClassVar[tuple[str, ...]] = ("canal", "rail")  # the eras in order, as a saved game stores them
    # what players call each era, for charts, the log and the board (Duel: none, the game is one era)
    names: ClassVar[dict[str, str]] = {"canal": "Canal", "rail": "Rail"}
    income_after_last_round: ClassVar[bool] = False  # income is paid after the game's last round too (Duel)

    def __init__(self, ed: Edition):
        super().__init__(ed)
        self.first: str = self.ids[0]  # the era a game starts in (an instance attribute: read at every turn)
        # (players, *variants) -> the last round before the hands alone are played (hand_only: asked at every
        # listing of an edition whose loans stop late; its answer depends on nothing else)
        self._hand_from: dict[tuple[Any, ...], int] = {}

    def next(self, era: str) -> str:
        """The era after ``era``."""
        return self.ids[self.ids.index(era) + 1]

    def last(self, variants: Sequence[str]) -> str:
        """The era whose end ends the game."""
        return self.ids[-1]

    def played(self, variants: Sequence[str]) -> tuple[str, ...]:
        """The eras a game plays, in order (Lancashire's Introductory Game: the Canal Era only)."""
        return self.ids[:self.ids.index(self.last(variants)) + 1]

    def name(self, era: str) -> str | None:
        """The era as players call it ("Canal", "Rail"); None in an edition without eras (Duel)."""
        return self.names.get(era)

    def round_label(self, era: str, rnd: int) -> str:
        """A round as charts name it: "Canal 3", "Rail 3"; "Round 3" in an edition without eras (Duel)."""
        name = self.name(era)
        return f"{name} {rnd}" if name else f"Round {rnd}"

    def rounds(self, players: int, variants: Sequence[str]) -> int:
        """Player Turns: the rounds of an era for this player count."""
        rounds: int = self.ed.setup["rounds_per_era"][str(players)]
        return rounds

    def rounds_left(self, obs: dict[str, Any], whole_game: bool = True) -> int:
        """For bots' evaluations: the rounds still to play after the current one, in the game (or, with
        ``whole_game=False``, in the era), from an observation. Player Turns: each era has a fixed number of
        rounds; the Canal Era is followed by the Rail Era (not in the introductory game)."""
        per_era = self.rounds(obs["players"], obs["variants"])
        left: int = per_era - obs["round"]
        if whole_game:
            eras = self.played(obs["variants"])
            left += per_era * (len(eras) - 1 - eras.index(obs["era"]))
        return max(left, 0)

    def income_phase_remains(self, obs: dict[str, Any]) -> bool:
        """Whether an Income Phase is still to come before the game ends, from an observation: each round ends with
        one (Lancashire rulebook, End of a Round, 2 Take Income; Birmingham how-to-play guide, Take Income), except
        the game's final round ("Income is not collected at the end of the final round of the game"), unless the
        edition pays income after it too (``income_after_last_round``)."""
        if self.income_after_last_round:
            return True
        final = obs["era"] == self.last(obs["variants"]) and self.rounds_left(obs, whole_game=False) == 0
        return not final

    def actions_per_turn(self, st: dict[str, Any]) -> int:
        """Player Turns: 2 actions, 1 in the first round of the Canal Era."""
        if st["era"] == self.first and st["round"] == 1:
            first: int = self.ed.setup["first_round_actions"]
            return first
        usual: int = self.ed.setup["actions_per_turn"]
        return usual

    def turn_started(self, st: dict[str, Any]) -> bool:
        """Whether the current player has acted this turn (so may have spent money): an action is used or under
        way."""
        return st["pending"] is not None or st["actions_left"] != self.actions_per_turn(st)

    def ends(self, st: dict[str, Any]) -> bool:
        """Whether the round just played ends the era: the hands are empty (End of Era: each era ends when all
        players use the final cards in their Hands), which the standard deck makes the era's last round; a house
        rule that shortens the era (era_rounds) ends it after its last round, cards still in hand."""
        for seat in st["seats"]:  # a loop, not all() over a generator: asked at every round's end, twice
            if seat["hand"]:
                last: bool = st["round"] >= self.rounds(st["players"], st["variants"])
                return last
        return True

    def hand_only(self, st: dict[str, Any]) -> bool:
        """Whether the round under way is one of the era's last rounds, played from the hands once the draw deck is
        gone (Loan Action: no loans in the final 4 rounds of the Rail Era, where an edition says so): the deck is
        empty, or no more rounds are left than a full hand lasts (a house rule's shorter era reaches its last
        rounds with cards to draw)."""
        if not st["deck"]:
            return True
        key = (st["players"], *st["variants"])
        last = self._hand_from.get(key)
        if last is None:
            last = self._hand_from[key] = self.rounds(st["players"], st["variants"]) - self.hand_rounds()
        later: bool = st["round"] > last
        return later

    def hand_rounds(self) -> int:
        """The rounds a full hand lasts once the draw deck is gone (8 cards, 2 a turn: the era's last 4)."""
        size: int = self.ed.setup["hand_size"]
        per_turn: int = self.ed.setup["actions_per_turn"]
        return size // per_turn

    def game_ends_after(self, st: dict[str, Any]) -> bool:
        """Whether the era just scored ends the game."""
        era: str = st["era"]
        return era == self.last(st["variants"])


class CardFlow(Part):
    """Board Setup; Player Turns: the deck, the hands, discarding and refilling."""

    counted_by_rounds: ClassVar[bool] = True  # position checks count hands and deck by fixed rounds (not Duel's)

    def deck_counts(self, players: int, variants: Sequence[str]) -> dict[str, int]:
        """Board Setup: the cards showing this player count."""
        return self.ed.decks[str(players)]

    def under_tile(self, players: int, variants: Sequence[str], era: str) -> int:
        """Cards kept under a deck tile, not drawn during the era (none without a deck tile)."""
        under = self.ed.setup.get("cards_under_deck_tile")
        return under[era] * players if under else 0

    def rail_removed(self, players: int, variants: Sequence[str]) -> int:
        """Cards left out of the Rail Era's reshuffled deck (none in a standard setup)."""
        return 0

    def face_down(self, era: str) -> int:
        """Cards each player puts face down to start the discard pile at the start of an era."""
        return 0

    def deal(self, seats: list[Any], deck: list[Any], players: int) -> None:
        """Cards dealt after the hands (e.g. face-down discards)."""

    def discard(self, st: dict[str, Any], p: int, card: str) -> None:
        """A card played for an action goes face up on your discard pile."""
        seat = st["seats"][p]
        seat["hand"].remove(card)
        seat["discard"].append(card)

    def refill(self, st: dict[str, Any], p: int) -> None:
        """The end of a turn: refill your hand back up to 8 cards from the draw deck."""
        hand = st["seats"][p]["hand"]
        # during the Canal Era the cards under the deck tile are not part of the draw deck
        usable = len(st["deck"]) - (st["under"] if st["era"] == "canal" else 0)
        for _ in range(max(min(self.ed.setup["hand_size"] - len(hand), usable), 0)):
            hand.append(st["deck"].pop())
        hand.sort()

    def elsewhere(self, st: dict[str, Any]) -> list[str]:
        """Deck cards held outside the deck, hands and discard piles (Duel: the card rows and their decks)."""
        return []


class Selling(Part):
    """Sell Action: every edition writes its own (ports and the Distant Cotton Market; merchants; Duel's Ports)."""

    def problems(self, v: View, p: int, a: Action) -> list[Any]:
        raise NotImplementedError(f"{self.ed.title}: selling is not written yet")

    def choices(self, v: View, p: int, card: str | None) -> list[Any]:
        return []

    def apply(self, st: dict[str, Any], v: View, p: int, a: Action) -> tuple[bool, Action]:
        """Carry out one legal sale (logging it); returns (whether the action may go on, the decision as
        recorded)."""
        raise NotImplementedError(f"{self.ed.title}: selling is not written yet")

    def check_to(self, ref: str) -> str:
        """The text of a sale's destination, checked as words (ActionSyntaxError if wrong)."""
        raise NotImplementedError

    def destinations(self, v: View) -> list[Any]:
        """Every destination a sale could name now (for ``Game.why_not_any``)."""
        return []

    def places(self, st: dict[str, Any]) -> set[str] | None:
        """Where goods sell, when that is not a market trade icon (Duel: the Ports on the board); None: the
        trade icons (``Game.trade_connected_locations``)."""
        return None

    def markets(self, st: dict[str, Any], industry: str) -> set[str]:
        """Where a tile of ``industry`` may sell (for bots' evaluations): locations of the markets buying it."""
        return set()

    def trade_icons_open(self, st: dict[str, Any]) -> bool:
        """Whether the markets beyond the trade icons still buy now (``st`` a state or an observation; for bots'
        evaluations): always, unless the edition closes them (Lancashire: the Distant Cotton Market)."""
        return True

    def candidates(self, st: dict[str, Any], held: dict[str, Any], ports: list[Any]) -> dict[str, Any]:
        """A sale's destinations and the edition's further sources a step may show, legal now or not: ``held``
        {resource: [tile refs holding it]}, ``ports`` the unflipped tiles that show a trade icon."""
        return {"to": list(ports)}


class Network(Part):
    """Network Action. The core's canals and rails (legality.link_problems, link_choices; effects.place_link;
    invariants.problems) answer a link's problems, choices and effect with the edition's further needs of a link
    below. An edition with links of its own (Duel) defines the four methods the default leaves out (None here):
    ``problems(v, p, a)``, ``choices(v, p, card)``, ``apply(st, v, p, a, first)`` returning (the decision as
    recorded, how many more links the action may place), and ``invariants(st)``; their presence replaces the
    core's canals and rails."""

    problems: Callable[[View, int, Action], list[Any]] | None = None
    choices: Callable[[View, int, str | None], list[Action]] | None = None
    apply: Callable[[dict[str, Any], View, int, Action, bool], tuple[Action, int]] | None = None
    invariants: Callable[[dict[str, Any]], list[str]] | None = None

    def extra_problems(self, v: View, p: int, a: Action, first: bool) -> list[Any]:
        """What a canal or rail link needs beyond its cost and coal (Birmingham: beer for the second rail)."""
        return []

    def extra_choices(self, v: View, p: int, choices: list[Any], first: bool) -> list[Any]:
        """The rail links listed, given those the core found (each with its coal)."""
        return choices

    def pay_extra(self, st: dict[str, Any], v: View, p: int, a: Action, first: bool) -> Action:
        """Consume what ``extra_problems`` asked for; returns the decision as recorded."""
        return a

    def score(self, st: dict[str, Any], line_id: str, icons: int) -> int:
        """End of Era: a link scores the link icons at its ends."""
        return icons

    def card_reach(self, v: View, p: int) -> frozenset[str]:
        """Locations outside your network where an industry card may build all the same (a variant's rule)."""
        return NOWHERE


class ExtraActions(Part):
    """The edition's own decision kinds, and a question another seat answers at a turn's end."""

    kinds: tuple[str, ...] = ()  # decision kinds beyond the shared ones (Birmingham: scout)
    cardless: tuple[str, ...] = ()  # of those, the kinds that use no card and no action (Duel: take)
    spends_out_of_turn: ClassVar[bool] = False  # a seat may spend before its turn (Duel: the bribe)

    def __init__(self, ed: Edition):
        super().__init__(ed)
        # read at every decision: on the instance (CPython reads it faster than a class attribute)
        self.kinds = type(self).kinds
        self.cardless = type(self).cardless

    def problems(self, v: View, p: int, a: Action) -> list[Any]:
        """why_not for an edition's extra kinds."""
        return []

    def choices(self, v: View, p: int, cards: list[Any]) -> list[Any]:
        """legal_actions for an edition's extra kinds (``cards``: the distinct cards in hand)."""
        return []

    def apply(self, st: dict[str, Any], v: View, p: int, a: Action) -> Action | None:
        raise NotImplementedError

    def after_discards(self, st: dict[str, Any], p: int, kind: str) -> None:
        """After the last discard of an extra action that discards several cards (Birmingham: Scout)."""

    def values(self, v: View, p: int, kind: str, field: str, known: dict[str, Any]) -> list[Any] | None:
        """The values the rules could put in ``field`` of a partial decision of this ``kind`` (``known``: the
        fields chosen so far), for ``Game.why_not_any``; None: the shared rules' values (``partial.core_values``)."""
        return None

    def log_event(self, a: Action) -> tuple[str, dict[str, Any]]:
        """The log's event (kind, data) for an edition's cardless decision (public: every seat sees the log; Duel
        records a face-down choice by its public description)."""
        from .events import decision_data
        return a.kind, decision_data(a)

    # turn_end_question(st, p) -> bool, where an edition asks one: at the end of p's turn, before the cards,
    # whether another seat must answer first (then it sets ``st["waiting"] = {"player": seat, ...}``; Duel: the
    # bribe), answered through the three methods below. No edition asks by default: None.
    turn_end_question: Callable[[dict[str, Any], int], bool] | None = None

    def answer_problems(self, v: View, p: int, a: Action) -> list[Any]:
        raise NotImplementedError

    def answer_choices(self, v: View, p: int) -> list[Any]:
        raise NotImplementedError

    def apply_answer(self, st: dict[str, Any], v: View, p: int, a: Action) -> None:
        raise NotImplementedError


class Building(Part):
    """Further build rules an edition adds to the core's (no default: ``ed.building`` is None without them)."""

    # the further resource a build may spend, as bots' evaluations name its term (Duel: "boats"); None: none
    supply: ClassVar[str | None] = None

    def supply_held(self, st: dict[str, Any], seat: int) -> int:
        """For bots' evaluations: how much of ``supply`` ``seat`` can spend wherever it needs it (``st`` a state or
        an observation)."""
        return 0

    def problems(self, v: View, p: int, a: Action, spec: TileSpec, explain: bool = True) -> Sequence[Any]:
        return []

    def choices(self, v: View, p: int, builds: list[Any]) -> list[Any]:
        """The listed builds under the further rules: those ``problems`` allows, each with any further choice it
        names (Duel: which boats are spent)."""
        taken = v.st["seats"][p]["taken"]
        return [a for a in builds if not self.problems(v, p, a, self.ed.tiles[a.industry][taken[a.industry]], False)]

    def apply(self, st: dict[str, Any], v: View, p: int, a: Action, spec: TileSpec) -> Action | None:
        """What a build consumes beyond money, coal and iron, before its tile is placed; may return the decision
        with the sources it filled in (None: unchanged)."""

    def market_coal_reachable(self, v: View, p: int, locs: tuple[str, ...]) -> bool:
        """Whether player p could buy coal at the market for ``locs`` now, once the market is the source."""
        return True

    def developed(self, st: dict[str, Any], p: int, industry: str) -> None:
        """After a tile is developed away (Duel: counted for a Notable Person)."""


class Hidden(Part):
    """Hidden information: the edition's face-down components (observation(seat) and positions dealt from one)."""

    hands_public: ClassVar[bool] = False  # every seat sees every hand (Duel: the column taken lies face up)

    def observe(self, st: dict[str, Any], seat: int) -> None:
        """Hide this edition's face-down components from ``seat`` (in place)."""

    def determinize(self, st: dict[str, Any], obs: dict[str, Any], r: random.Random) -> None:
        """Deal this edition's hidden components back from an observation (in place)."""

    def draws(self, st: dict[str, Any], a: Action) -> list[Any] | None:
        """[(probability, value)] for a decision that turns over a face-down component; None otherwise."""
        return None

    def force(self, st: dict[str, Any], value: Any) -> None:
        """Put the face-down component ``value`` on top, so the next draw turns it over."""


class Scoring(Part):
    """VP: during play, at an era's end, at the game's end, and the tie-breaks."""

    def on_flip(self, st: dict[str, Any], tile: dict[str, Any]) -> None:
        """What a tile's flip gives beyond money income (Duel: VP income)."""

    def flip_vp_income(self, industry: str, level: int) -> int:
        """For bots' evaluations: the VP income a tile adds when it flips (Duel); none elsewhere."""
        return 0

    def after_round(self, st: dict[str, Any]) -> None:
        """What a round's end pays beyond money income (Duel: VP income)."""

    def only_at_era_end(self) -> bool:
        """Whether VP is scored only when an era ends (so none before the first era is scored)."""
        return True

    def before_era(self, st: dict[str, Any]) -> dict[str, Any]:
        """End of Era: the edition's steps before links and tiles score (Duel: Lodgings flip, Notable Persons
        score); returns further entries of the era's score (VP per player, already added to the seats)."""
        return {}

    def flips_at_game_end(self, industry: str) -> bool:
        """Whether the game's end flips this industry's unflipped tiles before links and tiles score (Duel:
        Lodgings); none elsewhere. ``before_era`` flips them; bots' evaluations read it."""
        return False

    def end_bonus_vp(self, st: dict[str, Any], seat: int) -> int:
        """VP the game's end gives ``seat`` before links and tiles score, from the position ``st`` (a state or
        an observation) as it stands (Duel: its Notable Persons); none elsewhere."""
        return 0

    def money_per_vp(self) -> int:
        """Money that scores 1 VP at the game's end (Brass: Lancashire, End of Rail Era step 3: £10), 0 where
        money scores nothing (Birmingham, Duel, or the money_per_vp house rule at 0). ``final`` writes a
        "money" entry exactly when this is not 0; the saved-game checks and the bots read it too."""
        return self.ed.setup.get("money_per_vp_at_end") or 0

    def final(self, st: dict[str, Any], breakdown: dict[str, Any]) -> None:
        """Scoring after the last era's links and tiles (Lancashire: money into VP)."""
        per_vp = self.money_per_vp()
        if per_vp:
            cash = [seat["money"] // per_vp for seat in st["seats"]]
            for seat, vp in zip(st["seats"], cash):
                seat["vp"] += vp
            breakdown["money"] = cash

    def tie_breaks(self, st: dict[str, Any], s: int) -> tuple[Any, ...]:
        """Winning the Game: after VP, the higher income level, then more money (larger is better)."""
        seat = st["seats"][s]
        return (self.ed.level_of(seat["income"]), seat["money"])


class Components(Part):
    """The edition's own table components (Lancashire's Distant Cotton Market, Birmingham's merchants, Duel's
    rows and persons): setup, the clean-up between eras, and what a position must satisfy."""

    def check_setup(self, players: int, variants: Sequence[str]) -> None:
        """Refuse a setup this edition cannot play (ValueError)."""

    def setup(self, players: int, variants: Sequence[str], r: random.Random) -> dict[str, Any]:
        """State fields of this edition's own components, drawn after the deck is shuffled."""
        return {}

    def finish_setup(self, st: dict[str, Any], r: random.Random) -> None:
        """The last setup steps on the new state (in place), e.g. Duel's card rows and decks."""

    def between_eras(self, st: dict[str, Any], r: random.Random) -> None:
        """End of the first era: clean-up of this edition's own components (before the reshuffle)."""

    def invariants(self, st: dict[str, Any]) -> list[str]:
        return []

    def flow_problems(self, st: dict[str, Any]) -> list[str]:
        return []


class Table(Part):
    """What the board shows beside the map: plain JSON keyed by the edition's own names for its components (a
    card row, a pile, a track), so the view model forwards them and names none; only public facts go in."""

    seat_counts: ClassVar[tuple[str, ...]] = ()  # further counts on a seat a preview shows the change of (Duel)

    def facts(self) -> dict[str, Any]:
        """Static facts of the edition's own table components (sent once with the board's topology)."""
        return {}

    def view(self, st: dict[str, Any]) -> dict[str, Any]:
        """The public state of the edition's own table components now (``st`` a state or an observation)."""
        return {}

    def seat(self, seat: dict[str, Any], shown: bool) -> dict[str, Any]:
        """A seat's further public counts and pieces; ``shown``: the viewer may see that seat's hand too."""
        return {}

    def barrel_places(self, st: dict[str, Any]) -> list[str]:
        """Locations holding beer off the tiles (merchant barrels), for where beer can come from."""
        return []

    def value_names(self) -> dict[str, Any]:
        """What the board calls a step's values, {kind: {field: {value: words}}}: the presentation's, with the names
        of the kinds of link a network decision picks."""
        words = self.ed.presentation
        out = {k: {f: dict(v) for f, v in fields.items()} for k, fields in words.get("value_names", {}).items()}
        if words["link_names"]:
            out.setdefault("network", {}).setdefault("industry", {}).update(words["link_names"])
        return out


# the core's parts; an edition's ``parts`` table replaces some of them (a None: the edition has no such part)
DEFAULT_PARTS: dict[str, type[Part] | None] = {
    "eras": Eras, "cards": CardFlow, "selling": Selling, "network": Network, "extras": ExtraActions,
    "building": None, "hidden": Hidden, "scoring": Scoring, "components": Components, "table": Table,
}
