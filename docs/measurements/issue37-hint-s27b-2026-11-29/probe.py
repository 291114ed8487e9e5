"""Replay game i of `scripts/bot_levels.py hint --edition birmingham --games 8 --seed S` (its bots, as
simulation.tournament_specs makes them) to each history length D given (the Hint's decisions), and print what the
Hint's search (coach.BUDGET, Birmingham's coach weights with the JSON's over them) chooses there, its 8 best values,
and the projection's terms where the 4 best deep plans end. From the checkout's root:

    PYTHONPATH=. python docs/measurements/issue37-hint-s27b-2026-11-29/probe.py 131 4 52,54,87,95 '{"loan_cash_max": null}'
"""
import json, sys
from brass_widget import Game
from brass_widget.bots.coach import HintBot, weights_for
from brass_widget.bots.evaluation import projection, Weights, best_other_vp
from brass_widget.simulation import _make_bot, tournament_specs
S, i = int(sys.argv[1]), int(sys.argv[2]); ds = [int(x) for x in sys.argv[3].split(",")]
extra = json.loads(sys.argv[4]) if len(sys.argv) > 4 else {}
spec = tournament_specs(["hint", "greedy", "greedy", "greedy"], 8, seed=S, edition="birmingham", entrants={"hint": HintBot})[i]
g = Game.new(spec.edition, players=4, seed=spec.seed)
agents = [_make_bot(spec, s) for s in range(4)]
seat = spec.names.index("hint")
for d in ds:
    while len(g.history) < d:
        p = g.current_player; g.apply(agents[p].choose(g))
    w = {**weights_for(g.edition), **extra}
    from brass_widget.bots.coach import BUDGET
    from brass_widget.bots.strong import StrongBot
    bot = StrongBot(seed=seat, weights=w, **BUDGET)
    a = bot.choose(g)
    print("=== d", d, g.era, g.round, "money", g.state["seats"][seat]["money"], "level", g.income_level(seat), "chosen:", a)
    vals = bot.values
    top = sorted(vals.items(), key=lambda kv: -kv[1])[:8]
    for t, v in top: print(f"   {v:9.2f} {t}")
    plans = bot.plans if bot else None
    if plans and plans.deep_ends:
        W = Weights(**w)
        for t in sorted(plans.deep, key=lambda t: -plans.deep[t])[:4]:
            for p, end in plans.deep_ends[t]:
                terms = {}
                for k, amt in projection(end, seat, w=W): terms[k] = round(terms.get(k, 0) + amt, 2)
                m = end.state["seats"][seat]["money"]
                print(f"   plan {t[:60]} p={p:.2f} deep={plans.deep[t]:.2f} money={m} lvl={end.income_level(seat)} rival={best_other_vp(end, seat, w=W):.1f} {terms}")
