"""The static picture's side panel (the live widget draws the same as HTML): title and round, the turn order, the
markets, the edition's table components, the deck, the next tile on each mat, the last era's scores and a notice."""

from __future__ import annotations

from ..engine.board import market_quote
from ..engine.legality import loans_closed
from ..engine.table import components, seat_parts
from .layout import HEIGHT, MAP_W, WIDTH
from .palette import player_mark
from .words import PLAYER_NAMES, ROMAN, clean, count_of, esc, num, short_name


def _market_svg(title: str, kind: str, prices, count: int, empty_price: int, x: float, y: float) -> str:
    n = len(prices)
    cube = "#1d1d1d" if kind == "coal" else "#e07b24"
    buy, sell = market_quote(tuple(prices), count, empty_price)
    out = [f'<g class="brass-market" data-market="{kind}" role="img" aria-label="{title}: {num(count)} of {n} '
           f'cubes, buy at £{num(buy)}">']
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">{title}'
               f'</text><text x="{x + 350}" y="{y}" font-size="13" text-anchor="end" class="brass-ink"'
               f'>{num(count)} cubes · buy £{num(buy)}' + (f' · sells £{num(sell)}' if sell else '') + '</text>')
    if n * 44 <= 352:
        for i, p in enumerate(prices):
            sx = x + i * 44
            filled = i >= n - count
            out.append(f'<rect x="{sx}" y="{y + 7}" width="40" height="26" rx="4" fill="#fbf6ea" stroke="#8a7a5c"/>'
                       f'<text x="{sx + 5}" y="{y + 25}" font-size="13" fill="#3a2f1f">£{num(p)}</text>')
            if filled:
                out.append(f'<rect class="brass-cube" x="{sx + 25}" y="{y + 13}" width="12" height="12" fill="{cube}" '
                           'stroke="#fff" stroke-width="0.8"/>')
    else:  # a long track (Birmingham's): one box per price, holding that price's cube spaces
        groups: list[list[int]] = []
        for i, p in enumerate(prices):
            if groups and prices[groups[-1][0]] == p:
                groups[-1].append(i)
            else:
                groups.append([i])
        gw = 352 / len(groups)
        for g, members in enumerate(groups):
            sx = x + g * gw
            out.append(f'<rect x="{sx:.4g}" y="{y + 7}" width="{gw - 4:.4g}" height="26" rx="4" fill="#fbf6ea" '
                       f'stroke="#8a7a5c"/><text x="{sx + 4:.4g}" y="{y + 25}" font-size="13" fill="#3a2f1f">'
                       f'£{num(prices[members[0]])}</text>')
            for j, i in enumerate(members):
                if i >= n - count:
                    out.append(f'<rect class="brass-cube" x="{sx + gw - 4 - (len(members) - j) * 11:.4g}" '
                               f'y="{y + 14}" width="9" height="12" fill="{cube}" stroke="#fff" stroke-width="0.8"/>')
    out.append('</g>')
    return "".join(out)


def side_svg(st: dict, ed, players: int) -> str:
    """The static picture's side panel: title, turn order, markets, the Distant Cotton Market, the deck and
    the next tile on each mat (with a key), the last era's scores. Nothing under 12 units."""
    x = MAP_W + 20
    out = [f'<g class="brass-side"><rect class="brass-side-bg" x="{MAP_W}" y="0" width="{WIDTH - MAP_W}" '
           f'height="{HEIGHT}" fill="#f4ecda"/>']
    era = esc(str(st["era"]).title())
    # the era's rounds as the game plays them (a variant's or a house rule's era_rounds); None: no fixed rounds
    rounds = ed.eras.rounds(players, st["variants"]) if ed.setup.get("rounds_per_era") else None
    out.append(f'<text x="{x}" y="34" font-size="22" font-weight="700" class="brass-ink">'
               f'{esc(ed.title)}</text>')
    if st.get("over"):
        status = "Game over"
    elif rounds is None:  # no fixed rounds (Brass Duel's card rows decide the end: S1, End of game)
        status = f"Round {num(st['round'])}"
    else:
        status = f"{era} Era · round {num(st['round'])} of {num(rounds)}"
    out.append(f'<text x="{x}" y="58" font-size="15" class="brass-ink" data-status="era">'
               f'{status}</text>')
    # turn order, money spent, and each player's standing
    y: float = 88
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">'
               'Turn order</text>')
    for col, head in ((168, "spent"), (228, "money"), (292, "income"), (350, "VP")):
        out.append(f'<text x="{x + col}" y="{y}" font-size="13" text-anchor="end" class="brass-ink"'
                   f'>{head}</text>')
    order = st.get("order", list(range(players)))
    turn = st.get("turn", 0)
    for i, s in enumerate(order):
        seat = st["seats"][s]
        ry = y + 8 + i * 27
        current = (i == turn and not st.get("over"))
        if current:
            out.append(f'<rect x="{x - 6}" y="{ry}" width="364" height="25" rx="5" fill="#fff3c4" '
                       'stroke="#c9a227"/>')
        out.append(player_mark(s, x + 8, ry + 12.5, 7))
        level = ed.level_of(seat["income"])
        name = PLAYER_NAMES[s % 4]
        act = f" · {num(st['actions_left'])} to go" if current else ""
        out.append(f'<text x="{x + 22}" y="{ry + 18}" font-size="14" class="brass-ink" '
                   f'font-weight="{700 if current else 400}">{name}{act}</text>')
        for col, val in ((168, f"£{num(seat['spent'])}"), (228, f"£{num(seat['money'])}"),
                         (292, f"{level:+d}" if level else "0"), (350, num(seat["vp"]))):
            out.append(f'<text x="{x + col}" y="{ry + 18}" font-size="14" text-anchor="end" class="brass-ink"'
                       f'>{val}</text>')
    y += 14 + players * 27 + 24
    if ed.coal_prices:
        out.append(_market_svg("Coal market", "coal", ed.coal_prices, st["coal_market"], ed.coal_empty_price, x, y))
        y += 56
    else:  # no coal market track (Brass Duel: coal from an importer, else by boat from outside; S1, Coal)
        out.append(f'<g class="brass-market" data-market="coal"><text x="{x}" y="{y}" font-size="15" font-weight="700" '
                   f'class="brass-ink">Coal</text><text x="{x + 350}" y="{y}" font-size="13" text-anchor="end" '
                   f'class="brass-ink">no market track · from outside £{num(ed.coal_empty_price)} a cube</text></g>')
        y += 28
    out.append(_market_svg("Iron market", "iron", ed.iron_prices, st["iron_market"], ed.iron_empty_price, x, y))
    y += 62
    comps = components(ed, st)  # the edition's own table components, by kind (engine/table.py)
    for comp in comps:
        if comp["kind"] in COMPONENTS:
            y = COMPONENTS[comp["kind"]](out, comp, x, y)
    rows = next((comp for comp in comps if comp["kind"] == "card_rows"), None)  # card rows in place of a draw deck
    y = rows_svg(out, rows, x, y) if rows is not None else _deck_svg(out, st, ed, x, y)
    y = _mats_svg(out, st, ed, x, y, players)
    parts = [seat_parts(ed, seat) for seat in st["seats"]]  # each seat's own pieces, by part (engine/table.py)
    for i in range(len(parts[0]) if parts else 0):
        y = seat_rows_svg(out, [p[i] for p in parts], x, y)
    scores = st.get("scores") or []
    last = scores[-1] if isinstance(scores, list) and scores else None
    if isinstance(last, dict):
        totals = last.get("totals")
        totals = totals if isinstance(totals, list) else []
        when = "End of the game:" if rounds is None else f'End of the {esc(last.get("era", ""))} era:'
        out.append(f'<text x="{x}" y="{y}" font-size="14" class="brass-ink">{when}</text>'
                   f'<text x="{x}" y="{y + 18}" font-size="14" class="brass-ink">'
                   + ", ".join(f"{PLAYER_NAMES[i % 4]} +{num(v)}" for i, v in enumerate(totals)) + '</text>')
    notice = ed.notice
    if notice:  # provisional components (Brass Duel: shared/reference/duel.md §6), said wherever it is drawn
        out.append(_notice_svg(notice, x, HEIGHT - 140 - 62))
    out.append('</g>')
    return "".join(out)


def _deck_svg(out: list, st: dict, ed, x: float, y: float) -> float:
    """The draw deck's size and the cards under the Deck tile; the next y."""
    deck = count_of(st["deck"])
    under = st.get("under", 0)
    late = loans_closed(ed, st)  # the engine's answer: the Rail Era's last rounds (Lancashire, Loan Action)
    lines = [f"Draw deck: {deck} cards"] + (  # a house rule's shorter era: its last rounds with cards to draw
        [f"no more loans: the last {ed.eras.hand_rounds()} rounds of the era"] if late else []) if deck else (
        ["Draw deck empty: the Deck tile shows", "Stephenson's Rocket (no more loans)"]
        if late else ["Draw deck empty"])
    for i, text in enumerate(lines):
        out.append(f'<text x="{x}" y="{y + i * 18}" font-size="14" class="brass-ink"'
                   f'{" data-status=" + chr(34) + "deck" + chr(34) if i == 0 else ""}>{esc(text)}</text>')
    y += 18 * (len(lines) - 1)
    if under:
        out.append(f'<text x="{x}" y="{y + 18}" font-size="13" class="brass-ink">'
                   f'{num(under)} cards under the Deck tile</text>')
    return y + 44


def _mats_svg(out: list, st: dict, ed, x: float, y: float, players: int) -> float:
    """Each player's next tiles (the mats, in brief), with a key; more than six industries wrap, five a row
    (Brass Duel's nine, shipbuilding's branches among them); the next y."""
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">'
               'Next tile on each mat</text>')
    out.append(f'<text x="{x}" y="{y + 18}" font-size="12" class="brass-ink">I·11: next tile level I, 11 tiles '
               'left; —: none left</text>')
    y += 24
    per_row = len(ed.industries) if len(ed.industries) <= 6 else 5
    step = min(68, 344 // max(per_row, 1))  # Lancashire's five industries, Birmingham's six
    lines = -(-len(ed.industries) // max(per_row, 1))
    for s in range(players):
        taken = st["seats"][s]["taken"]
        py = y + s * 28 * lines
        out.append(player_mark(s, x + 8, py + 14, 6))
        for j, ind in enumerate(ed.industries):
            stack = ed.tiles[ind]
            n = taken.get(ind, 0)
            tx = x + 24 + (j % per_row) * step
            ry = py + (j // per_row) * 28
            if n < len(stack):
                spec = stack[n]
                txt = f"{ROMAN.get(spec.level) or num(spec.level)}·{len(stack) - n}"
            else:
                txt = "—"
            out.append(f'<use href="#brass-i-{esc(ind)}" x="{tx}" y="{ry + 4}" width="18" height="18" color="#4a3f30"/>'
                       f'<text x="{tx + 21}" y="{ry + 19}" font-size="14" class="brass-ink">'
                       f'{txt}</text>')
    return y + players * 28 * lines + 18


def rows_svg(out: list, comp: dict, x: float, y: float) -> float:
    """Rows of face-up cards taken by column (a table component of kind "card_rows": Brass Duel's card rows): the
    columns (the edge ones with their fee) and each deck's size, never its order; the next y."""
    rows, fee, edges = comp["card_rows"], comp["fee"], comp["edge"]
    n = max((len(cards) for _, cards in rows), default=0)
    gw = 352 / max(n, 1)
    out.append(f'<g class="brass-{esc(comp["id"])}" role="img" aria-label="{esc(comp["label"])}">'
               f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">{esc(comp["title"])}</text>'
               f'<text x="{x + 350}" y="{y}" font-size="13" text-anchor="end" class="brass-ink">{esc(comp["take"])}'
               '</text>')
    for c in range(n):
        cx = x + c * gw
        head = esc(comp["column"].format(n=c + 1)) + (esc(comp["edge_fee"].format(fee=num(fee))) if c in edges and fee
                                                       else "")
        out.append(f'<text x="{cx + 2:.4g}" y="{y + 20}" font-size="12" class="brass-ink" data-column="{c + 1}"'
                   f'{" font-weight=" + chr(34) + "700" + chr(34) if c in edges else ""}>{head}</text>')
        for r, (row, cards) in enumerate(rows):
            card = cards[c] if c < len(cards) else None
            ry = y + 26 + r * 30
            if card is None:
                out.append(f'<rect x="{cx:.4g}" y="{ry}" width="{gw - 4:.4g}" height="26" rx="3" fill="none" '
                           'stroke="#b3a68a" stroke-dasharray="3 3"/>')
                continue
            name = comp["names"][str(card)]
            out.append(f'<g class="brass-card" data-row="{esc(row)}" data-column="{c + 1}"><rect x="{cx:.4g}" y="{ry}" '
                       f'width="{gw - 4:.4g}" height="26" rx="3" fill="#fbf6ea" stroke="#7a3b10"/>'
                       f'<text x="{cx + 4:.4g}" y="{ry + 18}" font-size="12" class="brass-ink">'
                       f'{esc(short_name(name))}</text><title>{esc(name)}</title></g>')
    y += 26 + len(rows) * 30 + 8
    sizes = ", ".join(f"{esc(row)} {num(k)}" for row, k in comp["decks"])
    out.append(f'<text x="{x}" y="{y + 8}" font-size="13" class="brass-ink" data-status="deck">'
               f'{esc(comp["decks_words"])}: {sizes} cards</text></g>')
    return y + 38


def _notice_svg(text: str, x: float, y: float) -> str:
    """A notice the edition gives (provisional components), in lines of at most 56 characters."""
    words, lines = clean(text).split(), [""]
    for w in words:
        if lines[-1] and len(lines[-1]) + 1 + len(w) > 56:
            lines.append(w)
        else:
            lines[-1] = f"{lines[-1]} {w}".strip()
    return ('<g class="brass-notice" role="note">'
            + "".join(f'<text x="{x}" y="{y + i * 17}" font-size="13" font-style="italic" fill="#7a1f1f">'
                      f'{esc(line)}</text>' for i, line in enumerate(lines[:3])) + '</g>')


def track_svg(out: list, comp: dict, x: float, y: float) -> float:
    """A track with a marker (a table component of kind "track"): its spaces, the marker, how many face-down
    pieces are left and those turned over (Lancashire's Distant Cotton Market); the next y."""
    left, title, many = comp["left"], esc(comp["title"]), esc(comp["piece"][1])
    out.append(f'<g class="brass-{esc(comp["id"])}" role="img" aria-label="{title}: marker on space '
               f'{num(comp["marker"] + 1)}, {num(left)} {many} left">')
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">'
               f'{title}</text><text x="{x + 350}" y="{y}" font-size="13" text-anchor="end" '
               f'class="brass-ink">{num(left)} {many} left</text>')
    for i, inc in enumerate(comp["spaces"]):
        sx = x + i * 39
        label = esc(comp["end"]) if inc is None else f"+{inc}"
        here = i == comp["marker"]
        out.append(f'<rect x="{sx}" y="{y + 8}" width="35" height="28" rx="4" '
                   f'fill="{"#6b1f1f" if inc is None else "#fbf6ea"}" stroke="#8a7a5c"/>'
                   f'<text x="{sx + 17.5}" y="{y + 27}" text-anchor="middle" font-size="14" '
                   f'fill="{"#fff" if inc is None else "#3a2f1f"}">{label}</text>')
        if here:
            out.append(f'<circle class="brass-{esc(comp["id"])}-marker" cx="{sx + 17.5}" cy="{y + 45}" r="6" '
                       'fill="#7a3b10" stroke="#fff"/>')
    used = comp["used"]
    if used:
        out.append(f'<text x="{x}" y="{y + 70}" font-size="13" class="brass-ink">{esc(comp["drawn"])}: '
                   f'{", ".join(num(u) for u in used)}</text>')
    out.append('</g>')
    return y + 92


def piles_svg(out: list, comp: dict, x: float, y: float) -> float:
    """Piles of cards (a table component of kind "piles"): each pile's count and its card's name (Birmingham's
    wild location and wild industry piles); the next y. Nothing when there are none."""
    piles = comp["piles"]
    if not piles:
        return y
    out.append(f'<g class="brass-{esc(comp["id"])}" role="img" aria-label="{esc(comp["label"])}: '
               + esc(", ".join(f"{name} {n}" for _, name, n in piles)) + '">')
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">{esc(comp["title"])}</text>')
    for i, (_, name, n) in enumerate(piles):
        cx = x + i * 176
        out.append(f'<rect x="{cx}" y="{y + 8}" width="24" height="32" rx="3" fill="#fbf6ea" stroke="#7a3b10" '
                   f'stroke-width="1.5"/><text x="{cx + 12}" y="{y + 29}" text-anchor="middle" font-size="14" '
                   f'font-weight="700" fill="#7a3b10">{num(n)}</text><text x="{cx + 30}" y="{y + 29}" font-size="13" '
                   f'class="brass-ink">{esc(name)}</text>')
    out.append('</g>')
    return y + 62


COMPONENTS = {"track": track_svg, "piles": piles_svg}  # how each kind of table component is drawn (engine/table.py)


def seat_rows_svg(out: list, parts: list, x: float, y: float) -> float:
    """One part of each seat's own pieces (``engine.table.seat_parts``), a row a seat: its sentence, a face-down
    pile drawn face down where the part has one, a second line of the cards in play where it lists them (Brass
    Duel's boats, VP income and Notable Persons; Birmingham's discard piles); the next y."""
    first = parts[0]
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="700" class="brass-ink">{esc(first["title"])}</text>'
               + (f'<text x="{x + 120}" y="{y}" font-size="12" class="brass-ink">{esc(first["subtitle"])}</text>'
                  if "subtitle" in first else ""))
    y += 8
    two = "list" in first  # a second line: the cards in play
    step = 42 if two else 24
    for s, part in enumerate(parts):
        ry = y + s * step
        out.append(player_mark(s, x + 8, ry + 12, 6))
        down = part.get("down")
        if down:
            out.append(f'<g class="brass-facedown" data-seat="{s}"><rect x="{x + 22}" y="{ry + 2}" width="16" '
                       'height="20" rx="2" fill="#5b3a1e" stroke="#fff"/>'
                       f'<path d="M{x + 25} {ry + 5}l10 14M{x + 35} {ry + 5}l-10 14" stroke="#c9a227" '
                       f'stroke-width="1"/><title>{num(down)} face down</title></g>')
        out.append(f'<text x="{x + (44 if "down" in part else 22)}" y="{ry + 17}" font-size="13" class="brass-ink">'
                   f'{esc(part["picture"])}</text>')
        if two:
            names = part["list"]
            out.append(f'<text x="{x + 22}" y="{ry + 35}" font-size="12" class="brass-ink" '
                       f'data-{esc(part["list_key"])}="{s}">{esc(short_name(names or part["none"], 58))}'
                       f'<title>{esc(names or "none")}</title></text>')
    return y + len(parts) * step + (14 if two else 18)
