"""A digest of every legal list along seeded RandomBot games (100 Duel 2p, 30 Lancashire and 30 Birmingham at 2-4
players): the Duel listing has no recorded fingerprint. Run with PYTHONPATH=TREE for main and the branch; equal output,
equal lists."""
import hashlib, sys
from brass_widget import Game, RandomBot
for edition, n in (("duel", 100), ("lancashire", 30), ("birmingham", 30)):
    h = hashlib.sha256(); decisions = 0
    for i in range(n):
        players = 2 if edition == "duel" else 2 + i % 3
        g = Game.new(edition, players=players, seed=2000 + i)
        bot = RandomBot(2000 + i)
        while not g.is_over:
            actions = g.legal_actions()
            h.update("|".join(map(str, actions)).encode()); h.update(b"\n")
            g.apply(bot.rng.choice(actions))
            decisions += 1
    print(edition, h.hexdigest()[:16], decisions)
