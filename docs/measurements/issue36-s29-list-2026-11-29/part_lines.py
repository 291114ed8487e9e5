"""Python lines executed a Lancashire 4p game (five seeded RandomBot games) in this part of the listing (s29-list):
the functions named in ``MINE`` (core engine and Lancashire hooks) and their comprehensions. Run from a checkout:
``PYTHONPATH=. python part_lines.py``."""

import sys

from brass_widget.bots import RandomBot
from brass_widget.engine import Game

MINE = {"legal_actions", "_develop_choices", "_develop_group", "_develop_parts", "_develop_group_of", "carded",
        "_carded", "_with_card", "_open_loans", "_fill", "_picker", "link_choices", "_link", "_canal_link",
        "_link_cost", "_links_placed", "_may_link_anywhere", "_network_choices", "_nearest_mines", "current_player",
        "_v", "continuation_actions", "with_cards", "choices", "_sale", "_listed"}
n = [0]
cache: dict = {}


def counts(frame) -> bool:
    outer = frame
    while outer is not None and outer.f_code.co_name.startswith("<"):  # a comprehension: its function's
        outer = outer.f_back
    if outer is None or outer.f_code.co_name not in MINE:
        return False
    f = outer.f_code.co_filename
    if outer.f_code.co_name == "choices":
        return "lancashire" in f
    return "engine/legality.py" in f or "engine/game.py" in f


def local(frame, event, arg):
    if event == "line":
        n[0] += 1
    return local


def calls(frame, event, arg):
    key = (frame.f_code, frame.f_back.f_code if frame.f_back else None)
    hit = cache.get(key)
    if hit is None:
        hit = cache[key] = counts(frame)
    return local if hit else None


Game.new("lancashire", players=4)
sys.settrace(calls)
for i in range(5):
    g = Game.new("lancashire", players=4, seed=i)
    bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
sys.settrace(None)
print("part lines per game", n[0] / 5)
