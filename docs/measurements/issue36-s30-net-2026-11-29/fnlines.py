"""Python lines executed inside one function (and everything it calls) over five seeded RandomBot games, by line, and
the calls it makes (settrace; lines are not instructions: judge by inst.py).

    PYTHONPATH=TREE python fnlines.py EDITION PLAYERS FUNCTION TOP FILE_SUFFIX
    e.g. PYTHONPATH=$PWD python fnlines.py duel 2 choices 40 duel/links.py
"""
import collections
import sys

from brass_widget.bots import RandomBot
from brass_widget.engine import Game

ed, players, target, top, where = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), sys.argv[5]
lines: collections.Counter = collections.Counter()
calls: collections.Counter = collections.Counter()
inside = [0]


def short(code):
    return code.co_filename.split("brass_widget/")[-1]


def trace(frame, event, arg):
    code = frame.f_code
    outer = code.co_name == target and code.co_filename.endswith(where)
    if not (inside[0] or outer):
        return None
    if outer:
        inside[0] += 1
    calls[(short(code), code.co_name)] += 1

    def local(fr, ev, a):
        if ev == "line":
            lines[(short(fr.f_code), fr.f_code.co_name, fr.f_lineno)] += 1
        elif ev == "return" and fr is frame and outer:
            inside[0] -= 1
        return local
    return local


for i in range(5):
    g = Game.new(ed, players=players, seed=i)
    bot = RandomBot(i)
    sys.settrace(trace)
    while not g.is_over:
        g.apply(bot.choose(g))
    sys.settrace(None)
print("calls a game", [(k, v / 5) for k, v in calls.most_common(25)])
print("lines a game", sum(lines.values()) / 5)
for k, v in lines.most_common(top):
    print(f"{v / 5:8.0f} {k}")
