import sys, random
from operator import is_
from itertools import repeat
from brass_widget import Game, RandomBot
g = Game.new("lancashire", players=4, seed=0); bot = RandomBot(0)
for _ in range(30): g.apply(bot.choose(g))
legal = tuple(g.legal_actions()); n = len(legal)
picks = [legal[random.Random(i).randrange(n)] for i in range(200)]
mode = sys.argv[1]
def run():
    for _ in range(20):
        for a in picks:
            if mode == "any": any(map(is_, legal, repeat(a)))
            elif mode == "in": a in legal
            elif mode == "none": pass
            elif mode == "loop":
                for x in legal:
                    if x is a:
                        break
            elif mode == "gen": any(x is a for x in legal)
print(n, file=sys.stderr)
run()
