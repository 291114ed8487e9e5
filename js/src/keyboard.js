// The keyboard inside the board: its keys stay its own.

import { onMap } from "./map.js";

/** Stop plain key events at the board: inside it a key is the board's (Enter and Space on its buttons, the map's
 * keys), never a notebook command (JupyterLab's `d d` deletes a cell, `b` inserts one, Shift+Enter runs one). A key
 * pressed with Ctrl, Meta (Cmd) or Alt goes on to the page: the host's shortcuts (Ctrl+S saves the notebook) work
 * with the focus on the board. No `data-lm-suppress-shortcuts`: it would keep Lumino from matching those too. */
export function keepKeys(root) {
  const stop = (ev) => { if (!(ev.ctrlKey || ev.metaKey || ev.altKey)) ev.stopPropagation(); };
  const types = ["keydown", "keyup", "keypress"];
  for (const t of types) root.addEventListener(t, stop);
  return () => { for (const t of types) root.removeEventListener(t, stop); };
}

/** Enter or Space on a space or line of the map: as a click. */
export function onMapKey(ctx, ev) {
  if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); onMap(ctx, ev); }
}
