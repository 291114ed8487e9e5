"""``apply`` skips re-checking only a decision that is one of the very objects the last ``legal_actions()``
returned for the unchanged position; everything else is checked in full (Game._listed)."""

import pytest

from brass_widget import Action, ActionSyntaxError, Game, IllegalAction, RandomBot
from brass_widget.engine import game as game_module


@pytest.mark.parametrize("edition", ["lancashire", "birmingham"])
def test_listed_objects_and_their_texts_lead_to_the_same_game(edition):
    for seed in range(3):
        fast = Game.new(edition, players=3, seed=seed)
        checked = Game.new(edition, players=3, seed=seed)
        bot = RandomBot(seed)
        while not fast.is_over:
            a = bot.rng.choice(fast.legal_actions())
            checked.legal_actions()  # a listed position, but the text is parsed and checked in full
            assert str(fast.apply(a)) == str(checked.apply(str(a)))
            assert fast.state == checked.state
        assert fast.to_json() == checked.to_json()


def _fresh(edition="lancashire", steps=6):
    g = Game.new(edition, players=4, seed=5)
    bot = RandomBot(5)
    for _ in range(steps):
        g.apply(bot.choose(g))
    return g


@pytest.fixture
def record_why_not(monkeypatch):
    """``record_why_not()`` starts recording the actions the engine checks in full (``why_not``) and returns the
    list they go to."""
    def start() -> list:
        calls = []
        real = game_module.why_not
        monkeypatch.setattr(game_module, "why_not", lambda v, a: calls.append(a) or real(v, a))
        return calls
    return start


def test_a_listed_object_skips_why_not_and_anything_else_does_not(record_why_not):
    g = _fresh()
    acts = g.legal_actions()
    calls = record_why_not()
    g.apply(acts[0])
    assert calls == []
    nxt = g.legal_actions()
    twin = Action(*nxt[0])  # equal, but not the listed object
    g.apply(twin)
    assert calls == [twin]


def test_an_old_list_is_checked_again_once_the_position_changed():
    g = _fresh()
    old = g.legal_actions()
    g.apply(old[0])
    stale = [a for a in old if g.why_not(a)]
    assert stale, "some decision of the old list must be illegal now"
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply(stale[0])
    assert g.to_json() == before


def test_changing_the_returned_list_cannot_smuggle_in_an_illegal_action():
    g = _fresh()
    acts = g.legal_actions()
    bad = Action("loan", card=acts[0].card, amount=10**6 - 1)
    acts.append(bad)
    acts[0] = bad
    before = g.to_json()
    with pytest.raises((IllegalAction, ActionSyntaxError)):
        g.apply(bad)
    assert g.to_json() == before


def test_undo_checks_an_earlier_list_in_full_and_a_clone_shares_its_positions_list(record_why_not):
    g = _fresh()
    acts = g.legal_actions()
    calls = record_why_not()
    g.clone().apply(acts[1])  # a clone of this very position: the same listing (tests/engine/test_listing_shared.py)
    assert calls == []
    g.apply(acts[0])
    g.undo()
    g.apply(acts[0])  # the same position again, but after a change: checked
    assert calls == [acts[0]]


def test_the_same_decision_is_listed_as_the_same_object_and_still_needs_to_be_listed_now():
    g = _fresh()
    first = g.legal_actions()
    g.apply(next(a for a in first if a.kind == "pass"))
    again = {str(a): a for a in g.legal_actions()}
    shared = [a for a in first if str(a) in again and again[str(a)] is a]
    assert shared  # e.g. a pass or a loan with a card still in hand: made once, listed again
    gone = [a for a in first if str(a) not in again and a.kind != "build"]
    assert gone, "some decision of the first list is not listed now"
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply(gone[0])  # one of those objects, but not in the current list: checked in full
    assert g.to_json() == before
