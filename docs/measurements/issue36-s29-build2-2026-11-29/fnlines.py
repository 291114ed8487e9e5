"""Python lines executed per line of the named functions (comma-separated co_names, or * for all) of the file whose
path ends with FILE, over five seeded RandomBot games: python fnlines.py EDITION PLAYERS NAMES FILE (s29-build2)."""
import sys
from collections import Counter
from brass_widget import Game, RandomBot
fn = sys.argv[3]; ed = sys.argv[1]; players = int(sys.argv[2])
lc = Counter()
def local(frame, event, arg):
    if event == "line": lc[frame.f_lineno] += 1
    return local
def calls(frame, event, arg):
    return local if (frame.f_code.co_name in fn.split(",") or fn == "*") and frame.f_code.co_filename.endswith(sys.argv[4]) else None
sys.settrace(calls)
for i in range(5):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over: g.apply(bot.choose(g))
sys.settrace(None)
src = open(sys.argv[4]).read().splitlines()
for l in sorted(lc): print(f"{l:5} {lc[l]/5:8.0f}  {src[l-1][:110]}")
