// What happened: the last move (and why a bot played it), each era's scoring, and the log, newest round first.

import { h, list, mark, own, records } from "./dom.js";
import { refName } from "./words.js";
import { scoringVisible } from "./map.js";

export function drawLast(ctx, v) {
  ctx.lastBox.replaceChildren();
  const last = v.last;
  if (!last || typeof last !== "object" || !list(last.texts).length) { ctx.lastBox.hidden = true; return; }
  ctx.lastBox.hidden = false;
  const p = ctx.playerOf(last.player);
  const bot = last.kind && last.kind !== "human";
  ctx.lastBox.append(h("h3", {}, mark(p), `Last move: ${p.name}${bot ? ` (${last.kind} bot)` : ""}`),
    h("ul", { class: "brass-last-moves" }, ...list(last.texts).map((t) => h("li", { text: String(t) }))));
  if (!bot) return;
  const fresh = ctx.explained.version === v.version && ctx.explained.reply;
  if (!fresh) {
    ctx.lastBox.append(h("button", { type: "button", class: "brass-btn brass-explain-btn", "data-intent": "explain",
      disabled: ctx.explained.waiting && ctx.explained.version === v.version ? true : null,
      onclick: () => { ctx.explained = { version: v.version, reply: null, waiting: true }; ctx.send("explain"); ctx.schedule(); } },
    "Why did the bot do that?"));
    return;
  }
  const ul = h("ul", { class: "brass-explain" });
  for (const m of list(ctx.explained.reply.moves)) {
    if (!m || typeof m !== "object") continue;
    ul.append(h("li", {}, h("span", { text: String(m.text ?? m.action) + " " }), h("span", { class: "brass-hint-reason" }, h("span", { class: "brass-step-label", text: "Why: " }), String(m.reason ?? ""))));
  }
  ctx.lastBox.append(ul);
}

export function drawScores(ctx, v) {
  ctx.scoreBox.replaceChildren();
  const scores = list(v.scores).filter((s) => s && typeof s === "object");
  if (!scores.length) { ctx.scoreBox.hidden = true; return; }
  ctx.scoreBox.hidden = false;
  const shownNow = scoringVisible(ctx, v);
  const noEras = !ctx.hasEras();  // Brass Duel: one scoring, at the end of the game
  ctx.scoreBox.append(h("button", { type: "button", class: "brass-btn brass-toggle", "data-intent": "scoring", "aria-pressed": String(shownNow),
    onclick: () => { ctx.scoringOn = !shownNow; ctx.schedule(); } }, noEras ? "Show the final scoring on the map" : `Show the ${scores[scores.length - 1].era} era scoring on the map`));
  for (const s of scores) {
    const d = h("details", { class: "brass-era-score", open: s === scores[scores.length - 1] ? true : null });
    d.append(h("summary", {}, (noEras ? "End of the game: " : `End of the ${s.era} era: `) + list(s.totals).map((x, i) => `${ctx.playerOf(i).name} +${x}`).join(", ")));
    const ul = h("ul");
    for (const l of records(s.links)) if (l && typeof l === "object") ul.append(h("li", {}, mark(ctx.playerOf(l.player)), `link ${refName(ctx.topo(), l.line)}: ${l.vp} VP`));
    for (const tl of records(s.tiles)) if (tl && typeof tl === "object") ul.append(h("li", {}, mark(ctx.playerOf(tl.player)), `${own(ctx.topo().industries, tl.industry) || tl.industry} ${tl.level} at ${refName(ctx.topo(), tl.space)}: ${tl.vp} VP`));
    if (Array.isArray(s.money)) ul.append(h("li", { text: "Money: " + s.money.map((x, i) => `${ctx.playerOf(i).name} +${x}`).join(", ") }));
    d.append(ul);
    ctx.scoreBox.append(d);
  }
}

// The log: newest round first, each round's lines in the order they happened (as "Last move" tells a turn:
// a double build's discards after the build they paid for); a round's end and an era's scoring stand out.
export function drawLog(ctx, v) {
  const whole = ctx.fullLog.version === v.version && ctx.fullLog.reply;
  const more = !whole && Number(v.log_total) > list(v.log).reduce((n, g) => n + list(g && g.lines).length, 0);
  ctx.logBox.replaceChildren(h("h3", {}, "Log", more ? h("button", { type: "button", class: "brass-btn brass-log-all", "data-intent": "log",
    onclick: () => { ctx.fullLog = { version: v.version, reply: null }; ctx.send("log"); } }, "Show the whole game") : null));
  // it scrolls: focusable, so the keyboard can scroll it too
  const ol = h("ol", { class: "brass-logl", tabindex: "0", "aria-label": "Log: newest round first, each round in the order played" });
  const groups = list(whole ? ctx.fullLog.reply.log : v.log).filter((g) => g && typeof g === "object");
  for (const g of [...groups].reverse()) {
    const round = Number.isInteger(g.round) ? `round ${g.round}` : "";
    const eras = ctx.hasEras();  // Brass Duel has no eras
    const head = [g.era && eras ? `${ctx.eraName(g.era)} Era` : "", round].filter(Boolean).join(" · ") || "Before the game";
    const lines = h("ul", { class: "brass-log-lines" });
    for (const line of list(g.lines)) {
      if (!Array.isArray(line)) continue;
      const [player, kind, text] = line;
      lines.append(h("li", { class: `brass-log-${["move", "event", "round", "era"].includes(kind) ? kind : "event"}` },
        Number.isInteger(player) ? mark(ctx.playerOf(player)) : "", String(text ?? "")));
    }
    ol.append(h("li", { class: "brass-log-group" }, h("h4", { text: head }), lines));
  }
  ctx.logBox.append(ol);
}

/** The log the board shows, joined from its chunks (the log_0, log_1, ... traits: {from, log: groups by round};
 * board.py's log_from_traits is the same rule): the newest `tail` of its `total` entries, grouped by round. */
export function logOf(chunks, total, tail) {
  const start = Math.max(0, total - tail);
  const out = [];
  const ok = chunks.filter((c) => c && typeof c === "object" && Number.isInteger(c.from)).sort((a, b) => a.from - b.from);
  for (const c of ok) {
    let n = c.from;
    for (const g of list(c.log)) {
      for (const line of list(g && g.lines)) {
        if (n >= start && n < total) {
          const last = out[out.length - 1];
          if (last && last.era === g.era && last.round === g.round) last.lines.push(line);
          else out.push({ era: g.era, round: g.round, lines: [line] });
        }
        n += 1;
      }
    }
  }
  return out;
}
