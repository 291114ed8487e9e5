// What the board calls things: kinds of decision, fields, values, locations, lines and cards, a mat chip's words.
// Every word is the edition's data sent in the topology (kind_names, value_names, source_names, short...).

import { list, own, plural } from "./dom.js";

// What kinds of decision, a step's values, industries and the map key's items are called is the edition's data,
// sent in the topology (kind_names, value_names, source_names, short, key): this file names no edition's things.
/** What a kind of decision is called (topology.kind_names), else its word. */
export function kindLabel(topo, kind) {
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

export function locName(topo, loc) {
  const l = own(topo.locations, loc);
  return l ? String(l.name) : String(loc);
}

export function refName(topo, ref) {
  const source = own(topo.source_names || {}, ref);  // a source or card word of the grammar ("market")
  if (typeof source === "string") return source;
  const ln = own(topo.lines, ref);
  if (ln) return `${locName(topo, ln.a)} – ${locName(topo, ln.b)}`;
  const [loc, num] = String(ref).split("/");
  if (num && own(topo.spots || {}, ref)) {  // a tile beside a location's spaces: the edition's name for it
    return String(own(topo.tile_place || {}, "words") || "{name} {n}").replace("{name}", locName(topo, loc)).replace("{n}", num);
  }
  if (own(topo.locations, loc)) return num ? `${locName(topo, loc)} space ${num}` : locName(topo, loc);
  const card = own(topo.cards, ref);
  if (card) return String(card);
  return String(ref);
}

/** What a tile beside a location's spaces buys (Birmingham's merchant tiles), from the view (its tile id) and the
 * topology (each tile id's goods), and how many barrels it holds. */
export function tileGoods(topo, view, ref) {
  const [loc, num] = String(ref).split("/");
  const row = list(own(own(view || {}, topo.map_tiles_view) || {}, loc));  // the view's key for them (topology)
  const m = row[Number(num) - 1];
  if (!Array.isArray(m)) return null;
  const goods = list(own(topo.tile_goods || {}, m[0]));
  return { goods: goods.map((g) => String(own(topo.industries, g) || g)), held: Number(m[1]) || 0 };
}

export function valueLabel(topo, field, value, view = null, kind = "") {
  if (value === "") return "none needed";
  const named = own(own(own(topo.value_names || {}, kind) || {}, field) || {}, value);  // the edition's words
  if (typeof named === "string") return named;
  if (field === "to" && view && own(topo.spots || {}, value)) {
    const info = tileGoods(topo, view, value);
    const buys = !info ? "" : info.goods.length ? `: buys ${info.goods.join(", ")}` : ": blank";
    return `${refName(topo, value)}${buys}${info && info.held ? ` · ${own(topo.tile_place || {}, "resource")}` : ""}`;
  }
  if (field === "bonus") return `develop ${String(own(topo.industries, value) || value)} free`;
  // a source field (viewmodel.source_fields: coal, iron, a destination, Birmingham's beer, Duel's boats): a place for each unit
  if (list(topo.source_fields).includes(field)) return String(value).split(" ").map((r) => refName(topo, r)).join(" and ");
  if (field === "kind") return kindLabel(topo, value);
  if (field === "industry") return String(own(topo.industries, value) || value);
  if (field === "amount") return `£${value}`;
  if (field === "card") return String(own(topo.card_words || {}, value) || refName(topo, value));  // "double": the edition's words
  return refName(topo, value);
}

/** The help line of a double build's discards: which of the two cards this one is. */
export function discardHelp(base, left) {
  if (left === 2) return `${base} Choose the first card (1 of 2).`;
  if (left === 1) return `${base} Choose the second card (2 of 2).`;
  return String(base);
}

/** A tile's further costs in words (", 2 boats to build", ", sells with 1 beer"): the edition's
 * (topology.extra_words.tile: its words after the number, or its title with the number in it). */
function extraCosts(topo, spec) {
  return Object.entries(own(topo.extra_words || {}, "tile") || {})
    .filter(([k, x]) => spec[k] && x && typeof x === "object")
    .map(([k, x]) => `, ${typeof x.title === "string" ? x.title.replace("{n}", spec[k]) : `${spec[k]} ${x.words}`}`).join("");
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
  const title = `${name} level ${spec.roman ?? level}` + (spec.cost !== undefined ? `: £${spec.cost}, coal ${spec.coal}, iron ${spec.iron}${extraCosts(topo, spec)}, ${spec.vp} VP, income +${spec.income}` : "")
    + (spec.lightbulb ? "; a lightbulb: Develop cannot remove it" : "")
    + `; ${plural(left, "tile")} left` + (why ? ` (${why})` : "");
  return { name, spec, left, title, state: blocked ? "blocked" : "ok" };
}
