// The move panel: the status line, the chooser (one step of a decision at a time, the options the rules rule out
// struck through and explained by the engine), the preview of a decision, the coach's hints, the hand and the
// answer to "why not".

import { h, list, mark, numOr, own, plural } from "./dom.js";
import { actionsOf, fieldOf, matching, nextStep, sourceFields } from "./decisions.js";
import { discardHelp, fieldLabel, kindLabel, refName, valueLabel } from "./words.js";
import { rowsOf } from "./table.js";
import { eraJustScored } from "./map.js";

export function drawStatus(ctx, v) {
  ctx.status.replaceChildren();
  if (v.over) {
    ctx.status.append(h("strong", { text: "Game over" }));
    return;
  }
  // a table its teacher paused or ended (Python's ui.held): said first, where everyone looks
  const held = (ctx.model.get("ui") || {}).held;
  if (typeof held === "string" && held) ctx.status.append(h("strong", { class: "brass-held", text: held }), " · ");
  const p = ctx.playerOf(v.current);
  const kind = (ctx.model.get("ui") || {}).seats?.[v.current] || "human";
  const rounds = v.rounds ?? ctx.topo().rounds;
  const left = numOr(v.actions_left);
  // an edition without fixed rounds (Brass Duel: the card rows decide the end) shows the round alone
  const when = rounds === null || rounds === undefined ? `Round ${v.round}` : `${ctx.eraName(v.era)} Era · round ${v.round} of ${rounds}`;
  ctx.status.append(
    h("span", { class: "brass-era" }, when),
    " · ", mark(p), h("strong", { text: p.name }), kind === "human" ? "" : ` (${kind} bot)`,
    ` · ${left === null ? "?" : plural(left, "action")} left`);
  // an action under way counts among them: say which, and what it still needs (a Scout's or a double build's
  // discards), so the header never reads as if the discards were new actions
  if (typeof v.pending === "string" && v.pending) {
    const more = numOr(v.pending_left);
    const label = kindLabel(ctx.topo(), v.pending);
    ctx.status.append(h("span", { class: "brass-pending", text: more === null ? ` (${label} under way)`
      : ` (${label} under way: ${plural(more, "more card")} to discard)` }));
  }
  // a new era's first round, before its first move: the last era was scored and its links and level-I tiles
  // left the board (the map shows that scoring until then); said where everyone looks, not only in the log
  const scored = eraJustScored(v);
  if (scored && typeof ctx.topo().era_change === "string") {
    const words = ctx.topo().era_change.replace("{era}", ctx.eraName(scored)).replace("{now}", ctx.eraName(v.era));
    ctx.status.append(h("span", { class: "brass-era-change", role: "status", "data-era": scored, text: words }));
  }
  // a bot is choosing (Python's ui.busy): say so where everyone looks, and to screen readers
  if (kind !== "human" && (ctx.model.get("ui") || {}).busy) {
    ctx.status.append(" · ", h("span", { class: "brass-thinking", role: "status", "aria-live": "polite", text: `${p.name} is thinking…` }));
  }
  // a bot's safety clock cut its search short (Python's ui.clock, the latest last): that move may differ on a
  // replay, since the bot otherwise decides to a work budget (issue 37, item 10)
  const clock = (ctx.model.get("ui") || {}).clock;
  if (Array.isArray(clock) && clock.length) {
    ctx.status.append(" · ", h("span", { class: "brass-clock", role: "note", text: String(clock[clock.length - 1]) }));
  }
}

export function optionButton(ctx, field, value, available, extra = {}) {
  const label = valueLabel(ctx.topo(), field, value, ctx.view(), field === "kind" ? "" : ctx.sel.kind);
  const b = h("button", {
    type: "button", class: `brass-opt${available ? "" : " brass-unavail"}`, "data-field": field, "data-value": value,
    "aria-disabled": available ? null : "true", ...extra,
  }, label);
  return b;
}

export function drawChooser(ctx, v, c) {
  ctx.chooser.replaceChildren();
  const actions = actionsOf(c);
  const t = ctx.topo();
  if (v.over) {
    ctx.chooser.append(h("h3", { text: "Final scores" }));
    const ol = h("ol", { class: "brass-final" });
    for (const r of v.final || []) {
      ol.append(h("li", {}, mark(ctx.playerOf(r.player)), `${ctx.playerOf(r.player).name}: ${r.vp} VP (income ${r.income_level}, £${r.money})`));
    }
    ctx.chooser.append(ol);
    return null;
  }
  if (v.needs_reveal !== null && v.needs_reveal !== undefined) {
    const p = ctx.playerOf(v.needs_reveal);
    ctx.chooser.append(h("p", { class: "brass-pass" }, `Pass the device to ${p.name}.`),
      h("button", { type: "button", class: "brass-btn brass-reveal", "data-intent": "reveal", onclick: () => ctx.send("reveal", { seat: v.needs_reveal }) },
        `I am ${p.name}: show my hand`));
    return null;
  }
  if (!actions.length) {
    const ui = ctx.model.get("ui") || {};
    const p = ctx.playerOf(v.current);
    const held = typeof ui.held === "string" && ui.held ? ui.held : null;  // paused or ended: no move until resumed
    ctx.chooser.append(h("p", { class: held ? "brass-wait brass-held" : "brass-wait" },
      held ? `${held}.` : ui.busy ? `${p.name} (bot) is thinking…` : `Waiting for ${p.name}.`));
    return null;
  }
  const step = nextStep(actions, ctx.sel, t.fields || {});
  let confirm = null;
  const p = ctx.playerOf(c.seat);
  ctx.chooser.append(h("h3", { class: "brass-turn" }, mark(p), `${p.name}, your move`));
  const waiting = v.waiting && typeof v.waiting === "object" ? v.waiting : null;
  // the edition's note to a player whose answer to another's decision is awaited (topology.waiting_note: Brass
  // Duel's Bribery rule, S1: the other player used a Notable Person for an action), its fee from the card rows
  const note = own(t, "waiting_note");
  if (waiting && waiting.person && note && typeof note === "object" && actions.some((a) => list(note.kinds).includes(a.kind))) {
    const fee = numOr(own(rowsOf(v) || {}, String(note.fee)));
    ctx.chooser.append(h("p", { class: `brass-${String(note.id).replace(/[^a-z_-]/g, "")}-note` },
      String(note.words).replace("{person}", refName(t, waiting.person)).replace("{fee}", fee === null ? "" : ` £${fee}`)));
  }
  const crumbs = h("ol", { class: "brass-steps", "aria-label": "Your choices so far" });
  for (const f of ["kind", ...((t.fields || {})[step.eff.kind] || [])]) {
    if (step.eff[f] === undefined || step.eff[f] === "") continue;
    crumbs.append(h("li", { class: step.auto[f] !== undefined ? "brass-auto" : "" },
      h("span", { class: "brass-step-label", text: fieldLabel(t, f, step.eff.kind) + ": " }), valueLabel(t, f, step.eff[f], null, f === "kind" ? "" : step.eff.kind),
      step.auto[f] !== undefined ? h("span", { class: "brass-only", text: " (only choice)" }) : null));
  }
  if (crumbs.children.length) ctx.chooser.append(crumbs);
  // an industry filled in as the only choice: the others stay in sight, struck through, and a click asks why
  // (issue 37: they vanished and could not be asked about)
  const only = step.auto.industry;
  if (only !== undefined && step.field !== "industry" && own(t.industries || {}, only)) {
    const others = Object.keys(t.industries).filter((ind) => ind !== only);
    if (others.length) {
      ctx.chooser.append(h("div", { class: "brass-others", role: "group", "aria-label": `Not possible now: other ${fieldLabel(t, "industry", step.eff.kind).toLowerCase()} choices` },
        h("span", { class: "brass-muted", text: "Not possible now: " }), ...others.map((ind) => optionButton(ctx, "industry", ind, false))));
    }
  }
  const help = t.help && own(t.help, step.eff.kind);
  if (step.eff.kind && help) {
    const words = step.eff.kind === "discard" ? discardHelp(help, v.pending_left) : help;
    // once every choice is made the rule's words fold away (one click brings them back): Confirm and the hand
    // stay in sight beside the map
    ctx.chooser.append(step.field ? h("p", { class: "brass-help", text: words })
      : h("details", { class: "brass-help-fold" }, h("summary", { class: "brass-help", text: `How ${valueLabel(t, "kind", step.eff.kind)} works` }),
        h("p", { class: "brass-help", text: words })));
  }
  if (step.field) {
    const asked = fieldLabel(t, step.field, step.eff.kind);
    // an action under way (a second sale or link) asks to go on or stop, not for a new action (learner walk)
    const goesOn = step.field === "kind" && v.pending && step.values.includes("stop");
    const ask = goesOn ? `${valueLabel(t, "kind", v.pending)} goes on: choose again, or Stop`
      : step.field === "kind" ? "Choose an action" : `Choose: ${asked}`;
    ctx.chooser.append(h("h3", { class: "brass-ask", text: ask }));
    const opts = h("div", { class: "brass-opts", role: "group", "aria-label": asked });
    let all = step.values;
    if (step.field === "kind") {
      const present = new Set(step.values);
      const unavailable = new Set(list(c.unavailable));  // struck through: a click asks Python why (askWhy)
      all = [...(t.kinds || []).filter((k) => present.has(k) || unavailable.has(k)), ...step.values.filter((k) => !(t.kinds || []).includes(k))];
      for (const k of all) opts.append(optionButton(ctx, "kind", k, present.has(k)));
    } else if (step.field === "industry" && step.values.every((x) => own(t.industries || {}, x))) {  // not Duel's kinds of link
      const present = new Set(step.values);
      for (const ind of Object.keys(t.industries || {})) opts.append(optionButton(ctx, "industry", ind, present.has(ind)));
    } else if (step.field === "card") {
      const present = new Set(step.values);
      const hand = [...new Set((v.hands || {})[String(c.seat)] || [])].sort();
      // a double build is offered only where the edition has one (topology.double_build: Lancashire, Duel)
      const cards = step.eff.kind === "build" ? [...hand, ...(t.double_build ? ["double"] : [])]
        : list(t.offered_cards).includes(step.eff.kind) ? [] : hand;  // a card on offer, not in hand (descriptor)
      for (const card of cards) opts.append(optionButton(ctx, "card", card, present.has(card)));
      for (const card of step.values) if (!cards.includes(card)) opts.append(optionButton(ctx, "card", card, true));
    } else if (sourceFields(t).includes(step.field) && (c.sources || {})[step.field]) {
      // coal, iron, sale destination: every source on the board, those the rules rule out struck through
      const present = new Set(step.values);
      const known = c.sources[step.field];
      // whose tile each is ("Stafford space 1 (Orange's)", "(yours)"): who gains when a brewery's last barrel is used
      const owners = c.owners && typeof c.owners === "object" ? c.owners : {};
      const withOwner = (b, val) => {
        const o = owners[val];
        if (Number.isInteger(o)) b.append(h("span", { class: "brass-owner", text: o === c.seat ? " (yours)" : ` (${ctx.playerOf(o).name}'s)` }));
        return b;
      };
      for (const val of known) opts.append(withOwner(optionButton(ctx, step.field, val, present.has(val)), val));
      for (const val of step.values) if (!known.includes(val)) opts.append(withOwner(optionButton(ctx, step.field, val, true), val));
    } else {
      for (const val of all) opts.append(optionButton(ctx, step.field, val, true));
    }
    ctx.chooser.append(opts);
    if (step.field === "target") ctx.chooser.append(h("p", { class: "brass-hint", text: "Or click a highlighted space or line on the map. Click any other to see why not." }));
  } else if (step.action) {
    const a = step.action;
    ctx.chooser.append(h("h3", { class: "brass-ask", text: "Ready" }),  // the choices above, by name; the text for w.play
      h("p", { class: "brass-actiontext brass-muted" }, "As text: ", h("code", { text: a.t })));
    ctx.chooser.append(drawPreview(ctx, a.t));
    confirm = h("button", { type: "button", class: "brass-btn brass-confirm", "data-action": a.t }, "Confirm");
    if (!ctx.lastPreview || ctx.lastPreview.action !== a.t) {
      ctx.lastPreview = { action: a.t, data: null };
      ctx.send("preview", { action: a.t, version: v.version });
    }
  }
  const undoChoices = Object.keys(ctx.sel).length ? [h("button", { type: "button", class: "brass-btn brass-back", "data-intent": "back" }, "Back"),
    h("button", { type: "button", class: "brass-btn brass-cancel", "data-intent": "cancel" }, "Cancel")] : [];
  if (confirm || undoChoices.length) ctx.chooser.append(h("div", { class: "brass-row" }, confirm, ...undoChoices));  // one row
  return step;
}

// One player's change as words; a number that is None (it depends on a face-down tile) is left out
// here and shown per outcome in the odds list.
export function effectBits(ctx, pl) {
  const n = (x) => typeof x === "number" && Number.isFinite(x) ? x : 0;
  const bits = [];
  const spent = n(pl.spent), money = n(pl.money), lv = n(pl.income_level), sp = n(pl.income_spaces), vp = n(pl.vp);
  // a build's spend split as the hint splits it ("the tile £7, iron £6"), and what coal or iron sold to the market
  // brought, so the spend and the change in money agree (Python's words)
  if (spent > 0) bits.push(`spends £${spent}` + (typeof pl.cost === "string" && pl.cost ? ` (${pl.cost})` : ""));
  if (typeof pl.market === "string" && pl.market) bits.push(pl.market);
  if (money && money !== -spent) bits.push(`money ${money < 0 ? "−" : "+"}£${Math.abs(money)}`);
  // levels, and the spaces they come from: a bonus or a tile's income is said in spaces ("+2 income spaces")
  if (lv) bits.push(`income ${lv > 0 ? "+" : ""}${lv} level${Math.abs(lv) === 1 ? "" : "s"}` + (sp ? ` (${sp > 0 ? "+" : ""}${sp} space${Math.abs(sp) === 1 ? "" : "s"})` : ""));
  else if (sp) bits.push(`income track ${sp > 0 ? "+" : ""}${sp} spaces`);
  if (vp) bits.push(`${vp > 0 ? "+" : ""}${vp} VP`);
  // the edition's further changes (Brass Duel: the player board's boats, VP income), in its words
  for (const [k, x] of Object.entries(own(ctx.topo().extra_words || {}, "preview") || {})) {
    const m = n(pl[k]);
    if (m && x && typeof x === "object") bits.push(String(Math.abs(m) === 1 ? x.one : x.many).replace("{n}", `${m > 0 ? "+" : "−"}${Math.abs(m)}`));
  }
  return bits;
}

/** What a preview says, as list items (money, income, VP per player, the sources, the flips, a merchant's bonus). */
export function previewItems(ctx, p) {
  const items = [];
  for (const pl of list(p.players)) {
    if (!pl || typeof pl !== "object") continue;
    const bits = effectBits(ctx, pl);
    if (bits.length) items.push(h("li", {}, mark(ctx.playerOf(pl.player)), `${ctx.playerOf(pl.player).name}: ${bits.join(", ")}`));
  }
  if (p.coal) items.push(h("li", { class: "brass-coal-src" }, `Coal from ${refName(ctx.topo(), p.coal)}` + (list(p.coal_route).length > 1 ? ` via ${p.coal_route.map((l) => refName(ctx.topo(), l)).join(" → ")}` : "")));
  if (p.iron) items.push(h("li", { class: "brass-iron-src" }, `Iron from ${refName(ctx.topo(), p.iron)}`));
  // the further fields the edition's preview repeats (topology.preview_fields: Duel's boats), each in its words
  for (const f of list(ctx.topo().preview_fields).map((x) => String(x).replace(/[^a-z_]/g, ""))) {
    if (p[f]) items.push(h("li", { class: `brass-${f}-src` }, `${fieldLabel(ctx.topo(), f)} ${valueLabel(ctx.topo(), f, p[f])}`));
  }
  // whose tile each flip is and what it gives them, in Python's words ("Flips Orange's Brewery in Walsall (Orange:
  // income +4 spaces)"); a preview without them names the spaces
  const flips = list(p.flips).filter((x) => typeof x === "string" && x);
  if (flips.length) for (const f of flips) items.push(h("li", { class: "brass-flip", text: f }));
  else if (list(p.flipped).length) items.push(h("li", {}, `Flips ${p.flipped.map((r2) => refName(ctx.topo(), r2)).join(", ")}`));
  // a merchant's bonus, in the log's words (Python's: "Oxford's merchant bonus: +2 income spaces")
  for (const b of list(p.bonuses)) if (typeof b === "string" && b) items.push(h("li", { class: "brass-bonus-gain", text: b }));
  return items;
}

export function chanceList(ctx, p) {
  const chance = list(p.chance).filter((o) => o && typeof o === "object");
  if (!chance.length) return [];
  // a sale to the Distant Cotton Market: one line per face-down tile value still unseen, with its odds
  const odds = h("ul", { class: "brass-chance", "aria-label": "Possible outcomes" });
  for (const o of chance) {
    const pct = typeof o.probability === "number" ? `${Math.round(o.probability * 100)}%` : "?";
    const tile = typeof o.tile === "number" ? `tile ${o.tile > 0 ? "+" : ""}${o.tile}` : "a tile";
    const who = list(o.players).filter((pl) => pl && typeof pl === "object")
      .map((pl) => [pl, effectBits(ctx, pl)]).filter(([, b]) => b.length)
      .map(([pl, b]) => `${ctx.playerOf(pl.player).name}: ${b.join(", ")}`);
    const said = list(o.flips).filter((x) => typeof x === "string" && x);  // Python's words: whose tile, what it gives
    const flips = said.length ? `; ${said.join("; ")}` : list(o.flipped).length ? `; flips ${o.flipped.map((r2) => refName(ctx.topo(), r2)).join(", ")}` : "";
    odds.append(h("li", { "data-tile": typeof o.tile === "number" ? o.tile : null }, `${pct}, ${tile}: ${who.join("; ") || "no change"}${flips}`));
  }
  return [h("p", { class: "brass-chance-head", text: "Depends on the Distant Cotton Market tile turned over:" }), odds];
}

export function drawPreview(ctx, text) {
  const box = h("div", { class: "brass-preview", role: "group", "aria-label": "What this will do" });
  const r = ctx.model.get("reply") || {};
  const p = r.kind === "preview" && r.action === text ? r.preview : null;
  if (!p) { box.append(h("p", { class: "brass-muted", text: "Working out what this does…" })); return box; }
  if (!p.legal) { box.append(h("p", { text: list(p.reasons).map((x) => String(x && x.message)).join("; ") })); return box; }
  const ul = h("ul", {}, ...previewItems(ctx, p));
  const chance = chanceList(ctx, p);
  if (!ul.children.length && !chance.length) ul.append(h("li", { text: "No change in money, income or VP." }));
  box.append(ul, ...chance);
  if (p.ends_turn === true) {  // Python's sentence (the draw deck may be empty), else the edition's words
    const said = ctx.topo().words || {};
    const text = typeof p.then === "string" ? p.then : own(said, p.ends_round === true ? "round_end" : "turn_end");
    if (typeof text === "string") box.append(h("p", { class: "brass-muted brass-ends-turn", text }));
  }
  return box;
}

// -- the coach: the bot's best moves for you, and why a bot did what it did ------------------------
/** The hint button: a first Hint; on the same position "More hints" (the next ranks of the same search, Python's
 * `more`), and once there are no more, the first hints again. `start`: the first rank asked for (0-based). */
function hintButton(ctx, v, r) {
  const ask = (start) => () => { ctx.hint = { version: v.version, reply: null, waiting: true }; ctx.send("hint", start ? { version: v.version, start } : { version: v.version }); ctx.schedule(); };
  const waiting = ctx.hint.waiting && ctx.hint.version === v.version;
  const button = (label, start, intent) => h("button", { type: "button", class: "brass-btn brass-hint-btn", "data-intent": intent, "data-start": start, disabled: waiting ? true : null, onclick: ask(start) }, label);
  if (!r) return button("Hint: the strong bot's best moves for you", 0, "hint");
  const shown = list(r.moves).length, first = numOr(r.start) ?? 0;
  if (r.more === true) return button("More hints", first + shown, "more-hints");
  if (r.more !== false) return button("Hint again", 0, "hint");  // a reply that does not say (an older kernel)
  return first > 0 ? button("The first hints again", 0, "hint") : null;
}

export function drawCoach(ctx, v, c) {
  ctx.coachBox.replaceChildren();
  const mine = actionsOf(c).length > 0 && !v.over;
  if (!mine) { ctx.coachBox.hidden = true; return; }
  ctx.coachBox.hidden = false;
  const fresh = ctx.hint.version === v.version && ctx.hint.reply;
  const r = fresh ? ctx.hint.reply : null;
  const head = h("div", { class: "brass-coach-head" }, hintButton(ctx, v, r),
    h("span", { class: "brass-muted", text: ctx.hint.waiting && ctx.hint.version === v.version ? " thinking…" : "" }));
  ctx.coachBox.append(head);
  if (!fresh) return;
  const who = `the ${typeof r.bot === "string" && r.bot ? r.bot : "strong"} bot`;  // the coach says which bot answered
  const first = (numOr(r.start) ?? 0) + 1, moves = list(r.moves).filter((m) => m && typeof m === "object");
  const ranks = moves.length > 1 ? `${first} to ${first + moves.length - 1}` : `${first}`;
  const ol = h("ol", { class: "brass-hints", start: first > 1 ? first : null, "aria-label": `${who}'s best moves, ${ranks}` });
  for (const m of moves) {
    const action = actionsOf(c).find((a) => a && a.t === m.action);
    const p = m.preview && typeof m.preview === "object" && m.preview.legal ? m.preview : null;
    const li = h("li", { class: "brass-hint-move", "data-action": m.action },
      h("p", { class: "brass-hint-text", text: String(m.text ?? m.action) }),
      h("p", { class: "brass-hint-reason" }, h("span", { class: "brass-step-label", text: "Why: " }), String(m.reason ?? "")));
    if (p) {
      li.append(h("ul", { class: "brass-hint-preview" }, ...previewItems(ctx, p)));
      const chance = chanceList(ctx, p);  // a Distant Cotton Market sale: its odds folded away
      if (chance.length) li.append(h("details", { class: "brass-hint-chance" }, h("summary", { text: `Depends on the tile turned over (${plural(list(p.chance).length, "outcome")})` }), ...chance));
    }
    if (action) {
      li.append(h("button", { type: "button", class: "brass-btn brass-hint-choose", "data-action": m.action,
        onclick: () => { ctx.sel = fieldsOf(ctx, action); ctx.why.key = null; ctx.refocus = true; ctx.schedule(); } }, "Choose this"));
    }
    ol.append(li);
  }
  ctx.coachBox.append(h("h3", { text: first > 1 ? `More hints: ${who}'s next best moves (${ranks})` : `Hint: ${who} would play` }));
  if (moves.length) ctx.coachBox.append(ol);
  // what a hint's numbers are, said once, folded under the list (Python's words: bots/coach.py ABOUT): ten lines of
  // it above the hints pushed them below the fold at 1280x800 (the newcomer walk, 2026-11-29)
  if (typeof r.about === "string" && r.about) {
    ctx.coachBox.append(h("details", { class: "brass-hint-about-box" }, h("summary", { text: "What the hints' numbers mean" }),
      h("p", { class: "brass-muted brass-hint-about", text: r.about })));
  }
  if (r.more === false) {
    const none = first > 1 ? `No more hints: these and the first ${first - 1} are the ${first + moves.length - 1} best different moves the bot sees here.`
      : "No more hints: the bot sees no other different move here.";
    ctx.coachBox.append(h("p", { class: "brass-muted brass-hint-none", text: none }));
  }
}

/** The choices that make up an action, as the chooser's selection. */
export function fieldsOf(ctx, action) {
  const out = { kind: action.kind };
  for (const f of (ctx.topo().fields || {})[action.kind] || []) out[f] = fieldOf(action, f);
  return out;
}

export function drawHand(ctx, v, c, step) {
  ctx.handBox.replaceChildren();
  const hands = v.hands || {};
  const seats = Object.keys(hands);
  if (!seats.length) {
    ctx.handBox.append(h("h3", { text: "Hand" }), h("p", { class: "brass-muted", text: "Hidden." }));
    return;
  }
  // the hand of the player to act: a card is a button that chooses it, and the chooser then offers only the moves
  // that card allows (Python's decisions, filtered); a card no decision can use now is shown, not offered
  const actions = c && !v.over ? actionsOf(c) : [];
  const sel = ctx.sel || {};
  const rest = Object.fromEntries(Object.entries(sel).filter(([k]) => k !== "card"));
  for (const s of seats) {
    const p = ctx.playerOf(Number(s));
    const ul = h("ul", { class: "brass-cards", "aria-label": `${p.name}'s hand` });
    const acting = actions.length && Number(s) === c.seat;
    for (const card of list(hands[s])) {
      const cls = `brass-card${own(ctx.topo().industries, card) ? " brass-card-industry" : ""}`;
      const label = valueLabel(ctx.topo(), "card", card);
      const usable = acting && actions.some((a) => fieldOf(a, "card") === card);
      if (!usable) { ul.append(h("li", { class: cls, "data-card": card }, label)); continue; }
      const chosen = sel.card === card;
      const pick = () => {  // again on the chosen card: unchoose it; a card the current choice cannot use starts over
        if (chosen) ctx.sel = rest;
        else ctx.sel = matching(actions, { ...rest, card }).length ? { ...rest, card } : { card };
        ctx.why.key = null;
        ctx.schedule();
      };
      ul.append(h("li", { class: `${cls} brass-card-pick`, "data-card": card },
        h("button", { type: "button", class: "brass-card-btn", "aria-pressed": chosen ? "true" : "false", "data-card": card,
          title: chosen ? "Chosen: click again to choose any card" : "Choose this card: the moves it allows", onclick: pick }, label)));
    }
    const head = [mark(p), `${p.name}'s hand (${plural(list(hands[s]).length, "card")})`];
    // a teacher sees every hand: the hand of the player to act in full, the others folded to one line each, so four
    // hands do not make the column twice the map's height (issue 37); one opened stays open across moves
    if (seats.length > 1 && Number(s) !== v.current) {
      const open = ctx.openHands && ctx.openHands.has(s);
      const fold = h("details", { class: "brass-hand-other", "data-seat": s, open: open ? true : null },
        h("summary", { class: "brass-hand-summary" }, ...head), ul);
      fold.addEventListener("toggle", () => { if (!ctx.openHands) return; if (fold.open) ctx.openHands.add(s); else ctx.openHands.delete(s); });
      ctx.handBox.append(fold);
      continue;
    }
    ctx.handBox.append(h("h3", {}, ...head), ul);
  }
}

export function drawWhy(ctx) {
  ctx.whyBox.replaceChildren();
  if (!ctx.why.key) { ctx.whyBox.hidden = true; return; }
  ctx.whyBox.hidden = false;
  if (ctx.why.reasons === null && ctx.why.refused) {  // Python refused the question: say so, with its words
    const words = ctx.why.refused.replace(/^refused:\s*/, "");
    ctx.whyBox.append(h("p", { class: "brass-why-refused", text: `Why not ${ctx.why.label}? ${words.charAt(0).toUpperCase()}${words.slice(1)}` }));
    return;
  }
  if (ctx.why.reasons === null) { ctx.whyBox.append(h("p", { class: "brass-muted", text: `Why not ${ctx.why.label}? …` })); return; }
  if (!ctx.why.reasons.length) { ctx.whyBox.append(h("p", { text: `${ctx.why.label} is available.` })); return; }
  ctx.whyBox.append(h("p", { class: "brass-why-head", text: `Why not ${ctx.why.label}:` }));
  const ul = h("ul");
  for (const r of list(ctx.why.reasons)) ul.append(h("li", {}, String(r.message), r.rule ? h("cite", { text: ` — ${r.rule}` }) : null));
  ctx.whyBox.append(ul);
}

// -- clicks on the chooser and the map --------------------------------------------------------
export function onChooser(ctx, ev) {
  const b = ev.target.closest("button");
  if (!b) return;
  const c = ctx.choices();
  const step = nextStep(actionsOf(c), ctx.sel, ctx.topo().fields || {});
  if (b.classList.contains("brass-confirm")) {
    ctx.send("act", { action: b.getAttribute("data-action"), version: ctx.view().version, seat: c.seat });
    return;
  }
  const intent = b.getAttribute("data-intent");
  if (intent === "cancel") { ctx.sel = {}; ctx.why.key = null; ctx.schedule(); return; }
  if (intent === "back") {
    const order = ["kind", ...((ctx.topo().fields || {})[ctx.sel.kind] || [])].filter((f) => ctx.sel[f] !== undefined);
    const last = order.pop();
    if (last) delete ctx.sel[last];
    ctx.sel = { ...ctx.sel };
    ctx.schedule();
    return;
  }
  const field = b.getAttribute("data-field");
  if (!field) return;
  const value = b.getAttribute("data-value");
  if (b.getAttribute("aria-disabled") === "true") {
    let label = valueLabel(ctx.topo(), field, value, null, field === "kind" ? "" : ctx.sel.kind);
    if (sourceFields(ctx.topo()).includes(field)) label = `${fieldLabel(ctx.topo(), field).toLowerCase()} ${label}`;  // "coal from the market"
    if (field === "kind") {
      ctx.askWhy({ kind: value }, label);  // the engine's reasons for every way to do it (viewmodel.explain)
    } else {
      // a struck choice of an earlier step (an industry the chooser filled in): only what comes before it counts
      const order = (ctx.topo().fields || {})[step.eff.kind] || [];
      const earlier = field === step.field || !order.includes(field) ? null : order.slice(0, order.indexOf(field));
      const partial = Object.fromEntries(Object.entries(step.eff).filter(([k, x]) => x !== ""
        && (earlier === null || k === "kind" || earlier.includes(k) || ctx.sel[k] !== undefined)));
      ctx.askWhy({ ...partial, [field]: value }, label);
    }
    return;
  }
  ctx.why.key = null;
  ctx.refocus = true;
  ctx.choose(field, value);
}

export function onHover(ctx, ev) {
  const b = ev.target.closest && ev.target.closest(".brass-unavail");
  if (b && !b.title) b.click();
}
