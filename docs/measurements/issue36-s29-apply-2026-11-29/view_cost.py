import sys
from brass_widget import Game, RandomBot
from brass_widget.engine.board import View
g = Game.new("lancashire", players=4, seed=0); bot = RandomBot(0)
for _ in range(int(sys.argv[2])): g.apply(bot.choose(g))
st = g._state; ed = g.edition
prev = View(ed, st)
links = dict(st["links"])
mode = sys.argv[1]; n = 2000
def run():
    if mode == "none":
        for _ in range(n): pass
    elif mode == "kept":
        for _ in range(n): View(ed, st, prev, True)
    elif mode == "same":
        for _ in range(n): View(ed, st, prev)
    elif mode == "fresh":
        for _ in range(n): View(ed, st)
print(len(links), sum(1 for s in st["board"].values() for t in s if t), file=sys.stderr)
run()
