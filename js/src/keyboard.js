// The keyboard inside the board: its keys stay its own.

import { onMap } from "./map.js";

/** Stop key events at the board: inside it a key is the board's (Enter and Space on its buttons,
 * the map's keys), never a notebook command (JupyterLab's `d d` deletes a cell, `b` inserts one). */
export function keepKeys(root) {
  const stop = (ev) => ev.stopPropagation();
  const types = ["keydown", "keyup", "keypress"];
  for (const t of types) root.addEventListener(t, stop);
  root.setAttribute("data-lm-suppress-shortcuts", "true");  // Lumino: no shortcut matches from inside here
  return () => { for (const t of types) root.removeEventListener(t, stop); };
}

/** Enter or Space on a space or line of the map: as a click. */
export function onMapKey(ctx, ev) {
  if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); onMap(ctx, ev); }
}
