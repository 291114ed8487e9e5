// The legal decisions Python sends, as the chooser reads them: unpacked, matched against a partial selection,
// and the next step to ask about. The board groups and filters what it is given: it decides nothing.

import { list } from "./dom.js";

/** The steps that also list the sources the rules rule out now (Python sends them in choices.sources): the fields
 * the topology names (viewmodel.source_fields: coal, iron, a sale's destination and the edition's own). */
export function sourceFields(topo) {
  return list((topo || {}).source_fields).map(String);
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

const unpacked = new WeakMap();
/** The legal decisions of a choices trait, as objects {t, kind, industry, target, ...}, in Python's order. Python
 * sends them packed (viewmodel.pack_actions): every word once, each decision's text as a template of word numbers
 * (a negative number -1 - j: the value of field j), and each decision as its template's number then its fields'
 * values by word number; a run of decisions that differ in one field only (one build with each card of the hand) is
 * one row whose value in that field is the list of its values, and rows of the same run that differ in one other
 * field one row whose value there is {each: [...]}, each with the whole run. The text is the engine's: its template
 * filled in, never composed here. A plain list is read as it is. */
export function actionsOf(c) {
  if (!c || typeof c !== "object") return [];
  if (Array.isArray(c.actions)) return c.actions;
  const p = c.actions;
  if (!p || typeof p !== "object") return [];
  if (unpacked.has(p)) return unpacked.get(p);
  const words = list(p.words).map(String);
  const fields = list(p.fields).map(String);
  const texts = list(p.texts);
  const word = (i) => (Number.isInteger(i) && i >= 0 && i < words.length ? words[i] : undefined);
  const out = [];
  for (const row of list(p.decisions)) {
    if (!Array.isArray(row) || !Array.isArray(texts[row[0]])) continue;
    // its text's template, then its fields' values
    const template = texts[row[0]];
    const vals = row.slice(1);
    const run = vals.findIndex(Array.isArray);  // the field a run of decisions varies
    // and the field that takes each of its values with the whole run ({each: [...]}: network on every line, each card)
    const outer = vals.findIndex((x) => x !== null && typeof x === "object" && Array.isArray(x.each));
    for (const each of outer >= 0 ? vals[outer].each : [null]) {
      for (const one of run >= 0 ? vals[run] : [null]) {
        const a = { t: "" };
        vals.forEach((i, j) => { const w = word(j === run ? one : j === outer ? each : i); if (w !== undefined && j < fields.length) a[fields[j]] = w; });
        // the template's words, a negative number naming the field whose value stands there
        a.t = template.map((i) => (Number.isInteger(i) && i < 0 ? a[fields[-1 - i]] : word(i))).filter((w) => w !== undefined).join(" ");
        out.push(a);
      }
    }
  }
  unpacked.set(p, out);
  return out;
}
