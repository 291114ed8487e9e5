"""The strong bot's search does less work for the same decisions (issue 36, session 29: ``test_strong_fingerprint.py``
keeps the decisions and values): each budget is a count of what one ``StrongBot().choose`` does at a seeded position,
between the count before the change and after it, never a time."""

import marshal
import sys

import pytest

from brass_widget import Game, RandomBot
from brass_widget.bots import evaluation
from brass_widget.bots.strong import StrongBot
from brass_widget.engine import game as game_module


def _position(edition: str = "lancashire", players: int = 4, decisions: int = 12, seed: int = 0) -> Game:
    g = Game.new(edition, players=players, seed=seed)
    bot = RandomBot(seed)
    for _ in range(decisions):
        g.apply(bot.choose(g))
    return g


@pytest.mark.parametrize("edition,players", [("lancashire", 4), ("birmingham", 4), ("duel", 2)])
def test_the_shared_observation_is_the_observation(edition, players):
    """``Game.shared_observation(seat)`` holds the values of ``observation(seat, log=False)`` at every decision of a
    seeded game, for every seat, and valuing a position through it leaves the game's state as it was."""
    g = Game.new(edition, players=players, seed=5)
    bot = RandomBot(5)
    n = 0
    while not g.is_over:
        if n % 3 == 0:
            before = marshal.dumps(g._state)
            for seat in range(players):
                assert g.shared_observation(seat) == g.observation(seat, log=False)
                evaluation.projected_vp(g, seat)
            assert marshal.dumps(g._state) == before
        g.apply(bot.choose(g))
        n += 1


def test_the_valuation_copies_no_state(monkeypatch):
    """The valuation reads a position's observation without copying the state: one ``choose`` at decision 12 of a
    seeded Lancashire game copied a state for an observation 1,574 times before (every plan step's valuation), 42
    after (the deep plans' position keys and the samples' deals)."""
    g = _position()
    calls = [0]
    copy = game_module._copy

    def counted(state):
        calls[0] += 1
        return copy(state)

    monkeypatch.setattr(game_module, "_copy", counted)
    StrongBot().choose(g)
    assert calls[0] <= 100


def _lines_in(files: tuple[str, ...], run) -> int:
    """Python lines executed in the files whose paths end with one of ``files`` while ``run()`` runs."""
    n = [0]

    def line(frame, event, arg):
        if event == "line":
            n[0] += 1
        return line

    def call(frame, event, arg):
        return line if frame.f_code.co_filename.endswith(files) else None

    sys.settrace(call)
    try:
        run()
    finally:
        sys.settrace(None)
    return n[0]


def _valuation_lines(edition: str, players: int) -> int:
    """Python lines executed in ``bots/evaluation.py`` and ``bots/reach.py`` valuing every seat at every position of
    a seeded random game (``projected_vp``)."""
    g = Game.new(edition, players=players, seed=1)
    bot = RandomBot(1)
    games = []
    while not g.is_over:
        games.append(g.clone())
        g.apply(bot.choose(g))

    def value_all() -> None:
        for position in games:
            for seat in range(players):
                evaluation.projected_vp(position, seat)

    return _lines_in(("bots/evaluation.py", "bots/reach.py"), value_all)


@pytest.mark.parametrize("edition,players,budget", [("lancashire", 4, 240_000), ("birmingham", 4, 230_000),
                                                    ("duel", 2, 68_000)])
def test_the_projection_reads_the_board_once(edition, players, budget):
    """The projection goes through the occupied spaces only (found by C-level iterators over a per-edition table of
    every space), reads each tile kind's numbers from one row, asks ``Selling.markets`` once per industry, counts a
    link's certain icons while it goes, and searches the lines by a per-edition adjacency table: lines executed
    before, seed 1: Lancashire 4p 324,944, Birmingham 4p 310,450, Duel 2p 82,027; after 171,401, 156,443, 53,126."""
    assert _valuation_lines(edition, players) <= budget


def test_a_copy_replaces_the_state_values_in_c():
    """``copies._copy_sharing_records`` (every ``clone``: the strong bot's every plan step) copies the state's dict and
    replaces its values by ``dict.update`` in C, where two comprehensions ran a step for each of the state's keys:
    lines executed in ``engine/copies.py`` cloning every position of a seeded Lancashire game (4p, seed 1: 162
    positions), 7,776 before (48 a copy), 2,592 after (16)."""
    g = Game.new("lancashire", players=4, seed=1)
    bot = RandomBot(1)
    positions = []
    while not g.is_over:
        positions.append(g)
        g = g.clone()
        g.apply(bot.choose(g))
    assert _lines_in(("engine/copies.py",), lambda: [position.clone() for position in positions]) <= 5_000


def test_a_move_paid_alike_is_valued_without_a_copy(monkeypatch):
    """Where the turn plans value every decision (``_greedy_step`` without ``per_move``), one paid like an earlier one
    (``Game.paid_alike``) takes its value without a copy, counted as an evaluation all the same: at decision 48 of a
    seeded Lancashire game one ``choose`` made 1,763 copies before, 1,277 after, for the same 1,787 evaluations."""
    g = _position(decisions=48)
    calls = [0]
    clone = Game.clone

    def counted(self):
        calls[0] += 1
        return clone(self)

    monkeypatch.setattr(Game, "clone", counted)
    bot = StrongBot()
    assert str(bot.choose(g)) == "build iron_works preston/3 card preston coal market"
    assert bot._evals == 1787  # the same work budget spent
    assert calls[0] <= 1_500


def test_the_first_decisions_paid_alike_are_valued_once(monkeypatch):
    """The turn plans' first step values each decision by its outcomes; one paid like an earlier one
    (``Game.paid_alike``) takes its value, and its outcomes are made only if its turn is planned: at decision 12 of a
    seeded Lancashire game one ``choose`` asked ``Game.outcomes`` 103 times before, 43 after, for the same 1,532
    evaluations and the same decision."""
    g = _position()
    calls = [0]
    outcomes = Game.outcomes

    def counted(self, action):
        calls[0] += 1
        return outcomes(self, action)

    monkeypatch.setattr(Game, "outcomes", counted)
    bot = StrongBot()
    assert str(bot.choose(g)) == "build iron_works manchester/4 card manchester coal manchester/1"
    assert bot._evals == 1532  # the same work budget spent
    assert calls[0] <= 70
