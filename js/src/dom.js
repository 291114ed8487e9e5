// Building the board's HTML and SVG from data: elements whose attributes and text are set as data, never as
// markup (h), lookups that never reach a prototype (own), players' marks, and the small value helpers.

export const SHAPES = {
  circle: ["circle", { cx: 8, cy: 8, r: 6 }],
  square: ["rect", { x: 2.5, y: 2.5, width: 11, height: 11 }],
  triangle: ["path", { d: "M8 1.5L14.5 13.5H1.5z" }],
  diamond: ["path", { d: "M8 1L14 8L8 15L2 8z" }],
};
export const SVG_NS = "http://www.w3.org/2000/svg";

/** obj[key] only when obj has that key itself: a name from a file ("__proto__", "constructor")
 * never reaches the prototype. */
export function own(obj, key) {
  return obj !== null && typeof obj === "object" && Object.prototype.hasOwnProperty.call(obj, String(key)) ? obj[key] : undefined;
}

/** A colour for an inline style: a hex colour, or grey. */
export function safeColour(c) {
  return typeof c === "string" && /^#[0-9a-fA-F]{3,8}$/.test(c) ? c : "#888888";
}

/** Create an element. Attribute values and text children are set as data (setAttribute,
 * text nodes), so any string is safe in them; there is deliberately no way to pass markup. */
export function h(tag, attrs = {}, ...kids) {
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
export function counted(cls, n, word) {
  return [h("span", { class: cls, "aria-hidden": "true" }), String(n), h("span", { class: "brass-sr", text: ` ${word}` })];
}

export function mark(player) {
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

/** An array from the traits, or [] for anything else a file may have put there. */
export function list(x) { return Array.isArray(x) ? x : []; }

/** A list of records Python sends as a table ({fields, values}: viewmodel.table_of, an era scoring's links and tiles),
 * as objects; a plain list of objects as it is. A null value leaves its field out. */
export function records(x) {
  if (Array.isArray(x)) return x;
  if (!x || typeof x !== "object") return [];
  const fields = list(x.fields).map(String);
  return list(x.values).filter(Array.isArray).map((row) => {
    const r = {};
    fields.forEach((f, i) => { if (row[i] !== null && row[i] !== undefined && f !== "__proto__") r[f] = row[i]; });
    return r;
  });
}

/** A number from the traits, or null. */
export function numOr(x) { return typeof x === "number" && Number.isFinite(x) ? x : null; }

/** "1 location", "2 locations". */
export function plural(n, word, many = `${word}s`) { return `${n} ${n === 1 ? word : many}`; }

/** "+3", "0", "−2" (a real minus sign). */
export function signed(n) { return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0"; }
