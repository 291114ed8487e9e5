# a position of a seeded random game: g, v, p after k decisions
from brass_widget.engine import Game, legality
from brass_widget.bots import RandomBot
def position(ed, players, seed, k):
    g = Game.new(ed, players=players, seed=seed); bot = RandomBot(seed)
    for _ in range(k):
        g.apply(bot.choose(g))
    v = g._v(); p = legality.current_player(v.st)
    return g, v, p
