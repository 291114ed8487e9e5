"""Replay one game of `scripts/bot_levels.py hint --edition birmingham --games 8 --seed S` (game i) as
simulation.play plays it (the same deal, seats and bot seeds: simulation.tournament_specs), with the Hint's options
given as --hint-options takes them; write the Hint's decisions (with its money and income level before each), the
final scores and the game's decisions to OUT, and print one line. One game a process, from the checkout's root:

    PYTHONPATH=. nice -n 10 python docs/measurements/issue37-hint-loans-2026-11-29/replay.py S i '{}' OUT.json
"""
import json, sys, time
from functools import partial
from brass_widget.bots.coach import HintBot
from brass_widget.simulation import tournament_specs, _make_bot
from brass_widget import Game

def run(S, i, opts, out):
    specs = tournament_specs(["hint", "greedy", "greedy", "greedy"], 8, seed=S, edition="birmingham",
                             entrants={"hint": partial(HintBot, **opts) if opts else HintBot})
    spec = specs[i]
    g = Game.new(spec.edition, players=4, seed=spec.seed)
    agents = [_make_bot(spec, s) for s in range(4)]
    seat = spec.names.index("hint")
    rows = []
    t0 = time.process_time()
    while not g.is_over:
        p = g.current_player
        a = agents[p].choose(g)
        if p == seat:
            rows.append({"d": len(g.history), "era": g.era, "round": g.round,
                         "money": g.state["seats"][p]["money"], "level": g.income_level(p), "action": str(a)})
        g.apply(a)
    sc = sorted(g.final_scores(), key=lambda r: r["player"])
    res = {"tournament_seed": S, "game": i, "seed": spec.seed, "seat": seat, "options": opts,
           "vp": [r["vp"] for r in sc], "rank": sc[seat]["rank"], "money": [r["money"] for r in sc],
           "cpu_s": round(time.process_time() - t0), "hint_decisions": rows, "history": g.history}
    json.dump(res, open(out, "w"), indent=0)
    kinds = {}
    for r in rows:
        k = r["action"].split()[0]; kinds[k] = kinds.get(k, 0) + 1
    print(json.dumps({"S": S, "i": i, "deal": spec.seed, "seat": seat, "vp": res["vp"], "rank": res["rank"],
                      "cpu_s": res["cpu_s"], "kinds": kinds}), flush=True)

if __name__ == "__main__":
    S, i = int(sys.argv[1]), int(sys.argv[2])
    opts = json.loads(sys.argv[3]) if len(sys.argv) > 3 else {}
    run(S, i, opts, sys.argv[4])
