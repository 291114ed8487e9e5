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
