# specstat.py EDITION PLAYERS: per game, how the build listing's industry rows end (tile not asked yet, none allowed, too dear, ok)
# over five seeded RandomBot games, and the distinct (seat, tiles taken, era) keys (s31-build)
import sys, collections
from brass_widget.engine import Game, legality
from brass_widget.bots import RandomBot
ed = sys.argv[1]; players = int(sys.argv[2])
Game.new(ed, players=players)
cnt = collections.Counter()
orig = legality._enumerate_builds
def wrap(v, p, cards, out):
    st = v.st; seat = st["seats"][p]; taken = seat["taken"]; money = seat["money"]
    rows = legality._TILE_ALLOWED.get((v.ed, st["era"])) or legality._tile_rows(v.ed, st["era"])
    for industry, row, after in rows:
        if after is not None:
            row = row[taken[after] >= len(v.ed.tiles[after])]
        spec = row[taken[industry]]
        if spec is legality._UNASKED: cnt["unasked"] += 1
        elif spec is None: cnt["none"] += 1
        elif spec.cost > money: cnt["dear"] += 1
        else: cnt["ok"] += 1
    cnt["calls"] += 1
    tk = tuple(taken.values())
    cnt[("t", p, tk, st["era"])] += 0
    return orig(v, p, cards, out)
legality._enumerate_builds = wrap
for i in range(5):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
print({k: v / 5 for k, v in cnt.items() if not isinstance(k, tuple)}, "distinct taken", sum(1 for k in cnt if isinstance(k, tuple)) / 5)
