"""At each position of diverge.py's output (FIRST: its JSON lines), what the Hint chooses with the weights given
(JSON, as --hint-options' "weights"); prints whether that is main's move. From the checkout's root:

    PYTHONPATH=. nice -n 5 python docs/measurements/issue37-hint-s27-2026-11-29/atpos.py first.jsonl '{...}'
"""
import json
import sys

from brass_widget import Game
from brass_widget.bots.coach import HintBot
from brass_widget.simulation import _make_bot, tournament_specs

MAIN = {"floor_vp": 10.0, "income_spends": True, "rival": 0.5}
weights = json.loads(sys.argv[2])
same = 0
for line in open(sys.argv[1]):
    r = json.loads(line)
    if "d" not in r:
        continue
    spec = tournament_specs(["hint", "greedy", "greedy", "greedy"], 8, seed=r["S"], edition="birmingham",
                            entrants={"hint": HintBot})[r["i"]]
    g = Game.new(spec.edition, players=4, seed=spec.seed)
    agents = [_make_bot(spec, s) for s in range(4)]
    seat = spec.names.index("hint")
    while len(g.history) < r["d"]:
        p = g.current_player
        g.apply((HintBot(seed=seat, weights=MAIN) if p == seat else agents[p]).choose(g))
    chosen = str(HintBot(seed=seat, weights=weights).choose(g))
    same += chosen == r["main"]
    print(r["S"], r["i"], "main:", r["main"], "| these weights:", chosen, "| same" if chosen == r["main"] else "", flush=True)
print("same as main at", same, "positions")
