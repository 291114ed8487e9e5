"""The first hint with and without plan_loans at positions of seeded GreedyBot games (Lancashire, Duel, Birmingham)."""
import json, sys
from brass_widget import Game
from brass_widget.bots.coach import HintBot, BUDGET
from brass_widget.bots.greedy import GreedyBot
out = {}
for ed, players in (("lancashire", 4), ("duel", 2), ("birmingham", 4)):
    changed, total, rows = 0, 0, []
    for seed in (1, 2, 3):
        g = Game.new(ed, players=players, seed=seed)
        bots = [GreedyBot(seed=seed * 10 + s) for s in range(players)]
        n = 0
        while not g.is_over:
            n += 1
            seat = g.current_player
            if n % 9 == 0 and len(g.legal_actions()) > 1:
                a = HintBot(seed=seat, budget={**BUDGET, "plan_loans": True}).choose(g)
                b = HintBot(seed=seat, budget={**BUDGET, "plan_loans": False}).choose(g)
                total += 1
                if str(a) != str(b):
                    changed += 1
                    rows.append({"seed": seed, "decisions": len(g.history), "money": g.state["seats"][seat]["money"],
                                 "level": g.income_level(seat), "plan_loans": str(a), "without": str(b)})
            g.apply(bots[seat].choose(g))
    out[ed] = {"positions": total, "changed": changed, "rows": rows}
    print(ed, total, changed, flush=True)
json.dump(out, open(sys.argv[1], "w"), indent=1)
