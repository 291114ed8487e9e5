"""A finished game with any allowed house rule at its limits saves and loads again (issue 31, item 4).

``Game.new("lancashire", players=2, seed=1, rules={"money_per_vp": 0})`` played to the end was refused by
``Game.from_json`` ("the Rail Era scores money"): the saved-game check asked for a money entry wherever the edition
has the knob, not where a rate is in force. The property test plays every declared knob of every edition at its
minimum and at its maximum (``knob_limits``) to the end, saving and loading again along the way."""

from __future__ import annotations

import pytest

from brass_widget import Game, RandomBot
from brass_widget.cli import main
from tests.registered import EDITIONS

from .knob_limits import limit_rules

EVERY = 20  # decisions between two saves: a spread over each game (every decision costs ~10x the time)


def _played(edition: str, players: int, seed: int, rules: dict, check=None) -> Game:
    """A game played to the end by seeded random bots; ``check(game, decisions)`` at the start, every EVERY
    decisions and at the end."""
    g = Game.new(edition, players=players, seed=seed, rules=rules)
    bot = RandomBot(seed=seed)
    step = 0
    while not g.is_over:
        if check is not None and step % EVERY == 0:
            check(g, step)
        g.apply(bot.choose(g))
        step += 1
    if check is not None:
        check(g, step)
    return g


def _saves_and_loads(g: Game, where: str) -> None:
    text = g.to_json()
    back = Game.from_json(text)  # a SavedGameError here is the failure
    assert back.to_json() == text, where
    assert back.is_over == g.is_over and back.history == g.history, where


def test_a_finished_game_where_money_scores_nothing_opens_again(tmp_path, capsys):
    g = _played("lancashire", 2, 1, {"money_per_vp": 0})
    text = g.to_json()
    rail = g.state["scores"][-1]
    assert rail["era"] == "rail" and "money" not in rail  # no money entry: no rate of money per VP in force
    back = Game.from_json(text)
    assert back.to_json() == text and back.final_scores() == g.final_scores()
    # the command line's replay and the board's Load open it too
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert "valid Brass: Lancashire game" in capsys.readouterr().out
    # the board's Load opens it too: tests/widget/test_board_reads_outside_input.py


def test_a_saved_game_that_scores_money_at_a_rate_of_0_is_refused():
    # the invariant, both ways: with money_per_vp 0 a "money" entry in the Rail Era's score is refused
    g = _played("lancashire", 2, 1, {"money_per_vp": 0})
    st = g.state
    st["scores"][-1]["money"] = [0] * g.players
    with pytest.raises(ValueError, match=r"state\.scores\[1\]\.money: money scores no VP"):
        Game.from_state(st)


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_knob_at_its_limits_plays_to_the_end_and_saves_and_loads(edition):
    counts = next(e["players"] for e in Game.editions() if e["edition"] == edition)
    cases = limit_rules(edition)
    assert {name for name, _, _ in cases} == {k["name"] for k in Game.rule_knobs(edition)}
    for k, (name, bound, rules) in enumerate(cases):
        players = counts[k % len(counts)]  # the player counts in turn, knob by knob
        where = f"{edition}, {players} players, {name} at its {bound}imum {rules}"

        def check(g, step, where=where):
            _saves_and_loads(g, f"{where}, after {step} decisions")

        g = _played(edition, players, k, rules, check)
        assert g.is_over and g.final_scores(), where
