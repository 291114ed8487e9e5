# View.__init__ tile-scan variants, counted alone (s30-apply): PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null python scan_variants.py VARIANT N MOVES, N = 0 and 10000, the difference / N per scan of the 25 Lancashire locations after MOVES random decisions. A: main (count(None) == len), F: compress over chain, M: list equality with a prebuilt empty list; G/H/J: C-level pieces alone; I: an empty call.
import sys
sys.path.insert(0, "/work/wt-s30apply")
from itertools import chain, compress
from brass_widget.engine import Game
from brass_widget.bots import RandomBot
g = Game.new("lancashire", players=4, seed=0); b = RandomBot(0)
for _ in range(int(sys.argv[3])):
    g.apply(b.choose(g))
st = g._state; ed = g._ed
board = st["board"]; ids = ed.location_ids
print(sum(1 for l in ids if any(board[l])), "locs", sum(1 for l in ids for t in board[l] if t), "tiles", file=sys.stderr)
space_list = tuple((loc, i) for loc in ids for i in range(len(board[loc])))
variant = sys.argv[1]; n = int(sys.argv[2])
def A(board, ids):
    k = 0
    for loc in ids:
        spaces = board[loc]
        if spaces.count(None) == len(spaces):
            continue
        i = -1
        for t in spaces:
            i += 1
            if t is None:
                continue
            k += 1
    return k
def F(board, ids):
    k = 0
    for loc, i in compress(space_list, chain.from_iterable(map(board.__getitem__, ids))):
        t = board[loc][i]
        k += 1
    return k
def G(board, ids):
    for x in chain.from_iterable(map(board.__getitem__, ids)):
        pass
def H(board, ids):
    list(compress(space_list, chain.from_iterable(map(board.__getitem__, ids))))
def I(board, ids):
    pass
def J(board, ids):
    list(map(board.__getitem__, ids))

pairs = tuple((loc, [None] * len(board[loc])) for loc in ids)
def M(board, ids):
    k = 0
    for loc, empty in pairs:
        spaces = board[loc]
        if spaces == empty:
            continue
        i = -1
        for t in spaces:
            i += 1
            if t is None:
                continue
            k += 1
    return k
def N(board, ids):
    k = 0
    for loc in ids:
        spaces = board[loc]
        if None in spaces and spaces.count(None) == len(spaces):
            continue
        i = -1
        for t in spaces:
            i += 1
            if t is None:
                continue
            k += 1
    return k
assert A(board, ids) == M(board, ids)
f = globals()[variant]
#assert A(board, ids) == F(board, ids)
for _ in range(n):
    f(board, ids)
