import sys, collections
from brass_widget.engine import Game
from brass_widget.bots import RandomBot
ed = sys.argv[1] if len(sys.argv) > 1 else "lancashire"
players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
Game.new(ed, players=players)
cnt = collections.Counter(); lc = collections.Counter(); on=[False]; vc = collections.Counter()
def tr(frame, event, arg):
    return loc if event == "call" else None
def loc(frame, event, arg):
    if event == "line" and on[0]:
        co = frame.f_code; cnt[(co.co_filename.split("brass_widget/")[-1], co.co_name)] += 1
        lc[(co.co_filename.split("brass_widget/")[-1], frame.f_lineno)] += 1
    return loc
sys.settrace(tr)
tot = 0
for i in range(5):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over:
        la = g.legal_actions()
        act = bot.rng.choice(la)
        on[0] = True
        g.apply(act); on[0] = False
sys.settrace(None)
t = sum(cnt.values())
print("apply lines/game", t/5)
for k, v in cnt.most_common(40): print(f"{v/5:8.0f} {k}")
if "--lines" in sys.argv:
    for k, v in lc.most_common(60): print(f"{v/5:8.0f} {k}")
