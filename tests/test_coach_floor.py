"""The coach's income floor (``Weights.floor_vp``: 10 VP a level below income level -3, ``coach.WEIGHTS``) counts
only where an Income Phase is still to come (``Eras.income_phase_remains``). Income is paid at the end of each round
except the game's final one (Birmingham how-to-play guide, Take Income: "Income is not collected at the end of the
final game round"; Lancashire rulebook, End of a Round, 2 Take Income), so a Loan there that takes the seat below -3
cannot start a borrowing spiral: the rank must not charge for it. Duel pays income one last time after the last round
(Brass Duel summary, End of game), so there an Income Phase always remains.

The positions come from the recorded all-greedy Birmingham 2-player game (``tests/greedy_decisions.json``, seed 21):
its first 50 decisions, then every seat passes until the Rail Era's last round; seat 1 stands at income level -3."""

from __future__ import annotations

import json
from pathlib import Path

from brass_widget import Game
from brass_widget.bots.coach import weights_for
from brass_widget.bots.evaluation import Weights, projection
from brass_widget.review import _pattern

GAME = next(g for g in json.loads((Path(__file__).parent / "greedy_decisions.json").read_text())
            if g["edition"] == "birmingham" and g["players"] == 2)
SEAT = 1


def _early() -> Game:
    """Rail Era round 3, seat 1 to move at income level -3 (decision 51 of the recorded game)."""
    g = Game.new("birmingham", players=2, seed=GAME["seed"])
    for text in GAME["actions"][:51]:
        g.play(text)
    return g


def _final() -> Game:
    """The same game with every seat passing from there until the Rail Era's last round, seat 1 to move."""
    g = _early()
    last = g.edition.eras.rounds(2, g.observation(SEAT)["variants"])
    while not (g.state["round"] == last and g.current_player == SEAT):
        g.play(str(next(a for a in g.legal_actions() if a.kind == "pass")))
    return g


def _loan_terms(g: Game) -> dict[str, float]:
    """The coach's projection for seat 1 after it takes a £30 Loan (3 income levels: -3 to -6)."""
    assert g.current_player == SEAT and g.income_level(SEAT) == -3
    g.play(str(next(a for a in g.legal_actions() if a.kind == "loan")))
    assert g.income_level(SEAT) == -6
    return dict(projection(g, SEAT, w=Weights(**weights_for(g.edition))))


def test_no_income_phase_after_the_final_round_of_birmingham():
    early, final = _early(), _final()
    assert early.era == final.era == "rail"
    assert early.edition.eras.income_phase_remains(early.observation(SEAT))
    assert not final.edition.eras.income_phase_remains(final.observation(SEAT))


def test_duel_pays_income_after_its_last_round():
    g = Game.new("duel", players=2, seed=1)
    assert g.edition.eras.income_phase_remains(g.observation(0))
    assert g.edition.eras.income_after_last_round


def test_a_loan_below_the_floor_costs_the_floor_only_while_income_is_still_to_come():
    early = _loan_terms(_early())
    assert early["floor"] == 10.0 * (-6 - -3)  # 30 VP: three levels below -3, each later round pays out more
    final = _loan_terms(_final())
    assert "floor" not in final  # the final round: no Income Phase left to pay the level


def test_the_review_names_a_loan_spiral_only_while_income_is_still_to_come():
    """``review._pattern`` names a loan below the coach's floor "a loan spiral" only where the floor counts."""
    for g, spiral in ((_early(), True), (_final(), False)):
        loan = next(a for a in g.legal_actions() if a.kind == "loan")
        best = next(a for a in g.legal_actions() if a.kind == "pass")
        assert _pattern(g, SEAT, loan, best).startswith("a loan spiral") is spiral
