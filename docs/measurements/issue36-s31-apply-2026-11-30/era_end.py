import ctypes, sys, copy, gc
from brass_widget import Game, RandomBot
from brass_widget.engine import flow
toggle = ctypes.CDLL("/tmp/brass_fnprof_toggle.so").toggle
what = sys.argv[1]
g = Game.new("lancashire", players=4, seed=0); bot = RandomBot(0)
states = []
real = flow._end_era
def spy(ed, st):
    states.append((ed, copy.deepcopy(st)))
    return real(ed, st)
flow._end_era = spy
import brass_widget.engine.flow as F
while not g.is_over:
    g.apply(bot.choose(g))
flow._end_era = real
ed = g._ed
gc.collect(); gc.disable()
for e, st in states:
    if what == "era":
        toggle(); real(e, st); toggle()
    elif what == "score":
        toggle(); flow.score_era(e, st); toggle()
    elif what == "none":
        toggle(); toggle()
print(len(states), file=sys.stderr)
