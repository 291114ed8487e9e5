"""Record GreedyBot's decisions on seeded all-greedy games, with the value it gave every candidate, so a change
made for speed can be shown to leave its decisions (and its valuation) exactly as they were.

For each (edition, players, seed) in ``GAMES`` it plays a game whose every seat is ``GreedyBot(seat + 1)`` and
writes, per decision: the text of the action taken and a digest of ``[(action, value)]`` over every candidate
(``GreedyBot.scores``, values rounded to 9 places) and of the position's ``terms`` for the seat to move.
``tests/test_greedy_fingerprint.py`` replays them.

    .venv/bin/python scripts/greedy_fingerprint.py                       # print the JSON
    .venv/bin/python scripts/greedy_fingerprint.py --write birmingham duel  # re-record these editions in the file

Re-record an edition only when its valuation is meant to change (say issue 24's Birmingham and Duel valuation).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

from brass_widget import Game
from brass_widget.bots import GreedyBot
from brass_widget.bots.greedy import terms, value

FILE = Path(__file__).resolve().parent.parent / "tests" / "greedy_decisions.json"
GAMES = [("lancashire", 2, 11), ("lancashire", 3, 12), ("lancashire", 4, 13),
         ("birmingham", 2, 21), ("birmingham", 3, 22), ("birmingham", 4, 23), ("duel", 2, 31)]
MAX_DECISIONS = 1500


def candidate_values(bot: GreedyBot, game: Game) -> list[tuple[str, float]]:
    """Every candidate's value as GreedyBot.choose weighs it, done the plain way (one clone per outcome), as
    a reference the fast path must match."""
    seat = game.current_player
    seen = game.dealt_for(seat, seed=bot.seed or 0)
    return [(str(a), sum(p * value(after, seat) for p, after in seen.outcomes(a))) for a in seen.legal_actions()]


def digest(items) -> str:
    return hashlib.sha256(repr(items).encode()).hexdigest()[:16]


def position_digest(game: Game, scored: list[tuple[str, float]]) -> str:
    seat = game.current_player
    return digest(([(a, round(v, 9)) for a, v in scored], [(t, w, round(x, 9)) for t, w, x in terms(game, seat)]))


def record(edition: str, players: int, seed: int, check=None) -> dict:
    """Play the game; ``check(game, decision_index, action_text, scored)`` is called at each decision if given."""
    g = Game.new(edition, players=players, seed=seed)
    bots = [GreedyBot(s + 1) for s in range(players)]
    actions, digests = [], []
    while not g.is_over and len(actions) < MAX_DECISIONS:
        bot = bots[g.current_player]
        a = bot.choose(g)
        scored = candidate_values(bot, g) if check is None else None
        actions.append(str(a))
        if scored is not None:
            digests.append(position_digest(g, scored))
        g.apply(a)
    return {"edition": edition, "players": players, "seed": seed, "actions": actions, "digests": digests}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write the editions named (default: all) into the file")
    ap.add_argument("editions", nargs="*")
    args = ap.parse_args(argv)
    chosen = set(args.editions) or {e for e, _, _ in GAMES}
    old = json.loads(FILE.read_text()) if FILE.exists() else []
    kept = [r for r in old if r["edition"] not in chosen]
    new = [record(e, p, s) for e, p, s in GAMES if e in chosen]
    out = sorted(kept + new, key=lambda r: [x[:2] for x in GAMES].index((r["edition"], r["players"])))
    if args.write:
        FILE.write_text(json.dumps(out, indent=0) + "\n")
    else:
        print(json.dumps(new, indent=0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
