"""The Hint's search (coach.BUDGET, Birmingham's coach weights with the JSON's over them) at history lengths D of a game
recorded by replay.py (../issue37-hint-loans-2026-11-29/replay.py S i OPTS OUT.json): what it chooses, the Loans whose
plan never spent their cash (StrongBot.needless) and its 5 best values. From the checkout's root:

    PYTHONPATH=. python docs/measurements/issue37-hint-s28-2026-11-29/atpos.py OUT.json 94,104 '{"loan_spent": true}'
"""
import json, sys
from brass_widget import Game
from brass_widget.bots.coach import BUDGET, weights_for
from brass_widget.bots.strong import StrongBot
f, ds = sys.argv[1], [int(x) for x in sys.argv[2].split(",")]
extra = json.loads(sys.argv[3]) if len(sys.argv) > 3 else {}
r = json.load(open(f))
g = Game.new("birmingham", players=4, seed=r["seed"])
for d in ds:
    while len(g.history) < d: g.play(r["history"][len(g.history)])
    seat = g.current_player
    bot = StrongBot(seed=seat, weights={**weights_for(g.edition), **extra}, **BUDGET)
    a = bot.choose(g)
    print(d, g.era, g.round, "£", g.state["seats"][seat]["money"], "chosen:", a, "needless:", bot.needless)
    for t, v in sorted(bot.values.items(), key=lambda kv: -kv[1])[:5]: print(f"   {v:9.2f} {t}")
