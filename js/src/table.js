// The table beside the map: the players in turn order with their mats, the markets, and the edition's own table
// components drawn by their kind (the topology's and the view's data: no edition is named here), the card rows
// to take from, and the key to the map.

import { counted, h, list, mark, numOr, own, plural, signed } from "./dom.js";
import { actionsOf } from "./decisions.js";
import { chipInfo, refName, valueLabel } from "./words.js";
import { keySwatch } from "./key.js";

// -- rows of cards taken by column (a table component of kind "card_rows": Brass Duel's card rows, S1, On your turn): a
// column (both cards) is taken by clicking it; in the first round a single card of a row. The decks show their
// size only (S1, Setup).
/** The view's table component of kind "card_rows", or null. */
export function rowsOf(v) {
  return list(v.table).find((x) => x && typeof x === "object" && x.kind === "card_rows") || null;
}

export function drawRows(ctx, v, c, step) {
  const comp = rowsOf(v);
  ctx.rowsBox.replaceChildren();
  ctx.rowsBox.hidden = !comp;
  if (!comp) return;
  const rows = list(comp.card_rows).filter(Array.isArray);
  const names = own(comp, "names") || {};
  const cardName = (x) => String(own(names, x) ?? x);
  const n = Number(comp.columns) || 0;
  const edge = new Set(list(comp.edge));
  const fill = (text, values) => String(text).replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
  const actions = actionsOf(c).filter((a) => a.kind === comp.decision);
  const canTake = (col, row) => actions.some((a) => a.amount === String(col) && (row ? a.to === row : a.to === undefined));
  const single = actions.some((a) => a.to !== undefined);  // the first round: one card of a row
  ctx.rowsBox.append(h("h3", { text: String(comp.title) }),
    h("p", { class: "brass-help", text: single ? String(comp.board_first) : fill(comp.board_take, { fee: comp.fee }) }));
  const grid = h("div", { class: "brass-rowgrid", role: "group", "aria-label": String(comp.board_grid) });
  for (let col = 1; col <= n; col++) {
    const cards = rows.map(([, cs]) => list(cs)[col - 1] ?? null);
    const label = fill(comp.board_column, { n: col }) + (edge.has(col - 1) ? fill(comp.board_edge, { fee: comp.fee }) : "");
    const colEl = h("div", { class: `brass-column${edge.has(col - 1) ? " brass-edge" : ""}`, "data-column": col });
    const head = h("button", { type: "button", class: `brass-btn brass-take${canTake(col) ? " brass-cand" : ""}`, "data-take": String(col),
      "aria-disabled": canTake(col) ? null : "true", "aria-label": fill(comp.board_label, { column: label, cards: cards.map((x) => x === null ? "empty" : cardName(x)).join(" and ") }) }, label);
    colEl.append(head);
    rows.forEach(([r], i) => {
      const card = cards[i];
      colEl.append(h("button", { type: "button", class: `brass-rowcard${card === null ? " brass-gap" : ""}${single && canTake(col, r) ? " brass-cand" : ""}`,
        "data-take": String(col), "data-row": r, "data-card": card === null ? "" : String(card),
        "aria-disabled": (single ? canTake(col, r) : canTake(col)) ? null : "true" }, card === null ? "—" : cardName(card)));
    });
    grid.append(colEl);
  }
  const piece = list(comp.piece).map(String);
  ctx.rowsBox.append(grid, h("p", { class: "brass-muted brass-decks", "data-status": "deck",
    text: `${comp.board_decks}: ${list(comp.decks).filter(Array.isArray).map(([r, k]) => `${r} ${plural(Number(k) || 0, piece[0], piece[1])}`).join(", ")}.` }));
}

export function onRows(ctx, ev) {
  const b = ev.target.closest && ev.target.closest("[data-take]");
  if (!b) return;
  const c = ctx.choices();
  const col = b.getAttribute("data-take");
  const row = b.getAttribute("data-row");
  const comp = rowsOf(ctx.view());
  if (!comp) return;
  const takes = actionsOf(c).filter((a) => a.kind === comp.decision);
  const single = takes.some((a) => a.to !== undefined);
  // a card in the first round names its row; a column's head (or a card later) the whole column
  const want = { kind: comp.decision, amount: col, ...(single && row ? { to: row } : {}) };
  const legal = takes.some((a) => a.amount === col && (want.to ? a.to === want.to : a.to === undefined));
  if (legal) { ctx.why.key = null; ctx.sel = want; ctx.refocus = true; ctx.schedule(); return; }
  ctx.askWhy({ ...want, to: want.to || "" }, `${valueLabel(ctx.topo(), "amount", col, null, comp.decision).replace(/^Take/, "take")}${want.to ? ` from the ${want.to} row` : ""}`);
}

// -- the table: players in turn order, their mats, markets, the Distant Cotton Market, the deck --------
export function drawMats(ctx, v) {
  const t = ctx.topo();
  const players = list(v.players).filter((p) => p && typeof p === "object");
  const byseat = new Map(players.map((p) => [p.seat, p]));
  const order = list(v.order).filter((s) => byseat.has(s));
  for (const p of players) if (!order.includes(p.seat)) order.push(p.seat);
  const last = v.last && typeof v.last === "object" ? v.last : {};
  const vpNow = typeof t.vp_now === "string" ? t.vp_now : "VP if era ends now";  // Duel: "... the game ends now"
  const table = h("table", { class: "brass-table" },
    h("caption", { text: "Players, in turn order" }),
    // short headers on one line, each with its whole name as its title (issue 37: "VP if era ends now" wrapped to
    // three lines in a narrow pane)
    h("thead", {}, h("tr", {}, ...[["Player", ""], ["Spent", "Money spent this round"], ["Money", ""],
      ["Income", "Income level"], ["VP", "Victory points scored"], ["VP now", vpNow]].map(([x, title], i) =>
      h("th", { scope: "col", class: i ? "brass-num" : null, title: title || null },
        title ? [h("span", { "aria-hidden": "true", text: x }), h("span", { class: "brass-sr", text: title })] : x)))));
  const body = h("tbody");
  for (const s of order) {
    const p = byseat.get(s);
    const pl = ctx.playerOf(p.seat);
    const current = p.seat === v.current && !v.over;
    body.append(h("tr", { class: `brass-player${current ? " brass-current" : ""}`, "data-seat": p.seat },
      h("th", { scope: "row" }, mark(pl), h("strong", { text: pl.name }), current ? h("span", { class: "brass-muted", text: " to act" }) : null),
      h("td", { class: "brass-num", text: `£${p.spent}` }), h("td", { class: "brass-num", text: `£${p.money}` }),
      h("td", { class: "brass-num", text: signed(Number(p.income_level) || 0) }), h("td", { class: "brass-num", text: String(p.vp) }),
      h("td", { class: "brass-num brass-eravp", text: p.era_vp === undefined || p.era_vp === null ? "—" : String(p.era_vp) })));
    const changed = new Set(p.seat === last.player ? list(last.developed) : []);
    const parts = list(p.parts).filter((x) => x && typeof x === "object");  // the seat's own pieces, by part
    const chips = h("div", { class: "brass-chips" }, seatSelect(ctx, p, v), ...list(p.mat).map((m) => chip(ctx, t, v, m, changed)),
      ...parts.filter((x) => x.place === "mat").map((x) => seatPart(x, p.seat)));
    body.append(h("tr", { class: `brass-mat-row${current ? " brass-current" : ""}` }, h("td", { colspan: "6" }, chips)));
    for (const x of parts.filter((y) => y.place !== "mat")) {
      body.append(h("tr", { class: "brass-seat-row", "data-seat": p.seat }, h("td", { colspan: "6" }, seatPart(x, p.seat))));
    }
  }
  table.append(body);
  ctx.matsBox.replaceChildren(table,
    h("p", { class: "brass-chip-key" }, h("strong", { text: "Chips: " }),
      "each industry's next tile on the mat: its level, cost, the coal ", h("span", { class: "brass-cube-coal", "aria-hidden": "true" }),
      " and iron ", h("span", { class: "brass-cube-iron", "aria-hidden": "true" }), " it needs, and ×tiles left. Dashed: cannot be built now; —: none left."));
}

export function chip(ctx, t, v, m, changed) {
  const info = chipInfo(t, m);
  const ind = Array.isArray(m) ? m[0] : "";
  const cls = `brass-chip brass-chip-${info.state}${changed.has(ind) ? " brass-chip-changed" : ""}`;
  const short = own(t.short || {}, ind) || info.name;
  const kids = [h("span", { class: `brass-ind-icon brass-ind-${String(ind).replace(/[^a-z_]/g, "")}`, "aria-hidden": "true" }), short, " "];
  if (info.state === "empty") kids.push("—");
  else {
    const s = info.spec;
    kids.push(h("b", { text: String(s.roman ?? s.level) }));
    if (s.cost !== undefined && s.era !== "never") kids.push(` £${s.cost}`);
    if (s.coal) kids.push(" ", ...counted("brass-cube-coal", s.coal, "coal"));
    if (s.iron) kids.push(" ", ...counted("brass-cube-iron", s.iron, "iron"));
    for (const [k, x] of Object.entries(own(t.extra_words || {}, "tile") || {})) {  // the edition's further costs
      if (s[k] && x && typeof x === "object") kids.push(" ", ...counted(String(x.icon), s[k], String(x.words)));
    }
    if (s.lightbulb) kids.push(h("span", { class: "brass-bulb", role: "img", "aria-label": "lightbulb: cannot be developed", title: "lightbulb: Develop cannot remove it" }));
    kids.push(h("small", { class: "brass-left", text: ` ×${info.left}` }));
  }
  if (changed.has(ind)) kids.push(h("span", { class: "brass-new", text: " developed" }));
  return h("span", { class: cls, "data-industry": ind, title: info.title }, ...kids);
}

/** One of a seat's own pieces, as the engine describes it (engine/table.py seat_parts): its sentence, a face-down
 * pile drawn face down where it has one, and what only that seat's viewer sees (Brass Duel's persons dealt). */
function seatPart(part, seat) {
  const kids = part.down === undefined ? [String(part.board)]
    : [Number(part.down) ? h("span", { class: "brass-facedown", "aria-hidden": "true" }) : null, ` ${part.board}`];  // the words say it
  if (typeof part.more === "string") kids.push(h("br"), h("span", { class: "brass-more", text: part.more }));
  return h(part.place === "mat" ? "span" : "div", { class: `brass-seat-part brass-${part.id}`, "data-seat": seat,
    title: typeof part.board_title === "string" ? part.board_title : null }, ...kids);
}

export function seatSelect(ctx, p, v) {
  // the bot levels Python offers (ui.bots, weakest first), each named in the menu
  const levels = (ctx.model.get("ui") || {}).bots || ["random", "greedy"];
  const kinds = { human: "human", ...Object.fromEntries(levels.map((k) => [k, `${k} bot`])) };  // the README's words
  if (!ctx.offers("seats")) {  // a board that does not offer the seat menu (a classroom seat's) says who plays
    return h("span", { class: "brass-seat-kind", "data-seat": p.seat, text: own(kinds, p.kind) ?? String(p.kind) });
  }
  // a seat whose hand the board has shown a person stays a person's while another plays (Python decides: ui.kept)
  const kept = list((ctx.model.get("ui") || {}).kept).includes(p.seat);
  const name = ctx.playerOf(p.seat).name;
  const select = h("select", { class: "brass-select brass-seat", "data-seat": p.seat, "aria-label": `${name} is played by`,
    title: kept ? `${name}'s hand has been shown on this board: ${name} stays a person's seat until the game ends` : null },
    ...Object.entries(kinds).map(([k, label]) => h("option", { value: k, selected: p.kind === k ? true : null,
      disabled: kept && k !== "human" ? true : null }, label)));
  select.value = p.kind;
  select.addEventListener("change", () => {
    const seats = (v.players || []).map((x) => x.kind);
    seats[p.seat] = select.value;
    ctx.send("seats", { seats });
  });
  return select;
}

export function drawMarkets(ctx, v) {
  const t = ctx.topo();
  ctx.marketBox.replaceChildren(h("h3", { text: "Markets" }));
  const mk = t.markets || {};
  const counts = v.markets || {};
  for (const kind of ["coal", "iron"]) {
    const info = own(mk, kind);
    const count = numOr(own(counts, kind));
    if (!info || count === null) continue;
    const prices = list(info.prices);
    const n = prices.length;
    if (!n) {  // no market track (Brass Duel: coal from an importer, else from outside by boat; S1, Coal)
      ctx.marketBox.append(h("div", { class: "brass-market-row", "data-market": kind }, h("div", { class: "brass-market-head" },
        h("strong", { text: kind === "coal" ? "Coal" : "Iron" }), h("span", { class: "brass-muted", text: `no market track: from outside £${info.empty} a cube` }))));
      continue;
    }
    const quote = own(v.quotes || {}, kind) || {};  // the engine's prices: the board prices no cube itself
    const buy = numOr(quote.buy) ?? "?";
    const sell = numOr(quote.sell);
    const track = h("div", { class: "brass-track", role: "img", "aria-label": `${kind} market: ${count} of ${n} cubes, buy at £${buy}` });
    prices.forEach((price, i) => track.append(h("span", { class: `brass-price${i >= n - count ? " brass-full" : ""}` },
      `£${price}`, h("span", { class: `brass-cube-${kind}${i >= n - count ? "" : " brass-cube-empty"}`, "aria-hidden": "true" }))));
    ctx.marketBox.append(h("div", { class: "brass-market-row", "data-market": kind },
      h("div", { class: "brass-market-head" }, h("strong", { text: kind === "coal" ? "Coal" : "Iron" }),
        h("span", { class: "brass-muted", text: `${plural(count, "cube")} · buy £${buy}${sell ? ` · sell £${sell}` : ""}` })), track));
  }
  // the edition's own table components, drawn by kind (the view's table: engine/table.py): tracks with the markets,
  // piles after the deck
  const comps = list(v.table).filter((x) => x && typeof x === "object");
  for (const comp of comps.filter((x) => x.kind === "track")) ctx.marketBox.append(trackRow(comp));
  const deck = numOr(v.deck);
  if (deck !== null && !rowsOf(v)) {  // card rows stand in place of a draw deck
    const under = numOr(v.under) || 0;
    // no loans now (Python's answer, view.loans_closed): with cards still to draw, a house rule's shorter era
    const late = v.loans_closed === true;
    const text = deck ? `Draw deck: ${plural(deck, "card")}${under ? ` (${under} under the Deck tile)` : ""}.${late ? ` No more loans: the last ${t.hand_rounds} rounds of the era.` : ""}`
      : late ? "Draw deck empty: the Deck tile shows Stephenson's Rocket (no more loans)." : "Draw deck empty.";
    ctx.marketBox.append(h("p", { class: "brass-deck", "data-status": "deck", text }));
  }
  for (const comp of comps.filter((x) => x.kind === "piles")) ctx.marketBox.append(pilesRow(comp));
}

/** A track with a marker (Lancashire's Distant Cotton Market): its spaces (the end one dark), the marker ringed, the
 * face-down pieces left and those turned over. */
function trackRow(comp) {
  const id = String(comp.id), marker = Number(comp.marker), piece = list(comp.piece).map(String);
  const track = h("div", { class: `brass-track brass-${id}`, role: "img", "aria-label": `${comp.title}: marker on space ${marker + 1}` });
  list(comp.spaces).forEach((inc, i) => track.append(h("span", { class: `brass-price${inc === null ? " brass-x" : ""}${i === marker ? " brass-here" : ""}` },
    inc === null ? String(comp.end) : `+${inc}`)));
  const used = list(comp.used);
  return h("div", { class: "brass-market-row", "data-market": id },
    h("div", { class: "brass-market-head" }, h("strong", { text: String(comp.title) }),
      h("span", { class: "brass-muted", text: `${plural(Number(comp.left) || 0, piece[0], piece[1])} ${comp.hidden}` })), track,
    h("p", { class: `brass-muted brass-${id}-note`, text: `${comp.note}${used.length ? ` ${comp.turned}: ${used.map((x) => signed(Number(x))).join(", ")}.` : ""}` }));
}

/** Piles of cards (Birmingham's wild location and wild industry piles): each pile's count and its card. */
function pilesRow(comp) {
  const id = String(comp.id);
  return h("div", { class: `brass-market-row brass-${id}`, "data-market": id },
    h("div", { class: "brass-market-head" }, h("strong", { text: String(comp.heading ?? comp.title) })),
    h("p", {}, ...list(comp.piles).filter(Array.isArray).map(([card, name, n]) => h("span", { class: "brass-pile", "data-card": card },
      h("span", { class: "brass-pile-count", text: String(Number(n) || 0) }), ` ${name} `))));
}

export function drawKey(ctx) {
  const t = ctx.topo();
  const items = list(t.key).filter((x) => Array.isArray(x) && x.length === 2).map(([k, text]) => [String(k), String(text)]);
  const key = items.map((x) => x[0]).join(",");
  if (ctx.keyFor === key) return;
  ctx.keyFor = key;
  ctx.keyItems = items;
  const placed = String(own(t.tile_place || {}, "stem") || "");  // the kind of the tiles beside the spaces, if any
  ctx.keyBox.replaceChildren(h("summary", { text: "Key to the map" }),
    h("ul", { class: "brass-keylist" }, ...ctx.keyItems.map(([k, text]) => h("li", { "data-key": k }, keySwatch(k, placed), h("span", { text })))));
}
