import sys, collections
from brass_widget.engine import Game, legality
from brass_widget.bots import RandomBot
ed = sys.argv[1]; players = 4
Game.new(ed, players=players)
code = legality._enumerate_builds.__code__
L_CONT = int(sys.argv[2]); L_VISIT = int(sys.argv[3])
cnt = collections.Counter()
def tr(frame, event, arg):
    if event == "call" and frame.f_code is code:
        return loc
    return None
def loc(frame, event, arg):
    if event == "line" and frame.f_lineno in (L_CONT, L_VISIT):
        f = frame.f_locals
        k = ("nothing" if frame.f_lineno == L_CONT else "visit", "ind" if f["ind_cards"] else "noind", "wildloc" if f["wild_loc"] else "-", "tail" if f["tail"] else "-")
        cnt[k] += 1
    return loc
sys.settrace(tr)
for i in range(5):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
sys.settrace(None)
for k, v in sorted(cnt.items()):
    print(f"{v/5:8.1f} {k}")
