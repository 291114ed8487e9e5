import ctypes, sys, gc, importlib
from brass_widget import Game, RandomBot
toggle = ctypes.CDLL("/tmp/brass_fnprof_toggle.so").toggle
ed_name, spec = sys.argv[1], sys.argv[2]
players = 2 if ed_name == "duel" else 4
Game.new(ed_name, players=players)
depth = [0]; calls = [0]
def wrap(f):
    def w(*a, **k):
        if depth[0] == 0:
            toggle(); calls[0] += 1
        depth[0] += 1
        try: return f(*a, **k)
        finally:
            depth[0] -= 1
            if depth[0] == 0: toggle()
    return w
if spec != "none":
    module, _, attr = spec.partition(":")
    owner = importlib.import_module(module)
    parts = attr.split(".")
    for p in parts[:-1]: owner = getattr(owner, p)
    f = getattr(owner, parts[-1]); wf = wrap(f); setattr(owner, parts[-1], wf)
    if len(parts) == 1:
        for m in list(sys.modules.values()):
            if m is not None and m is not owner and getattr(m, parts[-1], None) is f:
                setattr(m, parts[-1], wf)
gc.disable()
for seed in range(2):
    g = Game.new(ed_name, players=players, seed=seed); bot = RandomBot(seed)
    while not g.is_over:
        g.apply(bot.choose(g))
print("CALLS", calls[0], file=sys.stderr)
