"""Lancashire on the shared core plays exactly as it did before editions had hooks (issue 8).

The digests were taken with the engine at dc3b1c8 (before the split into a core and edition hooks):
whole seeded games in every variant (the saved file, so every state field, log line and history
text), a game with GreedyBot (which searches positions dealt from observations), an observation,
and every list of legal decisions along two games (their texts and order).

Since the log became structured events (issue 20, item 4), a saved game's log entries carry ``kind`` and
``data`` beside their ``text`` and the format is ``brass_widget.game/2``. The old digests are asserted on the
saved text with those keys left out and the old format string (``as_format_1``): the game, every state field and
every log line are exactly as before. The new bytes have digests of their own beside them.
"""

import hashlib
import json

import pytest

from brass_widget import Game, GreedyBot, RandomBot

GAMES = [  # (players, seed, variant, digest of the saved text as format 1, digest of the saved text now)
    (2, 0, (), "3cb2cf40887ed142c73f9a5fdc3df92dd12ae137e798296650e703fceeee43ff",
     "9e4662d93e9738f322b02cd734c0abf9b4d2c12420a74f44c51d45a79bccbac6"),
    (3, 1, (), "ff78734d8a1f4fe6eb331aa784d533105ed948185e643f98c5fc7fcccee95613",
     "424bb083de7841a3d406386cc25fe8752c276bdae14b30ea16334ce77e743f3c"),
    (4, 2, (), "08a49d4c5ddbcc52c8e202ccf59ec86ecd7f4173881e78e8374e7826217df0b0",
     "3a3ca6829caaa96561369abad6372eab66b6c75fc1b1e929247b99efb3a38e5b"),
    (4, 3, ("classic-deck",), "ae1db4cb82b6d37c93974ab3f242b4dd1b982a6f41b8a46ab23431d76baeed31",
     "d8c3f367333e670f37d5fa47e15db39f161709c273b64ba7f80679828190c056"),
    (3, 4, ("introductory",), "ec7c22a9847b206066c1974cd4bc83d1e70057a1a351ad978300ef19b4c50d84",
     "5b24ea6134652ca320502db9466ec210adaace4db85c237ee282ac98268938ee"),
    (2, 5, ("classic-virtual-link",), "fa55c95fc1f3cec8ea04092fe913320932d1562250589b77da3db2ca3cfe7b31",
     "bc6a5185035df791c77e8234beabff847b1d58deca3b3c410353a54795fbc61b"),
    (3, 6, ("classic-deck", "classic-virtual-link"), "aba1089a3c45619a88b622db2048d27780db4820138dedbd8b3cc75528fa7d46",
     "6149f29971aae2bfaa5c44c069c06bfa8d9b985fded37d32c1138d52a759ca51"),
]


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _format_1_log(log: list) -> list:
    out = []
    for e in log:
        assert set(e) == {"era", "round", "player", "kind", "data", "text"}, e  # every entry is an event
        out.append({k: v for k, v in e.items() if k not in ("kind", "data")})
    return out


def as_format_1(text: str) -> str:
    """A saved game's text as format 1 wrote it: each log entry without its event (kind and data), the format
    string of then. Written exactly as ``Game.to_json`` writes (sorted keys, no indent)."""
    doc = json.loads(text)
    assert doc["format"] == "brass_widget.game/2"
    doc["format"] = "brass_widget.game/1"
    doc["state"]["log"] = _format_1_log(doc["state"]["log"])
    if doc["start"] is not None:
        doc["start"]["log"] = _format_1_log(doc["start"]["log"])
    return json.dumps(doc, sort_keys=True)


def observation_as_format_1(obs: dict) -> dict:
    """An observation with each log entry's event left out (the order of the other keys kept)."""
    return {**obs, "log": _format_1_log(obs["log"])}


@pytest.mark.parametrize("players,seed,variant,digest,now", GAMES)
def test_seeded_random_games_are_byte_identical(players, seed, variant, digest, now):
    g = Game.new("lancashire", players=players, seed=seed, variant=variant)
    bot = RandomBot(seed)
    while not g.is_over:
        g.apply(bot.choose(g))
    text = g.to_json()
    assert (_sha(as_format_1(text)), _sha(text)) == (digest, now)


def test_greedy_decisions_and_observations_are_unchanged():
    """Re-recorded for issue 32 (the same seed, the same game on every Python): GreedyBot's ties now go to the
    decision's text, not the first listed (``bots/exact.py``), so this greedy game plays otherwise; the engine is
    unchanged (the random games above and the legal decisions below keep their digests)."""
    g = Game.new("lancashire", players=3, seed=9)
    bots = [GreedyBot(1), RandomBot(2), GreedyBot(3)]
    while len(g.history) < 60:
        g.apply(bots[g.current_player].choose(g))
    text = g.to_json()
    assert _sha(as_format_1(text)) == "cf638f04635953e39b10c5dd3f37938d9cc07fe3173743b1b068c1f78f3b963f"
    assert _sha(text) == "6ce8b4aeaa501ce312c2aebd6fd2f3ee428613cb5f585ac0367745cfcef8373c"
    obs = g.observation(1)
    assert _sha(repr(sorted(observation_as_format_1(obs).items()))) == \
        "b76a7efea3673d0f1f2898380055abb3fd3ef868b9fccd6c0d65b3a3cd6b94ab"
    assert _sha(repr(sorted(obs.items()))) == \
        "c5f3bf4f835c00b850e637d785067e2180f1b86f5682bf9ad09d123a59f502d4"


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
