import sys, collections
from brass_widget import Game, RandomBot
from brass_widget.engine import legality
ed, players = sys.argv[1], int(sys.argv[2])
S = collections.Counter()
real = legality._era_lines
def f(*a):
    S["miss"] += 1
    return real(*a)
legality._era_lines = f
real_e = legality._era_links
def e(*a):
    S["calls"] += 1
    return real_e(*a)
legality._era_links = e
for i in range(5):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
print(S)
