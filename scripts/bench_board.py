"""The board's budgets in a real browser (docs/design.md, Budgets), measured and reported as JSON.

For each edition a board is served on 127.0.0.1 and opened in Debian's Chromium; ten moves of the human seat are
clicked through the chooser and confirmed (random bots reply inside each click), timing each click until the
board has redrawn and painted. The tests check what these runs do (the moves redraw, no move sends more than
15 KB); the times are only reported here, beside the budgets, because a shared machine's speed varies.

    .venv/bin/python scripts/bench_board.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from brass_widget import BoardWidget, Game  # noqa: E402
from tests.browser.host import Host, measure_board  # noqa: E402

BUDGETS = {"click_to_redraw_ms_median": 100, "payload_bytes_max": 15 * 1024, "first_render_ms": 1000,
           "page_load_to_board_ms": 1000}
BOARDS = {"lancashire 4p": ("lancashire", 4), "birmingham 4p": ("birmingham", 4), "duel": ("duel", 2)}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3, help="boards opened per edition; the median of each figure")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright
    report = {"budgets": BUDGETS, "boards": {}}
    with sync_playwright() as pw:
        for name, (edition, players) in BOARDS.items():
            runs = []
            for r in range(args.rounds):
                w = BoardWidget(game=Game.new(edition, players=players, seed=7 + r),
                                seats=["human"] + ["random"] * (players - 1))
                host = Host(w)
                try:
                    runs.append(measure_board(pw, host.url, w))
                finally:
                    host.close()
            figures = {k: statistics.median(run[k] for run in runs) for k in BUDGETS}
            figures["within_budget"] = {k: figures[k] <= v for k, v in BUDGETS.items()}
            figures["rounds"] = len(runs)
            report["boards"][name] = figures
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
