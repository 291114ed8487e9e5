"""Make docs/classroom-dashboard.png: the teacher's dashboard in headless Chromium (1000 x 1500), four tables of a
class mid-play (two with standard rules, two with £50 loans, paired by seed), students joined by name, one table
paused, one table's join codes and QR codes open, opened at the machine's network address as for a class.

Run: ``python -m tests.browser.classroom_shot [out.png]`` (Debian's Chromium, as scripts/screenshot.sh's pictures)."""

from __future__ import annotations

import random
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from playwright.sync_api import sync_playwright

from brass_widget import classroom
from brass_widget.classroom.client import Client

from .hosts import ARGS, CHROMIUM

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ada", "Ben", "Cy", "Dee"]


def network_address() -> str:
    """This machine's address on its network (the one a UDP socket would send from; nothing is sent), or
    127.0.0.1 without one."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.255.255.255", 1))
            return s.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def class_in_play(cls) -> list[dict]:
    made = []
    for seed in (1, 2):
        for rules in ({}, {"loan": 50}):
            made.append(cls.table(edition="birmingham", players=2, seats=["person", "greedy"], rules=rules,
                                  seed=seed))
    rng = random.Random(5)
    c = Client(cls.base)

    def idle():
        cls._on_loop(cls.room.idle())
    for k, t in enumerate(made):
        code = t["join"][0]["code"]
        c.post("/api/join", {"code": t["join"][0]["short"], "name": NAMES[k]})
        for _ in range(4 + 3 * k):  # a few decisions each, so the tables stand at different points
            idle()
            view = c.seat(code)[1]
            if view["legal"]:
                c.act(code, rng.choice(view["legal"]), view["version"])
    idle()
    cls.pause(made[1]["id"])
    return made


def main(out: Path) -> None:
    cls = classroom.start(data=Path(tempfile.mkdtemp(prefix="brass-shot-")) / "class", host="0.0.0.0",
                          think=lambda: ThreadPoolExecutor(1))
    try:
        made = class_in_play(cls)
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = b.new_page(viewport={"width": 1000, "height": 1500})
            # as a teacher opens it for a class: at the machine's address on the room's network
            page.goto(f"http://{network_address()}:{cls.port}/teacher#token={cls.token}")
            page.wait_for_selector("#tables article")
            page.locator(f"#t-{made[3]['id']} summary").click()
            page.locator("h1").click()
            time.sleep(0.5)
            page.screenshot(path=str(out))
            b.close()
    finally:
        cls.stop()
    print(f"wrote {out} ({out.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "classroom-dashboard.png")
