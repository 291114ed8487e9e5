# Game.apply finding the listed object (s30-apply): A the plain loop (main), B tuple.index then an identity check; same callgrind recipe (N = 0 and 10000), a position with at least 40 decisions, the middle one sought.
import sys
sys.path.insert(0, "/work/wt-s30apply")
from brass_widget.engine import Game
from brass_widget.bots import RandomBot
g = Game.new("lancashire", players=4, seed=0); b = RandomBot(0)
while len(g.legal_actions()) < 40:
    g.apply(b.choose(g))
la = tuple(g.legal_actions())
k = len(la) // 2
x = la[k]
print(len(la), file=sys.stderr)
def A(listed, action):
    for a in listed:
        if a is action:
            break
    else:
        return None
    return a
def B(listed, action):
    try:
        a = listed[listed.index(action)]
    except Exception:
        return None
    if a is not action:
        return None
    return a
f = globals()[sys.argv[1]]
assert f(la, x) is x
for _ in range(int(sys.argv[2])):
    f(la, x)
