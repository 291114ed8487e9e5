"""The public game object: the one API that tests, notebooks, bots and the widget all use."""

from __future__ import annotations

import json
from collections.abc import Iterable
from itertools import repeat
from operator import is_
from typing import Any, TypeGuard

from .actions import Action, ActionSyntaxError, check_action, parse_action
from .board import View, market_quote, tile_at
from .copies import APPEND_ONLY, _copy, _copy_sharing_records  # noqa: F401 (APPEND_ONLY: read from here too)
from .edition import DEFAULT_EDITION, Edition, describe_editions, edition_named, load_edition
from .effects import apply_decision
from .events import render
from .flow import vp_if_era_ended
from .hidden import determinize, observe, observe_shared, shows_the_unseen, unseen_piles
from .house_rules import describe as describe_knobs
from .house_rules import house_rules_text, ruled_edition
from .legality import current_player, legal_actions, why_not
from .limits import MAX_PLAY_TEXT, shown
from .rules import IllegalAction, Reason
from .setup import fresh_seed, new_state, seed_problem

FORMAT = "brass_widget.game/2"  # 2: each log entry is an event (kind, data) beside its text


class Game:
    """A game of Brass. Create one with ``Game.new``; load one with ``Game.from_json``."""

    def __init__(self, edition: Edition, start: dict[str, Any], *, custom_start: bool = False):
        self._ed = edition
        self._start = start  # never mutated; undo replays from it
        self._custom_start = custom_start
        self._state = _copy_sharing_records(start)  # the start's log and scores entries never change
        self._history: list[Action] = []
        self._view: View | None = None  # the current position's View; dropped at every change
        self._last: View | None = None  # the latest View made, whose board-only answers a new one may share

    # -- creating ------------------------------------------------------------------------------
    @classmethod
    def new(cls, edition: str = DEFAULT_EDITION, players: int = 4, seed: int | None = 0,
            variant: str | Iterable[str] | None = None, rules: dict[str, Any] | None = None) -> Game:
        """A new game. ``variant``: "classic-virtual-link", "introductory", "classic-deck" (or a list).
        ``seed``: 0 to 2**64 - 1 deals the same game every time; None deals a fresh one from 64 random bits.
        ``rules``: house rules, ``{knob: value}`` (``Game.rule_knobs(edition)`` lists the knobs); a knob at its
        standard value changes nothing. A bad one raises HouseRulesError (a ValueError) naming it."""
        seed = fresh_seed() if seed is None else seed
        problem = seed_problem(seed)
        if problem:
            raise ValueError(problem)
        variants = (variant,) if isinstance(variant, str) else tuple(variant or ())
        ed = ruled_edition(load_edition(edition_named(edition)), rules)  # "Birmingham", "Brass Duel" too
        state = new_state(ed, players, seed, variants)  # checks the setup, variants included
        return cls(ed.for_variants(state["variants"]), state)

    @staticmethod
    def editions() -> list[dict[str, Any]]:
        """The editions this version plays: name, title, player counts, variants and rulebook."""
        return describe_editions()

    @staticmethod
    def rule_knobs(edition: str = "lancashire") -> list[dict[str, Any]]:
        """The house rules an edition's games may change: each knob's ``name``, ``default`` (from the edition's
        data file), ``type`` ("int" or "ints"), ``min`` / ``max`` (of each number), ``length`` (of a list),
        ``unit`` and ``meaning`` in plain words. ``Game.new(..., rules={name: value})`` plays with them."""
        return describe_knobs(load_edition(edition_named(edition)))

    @property
    def house_rules(self) -> dict[str, Any]:
        """The house rules this game plays with (the knobs that differ from the standard); {} for none."""
        rules: dict[str, Any] = json.loads(json.dumps(self._ed.house_rules))
        return rules

    # -- reading ------------------------------------------------------------------------------
    @property
    def edition(self) -> Edition:
        return self._ed

    @property
    def players(self) -> int:
        n: int = self._state["players"]
        return n

    @property
    def current_player(self) -> int | None:
        return current_player(self._state)

    @property
    def is_over(self) -> bool:
        over: bool = self._state["over"]
        return over

    @property
    def era(self) -> str:
        era: str = self._state["era"]
        return era

    @property
    def round(self) -> int:
        rnd: int = self._state["round"]
        return rnd

    @property
    def history(self) -> list[str]:
        return [str(a) for a in self._history]

    @property
    def state(self) -> dict[str, Any]:
        """A copy of the whole state (plain JSON data). Changing it changes nothing."""
        return _copy(self._state)

    def _v(self) -> View:
        if self._view is None:
            last = self._last
            later = last.later if last is not None else None
            kept = False
            if later is not None and later.st is self._state:
                # the View the last decision's apply made of this very state after its last change
                self._view = self._last = later
            elif last is not None and (kept := last.kept_for(self._state)) and last.st is self._state:
                # this state's last View, and the decision since changed no tile and no link: the View goes on as
                # this position's, its board answers kept, what belongs to a position started again
                last.renew()
                self._view = last
            else:
                # after a decision that changed no tile or link of this state (and none changed since), the last
                # View's board answers are this state's: taken without writing both out to compare them
                self._view = self._last = View(self._ed, self._state, last, kept)
        return self._view

    def legal_actions(self) -> list[Action]:
        """Every legal decision for ``current_player``, in a deterministic order."""
        v = self._v()
        listed = v.legal
        if listed is not None:  # listed already for this very position (or for the one a clone copied)
            return list(listed)
        out = legal_actions(v)
        # remembered on this position's View (dropped with it whenever the state changes), as our own
        # copy: ``apply`` skips re-checking a decision that is one of these very objects (see _listed)
        v.legal = tuple(out)
        return out

    def _listed(self, action: object) -> TypeGuard[Action]:
        """Whether ``action`` is one of the very Action objects the last ``legal_actions()`` returned for
        this position: the state has not changed since (the list lives on the current View, which every
        change drops) and the object is identical (``is``, not ``==``), so it is legal as it stands.
        Hand-built, parsed or equal-but-other actions are checked in full."""
        v = self._view
        return v is not None and v.legal is not None and any(map(is_, v.legal, repeat(action)))

    def why_not(self, action: Action | str) -> list[Reason]:
        """[] if the decision is legal now, else every rule it breaks (rule and plain words)."""
        try:
            a = self._action(action)
        except ActionSyntaxError as e:
            return [Reason("action text", str(e))]
        return why_not(self._v(), a)

    def why_not_any(self, partial: dict[str, Any] | None = None, **fields: Any) -> list[Reason]:
        """Why no decision of this shape is legal now: the rules that every way to complete ``partial`` breaks
        (a dict, or keywords: ``kind`` and any of ``industry``, ``target``, ``card``, ``coal``, ``iron``,
        ``beer``, ``boat``, ``to``, ``amount``, ``bonus``), the governing rule first, each with its citation;
        [] when some completion is legal. A reason about one card or space is never given for a card or space
        the question leaves open (``g.why_not_any(kind="build", industry="brewery")``)."""
        from .partial import why_not_any
        return why_not_any(self._v(), {**(partial or {}), **fields})

    def public_text(self, action: Action | str) -> str:
        """A decision as every seat may know it: its canonical text, or, where the rules keep its content
        face down (Brass Duel's Notable Persons chosen at setup), the edition's public description of it,
        the words the log shows. Anything that leaves Python for a viewer names a decision by this."""
        return render(*self._ed.extras.log_event(self._action(action)))

    def _action(self, action: object) -> Action:
        return self.parse(action) if isinstance(action, str) else check_action(action, self._ed)

    def parse(self, text: str) -> Action:
        """The Action a decision's text names (checks its words, not the rules)."""
        return parse_action(text, self._ed)

    # -- changing -----------------------------------------------------------------------------
    def apply(self, action: Action | str) -> Action:
        """Apply one decision. Illegal: raises IllegalAction and the state stays exactly as it was.

        Returns the decision as recorded in the history (an unnamed space, or a coal or iron source
        that only one choice could fill, is filled in).
        """
        v = self._view
        if v is not None and v.legal is not None:
            # one of the last legal_actions() list's own objects, for this very position, is legal as it stands (as
            # _listed says); a plain loop costs about a quarter less than _listed's any(map(is_, ...)) for each
            # decision passed over
            for a in v.legal:
                if a is action:
                    break
            else:
                a, v = self._checked(action)
        else:
            a, v = self._checked(action)
        return self._carry_out(a, v)

    def _checked(self, action: Action | str) -> tuple[Action, View]:
        """A decision that is not one of the listed objects, checked in full: it and the position's View; illegal,
        IllegalAction."""
        a = self._action(action)
        v = self._v()
        reasons = why_not(v, a)
        if reasons:
            raise IllegalAction(reasons, a)
        return a, v

    def _apply_legal(self, a: Action) -> Action:
        """``apply`` for a decision known to be legal here (checked, or listed for this very position)."""
        return self._carry_out(a, self._v())

    def _carry_out(self, a: Action, v: View) -> Action:
        """A legal decision carried out from this position's View ``v``, recorded in the history."""
        try:
            done = apply_decision(self._ed, self._state, v, a)
        except Exception:
            self._rebuild(self._history)  # never leave a half-applied decision behind
            raise
        self._history.append(done)
        self._view = None
        return done

    def play(self, text: str) -> list[Action]:
        """Apply one decision, or several separated by ';', all or nothing."""
        if not isinstance(text, str):
            raise ActionSyntaxError(f"an action is text, not {type(text).__name__}")
        if len(text) > MAX_PLAY_TEXT:
            raise ActionSyntaxError(f"a line of decisions is at most {MAX_PLAY_TEXT} characters")
        parts = [p.strip() for p in text.split(";") if p.strip()]
        if not parts:
            raise ActionSyntaxError("nothing to play: the text is empty")
        actions = [self.parse(p) for p in parts]  # every part must read before any is applied
        mark = len(self._history)
        done = []
        try:
            for a in actions:
                done.append(self.apply(a))
        except Exception:
            if len(self._history) != mark:
                self._rebuild(self._history[:mark])
            raise
        return done

    def undo(self, n: int = 1) -> list[Action]:
        """Take back the last n decisions (replays the history from the start)."""
        if not isinstance(n, int) or isinstance(n, bool) or n < 0 or n > len(self._history):
            raise ValueError(f"can undo 0 to {len(self._history)} decisions, not {shown(n)}")
        if n == 0:
            return []
        undone = self._history[-n:]
        self._rebuild(self._history[:-n])
        return undone

    def _rebuild(self, history: list[Action]) -> None:
        self._state = _copy_sharing_records(self._start)
        self._history = []
        self._view = self._last = None
        for a in history:
            done = apply_decision(self._ed, self._state, View(self._ed, self._state), a)
            self._history.append(done)
            self._view = None

    def shown_since(self, n: int, seats: Iterable[int]) -> list[tuple[int, int]]:
        """Which of the last ``n`` decisions showed one of ``seats`` something it could not see before, as
        (index in ``history``, the seat that made it): a card drawn or played from a hidden hand, a face-down tile or
        card turned over (``hidden.shows_the_unseen``). Taken back and played again, such a decision shows the same
        again, so it tells the future: the board's undo against bots never crosses one."""
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= len(self._history):
            raise ValueError(f"can look back 0 to {len(self._history)} decisions, not {shown(n)}")
        seats = list(seats)
        for s in seats:
            self._check_seat(s)
        trial = self.clone()
        trial.undo(n)
        found = []
        before = [unseen_piles(self._ed, trial._state, s) for s in seats]
        for i, a in enumerate(self._history[len(self._history) - n:], start=len(self._history) - n):
            by = trial.current_player
            assert by is not None  # a decision in the history had a player to make it
            trial._apply_legal(a)
            after = [unseen_piles(self._ed, trial._state, s) for s in seats]  # the next decision's "before"
            if any(shows_the_unseen(b, c) for b, c in zip(before, after)):
                found.append((i, by))
            before = after
        return found

    def clone(self) -> Game:
        g = Game.__new__(Game)
        g._ed = self._ed
        g._start = self._start
        g._custom_start = self._custom_start
        g._state = _copy_sharing_records(self._state)  # the log's and scores' entries never change: shared
        g._history = list(self._history)
        v = self._view  # the View of this very position, if made: the copy's has the same board answers and listing
        g._view = v.of_copy(g._state) if v is not None and v._origin is None else None
        g._last = g._view or self._last  # View answers are about the board's content, which the clone shares
        return g

    def _written(self) -> None:
        """The state was written in place outside a decision, without touching a tile or a link (``queries``: a
        copy's turn kept open, a face-down tile chosen): the position's listing no longer holds, its board answers
        do."""
        v = self._view
        if v is not None:
            v.legal = v.player = v.continuations = None

    # -- views for players and bots -----------------------------------------------------------
    def _check_seat(self, seat: object) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise ValueError(f"seat must be 0 to {self.players - 1}")

    def observation(self, seat: int, log: bool = True) -> dict[str, Any]:
        """The state as ``seat`` sees it: other hands, the deck order and the Distant Cotton Market
        tiles to come are hidden (replaced by counts), and so is the seed. ``log=False`` leaves the log out
        (no ``"log"`` key): a bot that values positions never reads it, and it is most of a late position's data."""
        self._check_seat(seat)
        if not isinstance(log, bool):
            raise ValueError(f"log must be True or False (got {shown(log)})")
        st = self._state
        return observe(_copy(st) if log else _copy({k: v for k, v in st.items() if k != "log"}), seat, self._ed)

    def shared_observation(self, seat: int) -> dict[str, Any]:
        """``observation(seat, log=False)``'s values, sharing the state's inner lists and its board and links instead
        of copying them (``hidden.observe_shared``): read only, and only until the game changes. For a valuation
        that reads a position once (``bots/evaluation.projection``, the strong bot's every plan step)."""
        self._check_seat(seat)
        return observe_shared(self._state, seat, self._ed)

    def spent_observation(self, seat: int) -> dict[str, Any]:
        """``observation(seat)`` made from this game's own state, in place, without a copy: the game is spent,
        its state now that observation (another seat's hand is a count), so it must not be played or observed
        again. For a copy made only to be valued: GreedyBot values each outcome of each candidate so."""
        self._check_seat(seat)
        self._view = self._last = None  # its answers were about the state as it was
        return observe(self._state, seat, self._ed)

    def dealt_for(self, seat: int, seed: int = 0) -> Game:
        """This game as ``seat`` sees it, with everything hidden from that seat dealt again from ``seed``:
        ``Game.from_observation(self.observation(seat), seed)`` without re-checking a position this game
        made itself (bots call it at every decision). Bots and previews search it, so they cannot peek."""
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be an integer (got {seed!r})")
        self._check_seat(seat)
        obs = observe(_copy_sharing_records(self._state), seat, self._ed)  # observation(seat), sharing log entries
        return Game(self._ed, determinize(self._ed, obs, seed), custom_start=True)

    @classmethod
    def from_observation(cls, observation: dict[str, Any], seed: int = 0) -> Game:
        """A game that looks exactly like ``observation`` to its seat, with the hidden cards and tiles
        dealt at random from ``seed``. Bots search such games, so they cannot peek (see hidden.py).
        Raises SavedGameError for anything that is not an observation a game could give."""
        from .saved import SavedGameError, check_position
        if not isinstance(observation, dict) or not isinstance(observation.get("seat"), int):
            raise SavedGameError("an observation is the dict that Game.observation(seat) returns")
        if seed_problem(seed):
            raise SavedGameError(seed_problem(seed))
        try:
            ed = ruled_edition(load_edition(observation["edition"]), observation.get("rules"))
            state = determinize(ed, _copy(observation), seed)
        except SavedGameError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise SavedGameError(f"not an observation a game could give: {type(e).__name__} {e}") from None
        ed = check_position(state)
        return cls(ed, state, custom_start=True)

    def income_level(self, seat: int) -> int:
        return self._ed.level_of(self._state["seats"][seat]["income"])

    def markets(self) -> dict[str, Any]:
        """Each market as it stands: ``{"coal": {"cubes": 3, "buy": 2, "sell": 1}, "iron": ...}``: the cubes on
        its track, the price of the next cube bought (the price outside once it is empty) and what the next cube
        sold to it brings (None when full). The board and its picture draw these; none of them prices a cube."""
        ed = self._ed
        out = {}
        for kind, prices, empty in (("coal", ed.coal_prices, ed.coal_empty_price),
                                    ("iron", ed.iron_prices, ed.iron_empty_price)):
            cubes = self._state[f"{kind}_market"]
            buy, sell = market_quote(tuple(prices), cubes, empty)
            out[kind] = {"cubes": cubes, "buy": buy, "sell": sell}
        return out

    def vp_if_era_ended(self) -> list[int]:
        """Each seat's VP if the era ended now (Brass Duel: if the game ended now), scored by the rules' own End
        of Era steps on a copy: the edition's first steps (Duel: Lodgings flip, Notable Persons), links and
        flipped tiles, and the final scoring when that era ends the game (Lancashire: 1 VP per £10). Everything
        it reads is public. Once the game is over, the VP scored."""
        return vp_if_era_ended(self._ed, _copy_sharing_records(self._state))

    def final_scores(self) -> list[dict[str, Any]]:
        """Players ranked by VP, then income level, then money (Winning the Game). Equal on all
        three share a rank (a draw). Before the game is over this ranks the current standings."""
        rows = []
        st = self._state
        ed = self._ed
        for s, seat in enumerate(st["seats"]):
            rows.append({"player": s, "vp": seat["vp"], "income_level": self.income_level(s),
                         "money": seat["money"], "_ties": ed.scoring.tie_breaks(st, s)})
        rows.sort(key=lambda r: (-r["vp"], *(-x for x in r["_ties"]), r["player"]))
        rank = 0
        prev = None
        for i, r in enumerate(rows):
            key = (r["vp"], *r.pop("_ties"))
            if key != prev:
                rank = i + 1
                prev = key
            r["rank"] = rank
        return rows

    # -- saving and loading -------------------------------------------------------------------
    def to_json(self, indent: int | None = None) -> str:
        st = self._state
        doc = {
            "format": FORMAT,
            "edition": st["edition"],
            "players": st["players"],
            "seed": st["seed"],
            "variants": st["variants"],
            "start": self._start if self._custom_start else None,
            "history": self.history,
            "state": st,
        }
        return json.dumps(doc, indent=indent, sort_keys=True)

    @classmethod
    def from_state(cls, state: dict[str, Any]) -> Game:
        """Start a game from a position (a state dict, e.g. a scenario or an edited ``g.state``).

        The position is checked against the schema, the invariants and the turn, round and era
        flow, and must be over or have a legal decision (SavedGameError otherwise, naming the field);
        the history starts empty and ``undo`` goes back to this position at most."""
        from .saved import load_position
        ed, clean = load_position(state)  # SavedGameError naming the field if anything is wrong
        return cls(ed, clean, custom_start=True)

    # -- questions about the position -----------------------------------------------------------
    def network(self, seat: int) -> list[str]:
        """Your Network: locations with your industry tiles or touching your links."""
        return sorted(self._v().network(seat))

    def connected(self, a: str, b: str) -> bool:
        """Connected Locations: a route of links (any owner) joins a and b."""
        return self._v().connected(a, b)

    def trade_connected_locations(self) -> list[str]:
        """Locations connected to a market trade icon (a Port tile, Scotland, Yorkshire, The Midlands); in Brass
        Duel, to a Port tile of either player (where Breweries and Fisheries sell)."""
        from .queries import trade_connected_locations
        return trade_connected_locations(self._v())

    def reach(self, resource: str, seat: int | None = None) -> list[str]:
        """Where ``seat`` (default: the seat to act) could take one unit of ``resource`` from now, in the edition's
        order of locations: ``"coal"``, a connected mine with coal or the market (Connected Locations); ``"beer"``, a
        brewery or a merchant's barrel it may use (Consuming Beer; [] in an edition without beer). Another resource
        or a seat out of range: a ValueError saying so."""
        from .queries import reach
        if seat is not None:
            self._check_seat(seat)
        return reach(self._v(), resource, seat)

    def coal_reach(self) -> list[str]:
        """``reach("coal")``: locations where a build by the seat to act could consume one coal now."""
        return self.reach("coal")

    def route(self, starts: Iterable[str], goals: Iterable[str]) -> list[str]:
        """The shortest chain of locations over built links from any of ``starts`` to any of ``goals`` ([] if none):
        the way a coal cube or a barrel of beer travels (Connected Locations)."""
        from .queries import route
        return route(self._v(), list(starts), goals)

    def beer_reach(self, seat: int) -> list[str]:
        """``reach("beer", seat)``: where beer can come from for a seat now; [] in an edition without beer."""
        return self.reach("beer", seat)

    def resource_routes(self, resource: str, action: Action | str) -> list[list[str]]:
        """For a decision that consumes ``resource`` (``"coal"`` or ``"beer"``, as ``reach``), the route each unit
        travels over built links between where it is needed and its source; another resource: a ValueError, a
        decision that is not one: an ActionSyntaxError."""
        from .queries import resource_routes
        return resource_routes(self._v(), resource, self._action(action))

    def beer_route(self, action: Action | str) -> list[list[str]]:
        """``resource_routes("beer", action)``: the route each barrel of a decision travels to where it is needed."""
        return self.resource_routes("beer", action)

    def tile_status(self, seat: int) -> list[list[Any]]:
        """Each industry's next tile on a seat's mat: [industry, level or None, tiles left, why it cannot be built
        now or None] (Build step 2)."""
        from .queries import tile_status
        return tile_status(self._v(), seat)

    def tile_at(self, ref: str) -> dict[str, Any] | None:
        """A copy of the tile on a board space (``"bolton/2"``): industry, level, owner, flipped, cubes...; None for an
        empty space or a reference that names none. Changing it changes nothing."""
        tile = tile_at(self._state, ref)
        return None if tile is None else _copy(tile)

    def source_candidates(self) -> dict[str, list[str]]:
        """What the coal, iron, sale-destination (and the edition's further source) steps may show, legal or not."""
        from .queries import source_candidates
        return source_candidates(self._v())

    def paid_alike(self, actions: list[Action]) -> list[int]:
        """For each of ``actions`` (this position's legal decisions), the index of the first in the list that is the
        same move paid with another card, where the card changes nothing but the hand and discard pile of the
        player to act (its own index when none): the positions they lead to differ only there."""
        from .queries import paid_alike
        return paid_alike(self, actions)

    def preview(self, action: Action | str) -> dict[str, Any]:
        """What a decision would do (money, income, VP, markets, flips, coal route); or its reasons."""
        from .queries import preview
        return preview(self, action)

    def outcomes(self, action: Action | str) -> list[tuple[float, Game]]:
        """Each way a decision can turn out, as (probability, game after) pairs, over the face-down
        tiles this game holds. Fair to a player only on a game from ``from_observation``."""
        from .queries import outcomes
        return outcomes(self, action)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Load a saved game or a scenario; raises SavedGameError naming what is wrong."""
        from .saved import load_game
        return load_game(cls, text)

    # -- display ------------------------------------------------------------------------------
    def _repr_svg_(self) -> str | None:
        """A static picture of the board, so a game shows itself in notebooks, nbconvert and on GitHub."""
        from ..render import render_svg, scoped_ids  # lazy: the engine itself never needs the renderer
        try:
            return scoped_ids(render_svg(self._state, self._ed))  # its own ids: several pictures share a page
        except NotImplementedError:
            return None  # an edition the board cannot draw yet: a notebook shows the repr text instead

    def __repr__(self) -> str:
        st = self._state
        rules = f", house rules: {house_rules_text(self._ed)}" if self._ed.house_rules else ""
        if st["over"]:
            return f"<Game {self._ed.title}, {st['players']} players{rules}, over>"
        return (f"<Game {self._ed.title}, {st['players']} players{rules}, {st['era']} era round {st['round']}, "
                f"player {self.current_player} to act>")
