"""Instructions inside one function (module:Class.method) during StrongBot().choose at decision D (callgrind toggled)."""
import importlib, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "issue36-s28-rest-2026-11-29"))
from fnprof import _shim
from brass_widget.engine import Game
from brass_widget.bots import RandomBot
from brass_widget.bots.strong import StrongBot
toggle = _shim().toggle
d = int(sys.argv[1]); spec = sys.argv[2]
g = Game.new('lancashire', players=4, seed=0); b = RandomBot(0)
for _ in range(d): g.apply(b.choose(g))
depth = [0]; calls = [0]
def wrap(f):
    def wrapped(*a, **k):
        if depth[0] == 0:
            toggle(); calls[0] += 1
        depth[0] += 1
        try:
            return f(*a, **k)
        finally:
            depth[0] -= 1
            if depth[0] == 0:
                toggle()
    return wrapped
module, _, attr = spec.partition(":")
owner = importlib.import_module(module)
parts = attr.split(".")
for part in parts[:-1]:
    owner = getattr(owner, part)
f = getattr(owner, parts[-1]); w = wrap(f); setattr(owner, parts[-1], w)
if len(parts) == 1:
    for m in list(sys.modules.values()):
        if m is not None and m is not owner and getattr(m, parts[-1], None) is f:
            setattr(m, parts[-1], w)
StrongBot().choose(g)
sys.stderr.write(f"CALLS {calls[0]}\n")
