"""A digest of the bots' decisions and evaluations, to show a change to the bots leaves an edition's play unchanged.

For each edition named (default: lancashire and birmingham) it prints, as JSON:

* ``games``: the SHA-256 of ``history`` of seeded games played by the bots (a strong bot with a small budget
  against a greedy one, and a beginner against a greedy one), so every decision they took is covered;
* ``terms``: the SHA-256 of the greedy evaluation's terms and the strong evaluation's projection, for both seats,
  at every decision of a seeded random game.

Run it on two commits and compare the output: identical digests mean identical decisions and evaluations.

    .venv/bin/python scripts/bot_digest.py [edition ...]
"""

from __future__ import annotations

import hashlib
import json
import random
import sys

from brass_widget import Game
from brass_widget.bots import BeginnerBot, GreedyBot, StrongBot
from brass_widget.bots.evaluation import projection
from brass_widget.bots.greedy import terms
from brass_widget.simulation import GameSpec, play

GAMES = {
    "strong-greedy": (lambda seat: StrongBot(seed=1, width=6, max_evals=600, deep_evals=600),
                      lambda seat: GreedyBot(2)),
    "beginner-greedy": (lambda seat: BeginnerBot(1), lambda seat: GreedyBot(2)),
}


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def game_digests(edition: str, seed: int = 3) -> dict:
    out = {}
    for name, bots in GAMES.items():
        g = play(GameSpec(seed=seed, bots=bots, names=name.split("-"), edition=edition, max_decisions=5000))
        out[name] = {"decisions": len(g.history), "history": _sha("\n".join(g.history)),
                     "vp": [r["vp"] for r in sorted(g.final_scores(), key=lambda r: r["player"])]}
    return out


def terms_digest(edition: str, seed: int = 5) -> dict:
    g = Game.new(edition, players=2, seed=seed)
    r = random.Random(seed)
    h = hashlib.sha256()
    n = 0
    while not g.is_over:
        for seat in range(g.players):
            h.update(repr([(t, w, round(a, 9)) for t, w, a in terms(g, seat)]).encode())
            h.update(repr([(t, round(a, 9)) for t, a in projection(g, seat)]).encode())
        n += 1
        g.apply(r.choice(g.legal_actions()))
    return {"positions": n, "sha": h.hexdigest()[:16]}


def main(argv: list[str]) -> int:
    editions = argv or ["lancashire", "birmingham"]
    print(json.dumps({ed: {"terms": terms_digest(ed), "games": game_digests(ed)} for ed in editions}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
