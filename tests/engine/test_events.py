"""The log as structured events (issue 20, item 4): every entry is an event (kind, data) and its plain line is the
event's one rendering; saved games of format 1 still load; a crafted event is refused, naming the field."""

import ast
import json
from functools import cache
from pathlib import Path

import pytest

from brass_widget import Game, GreedyBot, RandomBot, SavedGameError
from brass_widget.engine.events import EVENTS, render
from brass_widget.engine.game import FORMAT
from tests.engine.test_lancashire_unchanged import as_format_1

ROOT = Path(__file__).resolve().parents[2]

GAMES = [  # seeded games: random ones reach shortfalls, greedy ones sales, bonuses and overbuilds
    ("lancashire", 4, 2, "random"), ("lancashire", 3, 4, "random"), ("lancashire", 2, 2, "greedy"),
    ("birmingham", 4, 3, "random"), ("birmingham", 4, 1, "greedy"),  # 4 seats: Birmingham's GreedyBot sells there
    ("duel", 2, 3, "random"), ("duel", 2, 2, "greedy"),
]

# the events each edition's seeded games above must show (a kind missing from them would go untested)
SEEN = {
    "lancashire": {"build", "network", "develop", "sell", "loan", "pass", "overbuild", "distant_x", "shortfall",
                   "tile_removed", "vp_lost", "era_end", "game_over"},
    "birmingham": {"build", "network", "develop", "sell", "loan", "pass", "scout", "wild_cards", "merchant_bonus",
                   "overbuild", "shortfall", "tile_removed", "vp_lost", "era_end", "game_over"},
    "duel": {"build", "network", "develop", "loan", "pass", "take", "face_down", "invite", "bribe", "decline",
             "shortfall", "tile_removed", "vp_lost", "era_end", "game_over"},
}


@cache
def finished(edition: str, players: int, seed: int, bots: str) -> Game:
    g = Game.new(edition, players=players, seed=seed)
    seats = [RandomBot(seed)] * players if bots == "random" else [GreedyBot(seed + i) for i in range(players)]
    while not g.is_over:
        g.apply(seats[g.current_player].choose(g))
    return g


def _leaves(data: dict):
    for key, value in data.items():
        if key != "gain":  # a merchant bonus's gain shows as the form of its words ("+£5", "+2 VP")
            yield from (value if isinstance(value, list) else [value])


@pytest.mark.parametrize("edition", sorted(SEEN))
def test_every_event_renders_to_its_line_and_shows_only_its_data(edition):
    seen = set()
    for case in GAMES:
        if case[0] != edition:
            continue
        for e in finished(*case).state["log"]:
            assert list(e) == ["era", "round", "player", "kind", "data", "text"], e
            line = render(e["kind"], e["data"])
            assert line and line == e["text"], e
            words = line.replace("_", " ").split()
            for value in _leaves(e["data"]):  # the data hold only what the line shows everyone
                shown = str(value).replace("_", " ").split()  # one word per cube or barrel of a source
                assert all(w in words or w in line for w in shown), (value, e)
            seen.add(e["kind"])
    assert seen >= SEEN[edition], SEEN[edition] - seen
    assert seen <= set(EVENTS) | set(Game.new(edition, players=2, seed=1).edition.extras.kinds) | {
        "build", "network", "develop", "sell", "loan", "pass"}


def test_the_game_log_lines_read_as_before():
    """The plain lines are the words the log always had (spot checks of each event's rendering)."""
    assert render("overbuild", {"industry": "cotton_mill", "level": 1, "owner": 2}) == \
        "overbuilds cotton mill level 1 of player 2"
    assert render("tile_removed", {"space": "bolton/1", "value": 6, "owed": 8}) == \
        "remove bolton/1 (£6 towards a £8 shortfall)"
    assert render("era_end", {"era": "canal", "scores": [3, 0, 12]}) == "end of the canal era: scores 3, 0, 12"
    assert render("merchant_bonus", {"gain": "develop", "industry": "iron_works"}) == \
        "merchant bonus: develops iron works for free"
    assert render("merchant_bonus", {"gain": "money", "amount": 5}) == "merchant bonus: +£5"
    assert render("distant_x", {"tile": -3}) == \
        "the Distant Cotton Market tile -3 moves the marker to X: the sale ends"
    assert render("face_down", {"what": "a Notable Person"}) == "chooses a Notable Person"
    assert render("loan", {"amount": 30, "card": "bolton"}) == "loan 30 card bolton"


def test_narrate_reads_no_regular_expression():
    """The board's narrator reads events, never the log's English: it imports no regular expressions."""
    tree = ast.parse((ROOT / "brass_widget" / "widget" / "narrate.py").read_text())
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    assert not {"re", "regex"} & imported
    assert "Lancashire" not in ast.unparse(tree) and "birmingham" not in ast.unparse(tree).lower()
    assert "duel" not in ast.unparse(tree).lower()


# -- saved games ---------------------------------------------------------------------------------------------------
def test_a_format_1_file_loads_with_the_same_game():
    g = finished("birmingham", 2, 1, "greedy")
    old = as_format_1(g.to_json())
    assert json.loads(old)["format"] == "brass_widget.game/1" and FORMAT == "brass_widget.game/2"
    loaded = Game.from_json(old)
    assert loaded.history == g.history and loaded.to_json() == g.to_json()  # the replay's events, format 2


def test_a_format_1_file_must_still_match_its_replay():
    g = finished("lancashire", 4, 2, "random")
    doc = json.loads(as_format_1(g.to_json()))
    doc["state"]["log"][3]["text"] = "pass card bolton"
    with pytest.raises(SavedGameError, match=r"state\.log\[3\]"):
        Game.from_json(json.dumps(doc))


def test_a_format_1_scenario_start_keeps_its_lines_as_notes():
    from brass_widget import scenarios
    g = scenarios.load("overbuilding")
    g.apply(g.legal_actions()[0])
    doc = json.loads(as_format_1(g.to_json()))
    assert doc["start"]["log"] == [{"era": "canal", "round": 4, "player": None, "text": "Scenario: overbuilding"}]
    loaded = Game.from_json(json.dumps(doc))
    assert loaded.state["log"][0] == {"era": "canal", "round": 4, "player": None, "kind": "note",
                                      "data": {"text": "Scenario: overbuilding"}, "text": "Scenario: overbuilding"}
    assert loaded.to_json() == g.to_json()


def test_a_position_with_text_only_lines_loads_them_as_notes():
    st = Game.new("lancashire", players=3, seed=2).state
    st["log"] = [{"era": "canal", "round": 1, "player": None, "text": "a lesson"}]
    assert Game.from_state(st).state["log"][0]["kind"] == "note"


def _crafted(edit, edition="lancashire"):
    g = Game.new(edition, players=2, seed=3)
    for _ in range(3):
        g.apply(g.legal_actions()[0])
    doc = json.loads(g.to_json())
    edit(doc["state"]["log"])
    return doc


def _set(i, key, value):
    def edit(log):
        log[i][key] = value
    return edit


def _data(i, key, value):
    def edit(log):
        log[i]["data"][key] = value
    return edit


CRAFTED = [
    (_set(0, "kind", "teleport"), r"state\.log\[0\]\.kind: unknown event kind 'teleport'"),
    (_set(0, "kind", "Build!"), r"state\.log\[0\]\.kind"),
    (_set(0, "kind", "x" * 500), r"state\.log\[0\]\.kind"),
    (_set(0, "data", []), r"state\.log\[0\]\.data: expected object"),
    (_set(0, "data", None), r"state\.log\[0\]\.data: expected object"),
    (_data(0, "industry", 7), r"state\.log\[0\]\.data\.industry: expected text"),
    (_data(0, "amount", "30"), r"state\.log\[0\]\.data\.amount: expected an integer"),
    (_data(0, "colour", "red"), r"state\.log\[0\]\.data field name"),
    (_data(0, "industry", "x" * 100000), r"state\.log\[0\]\.data\.industry: text longer than 200"),
    (_data(0, "scores", list(range(10000))), r"state\.log\[0\]\.data\.scores"),
    (_data(0, "text", "hello"), r"state\.log\[0\]\.data\.text: a build decision has no field 'text'"),
    (_data(0, "industry", "shipyard"), r"state\.log\[0\]\.text: is not the words of its build event"),
    (_set(0, "text", "pass"), r"state\.log\[0\]\.text: is not the words"),
    (lambda log: log.append({**log[0], "kind": "vp_lost", "data": {"vp": True}, "text": "loses True VP for an "
                             "unpaid shortfall"}), r"state\.log\[\d+\]\.data\.vp: expected"),
    (lambda log: log.append({**log[0], "kind": "vp_lost", "data": {}, "text": "x"}),
     r"state\.log\[\d+\]\.data: a vp_lost event needs the field 'vp'"),
    # an event kind another edition declares is no event of this one (a merchant's bonus in Brass: Lancashire)
    (lambda log: log.append({**log[0], "kind": "merchant_bonus", "data": {"gain": "money", "amount": 1},
                             "text": "merchant bonus: +£1"}),
     r"state\.log\[\d+\]\.kind: unknown event kind 'merchant_bonus'"),
]


def test_an_editions_own_event_is_checked_by_its_descriptor():
    """Brass: Birmingham's merchant bonus (its descriptor's ``events``: Merchant Beer Bonuses) names one of the gains;
    the check its descriptor declares refuses another, naming the field."""
    doc = _crafted(lambda log: log.append({**log[0], "kind": "merchant_bonus", "data": {"gain": "gold", "amount": 1},
                                           "text": "merchant bonus: +£1"}), "birmingham")
    with pytest.raises(SavedGameError, match=r"state\.log\[\d+\]\.data\.gain: 'gold' is not one of"):
        Game.from_json(json.dumps(doc))


@pytest.mark.parametrize("edit,message", CRAFTED)
def test_a_crafted_event_is_refused_naming_the_field(edit, message):
    doc = _crafted(edit)
    with pytest.raises(SavedGameError, match=message):
        Game.from_json(json.dumps(doc))
    with pytest.raises(SavedGameError, match=message):  # a position from outside likewise
        Game.from_state(doc["state"])
