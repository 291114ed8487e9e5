"""The student's path through the classroom server, walked in Chromium at 1280x800 and at a phone's 390x844: /join,
the short code typed (in lower case, without its dash), three moves against a greedy bot by clicking, the tab
reloaded mid-game, the teacher's pause and resume. Prints what it saw; writes the screenshots to the folder given.

Run from the repository root: ``python docs/measurements/classroom-walk-2026-11-29/walk.py OUT_FOLDER``."""

import re
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

from brass_widget import Game
from brass_widget.classroom.client import Client
from tests.browser.host import click_up_to_confirm
from tests.browser.hosts import ARGS, CHROMIUM, free_port, serve

OUT = Path(sys.argv[1])
OUT.mkdir(parents=True, exist_ok=True)
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
TABLE = {"edition": "lancashire", "players": 2, "seats": ["person", "greedy"], "seed": 3}


def version(page) -> int:
    return int(page.get_attribute(".brass-root", "data-version"))


def until_version_past(page, ver: int) -> None:
    for _ in range(600):  # (the page's CSP allows no eval: Playwright's wait_for_function cannot run there)
        if version(page) > ver:
            return
        time.sleep(0.05)
    raise AssertionError(f"the page never drew past version {ver}")


def walk(pw, base: str, teacher: Client, size: str) -> None:
    made = teacher.post("/api/tables", TABLE)[1]
    code = made["join"][0]["code"]
    w, h = SIZES[size]
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    try:
        ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=size == "phone",
                                  has_touch=size == "phone")
        page = ctx.new_page()
        problems = []
        page.on("pageerror", lambda e: problems.append(str(e)))
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        page.goto(base + "/join")
        page.fill("input[name=code]", made["join"][0]["short"].lower().replace("-", ""))
        page.fill("input[name=name]", "Ada")
        page.click("button[type=submit]")
        page.wait_for_selector(".brass-root[data-version]", timeout=30_000)
        print(size, "joined at", page.url.split("?")[0])
        for move in range(3):
            for _ in range(200):  # the bot's turn first, if it is
                view = Client(base).seat(code)[1]
                if view["current_player"] == 0 and view["legal"]:
                    break
                time.sleep(0.1)
            page.wait_for_selector(f".brass-root[data-version='{view['version']}']", timeout=30_000)
            text = next((t for t in view["legal"] if t.startswith("build ")), view["legal"][0])
            game = Game.new(TABLE["edition"], players=2, seed=TABLE["seed"])
            for d in teacher.get(f"/api/tables/{made['id']}")[1]["decisions"]:
                game.apply(d)
            click_up_to_confirm(page, game.parse(text))
            page.click(".brass-confirm")
            until_version_past(page, view["version"])
            print(size, "move", move + 1, text)
            if move == 1:
                page.screenshot(path=str(OUT / f"{size}-mid-game.jpg"), type="jpeg", quality=70)
                before = version(page)
                page.reload()
                page.wait_for_selector(".brass-root[data-version]", timeout=30_000)
                print(size, "reloaded: version", before, "->", version(page),
                      "|", page.get_attribute(".brass-hand ul", "aria-label"))
        print(size, "page width", page.evaluate("[document.documentElement.scrollWidth, innerWidth]"),
              "| players table", page.evaluate("(() => { const t = document.querySelector('.brass-mats table');"
                                               " return [t.scrollWidth, t.parentElement.clientWidth]; })()"))
        print(size, "toolbar:", page.inner_text(".brass-toolbar").replace("\n", " | "))
        teacher.post(f"/api/tables/{made['id']}/pause")
        expect(page.locator(".brass-status .brass-held")).to_have_text("Paused by your teacher")
        print(size, "paused: chooser says", repr(page.inner_text(".brass-chooser")))
        if size == "phone":
            page.screenshot(path=str(OUT / f"{size}-paused.jpg"), type="jpeg", quality=70)
        teacher.post(f"/api/tables/{made['id']}/resume")
        expect(page.locator(".brass-held")).to_have_count(0)
        print(size, "resumed")
        print(size, "console errors and page errors:", problems)
    finally:
        browser.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        log = Path(tmp) / "server.log"
        cmd = [sys.executable, "-m", "brass_widget", "classroom", "--port", str(port), "--data", str(Path(tmp) / "c")]
        base = f"http://127.0.0.1:{port}"
        with serve(cmd, base + "/", log), sync_playwright() as pw:
            teacher = Client(base, token=re.search(r"#token=(\S+)", log.read_text()).group(1))
            for size in SIZES:
                walk(pw, base, teacher, size)


if __name__ == "__main__":
    main()
