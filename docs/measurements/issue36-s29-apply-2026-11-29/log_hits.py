import sys, collections
from brass_widget.engine import Game, events
from brass_widget.bots import RandomBot
ed = sys.argv[1]; players = int(sys.argv[2])
Game.new(ed, players=players)
seen = set(); c = collections.Counter()
orig = events.record_decision
def rd(st, p, a):
    c["hit" if a in seen else "miss"] += 1; c[(a[0], a in seen)] += 1
    seen.add(a); orig(st, p, a)
import brass_widget.engine.effects as eff
eff.record_decision = rd
for i in range(5):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
    print(i, dict(c))
