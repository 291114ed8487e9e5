"""Build brass_widget/editions/birmingham/birmingham.json from ../shared/reference/birmingham.json.

The reference file holds Brass: Birmingham's component facts with their public sources and confidence.
This script keeps the facts the engine needs, in the shape of lancashire.json wherever the two editions
share a concept, adds what Birmingham brings (merchants, merchant tiles, beer, farm breweries, wild
cards, Scout) as plain data, names the source of each group of numbers, and records every uncertain
fact with the choice made (listed again in docs/uncertain-facts.md, under "Brass: Birmingham").
Run it from the project root:  python scripts/build_birmingham_data.py [path/to/reference.json]
"""

from __future__ import annotations

import sys
from pathlib import Path

import uncertain_doc

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_REF = ROOT.parent / "shared" / "reference" / "birmingham.json"
OUT = ROOT / "brass_widget" / "editions" / "birmingham" / "birmingham.json"

# The reference's industry names, and the names every edition's data uses.
INDUSTRY = {"cotton": "cotton_mill", "manufacturer": "manufacturer", "pottery": "pottery",
            "brewery": "brewery", "coal": "coal_mine", "iron": "iron_works"}
DISPLAY = {"cotton_mill": "Cotton Mill", "manufacturer": "Manufacturer", "pottery": "Pottery",
           "brewery": "Brewery", "coal_mine": "Coal Mine", "iron_works": "Iron Works"}
DUAL_CARD = "cotton_mill_manufacturer"  # the industry card showing both icons (build either)

# Approximate latitude/longitude of each location, for the board layout only (not a rule).
# Towns sit where they are; the farm breweries and merchants sit where the board prints them
# (north farm brewery left of Cannock, south one left of the Kidderminster-Worcester line; the
# merchants at the board's edges, drawn in towards the map).
GEO = {
    "belper": (53.02, -1.48), "derby": (52.92, -1.48), "leek": (53.10, -2.02),
    "stoke_on_trent": (53.00, -2.18), "stone": (52.90, -2.15), "uttoxeter": (52.90, -1.86),
    "stafford": (52.81, -2.12), "burton_on_trent": (52.80, -1.64), "cannock": (52.69, -2.03),
    "tamworth": (52.63, -1.69), "walsall": (52.59, -1.98), "wolverhampton": (52.59, -2.13),
    "coalbrookdale": (52.64, -2.49), "dudley": (52.51, -2.09), "kidderminster": (52.39, -2.25),
    "worcester": (52.19, -2.22), "birmingham": (52.48, -1.90), "coventry": (52.41, -1.51),
    "nuneaton": (52.52, -1.47), "redditch": (52.31, -1.94),
    "farm_brewery_north": (52.72, -2.22), "farm_brewery_south": (52.29, -2.40),
    "shrewsbury": (52.71, -2.75), "gloucester": (51.95, -2.20), "oxford": (52.02, -1.45),
    "warrington": (53.22, -2.45), "nottingham": (52.95, -1.15),
}

PLAYERS = ("2", "3", "4")

# What a merchant's beer bonus amount counts (guide, Merchant Beer Bonuses): Gloucester's develop removes
# tiles without paying iron (never a lightbulb pottery: can_develop), Oxford's income moves spaces, not levels.
BONUS_UNIT = {"develop": "tiles_without_iron", "income": "income_spaces", "vp": "vp", "money": "pounds"}


def _src(section: dict, extra: str = "") -> str:
    text = f"{section['confidence']} ({', '.join(section['sources'])})"
    return f"{text}; {extra}" if extra else text


def _era(lv: dict) -> str:
    return {(True, True): "any", (True, False): "canal", (False, True): "rail"}.get(
        (lv["canal_era"], lv["rail_era"]), "never")


def build(ref: dict) -> dict:
    sec = ref["sections"]
    towns = sec["locations"]["towns"]
    merchants = sec["merchants"]["merchants"]
    farm_ids = [t["id"] for t in towns if t["type"] == "farm_brewery"]

    locations = [
        {
            "id": t["id"],
            "name": t["name"],
            "kind": t["type"],  # "town" or "farm_brewery"
            "banner": t["banner_color"],
            "spaces": [[INDUSTRY[i] for i in slot["industries"]] for slot in t["slots"]],
            "link_vp": 0,  # a town's link icons are on its flipped tiles, not printed on the board
            "trade_icon": False,
            "geo": list(GEO[t["id"]]),
        }
        for t in towns
    ] + [
        {
            "id": m["id"],
            "name": m["name"],
            "kind": "merchant",
            "banner": None,
            "spaces": [],
            "link_vp": m["link_vp_icons"],
            "trade_icon": m["coal_market_access"],  # the coal-cart icon, with or without a merchant tile
            "geo": list(GEO[m["id"]]),
        }
        for m in merchants
    ]

    lines = [
        {"id": ln["id"], "a": ln["ends"][0], "b": ln["ends"][1], "canal": ln["canal"], "rail": ln["rail"],
         "also_connects": list(ln.get("also_connects", []))}
        for ln in sec["links"]["links"]
    ]

    industries = {}
    for ref_name, tiles in sec["industry_tiles"]["tiles"].items():
        ind = INDUSTRY[ref_name]
        holds = None
        levels = []
        for lv in tiles:
            placed = lv.get("resources_placed")
            cubes = 0
            if placed:
                holds = placed["type"]
                if holds == "beer":  # barrels depend on the era, not the level (see "beer" below)
                    for era, n in (("canal", 1), ("rail", 2)):
                        assert placed[f"{era}_era"] in (n, None), (ind, lv["level"], placed)
                else:
                    assert placed["canal_era"] in (placed["rail_era"], None), (ind, lv["level"], placed)
                    cubes = placed["rail_era"] or placed["canal_era"]
            levels.append({
                "level": lv["level"], "count": lv["count_per_player"],
                "cost": lv["cost_money"], "coal": lv["cost_coal"], "iron": lv["cost_iron"],
                "beer": lv["beer_to_sell"] or 0,
                "vp": lv["vp"], "income": lv["income_spaces"], "link_vp": lv["link_vp_icons"],
                "cubes": cubes,
                "era": _era(lv),
                "can_develop": lv["can_develop"],
            })
        sold = tiles[0]["flips_by"] == "sell"
        industries[ind] = {
            "levels": levels,
            "holds": holds,  # the resource placed on the tile when built: "coal", "iron", "beer" or null
            "flips_on_build": False,
            "flips_when_sold": sold,  # else it flips when its last resource is removed
            "sells_to_market": {"coal": "if_connected", "iron": "always"}.get(holds, "never"),
            "opponent_may_overbuild_when_exhausted": holds in ("coal", "iron"),
            "needs_merchant_good": ind if sold else None,
        }

    markets = {}
    for res in ("coal", "iron"):
        m = sec["markets"]["markets"][res]
        assert m["space_prices_cheapest_first"] == sorted(m["space_prices_cheapest_first"])
        markets[res] = {
            "prices": m["space_prices_cheapest_first"],
            "empty_price": m["price_when_empty"],
            "start_cubes": m["initial_cubes"],  # the cheapest spaces start empty
            "buy_needs_trade_connection": res == "coal",
        }
    markets["source"] = _src(sec["markets"], "rulebook (guide: Board Setup 7-8, Consuming Coal, Consuming Iron)")

    mt = sec["merchant_tiles"]
    keys = []
    for t in mt["tiles"]:
        goods = [INDUSTRY[g] for g in t["buys"]]
        base = "blank" if not goods else goods[0] if len(goods) == 1 else "any"
        keys.append((f"{base}-{t['min_players']}p", goods, t["min_players"]))
    tiles, numbered = [], {}
    for key, goods, min_players in keys:
        if sum(k == key for k, _, _ in keys) > 1:  # the two blanks marked 2+: number them
            numbered[key] = numbered.get(key, 0) + 1
            key = f"{key}.{numbered[key]}"
        tiles.append({"id": key, "goods": goods, "min_players": min_players})
    by_players = {n: [t["id"] for t in tiles if t["min_players"] <= int(n)] for n in PLAYERS}
    for n in PLAYERS:
        assert len(by_players[n]) == mt["per_player_count"][f"{n}p"]["total"]

    merchant_list = []
    for m in merchants:
        bonus = m["beer_bonus"]
        kind = {"income_spaces": "income"}.get(bonus["type"], bonus["type"])
        merchant_list.append({
            "id": m["id"],
            "name": m["name"],
            "spaces": {n: sum(1 for s in m["spaces"] if s["min_players"] <= int(n)) for n in PLAYERS},
            "bonus": {"kind": kind, "amount": bonus["amount"], "unit": BONUS_UNIT[kind]},
        })
    for n in PLAYERS:
        assert sum(m["spaces"][n] for m in merchant_list) == len(by_players[n])

    cards = sec["cards"]
    card_faces = {}
    decks = {n: {} for n in PLAYERS}
    for c in cards["cards"]:
        if c["type"] == "location":
            face = c["location"]
            card_faces[face] = {"kind": "location", "location": face, "banner": c["banner_color"]}
        else:
            inds = [INDUSTRY[i] for i in c["industries"]]
            face = inds[0] if len(inds) == 1 else DUAL_CARD
            card_faces[face] = {"kind": "industry", "industries": inds}
        card_faces[face]["name"] = (next(t["name"] for t in towns if t["id"] == face) if c["type"] == "location"
                                    else " / ".join(DISPLAY[i] for i in card_faces[face]["industries"]))
        card_faces[face]["marks"] = c["player_count_marks"]
        for n in PLAYERS:
            if c["copies"][f"{n}p"]:
                decks[n][face] = c["copies"][f"{n}p"]
    for n in PLAYERS:
        assert sum(decks[n].values()) == cards["deck_totals"][f"{n}p"]
        decks[n] = dict(sorted(decks[n].items()))
    decks["full"] = dict(decks["4"])  # every card is used with 4 players
    deck_removed = {n: {f: decks["full"][f] - decks[n].get(f, 0) for f in decks["full"]
                        if decks["full"][f] > decks[n].get(f, 0)} for n in ("2", "3")}
    wild = cards["wild_cards"]
    for face, any_of in (("wild_location", "location"), ("wild_industry", "industry")):
        card_faces[face] = {"kind": "wild", "any": any_of, "name": face.replace("_", " ").title(),
                            "marks": [{"min_players": 2, "copies": wild[face]}]}

    it = sec["income_track"]
    setup = sec["setup_and_constants"]
    links = setup["link_costs"]
    assert links["rail_double"]["coal"] == 2 * links["rail_single"]["coal"]
    loan = setup["loan"]
    assert loan["min_income_level"] == it["min_level"]
    scout = setup["scout"]
    assert scout["gain"] == ["1 wild location", "1 wild industry"]

    kidderminster = next(ln for ln in lines if ln["also_connects"])
    return {
        "edition": "birmingham",
        "title": "Brass: Birmingham",
        "rules": "Brass: Birmingham (Roxley, 2018): the overview and the how-to-play guide",
        "built_from": "shared/reference/birmingham.json by scripts/build_birmingham_data.py",
        "sources": {key: _describe(s) for key, s in ref["sources"].items()},
        "locations": locations,
        "locations_source": _src(sec["locations"], "merchants: " + _src(sec["merchants"])),
        "lines": lines,
        "lines_source": _src(sec["links"]),
        "industries": industries,
        "industry_sources": _src(sec["industry_tiles"], "Manufacturer IV cost conflicts (see uncertain "
                                 "'manufacturer-iv-cost'); behaviour flags from the guide (Flipping Industry "
                                 "Tiles, Moving Coal and Iron to the Market, Overbuilding)"),
        "markets": markets,
        "income_track": {
            "space_to_level": it["space_to_level"],
            "start_space": it["start_space"],
            "max_level": it["max_level"],
            "min_level": it["min_level"],
            "source": _src(it),
        },
        "decks": decks,
        "deck_removed": deck_removed,
        "card_faces": card_faces,
        "deck_source": _src(cards, "the printed player-count mark governs (guide: Board Setup 2)"),
        "setup": {
            "start_money": setup["starting_money"],
            "start_income_space": setup["income_marker_start_space"],
            "hand_size": setup["hand_size"],
            "face_down_discards": 1,
            "actions_per_turn": setup["actions_per_turn"],
            "first_round_actions": setup["first_round_canal_era_actions"],
            "rounds_per_era": {n: setup["rounds_per_era"][f"{n}p"] for n in ("4", "3", "2")},
            "link_tiles": setup["link_tiles_per_player"],
            "canal_link_cost": links["canal"]["money"],
            "rail_link_costs": [links["rail_single"]["money"], links["rail_double"]["money"]],
            "rail_link_coal": links["rail_single"]["coal"],
            "rail_double_link_beer": links["rail_double"]["beer"],
            "loans": [loan["money"]],
            "loan_income_levels": {str(loan["money"]): loan["income_levels_lost"]},
            "shortfall_sale_divisor": 2,
            "shortfall_vp_per_money": 1,
            "develop_tiles_max": 2,
            "develop_iron_per_tile": 1,
            "wild_cards": {"wild_location": wild["wild_location"], "wild_industry": wild["wild_industry"]},
            "scout_discards": scout["discard"],
            "scout_takes": ["wild_location", "wild_industry"],
            "tie_break": ["income_level", "money"],
            "source": _src(setup, "overview (Setup, Actions, End of Round); guide (Player Area Setup, Rounds, "
                                  "Loan, Scout, Develop, Network, Take Income)"),
        },
        "merchants": merchant_list,
        "merchants_source": _src(sec["merchants"], "guide: Merchant Beer Bonuses"),
        "merchant_tiles": {
            "tiles": tiles,
            "by_players": by_players,
            "beer_per_tile": 1,  # one barrel beside each non-blank tile, at setup and after the Canal Era
            "source": _src(mt, "contradicted by " + ", ".join(mt["contradicted_by"]) + "; guide: Board Setup 2, 5, 6"),
        },
        "beer": {
            "brewery_barrels": {"canal": 1, "rail": 2},
            "merchant_barrel_refill": "end_of_canal_era",
            "source": "guide: Building a Brewery, End of Canal Era; overview: Producing Resources; "
                      "mat '1|2' (" + _src(sec["industry_tiles"]) + ")",
        },
        "farm_breweries": {
            "locations": farm_ids,
            "build_cards": ["brewery", "wild_industry"],  # never a location card nor a wild location card
            "lines": {fid: next(ln["id"] for ln in lines
                                if fid in (ln["a"], ln["b"]) or fid in ln["also_connects"]) for fid in farm_ids},
            "shared_line": kidderminster["id"],
            "source": "guide: Build 8 Farm Breweries; overview: Miscellaneous; " + _src(sec["links"]),
        },
        "rule_choices": RULE_CHOICES,
        "variants": {
            "rulebook-manufacturer-iv": {
                "tile": {"industry": "manufacturer", "level": 4, "cost": 14},
                "provisional": True,
                "rule": "not a rulebook variant: the rulebook's p.5 photo of a pre-production mat shows £14; "
                        "for replaying games recorded by engines that used £14 (uncertain 'manufacturer-iv-cost')",
            },
        },
        "uncertain": UNCERTAIN,
    }


def _describe(s: dict) -> str:
    where = s["url"] if "url" in s else f"{s['repo']} @{s['commit'][:10]}: {s['path']}"
    return f"{s['kind']}; {where}"


# Rule choices the Birmingham hooks read: each is a rulebook reading or an uncertain fact's choice.
RULE_CHOICES = {
    "own_brewery_needs_connection": False,          # uncertain 'own-brewery-connection'
    "opponent_brewery_needs_connection": True,      # overview: Using Resources; guide: Consuming Beer
    "beer_source_order": "player_choice",           # uncertain 'beer-source-order'
    "merchant_beers_per_tile_sold": 1,              # overview: Using Resources (not 2 merchant beers for 1 tile)
    "merchant_beer_for_links": False,               # guide: Network During Rail Era
    "iron_each_from_a_different_works": False,      # uncertain 'iron-from-one-works'
    "player_chooses_dual_space": True,              # uncertain 'dual-space-choice'
    "single_icon_space_first": True,                # guide: Build 2
    "overbuild_own_with_free_space": True,          # uncertain 'overbuild-own-with-free-space'
    "overbuild_needs_higher_level": True,           # uncertain 'overbuild-higher-level'
    "link_with_empty_network": True,                # guide: Network Action, Build 7; overview: Network
    "loans_stop_when_rail_deck_empty": False,       # uncertain 'loans-late-rail'
    "merchant_link_vp_without_tile": True,          # uncertain 'merchant-link-vp'
    "income_at_end_of_last_round": False,           # overview: End of Round; guide: Take Income
    "source": "overview (002) and guide (003); where they differ, see the uncertain facts named in "
              "scripts/build_birmingham_data.py",
}

P = "tests/editions/test_birmingham_rules.py"  # the Birmingham rules tests (issue 8)
D = "tests/engine/test_birmingham_data.py"

# Every uncertain fact the Birmingham data or rules rely on, the choice made, and the test that pins it.
UNCERTAIN = [
    {"id": "manufacturer-iv-cost", "confidence": "CONFIRMED (retail mat photos, TTS, BLIC, JULIUS, NPOW, three "
                                                 "more tables) with a dissent (rulebook p.5 photo, AWHITE, QUASRAIN)",
     "fact": "Manufacturer level 4 cost (retail mat £8 + 1 iron, income +6; the rulebook's photo of a "
             "pre-production mat £14, income +7; two engines £14 with +6)",
     "choice": "£8 + 1 iron, 3 VP, income +6 spaces, 1 link icon; the variant 'rulebook-manufacturer-iv' "
               "gives £14 for replaying games recorded with it",
     "basis": "the retail component wins over a pre-production photo; no erratum or reprint found",
     "test": f"{D}::test_uncertain_manufacturer_iv_cost"},
    {"id": "own-brewery-connection", "confidence": "rulebook text (overview and guide disagree)",
     "fact": "Whether beer from your own brewery needs a connection (guide, Consuming Beer: 'Your unflipped "
             "breweries and must be connected'; overview, Using Resources: 'You can use beer from your own "
             "breweries without a connection')",
     "choice": "no connection needed for your own breweries; another player's brewery must be connected "
               "(rule_choices.own_brewery_needs_connection = false)",
     "basis": "the overview's explicit sentence wins over the guide's list, which merges own and other "
              "players' breweries; third-party summaries agree (questmanual.com Beer Guide: 'Your own brewery "
              "beer does not need to be connected'); the Roxley rulebook's own text is not at hand",
     "test": f"{P}::test_own_brewery_beer_needs_no_connection"},
    {"id": "beer-source-order", "confidence": "rulebook text (overview and guide differ)",
     "fact": "Whether beer sources have a priority (the guide numbers them: own brewery, another player's "
             "brewery, merchant; the overview: 'The user decides which beer to use')",
     "choice": "the player chooses among every usable source; the guide's numbering is a list, not an order",
     "basis": "overview, Using Resources; unlike coal (closest first) no rulebook text orders beer",
     "test": f"{P}::test_player_chooses_the_beer_source"},
    {"id": "iron-from-one-works", "confidence": "rulebook text (guide alone)",
     "fact": "Whether two iron for one build must come from two different iron works (guide, Consuming Iron: "
             "'consume each iron from a different Iron works')",
     "choice": "no: the player takes each cube from any iron works with iron, the same one again included "
               "(rule_choices.iron_each_from_a_different_works = false)",
     "basis": "overview, Using Resources ('The user decides which iron works to use'); the Lancashire 2018 "
              "rule is the same; no other source has the restriction",
     "test": f"{P}::test_two_iron_from_one_works"},
    {"id": "overbuild-own-with-free-space", "confidence": "UNKNOWN (no authoritative answer)",
     "fact": "Whether you may overbuild your own tile while the location still has a free space for that industry",
     "choice": "yes (rule_choices.overbuild_own_with_free_space = true), as the Lancashire engine does",
     "basis": "guide, Overbuilding: 'If the tile you are replacing is your own: You may Overbuild any Industry "
              "tile'; the Lancashire 2018 rulebook: 'at any time'",
     "test": f"{P}::test_overbuild_own_tile_while_a_space_is_free"},
    {"id": "dual-space-choice", "confidence": "UNKNOWN (no authoritative answer; one engine lets the player choose)",
     "fact": "Who chooses when no single-icon space is free and two free dual-icon spaces show the industry "
             "(it matters for cotton in Derby and Leek, manufacturer in Coventry and Walsall, brewery in "
             "Uttoxeter)",
     "choice": "the building player names the space (rule_choices.player_chooses_dual_space = true)",
     "basis": "guide, Build 2: 'place ... on your chosen undeveloped build location space, obeying the "
              "following rules' (single-icon first is the only rule); a decision names every choice the "
              "rules leave to the player (docs/design.md, The engine's public contract)",
     "test": f"{P}::test_player_chooses_between_free_dual_spaces"},
    {"id": "overbuild-higher-level", "confidence": "rulebook text",
     "fact": "Whether overbuilding your own tile needs a higher level",
     "choice": "yes, for your own tiles as for others' (rule_choices.overbuild_needs_higher_level = true)",
     "basis": "guide, Overbuilding: 'replace ... with a higher level tile of the same industry type'; "
              "overview: 'replace your own industry tiles with higher-level tiles'",
     "test": f"{P}::test_overbuild_needs_a_higher_level"},
    {"id": "merchant-link-vp", "confidence": "CONFIRMED (TTS, JULIUS, ikegami, two rules audits); one engine "
                                             "scores 0",
     "fact": "Whether a merchant location scores its 2 link icons when no merchant tile was dealt to it "
             "(Warrington and Nottingham at 2 players, Nottingham at 3)",
     "choice": "yes: every merchant location counts 2 for each adjacent link, tile or not",
     "basis": "the icons are printed on the board, not on the tiles; overview, Points: 'The edges of the "
              "board also offer link points (2 per link)'",
     "test": f"{D}::test_uncertain_merchant_link_vp"},
    {"id": "farm-brewery-south-line", "confidence": "rulebook text (connection); TTS, AWHITE (scoring)",
     "fact": "The Kidderminster-Worcester link and the southern farm brewery",
     "choice": "one line with a third end: a link there connects Kidderminster, Worcester and the southern "
               "farm brewery (network, connections, and the farm brewery's tile icons in link scoring); no "
               "separate line to the farm brewery exists",
     "basis": "guide, Build 8: 'also connects both locations to the Farm Brewery ... A second Link tile is not "
              "required; nor may it be placed there'",
     "test": f"{D}::test_uncertain_farm_brewery_south_line"},
    {"id": "scout-last-round", "confidence": "rulebook text and arithmetic",
     "fact": "The overview forbids Scout 'during the last round of an era'; the guide does not mention it",
     "choice": "no extra rule: in an era's last round every hand holds 2 cards and Scout discards 3",
     "basis": "hand 8, 1 face-down discard, 1 action in the first Canal round and the deck sizes give "
              "8 / 9 / 10 rounds with 2 cards left for the last one (reference, Later findings)",
     "test": f"{D}::test_uncertain_scout_last_round"},
    {"id": "loans-late-rail", "confidence": "rulebook text (absent)",
     "fact": "Whether loans stop late in the Rail Era (Lancashire: no loan once the Rail Era draw deck is empty)",
     "choice": "no such rule in Birmingham: a loan is refused only below income level -10 "
               "(rule_choices.loans_stop_when_rail_deck_empty = false)",
     "basis": "neither the overview nor the guide (Loan Action) has it; their only limit is level -10",
     "test": f"{P}::test_loan_allowed_after_the_rail_deck_runs_out"},
    {"id": "uttoxeter-cards-3p", "confidence": "CONFIRMED (TTS, AWHITE, BLIC, ANDRE, RIVER, JULIUS) against "
                                               "the guide's banner rule",
     "fact": "Uttoxeter cards with 3 players (the guide: at 3 players only teal cards leave the deck, which "
             "keeps both blue Uttoxeter cards; one of them is marked 4+)",
     "choice": "1 Uttoxeter card at 3 players, 2 at 4: the printed mark governs, giving the 54-card deck",
     "basis": "guide, Board Setup 2 (remove cards showing a higher player count); deck totals 40 / 54 / 64",
     "test": f"{D}::test_uncertain_uttoxeter_cards"},
    {"id": "derby-cards-4p", "confidence": "CONFIRMED with one outlier (2 cards)",
     "fact": "Derby cards with 4 players", "choice": "3",
     "basis": "every other source, and the 64-card total needs 3",
     "test": f"{D}::test_uncertain_derby_cards"},
    {"id": "brewery-iv-vp", "confidence": "CONFIRMED with one outlier (9 VP)",
     "fact": "Brewery level 4 VP", "choice": "10",
     "basis": "the retail mat and every other table",
     "test": f"{D}::test_uncertain_brewery_iv_vp"},
    {"id": "merchant-tile-mix", "confidence": "CONFIRMED (PHOTO_MERCHANTS, TTS, AWHITE, BLIC, ANDRE, WEB_XAI) "
                                              "with a dissent (JULIUS, NPOW)",
     "fact": "The 9 merchant tiles and their player-count marks",
     "choice": "2+: cotton, manufacturer, all three, 2 blanks; 3+: pottery, blank; 4+: cotton, manufacturer "
               "(JULIUS and NPOW have two 'any' tiles and only two blanks)",
     "basis": "a photo of the physical tiles and four independent tables agree",
     "test": f"{D}::test_uncertain_merchant_tile_mix"},
    {"id": "wild-cards", "confidence": "CONFIRMED (TTS, rulebook component list, QUASRAIN) with a dissent (JULIUS)",
     "fact": "Wild cards per pile", "choice": "4 wild location and 4 wild industry (JULIUS has 2 + 2)",
     "basis": "the rulebook's component list: '8 x Wild cards (4 x Wild location, 4 x Wild industry)'",
     "test": f"{D}::test_uncertain_wild_cards"},
    {"id": "wild-location-any-town", "confidence": "rulebook text (silent on player counts)",
     "fact": "Whether a wild location card may build in a location whose cards are out of the deck (at 2 "
             "players Belper, Derby, Leek, Stoke-on-Trent, Stone and Uttoxeter; at 3 Belper and Derby)",
     "choice": "yes: a wild location card builds in any named location on the board, never a farm brewery",
     "basis": "guide, Build 1: 'May be played as any Location card (does not include the 2 Farm Breweries)'; "
              "Board Setup 2 removes cards, not locations, and those locations stay buildable with industry "
              "cards",
     "test": f"{P}::test_wild_location_builds_where_no_location_card_is_in_the_deck"},
    {"id": "merchant-develop-bonus", "confidence": "rulebook text",
     "fact": "Whether the Gloucester bonus (develop one tile for free) may be declined, and who picks the tile",
     "choice": "the selling player names the industry (bonus <industry>); the bonus is taken whenever a tile "
               "that may be developed is left on the mat, as every merchant bonus is",
     "basis": "guide, Sell 3 and Merchant Beer Bonuses: 'If you consume a Merchant beer, you also receive the "
              "bonus ... Remove 1 of the lowest level tiles of any industry' (any industry: the player's "
              "choice); declining is never offered",
     "test": f"{P}::test_gloucester_bonus_is_taken_and_the_player_names_the_industry"},
]


def main() -> None:
    """``python scripts/build_birmingham_data.py [REF] [--check]``: write the data file (and docs/uncertain-facts.md),
    or with ``--check`` only say whether building again gives the committed bytes (``uncertain_doc.run_builder``)."""
    uncertain_doc.run_builder(sys.argv[1:], DEFAULT_REF, OUT, build)


if __name__ == "__main__":
    main()
