// The map's SVG as the page holds it: ids unique per view, and the map sized to the screen (board.css).

// Every id in the map is unique per view: several boards (of any edition, or two views of one board) share a
// page, and a <use> must find its own board's symbol. The renderer writes ids brass-...; each view renames them
// brass-<view>-... (render.scoped_ids does the same for the still pictures).
let views = 0;
/** A new view's scope ("v1", "v2", ...): the prefix of its ids. */
export function nextScope() { return `v${++views}`; }

export function scopeIds(markup, scope) {
  return String(markup).replace(/(\sid="|\shref="#|url\(#)brass-/g, `$1brass-${scope}-`);
}

// -- sizing: the map as tall as the screen allows, the move panel beside it (board.css) ----------------------
// The map's smallest text is 18 units (render/layout.py's NAME_SIZE): at 2/3 of a px a unit it is 12 px, the least the
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
export function fitToScreen(el, root) {
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
