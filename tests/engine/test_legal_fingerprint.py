"""Speed never changes a rule: every list of legal decisions along 100 seeded random games, per edition.

The digest hashes each list's texts in order (2, 3 and 4 players in turn, seeds 1000-1099). The
Lancashire digest is the one the engine at c0aa31a gives (measured with that checkout on PYTHONPATH),
so every speed-up since has kept all 13,138 lists exactly; Birmingham's pins its lists from the day
it was registered. A change to a rule changes the digest: update it only with the rule change, and
say so in the commit.
"""

import hashlib

import pytest

from brass_widget import Game, RandomBot

DIGESTS = {
    "lancashire": ("e9019e30905c6f56fc40eb6a53492c5eb5ba3808eea43420ee6e4056f71f8eba", 13138),
    "birmingham": ("6c011665e3b6964b3b6640b196aa15d19a1f4f98ed4bac54e71e1ec413ce98e7", 13677),
}


@pytest.mark.parametrize("edition", sorted(DIGESTS))
def test_every_legal_decision_list_of_100_seeded_games(edition):
    h = hashlib.sha256()
    decisions = 0
    for i in range(100):
        g = Game.new(edition, players=2 + i % 3, seed=1000 + i)
        bot = RandomBot(1000 + i)
        while not g.is_over:
            actions = g.legal_actions()
            h.update("|".join(map(str, actions)).encode())
            h.update(b"\n")
            g.apply(bot.rng.choice(actions))
            decisions += 1
    assert (h.hexdigest(), decisions) == DIGESTS[edition]
