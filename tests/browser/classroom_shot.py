"""Make docs/classroom-dashboard.png: the teacher's dashboard in headless Chromium (1000 x 1500), four tables of a
class mid-play (two with standard rules, two with £50 loans, paired by seed), students joined by name, one table
paused, one table's join codes and QR codes open.

Run: ``python -m tests.browser.classroom_shot [out.png]`` (Debian's Chromium, as scripts/screenshot.sh's pictures)."""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from ..classroom.conftest import Live
from .hosts import ARGS, CHROMIUM

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ada", "Ben", "Cy", "Dee"]


def class_in_play(live: Live) -> list[dict]:
    made = []
    for seed in (1, 2):
        for rules in ({}, {"loan": 50}):
            made.append(live.table(edition="birmingham", players=2, seats=["person", "greedy"], rules=rules,
                                   seed=seed))
    rng = random.Random(5)
    c = live.client()
    for k, t in enumerate(made):
        code = t["join"][0]["code"]
        c.post("/api/join", {"code": t["join"][0]["short"], "name": NAMES[k]})
        for _ in range(4 + 3 * k):  # a few decisions each, so the tables stand at different points
            live.idle()
            view = c.seat(code)[1]
            if view["legal"]:
                c.act(code, rng.choice(view["legal"]), view["version"])
    live.idle()
    live.teacher.post(f"/api/tables/{made[1]['id']}/pause")
    return made


def main(out: Path) -> None:
    live = Live(Path(tempfile.mkdtemp(prefix="brass-shot-")) / "class")
    try:
        made = class_in_play(live)
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = b.new_page(viewport={"width": 1000, "height": 1500})
            page.goto(f"{live.base}/teacher#token={live.room.token}")
            page.wait_for_selector("#tables article")
            page.locator(f"#t-{made[3]['id']} summary").click()
            page.locator("h1").click()
            time.sleep(0.5)
            page.screenshot(path=str(out))
            b.close()
    finally:
        live.close()
    print(f"wrote {out} ({out.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "classroom-dashboard.png")
