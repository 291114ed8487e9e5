"""House rules (issue 23, item 1): every knob of every edition changes the number it names in a played position;
bad values are refused with one error naming the knob; house rules save, load, undo, clone and replay; a game
without them is exactly a standard game."""

import json
import random

import pytest

from brass_widget import Game, HouseRulesError, SavedGameError
from brass_widget.engine.house_rules import house_rules_text
from tests.registered import EDITIONS


def reach(g: Game, want, seed: int = 0, limit: int = 2000):
    """Play random legal decisions until one the current player may take satisfies ``want``: that decision."""
    r = random.Random(seed)
    for _ in range(limit):
        assert not g.is_over, "the game ended before the decision wanted was legal"
        legal = g.legal_actions()
        found = [a for a in legal if want(g, a)]
        if found:
            return found[0]
        g.apply(r.choice(legal))
    raise AssertionError("no such decision within the limit")


def ruled(g: Game, rules: dict) -> Game:
    """The position ``g`` stands in, played under these house rules ({}: the standard rules)."""
    st = g.state
    st.pop("rules", None)
    if rules:
        st["rules"] = rules
    return Game.from_state(st)


def spend(g: Game, action) -> int:
    """Money the current player pays for ``action`` (applied to ``g``)."""
    p = g.current_player
    before = g.state["seats"][p]["money"]
    g.apply(str(action))
    return before - g.state["seats"][p]["money"]


def pays_market(resource):
    def want(g, a):
        return "market" in (getattr(a, resource) or "").split()
    return want


def cost_difference(edition, players, seed, want, rules_a, rules_b):
    """(the same decision's cost under rules_b minus under rules_a, the decision, the position's state): from one
    position reached under rules_a, the first wanted decision legal under both that does not end the round."""
    g = Game.new(edition, players, seed, rules=rules_a)
    seen = {}

    def legal_in_both(g, a):
        if not want(g, a):
            return False
        key = len(g.history)
        if key not in seen:
            seen[key] = ruled(g, rules_b)
        b = seen[key]
        # legal under both rules, and not the round's last decision (whose income would blur the cost)
        return not b.why_not(str(a)) and not g.preview(str(a))["ends_round"] and not b.preview(str(a))["ends_round"]

    try:
        a = reach(g, legal_in_both, seed)
    except AssertionError:
        if seed >= 40:
            raise
        return cost_difference(edition, players, seed + 1, want, rules_a, rules_b)  # the next deal
    b = seen[len(g.history)]
    st = g.state
    return spend(b, a) - spend(g, a), a, st


# -- the knobs' table -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_every_knob_lists_its_default_from_the_data_and_a_meaning(edition):
    knobs = Game.rule_knobs(edition)
    assert len(knobs) >= 10
    ed = Game.new(edition, 2, 0).edition
    for k in knobs:
        assert k["meaning"] and k["type"] in ("int", "ints")
        here = ed.data
        if k["name"].endswith("_percent"):  # a percentage of printed numbers: 100 is the standard
            assert k["default"] == 100 and k["unit"].startswith("%")
            continue
        before = ""
        for step in k["path"].split("."):
            if step == "*":  # one default per key (the Distant Cotton Market's tiles, an era's rounds per player count)
                assert k["default"] == here and k["default_is_per"] == before
                assert set(here) == {"2", "3", "4"}  # keyed by the player count
                break
            here = here[int(step)] if isinstance(here, list) else here[step]
            before = step
        else:
            want = list(here.values()) if isinstance(here, dict) else here
            if k["type"] == "int" and isinstance(want, list):
                want = want[0]
            assert k["default"] == want
    # every default, given back, is the standard game itself
    defaults = {k["name"]: k["default"] for k in knobs if not isinstance(k["default"], dict)}
    g = Game.new(edition, 2, 5, rules=defaults)
    assert g.house_rules == {} and g.to_json() == Game.new(edition, 2, 5).to_json()
    assert g.edition is Game.new(edition, 2, 5).edition


# -- each knob changes the thing it names ----------------------------------------------------------------------------
@pytest.mark.parametrize("edition,players,seat_money", [("lancashire", 3, 55), ("birmingham", 4, 40)])
def test_start_money(edition, players, seat_money):
    g = Game.new(edition, players, 2, rules={"start_money": seat_money})
    assert [s["money"] for s in g.state["seats"]] == [seat_money] * players
    assert [s["money"] for s in Game.new(edition, players, 2).state["seats"]] != [seat_money] * players


def test_duel_start_money_by_place():
    g = Game.new("duel", 2, 2, rules={"start_money": [40, 31]})
    st = g.state
    assert [st["seats"][s]["money"] for s in st["order"]] == [40, 31]


def _loan(g: Game, amount: int):
    return reach(g, lambda g, a: a.kind == "loan" and a.amount == amount)


@pytest.mark.parametrize("edition,rules,amount,levels", [
    ("lancashire", {"loans": [10, 20, 50]}, 50, 3),  # the size in 30's place keeps its 3 levels
    ("lancashire", {"loans": [25, 50], "loan_levels": [1, 4]}, 50, 4),
    ("birmingham", {"loan": 50}, 50, 3),
    ("birmingham", {"loan": 50, "loan_levels": 1}, 50, 1),
    ("duel", {"loan": 45, "loan_levels": 2}, 45, 2),
])
def test_loans_give_their_amount_and_cost_their_levels(edition, rules, amount, levels):
    g = Game.new(edition, 2, 4, rules=rules)
    a = _loan(g, amount)
    p = g.current_player
    money, level = g.state["seats"][p]["money"], g.income_level(p)
    g.apply(a)
    assert g.state["seats"][p]["money"] - money == amount
    assert level - g.income_level(p) == levels
    # the standard sizes are gone
    assert not any(x.kind == "loan" and x.amount == 30 for x in Game.new(edition, 2, 4, rules=rules).legal_actions())


@pytest.mark.parametrize("edition,players", [("lancashire", 2), ("birmingham", 2)])
def test_coal_prices_and_start(edition, players):
    std = Game.rule_knobs(edition)
    prices = next(k["default"] for k in std if k["name"] == "coal_prices")
    dearer = [p + 10 for p in prices]
    diff, a, st = cost_difference(edition, players, 1, pays_market("coal"), {}, {"coal_prices": dearer})
    assert st["coal_market"] >= a.coal.split().count("market")  # every cube from the track, none at the empty price
    assert diff == 10 * a.coal.split().count("market")
    # a market twice as long starts as full as the standard one and sells at its own prices
    long = sorted(prices * 2)
    g = Game.new(edition, players, 1, rules={"coal_prices": long})
    empty = len(prices) - next(k["default"] for k in std if k["name"] == "coal_start")
    assert g.markets()["coal"]["cubes"] == len(long) - empty
    g = Game.new(edition, players, 1, rules={"coal_prices": long, "coal_start": 3})
    assert g.markets()["coal"] == {"cubes": 3, "buy": long[-3], "sell": long[-4]}


@pytest.mark.parametrize("edition,players,resource", [
    ("lancashire", 2, "coal"), ("birmingham", 2, "coal"),
    ("lancashire", 2, "iron"), ("birmingham", 2, "iron"), ("duel", 2, "iron")])
def test_empty_market_price(edition, players, resource):
    empty = {f"{resource}_start": 0}
    diff, a, st = cost_difference(edition, players, 2, pays_market(resource), empty,
                                  {**empty, f"{resource}_empty_price": 20})
    std_empty = next(k["default"] for k in Game.rule_knobs(edition) if k["name"] == f"{resource}_empty_price")
    from_outside = getattr(a, resource).split().count("market") - st[f"{resource}_market"]
    assert from_outside >= 1
    assert diff == (20 - std_empty) * from_outside


@pytest.mark.parametrize("edition", EDITIONS)
def test_iron_prices_and_start(edition):
    prices = next(k["default"] for k in Game.rule_knobs(edition) if k["name"] == "iron_prices")
    diff, a, st = cost_difference(edition, 2, 3, pays_market("iron"), {}, {"iron_prices": [p + 7 for p in prices]})
    assert st["iron_market"] >= a.iron.split().count("market")
    assert diff == 7 * a.iron.split().count("market")
    assert Game.new(edition, 2, 3, rules={"iron_start": 2}).markets()["iron"]["cubes"] == 2


def test_duel_coal_price():
    diff, a, st = cost_difference("duel", 2, 6, pays_market("coal"), {}, {"coal_price": 9})
    assert diff == (9 - 5) * a.coal.split().count("market")


@pytest.mark.parametrize("edition", EDITIONS)
def test_income_track(edition):
    track = next(k["default"] for k in Game.rule_knobs(edition) if k["name"] == "income_track")
    higher = [level + 2 for level in track]  # every space two levels higher: more income each round
    g = Game.new(edition, 2, 1, rules={"income_track": higher})
    assert g.income_level(0) == Game.new(edition, 2, 1).income_level(0) + 2
    assert g.edition.max_level == max(higher) and g.edition.min_level == min(higher)
    amount = g.edition.setup["loans"][-1]
    a = _loan(g, amount)
    p = g.current_player
    g.apply(a)
    # the loan takes the player to the highest space of the level 3 lower, on the new track
    assert g.state["seats"][p]["income"] == max(i for i, lv in enumerate(higher) if lv == 2 - 3)


@pytest.mark.parametrize("edition,players", [("lancashire", 2), ("birmingham", 2)])
def test_canal_link_cost(edition, players):
    diff, a, st = cost_difference(edition, players, 5, lambda g, a: a.kind == "network", {}, {"canal_link_cost": 11})
    assert st["era"] == "canal" and diff == 11 - 3


@pytest.mark.parametrize("edition", ["lancashire", "birmingham"])
def test_rail_link_costs(edition):
    def rail_link(g, a):
        return a.kind == "network" and g.era == "rail" and g.state["pending"] is None

    diff, a, st = cost_difference(edition, 2, 7, rail_link, {}, {"rail_link_costs": [9, 30]})
    assert diff == 9 - 5


def test_money_per_vp_at_the_end():
    g = Game.new("lancashire", 2, 8)
    reach(g, lambda g, a: g.era == "rail")
    money = [s["money"] for s in g.state["seats"]]
    std = g.vp_if_era_ended()
    assert ruled(g, {"money_per_vp": 0}).vp_if_era_ended() == [v - m // 10 for v, m in zip(std, money)]
    assert ruled(g, {"money_per_vp": 4}).vp_if_era_ended() == [v - m // 10 + m // 4 for v, m in zip(std, money)]


def test_distant_cotton_market_tiles():
    tiles = [0, 0, 0, -1, -5]
    for players in (2, 3, 4):
        g = Game.new("lancashire", players, 3, rules={"dcm_tiles": tiles})
        assert sorted(g.state["dcm"]["draw"]) == sorted(tiles)
    # a sale to the Distant Cotton Market moves the marker by the tile drawn
    for seed in range(20):
        g = Game.new("lancashire", 2, seed, rules={"dcm_tiles": [-6] * 8})
        try:
            a = reach(g, lambda g, a: a.kind == "sell" and a.to == "distant", seed)
        except AssertionError:
            continue
        g.apply(a)
        assert g.state["dcm"]["marker"] == 6 and g.state["dcm"]["used"] == [-6]
        return
    raise AssertionError("no seed reached a sale to the Distant Cotton Market")


def test_merchant_beer():
    g = Game.new("birmingham", 4, 3, rules={"merchant_beer": 2})
    spaces = [s for m in g.state["merchants"].values() for s in m]
    ed = g.edition
    assert {s["beer"] for s in spaces if ed.merchant_tiles[s["tile"]]} == {2}
    assert {s["beer"] for s in spaces if not ed.merchant_tiles[s["tile"]]} == {0}


@pytest.mark.parametrize("knob,kind,default", [("road_cost", "road", 2), ("ferry_cost", "ferry", 10),
                                               ("rail_cost", "rail", 7), ("upgrade_cost", "upgrade", 5)])
def test_duel_link_costs(knob, kind, default):
    def link(g, a):
        return a.kind == "network" and str(a).split()[1] == kind and g.state["pending"] is None

    diff, a, st = cost_difference("duel", 2, 9, link, {}, {knob: default + 6})
    assert diff == 6


def test_duel_second_link_cost():
    def second(g, a):
        return a.kind == "network" and g.state["pending"] is not None

    diff, a, st = cost_difference("duel", 2, 0, second, {}, {"second_link_cost": 12})
    assert diff == 12 - 5


def test_duel_edge_column_fee():
    from brass_widget.engine.table import edge_columns
    g = Game.new("duel", 2, 1)
    edges = {str(c + 1) for c in edge_columns(g.edition)}  # a decision names columns from 1
    diff, a, st = cost_difference("duel", 2, 1, lambda g, a: a.kind == "take" and str(a).split()[1] in edges,
                                  {}, {"edge_column_fee": 7})
    assert diff == 7 - 2


def test_duel_bribe_cost():
    diff, a, st = cost_difference("duel", 2, 11, lambda g, a: a.kind == "bribe", {"bribe_cost": 3}, {"bribe_cost": 8})
    assert diff == 8 - 3


# -- validation -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("edition,rules,words", [
    ("birmingham", {"lone": 50}, "no house rule 'lone' (did you mean 'loan'?)"),
    ("lancashire", {"money_per_pv": 0}, "did you mean 'money_per_vp'?"),
    ("birmingham", {"loan": "50"}, "house rule loan: a whole number, not '50'"),
    ("birmingham", {"loan": True}, "house rule loan: a whole number"),
    ("birmingham", {"loan": -1}, "house rule loan: a whole number from 0 to 500, not -1"),
    ("lancashire", {"coal_prices": [3, 2, 1]}, "house rule coal_prices: prices from the cheapest space"),
    ("lancashire", {"coal_prices": []}, "house rule coal_prices: 1 to 30 numbers, not 0"),
    ("lancashire", {"coal_prices": [1, 2], "coal_start": 3}, "house rule coal_start: at most 2 cubes"),
    ("lancashire", {"coal_start": 9}, "house rule coal_start: at most 8 cubes"),
    ("lancashire", {"loans": [10, 20]}, "house rule loans: 2 values need loan_levels too"),
    ("lancashire", {"loans": [20, 10, 30]}, "house rule loans: numbers in increasing order"),
    ("lancashire", {"loan_levels": [1, 2]}, "house rule loan_levels: one number per value of loans (3), not 2"),
    ("lancashire", {"rail_link_costs": [5]}, "house rule rail_link_costs: exactly 2 numbers, not 1"),
    ("lancashire", {"income_track": [0] * 99}, "house rule income_track: exactly 100 numbers"),
    ("lancashire", {"income_track": list(range(100))}, "house rule income_track: each number from -30 to 60"),
    ("lancashire", {"income_track": [0, 2] * 50}, "each the same as the one before or one more"),
    ("lancashire", {"dcm_tiles": [1]}, "house rule dcm_tiles: each number from -8 to 0, not 1"),
    ("duel", {"merchant_beer": 2}, "Brass Duel: Isle of Wight has no house rule 'merchant_beer'"),
    ("lancashire", ["loans"], "house rules are a dict of knob names to values, not list"),
])
def test_bad_house_rules_are_refused_naming_the_knob(edition, rules, words):
    with pytest.raises(HouseRulesError) as e:
        Game.new(edition, 2, 0, rules=rules)
    assert words in str(e.value)
    assert isinstance(e.value, ValueError)


# -- saved games, undo, clone, observation -------------------------------------------------------------------------
@pytest.mark.parametrize("edition,rules", [
    ("lancashire", {"loans": [10, 20, 50], "coal_prices": [1, 1, 2, 2, 3, 3, 4, 4, 5, 5], "money_per_vp": 0,
                    "dcm_tiles": [0, -1, -2]}),
    ("birmingham", {"loan": 50, "merchant_beer": 2, "iron_start": 10}),
    ("duel", {"loan": 40, "edge_column_fee": 5, "ferry_cost": 4}),
])
def test_house_rules_save_load_undo_clone_and_replay(edition, rules):
    g = Game.new(edition, 2, 12, rules=rules)
    r = random.Random(12)
    for _ in range(60):
        g.apply(r.choice(g.legal_actions()))
    text = g.to_json()
    assert json.loads(text)["state"]["rules"] == rules
    back = Game.from_json(text)
    assert back.to_json() == text and back.house_rules == rules
    c = g.clone()
    assert c.house_rules == rules and c.to_json() == text
    # replay from seed and history under the same rules reaches the same state
    again = Game.new(edition, 2, 12, rules=rules)
    for t in g.history:
        again.apply(t)
    assert again.state == g.state
    g.undo(60)
    assert g.state == Game.new(edition, 2, 12, rules=rules).state
    # the house rules are public: every seat's observation has them, and a game dealt from it plays by them
    obs = back.observation(0)
    assert obs["rules"] == rules
    assert Game.from_observation(obs, 3).house_rules == rules
    assert back.dealt_for(1).house_rules == rules


def test_a_standard_game_has_no_rules_key():
    g = Game.new("lancashire", 4, 7, rules={"loans": [10, 20, 30]})  # the standard sizes: no house rule
    assert "rules" not in g.state and "rules" not in g.observation(0)
    assert g.to_json() == Game.new("lancashire", 4, 7).to_json()
    assert repr(g) == repr(Game.new("lancashire", 4, 7)) and "house rules" not in repr(g)


def test_repr_and_text():
    g = Game.new("birmingham", 3, 1, rules={"loan": 50, "merchant_beer": 2})
    assert "house rules: loan £50, merchant beer 2 barrels" in repr(g)
    assert house_rules_text(g.edition) == "loan £50, merchant beer 2 barrels"
    track = [level + 2 for level in g.edition.space_to_level]
    assert house_rules_text(Game.new("birmingham", 3, 1, rules={"income_track": track}).edition) == \
        "income track: 100 numbers, -8 to 32 levels"


def _saved(edition, rules, **state_rules):
    doc = json.loads(Game.new(edition, 2, 3, rules=rules).to_json())
    for key, value in state_rules.items():
        doc["state"]["rules"][key] = value
    return doc


@pytest.mark.parametrize("change,words", [
    ({"loan": "50"}, "does not match the schema: state.rules.loan"),
    ({"loan": 5000}, "does not match the schema: state.rules.loan"),  # beyond the schema's bounds
    ({"loan": 900}, "state.rules: house rule loan: a whole number from 0 to 500, not 900"),
    ({"lone": 50}, "state.rules: Brass: Birmingham has no house rule 'lone' (did you mean 'loan'?)"),
    ({"loan_levels": 3}, "state.rules: records only the knobs that differ from the standard rules"),
    ({"loan": 30}, "state.rules: records only the knobs that differ from the standard rules"),
])
def test_a_saved_game_with_bad_house_rules_is_refused(change, words):
    doc = _saved("birmingham", {"loan": 50}, **change)
    with pytest.raises(SavedGameError) as e:
        Game.from_json(json.dumps(doc))
    assert words in str(e.value)


def test_an_empty_rules_field_is_refused():
    doc = json.loads(Game.new("lancashire", 2, 3).to_json())
    doc["state"]["rules"] = {}
    with pytest.raises(SavedGameError) as e:
        Game.from_json(json.dumps(doc))
    assert "state.rules: no house rules; a game without them has no rules field" in str(e.value)


def test_a_saved_game_whose_rules_do_not_lead_to_its_state_is_refused():
    g = Game.new("birmingham", 2, 3, rules={"loan": 50})
    g.apply(_loan(g, 50))
    doc = json.loads(g.to_json())
    doc["state"]["rules"]["loan"] = 60  # valid rules, but the state was played under £50 loans
    with pytest.raises(SavedGameError) as e:
        Game.from_json(json.dumps(doc))
    assert "history[0]" in str(e.value)


def test_a_position_keeps_its_rules_from_start_to_state():
    g = Game.new("birmingham", 2, 3, rules={"loan": 50})
    doc = json.loads(g.to_json())
    doc["start"] = dict(doc["state"], rules={"loan": 60})
    with pytest.raises(SavedGameError) as e:
        Game.from_json(json.dumps(doc))
    assert "start.rules" in str(e.value)


def test_from_state_checks_rules():
    st = Game.new("lancashire", 2, 3).state
    st["rules"] = {"coal_prices": [1, 2]}  # 8 cubes on a 2-space market
    with pytest.raises(SavedGameError) as e:
        Game.from_state(st)
    assert "state.coal_market: 8 cubes in 2 spaces" in str(e.value)
    st["rules"] = {"coal_prices": [1, 1, 2, 2, 3, 3, 4, 4, 9, 9]}
    assert Game.from_state(st).markets()["coal"] == {"cubes": 8, "buy": 2, "sell": 1}


# -- shown to people: the board's topology, the command line ---------------------------------------------------------
def test_the_board_says_the_house_rules():
    from brass_widget.widget.viewmodel import topology
    assert topology(Game.new("lancashire", 2, 1, rules={"loans": [10, 20, 50]}))["house_rules"] == "loans £10 £20 £50"
    assert "house_rules" not in topology(Game.new("lancashire", 2, 1))


def test_simulate_with_house_rules(capsys):
    from brass_widget.cli import main
    args = ["simulate", "--edition", "birmingham", "--players", "2", "--games", "2", "--seed", "4", "--json"]
    assert main(args + ["--rule", "loan=50", "--rule", "coal_prices=1,1,2,2,3,3,4,4,5,5,6,6,7,7,8,8"]) == 0
    ruled = json.loads(capsys.readouterr().out)
    assert ruled["rules"] == {"loan": 50, "coal_prices": [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8]}
    assert main(args) == 0
    std = json.loads(capsys.readouterr().out)
    assert "rules" not in std and ruled["table"] != std["table"]  # the same deals played under other rules
    assert main(args + ["--rule", "lone=50"]) == 2
    assert "no house rule 'lone' (did you mean 'loan'?)" in capsys.readouterr().err
    assert main(args + ["--rule", "loan=fifty"]) == 2
    assert "--rule takes NAME=NUMBER" in capsys.readouterr().err


def _shown_default(d) -> str:
    if isinstance(d, dict):
        return "; ".join(f"{c} players: {' '.join(map(str, v if isinstance(v, list) else [v]))}" for c, v in d.items())
    if isinstance(d, list):
        return " ".join(map(str, d)) if len(d) <= 20 else f"{len(d)} levels, {d[0]} to {d[-1]} (the printed track)"
    return str(d)


def test_docs_list_every_knob_with_its_default():
    from pathlib import Path
    text = (Path(__file__).parents[2] / "docs" / "lab.md").read_text("utf-8")
    sections = text.split("\n### ")[1:]
    for edition, section in zip(("lancashire", "birmingham", "duel"), sections):
        rows = [line for line in section.splitlines() if line.startswith("| `")]
        knobs = Game.rule_knobs(edition)
        assert len(rows) == len(knobs)
        for row, k in zip(rows, knobs):
            assert row.startswith(f"| `{k['name']}` | {_shown_default(k['default'])} |")
            assert k["meaning"] in row


def test_a_standard_market_still_holds_only_its_spaces():
    # the schema lets a house-ruled market hold up to 30 cubes; the standard game's track still caps it
    st = Game.new("lancashire", 2, 3).state
    st["coal_market"] = 9
    with pytest.raises(SavedGameError) as e:
        Game.from_state(st)
    assert "state.coal_market: 9 cubes in 8 spaces" in str(e.value)


@pytest.mark.parametrize("edition,players,rules,line", [
    ("lancashire", 3, {"loans": [10, 20, 50]}, "house rule: loans £10 £20 £50"),
    ("birmingham", 2, {"loan": 50}, "house rule: loan £50"),
    ("duel", 2, {"loan": 40}, "house rule: loan £40"),
])
def test_the_log_of_a_saved_game_says_its_house_rules(edition, players, rules, line):
    """Issue 23: house rules are shown in the log of a saved game, one event a rule at its start, and load again."""
    g = Game.new(edition, players=players, seed=3, rules=rules)
    first = g.state["log"][0]
    assert (first["kind"], first["text"], first["player"]) == ("house_rule", line, None)
    again = Game.from_json(g.to_json())
    assert again.state["log"] == g.state["log"]
    assert all(e["kind"] != "house_rule" for e in Game.new(edition, players=players, seed=3).state["log"])


def test_no_credit_at_all_offers_no_loan_and_plays_saves_and_loads():
    """Issue 32, item 4: loans=[] (refused before: 'at least 1 number') is a game without credit: no Loan action is
    ever legal, one asked for says why, the game plays to its end, and its saved game keeps the house rule."""
    from brass_widget.bots import GreedyBot
    assert next(k for k in Game.rule_knobs("lancashire") if k["name"] == "loans")["length"] == [0, 6]
    g = Game.new("lancashire", players=2, seed=5, rules={"loans": []})
    assert g.house_rules == {"loans": []} and "house rules: loans none" in repr(g)
    card = g.state["seats"][g.current_player]["hand"][0]
    assert [r.message for r in g.why_not(g.parse(f"loan 30 card {card}"))] == \
        ["no loans in this game: its house rules offer no loan sizes"]
    assert [r.message for r in g.why_not_any(kind="loan")] == ["no loans in this game: its house rules offer no loan sizes"]
    bots = [GreedyBot(seed=1), GreedyBot(seed=2)]
    while not g.is_over:
        assert not any(a.kind == "loan" for a in g.legal_actions())
        g.apply(bots[g.current_player].choose(g))
    again = Game.from_json(g.to_json())
    assert again.house_rules == {"loans": []} and again.final_scores() == g.final_scores()
    with pytest.raises(HouseRulesError, match="loan_levels"):  # no sizes, yet levels for three
        Game.new("lancashire", players=2, seed=5, rules={"loans": [], "loan_levels": [1, 2, 3]})


@pytest.mark.parametrize("edition,rules,tile,link", [
    ("lancashire", {"tile_vp_percent": 150, "link_vp_percent": 50}, 150, 50),
    ("birmingham", {"tile_vp_percent": 0, "link_vp_percent": 250}, 0, 250),
    ("duel", {"tile_vp_percent": 300}, 300, None),
])
def test_the_vp_of_tiles_and_links_scale_the_printed_numbers(edition, rules, tile, link):
    """Issue 32, item 4: tile_vp_percent and link_vp_percent (Duel scores its links by its own table: tiles only).
    The decisions of a seeded standard game, replayed under the house rules (VP never decides what is legal), up to
    a moment of the first era with flipped tiles and links: the era's score counts each flipped tile's printed VP
    and each link's printed icons times the percentage, rounded half up, and the rest as before; the house rules
    read as words and survive a save."""
    from brass_widget.bots import GreedyBot

    def scaled(n, percent):
        return (n * percent * 2 + 100) // 200  # half up

    std = Game.new(edition, players=2, seed=4)
    first = std.state["era"]
    bots = [GreedyBot(seed=1), GreedyBot(seed=2)]

    def flipped():  # the tiles the era's end scores: flipped ones (and Duel's Lodgings, flipped at the game's end)
        return [t for spaces in std.state["board"].values() for t in spaces if t is not None and
                (t["flipped"] or std.edition.scoring.flips_at_game_end(t["industry"]))]
    while not (flipped() and std.state["links"]):
        std.apply(bots[std.current_player].choose(std))
        assert std.state["era"] == first and not std.is_over, "the seeded game flips a tile and links in its first era"
    g = Game.new(edition, players=2, seed=4, rules=rules)
    for text in std.history:
        g.play(text)
    st, ed = std.state, std.edition

    def era_score(percent_tiles, percent_links):
        out = [0, 0]
        for t in flipped():
            out[t["owner"]] += scaled(ed.spec(t["industry"], t["level"]).vp, percent_tiles)
        if percent_links is not None:  # a link scores the icons at its ends: the place's own and its flipped tiles'
            for line_id, owner in st["links"].items():
                for end in ed.lines[line_id].ends:
                    icons = [ed.printed_link_vp[end]] + [
                        ed.spec(t["industry"], t["level"]).link_vp for t in st["board"][end]
                        if t is not None and (t["flipped"] or ed.scoring.flips_at_game_end(t["industry"]))]
                    out[owner] += sum(scaled(n, percent_links) for n in icons)
        return out
    rest = [e - v - s for e, v, s in zip(std.vp_if_era_ended(), (seat["vp"] for seat in st["seats"]),
                                        era_score(100, None if link is None else 100))]
    want = [seat["vp"] + r + s for seat, r, s in zip(g.state["seats"], rest, era_score(tile, link))]
    assert g.vp_if_era_ended() == want != std.vp_if_era_ended()
    if link is not None:
        assert rest == [0, 0]  # nothing else scores at the first era's end
    assert g.house_rules == rules and f"tile vp {tile} percent of the printed VP" in house_rules_text(g.edition)
    assert Game.from_json(g.to_json()).house_rules == rules
