"""What a classroom seat's websocket carries and what it costs the server (issue 34, piece 2; docs/classroom.md,
"Measuring it").

    python scripts/seat_frames.py [--decisions 40] [--late 150] [--seed 7]

For each edition (4 seats; Brass Duel 2), a table of people plays seeded random decisions. It prints one JSON
object per edition: the bytes of a page's first frame (every trait), the bytes of the frame each seat is sent
after each decision (the traits that changed: median and largest) and the milliseconds the server spends making it
(``SeatBoard.changes``: median and largest), and, after ``--late`` decisions, the milliseconds of each seat's first
frame when its page connects (the first seat's narrates the table's log; the others' share it). Times are this
machine's, load included (printed).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from brass_widget.classroom.seat_board import SeatBoard  # noqa: E402
from brass_widget.classroom.seat_socket import frame  # noqa: E402
from brass_widget.classroom.tables import Table  # noqa: E402

EDITIONS = (("lancashire", 4), ("birmingham", 4), ("duel", 2))


def table(edition: str, players: int, seed: int) -> Table:
    return Table("t", {"edition": edition, "players": players, "seats": ["person"] * players, "rules": {},
                       "seed": seed}, [str(s) for s in range(players)])


def play(t: Table, rng: random.Random) -> bool:
    if t.game.is_over:
        return False
    t.game.apply(rng.choice(t.game.legal_actions()))
    t.decisions.append(t.game.history[-1])
    return True


def measure(edition: str, players: int, decisions: int, late: int, seed: int) -> dict:
    t = table(edition, players, seed)
    boards = [SeatBoard(t, s) for s in range(players)]
    first = [len(frame(b.resend()).encode()) for b in boards]
    rng = random.Random(seed)
    sizes, ms = [], []
    for _ in range(decisions):
        if not play(t, rng):
            break
        for b in boards:
            t0 = time.perf_counter()
            changed = b.changes()
            ms.append(1000 * (time.perf_counter() - t0))
            sizes.append(len(frame(changed).encode()))
    t = table(edition, players, seed)
    rng = random.Random(seed)
    while len(t.decisions) < late and play(t, rng):
        pass
    connect = []
    for s in range(players):
        t0 = time.perf_counter()
        SeatBoard(t, s).resend()
        connect.append(round(1000 * (time.perf_counter() - t0), 1))
    return {"edition": edition, "players": players, "first_frame_bytes": [min(first), max(first)],
            "frame_bytes": {"median": statistics.median(sizes), "max": max(sizes), "frames": len(sizes)},
            "frame_ms": {"median": round(statistics.median(ms), 1), "max": round(max(ms), 1)},
            "late": len(t.decisions), "connect_ms_each_seat": connect}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--decisions", type=int, default=40)
    ap.add_argument("--late", type=int, default=150)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    print(json.dumps({"load_average": os.getloadavg()}))
    for edition, players in EDITIONS:
        print(json.dumps(measure(edition, players, args.decisions, args.late, args.seed)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
