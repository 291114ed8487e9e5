"""The teaching scenarios: each loads through the schema and invariants, teaches the rule it names,
and a bad scenario gets a clear error naming what is wrong."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from brass_widget import Game
from brass_widget.scenarios import Builder, ScenarioError, describe, list_scenarios, load, load_file

ROOT = Path(__file__).resolve().parents[1]
SCENARIO_DIR = ROOT / "brass_widget" / "scenarios"


def texts(game: Game, part: str) -> list[str]:
    return [str(a) for a in game.legal_actions() if part in str(a)]


def test_every_scenario_loads_with_a_one_line_description():
    names = list_scenarios()
    assert len(names) >= 10
    for name, description in names.items():
        assert description and "\n" not in description and len(description) < 160, name
        g = load(name)
        assert isinstance(g, Game) and g.history == [] and not g.is_over
        assert g.legal_actions(), name
        doc = json.loads((SCENARIO_DIR / f"{name}.json").read_text())
        assert doc["name"] == name


def test_scenario_files_match_the_builder_script():
    done = subprocess.run([sys.executable, "scripts/build_scenarios.py", "--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


# -- each scenario teaches its rule -------------------------------------------------------------------
def test_first_build_network_canal_limit_and_double():
    g = load("first_build")
    assert "build cotton_mill manchester/1 card cotton_mill" in texts(g, "manchester")
    reasons = g.why_not("build cotton_mill bolton/2 card bolton")
    assert [r.rule for r in reasons] == ["Brass: Lancashire rulebook v2018.11, Canal Era Building"]
    # Stockport is outside the network and no Stockport card is in the hand: only a double build reaches it
    assert [a for a in texts(g, "build") if "stockport" in a] == ["build cotton_mill stockport/1 card double"]
    g.play("build cotton_mill stockport card double; discard wigan; discard port")
    assert g.state["board"]["stockport"][0]["owner"] == 0
    assert g.current_player != 0  # the double build used both actions


def test_coal_closest_mine_and_ties():
    g = load("coal_closest_mine")
    builds = texts(g, "build iron_works manchester/4 card iron_works")
    assert sorted(a.split("coal ")[1] for a in builds) == ["bury/1", "oldham/1"]  # not the farther wigan/1
    assert g.why_not("build iron_works manchester/4 card iron_works coal wigan/1")[0].rule.endswith("Consuming Coal")
    assert "equally close" in g.why_not("build iron_works manchester/4 card iron_works")[0].message


def test_coal_from_market_and_five_pounds_when_empty():
    g = load("coal_from_market")
    p = g.preview("build cotton_mill burnley card burnley")
    assert p["coal"] == "market" and p["coal_route"][-1] == "yorkshire"
    assert p["players"][0]["money"] == -(14 + 2)  # level 2 mill + the cheapest of 5 coal cubes
    st = g.state
    st["coal_market"] = 0
    assert Game.from_state(st).preview("build cotton_mill burnley card burnley")["players"][0]["money"] == -(14 + 5)


def test_rail_coal_from_either_end_and_birkenhead():
    g = load("rail_coal_birkenhead")
    assert "coal" in g.why_not("build shipyard birkenhead card birkenhead")[0].message
    g.play("network birkenhead--ellesmere_port card port coal warrington_runcorn/1; stop")
    assert texts(g, "build shipyard birkenhead/1 card birkenhead") == [
        "build shipyard birkenhead/1 card birkenhead coal warrington_runcorn/1 iron market"]


def test_iron_works_sells_to_market_and_iron_needs_no_connection():
    g = load("iron_works_sale")
    before = g.state
    g.play("build iron_works bolton card bolton")
    after = g.state
    assert after["iron_market"] == 6 and after["board"]["bolton"][2]["flipped"]
    assert after["seats"][0]["money"] - before["seats"][0]["money"] == -5 + 3 + 3 + 2 + 2
    assert not g.connected("bolton", "barrow_in_furness")
    g.play("develop cotton_mill card port iron barrow_in_furness/2")
    assert g.state["board"]["barrow_in_furness"][1]["cubes"] == 1


def test_overbuilding_own_any_time_opponents_coal_only_when_none_left():
    g = load("overbuilding")
    assert g.why_not("build coal_mine bury/1 card bury") == []
    assert "no coal is left" in g.why_not("build coal_mine wigan/1 card wigan")[0].message
    g.play("build iron_works manchester/4 card manchester coal oldham/1")
    assert g.why_not("build coal_mine wigan/1 card wigan") == []
    g.play("build coal_mine wigan/1 card wigan")
    assert g.state["board"]["wigan"][0]["owner"] == 0


def test_selling_cotton_port_distant_and_x():
    g = load("selling_cotton")
    g.play("sell preston/2 to lancaster/1 card port; sell colne/1 to distant; sell burnley/1 to distant")
    st = g.state
    assert st["board"]["lancaster"][0]["flipped"] and st["board"]["preston"][1]["flipped"]
    assert st["board"]["colne"][0]["flipped"] and not st["board"]["burnley"][0]["flipped"]
    assert st["dcm"]["marker"] == 8 and st["pending"] is None


def test_loan_turn_order_and_shortfall():
    g = load("loans_and_shortfall")
    g.play("loan 30 card port; pass card wigan")
    assert g.state["order"] == [3, 0, 2, 1]  # least spent first; 3 and 0 tie at £0 and keep their order
    assert g.current_player == 1 and texts(g, "remove") == ["remove bolton/1", "remove fleetwood/1"]
    g.play("remove fleetwood/1")
    assert g.state["seats"][1]["money"] == 1 and g.round == 5


def test_era_ends():
    g = load("canal_era_end")
    g.play("pass card stockport")
    assert g.era == "rail" and g.state["scores"][0]["totals"] == [10, 9, 8, 0]
    g = load("rail_era_end")
    g.play("pass card stockport")
    assert g.is_over and [r["player"] for r in g.final_scores()] == [0, 2, 1, 3]



# -- Brass: Birmingham's scenarios (notebooks 10-13) ---------------------------------------------------
BHAM = ["bham_tour", "bham_beer", "bham_merchants", "bham_scout"]


@pytest.mark.parametrize("name", BHAM)
def test_birmingham_scenarios_record_their_edition(name):
    g = load(name)
    assert g.edition.id == "birmingham" and g.state["edition"] == "birmingham"
    assert json.loads((SCENARIO_DIR / f"{name}.json").read_text())["state"]["edition"] == "birmingham"
    assert Game.from_json(g.to_json()).state == g.state  # saves and loads as a Birmingham game


def test_bham_tour_starts_with_17_pounds_and_a_brewery_gets_one_barrel():
    g = load("bham_tour")
    assert [s["money"] for s in g.state["seats"]] == [17] * 4 and g.round == 1 and g.state["actions_left"] == 1
    assert "dcm" not in g.state and set(g.state["merchants"]) == set(g.edition.merchant_ids)
    assert g.why_not("build manufacturer birmingham/2 card birmingham")[0].rule.endswith("Consuming Coal")
    g.play("build brewery stafford/1 card stafford")
    tile = g.state["board"]["stafford"][0]
    assert (tile["industry"], tile["cubes"], tile["flipped"]) == ("brewery", 1, False)
    assert g.state["seats"][0]["money"] == 17 - 5 - 2  # the brewery, and 1 iron from the market at £2


def test_bham_beer_own_brewery_anywhere_opponents_only_if_connected():
    g = load("bham_beer")
    sales = texts(g, "sell birmingham/2 to oxford/1 card derby")
    assert sorted(a.split("beer ")[1] for a in sales) == ["merchant", "stafford/1", "walsall/2"]
    assert not g.connected("birmingham", "stafford") and g.connected("birmingham", "walsall")
    assert g.why_not("sell birmingham/2 to oxford/1 card derby beer uttoxeter/1")  # Green's, not connected
    assert g.why_not("network birmingham--coventry card derby beer merchant")  # merchant beer only sells
    income = g.state["seats"][0]["income"]
    g.play("sell birmingham/2 to oxford/1 card derby beer merchant")
    assert g.state["merchants"]["oxford"][0]["beer"] == 0
    assert g.state["seats"][0]["income"] == income + 5 + 2  # the tile's 5 spaces and Oxford's bonus of 2
    g.play("sell worcester/1 to oxford/2 beer stafford/1")
    st = g.state
    assert st["board"]["worcester"][0]["flipped"] and st["board"]["stafford"][0]["flipped"]  # last barrel used
    assert st["board"]["walsall"][1]["cubes"] == 1 and st["pending"] is None


def test_bham_merchants_each_buys_its_goods_and_gives_its_bonus():
    g = load("bham_merchants")
    starts = sorted({a.split(" card")[0] for a in texts(g, "sell ")})
    assert starts == ["sell coventry/1 to gloucester/1", "sell coventry/1 to oxford/1",
                      "sell worcester/1 to gloucester/1", "sell worcester/1 to oxford/2"]
    assert "buys pottery" in g.why_not("sell worcester/1 to oxford/1 card derby")[0].message
    assert "not connected" in g.why_not("sell stoke_on_trent/3 to warrington/1 card derby")[0].message
    income, taken = g.state["seats"][0]["income"], g.state["seats"][0]["taken"]["coal_mine"]
    g.play("sell coventry/1 to oxford/1 card derby beer merchant")
    g.play("sell worcester/1 to gloucester/1 beer merchant bonus coal_mine")
    seat = g.state["seats"][0]
    assert seat["income"] == income + 5 + 2 + 5 and seat["taken"]["coal_mine"] == taken + 1
    assert not g.state["board"]["stoke_on_trent"][2]["flipped"] and g.state["pending"] is None


def test_bham_scout_trades_three_cards_for_two_wild_cards():
    g = load("bham_scout")
    assert not [a for a in texts(g, "build pottery")]  # no card in the hand builds a pottery
    hand = len(g.state["seats"][0]["hand"])
    g.play("scout card derby; discard leek; discard uttoxeter")
    seat = g.state["seats"][0]
    assert len(seat["hand"]) == hand - 3 + 2 and {"wild_location", "wild_industry"} <= set(seat["hand"])
    assert "wild card" in g.why_not("scout card stone")[0].message
    g.play("build pottery stafford/2 card wild_location")
    seat = g.state["seats"][0]
    assert g.state["board"]["stafford"][1]["owner"] == 0 and "wild_location" not in seat["discard"]


def test_birmingham_builder_rail_era_breweries_merchants_and_wild_cards():
    b = Builder(edition="birmingham", players=3, seed=2).set(era="rail", round=2)
    b.tile("stafford/1", owner=1, industry="brewery", level=2).merchant("oxford/2", "pottery-3p", beer=0)
    b.hand(1, ["wild_location"]).to_act(1)
    g = b.game()
    st = g.state
    assert st["board"]["stafford"][0]["cubes"] == 2 and not st["board"]["stafford"][0]["flipped"]  # Rail: 2 barrels
    assert st["merchants"]["oxford"][1] == {"tile": "pottery-3p", "beer": 0}
    dealt = sorted(m["tile"] for row in st["merchants"].values() for m in row)
    assert dealt == sorted(g.edition.data["merchant_tiles"]["by_players"]["3"])  # swapped, none lost or added
    assert all(seat["face_down"] == [] for seat in st["seats"])  # turned up at the end of the Canal Era
    assert "wild_location" in st["seats"][1]["hand"] and g.current_player == 1
    with pytest.raises(ValueError, match="no merchant tile 'pottery-3p' in a 2-player game"):
        Builder(edition="birmingham", players=2).merchant("oxford/1", "pottery-3p")
    with pytest.raises(ValueError, match="no merchant space 'nottingham/1' with 3 players"):
        Builder(edition="birmingham", players=3).merchant("nottingham/1", "any-2p")
    with pytest.raises(ValueError, match="has no merchant tiles"):
        Builder().merchant("oxford/1", "any-2p")
    empty = Builder(edition="birmingham").tile("stafford/1", owner=0, industry="brewery", level=1, cubes=0).game()
    assert empty.state["board"]["stafford"][0]["flipped"]  # a brewery with no barrel left is flipped

# -- Brass Duel (notebook 15) ------------------------------------------------------------------------------
def test_duel_tour_columns_imported_coal_and_boats():
    g = load("duel_tour")
    st = g.state
    assert st["edition"] == "duel" and g.players == 2 and g.round == 2 and g.current_player == 0
    assert st["rows"] == {"top": ["port", "coal_importer", "lodging", "brewery"],
                          "bottom": ["ventnor", "newport", "fishery", "ryde"]}
    assert texts(g, "take") == ["take 1", "take 2", "take 3", "take 4"]
    assert [s["money"] for s in st["seats"]] == [24, 26] and st["seats"][0]["boats"] == 1
    assert not g.connected("newport", "yarmouth")  # Orange's Coal Importer is not reached from Blue's network
    edge = load("duel_tour")
    edge.play("take 1")  # S1, On your turn: an edge column costs £2 at once, counted as spent
    assert (edge.state["seats"][0]["money"], edge.state["seats"][0]["spent"]) == (22, 2)
    g.play("take 2")  # a middle column: free
    assert sorted(g.state["seats"][0]["hand"]) == ["coal_importer", "newport"] and g.state["seats"][0]["money"] == 24
    assert texts(g, "network upgrade cowes--newport") == ["network upgrade cowes--newport card coal_importer coal "
                                                          "market boat board", "network upgrade cowes--newport card "
                                                          "newport coal market boat board"]  # no importer: a boat, £5
    g.play("build coal_importer newport/2 card coal_importer")
    tile = g.state["board"]["newport"][1]
    assert (tile["owner"], tile["industry"], tile["cubes"], tile["flipped"]) == (0, "coal_importer", 2, False)
    assert texts(g, "network upgrade") == ["network upgrade cowes--newport card newport coal newport/2"]
    g.play("network upgrade cowes--newport card newport")
    g.play("stop")
    assert g.state["link_kinds"]["cowes--newport"] == "rail" and g.state["board"]["newport"][1]["cubes"] == 1
    assert g.state["seats"][0]["boats"] == 1 and g.state["seats"][0]["money"] == 24 - 5 - 5  # the importer, the upgrade
    assert g.current_player == 1


def test_duel_builder_rows_links_and_play():
    b = Builder(edition="duel", players=2, seed=3)
    b.play(*[f"choose card {c}" for c in b.state["seats"][b.state["order"][0]]["offered"][:3]])
    b.link("newport--wootton", owner=0).link("ryde~~portsmouth", owner=1).link("ryde--brading", 1, kind="rail")
    assert b.state["link_kinds"] == {"newport--wootton": "road", "ryde~~portsmouth": "ferry", "ryde--brading": "rail"}
    before = Counter(c for r in ("top", "bottom") for c in b.state["rows"][r] + b.state["decks"][r])
    b.rows(top=["cowes", "cowes", "cowes"], bottom=["lodging"])
    after = Counter(c for r in ("top", "bottom") for c in b.state["rows"][r] + b.state["decks"][r])
    assert b.state["rows"]["top"][:3] == ["cowes"] * 3 and b.state["rows"]["bottom"][0] == "lodging"
    assert after == before  # swapped with the cards they replace: none lost or added
    with pytest.raises(ValueError, match="no 'cowes' card left"):
        b.rows(top=["cowes", "cowes", "cowes", "cowes"])
    with pytest.raises(ValueError, match="has no card rows"):
        Builder().rows(top=["cowes"])


# -- teachers' own scenarios and bad ones --------------------------------------------------------------
def test_builder_round_trip(tmp_path):
    b = Builder(players=3, seed=4).tile("bolton/1", owner=1, industry="cotton_mill", level=1)
    b.hand(1, ["bolton"]).to_act(1)
    path = b.save(tmp_path / "mine.json", name="mine", description="a teacher's position")
    for source in (path, str(path), path.read_text(), json.loads(path.read_text())):
        g = load_file(source)
        assert g.current_player == 1 and g.state["board"]["bolton"][0]["owner"] == 1


def good_doc() -> dict:
    return json.loads((SCENARIO_DIR / "first_build.json").read_text())


@pytest.mark.parametrize("edit, words", [
    (lambda d: d["state"].update(coal_market=99), ["first_build", "schema", "coal_market"]),
    (lambda d: d["state"]["seats"][0]["taken"].update(cotton_mill=0), ["first_build", "taken.cotton_mill"]),
    (lambda d: d["state"]["seats"][1]["discard"].append("bolton"), ["first_build", "cards not in"]),
    (lambda d: d["state"]["board"]["wigan"][0].update(cubes=0), ["first_build", "flipped"]),
    (lambda d: d.pop("description"), ["first_build", "description"]),
])
def test_bad_scenarios_name_what_is_wrong(edit, words):
    doc = good_doc()
    edit(doc)
    with pytest.raises(ScenarioError) as err:
        load_file(json.dumps(doc))
    for w in words:
        assert w in str(err.value)


def test_unknown_name_bad_json_and_missing_file():
    with pytest.raises(ScenarioError, match="unknown scenario 'nope'.*first_build"):
        load("nope")
    with pytest.raises(ScenarioError, match="unknown scenario"):
        describe("nope")
    assert describe("overbuilding") == list_scenarios()["overbuilding"]
    with pytest.raises(ScenarioError, match="not valid JSON"):
        load_file('{"name": "x", ')
    with pytest.raises(ScenarioError, match="no scenario file"):
        load_file("does/not/exist.json")


def test_level_one_tile_in_rail_era_is_refused():
    doc = json.loads((SCENARIO_DIR / "rail_era_end.json").read_text())
    doc["state"]["board"]["bury"][0] = {"owner": 3, "industry": "cotton_mill", "level": 1, "flipped": False,
                                        "cubes": 0}
    doc["state"]["seats"][3]["taken"]["cotton_mill"] = 1
    with pytest.raises(ScenarioError, match="rail_era_end.*level 1"):
        load_file(doc)
