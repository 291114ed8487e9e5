// The map: the renderer's SVG parts put in place (ids scoped per view), the highlights, the candidates of the step
// being chosen, the last move and the era's scoring drawn over it, and clicks on it (a space, a line, a merchant tile).

import { list, own, records, safeColour, SVG_NS } from "./dom.js";
import { actionsOf, nextStep } from "./decisions.js";
import { refName, valueLabel } from "./words.js";
import { mapProportions, scopeIds } from "./svg.js";
import { reviewOf } from "./review.js";

// The map arrives in parts: its opening tag and the parts that never change (the paper, the defs, the
// lines' click targets) in the topology, each changing part (a line, a location) in its own trait
// svg_0, svg_1, ...; only the traits that changed are redrawn. Only the renderer's markup (brass_widget/render
// escapes every value in it) goes through innerHTML.
export function drawSvg(ctx) {
  const t = ctx.topo();
  const open = typeof t.svg_open === "string" ? t.svg_open : "<svg></svg>";
  const n = Number.isInteger(t.svg_slots) && t.svg_slots > 0 ? Math.min(t.svg_slots, 4096) : 0;
  const slot = (i) => { const m = ctx.model.get(`svg_${i}`); return typeof m === "string" ? m : ""; };
  let svg = ctx.svgHost.querySelector("svg");
  if (!ctx.shown || !svg || ctx.shown.open !== open || ctx.shown.layers !== t.svg_layers || ctx.shown.n !== n) {
    ctx.svgHost.innerHTML = scopeIds(open.includes("</svg>") ? open : open + "</svg>", ctx.scope);
    svg = ctx.svgHost.querySelector("svg");
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
          g.innerHTML = scopeIds(marks.get(i), ctx.scope);
          svg.append(g);
          groups.set(i, g);
        }
      } else if (typeof layer[1] === "string") {
        const g = document.createElementNS(SVG_NS, "g");
        g.setAttribute("data-part", String(layer[0]));
        g.innerHTML = scopeIds(layer[1], ctx.scope);  // parsed as SVG: the element is in the SVG namespace
        svg.append(g);
      }
    }
    svg.setAttribute("role", "group");  // its spaces and lines become buttons when choosable
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

export function drawMap(ctx, v, c, step, on) {
  const svg = ctx.svgHost.querySelector("svg");
  if (!svg) return;
  const t = ctx.topo();
  // highlights
  const net = new Set(list(v.network));
  const trade = new Set(v.trade || []);
  const coal = new Set(v.coal || []);
  const reach = own(t, "reach") || {};  // the edition's overlay resource (Birmingham's beer) and its own source
  const res = String(reach.resource || "").replace(/[^a-z_]/g, "");  // a word: it names classes and an attribute
  const reached = new Set(res ? list(own(v, res)) : []);
  for (const g of svg.querySelectorAll("[data-location]")) {
    const loc = g.getAttribute("data-location");
    g.classList.toggle("brass-hl-network", on.has("network") && net.has(loc));
    g.classList.toggle("brass-hl-trade", on.has("trade") && trade.has(loc));
    g.classList.toggle("brass-hl-coal", on.has("coal") && coal.has(loc));
    if (res) g.classList.toggle(`brass-hl-${res}`, on.has(res) && reached.has(loc));
  }
  // the tiles beside a location's spaces: candidates of a sale's "Sell to" step (Birmingham's merchant tiles)
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
  for (const old of svg.querySelectorAll(".brass-last-overlay, .brass-review-overlay")) old.remove();
  const reviewed = reviewOf(ctx.model);
  if (reviewed) drawReviewOverlay(ctx, svg, reviewed.step);
  else if (v.last && typeof v.last === "object") drawLastOverlay(ctx, svg, v.last);
  // the last era's scoring, drawn where it happened (links are removed from the board as they score)
  svg.querySelector(".brass-score-overlay")?.remove();
  const scores = list(v.scores);
  const last = scores[scores.length - 1];
  if (scoringVisible(ctx, v) && last && typeof last === "object") drawScoring(ctx, svg, last);
  // the coal route and iron source of the action about to be confirmed
  svg.querySelector(".brass-overlay")?.remove();
  const r = ctx.model.get("reply") || {};
  if (step && step.action && r.kind === "preview" && r.action === step.action.t && r.preview && r.preview.legal) {
    const p = r.preview;
    const gEl = document.createElementNS(SVG_NS, "g");
    gEl.setAttribute("class", "brass-overlay");
    const routes = [[p.coal_route, "brass-route"], ...(res ? list(own(p, `${res}_route`)) : []).map((r) => [r, `brass-route brass-route-${res}`])];
    for (const [r, cls] of routes) {
      const route = list(r).map((loc) => own(t.locations, loc)).filter(Boolean);
      if (route.length < 2) continue;
      const pl = document.createElementNS(SVG_NS, "polyline");
      pl.setAttribute("points", route.map((l) => `${Number(l.x)},${Number(l.y)}`).join(" "));
      pl.setAttribute("class", cls);
      gEl.append(pl);
    }
    // the overlay resource's sources: each place (a brewery), or its own source at the tile sold to (its barrel)
    for (const src of String((res && own(step.action, res)) || "").split(" ").filter(Boolean)) {
      const pt = src === reach.source ? own(t.spots || {}, step.action.to) : own(t.slots, src);
      if (!Array.isArray(pt)) continue;
      const circ = document.createElementNS(SVG_NS, "circle");
      circ.setAttribute("cx", Number(pt[0])); circ.setAttribute("cy", Number(pt[1])); circ.setAttribute("r", 25);
      circ.setAttribute("class", `brass-src-${res}`);
      circ.setAttribute(`data-${res}-src`, src);
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

export function drawLastOverlay(ctx, svg, last) {
  drawPlaces(ctx, svg, last, ctx.playerOf(last.player).colour, LAST_MARKS);
}

// the classes and attribute of the last move's marks, and of a review's (the better move, the decision played)
const LAST_MARKS = { overlay: "brass-last-overlay", slot: "brass-last-slot", link: "brass-last-link", attr: "data-last" };
export const REVIEW_MARKS = {
  best: { overlay: "brass-review-overlay brass-review-best", slot: "brass-review-slot", link: "brass-review-link", attr: "data-review-best" },
  played: { overlay: "brass-review-overlay brass-review-played", slot: "brass-review-slot", link: "brass-review-link", attr: "data-review-played" },
};

/** Where decisions happen (Python's places: their spaces `slots` and lines `links`) marked on the map in `colour`:
 * a ring round each space, a broad stroke along each line still on the board; `names` the classes and attribute. */
export function drawPlaces(ctx, svg, places, colour, names) {
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
    if (names === LAST_MARKS && !built.has(String(id))) continue;  // a link the era's end took off the board (its scoring shows it)
    const ln = own(t.lines, id);
    const a = ln && own(t.locations, ln.a), b = ln && own(t.locations, ln.b);
    if (!a || !b) continue;
    const path = document.createElementNS(SVG_NS, "path");
    path.setAttribute("d", `M${Number(a.x)} ${Number(a.y)}L${Number(b.x)} ${Number(b.y)}`);
    path.setAttribute("class", names.link);
    path.setAttribute(names.attr, String(id));
    g.append(path);
  }
  // under the locations, so a link's mark stays on top of the boxes it joins
  const first = svg.querySelector("[data-parts]");
  if (first) svg.insertBefore(g, first); else svg.append(g);
  if (list(places.slots).length) {  // a space's ring goes above its location box
    const top = document.createElementNS(SVG_NS, "g");
    top.setAttribute("class", names.overlay);
    top.setAttribute("aria-hidden", "true");
    for (const r of [...g.querySelectorAll(`.${names.slot}`)]) top.append(r);
    top.style.setProperty("--brass-last", safeColour(colour));
    svg.append(top);
  }
}

/** A review's decision on the map (Python's review_step): the better move and the decision played, each where it
 * happens (the last move's marks are left off: the position shown is before the decision). */
export function drawReviewOverlay(ctx, svg, step) {
  const colour = ctx.playerOf(step.seat).colour;
  for (const m of list(step.hints)) {
    if (!m || typeof m !== "object") continue;
    if (m.played === true) drawPlaces(ctx, svg, m, colour, REVIEW_MARKS.played);
    else if (m.best === true) drawPlaces(ctx, svg, m, colour, REVIEW_MARKS.best);
  }
}

export function scoringVisible(ctx, v) {
  if (ctx.scoringOn !== null) return ctx.scoringOn;
  return Boolean(v.over || eraJustScored(v));
}

/** The era just scored (its scoring is the last one, and the new era's first round has no move yet), or null. */
export function eraJustScored(v) {
  const scores = list(v.scores);
  const last = scores[scores.length - 1];
  if (v.over || !last || typeof last !== "object" || !last.era || last.era === v.era || v.round !== 1) return null;
  const moved = list(v.log).some((g) => g && g.era === v.era && g.round === 1
    && list(g.lines).some((l) => Array.isArray(l) && l[1] === "move"));
  return moved ? null : String(last.era);
}

export function drawScoring(ctx, svg, s) {
  const t = ctx.topo();
  const g = document.createElementNS(SVG_NS, "g");
  g.setAttribute("class", "brass-score-overlay");
  g.setAttribute("role", "group");
  g.setAttribute("aria-label", ctx.hasEras() ? `${s.era} era scoring` : "final scoring");
  const badge = (x, y, text, colour, small = false) => {
    const c = document.createElementNS(SVG_NS, "circle");
    c.setAttribute("cx", x); c.setAttribute("cy", y); c.setAttribute("r", small ? 11 : 14);
    c.setAttribute("class", "brass-score-badge"); c.style.stroke = safeColour(colour);
    const tx = document.createElementNS(SVG_NS, "text");
    tx.setAttribute("x", x); tx.setAttribute("y", y + (small ? 5 : 6));
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
    // the badge goes between the two boxes, never over a town's name
    const mid = Array.isArray(ln.mid) ? ln.mid : [(a.x + b.x) / 2, (a.y + b.y) / 2];
    badge(Number(mid[0]), Number(mid[1]), String(l.vp), ctx.playerOf(l.player).colour);
  }
  // a tile's VP on its top right corner (where a flipped tile's badge is), so its owner's colour still shows
  const half = (Number(t.slot) || 36) / 2;
  for (const tl of records(s.tiles)) {
    const pt = own(t.slots, tl && tl.space);
    if (Array.isArray(pt)) badge(Number(pt[0]) + half - 7, Number(pt[1]) - half + 7, String(tl.vp), ctx.playerOf(tl.player).colour, true);
  }
  svg.append(g);
}

/** The attribute the renderer marks a tile beside a location's spaces with ("data-" and the stem of the
 * presentation's map_tiles, sent as topology.tile_place: Birmingham's merchant tiles), or "" where there are none. */
function tileAttr(t) {
  const stem = String(own(t.tile_place || {}, "stem") || "").replace(/[^a-z_-]/g, "");
  return stem ? `data-${stem}` : "";
}

/** The space or line an event is about: a tile beside a location's spaces, a space, a line, or a line's click
 * target above the boxes. */
export function mapTarget(ctx, target) {
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

export function onMap(ctx, ev) {
  const c = ctx.choices();
  const step = nextStep(actionsOf(c), ctx.sel, ctx.topo().fields || {});
  const hit = mapTarget(ctx, ev.target);
  if (!hit || !hit.ref || !actionsOf(c).length) return;
  const ref = hit.ref;
  if (hit.placed) {  // a tile beside the spaces: the destination of a sale (Birmingham's merchant tiles)
    if (step && step.field === "to" && step.values.includes(ref)) { ctx.why.key = null; ctx.choose("to", ref); return; }
    if (step && step.eff.kind === "sell" && step.eff.target) {
      const partial = Object.fromEntries(Object.entries(step.eff).filter(([k, x]) => x !== "" && ["kind", "target", "card"].includes(k)));
      ctx.askWhy({ ...partial, to: ref }, `sell to ${valueLabel(ctx.topo(), "to", ref, ctx.view())}`);
    }
    return;
  }
  const asking = step && step.field === "target";
  const kind = ctx.sel.kind;
  if (asking && step.values.includes(ref)) { ctx.why.key = null; ctx.choose("target", ref); return; }
  // no action chosen yet: a line or space that only one kind of legal decision names chooses that kind and it
  if (!kind && step && step.field === "kind") {
    const kinds = [...new Set(actionsOf(c).filter((a) => a.target === ref).map((a) => a.kind))];
    if (kinds.length === 1 && (kinds[0] === "network") === hit.link) {
      ctx.why.key = null; ctx.sel = { kind: kinds[0] }; ctx.choose("target", ref); return;
    }
  }
  // a step before the target (Brass Duel's kind of link): a line or space some legal decision names picks it
  if (kind && step && step.field && ctx.sel.target === undefined && list((ctx.topo().fields || {})[kind]).includes("target")
      && list(step.matching).some((a) => a.target === ref)) { ctx.why.key = null; ctx.choose("target", ref); return; }
  // not a legal target now: explain, from the rules, why not, about the choices the chooser filled in itself
  // too (the only industry left is the one being built: issue 37, a Stone space answered the cotton mill's price
  // while a coal mine was being built)
  const kindFields = list((ctx.topo().fields || {})[kind || (hit.link ? "network" : "build")]);
  const before = kindFields.slice(0, Math.max(0, kindFields.indexOf("target")));
  const auto = Object.fromEntries(Object.entries(step ? step.auto : {}).filter(([f]) => before.includes(f)));
  const partial = { ...auto, ...ctx.sel, target: ref };
  if (!kind) partial.kind = hit.link ? "network" : "build";
  if ((partial.kind === "network") !== hit.link) return;
  // no industry chosen yet: the engine answers for each industry the space shows (partial.core_values)
  ctx.askWhy(partial, refName(ctx.topo(), ref));
}

// hovering a space or line that cannot be chosen now explains why (after a short pause)
export function onMapHover(ctx, ev) {
  clearTimeout(ctx.hoverTimer);
  const c = ctx.choices();
  const step = nextStep(actionsOf(c), ctx.sel, ctx.topo().fields || {});
  if (!step || step.field !== "target") return;
  const hit = mapTarget(ctx, ev.target);
  if (!hit || hit.placed || hit.el.classList.contains("brass-cand")) return;
  ctx.hoverTimer = setTimeout(() => onMap(ctx, { target: hit.el }), 300);
}

export function onMapLeave(ctx) { clearTimeout(ctx.hoverTimer); }
