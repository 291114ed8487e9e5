"""Issue 36 (applying half, session 29): applying decisions and making Views do less work for the same answers.

Each change is checked two ways: its answers are those of the plain code (a View made anew, a decision's text and
fields made anew), and the work it saves stays saved: Python lines executed in the named code over one seeded random
game (``test_listing_work._lines``) against a budget between main before the change and the change (each figure is
in its test), or calls a change does away with. Never a time.
"""

import sys

import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine import events
from brass_widget.engine.actions import Action
from brass_widget.engine.game import Game as EngineGame
from tests.engine.watched import play_watched

GAMES = [("lancashire", 4), ("birmingham", 4), ("duel", 2)]


# -- a decision's log entry from its text and fields made once (events._LOGGED) -------------------------------------
@pytest.mark.parametrize("edition,players", GAMES)
def test_a_logged_decision_is_its_text_and_fields(edition, players):
    """Every decision's log entry holds its canonical text and its fields made anew, each entry its own data."""
    g = Game.new(edition, players=players, seed=5)
    bot = RandomBot(5)
    while not g.is_over:
        n = len(g._state["log"])
        a = g.apply(bot.choose(g))
        entries = [e for e in g._state["log"][n:] if e["kind"] == a.kind]
        for e in entries:
            assert e["text"] == str(Action(*a)) and e["data"] == events.decision_data(Action(*a))
        ready = events._LOGGED.get(a)
        if ready is not None and entries:
            assert all(e["data"] is not ready[1] for e in entries)  # a copy: an entry's data is its own
    again = Game.from_json(g.to_json())  # the replay writes the same log
    assert again.to_json() == g.to_json()


def test_a_decision_made_again_is_logged_without_its_words_made_again(monkeypatch):
    """A game played a second time from the same seed logs every decision from the memo: no text and no fields are
    made for it (main made both for every decision)."""
    def play():
        g = Game.new("lancashire", players=4, seed=1)
        bot = RandomBot(1)
        while not g.is_over:
            g.apply(bot.choose(g))
        return g

    first = play().to_json()
    made = []
    real_str, real_named = Action.__str__, Action.named
    monkeypatch.setattr(Action, "__str__", lambda a: made.append(a) or real_str(a))
    monkeypatch.setattr(Action, "named", lambda a: made.append(a) or real_named(a))
    again = play()
    assert made == []
    assert again.to_json() == first


# -- Game.apply carries out a listed decision in one call --------------------------------------------------------
def test_apply_of_a_listed_decision_calls_no_helper(monkeypatch):
    """``apply`` of one of the listed decisions checks it is listed and carries it out itself (main called
    ``_listed`` and ``_apply_legal`` for every decision); a hand-built one is still checked in full."""
    calls = []
    for name in ("_listed", "_apply_legal"):
        real = getattr(EngineGame, name)
        monkeypatch.setattr(EngineGame, name, lambda self, *a, _real=real, _name=name: calls.append(_name)
                            or _real(self, *a))
    g = Game.new("lancashire", players=4, seed=2)
    bot = RandomBot(2)
    for _ in range(40):
        g.apply(bot.choose(g))
    assert calls == []
    a = g.legal_actions()[0]
    g.apply(Action(*a))  # equal, not the listed object: checked by why_not, then applied
    assert g.history[-1] == str(a)


def test_apply_finds_the_listed_decision_by_a_plain_loop(monkeypatch):
    """``apply`` looks for the very object among the listed decisions with a plain loop, not ``any(map(is_, listed,
    repeat(action)))`` (a C pipeline whose call of ``is_`` for each decision passed over costs about a third more):
    over forty listed decisions applied, no ``repeat`` is made (main: one a decision)."""
    from brass_widget.engine import game as game_module

    made = []
    real = game_module.repeat
    monkeypatch.setattr(game_module, "repeat", lambda *a: made.append(a) or real(*a))
    g = Game.new("birmingham", players=4, seed=3)
    bot = RandomBot(3)
    for _ in range(40):
        g.apply(bot.choose(g))
    assert made == []
    assert len(g.history) == 40


# -- a View reads the tiles only where the View before saw some and where a tile was placed since (writes.placed) ----
def _tiles(v):
    return (v.tiles_of, v.occupancy, v.coal_mines, v.iron_works, v.breweries, v.coal_on_board, v.iron_on_board,
            v.trade_comps, v._held)


@pytest.mark.parametrize("edition,players", GAMES + [("lancashire", 2), ("birmingham", 3)])
@pytest.mark.parametrize("keep", [4096, 1])
def test_a_view_reads_the_tiles_of_one_made_from_nothing(monkeypatch, edition, players, keep):
    """Every View of seeded games holds the tiles, mines, works, breweries and trade components of a View of its state
    made without a View before it; also when the placements are let go at every one (``keep`` 1: a View whose mark is
    older reads the whole board)."""
    from brass_widget.engine import board, writes
    monkeypatch.setattr(writes, "_PLACED_MAX", keep)
    real = board.View.__init__
    seen = [0, 0]

    def checked(self, ed, st, prev=None, kept=False):
        real(self, ed, st, prev, kept)
        fresh = board.View.__new__(board.View)
        real(fresh, ed, st, None, False)
        assert _tiles(self) == _tiles(fresh)
        seen[0] += 1
        seen[1] = max(seen[1], len(self._held))

    monkeypatch.setattr(board.View, "__init__", checked)
    for seed in range(3):
        g = Game.new(edition, players=players, seed=seed)
        bot = RandomBot(seed)
        while not g.is_over:
            g.apply(bot.choose(g))
            c = g.clone()  # a clone's Views: another state, its tiles its own
            if not c.is_over:
                c.apply(bot.choose(c))
    assert seen[1] > 4  # Views of a board with tiles at several locations were checked


@pytest.mark.parametrize("edition,players,budget", [
    # main at ec1e81a: 12,855 / 8,124 / 4,393 lines; reading only where tiles are: 9,669 / 5,351 / 3,436
    ("lancashire", 4, 11_000), ("birmingham", 4, 6_700), ("duel", 2, 3_900)])
def test_a_view_reads_only_the_locations_that_may_hold_a_tile(edition, players, budget):
    """A View of the state its View before was made of reads the locations where that View saw a tile and those where
    a tile was placed since, not every location of the map."""
    from .test_listing_work import _lines
    assert _lines(edition, players, "engine/board.py", {"__init__"}) <= budget


# -- an era's links scored with each location's link icons counted once; the era's end asked without a generator ----
def _flow_calls(edition, players, seed=0):
    """Over one seeded game: calls of ``flow.link_vp``, and the comprehension and generator frames that
    ``flow.score_era``, ``flow.link_vp`` and ``Eras.ends`` ran (each resumption of a generator counted)."""
    calls = {"link_vp": 0, "frames": 0}

    def prof(frame, event, arg):
        if event != "call":
            return
        code = frame.f_code
        if not code.co_filename.endswith(("engine/flow.py", "engine/parts.py")):
            return
        if code.co_name == "link_vp":
            calls["link_vp"] += 1
        elif code.co_name.startswith("<") and frame.f_back is not None and \
                frame.f_back.f_code.co_name in ("score_era", "link_vp", "ends"):
            calls["frames"] += 1

    play_watched(edition, players, seed, prof)
    return calls


@pytest.mark.parametrize("edition,players,budget", [
    # main at ec1e81a: link_vp 36 / 36 / 20 calls (each end of each link); counted once a location: 21 / 22 / 10
    ("lancashire", 4, 28), ("birmingham", 4, 29), ("duel", 2, 15)])
def test_an_era_counts_each_locations_link_icons_once(edition, players, budget):
    """End of Era step 1: each link scores the icons at its ends; a location's icons are counted once for all the
    links ending there, and no comprehension or generator runs for it or for ``Eras.ends`` (main: 218 / 205 / 70 such
    frames a game, each ~1,600 instructions)."""
    calls = _flow_calls(edition, players)
    assert calls["link_vp"] <= budget
    assert calls["frames"] == 0


# -- an action that cannot go on: the View made to look for its continuations is the next position's ----------------
def _views_made(edition, players, seed=0):
    from brass_widget.engine import board
    made = [0]
    real = board.View.__init__

    def counting(self, *args, **kwargs):
        made[0] += 1
        real(self, *args, **kwargs)

    board.View.__init__ = counting
    try:
        g = Game.new(edition, players=players, seed=seed)
        bot = RandomBot(seed)
        while not g.is_over:
            g.apply(bot.choose(g))
    finally:
        board.View.__init__ = real
    return made[0]


@pytest.mark.parametrize("edition,players,budget", [
    # main at ec1e81a: 76 / 60 / 38 Views a seeded game; the continuations' View taken on: 71 / 55 / 36
    ("lancashire", 4, 73), ("birmingham", 4, 57), ("duel", 2, 37)])
def test_an_action_that_cannot_go_on_hands_its_view_to_the_next_position(edition, players, budget):
    """A link, develop or sale after which no further one is possible ends the action; when the turn's end changes no
    tile and no link, the View made of the state to look for continuations is renewed and taken as the next
    position's (``effects._continue_or_end``), not made again (``test_view_reuse`` compares every View with one made
    anew)."""
    assert _views_made(edition, players) <= budget


# -- a game's shuffles without a Python call per card (setup.Draws) -------------------------------------------------
def test_a_games_shuffle_gives_the_order_random_gives():
    """``setup.rng``'s shuffle puts a list in the very order ``random.Random.shuffle`` of the same seed does, and leaves
    the generator where it leaves it, at every length a deck, a tile pile or a turn order has (0 to 120)."""
    import random

    from brass_widget.engine.setup import Draws, rng
    assert type(rng(1, "setup")) is Draws
    for seed in range(40):
        for n in range(121):
            ours, theirs = rng(seed, f"test {n}"), random.Random(f"{seed}:test {n}")
            a, b = list(range(n)), list(range(n))
            ours.shuffle(a)
            theirs.shuffle(b)
            assert a == b and ours.getrandbits(32) == theirs.getrandbits(32)


def _shuffle_draws(edition, players, seed=0):
    """Over one seeded game (its setup included): the calls of ``random.Random._randbelow`` made by a shuffle."""
    made = [0]

    def prof(frame, event, arg):
        if event == "call" and frame.f_code.co_name == "_randbelow_with_getrandbits" and \
                frame.f_back is not None and frame.f_back.f_code.co_name == "shuffle":
            made[0] += 1

    sys.setprofile(prof)
    try:
        Game.new(edition, players=players, seed=seed)  # its setup's shuffles (play_watched watches the game after it)
    finally:
        sys.setprofile(None)
    play_watched(edition, players, seed, prof)
    return made[0]


@pytest.mark.parametrize("edition,players,budget", [
    # main at 6fdfdd9: 151 / 137 / 181 calls a seeded game, its setup included; setup.Draws: 0 / 0 / 0
    ("lancashire", 4, 10), ("birmingham", 4, 10), ("duel", 2, 10)])
def test_a_games_shuffles_make_no_python_call_per_card(edition, players, budget):
    """Setup's and an era's end's shuffles (the draw deck, the Distant Cotton Market's and the merchants' tiles, the
    turn order, Brass Duel's decks and persons) draw each card's place without a Python call (``setup.Draws``)."""
    assert _shuffle_draws(edition, players) <= budget


@pytest.mark.parametrize("edition,budget", [("lancashire", 815), ("birmingham", 820)])
def test_an_eras_end_passes_over_the_locations_without_tiles(edition, budget):
    """End of Era: the flipped tiles scored and (Canal Era) the level 1 tiles removed are found only at the locations
    holding a tile (a location of empty spaces is passed over at once, not space by space): 4p seed 0, lines in
    ``flow.score_era`` and ``flow._end_era`` Lancashire 842 -> 792, Birmingham 873 -> 770."""
    from tests.engine.test_listing_work import _lines

    assert _lines(edition, 4, "engine/flow.py", {"score_era", "_end_era"}) <= budget


@pytest.mark.parametrize("edition", ["lancashire", "birmingham"])
def test_a_decision_is_carried_out_for_the_seat_its_listing_found(edition):
    """The seat to decide is found once a position: ``legality.legal_actions`` keeps it on the View
    (``View.player``), and carrying out one of its decisions reads it there instead of asking ``current_player``
    again: 4p seed 0, ``current_player`` calls Lancashire 338 -> 169, Birmingham 336 -> 168. A View renewed, a
    private copy and a state written in place (``Game._written``) start without it, and it is always the seat
    ``current_player`` names."""
    from tests.engine.test_listing_work import _calls

    assert _calls(edition, 4, "engine/legality.py", {"current_player"}) <= 240
    g = Game.new(edition, players=4, seed=3)
    bot = RandomBot(3)
    while not g.is_over:
        g.legal_actions()
        v = g._v()
        assert v.player == g.current_player
        assert v.private().player is None
        g.apply(bot.choose(g))
    g = Game.new(edition, players=4, seed=3)
    g.legal_actions()
    g._written()
    assert g._view.player is None
