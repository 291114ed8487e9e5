"""A position's listing (``legal_actions()``) is made once and kept on its View: asked again, or by a clone of the
very same position, it is the same decisions without enumerating them again, and a clone's ``apply`` takes those
objects as checked (``Game._listed``). Dropped at every change: a decision applied, an undo, a clone's own decision,
and a copy written in place (``Game._written``: ``outcomes`` turning a face-down tile over)."""

import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine import game as game_module


def _played(edition="lancashire", steps=9, seed=3):
    g = Game.new(edition, players=4, seed=seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        g.apply(bot.choose(g))
    return g


@pytest.fixture
def counted(monkeypatch):
    """Counts the enumerations (``legality.legal_actions``) and the full checks (``why_not``) games make."""
    calls = {"listed": 0, "checked": 0}
    real_list, real_check = game_module.legal_actions, game_module.why_not

    def listing(v):
        calls["listed"] += 1
        return real_list(v)

    def checking(v, a):
        calls["checked"] += 1
        return real_check(v, a)

    monkeypatch.setattr(game_module, "legal_actions", listing)
    monkeypatch.setattr(game_module, "why_not", checking)
    return calls


def test_asked_again_the_listing_is_not_made_again_and_each_answer_is_a_new_list(counted):
    g = _played()
    before = counted["listed"]
    first = g.legal_actions()
    first.clear()  # the caller's own list: changing it changes nothing
    again = g.legal_actions()
    assert counted["listed"] == before + 1
    assert again and again == _played().legal_actions()


def test_a_clone_lists_and_applies_from_the_same_listing(counted):
    g = _played()
    acts = g.legal_actions()
    before = dict(counted)
    c = g.clone()
    assert c.legal_actions() == acts
    c.apply(acts[-1])
    assert counted == before
    assert g.legal_actions() == acts  # the original's position did not change
    assert counted == before


@pytest.mark.parametrize("edition", ["lancashire", "birmingham"])
def test_every_change_drops_the_listing(edition, counted):
    """A listing kept too long would answer for an earlier position: after each change the answer is a fresh game's."""
    def fresh(game):  # the listing of a new game played to the same position
        replayed = Game.new(edition, players=4, seed=3)
        for a in game.history:
            replayed.apply(a)
        return [str(a) for a in replayed.legal_actions()]

    g = _played(edition)
    bot = RandomBot(11)
    for step in range(12):
        listed = counted["listed"]
        acts = g.legal_actions()
        assert counted["listed"] == listed + 1  # a new position: listed again
        assert [str(a) for a in acts] == fresh(g)
        c = g.clone()
        c.apply(bot.rng.choice(acts))
        assert [str(a) for a in c.legal_actions()] == fresh(c)
        if step % 4 == 3:
            g.undo()
        else:
            g.apply(bot.rng.choice(acts))


def test_a_copy_written_in_place_checks_its_decision_again(counted):
    """``outcomes`` turns each face-down tile value over in a copy before the decision: the copy is another
    position, so the decision is checked there in full (Lancashire: a sale to the Distant Cotton Market)."""
    for seed in range(40):
        g = Game.from_observation(_played(steps=60, seed=seed).observation(0), seed=1)
        if g.current_player is None:
            continue
        sale = next((a for a in g.legal_actions() if a.kind == "sell" and a.to == "distant"), None)
        if sale is None:
            continue
        checked = counted["checked"]
        outs = g.outcomes(sale)
        assert len(outs) > 1
        assert counted["checked"] - checked == len(outs)
        return
    pytest.fail("no seeded position with a sale to the Distant Cotton Market")
