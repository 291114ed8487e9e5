"""Build brass_widget/editions/lancashire/lancashire.json from ../shared/reference/lancashire.json.

The reference file holds the component facts with their public sources and confidence. This
script keeps the facts the engine needs, names the source of each group of numbers, and records
every uncertain fact together with the choice we made (listed again in docs/uncertain-facts.md).
Run it from the project root:  python scripts/build_lancashire_data.py [path/to/reference.json]
"""

from __future__ import annotations

import sys
from pathlib import Path

import uncertain_doc

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_REF = ROOT.parent / "shared" / "reference" / "lancashire.json"
OUT = ROOT / "brass_widget" / "editions" / "lancashire" / "lancashire.json"

# Approximate latitude/longitude of each town, for the board layout only (not a rule).
# Board-edge markets sit where the board prints them: Scotland north, Yorkshire east,
# The Midlands south-east.
GEO = {
    "barrow_in_furness": (54.11, -3.23), "lancaster": (54.05, -2.80),
    "fleetwood": (53.92, -3.01), "blackpool": (53.82, -3.05), "preston": (53.76, -2.70),
    "southport": (53.65, -3.01), "wigan": (53.55, -2.63), "liverpool": (53.41, -2.98),
    "birkenhead": (53.39, -3.01), "ellesmere_port": (53.28, -2.90),
    "warrington_runcorn": (53.37, -2.62), "northwich": (53.26, -2.52),
    "manchester": (53.48, -2.24), "stockport": (53.41, -2.16), "macclesfield": (53.26, -2.13),
    "bolton": (53.58, -2.43), "bury": (53.59, -2.30), "rochdale": (53.62, -2.16),
    "oldham": (53.54, -2.11), "blackburn": (53.75, -2.48), "burnley": (53.79, -2.24),
    "colne": (53.86, -2.17), "scotland": (54.30, -2.75), "yorkshire": (53.80, -1.95),
    "the_midlands": (53.12, -2.00),
}


def build(ref: dict) -> dict:
    locs = ref["map"]["locations"]
    name_to_id = {loc["name"]: loc["id"] for loc in locs}
    locations = [
        {
            "id": loc["id"],
            "name": loc["name"],
            "spaces": loc["industry_slots"],
            "link_vp": loc["link_vp_icons_printed"],
            "trade_icon": loc["market_trade_icon"],
            "geo": list(GEO[loc["id"]]),
        }
        for loc in locs
    ]
    lines = [
        {"id": ln["id"], "a": ln["a"], "b": ln["b"], "canal": ln["canal"], "rail": ln["rail"]}
        for ln in ref["links"]["list"]
    ]
    industries = {}
    for ind, info in ref["industries"]["by_industry"].items():
        levels = []
        for lv in info["levels"]:
            era = {"canal_only": "canal", "rail_only": "rail", "any": "any"}.get(lv["era"], "never")
            if not lv.get("buildable", True):
                era = "never"
            produces = lv.get("produces") or {}
            levels.append({
                "level": lv["level"], "count": lv["tiles_per_player"],
                "cost": lv.get("cost") or 0, "coal": lv.get("coal") or 0, "iron": lv.get("iron") or 0,
                "vp": lv.get("vp") or 0, "income": lv.get("income_spaces") or 0,
                "link_vp": lv.get("link_vp") or 0,
                "cubes": produces.get("coal") or produces.get("iron") or 0,
                "era": era,
                "beer": 0,  # Lancashire has no beer
                "can_develop": True,  # Develop Action: any tile on the mat, the lowest first
            })
        industries[ind] = {"levels": levels, **BEHAVIOUR[ind]}
    k = ref["cards"]["resolution_K"]["industry_cards_by_player_count"]
    a = ref["cards"]["by_player_count_A"]
    decks = {}
    for n in ("2", "3", "4"):
        cards = {name_to_id[nm]: c for nm, c in a[n]["locations"].items() if c}
        cards.update({ind: k[ind][n] for ind in k if k[ind][n]})
        decks[n] = dict(sorted(cards.items()))
    full = {name_to_id[nm]: c for nm, c in ref["cards"]["location_cards_66"].items()}
    full.update(ref["cards"]["industry_cards_66"])
    decks["full"] = dict(sorted(full.items()))
    dcm = ref["distant_cotton_market"]
    track = [None if v == "X" else v for v in dcm["track"]["income_spaces_by_position"]]
    setup = ref["setup_and_constants"]
    it = ref["income_track"]
    return {
        "edition": "lancashire",
        "title": "Brass: Lancashire",
        "rules": "Brass: Lancashire, Roxley rulebook v2018.11",
        "built_from": "shared/reference/lancashire.json by scripts/build_lancashire_data.py",
        "sources": {key: (s.get("name") or "") for key, s in ref["sources"].items()},
        "locations": locations,
        "lines": lines,
        "industries": industries,
        "industry_sources": "A, B, D agree (reference section 3); cotton mill L1 VP 5 is the 2018 value (A, H)",
        "markets": {
            res: {"prices": ref["markets"][res]["prices"], "empty_price": ref["markets"][res]["price_when_empty"],
                  # Board Setup: both markets start full; buying coal needs a trade connection, iron none
                  "start_cubes": len(ref["markets"][res]["prices"]), "buy_needs_trade_connection": res == "coal"}
            for res in ("coal", "iron")
        } | {
            "source": "A, B, C, D agree; rulebook E for buying and selling",
        },
        "distant_cotton_market": {
            "track": track,
            "tiles": {n: dcm["tiles_by_player_count_K"][n] for n in ("2", "3", "4")},
            "source": "track CONFIRMED (A, D); tiles per player count SINGLE-SOURCE (K, values inferred)",
        },
        "income_track": {
            "space_to_level": it["space_to_income"],
            "start_space": it["start_space"],
            "max_level": it["max_income_level"],
            "min_level": -10,
            "source": "B, C, D identical 100-entry arrays",
        },
        "decks": decks,
        "deck_source": "location cards A = C; industry cards K (adds the Coal Mine card A lacks at 2 and 3 players)",
        "setup": {
            "start_money": setup["start_money"],
            "start_income_space": setup["start_income_space"],
            "hand_size": setup["hand_size"],
            "actions_per_turn": setup["actions_per_turn"],
            "first_round_actions": setup["first_canal_round_actions"],
            "rounds_per_era": setup["rounds_per_era"],
            "link_tiles": setup["link_tiles_per_player"],
            "canal_link_cost": setup["canal_link_cost"],
            "rail_link_costs": [setup["rail_link_costs"]["1"], setup["rail_link_costs"]["2"]],
            "rail_link_coal": setup["rail_link_coal_each"],
            "loans": [10, 20, 30],
            "loan_income_levels": {"10": 1, "20": 2, "30": 3},
            "cards_under_deck_tile": {"canal": 1, "rail": 2},
            "shortfall_sale_divisor": 2,
            "develop_tiles_max": 2,
            "develop_iron_per_tile": 1,
            "double_build_cards": 2,
            "money_per_vp_at_end": 10,
            "source": "rulebook E; B, C, D",
        },
        "rule_choices": {
            "link_with_empty_network": False,
            "loans_stop_when_rail_deck_empty": True,
            "single_icon_space_first": True,
            "overbuild_needs_higher_level": True,
            "overbuild_own_with_free_space": True,
            "source": "rulebook E (Network Action, Loan Action, Build Action step 2, Overbuilding); the uncertain "
                      "facts network-when-empty, loan-last-round and single-icon-first",
        },
        "variants": {
            "classic-virtual-link": {"from": "liverpool", "to": "birkenhead",
                                      "rule": "Tips and Variants > Classic Rules > Virtual Link"},
            "classic-deck": {"under_deck_tile": {"3": 9, "4": 6}, "rail_removed": {"3": 6, "4": 2},
                              "rounds_per_era": {"3": 10, "4": 8},
                              "rule": "Tips and Variants > Classic 3-4 Player Deck Setup"},
            "introductory": {"money_per_vp": 4, "money_vp_cap": 15, "tile_min_level": 2,
                             "rule": "Tips and Variants > Introductory Game"},
        },
        "uncertain": UNCERTAIN,
    }


# How each industry behaves (the shared flag names of every edition's data; rulebook E: Flipping Industry
# Tiles, Building A Shipyard, Moving Coal and Iron to the Market, Overbuilding, Selling using a Port).
BEHAVIOUR = {
    "cotton_mill": {"holds": None, "flips_on_build": False, "flips_when_sold": True, "sells_to_market": "never",
                    "opponent_may_overbuild_when_exhausted": False, "needs_merchant_good": None},
    "port": {"holds": None, "flips_on_build": False, "flips_when_sold": True, "sells_to_market": "never",
             "opponent_may_overbuild_when_exhausted": False, "needs_merchant_good": None, "shows_trade_icon": True},
    "shipyard": {"holds": None, "flips_on_build": True, "flips_when_sold": False, "sells_to_market": "never",
                 "opponent_may_overbuild_when_exhausted": False, "needs_merchant_good": None},
    "iron_works": {"holds": "iron", "flips_on_build": False, "flips_when_sold": False, "sells_to_market": "always",
                   "opponent_may_overbuild_when_exhausted": True, "needs_merchant_good": None},
    "coal_mine": {"holds": "coal", "flips_on_build": False, "flips_when_sold": False,
                  "sells_to_market": "if_connected", "opponent_may_overbuild_when_exhausted": True,
                  "needs_merchant_good": None},
}


# Every uncertain fact the engine relies on, the choice made, and the test that pins it.
UNCERTAIN = [
    {"id": "dcm-tiles", "confidence": "SINGLE-SOURCE",
     "fact": "Which Distant Cotton Market tiles are used per player count",
     "choice": "K's split: 12 / 10 / 8 tiles for 4 / 3 / 2 players "
               "([0,0,-1,-1,-2,-2,-2,-2,-3,-3,-3,-4], [0,-1,-2,-2,-2,-2,-3,-3,-3,-4], [-1,-2,-2,-2,-3,-3,-3,-4]); "
               "A has one -2 fewer at every count",
     "test": "tests/engine/test_data.py::test_uncertain_dcm_tiles"},
    {"id": "deck-coal-card", "confidence": "CONFIRMED (K) over A",
     "fact": "The card A's 2- and 3-player decks lack",
     "choice": "a Coal Mine card: decks of 40 / 54 / 64 cards with 3 / 4 / 4 Coal Mine cards",
     "test": "tests/engine/test_data.py::test_uncertain_deck_sizes"},
    {"id": "cotton-l2-cost", "confidence": "SINGLE-SOURCE (conflict)",
     "fact": "Cotton Mill level 2 cost (B, D: £14; A: £15)", "choice": "£14",
     "test": "tests/engine/test_data.py::test_uncertain_cotton_l2_cost"},
    {"id": "barrow-spaces", "confidence": "CONFIRMED (A, B) with a dissent (C)",
     "fact": "Barrow-in-Furness spaces", "choice": "Shipyard and Iron Works (C says Port and Shipyard)",
     "test": "tests/engine/test_data.py::test_uncertain_barrow_spaces"},
    {"id": "liverpool-ellesmere-rail", "confidence": "CONFIRMED (A, K) with a dissent (C)",
     "fact": "Liverpool - Ellesmere Port takes a rail link", "choice": "canal only",
     "test": "tests/engine/test_data.py::test_uncertain_lines"},
    {"id": "virtual-link-direction", "confidence": "rulebook text",
     "fact": "Direction of the classic virtual link",
     "choice": "as the 2018 rulebook prints it: Liverpool in your network lets an Industry card build in "
               "Birkenhead (the reference's classic summary says either way); coal never crosses it",
     "test": "tests/engine/test_variants.py::test_virtual_link"},
    {"id": "single-icon-first", "confidence": "SINGLE-SOURCE (F) and the 2018 rulebook's Build step 2",
     "fact": "A tile goes on a single-icon space before a dual-icon space", "choice": "enforced",
     "test": "tests/engine/test_build.py::test_single_icon_space_first"},
    {"id": "network-when-empty", "confidence": "rulebook text",
     "fact": "Whether a player with nothing on the board may place a link",
     "choice": "no: the rulebook requires the link to be adjacent to your network, and an empty network has "
               "no locations (Network Action)",
     "test": "tests/engine/test_actions.py::test_no_link_with_empty_network"},
    {"id": "loan-last-round", "confidence": "rulebook text (two phrasings)",
     "fact": "When loans stop in the Rail Era ('the final 4 rounds' / 'when there are no cards left in the Draw Deck')",
     "choice": "a loan is refused whenever the Rail Era draw deck is empty; with 2 cards per player under the deck "
               "tile this is exactly the last 4 rounds for 2, 3 and 4 players, and every player may still borrow "
               "in the round the deck tile is revealed",
     "test": "tests/engine/test_actions.py::test_no_loan_once_rail_deck_is_empty"},
    {"id": "rail-coal-distance", "confidence": "rulebook text",
     "fact": "How far a rail link is from a coal mine",
     "choice": "fewest links from either end of the new link, counted after it is placed (both ends are distance 0)",
     "test": "tests/engine/test_coal_iron.py::test_rail_link_takes_coal_at_either_end"},
    {"id": "community-2p", "confidence": "SINGLE-SOURCE map, UNKNOWN cog marks",
     "fact": "Community 2-player variant (Alternate Map)",
     "choice": "not supported: its map changes come from one source only and the 40 cog-marked cards are unknown",
     "test": "tests/engine/test_variants.py::test_community_two_player_refused"},
]


def main() -> None:
    """``python scripts/build_lancashire_data.py [REF] [--check]``: write the data file (and docs/uncertain-facts.md),
    or with ``--check`` only say whether building again gives the committed bytes (``uncertain_doc.run_builder``)."""
    uncertain_doc.run_builder(sys.argv[1:], DEFAULT_REF, OUT, build)


if __name__ == "__main__":
    main()
