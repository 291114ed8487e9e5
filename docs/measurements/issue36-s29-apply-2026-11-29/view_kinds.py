import sys, collections
from brass_widget.engine import Game, board
from brass_widget.bots import RandomBot
ed = sys.argv[1] if len(sys.argv) > 1 else "lancashire"
players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
Game.new(ed, players=players)
orig = board.View.__init__
c = collections.Counter()
def init(self, ed, st, prev=None, kept=False):
    p = prev._origin if prev is not None and prev._origin is not None else prev
    if kept and p is not None: c["kept"] += 1
    elif p is None: c["fresh"] += 1
    elif p._links == st["links"]: c["same_links"] += 1
    else: c["links_changed"] += 1
    orig(self, ed, st, prev, kept)
board.View.__init__ = init
for i in range(5):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
print({k: v/5 for k, v in c.items()})
