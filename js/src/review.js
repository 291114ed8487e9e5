// Review mode (issue 35): a game weighed decision by decision, stepped through on the board. Python computes it all
// (review_rows, sent once; review_step, the decision shown; the board's own traits hold the position before it); this
// draws them and sends review_step and review_end. A scrubber (<input type=range>), Prev and Next, and the Left and
// Right keys inside the board step; the mark shows as its words and a badge that is a sign and a shape as well as a
// colour (colour-blind safe, board.css); the hint list is the review's weighing there (no new search).

import { h, list, numOr, own, records } from "./dom.js";

// each mark's sign on its badge, as a chess analysis board marks a move (the words say it in full)
export const MARK_SIGNS = { fine: "✓", inaccuracy: "?!", mistake: "?", blunder: "??", forced: "□" };

/** The review shown ({table, step}: the traits review_rows and review_step), or null on the live board. */
export function reviewOf(model) {
  const rows = model.get("review_rows");
  const step = model.get("review_step");
  const ok = (x) => x && typeof x === "object" && !Array.isArray(x);
  return ok(rows) && ok(step) ? { table: rows, step } : null;
}

/** A mark's badge: its sign in a shape of its own (board.css .brass-mark-*), hidden from screen readers (the words
 * beside it say the mark). A mark Python did not declare gets a plain badge. */
export function markBadge(mark) {
  const known = typeof mark === "string" && own(MARK_SIGNS, mark) !== undefined;
  return h("span", { class: `brass-mark brass-mark-${known ? mark : "other"}`, "aria-hidden": "true",
    text: known ? own(MARK_SIGNS, mark) : "•" });
}

const vp = (x) => (numOr(x) === null ? "?" : numOr(x).toFixed(1));

/** The Review panel: its element (box), draw() from the traits, and the board's key handler (Left, Right). */
export function reviewPanel(ctx) {
  const range = h("input", { type: "range", class: "brass-review-range", min: "0", max: "0", step: "1", value: "0",
    "aria-label": "Decision reviewed" });
  const prev = h("button", { type: "button", class: "brass-btn brass-review-prev", "data-intent": "review-prev" }, "◀ Previous");
  const next = h("button", { type: "button", class: "brass-btn brass-review-next", "data-intent": "review-next" }, "Next ▶");
  const leave = h("button", { type: "button", class: "brass-btn brass-review-end", "data-intent": "review-end" }, "Back to the game");
  const where = h("p", { class: "brass-review-where", "aria-live": "polite" });
  const body = h("div", { class: "brass-review-body" });
  const controls = h("div", { class: "brass-review-controls" }, prev, range, next, leave);
  const keys = h("p", { class: "brass-muted brass-review-keys", text: "Left and Right arrow keys step through the decisions." });
  const box = h("section", { class: "brass-review", "aria-label": "Review", hidden: true },
    h("h3", { text: "Review: the game decision by decision" }), controls, where, body, keys);

  const shown = () => { const r = reviewOf(ctx.model); return r ? numOr(r.step.n) : null; };
  const count = () => { const r = reviewOf(ctx.model); return r ? records(r.table).length : 0; };
  function go(n) {
    if (shown() === null || !Number.isInteger(n) || n < 0 || n >= count() || n === shown()) return;
    ctx.send("review_step", { n });
  }
  range.addEventListener("change", () => go(Number(range.value)));
  prev.addEventListener("click", () => go(shown() - 1));
  next.addEventListener("click", () => go(shown() + 1));
  leave.addEventListener("click", () => ctx.send("review_end"));

  /** Left and Right inside the board step the review (the scrubber and text fields keep their own arrow keys). */
  function onKey(ev) {
    if (shown() === null || (ev.key !== "ArrowLeft" && ev.key !== "ArrowRight")) return;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const t = ev.target;
    if (t && t.closest && t.closest("input, select, textarea")) return;
    ev.preventDefault();
    go(shown() + (ev.key === "ArrowRight" ? 1 : -1));
  }

  function draw() {
    const r = reviewOf(ctx.model);
    const table = ctx.model.get("review_rows");
    // the review being computed (Python's review_mode.weighing): said at once; its progress bar is under the cell
    const weighing = !r && table && typeof table === "object" && Number.isInteger(table.weighing) ? table : null;
    box.hidden = !r && !weighing;
    controls.hidden = !r;
    keys.hidden = !r;
    if (!r) {
      body.replaceChildren();
      where.textContent = weighing ? (Number.isInteger(weighing.seat)
        ? `Weighing ${ctx.playerOf(weighing.seat).name}'s decisions among the game's ${weighing.weighing} with the coach's search…`
        : `Weighing ${weighing.weighing} decisions with the coach's search…`) + " Its progress shows under the cell that asked." : "";
      return;
    }
    const s = r.step, rows = records(r.table), n = numOr(s.n) ?? 0;
    range.max = String(Math.max(0, rows.length - 1));
    range.value = String(n);
    range.setAttribute("aria-valuetext", `decision ${n + 1} of ${rows.length}`);
    prev.disabled = n <= 0;
    next.disabled = n >= rows.length - 1;
    const who = ctx.playerOf(s.seat);
    where.textContent = `Decision ${n + 1} of ${rows.length} reviewed: #${numOr(s.number) ?? "?"} of the game, `
      + `${who.name}, ${String(s.round ?? "")}` + (r.table.seat === null || r.table.seat === undefined ? "" : ` (${who.name}'s decisions only)`);
    const hints = list(s.hints).filter((m) => m && typeof m === "object");
    const played = hints.find((m) => m.played === true);
    const forced = s.mark === "forced";
    const markLine = h("p", { class: "brass-review-mark", "data-mark": String(s.mark ?? "") }, markBadge(s.mark),
      h("span", { class: "brass-review-words", text: String(s.words ?? s.mark ?? "") }),
      forced ? "" : h("span", { class: "brass-review-lost", text: ` · ${vp(s.lost)} VP lost` }),
      s.pattern ? h("span", { class: "brass-review-pattern", text: ` (${String(s.pattern)})` }) : "");
    // the Hint's list (entries with a rank, from 1), the decision played marked where it is among them; a played
    // decision outside the list follows it (Python's review_mode.step); a forced one, or an older review, no ranks
    const ranked = hints.filter((m) => Number.isInteger(m.rank));
    const ol = h("ol", { class: "brass-review-hints", "aria-label": "The hint list here, as the review weighed it" });
    const entry = (m, label) => h("li", { class: `brass-review-hint${m.best ? " brass-review-hint-best" : ""}${m.played ? " brass-review-hint-played" : ""}`,
      "data-action": String(m.action ?? ""), ...(Number.isInteger(m.rank) ? { value: String(m.rank), "data-rank": String(m.rank) } : {}) },
      h("span", { class: "brass-step-label", text: `${label}: ` }), h("span", { text: String(m.text ?? m.action ?? "") }),
      forced ? "" : h("span", { class: "brass-muted", text: ` (rank ${vp(m.value)}, projected ${vp(m.vp)} VP)` }));
    const outside = [];
    if (ranked.length) {
      for (const m of ranked) {
        ol.append(entry(m, `Hint ${m.rank}` + (m.played ? (m.best ? ", played, the best here" : ", played") : m.best ? ", better" : "")));
      }
      for (const m of hints.filter((x) => !Number.isInteger(x.rank) && x.played === true)) {
        outside.push(h("ul", { class: "brass-review-hints brass-review-outside", "aria-label": "The decision played, not in the list" },
          entry(m, m.best ? "Played, not in the list, better than it" : "Played, not in the list")));
      }
    } else {
      for (const m of hints) ol.append(entry(m, m.best && m.played ? "Played, the best here" : m.best ? "Better" : "Played"));
    }
    body.replaceChildren(
      h("p", { class: "brass-review-move" }, h("span", { class: "brass-step-label", text: "Played: " }),
        h("span", { text: String(played ? played.text ?? played.action : "") })),
      markLine,
      h("h4", { text: forced ? "The only legal decision" : "The hint list here" }), ol, ...outside,
      forced ? "" : h("p", { class: "brass-muted brass-review-legend", text: "On the map: the better move ringed in dashes, the decision played in solid lines." }),
      typeof r.table.about === "string" && r.table.about ? h("details", { class: "brass-review-about-box" },
        h("summary", { text: "What the numbers mean" }), h("p", { class: "brass-muted brass-review-about", text: r.table.about })) : "");
  }

  return { box, draw, onKey };
}
