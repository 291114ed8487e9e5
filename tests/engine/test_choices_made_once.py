"""The enumeration's Develop and Network choices (decisions without a card, before each is listed with every card
in hand) and its builds are made once per key and the very objects listed again at later decisions
(legality._DEVELOPS, _LINKS, _ROWS): equal decisions at two positions are one object, so the per-card rows
(_CARDED) are found by identity. A choice asked for with a card is made afresh (never shared with the card-less
one)."""

from brass_widget import Game, RandomBot
from brass_widget.engine import legality


def _positions(edition: str, seed: int, n: int):
    g = Game.new(edition, players=4, seed=seed)
    bot = RandomBot(seed)
    for _ in range(n):
        yield g
        g.apply(bot.choose(g))


def test_equal_choices_at_two_positions_are_one_object():
    seen_develop: dict = {}
    seen_link: dict = {}
    shared = 0
    for g in _positions("lancashire", 5, 40):
        v = g._v()
        p = g.current_player
        for a in legality._develop_choices(v, p, None) + legality._network_choices(v, p, None):
            seen = seen_develop if a.kind == "develop" else seen_link
            if a in seen:
                assert a is seen[a], a  # the same choice, listed again: the very object
                shared += 1
            seen[a] = a
    assert seen_develop and seen_link and shared > 20


def test_equal_builds_at_two_positions_are_one_object():
    seen: dict = {}
    shared = 0
    for g in _positions("lancashire", 6, 60):
        for a in g.legal_actions():
            if a.kind == "build" and a in seen:
                assert a is seen[a], a  # listed again: the very object (legality._ROWS)
                shared += 1
            seen.setdefault(a, a)
    assert shared > 20


def test_a_choice_with_a_card_is_its_own_object():
    g = Game.new("lancashire", players=4, seed=5)
    v = g._v()
    p = g.current_player
    card = g.state["seats"][p]["hand"][0]
    bare = legality._develop_choices(v, p, None)
    carded = legality._develop_choices(v, p, card)
    assert [a._replace(card=None) for a in carded] == bare
    assert all(a.card == card for a in carded) and all(a.card is None for a in bare)
