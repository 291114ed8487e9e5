"""A seeded mutation fuzz of positions from outside (``Game.from_state`` and the scenarios loader).

Start from positions reached by seeded random play (2, 3 and 4 players, every variant, several points
of each game, including actions under way, shortfalls and finished games), change one or two fields
(delete keys, change numbers, swap types, empty or grow lists, set pending, shortfall, over, round,
turn and actions_left oddly, move cards and tiles ...), and give the result to the loader. Each one
must be either refused with the documented error naming a field, or accepted and then playable: a
legal decision at every point until the game is over, the invariants after every decision, and a
``to_json`` / ``from_json`` round trip along the way and at the end.

Used by ``tests/engine/test_positions_fuzz.py`` (CI) and ``scripts/fuzz.py positions`` (longer runs).
"""

from __future__ import annotations

import copy
import json
import random
import re
from dataclasses import dataclass, field
from functools import cache

from brass_widget import Game, SavedGameError
from brass_widget.engine.invariants import problems
from brass_widget.scenarios import ScenarioError, load_file

VARIANTS = [(), ("introductory",), ("classic-virtual-link",), ("classic-deck",), ("classic-deck", "introductory")]
# a refusal names the field: "state.pending.left: ...", "state: ...", or the schema's path
NAMES_A_FIELD = re.compile(r"^(position does not match the schema: )?state(\.|\[|:| )|^a position is")


@cache
def base_positions(seed: int = 0) -> tuple[str, ...]:
    """Positions (as JSON text) from seeded random games: turn starts, actions under way, shortfalls,
    a new era, finished games."""
    out: list[str] = []
    rng = random.Random(seed)
    for k, (players, variant) in enumerate([(2, ()), (3, ()), (4, ()), (2, ("introductory",)),
                                            (3, ("classic-deck",)), (4, ("classic-virtual-link",)),
                                            (4, ("classic-deck", "introductory")), (3, ("introductory",))]):
        g = Game.new(players=players, seed=seed * 100 + k, variant=variant)
        out += sampled_positions(g, rng, {0, 1, 3, 12, 40, 90, 140, 200}, 0.25)
    return tuple(out)


def sampled_positions(g: Game, rng: random.Random, marks: set[int], chance: float, choose=None) -> list[str]:
    """Positions (as JSON text) along ``g`` played to its end by ``choose(g)`` (a random legal decision unless
    given): after the decisions counted in ``marks``, at the end, and with ``chance`` wherever an action is under
    way, a shortfall is due or a round starts."""
    out: list[str] = []
    n = 0
    while True:
        st = g._state
        special = st["pending"] is not None or st["shortfall"] or (st["round"] == 1 and st["turn"] == 0)
        if n in marks or g.is_over or (special and rng.random() < chance):
            out.append(json.dumps(st))
        if g.is_over:
            return out
        g.apply(choose(g) if choose else rng.choice(g.legal_actions()))
        n += 1


# -- mutations -------------------------------------------------------------------------------------------
ODD = [None, True, False, 0, -1, 1, 2, 3, 4, 5, 9, 99, 1000, 10 ** 9, 1.5, "", "x", "colne", "market",
       [], {}, [0], {"kind": "sell"}]


def _paths(doc, path=()):
    yield path
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, path + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, path + (i,))


def pick_field(doc, rng: random.Random, keep=lambda path: True):
    """A field of a JSON document chosen at random, any but the whole document (and only where ``keep(path)``):
    (its parent, its key or index, its path). The other fuzzers of documents share it."""
    path = rng.choice([p for p in _paths(doc) if p and keep(p)])
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    return parent, path[-1], path


def _structural(st: dict, rng: random.Random) -> str:
    parent, key, path = pick_field(st, rng)
    value = parent[key]
    op = rng.randrange(5)
    where = ".".join(map(str, path))
    if op == 0:
        del parent[key]
        return f"delete {where}"
    if op == 1 and isinstance(value, int) and not isinstance(value, bool):
        parent[key] = value + rng.choice([-2, -1, 1, 2, 5])
        return f"change {where}"
    if op == 2 and isinstance(value, list):
        if value and rng.random() < 0.5:
            value.clear()
            return f"empty {where}"
        value.append(copy.deepcopy(rng.choice(value) if value else rng.choice(ODD)))
        return f"grow {where}"
    parent[key] = copy.deepcopy(rng.choice(ODD))
    return f"retype {where}"


# Each edit takes (state, rng, seat, number of seats) and returns what it did. The flow edits serve every
# edition's fuzz (tests/editions/test_birmingham_positions_fuzz.py takes them from here).
def _pending(kinds):
    def edit(st, rng, seat, n):
        pending = {"kind": rng.choice(kinds)}
        if rng.random() < 0.7:
            pending["left"] = rng.choice([0, 1, 2, 3])
        st["pending"] = pending
        return f"pending {pending}"
    return edit


def no_pending(st, rng, seat, n):
    st["pending"] = None
    return "pending None"


def shortfall(st, rng, seat, n):
    st["shortfall"] = [{"player": rng.randrange(n), "owed": rng.randint(1, 12)} for _ in range(rng.randint(1, 2))]
    if rng.random() < 0.5:
        st["turn"], st["actions_left"], st["pending"] = 0, 0, None
    return "shortfall"


def no_shortfall(st, rng, seat, n):
    st["shortfall"] = []
    return "no shortfall"


def flip_over(st, rng, seat, n):
    st["over"] = not st["over"]
    return "flip over"


def round_(st, rng, seat, n):
    st["round"] = rng.randint(0, 11)
    return "round"


def turn(st, rng, seat, n):
    st["turn"] = rng.randint(0, 4)
    return "turn"


def actions_left(st, rng, seat, n):
    st["actions_left"] = rng.randint(0, 3)
    return "actions_left"


def era(st, rng, seat, n):
    st["era"] = "rail" if st["era"] == "canal" else "canal"
    return "era"


def empty_a_hand(st, rng, seat, n):
    s = st["seats"][seat]
    s["discard"].extend(s["hand"])
    s["hand"] = []
    return "empty a hand"


def empty_every_hand(st, rng, seat, n):
    for s in st["seats"]:
        s["discard"].extend(s["hand"])
        s["hand"] = []
    return "empty every hand"


def move_a_card(st, rng, seat, n):
    piles = [st["deck"]] + [s["hand"] for s in st["seats"]] + [s["discard"] for s in st["seats"]]
    src = rng.choice([p for p in piles if p] or [st["deck"]])
    if src:
        rng.choice(piles).append(src.pop(rng.randrange(len(src))))
    return "move a card"


def under(st, rng, seat, n):
    st["under"] = rng.randint(0, 9)
    return "under"


def seat_number(st, rng, seat, n):
    s = st["seats"][seat]
    s[rng.choice(["money", "vp", "spent", "income"])] = rng.choice([0, 1, 5, 30, 99])
    return "seat number"


def market(st, rng, seat, n, top=8):
    st[rng.choice(["coal_market", "iron_market"])] = rng.randint(0, top)
    return "market"


def dcm(st, rng, seat, n):
    d = st["dcm"]
    if d["draw"] and rng.random() < 0.5:
        d["used"].append(d["draw"].pop())
    else:
        d["marker"] = rng.randint(0, 8)
    return "dcm"


def tile(industries, levels=(0, 4)):
    def edit(st, rng, seat, n):
        loc = rng.choice(sorted(st["board"]))
        spaces = st["board"][loc]
        if spaces:
            i = rng.randrange(len(spaces))
            if spaces[i] is None or rng.random() < 0.3:
                spaces[i] = {"owner": seat, "industry": rng.choice(industries), "level": rng.randint(*levels),
                             "flipped": rng.random() < 0.5, "cubes": rng.randint(0, 3)}
            else:
                spaces[i] = None
        return "tile"
    return edit


def tile_field(st, rng, seat, n):
    tiles = [t for spaces in st["board"].values() for t in spaces if t is not None]
    if tiles:
        t = rng.choice(tiles)
        key = rng.choice(["owner", "level", "cubes", "flipped"])
        t[key] = (not t[key]) if key == "flipped" else rng.randint(0, 4)
    return "tile field"


LANCASHIRE_INDUSTRIES = ["cotton_mill", "port", "shipyard", "iron_works", "coal_mine"]


def taken(st, rng, seat, n):
    st["seats"][seat]["taken"][rng.choice(LANCASHIRE_INDUSTRIES)] = rng.randint(0, 12)
    return "taken"


def order(st, rng, seat, n):
    rng.shuffle(st["order"])
    return "order"


def variants(st, rng, seat, n):
    v = set(st["variants"])
    v ^= {rng.choice(["introductory", "classic-deck", "classic-virtual-link"])}
    st["variants"] = sorted(v)
    return "variants"


def scores_or_log(st, rng, seat, n):
    if rng.random() < 0.5:
        st["scores"] = [] if st["scores"] else [{"era": "canal", "links": [], "tiles": [], "totals": [0] * n}]
    else:
        st["log"].append({"era": st["era"], "round": st["round"], "player": rng.choice([None, seat, 7]),
                          "text": rng.choice(["pass card colne", "<b>", "x" * 300])})
    return "scores or log"


# the edits of the fields the turn, round and era flow of Lancashire depends on
LANCASHIRE_EDITS = [_pending(["network", "develop", "sell", "double", "build"]), no_pending, shortfall,
                    no_shortfall, flip_over, round_, turn, actions_left, era, empty_a_hand, empty_every_hand,
                    move_a_card, under, seat_number, market, dcm, tile(LANCASHIRE_INDUSTRIES), tile_field, taken,
                    order, variants, scores_or_log]


def targeted(st: dict, rng: random.Random, edits=LANCASHIRE_EDITS) -> str:
    """One of ``edits``, for a random seat."""
    n = len(st.get("seats", [])) or 4
    seat = rng.randrange(n)
    return edits[rng.randrange(len(edits))](st, rng, seat, n)


def mutate(text: str, rng: random.Random, edits=LANCASHIRE_EDITS, share: float = 0.65) -> tuple[str, dict]:
    """One or two edits of a position: from ``edits`` (a ``share`` of them) or anywhere in the document."""
    st = json.loads(text)
    done = []
    for _ in range(rng.choice((1, 1, 2))):
        try:
            done.append(targeted(st, rng, edits) if rng.random() < share else _structural(st, rng))
        except (KeyError, IndexError, TypeError, AttributeError, ValueError):
            done.append("(an edit that did not apply to an already broken position)")
    return "; ".join(done), st


# -- one position ----------------------------------------------------------------------------------------
@dataclass
class Counts:
    tried: int = 0
    refused: int = 0
    accepted: int = 0
    played_to_end: int = 0
    stopped_early: int = 0
    decisions: int = 0
    round_trips: int = 0
    through_scenarios: int = 0
    failures: list = field(default_factory=list)
    accepted_labels: list = field(default_factory=list)

    def line(self) -> str:
        return (f"{self.tried} positions tried: {self.refused} refused (each naming a field), {self.accepted} "
                f"accepted ({self.played_to_end} played to the end, {self.stopped_early} stopped after a bounded "
                f"number of decisions; {self.decisions} decisions in all); {self.round_trips} to_json/from_json "
                f"round trips; {self.through_scenarios} also through the scenarios loader; "
                f"{len(self.failures)} failures (crashes, stuck games, broken invariants, unnamed fields)")


def _round_trip(g: Game, counts: Counts) -> None:
    text = g.to_json()
    again = Game.from_json(text)
    assert again.to_json() == text, "the reloaded game saves differently"
    counts.round_trips += 1


def check_one(label: str, st: dict, rng: random.Random, counts: Counts, limit: int | None,
              via_scenarios: bool = False) -> None:
    """Refused naming a field, or accepted and playable to the end (or for ``limit`` decisions)."""
    counts.tried += 1
    try:
        g = Game.from_state(st)
    except SavedGameError as e:
        counts.refused += 1
        if not NAMES_A_FIELD.search(str(e)) or "this is a bug" in str(e):
            counts.failures.append((label, f"refusal does not name a field: {e}"))
        if via_scenarios:
            counts.through_scenarios += 1
            try:
                load_file({"name": "fuzz", "description": "a mutated position", "state": st})
                counts.failures.append((label, "the scenarios loader accepted what from_state refused"))
            except ScenarioError as e2:
                if str(e) not in str(e2):
                    counts.failures.append((label, f"scenario error lost the reason: {e2}"))
        return
    except Exception as e:  # noqa: BLE001 - the fuzz reports crashes instead of stopping at the first
        counts.failures.append((label, f"crash in from_state: {type(e).__name__}: {e}"))
        return
    counts.accepted += 1
    counts.accepted_labels.append(label)
    try:
        if via_scenarios:
            counts.through_scenarios += 1
            s = load_file({"name": "fuzz", "description": "a mutated position", "state": st})
            assert s.to_json() == g.to_json(), "the scenarios loader gives a different game"
        _round_trip(g, counts)
        checkpoints = {1, 7, 40}
        n = 0
        while not g.is_over:
            if limit is not None and n >= limit:
                counts.stopped_early += 1
                _round_trip(g, counts)
                return
            acts = g.legal_actions()
            if not acts:
                counts.failures.append((label, f"stuck after {n} decisions: no legal decision"))
                return
            g.apply(rng.choice(acts))
            n += 1
            counts.decisions += 1
            bad = problems(g.edition, g.state)
            if bad:
                counts.failures.append((label, f"invariant broken after {n} decisions: {bad[:2]}"))
                return
            if n in checkpoints:
                _round_trip(g, counts)
        counts.played_to_end += 1
        _round_trip(g, counts)
    except Exception as e:  # noqa: BLE001
        counts.failures.append((label, f"crash after acceptance: {type(e).__name__}: {e}"))


def run(n: int, seed: int = 0, limit: int | None = 30, full_every: int = 8, scenario_every: int | None = 10,
        bases=None, edits=LANCASHIRE_EDITS, share: float = 0.65) -> Counts:
    """``n`` mutated positions (of ``bases``: Lancashire's by default, with its ``edits``); accepted ones play
    ``limit`` decisions, and every ``full_every``-th accepted one plays to the end (limit None: all of them);
    every ``scenario_every``-th also goes through the scenarios loader (None: none)."""
    rng = random.Random(seed)
    bases = base_positions(seed % 3) if bases is None else bases
    counts = Counts()
    for i in range(n):
        base = rng.choice(bases)
        what, st = mutate(base, rng, edits, share)
        full = limit is None or (counts.accepted % full_every == 0)
        check_one(f"#{i} {what}", st, random.Random(seed * 100_003 + i), counts, None if full else limit,
                  via_scenarios=scenario_every is not None and i % scenario_every == 0)
    return counts


def assert_fuzz_plays_to_the_end(name: str, n: int, bases, edits, share: float, accepted: int, refused: int) -> Counts:
    """An edition's mutation fuzz: ``n`` mutated positions, each refused naming a field or accepted and played to its
    end (round trips along the way); at least ``accepted`` and ``refused`` of each, so both paths are exercised."""
    import time
    started = time.perf_counter()
    counts = run(n, seed=0, limit=None, scenario_every=None, bases=bases, edits=edits, share=share)
    print(f"\n{name} position fuzz: {counts.line()} ({time.perf_counter() - started:.0f} s)")
    assert counts.failures == [], counts.failures[:10]
    assert counts.refused + counts.accepted == n
    assert counts.accepted >= accepted and counts.refused >= refused
    assert counts.played_to_end == counts.accepted
    return counts
