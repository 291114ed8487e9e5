import sys, os
from brass_widget import Game, RandomBot
from brass_widget.engine import legality
edition, games = sys.argv[1], int(sys.argv[2])
players = 2 if edition == "duel" else 4
Game.new(edition, players=players)
if sys.argv[3:] == ["calibrate"]:
    for _ in range(10000):
        legality._mark(legality._SEC); legality._mark(None)
else:
    for seed in range(games):
        g = Game.new(edition, players=players, seed=seed); bot = RandomBot(seed)
        while not g.is_over:
            g.apply(bot.choose(g))
sys.stderr.write(f"ENTRIES {legality._ENTRIES[0]}\n")
