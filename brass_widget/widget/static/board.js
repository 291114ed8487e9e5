// brass_widget board view: renders the traits Python sends and sends intents back.
// Python owns every rule: this file only groups and filters the legal decisions it is given,
// draws overlays, and sends {"type": ...} intents with model.send. No bundler, no dependencies.
//
// Trust: every string that came from the state, the edition data or a file reaches the page as text
// (textContent, setAttribute, createTextNode), never as markup. The one exception is the board SVG
// Python renders (view.svg_open, view.svg_parts): board_svg.py escapes every value it interpolates, so
// its markup is the renderer's own. Lookups keyed by such strings use own() (no prototype keys).
// Keys pressed inside the board stay inside it: they never reach the notebook's command shortcuts.

const FIELD_LABEL = {
  kind: "Action", industry: "Industry", target: "Where", card: "Card to discard",
  coal: "Coal from", iron: "Iron from", to: "Sell to", amount: "Amount",
};
// steps that also list the sources the rules rule out now (Python sends them in choices.sources)
const SOURCE_FIELDS = ["coal", "iron", "to"];
const KIND_LABEL = {
  build: "Build", network: "Network", develop: "Develop", sell: "Sell", loan: "Loan", pass: "Pass",
  stop: "Stop", discard: "Discard", remove: "Remove a tile",
};
const SHORT = { cotton_mill: "Mill", port: "Port", shipyard: "Ship", iron_works: "Iron", coal_mine: "Coal" };
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
  if (ref === "market") return "the market";
  if (ref === "distant") return "the Distant Cotton Market";
  if (ref === "double") return "any two cards (double build)";
  const ln = own(topo.lines, ref);
  if (ln) return `${locName(topo, ln.a)} – ${locName(topo, ln.b)}`;
  const [loc, num] = String(ref).split("/");
  if (own(topo.locations, loc)) return num ? `${locName(topo, loc)} space ${num}` : locName(topo, loc);
  const card = own(topo.cards, ref);
  if (card) return String(card);
  return String(ref);
}

export function valueLabel(topo, field, value) {
  if (value === "") return "none needed";
  if (field === "kind") return own(KIND_LABEL, value) || String(value);
  if (field === "industry") return String(own(topo.industries, value) || value);
  if (field === "amount") return `£${value}`;
  if (field === "card") return value === "double" ? "Double build: any 2 cards" : refName(topo, value);
  return refName(topo, value);
}

/** An array from the traits, or [] for anything else a file may have put there. */
function list(x) { return Array.isArray(x) ? x : []; }

function mount(model, el) {
  const topo = () => model.get("topology") || {};
  let sel = {};
  let selVersion = null;
  let lastPreview = null;
  let why = { key: null, label: "", reasons: null };
  let scheduled = false;
  let scoringOn = null;
  let refocus = false;
  let hoverTimer = null;  // null: automatic (on right after an era ends and when the game is over)
  const whyCache = new Map();

  const root = h("div", { class: "brass-root", role: "application", "aria-label": "Brass board" });
  const status = h("div", { class: "brass-status", "aria-live": "polite" });
  const errorBox = h("div", { class: "brass-error", role: "alert" });
  const btn = (label, type, extra = {}) => h("button", { class: "brass-btn", "data-intent": type, type: "button", ...extra }, label);
  const undoBtn = btn("↶ Undo", "undo", { "aria-label": "Undo" });
  const redoBtn = btn("↷ Redo", "redo", { "aria-label": "Redo" });
  const newBtn = btn("New game", "new");
  const playersSel = h("select", { class: "brass-select", "aria-label": "Players in a new game" },
    ...[2, 3, 4].map((n) => h("option", { value: String(n) }, `${n} players`)));
  const saveBtn = btn("Save", "save");
  const loadInput = h("input", { type: "file", accept: ".json,application/json", class: "brass-file", "aria-label": "Load a saved game" });
  const loadBtn = btn("Load", "load");
  const hlBtns = ["network", "trade", "coal"].map((k) =>
    h("button", { class: "brass-btn brass-toggle", type: "button", "data-highlight": k, "aria-pressed": "false" },
      { network: "My network", trade: "Trade connections", coal: "Coal reach" }[k]));
  const toolbar = h("div", { class: "brass-toolbar", role: "toolbar", "aria-label": "Game controls" },
    undoBtn, redoBtn, newBtn, playersSel, saveBtn, loadBtn, loadInput, h("span", { class: "brass-sep" }), ...hlBtns);
  const svgHost = h("div", { class: "brass-map" });
  const chooser = h("section", { class: "brass-chooser", "aria-label": "Choose an action" });
  const whyBox = h("div", { class: "brass-why", role: "status", "aria-live": "polite" });
  const handBox = h("section", { class: "brass-hand", "aria-label": "Hand" });
  const matsBox = h("section", { class: "brass-mats", "aria-label": "Player mats" });
  const scoreBox = h("section", { class: "brass-scores", "aria-label": "Scoring" });
  const logBox = h("section", { class: "brass-log", "aria-label": "Action log" });
  const panel = h("div", { class: "brass-panel" }, chooser, whyBox, handBox, scoreBox, matsBox, logBox);
  root.append(h("div", { class: "brass-head" }, status, toolbar), errorBox, h("div", { class: "brass-main" }, svgHost, panel));
  const releaseKeys = keepKeys(root);
  el.append(root);

  const send = (msg) => model.send(msg);
  const view = () => model.get("view") || {};
  const choices = () => model.get("choices") || {};
  const actSeat = () => choices().seat;

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
    else if (t === "new") send({ type: "new", players: Number(playersSel.value) });
    else if (t === "save") send({ type: "save" });
    else if (t === "load") loadInput.click();
  }
  toolbar.addEventListener("click", onToolbar);
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

  // The board SVG arrives as named parts ([key, markup]); only the parts that changed are replaced.
  let shownParts = null;
  // Only the renderer's markup (board_svg.py escapes every value in it) goes through innerHTML; the
  // part keys are set as attributes.
  function drawSvg(v) {
    const parts = (Array.isArray(v.svg_parts) ? v.svg_parts : v.svg ? [["all", v.svg]] : [])
      .filter((p) => Array.isArray(p) && typeof p[1] === "string").map(([k, m]) => [String(k), m]);
    const keys = JSON.stringify(parts.map((p) => p[0]));
    const svg = svgHost.querySelector("svg");
    if (!shownParts || !svg || shownParts.keys !== keys || shownParts.open !== v.svg_open) {
      if (Array.isArray(v.svg_parts)) {
        svgHost.innerHTML = (typeof v.svg_open === "string" ? v.svg_open : "<svg>") + "</svg>";
        const svgEl = svgHost.querySelector("svg");
        for (const [k, m] of parts) {
          const g = document.createElementNS(SVG_NS, "g");
          g.setAttribute("data-part", k);
          g.innerHTML = m;  // parsed as SVG: the element is in the SVG namespace
          if (svgEl) svgEl.append(g);
        }
      } else {
        svgHost.innerHTML = typeof v.svg === "string" ? v.svg : "";
      }
      const svgEl = svgHost.querySelector("svg");
      if (svgEl) svgEl.setAttribute("role", "group");  // its spaces and lines become buttons when choosable
    } else {
      const byKey = new Map([...svg.children].map((g) => [g.getAttribute("data-part"), g]));
      for (const [k, m] of parts) {
        if (shownParts.map.get(k) === m) continue;
        const old = byKey.get(k);
        if (!old) continue;
        old.innerHTML = m;
      }
    }
    shownParts = { keys, open: v.svg_open, map: new Map(parts) };
  }

  function draw() {
    const v = view();
    const c = choices();
    if (c.version !== selVersion) { sel = {}; selVersion = c.version; lastPreview = null; }
    drawSvg(v);
    drawStatus(v);
    errorBox.textContent = model.get("error") || "";
    errorBox.hidden = !model.get("error");
    undoBtn.disabled = !v.can_undo;
    if (document.activeElement !== playersSel) playersSel.value = String((v.players || []).length || 4);
    redoBtn.disabled = !v.can_redo;
    const on = new Set(model.get("highlight") || []);
    for (const b of hlBtns) b.setAttribute("aria-pressed", String(on.has(b.getAttribute("data-highlight"))));
    const hadFocus = chooser.contains(document.activeElement) || refocus;
    const step = drawChooser(v, c);
    if (hadFocus) {  // keep keyboard users in the chooser as it is rebuilt
      const next = chooser.querySelector(".brass-confirm") || chooser.querySelector(".brass-opts button:not([aria-disabled])");
      if (next) next.focus();
    }
    refocus = false;
    drawMap(v, c, step, on);
    drawHand(v, c, step);
    drawMats(v);
    drawScores(v);
    drawLog(v);
    drawWhy();
    root.setAttribute("data-version", String(v.version));
    root.setAttribute("data-drawn", String(performance.now()));
  }

  function playerOf(seat) {
    const players = topo().players;
    const p = Number.isInteger(seat) && Array.isArray(players) ? players[seat] : undefined;
    return p && typeof p === "object" ? p : { seat, name: `Seat ${seat}`, colour: "#888888", shape: "circle" };
  }

  function drawStatus(v) {
    status.replaceChildren();
    if (v.over) {
      status.append(h("strong", { text: "Game over" }));
      return;
    }
    const p = playerOf(v.current);
    const kind = (model.get("ui") || {}).seats?.[v.current] || "human";
    status.append(
      h("span", { class: "brass-era" }, `${String(v.era || "").replace(/^./, (x) => x.toUpperCase())} Era · round ${v.round} of ${v.rounds}`),
      " · ", mark(p), h("strong", { text: p.name }), kind === "human" ? "" : ` (${kind} bot)`,
      ` · ${v.actions_left} action${v.actions_left === 1 ? "" : "s"} left`);
  }

  function optionButton(field, value, available, extra = {}) {
    const label = valueLabel(topo(), field, value);
    const b = h("button", {
      type: "button", class: `brass-opt${available ? "" : " brass-unavail"}`, "data-field": field, "data-value": value,
      "aria-disabled": available ? null : "true", ...extra,
    }, label);
    return b;
  }

  function drawChooser(v, c) {
    chooser.replaceChildren();
    const actions = c.actions || [];
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
    const crumbs = h("ol", { class: "brass-steps", "aria-label": "Your choices so far" });
    for (const f of ["kind", ...((t.fields || {})[step.eff.kind] || [])]) {
      if (step.eff[f] === undefined || step.eff[f] === "") continue;
      crumbs.append(h("li", { class: step.auto[f] !== undefined ? "brass-auto" : "" },
        h("span", { class: "brass-step-label", text: FIELD_LABEL[f] + ": " }), valueLabel(t, f, step.eff[f]),
        step.auto[f] !== undefined ? h("span", { class: "brass-only", text: " (only choice)" }) : null));
    }
    chooser.append(crumbs);
    if (step.eff.kind && t.help && t.help[step.eff.kind]) chooser.append(h("p", { class: "brass-help", text: t.help[step.eff.kind] }));
    if (step.field) {
      chooser.append(h("h3", { class: "brass-ask", text: step.field === "kind" ? "Choose an action" : `Choose: ${FIELD_LABEL[step.field]}` }));
      const opts = h("div", { class: "brass-opts", role: "group", "aria-label": FIELD_LABEL[step.field] });
      let all = step.values;
      if (step.field === "kind") {
        const present = new Set(step.values);
        all = [...(t.kinds || []).filter((k) => present.has(k) || (c.unavailable || {})[k]), ...step.values.filter((k) => !(t.kinds || []).includes(k))];
        for (const k of all) opts.append(optionButton("kind", k, present.has(k)));
      } else if (step.field === "industry") {
        const present = new Set(step.values);
        for (const ind of Object.keys(t.industries || {})) opts.append(optionButton("industry", ind, present.has(ind)));
      } else if (step.field === "card") {
        const present = new Set(step.values);
        const hand = [...new Set((v.hands || {})[String(c.seat)] || [])].sort();
        const cards = step.eff.kind === "build" ? [...hand, "double"] : hand;
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
      chooser.append(h("h3", { class: "brass-ask", text: "Ready" }), h("p", { class: "brass-actiontext" }, h("code", { text: a.t })));
      chooser.append(drawPreview(a.t));
      chooser.append(h("button", { type: "button", class: "brass-btn brass-confirm", "data-action": a.t }, "Confirm"));
      if (!lastPreview || lastPreview.action !== a.t) {
        lastPreview = { action: a.t, data: null };
        send({ type: "preview", action: a.t, version: v.version });
      }
    }
    if (Object.keys(sel).length) {
      chooser.append(h("div", { class: "brass-row" },
        h("button", { type: "button", class: "brass-btn brass-back", "data-intent": "back" }, "Back"),
        h("button", { type: "button", class: "brass-btn brass-cancel", "data-intent": "cancel" }, "Cancel")));
    }
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
    return bits;
  }

  function drawPreview(text) {
    const box = h("div", { class: "brass-preview", "aria-label": "What this will do" });
    const r = model.get("reply") || {};
    const p = r.kind === "preview" && r.action === text ? r.preview : null;
    if (!p) { box.append(h("p", { class: "brass-muted", text: "Working out what this does…" })); return box; }
    if (!p.legal) { box.append(h("p", { text: list(p.reasons).map((x) => String(x && x.message)).join("; ") })); return box; }
    const ul = h("ul");
    for (const pl of list(p.players)) {
      if (!pl || typeof pl !== "object") continue;
      const bits = effectBits(pl);
      if (bits.length) ul.append(h("li", {}, mark(playerOf(pl.player)), `${playerOf(pl.player).name}: ${bits.join(", ")}`));
    }
    if (p.coal) ul.append(h("li", { class: "brass-coal-src" }, `Coal from ${refName(topo(), p.coal)}` + (list(p.coal_route).length > 1 ? ` via ${p.coal_route.map((l) => refName(topo(), l)).join(" → ")}` : "")));
    if (p.iron) ul.append(h("li", { class: "brass-iron-src" }, `Iron from ${refName(topo(), p.iron)}`));
    if (list(p.flipped).length) ul.append(h("li", {}, `Flips ${p.flipped.map((r2) => refName(topo(), r2)).join(", ")}`));
    const chance = list(p.chance).filter((o) => o && typeof o === "object");
    if (!ul.children.length && !chance.length) ul.append(h("li", { text: "No change in money, income or VP." }));
    box.append(ul);
    if (chance.length) {
      // a sale to the Distant Cotton Market: one line per face-down tile value still unseen, with its odds
      box.append(h("p", { class: "brass-chance-head", text: "Depends on the Distant Cotton Market tile turned over:" }));
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
      box.append(odds);
    }
    if (p.ends_turn === true) {
      box.append(h("p", { class: "brass-muted brass-ends-turn", text: p.ends_round === true
        ? "Then your turn and the round end: hands are refilled and income is paid (not counted above)."
        : "Then your turn ends and you refill your hand." }));
    }
    return box;
  }

  function drawMap(v, c, step, on) {
    const svg = svgHost.querySelector("svg");
    if (!svg) return;
    const t = topo();
    // highlights
    const seat = c.seat ?? v.current;
    const net = new Set(seat !== null && seat !== undefined && v.players ? v.players[seat]?.network || [] : []);
    const trade = new Set(v.trade || []);
    const coal = new Set(v.coal || []);
    for (const g of svg.querySelectorAll("[data-location]")) {
      const loc = g.getAttribute("data-location");
      g.classList.toggle("brass-hl-network", on.has("network") && net.has(loc));
      g.classList.toggle("brass-hl-trade", on.has("trade") && trade.has(loc));
      g.classList.toggle("brass-hl-coal", on.has("coal") && coal.has(loc));
    }
    // candidates for the target step
    const cands = new Set(step && step.field === "target" ? step.values : []);
    const targetKind = step && step.eff.kind;
    for (const g of svg.querySelectorAll("[data-slot]")) {
      const isCand = cands.has(g.getAttribute("data-slot"));
      g.classList.toggle("brass-cand", isCand);
      g.classList.toggle("brass-chosen", step && step.eff.target === g.getAttribute("data-slot"));
      const active = step && step.field === "target" && targetKind !== "network";
      g.setAttribute("tabindex", active ? "0" : "-1");
      g.setAttribute("role", active ? "button" : "img");
    }
    for (const g of svg.querySelectorAll("[data-link]")) {
      const isCand = cands.has(g.getAttribute("data-link"));
      g.classList.toggle("brass-cand", isCand);
      g.classList.toggle("brass-chosen", step && step.eff.kind === "network" && step.eff.target === g.getAttribute("data-link"));
      const active = step && step.field === "target" && targetKind === "network";
      g.setAttribute("tabindex", active ? "0" : "-1");
      g.setAttribute("role", active ? "button" : "img");
    }
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
      const ns = "http://www.w3.org/2000/svg";
      const gEl = document.createElementNS(ns, "g");
      gEl.setAttribute("class", "brass-overlay");
      const route = (p.coal_route || []).map((loc) => t.locations[loc]).filter(Boolean);
      if (route.length > 1) {
        const pl = document.createElementNS(ns, "polyline");
        pl.setAttribute("points", route.map((l) => `${l.x},${l.y}`).join(" "));
        pl.setAttribute("class", "brass-route");
        gEl.append(pl);
      }
      for (const [ref, cls] of [[p.coal, "brass-src-coal"], [p.iron, "brass-src-iron"]]) {
        const pt = ref && t.slots[ref];
        if (pt) {
          const circ = document.createElementNS(ns, "circle");
          circ.setAttribute("cx", pt[0]); circ.setAttribute("cy", pt[1]); circ.setAttribute("r", 21);
          circ.setAttribute("class", cls);
          gEl.append(circ);
        }
      }
      svg.append(gEl);
    }
  }

  function scoringVisible(v) {
    if (scoringOn !== null) return scoringOn;
    const n = list(v.scores).length;
    return Boolean(v.over || (n === 1 && v.era === "rail" && v.round === 1));
  }

  function drawScoring(svg, s) {
    const t = topo();
    const ns = SVG_NS;
    const g = document.createElementNS(ns, "g");
    g.setAttribute("class", "brass-score-overlay");
    g.setAttribute("aria-label", `${s.era} era scoring`);
    const badge = (x, y, text, colour) => {
      const c = document.createElementNS(ns, "circle");
      c.setAttribute("cx", x); c.setAttribute("cy", y); c.setAttribute("r", 10);
      c.setAttribute("class", "brass-score-badge"); c.style.stroke = safeColour(colour);
      const tx = document.createElementNS(ns, "text");
      tx.setAttribute("x", x); tx.setAttribute("y", y + 4); tx.setAttribute("class", "brass-score-text");
      tx.textContent = text;
      g.append(c, tx);
    };
    for (const l of list(s.links)) {
      const ln = own(t.lines, l && l.line);
      const a = ln && own(t.locations, ln.a), b = ln && own(t.locations, ln.b);
      if (!a || !b) continue;
      const path = document.createElementNS(ns, "path");
      path.setAttribute("d", `M${Number(a.x)} ${Number(a.y)}L${Number(b.x)} ${Number(b.y)}`);
      path.setAttribute("class", "brass-scored-link");
      path.style.stroke = safeColour(playerOf(l.player).colour);
      path.setAttribute("data-scored-link", String(l.line));
      g.append(path);
      badge((a.x + b.x) / 2, (a.y + b.y) / 2, String(l.vp), playerOf(l.player).colour);
    }
    for (const tl of list(s.tiles)) {
      const pt = own(t.slots, tl && tl.space);
      if (Array.isArray(pt)) badge(pt[0] + 12, pt[1] - 14, String(tl.vp), playerOf(tl.player).colour);
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
      handBox.append(h("h3", {}, mark(p), `${p.name}'s hand (${list(hands[s]).length})`), ul);
    }
  }

  function drawMats(v) {
    matsBox.replaceChildren(h("h3", { text: "Players" }));
    for (const p of v.players || []) {
      const pl = playerOf(p.seat);
      const chips = h("div", { class: "brass-chips" }, ...p.mat.map((m) => h("span", {
        class: `brass-chip${m.level ? "" : " brass-chip-empty"}`, "data-industry": m.industry,
        title: m.level ? `${m.name} level ${m.level}: £${m.cost}, coal ${m.coal}, iron ${m.iron}, ${m.vp} VP, income +${m.income}, ${m.left} left (${m.era} era)` : `no ${m.name} tiles left`,
      }, h("span", { class: `brass-ind-icon brass-ind-${m.industry}`, "aria-hidden": "true" }), own(SHORT, m.industry) || m.name, " ",
      ...(m.level ? matCell(m) : ["—"]))));
      matsBox.append(h("div", { class: `brass-player${p.seat === v.current ? " brass-current" : ""}`, "data-seat": p.seat },
        h("div", { class: "brass-player-head" }, mark(pl), h("strong", { text: pl.name }),
          seatSelect(p, v),
          h("span", { class: "brass-stats", text: `£${p.money} · income ${p.income_level} · ${p.vp} VP · spent £${p.spent}` })),
        chips));
    }
  }

  function seatSelect(p, v) {
    const kinds = { human: "person", random: "random bot", greedy: "greedy bot" };
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

  function matCell(m) {
    const out = [h("b", { text: m.roman }), ` £${m.cost}`];
    if (m.coal) out.push(" ", h("span", { class: "brass-cube-coal", "aria-label": `${m.coal} coal` }), String(m.coal));
    if (m.iron) out.push(" ", h("span", { class: "brass-cube-iron", "aria-label": `${m.iron} iron` }), String(m.iron));
    out.push(h("small", { class: "brass-left", text: ` ×${m.left}` }));
    return out;
  }

  function drawScores(v) {
    scoreBox.replaceChildren();
    const scores = list(v.scores).filter((s) => s && typeof s === "object");
    if (!scores.length) { scoreBox.hidden = true; return; }
    scoreBox.hidden = false;
    const shown = scoringVisible(v);
    scoreBox.append(h("button", { type: "button", class: "brass-btn brass-toggle", "data-intent": "scoring", "aria-pressed": String(shown),
      onclick: () => { scoringOn = !shown; schedule(); } }, `Show the ${scores[scores.length - 1].era} era scoring on the map`));
    for (const s of scores) {
      const d = h("details", { class: "brass-era-score", open: s === scores[scores.length - 1] ? true : null });
      d.append(h("summary", {}, `End of the ${s.era} era: ` + list(s.totals).map((x, i) => `${playerOf(i).name} +${x}`).join(", ")));
      const ul = h("ul");
      for (const l of list(s.links)) if (l && typeof l === "object") ul.append(h("li", {}, mark(playerOf(l.player)), `link ${refName(topo(), l.line)}: ${l.vp} VP`));
      for (const tl of list(s.tiles)) if (tl && typeof tl === "object") ul.append(h("li", {}, mark(playerOf(tl.player)), `${own(topo().industries, tl.industry) || tl.industry} ${tl.level} at ${refName(topo(), tl.space)}: ${tl.vp} VP`));
      if (Array.isArray(s.money)) ul.append(h("li", { text: "Money: " + s.money.map((x, i) => `${playerOf(i).name} +${x}`).join(", ") }));
      d.append(ul);
      scoreBox.append(d);
    }
  }

  function drawLog(v) {
    logBox.replaceChildren(h("h3", { text: "Log" }));
    const ol = h("ol", { class: "brass-logl", reversed: true });
    for (const e of [...list(v.log)].reverse()) {
      if (!e || typeof e !== "object") continue;
      ol.append(h("li", {}, Number.isInteger(e.player) ? mark(playerOf(e.player)) : "", String(e.text ?? "")));
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
    const step = nextStep(c.actions || [], sel, topo().fields || {});
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
      let label = valueLabel(topo(), field, value);
      if (SOURCE_FIELDS.includes(field)) label = `${FIELD_LABEL[field].toLowerCase()} ${label}`;  // "coal from the market"
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

  function onMap(ev) {
    const c = choices();
    const step = nextStep(c.actions || [], sel, topo().fields || {});
    const slot = ev.target.closest && ev.target.closest("[data-slot]");
    const link = ev.target.closest && ev.target.closest("[data-link]");
    const ref = slot ? slot.getAttribute("data-slot") : link ? link.getAttribute("data-link") : null;
    if (!ref || !c.actions || !c.actions.length) return;
    const asking = step && step.field === "target";
    const kind = sel.kind;
    if (asking && step.values.includes(ref)) { why.key = null; choose("target", ref); return; }
    // not a legal target now: explain, from the rules, why not
    const partial = { ...sel, target: ref };
    if (!kind) partial.kind = link ? "network" : "build";
    if ((partial.kind === "network") !== Boolean(link)) return;
    if (partial.kind === "build" && !partial.industry && slot) {
      const loc = ref.split("/")[0];
      const num = Number(ref.split("/")[1]);
      partial.industry = topo().locations[loc].spaces[num - 1][0];
    }
    askWhy(partial, refName(topo(), ref));
  }
  // hovering a space or line that cannot be chosen now explains why (after a short pause)
  function onMapHover(ev) {
    clearTimeout(hoverTimer);
    const c = choices();
    const step = nextStep(c.actions || [], sel, topo().fields || {});
    if (!step || step.field !== "target") return;
    const el2 = ev.target.closest && (ev.target.closest("[data-slot]") || ev.target.closest("[data-link]"));
    if (!el2 || el2.classList.contains("brass-cand")) return;
    hoverTimer = setTimeout(() => onMap({ target: el2 }), 300);
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
    }
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
  const events = ["change:view", "change:choices", "change:error", "change:highlight", "change:ui", "change:topology"];
  for (const e of events) model.on(e, schedule);
  model.on("change:reply", onReply);
  model.on("msg:custom", onCustom);
  draw();

  return () => {
    for (const e of events) model.off(e, schedule);
    model.off("change:reply", onReply);
    model.off("msg:custom", onCustom);
    releaseKeys();
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
