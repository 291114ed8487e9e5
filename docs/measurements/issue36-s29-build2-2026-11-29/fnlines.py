"""Python lines executed per line of the named functions (comma-separated co_names, or * for all) of the file whose
path ends with FILE, over five seeded RandomBot games, a game's average (s29-build2)::

    PYTHONPATH=. python fnlines.py EDITION PLAYERS NAMES FILE
"""

import sys
from collections import Counter

from brass_widget import Game, RandomBot

edition, players, names, where = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(","), sys.argv[4]
counts: Counter[int] = Counter()


def local(frame, event, arg):
    if event == "line":
        counts[frame.f_lineno] += 1
    return local


def calls(frame, event, arg):
    code = frame.f_code
    wanted = (names == ["*"] or code.co_name in names) and code.co_filename.endswith(where)
    return local if wanted else None


sys.settrace(calls)
for seed in range(5):
    g = Game.new(edition, players=players, seed=seed)
    bot = RandomBot(seed)
    while not g.is_over:
        g.apply(bot.choose(g))
sys.settrace(None)
with open(where) as f:
    src = f.read().splitlines()
for line in sorted(counts):
    print(f"{line:5} {counts[line] / 5:8.0f}  {src[line - 1][:110]}")
