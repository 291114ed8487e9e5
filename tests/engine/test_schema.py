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
]


@pytest.mark.parametrize("edit", range(len(EDITS)))
def test_our_validator_agrees_with_jsonschema(edit):
    doc = copy.deepcopy(_doc())
    EDITS[edit](doc)
    ours = validate(doc)
    theirs = list(jsonschema.Draft202012Validator(game_schema()).iter_errors(doc))
    assert (ours is None) == (not theirs), (ours, [e.message for e in theirs])
