"""scripts/bot_levels.py's tournaments (issue 24's figures): the games it plays and summarises are the library's
``simulation.tournament`` games, and each game's line on stderr gives every seat's VP by source and its decisions
by kind as that game played them."""

import json
import subprocess
import sys
from pathlib import Path

from brass_widget.simulation import tournament, without_timings

ROOT = Path(__file__).resolve().parents[1]


def test_a_tournament_is_the_librarys_with_each_games_sources_and_decisions():
    out = subprocess.run([sys.executable, "scripts/bot_levels.py", "levels", "--edition", "duel", "--lineup",
                          "random,beginner", "--games", "2", "--seed", "3"], cwd=ROOT, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    lines = sorted((json.loads(line) for line in out.stderr.splitlines()), key=lambda d: d["game"])
    library = tournament(["random", "beginner"], 2, seed=3, edition="duel", progress=False)
    want = without_timings({k: v for k, v in library.items() if k not in ("table", "bot_options")})
    assert {k: v for k, v in summary.items() if k != "command"} == want
    rows = library["table"]  # one row per seat per game, in game order
    assert [(s["bot"], s["vp"], s["level"], s["money"]) for d in lines for s in d["seats"]] == \
        [(r["bot"], r["vp"], r["income"], r["money"]) for r in rows]
    for d in lines:
        for seat in d["seats"]:
            assert sum(seat["sources"].values()) == seat["vp"]
            assert set(seat["sources"]) <= {"canal_links", "canal_tiles", "rail_links", "rail_tiles", "other"}
            assert seat["kinds"] and all(k.isalpha() and n > 0 for k, n in seat["kinds"].items())
    decisions = {b["bot"]: b["decisions"] for b in summary["bots"]}
    for bot in ("random", "beginner"):  # every decision counted once, by its kind
        assert sum(n for d in lines for s in d["seats"] if s["bot"] == bot for n in s["kinds"].values()) == \
            decisions[bot]
