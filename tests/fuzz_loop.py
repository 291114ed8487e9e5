"""The one fuzz loop of whole games: seeded games played by bots, every invariant and flow check after every decision,
spot checks on the listed decisions and on hidden information, and each finished game saved, loaded and replayed.

Used by CI (``tests/editions/test_duel_fuzz.py``) and by ``scripts/fuzz.py`` (longer runs, every edition). What
differs by edition is a ``Plan``; ``PLANS`` holds each edition's. The random draws happen in a fixed order (the
bots' kinds, then per decision the listed-decision check and, where asked, the re-deal check), so a seed always
plays the same game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from brass_widget import Game, GreedyBot, RandomBot
from brass_widget.engine.invariants import problems

LISTED_CHECK = 0.05  # share of decisions at which every listed decision is checked
REDEAL_CHECK = 0.02  # share of decisions at which the hidden parts are dealt again (when the plan asks)


@dataclass(frozen=True)
class Plan:
    """How an edition is fuzzed."""

    edition: str
    players: tuple[int, ...] = (2, 3, 4)
    variants: tuple[tuple[str, ...], ...] = ((),)  # the seed picks one: variants[seed % len(variants)]
    greedy: float | None = 0.3  # share of greedy seats (None: random seats only, drawing nothing for them)
    text_check: bool = False  # a listed decision's text must also read back to it (parse(str(a)) == a)
    redeal: bool = False  # the seat to act sees the same game with its hidden parts dealt again (dealt_for)


PLANS = {
    "lancashire": Plan("lancashire", variants=((), ("introductory",), ("classic-virtual-link",), ("classic-deck",))),
    "birmingham": Plan("birmingham"),
    "duel": Plan("duel", players=(2,), greedy=None, text_check=True, redeal=True),
}


@dataclass
class Tally:
    games: int = 0
    decisions: int = 0
    problems: int = 0


def _variant(plan: Plan, seed: int, players: int) -> tuple[str, ...]:
    variant = plan.variants[seed % len(plan.variants)]
    if players == 2 and "classic-deck" in variant:  # the classic deck is for 3 and 4 players
        return ()
    return variant


def _bots(plan: Plan, seed: int, players: int, rng: random.Random) -> list:
    if plan.greedy is None:
        return [RandomBot(seed * 10 + s) for s in range(players)]
    return [GreedyBot() if rng.random() < plan.greedy else RandomBot(seed * 10 + s) for s in range(players)]


def play_one(plan: Plan, seed: int, players: int, report: Callable = print, tally: Tally | None = None) -> Game:
    """One seeded game to its end (or to its first broken invariant); problems are reported and counted."""
    tally = tally if tally is not None else Tally()
    g = Game.new(plan.edition, players=players, seed=seed, variant=_variant(plan, seed, players))
    rng = random.Random(seed)
    bots = _bots(plan, seed, players, rng)
    while not g.is_over:
        if rng.random() < LISTED_CHECK:  # every listed decision is legal (and, where asked, reads back to itself)
            for a in g.legal_actions():
                if g.why_not(a) or (plan.text_check and g.parse(str(a)) != a):
                    report("listed but refused:", seed, players, a, g.why_not(a))
                    tally.problems += 1
        if plan.redeal and rng.random() < REDEAL_CHECK:
            seat = g.current_player  # its view and its choices do not depend on what it cannot see
            again = g.dealt_for(seat, seed)
            if again.observation(seat) != g.observation(seat) or \
                    [str(a) for a in again.legal_actions()] != [str(a) for a in g.legal_actions()]:
                report("hidden information leaks:", seed, players, len(g.history))
                tally.problems += 1
        a = bots[g.current_player].choose(g)
        g.apply(a)
        tally.decisions += 1
        broken = problems(g.edition, g.state)  # the invariants and the flow checks of positions from outside
        if broken:
            report("invariant broken:", seed, players, a, broken)
            tally.problems += 1
            break
    again = Game.from_json(g.to_json())  # every finished game saves, loads and replays exactly
    if again.state != g.state or again.history != g.history:
        report("replay differs:", seed, players)
        tally.problems += 1
    tally.games += 1
    return g


def run(plan: Plan | str, seeds: Iterable[int], report: Callable = print) -> Tally:
    """Every seed with every player count of the plan (seed-major, as the long runs have always gone)."""
    plan = PLANS[plan] if isinstance(plan, str) else plan
    tally = Tally()
    for seed in seeds:
        for players in plan.players:
            play_one(plan, seed, players, report, tally)
    return tally
