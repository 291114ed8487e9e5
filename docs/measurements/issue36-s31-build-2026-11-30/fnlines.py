# fnlines.py EDITION PLAYERS GAMES FN1,FN2,...: Python lines a game by line of the named functions (settrace), with their calls a game
# (run with PYTHONPATH at the tree to count; s31-build)
import sys, collections
from brass_widget.engine import Game
from brass_widget.bots import RandomBot
ed = sys.argv[1]; players = int(sys.argv[2]); games = int(sys.argv[3]); fns = set(sys.argv[4].split(","))
Game.new(ed, players=players)
lc = collections.Counter(); calls = collections.Counter()
def tr(frame, event, arg):
    if frame.f_code.co_name in fns:
        calls[frame.f_code.co_name] += 1
        return loc
    return None
def loc(frame, event, arg):
    if event == "line":
        lc[(frame.f_code.co_filename, frame.f_lineno)] += 1
    return loc
sys.settrace(tr)
for i in range(games):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
sys.settrace(None)
print("calls", {k: v / games for k, v in calls.items()})
files = {}
for (f, n), c in sorted(lc.items()):
    if f not in files:
        files[f] = open(f).read().split("\n")
    print(f"{c/games:8.1f} {n:5d} {files[f][n-1]}")
