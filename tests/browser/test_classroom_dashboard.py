"""The teacher's dashboard in Chromium (issue 34, piece 3): it signs in from the printed address and drops the token
from the address bar, lists the tables with what students typed shown as text, works from the keyboard, makes
tables from its form, and reads in light and dark."""

from __future__ import annotations

import time

import pytest

from ..classroom.conftest import Live

pytestmark = pytest.mark.browser
HOSTILE = '<img src=x onerror="document.title=1">A'  # a name is at most 40 characters


def until(condition, timeout: float = 20.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError("the page did not get there in time")


@pytest.fixture
def class_server(tmp_path):
    live = Live(tmp_path / "class")
    yield live
    live.close()


def contrast(page, selector: str) -> float:
    """The WCAG contrast ratio of an element's text colour against the page's background."""
    return page.evaluate("""(sel) => {
      const rgb = (s) => s.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number);
      const lum = ([r, g, b]) => { const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92
                                                     : ((c + 0.055) / 1.055) ** 2.4; };
                                   return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
      const fg = lum(rgb(getComputedStyle(document.querySelector(sel)).color));
      const bg = lum(rgb(getComputedStyle(document.body).backgroundColor));
      return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    }""", selector)


def test_the_dashboard_signs_in_shows_the_tables_and_works_from_the_keyboard(browser, class_server):
    live = class_server
    made = live.table(edition="lancashire", players=2, seats=["person", "person"], seed=1)
    live.table(edition="birmingham", players=2, seats=["person", "random"], rules={"loan": 50}, seed=1)
    assert live.client().post("/api/join", {"code": made["join"][0]["short"], "name": HOSTILE})[0] == 200
    page = browser.new_page()
    page.goto(f"{live.base}/teacher#token={live.room.token}")
    until(lambda: page.locator("#tables article").count() == 2)
    assert "token" not in page.url and page.url.endswith("/teacher")  # the token left the address bar
    assert page.title() != "1" and page.locator("#tables img[src=x]").count() == 0
    assert page.locator("#tables td", has_text=HOSTILE).count() == 1  # the name, as text
    assert "loan £50" in page.locator("#tables").inner_text()
    # the keyboard: the first table's Pause (the newest table is listed first: the Birmingham one)
    page.locator(f"#t-{made['id']} button[data-do=pause]").focus()
    page.keyboard.press("Enter")
    until(lambda: live.room.tables[made["id"]].status == "paused")
    until(lambda: page.locator(f"#t-{made['id']} button[data-do=resume]").count() == 1)
    # the join codes and QR codes, opened from the keyboard, stay open across a refresh
    page.locator(f"#t-{made['id']} summary").focus()
    page.keyboard.press("Enter")
    page.locator("h1").click()  # focus leaves the tables, so the page refreshes them again
    until(lambda: page.evaluate(f"[...document.querySelectorAll('#t-{made['id']} details img')]"
                                ".filter((i) => i.complete && i.naturalWidth > 0).length") == 2)  # both QR codes
    time.sleep(3.5)  # one poll later
    assert page.locator(f"#t-{made['id']} details[open] img").count() == 2
    # the form makes tables through the API
    page.select_option("select[name=edition]", "lancashire")
    page.fill("input[name=players]", "2")
    page.fill("input[name=seats]", "person,random")
    page.fill("input[name=count]", "2")
    page.locator("#make button[type=submit]").click()
    until(lambda: len(live.room.tables) == 4)
    until(lambda: "Made 2 table(s)" in page.locator("#made").inner_text())
    page.fill("input[name=seats]", "person,wizard")
    page.locator("#make button[type=submit]").click()
    until(lambda: "a seat is one of" in page.locator("#made").inner_text())
    assert len(live.room.tables) == 4
    assert contrast(page, "h1") >= 7 and contrast(page, ".help") >= 4.5
    page.emulate_media(color_scheme="dark")
    assert contrast(page, "h1") >= 7 and contrast(page, ".help") >= 4.5
    page.close()


def test_without_the_token_the_dashboard_says_how_to_sign_in(browser, class_server):
    class_server.table(edition="lancashire", players=2, seats=["person", "person"], seed=1)
    page = browser.new_page()
    page.goto(f"{class_server.base}/teacher#token=forged")
    until(lambda: "Not signed in" in page.locator("#signin").inner_text())
    assert page.locator("#tables article").count() == 0
    page.close()


def test_the_dashboard_and_the_students_pages_have_no_serious_accessibility_faults(browser, class_server):
    from .host import axe_summary, axe_violations

    made = class_server.table(edition="lancashire", players=2, seats=["person", "random"], seed=1)
    page = browser.new_page(bypass_csp=True)  # axe-core is added to the page as a script of its own
    page.goto(f"{class_server.base}/teacher#token={class_server.room.token}")
    until(lambda: page.locator("#tables article").count() == 1)
    page.locator(f"#t-{made['id']} summary").click()
    page.locator("h1").click()
    found = {}
    for name, url in (("dashboard", None), ("join", f"{class_server.base}/join"),
                      ("reflect", f"{class_server.base}/reflect?code={made['join'][0]['code']}"),
                      ("results", f"{class_server.base}/teacher/results")):
        if url:
            page.goto(url)
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            found[f"{name} ({scheme})"] = axe_violations(page, "html")
    print("\nAXE classroom " + "; ".join(f"{k}: {axe_summary(v)}" for k, v in found.items()))
    assert {k: [v for v in vs if v["impact"] in ("serious", "critical")] for k, vs in found.items()} == \
        {k: [] for k in found}
    page.close()


def test_framed_by_another_site_the_dashboard_offers_a_tab_of_its_own(browser, class_server):
    """A notebook's page on another site than the server (JupyterLab at http://localhost:8888 showing
    cls.dashboard() of a server at 127.0.0.1): the browser keeps the SameSite=Strict cookie from the frame, so the
    dashboard offers to open in a tab of its own, where it signs in."""
    from .hosts import ARGS, CHROMIUM

    class_server.table(edition="lancashire", players=2, seats=["person", "person"], seed=1)
    # the notebook's page is made up here (a route), which Chromium takes for a public site and so keeps from
    # framing 127.0.0.1 (Local Network Access); a real JupyterLab on localhost is a local one
    own = browser.browser_type.launch(executable_path=CHROMIUM, args=[*ARGS, "--disable-features=LocalNetworkAccessChecks"])
    page = own.new_page()
    notebook = f'<iframe src="{class_server.base}/teacher#token={class_server.room.token}" width="900" height="600">'
    page.route("http://localhost:8888/lab", lambda route: route.fulfill(body=notebook, content_type="text/html"))
    page.goto("http://localhost:8888/lab")
    until(lambda: len(page.frames) > 1 and page.frames[1].url.startswith(class_server.base))
    frame = page.frames[1]
    until(lambda: "tab of its own" in frame.locator("#signin").inner_text())
    link = frame.locator("#signin a")
    assert link.get_attribute("target") == "_blank" and class_server.room.token in link.get_attribute("href")
    with page.context.expect_page() as opened:
        link.click()
    tab = opened.value
    until(lambda: tab.locator("#tables article").count() == 1)  # signed in, as the page itself
    assert "token" not in tab.url
    own.close()
