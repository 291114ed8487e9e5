import sys, ctypes, gc
from brass_widget import Game, RandomBot
from brass_widget.engine import legality
toggle = ctypes.CDLL("/tmp/brass_fnprof_toggle.so").toggle
ed, era, N = sys.argv[1], sys.argv[2], int(sys.argv[3])
stmt = sys.argv[4]
g = Game.new(ed, players=4, seed=0); bot = RandomBot(0)
while True:
    g.apply(bot.choose(g))
    st = g._state
    if st["era"] == era and st["pending"] is None and g.current_player is not None and not st["shortfall"]:
        v = g._v(); p = g.current_player; net = v.network(p)
        if net and len(list(st["links"])) > 4: break
canal = era == "canal"
ed = v.ed
legality._era_links(v, p, None, canal, net)
ns = dict(v=v, p=p, net=net, ed=ed, st=st, legality=legality, canal=canal)
code = compile(f"for _ in range({N}):\n    {stmt}\n", "x", "exec")
toggle(); exec(code, ns); toggle()
print("NET", sorted(net), "OUT", legality._era_links(v, p, None, canal, net)[0][:3], len(legality._era_links(v, p, None, canal, net)[0]), file=sys.stderr)
