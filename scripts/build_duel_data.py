"""Build brass_widget/editions/duel/duel.json: Brass Duel: Isle of Wight's rule numbers and components.

Sources: ``../shared/reference/duel.md``. Its §2 (the facts a fan summary of the prototype rules states,
"S1") gives the setup and rule numbers; its §6 (the provisional
stand-in) gives every component: the Isle of Wight map, the cards, the tile tables and the Notable Persons.
No public source gives Duel's components, so every record of §6 carries ``provisional: true`` and its
``basis``. The tile tables copy the nearest Brass: Birmingham / Lancashire rows (§6.4) from this project's
own data files of those editions (themselves built from ``shared/reference/``). The `uncertain` list holds
the twelve ambiguities of S1 (§4) and the missing facts (§5) with the choice made for each; it is listed
again in docs/uncertain-facts.md ("Brass Duel: Isle of Wight").

Run it from the project root:  python scripts/build_duel_data.py
"""

from __future__ import annotations

import json
from pathlib import Path

import uncertain_doc

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "brass_widget" / "editions" / "duel" / "duel.json"
BHM = ROOT / "brass_widget" / "editions" / "birmingham" / "birmingham.json"
LAN = ROOT / "brass_widget" / "editions" / "lancashire" / "lancashire.json"

S1 = "S1: fan summary of the prototype rules (Brass Duel: Isle of Wight; reference/duel.md §2)"
PROV = "PROVISIONAL (reference/duel.md §6)"

# reference/duel.md §6.2: towns, their slots (a dual slot lists two industries), geography for the layout only
TOWNS = [
    # id, name, (lat, lon), slots, basis
    ("cowes", "Cowes", (50.762, -1.298), [["shipyard"], ["port"], ["iron_foundry", "coal_importer"]],
     "G3: principal port; White's Thetis yard and engine works; the Medina coal jetty"),
    ("east_cowes", "East Cowes", (50.757, -1.288), [["shipyard"], ["lodging"]],
     "G3: White's Falcon yard; Nash's castle and the Osborne estate nearby"),
    ("newport", "Newport", (50.701, -1.292), [["brewery"], ["port", "coal_importer"], ["iron_foundry"]],
     "G3: county town; Newport Quay; Mew's Royal Brewery"),
    ("wootton", "Wootton", (50.725, -1.243), [["brewery", "lodging"]], "G1: on the Ryde-Newport line"),
    ("ryde", "Ryde", (50.730, -1.160), [["port"], ["lodging"], ["fishery", "brewery"]],
     "G2/G3: main ferry pier; old fishing hamlet"),
    ("brading", "Brading", (50.680, -1.142), [["lodging", "brewery"]], "G1: junction for Bembridge"),
    ("bembridge", "Bembridge", (50.687, -1.083), [["port", "fishery"], ["fishery"]],
     "G1/G2: branch terminus; Southsea steamers; St Helens harbour"),
    ("sandown", "Sandown", (50.652, -1.154), [["lodging"], ["lodging", "fishery"]], "G3: Victorian resort"),
    ("shanklin", "Shanklin", (50.633, -1.176), [["lodging"], ["lodging", "brewery"]], "G1/G3: resort, railhead 1864"),
    ("ventnor", "Ventnor", (50.595, -1.206), [["lodging"], ["brewery"], ["fishery", "lodging"]],
     "G3: health resort; Ventnor brewery; fishing hamlet origin"),
    ("yarmouth", "Yarmouth", (50.706, -1.500), [["port"], ["fishery", "coal_importer"]],
     "G2: Lymington ferry; old chartered port"),
    ("freshwater", "Freshwater", (50.683, -1.525), [["lodging"], ["fishery"]], "G1: FY&NR terminus"),
]
MAINLAND = [("southampton", "Southampton", (50.897, -1.404)), ("portsmouth", "Portsmouth", (50.799, -1.091)),
            ("lymington", "Lymington", (50.758, -1.541))]
ROADS = [("cowes", "newport"), ("newport", "wootton"), ("wootton", "ryde"), ("east_cowes", "wootton"),
         ("ryde", "brading"), ("brading", "sandown"), ("sandown", "shanklin"), ("shanklin", "ventnor"),
         ("brading", "bembridge"), ("newport", "sandown"), ("newport", "ventnor"), ("newport", "yarmouth"),
         ("yarmouth", "freshwater"), ("freshwater", "ventnor"), ("newport", "brading")]
FERRIES = [("cowes", "east_cowes"), ("cowes", "southampton"), ("ryde", "portsmouth"), ("bembridge", "portsmouth"),
           ("yarmouth", "lymington"), ("east_cowes", "southampton")]

LOCATION_CARDS = {"cowes": 3, "newport": 3, "ryde": 3, "ventnor": 3, "east_cowes": 2, "bembridge": 2, "sandown": 2,
                  "shanklin": 2, "yarmouth": 2, "freshwater": 2, "wootton": 2, "brading": 2}
INDUSTRY_CARDS = {"lodging": 7, "brewery": 5, "fishery": 5, "port": 4, "shipyard": 3, "coal_importer": 3,
                  "iron_foundry": 3}

DISPLAY = {"coal_importer": "Coal Importer", "iron_foundry": "Iron Foundry", "shipyard": "Shipyard",
           "brewery": "Brewery", "fishery": "Fishery", "port": "Port", "lodging": "Lodging"}


def _row(src: dict, level: int, **over) -> dict:
    """One tile row in Duel's shape, from an analogue row of another edition's data."""
    row = {"level": level, "count": src["count"], "cost": src["cost"], "coal": src["coal"], "iron": src["iron"],
           "boats": 0, "vp": src["vp"], "income": src["income"], "vp_income": 0, "link_vp": src["link_vp"],
           "cubes": src["cubes"], "sell_boats": 0, "branch": None}
    row.update(over)
    return row


def industries(bhm: dict, lan: dict) -> dict:
    b = {k: v["levels"] for k, v in bhm["industries"].items()}
    lan_i = {k: v["levels"] for k, v in lan["industries"].items()}
    out = {}
    coal = [_row(r, i + 1) for i, r in enumerate(b["coal_mine"])]
    coal[3]["vp_income"] = 1  # S1: "Coal Importers may give money or VP income": one level shows VP income
    out["coal_importer"] = {"holds": "coal", "flips_when": "emptied", "levels": coal,
                            "basis": "Birmingham Coal Mine I-IV (cost, coal cubes, VP, income spaces); level IV "
                                     "also shows 1 VP income (invented, so S1's VP-income importer is exercised)"}
    out["iron_foundry"] = {"holds": "iron", "flips_when": "emptied",
                           "levels": [_row(r, i + 1) for i, r in enumerate(b["iron_works"])],
                           "basis": "Birmingham Iron Works I-IV"}
    br = b["brewery"]  # boats in place of beer: 1 boat on the common level, 2 on the boat branch
    ship_basis = ("Shipbuilding (S1: common low levels, then a boat-building branch and a large-ship 'Ship+' "
                  "branch): common level I and the boat branch II-III are Birmingham Brewery I-III with boats in "
                  "place of beer (1, then 2); the Ship+ branch II-III is Lancashire Shipyard I-II, one of each, "
                  "costing 1 boat too (invented, so S1's boat cost is exercised) and flipping when built (S1)")
    out["shipyard"] = {"family": "shipyard", "branch": "common", "holds": "boats", "flips_when": "emptied",
                       "levels": [_row(br[0], 1, cubes=1)], "basis": ship_basis}
    out["boatyard"] = {"family": "shipyard", "branch": "boats", "holds": "boats", "flips_when": "emptied",
                       "levels": [_row(br[1], 2, cubes=2), _row(br[2], 3, cubes=2)], "basis": ship_basis}
    out["ship_plus"] = {"family": "shipyard", "branch": "ship_plus", "holds": None, "flips_when": "built",
                        "levels": [_row(lan_i["shipyard"][k], k + 1, count=1, cubes=0, boats=1) for k in (1, 2)],
                        "basis": ship_basis}
    out["brewery"] = {"holds": None, "flips_when": "sold",
                      "levels": [_row(r, i + 1, sell_boats=1) for i, r in enumerate(b["cotton_mill"])],
                      "basis": "Birmingham Cotton Mill I-IV, its beer to sell read as 1 boat to sell (S1: most "
                               "Breweries need boats)"}
    man = b["manufacturer"]
    out["fishery"] = {"holds": None, "flips_when": "sold",
                      "levels": [_row(man[k], i + 1, sell_boats=min(1, man[k].get("beer", 0)))
                                 for i, k in enumerate((1, 2, 4, 6))],
                      "basis": "Birmingham Manufacturer II, III, V and VII rows, renumbered I-IV, boats to sell "
                               "0-1 (S1: only some Fisheries need boats)"}
    out["port"] = {"holds": None, "flips_when": "sold_through", "ship_icon_every_level": True,
                   "levels": [_row(r, i + 1) for i, r in enumerate(lan_i["port"])],
                   "basis": "Lancashire Port I-IV; a ship icon on every level (our reading, ambiguity 7)"}
    lod = [_row(r, i + 1) for i, r in enumerate(lan_i["cotton_mill"])]
    lod[0]["income"], lod[1]["income"], lod[2]["income"], lod[3]["income"] = 5, -2, 3, 2
    lod[2]["vp_income"] = 1
    out["lodging"] = {"holds": None, "flips_when": "invited", "never_overbuilt_when_flipped": True, "levels": lod,
                      "basis": "Lancashire Cotton Mill I-IV VP and cost; income spaces 5/-2/3/2 and 1 VP income on "
                               "level III are invented test values (S1: some Lodgings have negative income, some "
                               "tiles VP income)"}
    # the core's behaviour flags (engine/edition.py Industry): what each industry holds and does when built
    out["iron_foundry"]["sells_to_market"] = "always"  # S1 Build: iron to the market at once, paid, as it fits
    out["iron_foundry"]["opponent_may_overbuild_when_exhausted"] = True  # S1 Build, Overbuilding
    out["ship_plus"]["flips_on_build"] = True  # S1 Build: Ship+ flips immediately
    out["brewery"]["flips_when_sold"] = out["fishery"]["flips_when_sold"] = True  # S1 Sell
    out["boatyard"]["after"] = out["ship_plus"]["after"] = "shipyard"  # S1 Build: the branches follow level I
    for ind, info in out.items():
        info.setdefault("family", ind)
        # shipbuilding's stacks named as one family a learner can follow (issue 37, item 8): the Shipyard (level I),
        # then its two branches; "shipyard" keeps Lancashire's name, since text with no edition at hand names an
        # industry from one table of every edition's names (engine/vocabulary.all_industry_names)
        branch = {"boatyard": " (boat branch)", "ship_plus": " (Ship+ branch)"}.get(ind, "")
        info["name"] = DISPLAY.get(ind, DISPLAY["shipyard"] + branch)
        info["provisional"] = True
        for lv in info["levels"]:
            lv["era"] = "any"
    return out


PERSONS = [
    {"id": "j_samuel_white", "name": "J Samuel White", "effect": {"kind": "boats", "amount": 2},
     "scoring": {"per": "flipped_shipyard", "vp": 1},
     "basis": "S1 names him and says he grants extra boats spendable as on a Shipyard; 2 boats and the scoring "
              "are PROVISIONAL"},
    {"id": "john_nash", "name": "John Nash", "effect": {"kind": "vp_income", "amount": 1}, "scoring": None,
     "basis": "S1: the only Notable Person with no end-game condition; +1 VP income is PROVISIONAL"},
    {"id": "developer", "name": "The Developer", "effect": None, "scoring": {"per": "developed_tile", "vp": 1},
     "basis": "S1: one Notable Person scores developed tiles (name and rate UNKNOWN; 1 VP each PROVISIONAL)"},
]
for _k, (_per, _vp, _name) in enumerate([
        ("flipped_lodging", 2, "Benjamin Mew"), ("ferry", 3, "Thomas White"), ("flipped_port", 2, "John Hambrough"),
        ("rail", 2, "Sir James Clark"), ("flipped_fishery", 2, "Charles Dickens"),
        ("flipped_brewery", 2, "Alfred Tennyson"), ("money_10", 1, "NP-10"), ("vp_income", 1, "NP-11"),
        ("town_with_tile", 1, "NP-12")]):
    PERSONS.append({"id": f"np_{_k + 4}", "name": _name, "effect": None, "scoring": {"per": _per, "vp": _vp},
                    "basis": "placeholder (reference/duel.md §6.5); the display name is a historical figure of the "
                             "island, never a claim about the game"})


UNCERTAIN = [
    # the twelve ambiguities of S1 (reference/duel.md §4), each with the choice made and the test pinning it
    ("duel-a1-ferry-step", "A1. Ferry income '1 step' per Ferry on the board", "1 income space per Ferry of "
     "either player, the new one included (S1 contrasts loans' 'levels (not steps)')",
     "tests/editions/test_duel_network.py::test_ferry_raises_income_one_space_per_ferry_on_board"),
    ("duel-a2-last-income", "A2. Does the 'one last time' income add a payout?", "no: it is the normal income of "
     "the last round; the game ends right after it",
     "tests/editions/test_duel_flow.py::test_last_income_is_the_rounds_own"),
    ("duel-a3-gaps", "A3. Columns after the decks run out", "cards stay where they are (no sliding, no refill); an "
     "empty column cannot be taken", "tests/editions/test_duel_flow.py::test_no_slide_after_decks_run_out"),
    ("duel-a4-edge-fee", "A4. The edge-column fee", "taking column 1 or column 4 (in the first round, a card "
     "in place 1 or 4) costs £2 at once, counted as money spent; with only edge cards left on the table a player "
     "with less than £2 pays what they have", "tests/editions/test_duel_flow.py::test_edge_column_costs_two"),
    ("duel-a5-first-round", "A5. First round: which row, and the edge fee", "the first player takes one card "
     "from either row; the second player one card from the other row; a card at an edge position costs £2",
     "tests/editions/test_duel_flow.py::test_first_round_single_cards"),
    ("duel-a6-own-boats", "A6. Own Shipyard boats and own Foundry iron need no connection", "own boats "
     "(Shipyards, player board, J Samuel White) and any Foundry's iron are used without a connection",
     "tests/editions/test_duel_resources.py::test_own_boats_need_no_connection"),
    ("duel-a7-port-ship", "A7. Which Port levels show a ship icon", "every level (data "
     "`ship_icon_every_level`)", "tests/editions/test_duel_sell.py::test_port_flipping_gives_a_free_boat"),
    ("duel-a8-icons", "A8. 'Adjacent icon' for link scoring", "the link VP printed on flipped tiles at each "
     "end plus the mainland ferry ends' printed icons; Lodgings flipped in scoring step 1 count",
     "tests/editions/test_duel_scoring.py::test_links_count_lodgings_flipped_at_the_end"),
    ("duel-a9-shortfall", "A9. Negative income one cannot pay; loan floor", "as in classic Brass (S1: 'works "
     "mostly identical to classic Brass'): pay what you have, remove your own tiles for half their cost until the "
     "debt is covered, then lose 1 VP per £1 still short; a loan may not take income below level -10",
     "tests/editions/test_duel_flow.py::test_negative_income_shortfall"),
    ("duel-a10-town-limit", "A10. One unflipped tile per town: does the exception cover a build that flips a "
     "Lodging or Port?", "no (a build never flips those): the count is taken once the build is done, so only a Coal "
     "Importer, Iron Foundry or Shipyard emptied by the build's own cost, or a tile that flips when built (Ship+, "
     "a Foundry that sells out), stops counting",
     "tests/editions/test_duel_build.py::test_one_unflipped_tile_per_town"),
    ("duel-a11-bribe-invite", "A11. The bribed Invite when the briber has no unflipped Lodging",
     "allowed: the briber pays £10 and keeps the Notable Person; no Lodging flips",
     "tests/editions/test_duel_invite.py::test_bribe_without_lodging"),
    ("duel-a12-player-marks", "A12. Player-count marks on cards", "none: Duel is for 2 players only and every "
     "card is used", "tests/editions/test_duel_setup.py::test_setup_counts"),
]
MISSING = [  # reference/duel.md §5: each missing fact and the provisional value used
    ("M1-M4", "towns, slots, brown and blue lines, mainland nodes", "§6.2: 12 Isle of Wight towns (26 slots), "
     "15 brown lines, 6 blue lines, 3 mainland ferry ends"),
    ("M5", "printed link icons", "2 on each mainland ferry end, none on the island's towns"),
    ("M6", "special locations", "none; the coal market is abstract"),
    ("M7-M8", "the 28 location and 30 industry cards", "§6.3"),
    ("M9", "the 12 Notable Persons", "§6.5: J Samuel White (+2 boats; 1 VP per own flipped Shipyard), John Nash "
     "(+1 VP income, no scoring), the Developer (1 VP per developed tile) and 9 placeholders each scoring one thing"),
    ("M10-M12", "player boards, Lodging income, Port ship icons", "§6.4 analogues (each industry's `basis`)"),
    ("M13", "iron market prices", "Birmingham's: 10 spaces £1-£5, 8 cubes, £6 when empty"),
    ("M14", "income track", "Birmingham's (space 10 = level 0)"),
    ("M15", "loan floor, shortfall", "level -10; see A9"),
    ("M16", "link pieces per player", "no cap beyond S1's 3 Ferries (the 15 brown lines bound roads and rails)"),
    ("M17", "iron sold to the market only at build", "yes, as in Birmingham"),
    ("M18", "whether the published game matches the prototype", "unknown; the data file is swappable"),
    ("deck-sides", "which player's deck feeds which row", "the first player's deck stands left of the top row, "
     "the second player's right of the bottom row"),
    ("np-choice", "how the Notable Person choice is made", "each player chooses 1 then 2 of their 5 as decisions "
     "at the start (first player first)"),
    ("tile-counts", "tiles per player", "the analogue's counts"),
    ("first-player", "who plays first", "drawn at random from the seed (S1 names no way)"),
    ("pass", "whether a card may be discarded for no action", "yes, Pass with any card as in classic Brass (S1: "
     "'works mostly identical to classic Brass'), so a player always has a decision; a Notable Person passed "
     "opens the Bribery rule like any other action"),
    ("overbuild-level", "whether overbuilding needs a higher level", "yes, as in classic Brass"),
    ("bribe-money", "a bribe the opponent cannot pay", "not offered: with less than £10 the turn simply ends"),
    ("invite-lodging", "an Invite with no unflipped Lodging of yours", "not allowed (S1: 'Select one of your "
     "Lodging tiles ... and flip it'); the bribed Invite is the exception, see A11"),
    ("boat-order", "which boat is spent when several could be", "the player's choice, named in the decision "
     "(S1, Boats: 'you may spend them from' your unflipped Shipyards, your player board, a connected opponent's "
     "Shipyard): one `boat <shipyard>` or `boat board` per boat, filled in when only one choice is possible; "
     "S1 gives no order, so the engine imposes none"),
    ("income-track-ends", "income beyond the track", "kept on the track (space 0 to 99)"),
]

MISSING_TESTS = {  # the test that exercises each choice; the rest are pinned as provisional data
    "deck-sides": "tests/editions/test_duel_flow.py::test_first_round_single_cards",
    "np-choice": "tests/editions/test_duel_setup.py::test_choosing_persons_makes_two_28_card_decks",
    "first-player": "tests/editions/test_duel_setup.py::test_setup_counts",
    "pass": "tests/editions/test_duel_flow.py::test_turn_order_by_money_spent",
    "overbuild-level": "tests/editions/test_duel_build.py::test_overbuilding_own_tiles",
    "bribe-money": "tests/editions/test_duel_invite.py::test_no_bribe_without_ten_pounds",
    "invite-lodging": "tests/editions/test_duel_invite.py::test_invite_needs_your_unflipped_lodging",
    "boat-order": "tests/editions/test_duel_resources.py::test_the_player_chooses_which_boats_are_spent",
    "M15": "tests/editions/test_duel_develop_loan.py::test_loan_is_thirty_pounds_and_three_levels",
    "M13": "tests/editions/test_duel_resources.py::test_iron_from_any_foundry_first_then_the_market_then_six",
    "M9": "tests/editions/test_duel_scoring.py::test_scoring_order_and_each_link_kind",
}


def build() -> dict:
    bhm = json.loads(BHM.read_text("utf-8"))
    lan = json.loads(LAN.read_text("utf-8"))
    locations = []
    families = {}  # a slot shows an industry family: shipbuilding's three stacks share the Shipyard icon
    for ind, info in industries(bhm, lan).items():
        families.setdefault(info["family"], []).append(ind)
    for lid, name, geo, family_slots, basis in TOWNS:
        slots = [[ind for fam in slot for ind in families[fam]] for slot in family_slots]
        locations.append({"id": lid, "name": name, "kind": "town", "geo": list(geo), "spaces": slots, "link_vp": 0,
                          "trade_icon": False, "provisional": True, "basis": basis})
    for lid, name, geo in MAINLAND:
        locations.append({"id": lid, "name": name, "kind": "mainland", "geo": list(geo), "spaces": [], "link_vp": 2,
                          "trade_icon": False, "provisional": True,
                          "basis": "G2 ferry end; whether Duel has mainland nodes is UNKNOWN (M4)"})
    # brown lines take roads and rails ("rail": true), blue lines ferries ("canal": true: over water)
    lines = [{"id": f"{a}--{b}", "a": a, "b": b, "kind": "brown", "canal": False, "rail": True, "provisional": True,
              "basis": "road along a 19th-century railway corridor (reference/duel.md §6.2, G1)"} for a, b in ROADS]
    lines += [{"id": f"{a}~~{b}", "a": a, "b": b, "kind": "blue", "canal": True, "rail": False, "provisional": True,
               "basis": "historical Solent crossing (reference/duel.md §6.2, G2)"} for a, b in FERRIES]
    track = bhm["income_track"]
    iron = bhm["markets"]["iron"]
    # the deck holds the 58 cards and the 12 Notable Persons (S1, Setup 1 and 4): setup deals them apart
    cards = {**LOCATION_CARDS, **INDUSTRY_CARDS, **{p["id"]: 1 for p in PERSONS}}
    ship_stacks = [ind for ind in ("shipyard", "boatyard", "ship_plus")]
    return {
        "edition": "duel",
        "title": "Brass Duel: Isle of Wight",
        "ruleset": "duel-prototype-fan-summary",
        "notice": "Rules follow a fan summary of the prototype rules; every component is a provisional stand-in.",
        "built_from": "shared/reference/duel.md (§2 facts, §6 provisional stand-in)",
        "sources": {"S1": S1, "G1": "railway history (reference/duel.md §6.2)",
                    "G2": "Solent ferry history (reference/duel.md §6.2)",
                    "G3": "industry history (reference/duel.md §6.2)",
                    "BHM": "this project's Birmingham data (shared/reference/birmingham.json)",
                    "LAN": "this project's Lancashire data (shared/reference/lancashire.json)"},
        "locations": locations,
        "lines": lines,
        "industries": industries(bhm, lan),
        # the core's card tables: every card is in the game (S1 Setup 1: 58 cards, 2 players only)
        "decks": {"full": cards, "2": cards},
        "card_faces": {"shipyard": {"kind": "industry", "industries": ship_stacks},
                       # a Notable Person card builds nothing (S1, Build: a location or industry card)
                       **{p["id"]: {"kind": "industry", "industries": []} for p in PERSONS}},
        "markets": {
            # S1 Coal: no coal market on the board; any number of cubes at £5 each from the external market
            "coal": {"prices": [], "empty_price": 5, "start_cubes": 0, "buy_needs_trade_connection": False},
            "iron": {"prices": iron["prices"], "empty_price": iron["empty_price"], "start_cubes": 8,
                     "buy_needs_trade_connection": False},
        },
        "variants": {},
        "cards": {"location": LOCATION_CARDS, "industry": INDUSTRY_CARDS, "provisional": True,
                  "basis": "reference/duel.md §6.3 (S1 gives only the totals 28 and 30)"},
        "persons": {"list": PERSONS, "provisional": True, "basis": "reference/duel.md §6.5 (S1: 12 (?) cards)"},
        "setup": {"table_rows": ["top", "bottom"], "row_cards": 4, "pile_split": [10, 15], "persons_dealt": 5,
                  "persons_to_box": 2, "persons_in_small_pile": 1, "persons_in_large_pile": 2,
                  "start_income_space": track["start_space"], "start_boats": 1,
                  "edge_column_fee": 2, "actions_per_turn": 2, "first_round_actions": 1, "end_cards_on_table": 2,
                  # the core's setup numbers: no hands dealt (the rows are the hand), one loan of £30 for 3 levels,
                  # a second card discarded to build anywhere, Develop 1-2 tiles at 1 iron each, a rail's coal
                  "start_money": 24, "start_money_by_place": [24, 26], "hand_size": 0, "hand_limit": 2, "loans": [30],
                  "loan_income_levels": {"30": 3}, "double_build_cards": 2, "develop_iron_per_tile": 1,
                  "develop_tiles_max": 2, "rail_link_coal": 1, "shortfall_sale_divisor": 2,
                  "rail_link_costs": [7, 12],  # at most 2 rail links in one action (S1 Network, option e)
                  "source": S1 + ", Setup 1-11 and On your turn"},
        "income_track": {"space_to_level": track["space_to_level"], "start_space": track["start_space"],
                         "max_level": track["max_level"], "min_level": track["min_level"], "provisional": True,
                         "basis": "Birmingham's progress track (BHM); S1: income level 0 at position #10"},
        "iron_market": {"prices": iron["prices"], "empty_price": iron["empty_price"], "start_cubes": 8,
                        "provisional": True, "basis": "Birmingham's iron market (BHM); S1: 8 cubes in the first 4 "
                                                      "rows, the bottom row empty, £6 when empty"},
        "coal_market": {"price": 5, "source": S1 + ", Coal"},
        "network": {"ferry_cost": 10, "ferry_cap": 3, "road_cost": 2, "upgrade_cost": 5, "upgrade_coal": 1,
                    "upgrade_refund": 5, "upgrade_refund_vp": 1, "rail_cost": 7, "rail_coal": 1, "double_cost": 5,
                    "scoring": {"ferry_base": 0, "rail_base": 2, "road_flat": 1}, "source": S1 + ", Network"},
        "loan": {"amount": 30, "levels": 3, "source": S1 + ", Loan"},
        "develop": {"max_tiles": 2, "iron_per_tile": 1, "source": S1 + ", Develop"},
        "bribe": {"cost": 10, "source": S1 + ", Invite (Bribery rule)"},
        "rule_choices": {"link_with_empty_network": True, "loan_floor_level": -10},
        "uncertain": [{"id": i, "fact": f, "confidence": "INTERPRETATION", "choice": c, "test": t}
                      for i, f, c, t in UNCERTAIN]
        + [{"id": f"duel-missing-{i}", "fact": f, "confidence": "UNKNOWN", "choice": c + " (PROVISIONAL)",
            "test": MISSING_TESTS.get(i, "tests/editions/test_duel_data.py::test_every_component_is_provisional")}
           for i, f, c in MISSING],
    }


def main() -> None:
    data = build()
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    print(f"wrote {uncertain_doc.write().relative_to(ROOT)}")


if __name__ == "__main__":
    main()
