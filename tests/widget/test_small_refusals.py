"""Small refusals that crashed instead (issue 31, item 5): a forged "new" message with a player count that is not
a whole number, a bot delay that is not a number of seconds from 0 to an hour, and ``tournament --weights``
nested too deeply. Each is refused with the ordinary error, says what is wrong and changes nothing."""

from __future__ import annotations

import logging
import math

import pytest

from brass_widget import Game, simulation
from brass_widget.cli import main
from brass_widget.widget import BoardWidget
from brass_widget.widget.bot_runner import MAX_BOT_DELAY

BOARDS = {"lancashire": 4, "birmingham": 3, "duel": 2}


@pytest.mark.parametrize("edition", list(BOARDS))
def test_a_player_count_that_is_not_a_whole_number_is_refused(edition, caplog):
    w = BoardWidget(game=Game.new(edition, players=2, seed=1))
    before = w.game.to_json()
    for players in (2.0, 3.0, True, "2", [2], {"n": 2}, 2 ** 70, -2, math.nan):
        for msg in ({"type": "new", "players": players}, {"type": "new", "players": players, "edition": edition}):
            w.error = ""
            caplog.clear()
            with caplog.at_level(logging.ERROR):
                w._on_msg(w, msg, [])
            assert not caplog.records, (msg, [r.getMessage()[:200] for r in caplog.records])
            assert w.error.startswith(f"refused: {w.game.edition.title} is for 2"), (msg, w.error)
            assert w.game.to_json() == before, msg


def test_a_reveal_for_a_seat_that_is_not_a_whole_number_is_refused():
    w = BoardWidget(game=Game.new("lancashire", players=2, seed=1))  # pass-and-play: hands hidden until revealed
    seat = w.game.current_player
    for forged in (float(seat), True if seat == 1 else False):
        w._on_msg(w, {"type": "reveal", "seat": forged}, [])
        assert w.error == "refused: only the player to act may reveal their hand"
        assert w._revealed is None
    w._on_msg(w, {"type": "reveal", "seat": seat}, [])
    assert w.error == "" and w._revealed == seat


BAD_DELAYS = [pytest.param(10 ** 400, ValueError, id="10**400"), (math.nan, ValueError), (math.inf, ValueError), (-math.inf, ValueError),
              (-1, ValueError), (-0.001, ValueError), (MAX_BOT_DELAY + 1, ValueError), ("1", TypeError),
              (None, TypeError), (True, TypeError), ([1], TypeError), (1j, TypeError)]


@pytest.mark.parametrize("delay, error", BAD_DELAYS)
def test_a_bot_delay_that_is_not_seconds_from_0_to_an_hour_is_refused(delay, error):
    with pytest.raises(error, match=f"^bot_delay is a number of seconds from 0 to {MAX_BOT_DELAY}, not "):
        BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "random"], bot_delay=delay)
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "random"], bot_delay=0.5)
    with pytest.raises(error, match=f"^bot_delay is a number of seconds from 0 to {MAX_BOT_DELAY}, not "):
        w.bot_delay = delay
    assert w.bot_delay == 0.5 and w.ui["bot_delay"] == 0.5  # unchanged


def test_a_bot_delay_within_the_limits_is_kept_as_seconds():
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "random"])
    assert w.bot_delay == 0.0
    for delay in (0, 2, 0.25, MAX_BOT_DELAY):
        w.bot_delay = delay
        assert w.bot_delay == float(delay) and isinstance(w.bot_delay, float)


@pytest.mark.parametrize("weights", ["[" * 100_000 + "]" * 100_000, '{"money_vp": ' * 100_000,
                                     '{"money_vp": NaN}', '{"money_vp": Infinity}', '{"money_vp": 1e999}'])
def test_tournament_weights_nested_deep_or_not_finite_get_the_ordinary_error(weights, capsys, monkeypatch):
    def no_game(*args, **kwargs):
        raise AssertionError("a game was played with these weights")
    monkeypatch.setattr(simulation, "play_result", no_game)
    code = main(["tournament", "--bots", "strong,random", "--games", "2", "--weights", weights])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith("error: --weights takes a JSON object of the strong bot's weights: ") and \
        err.count("\n") == 1, err[:300]
