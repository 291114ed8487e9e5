"""Record the strong bot's and the coach's decisions on seeded positions, with a digest of every decision's value, so
that any Python (3.10 to the newest; CI replays them on more than one: scripts/test-pythons.sh) can be shown to
decide exactly alike (issue 32: the same seed, the same game on every Python).

For each (edition, players, seed, walk) in ``POSITIONS`` it plays ``walk`` decisions of seeded RandomBots, then
writes: the position's history, the decision ``StrongBot(seed)`` takes with its default budget (no clock), a digest
of its ``decision_values`` (values rounded to ``exact.PLACES``), and the coach's first hint (``HintBot``: the
strong bot with the coach's budget and judgement). ``tests/test_strong_fingerprint.py`` replays them.

    .venv/bin/python scripts/strong_fingerprint.py           # print the JSON
    .venv/bin/python scripts/strong_fingerprint.py --write   # re-record tests/strong_decisions.json (and the review's)

It also records one short review (``brass_widget.review``, issue 35: "the same game gives the same review on every
run and every Python") in ``tests/review_fingerprint.json``: ``REVIEWED``'s game, a RandomBot seat against a
GreedyBot for a few decisions, reviewed for the RandomBot's seat (a game in progress: its own view), every value of
every weighing and the graph's projections as they are (values rounded to ``exact.PLACES``).

Re-record only when the strong bot's search or the projection is meant to change, and say so in the commit.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout

from brass_widget import Game, GreedyBot, RandomBot, review  # noqa: E402
from brass_widget.bots import StrongBot  # noqa: E402
from brass_widget.bots.coach import HintBot  # noqa: E402
from brass_widget.bots.exact import settled  # noqa: E402

FILE = Path(__file__).resolve().parent.parent / "tests" / "strong_decisions.json"
REVIEW_FILE = FILE.with_name("review_fingerprint.json")
# (edition, players, seed, decisions played): GreedyBot in seat 0, RandomBot in seat 1; seat 1's decisions reviewed
REVIEWED = ("birmingham", 2, 47, 20)
# two positions of each edition, early and mid-game, each at the start of a turn (the deep plan runs)
POSITIONS = [("lancashire", 3, 41, 11), ("lancashire", 4, 42, 42), ("birmingham", 4, 43, 13),
             ("birmingham", 3, 44, 50), ("duel", 2, 45, 19), ("duel", 2, 46, 45)]


def position(edition: str, players: int, seed: int, walk: int) -> Game:
    g = Game.new(edition, players=players, seed=seed)
    bot = RandomBot(seed)
    for _ in range(walk):
        g.apply(bot.choose(g))
    return g


def values_digest(values: dict[str, float]) -> str:
    items = sorted((text, settled(v)) for text, v in values.items())
    return hashlib.sha256(repr(items).encode()).hexdigest()[:16]


def record(edition: str, players: int, seed: int, walk: int) -> dict:
    g = position(edition, players, seed, walk)
    bot = StrongBot(seed=seed)
    strong = str(bot.choose(g))
    return {"edition": edition, "players": players, "seed": seed, "walk": walk, "history": list(g.history),
            "strong": strong, "values": values_digest(bot.values),
            "hint": str(HintBot(seed=seed).choose(g))}


def reviewed_game() -> Game:
    """``REVIEWED``'s game in progress: a GreedyBot (seat 0) and a RandomBot (seat 1), seeded."""
    edition, players, seed, decisions = REVIEWED
    g = Game.new(edition, players=players, seed=seed)
    bots = [GreedyBot(seed=seed), RandomBot(seed)]
    for _ in range(decisions):
        g.apply(bots[g.current_player].choose(g))
    return g


def review_record() -> dict:
    """The review of seat 1's decisions in ``reviewed_game``: each weighing's fields and the graph's numbers."""
    g = reviewed_game()
    rev = review(g, seat=1, progress=False)
    return {"edition": REVIEWED[0], "players": REVIEWED[1], "seed": REVIEWED[2], "history": list(g.history),
            # each weighing's fields, its hint list (``Weighing.hints``, last) as lists, as the JSON file reads
            "weighings": [[*w[:-1], [list(h) for h in w.hints]] for w in rev.decisions],
            "projected": rev.projected, "eras": rev.eras}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write tests/strong_decisions.json")
    args = ap.parse_args(argv)
    out = [record(*p) for p in POSITIONS]
    text = json.dumps(out, indent=0) + "\n"
    reviewed = json.dumps(review_record(), indent=0) + "\n"
    if args.write:
        FILE.write_text(text)
        REVIEW_FILE.write_text(reviewed)
    else:
        print(text + reviewed, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
