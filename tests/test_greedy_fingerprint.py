"""GreedyBot decides exactly as it did before it was made faster (issue 23, item 4: the same decisions).

``tests/greedy_decisions.json`` holds seeded all-greedy games (``scripts/greedy_fingerprint.py``, recorded at main
9d8cd83, before the speed-up): every decision taken and, per decision, a digest of every candidate's value (computed
the plain way then: one copy of the game per outcome, a fresh observation per valuation) and of the position's
``terms``. Here each game is replayed: at every decision ``GreedyBot.choose`` must take the recorded action and
``GreedyBot.scores`` (the fast path ``choose`` uses) must give the same candidates with the same values.

Re-recording: a change meant to change an edition's valuation (issue 24 changes Birmingham's and Duel's) re-records
that edition's games, and only those, with

    .venv/bin/python scripts/greedy_fingerprint.py --write birmingham duel

and says so in its commit; Lancashire's stay as recorded (its valuation is the classic one, which must not move).

Issue 32 (the same seed, the same game on every Python) re-recorded every edition's games: values are added exactly
(``math.fsum``) and compared rounded, ties going to the decision's text (``bots/exact.py``), where before ties went
to the first in ``legal_actions()`` order. ``scripts/test-pythons.sh`` replays these games on Python 3.10 and 3.13.

The income floor counting only while an Income Phase is still to come (``Eras.income_phase_remains``) re-recorded
Birmingham's games: three digests of the 3-player game changed (decisions 110, 113, 114: each a Loan candidate whose
position after lies in the final round, 20 VP of floor less), no decision.
"""

import importlib.util
import json
from pathlib import Path

import pytest

from brass_widget import Game
from brass_widget.bots import GreedyBot
from brass_widget.bots.exact import best

_SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "greedy_fingerprint.py"
_spec = importlib.util.spec_from_file_location("greedy_fingerprint", _SCRIPT)
fingerprint = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fingerprint)
RECORDED = json.loads(fingerprint.FILE.read_text())


def _first_best(scored):
    """``choose``'s rule on ``scores``: the highest value rounded, ties to the decision's text (``exact.best``)."""
    return best(scored)


@pytest.mark.parametrize("game", RECORDED, ids=[f"{r['edition']}-{r['players']}p" for r in RECORDED])
def test_greedy_takes_the_recorded_decisions_with_the_recorded_values(game):
    g = Game.new(game["edition"], players=game["players"], seed=game["seed"])
    bots = [GreedyBot(s + 1) for s in range(game["players"])]
    for i, (want, digest) in enumerate(zip(game["actions"], game["digests"])):
        bot = bots[g.current_player]
        scored = bot.scores(g)
        assert fingerprint.position_digest(g, [(str(a), v) for a, v in scored]) == digest, \
            f"decision {i}: values changed"
        took = _first_best(scored)
        assert str(took) == want, f"decision {i}: took {took}, recorded {want}"
        if i % 7 == 0:  # choose itself (it plays these games), on a share of the positions to keep the test short
            assert str(bot.choose(g)) == want, f"decision {i}: choose took another"
        g.apply(took)
    assert len(game["actions"]) == len(game["digests"]) > 50
