// brass_widget board view: renders the traits Python sends and sends intents back.
// Python owns every rule: this file only groups and filters the legal decisions it is given,
// draws overlays, and sends {"type": ...} intents with model.send. No dependencies: the sources in js/src/
// (ES modules) are bundled by esbuild into brass_widget/widget/static/board.js, the one file anywidget loads (npm run build).
//
// Trust: every string that came from the state, the edition data or a file reaches the page as text
// (textContent, setAttribute, createTextNode), never as markup. The one exception is the map SVG
// Python renders (topology.svg_open and the static layers of topology.svg_layers, and the changing parts
// in the svg_0, svg_1, ... traits): the renderer (render/) escapes every value it interpolates, so its markup is the
// renderer's own. Lookups keyed by such strings use own() (no prototype keys).
// Keys pressed inside the board stay inside it: they never reach the notebook's command shortcuts.

import { h, list, own, plural } from "./dom.js";
import { actionsOf, fieldOf, nextStep } from "./decisions.js";
import { chipInfo, discardHelp, fieldLabel, valueLabel } from "./words.js";
import { fitToScreen, mapProportions, nextScope, scopeIds } from "./svg.js";
import { keepKeys, onMapKey } from "./keyboard.js";
import { drawMap, drawSvg, onMap, onMapHover, onMapLeave } from "./map.js";
import { drawChooser, drawCoach, drawHand, drawStatus, drawWhy, onChooser, onHover } from "./move_panel.js";
import { drawKey, drawMarkets, drawMats, drawRows, onRows } from "./table.js";
import { drawLast, drawLog, drawScores, logOf } from "./log.js";
import { reviewOf, reviewPanel } from "./review.js";

// the helpers the tests and other views use, exported from the bundle as before the split
export { own, records } from "./dom.js";
export { logOf } from "./log.js";
export { actionsOf, fieldOf, matching, nextStep, sourceFields } from "./decisions.js";
export { chipInfo, discardHelp, fieldLabel, tileGoods, valueLabel } from "./words.js";
export { plural } from "./dom.js";
export { keepKeys } from "./keyboard.js";
export { markBadge, MARK_SIGNS, reviewOf } from "./review.js";
export { mapProportions, scopeIds, screenHeight } from "./svg.js";

function mount(model, el) {
  const scope = nextScope();
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
  let shown = null;  // the map's parts as drawn (map.js drawSvg)

  // a group, not an application: a screen reader keeps its reading mode for the log, the markets and the mats;
  // the board's buttons, selects and the map's choosable spaces (role button) are played by Tab and Enter
  const root = h("div", { class: "brass-root", role: "group", "aria-label": "Brass board", tabindex: "-1" });
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
  const hlBtn = (k, label) => h("button", { class: "brass-btn brass-toggle", type: "button", "data-highlight": k, "aria-pressed": "false" }, label);
  // the overlays every edition has, and one for the edition's own reach resource (the topology's reach: its
  // resource from the presentation's reach_resource), named and shown from the data in view()
  const reachBtn = hlBtn("", "");
  reachBtn.hidden = true;
  const hlBtns = [hlBtn("network", "My network"), hlBtn("trade", "Trade connections"), hlBtn("coal", "Coal reach"), reachBtn];
  // what a turn needs stays in sight (Undo, Redo, the map's highlights); a new game, saving and loading fold away
  // under "Game", so the toolbar fits the narrow column beside the map
  const gameMenu = h("details", { class: "brass-gamemenu" }, h("summary", { class: "brass-btn" }, "Game"),
    h("div", { class: "brass-gamemenu-body" }, newBtn, editionSel, playersSel, saveBtn, loadBtn, loadInput));
  const sep = h("span", { class: "brass-sep" });
  const toolbar = h("div", { class: "brass-toolbar", role: "toolbar", "aria-label": "Game controls" },
    undoBtn, redoBtn, gameMenu, sep, ...hlBtns);
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

  const send = (type, fields = {}) => model.send({ type, ...fields });  // a message of protocol.MESSAGES, by its type
  // the view with what travels in traits of its own, each sent only when it changes: the eras' scorings ("scores":
  // the eras scored before the game's end; "end_scoring": the scoring that ended it), each seat's mat ("mat_0",
  // "mat_1", ...) and the log's chunks ("log_0", "log_1", ...); the same object while none of these traits changes
  let joined = { parts: [], out: {} };
  const view = () => {
    const v = model.get("view") || {};
    const s = model.get("scores");
    const e = model.get("end_scoring");
    const players = list(v.players);
    const mats = players.map((p) => (p && typeof p === "object" && Number.isInteger(p.seat) ? model.get(`mat_${p.seat}`) : undefined));
    const nLog = Number.isInteger(topo().log_slots) ? Math.min(topo().log_slots, 64) : 0;
    const chunks = Array.from({ length: nLog }, (_, i) => model.get(`log_${i}`));
    const parts = [v, s, e, topo(), ...mats, ...chunks];
    if (parts.length !== joined.parts.length || parts.some((x, i) => x !== joined.parts[i])) {
      const end = e && typeof e === "object" && !Array.isArray(e) ? [e] : [];
      const out = Array.isArray(s) || end.length ? { ...v, scores: [...list(s), ...end] } : { ...v };
      if (mats.some(Array.isArray)) out.players = players.map((p, i) => (Array.isArray(mats[i]) ? { ...p, mat: mats[i] } : p));
      if (nLog) out.log = logOf(chunks, Number(v.log_total) || 0, Number(topo().log_tail) || 0);
      joined = { parts, out };
    }
    return joined.out;
  };
  const choices = () => model.get("choices") || {};
  // what the rooms of the view (map.js, move_panel.js, table.js, log.js, keyboard.js) share: the model and its
  // traits, the view's boxes, the chooser's state (read and set through it) and the actions they call back
  const ctx = {
    model, scope, root, topo, view, choices, send, schedule, choose, askWhy, playerOf, eraName, hasEras,
    status, errorBox, svgHost, chooser, whyBox, coachBox, handBox, lastBox, rowsBox, matsBox, marketBox, keyBox,
    scoreBox, logBox, whyCache, offers, openHands: new Set(),  // the other players' hands a teacher opened (move_panel.js)
    get sel() { return sel; }, set sel(x) { sel = x; },
    get lastPreview() { return lastPreview; }, set lastPreview(x) { lastPreview = x; },
    get why() { return why; }, set why(x) { why = x; },
    get scoringOn() { return scoringOn; }, set scoringOn(x) { scoringOn = x; },
    get refocus() { return refocus; }, set refocus(x) { refocus = x; },
    get hoverTimer() { return hoverTimer; }, set hoverTimer(x) { hoverTimer = x; },
    get hint() { return hint; }, set hint(x) { hint = x; },
    get explained() { return explained; }, set explained(x) { explained = x; },
    get fullLog() { return fullLog; }, set fullLog(x) { fullLog = x; },
    get keyItems() { return keyItems; }, set keyItems(x) { keyItems = x; },
    get keyFor() { return keyFor; }, set keyFor(x) { keyFor = x; },
    get shown() { return shown; }, set shown(x) { shown = x; },
  };
  // Review mode (review.js): the scrubber, the mark and the hint list, above the hand of the position reviewed
  const review = reviewPanel(ctx);
  panel.prepend(review.box);
  const onRowsListener = (ev) => onRows(ctx, ev);
  const onChooserListener = (ev) => onChooser(ctx, ev);
  const onHoverListener = (ev) => onHover(ctx, ev);
  const onMapListener = (ev) => onMap(ctx, ev);
  const onMapKeyListener = (ev) => onMapKey(ctx, ev);
  const onMapHoverListener = (ev) => onMapHover(ctx, ev);
  const onMapLeaveListener = () => onMapLeave(ctx);
  drawKey(ctx);

  // -- intents --------------------------------------------------------------------------------
  function onToolbar(ev) {
    const b = ev.target.closest("button");
    if (!b) return;
    const t = b.getAttribute("data-intent");
    const hl = b.getAttribute("data-highlight");
    if (hl) {
      const on = new Set(model.get("highlight") || []);
      on.has(hl) ? on.delete(hl) : on.add(hl);
      send("highlight", { on: [...on] });
    } else if (t === "undo") send("undo", { version: view().version });
    else if (t === "redo") send("redo", { version: view().version });
    else if (t === "new") {
      const fields = { players: Number(playersSel.value) };
      if (editionSel.value) fields.edition = editionSel.value;
      send("new", fields);
    }
    else if (t === "save") send("save");
    else if (t === "load") loadInput.click();
  }
  // the controls this board offers besides playing (Python decides: ui.controls, protocol.CONTROLS): a classroom
  // seat's board offers none, and shows none it does not offer (a board sent no list offers them all)
  function offers(control) {
    const offered = (model.get("ui") || {}).controls;
    return !Array.isArray(offered) || offered.includes(control);
  }
  function drawControls() {
    undoBtn.hidden = !offers("undo");
    redoBtn.hidden = !offers("redo");
    newBtn.hidden = playersSel.hidden = !offers("new");
    saveBtn.hidden = !offers("save");
    loadBtn.hidden = !offers("load");
    gameMenu.hidden = newBtn.hidden && saveBtn.hidden && loadBtn.hidden;
    sep.hidden = undoBtn.hidden && redoBtn.hidden && gameMenu.hidden;
  }
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
    }
    editionSel.hidden = eds.length < 2 || !offers("new");
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
    send("load", { text: await f.text() });
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
      drawWhy(ctx);
      return;
    }
    // a question the board shows no decision for (a hand not shown, a bot to move) is refused by Python with the
    // same words each time: an unchanged refusal sends no new error, so it answers at once
    const refused = !actionsOf(choices()).length && model.get("error") ? String(model.get("error")) : null;
    why = { key, label, reasons: null, refused };
    drawWhy(ctx);
    send("why", { sel: partial, key });
  }

  // -- drawing --------------------------------------------------------------------------------
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => { scheduled = false; draw(); });
  }


  function draw() {
    // the focus inside the board before the redraw: if the element that held it is redrawn away (Confirm, once
    // the move is made and a bot is to act), the board itself keeps it: a keyboard user goes on from the board
    // (Tab reaches its controls again), not from the top of the page, and keys stay the board's (keyboard.js)
    const focusInside = root.contains(document.activeElement);
    const v = view();
    const c = choices();
    if (c.version !== selVersion) { sel = {}; selVersion = c.version; lastPreview = null; }
    drawSvg(ctx);
    drawStatus(ctx, v);
    const notice = topo().notice;  // an edition's provisional components, said wherever it is drawn
    noticeBox.textContent = typeof notice === "string" ? `${topo().notice_heading ?? topo().title}: ${notice}` : "";
    noticeBox.hidden = typeof notice !== "string";
    const rules = topo().house_rules;  // the knobs this game changes, in words (Python's house_rules_text)
    rulesBox.textContent = typeof rules === "string" ? `House rules: ${rules}` : "";
    rulesBox.hidden = typeof rules !== "string";
    errorBox.textContent = model.get("error") || "";
    errorBox.hidden = !model.get("error");
    undoBtn.disabled = !v.can_undo;
    drawControls();
    drawEditions();
    if (document.activeElement !== playersSel && !editionSel.dataset.picked) playersSel.value = String((v.players || []).length || 4);
    redoBtn.disabled = !v.can_redo;
    const on = new Set(model.get("highlight") || []);
    const res = String(own(own(topo(), "reach"), "resource") || "").replace(/[^a-z_]/g, "");  // a word, as map.js reads it
    reachBtn.hidden = !res;  // an edition with an overlay resource of its own
    if (reachBtn.getAttribute("data-highlight") !== res) {
      reachBtn.setAttribute("data-highlight", res);
      reachBtn.textContent = res ? `${res[0].toUpperCase()}${res.slice(1).replace(/_/g, " ")} reach` : "";
    }
    for (const b of hlBtns) b.setAttribute("aria-pressed", String(on.has(b.getAttribute("data-highlight"))));
    const reviewing = reviewOf(model) !== null;
    review.draw();
    root.classList.toggle("brass-reviewing", reviewing);
    if (reviewing) status.prepend(h("strong", { class: "brass-review-flag", text: "Review · " }));
    for (const box of [chooser, whyBox, coachBox, lastBox]) box.classList.toggle("brass-review-off", reviewing);
    const hadFocus = chooser.contains(document.activeElement) || refocus;
    const step = drawChooser(ctx, v, c);
    if (hadFocus) {  // keep keyboard users in the chooser as it is rebuilt
      const next = chooser.querySelector(".brass-confirm") || chooser.querySelector(".brass-opts button:not([aria-disabled])");
      if (next) next.focus();
    }
    refocus = false;
    drawMap(ctx, v, c, step, on);
    drawCoach(ctx, v, c);
    drawHand(ctx, v, c, step);
    drawLast(ctx, v);
    drawRows(ctx, v, c, step);
    drawMats(ctx, v);
    drawMarkets(ctx, v);
    drawScores(ctx, v);
    drawLog(ctx, v);
    drawKey(ctx);
    drawWhy(ctx);
    root.setAttribute("data-version", String(v.version));
    root.setAttribute("data-drawn", String(performance.now()));
    if (focusInside && !root.contains(document.activeElement)) root.focus({ preventScroll: true });
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


  // the board's own DOM listeners, added here and removed by the cleanup below
  const domListeners = [[toolbar, "click", onToolbar], [rowsBox, "click", onRowsListener],
    [chooser, "click", onChooserListener], [chooser, "mouseover", onHoverListener],
    [svgHost, "click", onMapListener], [svgHost, "keydown", onMapKeyListener],
    [svgHost, "mouseover", onMapHoverListener], [svgHost, "mouseleave", onMapLeaveListener], [root, "keydown", review.onKey]];
  for (const [target, type, fn] of domListeners) target.addEventListener(type, fn);

  // -- model events ------------------------------------------------------------------------------
  function onReply() {
    const r = model.get("reply") || {};
    if (r.kind === "why") {
      whyCache.set(r.key, r.reasons);
      if (why.key === r.key) { why.reasons = r.reasons; drawWhy(ctx); }
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
    // a refused why-not answers in the why box (not "…" for ever)
    if (model.get("error") && why.key && why.reasons === null) { why.refused = String(model.get("error")); drawWhy(ctx); }
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
  const nLogSlots = Number.isInteger(topo().log_slots) ? Math.min(topo().log_slots, 64) : 0;
  for (let i = 0; i < nLogSlots; i++) slotEvents.push(`change:log_${i}`);  // the log's chunks
  const nSeats = Number.isInteger(topo().seat_slots) ? Math.min(topo().seat_slots, 64) : 0;
  for (let i = 0; i < nSeats; i++) slotEvents.push(`change:mat_${i}`);  // the seats' mats
  const nSlots = Number.isInteger(topo().svg_slots) ? Math.min(topo().svg_slots, 4096) : 0;
  for (let i = 0; i < nSlots; i++) slotEvents.push(`change:svg_${i}`);
  const events = ["change:view", "change:scores", "change:end_scoring", "change:choices", "change:highlight", "change:ui", "change:topology",
    "change:review_rows", "change:review_step", ...slotEvents];
  for (const e of events) model.on(e, schedule);
  model.on("change:error", onError);
  model.on("change:reply", onReply);
  model.on("msg:custom", onCustom);
  draw();

  return () => {
    for (const [target, type, fn] of domListeners) target.removeEventListener(type, fn);
    for (const e of events) model.off(e, schedule);
    model.off("change:error", onError);
    model.off("change:reply", onReply);
    model.off("msg:custom", onCustom);
    releaseKeys();
    stopFitting();
    clearTimeout(hoverTimer);
    root.remove();
  };
}

export default {
  render({ model, el }) {
    return mount(model, el);
  },
};
