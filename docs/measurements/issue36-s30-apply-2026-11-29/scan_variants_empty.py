# View.__init__ emptiness tests alone (s30-apply): same recipe as scan_variants.py (VARIANT N), a loop over the 25 Lancashire locations after 60 random decisions counting those with a tile. A: main (count(None) == len), B: not any(spaces), C: no test (each space is None), E: the bare loop. (D raises at a location without spaces: ignore.)
import sys
sys.path.insert(0, "/work/wt-s30apply")
from brass_widget.engine import Game
from brass_widget.bots import RandomBot
g = Game.new("lancashire", players=4, seed=0); b = RandomBot(0)
for _ in range(60):
    g.apply(b.choose(g))
st = g._state; ed = g._ed
board = st["board"]; ids = ed.location_ids
print(sum(1 for l in ids if any(board[l])), "locations with tiles", file=sys.stderr)
variant = sys.argv[1]; n = int(sys.argv[2])
def A(board, ids):
    k = 0
    for loc in ids:
        spaces = board[loc]
        if spaces.count(None) == len(spaces):
            continue
        k += 1
    return k
def B(board, ids):
    k = 0
    for loc in ids:
        spaces = board[loc]
        if not any(spaces):
            continue
        k += 1
    return k
def C(board, ids):
    k = 0
    for loc in ids:
        for t in board[loc]:
            if t is not None:
                k += 1
    return k
def D(board, ids):
    k = 0
    for loc in ids:
        spaces = board[loc]
        if spaces[0] is None and spaces.count(None) == len(spaces):
            continue
        k += 1
    return k
def E(board, ids):
    k = 0
    for loc in ids:
        pass
    return k
f = globals()[variant]
for _ in range(n):
    f(board, ids)
