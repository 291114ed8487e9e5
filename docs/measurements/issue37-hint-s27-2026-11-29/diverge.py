"""Where main's Hint and the candidate first differ in a game, and which of the candidate's two terms makes it.

Plays game i of `scripts/bot_levels.py hint --edition birmingham --games 8 --seed S` with main's Hint (its weights
written out, so this holds whatever the default is) against three GreedyBots, asks the candidate (GreedyBot's
`demand` and cash floor) at each of the Hint's decisions, and at the first where the two differ prints one JSON line:
the position (decisions before it, era, round, money, income level), main's move, the candidate's, and the
candidate's with one term off (`no_demand`, `no_cash`). From the checkout's root, one process:

    PYTHONPATH=. nice -n 5 python docs/measurements/issue37-hint-s27-2026-11-29/diverge.py 83/6 85/2 ... > first.jsonl
"""
import json
import sys

from brass_widget import Game
from brass_widget.bots.coach import HintBot
from brass_widget.simulation import _make_bot, tournament_specs

MAIN = {"floor_vp": 10.0, "income_spends": True, "rival": 0.5}
C = {**MAIN, "demand": 0.1, "cash_floor": 12, "cash_floor_vp": 0.5}
VARIANTS = {"cand": C, "no_demand": {k: v for k, v in C.items() if k != "demand"},
            "no_cash": {k: v for k, v in C.items() if k not in ("cash_floor", "cash_floor_vp")}}


def run(S, i):
    spec = tournament_specs(["hint", "greedy", "greedy", "greedy"], 8, seed=S, edition="birmingham",
                            entrants={"hint": HintBot})[i]
    g = Game.new(spec.edition, players=4, seed=spec.seed)
    agents = [_make_bot(spec, s) for s in range(4)]
    seat = spec.names.index("hint")  # its HintBot is seeded with the seat (simulation.play's entrant)
    while not g.is_over:
        p = g.current_player
        if p != seat:
            g.apply(agents[p].choose(g))
            continue
        a = HintBot(seed=seat, weights=MAIN).choose(g)
        if str(HintBot(seed=seat, weights=C).choose(g)) != str(a):
            me = g.state["seats"][p]
            out = {"S": S, "i": i, "d": len(g.history), "era": g.era, "round": g.round, "money": me["money"],
                   "level": g.income_level(p), "main": str(a)}
            for name, w in VARIANTS.items():
                out[name] = str(HintBot(seed=seat, weights=w).choose(g))
            print(json.dumps(out), flush=True)
            return
        g.apply(a)
    print(json.dumps({"S": S, "i": i, "same": True}))


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        S, i = map(int, arg.split("/"))
        run(S, i)
