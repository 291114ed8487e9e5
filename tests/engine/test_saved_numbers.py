"""Every number a saved game carries is bounded (issue 19, item 4): a load is all or nothing whatever the numbers
in the file. The seed is a whole number from 0 to 2**64 - 1, in the schema and wherever a game is made, so what
the bots derive from it always works; any other number out of its range is refused with a SavedGameError.
"""

from __future__ import annotations

import json
import random

import pytest

from brass_widget import Game, RandomBot, SavedGameError
from brass_widget.bots import BOTS
from brass_widget.cli import main
from brass_widget.engine.limits import shown
from tests.registered import EDITIONS

TOP = 2 ** 64 - 1
HUGE = int("9" * 4300)  # the most digits Python's JSON reader takes; more are refused as "too many digits"
NUMBERS = [-1, 0, 1, 7, TOP, TOP + 1, 10 ** 30, -(10 ** 30), HUGE, -HUGE, 1.5, 2.0, -0.0, 1e300, True, False]


def _played(edition: str, seed: int, decisions: int = 20) -> Game:
    g = Game.new(edition, players=2, seed=seed)
    bot = RandomBot(seed=seed % 1000)
    for _ in range(decisions):
        g.apply(bot.choose(g))
    return g


def _with_seed(g: Game, seed: int) -> str:
    doc = json.loads(g.to_json())
    doc["seed"] = doc["state"]["seed"] = seed
    if doc["start"] is not None:
        doc["start"]["seed"] = seed
    return json.dumps(doc)


def _numbers(x, path=()):
    """The paths of every number in a JSON document (booleans are not numbers)."""
    if isinstance(x, bool):
        return []
    if isinstance(x, (int, float)):
        return [path]
    items = x.items() if isinstance(x, dict) else enumerate(x) if isinstance(x, list) else ()
    return [p for k, v in items for p in _numbers(v, (*path, k))]


def _put(doc, path, value):
    for key in path[:-1]:
        doc = doc[key]
    doc[path[-1]] = value


def _works(g: Game, bots=tuple(BOTS)) -> None:
    """A working load: the bots move from it, seeded as the board seeds them, and it saves and loads again."""
    assert Game.from_json(g.to_json()).to_json() == g.to_json()
    if g.is_over:
        return
    seed = g.state["seed"]
    for kind in bots:
        trial = g.clone()
        trial.apply(BOTS[kind](seed=seed * 10 + trial.current_player).choose(trial))


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_seed_of_4300_digits_is_refused_by_from_json_and_replay(edition, tmp_path, capsys):
    g = _played(edition, seed=5, decisions=4)
    for seed in (HUGE, -1, TOP + 1):
        text = _with_seed(Game(g.edition, g.state, custom_start=True), seed)
        with pytest.raises(SavedGameError, match=r"seed: .* is (above|below) the (maximum|minimum)") as e:
            Game.from_json(text)
        assert len(str(e.value)) < 200  # the number is cut short in the message
        path = tmp_path / "huge.json"
        path.write_text(text)
        assert main(["replay", str(path)]) == 1
        out, err = capsys.readouterr()
        assert out == "" and err.startswith("error: ") and "seed" in err and err.count("\n") == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_largest_seed_saves_loads_and_every_bot_moves(edition):
    g = _played(edition, seed=TOP)
    assert g.state["seed"] == TOP
    _works(Game.from_json(g.to_json()))
    _works(Game.from_json(_with_seed(Game(g.edition, g.state, custom_start=True), TOP)))


@pytest.mark.parametrize("seed", [-1, TOP + 1, HUGE, 1.0, True, "7", None], ids=lambda v: shown(v, 12))
def test_games_are_made_only_from_seeds_a_file_may_carry(seed):
    if seed is None:  # no seed: a fresh one from 64 random bits
        assert 0 <= Game.new("duel", players=2, seed=None).state["seed"] <= TOP
        return
    with pytest.raises(ValueError, match="a seed is a whole number"):
        Game.new("duel", players=2, seed=seed)
    obs = Game.new("duel", players=2).observation(0)
    with pytest.raises(SavedGameError, match="a seed is a whole number"):
        Game.from_observation(obs, seed)


@pytest.mark.slow  # a longer fuzz run: CI runs it; -m 'not slow' leaves it out of a quick loop
@pytest.mark.parametrize("edition", EDITIONS)
def test_any_number_anywhere_in_a_saved_game_is_refused_or_loads_and_works(edition):
    """Each number of a saved game (a played one, and a position saved as its own start, where a change made to
    both ``start`` and ``state`` is judged by the checks alone) replaced by numbers of every kind: huge, negative,
    float, bool. Each file is refused with a SavedGameError naming the field, or loads and works."""
    rng = random.Random(19)
    g = _played(edition, seed=11, decisions=24)
    tally = {"refused": 0, "loaded": 0}
    for custom in (False, True):
        base = json.loads((Game(g.edition, g.state, custom_start=True) if custom else g).to_json())
        for path in _numbers(base):
            if path[0] == "start":
                continue  # changed together with the same number of ``state`` below
            for value in rng.sample(NUMBERS, 6):
                doc = json.loads(json.dumps(base))
                _put(doc, path, value)
                if custom and path[0] == "state":
                    _put(doc["start"], path[1:], value)
                if path[-1] == "seed" or path in (("players",), ("state", "players")):  # the file's copy too
                    for where in (doc, doc["state"], *([doc["start"]] if custom else [])):
                        where[path[-1]] = value
                try:
                    loaded = Game.from_json(json.dumps(doc))
                except SavedGameError as e:
                    assert str(e) and "\n" not in str(e) and len(str(e)) < 600, (path, value, str(e)[:300])
                    tally["refused"] += 1
                    continue
                _works(loaded, ("greedy", "beginner", "random"))  # the strong bot deals as the greedy one does
                tally["loaded"] += 1
    print(f"\n{edition}: {sum(tally.values())} files with a changed number: {tally}")
    assert tally["refused"] and tally["loaded"]
