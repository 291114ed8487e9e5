"""Each build listing by (listed nothing, the seat's money up to 12, era), five seeded 4p games (PYTHONPATH=TREE; arg: edition),
then the tiles' (level, cost, era): most listings that list nothing are seats with less than the cheapest tile."""
import sys, collections
from brass_widget.engine import Game, legality
from brass_widget.bots import RandomBot
ed = sys.argv[1]; why = collections.Counter()
orig = legality._enumerate_builds
def wrap(v, p, cards, out):
    s = len(out); orig(v, p, cards, out)
    k = len(out) - s
    money = v.st["seats"][p]["money"]
    why[(k == 0, min(money, 12), v.st["era"])] += 1
legality._enumerate_builds = wrap
for i in range(5):
    g = Game.new(ed, players=4, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.legal_actions(); g.apply(bot.choose(g))
print(sorted(why.items()))
e = g._ed
for ind, ts in e.tiles.items(): print(ind, [(t.level, t.cost, getattr(t,'era',None)) for t in ts][:8])
