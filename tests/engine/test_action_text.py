"""An Action's text: every legal decision reads back as itself, and a hand-built Action with a missing or
non-text field still has a text (used in error messages) instead of raising."""

from brass_widget import Action, Game, RandomBot


def test_every_listed_decision_reads_back_as_itself():
    for edition in ("lancashire", "birmingham"):
        g = Game.new(edition, players=3, seed=4)
        bot = RandomBot(4)
        for _ in range(60):
            acts = g.legal_actions()
            for a in acts:
                assert g.parse(str(a)) == a
            g.apply(bot.rng.choice(acts))


def test_a_hand_built_action_with_odd_fields_still_has_a_text():
    assert str(Action("build")) == "build None None"
    assert str(Action("loan", card="wigan", amount=20)) == "loan 20 card wigan"
    assert str(Action("develop", industry=3)) == "develop 3"


def test_a_decisions_text_reads_its_fields_once_by_position(monkeypatch):
    """``str(Action)`` takes the nine fields out of the tuple at once instead of reading a property for each (the log
    writes every decision's text): the same words, with every field's property made to fail."""
    from brass_widget.engine.actions import SHARED_FIELDS, _Shared

    samples = [Action("build", card="bolton", industry="cotton_mill", target="bolton/1", coal="wigan/1 market"),
               Action("build", card="double", industry="port", target="preston", iron="market"),
               Action("network", card="colne", target="bolton--wigan", coal="market"),
               Action("develop", card="bury", industry="shipyard", iron="market market"),
               Action("sell", card="port", target="colne/1", to="distant"), Action("loan", card="bury", amount=30),
               Action("pass", card="bury"), Action("discard", card="bury"), Action("stop"),
               Action("remove", target="manchester/2"), Action("invite", target="ryde", to="x", amount=2),
               Action("build"), Action("develop", industry=3)]
    before = [str(a) for a in samples]
    assert before[0] == "build cotton_mill bolton/1 card bolton coal wigan/1 coal market"

    def unread(self):
        raise AssertionError("a field read by its name")

    for name in (*SHARED_FIELDS, "more"):
        monkeypatch.setattr(_Shared, name, property(unread))
    assert [str(a) for a in samples] == before
