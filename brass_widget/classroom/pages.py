"""The teacher's and the students' HTML pages: plain HTML made here, every piece of data escaped
(``html.escape``), no framework. The dashboard's page (``dashboard_page``) loads ``static/dashboard.js``, which
polls the tables' part (``tables_html``) every few seconds and sends the teacher's clicks to the JSON API.

A student's name and reflection are the only free text a student sends; a table's id, seat kinds, edition and
house rules come from the server's own checks; all are escaped alike.
"""

from __future__ import annotations

import html
from urllib.parse import urlsplit

from ..engine.edition import describe_editions
from .codes import shown_code
from .results import seat_rows, svg_chart, treatment
from .tables import ENDED, LIVE, PAUSED, SEAT_KINDS, Table

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "form-action 'self'; base-uri 'none'; frame-ancestors 'self' http://localhost:* http://127.0.0.1:*")


def esc(value) -> str:
    return html.escape(str(value), quote=True)


def page(title: str, body: str, script: bool = False) -> str:
    """A whole page: the shared style sheet (light and dark), and the dashboard's script when asked."""
    js = '<script src="/static/classroom/dashboard.js" defer></script>' if script else ""
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta name="color-scheme" content="light dark"><title>{esc(title)}</title>'
            f'<link rel="icon" href="data:,">'  # no icon: the browser asks for no /favicon.ico (a 404 on its console)
            f'<link rel="stylesheet" href="/static/classroom/classroom.css">{js}</head>'
            f'<body><main>{body}</main></body></html>')


def ago(seconds: float | None) -> str:
    if seconds is None:
        return "not yet"
    if seconds < 60:
        return f"{seconds:.0f} s ago"
    return f"{seconds / 60:.0f} min ago"


def dashboard_page() -> str:
    """The teacher's page: the form that makes tables (the API's body, field by field), then the tables."""
    editions = "".join(f'<option value="{esc(e["edition"])}">{esc(e["title"])}</option>'
                       for e in describe_editions())
    kinds = ", ".join(SEAT_KINDS)
    body = f"""
<h1>Brass classroom: the teacher's dashboard</h1>
<p id="signin" class="note" role="status"></p>
<section aria-labelledby="make-h"><h2 id="make-h">Make tables</h2>
<form id="make">
<div class="field"><label for="f-edition">Edition</label><select id="f-edition" name="edition">{editions}</select></div>
<div class="field"><label for="f-players">Players</label>
<input id="f-players" name="players" type="number" min="1" max="4" value="4" required></div>
<div class="field wide"><label for="f-seats">Seats</label>
<input id="f-seats" name="seats" value="person,greedy,person,greedy" aria-describedby="seats-help">
<span id="seats-help" class="help">one per player, comma-separated: {esc(kinds)}</span></div>
<div class="field wide"><label for="f-rules">House rules</label>
<input id="f-rules" name="rules" placeholder='{{"loan": 50}}' aria-describedby="rules-help">
<span id="rules-help" class="help">the treatment, as JSON (<code>brass-widget rules EDITION</code> lists the
knobs); empty: standard rules</span></div>
<div class="field"><label for="f-seed">First seed</label>
<input id="f-seed" name="seed" type="number" min="0" value="1" required></div>
<div class="field"><label for="f-count">Tables</label>
<input id="f-count" name="count" type="number" min="1" max="40" value="1" required></div>
<div class="field"><button type="submit">Make</button></div>
<p id="made" class="wide" role="status" aria-live="polite"></p>
</form></section>
<section aria-labelledby="tables-h"><h2 id="tables-h">Tables</h2>
<p class="help">After play, each student writes a reflection at <code>/reflect</code> on this server (with their
short code); the results page shows them.</p>
<p><a href="/teacher/results">The class's results</a> ·
<a href="/api/results?format=csv" download="class-results.csv">CSV</a> ·
<a href="/api/results" download="class-results.json">JSON</a></p>
<div id="tables" aria-live="off"></div></section>"""
    return page("Brass classroom: dashboard", body, script=True)


def _seat_line(room, t: Table, s: int, short: list) -> str:
    kind = t.seats[s]
    vp = t.game.state["seats"][s]["vp"]
    to_move = " (to move)" if t.game.current_player == s else ""
    if kind != "person":
        return (f"<tr><td>{s}{to_move}</td><td>{esc(kind)} bot</td><td></td><td></td><td>{vp}</td>"
                f"<td></td></tr>")
    name = room.desk.name(t.id, s) or "—"
    seen = room.desk.last_seen(t.id, s)
    joined = "joined, seen " + ago(seen) if seen is not None else "not joined yet"
    code = shown_code(short[s]) if s < len(short) and short[s] else ""
    return (f"<tr><td>{s}{to_move}</td><td>student</td><td>{esc(name)}</td><td>{esc(joined)}</td><td>{vp}</td>"
            f"<td><code>{esc(code)}</code></td></tr>")


def _join_cards(t: Table, short: list, base: str, link) -> str:
    """Each student seat's short code, join link and QR code (an image the browser asks for only once the card is
    opened: ``/teacher/qr/{table}/{seat}.svg``)."""
    cards = []
    for s, code in enumerate(t.codes):
        if code is None or s >= len(short) or not short[s]:
            continue
        url = link(base, code)
        cards.append(f'<figure class="card"><img src="/teacher/qr/{esc(t.id)}/{s}.svg" width="123" height="123" '
                     f'loading="lazy" alt="QR code of seat {s}\'s join link"><figcaption>Seat {s}: '
                     f'<code>{esc(shown_code(short[s]))}</code><br><a href="{esc(url)}">join link</a></figcaption>'
                     f'</figure>')
    if not cards:
        return ""
    return (f'<details data-key="join-{esc(t.id)}"><summary>Join codes and QR codes</summary>'
            f'<p class="help">A student scans the code, or opens {esc(base)}/join and types the short code.</p>'
            f'{"".join(cards)}</details>')


def table_html(room, t: Table, base: str, link) -> str:
    """One table's part of the dashboard: its treatment, status, whose turn, each seat (who joined, VP, short
    code), stuck or not, the buttons to pause, resume or end it, and its join codes with their QR codes."""
    g = t.game
    short = room.desk.short_codes(t.id)
    if g.is_over:
        state = "game over"
    elif t.status != LIVE:
        state = t.status
    else:
        cur = g.current_player
        assert cur is not None  # a game that is not over has a seat to move
        who = room.desk.name(t.id, cur) or (f"seat {cur}" if t.seats[cur] == "person" else f"the {t.seats[cur]} bot")
        state = f"{who} to move (seat {cur})"
    idle = room.desk.stuck(t)
    stuck = idle is not None
    warn = (f'<p class="stuck" role="alert">Stuck: no decision for {idle / 60:.0f} minutes.</p>' if stuck else "")
    buttons = []
    if t.status == LIVE and not g.is_over:
        buttons.append(f'<button data-do="pause" data-table="{esc(t.id)}">Pause</button>')
    if t.status == PAUSED:
        buttons.append(f'<button data-do="resume" data-table="{esc(t.id)}">Resume</button>')
    if t.status != ENDED:
        buttons.append(f'<button data-do="end" data-table="{esc(t.id)}">End table</button>')
    rows = "".join(_seat_line(room, t, s, short) for s in range(len(t.seats)))
    p = t.params
    return (f'<article class="table {esc(t.status)}{" is-stuck" if stuck else ""}" id="t-{esc(t.id)}">'
            f'<h3>Table {esc(t.id)}: {esc(treatment(t))}</h3>'
            f'<p>{esc(p["edition"])}, {p["players"]} players, seed {esc(p["seed"])}; {t.version} decisions; '
            f'<strong>{esc(state)}</strong></p>{warn}'
            f'<table><thead><tr><th>Seat</th><th>Who</th><th>Name</th><th>Joined</th><th>VP</th><th>Short code</th>'
            f'</tr></thead><tbody>{rows}</tbody></table>'
            f'<p class="buttons">{"".join(buttons)}</p>{_join_cards(t, short, base, link)}</article>')


LOOPBACK = ("127.0.0.1", "localhost", "[::1]")


def tables_html(room, base: str, link) -> str:
    """Every table's part, newest first (``link(base, code)``: a seat's join link), after a word of warning when the
    page was opened at this machine's own address, which the join links and QR codes then carry."""
    host = urlsplit(base).hostname or ""
    note = ""
    if host in LOOPBACK or f"[{host}]" in LOOPBACK:
        note = (f'<p class="note">The join links and QR codes carry the address this page was opened at, '
                f'{esc(base)}, which only this machine can reach. For a class on the room\'s network, start the '
                f'server with <code>--host 0.0.0.0</code> and open this page at the machine\'s network address.</p>')
    if not room.tables:
        return note + '<p class="note">No tables yet: make some above.</p>'
    return note + "".join(table_html(room, t, base, link) for t in reversed(list(room.tables.values())))


def join_page(message: str = "", status: str = "") -> str:
    """The student's page: a box for the short code, and one for a name the teacher will see."""
    note = f'<p class="{esc(status)}" role="alert">{esc(message)}</p>' if message else ""
    body = f"""
<h1>Join your table</h1>{note}
<form method="post" action="/join">
<label>Your code <input name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" required
  placeholder="ABCD-2345" maxlength="32" autofocus></label>
<label>Your name <input name="name" maxlength="40" autocomplete="nickname"></label>
<button type="submit">Join</button>
</form>
<p class="help">The code is on your teacher's screen or card: eight letters and digits.</p>"""
    return page("Join a Brass table", body)


def reflect_page(prompt: str = "", text: str = "", code: str = "", message: str = "", status: str = "") -> str:
    """A student's reflection: the prompt (once their seat is known), a box for their answer, and the code that says
    whose it is (their short code, or the seat's code carried by the link they followed)."""
    note = f'<p class="{esc(status)}" role="alert">{esc(message)}</p>' if message else ""
    asked = f"<p>{esc(prompt)}</p>" if prompt else (
        "<p>Type your table's code (the short code you joined with) and your reflection on the game.</p>")
    code_box = (f'<input type="hidden" name="code" value="{esc(code)}">' if code else
                '<label>Your code <input name="code" autocomplete="off" autocapitalize="characters" '
                'spellcheck="false" required placeholder="ABCD-2345" maxlength="32"></label>')
    body = f"""
<h1>Your reflection</h1>{note}{asked}
<form method="post" action="/reflect">
{code_box}
<label for="r-text">Your answer</label>
<textarea id="r-text" name="text" rows="8" cols="60" maxlength="2000" required>{esc(text)}</textarea>
<p><button type="submit">Save</button></p>
</form>"""
    return page("Your reflection on the game", body)


def results_page(room, groups: list[dict]) -> str:
    """The class's results: for each edition and player count, each treatment's sentences, chart and caution; then
    each student's reflection."""
    parts = ["<h1>The class's results</h1>",
             '<p><a href="/teacher">Back to the dashboard</a> · '
             '<a href="/api/results?format=csv" download="class-results.csv">CSV</a> · '
             '<a href="/api/results" download="class-results.json">JSON</a></p>']
    if not groups:
        parts.append('<p class="note">No table has finished its game yet.</p>')
    for g in groups:
        tr = g["treatments"]
        parts.append(f'<section><h2>{esc(g["edition"])}, {g["players"]} players</h2>'
                     f'<p>Baseline: {esc(g["baseline"])}. Games finished: '
                     + ", ".join(f'{esc(n)} {e["games"]}' for n, e in tr.items()) + ".</p>")
        parts.append(svg_chart(g))
        if g["findings"]:
            parts.append("<ul>" + "".join(f"<li>{esc(f)}</li>" for f in g["findings"]) + "</ul>")
        else:
            parts.append('<p class="note">One treatment only, or no pair of tables dealt from the same seed: '
                         "nothing to compare.</p>")
        if g["caution"]:
            parts.append(f'<p class="help">{esc(g["caution"])}</p>')
        parts.append("</section>")
    rows = [r for r in seat_rows(list(room.tables.values()), room.desk) if r["kind"] == "person"]
    parts.append("<section><h2>Reflections</h2>")
    if not rows:
        parts.append('<p class="note">No student seats yet.</p>')
    for r in rows:
        words = esc(r["reflection"]) if r["reflection"] else "<em>no reflection yet</em>"
        parts.append(f'<article class="reflection"><h3>{esc(r["name"] or "seat " + str(r["seat"]))}, table '
                     f'{esc(r["table"])} ({r["vp"]} VP, rank {r["rank"]})</h3><p>{words}</p></article>')
    parts.append("</section>")
    return page("Brass classroom: results", "".join(parts))
