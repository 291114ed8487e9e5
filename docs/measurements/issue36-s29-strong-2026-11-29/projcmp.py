"""Every projection's terms over seeded random games in each edition, several weights: printed as JSON lines."""
import json, sys
from brass_widget import Game, RandomBot
from brass_widget.bots.evaluation import projection, Weights
W = [Weights(), Weights(demand=0.5), Weights(open_markets=False), Weights(income_spends=True, floor_vp=10, cash_floor=5, cash_floor_vp=1, spend_soon=2)]
out = []
for ed, n in (("lancashire", 4), ("birmingham", 4), ("duel", 2), ("lancashire", 2)):
    for seed in range(2):
        g = Game.new(ed, players=n, seed=seed); b = RandomBot(seed); k = 0
        while not g.is_over:
            if k % 2 == 0:
                for s in range(n):
                    for w in W:
                        out.append(repr(projection(g, s, w=w)))
            g.apply(b.choose(g)); k += 1
print(len(out))
import hashlib; print(hashlib.sha256("\n".join(out).encode()).hexdigest())
