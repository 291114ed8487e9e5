"""Review mode on the board in a real browser (Debian's Chromium driven by Playwright; issue 35, piece 3): a short
finished game's review stepped through with the scrubber, the Left and Right keys and the Previous and Next buttons;
at each step the mark, the better move drawn on the map and the Hint's list (2 or 3 ranked entries, the played one
marked) are Python's for that decision, and they change with the step; Back to the game returns the live board;
axe-core finds no serious violation in Review mode. Run one file at a time:
``pytest -m browser -s tests/browser/test_review_mode.py``."""

import json

import pytest

from brass_widget import review
from brass_widget.bots import coach
from brass_widget.widget import BoardWidget

from ..widget.conftest import SMALL_COACH
from ..widget.test_review_mode import NUMBERS, finished
from .host import axe_summary, axe_violations, open_page, wait_redrawn

pytestmark = pytest.mark.browser


def drawn(page) -> dict:
    """What the board shows of the step: the scrubber's value, the mark, and the better move's and the decision
    played's marks on the map."""
    return page.evaluate("""() => {
      const q = (s) => document.querySelector(s);
      const all = (s, a) => [...document.querySelectorAll(s)].map((e) => e.getAttribute(a));
      return { n: Number(q('.brass-review-range').value), mark: q('.brass-review-mark').dataset.mark,
               words: q('.brass-review-words').textContent,
               listed: [...document.querySelectorAll('ol.brass-review-hints > li')].map((li) => li.dataset.rank + ' '
                 + li.dataset.action + (li.classList.contains('brass-review-hint-played') ? ' played' : '')),
               best: all('.brass-map [data-review-best]', 'data-review-best'),
               played: all('.brass-map [data-review-played]', 'data-review-played') };
    }""")


def expected(w) -> dict:
    """The same, from Python's review_step trait (lines, then spaces: the order map.js puts them in the page)."""
    s = w.review_step
    where = lambda m: [*m["links"], *m["slots"]] if m else []  # noqa: E731  (lines under the boxes, rings above)
    best = next((m for m in s["hints"] if m["best"] and not m["played"]), None)
    played = next(m for m in s["hints"] if m["played"])
    listed = [f"{m['rank']} {m['action']}" + (" played" if m["played"] else "") for m in s["hints"] if m["rank"]]
    return {"n": s["n"], "mark": s["mark"], "words": s["words"], "listed": listed, "best": where(best),
            "played": where(played)}


def step(page, w, act) -> dict:
    """Do ``act`` (a click, a key, the scrubber), wait for the redraw, and check the board draws Python's step."""
    version = page.get_attribute(".brass-root", "data-version")
    act()
    wait_redrawn(page, version)
    assert w.error == ""
    got = drawn(page)
    assert got == expected(w)
    return got


def test_step_through_a_review_by_scrubber_keys_and_buttons(pw, served):
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(coach, "HINT_SECONDS", None)
        mp.setattr(coach, "BUDGET", SMALL_COACH)
        g = finished()
        r = review(g, numbers=NUMBERS, progress=False)
    w = BoardWidget(g)
    w.review(r)
    browser, page = open_page(pw, served(w).url)
    try:
        assert page.is_visible(".brass-review") and not page.is_visible(".brass-chooser")
        assert page.get_attribute(".brass-review-range", "max") == str(len(NUMBERS) - 1)
        first = drawn(page)
        assert first == expected(w) and first["n"] == 0
        shown = [first]
        shown.append(step(page, w, lambda: page.fill(".brass-review-range", "2")))  # the scrubber
        assert shown[-1]["n"] == 2 and w.view["history"] == NUMBERS[2] - 1
        page.focus(".brass-root")  # the board's keys: Right and Left step through the decisions
        shown.append(step(page, w, lambda: page.keyboard.press("ArrowRight")))
        shown.append(step(page, w, lambda: page.keyboard.press("ArrowRight")))
        shown.append(step(page, w, lambda: page.keyboard.press("ArrowLeft")))
        assert [s["n"] for s in shown[2:]] == [3, 4, 3]
        shown.append(step(page, w, lambda: page.click(".brass-review-next")))
        shown.append(step(page, w, lambda: page.click(".brass-review-next")))
        shown.append(step(page, w, lambda: page.click(".brass-review-prev")))
        assert [s["n"] for s in shown[5:]] == [4, 5, 4]
        # the mark and the better move drawn change with the step; each step lists the Hint's 2-3 best
        assert all(2 <= len(s["listed"]) <= 3 for s in shown)
        assert len({s["mark"] for s in shown}) >= 2
        assert len({json.dumps(s["best"]) for s in shown}) >= 2
        found = axe_violations(page)
        print(f"\nAXE review mode: {axe_summary(found)}")
        assert not [v for v in found if v["impact"] in ("serious", "critical")], axe_summary(found)
        # Back to the game: the live board (the game over), the panel gone
        version = page.get_attribute(".brass-root", "data-version")
        page.click(".brass-review-end")
        wait_redrawn(page, version)
        assert not w.reviewing and not page.is_visible(".brass-review")
        assert page.locator(".brass-map [data-review-best], .brass-map [data-review-played]").count() == 0
        assert "Game over" in page.inner_text(".brass-status")
    finally:
        browser.close()
