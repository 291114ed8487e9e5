"""Calls a game by kind (issue 36, s29-flow2): Views by how they are made, _continue_or_end by kind and actions
left, link_choices by era, over five seeded RandomBot games::

    PYTHONPATH=TREE python count_calls.py EDITION PLAYERS
"""

import collections
import sys

from brass_widget.bots import RandomBot
from brass_widget.engine import Game, board, effects, legality

edition, players = sys.argv[1], int(sys.argv[2])
c: collections.Counter = collections.Counter()
orig_init = board.View.__init__


def init(self, ed, st, prev=None, kept=False):
    origin = prev._origin if prev is not None and prev._origin is not None else prev
    if kept and origin is not None:
        c["view kept"] += 1
    elif origin is not None and origin._links == st["links"]:
        c["view samelinks"] += 1
    else:
        c["view links changed or none before"] += 1
    return orig_init(self, ed, st, prev, kept)


orig_coe = effects._continue_or_end


def coe(ed, st, v, p, kind, left):
    c[f"coe {kind} {left} {st['era']}"] += 1
    return orig_coe(ed, st, v, p, kind, left)


orig_lc = legality.link_choices


def lc(v, *a, **k):
    c["link_choices " + v.st["era"]] += 1
    return orig_lc(v, *a, **k)


board.View.__init__ = init
effects._continue_or_end = coe
legality.link_choices = lc
for i in range(5):
    g = Game.new(edition, players=players, seed=i)
    bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
for k, n in sorted(c.items()):
    print(k, n / 5)
