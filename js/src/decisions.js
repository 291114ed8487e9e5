// The legal decisions Python sends, as the chooser reads them: unpacked, matched against a partial selection,
// and the next step to ask about. The board groups and filters what it is given: it decides nothing.

import { list } from "./dom.js";

// steps that also list the sources the rules rule out now (Python sends them in choices.sources)
export const SOURCE_FIELDS = ["coal", "iron", "to", "beer", "boat"];

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
  if (!eff.kind) {  // a card chosen first (a click on it in the hand) leaves only the kinds it allows
    const m = matching(actions, eff);
    const kinds = [...new Set(m.map((a) => a.kind))];
    return { field: "kind", values: kinds, eff, auto, matching: m };
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
/** The legal decisions of a choices trait, as objects {t, kind, industry, target, ...}, in Python's order. Python
 * sends them packed (every word once, each decision as word numbers: its text's words, then its fields' values),
 * a run of decisions that differ in one field only (one build with each card of the hand) as one row whose value
 * in that field is the list of its values, and rows of the same run that differ in one other field as one row whose
 * value there is {each: [...]}, each with the whole run (viewmodel.pack_actions); a plain list is read as it is.
 * The text is its words joined by spaces. */
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
  for (const row of list(p.decisions)) {
    if (!Array.isArray(row)) continue;
    // [text's words, values], or the values alone when the text is the one textOf rebuilds from them
    const [text, values] = Array.isArray(row[0]) ? row : [null, row];
    const vals = list(values);
    const run = text === null ? vals.findIndex(Array.isArray) : -1;  // the field a run of decisions varies
    // and the field that takes each of its values with the whole run ({each: [...]}: network on every line, each card)
    const outer = text === null ? vals.findIndex((x) => x !== null && typeof x === "object" && Array.isArray(x.each)) : -1;
    for (const each of outer >= 0 ? vals[outer].each : [null]) {
      for (const one of run >= 0 ? vals[run] : [null]) {
        const a = { t: "" };
        vals.forEach((i, j) => { const w = word(j === run ? one : j === outer ? each : i); if (w !== undefined && j < fields.length) a[fields[j]] = w; });
        a.t = text === null ? textOf(a) : list(text).map(word).filter((w) => w !== undefined).join(" ");
        out.push(a);
      }
    }
  }
  unpacked.set(p, out);
  return out;
}
