// brass_widget's board view, bundled from js/src/*.js by js/build.mjs (npm run build): edit the sources,
// not this file. Python owns every rule; this view draws what Python sends and sends intents back.

// src/dom.js
var SHAPES = {
  circle: ["circle", { cx: 8, cy: 8, r: 6 }],
  square: ["rect", { x: 2.5, y: 2.5, width: 11, height: 11 }],
  triangle: ["path", { d: "M8 1.5L14.5 13.5H1.5z" }],
  diamond: ["path", { d: "M8 1L14 8L8 15L2 8z" }]
};
var SVG_NS = "http://www.w3.org/2000/svg";
function own(obj, key) {
  return obj !== null && typeof obj === "object" && Object.prototype.hasOwnProperty.call(obj, String(key)) ? obj[key] : void 0;
}
function safeColour(c) {
  return typeof c === "string" && /^#[0-9a-fA-F]{3,8}$/.test(c) ? c : "#888888";
}
function h(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === void 0 || v === null || v === false) continue;
    if (k === "text") e.textContent = String(v);
    else if (k.startsWith("on") && typeof v === "function") e.addEventListener(k.slice(2), v);
    else if (!k.startsWith("on")) e.setAttribute(k, v === true ? "" : String(v));
  }
  for (const kid of kids.flat()) if (kid !== null && kid !== void 0 && kid !== false)
    e.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  return e;
}
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
function list(x) {
  return Array.isArray(x) ? x : [];
}
function records(x) {
  if (Array.isArray(x)) return x;
  if (!x || typeof x !== "object") return [];
  const fields = list(x.fields).map(String);
  return list(x.values).filter(Array.isArray).map((row) => {
    const r = {};
    fields.forEach((f, i) => {
      if (row[i] !== null && row[i] !== void 0 && f !== "__proto__") r[f] = row[i];
    });
    return r;
  });
}
function numOr(x) {
  return typeof x === "number" && Number.isFinite(x) ? x : null;
}
function plural(n, word, many = `${word}s`) {
  return `${n} ${n === 1 ? word : many}`;
}
function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

// src/decisions.js
function sourceFields(topo) {
  return list((topo || {}).source_fields).map(String);
}
function fieldOf(action, field) {
  const v = action[field];
  return v === void 0 || v === null ? "" : String(v);
}
function matching(actions, sel) {
  return actions.filter((a) => Object.entries(sel).every(([k, v]) => fieldOf(a, k) === v));
}
function nextStep(actions, sel, fields) {
  const eff = { ...sel };
  const auto = {};
  if (!eff.kind) {
    const m2 = matching(actions, eff);
    const kinds = [...new Set(m2.map((a) => a.kind))];
    return { field: "kind", values: kinds, eff, auto, matching: m2 };
  }
  let m = matching(actions, eff);
  for (const f of fields[eff.kind] || []) {
    if (eff[f] !== void 0) continue;
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
var unpacked = /* @__PURE__ */ new WeakMap();
function actionsOf(c) {
  if (!c || typeof c !== "object") return [];
  if (Array.isArray(c.actions)) return c.actions;
  const p = c.actions;
  if (!p || typeof p !== "object") return [];
  if (unpacked.has(p)) return unpacked.get(p);
  const words = list(p.words).map(String);
  const fields = list(p.fields).map(String);
  const texts = list(p.texts);
  const word = (i) => Number.isInteger(i) && i >= 0 && i < words.length ? words[i] : void 0;
  const out = [];
  for (const row of list(p.decisions)) {
    if (!Array.isArray(row) || !Array.isArray(texts[row[0]])) continue;
    const template = texts[row[0]];
    const vals = row.slice(1);
    const run = vals.findIndex(Array.isArray);
    const outer = vals.findIndex((x) => x !== null && typeof x === "object" && Array.isArray(x.each));
    for (const each of outer >= 0 ? vals[outer].each : [null]) {
      for (const one of run >= 0 ? vals[run] : [null]) {
        const a = { t: "" };
        vals.forEach((i, j) => {
          const w = word(j === run ? one : j === outer ? each : i);
          if (w !== void 0 && j < fields.length) a[fields[j]] = w;
        });
        a.t = template.map((i) => Number.isInteger(i) && i < 0 ? a[fields[-1 - i]] : word(i)).filter((w) => w !== void 0).join(" ");
        out.push(a);
      }
    }
  }
  unpacked.set(p, out);
  return out;
}

// src/words.js
function kindLabel(topo, kind) {
  const named = own(topo.kind_names || {}, kind);
  return typeof named === "string" ? named : String(kind);
}
function fieldLabel(topo, field, kind = "") {
  const named = own(own(topo.field_names || {}, kind) || {}, field);
  if (typeof named === "string") return named;
  const label = own(topo.field_labels || {}, field);
  return typeof label === "string" ? label : String(field);
}
function locName(topo, loc) {
  const l = own(topo.locations, loc);
  return l ? String(l.name) : String(loc);
}
function refName(topo, ref) {
  const source = own(topo.source_names || {}, ref);
  if (typeof source === "string") return source;
  const ln = own(topo.lines, ref);
  if (ln) return `${locName(topo, ln.a)} – ${locName(topo, ln.b)}`;
  const [loc, num] = String(ref).split("/");
  if (num && own(topo.spots || {}, ref)) {
    return String(own(topo.tile_place || {}, "words") || "{name} {n}").replace("{name}", locName(topo, loc)).replace("{n}", num);
  }
  if (own(topo.locations, loc)) return num ? `${locName(topo, loc)} space ${num}` : locName(topo, loc);
  const card = own(topo.cards, ref);
  if (card) return String(card);
  return String(ref);
}
function tileGoods(topo, view, ref) {
  const [loc, num] = String(ref).split("/");
  const row = list(own(own(view || {}, topo.map_tiles_view) || {}, loc));
  const m = row[Number(num) - 1];
  if (!Array.isArray(m)) return null;
  const goods = list(own(topo.tile_goods || {}, m[0]));
  return { goods: goods.map((g) => String(own(topo.industries, g) || g)), held: Number(m[1]) || 0 };
}
function valueLabel(topo, field, value, view = null, kind = "") {
  if (value === "") return "none needed";
  const named = own(own(own(topo.value_names || {}, kind) || {}, field) || {}, value);
  if (typeof named === "string") return named;
  if (field === "to" && view && own(topo.spots || {}, value)) {
    const info = tileGoods(topo, view, value);
    const buys = !info ? "" : info.goods.length ? `: buys ${info.goods.join(", ")}` : ": blank";
    return `${refName(topo, value)}${buys}${info && info.held ? ` · ${own(topo.tile_place || {}, "resource")}` : ""}`;
  }
  if (field === "bonus") return `develop ${String(own(topo.industries, value) || value)} free`;
  if (list(topo.source_fields).includes(field)) return String(value).split(" ").map((r) => refName(topo, r)).join(" and ");
  if (field === "kind") return kindLabel(topo, value);
  if (field === "industry") return String(own(topo.industries, value) || value);
  if (field === "amount") return `£${value}`;
  if (field === "card") return String(own(topo.card_words || {}, value) || refName(topo, value));
  return refName(topo, value);
}
function discardHelp(base, left) {
  if (left === 2) return `${base} Choose the first card (1 of 2).`;
  if (left === 1) return `${base} Choose the second card (2 of 2).`;
  return String(base);
}
function extraCosts(topo, spec) {
  return Object.entries(own(topo.extra_words || {}, "tile") || {}).filter(([k, x]) => spec[k] && x && typeof x === "object").map(([k, x]) => `, ${typeof x.title === "string" ? x.title.replace("{n}", spec[k]) : `${spec[k]} ${x.words}`}`).join("");
}
function chipInfo(topo, entry) {
  const [ind, level, left, reason] = Array.isArray(entry) ? entry : [];
  const name = String(own(topo.industries, ind) || ind);
  if (level === null || level === void 0 || !(left > 0)) return { name, text: "—", title: `no ${name} tiles left`, state: "empty" };
  const spec = own(own(topo.tiles, ind) || {}, String(level)) || { level, roman: String(level) };
  const why = typeof reason === "string" ? reason : "";
  const blocked = why !== "";
  const title = `${name} level ${spec.roman ?? level}` + (spec.cost !== void 0 ? `: £${spec.cost}, coal ${spec.coal}, iron ${spec.iron}${extraCosts(topo, spec)}, ${spec.vp} VP, income +${spec.income}` : "") + (spec.lightbulb ? "; a lightbulb: Develop cannot remove it" : "") + `; ${plural(left, "tile")} left` + (why ? ` (${why})` : "");
  return { name, spec, left, title, state: blocked ? "blocked" : "ok" };
}

// src/svg.js
var views = 0;
function nextScope() {
  return `v${++views}`;
}
function scopeIds(markup, scope) {
  return String(markup).replace(/(\sid="|\shref="#|url\(#)brass-/g, `$1brass-${scope}-`);
}
var MAP_TEXT_UNITS = 18;
var MIN_TEXT_PX = 12;
function screenHeight(el) {
  const pane = el && el.closest ? el.closest(".jp-WindowedPanel-outer, .jp-Notebook") : null;
  const page = Boolean(pane) && pane === el.ownerDocument.body;
  if (pane && !page && pane.clientHeight > 0) return pane.clientHeight;
  let height = page ? pane.clientHeight : 0;
  if (!(height > 0)) {
    let framed = true;
    try {
      framed = window.self !== window.top;
    } catch (e) {
    }
    if (framed) return 0;
    height = window.innerHeight || 0;
  }
  const shown = el.getBoundingClientRect().top;
  const top = page ? shown - pane.getBoundingClientRect().top + pane.scrollTop : shown + (window.scrollY || 0);
  return top > 0 && top < height ? height - top : height;
}
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
  const later = typeof requestAnimationFrame === "function" ? requestAnimationFrame : (f) => setTimeout(f, 0);
  const watch = typeof ResizeObserver === "function" ? new ResizeObserver(() => later(fit)) : null;
  if (watch) watch.observe(root);
  return () => {
    window.removeEventListener("resize", fit);
    if (watch) watch.disconnect();
  };
}
function mapProportions(root, svg) {
  const vb = String(svg.getAttribute("viewBox") || "").trim().split(/[\s,]+/).map(Number);
  if (vb.length !== 4 || !(vb[2] > 0) || !(vb[3] > 0)) return;
  root.style.setProperty("--brass-map-ratio", String(vb[3] / vb[2]));
  root.style.setProperty("--brass-map-aspect", `${vb[2]} / ${vb[3]}`);
  root.style.setProperty("--brass-map-min-h", `${Math.ceil(vb[3] * MIN_TEXT_PX / MAP_TEXT_UNITS)}px`);
}

// src/review.js
var MARK_SIGNS = { fine: "✓", inaccuracy: "?!", mistake: "?", blunder: "??", forced: "□" };
function reviewOf(model) {
  const rows = model.get("review_rows");
  const step = model.get("review_step");
  const ok = (x) => x && typeof x === "object" && !Array.isArray(x);
  return ok(rows) && ok(step) ? { table: rows, step } : null;
}
function markBadge(mark2) {
  const known = typeof mark2 === "string" && own(MARK_SIGNS, mark2) !== void 0;
  return h("span", {
    class: `brass-mark brass-mark-${known ? mark2 : "other"}`,
    "aria-hidden": "true",
    text: known ? own(MARK_SIGNS, mark2) : "•"
  });
}
var vp = (x) => numOr(x) === null ? "?" : numOr(x).toFixed(1);
function reviewPanel(ctx) {
  const range = h("input", {
    type: "range",
    class: "brass-review-range",
    min: "0",
    max: "0",
    step: "1",
    value: "0",
    "aria-label": "Decision reviewed"
  });
  const prev = h("button", { type: "button", class: "brass-btn brass-review-prev", "data-intent": "review-prev" }, "◀ Previous");
  const next = h("button", { type: "button", class: "brass-btn brass-review-next", "data-intent": "review-next" }, "Next ▶");
  const leave = h("button", { type: "button", class: "brass-btn brass-review-end", "data-intent": "review-end" }, "Back to the game");
  const where = h("p", { class: "brass-review-where", "aria-live": "polite" });
  const body = h("div", { class: "brass-review-body" });
  const controls = h("div", { class: "brass-review-controls" }, prev, range, next, leave);
  const keys = h("p", { class: "brass-muted brass-review-keys", text: "Left and Right arrow keys step through the decisions." });
  const box = h(
    "section",
    { class: "brass-review", "aria-label": "Review", hidden: true },
    h("h3", { text: "Review: the game decision by decision" }),
    controls,
    where,
    body,
    keys
  );
  const shown = () => {
    const r = reviewOf(ctx.model);
    return r ? numOr(r.step.n) : null;
  };
  const count = () => {
    const r = reviewOf(ctx.model);
    return r ? records(r.table).length : 0;
  };
  function go(n) {
    if (shown() === null || !Number.isInteger(n) || n < 0 || n >= count() || n === shown()) return;
    ctx.send("review_step", { n });
  }
  range.addEventListener("change", () => go(Number(range.value)));
  prev.addEventListener("click", () => go(shown() - 1));
  next.addEventListener("click", () => go(shown() + 1));
  leave.addEventListener("click", () => ctx.send("review_end"));
  function onKey(ev) {
    if (shown() === null || ev.key !== "ArrowLeft" && ev.key !== "ArrowRight") return;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const t = ev.target;
    if (t && t.closest && t.closest("input, select, textarea")) return;
    ev.preventDefault();
    go(shown() + (ev.key === "ArrowRight" ? 1 : -1));
  }
  function draw() {
    const r = reviewOf(ctx.model);
    const table = ctx.model.get("review_rows");
    const weighing = !r && table && typeof table === "object" && Number.isInteger(table.weighing) ? table : null;
    box.hidden = !r && !weighing;
    controls.hidden = !r;
    keys.hidden = !r;
    if (!r) {
      body.replaceChildren();
      where.textContent = weighing ? (Number.isInteger(weighing.seat) ? `Weighing ${ctx.playerOf(weighing.seat).name}'s decisions among the game's ${weighing.weighing} with the coach's search…` : `Weighing ${weighing.weighing} decisions with the coach's search…`) + " Its progress shows under the cell that asked." : "";
      return;
    }
    const s = r.step, rows = records(r.table), n = numOr(s.n) ?? 0;
    range.max = String(Math.max(0, rows.length - 1));
    range.value = String(n);
    range.setAttribute("aria-valuetext", `decision ${n + 1} of ${rows.length}`);
    prev.disabled = n <= 0;
    next.disabled = n >= rows.length - 1;
    const who = ctx.playerOf(s.seat);
    where.textContent = `Decision ${n + 1} of ${rows.length} reviewed: #${numOr(s.number) ?? "?"} of the game, ${who.name}, ${String(s.round ?? "")}` + (r.table.seat === null || r.table.seat === void 0 ? "" : ` (${who.name}'s decisions only)`);
    const hints = list(s.hints).filter((m) => m && typeof m === "object");
    const played = hints.find((m) => m.played === true);
    const forced = s.mark === "forced";
    const markLine = h(
      "p",
      { class: "brass-review-mark", "data-mark": String(s.mark ?? "") },
      markBadge(s.mark),
      h("span", { class: "brass-review-words", text: String(s.words ?? s.mark ?? "") }),
      forced ? "" : h("span", { class: "brass-review-lost", text: ` · ${vp(s.lost)} VP lost` }),
      s.pattern ? h("span", { class: "brass-review-pattern", text: ` (${String(s.pattern)})` }) : ""
    );
    const ranked = hints.filter((m) => Number.isInteger(m.rank));
    const ol = h("ol", { class: "brass-review-hints", "aria-label": "The hint list here, as the review weighed it" });
    const entry = (m, label) => h(
      "li",
      {
        class: `brass-review-hint${m.best ? " brass-review-hint-best" : ""}${m.played ? " brass-review-hint-played" : ""}`,
        "data-action": String(m.action ?? ""),
        ...Number.isInteger(m.rank) ? { value: String(m.rank), "data-rank": String(m.rank) } : {}
      },
      h("span", { class: "brass-step-label", text: `${label}: ` }),
      h("span", { text: String(m.text ?? m.action ?? "") }),
      forced ? "" : h("span", { class: "brass-muted", text: ` (rank ${vp(m.value)}, projected ${vp(m.vp)} VP)` })
    );
    const outside = [];
    if (ranked.length) {
      for (const m of ranked) {
        ol.append(entry(m, `Hint ${m.rank}` + (m.played ? m.best ? ", played, the best here" : ", played" : m.best ? ", better" : "")));
      }
      for (const m of hints.filter((x) => !Number.isInteger(x.rank) && x.played === true)) {
        outside.push(h(
          "ul",
          { class: "brass-review-hints brass-review-outside", "aria-label": "The decision played, not in the list" },
          entry(m, m.best ? "Played, not in the list, better than it" : "Played, not in the list")
        ));
      }
    } else {
      for (const m of hints) ol.append(entry(m, m.best && m.played ? "Played, the best here" : m.best ? "Better" : "Played"));
    }
    body.replaceChildren(
      h(
        "p",
        { class: "brass-review-move" },
        h("span", { class: "brass-step-label", text: "Played: " }),
        h("span", { text: String(played ? played.text ?? played.action : "") })
      ),
      markLine,
      h("h4", { text: forced ? "The only legal decision" : "The hint list here" }),
      ol,
      ...outside,
      forced ? "" : h("p", { class: "brass-muted brass-review-legend", text: "On the map: the better move ringed in dashes, the decision played in solid lines." }),
      typeof r.table.about === "string" && r.table.about ? h(
        "details",
        { class: "brass-review-about-box" },
        h("summary", { text: "What the numbers mean" }),
        h("p", { class: "brass-muted brass-review-about", text: r.table.about })
      ) : ""
    );
  }
  return { box, draw, onKey };
}

// src/map.js
function drawSvg(ctx) {
  const t = ctx.topo();
  const open = typeof t.svg_open === "string" ? t.svg_open : "<svg></svg>";
  const n = Number.isInteger(t.svg_slots) && t.svg_slots > 0 ? Math.min(t.svg_slots, 4096) : 0;
  const slot = (i) => {
    const m = ctx.model.get(`svg_${i}`);
    return typeof m === "string" ? m : "";
  };
  let svg = ctx.svgHost.querySelector("svg");
  if (!ctx.shown || !svg || ctx.shown.open !== open || ctx.shown.layers !== t.svg_layers || ctx.shown.n !== n) {
    ctx.svgHost.innerHTML = scopeIds(open.includes("</svg>") ? open : open + "</svg>", ctx.scope);
    svg = ctx.svgHost.querySelector("svg");
    if (!svg) return;
    svg.replaceChildren();
    const groups = /* @__PURE__ */ new Map();
    const marks = /* @__PURE__ */ new Map();
    for (const layer of list(t.svg_layers)) {
      if (!Array.isArray(layer)) continue;
      if (layer[0] === "slots") {
        const lo = Math.max(0, Number(layer[1]) || 0), hi = Math.min(n, Number(layer[2]) || 0);
        for (let i = lo; i < hi; i++) {
          const g = document.createElementNS(SVG_NS, "g");
          g.setAttribute("data-parts", String(i));
          marks.set(i, slot(i));
          g.innerHTML = scopeIds(marks.get(i), ctx.scope);
          svg.append(g);
          groups.set(i, g);
        }
      } else if (typeof layer[1] === "string") {
        const g = document.createElementNS(SVG_NS, "g");
        g.setAttribute("data-part", String(layer[0]));
        g.innerHTML = scopeIds(layer[1], ctx.scope);
        svg.append(g);
      }
    }
    svg.setAttribute("role", "group");
    mapProportions(ctx.root, svg);
    ctx.shown = { open, layers: t.svg_layers, n, groups, marks };
  } else {
    for (const [i, g] of ctx.shown.groups) {
      const m = slot(i);
      if (ctx.shown.marks.get(i) === m) continue;
      g.innerHTML = scopeIds(m, ctx.scope);
      ctx.shown.marks.set(i, m);
    }
  }
}
function drawMap(ctx, v, c, step, on) {
  const svg = ctx.svgHost.querySelector("svg");
  if (!svg) return;
  const t = ctx.topo();
  const net = new Set(list(v.network));
  const trade = new Set(v.trade || []);
  const coal = new Set(v.coal || []);
  const reach = own(t, "reach") || {};
  const res = String(reach.resource || "").replace(/[^a-z_]/g, "");
  const reached = new Set(res ? list(own(v, res)) : []);
  for (const g of svg.querySelectorAll("[data-location]")) {
    const loc = g.getAttribute("data-location");
    g.classList.toggle("brass-hl-network", on.has("network") && net.has(loc));
    g.classList.toggle("brass-hl-trade", on.has("trade") && trade.has(loc));
    g.classList.toggle("brass-hl-coal", on.has("coal") && coal.has(loc));
    if (res) g.classList.toggle(`brass-hl-${res}`, on.has(res) && reached.has(loc));
  }
  const placeAttr = tileAttr(t);
  const tos = new Set(step && step.field === "to" ? step.values : []);
  for (const g of placeAttr ? svg.querySelectorAll(`[${placeAttr}]`) : []) {
    const ref = g.getAttribute(placeAttr);
    g.classList.toggle("brass-cand", tos.has(ref));
    g.classList.toggle("brass-chosen", Boolean(step && step.eff.kind === "sell" && step.eff.to === ref));
    const active = step && step.field === "to";
    g.setAttribute("tabindex", active ? "0" : "-1");
    g.setAttribute("role", active ? "button" : "img");
  }
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
  for (const g of svg.querySelectorAll("[data-tile]")) {
    g.classList.toggle("brass-cand", cands.has(g.getAttribute("data-tile")));
    g.classList.toggle("brass-chosen", Boolean(step && step.eff.target === g.getAttribute("data-tile")));
  }
  for (const old of svg.querySelectorAll(".brass-last-overlay, .brass-review-overlay")) old.remove();
  const reviewed = reviewOf(ctx.model);
  if (reviewed) drawReviewOverlay(ctx, svg, reviewed.step);
  else if (v.last && typeof v.last === "object") drawLastOverlay(ctx, svg, v.last);
  svg.querySelector(".brass-score-overlay")?.remove();
  const scores = list(v.scores);
  const last = scores[scores.length - 1];
  if (scoringVisible(ctx, v) && last && typeof last === "object") drawScoring(ctx, svg, last);
  svg.querySelector(".brass-overlay")?.remove();
  const r = ctx.model.get("reply") || {};
  if (step && step.action && r.kind === "preview" && r.action === step.action.t && r.preview && r.preview.legal) {
    const p = r.preview;
    const gEl = document.createElementNS(SVG_NS, "g");
    gEl.setAttribute("class", "brass-overlay");
    const routes = [[p.coal_route, "brass-route"], ...(res ? list(own(p, `${res}_route`)) : []).map((r2) => [r2, `brass-route brass-route-${res}`])];
    for (const [r2, cls] of routes) {
      const route = list(r2).map((loc) => own(t.locations, loc)).filter(Boolean);
      if (route.length < 2) continue;
      const pl = document.createElementNS(SVG_NS, "polyline");
      pl.setAttribute("points", route.map((l) => `${Number(l.x)},${Number(l.y)}`).join(" "));
      pl.setAttribute("class", cls);
      gEl.append(pl);
    }
    for (const src of String(res && own(step.action, res) || "").split(" ").filter(Boolean)) {
      const pt = src === reach.source ? own(t.spots || {}, step.action.to) : own(t.slots, src);
      if (!Array.isArray(pt)) continue;
      const circ = document.createElementNS(SVG_NS, "circle");
      circ.setAttribute("cx", Number(pt[0]));
      circ.setAttribute("cy", Number(pt[1]));
      circ.setAttribute("r", 25);
      circ.setAttribute("class", `brass-src-${res}`);
      circ.setAttribute(`data-${res}-src`, src);
      gEl.append(circ);
    }
    for (const [ref, cls] of [[p.coal, "brass-src-coal"], [p.iron, "brass-src-iron"]]) {
      const pt = ref && own(t.slots, ref);
      if (Array.isArray(pt)) {
        const circ = document.createElementNS(SVG_NS, "circle");
        circ.setAttribute("cx", Number(pt[0]));
        circ.setAttribute("cy", Number(pt[1]));
        circ.setAttribute("r", 25);
        circ.setAttribute("class", cls);
        gEl.append(circ);
      }
    }
    svg.append(gEl);
  }
}
function drawLastOverlay(ctx, svg, last) {
  drawPlaces(ctx, svg, last, ctx.playerOf(last.player).colour, LAST_MARKS);
}
var LAST_MARKS = { overlay: "brass-last-overlay", slot: "brass-last-slot", link: "brass-last-link", attr: "data-last" };
var REVIEW_MARKS = {
  best: { overlay: "brass-review-overlay brass-review-best", slot: "brass-review-slot", link: "brass-review-link", attr: "data-review-best" },
  played: { overlay: "brass-review-overlay brass-review-played", slot: "brass-review-slot", link: "brass-review-link", attr: "data-review-played" }
};
function drawPlaces(ctx, svg, places, colour, names) {
  const t = ctx.topo();
  const half = (Number(t.slot) || 36) / 2 + 4;
  const g = document.createElementNS(SVG_NS, "g");
  g.setAttribute("class", names.overlay);
  g.setAttribute("aria-hidden", "true");
  g.style.setProperty("--brass-last", safeColour(colour));
  for (const ref of list(places.slots)) {
    const pt = own(t.slots, ref);
    if (!Array.isArray(pt)) continue;
    const r = document.createElementNS(SVG_NS, "rect");
    for (const [k, val] of Object.entries({ x: Number(pt[0]) - half, y: Number(pt[1]) - half, width: 2 * half, height: 2 * half, rx: 6 })) r.setAttribute(k, String(val));
    r.setAttribute("class", names.slot);
    r.setAttribute(names.attr, String(ref));
    g.append(r);
  }
  const built = new Set([...svg.querySelectorAll("[data-built]")].map((e) => e.getAttribute("data-built")));
  for (const id of list(places.links)) {
    if (names === LAST_MARKS && !built.has(String(id))) continue;
    const ln = own(t.lines, id);
    const a = ln && own(t.locations, ln.a), b = ln && own(t.locations, ln.b);
    if (!a || !b) continue;
    const path = document.createElementNS(SVG_NS, "path");
    path.setAttribute("d", `M${Number(a.x)} ${Number(a.y)}L${Number(b.x)} ${Number(b.y)}`);
    path.setAttribute("class", names.link);
    path.setAttribute(names.attr, String(id));
    g.append(path);
  }
  const first = svg.querySelector("[data-parts]");
  if (first) svg.insertBefore(g, first);
  else svg.append(g);
  if (list(places.slots).length) {
    const top = document.createElementNS(SVG_NS, "g");
    top.setAttribute("class", names.overlay);
    top.setAttribute("aria-hidden", "true");
    for (const r of [...g.querySelectorAll(`.${names.slot}`)]) top.append(r);
    top.style.setProperty("--brass-last", safeColour(colour));
    svg.append(top);
  }
}
function drawReviewOverlay(ctx, svg, step) {
  const colour = ctx.playerOf(step.seat).colour;
  for (const m of list(step.hints)) {
    if (!m || typeof m !== "object") continue;
    if (m.played === true) drawPlaces(ctx, svg, m, colour, REVIEW_MARKS.played);
    else if (m.best === true) drawPlaces(ctx, svg, m, colour, REVIEW_MARKS.best);
  }
}
function scoringVisible(ctx, v) {
  if (ctx.scoringOn !== null) return ctx.scoringOn;
  return Boolean(v.over || eraJustScored(v));
}
function eraJustScored(v) {
  const scores = list(v.scores);
  const last = scores[scores.length - 1];
  if (v.over || !last || typeof last !== "object" || !last.era || last.era === v.era || v.round !== 1) return null;
  const moved = list(v.log).some((g) => g && g.era === v.era && g.round === 1 && list(g.lines).some((l) => Array.isArray(l) && l[1] === "move"));
  return moved ? null : String(last.era);
}
function drawScoring(ctx, svg, s) {
  const t = ctx.topo();
  const g = document.createElementNS(SVG_NS, "g");
  g.setAttribute("class", "brass-score-overlay");
  g.setAttribute("role", "group");
  g.setAttribute("aria-label", ctx.hasEras() ? `${s.era} era scoring` : "final scoring");
  const badge = (x, y, text, colour, small = false) => {
    const c = document.createElementNS(SVG_NS, "circle");
    c.setAttribute("cx", x);
    c.setAttribute("cy", y);
    c.setAttribute("r", small ? 11 : 14);
    c.setAttribute("class", "brass-score-badge");
    c.style.stroke = safeColour(colour);
    const tx = document.createElementNS(SVG_NS, "text");
    tx.setAttribute("x", x);
    tx.setAttribute("y", y + (small ? 5 : 6));
    tx.setAttribute("class", `brass-score-text${small ? " brass-score-small" : ""}`);
    tx.textContent = text;
    g.append(c, tx);
  };
  for (const l of records(s.links)) {
    const ln = own(t.lines, l && l.line);
    const a = ln && own(t.locations, ln.a), b = ln && own(t.locations, ln.b);
    if (!a || !b) continue;
    const path = document.createElementNS(SVG_NS, "path");
    path.setAttribute("d", `M${Number(a.x)} ${Number(a.y)}L${Number(b.x)} ${Number(b.y)}`);
    path.setAttribute("class", "brass-scored-link");
    path.style.stroke = safeColour(ctx.playerOf(l.player).colour);
    path.setAttribute("data-scored-link", String(l.line));
    g.append(path);
    const mid = Array.isArray(ln.mid) ? ln.mid : [(a.x + b.x) / 2, (a.y + b.y) / 2];
    badge(Number(mid[0]), Number(mid[1]), String(l.vp), ctx.playerOf(l.player).colour);
  }
  const half = (Number(t.slot) || 36) / 2;
  for (const tl of records(s.tiles)) {
    const pt = own(t.slots, tl && tl.space);
    if (Array.isArray(pt)) badge(Number(pt[0]) + half - 7, Number(pt[1]) - half + 7, String(tl.vp), ctx.playerOf(tl.player).colour, true);
  }
  svg.append(g);
}
function tileAttr(t) {
  const stem = String(own(t.tile_place || {}, "stem") || "").replace(/[^a-z_-]/g, "");
  return stem ? `data-${stem}` : "";
}
function mapTarget(ctx, target) {
  if (!target || !target.closest) return null;
  const attr = tileAttr(ctx.topo() || {});
  const placed = attr ? target.closest(`[${attr}]`) : null;
  if (placed) return { el: placed, ref: placed.getAttribute(attr), link: false, placed: true };
  const slot = target.closest("[data-slot]");
  if (slot) return { el: slot, ref: slot.getAttribute("data-slot"), link: false };
  const link = target.closest("[data-link]") || target.closest("[data-hit]");
  if (link) return { el: link, ref: link.getAttribute("data-link") ?? link.getAttribute("data-hit"), link: true };
  return null;
}
function onMap(ctx, ev) {
  const c = ctx.choices();
  const step = nextStep(actionsOf(c), ctx.sel, ctx.topo().fields || {});
  const hit = mapTarget(ctx, ev.target);
  if (!hit || !hit.ref || !actionsOf(c).length) return;
  const ref = hit.ref;
  if (hit.placed) {
    if (step && step.field === "to" && step.values.includes(ref)) {
      ctx.why.key = null;
      ctx.choose("to", ref);
      return;
    }
    if (step && step.eff.kind === "sell" && step.eff.target) {
      const partial2 = Object.fromEntries(Object.entries(step.eff).filter(([k, x]) => x !== "" && ["kind", "target", "card"].includes(k)));
      ctx.askWhy({ ...partial2, to: ref }, `sell to ${valueLabel(ctx.topo(), "to", ref, ctx.view())}`);
    }
    return;
  }
  const asking = step && step.field === "target";
  const kind = ctx.sel.kind;
  if (asking && step.values.includes(ref)) {
    ctx.why.key = null;
    ctx.choose("target", ref);
    return;
  }
  if (!kind && step && step.field === "kind") {
    const kinds = [...new Set(actionsOf(c).filter((a) => a.target === ref).map((a) => a.kind))];
    if (kinds.length === 1 && kinds[0] === "network" === hit.link) {
      ctx.why.key = null;
      ctx.sel = { kind: kinds[0] };
      ctx.choose("target", ref);
      return;
    }
  }
  if (kind && step && step.field && ctx.sel.target === void 0 && list((ctx.topo().fields || {})[kind]).includes("target") && list(step.matching).some((a) => a.target === ref)) {
    ctx.why.key = null;
    ctx.choose("target", ref);
    return;
  }
  const kindFields = list((ctx.topo().fields || {})[kind || (hit.link ? "network" : "build")]);
  const before = kindFields.slice(0, Math.max(0, kindFields.indexOf("target")));
  const auto = Object.fromEntries(Object.entries(step ? step.auto : {}).filter(([f]) => before.includes(f)));
  const partial = { ...auto, ...ctx.sel, target: ref };
  if (!kind) partial.kind = hit.link ? "network" : "build";
  if (partial.kind === "network" !== hit.link) return;
  ctx.askWhy(partial, refName(ctx.topo(), ref));
}
function onMapHover(ctx, ev) {
  clearTimeout(ctx.hoverTimer);
  const c = ctx.choices();
  const step = nextStep(actionsOf(c), ctx.sel, ctx.topo().fields || {});
  if (!step || step.field !== "target") return;
  const hit = mapTarget(ctx, ev.target);
  if (!hit || hit.placed || hit.el.classList.contains("brass-cand")) return;
  ctx.hoverTimer = setTimeout(() => onMap(ctx, { target: hit.el }), 300);
}
function onMapLeave(ctx) {
  clearTimeout(ctx.hoverTimer);
}

// src/keyboard.js
function keepKeys(root) {
  const stop = (ev) => {
    if (!(ev.ctrlKey || ev.metaKey || ev.altKey)) ev.stopPropagation();
  };
  const types = ["keydown", "keyup", "keypress"];
  for (const t of types) root.addEventListener(t, stop);
  return () => {
    for (const t of types) root.removeEventListener(t, stop);
  };
}
function onMapKey(ctx, ev) {
  if (ev.key === "Enter" || ev.key === " ") {
    ev.preventDefault();
    onMap(ctx, ev);
  }
}

// src/key.js
function keySwatch(kind, placed = "") {
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
  if (kind === "rail") {
    add("path", { d: "M2 10H34", stroke: "#5b4a3a", "stroke-width": 7, "stroke-dasharray": "1.6 5" });
    add("path", { d: "M2 10H34", stroke: "#5b4a3a", "stroke-width": 1.4 });
  }
  if (kind === "link") {
    add("path", { d: "M4 10H32", stroke: "#1b1b1b", "stroke-width": 12, "stroke-linecap": "round" });
    add("path", { d: "M4 10H32", stroke: "#0072B2", "stroke-width": 7, "stroke-linecap": "round" });
    add("circle", { cx: 18, cy: 10, r: 4.5, fill: "#0072B2", stroke: "#fff", "stroke-width": 1.5 });
  }
  if (kind === "flip") {
    add("rect", { x: 6, y: 1, width: 18, height: 18, rx: 3, fill: "#E69F00", stroke: "#1b1b1b", "stroke-width": 2 });
    add("circle", { cx: 24, cy: 6, r: 5.5, fill: "#ffd24a", stroke: "#1b1b1b", "stroke-width": 1.2 });
    add("path", { d: "M21.5 6.3l2 2l3.5-4", stroke: "#1b1b1b", "stroke-width": 1.6, fill: "none" });
  }
  if (kind === "linkvp") {
    add("circle", { cx: 18, cy: 10, r: 8, fill: "#3a2f1f" });
    add("path", { d: "M15 6h5.5v4h-5.5v4h6", stroke: "#ffd561", "stroke-width": 1.8, fill: "none" });
  }
  if (kind === "scored") {
    add("path", { d: "M2 10H34", stroke: "#0072B2", "stroke-width": 4, "stroke-dasharray": "6 4" });
    add("circle", { cx: 18, cy: 10, r: 7.5, fill: "#fff", stroke: "#0072B2", "stroke-width": 2 });
    add("path", { d: "M15.5 7h5l-3 6", stroke: "#222", "stroke-width": 1.6, fill: "none" });
  }
  if (kind === "trade") add("path", { d: "M6 7h18l-4-4M30 13H12l4 4", stroke: "#7a3b10", "stroke-width": 2.2, fill: "none", "stroke-linecap": "round" });
  if (kind === "cand") add("rect", { x: 9, y: 1, width: 18, height: 18, rx: 3, fill: "#efe6cf", stroke: "#ffb000", "stroke-width": 3 });
  if (kind === "chosen") {
    add("rect", { x: 9, y: 1, width: 18, height: 18, rx: 3, fill: "#efe6cf", stroke: "#222", "stroke-width": 4 });
    add("rect", { x: 11, y: 3, width: 14, height: 14, rx: 2, fill: "none", stroke: "#ffb000", "stroke-width": 2.5 });
  }
  if (placed && kind === placed) {
    add("rect", { x: 9, y: 1, width: 18, height: 18, rx: 3, fill: "#fbf6ea", stroke: "#5b4a3a" });
    add("rect", { x: 21, y: 10, width: 6, height: 8, rx: 2, fill: "#8a4b14" });
  }
  if (kind === "barrel") add("rect", { x: 13, y: 3, width: 10, height: 14, rx: 3, fill: "#8a4b14", stroke: "#fff" });
  if (kind === "road") {
    add("path", { d: "M4 10H32", stroke: "#1b1b1b", "stroke-width": 12, "stroke-linecap": "round" });
    add("path", { d: "M4 10H32", stroke: "#0072B2", "stroke-width": 7, "stroke-linecap": "round" });
    add("path", { d: "M4 10H32", stroke: "#fff", "stroke-width": 1.4, "stroke-dasharray": "5 4" });
  }
  if (kind === "farm") add("path", { d: "M2 10H34", stroke: "#5b4a3a", "stroke-width": 2.5, "stroke-dasharray": "6 3" });
  if (kind === "last") add("rect", { x: 8, y: 1, width: 20, height: 18, rx: 4, fill: "none", stroke: "#c51b7d", "stroke-width": 2.5, "stroke-dasharray": "4 2.5" });
  return svg;
}

// src/table.js
function rowsOf(v) {
  return list(v.table).find((x) => x && typeof x === "object" && x.kind === "card_rows") || null;
}
function drawRows(ctx, v, c, step) {
  const comp = rowsOf(v);
  ctx.rowsBox.replaceChildren();
  ctx.rowsBox.hidden = !comp;
  if (!comp) return;
  const rows = list(comp.card_rows).filter(Array.isArray);
  const names = own(comp, "names") || {};
  const cardName = (x) => String(own(names, x) ?? x);
  const n = Number(comp.columns) || 0;
  const edge = new Set(list(comp.edge));
  const fill = (text, values) => String(text).replace(/\{(\w+)\}/g, (m, k) => k in values ? String(values[k]) : m);
  const actions = actionsOf(c).filter((a) => a.kind === comp.decision);
  const canTake = (col, row) => actions.some((a) => a.amount === String(col) && (row ? a.to === row : a.to === void 0));
  const single = actions.some((a) => a.to !== void 0);
  ctx.rowsBox.append(
    h("h3", { text: String(comp.title) }),
    h("p", { class: "brass-help", text: single ? String(comp.board_first) : fill(comp.board_take, { fee: comp.fee }) })
  );
  const grid = h("div", { class: "brass-rowgrid", role: "group", "aria-label": String(comp.board_grid) });
  for (let col = 1; col <= n; col++) {
    const cards = rows.map(([, cs]) => list(cs)[col - 1] ?? null);
    const label = fill(comp.board_column, { n: col }) + (edge.has(col - 1) ? fill(comp.board_edge, { fee: comp.fee }) : "");
    const colEl = h("div", { class: `brass-column${edge.has(col - 1) ? " brass-edge" : ""}`, "data-column": col });
    const head = h("button", {
      type: "button",
      class: `brass-btn brass-take${canTake(col) ? " brass-cand" : ""}`,
      "data-take": String(col),
      "aria-disabled": canTake(col) ? null : "true",
      "aria-label": fill(comp.board_label, { column: label, cards: cards.map((x) => x === null ? "empty" : cardName(x)).join(" and ") })
    }, label);
    colEl.append(head);
    rows.forEach(([r], i) => {
      const card = cards[i];
      colEl.append(h("button", {
        type: "button",
        class: `brass-rowcard${card === null ? " brass-gap" : ""}${single && canTake(col, r) ? " brass-cand" : ""}`,
        "data-take": String(col),
        "data-row": r,
        "data-card": card === null ? "" : String(card),
        "aria-disabled": (single ? canTake(col, r) : canTake(col)) ? null : "true"
      }, card === null ? "—" : cardName(card)));
    });
    grid.append(colEl);
  }
  const piece = list(comp.piece).map(String);
  ctx.rowsBox.append(grid, h("p", {
    class: "brass-muted brass-decks",
    "data-status": "deck",
    text: `${comp.board_decks}: ${list(comp.decks).filter(Array.isArray).map(([r, k]) => `${r} ${plural(Number(k) || 0, piece[0], piece[1])}`).join(", ")}.`
  }));
}
function onRows(ctx, ev) {
  const b = ev.target.closest && ev.target.closest("[data-take]");
  if (!b) return;
  const c = ctx.choices();
  const col = b.getAttribute("data-take");
  const row = b.getAttribute("data-row");
  const comp = rowsOf(ctx.view());
  if (!comp) return;
  const takes = actionsOf(c).filter((a) => a.kind === comp.decision);
  const single = takes.some((a) => a.to !== void 0);
  const want = { kind: comp.decision, amount: col, ...single && row ? { to: row } : {} };
  const legal = takes.some((a) => a.amount === col && (want.to ? a.to === want.to : a.to === void 0));
  if (legal) {
    ctx.why.key = null;
    ctx.sel = want;
    ctx.refocus = true;
    ctx.schedule();
    return;
  }
  ctx.askWhy({ ...want, to: want.to || "" }, `${valueLabel(ctx.topo(), "amount", col, null, comp.decision).replace(/^Take/, "take")}${want.to ? ` from the ${want.to} row` : ""}`);
}
function drawMats(ctx, v) {
  const t = ctx.topo();
  const players = list(v.players).filter((p) => p && typeof p === "object");
  const byseat = new Map(players.map((p) => [p.seat, p]));
  const order = list(v.order).filter((s) => byseat.has(s));
  for (const p of players) if (!order.includes(p.seat)) order.push(p.seat);
  const last = v.last && typeof v.last === "object" ? v.last : {};
  const vpNow = typeof t.vp_now === "string" ? t.vp_now : "VP if era ends now";
  const table = h(
    "table",
    { class: "brass-table" },
    h("caption", { text: "Players, in turn order" }),
    // short headers on one line, each with its whole name as its title (issue 37: "VP if era ends now" wrapped to
    // three lines in a narrow pane)
    h("thead", {}, h("tr", {}, ...[
      ["Player", ""],
      ["Spent", "Money spent this round"],
      ["Money", ""],
      ["Income", "Income level"],
      ["VP", "Victory points scored"],
      ["VP now", vpNow]
    ].map(([x, title], i) => h(
      "th",
      { scope: "col", class: i ? "brass-num" : null, title: title || null },
      title ? [h("span", { "aria-hidden": "true", text: x }), h("span", { class: "brass-sr", text: title })] : x
    ))))
  );
  const body = h("tbody");
  for (const s of order) {
    const p = byseat.get(s);
    const pl = ctx.playerOf(p.seat);
    const current = p.seat === v.current && !v.over;
    body.append(h(
      "tr",
      { class: `brass-player${current ? " brass-current" : ""}`, "data-seat": p.seat },
      h("th", { scope: "row" }, mark(pl), h("strong", { text: pl.name }), current ? h("span", { class: "brass-muted", text: " to act" }) : null),
      h("td", { class: "brass-num", text: `£${p.spent}` }),
      h("td", { class: "brass-num", text: `£${p.money}` }),
      h("td", { class: "brass-num", text: signed(Number(p.income_level) || 0) }),
      h("td", { class: "brass-num", text: String(p.vp) }),
      h("td", { class: "brass-num brass-eravp", text: p.era_vp === void 0 || p.era_vp === null ? "—" : String(p.era_vp) })
    ));
    const changed = new Set(p.seat === last.player ? list(last.developed) : []);
    const parts = list(p.parts).filter((x) => x && typeof x === "object");
    const chips = h(
      "div",
      { class: "brass-chips" },
      seatSelect(ctx, p, v),
      ...list(p.mat).map((m) => chip(ctx, t, v, m, changed)),
      ...parts.filter((x) => x.place === "mat").map((x) => seatPart(x, p.seat))
    );
    body.append(h("tr", { class: `brass-mat-row${current ? " brass-current" : ""}` }, h("td", { colspan: "6" }, chips)));
    for (const x of parts.filter((y) => y.place !== "mat")) {
      body.append(h("tr", { class: "brass-seat-row", "data-seat": p.seat }, h("td", { colspan: "6" }, seatPart(x, p.seat))));
    }
  }
  table.append(body);
  ctx.matsBox.replaceChildren(
    table,
    h(
      "p",
      { class: "brass-chip-key" },
      h("strong", { text: "Chips: " }),
      "each industry's next tile on the mat: its level, cost, the coal ",
      h("span", { class: "brass-cube-coal", "aria-hidden": "true" }),
      " and iron ",
      h("span", { class: "brass-cube-iron", "aria-hidden": "true" }),
      " it needs, and ×tiles left. Dashed: cannot be built now; —: none left."
    )
  );
}
function chip(ctx, t, v, m, changed) {
  const info = chipInfo(t, m);
  const ind = Array.isArray(m) ? m[0] : "";
  const cls = `brass-chip brass-chip-${info.state}${changed.has(ind) ? " brass-chip-changed" : ""}`;
  const short = own(t.short || {}, ind) || info.name;
  const kids = [h("span", { class: `brass-ind-icon brass-ind-${String(ind).replace(/[^a-z_]/g, "")}`, "aria-hidden": "true" }), short, " "];
  if (info.state === "empty") kids.push("—");
  else {
    const s = info.spec;
    kids.push(h("b", { text: String(s.roman ?? s.level) }));
    if (s.cost !== void 0 && s.era !== "never") kids.push(` £${s.cost}`);
    if (s.coal) kids.push(" ", ...counted("brass-cube-coal", s.coal, "coal"));
    if (s.iron) kids.push(" ", ...counted("brass-cube-iron", s.iron, "iron"));
    for (const [k, x] of Object.entries(own(t.extra_words || {}, "tile") || {})) {
      if (s[k] && x && typeof x === "object") kids.push(" ", ...counted(String(x.icon), s[k], String(x.words)));
    }
    if (s.lightbulb) kids.push(h("span", { class: "brass-bulb", role: "img", "aria-label": "lightbulb: cannot be developed", title: "lightbulb: Develop cannot remove it" }));
    kids.push(h("small", { class: "brass-left", text: ` ×${info.left}` }));
  }
  if (changed.has(ind)) kids.push(h("span", { class: "brass-new", text: " developed" }));
  return h("span", { class: cls, "data-industry": ind, title: info.title }, ...kids);
}
function seatPart(part, seat) {
  const kids = part.down === void 0 ? [String(part.board)] : [Number(part.down) ? h("span", { class: "brass-facedown", "aria-hidden": "true" }) : null, ` ${part.board}`];
  if (typeof part.more === "string") kids.push(h("br"), h("span", { class: "brass-more", text: part.more }));
  return h(part.place === "mat" ? "span" : "div", {
    class: `brass-seat-part brass-${part.id}`,
    "data-seat": seat,
    title: typeof part.board_title === "string" ? part.board_title : null
  }, ...kids);
}
function seatSelect(ctx, p, v) {
  const levels = (ctx.model.get("ui") || {}).bots || ["random", "greedy"];
  const kinds = { human: "human", ...Object.fromEntries(levels.map((k) => [k, `${k} bot`])) };
  if (!ctx.offers("seats")) {
    return h("span", { class: "brass-seat-kind", "data-seat": p.seat, text: own(kinds, p.kind) ?? String(p.kind) });
  }
  const kept = list((ctx.model.get("ui") || {}).kept).includes(p.seat);
  const name = ctx.playerOf(p.seat).name;
  const select = h(
    "select",
    {
      class: "brass-select brass-seat",
      "data-seat": p.seat,
      "aria-label": `${name} is played by`,
      title: kept ? `${name}'s hand has been shown on this board: ${name} stays a person's seat until the game ends` : null
    },
    ...Object.entries(kinds).map(([k, label]) => h("option", {
      value: k,
      selected: p.kind === k ? true : null,
      disabled: kept && k !== "human" ? true : null
    }, label))
  );
  select.value = p.kind;
  select.addEventListener("change", () => {
    const seats = (v.players || []).map((x) => x.kind);
    seats[p.seat] = select.value;
    ctx.send("seats", { seats });
  });
  return select;
}
function drawMarkets(ctx, v) {
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
    if (!n) {
      ctx.marketBox.append(h("div", { class: "brass-market-row", "data-market": kind }, h(
        "div",
        { class: "brass-market-head" },
        h("strong", { text: kind === "coal" ? "Coal" : "Iron" }),
        h("span", { class: "brass-muted", text: `no market track: from outside £${info.empty} a cube` })
      )));
      continue;
    }
    const quote = own(v.quotes || {}, kind) || {};
    const buy = numOr(quote.buy) ?? "?";
    const sell = numOr(quote.sell);
    const track = h("div", { class: "brass-track", role: "img", "aria-label": `${kind} market: ${count} of ${n} cubes, buy at £${buy}` });
    prices.forEach((price, i) => track.append(h(
      "span",
      { class: `brass-price${i >= n - count ? " brass-full" : ""}` },
      `£${price}`,
      h("span", { class: `brass-cube-${kind}${i >= n - count ? "" : " brass-cube-empty"}`, "aria-hidden": "true" })
    )));
    ctx.marketBox.append(h(
      "div",
      { class: "brass-market-row", "data-market": kind },
      h(
        "div",
        { class: "brass-market-head" },
        h("strong", { text: kind === "coal" ? "Coal" : "Iron" }),
        h("span", { class: "brass-muted", text: `${plural(count, "cube")} · buy £${buy}${sell ? ` · sell £${sell}` : ""}` })
      ),
      track
    ));
  }
  const comps = list(v.table).filter((x) => x && typeof x === "object");
  for (const comp of comps.filter((x) => x.kind === "track")) ctx.marketBox.append(trackRow(comp));
  const deck = numOr(v.deck);
  if (deck !== null && !rowsOf(v)) {
    const under = numOr(v.under) || 0;
    const late = v.loans_closed === true;
    const text = deck ? `Draw deck: ${plural(deck, "card")}${under ? ` (${under} under the Deck tile)` : ""}.${late ? ` No more loans: the last ${t.hand_rounds} rounds of the era.` : ""}` : late ? "Draw deck empty: the Deck tile shows Stephenson's Rocket (no more loans)." : "Draw deck empty.";
    ctx.marketBox.append(h("p", { class: "brass-deck", "data-status": "deck", text }));
  }
  for (const comp of comps.filter((x) => x.kind === "piles")) ctx.marketBox.append(pilesRow(comp));
}
function trackRow(comp) {
  const id = String(comp.id), marker = Number(comp.marker), piece = list(comp.piece).map(String);
  const track = h("div", { class: `brass-track brass-${id}`, role: "img", "aria-label": `${comp.title}: marker on space ${marker + 1}` });
  list(comp.spaces).forEach((inc, i) => track.append(h(
    "span",
    { class: `brass-price${inc === null ? " brass-x" : ""}${i === marker ? " brass-here" : ""}` },
    inc === null ? String(comp.end) : `+${inc}`
  )));
  const used = list(comp.used);
  return h(
    "div",
    { class: "brass-market-row", "data-market": id },
    h(
      "div",
      { class: "brass-market-head" },
      h("strong", { text: String(comp.title) }),
      h("span", { class: "brass-muted", text: `${plural(Number(comp.left) || 0, piece[0], piece[1])} ${comp.hidden}` })
    ),
    track,
    h("p", { class: `brass-muted brass-${id}-note`, text: `${comp.note}${used.length ? ` ${comp.turned}: ${used.map((x) => signed(Number(x))).join(", ")}.` : ""}` })
  );
}
function pilesRow(comp) {
  const id = String(comp.id);
  return h(
    "div",
    { class: `brass-market-row brass-${id}`, "data-market": id },
    h("div", { class: "brass-market-head" }, h("strong", { text: String(comp.heading ?? comp.title) })),
    h("p", {}, ...list(comp.piles).filter(Array.isArray).map(([card, name, n]) => h(
      "span",
      { class: "brass-pile", "data-card": card },
      h("span", { class: "brass-pile-count", text: String(Number(n) || 0) }),
      ` ${name} `
    )))
  );
}
function drawKey(ctx) {
  const t = ctx.topo();
  const items = list(t.key).filter((x) => Array.isArray(x) && x.length === 2).map(([k, text]) => [String(k), String(text)]);
  const key = items.map((x) => x[0]).join(",");
  if (ctx.keyFor === key) return;
  ctx.keyFor = key;
  ctx.keyItems = items;
  const placed = String(own(t.tile_place || {}, "stem") || "");
  ctx.keyBox.replaceChildren(
    h("summary", { text: "Key to the map" }),
    h("ul", { class: "brass-keylist" }, ...ctx.keyItems.map(([k, text]) => h("li", { "data-key": k }, keySwatch(k, placed), h("span", { text }))))
  );
}

// src/move_panel.js
function drawStatus(ctx, v) {
  ctx.status.replaceChildren();
  if (v.over) {
    ctx.status.append(h("strong", { text: "Game over" }));
    return;
  }
  const held = (ctx.model.get("ui") || {}).held;
  if (typeof held === "string" && held) ctx.status.append(h("strong", { class: "brass-held", text: held }), " · ");
  const p = ctx.playerOf(v.current);
  const kind = (ctx.model.get("ui") || {}).seats?.[v.current] || "human";
  const rounds = v.rounds ?? ctx.topo().rounds;
  const left = numOr(v.actions_left);
  const when = rounds === null || rounds === void 0 ? `Round ${v.round}` : `${ctx.eraName(v.era)} Era · round ${v.round} of ${rounds}`;
  ctx.status.append(
    h("span", { class: "brass-era" }, when),
    " · ",
    mark(p),
    h("strong", { text: p.name }),
    kind === "human" ? "" : ` (${kind} bot)`,
    ` · ${left === null ? "?" : plural(left, "action")} left`
  );
  if (typeof v.pending === "string" && v.pending) {
    const more = numOr(v.pending_left);
    const label = kindLabel(ctx.topo(), v.pending);
    ctx.status.append(h("span", { class: "brass-pending", text: more === null ? ` (${label} under way)` : ` (${label} under way: ${plural(more, "more card")} to discard)` }));
  }
  const scored = eraJustScored(v);
  if (scored && typeof ctx.topo().era_change === "string") {
    const words = ctx.topo().era_change.replace("{era}", ctx.eraName(scored)).replace("{now}", ctx.eraName(v.era));
    ctx.status.append(h("span", { class: "brass-era-change", role: "status", "data-era": scored, text: words }));
  }
  if (kind !== "human" && (ctx.model.get("ui") || {}).busy) {
    ctx.status.append(" · ", h("span", { class: "brass-thinking", role: "status", "aria-live": "polite", text: `${p.name} is thinking…` }));
  }
  const clock = (ctx.model.get("ui") || {}).clock;
  if (Array.isArray(clock) && clock.length) {
    ctx.status.append(" · ", h("span", { class: "brass-clock", role: "note", text: String(clock[clock.length - 1]) }));
  }
}
function optionButton(ctx, field, value, available, extra = {}) {
  const label = valueLabel(ctx.topo(), field, value, ctx.view(), field === "kind" ? "" : ctx.sel.kind);
  const b = h("button", {
    type: "button",
    class: `brass-opt${available ? "" : " brass-unavail"}`,
    "data-field": field,
    "data-value": value,
    "aria-disabled": available ? null : "true",
    ...extra
  }, label);
  return b;
}
function drawChooser(ctx, v, c) {
  ctx.chooser.replaceChildren();
  const actions = actionsOf(c);
  const t = ctx.topo();
  if (v.over) {
    ctx.chooser.append(h("h3", { text: "Final scores" }));
    const ol = h("ol", { class: "brass-final" });
    for (const r of v.final || []) {
      ol.append(h("li", {}, mark(ctx.playerOf(r.player)), `${ctx.playerOf(r.player).name}: ${r.vp} VP (income ${r.income_level}, £${r.money})`));
    }
    ctx.chooser.append(ol);
    return null;
  }
  if (v.needs_reveal !== null && v.needs_reveal !== void 0) {
    const p2 = ctx.playerOf(v.needs_reveal);
    ctx.chooser.append(
      h("p", { class: "brass-pass" }, `Pass the device to ${p2.name}.`),
      h(
        "button",
        { type: "button", class: "brass-btn brass-reveal", "data-intent": "reveal", onclick: () => ctx.send("reveal", { seat: v.needs_reveal }) },
        `I am ${p2.name}: show my hand`
      )
    );
    return null;
  }
  if (!actions.length) {
    const ui = ctx.model.get("ui") || {};
    const p2 = ctx.playerOf(v.current);
    const held = typeof ui.held === "string" && ui.held ? ui.held : null;
    ctx.chooser.append(h(
      "p",
      { class: held ? "brass-wait brass-held" : "brass-wait" },
      held ? `${held}.` : ui.busy ? `${p2.name} (bot) is thinking…` : `Waiting for ${p2.name}.`
    ));
    return null;
  }
  const step = nextStep(actions, ctx.sel, t.fields || {});
  let confirm = null;
  const p = ctx.playerOf(c.seat);
  ctx.chooser.append(h("h3", { class: "brass-turn" }, mark(p), `${p.name}, your move`));
  const waiting = v.waiting && typeof v.waiting === "object" ? v.waiting : null;
  const note = own(t, "waiting_note");
  if (waiting && waiting.person && note && typeof note === "object" && actions.some((a) => list(note.kinds).includes(a.kind))) {
    const fee = numOr(own(rowsOf(v) || {}, String(note.fee)));
    ctx.chooser.append(h(
      "p",
      { class: `brass-${String(note.id).replace(/[^a-z_-]/g, "")}-note` },
      String(note.words).replace("{person}", refName(t, waiting.person)).replace("{fee}", fee === null ? "" : ` £${fee}`)
    ));
  }
  const crumbs = h("ol", { class: "brass-steps", "aria-label": "Your choices so far" });
  for (const f of ["kind", ...(t.fields || {})[step.eff.kind] || []]) {
    if (step.eff[f] === void 0 || step.eff[f] === "") continue;
    crumbs.append(h(
      "li",
      { class: step.auto[f] !== void 0 ? "brass-auto" : "" },
      h("span", { class: "brass-step-label", text: fieldLabel(t, f, step.eff.kind) + ": " }),
      valueLabel(t, f, step.eff[f], null, f === "kind" ? "" : step.eff.kind),
      step.auto[f] !== void 0 ? h("span", { class: "brass-only", text: " (only choice)" }) : null
    ));
  }
  if (crumbs.children.length) ctx.chooser.append(crumbs);
  const only = step.auto.industry;
  if (only !== void 0 && step.field !== "industry" && own(t.industries || {}, only)) {
    const others = Object.keys(t.industries).filter((ind) => ind !== only);
    if (others.length) {
      ctx.chooser.append(h(
        "div",
        { class: "brass-others", role: "group", "aria-label": `Not possible now: other ${fieldLabel(t, "industry", step.eff.kind).toLowerCase()} choices` },
        h("span", { class: "brass-muted", text: "Not possible now: " }),
        ...others.map((ind) => optionButton(ctx, "industry", ind, false))
      ));
    }
  }
  const help = t.help && own(t.help, step.eff.kind);
  if (step.eff.kind && help) {
    const words = step.eff.kind === "discard" ? discardHelp(help, v.pending_left) : help;
    ctx.chooser.append(step.field ? h("p", { class: "brass-help", text: words }) : h(
      "details",
      { class: "brass-help-fold" },
      h("summary", { class: "brass-help", text: `How ${valueLabel(t, "kind", step.eff.kind)} works` }),
      h("p", { class: "brass-help", text: words })
    ));
  }
  if (step.field) {
    const asked = fieldLabel(t, step.field, step.eff.kind);
    const goesOn = step.field === "kind" && v.pending && step.values.includes("stop");
    const ask = goesOn ? `${valueLabel(t, "kind", v.pending)} goes on: choose again, or Stop` : step.field === "kind" ? "Choose an action" : `Choose: ${asked}`;
    ctx.chooser.append(h("h3", { class: "brass-ask", text: ask }));
    const opts = h("div", { class: "brass-opts", role: "group", "aria-label": asked });
    let all = step.values;
    if (step.field === "kind") {
      const present = new Set(step.values);
      const unavailable = new Set(list(c.unavailable));
      all = [...(t.kinds || []).filter((k) => present.has(k) || unavailable.has(k)), ...step.values.filter((k) => !(t.kinds || []).includes(k))];
      for (const k of all) opts.append(optionButton(ctx, "kind", k, present.has(k)));
    } else if (step.field === "industry" && step.values.every((x) => own(t.industries || {}, x))) {
      const present = new Set(step.values);
      for (const ind of Object.keys(t.industries || {})) opts.append(optionButton(ctx, "industry", ind, present.has(ind)));
    } else if (step.field === "card") {
      const present = new Set(step.values);
      const hand = [...new Set((v.hands || {})[String(c.seat)] || [])].sort();
      const cards = step.eff.kind === "build" ? [...hand, ...t.double_build ? ["double"] : []] : list(t.offered_cards).includes(step.eff.kind) ? [] : hand;
      for (const card of cards) opts.append(optionButton(ctx, "card", card, present.has(card)));
      for (const card of step.values) if (!cards.includes(card)) opts.append(optionButton(ctx, "card", card, true));
    } else if (sourceFields(t).includes(step.field) && (c.sources || {})[step.field]) {
      const present = new Set(step.values);
      const known = c.sources[step.field];
      const owners = c.owners && typeof c.owners === "object" ? c.owners : {};
      const withOwner = (b, val) => {
        const o = owners[val];
        if (Number.isInteger(o)) b.append(h("span", { class: "brass-owner", text: o === c.seat ? " (yours)" : ` (${ctx.playerOf(o).name}'s)` }));
        return b;
      };
      for (const val of known) opts.append(withOwner(optionButton(ctx, step.field, val, present.has(val)), val));
      for (const val of step.values) if (!known.includes(val)) opts.append(withOwner(optionButton(ctx, step.field, val, true), val));
    } else {
      for (const val of all) opts.append(optionButton(ctx, step.field, val, true));
    }
    ctx.chooser.append(opts);
    if (step.field === "target") ctx.chooser.append(h("p", { class: "brass-hint", text: "Or click a highlighted space or line on the map. Click any other to see why not." }));
  } else if (step.action) {
    const a = step.action;
    ctx.chooser.append(
      h("h3", { class: "brass-ask", text: "Ready" }),
      // the choices above, by name; the text for w.play
      h("p", { class: "brass-actiontext brass-muted" }, "As text: ", h("code", { text: a.t }))
    );
    ctx.chooser.append(drawPreview(ctx, a.t));
    confirm = h("button", { type: "button", class: "brass-btn brass-confirm", "data-action": a.t }, "Confirm");
    if (!ctx.lastPreview || ctx.lastPreview.action !== a.t) {
      ctx.lastPreview = { action: a.t, data: null };
      ctx.send("preview", { action: a.t, version: v.version });
    }
  }
  const undoChoices = Object.keys(ctx.sel).length ? [
    h("button", { type: "button", class: "brass-btn brass-back", "data-intent": "back" }, "Back"),
    h("button", { type: "button", class: "brass-btn brass-cancel", "data-intent": "cancel" }, "Cancel")
  ] : [];
  if (confirm || undoChoices.length) ctx.chooser.append(h("div", { class: "brass-row" }, confirm, ...undoChoices));
  return step;
}
function effectBits(ctx, pl) {
  const n = (x) => typeof x === "number" && Number.isFinite(x) ? x : 0;
  const bits = [];
  const spent = n(pl.spent), money = n(pl.money), lv = n(pl.income_level), sp = n(pl.income_spaces), vp2 = n(pl.vp);
  if (spent > 0) bits.push(`spends £${spent}` + (typeof pl.cost === "string" && pl.cost ? ` (${pl.cost})` : ""));
  if (typeof pl.market === "string" && pl.market) bits.push(pl.market);
  if (money && money !== -spent) bits.push(`money ${money < 0 ? "−" : "+"}£${Math.abs(money)}`);
  if (lv) bits.push(`income ${lv > 0 ? "+" : ""}${lv} level${Math.abs(lv) === 1 ? "" : "s"}` + (sp ? ` (${sp > 0 ? "+" : ""}${sp} space${Math.abs(sp) === 1 ? "" : "s"})` : ""));
  else if (sp) bits.push(`income track ${sp > 0 ? "+" : ""}${sp} spaces`);
  if (vp2) bits.push(`${vp2 > 0 ? "+" : ""}${vp2} VP`);
  for (const [k, x] of Object.entries(own(ctx.topo().extra_words || {}, "preview") || {})) {
    const m = n(pl[k]);
    if (m && x && typeof x === "object") bits.push(String(Math.abs(m) === 1 ? x.one : x.many).replace("{n}", `${m > 0 ? "+" : "−"}${Math.abs(m)}`));
  }
  return bits;
}
function previewItems(ctx, p) {
  const items = [];
  for (const pl of list(p.players)) {
    if (!pl || typeof pl !== "object") continue;
    const bits = effectBits(ctx, pl);
    if (bits.length) items.push(h("li", {}, mark(ctx.playerOf(pl.player)), `${ctx.playerOf(pl.player).name}: ${bits.join(", ")}`));
  }
  if (p.coal) items.push(h("li", { class: "brass-coal-src" }, `Coal from ${refName(ctx.topo(), p.coal)}` + (list(p.coal_route).length > 1 ? ` via ${p.coal_route.map((l) => refName(ctx.topo(), l)).join(" → ")}` : "")));
  if (p.iron) items.push(h("li", { class: "brass-iron-src" }, `Iron from ${refName(ctx.topo(), p.iron)}`));
  for (const f of list(ctx.topo().preview_fields).map((x) => String(x).replace(/[^a-z_]/g, ""))) {
    if (p[f]) items.push(h("li", { class: `brass-${f}-src` }, `${fieldLabel(ctx.topo(), f)} ${valueLabel(ctx.topo(), f, p[f])}`));
  }
  const flips = list(p.flips).filter((x) => typeof x === "string" && x);
  if (flips.length) for (const f of flips) items.push(h("li", { class: "brass-flip", text: f }));
  else if (list(p.flipped).length) items.push(h("li", {}, `Flips ${p.flipped.map((r2) => refName(ctx.topo(), r2)).join(", ")}`));
  for (const b of list(p.bonuses)) if (typeof b === "string" && b) items.push(h("li", { class: "brass-bonus-gain", text: b }));
  return items;
}
function chanceList(ctx, p) {
  const chance = list(p.chance).filter((o) => o && typeof o === "object");
  if (!chance.length) return [];
  const odds = h("ul", { class: "brass-chance", "aria-label": "Possible outcomes" });
  for (const o of chance) {
    const pct = typeof o.probability === "number" ? `${Math.round(o.probability * 100)}%` : "?";
    const tile = typeof o.tile === "number" ? `tile ${o.tile > 0 ? "+" : ""}${o.tile}` : "a tile";
    const who = list(o.players).filter((pl) => pl && typeof pl === "object").map((pl) => [pl, effectBits(ctx, pl)]).filter(([, b]) => b.length).map(([pl, b]) => `${ctx.playerOf(pl.player).name}: ${b.join(", ")}`);
    const said = list(o.flips).filter((x) => typeof x === "string" && x);
    const flips = said.length ? `; ${said.join("; ")}` : list(o.flipped).length ? `; flips ${o.flipped.map((r2) => refName(ctx.topo(), r2)).join(", ")}` : "";
    odds.append(h("li", { "data-tile": typeof o.tile === "number" ? o.tile : null }, `${pct}, ${tile}: ${who.join("; ") || "no change"}${flips}`));
  }
  return [h("p", { class: "brass-chance-head", text: "Depends on the Distant Cotton Market tile turned over:" }), odds];
}
function drawPreview(ctx, text) {
  const box = h("div", { class: "brass-preview", role: "group", "aria-label": "What this will do" });
  const r = ctx.model.get("reply") || {};
  const p = r.kind === "preview" && r.action === text ? r.preview : null;
  if (!p) {
    box.append(h("p", { class: "brass-muted", text: "Working out what this does…" }));
    return box;
  }
  if (!p.legal) {
    box.append(h("p", { text: list(p.reasons).map((x) => String(x && x.message)).join("; ") }));
    return box;
  }
  const ul = h("ul", {}, ...previewItems(ctx, p));
  const chance = chanceList(ctx, p);
  if (!ul.children.length && !chance.length) ul.append(h("li", { text: "No change in money, income or VP." }));
  box.append(ul, ...chance);
  if (p.ends_turn === true) {
    const said = ctx.topo().words || {};
    const text2 = typeof p.then === "string" ? p.then : own(said, p.ends_round === true ? "round_end" : "turn_end");
    if (typeof text2 === "string") box.append(h("p", { class: "brass-muted brass-ends-turn", text: text2 }));
  }
  return box;
}
function hintButton(ctx, v, r) {
  const ask = (start) => () => {
    ctx.hint = { version: v.version, reply: null, waiting: true };
    ctx.send("hint", start ? { version: v.version, start } : { version: v.version });
    ctx.schedule();
  };
  const waiting = ctx.hint.waiting && ctx.hint.version === v.version;
  const button = (label, start, intent) => h("button", { type: "button", class: "brass-btn brass-hint-btn", "data-intent": intent, "data-start": start, disabled: waiting ? true : null, onclick: ask(start) }, label);
  if (!r) return button("Hint: the strong bot's best moves for you", 0, "hint");
  const shown = list(r.moves).length, first = numOr(r.start) ?? 0;
  if (r.more === true) return button("More hints", first + shown, "more-hints");
  if (r.more !== false) return button("Hint again", 0, "hint");
  return first > 0 ? button("The first hints again", 0, "hint") : null;
}
function drawCoach(ctx, v, c) {
  ctx.coachBox.replaceChildren();
  const mine = actionsOf(c).length > 0 && !v.over;
  if (!mine) {
    ctx.coachBox.hidden = true;
    return;
  }
  ctx.coachBox.hidden = false;
  const fresh = ctx.hint.version === v.version && ctx.hint.reply;
  const r = fresh ? ctx.hint.reply : null;
  const head = h(
    "div",
    { class: "brass-coach-head" },
    hintButton(ctx, v, r),
    h("span", { class: "brass-muted", text: ctx.hint.waiting && ctx.hint.version === v.version ? " thinking…" : "" })
  );
  ctx.coachBox.append(head);
  if (!fresh) return;
  const who = `the ${typeof r.bot === "string" && r.bot ? r.bot : "strong"} bot`;
  const first = (numOr(r.start) ?? 0) + 1, moves = list(r.moves).filter((m) => m && typeof m === "object");
  const ranks = moves.length > 1 ? `${first} to ${first + moves.length - 1}` : `${first}`;
  const ol = h("ol", { class: "brass-hints", start: first > 1 ? first : null, "aria-label": `${who}'s best moves, ${ranks}` });
  for (const m of moves) {
    const action = actionsOf(c).find((a) => a && a.t === m.action);
    const p = m.preview && typeof m.preview === "object" && m.preview.legal ? m.preview : null;
    const li = h(
      "li",
      { class: "brass-hint-move", "data-action": m.action },
      h("p", { class: "brass-hint-text", text: String(m.text ?? m.action) }),
      h("p", { class: "brass-hint-reason" }, h("span", { class: "brass-step-label", text: "Why: " }), String(m.reason ?? ""))
    );
    if (p) {
      li.append(h("ul", { class: "brass-hint-preview" }, ...previewItems(ctx, p)));
      const chance = chanceList(ctx, p);
      if (chance.length) li.append(h("details", { class: "brass-hint-chance" }, h("summary", { text: `Depends on the tile turned over (${plural(list(p.chance).length, "outcome")})` }), ...chance));
    }
    if (action) {
      li.append(h("button", {
        type: "button",
        class: "brass-btn brass-hint-choose",
        "data-action": m.action,
        onclick: () => {
          ctx.sel = fieldsOf(ctx, action);
          ctx.why.key = null;
          ctx.refocus = true;
          ctx.schedule();
        }
      }, "Choose this"));
    }
    ol.append(li);
  }
  ctx.coachBox.append(h("h3", { text: first > 1 ? `More hints: ${who}'s next best moves (${ranks})` : `Hint: ${who} would play` }));
  if (moves.length) ctx.coachBox.append(ol);
  if (typeof r.about === "string" && r.about) {
    ctx.coachBox.append(h(
      "details",
      { class: "brass-hint-about-box" },
      h("summary", { text: "What the hints' numbers mean" }),
      h("p", { class: "brass-muted brass-hint-about", text: r.about })
    ));
  }
  if (r.more === false) {
    const none = first > 1 ? `No more hints: these and the first ${first - 1} are the ${first + moves.length - 1} best different moves the bot sees here.` : "No more hints: the bot sees no other different move here.";
    ctx.coachBox.append(h("p", { class: "brass-muted brass-hint-none", text: none }));
  }
}
function fieldsOf(ctx, action) {
  const out = { kind: action.kind };
  for (const f of (ctx.topo().fields || {})[action.kind] || []) out[f] = fieldOf(action, f);
  return out;
}
function drawHand(ctx, v, c, step) {
  ctx.handBox.replaceChildren();
  const hands = v.hands || {};
  const seats = Object.keys(hands);
  if (!seats.length) {
    ctx.handBox.append(h("h3", { text: "Hand" }), h("p", { class: "brass-muted", text: "Hidden." }));
    return;
  }
  const actions = c && !v.over ? actionsOf(c) : [];
  const sel = ctx.sel || {};
  const rest = Object.fromEntries(Object.entries(sel).filter(([k]) => k !== "card"));
  for (const s of seats) {
    const p = ctx.playerOf(Number(s));
    const ul = h("ul", { class: "brass-cards", "aria-label": `${p.name}'s hand` });
    const acting = actions.length && Number(s) === c.seat;
    for (const card of list(hands[s])) {
      const cls = `brass-card${own(ctx.topo().industries, card) ? " brass-card-industry" : ""}`;
      const label = valueLabel(ctx.topo(), "card", card);
      const usable = acting && actions.some((a) => fieldOf(a, "card") === card);
      if (!usable) {
        ul.append(h("li", { class: cls, "data-card": card }, label));
        continue;
      }
      const chosen = sel.card === card;
      const pick = () => {
        if (chosen) ctx.sel = rest;
        else ctx.sel = matching(actions, { ...rest, card }).length ? { ...rest, card } : { card };
        ctx.why.key = null;
        ctx.schedule();
      };
      ul.append(h(
        "li",
        { class: `${cls} brass-card-pick`, "data-card": card },
        h("button", {
          type: "button",
          class: "brass-card-btn",
          "aria-pressed": chosen ? "true" : "false",
          "data-card": card,
          title: chosen ? "Chosen: click again to choose any card" : "Choose this card: the moves it allows",
          onclick: pick
        }, label)
      ));
    }
    const head = [mark(p), `${p.name}'s hand (${plural(list(hands[s]).length, "card")})`];
    if (seats.length > 1 && Number(s) !== v.current) {
      const open = ctx.openHands && ctx.openHands.has(s);
      const fold = h(
        "details",
        { class: "brass-hand-other", "data-seat": s, open: open ? true : null },
        h("summary", { class: "brass-hand-summary" }, ...head),
        ul
      );
      fold.addEventListener("toggle", () => {
        if (!ctx.openHands) return;
        if (fold.open) ctx.openHands.add(s);
        else ctx.openHands.delete(s);
      });
      ctx.handBox.append(fold);
      continue;
    }
    ctx.handBox.append(h("h3", {}, ...head), ul);
  }
}
function drawWhy(ctx) {
  ctx.whyBox.replaceChildren();
  if (!ctx.why.key) {
    ctx.whyBox.hidden = true;
    return;
  }
  ctx.whyBox.hidden = false;
  if (ctx.why.reasons === null && ctx.why.refused) {
    const words = ctx.why.refused.replace(/^refused:\s*/, "");
    ctx.whyBox.append(h("p", { class: "brass-why-refused", text: `Why not ${ctx.why.label}? ${words.charAt(0).toUpperCase()}${words.slice(1)}` }));
    return;
  }
  if (ctx.why.reasons === null) {
    ctx.whyBox.append(h("p", { class: "brass-muted", text: `Why not ${ctx.why.label}? …` }));
    return;
  }
  if (!ctx.why.reasons.length) {
    ctx.whyBox.append(h("p", { text: `${ctx.why.label} is available.` }));
    return;
  }
  ctx.whyBox.append(h("p", { class: "brass-why-head", text: `Why not ${ctx.why.label}:` }));
  const ul = h("ul");
  for (const r of list(ctx.why.reasons)) ul.append(h("li", {}, String(r.message), r.rule ? h("cite", { text: ` — ${r.rule}` }) : null));
  ctx.whyBox.append(ul);
}
function onChooser(ctx, ev) {
  const b = ev.target.closest("button");
  if (!b) return;
  const c = ctx.choices();
  const step = nextStep(actionsOf(c), ctx.sel, ctx.topo().fields || {});
  if (b.classList.contains("brass-confirm")) {
    ctx.send("act", { action: b.getAttribute("data-action"), version: ctx.view().version, seat: c.seat });
    return;
  }
  const intent = b.getAttribute("data-intent");
  if (intent === "cancel") {
    ctx.sel = {};
    ctx.why.key = null;
    ctx.schedule();
    return;
  }
  if (intent === "back") {
    const order = ["kind", ...(ctx.topo().fields || {})[ctx.sel.kind] || []].filter((f) => ctx.sel[f] !== void 0);
    const last = order.pop();
    if (last) delete ctx.sel[last];
    ctx.sel = { ...ctx.sel };
    ctx.schedule();
    return;
  }
  const field = b.getAttribute("data-field");
  if (!field) return;
  const value = b.getAttribute("data-value");
  if (b.getAttribute("aria-disabled") === "true") {
    let label = valueLabel(ctx.topo(), field, value, null, field === "kind" ? "" : ctx.sel.kind);
    if (sourceFields(ctx.topo()).includes(field)) label = `${fieldLabel(ctx.topo(), field).toLowerCase()} ${label}`;
    if (field === "kind") {
      ctx.askWhy({ kind: value }, label);
    } else {
      const order = (ctx.topo().fields || {})[step.eff.kind] || [];
      const earlier = field === step.field || !order.includes(field) ? null : order.slice(0, order.indexOf(field));
      const partial = Object.fromEntries(Object.entries(step.eff).filter(([k, x]) => x !== "" && (earlier === null || k === "kind" || earlier.includes(k) || ctx.sel[k] !== void 0)));
      ctx.askWhy({ ...partial, [field]: value }, label);
    }
    return;
  }
  ctx.why.key = null;
  ctx.refocus = true;
  ctx.choose(field, value);
}
function onHover(ctx, ev) {
  const b = ev.target.closest && ev.target.closest(".brass-unavail");
  if (b && !b.title) b.click();
}

// src/log.js
function drawLast(ctx, v) {
  ctx.lastBox.replaceChildren();
  const last = v.last;
  if (!last || typeof last !== "object" || !list(last.texts).length) {
    ctx.lastBox.hidden = true;
    return;
  }
  ctx.lastBox.hidden = false;
  const p = ctx.playerOf(last.player);
  const bot = last.kind && last.kind !== "human";
  ctx.lastBox.append(
    h("h3", {}, mark(p), `Last move: ${p.name}${bot ? ` (${last.kind} bot)` : ""}`),
    h("ul", { class: "brass-last-moves" }, ...list(last.texts).map((t) => h("li", { text: String(t) })))
  );
  if (!bot) return;
  const fresh = ctx.explained.version === v.version && ctx.explained.reply;
  if (!fresh) {
    ctx.lastBox.append(h(
      "button",
      {
        type: "button",
        class: "brass-btn brass-explain-btn",
        "data-intent": "explain",
        disabled: ctx.explained.waiting && ctx.explained.version === v.version ? true : null,
        onclick: () => {
          ctx.explained = { version: v.version, reply: null, waiting: true };
          ctx.send("explain");
          ctx.schedule();
        }
      },
      "Why did the bot do that?"
    ));
    return;
  }
  const ul = h("ul", { class: "brass-explain" });
  for (const m of list(ctx.explained.reply.moves)) {
    if (!m || typeof m !== "object") continue;
    ul.append(h("li", {}, h("span", { text: String(m.text ?? m.action) + " " }), h("span", { class: "brass-hint-reason" }, h("span", { class: "brass-step-label", text: "Why: " }), String(m.reason ?? ""))));
  }
  ctx.lastBox.append(ul);
}
function drawScores(ctx, v) {
  ctx.scoreBox.replaceChildren();
  const scores = list(v.scores).filter((s) => s && typeof s === "object");
  if (!scores.length) {
    ctx.scoreBox.hidden = true;
    return;
  }
  ctx.scoreBox.hidden = false;
  const shownNow = scoringVisible(ctx, v);
  const noEras = !ctx.hasEras();
  ctx.scoreBox.append(h("button", {
    type: "button",
    class: "brass-btn brass-toggle",
    "data-intent": "scoring",
    "aria-pressed": String(shownNow),
    onclick: () => {
      ctx.scoringOn = !shownNow;
      ctx.schedule();
    }
  }, noEras ? "Show the final scoring on the map" : `Show the ${scores[scores.length - 1].era} era scoring on the map`));
  for (const s of scores) {
    const d = h("details", { class: "brass-era-score", open: s === scores[scores.length - 1] ? true : null });
    d.append(h("summary", {}, (noEras ? "End of the game: " : `End of the ${s.era} era: `) + list(s.totals).map((x, i) => `${ctx.playerOf(i).name} +${x}`).join(", ")));
    const ul = h("ul");
    for (const l of records(s.links)) if (l && typeof l === "object") ul.append(h("li", {}, mark(ctx.playerOf(l.player)), `link ${refName(ctx.topo(), l.line)}: ${l.vp} VP`));
    for (const tl of records(s.tiles)) if (tl && typeof tl === "object") ul.append(h("li", {}, mark(ctx.playerOf(tl.player)), `${own(ctx.topo().industries, tl.industry) || tl.industry} ${tl.level} at ${refName(ctx.topo(), tl.space)}: ${tl.vp} VP`));
    if (Array.isArray(s.money)) ul.append(h("li", { text: "Money: " + s.money.map((x, i) => `${ctx.playerOf(i).name} +${x}`).join(", ") }));
    d.append(ul);
    ctx.scoreBox.append(d);
  }
}
function drawLog(ctx, v) {
  const whole = ctx.fullLog.version === v.version && ctx.fullLog.reply;
  const more = !whole && Number(v.log_total) > list(v.log).reduce((n, g) => n + list(g && g.lines).length, 0);
  ctx.logBox.replaceChildren(h("h3", {}, "Log", more ? h("button", {
    type: "button",
    class: "brass-btn brass-log-all",
    "data-intent": "log",
    onclick: () => {
      ctx.fullLog = { version: v.version, reply: null };
      ctx.send("log");
    }
  }, "Show the whole game") : null));
  const ol = h("ol", { class: "brass-logl", tabindex: "0", "aria-label": "Log: newest round first, each round in the order played" });
  const groups = list(whole ? ctx.fullLog.reply.log : v.log).filter((g) => g && typeof g === "object");
  for (const g of [...groups].reverse()) {
    const round = Number.isInteger(g.round) ? `round ${g.round}` : "";
    const eras = ctx.hasEras();
    const head = [g.era && eras ? `${ctx.eraName(g.era)} Era` : "", round].filter(Boolean).join(" · ") || "Before the game";
    const lines = h("ul", { class: "brass-log-lines" });
    for (const line of list(g.lines)) {
      if (!Array.isArray(line)) continue;
      const [player, kind, text] = line;
      lines.append(h(
        "li",
        { class: `brass-log-${["move", "event", "round", "era"].includes(kind) ? kind : "event"}` },
        Number.isInteger(player) ? mark(ctx.playerOf(player)) : "",
        String(text ?? "")
      ));
    }
    ol.append(h("li", { class: "brass-log-group" }, h("h4", { text: head }), lines));
  }
  ctx.logBox.append(ol);
}
function logOf(chunks, total, tail) {
  const start = Math.max(0, total - tail);
  const out = [];
  const ok = chunks.filter((c) => c && typeof c === "object" && Number.isInteger(c.from)).sort((a, b) => a.from - b.from);
  for (const c of ok) {
    let n = c.from;
    for (const g of list(c.log)) {
      for (const line of list(g && g.lines)) {
        if (n >= start && n < total) {
          const last = out[out.length - 1];
          if (last && last.era === g.era && last.round === g.round) last.lines.push(line);
          else out.push({ era: g.era, round: g.round, lines: [line] });
        }
        n += 1;
      }
    }
  }
  return out;
}

// src/main.js
function mount(model, el) {
  const scope = nextScope();
  const topo = () => model.get("topology") || {};
  let sel = {};
  let selVersion = null;
  let lastPreview = null;
  let why = { key: null, label: "", reasons: null };
  let scheduled = false;
  let scoringOn = null;
  let refocus = false;
  let hoverTimer = null;
  let hint = { version: null, reply: null, waiting: false };
  let explained = { version: null, reply: null, waiting: false };
  let fullLog = { version: null, reply: null };
  const whyCache = /* @__PURE__ */ new Map();
  let keyItems = null;
  let keyFor = null;
  let shown = null;
  const root = h("div", { class: "brass-root", role: "group", "aria-label": "Brass board", tabindex: "-1" });
  const status = h("div", { class: "brass-status", "aria-live": "polite" });
  const errorBox = h("div", { class: "brass-error", role: "alert" });
  const btn = (label, type, extra = {}) => h("button", { class: "brass-btn", "data-intent": type, type: "button", ...extra }, label);
  const undoBtn = btn("↶ Undo", "undo", { "aria-label": "Undo" });
  const redoBtn = btn("↷ Redo", "redo", { "aria-label": "Redo" });
  const newBtn = btn("New game", "new");
  const editionSel = h("select", { class: "brass-select brass-edition", "aria-label": "Edition of a new game" });
  const playersSel = h(
    "select",
    { class: "brass-select", "aria-label": "Players in a new game" },
    ...[2, 3, 4].map((n) => h("option", { value: String(n) }, `${n} players`))
  );
  const saveBtn = btn("Save", "save");
  const loadInput = h("input", { type: "file", accept: ".json,application/json", class: "brass-file", "aria-label": "Load a saved game" });
  const loadBtn = btn("Load", "load");
  const hlBtn = (k, label) => h("button", { class: "brass-btn brass-toggle", type: "button", "data-highlight": k, "aria-pressed": "false" }, label);
  const reachBtn = hlBtn("", "");
  reachBtn.hidden = true;
  const hlBtns = [hlBtn("network", "My network"), hlBtn("trade", "Trade connections"), hlBtn("coal", "Coal reach"), reachBtn];
  const gameMenu = h(
    "details",
    { class: "brass-gamemenu" },
    h("summary", { class: "brass-btn" }, "Game"),
    h("div", { class: "brass-gamemenu-body" }, newBtn, editionSel, playersSel, saveBtn, loadBtn, loadInput)
  );
  const sep = h("span", { class: "brass-sep" });
  const toolbar = h(
    "div",
    { class: "brass-toolbar", role: "toolbar", "aria-label": "Game controls" },
    undoBtn,
    redoBtn,
    gameMenu,
    sep,
    ...hlBtns
  );
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
  const panel = h("div", { class: "brass-panel", role: "group", "aria-label": "Your move" }, chooser, whyBox, handBox, rowsBox, coachBox, lastBox);
  const side = h("div", { class: "brass-side", role: "group", "aria-label": "The table" }, matsBox, marketBox, scoreBox, logBox, keyBox);
  root.append(h(
    "div",
    { class: "brass-main" },
    h("div", { class: "brass-head" }, status, toolbar),
    h("div", { class: "brass-mapcol" }, rulesBox, noticeBox, svgHost),
    errorBox,
    panel,
    side
  ));
  const releaseKeys = keepKeys(root);
  el.classList.add("brass-host");
  el.append(root);
  const stopFitting = fitToScreen(el, root);
  const send = (type, fields = {}) => model.send({ type, ...fields });
  let joined = { parts: [], out: {} };
  const view = () => {
    const v = model.get("view") || {};
    const s = model.get("scores");
    const e = model.get("end_scoring");
    const players = list(v.players);
    const mats = players.map((p) => p && typeof p === "object" && Number.isInteger(p.seat) ? model.get(`mat_${p.seat}`) : void 0);
    const nLog = Number.isInteger(topo().log_slots) ? Math.min(topo().log_slots, 64) : 0;
    const chunks = Array.from({ length: nLog }, (_, i) => model.get(`log_${i}`));
    const parts = [v, s, e, topo(), ...mats, ...chunks];
    if (parts.length !== joined.parts.length || parts.some((x, i) => x !== joined.parts[i])) {
      const end = e && typeof e === "object" && !Array.isArray(e) ? [e] : [];
      const out = Array.isArray(s) || end.length ? { ...v, scores: [...list(s), ...end] } : { ...v };
      if (mats.some(Array.isArray)) out.players = players.map((p, i) => Array.isArray(mats[i]) ? { ...p, mat: mats[i] } : p);
      if (nLog) out.log = logOf(chunks, Number(v.log_total) || 0, Number(topo().log_tail) || 0);
      joined = { parts, out };
    }
    return joined.out;
  };
  const choices = () => model.get("choices") || {};
  const ctx = {
    model,
    scope,
    root,
    topo,
    view,
    choices,
    send,
    schedule,
    choose,
    askWhy,
    playerOf,
    eraName,
    hasEras,
    status,
    errorBox,
    svgHost,
    chooser,
    whyBox,
    coachBox,
    handBox,
    lastBox,
    rowsBox,
    matsBox,
    marketBox,
    keyBox,
    scoreBox,
    logBox,
    whyCache,
    offers,
    openHands: /* @__PURE__ */ new Set(),
    // the other players' hands a teacher opened (move_panel.js)
    get sel() {
      return sel;
    },
    set sel(x) {
      sel = x;
    },
    get lastPreview() {
      return lastPreview;
    },
    set lastPreview(x) {
      lastPreview = x;
    },
    get why() {
      return why;
    },
    set why(x) {
      why = x;
    },
    get scoringOn() {
      return scoringOn;
    },
    set scoringOn(x) {
      scoringOn = x;
    },
    get refocus() {
      return refocus;
    },
    set refocus(x) {
      refocus = x;
    },
    get hoverTimer() {
      return hoverTimer;
    },
    set hoverTimer(x) {
      hoverTimer = x;
    },
    get hint() {
      return hint;
    },
    set hint(x) {
      hint = x;
    },
    get explained() {
      return explained;
    },
    set explained(x) {
      explained = x;
    },
    get fullLog() {
      return fullLog;
    },
    set fullLog(x) {
      fullLog = x;
    },
    get keyItems() {
      return keyItems;
    },
    set keyItems(x) {
      keyItems = x;
    },
    get keyFor() {
      return keyFor;
    },
    set keyFor(x) {
      keyFor = x;
    },
    get shown() {
      return shown;
    },
    set shown(x) {
      shown = x;
    }
  };
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
    } else if (t === "save") send("save");
    else if (t === "load") loadInput.click();
  }
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
  let editionsShown = null;
  let editionsTopo = null;
  function drawEditions() {
    if (editionsTopo !== topo()) {
      editionsTopo = topo();
      delete editionSel.dataset.picked;
    }
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
  editionSel.addEventListener("change", () => {
    editionSel.dataset.picked = "1";
    drawEditions();
  });
  loadInput.addEventListener("change", async () => {
    const f = loadInput.files && loadInput.files[0];
    if (!f) return;
    send("load", { text: await f.text() });
    loadInput.value = "";
  });
  function choose(field, value) {
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
    const refused = !actionsOf(choices()).length && model.get("error") ? String(model.get("error")) : null;
    why = { key, label, reasons: null, refused };
    drawWhy(ctx);
    send("why", { sel: partial, key });
  }
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      draw();
    });
  }
  function draw() {
    const focusInside = root.contains(document.activeElement);
    const v = view();
    const c = choices();
    if (c.version !== selVersion) {
      sel = {};
      selVersion = c.version;
      lastPreview = null;
    }
    drawSvg(ctx);
    drawStatus(ctx, v);
    const notice = topo().notice;
    noticeBox.textContent = typeof notice === "string" ? `${topo().notice_heading ?? topo().title}: ${notice}` : "";
    noticeBox.hidden = typeof notice !== "string";
    const rules = topo().house_rules;
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
    const res = String(own(own(topo(), "reach"), "resource") || "").replace(/[^a-z_]/g, "");
    reachBtn.hidden = !res;
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
    if (hadFocus) {
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
    const p = Number.isInteger(seat) && Array.isArray(players) ? players[seat] : void 0;
    return p && typeof p === "object" ? p : { seat, name: `Seat ${seat}`, colour: "#888888", shape: "circle" };
  }
  function eraName(era) {
    const names = topo().era_names;
    return names && typeof names === "object" ? String(own(names, era) ?? "") : String(era || "").replace(/^./, (x) => x.toUpperCase());
  }
  function hasEras() {
    const names = topo().era_names;
    return names && typeof names === "object" ? Object.keys(names).length > 0 : topo().rounds !== null && topo().rounds !== void 0;
  }
  const domListeners = [
    [toolbar, "click", onToolbar],
    [rowsBox, "click", onRowsListener],
    [chooser, "click", onChooserListener],
    [chooser, "mouseover", onHoverListener],
    [svgHost, "click", onMapListener],
    [svgHost, "keydown", onMapKeyListener],
    [svgHost, "mouseover", onMapHoverListener],
    [svgHost, "mouseleave", onMapLeaveListener],
    [root, "keydown", review.onKey]
  ];
  for (const [target, type, fn] of domListeners) target.addEventListener(type, fn);
  function onReply() {
    const r = model.get("reply") || {};
    if (r.kind === "why") {
      whyCache.set(r.key, r.reasons);
      if (why.key === r.key) {
        why.reasons = r.reasons;
        drawWhy(ctx);
      }
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
    if (model.get("error")) {
      hint.waiting = false;
      explained.waiting = false;
    }
    if (model.get("error") && why.key && why.reasons === null) {
      why.refused = String(model.get("error"));
      drawWhy(ctx);
    }
    schedule();
  }
  function onCustom(msg) {
    if (!msg || msg.kind !== "save" || typeof msg.json !== "string") return;
    try {
      const url = URL.createObjectURL(new Blob([msg.json], { type: "application/json" }));
      const a = h("a", { href: url, download: `brass-${Number(msg.version) || 0}.json` });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1e3);
    } catch (e) {
    }
  }
  const slotEvents = [];
  const nLogSlots = Number.isInteger(topo().log_slots) ? Math.min(topo().log_slots, 64) : 0;
  for (let i = 0; i < nLogSlots; i++) slotEvents.push(`change:log_${i}`);
  const nSeats = Number.isInteger(topo().seat_slots) ? Math.min(topo().seat_slots, 64) : 0;
  for (let i = 0; i < nSeats; i++) slotEvents.push(`change:mat_${i}`);
  const nSlots = Number.isInteger(topo().svg_slots) ? Math.min(topo().svg_slots, 4096) : 0;
  for (let i = 0; i < nSlots; i++) slotEvents.push(`change:svg_${i}`);
  const events = [
    "change:view",
    "change:scores",
    "change:end_scoring",
    "change:choices",
    "change:highlight",
    "change:ui",
    "change:topology",
    "change:review_rows",
    "change:review_step",
    ...slotEvents
  ];
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
var main_default = {
  render({ model, el }) {
    return mount(model, el);
  }
};
export {
  MARK_SIGNS,
  actionsOf,
  chipInfo,
  main_default as default,
  discardHelp,
  fieldLabel,
  fieldOf,
  keepKeys,
  logOf,
  mapProportions,
  markBadge,
  matching,
  nextStep,
  own,
  plural,
  records,
  reviewOf,
  scopeIds,
  screenHeight,
  sourceFields,
  tileGoods,
  valueLabel
};
