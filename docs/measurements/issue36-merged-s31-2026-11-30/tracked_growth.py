"""GC-tracked objects of each type a five-game bench run leaves behind (PYTHONPATH=TREE; arg: games): the interned
decisions (Action, a tuple subclass, never untracked) are most of them."""
import gc, sys, collections
from brass_widget.bench import games_per_second
from brass_widget.engine import Game
Game.new("lancashire", players=4)
def census():
    return collections.Counter(type(o).__name__ for o in gc.get_objects())
a = census()
games_per_second(4, int(sys.argv[1]))
b = census()
print({k: b[k] - a[k] for k in b if b[k] - a[k] > 20})
from brass_widget.engine import legality, events
for name in ("_CARDED", "_ROWS", "_LINKS", "_LOGGED"):
    for mod in (legality, events):
        if hasattr(mod, name): print(name, len(getattr(mod, name)))
