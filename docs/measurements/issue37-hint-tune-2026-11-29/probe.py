"""The Hint's decision, with and without ``Weights.spend_soon``, at each Rail Era Loan the Hint took in one replayed
game (a file of ../issue37-hint-loans-2026-11-29/replay.py, run with '{}'). From the checkout's root:

    PYTHONPATH=. python docs/measurements/issue37-hint-tune-2026-11-29/probe.py REPLAY.json N

N: ``spend_soon`` (0: the coach's own weights, which reproduce the recorded Loans)."""
import json, sys
from brass_widget import Game
from brass_widget.bots.coach import HintBot, weights_for
from brass_widget.simulation import tournament_specs

r = json.load(open(sys.argv[1]))
n = int(sys.argv[2])
spec = tournament_specs(["hint", "greedy", "greedy", "greedy"], 8, seed=r["tournament_seed"], edition="birmingham")[r["game"]]
seat = spec.names.index("hint")
bseed = spec.bot_seeds[seat] if spec.bot_seeds is not None else seat
for row in [x for x in r["hint_decisions"] if x["action"].startswith("loan") and x["era"] == "rail"]:
    g = Game.new("birmingham", players=4, seed=spec.seed)
    for a in r["history"][:row["d"]]:
        g.apply(a)
    w = weights_for(g.edition)
    new = HintBot(seed=bseed, weights={**w, "spend_soon": n} if n else None).choose(g)
    print(row["round"], row["money"], row["level"], "recorded:", row["action"], "| now:", new, flush=True)
