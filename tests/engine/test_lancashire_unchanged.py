"""Lancashire on the shared core plays exactly as it did before editions had hooks (issue 8).

The digests were taken with the engine at dc3b1c8 (before the split into a core and edition hooks):
whole seeded games in every variant (the saved file, so every state field, log line and history
text), a game with GreedyBot (which searches positions dealt from observations), an observation,
and every list of legal decisions along two games (their texts and order).
"""

import hashlib

import pytest

from brass_widget import Game, GreedyBot, RandomBot

GAMES = [
    (2, 0, (), "3cb2cf40887ed142c73f9a5fdc3df92dd12ae137e798296650e703fceeee43ff"),
    (3, 1, (), "ff78734d8a1f4fe6eb331aa784d533105ed948185e643f98c5fc7fcccee95613"),
    (4, 2, (), "08a49d4c5ddbcc52c8e202ccf59ec86ecd7f4173881e78e8374e7826217df0b0"),
    (4, 3, ("classic-deck",), "ae1db4cb82b6d37c93974ab3f242b4dd1b982a6f41b8a46ab23431d76baeed31"),
    (3, 4, ("introductory",), "ec7c22a9847b206066c1974cd4bc83d1e70057a1a351ad978300ef19b4c50d84"),
    (2, 5, ("classic-virtual-link",), "fa55c95fc1f3cec8ea04092fe913320932d1562250589b77da3db2ca3cfe7b31"),
    (3, 6, ("classic-deck", "classic-virtual-link"), "aba1089a3c45619a88b622db2048d27780db4820138dedbd8b3cc75528fa7d46"),
]


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


@pytest.mark.parametrize("players,seed,variant,digest", GAMES)
def test_seeded_random_games_are_byte_identical(players, seed, variant, digest):
    g = Game.new("lancashire", players=players, seed=seed, variant=variant)
    bot = RandomBot(seed)
    while not g.is_over:
        g.apply(bot.choose(g))
    assert _sha(g.to_json()) == digest


def test_greedy_decisions_and_observations_are_unchanged():
    g = Game.new("lancashire", players=3, seed=9)
    bots = [GreedyBot(1), RandomBot(2), GreedyBot(3)]
    while len(g.history) < 60:
        g.apply(bots[g.current_player].choose(g))
    assert _sha(g.to_json()) == "38a965c511d2346540740a6b707992bf7b71bc2d91c48992b99a50b1d29c26fb"
    assert _sha(repr(sorted(g.observation(1).items()))) == \
        "168d17899263cc3f5db54c5cd4182381082eb220fbee2fc30149b5a855010f28"


def test_legal_decisions_keep_their_texts_and_order():
    h = hashlib.sha256()
    for players, seed in ((4, 2), (2, 7)):
        g = Game.new("lancashire", players=players, seed=seed)
        bot = RandomBot(seed)
        while not g.is_over:
            acts = g.legal_actions()
            h.update("|".join(map(str, acts)).encode())
            g.apply(bot.rng.choice(acts))
    assert h.hexdigest() == "78b7f4379097af1ef641b3c9b032aedafc9054dad2da378ffd106e077e0b76b7"
