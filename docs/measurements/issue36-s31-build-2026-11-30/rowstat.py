# rowstat.py EDITION PLAYERS: (needs a tree whose _enumerate_builds appends each row to legality._STAT before its site loop:
# [industry, industry cards, double, wild location card, coal, iron, sites to visit, out, len(out)]) rows that list nothing, by kind (s31-build)
import sys, collections
from brass_widget.engine import Game, legality
from brass_widget.bots import RandomBot
ed = sys.argv[1]; players = int(sys.argv[2])
Game.new(ed, players=players)
for i in range(5):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
# each row's output: the next row of the same list or the list's end
rows = legality._STAT
cnt = collections.Counter()
for k, r in enumerate(rows):
    out, n0 = r[7], r[8]
    nxt = next((q[8] for q in rows[k + 1:k + 8] if q[7] is out), None)
    made = (nxt if nxt is not None else len(out)) - n0
    kind = ("ind" if r[1] else "") + ("+tail" if r[2] else "") + ("+wildloc" if r[3] else "") + (" coal" if r[4] else "") + (" iron" if r[5] else "")
    cnt[(kind or "lead-only", made == 0)] += 1
    cnt[("visits", made == 0)] += r[6]
for k, v in sorted(cnt.items()):
    print(k, v / 5)
