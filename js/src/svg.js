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
 * Notebook 7 (a board is read scrolled to the top of it); where the page itself is the notebook (Voilà's app,
 * whose body is the notebook) or there is none, the window's, less what the page shows above the board when the
 * board starts on its first screen: an app's board fits the screen as it opens (issue 32, item 6); 0 inside a
 * frame (Colab, VS Code), whose height follows its content. */
export function screenHeight(el) {
  const pane = el && el.closest ? el.closest(".jp-WindowedPanel-outer, .jp-Notebook") : null;
  const page = Boolean(pane) && pane === el.ownerDocument.body;
  if (pane && !page && pane.clientHeight > 0) return pane.clientHeight;
  let height = page ? pane.clientHeight : 0;
  if (!(height > 0)) {
    let framed = true;
    try { framed = window.self !== window.top; } catch (e) { /* a frame of another origin */ }
    if (framed) return 0;
    height = window.innerHeight || 0;
  }
  // the board's top in the page's content, whatever is scrolled (Voilà's body scrolls, elsewhere the window)
  const shown = el.getBoundingClientRect().top;
  const top = page ? shown - pane.getBoundingClientRect().top + pane.scrollTop : shown + (window.scrollY || 0);
  return top > 0 && top < height ? height - top : height;
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
