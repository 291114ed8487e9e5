// @vitest-environment happy-dom
// The shipped view (brass_widget/widget/static/board.js) against a small fake model.
import { describe, it, expect, beforeEach } from "vitest";
import widget, { nextStep, matching, valueLabel, own, records, logOf, actionsOf, chipInfo, discardHelp, plural, fieldLabel, scopeIds } from "../../brass_widget/widget/static/board.js";
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

// the engine's words for a level-0 tile (Game.tile_status), which the chip shows as it is
const NEVER = "your lowest Shipyard (level 0) can never be built; remove it with a Develop action first";
// the words every edition shares (engine/presentation.json), as the topology carries them
const KIND_NAMES = {
  build: "Build", network: "Network", develop: "Develop", sell: "Sell", loan: "Loan", pass: "Pass", stop: "Stop",
  discard: "Discard", remove: "Remove a tile", double: "Double build", scout: "Scout",
};
// Lancashire's Distant Cotton Market as a table component (its presentation.json's words; engine/table.py)
const DCM = {
  id: "dcm", kind: "track", title: "Distant Cotton Market", end: "X", piece: ["tile", "tiles"], hidden: "face down",
  drawn: "tiles drawn", turned: "Turned over this era",
  note: "The marker (ringed) gives a sale that much more income; a tile turned over moves it down.",
};
// a seat's own pieces as the engine describes them (engine/table.py seat_parts; the editions' presentation.json)
const DISCARD = { id: "discard", title: "Discard piles", subtitle: "cards face down · face up · the top one", place: "mat" };
const PIECES = { id: "pieces", title: "Boats, VP income, Notable Persons", place: "row", none: "no Notable Person in play", list_key: "persons" };
// Brass Duel's card rows' words, as its presentation.json gives them (a table component of kind "rows")
const ROWS = {"id": "rows", "kind": "card_rows", "decision": "take", "title": "Card rows", "label": "the card rows", "take": "take a column: both its cards", "column": "Col. {n}", "edge_fee": " · −£{fee}", "decks_words": "Decks (face down)", "piece": ["card", "cards"], "board_take": "Take a column: click it for both its cards. Edge columns cost £{fee}.", "board_first": "First round: take one card (click it), from the row the other player did not use.", "board_column": "Column {n}", "board_edge": " (costs £{fee})", "board_label": "Take {column}: {cards}", "board_grid": "The card rows, by column", "board_decks": "Decks, face down"};
const KEY = [
  ["canal", "canal line (empty)"], ["rail", "rail line (empty)"], ["link", "a built link: its owner's colour, with a dark edge and their shape"],
  ["flip", "a flipped tile (gold badge): it scores its VP at the era's end"], ["linkvp", "link VP printed at that location"],
  ["trade", "a market trade icon"], ["cand", "where the step you are on can go (click it)"], ["chosen", "what you have chosen for this move (gold in a dark ring)"], ["last", "what the last player did"],
];
const topology = {
  kind_names: KIND_NAMES, key: KEY, source_fields: ["coal", "iron", "to"],  // viewmodel.source_fields
  field_labels: {
    kind: "Action", industry: "Industry", target: "Where", card: "Card to discard", coal: "Coal from", iron: "Iron from",
    to: "Sell to", amount: "Amount", beer: "Beer from", bonus: "Merchant bonus", boat: "Boats from",
  },
  short: { cotton_mill: "Mill", port: "Port", shipyard: "Ship", iron_works: "Iron", coal_mine: "Coal" },
  source_names: { market: "the market", double: "any two cards (double build)", distant: "the Distant Cotton Market" },
  title: "Brass: Lancashire",
  words: { turn_end: "Then your turn ends and you refill your hand.", round_end: "Then your turn and the round end." },
  locations: {
    bolton: { name: "Bolton", x: 100, y: 100, w: 80, h: 50, spaces: [["cotton_mill", "coal_mine"], ["iron_works"]], trade: false, link_vp: 0 },
    wigan: { name: "Wigan", x: 40, y: 100, w: 80, h: 50, spaces: [["coal_mine"]], trade: false, link_vp: 0 },
    bury: { name: "Bury", x: 150, y: 140, w: 80, h: 50, spaces: [["cotton_mill", "coal_mine"]], trade: false, link_vp: 0 },
    yorkshire: { name: "Yorkshire", x: 200, y: 60, w: 80, h: 30, spaces: [], trade: true, link_vp: 2 },
  },
  slots: { "bolton/1": [90, 110], "bolton/2": [124, 110], "wigan/1": [40, 110], "bury/1": [150, 150] },
  lines: { "bolton--wigan": { a: "bolton", b: "wigan", canal: true, rail: true, mid: [70, 100], hit: [[62, 100], [78, 100]] } },
  players: [
    { seat: 0, name: "Blue", colour: "#0072B2", shape: "circle" },
    { seat: 1, name: "Orange", colour: "#E69F00", shape: "square" },
  ],
  industries: { cotton_mill: "Cotton Mill", port: "Port", shipyard: "Shipyard", iron_works: "Iron Works", coal_mine: "Coal Mine" },
  cards: { bolton: "Bolton", wigan: "Wigan", cotton_mill: "Cotton Mill" },
  help: { build: "Build: place a tile.", loan: "Loan: take money.", discard: "A double build discards two cards." },
  fields: FIELDS,
  kinds: ["build", "network", "develop", "sell", "loan", "pass"],
  tiles: {
    cotton_mill: { 1: { level: 1, roman: "I", cost: 12, coal: 0, iron: 0, vp: 5, income: 5, link_vp: 1, era: "any" } },
    shipyard: { 0: { level: 0, roman: "0", cost: 0, coal: 0, iron: 0, vp: 0, income: 0, link_vp: 0, era: "never" } },
  },
  rounds: 8,
  era_names: { canal: "Canal", rail: "Rail" },
  vp_now: "VP if era ends now",
  markets: { coal: { prices: [1, 1, 2, 2], empty: 5 }, iron: { prices: [1, 1, 2, 2], empty: 6 } },
  dcm_track: [3, 2, 1, 0, null],
  loans_stop_late: true,
  slot: 30,
};

// the map as Python sends it: static layers in the topology, the changing parts in traits svg_0, svg_1, ...
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" class="brass-svg" viewBox="0 0 300 200">';
const LINES = '<g data-link="bolton--wigan"><path class="brass-hit" d="M40 100L100 100"/></g>';
const LOCS = `<g data-location="bolton"><rect class="brass-loc-bg"/><g class="brass-slot" data-slot="bolton/1"><rect/></g><g class="brass-slot" data-slot="bolton/2"><rect/></g></g>
  <g data-location="wigan"><rect class="brass-loc-bg"/><g class="brass-slot" data-slot="wigan/1"><rect/></g></g>
  <g data-location="bury"><rect class="brass-loc-bg"/><g class="brass-slot" data-slot="bury/1"><rect/></g></g>
  <g data-location="yorkshire"><rect class="brass-loc-bg"/></g>`;
const HITS = '<g class="brass-hits"><path data-hit="bolton--wigan" d="M62 100L78 100"/></g>';
topology.svg_open = SVG_OPEN;
topology.svg_slots = 4;
topology.svg_layers = [["base", "<rect/>"], ["lines", LINES], ["slots", 0, 1], ["locs", LOCS], ["slots", 1, 4], ["hits", HITS]];
const NO_PARTS = { svg_0: "", svg_1: "", svg_2: "", svg_3: "" };

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
    version, over: false, era: "canal", round: 1, actions_left: 1, current: 0, order: [1, 0],
    players: [
      { seat: 0, kind: "human", money: 30, income_level: 0, vp: 0, era_vp: 4, spent: 0, mat: [["cotton_mill", 1, 12, null], ["shipyard", 0, 2, NEVER]] },
      { seat: 1, kind: "random", money: 30, income_level: 0, vp: 0, era_vp: 0, spent: 3, mat: [] },
    ],
    network: ["bolton"],
    hands: { 0: ["bolton", "cotton_mill", "wigan"] }, needs_reveal: null,
    log: [{ era: "canal", round: 1, lines: [[1, "move", "Orange passed (discarding Port)."]] }], log_total: 1,
    markets: { coal: 3, iron: 2 }, quotes: { coal: { buy: 1, sell: 1 }, iron: { buy: 2, sell: 1 } },
    dcm: { marker: 1, left: 7, used: [-1] }, deck: 20, under: 1,
    // the edition's table components by kind, as engine/table.py describes them (Lancashire's track)
    table: [{ ...DCM, spaces: [3, 2, 1, 0, null], marker: 1, left: 7, used: [-1] }],
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

/** A board rendered from these traits into a fresh element: its model, element, cleanup, and a query and a
 * click (which first checks the element is there) inside it. */
async function mount(traits) {
  document.body.innerHTML = "";
  const m = fakeModel(traits);
  const root = document.createElement("div");
  document.body.append(root);
  const cleanup = widget.render({ model: m, el: root });
  await tick();
  const q = (sel) => root.querySelector(sel);
  const click = async (sel) => { const e = q(sel); expect(e, sel).toBeTruthy(); e.dispatchEvent(new MouseEvent("click", { bubbles: true })); await tick(); };
  return { model: m, el: root, cleanup, q, click };
}

let model, el, cleanup, q, click;
beforeEach(async () => {
  ({ model, el, cleanup, q, click } = await mount({
    topology, view: makeView(5), highlight: [], error: "", reply: {}, ui: { seats: ["human", "random"], busy: false }, ...NO_PARTS,
    choices: { version: 5, seat: 0, actions: ACTIONS, unavailable: ["sell"] },
  }));
});

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
    expect(q(".brass-logl").textContent).toContain("Orange passed (discarding Port).");
    expect(q(".brass-log-group h4").textContent).toBe("Canal Era · round 1");
    expect(q(".brass-root").getAttribute("data-version")).toBe("5");
  });

  it("offers only legal kinds, and shows the reason of an unavailable one on click, asked of Python", async () => {
    const kinds = [...el.querySelectorAll(".brass-opts button[data-field='kind']")].map((b) => [b.dataset.value, b.getAttribute("aria-disabled")]);
    expect(kinds).toEqual([["build", null], ["sell", "true"], ["loan", null]]);
    await click(".brass-opts button[data-value='sell']");
    const ask = model.sent.at(-1);  // choices.unavailable names the kinds only: the reasons come with the answer
    expect([ask.type, ask.sel]).toEqual(["why", { kind: "sell" }]);
    expect(q(".brass-why").textContent).toContain("Why not Sell");
    model.push("reply", { kind: "why", key: ask.key, reasons: [{ rule: "rulebook, Sell Action", message: "you have no cotton mill to sell" }] });
    await tick();
    expect(q(".brass-why").textContent).toContain("you have no cotton mill to sell");
    expect(q(".brass-why cite").textContent).toContain("Sell Action");
    await click(".brass-opts button[data-value='sell']");  // asked again: answered from what the board was told
    expect(model.sent.filter((m) => m.type === "why").length).toBe(1);
    expect(q(".brass-why").textContent).toContain("you have no cotton mill to sell");
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

  it("a card in the hand is a button that chooses it: only the moves it allows are offered (issue 37)", async () => {
    const card = q(".brass-card-btn[data-card='cotton_mill']");
    expect(card.getAttribute("aria-pressed")).toBe("false");
    await click(".brass-card-btn[data-card='cotton_mill']");
    expect(q(".brass-card-btn[data-card='cotton_mill']").getAttribute("aria-pressed")).toBe("true");
    // cotton_mill builds only (no loan uses it): the kinds offered are the card's
    expect([...el.querySelectorAll(".brass-opts button[data-field='kind']:not([aria-disabled])")].map((b) => b.dataset.value)).toEqual(["build"]);
    await click(".brass-opts button[data-value='build']");  // the card builds only a cotton mill: filled in
    // two spaces with that card; the card is not asked again
    expect(q(".brass-opts").getAttribute("aria-label")).toBe("Where");
    await click("[data-slot='bury/1'] rect");
    await click(".brass-confirm");
    expect(model.sent.at(-1)).toEqual({ type: "act", action: "build cotton_mill bury/1 card cotton_mill", version: 5, seat: 0 });
  });

  it("a card clicked again is unchosen, and another card starts over where the choice cannot use it", async () => {
    await click(".brass-card-btn[data-card='wigan']");
    expect([...el.querySelectorAll(".brass-opts button[data-field='kind']:not([aria-disabled])")].map((b) => b.dataset.value)).toEqual(["build", "loan"]);
    await click(".brass-opts button[data-value='loan']");
    await click(".brass-card-btn[data-card='cotton_mill']");  // no loan with it: the choice starts over from the card
    expect([...el.querySelectorAll(".brass-opts button[data-field='kind']:not([aria-disabled])")].map((b) => b.dataset.value)).toEqual(["build"]);
    await click(".brass-card-btn[data-card='cotton_mill']");  // again: unchosen, every kind is back
    expect(q(".brass-card-btn[aria-pressed='true']")).toBe(null);
    expect([...el.querySelectorAll(".brass-opts button[data-field='kind']:not([aria-disabled])")].map((b) => b.dataset.value)).toEqual(["build", "loan"]);
  });

  it("cards are plain (not buttons) when the hand shown is not the one to act", async () => {
    model.push("choices", { version: 5, seat: 0, actions: [], unavailable: [] });
    await tick();
    expect(q(".brass-card-btn")).toBe(null);
    expect(q(".brass-card[data-card='wigan']").textContent).toBeTruthy();
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

  it("asks about a space for the industry the chooser filled in itself, not the space's first icon (issue 37)", async () => {
    // only coal mines can be built: the chooser skips the industry step, and a click on Bolton space 1 (cotton
    // mill / coal mine first shows the mill) or space 2 (iron works only) asks why not a coal mine there
    const coal = { t: "build coal_mine wigan/1 card wigan", kind: "build", industry: "coal_mine", target: "wigan/1", card: "wigan" };
    model.push("view", makeView(12));
    model.push("choices", { version: 12, seat: 0, actions: [coal, { ...coal, t: "build coal_mine bury/1 card wigan", target: "bury/1" }], unavailable: [] });
    await tick();
    await click(".brass-opts button[data-value='build']");
    expect(q(".brass-opts").getAttribute("aria-label")).toBe("Where");
    await click("[data-slot='bolton/2'] rect");
    expect(model.sent.at(-1)).toMatchObject({ type: "why", sel: { kind: "build", industry: "coal_mine", target: "bolton/2" } });
  });

  it("keeps the other industries in sight, struck through and askable, when one is the only choice (issue 37)", async () => {
    const coal = { t: "build coal_mine wigan/1 card wigan", kind: "build", industry: "coal_mine", target: "wigan/1", card: "wigan" };
    model.push("view", makeView(13));
    model.push("choices", { version: 13, seat: 0, actions: [coal, { ...coal, t: "build coal_mine bury/1 card wigan", target: "bury/1" }], unavailable: [] });
    await tick();
    await click(".brass-opts button[data-value='build']");
    expect(q(".brass-opts").getAttribute("aria-label")).toBe("Where");
    const struck = [...el.querySelectorAll(".brass-others button")].map((b) => [b.dataset.value, b.getAttribute("aria-disabled")]);
    expect(struck).toEqual([["cotton_mill", "true"], ["port", "true"], ["shipyard", "true"], ["iron_works", "true"]]);
    await click(".brass-others button[data-value='cotton_mill']");
    const ask = model.sent.at(-1);
    expect(ask).toMatchObject({ type: "why", sel: { kind: "build", industry: "cotton_mill" } });
    expect(ask.sel.target).toBeUndefined();
    expect(q(".brass-opts").getAttribute("aria-label")).toBe("Where");  // nothing was chosen
  });

  it("leaves a space's industry for the engine to answer when none is chosen yet", async () => {
    await click(".brass-opts button[data-value='build']");
    expect(q(".brass-opts").getAttribute("aria-label")).toBe("Industry");
    await click("[data-slot='bolton/2'] rect");
    expect(model.sent.at(-1)).toMatchObject({ type: "why", sel: { kind: "build", target: "bolton/2" } });
    expect(model.sent.at(-1).sel.industry).toBeUndefined();
  });

  it("strikes through the coal sources the rules rule out, and a click shows Python's reason", async () => {
    const coal = (src) => ({ t: `build iron_works bolton/2 card bolton coal ${src}`, kind: "build", industry: "iron_works", target: "bolton/2", card: "bolton", coal: src });
    model.push("view", makeView(11));
    model.push("choices", { version: 11, seat: 0, actions: [coal("wigan/1"), coal("bolton/1")], unavailable: [],
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

  it("lists a sale's merchant bonus in the preview, in Python's words, as text (learner walk)", async () => {
    await click(".brass-opts button[data-value='build']");
    await click(".brass-opts button[data-value='coal_mine']");
    model.push("reply", { kind: "preview", action: "build coal_mine wigan/1 card wigan", preview: { legal: true, players: [{ player: 0, money: 0, spent: 0, income_spaces: 7, income_level: 4, vp: 0 }], coal: null, iron: null, flipped: [], bonuses: ["Oxford's merchant bonus: +2 income spaces", "<b>x</b>", 3] } });
    await tick();
    const items = [...el.querySelectorAll(".brass-preview .brass-bonus-gain")].map((li) => li.textContent);
    expect(items).toEqual(["Oxford's merchant bonus: +2 income spaces", "<b>x</b>"]);
    // the player's line says the spaces too, so the bonus's spaces are seen inside it
    expect(q(".brass-preview li").textContent).toContain("income +4 levels (+7 spaces)");
    expect(q(".brass-preview b")).toBeNull();
  });

  it("says whose tile each flip is and what it gives them, in Python's words, as text (s22)", async () => {
    await click(".brass-opts button[data-value='build']");
    await click(".brass-opts button[data-value='coal_mine']");
    model.push("reply", { kind: "preview", action: "build coal_mine wigan/1 card wigan", preview: { legal: true, players: [{ player: 1, money: 0, spent: 0, income_spaces: 4, income_level: 2, vp: 0 }], coal: null, iron: null,
      flipped: ["wigan/1", "bolton/1"], flips: ["Flips Orange's Brewery in Wigan (Orange: income +4 spaces)", "<b>x</b>", 7] } });
    await tick();
    const items = [...el.querySelectorAll(".brass-preview .brass-flip")].map((li) => li.textContent);
    expect(items).toEqual(["Flips Orange's Brewery in Wigan (Orange: income +4 spaces)", "<b>x</b>"]);
    expect(q(".brass-preview").textContent).not.toContain("Flips Wigan");  // the spaces alone are not said again
    expect(q(".brass-preview b")).toBeNull();
    // a preview without the words (an older kernel) still names the spaces
    model.push("reply", { kind: "preview", action: "build coal_mine wigan/1 card wigan", preview: { legal: true, players: [], coal: null, iron: null, flipped: ["wigan/1"] } });
    await tick();
    expect(q(".brass-preview").textContent).toContain("Flips Wigan");
  });

  it("redraws when Python reassigns the view, and resets the selection on a new version", async () => {
    await click(".brass-opts button[data-value='loan']");
    expect(q(".brass-opts button[data-field='amount']")).toBeTruthy();
    model.push("view", makeView(6, { era: "rail", round: 2 }));
    model.push("choices", { version: 6, seat: 0, actions: ACTIONS, unavailable: [] });
    await tick();
    expect(q(".brass-status").textContent).toContain("Rail Era");
    expect(q(".brass-root").getAttribute("data-version")).toBe("6");
    expect(q(".brass-opts button[data-field='kind']")).toBeTruthy();
  });

  it("asks to go on or stop while an action is under way, not for a new action (learner walk)", async () => {
    const more = [{ t: "network bolton--wigan", kind: "network", target: "bolton--wigan" }, { t: "stop", kind: "stop" }];
    model.push("view", makeView(8, { pending: "network" }));
    model.push("choices", { version: 8, seat: 0, actions: more, unavailable: [] });
    await tick();
    expect(q(".brass-ask").textContent).toBe("Network goes on: choose again, or Stop");
    model.push("view", makeView(9));
    model.push("choices", { version: 9, seat: 0, actions: ACTIONS, unavailable: [] });
    await tick();
    expect(q(".brass-ask").textContent).toBe("Choose an action");
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

  it("names and shows the overlay of the edition's own reach resource from the topology, and none without one", async () => {
    const visible = () => [...el.querySelectorAll(".brass-toolbar button[data-highlight]")].filter((b) => !b.hidden)
      .map((b) => [b.getAttribute("data-highlight"), b.textContent]);
    expect(visible()).toEqual([["network", "My network"], ["trade", "Trade connections"], ["coal", "Coal reach"]]);
    model.push("topology", { ...topology, reach: { resource: "spring_water", source: null } });
    model.push("view", makeView(5, { spring_water: ["wigan"] }));
    await tick();
    expect(visible().at(-1)).toEqual(["spring_water", "Spring water reach"]);
    await click("button[data-highlight='spring_water']");
    expect(model.sent.at(-1)).toEqual({ type: "highlight", on: ["spring_water"] });
    model.push("highlight", ["spring_water"]);
    await tick();
    expect(q("[data-location='wigan']").classList.contains("brass-hl-spring_water")).toBe(true);
    expect(q("button[data-highlight='spring_water']").getAttribute("aria-pressed")).toBe("true");
    model.push("topology", topology);
    await tick();
    expect(visible()).toHaveLength(3);
  });

  it("replaces only the board parts that changed", async () => {
    model.push("svg_1", '<g data-part="tiles:bolton"></g>');
    model.push("svg_2", '<g data-part="tiles:wigan"></g>');
    model.push("view", makeView(9));
    await tick();
    const lines = q("[data-part='lines']");
    const bolton = q("[data-part='tiles:bolton']");
    const wigan = q("[data-part='tiles:wigan']");
    model.push("svg_2", '<g data-part="tiles:wigan"><g class="brass-tile" data-tile="wigan/1" data-owner="1"></g></g>');
    model.push("view", makeView(10));
    await tick();
    expect(q("[data-part='tiles:bolton']")).toBe(bolton);  // untouched
    expect(q("[data-part='lines']")).toBe(lines);  // the static layers are drawn once
    expect(q("[data-part='tiles:wigan']")).not.toBe(wigan);  // redrawn
    expect(q(".brass-tile[data-tile='wigan/1']").getAttribute("data-owner")).toBe("1");
    // drawing order: the static layers and the changing parts interleave as the topology says
    const order = [...q(".brass-map svg").children].map((g) => g.getAttribute("data-part") ?? `slot ${g.getAttribute("data-parts")}`);
    expect(order).toEqual(["base", "lines", "slot 0", "locs", "slot 1", "slot 2", "slot 3", "hits"]);
  });

  it("takes a line's click target above the boxes as the line itself", async () => {
    const net = { t: "network bolton--wigan card bolton", kind: "network", target: "bolton--wigan", card: "bolton" };
    model.push("choices", { version: 5, seat: 0, actions: [...ACTIONS, net, { ...net, t: "network wigan--bury card wigan", target: "wigan--bury", card: "wigan" }], unavailable: [] });
    await tick();
    await click(".brass-opts button[data-value='network']");
    expect(q("[data-hit='bolton--wigan']").classList.contains("brass-cand")).toBe(true);
    await click("[data-hit='bolton--wigan']");
    expect(q(".brass-steps").textContent).toContain("Bolton – Wigan");
    expect(q(".brass-confirm").getAttribute("data-action")).toBe("network bolton--wigan card bolton");
  });

  it("keeps the focus in the board when the button that held it is redrawn away (Confirm, then the bots' turn)", async () => {
    await click(".brass-opts button[data-value='build']");
    await click(".brass-opts button[data-value='cotton_mill']");
    await click("[data-slot='bury/1']");
    q(".brass-confirm").focus();
    expect(document.activeElement).toBe(q(".brass-confirm"));
    // Python answers the move: the other seat (a bot) is to act, so the chooser offers no button to focus
    model.push("choices", { version: 6, actions: [] });
    model.push("view", makeView(6, { current: 1 }));
    await tick();
    expect(q(".brass-confirm")).toBe(null);
    expect(document.activeElement).toBe(q(".brass-root"));  // not the page: the board's keys stay its own
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

  it("draws the eras' scorings from their own trait, and again when only that trait changes", async () => {
    // Python sends the scorings in the "scores" trait (a move after an era's end does not carry them again)
    model.push("view", makeView(8, { era: "rail", round: 2, scores: undefined }));
    await tick();
    expect(q(".brass-scores").hidden).toBe(true);
    model.push("scores", [{ era: "canal", links: [{ line: "bolton--wigan", player: 1, vp: 3 }], tiles: [], totals: [0, 3] }]);
    await tick();
    expect(q(".brass-scores").hidden).toBe(false);
    expect(q(".brass-scores").textContent).toContain("End of the canal era: Blue +0, Orange +3");
    model.push("view", makeView(9, { era: "rail", round: 2, scores: undefined }));
    await tick();
    expect(q(".brass-scores").textContent).toContain("link Bolton – Wigan: 3 VP");
    // the game's end: its scoring comes in "end_scoring", after the eras' before it ("scores" is not sent again)
    // its links and tiles as tables, as Python sends them (viewmodel.table_of: each field named once)
    model.push("end_scoring", { era: "rail", links: { fields: ["line", "player", "vp"], values: [["bolton--wigan", 0, 2]] },
      tiles: { fields: ["space", "player", "industry", "level", "vp", "note"], values: [["wigan/1", 1, "cotton_mill", 2, 5, null]] },
      totals: [2, 5] });
    await tick();
    const eras = [...el.querySelectorAll(".brass-era-score summary")].map((x) => x.textContent);
    expect(eras).toEqual(["End of the canal era: Blue +0, Orange +3", "End of the rail era: Blue +2, Orange +5"]);
    const railEra = [...el.querySelectorAll(".brass-era-score")][1].textContent;
    expect(railEra).toContain("link Bolton – Wigan: 2 VP");
    expect(railEra).toMatch(/Cotton Mill 2 at Wigan[^:]*: 5 VP/);
    model.push("view", makeView(10, { era: "rail", round: 8, over: true, final: [], scores: undefined }));
    await tick();
    expect(q(".brass-score-overlay [data-scored-link='bolton--wigan']")).not.toBe(null);  // on the map: the game is over
    expect(records({ fields: ["a", "__proto__"], values: [[1, { x: 1 }], "junk"] })).toEqual([{ a: 1 }]);
    expect(records([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(records(null)).toEqual([]);
    expect(q(".brass-scores .brass-toggle").textContent).toBe("Show the rail era scoring on the map");
    model.push("end_scoring", null);  // a new game
    await tick();
    expect([...el.querySelectorAll(".brass-era-score summary")].length).toBe(1);
  });

  it("hides the chooser for pass-and-play until the player reveals", async () => {
    model.push("view", makeView(7, { hands: {}, needs_reveal: 0 }));
    model.push("choices", { version: 7, seat: 0, actions: [], unavailable: [] });
    await tick();
    expect(q(".brass-hand").textContent).toContain("Hidden");
    await click(".brass-reveal");
    expect(model.sent.at(-1)).toEqual({ type: "reveal", seat: 0 });
  });

  it("lets people choose who plays each seat and how many play a new game", async () => {
    const select = q("select.brass-seat[data-seat='1']");
    expect(select.value).toBe("random");
    // the menu's words are the README's: a seat is "human" or a bot level
    expect(select.querySelector("option[value='human']").textContent).toBe("human");
    select.value = "greedy";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(model.sent.at(-1)).toEqual({ type: "seats", seats: ["human", "greedy"] });
    q("select[aria-label='Players in a new game']").value = "3";
    await click("button[data-intent='new']");
    expect(model.sent.at(-1)).toEqual({ type: "new", players: 3 });
  });

  it("keeps a seat whose hand a person has seen from going back to a bot (Python's ui.kept, issue 31)", async () => {
    const bots = ["random", "greedy"];
    model.push("view", makeView(6, { players: makeView(6).players.map((p) => ({ ...p, kind: "human" })) }));
    model.push("ui", { seats: ["human", "human"], busy: false, bots, kept: [1] });
    await tick();
    const kept = q("select.brass-seat[data-seat='1']");
    expect([...kept.options].filter((o) => o.disabled).map((o) => o.value)).toEqual(bots);
    expect(kept.getAttribute("title")).toContain("stays a person's seat");
    const free = q("select.brass-seat[data-seat='0']");
    expect([...free.options].some((o) => o.disabled)).toBe(false);
    model.push("ui", { seats: ["human", "human"], busy: false, bots, kept: [] });
    model.push("view", makeView(7, { players: makeView(7).players.map((p) => ({ ...p, kind: "human" })) }));
    await tick();
    expect([...q("select.brass-seat[data-seat='1']").options].some((o) => o.disabled)).toBe(false);
  });

  it("offers a double build only in an edition that has one (topology.double_build)", async () => {
    for (const double of [true, false]) {
      model.push("topology", { ...topology, double_build: double || undefined });
      await tick();
      await click(".brass-opts button[data-value='build']");
      await click(".brass-opts button[data-value='cotton_mill']");
      await click("[data-slot='bolton/1'] rect");
      expect(q(".brass-opts").getAttribute("aria-label")).toBe("Card to discard");
      expect(!!q(".brass-opts button[data-value='double']")).toBe(double);
      await click(".brass-back");
      await click(".brass-back");
      await click(".brass-back");
    }
  });

  it("says which action is under way while its discards are chosen, among the actions left (issue 21)", async () => {
    model.push("view", makeView(6, { actions_left: 2, pending: "scout", pending_left: 2 }));
    await tick();
    expect(q(".brass-head").textContent).toContain("2 actions left (Scout under way: 2 more cards to discard)");
    model.push("view", makeView(7, { actions_left: 2, pending: "double", pending_left: 1 }));
    await tick();
    expect(q(".brass-head").textContent).toContain("(Double build under way: 1 more card to discard)");
  });

  it("offers the bot levels Python lists and shows while a bot is thinking", async () => {
    const bots = ["random", "beginner", "greedy", "strong"];
    model.push("ui", { seats: ["human", "strong"], busy: false, bots });
    await tick();
    const select = q("select.brass-seat[data-seat='1']");
    expect([...select.options].map((o) => o.value)).toEqual(["human", ...bots]);
    expect(select.textContent).toContain("strong bot");
    expect(q(".brass-thinking")).toBe(null);
    model.push("view", makeView(6, { current: 1 }));
    model.push("ui", { seats: ["human", "strong"], busy: true, bots });
    await tick();
    expect(q(".brass-thinking").textContent).toBe("Orange is thinking…");
    expect(q(".brass-thinking").getAttribute("role")).toBe("status");
    expect(q(".brass-status").textContent).toContain("(strong bot)");
    model.push("ui", { seats: ["human", "strong"], busy: false, bots });
    await tick();
    expect(q(".brass-thinking")).toBe(null);
    // a person to move is never "thinking", whatever the flag says
    model.push("view", makeView(7, { current: 0 }));
    model.push("ui", { seats: ["human", "strong"], busy: true, bots });
    await tick();
    expect(q(".brass-thinking")).toBe(null);
  });

  it("shows only the controls Python offers (ui.controls: a classroom seat's none) and says why play is held", async () => {
    const bots = ["random", "greedy"];
    const shown = () => ["undo", "redo", "new", "save", "load"].filter((t) => !q(`button[data-intent='${t}']`).hidden);
    expect(shown()).toEqual(["undo", "redo", "new", "save", "load"]);  // a board sent no list offers them all
    model.push("ui", { seats: ["human", "random"], busy: false, bots, controls: [], held: "" });
    await tick();
    expect(shown()).toEqual([]);
    expect(q(".brass-gamemenu").hidden).toBe(true);
    expect(q("select.brass-seat")).toBe(null);  // who plays each seat, said, not a menu
    expect(q(".brass-seat-kind[data-seat='0']").textContent).toBe("human");
    expect(q(".brass-seat-kind[data-seat='1']").textContent).toBe("random bot");
    expect(q(".brass-toolbar button[data-highlight='network']").hidden).toBe(false);
    expect(q(".brass-held")).toBe(null);
    model.push("ui", { seats: ["human", "random"], busy: false, bots, controls: [], held: "Paused by your teacher" });
    model.push("choices", { version: 6, seat: 0, actions: [], unavailable: [], sources: {} });
    model.push("view", makeView(6));
    await tick();
    expect(q(".brass-status .brass-held").textContent).toBe("Paused by your teacher");
    expect(q(".brass-chooser").textContent).toBe("Paused by your teacher.");
    model.push("ui", { seats: ["human", "random"], busy: false, bots, controls: ["undo", "seats"], held: "" });
    await tick();
    expect(shown()).toEqual(["undo"]);
    expect(q(".brass-gamemenu").hidden).toBe(true);
    expect(q("select.brass-seat[data-seat='1']").value).toBe("random");
    expect(q(".brass-held")).toBe(null);
  });

  it("says when a bot's safety clock cut its search short, and nothing otherwise", async () => {
    const bots = ["random", "beginner", "greedy", "strong"];
    model.push("ui", { seats: ["human", "strong"], busy: false, bots, clock: [] });
    await tick();
    expect(q(".brass-clock")).toBe(null);
    const said = "Orange's strong bot ran out of time (its 5-second safety clock) before its work budget was spent: " +
      "this move may differ if the game is replayed.";
    model.push("ui", { seats: ["human", "strong"], busy: false, bots, clock: ["an older one", said] });
    await tick();
    expect(q(".brass-clock").textContent).toBe(said);
    expect(q(".brass-clock").getAttribute("role")).toBe("note");
    model.push("ui", { seats: ["human", "strong"], busy: false, bots });
    await tick();
    expect(q(".brass-clock")).toBe(null);
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
    svg_layers: [...topology.svg_layers, [p, "<g/>"]],
    tiles: { ...topology.tiles, [p]: { [p]: { level: p, roman: p, cost: p, era: p } } },
    dcm_track: [p, 1, null],
    markets: { coal: { prices: [p, 1], empty: p }, iron: { prices: [1], empty: 2 } },
    title: p,
    locations: { ...topology.locations, bolton: { ...topology.locations.bolton, name: p } },
    cards: { ...topology.cards, [p]: p, bolton: p },
    industries: { ...topology.industries, cotton_mill: p },
    help: { ...topology.help, build: p },
    // the edition's words (engine.vocabulary) are data from a file too
    kind_names: { ...KIND_NAMES, pass: p }, short: { ...topology.short, cotton_mill: p }, key: [[p, p], ...KEY],
    source_names: { ...topology.source_names, market: p }, value_names: { pass: { card: { bolton: p } } },
    field_labels: { ...topology.field_labels, card: p },
  };
}

function payloadView(p, version) {
  return makeView(version, {
    era: p, log: [{ era: p, round: p, lines: [[0, "move", p], [p, p, "x"], [null, "event", p]] }, { era: "canal", round: 2, lines: [p, [p]] }],
    hands: { 0: ["bolton", p, "wigan"] }, last: { player: 1, kind: "random", texts: [p], slots: [p, "bolton/1"], links: [p], developed: [p] },
    scores: [{ era: p, links: [{ line: p, player: 0, vp: 2 }, { line: "bolton--wigan", player: p, vp: p }],
      tiles: [{ space: p, player: 1, industry: p, level: p, vp: 3 }, { space: "bolton/1", player: 0, industry: "cotton_mill", level: 1, vp: p }],
      totals: [p, 3], money: [p, 1] }],
    players: [
      { seat: 0, kind: "human", money: p, income_level: p, vp: 0, era_vp: p, spent: 0, mat: [["cotton_mill", p, 12, p], [p, 1, p]],
        parts: [{ id: p, place: "mat", board: p, board_title: p, more: p, down: 1 }, { id: p, place: "row", board: p, more: p }] },
      { seat: 1, kind: "random", money: 30, income_level: 0, vp: 0, spent: 0, mat: [] },
    ],
    network: ["bolton", p], markets: { coal: p, iron: 1 }, dcm: { marker: p, left: p, used: [p] }, deck: p,
    table: [{ ...DCM, id: p, title: p, end: p, note: p, spaces: [p, 1, null], marker: p, left: p, used: [p] },
      { id: p, kind: "piles", title: p, heading: p, label: p, piles: [[p, p, p]] }],
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
        unavailable: ["sell"], sources: { coal: [p, "market"], iron: ["market"], to: [p, "distant"] } });
      model.push("error", p);
      model.push("highlight", ["network", "trade", "coal"]);
      await tick();
      assertInert(el, `view ${JSON.stringify(p)}`);
      expect(q(".brass-error").textContent).toBe(p);
      expect(q(".brass-logl").textContent).toContain(p);
      expect(q(".brass-scores").textContent).toContain(`End of the ${p} era`);
      expect(q(".brass-hand").textContent).toContain(p);
      expect(q(".brass-map svg > [data-part='" + CSS.escape("x") + "']")).toBe(null);
      expect([...el.querySelectorAll(".brass-map svg > [data-part]")].map((g) => g.getAttribute("data-part"))).toContain(p);  // a layer's key is an attribute value
      // the coach's answers carry payloads too
      await click(".brass-hint-btn");
      expect(model.sent.at(-1)).toEqual({ type: "hint", version: v });
      model.push("reply", { kind: "hint", version: v, moves: [{ action: p, text: p, reason: p, preview: { legal: true, players: [{ player: 0, money: p, vp: p }], flipped: [p], coal: p, coal_route: [p, p] } }] });
      await tick();
      expect(q(".brass-hints").textContent).toContain(p);
      model.push("reply", { kind: "explain", version: v, moves: [{ action: p, text: p, reason: p }] });
      model.push("reply", { kind: "log", version: v, log: [{ era: p, round: 1, lines: [[0, p, p]] }] });
      await tick();
      assertInert(el, `coach ${JSON.stringify(p)}`);
      // the chooser: a kind with a payload reason, then a card step where a payload card is listed
      await click(".brass-opts button[data-value='sell']");
      model.push("reply", { kind: "why", key: model.sent.at(-1).key, reasons: [{ rule: p, message: p }] });
      await tick();
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
  }, 30_000);  // 49 payloads through every panel: a few seconds, more on a busy machine

  it("never reads a prototype key as data", () => {
    expect(own({ a: 1 }, "a")).toBe(1);
    expect(own({}, "__proto__")).toBe(undefined);
    expect(own({}, "constructor")).toBe(undefined);
    expect(own(null, "x")).toBe(undefined);
    expect(valueLabel(topology, "target", "constructor")).toBe("constructor");
    expect(valueLabel(topology, "kind", "__proto__")).toBe("__proto__");
    expect(valueLabel(topology, "industry", "toString")).toBe("toString");
  });

  it("draws the board's layers from data keys as attributes, not markup", async () => {
    const key = '"><script>window.__pwned=1</script><g x="';
    model.push("topology", { ...topology, svg_open: '<svg xmlns="http://www.w3.org/2000/svg">', svg_layers: [[key, "<rect/>"], ["slots", "0", { x: 1 }]] });
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
      const b = q(".brass-opts button[data-value='build']");
      for (const key of ["d", "d", "b", "x", "Enter"]) {
        for (const t of ["keydown", "keypress", "keyup"]) b.dispatchEvent(new KeyboardEvent(t, { key, bubbles: true }));
      }
      b.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", shiftKey: true, bubbles: true }));  // run a cell
      expect(reached).toEqual([]);
      // a key with Ctrl, Meta or Alt is the host's (Ctrl+S saves the notebook): it goes on, and no attribute keeps
      // Lumino from matching it
      expect(q(".brass-root").hasAttribute("data-lm-suppress-shortcuts")).toBe(false);
      for (const mod of ["ctrlKey", "metaKey", "altKey"]) b.dispatchEvent(new KeyboardEvent("keydown", { key: "s", [mod]: true, bubbles: true }));
      expect(reached).toEqual(["keydown:s", "keydown:s", "keydown:s"]);
      reached.length = 0;
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
    expect(odds).toEqual(["75%, tile -1: Blue: income +1 level (+2 spaces); flips Bolton space 1", "25%, tile -4: no change"]);
    expect(q(".brass-preview").textContent).not.toContain("null");
    expect(q(".brass-ends-turn").textContent).toBe("Then your turn ends and you refill your hand.");  // the edition's words
    model.push("topology", { ...topology, words: { turn_end: "Then your turn ends: the card rows slide along." } });
    await tick();
    expect(q(".brass-ends-turn").textContent).toBe("Then your turn ends: the card rows slide along.");
    // with Python's words for an outcome's flips (s22): whose tile, and what it gives them
    model.push("reply", { kind: "preview", action: t, preview: {
      legal: true, players: [], flipped: [], coal: null, iron: null,
      chance: [{ probability: 1, tile: -1, players: [], flipped: ["bolton/1"], flips: ["Flips Blue's Cotton Mill in Bolton (Blue: income +5 spaces)"], log: [] }] } });
    await tick();
    expect(q(".brass-chance li").textContent).toBe("100%, tile -1: no change; Flips Blue's Cotton Mill in Bolton (Blue: income +5 spaces)");
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

describe("the learner's board (issue 10)", () => {
  it("reads the legal decisions Python packs, exactly: each text the engine's, a template filled in", () => {
    // viewmodel.pack_actions: texts are word numbers, -1 - j the value of field j
    const packed = { fields: ["kind", "industry", "target", "card", "coal", "iron", "to", "amount"],
      words: ["build", "cotton_mill", "bolton/1", "card", "bolton", "loan", "30"],
      texts: [[0, -2, -3, 3, -4], [5, 6, 3, -4]],
      decisions: [[0, 0, 1, 2, 4], [1, 5, -1, -1, 4, -1, -1, -1, 6]] };
    const c = { actions: packed };
    expect(actionsOf(c)).toEqual([
      { t: "build cotton_mill bolton/1 card bolton", kind: "build", industry: "cotton_mill", target: "bolton/1", card: "bolton" },
      { t: "loan 30 card bolton", kind: "loan", card: "bolton", amount: "30" },
    ]);
    expect(actionsOf(c)).toBe(actionsOf(c));  // decoded once per trait value
    expect(actionsOf({ actions: { words: ["x"], texts: [[0, 9]], decisions: [[0, 7], [5], "junk"] } })).toEqual([{ t: "x" }]);  // no fields, bad numbers, no template: skipped
    expect(actionsOf(null)).toEqual([]);
  });

  it("reads a run of decisions that differ in one field as one row, in Python's order", () => {
    // viewmodel.pack_actions: "network a--b card x", "... card y", "... card z", then a build with two cards, a stop
    const packed = { fields: ["kind", "industry", "target", "card", "coal"],
      words: ["network", "a--b", "x", "y", "z", "build", "mill", "a/1", "market", "stop", "odd", "card", "coal"],
      texts: [[0, -3, 11, -4], [5, -2, -3, 11, -4, 12, -5], [9], [10]],
      decisions: [[0, 0, -1, 1, [2, 3, 4]], [1, 5, 6, 7, [4, 2], 8], [2, 9], [3, 0, -1, 1]] };
    expect(actionsOf({ actions: packed }).map((a) => a.t)).toEqual([
      "network a--b card x", "network a--b card y", "network a--b card z",
      "build mill a/1 card z coal market", "build mill a/1 card x coal market", "stop", "odd"]);
    expect(actionsOf({ actions: packed })[4]).toEqual(
      { t: "build mill a/1 card x coal market", kind: "build", industry: "mill", target: "a/1", card: "x", coal: "market" });
    expect(actionsOf({ actions: { ...packed, decisions: [[0, 0, -1, 1, [2, 99, "q"]]] } }).map((a) => a.t))
      .toEqual(["network a--b card x", "network a--b card", "network a--b card"]);  // bad numbers in a run name no value
    // rows of the same run that differ in one other field: {each: [...]}, each value with the whole run, in order
    const each = { ...packed, decisions: [[0, 0, -1, [1, 7], { each: [2, 3] }], [2, 9]] };
    expect(actionsOf({ actions: each }).map((a) => a.t)).toEqual(
      ["network a--b card x", "network a/1 card x", "network a--b card y", "network a/1 card y", "stop"]);
  });

  it("says which card of a double build is being discarded, and counts in words", () => {
    expect(discardHelp("Discard two.", 2)).toBe("Discard two. Choose the first card (1 of 2).");
    expect(discardHelp("Discard two.", 1)).toBe("Discard two. Choose the second card (2 of 2).");
    expect(plural(1, "location")).toBe("1 location");
    expect(plural(3, "location")).toBe("3 locations");
  });

  it("shows a level-0 shipyard as level 0 (develop it away), not as none left", () => {
    expect(chipInfo(topology, ["shipyard", 0, 2, NEVER]).state).toBe("blocked");
    expect(chipInfo(topology, ["shipyard", 0, 2, NEVER]).title).toContain("remove it with a Develop action first");
    expect(chipInfo(topology, ["shipyard", 1, 2, null]).state).toBe("ok");  // the engine's answer, not the JS's
    expect(chipInfo(topology, ["shipyard", null, 0]).text).toBe("—");
    const ship = q(".brass-mats .brass-chip[data-industry='shipyard']");
    expect(ship.textContent).toContain("0");
    expect(ship.textContent).not.toContain("—");
    expect(ship.classList.contains("brass-chip-blocked")).toBe(true);
  });

  it("draws the side table as HTML: turn order, money, VP if the era ended now, markets, the Distant Cotton Market, the deck, a key", async () => {
    const rows = [...el.querySelectorAll(".brass-table tr.brass-player")].map((r) => r.getAttribute("data-seat"));
    expect(rows).toEqual(["1", "0"]);  // in turn order
    expect(q(".brass-table thead").textContent).toContain("VP if era ends now");
    expect(q(".brass-table tr.brass-player[data-seat='0'] .brass-eravp").textContent).toBe("4");
    expect(q(".brass-chip-key").textContent).toContain("tiles left");
    expect(q(".brass-market-row[data-market='coal']").textContent).toContain("3 cubes · buy £1");
    // the prices are the engine's (view.quotes): the board computes none
    model.push("view", makeView(5, { quotes: { coal: { buy: 7, sell: null }, iron: { buy: 2, sell: 1 } } }));
    await tick();
    expect(q(".brass-market-row[data-market='coal']").textContent).toContain("3 cubes · buy £7");
    expect(q(".brass-market-row[data-market='coal']").textContent).not.toContain("sell £");
    expect(el.querySelectorAll(".brass-market-row[data-market='coal'] .brass-full").length).toBe(3);
    expect(q(".brass-market-row[data-market='dcm'] .brass-here").textContent).toBe("+2");
    expect(q(".brass-market-row[data-market='dcm']").textContent).toContain("Turned over this era: −1");
    expect(q(".brass-deck").textContent).toBe("Draw deck: 20 cards (1 under the Deck tile).");
    expect(el.querySelectorAll(".brass-keylist li").length).toBeGreaterThanOrEqual(6);
    // the chosen mark is in the key, drawn as the map draws it: gold inside a dark ring (the walk)
    expect(q(".brass-keylist li[data-key='chosen'] svg rect[stroke='#222']")).toBeTruthy();
    expect(q(".brass-keylist li[data-key='chosen'] svg rect[stroke='#ffb000']")).toBeTruthy();
    model.push("view", makeView(6, { era: "rail", deck: 0, loans_closed: true }));  // as Python sends it
    return tick().then(() => expect(q(".brass-deck").textContent).toContain("Stephenson's Rocket (no more loans)"));
  });

  it("groups the log by round, newest first, and fetches the whole game on request", async () => {
    model.push("view", makeView(6, { log_total: 9, log: [
      { era: "canal", round: 1, lines: [[1, "move", "Orange built a canal Bolton–Wigan."], [null, "round", "End of round 1: income paid."]] },
      { era: "canal", round: 2, lines: [[0, "move", "Blue passed."]] }] }));
    await tick();
    expect([...el.querySelectorAll(".brass-log-group h4")].map((x) => x.textContent)).toEqual(["Canal Era · round 2", "Canal Era · round 1"]);
    expect(q(".brass-log-lines li.brass-log-round").textContent).toContain("End of round 1");
    // within a round, the order things happened (the same order as "Last move"): the build, then the round's end
    expect([...el.querySelectorAll(".brass-log-group")].at(-1).textContent.indexOf("Orange built"))
      .toBeLessThan([...el.querySelectorAll(".brass-log-group")].at(-1).textContent.indexOf("End of round 1"));
    await click(".brass-log-all");
    expect(model.sent.at(-1)).toEqual({ type: "log" });
    model.push("reply", { kind: "log", version: 6, log: [{ era: "canal", round: 1, lines: [[0, "move", "Blue built a Cotton Mill."]] }] });
    await tick();
    expect(q(".brass-logl").textContent).toContain("Blue built a Cotton Mill.");
    expect(q(".brass-log-all")).toBe(null);
  });

  it("joins the log from its chunks (the log_0, log_1, ... traits), the newest entries, grouped by round", async () => {
    // board.py: chunks of 2 entries here (LOG_CHUNK), 3 slots; the board shows the newest 3 (log_tail) of 5 entries
    model.push("topology", { ...topology, log_slots: 3, log_tail: 3 });
    model.push("log_2", { from: 4, log: [{ era: "rail", round: 1, lines: [[2, "move", "Green passed."]] }] });
    model.push("log_0", { from: 0, log: [{ era: "canal", round: 1, lines: [[0, "move", "e0"], [1, "move", "e1"]] }] });  // too old: left out
    model.push("log_1", { from: 2, log: [{ era: "canal", round: 8, lines: [[0, "move", "Blue passed."]] },
      { era: "rail", round: 1, lines: [[null, "era", "The Rail Era begins."]] }] });
    model.push("view", makeView(6, { log_total: 5, log: undefined }));
    await tick();
    expect([...el.querySelectorAll(".brass-log-group h4")].map((x) => x.textContent)).toEqual(["Rail Era · round 1", "Canal Era · round 8"]);
    expect([...el.querySelectorAll(".brass-log-group")][0].textContent).toContain("The Rail Era begins.Green passed.");  // one round, across chunks
    expect(q(".brass-logl").textContent).not.toContain("e1");
    expect(q(".brass-log-all")).toBeTruthy();  // 3 shown of 5: the whole game on request
    expect(logOf([{ from: 0, log: [{ era: "canal", round: 1, lines: [[0, "move", "a"], [0, "move", "b"]] }] }, null, "junk", { from: "x" }], 2, 24))
      .toEqual([{ era: "canal", round: 1, lines: [[0, "move", "a"], [0, "move", "b"]] }]);
  });

  it("marks what the last player did on the map and explains a bot's move on request", async () => {
    model.push("svg_1", '<g class="brass-link" data-built="bolton--wigan"></g>');  // the link is on the board
    model.push("view", makeView(6, { last: { player: 1, kind: "greedy", texts: ["Orange built a level-I Cotton Mill in Bury."], slots: ["bury/1"], links: ["bolton--wigan"], developed: [] } }));
    await tick();
    expect(q(".brass-last").textContent).toContain("Last move: Orange (greedy bot)");
    expect(q(".brass-last-overlay [data-last='bury/1']")).toBeTruthy();
    expect(q(".brass-last-overlay [data-last='bolton--wigan']")).toBeTruthy();
    model.push("highlight", ["trade"]);  // any redraw draws the marks again, once
    await tick();
    expect(el.querySelectorAll("[data-last='bury/1']").length).toBe(1);
    await click(".brass-explain-btn");
    expect(model.sent.at(-1)).toEqual({ type: "explain" });
    model.push("reply", { kind: "explain", version: 6, player: 1, bot: "greedy", moves: [{ action: "build cotton_mill bury/1 card bury", text: "Orange built a level-I Cotton Mill in Bury.", reason: "builds a level-I cotton mill in Bury (bot's score +3.6)" }] });
    await tick();
    expect(q(".brass-explain").textContent).toContain("Why: builds a level-I cotton mill in Bury");
    // a person's move is not explained
    model.push("view", makeView(7, { last: { player: 0, kind: "human", texts: ["Blue passed."], slots: [], links: [], developed: [] } }));
    await tick();
    expect(q(".brass-explain-btn")).toBe(null);
  });

  it("asks for a hint, shows the bot's three moves with previews and reasons, and 'Choose this' gets it ready to confirm", async () => {
    await click(".brass-hint-btn");
    expect(model.sent.at(-1)).toEqual({ type: "hint", version: 5 });
    expect(q(".brass-coach").textContent).toContain("thinking");
    const move = (t, text, reason) => ({ action: t, text, reason, preview: { legal: true, players: [{ player: 0, money: -12, spent: 12, income_level: 0, vp: 0 }], flipped: [], coal: null, iron: null } });
    model.push("reply", { kind: "hint", version: 5, seat: 0, moves: [
      move("build cotton_mill bury/1 card cotton_mill", "Blue builds a level-I Cotton Mill in Bury.", "builds a level-I cotton mill in Bury (bot's score +3.6)"),
      move("loan 30 card bolton", "Blue took a £30 loan.", "+£30 in cash (bot's score +1.0)"),
      move("build coal_mine wigan/1 card wigan", "Blue builds a Coal Mine in Wigan.", "builds a level-I coal mine in Wigan (bot's score +0.5)")] });
    await tick();
    const items = [...el.querySelectorAll(".brass-hints > li")];
    expect(items.length).toBe(3);
    expect(items[0].textContent).toContain("Why: builds a level-I cotton mill in Bury");
    expect(items[0].textContent).toContain("Blue: spends £12");
    await click(".brass-hint-choose[data-action='loan 30 card bolton']");
    expect(q(".brass-confirm").getAttribute("data-action")).toBe("loan 30 card bolton");
    expect(model.sent.at(-1)).toEqual({ type: "preview", action: "loan 30 card bolton", version: 5 });
    // a refusal stops the waiting
    await click(".brass-hint-btn");
    model.push("error", "refused: the board answers previews and why-nots only about the hand it shows");
    await tick();
    expect(q(".brass-coach").textContent).not.toContain("thinking");
  });

  it("offers More hints on the same position: the next ranks of the same search, then says there are no more (s22)", async () => {
    const move = (t, text) => ({ action: t, text, reason: "£12; once sold earns +5 VP", preview: { legal: true, players: [], flipped: [], coal: null, iron: null } });
    const about = "Each hint: what the move costs and earns; ...";
    await click(".brass-hint-btn");
    expect(model.sent.at(-1)).toEqual({ type: "hint", version: 5 });
    model.push("reply", { kind: "hint", version: 5, seat: 0, bot: "strong", start: 0, more: true, about, n: 1, moves: [
      move("build cotton_mill bury/1 card cotton_mill", "Blue builds a level-I Cotton Mill in Bury."),
      move("loan 30 card bolton", "Blue takes a £30 loan."),
      move("build coal_mine wigan/1 card wigan", "Blue builds a Coal Mine in Wigan.")] });
    await tick();
    expect(q(".brass-hint-btn").textContent).toBe("More hints");
    expect(q(".brass-coach h3").textContent).toBe("Hint: the strong bot would play");
    expect([...el.querySelectorAll(".brass-hint-about")].map((p) => p.textContent)).toEqual([about]);  // said once
    // the hints come first; what their numbers mean is folded under them, a click away
    const box = q(".brass-hint-about-box");
    expect(box.tagName).toBe("DETAILS");
    expect(box.open).toBe(false);
    expect(q(".brass-hints").compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box.querySelector("summary").textContent).toBe("What the hints' numbers mean");
    expect(q(".brass-hints").textContent.match(/Each hint/g)).toBeNull();
    expect(q(".brass-hint-none")).toBeNull();
    await click(".brass-hint-btn");
    expect(model.sent.at(-1)).toEqual({ type: "hint", version: 5, start: 3 });
    expect(q(".brass-coach").textContent).toContain("thinking");
    model.push("reply", { kind: "hint", version: 5, seat: 0, bot: "strong", start: 3, more: false, about, n: 2, moves: [
      move("build cotton_mill wigan/2 card wigan", "Blue builds a level-I Cotton Mill in Wigan."),
      move("pass card bolton", "Blue passes.")] });
    await tick();
    const list = q(".brass-hints");
    expect(list.getAttribute("start")).toBe("4");  // numbered 4 and 5
    expect(list.getAttribute("aria-label")).toBe("the strong bot's best moves, 4 to 5");
    expect(q(".brass-coach h3").textContent).toBe("More hints: the strong bot's next best moves (4 to 5)");
    expect(q(".brass-hint-none").textContent).toContain("No more hints");
    expect(q(".brass-hint-btn").textContent).toBe("The first hints again");
    await click(".brass-hint-btn");
    expect(model.sent.at(-1)).toEqual({ type: "hint", version: 5 });
    // fewer different moves than three: no button to ask again, and the words say why
    model.push("reply", { kind: "hint", version: 5, seat: 0, bot: "strong", start: 0, more: false, about, n: 3, moves: [move("pass card bolton", "Blue passes.")] });
    await tick();
    expect(q(".brass-hint-btn")).toBeNull();
    expect(q(".brass-hint-none").textContent).toContain("no other different move");
  });

  it("tells the double build's two discards apart", async () => {
    model.push("view", makeView(6, { pending: "double", pending_left: 2 }));
    model.push("choices", { version: 6, seat: 0, actions: [{ t: "discard bolton", kind: "discard", card: "bolton" }, { t: "discard wigan", kind: "discard", card: "wigan" }], unavailable: [] });
    await tick();
    await click(".brass-opts button[data-value='discard']");
    expect(q(".brass-help").textContent).toContain("Choose the first card (1 of 2)");
    model.push("view", makeView(7, { pending: "double", pending_left: 1 }));
    model.push("choices", { version: 7, seat: 0, actions: [{ t: "discard wigan", kind: "discard", card: "wigan" }, { t: "discard cotton_mill", kind: "discard", card: "cotton_mill" }], unavailable: [] });
    await tick();
    await click(".brass-opts button[data-value='discard']");
    expect(q(".brass-help").textContent).toContain("Choose the second card (2 of 2)");
  });

  it("puts an era's link badges between the boxes and tile badges on the tile, not over town names", async () => {
    const scores = [{ era: "canal", links: [{ line: "bolton--wigan", player: 1, vp: 3 }], tiles: [{ space: "bolton/1", player: 0, industry: "cotton_mill", level: 2, vp: 5 }], totals: [5, 3] }];
    model.push("view", makeView(8, { era: "rail", round: 1, scores }));
    await tick();
    const badges = [...el.querySelectorAll(".brass-score-overlay circle")].map((c) => [Number(c.getAttribute("cx")), Number(c.getAttribute("cy"))]);
    // the line's mid (between the boxes); a tile's on its top right corner (slot 30: 15 - 7 from its centre), so the
    // owner's colour still shows (issue 37: the circles on the tiles' middles read as white tiles)
    expect(badges).toEqual([[70, 100], [98, 102]]);
  });

  it("says in the status line that the canal era was scored and removed, until the rail era's first move (issue 37)", async () => {
    const scores = [{ era: "canal", links: [{ line: "bolton--wigan", player: 1, vp: 3 }], tiles: [], totals: [0, 3] }];
    const words = "The {era} Era is over and scored: its links and its level-I tiles have left the board. Until the {now} Era's first move the map shows that scoring.";
    model.push("topology", { ...topology, era_change: words, key: [...KEY, ["scored", "an era's scoring"]] });
    const canalLog = [{ era: "canal", round: 8, lines: [[1, "move", "Orange passed."], [null, "era", "End of the canal era."]] }];
    model.push("view", makeView(8, { era: "rail", round: 1, scores, log: canalLog }));
    await tick();
    expect(q(".brass-status .brass-era-change").textContent).toBe("The Canal Era is over and scored: its links and its level-I tiles have left the board. Until the Rail Era's first move the map shows that scoring.");
    expect(q(".brass-score-overlay [data-scored-link='bolton--wigan']")).toBeTruthy();
    expect(q('.brass-key [data-key="scored"] svg')).toBeTruthy();  // the key explains it, with a swatch
    // the last canal move's link is off the board: not marked as the last move
    model.push("view", makeView(9, { era: "rail", round: 1, scores, log: canalLog, last: { player: 1, kind: "human", texts: ["Orange built a canal."], slots: [], links: ["bolton--wigan"], developed: [] } }));
    await tick();
    expect(q(".brass-last-overlay [data-last='bolton--wigan']")).toBe(null);
    // the rail era's first move: the scoring leaves the map and the status line; the button still shows it
    const railLog = [...canalLog, { era: "rail", round: 1, lines: [[0, "move", "Blue took a £30 loan."]] }];
    model.push("view", makeView(10, { era: "rail", round: 1, scores, log: railLog }));
    await tick();
    expect(q(".brass-status .brass-era-change")).toBe(null);
    expect(q(".brass-score-overlay")).toBe(null);
    await click("button[data-intent='scoring']");
    expect(q(".brass-score-overlay [data-scored-link='bolton--wigan']")).toBeTruthy();
  });

  it("a click on a legal line with no action chosen chooses Network and that line (issue 37)", async () => {
    const net = { t: "network bolton--wigan card bolton", kind: "network", target: "bolton--wigan", card: "bolton" };
    model.push("choices", { version: 5, seat: 0, actions: [...ACTIONS, net], unavailable: [] });
    await tick();
    await click(".brass-map [data-hit='bolton--wigan']");
    expect(q(".brass-confirm").getAttribute("data-action")).toBe("network bolton--wigan card bolton");
    expect(q(".brass-steps").textContent).toContain("Bolton – Wigan");
    expect(model.sent.filter((m) => m.type === "why")).toEqual([]);
    // a space two kinds of decision name (a build and a sale) is not guessed: it asks why, as before
    await click(".brass-chooser [data-intent='cancel']");
    const sale = { t: "sell bolton/1 card bolton", kind: "sell", target: "bolton/1", card: "bolton" };
    model.push("choices", { version: 5, seat: 0, actions: [...ACTIONS, sale], unavailable: [] });
    await tick();
    await click(".brass-map [data-slot='bolton/1']");
    expect(model.sent.at(-1).type).toBe("why");
  });
});

// -- Brass: Birmingham on the board (issue 9): merchants, beer, scout, the edition picker ---------------------
describe("Birmingham", () => {
  const BHAM_FIELDS = { ...FIELDS, network: ["target", "card", "coal", "beer"], sell: ["target", "to", "card", "beer", "bonus"], scout: ["card"] };
  const btopo = {
    ...topology, edition: "birmingham", title: "Brass: Birmingham", beer: true, loans_stop_late: undefined,
    source_fields: ["coal", "iron", "to", "beer"],
    reach: { resource: "beer", source: "merchant" },  // the overlay's resource and its own source (viewmodel.topology)
    extra_words: { tile: { beer: { icon: "brass-barrel", words: "beer to sell", title: "sells with {n} beer" } } },  // as Birmingham's presentation.json
    source_names: { market: "the market", double: "any two cards (double build)", merchant: "the merchant's barrel" },
    key: [...KEY, ["merchant", "a merchant tile (what it buys; blank buys nothing); click it to sell there"],
      ["barrel", "a barrel of beer (on a brewery or beside a merchant tile)"], ["farm", "a farm brewery; the dashed spur joins it to the line it touches"]],
    locations: { ...topology.locations, oxford: { name: "Oxford", x: 260, y: 150, w: 110, h: 90, spaces: [], trade: true, link_vp: 2 } },
    spots: { "oxford/1": [250, 160], "oxford/2": [290, 160], "gloucester/1": [260, 190] },
    merchant_tiles: { "any-2p": ["cotton_mill", "manufacturer", "pottery"], "blank-2p.1": [] },
    tile_goods: { "any-2p": ["cotton_mill", "manufacturer", "pottery"], "blank-2p.1": [] },  // the same, by its generic key
    map_tiles_view: "merchants",  // the view's key of the tiles on the map (Birmingham's presentation.json)
    tile_place: { stem: "merchant", words: "{name} merchant tile {n}", resource: "beer" },  // their attribute, name, barrel
    industries: { cotton_mill: "Cotton Mill", manufacturer: "Manufacturer", pottery: "Pottery", brewery: "Brewery", coal_mine: "Coal Mine", iron_works: "Iron Works" },
    cards: { ...topology.cards, wild_location: "Wild Location", wild_industry: "Wild Industry" },
    tiles: { pottery: { 1: { level: 1, roman: "I", cost: 17, coal: 0, iron: 1, vp: 10, income: 5, link_vp: 1, era: "any", beer: 1, lightbulb: true } } },
    fields: BHAM_FIELDS, kinds: ["build", "network", "develop", "sell", "loan", "pass", "scout"],
    dcm_track: [],
    editions: [{ edition: "birmingham", title: "Brass: Birmingham", players: [2, 3, 4] }, { edition: "lancashire", title: "Brass: Lancashire", players: [2, 3, 4] }],
  };
  const MERCHANTS = '<g class="brass-merchant-tile" data-merchant="oxford/1"><rect/></g><g class="brass-merchant-tile brass-blank" data-merchant="oxford/2"><rect/></g>'
    + '<g class="brass-merchant-tile" data-merchant="gloucester/1"><rect/></g>';
  btopo.svg_layers = [...topology.svg_layers.slice(0, 4), ["locs", LOCS + '<g data-location="oxford"><rect class="brass-loc-bg"/></g>'], ["slots", 1, 4], ["hits", HITS]];
  const SALES = [
    { t: "sell bolton/1 to oxford/1 card wigan beer merchant", kind: "sell", target: "bolton/1", to: "oxford/1", card: "wigan", beer: "merchant" },
    { t: "sell bolton/1 to oxford/1 card wigan beer bury/1", kind: "sell", target: "bolton/1", to: "oxford/1", card: "wigan", beer: "bury/1" },
    { t: "sell bolton/1 to gloucester/1 card wigan beer bury/1", kind: "sell", target: "bolton/1", to: "gloucester/1", card: "wigan", beer: "bury/1" },
    { t: "scout card wigan", kind: "scout", card: "wigan" },
  ];
  function bview(version, extra = {}) {
    return makeView(version, {
      dcm: null, beer: ["bury", "oxford"], wild: { wild_location: 3, wild_industry: 4 },
      table: [{ id: "wild", kind: "piles", title: "Wild card piles", heading: "Wild cards", label: "wild cards left",
        piles: [["wild_location", "Wild Location", 3], ["wild_industry", "Wild Industry", 4]] }],
      merchants: { oxford: [["any-2p", 1], ["blank-2p.1", 0]], gloucester: [["any-2p", 0]] },
      players: [
        { seat: 0, kind: "human", money: 30, income_level: 0, vp: 0, era_vp: 0, spent: 0, mat: [["pottery", 1, 5]], face_down: 1, discard: 2, discard_top: "bolton",
          parts: [{ ...DISCARD, picture: "1 down · 2 up · top: Bolton", board: "Discard: 1 face down, 2 face up (top: Bolton)",
            board_title: "discard pile: 1 card face down, 2 cards face up", down: 1 }] },
        { seat: 1, kind: "human", money: 30, income_level: 0, vp: 0, era_vp: 0, spent: 0, mat: [], face_down: 1, discard: 0, discard_top: null,
          parts: [{ ...DISCARD, picture: "1 down · 0 up · no face-up card", board: "Discard: 1 face down, 0 face up",
            board_title: "discard pile: 1 card face down, 0 cards face up", down: 1 }] },
      ],
      ...extra,
    });
  }
  let bm, bel, bclean, bq, bclick;
  beforeEach(async () => {
    ({ model: bm, el: bel, cleanup: bclean, q: bq, click: bclick } = await mount({
      topology: btopo, view: bview(7), highlight: [], error: "", reply: {}, ui: { seats: ["human", "human"], busy: false },
      ...NO_PARTS, svg_1: MERCHANTS,
      choices: { version: 7, seat: 0, actions: SALES, unavailable: [], sources: { to: ["oxford/1", "oxford/2", "gloucester/1"], beer: ["bury/1", "derby/1", "merchant"] } },
    }));
  });

  it("reads each decision's text as the engine wrote it, the edition's fields named by Python", () => {
    const packed = { fields: ["kind", "industry", "target", "card", "coal", "iron", "to", "amount", "beer", "bonus"],
      words: ["sell", "bolton/1", "wigan", "oxford/1", "merchant", "pottery", "network", "bolton--wigan", "market", "bury/1 merchant",
        "odd text", "to", "card", "beer", "bonus", "coal", "bury/1"],
      texts: [[0, -3, 11, -7, 12, -4, 13, -9, 14, -10], [6, -3, 12, -4, 15, -5, 13, 16, 13, 4], [10]],
      decisions: [[0, 0, -1, 1, 2, -1, -1, 3, -1, 4, 5], [1, 6, -1, 7, 2, 8, -1, -1, -1, 9], [2, 6, -1, 7]] };
    expect(actionsOf({ actions: packed }).map((a) => a.t)).toEqual([
      "sell bolton/1 to oxford/1 card wigan beer merchant bonus pottery",
      "network bolton--wigan card wigan coal market beer bury/1 beer merchant",
      "odd text"]);
  });

  it("names merchant tiles by what they buy, beer sources by where the barrel comes from, and the bonus", () => {
    const v = bview(7);
    expect(valueLabel(btopo, "to", "oxford/1", v)).toBe("Oxford merchant tile 1: buys Cotton Mill, Manufacturer, Pottery · beer");
    expect(valueLabel(btopo, "to", "oxford/2", v)).toBe("Oxford merchant tile 2: blank");
    expect(valueLabel(btopo, "beer", "merchant")).toBe("the merchant's barrel");
    expect(valueLabel(btopo, "beer", "bury/1 merchant")).toBe("Bury space 1 and the merchant's barrel");
    expect(valueLabel(btopo, "bonus", "pottery")).toBe("develop Pottery free");
  });

  it("names the tiles beside the spaces, their barrel and a tile's needs from the topology, not its own words (issue 33)", () => {
    // the same board with other names for its things: the JavaScript follows the data it is sent
    const other = { ...btopo, tile_place: { stem: "trader", words: "{name} trader {n}", resource: "ale" },
      reach: { resource: "ale", source: "trader" }, source_fields: ["coal", "iron", "to", "ale"],
      extra_words: { tile: { ale: { icon: "brass-barrel", words: "ale to sell", title: "sells with {n} ale" } } },
      tiles: { pottery: { 1: { level: 1, roman: "I", cost: 17, coal: 0, iron: 1, vp: 10, income: 5, link_vp: 1, era: "any", ale: 2 } } } };
    expect(valueLabel(other, "to", "oxford/1", bview(7))).toBe("Oxford trader 1: buys Cotton Mill, Manufacturer, Pottery · ale");
    expect(valueLabel(other, "ale", "bury/1 bolton/1")).toBe("Bury space 1 and Bolton space 1");
    expect(chipInfo(other, ["pottery", 1, 1, null]).title).toContain("iron 1, sells with 2 ale, 10 VP");
  });

  it("sells by clicking the merchant tile on the map, strikes out the beer that cannot be used and asks why", async () => {
    await bclick(".brass-opts button[data-value='sell']");
    expect(bq("[data-merchant='oxford/1']").classList.contains("brass-cand")).toBe(true);
    expect(bq("[data-merchant='gloucester/1']").classList.contains("brass-cand")).toBe(true);
    expect(bq("[data-merchant='oxford/2']").classList.contains("brass-cand")).toBe(false);
    expect(bq(".brass-opts button[data-field='to'][data-value='oxford/2']").getAttribute("aria-disabled")).toBe("true");
    await bclick("[data-merchant='oxford/1'] rect");
    expect(bq(".brass-steps").textContent).toContain("Sell to: Oxford merchant tile 1");
    const unusable = bq(".brass-opts button[data-field='beer'][data-value='derby/1']");
    expect(unusable.getAttribute("aria-disabled")).toBe("true");
    expect(bq(".brass-opts button[data-field='beer'][data-value='merchant']").getAttribute("aria-disabled")).toBe(null);
    await bclick(".brass-opts button[data-field='beer'][data-value='derby/1']");
    expect(bm.sent.at(-1)).toMatchObject({ type: "why", sel: { kind: "sell", target: "bolton/1", to: "oxford/1", card: "wigan", beer: "derby/1" } });
    await bclick(".brass-opts button[data-field='beer'][data-value='merchant']");
    expect(bq(".brass-confirm").getAttribute("data-action")).toBe("sell bolton/1 to oxford/1 card wigan beer merchant");
  });

  it("says whose brewery each beer source is: yours or the other player's (the walk of tutorial 11)", async () => {
    bm.push("choices", { version: 7, seat: 0, actions: SALES, unavailable: [], owners: { "bury/1": 0, "derby/1": 1 },
      sources: { to: ["oxford/1", "oxford/2", "gloucester/1"], beer: ["bury/1", "derby/1", "merchant"] } });
    await tick();
    await bclick(".brass-opts button[data-value='sell']");
    await bclick("[data-merchant='oxford/1'] rect");
    expect(bq(".brass-opts button[data-field='beer'][data-value='bury/1']").textContent).toMatch(/ \(yours\)$/);
    expect(bq(".brass-opts button[data-field='beer'][data-value='derby/1']").textContent).toMatch(/ \(Orange's\)$/);
    expect(bq(".brass-opts button[data-field='beer'][data-value='merchant']").textContent).toBe("the merchant's barrel");
  });

  it("draws the beer route and the barrel's source from a preview, and the beer highlight", async () => {
    await bclick(".brass-opts button[data-value='sell']");
    await bclick("[data-merchant='oxford/1'] rect");
    await bclick(".brass-opts button[data-field='beer'][data-value='bury/1']");
    bm.push("reply", { kind: "preview", action: SALES[1].t, preview: { legal: true, players: [], coal: null, coal_route: [], beer_route: [["bolton", "bury"]], iron: null, flipped: ["bolton/1"] } });
    await tick();
    expect(bq(".brass-overlay .brass-route-beer").getAttribute("points")).toBe("100,100 150,140");
    expect(bq(".brass-overlay .brass-src-beer").getAttribute("data-beer-src")).toBe("bury/1");
    bm.push("highlight", ["beer"]);
    await tick();
    expect(bq("[data-location='oxford']").classList.contains("brass-hl-beer")).toBe(true);
    expect(bq("[data-location='wigan']").classList.contains("brass-hl-beer")).toBe(false);
    expect(bq("button[data-highlight='beer']").hidden).toBe(false);
  });

  it("shows the wild piles, each face-down discard face down, the lightbulb and the beer a tile sells with", () => {
    expect(bq("[data-market='wild']").textContent).toContain("3 Wild Location");
    expect(bq(".brass-discard[data-seat='0'] .brass-facedown")).toBeTruthy();
    expect(bq(".brass-discard[data-seat='0']").textContent).toContain("1 face down, 2 face up (top: Bolton)");
    const chip = bq(".brass-chip[data-industry='pottery']");
    expect(chip.querySelector(".brass-barrel")).toBeTruthy();
    expect(chip.title).toContain("lightbulb");
    expect(bq("[data-market='dcm']")).toBe(null);
    expect([...bel.querySelectorAll(".brass-keylist li")].map((x) => x.getAttribute("data-key"))).toContain("merchant");
  });

  it("is read in a screen reader's reading mode: a group, no name on an element without a role, chips read in words", () => {
    expect(bq(".brass-root").getAttribute("role")).toBe("group");  // not "application", which turns reading mode off
    const IMPLICIT = new Set(["BUTTON", "SELECT", "INPUT", "SECTION", "OL", "UL", "TABLE", "DETAILS"]);  // they have roles
    const unnamed = [...bel.querySelectorAll("[aria-label]")].filter((e) => !e.getAttribute("role") && !IMPLICIT.has(e.tagName));
    expect(unnamed.map((e) => e.className)).toEqual([]);
    const chip = bq(".brass-chip[data-industry='pottery']");
    expect(chip.querySelector(".brass-barrel").getAttribute("aria-hidden")).toBe("true");
    expect([...chip.querySelectorAll(".brass-sr")].map((e) => e.textContent)).toEqual([" iron", " beer to sell"]);
    expect(chip.textContent).toContain("1 iron 1 beer to sell");
    expect(bq(".brass-logl").getAttribute("tabindex")).toBe("0");  // it scrolls: the keyboard scrolls it too
  });

  it("offers Scout, and the New game dialog sends the edition with a player count it allows", async () => {
    expect(bq(".brass-opts button[data-value='scout']")).toBeTruthy();
    const ed = bq("select.brass-edition");
    expect([...ed.options].map((o) => o.value)).toEqual(["birmingham", "lancashire"]);
    expect(ed.value).toBe("birmingham");
    ed.value = "lancashire";
    ed.dispatchEvent(new Event("change", { bubbles: true }));
    bq("select[aria-label='Players in a new game']").value = "2";
    await bclick("button[data-intent='new']");
    expect(bm.sent.at(-1)).toEqual({ type: "new", players: 2, edition: "lancashire" });
    bclean();
  });
});

describe("Brass Duel", () => {
  const DUEL_FIELDS = { ...FIELDS, build: [...FIELDS.build, "boat"], network: ["industry", "target", "card", "coal", "boat"], sell: [...FIELDS.sell, "boat"], take: ["amount", "to"], choose: ["card"], invite: ["target", "card"], bribe: ["to"], decline: [] };
  const dtopo = {
    ...topology, edition: "duel", title: "Brass Duel: Isle of Wight", rounds: null, dcm_track: [], loans_stop_late: undefined,
    source_fields: ["coal", "iron", "to", "boat"], preview_fields: ["boat"],
    waiting_note: { id: "bribe", kinds: ["bribe", "decline"], fee: "bribe", words: "The other player used {person} for an action: you may pay{fee} to take them (Bribe, flipping one of your Lodgings), or decline." },  // as Duel's presentation.json
    extra_words: { "tile": { "boats": { "icon": "brass-boat", "words": "boats to build" } }, "preview": { "boats": { "one": "{n} boat on the player board", "many": "{n} boats on the player board" }, "vp_income": { "one": "VP income {n}", "many": "VP income {n}" } } },  // as Duel's presentation.json has them
    era_names: {}, vp_now: "VP if the game ends now",
    notice: "Rules follow a fan summary of the prototype rules; the components are provisional stand-ins.",
    notice_heading: "Brass Duel",
    kind_names: { ...KIND_NAMES, take: "Take a column", choose: "Choose a Notable Person", invite: "Invite", bribe: "Bribe", decline: "Decline the bribe" },
    value_names: {
      take: { to: { top: "from the top row", bottom: "from the bottom row" },
        amount: { 1: "Take column 1 (edge column: costs £2)", 2: "Take column 2", 3: "Take column 3", 4: "Take column 4 (edge column: costs £2)" } },
      network: { industry: { ferry: "Ferry (blue line)", road: "Road (brown line)", rail: "Rail (brown line)", upgrade: "Upgrade a Road to a Rail" } },
    },
    source_names: { market: "the market", double: "any two cards (double build)", board: "your player board" },
    key: [["canal", "ferry line, blue (empty)"], ["rail", "road or rail line, brown (empty)"],
      ["road", "a built Road (white dashes) · a Rail (white sleepers) · a Ferry (thin white line)"], ...KEY.slice(2)],
    rows: { names: ["top", "bottom"], columns: 4, edge: [0, 3], fee: 2, bribe: 10 },
    field_names: { take: { amount: "Column", to: "Row" }, network: { industry: "Link" }, choose: { card: "Notable Person" } },
    link_kinds: ["ferry", "road", "rail", "upgrade"],
    cards: { ...topology.cards, j_samuel_white: "J Samuel White", john_nash: "John Nash", port: "Port" },
    markets: { coal: { prices: [], empty: 5 }, iron: { prices: [1, 1, 2, 2], empty: 6 } },
    fields: DUEL_FIELDS, kinds: ["build", "network", "develop", "sell", "loan", "pass", "take", "choose", "invite", "bribe", "decline"],
  };
  const TAKES = [
    { t: "take 2", kind: "take", amount: "2" }, { t: "take 3", kind: "take", amount: "3" }, { t: "take 4", kind: "take", amount: "4" },
  ];
  function dview(version, extra = {}) {
    return makeView(version, {
      dcm: null, deck: 0, round: 3, era: "rail",
      // the card rows as engine/table.py describes them (Duel's presentation.json words: ROWS)
      table: [{ ...ROWS, card_rows: [["top", ["port", "bolton", null, "wigan"]], ["bottom", ["john_nash", "wigan", "port", "bolton"]]],
        names: { port: "Port", bolton: "Bolton", wigan: "Wigan", john_nash: "John Nash" }, columns: 4, edge: [0, 3], fee: 2, bribe: 10,
        decks: [["top", 21], ["bottom", 20]] }],
      rows: { top: ["port", "bolton", null, "wigan"], bottom: ["john_nash", "wigan", "port", "bolton"] }, decks: { top: 21, bottom: 20 },
      players: [
        { seat: 0, kind: "human", money: 20, income_level: 0, vp: 3, era_vp: null, spent: 0, mat: [], boats: 2, vp_income: 1, persons: ["john_nash"], offered: [], chosen: [],
          parts: [{ ...PIECES, list: "John Nash", picture: "2 boat(s) · VP income +1", board: "Boats: 2 · VP income: +1 · Notable Persons: John Nash" }] },
        { seat: 1, kind: "human", money: 26, income_level: 0, vp: 0, era_vp: null, spent: 0, mat: [], boats: 1, vp_income: 0, persons: [],
          parts: [{ ...PIECES, list: "", picture: "1 boat(s) · VP income +0", board: "Boats: 1 · VP income: +0 · Notable Persons: none yet" }] },
      ],
      ...extra,
    });
  }
  let dm, del, dclean, dq, dclick;
  beforeEach(async () => {
    ({ model: dm, el: del, cleanup: dclean, q: dq, click: dclick } = await mount({
      topology: dtopo, view: dview(9), highlight: [], error: "", reply: {}, ui: { seats: ["human", "human"], busy: false }, ...NO_PARTS,
      choices: { version: 9, seat: 0, actions: TAKES, unavailable: ["build"], sources: {} },
    }));
  });

  it("names Duel's steps and values, and rebuilds its decision texts as the engine writes them", () => {
    expect(fieldLabel(dtopo, "amount", "take")).toBe("Column");
    expect(fieldLabel(dtopo, "amount", "loan")).toBe("Amount");
    expect(fieldLabel(dtopo, "industry", "network")).toBe("Link");
    expect(valueLabel(dtopo, "amount", "1", null, "take")).toBe("Take column 1 (edge column: costs £2)");
    expect(valueLabel(dtopo, "amount", "2", null, "take")).toBe("Take column 2");
    expect(valueLabel(dtopo, "to", "top", null, "take")).toBe("from the top row");
    expect(valueLabel(dtopo, "amount", "30", null, "loan")).toBe("£30");
    expect(valueLabel(dtopo, "industry", "upgrade", null, "network")).toBe("Upgrade a Road to a Rail");
    expect(valueLabel(dtopo, "card", "john_nash")).toBe("John Nash");
    expect(fieldLabel(dtopo, "boat", "build")).toBe("Boats from");
    expect(valueLabel(dtopo, "boat", "board")).toBe("your player board");
    expect(valueLabel(dtopo, "boat", "board bolton/1")).toBe("your player board and Bolton space 1");
  });

  it("draws the card rows by column with the edge fee and the decks' sizes, the notice, boats, VP income and persons", () => {
    expect(dq(".brass-notice").hidden).toBe(false);
    expect(dq(".brass-notice").textContent).toContain("provisional stand-ins");
    const heads = [...del.querySelectorAll(".brass-rows button.brass-take")].map((b) => b.textContent);
    expect(heads).toEqual(["Column 1 (costs £2)", "Column 2", "Column 3", "Column 4 (costs £2)"]);
    expect(dq('.brass-rows [data-take="1"][data-row="bottom"]').textContent).toBe("John Nash");
    expect(dq('.brass-rows [data-take="3"][data-row="top"]').classList.contains("brass-gap")).toBe(true);
    expect(dq('.brass-rows button.brass-take[data-take="1"]').getAttribute("aria-disabled")).toBe("true");
    expect(dq('.brass-rows button.brass-take[data-take="2"]').getAttribute("aria-disabled")).toBe(null);
    expect(dq(".brass-decks").textContent).toBe("Decks, face down: top 21 cards, bottom 20 cards.");
    expect(dq('.brass-seat-row[data-seat="0"]').textContent).toContain("Boats: 2 · VP income: +1 · Notable Persons: John Nash");
    expect(dq(".brass-status").textContent).toContain("Round 3");
    expect(dq(".brass-status").textContent).not.toContain("Era");
    expect(dq(".brass-eravp").textContent).toBe("—");
    expect(dq("[data-market='coal']").textContent).toContain("no market track");
    expect(dq("[data-status='deck'].brass-deck")).toBe(null);
    expect([...del.querySelectorAll(".brass-keylist li")].map((x) => x.getAttribute("data-key"))).toContain("road");
    const info = chipInfo({ ...dtopo, industries: { ship_plus: "Shipyard (Ship+)" }, tiles: { ship_plus: { 2: { level: 2, roman: "II", cost: 16, coal: 1, iron: 0, vp: 4, income: 2, era: "any", boats: 1 } } } }, ["ship_plus", 2, 2, null]);
    expect(info.title).toContain("1 boats to build");
  });

  it("says the game, never an era: the score column's heading and figure from Python, the log and the final scoring", async () => {
    expect(dq(".brass-table thead").textContent).toContain("VP if the game ends now");
    expect(dq(".brass-table thead").textContent).not.toContain("era");
    const players = dview(10).players.map((p, i) => ({ ...p, era_vp: [14, 9][i] }));
    const scores = [{ era: "rail", links: [{ line: "bolton--wigan", player: 1, vp: 3 }], tiles: [], totals: [0, 3], persons: [2, 0] }];
    dm.push("view", dview(10, { players, log: [{ era: "rail", round: 3, lines: [[0, "move", "Blue took column 2."]] }] }));
    await tick();
    expect(dq(".brass-table tr.brass-player[data-seat='0'] .brass-eravp").textContent).toBe("14");
    expect(dq(".brass-table tr.brass-player[data-seat='1'] .brass-eravp").textContent).toBe("9");
    expect(dq(".brass-log-group h4").textContent).toBe("round 3");
    dm.push("view", dview(11, { players, over: true, scores }));
    await tick();
    expect(dq(".brass-scores summary").textContent).toBe("End of the game: Blue +0, Orange +3");
    expect(dq("button[data-intent='scoring']").textContent).toBe("Show the final scoring on the map");
    expect(dq(".brass-score-overlay").getAttribute("aria-label")).toBe("final scoring");
    expect(del.textContent).not.toMatch(/rail era|Rail Era/i);
  });

  it("takes a column by clicking it: ready to confirm with its text; an illegal column asks Python why", async () => {
    await dclick('.brass-rows button.brass-take[data-take="3"]');
    expect(dq(".brass-confirm").getAttribute("data-action")).toBe("take 3");
    expect(dq(".brass-steps").textContent).toContain("Column: Take column 3");
    await dclick(".brass-confirm");
    expect(dm.sent.at(-1)).toEqual({ type: "act", action: "take 3", version: 9, seat: 0 });
    await dclick('.brass-rows button.brass-take[data-take="1"]');
    const ask = dm.sent.at(-1);
    expect(ask.type).toBe("why");
    expect(ask.sel).toEqual({ kind: "take", amount: "1", to: "" });
    dm.push("reply", { kind: "why", key: ask.key, reasons: [{ rule: "S1: On your turn", message: "no money" }] });
    await tick();
    expect(dq(".brass-why").textContent).toContain("Why not take column 1 (edge column: costs £2):");
  });

  it("a click on a disabled column while no hand is shown says Python's refusal, each time, not '…' for ever (issue 37)", async () => {
    const { model: m, q: mq, click: mclick } = await mount({
      topology: dtopo, view: dview(9, { hands: {}, needs_reveal: 0 }), highlight: [], error: "", reply: {}, ui: { seats: ["human", "human"], busy: false }, ...NO_PARTS,
      choices: { version: 9, seat: null, actions: [], unavailable: [] },
    });
    await mclick('.brass-rows button.brass-take[data-take="1"]');
    expect(m.sent.at(-1)).toMatchObject({ type: "why", sel: { kind: "take", amount: "1", to: "" } });
    const refusal = "refused: the board answers previews and why-nots only about the hand it shows (the player to act, once their hand is revealed)";
    m.push("error", refusal);
    await tick();
    expect(mq(".brass-why").textContent).toBe("Why not take column 1 (edge column: costs £2)? The board answers previews and why-nots only about the hand it shows (the player to act, once their hand is revealed)");
    // the same refusal again sends no new error (an equal trait does not sync): the answer comes at once
    await mclick('.brass-rows button.brass-take[data-take="2"]');
    expect(m.sent.at(-1)).toMatchObject({ type: "why", sel: { kind: "take", amount: "2", to: "" } });
    expect(mq(".brass-why").textContent).toContain("Why not take column 2? The board answers previews");
  });

  it("asks which boats a decision spends (S1, Boats), strikes out an unusable Shipyard, and previews the boats", async () => {
    const two = ["board", "bolton/1"].map((b) => ({ t: `build port wigan/1 card wigan boat ${b}`, kind: "build", industry: "port", target: "wigan/1", card: "wigan", boat: b }));
    dm.push("choices", { version: 9, seat: 0, actions: two, unavailable: [], sources: { boat: ["bolton/1", "wigan/2", "board"] } });
    await tick();
    await dclick(".brass-opts button[data-value='build']");
    expect(dq(".brass-ask").textContent).toBe("Choose: Boats from");
    const opts = [...del.querySelectorAll(".brass-opts button")];
    expect(opts.map((b) => b.getAttribute("data-value"))).toEqual(["bolton/1", "wigan/2", "board"]);
    expect(opts.map((b) => b.textContent)).toEqual(["Bolton space 1", "Wigan space 2", "your player board"]);
    expect(opts[1].classList.contains("brass-unavailable") || opts[1].getAttribute("aria-disabled") === "true").toBe(true);
    await dclick(".brass-opts button[data-value='board']");
    expect(dq(".brass-confirm").getAttribute("data-action")).toBe("build port wigan/1 card wigan boat board");
    dm.push("reply", { kind: "preview", action: "build port wigan/1 card wigan boat board", preview: { legal: true, players: [{ player: 0, money: -8, spent: 8, income_level: 0, vp: 0, boats: -1, vp_income: 0 }], coal: null, iron: null, boat: "board", flipped: [] } });
    await tick();
    expect(dq(".brass-preview").textContent).toContain("−1 boat on the player board");
    expect(dq(".brass-preview").textContent).toContain("Boats from your player board");
  });

  it("in the first round takes a single card of a row, clicked in the rows", async () => {
    const first = [{ t: "take 1 to top", kind: "take", amount: "1", to: "top" }, { t: "take 2 to top", kind: "take", amount: "2", to: "top" }];
    dm.push("choices", { version: 9, seat: 0, actions: first, unavailable: [], sources: {} });
    await tick();
    expect(dq(".brass-rows .brass-help").textContent).toContain("First round");
    await dclick('.brass-rows [data-take="2"][data-row="top"]');
    expect(dq(".brass-confirm").getAttribute("data-action")).toBe("take 2 to top");
  });

  it("says which Notable Person the bribery answer is about, and offers Bribe and Decline", async () => {
    dm.push("view", dview(9, { waiting: { player: 0, person: "john_nash" } }));
    dm.push("choices", { version: 9, seat: 0, actions: [{ t: "decline", kind: "decline" }, { t: "bribe", kind: "bribe" }], unavailable: [], sources: {} });
    await tick();
    expect(dq(".brass-bribe-note").textContent).toBe("The other player used John Nash for an action: you may pay £10 to take them (Bribe, flipping one of your Lodgings), or decline.");
    expect([...del.querySelectorAll(".brass-opts button")].map((b) => b.textContent)).toEqual(["Bribe", "Decline the bribe"]);
    await dclick(".brass-opts button[data-value='decline']");
    expect(dq(".brass-confirm").getAttribute("data-action")).toBe("decline");
  });

  it("asks the kind of link first, and a line clicked on the map at that step picks it", async () => {
    const links = [
      { t: "network road bolton--wigan card port", kind: "network", industry: "road", target: "bolton--wigan", card: "port" },
      { t: "network ferry bolton--wigan card port", kind: "network", industry: "ferry", target: "bolton--wigan", card: "port" },
    ];
    dm.push("choices", { version: 9, seat: 0, actions: links, unavailable: [], sources: {} });
    await tick();
    await dclick(".brass-opts button[data-value='network']");
    expect(dq(".brass-ask").textContent).toBe("Choose: Link");
    expect([...del.querySelectorAll(".brass-opts button")].map((b) => b.textContent)).toEqual(["Road (brown line)", "Ferry (blue line)"]);
    await dclick(".brass-opts button[data-value='road']");
    await dclick('.brass-map [data-hit="bolton--wigan"]');
    expect(dq(".brass-confirm").getAttribute("data-action")).toBe("network road bolton--wigan card port");
    dclean();
  });
});

describe("several boards on one page", () => {
  const DEFS = '<defs><pattern id="brass-pat-0"/><symbol id="brass-t-0-cotton_mill"><rect/></symbol><symbol id="brass-i-coal_mine"/></defs>';
  const TILE = '<g data-slot="bolton/1"><rect fill="url(#brass-pat-0)"/><use href="#brass-t-0-cotton_mill"/><use href="#brass-i-coal_mine"/></g>';

  it("scopeIds renames ids and the references to them, and nothing else", () => {
    expect(scopeIds(DEFS + TILE, "v7")).toBe(DEFS.replaceAll('id="brass-', 'id="brass-v7-')
      + TILE.replace("url(#brass-", "url(#brass-v7-").replaceAll('href="#brass-', 'href="#brass-v7-'));
    expect(scopeIds('<g data-tile-id="brass-x" class="brass-slot"/>', "v1")).toBe('<g data-tile-id="brass-x" class="brass-slot"/>');
  });

  it("each view's ids are its own, and its <use> elements find its own symbols", async () => {
    document.body.innerHTML = "";
    const traits = () => ({
      topology: { ...topology, svg_layers: [["defs", DEFS], ...topology.svg_layers] }, view: makeView(5), highlight: [], error: "",
      reply: {}, ui: { seats: ["human", "random"], busy: false }, ...NO_PARTS, svg_0: TILE,
      choices: { version: 5, seat: 0, actions: ACTIONS, unavailable: [] },
    });
    const roots = [document.createElement("div"), document.createElement("div")];
    const cleanups = roots.map((root) => { document.body.append(root); return widget.render({ model: fakeModel(traits()), el: root }); });
    await tick();
    const ids = roots.map((r) => [...r.querySelectorAll("[id]")].map((e) => e.id).filter((id) => id.startsWith("brass-")));
    expect(ids[0].length).toBe(3);
    expect(ids[0].filter((id) => ids[1].includes(id))).toEqual([]);
    for (const r of roots) {
      for (const u of r.querySelectorAll("use")) expect(r.querySelector(`[id="${u.getAttribute("href").slice(1)}"]`)).toBeTruthy();
      const fill = r.querySelector('[data-slot="bolton/1"] rect').getAttribute("fill");
      expect(r.querySelector(`[id="${fill.slice(5, -1)}"]`)).toBeTruthy();
    }
    cleanups.forEach((c) => c && c());
  });
});

describe("house rules", () => {
  it("says the game's house rules above the board, and nothing for a standard game", async () => {
    expect(q(".brass-house-rules").hidden).toBe(true);
    const ruled = await mount({
      topology: { ...topology, house_rules: "loan £50, money per vp 0" }, view: makeView(5), highlight: [], error: "", reply: {},
      ui: { seats: ["human", "random"], busy: false }, ...NO_PARTS, choices: { version: 5, seat: 0, actions: ACTIONS, unavailable: [] },
    });
    expect(ruled.q(".brass-house-rules").hidden).toBe(false);
    expect(ruled.q(".brass-house-rules").textContent).toBe("House rules: loan £50, money per vp 0");
    ruled.cleanup();
  });
});

describe("Review mode (issue 35): the panel, the steps and the better move drawn, from review_rows and review_step", () => {
  const MARKS = { fine: "fine: under 1 VP lost", inaccuracy: "an inaccuracy: 1 to under 3 VP lost", mistake: "a mistake: 3 to under 8 VP lost", blunder: "a blunder: 8 or more VP lost", forced: "forced: the only legal decision, not weighed" };
  const ROWS = {
    seat: null, fields: ["number", "seat", "round", "mark", "lost"], marks: MARKS, about: "The rank is the coach's measure.",
    values: [[1, 0, "Canal 1", "fine", 0], [2, 1, "Canal 1", "mistake", 4.5], [3, 0, "Canal 2", "blunder", 9.25]],
  };
  const hint = (action, text, best, played, slots = [], links = []) => ({ action, text, value: 10, vp: 8, best, played, slots, links, developed: [] });
  const STEPS = [
    { n: 0, count: 3, number: 1, seat: 0, who: "Blue", round: "Canal 1", mark: "fine", words: MARKS.fine, lost: 0, pattern: "",
      hints: [hint("build coal_mine wigan/1 card wigan", "Blue builds a Coal Mine in Wigan.", true, true, ["wigan/1"])] },
    { n: 1, count: 3, number: 2, seat: 1, who: "Orange", round: "Canal 1", mark: "mistake", words: MARKS.mistake, lost: 4.5, pattern: "a sale missed",
      hints: [hint("build cotton_mill bury/1 card bolton", "Orange builds a Cotton Mill in Bury.", true, false, ["bury/1"]),
        hint("network bolton--wigan card bolton", "Orange builds a canal from Bolton to Wigan.", false, true, [], ["bolton--wigan"])] },
    { n: 2, count: 3, number: 3, seat: 0, who: "Blue", round: "Canal 2", mark: "blunder", words: MARKS.blunder, lost: 9.25, pattern: "",
      hints: [hint("build cotton_mill bolton/1 card bolton", "Blue builds a Cotton Mill in Bolton.", true, false, ["bolton/1"]),
        hint("loan 30 card bolton", "Blue takes a loan of £30.", false, true)] },
  ];
  const review = (n) => ({ topology, view: makeView(9, { last: { player: 1, slots: ["bury/1"], links: [], developed: [] } }), highlight: [], error: "", reply: {},
    ui: { seats: ["human", "random"], busy: false }, ...NO_PARTS, choices: { version: 9, seat: 0, actions: [], unavailable: [] },
    review_rows: ROWS, review_step: STEPS[n] });
  const key = (target, k) => target.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));

  it("is hidden on the live board, which keeps its chooser and its last move", () => {
    expect(q(".brass-review").hidden).toBe(true);
    expect(q(".brass-chooser").classList.contains("brass-review-off")).toBe(false);
    expect(q(".brass-root").classList.contains("brass-reviewing")).toBe(false);
  });

  it("shows the step: the scrubber, the decision played, its mark as words and a badge, the hint list, the moves on the map", async () => {
    const b = await mount(review(1));
    expect(b.q(".brass-review").hidden).toBe(false);
    const range = b.q(".brass-review-range");
    expect([range.type, range.min, range.max, range.value, range.getAttribute("aria-label")]).toEqual(["range", "0", "2", "1", "Decision reviewed"]);
    expect(b.q(".brass-review-where").textContent).toBe("Decision 2 of 3 reviewed: #2 of the game, Orange, Canal 1");
    expect(b.q(".brass-review-move").textContent).toBe("Played: Orange builds a canal from Bolton to Wigan.");
    expect(b.q(".brass-review-mark").dataset.mark).toBe("mistake");
    expect(b.q(".brass-review-mark").textContent).toBe("?a mistake: 3 to under 8 VP lost · 4.5 VP lost (a sale missed)");
    const badge = b.q(".brass-mark");
    expect([badge.className, badge.textContent, badge.getAttribute("aria-hidden")]).toEqual(["brass-mark brass-mark-mistake", "?", "true"]);
    const items = [...b.el.querySelectorAll(".brass-review-hints li")].map((li) => [li.dataset.action, li.className]);
    expect(items).toEqual([["build cotton_mill bury/1 card bolton", "brass-review-hint brass-review-hint-best"],
      ["network bolton--wigan card bolton", "brass-review-hint brass-review-hint-played"]]);
    expect(b.q(".brass-review-hints").textContent).toContain("Better: Orange builds a Cotton Mill in Bury. (rank 10.0, projected 8.0 VP)");
    expect(b.q(".brass-review-about").textContent).toBe("The rank is the coach's measure.");
    // the better move in dashes where it happens, the decision played in the player's colour; no last-move mark
    expect(b.q(".brass-review-best [data-review-best='bury/1']")).toBeTruthy();
    expect(b.q(".brass-review-played [data-review-played='bolton--wigan']")).toBeTruthy();
    expect(b.q(".brass-last-overlay")).toBe(null);
    expect(b.q(".brass-status").textContent.startsWith("Review · ")).toBe(true);
    for (const box of [".brass-chooser", ".brass-coach", ".brass-last"]) expect(b.q(box).classList.contains("brass-review-off")).toBe(true);
    // the next step: its mark, badge and better move replace the last
    b.model.push("review_step", STEPS[2]);
    await tick();
    expect(b.q(".brass-review-range").value).toBe("2");
    expect([b.q(".brass-mark").className, b.q(".brass-mark").textContent]).toEqual(["brass-mark brass-mark-blunder", "??"]);
    expect(b.q("[data-review-best='bury/1']")).toBe(null);
    expect(b.q(".brass-review-best [data-review-best='bolton/1']")).toBeTruthy();
    expect(b.q("[data-review-played]")).toBe(null);  // a loan happens nowhere on the map
    b.cleanup();
  });

  it("lists the Hint's list with each hint's place, rank and projected VP, the decision played marked among them or after them", async () => {
    const ranked = (m, rank, value, vp) => ({ ...m, rank, value, vp });
    const bury = hint("build cotton_mill bury/1 card bolton", "Orange builds a Cotton Mill in Bury.", true, false, ["bury/1"]);
    const canal = hint("network bolton--wigan card bolton", "Orange builds a canal from Bolton to Wigan.", false, true, [], ["bolton--wigan"]);
    const loan = hint("loan 30 card bolton", "Orange takes a loan of £30.", false, false);
    const b = await mount({ ...review(1), review_step: { ...STEPS[1], hints: [ranked(bury, 1, 12.5, 9), ranked(canal, 2, 8, 7.5), ranked(loan, 3, 6.4, 6)] } });
    const items = () => [...b.el.querySelectorAll(".brass-review-hints li")].map((li) => [li.getAttribute("value"), li.className, li.textContent]);
    expect(items()).toEqual([
      ["1", "brass-review-hint brass-review-hint-best", "Hint 1, better: Orange builds a Cotton Mill in Bury. (rank 12.5, projected 9.0 VP)"],
      ["2", "brass-review-hint brass-review-hint-played", "Hint 2, played: Orange builds a canal from Bolton to Wigan. (rank 8.0, projected 7.5 VP)"],
      ["3", "brass-review-hint", "Hint 3: Orange takes a loan of £30. (rank 6.4, projected 6.0 VP)"]]);
    expect(b.q(".brass-review-outside")).toBe(null);
    expect(b.q(".brass-review-best [data-review-best='bury/1']")).toBeTruthy();  // the map: the better move and the played
    expect(b.q(".brass-review-played [data-review-played='bolton--wigan']")).toBeTruthy();
    // the decision played outside the list follows it, unnumbered
    b.model.push("review_step", { ...STEPS[1], hints: [ranked(bury, 1, 12.5, 9), ranked({ ...loan }, 2, 6.4, 6), { ...canal, rank: null, value: 3, vp: 5 }] });
    await tick();
    expect(items().map((x) => x[2])).toEqual(["Hint 1, better: Orange builds a Cotton Mill in Bury. (rank 12.5, projected 9.0 VP)",
      "Hint 2: Orange takes a loan of £30. (rank 6.4, projected 6.0 VP)",
      "Played, not in the list: Orange builds a canal from Bolton to Wigan. (rank 3.0, projected 5.0 VP)"]);
    expect(b.q(".brass-review-outside li").className).toBe("brass-review-hint brass-review-hint-played");
    expect(b.q("ol.brass-review-hints").children.length).toBe(2);
    b.cleanup();
  });

  it("a decision that was the best shows one entry and no better move; forced says so", async () => {
    const b = await mount(review(0));
    expect([...b.el.querySelectorAll(".brass-review-hints li")].map((li) => li.textContent)).toEqual(
      ["Played, the best here: Blue builds a Coal Mine in Wigan. (rank 10.0, projected 8.0 VP)"]);
    expect(b.q("[data-review-best]")).toBe(null);
    expect(b.q(".brass-review-played [data-review-played='wigan/1']")).toBeTruthy();
    b.model.push("review_step", { ...STEPS[0], mark: "forced", words: MARKS.forced, hints: [{ ...STEPS[0].hints[0], best: false }] });
    await tick();
    expect(b.q(".brass-review-mark").textContent).toBe("□forced: the only legal decision, not weighed");
    expect(b.q(".brass-review h4").textContent).toBe("The only legal decision");
    b.cleanup();
  });

  it("steps by the scrubber, Previous and Next, and the Left and Right keys inside the board; leaves by Back to the game", async () => {
    const b = await mount(review(1));
    await b.click(".brass-review-next");
    await b.click(".brass-review-prev");
    const range = b.q(".brass-review-range");
    range.value = "2";
    range.dispatchEvent(new Event("change", { bubbles: true }));
    key(b.q(".brass-root"), "ArrowRight");
    key(b.q(".brass-map"), "ArrowLeft");
    key(range, "ArrowLeft");  // the scrubber's own arrow keys move it (its change event steps), not the board's
    await b.click(".brass-review-end");
    expect(b.model.sent).toEqual([{ type: "review_step", n: 2 }, { type: "review_step", n: 0 }, { type: "review_step", n: 2 },
      { type: "review_step", n: 2 }, { type: "review_step", n: 0 }, { type: "review_end" }]);
    // at either end the button is off and the key sends nothing
    b.model.push("review_step", STEPS[0]);
    await tick();
    expect([b.q(".brass-review-prev").disabled, b.q(".brass-review-next").disabled]).toEqual([true, false]);
    b.model.sent.length = 0;
    key(b.q(".brass-root"), "ArrowLeft");
    b.model.push("review_step", STEPS[2]);
    await tick();
    key(b.q(".brass-root"), "ArrowRight");
    expect(b.model.sent).toEqual([]);
    // out of Review mode the arrow keys are not the review's, and the live board is back
    b.model.push("review_rows", null);
    b.model.push("review_step", null);
    await tick();
    key(b.q(".brass-root"), "ArrowRight");
    expect(b.model.sent).toEqual([]);
    expect(b.q(".brass-review").hidden).toBe(true);
    expect(b.q(".brass-chooser").classList.contains("brass-review-off")).toBe(false);
    expect(b.q(".brass-last-overlay [data-last='bury/1']")).toBeTruthy();
    b.cleanup();
  });

  it("says the review is being weighed while Python computes it, the live board still in place", async () => {
    const b = await mount({ ...review(0), review_rows: { weighing: 40, seat: null }, review_step: null,
      choices: { version: 9, seat: 0, actions: ACTIONS, unavailable: [] } });
    expect(b.q(".brass-review").hidden).toBe(false);
    expect(b.q(".brass-review-where").textContent).toBe("Weighing 40 decisions with the coach's search… Its progress shows under the cell that asked.");
    expect([b.q(".brass-review-controls").hidden, b.q(".brass-review-keys").hidden]).toEqual([true, true]);
    expect(b.q(".brass-chooser").classList.contains("brass-review-off")).toBe(false);
    b.model.push("review_rows", { weighing: 40, seat: 1 });
    await tick();
    expect(b.q(".brass-review-where").textContent).toContain("Weighing Orange's decisions among the game's 40");
    b.model.push("review_rows", ROWS);
    b.model.push("review_step", STEPS[0]);
    await tick();
    expect(b.q(".brass-review-controls").hidden).toBe(false);
    expect(b.q(".brass-review-where").textContent).toBe("Decision 1 of 3 reviewed: #1 of the game, Blue, Canal 1");
    b.cleanup();
  });

  it("shows text from the review as text, and an unknown mark with a plain badge", async () => {
    const evil = "<img src=x onerror=alert(1)>";
    const b = await mount({ ...review(1), review_step: { ...STEPS[1], mark: "__proto__", words: evil, pattern: evil, round: evil,
      hints: [{ ...STEPS[1].hints[0], text: evil, slots: ["__proto__", "nowhere/1"], links: ["constructor"] }] } });
    expect(b.el.querySelector(".brass-review img")).toBe(null);
    expect(b.q(".brass-review-words").textContent).toBe(evil);
    expect([b.q(".brass-mark").className, b.q(".brass-mark").textContent]).toEqual(["brass-mark brass-mark-other", "•"]);
    expect(b.el.querySelectorAll("[data-review-best]").length).toBe(0);
    b.cleanup();
  });
});
