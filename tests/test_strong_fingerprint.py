"""The strong bot, the coach and the review decide alike on every Python (issue 32, item 1; issue 35).

``tests/strong_decisions.json`` (``scripts/strong_fingerprint.py``) holds seeded positions of every edition with the
decision ``StrongBot`` takes there (its default work budget, no clock), a digest of every decision's value, and the
coach's first hint (``HintBot``). Replayed here on the default Python and by ``scripts/test-pythons.sh`` on 3.10 and
3.13. Re-record (``--write``) only when the search or the projection is meant to change, and say so in the commit.
"""

import importlib.util
import json
from pathlib import Path

import pytest

from brass_widget.bots import StrongBot
from brass_widget.bots.coach import HintBot

_SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "strong_fingerprint.py"
_spec = importlib.util.spec_from_file_location("strong_fingerprint", _SCRIPT)
fingerprint = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fingerprint)
RECORDED = json.loads(fingerprint.FILE.read_text())


@pytest.mark.parametrize("rec", RECORDED, ids=[f"{r['edition']}-{r['seed']}" for r in RECORDED])
def test_strong_bot_and_coach_take_the_recorded_decisions(rec):
    g = fingerprint.position(rec["edition"], rec["players"], rec["seed"], rec["walk"])
    assert list(g.history) == rec["history"]  # the same position (the seeded walk)
    bot = StrongBot(seed=rec["seed"])
    assert str(bot.choose(g)) == rec["strong"]
    assert fingerprint.values_digest(bot.values) == rec["values"], "the strong bot's values changed"
    assert str(HintBot(seed=rec["seed"]).choose(g)) == rec["hint"]


def test_the_recorded_positions_are_real_decisions():
    """Every position is a turn's start with many decisions (the deep plan runs), in every edition."""
    assert {r["edition"] for r in RECORDED} == {"lancashire", "birmingham", "duel"}
    for rec in RECORDED:
        g = fingerprint.position(rec["edition"], rec["players"], rec["seed"], rec["walk"])
        assert len(g.legal_actions()) >= 20 and not g.observation(g.current_player).get("pending")


def test_the_review_of_a_short_game_is_the_recorded_one():
    """Issue 35: the same game gives the same review on every run and every Python. ``tests/review_fingerprint.json``
    (``scripts/strong_fingerprint.py --write``): a Birmingham game's first 20 decisions, a RandomBot's seat reviewed
    (a game in progress: its own view), every weighing's fields and the graph's projections; under a second."""
    recorded = json.loads(fingerprint.REVIEW_FILE.read_text())
    now = fingerprint.review_record()
    assert now["history"] == recorded["history"]  # the same game (the seeded bots)
    assert now["weighings"] == recorded["weighings"]
    assert now["projected"] == recorded["projected"] and [list(e) for e in now["eras"]] == recorded["eras"]
    assert {w[10] for w in now["weighings"]} >= {"fine", "mistake", "blunder"}  # the marks are weighed, not all alike
