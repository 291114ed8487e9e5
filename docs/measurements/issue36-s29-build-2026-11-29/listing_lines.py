"""Python lines a game executed in the build listing and the View queries it calls (wherever they are called from),
over the five seeded RandomBot games of ``/work/s29tools/lines.py`` (issue 36, session 29, s29-build)::

    PYTHONPATH=TREE python docs/measurements/issue36-s29-build-2026-11-29/listing_lines.py lancashire 4
"""

import collections
import sys

from brass_widget.bots import RandomBot
from brass_widget.engine import Game

FUNCS = {"_enumerate_builds", "_build", "_build_sites", "_site", "_row", "_empty_sites", "_tile_rows", "_allowed_tiles",
         "free_spaces", "_space_problems", "coal_choices", "coal_options", "coal_plans", "coal_places", "closest_mines",
         "iron_choices", "iron_plans", "market_price", "network", "has_pieces", "card_reach", "trade_connected",
         "distances", "_tile_to_build", "iron_options", "__missing__"}
edition, players = sys.argv[1], int(sys.argv[2])
Game.new(edition, players=players)
per = collections.Counter()


def outer(frame):
    while frame is not None and frame.f_code.co_name.startswith("<"):  # a comprehension: its function's
        frame = frame.f_back
    return frame


def calls(frame, event, arg):
    f = outer(frame)
    return local if event == "call" and f is not None and f.f_code.co_name in FUNCS else None


def local(frame, event, arg):
    if event == "line":
        per[outer(frame).f_code.co_name] += 1
    return local


sys.settrace(calls)
for seed in range(5):
    g = Game.new(edition, players=players, seed=seed)
    bot = RandomBot(seed)
    while not g.is_over:
        g.apply(bot.choose(g))
sys.settrace(None)
print("lines a game", sum(per.values()) / 5)
for name, n in per.most_common(12):
    print(f"{n / 5:9.0f} {name}")
