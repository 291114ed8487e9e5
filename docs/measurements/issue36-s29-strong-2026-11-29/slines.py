"""Python lines executed per StrongBot().choose at seeded positions (decisions of RandomBot(0)'s Lancashire 4p game)."""
import sys, collections
from brass_widget.engine import Game
from brass_widget.bots import RandomBot
from brass_widget.bots.strong import StrongBot
ds = [int(x) for x in sys.argv[1].split(",")]
cnt = collections.Counter(); lc = collections.Counter()
def tr(frame, event, arg):
    return loc if event == "call" else None
def loc(frame, event, arg):
    if event == "line":
        co = frame.f_code
        cnt[(co.co_filename.split("brass_widget/")[-1], co.co_name)] += 1
        lc[(co.co_filename.split("brass_widget/")[-1], frame.f_lineno)] += 1
    return loc
g = Game.new('lancashire', players=4, seed=0); b = RandomBot(0)
games = []
for d in range(max(ds) + 1):
    if d in ds:
        games.append(g.clone())
    g.apply(b.choose(g))
chosen = []
for gg in games:
    s = StrongBot()
    sys.settrace(tr)
    chosen.append(str(s.choose(gg)))
    sys.settrace(None)
tot = sum(cnt.values())
print("lines", tot, chosen)
for k, v in cnt.most_common(30):
    print(f"{v:9d} {100*v/tot:5.1f}% {k}")
if "--lines" in sys.argv:
    for k, v in lc.most_common(50):
        print(f"{v:9d} {100*v/tot:5.1f}% {k}")
