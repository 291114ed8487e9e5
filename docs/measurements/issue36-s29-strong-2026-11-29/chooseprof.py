"""Instructions inside StrongBot().choose at decision D of RandomBot(0)'s seeded Lancashire 4p game (callgrind toggled
at choose's entry and exit, fnprof.py's shim)."""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "issue36-s28-rest-2026-11-29"))
from fnprof import _shim
from brass_widget.engine import Game
from brass_widget.bots import RandomBot
from brass_widget.bots.strong import StrongBot
toggle = _shim().toggle
d = int(sys.argv[1])
g = Game.new('lancashire', players=4, seed=0); b = RandomBot(0)
for _ in range(d): g.apply(b.choose(g))
s = StrongBot()
toggle(); a = s.choose(g); toggle()
print(a)
