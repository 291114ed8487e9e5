// The key to the map: a small swatch per kind of thing the map draws (topology.key names the items).

import { SVG_NS } from "./dom.js";

/** A key item's swatch; ``placed``: the kind naming the tiles beside a location's spaces (topology.tile_place's
 * stem: Birmingham's merchant tiles), drawn as such a tile with its barrel. */
export function keySwatch(kind, placed = "") {
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
  if (kind === "scored") { add("path", { d: "M2 10H34", stroke: "#0072B2", "stroke-width": 4, "stroke-dasharray": "6 4" }); add("circle", { cx: 18, cy: 10, r: 7.5, fill: "#fff", stroke: "#0072B2", "stroke-width": 2 }); add("path", { d: "M15.5 7h5l-3 6", stroke: "#222", "stroke-width": 1.6, fill: "none" }); }
  if (kind === "trade") add("path", { d: "M6 7h18l-4-4M30 13H12l4 4", stroke: "#7a3b10", "stroke-width": 2.2, fill: "none", "stroke-linecap": "round" });
  if (kind === "cand") add("rect", { x: 9, y: 1, width: 18, height: 18, rx: 3, fill: "#efe6cf", stroke: "#ffb000", "stroke-width": 3 });
  if (kind === "chosen") { add("rect", { x: 9, y: 1, width: 18, height: 18, rx: 3, fill: "#efe6cf", stroke: "#222", "stroke-width": 4 }); add("rect", { x: 11, y: 3, width: 14, height: 14, rx: 2, fill: "none", stroke: "#ffb000", "stroke-width": 2.5 }); }
  if (placed && kind === placed) { add("rect", { x: 9, y: 1, width: 18, height: 18, rx: 3, fill: "#fbf6ea", stroke: "#5b4a3a" }); add("rect", { x: 21, y: 10, width: 6, height: 8, rx: 2, fill: "#8a4b14" }); }
  if (kind === "barrel") add("rect", { x: 13, y: 3, width: 10, height: 14, rx: 3, fill: "#8a4b14", stroke: "#fff" });
  if (kind === "road") { add("path", { d: "M4 10H32", stroke: "#1b1b1b", "stroke-width": 12, "stroke-linecap": "round" }); add("path", { d: "M4 10H32", stroke: "#0072B2", "stroke-width": 7, "stroke-linecap": "round" }); add("path", { d: "M4 10H32", stroke: "#fff", "stroke-width": 1.4, "stroke-dasharray": "5 4" }); }
  if (kind === "farm") add("path", { d: "M2 10H34", stroke: "#5b4a3a", "stroke-width": 2.5, "stroke-dasharray": "6 3" });
  if (kind === "last") add("rect", { x: 8, y: 1, width: 20, height: 18, rx: 4, fill: "none", stroke: "#c51b7d", "stroke-width": 2.5, "stroke-dasharray": "4 2.5" });
  return svg;
}
