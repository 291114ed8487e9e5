import ctypes, sys, gc
toggle = ctypes.CDLL("/tmp/brass_fnprof_toggle.so").toggle
from brass_widget import Game
from brass_widget.engine import events, flow
g = Game.new("lancashire", players=4, seed=0)
st = g._state
ed = g._ed
stmt = sys.argv[1]
code = compile(stmt, "<m>", "exec")
env = dict(events=events, flow=flow, st=st, ed=ed)
gc.disable()
for _ in range(10): exec(code, env)
toggle()
for _ in range(1000): exec(code, env)
toggle()
