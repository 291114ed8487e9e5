"""The published saved-game schema (engine/data/game.schema.json) and our small validator."""

import copy
import json

import jsonschema
import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine.schema import game_schema, validate


def test_schema_is_valid_json_schema_2020_12():
    jsonschema.Draft202012Validator.check_schema(game_schema())


def _doc():
    g = Game.new(players=3, seed=6)
    bot = RandomBot(6)
    for _ in range(40):
        g.apply(bot.choose(g))
    return json.loads(g.to_json())


EDITS = [
    lambda d: None,
    lambda d: d["state"]["seats"][0].__setitem__("money", "10"),
    lambda d: d["state"]["seats"][0].__setitem__("money", -1),
    lambda d: d["state"].__setitem__("era", "steam"),
    lambda d: d["state"]["board"].__setitem__("Colne!", []),
    lambda d: d["state"]["links"].__setitem__("bolton--wigan", 7),
    lambda d: d["state"]["dcm"].__setitem__("marker", 9),
    lambda d: d.__setitem__("history", "pass"),
    lambda d: d["history"].append(3),
    lambda d: d["state"].__setitem__("pending", {"kind": "dance"}),
    lambda d: d["state"].__setitem__("pending", {"kind": "sell"}),
    lambda d: d["state"]["seats"][1]["taken"].__setitem__("brewery", 1),
    lambda d: d["state"]["seats"][1].pop("hand"),
    lambda d: d.__setitem__("start", 5),
    lambda d: d.__setitem__("variants", ["introductory", "moon"]),
    lambda d: d["state"].__setitem__("shortfall", [{"player": 1, "owed": 0}]),
    # era scores and the log: exact shapes, so no file can carry markup into the board
    lambda d: d["state"].__setitem__("scores", [{}]),
    lambda d: d["state"].__setitem__("scores", [_SCORE]),
    lambda d: d["state"].__setitem__("scores", [dict(_SCORE, era="canal <image href=x onerror=alert(1)>")]),
    lambda d: d["state"].__setitem__("scores", [dict(_SCORE, totals=[0, 0, 0, 0, 0])]),
    lambda d: d["state"].__setitem__("scores", [dict(_SCORE, totals=["1", 0])]),
    lambda d: d["state"].__setitem__("scores", [dict(_SCORE, links=[{"line": "bolton--bury", "player": 0, "vp": 2}])]),
    lambda d: d["state"].__setitem__("scores", [dict(_SCORE, links=[{"line": "<b>--bury", "player": 0, "vp": 2}])]),
    lambda d: d["state"].__setitem__("scores", [dict(_SCORE, tiles=[{"space": "colne/1", "player": 1,
                                                                     "industry": "port", "level": 2, "vp": 3}])]),
    lambda d: d["state"].__setitem__("scores", [dict(_SCORE, tiles=[{"space": "colne/1\n", "player": 1,
                                                                     "industry": "port", "level": 2, "vp": 3}])]),
    lambda d: d["state"].__setitem__("scores", [dict(_SCORE, money=[1, 2, 3], extra=1)]),
    lambda d: d["state"]["log"].append({"era": "canal", "round": 1, "player": None, "text": "<script>x</script>"}),
    lambda d: d["state"]["log"].append({"era": "canal", "round": 1, "player": None, "text": "pass card colne\n"}),
    lambda d: d["state"]["log"].append({"era": "canal", "round": 1, "player": None, "text": 'say "hi" & go'}),
    lambda d: d["state"]["log"].append({"era": "canal", "round": 1, "player": 2, "text": "remove a/1 (\u00a35 towards)"}),
    lambda d: d["state"]["log"].append({"era": "canal", "round": 1, "player": "2", "text": "x"}),
    lambda d: d["state"]["log"].append({"era": "canal", "round": 1, "player": None, "text": "x" * 201}),
    lambda d: d["state"]["log"].append({"era": "canal", "round": 1, "player": None}),
    lambda d: d["state"]["board"].__setitem__("colne\n", d["state"]["board"].pop("colne")),
    lambda d: d["state"]["links"].__setitem__("bolton--bury\n", 0),
    lambda d: d["state"]["seats"][0]["hand"].append("colne\n"),
]
_SCORE = {"era": "canal", "links": [], "tiles": [], "totals": [0, 0, 0]}


@pytest.mark.parametrize("edit", range(len(EDITS)))
def test_our_validator_agrees_with_jsonschema(edit):
    doc = copy.deepcopy(_doc())
    EDITS[edit](doc)
    ours = validate(doc)
    theirs = list(jsonschema.Draft202012Validator(game_schema()).iter_errors(doc))
    assert (ours is None) == (not theirs), (ours, [e.message for e in theirs])


def test_every_log_line_the_engine_writes_matches_the_schema():
    # the log pattern lists the characters the engine writes; a full game with overbuilds, sales to
    # the Distant Cotton Market, shortfalls and era ends must stay inside it
    from brass_widget.engine.schema import validate as check
    schema = game_schema()
    entry = {"$defs": schema["$defs"], "$ref": "#/$defs/log_entry"}
    for seed in range(6):
        g = Game.new(players=2 + seed % 3, seed=seed)
        bot = RandomBot(seed)
        while not g.is_over:
            g.apply(bot.choose(g))
        for e in g.state["log"]:
            assert check(e, entry) is None, e
