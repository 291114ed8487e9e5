"""A tiny page that hosts the shipped board.js against a live BoardWidget, for browser tests,
the README screenshot and the performance figures.

The page's fake model mirrors the widget's synced traits; ``model.send`` POSTs the intent to this
server, which calls the widget's real message handler (``_on_msg``) and answers with the traits that
changed (and, under ``$custom``, the custom messages the widget sent, such as a save), exactly the data
a Jupyter comm would carry. JupyterLab itself is covered by test_lab.py.
"""

from __future__ import annotations

import json
import statistics
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from brass_widget.widget import protocol
from brass_widget.widget.board import STATIC

# the synced traits a comm carries: every one the protocol declares (the map's parts svg_0, svg_1, ... included)
TRAITS = tuple(protocol.trait_names())

PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>brass board</title>
<style>body{margin:0;padding:8px;background:#fff}</style><style id="css"></style></head>
<body><div id="host"></div><script type="module">
const state = await (await fetch("/state")).json();
document.getElementById("css").textContent = await (await fetch("/board.css")).text();
const listeners = {};
window.__brass = { sent: [], bytes: [], t0: performance.now() };
const model = {
  get: (k) => state[k],
  set: (k, v) => { state[k] = v; },
  save_changes: () => {},
  on: (ev, cb) => { (listeners[ev] ||= []).push(cb); },
  off: (ev, cb) => { listeners[ev] = (listeners[ev] || []).filter((x) => x !== cb); },
  send: async (msg) => {
    window.__brass.sent.push(msg);
    const r = await fetch("/msg", { method: "POST", body: JSON.stringify(msg) });
    const text = await r.text();
    window.__brass.bytes.push(text.length);
    const changes = JSON.parse(text);
    const custom = changes["$custom"] || [];
    delete changes["$custom"];
    apply(changes);
    for (const m of custom) for (const cb of listeners["msg:custom"] || []) cb(m, []);
  },
};
function apply(changes) {
  for (const [k, v] of Object.entries(changes)) state[k] = v;
  for (const k of Object.keys(changes)) for (const cb of listeners["change:" + k] || []) cb();
}
window.__brass.apply = apply;
window.__brass.model = model;
const mod = await import("/board.js");
const t = performance.now();
mod.default.render({ model, el: document.getElementById("host") });
window.__brass.firstRender = performance.now() - t;
window.__brass.readyAt = performance.now();  // since navigation started: page, state, module, render
const also = await fetch("/state2");  // a second board on the same page (Host.second), drawn and left as it is
if (also.ok) {
  const st2 = await also.json();
  const el2 = document.createElement("div");
  el2.id = "host2";
  document.body.append(el2);
  mod.default.render({ model: { get: (k) => st2[k], set: () => {}, save_changes: () => {}, on: () => {}, off: () => {},
    send: () => {} }, el: el2 });
}
window.__brass.ready = true;
</script></body></html>"""


class Host:
    """Serve one BoardWidget on 127.0.0.1 (a free port) until ``close()``."""

    def __init__(self, widget):
        self.widget = widget
        self.lock = threading.Lock()
        self.changed: set[str] = set()
        self.custom: list = []
        self.second = None  # another BoardWidget the page draws below the first (two boards on one page)
        widget.observe(lambda ch: self.changed.add(ch["name"]), names=list(TRAITS))
        widget.send = lambda content, buffers=None: self.custom.append(content)  # what a comm's msg:custom carries
        host = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _send(self, body: str, ctype: str):
                data = body.encode("utf-8")
                self.send_response(200)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(data)))
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                if self.path == "/":
                    self._send(PAGE, "text/html")
                elif self.path == "/board.js":
                    self._send((STATIC / "board.js").read_text("utf-8"), "text/javascript")
                elif self.path == "/board.css":
                    self._send((STATIC / "board.css").read_text("utf-8"), "text/css")
                elif self.path == "/state":
                    with host.lock:
                        host.changed.clear()
                        self._send(json.dumps({k: getattr(host.widget, k) for k in TRAITS}), "application/json")
                elif self.path == "/state2" and host.second is not None:
                    self._send(json.dumps({k: getattr(host.second, k) for k in TRAITS}), "application/json")
                else:
                    self.send_error(404)

            def do_POST(self):
                n = int(self.headers.get("Content-Length", 0))
                msg = json.loads(self.rfile.read(n) or b"{}")
                with host.lock:
                    host.changed.clear()
                    host.widget._on_msg(host.widget, msg, [])
                    out = {k: getattr(host.widget, k) for k in TRAITS if k in host.changed}
                    host.changed.clear()
                    if host.custom:
                        out["$custom"], host.custom = host.custom, []
                self._send(json.dumps(out), "application/json")

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]


def open_page(pw, url, width=1500, height=1100):
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(url)
    page.wait_for_function("window.__brass && window.__brass.ready")
    return browser, page


def choose(page, widget, text: str, use_map: bool = True) -> None:
    """Click through the chooser until Confirm offers the decision ``text`` (not yet confirmed)."""
    click_up_to_confirm(page, widget.game.parse(text), use_map)
    assert page.get_attribute(".brass-confirm", "data-action") == text


def click_up_to_confirm(page, a, use_map: bool = True) -> None:
    """Click the decision ``a`` (an Action) through the chooser, its spaces, lines and merchants on the map when
    ``use_map``, until Confirm is offered."""
    page.click(f'.brass-chooser button[data-field="kind"][data-value="{a.kind}"]')
    for _ in range(8):
        if page.locator(".brass-confirm").count():
            break
        field = page.get_attribute(".brass-opts button >> nth=0", "data-field")
        v = getattr(a, field)
        v = "" if v is None else str(v)
        if field == "target" and use_map:
            attr = "data-hit" if a.kind == "network" else "data-slot"  # a line's click target, above the boxes
            page.click(f'.brass-map [{attr}="{v}"]')
        elif field == "to" and use_map and page.locator(f'.brass-map [data-merchant="{v}"]').count():
            page.click(f'.brass-map [data-merchant="{v}"]')  # Birmingham: the merchant tile sold to
        else:
            page.click(f'.brass-opts button[data-field="{field}"][data-value="{v}"]')


def wait_redrawn(page, version) -> None:
    """Wait until the board has redrawn: its data-version is no longer ``version``."""
    page.wait_for_function(f"document.querySelector('.brass-root').getAttribute('data-version') !== '{version}'")


def reload(page) -> None:
    """The page again, after Python replaced the game outside a click (the host sends traits on clicks)."""
    page.reload()
    page.wait_for_function("window.__brass && window.__brass.ready")


def click_action(page, widget, text: str, use_map: bool = True) -> None:
    """Click through the chooser to the decision ``text`` and confirm it; wait for the redraw."""
    version = page.get_attribute(".brass-root", "data-version")
    choose(page, widget, text, use_map)
    page.click(".brass-confirm")
    wait_redrawn(page, version)


# Click Confirm and time it until the board has redrawn (its data-version changed) and the next frame is
# painted: the click-to-redraw figure the performance tests print.
CONFIRM_AND_TIME = """(version) => new Promise((resolve) => {
    const root = document.querySelector('.brass-root');
    const t0 = performance.now();
    const obs = new MutationObserver(() => {
        if (root.getAttribute('data-version') !== version) {
            obs.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - t0));  // until the next frame
        }
    });
    obs.observe(root, { attributes: true });
    document.querySelector('.brass-confirm').click();
})"""


def timed_moves(page, widget, seat: int = 0, moves: int = 10, pick=lambda g: str(g.legal_actions()[-1])):
    """Click ``moves`` decisions of ``seat`` through the chooser and Confirm each, timing click to redraw:
    (milliseconds per move, payload characters per move, first render ms, page load to drawn board ms)."""
    first = page.evaluate("window.__brass.firstRender")
    loaded = page.evaluate("window.__brass.readyAt")
    times, payloads = [], []
    for _ in range(moves):
        if widget.game.is_over or widget.game.current_player != seat:
            break
        choose(page, widget, pick(widget.game), use_map=False)
        version = page.get_attribute(".brass-root", "data-version")
        times.append(page.evaluate(CONFIRM_AND_TIME, version))
        payloads.append(page.evaluate("window.__brass.bytes[window.__brass.bytes.length - 1]"))
    return times, payloads, first, loaded


FONTS = """() => {
    // the rendered size in px of every piece of text on the board: HTML by its computed font size, the map's
    // text by its font size times the map's scale (only the "Irish Sea" label is decoration)
    const out = { html: [], map: [] };
    const root = document.querySelector('.brass-root');
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
        const t = walker.currentNode, el = t.parentElement;
        if (!t.textContent.trim() || el.closest('svg') || el.closest('option')) continue;
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height) continue;  // not shown (a closed details, a hidden box)
        out.html.push([parseFloat(getComputedStyle(el).fontSize), t.textContent.trim().slice(0, 40)]);
    }
    const svg = document.querySelector('.brass-map svg');
    const scale = svg.getScreenCTM().a;
    for (const el of svg.querySelectorAll('text')) {
        if (el.closest('.brass-deco')) continue;
        out.map.push([parseFloat(getComputedStyle(el).fontSize) * scale, el.textContent.slice(0, 30)]);
    }
    out.scale = scale;
    return out;
}"""


def measure_board(pw, url, widget) -> dict:
    """The board's figures in a real browser (docs/design.md's Budgets: click to redrawn board median under 100 ms,
    payload per move under 15 KB, first render and page load to a drawn board under 1 s): milliseconds and
    bytes, measured, never asserted here (``scripts/bench_board.py`` reports them)."""
    browser, page = open_page(pw, url)
    try:
        times, payloads, first, loaded = timed_moves(page, widget)
    finally:
        browser.close()
    return {"moves": len(times), "click_to_redraw_ms_median": round(statistics.median(times), 1) if times else None,
            "click_to_redraw_ms_max": round(max(times), 1) if times else None,
            "payload_bytes_max": max(payloads) if payloads else None, "first_render_ms": round(first, 1),
            "page_load_to_board_ms": round(loaded)}


def check_performance(pw, url, widget, label: str = "") -> None:
    """Moves clicked through the board in Chromium: at least five redraw, and no move sends more than 15 KB (a
    size, the design's payload budget). The times are printed (a ``PERF`` line) and reported by the bench
    (``scripts/bench_board.py``), never asserted: tests assert behaviour, not time."""
    m = measure_board(pw, url, widget)
    print(f"\nPERF {label}click-to-redraw median {m['click_to_redraw_ms_median']} ms (n={m['moves']}, max "
          f"{m['click_to_redraw_ms_max']}); payload per move max {m['payload_bytes_max'] / 1024:.1f} KB; first "
          f"render {m['first_render_ms']} ms (page load to drawn board {m['page_load_to_board_ms']} ms)")
    assert m["moves"] >= 5
    assert m["payload_bytes_max"] < 15 * 1024


# axe-core from js/node_modules (scripts/test-widget.sh runs `npm ci` in js/ first)
AXE = Path(__file__).resolve().parents[2] / "js" / "node_modules" / "axe-core" / "axe.min.js"

AXE_RUN = """(sel) => axe.run(document.querySelector(sel), { resultTypes: ["violations"] }).then((r) =>
    r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                               nodes: v.nodes.map((n) => n.target.join(" ")) })))"""


def axe_violations(page, selector: str = ".brass-root") -> list[dict]:
    """axe-core's violations inside ``selector``: [{id, impact, help, nodes}], one per rule broken."""
    assert AXE.is_file(), f"{AXE} is missing: run `npm ci` in js/"
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate(AXE_RUN, selector)


def axe_summary(violations: list[dict]) -> str:
    """"serious/critical 2 rules (5 nodes), all 3 rules (9 nodes): rule (impact) xN, ..." for the printed line."""
    bad = [v for v in violations if v["impact"] in ("serious", "critical")]
    rules = ", ".join(f"{v['id']} ({v['impact']}) x{len(v['nodes'])}" for v in violations)
    return (f"serious/critical {len(bad)} rules ({sum(len(v['nodes']) for v in bad)} nodes), "
            f"all {len(violations)} rules ({sum(len(v['nodes']) for v in violations)} nodes)" + (f": {rules}" if rules else ""))
