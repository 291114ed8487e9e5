import sys, collections
from brass_widget.engine import Game, legality
from brass_widget.bots import RandomBot
ed = sys.argv[1]
Game.new(ed, players=4)
code = legality._enumerate_builds.__code__
cnt = collections.Counter()
state = {}
def tr(frame, event, arg):
    if event == "call" and frame.f_code is code:
        state[id(frame)] = None
        return loc
    return None
def close(fid):
    cur = state.get(fid)
    if cur is not None:
        cnt[(cur["iron"], cur["coal"], cur["sites"], cur["usable"] > 0)] += 1
def loc(frame, event, arg):
    fid = id(frame)
    if event == "line":
        n = frame.f_lineno
        if n == 1017:
            close(fid); state[fid] = None
        elif n == 1049 or n == 1066 or n == 1070:
            cur = state.get(fid)
            if cur is None:
                cur = state[fid] = {"iron": False, "coal": False, "sites": False, "usable": 0}
            cur[{1049: "iron", 1066: "coal", 1070: "sites"}[n]] = True
        elif n == 1090:
            cur = state.get(fid)
            if cur is None:
                cur = state[fid] = {"iron": False, "coal": False, "sites": False, "usable": 0}
            cur["usable"] += 1
    elif event == "return":
        close(fid); state.pop(fid, None)
    return loc
sys.settrace(tr)
for i in range(5):
    g = Game.new(ed, players=4, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
sys.settrace(None)
print("(iron called, coal places called, build_sites called, any usable site)")
for k, v in sorted(cnt.items()):
    print(f"{v/5:8.1f} {k}")
