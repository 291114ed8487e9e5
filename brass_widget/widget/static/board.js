// brass_widget board view: renders the traits Python sends and sends intents back.
// Python owns every rule: this file only groups and filters the legal decisions it is given,
// draws overlays, and sends {"type": ...} intents with model.send. No bundler, no dependencies.
//
// Trust: every string that came from the state, the edition data or a file reaches the page as text
// (textContent, setAttribute, createTextNode), never as markup. The one exception is the map SVG
// Python renders (topology.svg_open and the static layers of topology.svg_layers, and the changing parts
// in the svg_0, svg_1, ... traits): board_svg.py escapes every value it interpolates, so its markup is the
// renderer's own. Lookups keyed by such strings use own() (no prototype keys).
// Keys pressed inside the board stay inside it: they never reach the notebook's command shortcuts.

// steps that also list the sources the rules rule out now (Python sends them in choices.sources)
const SOURCE_FIELDS = ["coal", "iron", "to", "beer", "boat"];
// What kinds of decision, a step's values, industries and the map key's items are called is the edition's data,
// sent in the topology (kind_names, value_names, source_names, short, key): this file names no edition's things.
/** What a kind of decision is called (topology.kind_names), else its word. */
function kindLabel(topo, kind) {
  const named = own(topo.kind_names || {}, kind);
  return typeof named === "string" ? named : String(kind);
}

/** What a field is called at a step: the edition's name for it at that kind of step (topology.field_names), else
 * its name at every step (topology.field_labels), else its word. */
export function fieldLabel(topo, field, kind = "") {
  const named = own(own(topo.field_names || {}, kind) || {}, field);
  if (typeof named === "string") return named;
  const label = own(topo.field_labels || {}, field);
  return typeof label === "string" ? label : String(field);
}
const SHAPES = {
  circle: ["circle", { cx: 8, cy: 8, r: 6 }],
  square: ["rect", { x: 2.5, y: 2.5, width: 11, height: 11 }],
  triangle: ["path", { d: "M8 1.5L14.5 13.5H1.5z" }],
  diamond: ["path", { d: "M8 1L14 8L8 15L2 8z" }],
};
const SVG_NS = "http://www.w3.org/2000/svg";

/** obj[key] only when obj has that key itself: a name from a file ("__proto__", "constructor")
 * never reaches the prototype. */
export function own(obj, key) {
  return obj !== null && typeof obj === "object" && Object.prototype.hasOwnProperty.call(obj, String(key)) ? obj[key] : undefined;
}

/** A colour for an inline style: a hex colour, or grey. */
function safeColour(c) {
  return typeof c === "string" && /^#[0-9a-fA-F]{3,8}$/.test(c) ? c : "#888888";
}

/** Create an element. Attribute values and text children are set as data (setAttribute,
 * text nodes), so any string is safe in them; there is deliberately no way to pass markup. */
function h(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") e.textContent = String(v);
    else if (k.startsWith("on") && typeof v === "function") e.addEventListener(k.slice(2), v);
    else if (!k.startsWith("on")) e.setAttribute(k, v === true ? "" : String(v));
  }
  for (const kid of kids.flat()) if (kid !== null && kid !== undefined && kid !== false)
    e.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  return e;
}

/** A count drawn as an icon and its number ("■2"), read as "2 coal": the icon is hidden from screen readers and
 * the word is text only they read (an aria-label on a span with no role is ignored by some). */
function counted(cls, n, word) {
  return [h("span", { class: cls, "aria-hidden": "true" }), String(n), h("span", { class: "brass-sr", text: ` ${word}` })];
}

function mark(player) {
  const span = h("span", { class: `brass-pmark brass-p${Number.isInteger(player.seat) ? player.seat : "x"}`, "aria-hidden": "true" });
  const svg = document.createElementNS(SVG_NS, "svg");
  for (const [k, v] of Object.entries({ viewBox: "0 0 16 16", width: 14, height: 14 })) svg.setAttribute(k, String(v));
  svg.style.fill = safeColour(player.colour);
  svg.style.stroke = "#fff";
  svg.style.strokeWidth = "1";
  const [tag, attrs] = own(SHAPES, player.shape) || SHAPES.circle;
  const shape = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) shape.setAttribute(k, String(v));
  svg.append(shape);
  span.append(svg);
  return span;
}

/** Stop key events at the board: inside it a key is the board's (Enter and Space on its buttons,
 * the map's keys), never a notebook command (JupyterLab's `d d` deletes a cell, `b` inserts one). */
export function keepKeys(root) {
  const stop = (ev) => ev.stopPropagation();
  const types = ["keydown", "keyup", "keypress"];
  for (const t of types) root.addEventListener(t, stop);
  root.setAttribute("data-lm-suppress-shortcuts", "true");  // Lumino: no shortcut matches from inside here
  return () => { for (const t of types) root.removeEventListener(t, stop); };
}

/** The value of one field of an action as the chooser compares it ("" when absent). */
export function fieldOf(action, field) {
  const v = action[field];
  return v === undefined || v === null ? "" : String(v);
}

/** Actions that agree with a partial selection. */
export function matching(actions, sel) {
  return actions.filter((a) => Object.entries(sel).every(([k, v]) => fieldOf(a, k) === v));
}

/**
 * The next step of the chooser: which field to ask about and its values.
 * Fields with a single possible value are filled in (returned in `auto`).
 */
export function nextStep(actions, sel, fields) {
  const eff = { ...sel };
  const auto = {};
  if (!eff.kind) {
    const kinds = [...new Set(actions.map((a) => a.kind))];
    return { field: "kind", values: kinds, eff, auto, matching: actions };
  }
  let m = matching(actions, eff);
  for (const f of fields[eff.kind] || []) {
    if (eff[f] !== undefined) continue;
    const values = [...new Set(m.map((a) => fieldOf(a, f)))];
    if (values.length === 1) {
      if (values[0] !== "") auto[f] = values[0];
      eff[f] = values[0];
      m = matching(m, { [f]: values[0] });
      continue;
    }
    return { field: f, values, eff, auto, matching: m };
  }
  return { field: null, values: [], eff, auto, matching: m, action: m.length ? m[0] : null };
}

function locName(topo, loc) {
  const l = own(topo.locations, loc);
  return l ? String(l.name) : String(loc);
}

function refName(topo, ref) {
  const source = own(topo.source_names || {}, ref);  // a source or card word of the grammar ("market")
  if (typeof source === "string") return source;
  const ln = own(topo.lines, ref);
  if (ln) return `${locName(topo, ln.a)} – ${locName(topo, ln.b)}`;
  const [loc, num] = String(ref).split("/");
  if (num && own(topo.spots || {}, ref)) return `${locName(topo, loc)} merchant tile ${num}`;
  if (own(topo.locations, loc)) return num ? `${locName(topo, loc)} space ${num}` : locName(topo, loc);
  const card = own(topo.cards, ref);
  if (card) return String(card);
  return String(ref);
}

/** What a merchant tile buys, from the view (its tile id) and the topology (each tile id's goods). */
export function merchantGoods(topo, view, ref) {
  const [loc, num] = String(ref).split("/");
  const row = list(own(own(view || {}, "merchants") || {}, loc));
  const m = row[Number(num) - 1];
  if (!Array.isArray(m)) return null;
  const goods = list(own(topo.merchant_tiles || {}, m[0]));
  return { goods: goods.map((g) => String(own(topo.industries, g) || g)), beer: Number(m[1]) || 0 };
}

export function valueLabel(topo, field, value, view = null, kind = "") {
  if (value === "") return "none needed";
  const named = own(own(own(topo.value_names || {}, kind) || {}, field) || {}, value);  // the edition's words
  if (typeof named === "string") return named;
  if (field === "to" && view && own(topo.spots || {}, value)) {
    const info = merchantGoods(topo, view, value);
    const buys = !info ? "" : info.goods.length ? `: buys ${info.goods.join(", ")}` : ": blank";
    return `${refName(topo, value)}${buys}${info && info.beer ? " · beer" : ""}`;
  }
  if (field === "bonus") return `develop ${String(own(topo.industries, value) || value)} free`;
  if (field === "beer") return String(value).split(" ").map((r) => refName(topo, r)).join(" and ");  // a barrel each
  if (field === "boat") return String(value).split(" ").map((r) => refName(topo, r)).join(" and ");  // a boat each
  if (field === "kind") return kindLabel(topo, value);
  if (field === "industry") return String(own(topo.industries, value) || value);
  if (field === "amount") return `£${value}`;
  if (field === "card") return value === "double" ? "Double build: any 2 cards" : refName(topo, value);
  return refName(topo, value);
}

/** An array from the traits, or [] for anything else a file may have put there. */
function list(x) { return Array.isArray(x) ? x : []; }

/** A decision's text rebuilt from its fields, word for word as the engine writes it (viewmodel.text_of in
 * Python is the same rule): kind, what it names, "to", "card", then one word pair per coal, iron and beer,
 * the merchant bonus, and one word pair per boat (Duel). */
export function textOf(a) {
  const k = String(a.kind ?? "");
  const f = (x) => (a[x] === undefined ? "" : String(a[x]));
  const words = [k];
  if (k === "build" || (k === "network" && a.industry !== undefined)) words.push(f("industry"), f("target"));
  else if (k === "network" || k === "sell" || k === "remove" || k === "invite") words.push(f("target"));
  else if (k === "develop") words.push(f("industry"));
  else if (k === "loan" || k === "take") words.push(f("amount"));
  else if (k === "discard") words.push(f("card"));
  if (k === "sell" || ((k === "take" || k === "bribe") && a.to !== undefined)) words.push("to", f("to"));
  if (a.card !== undefined && k !== "discard") words.push("card", f("card"));
  for (const x of ["coal", "iron", "beer"]) if (a[x] !== undefined) for (const one of f(x).split(" ")) words.push(x, one);
  if (a.bonus !== undefined) words.push("bonus", f("bonus"));
  if (a.boat !== undefined) for (const one of f("boat").split(" ")) words.push("boat", one);
  return words.join(" ");
}

const unpacked = new WeakMap();
/** The legal decisions of a choices trait, as objects {t, kind, industry, target, ...}. Python sends them
 * packed (every word once, each decision as word numbers: its text's words, then its fields' values), which
 * is a third of the size; a plain list is read as it is. The text is its words joined by spaces. */
export function actionsOf(c) {
  if (!c || typeof c !== "object") return [];
  if (Array.isArray(c.actions)) return c.actions;
  const p = c.actions;
  if (!p || typeof p !== "object") return [];
  if (unpacked.has(p)) return unpacked.get(p);
  const words = list(p.words).map(String);
  const fields = list(p.fields).map(String);
  const word = (i) => (Number.isInteger(i) && i >= 0 && i < words.length ? words[i] : undefined);
  const out = [];
  for (const row of list(p.rows)) {
    if (!Array.isArray(row)) continue;
    // [text's words, values], or the values alone when the text is the one textOf rebuilds from them
    const [text, values] = Array.isArray(row[0]) ? row : [null, row];
    const a = { t: "" };
    list(values).forEach((i, j) => { const w = word(i); if (w !== undefined && j < fields.length) a[fields[j]] = w; });
    a.t = text === null ? textOf(a) : list(text).map(word).filter((w) => w !== undefined).join(" ");
    out.push(a);
  }
  unpacked.set(p, out);
  return out;
}

/** A number from the traits, or null. */
function numOr(x) { return typeof x === "number" && Number.isFinite(x) ? x : null; }

/** "1 location", "2 locations". */
export function plural(n, word, many = `${word}s`) { return `${n} ${n === 1 ? word : many}`; }

/** "+3", "0", "−2" (a real minus sign). */
function signed(n) { return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0"; }

/** The help line of a double build's discards: which of the two cards this one is. */
export function discardHelp(base, left) {
  if (left === 2) return `${base} Choose the first card (1 of 2).`;
  if (left === 1) return `${base} Choose the second card (2 of 2).`;
  return String(base);
}

/** A mat chip's words: the next tile of an industry (its level, cost, coal and iron, tiles left), and why it
 * cannot be built now: the engine's answer (Game.tile_status), drawn as it is. */
export function chipInfo(topo, entry) {
  const [ind, level, left, reason] = Array.isArray(entry) ? entry : [];
  const name = String(own(topo.industries, ind) || ind);
  if (level === null || level === undefined || !(left > 0)) return { name, text: "—", title: `no ${name} tiles left`, state: "empty" };
  const spec = own(own(topo.tiles, ind) || {}, String(level)) || { level, roman: String(level) };
  const why = typeof reason === "string" ? reason : "";
  const blocked = why !== "";
  const title = `${name} level ${spec.roman ?? level}` + (spec.cost !== undefined ? `: £${spec.cost}, coal ${spec.coal}, iron ${spec.iron}${spec.beer ? `, sells with ${spec.beer} beer` : ""}${spec.boats ? `, ${spec.boats} boats to build` : ""}, ${spec.vp} VP, income +${spec.income}` : "")
    + (spec.lightbulb ? "; a lightbulb: Develop cannot remove it" : "")
    + `; ${plural(left, "tile")} left` + (why ? ` (${why})` : "");
  return { name, spec, left, title, state: blocked ? "blocked" : "ok" };
}

function keySwatch(kind) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 36 20");
  svg.setAttribute("width", "36");
  svg.setAttribute("height", "20");
  svg.setAttribute("aria-hidden", "true");
  const add = (tag, attrs) => {
    const e = document.createElementNS(SVG_NS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    svg.append(e);
  };
  if (kind === "canal") add("path", { d: "M2 10H34", stroke: "#7fb3da", "stroke-width": 4 });
  if (kind === "rail") { add("path", { d: "M2 10H34", stroke: "#5b4a3a", "stroke-width": 7, "stroke-dasharray": "1.6 5" }); add("path", { d: "M2 10H34", stroke: "#5b4a3a", "stroke-width": 1.4 }); }
  if (kind === "link") { add("path", { d: "M4 10H32", stroke: "#1b1b1b", "stroke-width": 12, "stroke-linecap": "round" }); add("path", { d: "M4 10H32", stroke: "#0072B2", "stroke-width": 7, "stroke-linecap": "round" }); add("circle", { cx: 18, cy: 10, r: 4.5, fill: "#0072B2", stroke: "#fff", "stroke-width": 1.5 }); }
  if (kind === "flip") { add("rect", { x: 6, y: 1, width: 18, height: 18, rx: 3, fill: "#E69F00", stroke: "#1b1b1b", "stroke-width": 2 }); add("circle", { cx: 24, cy: 6, r: 5.5, fill: "#ffd24a", stroke: "#1b1b1b", "stroke-width": 1.2 }); add("path", { d: "M21.5 6.3l2 2l3.5-4", stroke: "#1b1b1b", "stroke-width": 1.6, fill: "none" }); }
  if (kind === "linkvp") { add("circle", { cx: 18, cy: 10, r: 8, fill: "#3a2f1f" }); add("path", { d: "M15 6h5.5v4h-5.5v4h6", stroke: "#ffd561", "stroke-width": 1.8, fill: "none" }); }
  if (kind === "trade") add("path", { d: "M6 7h18l-4-4M30 13H12l4 4", stroke: "#7a3b10", "stroke-width": 2.2, fill: "none", "stroke-linecap": "round" });
  if (kind === "cand") add("rect", { x: 9, y: 1, width: 18, height: 18, rx: 3, fill: "#efe6cf", stroke: "#ffb000", "stroke-width": 3 });
  if (kind === "merchant") { add("rect", { x: 9, y: 1, width: 18, height: 18, rx: 3, fill: "#fbf6ea", stroke: "#5b4a3a" }); add("rect", { x: 21, y: 10, width: 6, height: 8, rx: 2, fill: "#8a4b14" }); }
  if (kind === "barrel") add("rect", { x: 13, y: 3, width: 10, height: 14, rx: 3, fill: "#8a4b14", stroke: "#fff" });
  if (kind === "road") { add("path", { d: "M4 10H32", stroke: "#1b1b1b", "stroke-width": 12, "stroke-linecap": "round" }); add("path", { d: "M4 10H32", stroke: "#0072B2", "stroke-width": 7, "stroke-linecap": "round" }); add("path", { d: "M4 10H32", stroke: "#fff", "stroke-width": 1.4, "stroke-dasharray": "5 4" }); }
  if (kind === "farm") add("path", { d: "M2 10H34", stroke: "#5b4a3a", "stroke-width": 2.5, "stroke-dasharray": "6 3" });
  if (kind === "last") add("rect", { x: 8, y: 1, width: 20, height: 18, rx: 4, fill: "none", stroke: "#c51b7d", "stroke-width": 2.5, "stroke-dasharray": "4 2.5" });
  return svg;
}

// Every id in the map is unique per view: several boards (of any edition, or two views of one board) share a
// page, and a <use> must find its own board's symbol. The renderer writes ids brass-...; each view renames them
// brass-<view>-... (board_svg.scoped_ids does the same for the still pictures).
let views = 0;
export function scopeIds(markup, scope) {
  return String(markup).replace(/(\sid="|\shref="#|url\(#)brass-/g, `$1brass-${scope}-`);
}

// -- sizing: the map as tall as the screen allows, the move panel beside it (board.css) ----------------------
// The map's smallest text is 18 units (board_svg.NAME_SIZE): at 2/3 of a px a unit it is 12 px, the least the
// board draws, so the map is never drawn shorter than 2/3 of its height in units when its width allows.
const MAP_TEXT_UNITS = 18;
const MIN_TEXT_PX = 12;

/** The height of the screen the board is read on, in px: the notebook's scrolling pane in JupyterLab and
 * Notebook 7, else the window's; 0 inside a frame (Colab, VS Code), whose height follows its content. */
export function screenHeight(el) {
  const pane = el && el.closest ? el.closest(".jp-WindowedPanel-outer, .jp-Notebook") : null;
  if (pane && pane.clientHeight > 0) return pane.clientHeight;
  let framed = true;
  try { framed = window.self !== window.top; } catch (e) { /* a frame of another origin */ }
  return framed ? 0 : window.innerHeight || 0;
}

/** Tell board.css the screen's height (--brass-fit-h) whenever the board or the window changes size; returns
 * the function that stops it. */
function fitToScreen(el, root) {
  const fit = () => {
    const px = Math.round(screenHeight(el));
    const value = px > 0 ? `${px}px` : "";
    if (root.style.getPropertyValue("--brass-fit-h") === value) return;
    if (value) root.style.setProperty("--brass-fit-h", value);
    else root.style.removeProperty("--brass-fit-h");
  };
  fit();
  window.addEventListener("resize", fit);
  // attached, shown, moved; measured in the next frame, so the map's new height is never a resize inside this one
  const later = typeof requestAnimationFrame === "function" ? requestAnimationFrame : (f) => setTimeout(f, 0);
  const watch = typeof ResizeObserver === "function" ? new ResizeObserver(() => later(fit)) : null;
  if (watch) watch.observe(root);
  return () => { window.removeEventListener("resize", fit); if (watch) watch.disconnect(); };
}

/** The map's proportions from its viewBox, for board.css: its height per unit of width, and the least height
 * at which its text is still MIN_TEXT_PX. */
export function mapProportions(root, svg) {
  const vb = String(svg.getAttribute("viewBox") || "").trim().split(/[\s,]+/).map(Number);
  if (vb.length !== 4 || !(vb[2] > 0) || !(vb[3] > 0)) return;
  root.style.setProperty("--brass-map-ratio", String(vb[3] / vb[2]));
  root.style.setProperty("--brass-map-aspect", `${vb[2]} / ${vb[3]}`);
  root.style.setProperty("--brass-map-min-h", `${Math.ceil((vb[3] * MIN_TEXT_PX) / MAP_TEXT_UNITS)}px`);
}

function mount(model, el) {
  const scope = `v${++views}`;
  const topo = () => model.get("topology") || {};
  let sel = {};
  let selVersion = null;
  let lastPreview = null;
  let why = { key: null, label: "", reasons: null };
  let scheduled = false;
  let scoringOn = null;  // null: automatic (on right after an era ends and when the game is over)
  let refocus = false;
  let hoverTimer = null;
  let hint = { version: null, reply: null, waiting: false };
  let explained = { version: null, reply: null, waiting: false };
  let fullLog = { version: null, reply: null };
  const whyCache = new Map();
  let keyItems = null;
  let keyFor = null;  // the key items drawn (Birmingham's map adds merchants, barrels, farm breweries)

  // a group, not an application: a screen reader keeps its reading mode for the log, the markets and the mats;
  // the board's buttons, selects and the map's choosable spaces (role button) are played by Tab and Enter
  const root = h("div", { class: "brass-root", role: "group", "aria-label": "Brass board" });
  const status = h("div", { class: "brass-status", "aria-live": "polite" });
  const errorBox = h("div", { class: "brass-error", role: "alert" });
  const btn = (label, type, extra = {}) => h("button", { class: "brass-btn", "data-intent": type, type: "button", ...extra }, label);
  const undoBtn = btn("↶ Undo", "undo", { "aria-label": "Undo" });
  const redoBtn = btn("↷ Redo", "redo", { "aria-label": "Redo" });
  const newBtn = btn("New game", "new");
  const editionSel = h("select", { class: "brass-select brass-edition", "aria-label": "Edition of a new game" });
  const playersSel = h("select", { class: "brass-select", "aria-label": "Players in a new game" },
    ...[2, 3, 4].map((n) => h("option", { value: String(n) }, `${n} players`)));
  const saveBtn = btn("Save", "save");
  const loadInput = h("input", { type: "file", accept: ".json,application/json", class: "brass-file", "aria-label": "Load a saved game" });
  const loadBtn = btn("Load", "load");
  const hlBtns = ["network", "trade", "coal", "beer"].map((k) =>
    h("button", { class: "brass-btn brass-toggle", type: "button", "data-highlight": k, "aria-pressed": "false" },
      { network: "My network", trade: "Trade connections", coal: "Coal reach", beer: "Beer reach" }[k]));
  // what a turn needs stays in sight (Undo, Redo, the map's highlights); a new game, saving and loading fold away
  // under "Game", so the toolbar fits the narrow column beside the map
  const gameMenu = h("details", { class: "brass-gamemenu" }, h("summary", { class: "brass-btn" }, "Game"),
    h("div", { class: "brass-gamemenu-body" }, newBtn, editionSel, playersSel, saveBtn, loadBtn, loadInput));
  const toolbar = h("div", { class: "brass-toolbar", role: "toolbar", "aria-label": "Game controls" },
    undoBtn, redoBtn, gameMenu, h("span", { class: "brass-sep" }), ...hlBtns);
  const svgHost = h("div", { class: "brass-map" });
  const chooser = h("section", { class: "brass-chooser", "aria-label": "Choose an action" });
  const whyBox = h("div", { class: "brass-why", role: "status", "aria-live": "polite" });
  const coachBox = h("section", { class: "brass-coach", "aria-label": "Coach" });
  const handBox = h("section", { class: "brass-hand", "aria-label": "Hand" });
  const lastBox = h("section", { class: "brass-last", "aria-label": "Last move" });
  const rowsBox = h("section", { class: "brass-rows", "aria-label": "Card rows" });
  const noticeBox = h("p", { class: "brass-notice", role: "note" });
  const rulesBox = h("p", { class: "brass-house-rules", role: "note" });
  const matsBox = h("section", { class: "brass-mats", "aria-label": "Players, in turn order" });
  const marketBox = h("section", { class: "brass-markets", "aria-label": "Markets and the deck" });
  const keyBox = h("details", { class: "brass-key", open: true });
  const scoreBox = h("section", { class: "brass-scores", "aria-label": "Scoring" });
  const logBox = h("section", { class: "brass-log", "aria-label": "Action log" });
  // the hand right under the move being chosen: a choice of card is answered in sight of the cards
  const panel = h("div", { class: "brass-panel", role: "group", "aria-label": "Your move" }, chooser, whyBox, handBox, rowsBox, coachBox, lastBox);
  const side = h("div", { class: "brass-side", role: "group", "aria-label": "The table" }, matsBox, marketBox, scoreBox, logBox, keyBox);
  // one grid (board.css places its parts): the head, the notices (house rules above the map) and the move panel
  // go beside the map when the board is wide enough, above and below it when it is not
  root.append(h("div", { class: "brass-main" }, h("div", { class: "brass-head" }, status, toolbar),
    h("div", { class: "brass-mapcol" }, rulesBox, noticeBox, svgHost), errorBox, panel, side));
  const releaseKeys = keepKeys(root);
  el.classList.add("brass-host");  // the widget's own element: a flex item inside an HBox (board.css)
  el.append(root);
  const stopFitting = fitToScreen(el, root);
  drawKey();

  const send = (msg) => model.send(msg);
  const view = () => model.get("view") || {};
  const choices = () => model.get("choices") || {};

  // -- intents --------------------------------------------------------------------------------
  function onToolbar(ev) {
    const b = ev.target.closest("button");
    if (!b) return;
    const t = b.getAttribute("data-intent");
    const hl = b.getAttribute("data-highlight");
    if (hl) {
      const on = new Set(model.get("highlight") || []);
      on.has(hl) ? on.delete(hl) : on.add(hl);
      send({ type: "highlight", on: [...on] });
    } else if (t === "undo" || t === "redo") send({ type: t, version: view().version });
    else if (t === "new") {
      const msg = { type: "new", players: Number(playersSel.value) };
      if (editionSel.value) msg.edition = editionSel.value;
      send(msg);
    }
    else if (t === "save") send({ type: "save" });
    else if (t === "load") loadInput.click();
  }
  toolbar.addEventListener("click", onToolbar);
  // the New game dialog: the editions the board draws, and the player counts the chosen one allows
  let editionsShown = null;
  let editionsTopo = null;
  function drawEditions() {
    if (editionsTopo !== topo()) { editionsTopo = topo(); delete editionSel.dataset.picked; }
    const eds = list(topo().editions).filter((e) => e && typeof e === "object");
    const key = JSON.stringify(eds);
    if (key !== editionsShown) {
      editionsShown = key;
      editionSel.replaceChildren(...eds.map((e) => h("option", { value: String(e.edition) }, String(e.title))));
      editionSel.hidden = eds.length < 2;
    }
    if (document.activeElement !== editionSel && !editionSel.dataset.picked) editionSel.value = String(topo().edition || "");
    const chosen = eds.find((e) => e.edition === editionSel.value);
    const counts = chosen ? list(chosen.players).filter(Number.isInteger) : [2, 3, 4];
    const want = playersSel.value;
    if (playersSel.dataset.counts !== counts.join(",")) {
      playersSel.dataset.counts = counts.join(",");
      playersSel.replaceChildren(...counts.map((n) => h("option", { value: String(n) }, `${n} players`)));
      if (counts.includes(Number(want))) playersSel.value = want;
    }
  }
  editionSel.addEventListener("change", () => { editionSel.dataset.picked = "1"; drawEditions(); });
  loadInput.addEventListener("change", async () => {
    const f = loadInput.files && loadInput.files[0];
    if (!f) return;
    send({ type: "load", text: await f.text() });
    loadInput.value = "";
  });

  function choose(field, value) {
    // keep only what the person chose; single-valued fields are filled in again by nextStep
    sel = { ...sel, [field]: value };
    schedule();
  }

  function askWhy(partial, label) {
    const key = JSON.stringify(partial) + "@" + view().version;
    if (whyCache.has(key)) {
      why = { key, label, reasons: whyCache.get(key) };
      drawWhy();
      return;
    }
    why = { key, label, reasons: null };
    drawWhy();
    send({ type: "why", sel: partial, key });
  }

  // -- drawing --------------------------------------------------------------------------------
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => { scheduled = false; draw(); });
  }

  // The map arrives in parts: its opening tag and the parts that never change (the paper, the defs, the
  // lines' click targets) in the topology, each changing part (a line, a location) in its own trait
  // svg_0, svg_1, ...; only the traits that changed are redrawn. Only the renderer's markup (board_svg.py
  // escapes every value in it) goes through innerHTML.
  let shown = null;
  function drawSvg() {
    const t = topo();
    const open = typeof t.svg_open === "string" ? t.svg_open : "<svg></svg>";
    const n = Number.isInteger(t.svg_slots) && t.svg_slots > 0 ? Math.min(t.svg_slots, 4096) : 0;
    const slot = (i) => { const m = model.get(`svg_${i}`); return typeof m === "string" ? m : ""; };
    let svg = svgHost.querySelector("svg");
    if (!shown || !svg || shown.open !== open || shown.layers !== t.svg_layers || shown.n !== n) {
      svgHost.innerHTML = scopeIds(open.includes("</svg>") ? open : open + "</svg>", scope);
      svg = svgHost.querySelector("svg");
      if (!svg) return;
      svg.replaceChildren();
      const groups = new Map();
      const marks = new Map();
      for (const layer of list(t.svg_layers)) {
        if (!Array.isArray(layer)) continue;
        if (layer[0] === "slots") {
          const lo = Math.max(0, Number(layer[1]) || 0), hi = Math.min(n, Number(layer[2]) || 0);
          for (let i = lo; i < hi; i++) {
            const g = document.createElementNS(SVG_NS, "g");
            g.setAttribute("data-parts", String(i));
            marks.set(i, slot(i));
            g.innerHTML = scopeIds(marks.get(i), scope);
            svg.append(g);
            groups.set(i, g);
          }
        } else if (typeof layer[1] === "string") {
          const g = document.createElementNS(SVG_NS, "g");
          g.setAttribute("data-part", String(layer[0]));
          g.innerHTML = scopeIds(layer[1], scope);  // parsed as SVG: the element is in the SVG namespace
          svg.append(g);
        }
      }
      svg.setAttribute("role", "group");  // its spaces and lines become buttons when choosable
      mapProportions(root, svg);
      shown = { open, layers: t.svg_layers, n, groups, marks };
    } else {
      for (const [i, g] of shown.groups) {
        const m = slot(i);
        if (shown.marks.get(i) === m) continue;
        g.innerHTML = scopeIds(m, scope);
        shown.marks.set(i, m);
      }
    }
  }

  function draw() {
    const v = view();
    const c = choices();
    if (c.version !== selVersion) { sel = {}; selVersion = c.version; lastPreview = null; }
    drawSvg();
    drawStatus(v);
    const notice = topo().notice;  // an edition's provisional components, said wherever it is drawn
    noticeBox.textContent = typeof notice === "string" ? `${topo().notice_heading ?? topo().title}: ${notice}` : "";
    noticeBox.hidden = typeof notice !== "string";
    const rules = topo().house_rules;  // the knobs this game changes, in words (Python's house_rules_text)
    rulesBox.textContent = typeof rules === "string" ? `House rules: ${rules}` : "";
    rulesBox.hidden = typeof rules !== "string";
    errorBox.textContent = model.get("error") || "";
    errorBox.hidden = !model.get("error");
    undoBtn.disabled = !v.can_undo;
    drawEditions();
    if (document.activeElement !== playersSel && !editionSel.dataset.picked) playersSel.value = String((v.players || []).length || 4);
    redoBtn.disabled = !v.can_redo;
    const on = new Set(model.get("highlight") || []);
    for (const b of hlBtns) {
      b.setAttribute("aria-pressed", String(on.has(b.getAttribute("data-highlight"))));
      if (b.getAttribute("data-highlight") === "beer") b.hidden = !topo().beer;  // an edition with beer
    }
    const hadFocus = chooser.contains(document.activeElement) || refocus;
    const step = drawChooser(v, c);
    if (hadFocus) {  // keep keyboard users in the chooser as it is rebuilt
      const next = chooser.querySelector(".brass-confirm") || chooser.querySelector(".brass-opts button:not([aria-disabled])");
      if (next) next.focus();
    }
    refocus = false;
    drawMap(v, c, step, on);
    drawCoach(v, c);
    drawHand(v, c, step);
    drawLast(v);
    drawRows(v, c, step);
    drawMats(v);
    drawMarkets(v);
    drawScores(v);
    drawLog(v);
    drawKey();
    drawWhy();
    root.setAttribute("data-version", String(v.version));
    root.setAttribute("data-drawn", String(performance.now()));
  }

  function playerOf(seat) {
    const players = topo().players;
    const p = Number.isInteger(seat) && Array.isArray(players) ? players[seat] : undefined;
    return p && typeof p === "object" ? p : { seat, name: `Seat ${seat}`, colour: "#888888", shape: "circle" };
  }

  // what players call an era, in Python's words (topology.era_names); Brass Duel names none: the game is one era
  function eraName(era) {
    const names = topo().era_names;
    return names && typeof names === "object" ? String(own(names, era) ?? "") : String(era || "").replace(/^./, (x) => x.toUpperCase());
  }
  function hasEras() {
    const names = topo().era_names;
    return names && typeof names === "object" ? Object.keys(names).length > 0 : topo().rounds !== null && topo().rounds !== undefined;
  }

  function drawStatus(v) {
    status.replaceChildren();
    if (v.over) {
      status.append(h("strong", { text: "Game over" }));
      return;
    }
    const p = playerOf(v.current);
    const kind = (model.get("ui") || {}).seats?.[v.current] || "human";
    const rounds = v.rounds ?? topo().rounds;
    const left = numOr(v.actions_left);
    // an edition without fixed rounds (Brass Duel: the card rows decide the end) shows the round alone
    const when = rounds === null || rounds === undefined ? `Round ${v.round}` : `${eraName(v.era)} Era · round ${v.round} of ${rounds}`;
    status.append(
      h("span", { class: "brass-era" }, when),
      " · ", mark(p), h("strong", { text: p.name }), kind === "human" ? "" : ` (${kind} bot)`,
      ` · ${left === null ? "?" : plural(left, "action")} left`);
    // an action under way counts among them: say which, and what it still needs (a Scout's or a double build's
    // discards), so the header never reads as if the discards were new actions
    if (typeof v.pending === "string" && v.pending) {
      const more = numOr(v.pending_left);
      const label = kindLabel(topo(), v.pending);
      status.append(h("span", { class: "brass-pending", text: more === null ? ` (${label} under way)`
        : ` (${label} under way: ${plural(more, "more card")} to discard)` }));
    }
    // a bot is choosing (Python's ui.busy): say so where everyone looks, and to screen readers
    if (kind !== "human" && (model.get("ui") || {}).busy) {
      status.append(" · ", h("span", { class: "brass-thinking", role: "status", "aria-live": "polite", text: `${p.name} is thinking…` }));
    }
  }

  function optionButton(field, value, available, extra = {}) {
    const label = valueLabel(topo(), field, value, view(), field === "kind" ? "" : sel.kind);
    const b = h("button", {
      type: "button", class: `brass-opt${available ? "" : " brass-unavail"}`, "data-field": field, "data-value": value,
      "aria-disabled": available ? null : "true", ...extra,
    }, label);
    return b;
  }

  function drawChooser(v, c) {
    chooser.replaceChildren();
    const actions = actionsOf(c);
    const t = topo();
    if (v.over) {
      chooser.append(h("h3", { text: "Final scores" }));
      const ol = h("ol", { class: "brass-final" });
      for (const r of v.final || []) {
        ol.append(h("li", {}, mark(playerOf(r.player)), `${playerOf(r.player).name}: ${r.vp} VP (income ${r.income_level}, £${r.money})`));
      }
      chooser.append(ol);
      return null;
    }
    if (v.needs_reveal !== null && v.needs_reveal !== undefined) {
      const p = playerOf(v.needs_reveal);
      chooser.append(h("p", { class: "brass-pass" }, `Pass the device to ${p.name}.`),
        h("button", { type: "button", class: "brass-btn brass-reveal", "data-intent": "reveal", onclick: () => send({ type: "reveal", seat: v.needs_reveal }) },
          `I am ${p.name}: show my hand`));
      return null;
    }
    if (!actions.length) {
      const ui = model.get("ui") || {};
      const p = playerOf(v.current);
      chooser.append(h("p", { class: "brass-wait" }, ui.busy ? `${p.name} (bot) is thinking…` : `Waiting for ${p.name}.`));
      return null;
    }
    const step = nextStep(actions, sel, t.fields || {});
    let confirm = null;
    const p = playerOf(c.seat);
    chooser.append(h("h3", { class: "brass-turn" }, mark(p), `${p.name}, your move`));
    const waiting = v.waiting && typeof v.waiting === "object" ? v.waiting : null;
    if (waiting && waiting.person && actions.some((a) => a.kind === "bribe" || a.kind === "decline")) {
      // Brass Duel's Bribery rule (S1, Invite): the other player used a Notable Person for an action
      const fee = numOr(own(t.rows || {}, "bribe"));
      chooser.append(h("p", { class: "brass-bribe-note" }, `The other player used ${refName(t, waiting.person)} for an action: `
        + `you may pay${fee === null ? "" : ` £${fee}`} to take them (Bribe, flipping one of your Lodgings), or decline.`));
    }
    const crumbs = h("ol", { class: "brass-steps", "aria-label": "Your choices so far" });
    for (const f of ["kind", ...((t.fields || {})[step.eff.kind] || [])]) {
      if (step.eff[f] === undefined || step.eff[f] === "") continue;
      crumbs.append(h("li", { class: step.auto[f] !== undefined ? "brass-auto" : "" },
        h("span", { class: "brass-step-label", text: fieldLabel(t, f, step.eff.kind) + ": " }), valueLabel(t, f, step.eff[f], null, f === "kind" ? "" : step.eff.kind),
        step.auto[f] !== undefined ? h("span", { class: "brass-only", text: " (only choice)" }) : null));
    }
    if (crumbs.children.length) chooser.append(crumbs);
    const help = t.help && own(t.help, step.eff.kind);
    if (step.eff.kind && help) {
      const words = step.eff.kind === "discard" ? discardHelp(help, v.pending_left) : help;
      // once every choice is made the rule's words fold away (one click brings them back): Confirm and the hand
      // stay in sight beside the map
      chooser.append(step.field ? h("p", { class: "brass-help", text: words })
        : h("details", { class: "brass-help-fold" }, h("summary", { class: "brass-help", text: `How ${valueLabel(t, "kind", step.eff.kind)} works` }),
          h("p", { class: "brass-help", text: words })));
    }
    if (step.field) {
      const asked = fieldLabel(t, step.field, step.eff.kind);
      chooser.append(h("h3", { class: "brass-ask", text: step.field === "kind" ? "Choose an action" : `Choose: ${asked}` }));
      const opts = h("div", { class: "brass-opts", role: "group", "aria-label": asked });
      let all = step.values;
      if (step.field === "kind") {
        const present = new Set(step.values);
        all = [...(t.kinds || []).filter((k) => present.has(k) || (c.unavailable || {})[k]), ...step.values.filter((k) => !(t.kinds || []).includes(k))];
        for (const k of all) opts.append(optionButton("kind", k, present.has(k)));
      } else if (step.field === "industry" && step.values.every((x) => own(t.industries || {}, x))) {  // not Duel's kinds of link
        const present = new Set(step.values);
        for (const ind of Object.keys(t.industries || {})) opts.append(optionButton("industry", ind, present.has(ind)));
      } else if (step.field === "card") {
        const present = new Set(step.values);
        const hand = [...new Set((v.hands || {})[String(c.seat)] || [])].sort();
        // a double build is offered only where the edition has one (topology.double_build: Lancashire, Duel)
        const cards = step.eff.kind === "build" ? [...hand, ...(t.double_build ? ["double"] : [])]
          : ["choose", "invite"].includes(step.eff.kind) ? [] : hand;
        for (const card of cards) opts.append(optionButton("card", card, present.has(card)));
        for (const card of step.values) if (!cards.includes(card)) opts.append(optionButton("card", card, true));
      } else if (SOURCE_FIELDS.includes(step.field) && (c.sources || {})[step.field]) {
        // coal, iron, sale destination: every source on the board, those the rules rule out struck through
        const present = new Set(step.values);
        const known = c.sources[step.field];
        for (const val of known) opts.append(optionButton(step.field, val, present.has(val)));
        for (const val of step.values) if (!known.includes(val)) opts.append(optionButton(step.field, val, true));
      } else {
        for (const val of all) opts.append(optionButton(step.field, val, true));
      }
      chooser.append(opts);
      if (step.field === "target") chooser.append(h("p", { class: "brass-hint", text: "Or click a highlighted space or line on the map. Click any other to see why not." }));
    } else if (step.action) {
      const a = step.action;
      chooser.append(h("h3", { class: "brass-ask", text: "Ready" }),  // the choices above, by name; the text for w.play
        h("p", { class: "brass-actiontext brass-muted" }, "As text: ", h("code", { text: a.t })));
      chooser.append(drawPreview(a.t));
      confirm = h("button", { type: "button", class: "brass-btn brass-confirm", "data-action": a.t }, "Confirm");
      if (!lastPreview || lastPreview.action !== a.t) {
        lastPreview = { action: a.t, data: null };
        send({ type: "preview", action: a.t, version: v.version });
      }
    }
    const undoChoices = Object.keys(sel).length ? [h("button", { type: "button", class: "brass-btn brass-back", "data-intent": "back" }, "Back"),
      h("button", { type: "button", class: "brass-btn brass-cancel", "data-intent": "cancel" }, "Cancel")] : [];
    if (confirm || undoChoices.length) chooser.append(h("div", { class: "brass-row" }, confirm, ...undoChoices));  // one row
    return step;
  }

  // One player's change as words; a number that is None (it depends on a face-down tile) is left out
  // here and shown per outcome in the odds list.
  function effectBits(pl) {
    const n = (x) => typeof x === "number" && Number.isFinite(x) ? x : 0;
    const bits = [];
    const spent = n(pl.spent), money = n(pl.money), lv = n(pl.income_level), sp = n(pl.income_spaces), vp = n(pl.vp);
    if (spent > 0) bits.push(`spends £${spent}`);
    if (money && money !== -spent) bits.push(`money ${money < 0 ? "−" : "+"}£${Math.abs(money)}`);
    if (lv) bits.push(`income ${lv > 0 ? "+" : ""}${lv} level${Math.abs(lv) === 1 ? "" : "s"}`);
    else if (sp) bits.push(`income track ${sp > 0 ? "+" : ""}${sp} spaces`);
    if (vp) bits.push(`${vp > 0 ? "+" : ""}${vp} VP`);
    const boats = n(pl.boats), vpi = n(pl.vp_income);  // Brass Duel: the player board's boats, VP income
    if (boats) bits.push(`${boats > 0 ? "+" : "−"}${Math.abs(boats)} boat${Math.abs(boats) === 1 ? "" : "s"} on the player board`);
    if (vpi) bits.push(`VP income ${vpi > 0 ? "+" : "−"}${Math.abs(vpi)}`);
    return bits;
  }

  /** What a preview says, as list items (money, income, VP per player, the sources, the flips). */
  function previewItems(p) {
    const items = [];
    for (const pl of list(p.players)) {
      if (!pl || typeof pl !== "object") continue;
      const bits = effectBits(pl);
      if (bits.length) items.push(h("li", {}, mark(playerOf(pl.player)), `${playerOf(pl.player).name}: ${bits.join(", ")}`));
    }
    if (p.coal) items.push(h("li", { class: "brass-coal-src" }, `Coal from ${refName(topo(), p.coal)}` + (list(p.coal_route).length > 1 ? ` via ${p.coal_route.map((l) => refName(topo(), l)).join(" → ")}` : "")));
    if (p.iron) items.push(h("li", { class: "brass-iron-src" }, `Iron from ${refName(topo(), p.iron)}`));
    if (p.boat) items.push(h("li", { class: "brass-boat-src" }, `${fieldLabel(topo(), "boat")} ${valueLabel(topo(), "boat", p.boat)}`));
    if (list(p.flipped).length) items.push(h("li", {}, `Flips ${p.flipped.map((r2) => refName(topo(), r2)).join(", ")}`));
    return items;
  }

  function chanceList(p) {
    const chance = list(p.chance).filter((o) => o && typeof o === "object");
    if (!chance.length) return [];
    // a sale to the Distant Cotton Market: one line per face-down tile value still unseen, with its odds
    const odds = h("ul", { class: "brass-chance", "aria-label": "Possible outcomes" });
    for (const o of chance) {
      const pct = typeof o.probability === "number" ? `${Math.round(o.probability * 100)}%` : "?";
      const tile = typeof o.tile === "number" ? `tile ${o.tile > 0 ? "+" : ""}${o.tile}` : "a tile";
      const who = list(o.players).filter((pl) => pl && typeof pl === "object")
        .map((pl) => [pl, effectBits(pl)]).filter(([, b]) => b.length)
        .map(([pl, b]) => `${playerOf(pl.player).name}: ${b.join(", ")}`);
      const flips = list(o.flipped).length ? `; flips ${o.flipped.map((r2) => refName(topo(), r2)).join(", ")}` : "";
      odds.append(h("li", { "data-tile": typeof o.tile === "number" ? o.tile : null }, `${pct}, ${tile}: ${who.join("; ") || "no change"}${flips}`));
    }
    return [h("p", { class: "brass-chance-head", text: "Depends on the Distant Cotton Market tile turned over:" }), odds];
  }

  function drawPreview(text) {
    const box = h("div", { class: "brass-preview", role: "group", "aria-label": "What this will do" });
    const r = model.get("reply") || {};
    const p = r.kind === "preview" && r.action === text ? r.preview : null;
    if (!p) { box.append(h("p", { class: "brass-muted", text: "Working out what this does…" })); return box; }
    if (!p.legal) { box.append(h("p", { text: list(p.reasons).map((x) => String(x && x.message)).join("; ") })); return box; }
    const ul = h("ul", {}, ...previewItems(p));
    const chance = chanceList(p);
    if (!ul.children.length && !chance.length) ul.append(h("li", { text: "No change in money, income or VP." }));
    box.append(ul, ...chance);
    if (p.ends_turn === true) {  // the edition's words (topology.words): Brass Duel refills no hand
      const said = topo().words || {};
      const text = own(said, p.ends_round === true ? "round_end" : "turn_end");
      if (typeof text === "string") box.append(h("p", { class: "brass-muted brass-ends-turn", text }));
    }
    return box;
  }

  // -- the coach: the bot's best moves for you, and why a bot did what it did ------------------------
  function drawCoach(v, c) {
    coachBox.replaceChildren();
    const mine = actionsOf(c).length > 0 && !v.over;
    if (!mine) { coachBox.hidden = true; return; }
    coachBox.hidden = false;
    const fresh = hint.version === v.version && hint.reply;
    const head = h("div", { class: "brass-coach-head" },
      h("button", { type: "button", class: "brass-btn brass-hint-btn", "data-intent": "hint", disabled: hint.waiting && hint.version === v.version ? true : null,
        onclick: () => { hint = { version: v.version, reply: null, waiting: true }; send({ type: "hint", version: v.version }); schedule(); } },
      fresh ? "Hint again" : "Hint: the bot's best moves"),
      h("span", { class: "brass-muted", text: hint.waiting && hint.version === v.version ? " thinking…" : "" }));
    coachBox.append(head);
    if (!fresh) return;
    const r = hint.reply;
    const ol = h("ol", { class: "brass-hints", "aria-label": "The greedy bot's three best moves" });
    for (const m of list(r.moves)) {
      if (!m || typeof m !== "object") continue;
      const action = actionsOf(c).find((a) => a && a.t === m.action);
      const p = m.preview && typeof m.preview === "object" && m.preview.legal ? m.preview : null;
      const li = h("li", { class: "brass-hint-move", "data-action": m.action },
        h("p", { class: "brass-hint-text", text: String(m.text ?? m.action) }),
        h("p", { class: "brass-hint-reason" }, h("span", { class: "brass-step-label", text: "Why: " }), String(m.reason ?? "")));
      if (p) {
        li.append(h("ul", { class: "brass-hint-preview" }, ...previewItems(p)));
        const chance = chanceList(p);  // a Distant Cotton Market sale: its odds folded away
        if (chance.length) li.append(h("details", { class: "brass-hint-chance" }, h("summary", { text: `Depends on the tile turned over (${plural(list(p.chance).length, "outcome")})` }), ...chance));
      }
      if (action) {
        li.append(h("button", { type: "button", class: "brass-btn brass-hint-choose", "data-action": m.action,
          onclick: () => { sel = fieldsOf(action); why.key = null; refocus = true; schedule(); } }, "Choose this"));
      }
      ol.append(li);
    }
    coachBox.append(h("h3", { text: "Hint: the greedy bot would play" }), ol);
  }

  /** The choices that make up an action, as the chooser's selection. */
  function fieldsOf(action) {
    const out = { kind: action.kind };
    for (const f of (topo().fields || {})[action.kind] || []) out[f] = fieldOf(action, f);
    return out;
  }

  function drawLast(v) {
    lastBox.replaceChildren();
    const last = v.last;
    if (!last || typeof last !== "object" || !list(last.texts).length) { lastBox.hidden = true; return; }
    lastBox.hidden = false;
    const p = playerOf(last.player);
    const bot = last.kind && last.kind !== "human";
    lastBox.append(h("h3", {}, mark(p), `Last move: ${p.name}${bot ? ` (${last.kind} bot)` : ""}`),
      h("ul", { class: "brass-last-moves" }, ...list(last.texts).map((t) => h("li", { text: String(t) }))));
    if (!bot) return;
    const fresh = explained.version === v.version && explained.reply;
    if (!fresh) {
      lastBox.append(h("button", { type: "button", class: "brass-btn brass-explain-btn", "data-intent": "explain",
        disabled: explained.waiting && explained.version === v.version ? true : null,
        onclick: () => { explained = { version: v.version, reply: null, waiting: true }; send({ type: "explain" }); schedule(); } },
      "Why did the bot do that?"));
      return;
    }
    const ul = h("ul", { class: "brass-explain" });
    for (const m of list(explained.reply.moves)) {
      if (!m || typeof m !== "object") continue;
      ul.append(h("li", {}, h("span", { text: String(m.text ?? m.action) + " " }), h("span", { class: "brass-hint-reason" }, h("span", { class: "brass-step-label", text: "Why: " }), String(m.reason ?? ""))));
    }
    lastBox.append(ul);
  }

  function drawMap(v, c, step, on) {
    const svg = svgHost.querySelector("svg");
    if (!svg) return;
    const t = topo();
    // highlights
    const net = new Set(list(v.network));
    const trade = new Set(v.trade || []);
    const coal = new Set(v.coal || []);
    const beer = new Set(list(v.beer));
    for (const g of svg.querySelectorAll("[data-location]")) {
      const loc = g.getAttribute("data-location");
      g.classList.toggle("brass-hl-network", on.has("network") && net.has(loc));
      g.classList.toggle("brass-hl-trade", on.has("trade") && trade.has(loc));
      g.classList.toggle("brass-hl-coal", on.has("coal") && coal.has(loc));
      g.classList.toggle("brass-hl-beer", on.has("beer") && beer.has(loc));
    }
    // merchant tiles: candidates of a sale's "Sell to" step (Birmingham)
    const tos = new Set(step && step.field === "to" ? step.values : []);
    for (const g of svg.querySelectorAll("[data-merchant]")) {
      const ref = g.getAttribute("data-merchant");
      g.classList.toggle("brass-cand", tos.has(ref));
      g.classList.toggle("brass-chosen", Boolean(step && step.eff.kind === "sell" && step.eff.to === ref));
      const active = step && step.field === "to";
      g.setAttribute("tabindex", active ? "0" : "-1");
      g.setAttribute("role", active ? "button" : "img");
    }
    // candidates for the target step
    const cands = new Set(step && step.field === "target" ? step.values : []);
    const targetKind = step && step.eff.kind;
    for (const g of svg.querySelectorAll("[data-slot]")) {
      const isCand = cands.has(g.getAttribute("data-slot"));
      g.classList.toggle("brass-cand", isCand);
      g.classList.toggle("brass-chosen", Boolean(step && step.eff.target === g.getAttribute("data-slot")));
      const active = step && step.field === "target" && targetKind !== "network";
      g.setAttribute("tabindex", active ? "0" : "-1");
      g.setAttribute("role", active ? "button" : "img");
    }
    for (const g of svg.querySelectorAll("[data-link]")) {
      const isCand = cands.has(g.getAttribute("data-link"));
      g.classList.toggle("brass-cand", isCand);
      g.classList.toggle("brass-chosen", Boolean(step && step.eff.kind === "network" && step.eff.target === g.getAttribute("data-link")));
      const active = step && step.field === "target" && targetKind === "network";
      g.setAttribute("tabindex", active ? "0" : "-1");
      g.setAttribute("role", active ? "button" : "img");
    }
    for (const g of svg.querySelectorAll("[data-hit]")) g.classList.toggle("brass-cand", cands.has(g.getAttribute("data-hit")));
    for (const g of svg.querySelectorAll("[data-tile]")) {  // a tile over a space glows with it
      g.classList.toggle("brass-cand", cands.has(g.getAttribute("data-tile")));
      g.classList.toggle("brass-chosen", Boolean(step && step.eff.target === g.getAttribute("data-tile")));
    }
    // what the last player did, marked where it happened
    for (const old of svg.querySelectorAll(".brass-last-overlay")) old.remove();
    if (v.last && typeof v.last === "object") drawLastOverlay(svg, v.last);
    // the last era's scoring, drawn where it happened (links are removed from the board as they score)
    svg.querySelector(".brass-score-overlay")?.remove();
    const scores = list(v.scores);
    const last = scores[scores.length - 1];
    if (scoringVisible(v) && last && typeof last === "object") drawScoring(svg, last);
    // the coal route and iron source of the action about to be confirmed
    svg.querySelector(".brass-overlay")?.remove();
    const r = model.get("reply") || {};
    if (step && step.action && r.kind === "preview" && r.action === step.action.t && r.preview && r.preview.legal) {
      const p = r.preview;
      const gEl = document.createElementNS(SVG_NS, "g");
      gEl.setAttribute("class", "brass-overlay");
      const routes = [[p.coal_route, "brass-route"], ...list(p.beer_route).map((r) => [r, "brass-route brass-route-beer"])];
      for (const [r, cls] of routes) {
        const route = list(r).map((loc) => own(t.locations, loc)).filter(Boolean);
        if (route.length < 2) continue;
        const pl = document.createElementNS(SVG_NS, "polyline");
        pl.setAttribute("points", route.map((l) => `${Number(l.x)},${Number(l.y)}`).join(" "));
        pl.setAttribute("class", cls);
        gEl.append(pl);
      }
      // the beer's sources: each brewery, or the merchant tile sold to (its barrel)
      for (const src of String(step.action.beer || "").split(" ").filter(Boolean)) {
        const pt = src === "merchant" ? own(t.spots || {}, step.action.to) : own(t.slots, src);
        if (!Array.isArray(pt)) continue;
        const circ = document.createElementNS(SVG_NS, "circle");
        circ.setAttribute("cx", Number(pt[0])); circ.setAttribute("cy", Number(pt[1])); circ.setAttribute("r", 25);
        circ.setAttribute("class", "brass-src-beer");
        circ.setAttribute("data-beer-src", src);
        gEl.append(circ);
      }
      for (const [ref, cls] of [[p.coal, "brass-src-coal"], [p.iron, "brass-src-iron"]]) {
        const pt = ref && own(t.slots, ref);
        if (Array.isArray(pt)) {
          const circ = document.createElementNS(SVG_NS, "circle");
          circ.setAttribute("cx", Number(pt[0])); circ.setAttribute("cy", Number(pt[1])); circ.setAttribute("r", 25);
          circ.setAttribute("class", cls);
          gEl.append(circ);
        }
      }
      svg.append(gEl);
    }
  }

  function drawLastOverlay(svg, last) {
    const t = topo();
    const half = (Number(t.slot) || 36) / 2 + 4;
    const g = document.createElementNS(SVG_NS, "g");
    g.setAttribute("class", "brass-last-overlay");
    g.setAttribute("aria-hidden", "true");
    g.style.setProperty("--brass-last", safeColour(playerOf(last.player).colour));
    for (const ref of list(last.slots)) {
      const pt = own(t.slots, ref);
      if (!Array.isArray(pt)) continue;
      const r = document.createElementNS(SVG_NS, "rect");
      for (const [k, val] of Object.entries({ x: Number(pt[0]) - half, y: Number(pt[1]) - half, width: 2 * half, height: 2 * half, rx: 6 })) r.setAttribute(k, String(val));
      r.setAttribute("class", "brass-last-slot");
      r.setAttribute("data-last", String(ref));
      g.append(r);
    }
    for (const id of list(last.links)) {
      const ln = own(t.lines, id);
      const a = ln && own(t.locations, ln.a), b = ln && own(t.locations, ln.b);
      if (!a || !b) continue;
      const path = document.createElementNS(SVG_NS, "path");
      path.setAttribute("d", `M${Number(a.x)} ${Number(a.y)}L${Number(b.x)} ${Number(b.y)}`);
      path.setAttribute("class", "brass-last-link");
      path.setAttribute("data-last", String(id));
      g.append(path);
    }
    // under the locations, so a link's mark stays on top of the boxes it joins
    const first = svg.querySelector("[data-parts]");
    if (first) svg.insertBefore(g, first); else svg.append(g);
    if (list(last.slots).length) {  // a space's ring goes above its location box
      const top = document.createElementNS(SVG_NS, "g");
      top.setAttribute("class", "brass-last-overlay");
      top.setAttribute("aria-hidden", "true");
      for (const r of [...g.querySelectorAll(".brass-last-slot")]) top.append(r);
      top.style.setProperty("--brass-last", safeColour(playerOf(last.player).colour));
      svg.append(top);
    }
  }

  function scoringVisible(v) {
    if (scoringOn !== null) return scoringOn;
    const n = list(v.scores).length;
    return Boolean(v.over || (n === 1 && v.era === "rail" && v.round === 1));
  }

  function drawScoring(svg, s) {
    const t = topo();
    const g = document.createElementNS(SVG_NS, "g");
    g.setAttribute("class", "brass-score-overlay");
    g.setAttribute("role", "group");
    g.setAttribute("aria-label", hasEras() ? `${s.era} era scoring` : "final scoring");
    const badge = (x, y, text, colour) => {
      const c = document.createElementNS(SVG_NS, "circle");
      c.setAttribute("cx", x); c.setAttribute("cy", y); c.setAttribute("r", 14);
      c.setAttribute("class", "brass-score-badge"); c.style.stroke = safeColour(colour);
      const tx = document.createElementNS(SVG_NS, "text");
      tx.setAttribute("x", x); tx.setAttribute("y", y + 6); tx.setAttribute("class", "brass-score-text");
      tx.textContent = text;
      g.append(c, tx);
    };
    for (const l of list(s.links)) {
      const ln = own(t.lines, l && l.line);
      const a = ln && own(t.locations, ln.a), b = ln && own(t.locations, ln.b);
      if (!a || !b) continue;
      const path = document.createElementNS(SVG_NS, "path");
      path.setAttribute("d", `M${Number(a.x)} ${Number(a.y)}L${Number(b.x)} ${Number(b.y)}`);
      path.setAttribute("class", "brass-scored-link");
      path.style.stroke = safeColour(playerOf(l.player).colour);
      path.setAttribute("data-scored-link", String(l.line));
      g.append(path);
      // the badge goes between the two boxes, never over a town's name
      const mid = Array.isArray(ln.mid) ? ln.mid : [(a.x + b.x) / 2, (a.y + b.y) / 2];
      badge(Number(mid[0]), Number(mid[1]), String(l.vp), playerOf(l.player).colour);
    }
    for (const tl of list(s.tiles)) {
      const pt = own(t.slots, tl && tl.space);
      if (Array.isArray(pt)) badge(Number(pt[0]), Number(pt[1]), String(tl.vp), playerOf(tl.player).colour);  // on the tile itself
    }
    svg.append(g);
  }

  function drawHand(v, c, step) {
    handBox.replaceChildren();
    const hands = v.hands || {};
    const seats = Object.keys(hands);
    if (!seats.length) {
      handBox.append(h("h3", { text: "Hand" }), h("p", { class: "brass-muted", text: "Hidden." }));
      return;
    }
    for (const s of seats) {
      const p = playerOf(Number(s));
      const ul = h("ul", { class: "brass-cards", "aria-label": `${p.name}'s hand` });
      for (const card of list(hands[s])) {
        ul.append(h("li", { class: `brass-card${own(topo().industries, card) ? " brass-card-industry" : ""}`, "data-card": card }, valueLabel(topo(), "card", card)));
      }
      handBox.append(h("h3", {}, mark(p), `${p.name}'s hand (${plural(list(hands[s]).length, "card")})`), ul);
    }
  }

  // -- Brass Duel's card rows: a column (both cards) is taken by clicking it; in the first round a single card
  // of a row. The decks show their size only (S1, Setup; On your turn).
  function drawRows(v, c, step) {
    const t = topo();
    const info = t.rows;
    const rows = v.rows && typeof v.rows === "object" ? v.rows : null;
    rowsBox.replaceChildren();
    rowsBox.hidden = !info || !rows;
    if (rowsBox.hidden) return;
    const names = list(info.names).map(String);
    const n = Number(info.columns) || 0;
    const edge = new Set(list(info.edge));
    const actions = actionsOf(c).filter((a) => a.kind === "take");
    const canTake = (col, row) => actions.some((a) => a.amount === String(col) && (row ? a.to === row : a.to === undefined));
    const single = actions.some((a) => a.to !== undefined);  // the first round: one card of a row
    rowsBox.append(h("h3", { text: "Card rows" }),
      h("p", { class: "brass-help", text: single ? "First round: take one card (click it), from the row the other player did not use."
        : `Take a column: click it for both its cards. Edge columns cost £${info.fee}.` }));
    const grid = h("div", { class: "brass-rowgrid", role: "group", "aria-label": "The card rows, by column" });
    for (let col = 1; col <= n; col++) {
      const cards = names.map((r) => list(own(rows, r))[col - 1] ?? null);
      const label = `Column ${col}${edge.has(col - 1) ? ` (+£${info.fee})` : ""}`;
      const colEl = h("div", { class: `brass-column${edge.has(col - 1) ? " brass-edge" : ""}`, "data-column": col });
      const head = h("button", { type: "button", class: `brass-btn brass-take${canTake(col) ? " brass-cand" : ""}`, "data-take": String(col),
        "aria-disabled": canTake(col) ? null : "true", "aria-label": `Take ${label}: ${cards.map((x) => x === null ? "empty" : refName(t, x)).join(" and ")}` }, label);
      colEl.append(head);
      names.forEach((r, i) => {
        const card = cards[i];
        colEl.append(h("button", { type: "button", class: `brass-rowcard${card === null ? " brass-gap" : ""}${single && canTake(col, r) ? " brass-cand" : ""}`,
          "data-take": String(col), "data-row": r, "data-card": card === null ? "" : String(card),
          "aria-disabled": (single ? canTake(col, r) : canTake(col)) ? null : "true" }, card === null ? "—" : refName(t, card)));
      });
      grid.append(colEl);
    }
    const decks = v.decks && typeof v.decks === "object" ? v.decks : {};
    rowsBox.append(grid, h("p", { class: "brass-muted brass-decks", "data-status": "deck",
      text: `Decks, face down: ${Object.entries(decks).map(([r, k]) => `${r} ${plural(Number(k) || 0, "card")}`).join(", ")}.` }));
  }
  function onRows(ev) {
    const b = ev.target.closest && ev.target.closest("[data-take]");
    if (!b) return;
    const c = choices();
    const col = b.getAttribute("data-take");
    const row = b.getAttribute("data-row");
    const takes = actionsOf(c).filter((a) => a.kind === "take");
    const single = takes.some((a) => a.to !== undefined);
    // a card in the first round names its row; a column's head (or a card later) the whole column
    const want = { kind: "take", amount: col, ...(single && row ? { to: row } : {}) };
    const legal = takes.some((a) => a.amount === col && (want.to ? a.to === want.to : a.to === undefined));
    if (legal) { why.key = null; sel = want; refocus = true; schedule(); return; }
    askWhy({ ...want, to: want.to || "" }, `${valueLabel(topo(), "amount", col, null, "take").replace(/^Take/, "take")}${want.to ? ` from the ${want.to} row` : ""}`);
  }
  rowsBox.addEventListener("click", onRows);

  // -- the table: players in turn order, their mats, markets, the Distant Cotton Market, the deck --------
  function drawMats(v) {
    const t = topo();
    const players = list(v.players).filter((p) => p && typeof p === "object");
    const byseat = new Map(players.map((p) => [p.seat, p]));
    const order = list(v.order).filter((s) => byseat.has(s));
    for (const p of players) if (!order.includes(p.seat)) order.push(p.seat);
    const last = v.last && typeof v.last === "object" ? v.last : {};
    const vpNow = typeof t.vp_now === "string" ? t.vp_now : "VP if era ends now";  // Duel: "... the game ends now"
    const table = h("table", { class: "brass-table" },
      h("caption", { text: "Players, in turn order" }),
      h("thead", {}, h("tr", {}, ...["Player", "Spent", "Money", "Income", "VP", vpNow].map((x, i) =>
        h("th", { scope: "col", class: i ? "brass-num" : null, text: x })))));
    const body = h("tbody");
    for (const s of order) {
      const p = byseat.get(s);
      const pl = playerOf(p.seat);
      const current = p.seat === v.current && !v.over;
      body.append(h("tr", { class: `brass-player${current ? " brass-current" : ""}`, "data-seat": p.seat },
        h("th", { scope: "row" }, mark(pl), h("strong", { text: pl.name }), current ? h("span", { class: "brass-muted", text: " to act" }) : null),
        h("td", { class: "brass-num", text: `£${p.spent}` }), h("td", { class: "brass-num", text: `£${p.money}` }),
        h("td", { class: "brass-num", text: signed(Number(p.income_level) || 0) }), h("td", { class: "brass-num", text: String(p.vp) }),
        h("td", { class: "brass-num brass-eravp", text: p.era_vp === undefined || p.era_vp === null ? "—" : String(p.era_vp) })));
      const changed = new Set(p.seat === last.player ? list(last.developed) : []);
      const chips = h("div", { class: "brass-chips" }, seatSelect(p, v), ...list(p.mat).map((m) => chip(t, v, m, changed)), discardPile(t, p));
      body.append(h("tr", { class: `brass-mat-row${current ? " brass-current" : ""}` }, h("td", { colspan: "6" }, chips)));
      if (p.vp_income !== undefined) body.append(h("tr", { class: "brass-duel-row", "data-seat": p.seat }, h("td", { colspan: "6" }, seatPieces(t, p))));
    }
    table.append(body);
    matsBox.replaceChildren(table,
      h("p", { class: "brass-chip-key" }, h("strong", { text: "Chips: " }),
        "each industry's next tile on the mat: its level, cost, the coal ", h("span", { class: "brass-cube-coal", "aria-hidden": "true" }),
        " and iron ", h("span", { class: "brass-cube-iron", "aria-hidden": "true" }), " it needs, and ×tiles left. Dashed: cannot be built now; —: none left."));
  }

  function chip(t, v, m, changed) {
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
      if (s.beer) kids.push(" ", ...counted("brass-barrel", s.beer, "beer to sell"));
      if (s.boats) kids.push(" ", ...counted("brass-boat", s.boats, "boats to build"));
      if (s.lightbulb) kids.push(h("span", { class: "brass-bulb", role: "img", "aria-label": "lightbulb: cannot be developed", title: "lightbulb: Develop cannot remove it" }));
      kids.push(h("small", { class: "brass-left", text: ` ×${info.left}` }));
    }
    if (changed.has(ind)) kids.push(h("span", { class: "brass-new", text: " developed" }));
    return h("span", { class: cls, "data-industry": ind, title: info.title }, ...kids);
  }

  /** Brass Duel: a player's boats, VP income and Notable Persons in play; for the seat whose hand is shown, the
   * persons dealt to them and those chosen (the other player's are hidden: S1, Setup 4-7). */
  function seatPieces(t, p) {
    const names = (xs) => list(xs).map((x) => refName(t, x)).join(", ");
    const kids = [h("span", { class: "brass-boats", text: `Boats: ${Number(p.boats) || 0}` }), " · ",
      h("span", { class: "brass-vpincome", text: `VP income: +${Number(p.vp_income) || 0}` }), " · ",
      h("span", { class: "brass-persons", text: `Notable Persons: ${names(p.persons) || "none yet"}` })];
    if (Array.isArray(p.offered) && p.offered.length) {
      kids.push(h("br"), h("span", { class: "brass-offered", text: `Dealt to you: ${names(p.offered)}${list(p.chosen).length ? ` · chosen: ${names(p.chosen)}` : ""}` }));
    }
    return h("div", { class: "brass-duel-seat" }, ...kids);
  }

  /** A player's discard pile (Birmingham): its face-down card shown face down, and the top face-up card. */
  function discardPile(t, p) {
    if (p.face_down === undefined) return null;
    const down = Number(p.face_down) || 0, up = Number(p.discard) || 0;
    const top = p.discard_top ? refName(t, p.discard_top) : null;
    return h("span", { class: "brass-discard", "data-seat": p.seat, title: `discard pile: ${plural(down, "card")} face down, ${plural(up, "card")} face up` },
      down ? h("span", { class: "brass-facedown", "aria-hidden": "true" }) : null,  // the words say it
      ` Discard: ${down} face down, ${up} face up${top ? ` (top: ${top})` : ""}`);
  }

  function seatSelect(p, v) {
    // the bot levels Python offers (ui.bots, weakest first), each named in the menu
    const levels = (model.get("ui") || {}).bots || ["random", "greedy"];
    const kinds = { human: "human", ...Object.fromEntries(levels.map((k) => [k, `${k} bot`])) };  // the README's words
    const select = h("select", { class: "brass-select brass-seat", "data-seat": p.seat, "aria-label": `${playerOf(p.seat).name} is played by` },
      ...Object.entries(kinds).map(([k, label]) => h("option", { value: k, selected: p.kind === k ? true : null }, label)));
    select.value = p.kind;
    select.addEventListener("change", () => {
      const seats = (v.players || []).map((x) => x.kind);
      seats[p.seat] = select.value;
      send({ type: "seats", seats });
    });
    return select;
  }

  function drawMarkets(v) {
    const t = topo();
    marketBox.replaceChildren(h("h3", { text: "Markets" }));
    const mk = t.markets || {};
    const counts = v.markets || {};
    for (const kind of ["coal", "iron"]) {
      const info = own(mk, kind);
      const count = numOr(own(counts, kind));
      if (!info || count === null) continue;
      const prices = list(info.prices);
      const n = prices.length;
      if (!n) {  // no market track (Brass Duel: coal from an importer, else from outside by boat; S1, Coal)
        marketBox.append(h("div", { class: "brass-market-row", "data-market": kind }, h("div", { class: "brass-market-head" },
          h("strong", { text: kind === "coal" ? "Coal" : "Iron" }), h("span", { class: "brass-muted", text: `no market track: from outside £${info.empty} a cube` }))));
        continue;
      }
      const quote = own(v.quotes || {}, kind) || {};  // the engine's prices: the board prices no cube itself
      const buy = numOr(quote.buy) ?? "?";
      const sell = numOr(quote.sell);
      const track = h("div", { class: "brass-track", role: "img", "aria-label": `${kind} market: ${count} of ${n} cubes, buy at £${buy}` });
      prices.forEach((price, i) => track.append(h("span", { class: `brass-price${i >= n - count ? " brass-full" : ""}` },
        `£${price}`, h("span", { class: `brass-cube-${kind}${i >= n - count ? "" : " brass-cube-empty"}`, "aria-hidden": "true" }))));
      marketBox.append(h("div", { class: "brass-market-row", "data-market": kind },
        h("div", { class: "brass-market-head" }, h("strong", { text: kind === "coal" ? "Coal" : "Iron" }),
          h("span", { class: "brass-muted", text: `${plural(count, "cube")} · buy £${buy}${sell ? ` · sell £${sell}` : ""}` })), track));
    }
    const dcm = v.dcm && typeof v.dcm === "object" ? v.dcm : null;
    if (dcm) {
      const track = h("div", { class: "brass-track brass-dcm", role: "img", "aria-label": `Distant Cotton Market: marker on space ${Number(dcm.marker) + 1}` });
      list(t.dcm_track).forEach((inc, i) => track.append(h("span", { class: `brass-price${inc === null ? " brass-x" : ""}${i === dcm.marker ? " brass-here" : ""}` },
        inc === null ? "X" : `+${inc}`)));
      const used = list(dcm.used);
      marketBox.append(h("div", { class: "brass-market-row", "data-market": "dcm" },
        h("div", { class: "brass-market-head" }, h("strong", { text: "Distant Cotton Market" }),
          h("span", { class: "brass-muted", text: `${plural(Number(dcm.left) || 0, "tile")} face down` })), track,
        h("p", { class: "brass-muted brass-dcm-note", text: `The marker (ringed) gives a sale that much more income; a tile turned over moves it down.${used.length ? ` Turned over this era: ${used.map((x) => signed(Number(x))).join(", ")}.` : ""}` })));
    }
    const deck = numOr(v.deck);
    if (deck !== null && !v.rows) {
      const under = numOr(v.under) || 0;
      const text = deck ? `Draw deck: ${plural(deck, "card")}${under ? ` (${under} under the Deck tile)` : ""}.`
        : v.era === "rail" && t.loans_stop_late ? "Draw deck empty: the Deck tile shows Stephenson's Rocket (no more loans)." : "Draw deck empty.";
      marketBox.append(h("p", { class: "brass-deck", "data-status": "deck", text }));
    }
    const wild = v.wild && typeof v.wild === "object" ? v.wild : null;
    if (wild) {  // Birmingham's wild location and wild industry piles (Scout takes one of each)
      marketBox.append(h("div", { class: "brass-market-row brass-wild", "data-market": "wild" },
        h("div", { class: "brass-market-head" }, h("strong", { text: "Wild cards" })),
        h("p", {}, ...Object.entries(wild).map(([face, n]) => h("span", { class: "brass-wild-pile", "data-card": face },
          h("span", { class: "brass-wild-card", text: String(Number(n) || 0) }), ` ${refName(t, face)} `)))));
    }
  }

  function drawKey() {
    const t = topo();
    const items = list(t.key).filter((x) => Array.isArray(x) && x.length === 2).map(([k, text]) => [String(k), String(text)]);
    const key = items.map((x) => x[0]).join(",");
    if (keyFor === key) return;
    keyFor = key;
    keyItems = items;
    keyBox.replaceChildren(h("summary", { text: "Key to the map" }),
      h("ul", { class: "brass-keylist" }, ...keyItems.map(([k, text]) => h("li", { "data-key": k }, keySwatch(k), h("span", { text })))));
  }

  function drawScores(v) {
    scoreBox.replaceChildren();
    const scores = list(v.scores).filter((s) => s && typeof s === "object");
    if (!scores.length) { scoreBox.hidden = true; return; }
    scoreBox.hidden = false;
    const shownNow = scoringVisible(v);
    const noEras = !hasEras();  // Brass Duel: one scoring, at the end of the game
    scoreBox.append(h("button", { type: "button", class: "brass-btn brass-toggle", "data-intent": "scoring", "aria-pressed": String(shownNow),
      onclick: () => { scoringOn = !shownNow; schedule(); } }, noEras ? "Show the final scoring on the map" : `Show the ${scores[scores.length - 1].era} era scoring on the map`));
    for (const s of scores) {
      const d = h("details", { class: "brass-era-score", open: s === scores[scores.length - 1] ? true : null });
      d.append(h("summary", {}, (noEras ? "End of the game: " : `End of the ${s.era} era: `) + list(s.totals).map((x, i) => `${playerOf(i).name} +${x}`).join(", ")));
      const ul = h("ul");
      for (const l of list(s.links)) if (l && typeof l === "object") ul.append(h("li", {}, mark(playerOf(l.player)), `link ${refName(topo(), l.line)}: ${l.vp} VP`));
      for (const tl of list(s.tiles)) if (tl && typeof tl === "object") ul.append(h("li", {}, mark(playerOf(tl.player)), `${own(topo().industries, tl.industry) || tl.industry} ${tl.level} at ${refName(topo(), tl.space)}: ${tl.vp} VP`));
      if (Array.isArray(s.money)) ul.append(h("li", { text: "Money: " + s.money.map((x, i) => `${playerOf(i).name} +${x}`).join(", ") }));
      d.append(ul);
      scoreBox.append(d);
    }
  }

  // The log: newest round first, each round's lines in the order they happened (as "Last move" tells a turn:
  // a double build's discards after the build they paid for); a round's end and an era's scoring stand out.
  function drawLog(v) {
    const whole = fullLog.version === v.version && fullLog.reply;
    const more = !whole && Number(v.log_total) > list(v.log).reduce((n, g) => n + list(g && g.lines).length, 0);
    logBox.replaceChildren(h("h3", {}, "Log", more ? h("button", { type: "button", class: "brass-btn brass-log-all", "data-intent": "log",
      onclick: () => { fullLog = { version: v.version, reply: null }; send({ type: "log" }); } }, "Show the whole game") : null));
    // it scrolls: focusable, so the keyboard can scroll it too
    const ol = h("ol", { class: "brass-logl", tabindex: "0", "aria-label": "Log: newest round first, each round in the order played" });
    const groups = list(whole ? fullLog.reply.log : v.log).filter((g) => g && typeof g === "object");
    for (const g of [...groups].reverse()) {
      const round = Number.isInteger(g.round) ? `round ${g.round}` : "";
      const eras = hasEras();  // Brass Duel has no eras
      const head = [g.era && eras ? `${eraName(g.era)} Era` : "", round].filter(Boolean).join(" · ") || "Before the game";
      const lines = h("ul", { class: "brass-log-lines" });
      for (const line of list(g.lines)) {
        if (!Array.isArray(line)) continue;
        const [player, kind, text] = line;
        lines.append(h("li", { class: `brass-log-${["move", "event", "round", "era"].includes(kind) ? kind : "event"}` },
          Number.isInteger(player) ? mark(playerOf(player)) : "", String(text ?? "")));
      }
      ol.append(h("li", { class: "brass-log-group" }, h("h4", { text: head }), lines));
    }
    logBox.append(ol);
  }

  function drawWhy() {
    whyBox.replaceChildren();
    if (!why.key) { whyBox.hidden = true; return; }
    whyBox.hidden = false;
    if (why.reasons === null) { whyBox.append(h("p", { class: "brass-muted", text: `Why not ${why.label}? …` })); return; }
    if (!why.reasons.length) { whyBox.append(h("p", { text: `${why.label} is available.` })); return; }
    whyBox.append(h("p", { class: "brass-why-head", text: `Why not ${why.label}:` }));
    const ul = h("ul");
    for (const r of list(why.reasons)) ul.append(h("li", {}, String(r.message), r.rule ? h("cite", { text: ` — ${r.rule}` }) : null));
    whyBox.append(ul);
  }

  // -- clicks on the chooser and the map --------------------------------------------------------
  function onChooser(ev) {
    const b = ev.target.closest("button");
    if (!b) return;
    const c = choices();
    const step = nextStep(actionsOf(c), sel, topo().fields || {});
    if (b.classList.contains("brass-confirm")) {
      send({ type: "act", action: b.getAttribute("data-action"), version: view().version, seat: c.seat });
      return;
    }
    const intent = b.getAttribute("data-intent");
    if (intent === "cancel") { sel = {}; why.key = null; schedule(); return; }
    if (intent === "back") {
      const order = ["kind", ...((topo().fields || {})[sel.kind] || [])].filter((f) => sel[f] !== undefined);
      const last = order.pop();
      if (last) delete sel[last];
      sel = { ...sel };
      schedule();
      return;
    }
    const field = b.getAttribute("data-field");
    if (!field) return;
    const value = b.getAttribute("data-value");
    if (b.getAttribute("aria-disabled") === "true") {
      let label = valueLabel(topo(), field, value, null, field === "kind" ? "" : sel.kind);
      if (SOURCE_FIELDS.includes(field)) label = `${fieldLabel(topo(), field).toLowerCase()} ${label}`;  // "coal from the market"
      if (field === "kind") {
        why = { key: "kind:" + value, label, reasons: (c.unavailable || {})[value] || [] };
        drawWhy();
      } else {
        const partial = Object.fromEntries(Object.entries(step.eff).filter(([, x]) => x !== ""));
        askWhy({ ...partial, [field]: value }, label);
      }
      return;
    }
    why.key = null;
    refocus = true;
    choose(field, value);
  }
  chooser.addEventListener("click", onChooser);

  function onHover(ev) {
    const b = ev.target.closest && ev.target.closest(".brass-unavail");
    if (b && !b.title) b.click();
  }
  chooser.addEventListener("mouseover", onHover);

  /** The space or line an event is about: a space, a line, or a line's click target above the boxes. */
  function mapTarget(target) {
    if (!target || !target.closest) return null;
    const merchant = target.closest("[data-merchant]");
    if (merchant) return { el: merchant, ref: merchant.getAttribute("data-merchant"), link: false, merchant: true };
    const slot = target.closest("[data-slot]");
    if (slot) return { el: slot, ref: slot.getAttribute("data-slot"), link: false };
    const link = target.closest("[data-link]") || target.closest("[data-hit]");
    if (link) return { el: link, ref: link.getAttribute("data-link") ?? link.getAttribute("data-hit"), link: true };
    return null;
  }

  function onMap(ev) {
    const c = choices();
    const step = nextStep(actionsOf(c), sel, topo().fields || {});
    const hit = mapTarget(ev.target);
    if (!hit || !hit.ref || !actionsOf(c).length) return;
    const ref = hit.ref;
    if (hit.merchant) {  // a merchant tile: the destination of a sale (Birmingham)
      if (step && step.field === "to" && step.values.includes(ref)) { why.key = null; choose("to", ref); return; }
      if (step && step.eff.kind === "sell" && step.eff.target) {
        const partial = Object.fromEntries(Object.entries(step.eff).filter(([k, x]) => x !== "" && ["kind", "target", "card"].includes(k)));
        askWhy({ ...partial, to: ref }, `sell to ${valueLabel(topo(), "to", ref, view())}`);
      }
      return;
    }
    const asking = step && step.field === "target";
    const kind = sel.kind;
    if (asking && step.values.includes(ref)) { why.key = null; choose("target", ref); return; }
    // a step before the target (Brass Duel's kind of link): a line or space some legal decision names picks it
    if (kind && step && step.field && sel.target === undefined && list((topo().fields || {})[kind]).includes("target")
        && list(step.matching).some((a) => a.target === ref)) { why.key = null; choose("target", ref); return; }
    // not a legal target now: explain, from the rules, why not
    const partial = { ...sel, target: ref };
    if (!kind) partial.kind = hit.link ? "network" : "build";
    if ((partial.kind === "network") !== hit.link) return;
    if (partial.kind === "build" && !partial.industry && !hit.link) {
      const loc = own(topo().locations, ref.split("/")[0]);
      const space = loc && list(loc.spaces)[Number(ref.split("/")[1]) - 1];
      if (Array.isArray(space) && space.length) partial.industry = space[0];
    }
    askWhy(partial, refName(topo(), ref));
  }
  // hovering a space or line that cannot be chosen now explains why (after a short pause)
  function onMapHover(ev) {
    clearTimeout(hoverTimer);
    const c = choices();
    const step = nextStep(actionsOf(c), sel, topo().fields || {});
    if (!step || step.field !== "target") return;
    const hit = mapTarget(ev.target);
    if (!hit || hit.merchant || hit.el.classList.contains("brass-cand")) return;
    hoverTimer = setTimeout(() => onMap({ target: hit.el }), 300);
  }
  function onMapLeave() { clearTimeout(hoverTimer); }
  function onMapKey(ev) {
    if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); onMap(ev); }
  }
  svgHost.addEventListener("click", onMap);
  svgHost.addEventListener("keydown", onMapKey);
  svgHost.addEventListener("mouseover", onMapHover);
  svgHost.addEventListener("mouseleave", onMapLeave);

  // -- model events ------------------------------------------------------------------------------
  function onReply() {
    const r = model.get("reply") || {};
    if (r.kind === "why") {
      whyCache.set(r.key, r.reasons);
      if (why.key === r.key) { why.reasons = r.reasons; drawWhy(); }
    } else if (r.kind === "preview") {
      schedule();
    } else if (r.kind === "hint") {
      hint = { version: r.version, reply: r, waiting: false };
      schedule();
    } else if (r.kind === "explain") {
      explained = { version: r.version, reply: r, waiting: false };
      schedule();
    } else if (r.kind === "log") {
      fullLog = { version: r.version, reply: r };
      schedule();
    }
  }
  function onError() {
    // a refused hint or explanation stops waiting for it
    if (model.get("error")) { hint.waiting = false; explained.waiting = false; }
    schedule();
  }
  // The saved game (every hand, the deck order) arrives only after the Save button asked for it, as a
  // one-off custom message: it is downloaded, never stored in the model.
  function onCustom(msg) {
    if (!msg || msg.kind !== "save" || typeof msg.json !== "string") return;
    try {
      const url = URL.createObjectURL(new Blob([msg.json], { type: "application/json" }));
      const a = h("a", { href: url, download: `brass-${Number(msg.version) || 0}.json` });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) { /* no download support here (a test page) */ }
  }
  const slotEvents = [];
  const nSlots = Number.isInteger(topo().svg_slots) ? Math.min(topo().svg_slots, 4096) : 0;
  for (let i = 0; i < nSlots; i++) slotEvents.push(`change:svg_${i}`);
  const events = ["change:view", "change:choices", "change:highlight", "change:ui", "change:topology", ...slotEvents];
  for (const e of events) model.on(e, schedule);
  model.on("change:error", onError);
  model.on("change:reply", onReply);
  model.on("msg:custom", onCustom);
  draw();

  return () => {
    for (const e of events) model.off(e, schedule);
    model.off("change:error", onError);
    model.off("change:reply", onReply);
    model.off("msg:custom", onCustom);
    releaseKeys();
    stopFitting();
    toolbar.removeEventListener("click", onToolbar);
    chooser.removeEventListener("click", onChooser);
    chooser.removeEventListener("mouseover", onHover);
    svgHost.removeEventListener("click", onMap);
    svgHost.removeEventListener("keydown", onMapKey);
    svgHost.removeEventListener("mouseover", onMapHover);
    svgHost.removeEventListener("mouseleave", onMapLeave);
    clearTimeout(hoverTimer);
    root.remove();
  };
}

export default {
  render({ model, el }) {
    return mount(model, el);
  },
};
