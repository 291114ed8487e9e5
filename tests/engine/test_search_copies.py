"""What GreedyBot's search leans on (docs/engine.md, "GreedyBot's one-decision search"): copies that share the
log's entries, an observation without the log or without a copy, and ``Game.paid_alike``."""

import random

import pytest

from brass_widget import Game


def _positions(edition, players, seed, every=9):
    g = Game.new(edition, players=players, seed=seed)
    r = random.Random(seed)
    out = []
    while not g.is_over:
        if len(g.history) % every == 0:
            out.append(g.clone())
        g.apply(r.choice(g.legal_actions()))
    return out


def test_a_clone_shares_no_state_with_its_game():
    g = _positions("lancashire", 3, 1)[8]
    before = g.state
    c = g.clone()
    c.apply(c.legal_actions()[0])
    assert g.state == before and len(c.state["log"]) > len(before["log"])
    c.undo()  # a rebuild from the start, which the two games share
    assert c.state == before and g.state == before


def test_an_observation_without_its_log_and_one_made_in_place():
    for g in _positions("birmingham", 3, 2)[::4]:
        seat = g.current_player
        full = g.observation(seat)
        assert g.observation(seat, log=False) == {k: v for k, v in full.items() if k != "log"}
        assert g.clone().spent_observation(seat) == full
    with pytest.raises(ValueError, match="log must be True or False"):
        g.observation(0, log="no")
    with pytest.raises(ValueError, match="seat must be"):
        g.clone().spent_observation(7)


def _without(st, seat):
    st = dict(st)
    st.pop("log")
    st["seats"] = [{k: v for k, v in s.items() if not (i == seat and k in ("hand", "discard"))}
                   for i, s in enumerate(st["seats"])]
    return st


@pytest.mark.parametrize("edition,players,seed", [("lancashire", 4, 3), ("birmingham", 4, 4), ("duel", 2, 5)])
def test_decisions_paid_alike_lead_to_positions_that_differ_only_in_the_hand_and_discards(edition, players, seed):
    paired = 0
    for g in _positions(edition, players, seed):
        acts = g.legal_actions()
        twins = g.paid_alike(acts)
        seat = g.current_player
        for i, j in enumerate(twins):
            assert j <= i and twins[j] == j
            if j == i:
                continue
            paired += 1
            a, b = acts[i], acts[j]
            assert a.card != b.card and a._replace(card=None) == b._replace(card=None)
            after_a, after_b = g.clone(), g.clone()
            after_a.apply(a)
            after_b.apply(b)
            assert _without(after_a.state, seat) == _without(after_b.state, seat)
    assert paired > 10


def test_a_notable_person_paying_for_a_move_is_never_paired():
    """Brass Duel: a Notable Person used for an action opens the Bribery rule (S1), so it is not one more card."""
    seen = 0
    for g in _positions("duel", 2, 6, every=1):
        state = g.state
        if state["person_used"] is not None:
            continue
        acts = g.legal_actions()
        twins = g.paid_alike(acts)
        for i, a in enumerate(acts):
            if a.card in g.edition.persons and a.kind in ("build", "network", "develop", "sell", "loan", "pass"):
                seen += 1
                assert twins[i] == i and all(twins[k] != i for k in range(i + 1, len(acts)))
    assert seen > 0
