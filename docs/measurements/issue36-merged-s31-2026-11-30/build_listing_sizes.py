"""How many builds each build listing makes, over five seeded 4p RandomBot games (run with PYTHONPATH=TREE; arg: edition):
the histogram that showed half of them list nothing (session 31)."""
import sys, collections
from brass_widget.engine import Game, legality
from brass_widget.bots import RandomBot
ed = sys.argv[1]; c = collections.Counter(); hist = collections.Counter()
orig = legality._enumerate_builds
def wrap(v, p, cards, out):
    s = len(out); orig(v, p, cards, out); k = len(out) - s
    c["calls"] += 1; c["builds"] += k; hist[min(k, 20)] += 1
    c["money<10"] += v.st["seats"][p]["money"] < 10
legality._enumerate_builds = wrap
for i in range(5):
    g = Game.new(ed, players=4, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.legal_actions(); g.apply(bot.choose(g))
print({k: v/5 for k, v in c.items()}); print(sorted(hist.items()))
