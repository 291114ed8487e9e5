"""Where the Hint's search (coach.BUDGET, Birmingham's coach weights with the JSON's over them) plans each decision at
history length D of a game recorded by replay.py: the turn values, the deep values, and where each deep plan ends, term
by term. From the checkout's root: PYTHONPATH=. python docs/measurements/issue37-hint-s28b-2026-11-29/ends.py OUT.json 26 '{}'
"""
import json, sys
from brass_widget import Game
from brass_widget.bots.coach import BUDGET, weights_for
from brass_widget.bots.strong import StrongBot
from brass_widget.bots.evaluation import projection, Weights
f, d = sys.argv[1], int(sys.argv[2])
extra = json.loads(sys.argv[3]) if len(sys.argv) > 3 else {}
r = json.load(open(f))
g = Game.new("birmingham", players=4, seed=r["seed"])
while len(g.history) < d: g.play(r["history"][len(g.history)])
seat = g.current_player
wd = {**weights_for(g.edition), **extra}
bot = StrongBot(seed=seat, weights=wd, **BUDGET)
a = bot.choose(g)
W = Weights(**wd)
P = bot.plans
print("chosen", a)
for t, v in sorted(P.turn.items(), key=lambda kv: -kv[1])[:14]:
    print(f"  turn {v:9.2f} {t}")
for t, v in sorted(P.deep.items(), key=lambda kv: -kv[1]):
    print(f"DEEP {v:9.2f} {t}")
    for p, e in P.deep_ends[t]:
        s = e.state["seats"][seat]
        terms = {k: round(v, 2) for k, v in projection(e, seat, w=W)}
        print(f"    p={p:.2f} era={e.era} round={e.round} cur={e.current_player} hist={len(e.history)} money={s['money']} lvl={e.income_level(seat)}")
        print("     ", terms)
        print("      moves:", [str(h) for h in e.history[d:]])
