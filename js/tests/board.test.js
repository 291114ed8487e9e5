// @vitest-environment happy-dom
// The shipped view (brass_widget/widget/static/board.js) against a small fake model.
import { describe, it, expect, beforeEach } from "vitest";
import widget, { nextStep, matching, valueLabel, own } from "../../brass_widget/widget/static/board.js";
import { readFileSync } from "node:fs";
import { URL as NodeURL, fileURLToPath } from "node:url";

// the payload corpus shared with the Python and browser tests (read with JSON.parse: Vite's JSON import
// refuses the lone surrogate one payload carries)
const corpus = JSON.parse(readFileSync(fileURLToPath(new NodeURL("../../tests/widget/payloads.json", import.meta.url)), "utf8"));

const FIELDS = {
  build: ["industry", "target", "card", "coal", "iron"], network: ["target", "card", "coal"],
  develop: ["industry", "card", "iron"], sell: ["target", "to", "card"], loan: ["amount", "card"],
  pass: ["card"], discard: ["card"], remove: ["target"], stop: [],
};

const topology = {
  title: "Brass: Lancashire",
  locations: {
    bolton: { name: "Bolton", x: 100, y: 100, w: 80, h: 50, spaces: [["cotton_mill", "coal_mine"], ["iron_works"]], trade: false, link_vp: 0 },
    wigan: { name: "Wigan", x: 40, y: 100, w: 80, h: 50, spaces: [["coal_mine"]], trade: false, link_vp: 0 },
    bury: { name: "Bury", x: 150, y: 140, w: 80, h: 50, spaces: [["cotton_mill", "coal_mine"]], trade: false, link_vp: 0 },
    yorkshire: { name: "Yorkshire", x: 200, y: 60, w: 80, h: 30, spaces: [], trade: true, link_vp: 2 },
  },
  slots: { "bolton/1": [90, 110], "bolton/2": [124, 110], "wigan/1": [40, 110], "bury/1": [150, 150] },
  lines: { "bolton--wigan": { a: "bolton", b: "wigan", canal: true, rail: true } },
  players: [
    { seat: 0, name: "Blue", colour: "#0072B2", shape: "circle" },
    { seat: 1, name: "Orange", colour: "#E69F00", shape: "square" },
  ],
  industries: { cotton_mill: "Cotton Mill", port: "Port", shipyard: "Shipyard", iron_works: "Iron Works", coal_mine: "Coal Mine" },
  cards: { bolton: "Bolton", wigan: "Wigan", cotton_mill: "Cotton Mill" },
  help: { build: "Build: place a tile.", loan: "Loan: take money." },
  fields: FIELDS,
  kinds: ["build", "network", "develop", "sell", "loan", "pass"],
};

const SVG = `<svg class="brass-svg" viewBox="0 0 300 200">
  <g data-link="bolton--wigan"><path class="brass-hit" d="M40 100L100 100"/></g>
  <g data-location="bolton"><rect class="brass-loc-bg"/><g class="brass-slot" data-slot="bolton/1"><rect/></g><g class="brass-slot" data-slot="bolton/2"><rect/></g></g>
  <g data-location="wigan"><rect class="brass-loc-bg"/><g class="brass-slot" data-slot="wigan/1"><rect/></g></g>
  <g data-location="bury"><rect class="brass-loc-bg"/><g class="brass-slot" data-slot="bury/1"><rect/></g></g>
  <g data-location="yorkshire"><rect class="brass-loc-bg"/></g></svg>`;

const ACTIONS = [
  { t: "build cotton_mill bolton/1 card bolton", kind: "build", industry: "cotton_mill", target: "bolton/1", card: "bolton" },
  { t: "build cotton_mill bolton/1 card cotton_mill", kind: "build", industry: "cotton_mill", target: "bolton/1", card: "cotton_mill" },
  { t: "build cotton_mill bury/1 card cotton_mill", kind: "build", industry: "cotton_mill", target: "bury/1", card: "cotton_mill" },
  { t: "build coal_mine wigan/1 card wigan", kind: "build", industry: "coal_mine", target: "wigan/1", card: "wigan" },
  { t: "loan 30 card bolton", kind: "loan", amount: "30", card: "bolton" },
  { t: "loan 30 card wigan", kind: "loan", amount: "30", card: "wigan" },
  { t: "loan 10 card bolton", kind: "loan", amount: "10", card: "bolton" },
];

function makeView(version, extra = {}) {
  return {
    version, svg: SVG, over: false, era: "canal", round: 1, rounds: 8, actions_left: 1, current: 0,
    players: [
      { seat: 0, kind: "human", money: 30, income_level: 0, vp: 0, network: ["bolton"], mat: [{ industry: "cotton_mill", name: "Cotton Mill", level: 1, roman: "I", cost: 12, coal: 0, iron: 0, vp: 5, income: 5, era: "canal", left: 12 }] },
      { seat: 1, kind: "random", money: 30, income_level: 0, vp: 0, network: [], mat: [] },
    ],
    hands: { 0: ["bolton", "cotton_mill", "wigan"] }, needs_reveal: null, log: [{ player: 1, text: "pass card port" }],
    scores: [], trade: ["yorkshire"], coal: ["wigan", "bolton"], can_undo: false, can_redo: false, ...extra,
  };
}

function fakeModel(state) {
  const listeners = {};
  const sent = [];
  return {
    sent,
    get: (k) => state[k],
    set: (k, v) => { state[k] = v; },
    save_changes() {},
    on(ev, cb) { (listeners[ev] ||= []).push(cb); },
    off(ev, cb) { listeners[ev] = (listeners[ev] || []).filter((x) => x !== cb); },
    send(msg) { sent.push(msg); },
    /** Python reassigns a trait: update it and fire change:<name>. */
    push(k, v) { state[k] = v; for (const cb of listeners["change:" + k] || []) cb(); },
    /** Python sends a custom message (model.send on its side). */
    custom(msg) { for (const cb of listeners["msg:custom"] || []) cb(msg, []); },
    count: () => Object.values(listeners).reduce((n, l) => n + l.length, 0),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

let model, el, cleanup;
beforeEach(async () => {
  document.body.innerHTML = "";
  model = fakeModel({
    topology, view: makeView(5), highlight: [], error: "", reply: {}, ui: { seats: ["human", "random"], busy: false },
    choices: { version: 5, seat: 0, actions: ACTIONS, unavailable: { sell: [{ rule: "rulebook, Sell Action", message: "you have no cotton mill to sell" }] } },
  });
  el = document.createElement("div");
  document.body.append(el);
  cleanup = widget.render({ model, el });
  await tick();
});

const q = (sel) => el.querySelector(sel);
const click = async (sel) => { const e = q(sel); expect(e, sel).toBeTruthy(); e.dispatchEvent(new MouseEvent("click", { bubbles: true })); await tick(); };

describe("chooser logic (pure)", () => {
  it("groups by kind, then fills single choices", () => {
    const s0 = nextStep(ACTIONS, {}, FIELDS);
    expect(s0.field).toBe("kind");
    expect(s0.values).toEqual(["build", "loan"]);
    const s1 = nextStep(ACTIONS, { kind: "build", industry: "coal_mine" }, FIELDS);
    expect(s1.field).toBe(null);
    expect(s1.action.t).toBe("build coal_mine wigan/1 card wigan");
    expect(s1.auto).toEqual({ target: "wigan/1", card: "wigan" });
    expect(matching(ACTIONS, { kind: "loan", amount: "30" })).toHaveLength(2);
    expect(valueLabel(topology, "target", "bolton/1")).toBe("Bolton space 1");
    expect(valueLabel(topology, "target", "bolton--wigan")).toBe("Bolton – Wigan");
  });
});

describe("render", () => {
  it("draws the board SVG, the status, the hand, the mats and the log from the traits", () => {
    expect(q(".brass-map svg [data-slot='bolton/1']")).toBeTruthy();
    expect(q(".brass-status").textContent).toContain("Canal Era");
    expect(q(".brass-status").textContent).toContain("Blue");
    expect(q(".brass-hand").textContent).toContain("Bolton");
    expect(q(".brass-mats").textContent).toContain("£30");
    expect(q(".brass-mats .brass-chip[data-industry='cotton_mill']").textContent).toContain("£12");
    expect(q(".brass-logl").textContent).toContain("pass card port");
    expect(q(".brass-root").getAttribute("data-version")).toBe("5");
  });

  it("offers only legal kinds, and shows the reason of an unavailable one on click", async () => {
    const kinds = [...el.querySelectorAll(".brass-opts button[data-field='kind']")].map((b) => [b.dataset.value, b.getAttribute("aria-disabled")]);
    expect(kinds).toEqual([["build", null], ["sell", "true"], ["loan", null]]);
    await click(".brass-opts button[data-value='sell']");
    expect(q(".brass-why").textContent).toContain("you have no cotton mill to sell");
    expect(q(".brass-why cite").textContent).toContain("Sell Action");
    expect(model.sent).toEqual([]);
  });

  it("steps through a build: industry, map click on a space, then confirm sends the action text", async () => {
    await click(".brass-opts button[data-value='build']");
    const inds = [...el.querySelectorAll(".brass-opts button[data-field='industry']")];
    expect(inds.map((b) => b.dataset.value)).toEqual(["cotton_mill", "port", "shipyard", "iron_works", "coal_mine"]);
    expect(q(".brass-opts button[data-value='port']").getAttribute("aria-disabled")).toBe("true");
    await click(".brass-opts button[data-value='cotton_mill']");
    expect(q("[data-slot='bolton/1']").classList.contains("brass-cand")).toBe(true);
    expect(q("[data-slot='wigan/1']").classList.contains("brass-cand")).toBe(false);
    await click("[data-slot='bolton/1'] rect");
    expect(q(".brass-opts").getAttribute("aria-label")).toBe("Card to discard");
    await click(".brass-opts button[data-value='cotton_mill']");
    expect(q(".brass-confirm").getAttribute("data-action")).toBe("build cotton_mill bolton/1 card cotton_mill");
    expect(model.sent.at(-1)).toEqual({ type: "preview", action: "build cotton_mill bolton/1 card cotton_mill", version: 5 });
    await click(".brass-confirm");
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "build cotton_mill bolton/1 card cotton_mill", version: 5, seat: 0 });
  });

  it("Back undoes the last choice the person made, Cancel all of them", async () => {
    await click(".brass-opts button[data-value='build']");
    await click(".brass-opts button[data-value='coal_mine']");
    expect(q(".brass-confirm")).toBeTruthy();  // target and card were the only choices
    await click(".brass-back");
    expect(q(".brass-opts").getAttribute("aria-label")).toBe("Industry");
    await click(".brass-cancel");
    expect(q(".brass-opts").getAttribute("aria-label")).toBe("Action");
  });

  it("asks Python why a space is not available and shows the answer", async () => {
    await click(".brass-opts button[data-value='build']");
    await click(".brass-opts button[data-value='cotton_mill']");
    await click("[data-slot='bolton/2'] rect");
    const ask = model.sent.at(-1);
    expect(ask.type).toBe("why");
    expect(ask.sel).toEqual({ kind: "build", industry: "cotton_mill", target: "bolton/2" });
    model.push("reply", { kind: "why", key: ask.key, reasons: [{ rule: "rulebook, Build Action, step 2 (spaces)", message: "Bolton space 2 shows Iron Works, not Cotton Mill" }] });
    expect(q(".brass-why").textContent).toContain("shows Iron Works");
  });

  it("strikes through the coal sources the rules rule out, and a click shows Python's reason", async () => {
    const coal = (src) => ({ t: `build iron_works bolton/2 card bolton coal ${src}`, kind: "build", industry: "iron_works", target: "bolton/2", card: "bolton", coal: src });
    model.push("view", makeView(11));
    model.push("choices", { version: 11, seat: 0, actions: [coal("wigan/1"), coal("bolton/1")], unavailable: {},
      sources: { coal: ["bolton/1", "bury/1", "wigan/1", "market"], iron: ["market"], to: ["distant"] } });
    await tick();
    await click(".brass-opts button[data-value='build']");  // industry, space and card are the only choices
    expect(q(".brass-opts").getAttribute("aria-label")).toBe("Coal from");
    const opts = [...el.querySelectorAll(".brass-opts button[data-field='coal']")].map((b) => [b.dataset.value, b.getAttribute("aria-disabled")]);
    expect(opts).toEqual([["bolton/1", null], ["bury/1", "true"], ["wigan/1", null], ["market", "true"]]);
    expect(q(".brass-opts button[data-value='market']").classList.contains("brass-unavail")).toBe(true);
    await click(".brass-opts button[data-value='market']");
    const ask = model.sent.at(-1);
    expect(ask).toMatchObject({ type: "why", sel: { kind: "build", industry: "iron_works", target: "bolton/2", card: "bolton", coal: "market" } });
    model.push("reply", { kind: "why", key: ask.key, reasons: [{ rule: "Brass: Lancashire rulebook v2018.11, Consuming Coal", message: "coal must come from the closest connected coal mine: Wigan space 1" }] });
    expect(q(".brass-why").textContent).toContain("coal from the market");
    expect(q(".brass-why").textContent).toContain("closest connected coal mine");
    expect(q(".brass-why cite").textContent).toContain("Consuming Coal");
    expect(q(".brass-opts").getAttribute("aria-label")).toBe("Coal from");  // still choosing: nothing was chosen
  });

  it("explains a space on hover too, after a short pause", async () => {
    await click(".brass-opts button[data-value='build']");
    await click(".brass-opts button[data-value='cotton_mill']");
    const before = model.sent.length;
    q("[data-slot='wigan/1'] rect").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 350));
    expect(model.sent.length).toBe(before + 1);
    expect(model.sent.at(-1)).toMatchObject({ type: "why", sel: { kind: "build", industry: "cotton_mill", target: "wigan/1" } });
  });

  it("draws the coal route and the sources from a preview", async () => {
    await click(".brass-opts button[data-value='build']");
    await click(".brass-opts button[data-value='coal_mine']");
    model.push("reply", { kind: "preview", action: "build coal_mine wigan/1 card wigan", preview: { legal: true, players: [{ player: 0, money: -5, spent: 5, income_level: 0, vp: 0 }], coal: "wigan/1", coal_route: ["bolton", "wigan"], iron: null, flipped: [] } });
    await tick();
    expect(q(".brass-overlay .brass-route").getAttribute("points")).toBe("100,100 40,100");
    expect(q(".brass-overlay .brass-src-coal")).toBeTruthy();
    expect(q(".brass-preview").textContent).toContain("spends £5");
  });

  it("redraws when Python reassigns the view, and resets the selection on a new version", async () => {
    await click(".brass-opts button[data-value='loan']");
    expect(q(".brass-opts button[data-field='amount']")).toBeTruthy();
    model.push("view", makeView(6, { era: "rail", round: 2 }));
    model.push("choices", { version: 6, seat: 0, actions: ACTIONS, unavailable: {} });
    await tick();
    expect(q(".brass-status").textContent).toContain("Rail Era");
    expect(q(".brass-root").getAttribute("data-version")).toBe("6");
    expect(q(".brass-opts button[data-field='kind']")).toBeTruthy();
  });

  it("shows errors, toggles highlights through Python, and sends undo with the version", async () => {
    model.push("error", "refused a stale move");
    await tick();
    expect(q(".brass-error").textContent).toBe("refused a stale move");
    await click("button[data-highlight='trade']");
    expect(model.sent.at(-1)).toEqual({ type: "highlight", on: ["trade"] });
    model.push("highlight", ["trade", "network", "coal"]);
    await tick();
    expect(q("[data-location='yorkshire']").classList.contains("brass-hl-trade")).toBe(true);
    expect(q("[data-location='bolton']").classList.contains("brass-hl-network")).toBe(true);
    expect(q("[data-location='wigan']").classList.contains("brass-hl-coal")).toBe(true);
    expect(q("button[data-highlight='trade']").getAttribute("aria-pressed")).toBe("true");
    model.push("view", makeView(5, { can_undo: true }));
    await tick();
    await click("button[data-intent='undo']");
    expect(model.sent.at(-1)).toEqual({ type: "undo", version: 5 });
  });

  it("replaces only the board parts that changed", async () => {
    const open = '<svg xmlns="http://www.w3.org/2000/svg" class="brass-svg" viewBox="0 0 300 200">';
    const parts = [
      ["loc:bolton", '<g data-location="bolton"><g data-slot="bolton/1"><rect/></g></g>'],
      ["loc:wigan", '<g data-location="wigan"><g data-slot="wigan/1"><rect/></g></g>'],
    ];
    model.push("view", makeView(9, { svg: undefined, svg_open: open, svg_parts: parts }));
    await tick();
    const wigan = q("[data-location='wigan']");
    const bolton = q("[data-location='bolton']");
    const built = [parts[0], ["loc:wigan", '<g data-location="wigan"><g data-slot="wigan/1"><g class="brass-tile" data-owner="1"></g></g></g>']];
    model.push("view", makeView(10, { svg: undefined, svg_open: open, svg_parts: built }));
    await tick();
    expect(q("[data-location='bolton']")).toBe(bolton);  // untouched
    expect(q("[data-location='wigan']")).not.toBe(wigan);  // redrawn
    expect(q("[data-slot='wigan/1'] .brass-tile").getAttribute("data-owner")).toBe("1");
    expect(el.querySelectorAll("svg").length).toBeGreaterThan(0);
  });

  it("is keyboard reachable: candidate spaces become focusable buttons and Enter chooses", async () => {
    await click(".brass-opts button[data-value='build']");
    await click(".brass-opts button[data-value='cotton_mill']");
    const slot = q("[data-slot='bury/1']");
    expect(slot.getAttribute("tabindex")).toBe("0");
    expect(slot.getAttribute("role")).toBe("button");
    slot.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    await tick();
    expect(q(".brass-confirm").getAttribute("data-action")).toBe("build cotton_mill bury/1 card cotton_mill");
    expect(q(".brass-toolbar").getAttribute("role")).toBe("toolbar");
  });

  it("shows an era's scoring breakdown, and draws it on the map (links are gone from the board by then)", async () => {
    const scores = [{ era: "canal", links: [{ line: "bolton--wigan", player: 1, vp: 3 }], tiles: [{ space: "bolton/1", player: 0, industry: "cotton_mill", level: 2, vp: 5 }], totals: [5, 3] }];
    model.push("view", makeView(8, { era: "rail", round: 1, scores }));
    await tick();
    expect(q(".brass-scores").textContent).toContain("End of the canal era: Blue +5, Orange +3");
    expect(q(".brass-scores").textContent).toContain("link Bolton – Wigan: 3 VP");
    expect(q(".brass-scores").textContent).toContain("Cotton Mill 2 at Bolton space 1: 5 VP");
    expect(q(".brass-score-overlay [data-scored-link='bolton--wigan']")).toBeTruthy();
    await click("button[data-intent='scoring']");
    expect(q(".brass-score-overlay")).toBe(null);
  });

  it("hides the chooser for pass-and-play until the player reveals", async () => {
    model.push("view", makeView(7, { hands: {}, needs_reveal: 0 }));
    model.push("choices", { version: 7, seat: 0, actions: [], unavailable: {} });
    await tick();
    expect(q(".brass-hand").textContent).toContain("Hidden");
    await click(".brass-reveal");
    expect(model.sent.at(-1)).toEqual({ type: "reveal", seat: 0 });
  });

  it("lets people choose who plays each seat and how many play a new game", async () => {
    const select = q("select.brass-seat[data-seat='1']");
    expect(select.value).toBe("random");
    select.value = "greedy";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(model.sent.at(-1)).toEqual({ type: "seats", seats: ["human", "greedy"] });
    q("select[aria-label='Players in a new game']").value = "3";
    await click("button[data-intent='new']");
    expect(model.sent.at(-1)).toEqual({ type: "new", players: 3 });
  });

  it("cleans up its listeners and DOM", () => {
    expect(model.count()).toBeGreaterThan(0);
    cleanup();
    expect(model.count()).toBe(0);
    expect(el.children.length).toBe(0);
  });
});

// -- trust: every string from state, data or a file is shown as text, never run ----------------------------
const PAYLOADS = corpus.payloads;
const URL_ATTRS = ["href", "xlink:href", "src", "srcdoc", "action", "formaction", "style", "data", "poster", "background", "values", "to", "from", "by"];
const BAD_TAGS = "script, foreignObject, foreignobject, iframe, img, image, a, style, set, animate, object, embed, math, body";

/** Nothing in the board's DOM may come from a payload as markup: no active elements, no on* attributes,
 * no javascript: URLs, and no global set by a handler. */
function assertInert(root, what) {
  expect(root.querySelectorAll(BAD_TAGS).length, `${what}: ${[...root.querySelectorAll(BAD_TAGS)].map((e) => e.outerHTML).join(" ")}`).toBe(0);
  for (const e of root.querySelectorAll("*")) {
    for (const a of e.attributes) {
      expect(a.name.toLowerCase().startsWith("on"), `${what}: ${a.name} on <${e.tagName}>`).toBe(false);
      if (URL_ATTRS.includes(a.name.toLowerCase())) expect(/javascript:|url\(|data:/i.test(a.value.replace(/\s/g, "")), `${what}: ${a.name}=${a.value}`).toBe(false);
    }
  }
  expect(window.__pwned, what).toBe(undefined);
}

function payloadTopology(p) {
  return {
    ...topology,
    title: p,
    locations: { ...topology.locations, bolton: { ...topology.locations.bolton, name: p } },
    cards: { ...topology.cards, [p]: p, bolton: p },
    industries: { ...topology.industries, cotton_mill: p },
    help: { ...topology.help, build: p },
  };
}

function payloadView(p, version) {
  const parts = [["loc:bolton", '<g data-location="bolton"><g data-slot="bolton/1"><rect/></g><g data-slot="bolton/2"><rect/></g></g>'], [p, "<g/>"]];
  return makeView(version, {
    svg: undefined, svg_open: '<svg xmlns="http://www.w3.org/2000/svg" class="brass-svg" viewBox="0 0 300 200">', svg_parts: parts,
    era: p, log: [{ player: 0, text: p }, { player: p, text: "x" }, { player: null, text: p }],
    hands: { 0: ["bolton", p, "wigan"] },
    scores: [{ era: p, links: [{ line: p, player: 0, vp: 2 }, { line: "bolton--wigan", player: p, vp: p }],
      tiles: [{ space: p, player: 1, industry: p, level: p, vp: 3 }, { space: "bolton/1", player: 0, industry: "cotton_mill", level: 1, vp: p }],
      totals: [p, 3], money: [p, 1] }],
    players: [
      { seat: 0, kind: "human", money: p, income_level: 0, vp: 0, spent: 0, network: ["bolton", p], mat: [{ industry: "cotton_mill", name: p, level: 1, roman: p, cost: p, coal: 0, iron: 0, vp: 5, income: 5, era: p, left: 12 }] },
      { seat: 1, kind: "random", money: 30, income_level: 0, vp: 0, network: [], mat: [] },
    ],
  });
}

describe("trust: payloads from a file reach the page only as text", () => {
  it(`the corpus has ${PAYLOADS.length} payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it("shows every payload in every string field as text and runs nothing", async () => {
    let v = 20;
    for (const p of PAYLOADS) {
      v += 1;
      model.push("topology", payloadTopology(p));
      model.push("view", payloadView(p, v));
      model.push("choices", { version: v, seat: 0, actions: [...ACTIONS, { t: `pass card ${p}`, kind: "pass", card: p }],
        unavailable: { sell: [{ rule: p, message: p }] }, sources: { coal: [p, "market"], iron: ["market"], to: [p, "distant"] } });
      model.push("error", p);
      model.push("highlight", ["network", "trade", "coal"]);
      await tick();
      assertInert(el, `view ${JSON.stringify(p)}`);
      expect(q(".brass-error").textContent).toBe(p);
      expect(q(".brass-logl").textContent).toContain(p);
      expect(q(".brass-scores").textContent).toContain(`End of the ${p} era`);
      expect(q(".brass-hand").textContent).toContain(p);
      expect(q(`[data-part]:last-child`).getAttribute("data-part")).toBe(p);  // a part key is an attribute value
      // the chooser: a kind with a payload reason, then a card step where a payload card is listed
      await click(".brass-opts button[data-value='sell']");
      expect(q(".brass-why").textContent).toContain(p);
      await click(".brass-opts button[data-value='pass']");  // its only card, the payload, is filled in
      expect(q(".brass-confirm").getAttribute("data-action")).toBe(`pass card ${p}`);
      expect(q(".brass-steps").textContent).toContain(p);
      expect(model.sent.at(-1)).toEqual({ type: "preview", action: `pass card ${p}`, version: v });
      // Python's answers: a preview and a why-not, each carrying the payload
      model.push("reply", { kind: "preview", action: `pass card ${p}`, preview: { legal: false, reasons: [{ rule: p, message: p }] } });
      await tick();
      expect(q(".brass-preview").textContent).toContain(p);
      model.push("reply", { kind: "why", key: "nothing", reasons: [{ rule: p, message: p }] });
      await tick();
      assertInert(el, `chooser ${JSON.stringify(p)}`);
      await click(".brass-cancel");
    }
    await new Promise((r) => setTimeout(r, 50));  // any late handler (an image error) would have run by now
    expect(window.__pwned).toBe(undefined);
  });

  it("never reads a prototype key as data", () => {
    expect(own({ a: 1 }, "a")).toBe(1);
    expect(own({}, "__proto__")).toBe(undefined);
    expect(own({}, "constructor")).toBe(undefined);
    expect(own(null, "x")).toBe(undefined);
    expect(valueLabel(topology, "target", "constructor")).toBe("constructor");
    expect(valueLabel(topology, "kind", "__proto__")).toBe("__proto__");
    expect(valueLabel(topology, "industry", "toString")).toBe("toString");
  });

  it("draws the board parts from data keys as attributes, not markup", async () => {
    const key = '"><script>window.__pwned=1</script><g x="';
    model.push("view", makeView(40, { svg: undefined, svg_open: '<svg xmlns="http://www.w3.org/2000/svg">', svg_parts: [[key, "<rect/>"]] }));
    await tick();
    const g = q(".brass-map svg > g");
    expect(g.getAttribute("data-part")).toBe(key);
    expect(g.children.length).toBe(1);
    assertInert(el, "part key");
  });
});

describe("keys pressed in the board stay in the board", () => {
  it("stops key events at the board root, and the board's own keys still work", async () => {
    const reached = [];
    const listener = (ev) => reached.push(ev.type + ":" + ev.key);
    for (const t of ["keydown", "keyup", "keypress"]) document.addEventListener(t, listener);
    try {
      expect(q(".brass-root").getAttribute("data-lm-suppress-shortcuts")).toBe("true");
      const b = q(".brass-opts button[data-value='build']");
      for (const key of ["d", "d", "b", "x", "Enter"]) {
        for (const t of ["keydown", "keypress", "keyup"]) b.dispatchEvent(new KeyboardEvent(t, { key, bubbles: true }));
      }
      expect(reached).toEqual([]);
      // outside the board, keys reach the document as before
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "d", bubbles: true }));
      expect(reached).toEqual(["keydown:d"]);
      // the map's own Enter still chooses a space
      await click(".brass-opts button[data-value='build']");
      await click(".brass-opts button[data-value='cotton_mill']");
      q("[data-slot='bury/1']").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
      await tick();
      expect(q(".brass-confirm").getAttribute("data-action")).toBe("build cotton_mill bury/1 card cotton_mill");
    } finally {
      for (const t of ["keydown", "keyup", "keypress"]) document.removeEventListener(t, listener);
    }
  });
});

describe("previews with odds, and saving", () => {
  it("shows a Distant Cotton Market sale's odds, and leaves out numbers that depend on the tile", async () => {
    await click(".brass-opts button[data-value='loan']");
    await click(".brass-opts button[data-value='30']");
    await click(".brass-opts button[data-value='bolton']");
    const t = q(".brass-confirm").getAttribute("data-action");
    model.push("reply", { kind: "preview", action: t, preview: {
      legal: true, players: [{ player: 0, money: null, spent: 0, income_spaces: null, income_level: null, vp: 0 }, { player: 1, money: 0, spent: 0, income_spaces: 0, income_level: 0, vp: 0 }],
      flipped: [], coal: null, iron: null, ends_turn: true, ends_round: false,
      chance: [
        { probability: 0.75, tile: -1, players: [{ player: 0, money: 0, spent: 0, income_spaces: 2, income_level: 1, vp: 0 }], flipped: ["bolton/1"], log: [] },
        { probability: 0.25, tile: -4, players: [{ player: 0, money: 0, spent: 0, income_spaces: 0, income_level: 0, vp: 0 }], flipped: [], log: [] },
      ] } });
    await tick();
    const odds = [...el.querySelectorAll(".brass-chance li")].map((li) => li.textContent);
    expect(odds).toEqual(["75%, tile -1: Blue: income +1 level; flips Bolton space 1", "25%, tile -4: no change"]);
    expect(q(".brass-preview").textContent).not.toContain("null");
    expect(q(".brass-ends-turn").textContent).toContain("turn ends");
  });

  it("downloads a save only from the custom message Python sends on request", async () => {
    let made = 0;
    const real = URL.createObjectURL;
    URL.createObjectURL = () => { made += 1; return "blob:x"; };
    try {
      model.push("reply", { kind: "save", version: 5, json: "{}" });  // a reply trait no longer saves
      await tick();
      expect(made).toBe(0);
      model.custom({ kind: "save", version: 5, json: '{"format": "brass_widget.game/1"}' });
      expect(made).toBe(1);
      await click("button[data-intent='save']");
      expect(model.sent.at(-1)).toEqual({ type: "save" });
    } finally {
      URL.createObjectURL = real;
    }
  });
});
