"""The classroom server under a class's load (issue 34; docs/design.md, "Budgets": a decision's round trip p95
under 100 ms with 30 tables of 4 seats).

    python scripts/classroom_bench.py [--tables 30] [--turns 10] [--think 0] [--seats person,greedy,person,random]

It starts the real server (``brass-widget classroom --port 0``, a child process) on 127.0.0.1 with a fresh data
folder, makes ``--tables`` tables of those seats (Lancashire, seeds ``seed``, ``seed + 1``, ...), and plays each
person seat from a thread of its own: wait for its turn (the seat's ``after``/``wait``), think ``--think`` seconds,
pick a legal decision (seeded), send it, and time the ``POST /api/seat/act`` round trip, until the seat has made
``--turns`` decisions and so has every other person seat of its table (or the game ended). With no think time
every client asks as fast as the server answers: a stress test, whose round trips are mostly queueing; a class
thinks for seconds between decisions. The bot seats answer on the server.

Then it checks that every table's stored history is a replay of its decisions: the decisions, played from the
table's seed on a new Game, give the server's version, VP and seat to move. It prints one JSON object: the round
trip's p50, p95 and slowest (milliseconds), how many decisions, the wall time, the CPU seconds the server and its
bots' worker process used (Linux), the machine's load average, and whether every replay matched. The machine is
shared: the figures include waiting for a core (the load average says how busy it was).
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


def play_seat(base: str, code: str, left: list[int], me: int, think: float, seed: int, times: list[float],
              errors: list[str]) -> None:
    """One person seat: wait for its turn (``after``/``wait``: no polling), think, play a seeded legal decision; until
    every person seat of its table (``left``: decisions each still owes) has made its share, or the game ends."""
    c = Client(base)
    pick = random.Random(seed)
    waiting_for = None  # the version last seen when it was not this seat's turn
    while any(n > 0 for n in left):
        status, view = c.seat(code) if waiting_for is None else c.seat(code, after=waiting_for, wait=10)
        if status != 200:
            errors.append(f"seat view {status} {view}")
            return
        if view["over"]:
            return
        if not view["legal"]:
            waiting_for = view["version"]
            continue
        time.sleep(think)
        t0 = time.perf_counter()
        status, answer = c.act(code, pick.choice(view["legal"]), view["version"])
        times.append(time.perf_counter() - t0)
        if status != 200:
            errors.append(f"act {status} {answer}")
            left[:] = [0] * len(left)  # the table stops: the others would wait for this seat for ever
            return
        left[me] -= 1
        waiting_for = None  # it may be this seat's turn still (an action of two decisions, a second action)


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU seconds of a process and its live children (Linux's /proc; None elsewhere)."""
    try:
        kids = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        total = 0.0
        for p in [str(pid), *kids]:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        return total
    except (OSError, ValueError, IndexError):
        return None


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
    ap.add_argument("--turns", type=int, default=10, help="decisions per person seat")
    ap.add_argument("--think", type=float, default=0.0, help="seconds a person thinks before each decision "
                    "(default 0: as fast as the server answers, a stress test)")
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
            threads = []
            for i, m in enumerate(made):
                left = [args.turns] * len(m["join"])  # shared by the table's person seats
                threads += [threading.Thread(target=play_seat, args=(server.base, j["code"], left, k, args.think,
                                                                     args.seed * 1000 + 10 * i + k, times, errors))
                            for k, j in enumerate(m["join"])]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            wall = time.perf_counter() - t0
            cpu = cpu_seconds(server.proc.pid)  # the server's, and its bots' worker process
            matched = [replays(server.teacher, m["id"]) for m in made]
            decisions = sum(server.teacher.get(f"/api/tables/{m['id']}")[1]["version"] for m in made)
        finally:
            server.kill()
    ms = sorted(1000 * t for t in times)
    out = {"tables": args.tables, "seats": seats, "think_s": args.think, "person_decisions": len(ms),
           "all_decisions": decisions,
           "round_trip_ms": {"p50": round(statistics.median(ms), 1) if ms else None,
                             "p95": round(ms[int(0.95 * (len(ms) - 1))], 1) if ms else None,
                             "max": round(ms[-1], 1) if ms else None},
           "wall_s": round(wall, 1), "server_cpu_s": None if cpu is None else round(cpu, 1),
           "load_average": [round(x, 2) for x in os.getloadavg()], "cpus": os.cpu_count(),
           "every_history_replays": all(matched), "errors": errors[:5]}
    print(json.dumps(out, indent=1))
    return 0 if all(matched) and not errors else 1


if __name__ == "__main__":
    sys.exit(main())
