"""What a Duel position must satisfy beyond the core's invariants and flow checks (saved games, positions), and
the decks dealt back from an observation (hidden information)."""

from __future__ import annotations

from collections import Counter

from ...engine.setup import deck_cards
from .cards import ROWS


def _cards_in_sight(st: dict) -> Counter:
    seen = Counter()
    for info in st["seats"]:
        seen.update(info["discard"])
        seen.update(info["hand"])
    for row in ROWS:
        seen.update(c for c in st["rows"][row] if c is not None)
    return seen


def deal_decks(ed, st: dict, obs: dict, r) -> None:
    """The unseen cards (all 58 but those on the table, in hands and discarded), shuffled into the two decks."""
    unseen = sorted((Counter(deck_cards(ed, st["players"], st["variants"])) - _cards_in_sight(st)).elements())
    r.shuffle(unseen)
    sizes = obs["decks"]
    st["decks"] = {"top": unseen[:sizes["top"]], "bottom": unseen[sizes["top"]:sizes["top"] + sizes["bottom"]]}


def invariants(ed, st: dict) -> list[str]:
    """Every card accounted for; the link kinds beside the links; boats never negative."""
    out = []
    n = ed.setup["row_cards"]
    for row in ROWS:
        if len(st["rows"][row]) != n:
            out.append(f"state.rows.{row}: {len(st['rows'][row])} places, the table has {n}")
    if st["deck"]:
        out.append("state.deck: Duel draws from the two row decks, never from a common deck")
    if set(st["link_kinds"]) != set(st["links"]):
        out.append("state.link_kinds: not the lines holding a link")
    for line, kind in st["link_kinds"].items():
        ln = ed.lines.get(line)
        if ln is not None and (kind == "ferry") != ln.canal:
            out.append(f"state.link_kinds.{line}: a {kind} cannot lie on this line")
    for p in range(st["players"]):
        ferries = sum(1 for line, kind in st["link_kinds"].items() if kind == "ferry" and st["links"].get(line) == p)
        if ferries > ed.net["ferry_cap"]:
            out.append(f"state.links: player {p} has {ferries} Ferries, at most {ed.net['ferry_cap']}")
    return out


def flow_problems(ed, st: dict) -> list[str]:
    """The turn's cards: a seat holds cards only during its own turn, as many as the actions left."""
    out = []
    if st["over"]:
        return out
    p = st["order"][st["turn"]]
    for s, info in enumerate(st["seats"]):
        if s != p and info["hand"]:
            out.append(f"state.seats[{s}].hand: only the player whose turn it is holds cards")
    hand = st["seats"][p]["hand"]
    if st["pending"] is None and hand and len(hand) != st["actions_left"]:
        out.append(f"state.seats[{p}].hand: {len(hand)} cards for {st['actions_left']} actions left")
    if st["round"] != 1 and st["first_row"] is not None:
        out.append("state.first_row: only the first round remembers the row taken from")
    return out


def check_data(d: dict) -> None:
    """The data file's own consistency (S1's totals; every component provisional with its basis): ValueError."""
    def bad(msg):
        raise ValueError(f"duel.json: {msg}")
    locs = {loc["id"]: loc for loc in d["locations"]}
    for loc in d["locations"]:
        if loc.get("provisional") is not True or not loc.get("basis"):
            bad(f"location {loc['id']} lacks provisional/basis")
        for slot in loc["spaces"]:
            for ind in slot:
                if ind not in d["industries"]:
                    bad(f"{loc['id']} shows an unknown industry {ind}")
    for ln in d["lines"]:
        if ln["a"] not in locs or ln["b"] not in locs or ln.get("kind") not in ("brown", "blue"):
            bad(f"line {ln['id']} is malformed")
        if ln.get("provisional") is not True or not ln.get("basis"):
            bad(f"line {ln['id']} lacks provisional/basis")
    for ind, info in d["industries"].items():
        if info.get("provisional") is not True or not info.get("basis"):
            bad(f"industry {ind} lacks provisional/basis")
    cards = d["cards"]
    if sum(cards["location"].values()) != 28 or sum(cards["industry"].values()) != 30:  # S1, Setup 1
        bad("S1 gives 28 location and 30 industry cards")
    s = d["setup"]
    if len(d["persons"]["list"]) != 2 * s["persons_dealt"] + s["persons_to_box"]:  # S1, Setup 4: 5 + 5 + 2
        bad("the Notable Persons must be 5 per player plus 2 returned")
