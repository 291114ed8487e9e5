# Calls of flow.link_vp, comprehension/generator frames and era scorings over one seeded game of each edition (s30-apply): PYTHONPATH=TREE python flow_calls.py, run in TREE.
import sys, collections
from brass_widget import Game, RandomBot
def count(edition, players, seed=0):
    n = collections.Counter()
    def prof(frame, event, arg):
        if event == "call":
            co = frame.f_code
            if co.co_filename.endswith(("engine/flow.py", "engine/parts.py")):
                n[co.co_name] += 1
    g = Game.new(edition, players=players, seed=seed); bot = RandomBot(seed)
    sys.setprofile(prof)
    try:
        while not g.is_over:
            g.apply(bot.choose(g))
    finally:
        sys.setprofile(None)
    return n
for e, p in [('lancashire',4),('birmingham',4),('duel',2)]:
    c = count(e, p)
    print(e, c['link_vp'], c['<genexpr>'], c['<listcomp>'], c['ends'], c['score_era'])
