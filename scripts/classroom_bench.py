"""The classroom server under a class's load (issue 34; DESIGN.md, Performance budgets: a decision's round trip p95
under 100 ms with 30 tables of 4 seats).

    python scripts/classroom_bench.py [--tables 30] [--turns 20] [--seats person,greedy,person,random] [--seed 1]

It starts the real server (``brass-widget classroom --port 0``, a child process) on 127.0.0.1 with a fresh data
folder, makes ``--tables`` tables of those seats (Lancashire, seeds ``seed``, ``seed + 1``, ...), and plays each
table's person seats from a thread of its own: wait for a person's turn (the seat's ``after``/``wait``), pick a
legal decision (seeded), send it, and time the ``POST /api/seat/act`` round trip, until each table has made
``--turns`` person decisions (or its game ended). The bot seats answer on the server. Then it checks that every
table's stored history is a replay of its decisions: the decisions, played from the table's seed on a new Game,
give the server's version, VP and seat to move. It prints one JSON object: the round trip's p50, p95 and slowest
(milliseconds), how many decisions, the wall time, the machine's load average, and whether every replay matched.

The machine is shared: the figures include waiting for a core (the load average says how busy it was).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path.cwd()))

from brass_widget import Game  # noqa: E402
from brass_widget.classroom.client import Client, Spawned  # noqa: E402


def play_table(base: str, made: dict, turns: int, seed: int, times: list[float], errors: list[str]) -> None:
    c = Client(base)
    codes = [j["code"] for j in made["join"]]
    pick = random.Random(seed)
    version = None
    made_turns = 0
    while made_turns < turns:
        views = []
        for i, code in enumerate(codes):
            status, view = c.seat(code, after=version, wait=10) if i == 0 else c.seat(code)
            if status != 200:
                errors.append(f"{made['id']}: seat view {status} {view}")
                return
            views.append(view)
        if views[0]["over"]:
            return
        mine = [(code, v) for code, v in zip(codes, views) if v["legal"]]
        if not mine:
            version = max(v["version"] for v in views)
            continue
        code, view = mine[0]
        t0 = time.perf_counter()
        status, answer = c.act(code, pick.choice(view["legal"]), view["version"])
        times.append(time.perf_counter() - t0)
        if status != 200:
            errors.append(f"{made['id']}: act {status} {answer}")
            return
        made_turns += 1
        version = None


def replays(teacher: Client, tid: str) -> bool:
    view = teacher.get(f"/api/tables/{tid}")[1]
    g = Game.new(view["edition"], view["players"], seed=view["seed"], rules=view["rules"] or None)
    for text in view["decisions"]:
        g.play(text)
    return (g.history == view["decisions"] and len(g.history) == view["version"]
            and [s["vp"] for s in g.state["seats"]] == view["vp"] and g.current_player == view["current_player"])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=30)
    ap.add_argument("--turns", type=int, default=20, help="person decisions per table")
    ap.add_argument("--seats", default="person,greedy,person,random")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    seats = args.seats.split(",")
    with tempfile.TemporaryDirectory() as data:
        server = Spawned(Path(data) / "class")
        try:
            made = [server.teacher.post("/api/tables", {"edition": "lancashire", "players": len(seats),
                                                        "seats": seats, "seed": args.seed + i})[1]
                    for i in range(args.tables)]
            times: list[float] = []
            errors: list[str] = []
            t0 = time.perf_counter()
            threads = [threading.Thread(target=play_table, args=(server.base, m, args.turns, args.seed + i, times,
                                                                 errors)) for i, m in enumerate(made)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            wall = time.perf_counter() - t0
            matched = [replays(server.teacher, m["id"]) for m in made]
            decisions = sum(server.teacher.get(f"/api/tables/{m['id']}")[1]["version"] for m in made)
        finally:
            server.kill()
    ms = sorted(1000 * t for t in times)
    out = {"tables": args.tables, "seats": seats, "person_decisions": len(ms), "all_decisions": decisions,
           "round_trip_ms": {"p50": round(statistics.median(ms), 1) if ms else None,
                             "p95": round(ms[int(0.95 * (len(ms) - 1))], 1) if ms else None,
                             "max": round(ms[-1], 1) if ms else None},
           "wall_s": round(wall, 1), "load_average": [round(x, 2) for x in os.getloadavg()], "cpus": os.cpu_count(),
           "every_history_replays": all(matched), "errors": errors[:5]}
    print(json.dumps(out, indent=1))
    return 0 if all(matched) and not errors else 1


if __name__ == "__main__":
    sys.exit(main())
