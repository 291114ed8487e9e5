import sys, ctypes
from brass_widget import Game, RandomBot
from brass_widget.engine import legality
toggle = ctypes.CDLL("/tmp/brass_fnprof_toggle.so").toggle
ed, players, which = sys.argv[1], int(sys.argv[2]), sys.argv[3]
calls = []
real = legality._era_links
def rec(v, p, card, canal, net):
    r = real(v, p, card, canal, net)
    import copy
    from brass_widget.engine.board import View
    w = View(v.ed, copy.deepcopy(v.st))
    calls.append((w, p, card, canal, w.network(p), len(r[0])))
    return r
legality._era_links = rec
for i in range(5):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
legality._era_links = real
sel = [c for c in calls if (c[3] if which == "canal" else not c[3])]
print(which, len(sel), "calls", sum(c[5] for c in sel), "decisions", sum(len(c[4]) for c in sel), "net locs", file=sys.stderr)
f = real
for v, p, card, canal, net, n in sel:
    assert len(f(v, p, card, canal, net)[0]) == n
toggle()
for v, p, card, canal, net, _ in sel:
    f(v, p, card, canal, net)
toggle()
