"""Brass: Birmingham's data file, checked against the numbers the rulebooks state.

The file is built by scripts/build_birmingham_data.py from the founders' reference folder, which a clone does not
have: `python scripts/build_birmingham_data.py --check` rebuilds it there (docs/maintaining.md). Every
uncertain fact whose choice is a number is pinned here (test_uncertain_*); a rule choice is pinned by the
Birmingham rules test the data names, which must exist.
Rulebooks: overview = the Brass: Birmingham overview, guide = the Brass: Birmingham how-to-play guide.
"""

import ast
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PATH = ROOT / "brass_widget" / "editions" / "birmingham" / "birmingham.json"
DATA = json.loads(PATH.read_text("utf-8"))
LANCASHIRE = json.loads((ROOT / "brass_widget" / "editions" / "lancashire" / "lancashire.json").read_text("utf-8"))

LOC = {loc["id"]: loc for loc in DATA["locations"]}
TOWNS = [lid for lid, loc in LOC.items() if loc["kind"] == "town"]
FARMS = [lid for lid, loc in LOC.items() if loc["kind"] == "farm_brewery"]
MERCHANTS = [lid for lid, loc in LOC.items() if loc["kind"] == "merchant"]
IND = DATA["industries"]
UNCERTAIN = {f["id"]: f for f in DATA["uncertain"]}
PLAYERS = ("2", "3", "4")


def _script(name: str):
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(ROOT / "scripts"))


def _level(industry: str, level: int) -> dict:
    return next(lv for lv in IND[industry]["levels"] if lv["level"] == level)


# --- the file is generated --------------------------------------------------------------------------

def test_uncertain_facts_doc_is_generated_from_both_files():
    doc = _script("uncertain_doc")
    text = (ROOT / "docs" / "uncertain-facts.md").read_text("utf-8")
    assert doc.render() == text
    lancashire_part, _, birmingham_part = text.partition("\n## Brass: Birmingham\n")
    assert lancashire_part == doc.lancashire_section(LANCASHIRE)  # unchanged by Birmingham
    for fact in DATA["uncertain"]:
        assert f"`{fact['id']}`" in birmingham_part and fact["test"] in birmingham_part


# --- the shape shared with lancashire.json -----------------------------------------------------------

def test_shares_lancashire_names():
    assert set(LANCASHIRE) - set(DATA) == {"distant_cotton_market"}  # Lancashire's only market
    assert DATA["edition"] == "birmingham" and DATA["title"] == "Brass: Birmingham"
    for loc in DATA["locations"]:
        assert set(LANCASHIRE["locations"][0]) <= set(loc)
    for line in DATA["lines"]:
        assert set(LANCASHIRE["lines"][0]) <= set(line)
    lancashire_level = set(LANCASHIRE["industries"]["coal_mine"]["levels"][0])
    for info in IND.values():
        for lv in info["levels"]:
            assert lancashire_level <= set(lv)
            assert lv["era"] in ("canal", "rail", "any")
    for res in ("coal", "iron"):
        assert set(LANCASHIRE["markets"][res]) <= set(DATA["markets"][res])
    assert set(LANCASHIRE["income_track"]) == set(DATA["income_track"])
    assert set(DATA["decks"]) == set(LANCASHIRE["decks"])
    # Lancashire-only setup numbers: the deck tile, the double-action build, money into VP at the end
    assert set(LANCASHIRE["setup"]) - set(DATA["setup"]) == {"cards_under_deck_tile", "double_build_cards",
                                                             "money_per_vp_at_end"}


def test_every_group_names_its_sources():
    cited = " ".join(str(v) for k, v in DATA.items() if k.endswith("_source") or k.endswith("_sources"))
    cited += " ".join(str(DATA[k]["source"]) for k in DATA if isinstance(DATA[k], dict) and "source" in DATA[k])
    for key in ("locations_source", "lines_source", "industry_sources", "deck_source", "merchants_source"):
        assert DATA[key]
    for key in ("markets", "income_track", "setup", "merchant_tiles", "beer", "farm_breweries", "rule_choices"):
        assert DATA[key]["source"]
    named = set(re.findall(r"\b[A-Z][A-Z_]{2,}\b", cited)) - {"CONFIRMED", "SINGLE", "SOURCE", "UNKNOWN"}
    assert named and named <= set(DATA["sources"]), named - set(DATA["sources"])


# --- map ------------------------------------------------------------------------------------------

def test_locations():
    # reference section 1: 20 named towns, 2 farm breweries, 5 merchant locations, 49 industry spaces
    assert len(TOWNS) == 20 and len(FARMS) == 2 and len(MERCHANTS) == 5 and len(LOC) == len(DATA["locations"])
    assert sum(len(loc["spaces"]) for loc in LOC.values()) == 49
    assert sorted(MERCHANTS) == ["gloucester", "nottingham", "oxford", "shrewsbury", "warrington"]
    for lid in MERCHANTS:  # overview, Points: "The edges of the board also offer link points (2 per link)"
        assert LOC[lid]["link_vp"] == 2 and LOC[lid]["trade_icon"] and LOC[lid]["spaces"] == []
    for lid in TOWNS + FARMS:
        assert LOC[lid]["link_vp"] == 0 and not LOC[lid]["trade_icon"] and LOC[lid]["spaces"]
        for space in LOC[lid]["spaces"]:
            assert 1 <= len(space) <= 2 and set(space) <= set(IND)
    for lid in FARMS:
        assert LOC[lid]["spaces"] == [["brewery"]]
    assert LOC["birmingham"]["spaces"] == [["cotton_mill", "manufacturer"], ["manufacturer"], ["iron_works"],
                                           ["manufacturer"]]
    assert {LOC[lid]["banner"] for lid in TOWNS} == {"teal", "blue", "red", "brown", "purple"}


def test_every_location_has_geo():
    for loc in DATA["locations"]:
        lat, lon = loc["geo"]
        assert 51.5 < lat < 53.5 and -3.0 < lon < -1.0, loc["id"]
    assert len({tuple(loc["geo"]) for loc in DATA["locations"]}) == len(LOC)


def test_lines():
    lines = DATA["lines"]
    assert len(lines) == 39 and len({ln["id"] for ln in lines}) == 39
    assert sum(ln["canal"] for ln in lines) == 31 and sum(ln["rail"] for ln in lines) == 38
    assert [ln["id"] for ln in lines if not ln["rail"]] == ["burton_on_trent--walsall"]
    assert sorted(ln["id"] for ln in lines if not ln["canal"]) == [
        "belper--leek", "birmingham--nuneaton", "birmingham--redditch", "burton_on_trent--cannock",
        "coventry--nuneaton", "derby--uttoxeter", "stone--uttoxeter", "tamworth--walsall"]
    pairs = set()
    for ln in lines:
        ends = [ln["a"], ln["b"], *ln["also_connects"]]
        assert all(end in LOC for end in ends), ln["id"]
        assert ln["id"] == f"{ln['a']}--{ln['b']}" and ln["a"] != ln["b"]
        pairs.add(frozenset((ln["a"], ln["b"])))
    assert len(pairs) == 39
    for lid in LOC:
        assert any(lid in (ln["a"], ln["b"], *ln["also_connects"]) for ln in lines), lid


def _reachable(lines: list[dict], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        x = todo.pop()
        if x not in seen:
            seen.add(x)
            for ln in lines:
                ends = (ln["a"], ln["b"], *ln["also_connects"])
                if x in ends:
                    todo += ends
    return seen


def test_graph_is_connected():
    lines = DATA["lines"]
    assert _reachable(lines, "birmingham") == set(LOC)
    assert _reachable([ln for ln in lines if ln["rail"]], "birmingham") == set(LOC)
    # Uttoxeter's two lines (Derby, Stone) are rail-only: no canal reaches it
    assert _reachable([ln for ln in lines if ln["canal"]], "birmingham") == set(LOC) - {"uttoxeter"}


# --- tiles ----------------------------------------------------------------------------------------

def test_tile_totals_per_player():
    # the rulebook's component list: 11 cotton, 11 manufacturer, 7 brewery, 5 pottery, 4 iron, 7 coal
    totals = {ind: sum(lv["count"] for lv in info["levels"]) for ind, info in IND.items()}
    assert totals == {"cotton_mill": 11, "manufacturer": 11, "pottery": 5, "brewery": 7, "coal_mine": 7,
                      "iron_works": 4}
    assert sum(len(info["levels"]) for info in IND.values()) == 29
    for info in IND.values():
        assert [lv["level"] for lv in info["levels"]] == list(range(1, len(info["levels"]) + 1))


def test_eras_from_the_mat():
    # overview: Canal Era "Cannot build highest-level breweries or pottery"; Rail Era "Cannot build level 1
    # industries except a pottery"
    for ind, info in IND.items():
        for lv in info["levels"]:
            if lv["level"] == 1:
                assert lv["era"] == ("any" if ind == "pottery" else "canal"), ind
            elif (ind, lv["level"]) in (("pottery", 5), ("brewery", 4)):
                assert lv["era"] == "rail"
            else:
                assert lv["era"] == "any", (ind, lv["level"])


def test_industry_behaviour_flags():
    goods = ("cotton_mill", "manufacturer", "pottery")
    for ind, info in IND.items():
        assert info["flips_on_build"] is False
        assert info["flips_when_sold"] == (ind in goods)
        assert info["needs_merchant_good"] == (ind if ind in goods else None)
        assert info["opponent_may_overbuild_when_exhausted"] == (ind in ("coal_mine", "iron_works"))
    assert {ind: info["holds"] for ind, info in IND.items()} == {
        "cotton_mill": None, "manufacturer": None, "pottery": None, "brewery": "beer", "coal_mine": "coal",
        "iron_works": "iron"}
    # guide, Build 6: a coal mine sells to the market only if connected to a merchant; an iron works always
    assert {ind: info["sells_to_market"] for ind, info in IND.items()} == {
        "cotton_mill": "never", "manufacturer": "never", "pottery": "never", "brewery": "never",
        "coal_mine": "if_connected", "iron_works": "always"}
    # lightbulb potteries cannot be developed (guide, Develop; Gloucester's bonus neither)
    assert [(ind, lv["level"]) for ind, info in IND.items() for lv in info["levels"] if not lv["can_develop"]] == [
        ("pottery", 1), ("pottery", 3)]
    # beer to sell: goods only; Manufacturer III and VII need none
    for ind, info in IND.items():
        for lv in info["levels"]:
            assert (lv["beer"] > 0) == (ind in goods and (ind, lv["level"]) not in
                                        (("manufacturer", 3), ("manufacturer", 7))), (ind, lv["level"])
            assert (lv["cubes"] > 0) == (info["holds"] in ("coal", "iron"))
    assert [lv["cubes"] for lv in IND["coal_mine"]["levels"]] == [2, 3, 4, 5]
    assert [lv["cubes"] for lv in IND["iron_works"]["levels"]] == [4, 4, 5, 6]


# --- markets and the income track ------------------------------------------------------------------

def test_markets():
    coal, iron = DATA["markets"]["coal"], DATA["markets"]["iron"]
    # guide, Board Setup 7-8: fill every space but one £1 coal space and both £1 iron spaces
    assert coal["prices"] == [p for p in range(1, 8) for _ in (0, 1)] and coal["empty_price"] == 8
    assert len(coal["prices"]) == 14 and coal["start_cubes"] == 13
    assert iron["prices"] == [p for p in range(1, 6) for _ in (0, 1)] and iron["empty_price"] == 6
    assert len(iron["prices"]) == 10 and iron["start_cubes"] == 8
    for m, empty in ((coal, 1), (iron, 2)):
        assert len(m["prices"]) - m["start_cubes"] == empty and m["prices"][:empty] == [1] * empty
    # guide, Consuming Coal / Consuming Iron
    assert coal["buy_needs_trade_connection"] and not iron["buy_needs_trade_connection"]


def test_income_track():
    it = DATA["income_track"]
    track = it["space_to_level"]
    assert len(track) == 100 and track[it["start_space"]] == 0 and it["start_space"] == 10
    assert track[0] == it["min_level"] == -10 and track[-1] == it["max_level"] == 30
    assert all(b - a in (0, 1) for a, b in zip(track, track[1:]))
    width = Counter(track)
    assert all(width[lv] == 1 for lv in range(-10, 1)) and all(width[lv] == 2 for lv in range(1, 11))
    assert all(width[lv] == 3 for lv in range(11, 21)) and all(width[lv] == 4 for lv in range(21, 30))
    assert width[30] == 3


# --- cards ----------------------------------------------------------------------------------------

def test_decks_by_player_count():
    decks, faces = DATA["decks"], DATA["card_faces"]
    assert {n: sum(decks[n].values()) for n in PLAYERS} == {"2": 40, "3": 54, "4": 64}
    assert decks["full"] == decks["4"]
    for n in PLAYERS:
        for face, count in decks[n].items():
            marks = faces[face]["marks"]
            assert count == sum(m["copies"] for m in marks if m["min_players"] <= int(n)), (n, face)
    for n in ("2", "3"):
        for face in decks["full"]:
            assert decks[n].get(face, 0) + DATA["deck_removed"][n].get(face, 0) == decks["full"][face]
    # guide, Location Cards: 2 players: no blue or teal cards; 3 players: no teal (but see uttoxeter-cards-3p)
    banner = {f: faces[f].get("banner") for f in decks["full"]}
    assert {banner[f] for f in decks["2"] if faces[f]["kind"] == "location"} == {"purple", "brown", "red"}
    assert {banner[f] for f in decks["3"] if faces[f]["kind"] == "location"} == {"purple", "brown", "red", "blue"}
    assert DATA["deck_removed"]["3"] == {"belper": 2, "coal_mine": 1, "cotton_mill_manufacturer": 2, "derby": 3,
                                         "pottery": 1, "uttoxeter": 1}


def test_card_faces_name_real_things():
    faces = DATA["card_faces"]
    for face in DATA["decks"]["full"]:
        card = faces[face]
        if card["kind"] == "location":
            # a location card names a town: never a farm brewery, never a merchant
            assert card["location"] == face and LOC[face]["kind"] == "town" and card["name"] == LOC[face]["name"]
        else:
            assert card["kind"] == "industry" and card["industries"] and set(card["industries"]) <= set(IND)
    assert sorted(f for f in faces if faces[f]["kind"] == "location") == sorted(TOWNS)  # every town has cards
    assert faces["cotton_mill_manufacturer"]["industries"] == ["cotton_mill", "manufacturer"]
    industry_faces = {f for f in DATA["decks"]["full"] if faces[f]["kind"] == "industry"}
    assert industry_faces == {"iron_works", "coal_mine", "pottery", "brewery", "cotton_mill_manufacturer"}
    assert {faces[f]["any"] for f in faces if faces[f]["kind"] == "wild"} == {"location", "industry"}


# --- setup ----------------------------------------------------------------------------------------

def test_setup_numbers():
    s = DATA["setup"]
    # overview, Setup; guide, Player Area Setup
    assert (s["start_money"], s["start_income_space"], s["hand_size"], s["face_down_discards"]) == (17, 10, 8, 1)
    assert (s["actions_per_turn"], s["first_round_actions"]) == (2, 1)
    assert s["rounds_per_era"] == {"4": 8, "3": 9, "2": 10}  # guide, Rounds
    # guide, Network: canal £3; rail £5, two rails £15 and 1 beer; 1 coal per rail link
    assert (s["canal_link_cost"], s["rail_link_costs"], s["rail_link_coal"], s["rail_double_link_beer"]) == (
        3, [5, 15], 1, 1)
    assert s["link_tiles"] == 14
    assert s["loans"] == [30] and s["loan_income_levels"] == {"30": 3}  # guide, Loan Action
    assert DATA["income_track"]["min_level"] == -10
    assert (s["shortfall_sale_divisor"], s["shortfall_vp_per_money"]) == (2, 1)  # guide, Take Income
    assert (s["develop_tiles_max"], s["develop_iron_per_tile"]) == (2, 1)  # overview, Develop
    assert s["scout_discards"] == 3 and s["scout_takes"] == ["wild_location", "wild_industry"]  # guide, Scout
    assert s["tie_break"] == ["income_level", "money"]


def test_merchants():
    m = {x["id"]: x for x in DATA["merchants"]}
    assert sorted(m) == sorted(MERCHANTS)
    for x in m.values():
        assert x["name"] == LOC[x["id"]]["name"]
    assert {k: x["spaces"] for k, x in m.items()} == {
        "shrewsbury": {"2": 1, "3": 1, "4": 1}, "gloucester": {"2": 2, "3": 2, "4": 2},
        "oxford": {"2": 2, "3": 2, "4": 2}, "warrington": {"2": 0, "3": 2, "4": 2},
        "nottingham": {"2": 0, "3": 0, "4": 2}}
    # guide, Merchant Beer Bonuses
    assert {k: (x["bonus"]["kind"], x["bonus"]["amount"], x["bonus"]["unit"]) for k, x in m.items()} == {
        "shrewsbury": ("vp", 4, "vp"), "gloucester": ("develop", 1, "tiles_without_iron"),
        "oxford": ("income", 2, "income_spaces"), "warrington": ("money", 5, "pounds"),
        "nottingham": ("vp", 3, "vp")}
    # the tiles and the spaces always match in number (guide, Board Setup 5)
    for n in PLAYERS:
        assert sum(x["spaces"][n] for x in m.values()) == len(DATA["merchant_tiles"]["by_players"][n])


def test_merchant_tiles():
    mt = DATA["merchant_tiles"]
    tiles = {t["id"]: t for t in mt["tiles"]}
    assert len(tiles) == 9 and mt["beer_per_tile"] == 1
    sold = {info["needs_merchant_good"] for info in IND.values()} - {None}
    for t in tiles.values():
        assert set(t["goods"]) <= set(IND) and set(t["goods"]) <= sold
    for n in PLAYERS:
        assert mt["by_players"][n] == [t["id"] for t in mt["tiles"] if t["min_players"] <= int(n)]
    assert {n: len(mt["by_players"][n]) for n in PLAYERS} == {"2": 5, "3": 7, "4": 9}
    # every good some industry sells is bought by a tile in every player count
    for n in PLAYERS:
        assert sold <= {g for t in mt["by_players"][n] for g in tiles[t]["goods"]}


def test_farm_breweries_and_beer():
    fb = DATA["farm_breweries"]
    assert fb["locations"] == sorted(FARMS) == ["farm_brewery_north", "farm_brewery_south"]
    # guide, Build 8: a Brewery card or a Wild Industry card, never a (wild) location card
    assert fb["build_cards"] == ["brewery", "wild_industry"]
    assert all(DATA["card_faces"][c]["kind"] in ("industry", "wild") for c in fb["build_cards"])
    assert fb["lines"] == {"farm_brewery_north": "cannock--farm_brewery_north",
                           "farm_brewery_south": "kidderminster--worcester"}
    assert DATA["beer"]["brewery_barrels"] == {"canal": 1, "rail": 2}  # guide, Build 5


# --- the uncertain facts --------------------------------------------------------------------------

def test_uncertain_manufacturer_iv_cost():
    lv = _level("manufacturer", 4)
    assert (lv["cost"], lv["coal"], lv["iron"], lv["vp"], lv["income"], lv["link_vp"]) == (8, 0, 1, 3, 6, 1)
    assert "dissent" in UNCERTAIN["manufacturer-iv-cost"]["confidence"]
    variant = DATA["variants"]["rulebook-manufacturer-iv"]
    assert variant["tile"] == {"industry": "manufacturer", "level": 4, "cost": 14} and variant["provisional"]


def test_uncertain_merchant_link_vp():
    assert DATA["rule_choices"]["merchant_link_vp_without_tile"] is True
    for lid in MERCHANTS:
        assert LOC[lid]["link_vp"] == 2
    # Warrington and Nottingham have no tile at 2 players, yet keep their printed icons
    spaces = {m["id"]: m["spaces"] for m in DATA["merchants"]}
    assert spaces["warrington"]["2"] == spaces["nottingham"]["3"] == 0


def test_uncertain_farm_brewery_south_line():
    line = next(ln for ln in DATA["lines"] if ln["id"] == "kidderminster--worcester")
    assert line["also_connects"] == ["farm_brewery_south"] and line["canal"] and line["rail"]
    assert DATA["farm_breweries"]["shared_line"] == line["id"]
    assert [ln["id"] for ln in DATA["lines"] if ln["also_connects"]] == [line["id"]]
    assert not any("farm_brewery_south" in (ln["a"], ln["b"]) for ln in DATA["lines"])


def _hands_by_round(deck: int, players: int, canal: bool) -> list[list[int]]:
    """Each round's starting hand sizes: deal, play, refill to the hand size while the deck lasts."""
    s = DATA["setup"]
    draw = deck - players * (s["hand_size"] + (s["face_down_discards"] if canal else 0))
    hands, rounds = [s["hand_size"]] * players, []
    while any(hands):
        rounds.append(list(hands))
        actions = s["first_round_actions"] if canal and len(rounds) == 1 else s["actions_per_turn"]
        for p in range(players):
            hands[p] -= actions
            take = min(s["hand_size"] - hands[p], draw)
            hands[p] += take
            draw -= take
        assert min(hands) >= 0
    return rounds


def test_uncertain_scout_last_round():
    s = DATA["setup"]
    for n in PLAYERS:
        deck = sum(DATA["decks"][n].values())
        for canal in (True, False):
            rounds = _hands_by_round(deck, int(n), canal)
            assert len(rounds) == s["rounds_per_era"][n], (n, canal)
            assert rounds[-1] == [2] * int(n) and 2 < s["scout_discards"]  # so Scout is never possible then


def test_uncertain_uttoxeter_cards():
    assert [DATA["decks"][n].get("uttoxeter", 0) for n in PLAYERS] == [0, 1, 2]
    assert DATA["card_faces"]["uttoxeter"]["banner"] == "blue"


def test_uncertain_derby_cards():
    assert [DATA["decks"][n].get("derby", 0) for n in PLAYERS] == [0, 0, 3]


def test_uncertain_brewery_iv_vp():
    assert _level("brewery", 4)["vp"] == 10


def test_uncertain_merchant_tile_mix():
    tiles = DATA["merchant_tiles"]["tiles"]
    mix = Counter((tuple(t["goods"]), t["min_players"]) for t in tiles)
    assert mix == Counter({
        (("cotton_mill",), 2): 1, (("manufacturer",), 2): 1, (("cotton_mill", "manufacturer", "pottery"), 2): 1,
        ((), 2): 2, (("pottery",), 3): 1, ((), 3): 1, (("cotton_mill",), 4): 1, (("manufacturer",), 4): 1})


def test_uncertain_wild_cards():
    assert DATA["setup"]["wild_cards"] == {"wild_location": 4, "wild_industry": 4}
    assert not {"wild_location", "wild_industry"} & set(DATA["decks"]["full"])  # not in the deck


def test_dual_space_choices_matter_here():
    """Where uncertain 'dual-space-choice' matters: no single-icon space, two different free dual spaces."""
    found = set()
    for lid in TOWNS:
        spaces = LOC[lid]["spaces"]
        for ind in {i for sp in spaces for i in sp}:
            duals = {tuple(sp) for sp in spaces if ind in sp and len(sp) > 1}
            if [ind] not in spaces and len(duals) > 1:
                found.add((lid, ind))
    assert found == {("derby", "cotton_mill"), ("leek", "cotton_mill"), ("coventry", "manufacturer"),
                     ("walsall", "manufacturer"), ("uttoxeter", "brewery")}
    assert DATA["rule_choices"]["player_chooses_dual_space"] is True


def test_rule_choices_follow_the_uncertain_facts():
    rc = DATA["rule_choices"]
    assert rc["own_brewery_needs_connection"] is False and rc["opponent_brewery_needs_connection"] is True
    assert rc["beer_source_order"] == "player_choice"
    assert rc["iron_each_from_a_different_works"] is False
    assert rc["overbuild_own_with_free_space"] is True and rc["overbuild_needs_higher_level"] is True
    assert rc["loans_stop_when_rail_deck_empty"] is False
    assert rc["link_with_empty_network"] is True and rc["single_icon_space_first"] is True
    assert rc["merchant_beer_for_links"] is False and rc["merchant_beers_per_tile_sold"] == 1
    for fact in DATA["uncertain"]:  # each flag an uncertain fact names is in rule_choices
        for flag in re.findall(r"rule_choices\.(\w+)", fact["choice"]):
            assert flag in rc, (fact["id"], flag)


def test_every_uncertain_fact_is_complete_and_pinned():
    ids = [f["id"] for f in DATA["uncertain"]]
    assert len(ids) == len(set(ids)) >= 15
    for need in ("manufacturer-iv-cost", "own-brewery-connection", "overbuild-own-with-free-space",
                 "dual-space-choice", "merchant-link-vp", "scout-last-round", "overbuild-higher-level"):
        assert need in ids
    for fact in DATA["uncertain"]:
        assert set(fact) <= {"id", "confidence", "fact", "choice", "basis", "test"}
        assert all(fact[k] for k in ("id", "confidence", "fact", "choice", "basis", "test")), fact["id"]
        assert "|" not in "".join(fact[k] for k in ("fact", "confidence", "choice", "basis"))  # a doc table row
        path, _, name = fact["test"].partition("::")
        assert path.startswith("tests/") and path.endswith(".py") and name.startswith("test_")
        file = ROOT / path
        names = {n.name for n in ast.walk(ast.parse(file.read_text())) if isinstance(n, ast.FunctionDef)}
        assert name in names, fact["test"]
