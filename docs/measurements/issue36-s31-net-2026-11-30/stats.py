import sys, collections
from brass_widget import Game, RandomBot
from brass_widget.engine import legality
ed, players = sys.argv[1], int(sys.argv[2])
S = collections.Counter()
real_era, real_near = legality._era_links, legality._nearest_mines
def era(v, p, card, canal, net):
    S["era " + ("canal" if canal else "rail")] += 1
    S["net locs " + ("canal" if canal else "rail")] += len(net)
    r = real_era(v, p, card, canal, net)
    S["out " + ("canal" if canal else "rail")] += len(r[0])
    if card is not None: S["era with card"] += 1
    return r
def near(v):
    hit = "nearest mines" in v._coal
    r = real_near(v)
    S["near calls"] += 1
    if not hit:
        S["near searches"] += 1; S["near size"] += len(r); S["mines"] += len(v.coal_mines)
        S["adj locs"] += len(v.adj)
    return r
legality._era_links = era; legality._nearest_mines = near
real_lc = legality.link_choices
def lc(v,p,card):
    S["link_choices"] += 1
    return real_lc(v,p,card)
legality.link_choices = lc
for i in range(5):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
for k, n in sorted(S.items()): print(k, round(n / 5, 1))
