"""A game weighed decision by decision (``brass_widget.review``, issue 35): the coach's search and rank at the hint
list's horizon, VP lost, marks, the evaluation graph and ``brass-widget review``. Small seeded games, a few
decisions each (``numbers=``), with the coach's own budget: the marks are the coach's."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

from brass_widget import Game, GreedyBot, RandomBot, review
from brass_widget.bots.strong import StrongBot
from brass_widget.cli import main
from brass_widget.review import MARKS, mark


def _greedy_until_canal_round_2() -> Game:
    """Lancashire, 2 players, seed 11: GreedyBots until a seat has its whole turn of round 2 of the Canal Era."""
    g = Game.new("lancashire", players=2, seed=11)
    bot = GreedyBot(seed=1)
    while not (g.round == 2 and g.observation(g.current_player)["actions_left"] == 2):
        g.apply(bot.choose(g))
    return g


@pytest.fixture(scope="module")
def planted() -> Game:
    """A pass planted where the seat has £18 and builds open (Canal Era, round 2): decision 3, seat 1."""
    g = _greedy_until_canal_round_2()
    assert g.era == "canal" and g.state["seats"][g.current_player]["money"] >= 15
    g.apply(next(a for a in g.legal_actions() if a.kind == "pass"))
    return g


def test_a_planted_pass_with_money_and_builds_open_is_a_blunder_naming_the_best(planted):
    n, seat = len(planted.history), 1
    w = review(planted, seat=seat, numbers=[n]).decisions[0]
    assert (w.number, w.seat, w.played) == (n, seat, planted.history[-1])
    assert w.mark == "blunder" and w.lost >= 8, w.line()
    assert w.best.startswith("build ") and w.best_value - w.played_value == pytest.approx(w.lost)
    assert w.pattern.startswith("a pass with £") and "blunder" in w.line() and w.best in w.line()


def test_the_strong_bots_own_decisions_are_fine_and_a_random_seats_are_not():
    """Measured: the StrongBot's 4 decisions in the game's first 12 all 'fine'; the RandomBot's 8: 2 fine, 5
    mistakes, 1 blunder. The bound asserted, 3 in 4 fine, is from the validation (scripts/review_levels.py, 28
    games: docs/measurements/issue35-review-levels-2026-11-29): the StrongBot's decisions were 92% fine over 8
    Lancashire games and 85% over all, its lowest game 70.5%; "almost all", not every one."""
    g = Game.new("lancashire", players=2, seed=11)
    bots = [StrongBot(seed=0), RandomBot(seed=3)]
    for _ in range(12):
        g.apply(bots[g.current_player].choose(g))
    strong = review(g, seat=0).decisions
    assert strong and sum(w.mark == "fine" for w in strong) >= 0.75 * len(strong)
    rand = review(g, seat=1).decisions
    assert sum(w.mark in ("mistake", "blunder") for w in rand) >= len(rand) / 2
    assert all(w.lost >= 0 and w.best_value >= w.played_value for w in strong + rand)


def test_the_same_game_reviewed_twice_or_on_an_executor_is_identical(planted):
    numbers = range(1, len(planted.history) + 1)
    once = review(planted, seat=1, numbers=numbers)
    assert review(planted, seat=1, numbers=numbers) == once
    with ProcessPoolExecutor(2) as pool:
        assert review(planted, seat=1, numbers=numbers, executor=pool) == once
    replay, seats = Game.new("lancashire", players=2, seed=11), []
    for t in planted.history:
        seats.append(replay.current_player)
        replay.apply(t)
    assert [w.number for w in once.decisions] == [n for n in numbers if seats[n - 1] == 1]  # seat 1's own alone
    assert 2 <= len(once.decisions) < len(numbers)


def test_marks_follow_the_stated_table():
    assert [mark(x) for x in (0.0, 0.999999, 1.0, 2.9, 3.0, 7.99, 8.0, 40.0)] == [
        "fine", "fine", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]
    assert [name for _, name in MARKS] == ["fine", "inaccuracy", "mistake", "blunder"]


def test_a_finished_games_graph_has_each_seat_the_eras_and_its_final_vp():
    """Nothing weighed (``numbers=[]``): the graph's numbers alone, for a whole GreedyBot game."""
    g = Game.new("lancashire", players=2, seed=4)
    bot = GreedyBot(seed=2)
    while not g.is_over:
        g.apply(bot.choose(g))
    rev = review(g, numbers=[])
    assert rev.decisions == [] and len(rev.projected) == len(g.history) + 1
    assert rev.projected[-1] == [float(s["vp"]) for s in g.state["seats"]]
    replay, eras = Game.new("lancashire", players=2, seed=4), []
    for t in g.history:
        eras.append(replay.era)
        replay.apply(t)
    rail = eras.index("rail")  # decisions made in the Canal Era
    assert rev.eras == [(1, "Canal"), (rail + 1, "Rail")]
    fig = rev.graph()
    assert [t.name for t in fig.data] == ["Blue (player 0)", "Orange (player 1)"]
    assert [s.x0 for s in fig.layout.shapes] == [rail + 1]


def test_the_graph_marks_the_blunder_on_its_seats_line(planted):
    rev = review(planted, seat=1, numbers=[len(planted.history)])
    fig = rev.graph()
    marked = [t for t in fig.data if t.meta == "marked"]
    assert len(marked) == 1 and list(marked[0].x) == [len(planted.history)] and marked[0].marker.symbol == ("star",)
    assert [t.name for t in fig.data if t.meta == "projected"] == ["Orange (player 1)"]  # one seat: its own view


@pytest.mark.parametrize("call,error,words", [
    (lambda g: review("game.json"), TypeError, "needs a Game"),
    (lambda g: review(g), ValueError, "not finished"),
    (lambda g: review(g, seat=2), ValueError, "seat must be"),
    (lambda g: review(g, seat=True), ValueError, "seat must be"),
    (lambda g: review(g, seat=0, numbers=[0]), ValueError, "from 1 to"),
    (lambda g: review(g, seat=0, numbers=5), TypeError, "decision numbers"),
    (lambda g: review(Game.new("duel", players=2, seed=1), seat=0), ValueError, "no decisions"),
])
def test_bad_input_is_one_clear_error(planted, call, error, words):
    before = planted.to_json()
    with pytest.raises(error, match=words):
        call(planted)
    assert planted.to_json() == before


def test_the_command_prints_the_marked_decisions_and_writes_the_graph(planted, tmp_path, capsys):
    saved, out = tmp_path / "game.json", tmp_path / "graph.html"
    saved.write_text(planted.to_json())
    n = len(planted.history)
    assert main(["review", str(saved), "--seat", "1", "--max-decisions", str(n), "--out", str(out), "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert f"#{n} Orange (player 1), Canal 2: {planted.history[-1]} - blunder" in printed
    assert f"wrote {out}" in printed and "Orange (player 1)" in out.read_text()


@pytest.mark.parametrize("text,words", [("{not json", "is not a valid saved game"), ("", "is not a valid saved game")])
def test_the_command_says_in_one_line_what_is_wrong_with_a_file(tmp_path, capsys, text, words):
    bad = tmp_path / "bad.json"
    bad.write_text(text)
    assert main(["review", str(bad), "--quiet"]) == 1
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


def test_the_command_refuses_a_game_in_progress_without_a_seat(planted, tmp_path, capsys):
    saved = tmp_path / "game.json"
    saved.write_text(planted.to_json())
    assert main(["review", str(saved), "--quiet"]) == 1
    err = capsys.readouterr().err
    assert "not finished" in err and "seat" in err and err.count("\n") == 1


def test_a_decision_is_weighed_from_its_seats_observation_alone():
    """Birmingham, 2 players, seed 11, before decision 3, and three tables that differ from it only in what the seat
    to move may not see (the other hand, the deck order): the same weighing, word for word. (A search that read the
    real game instead of one dealt from the seat's observation weighs all three otherwise, measured.)"""
    from brass_widget.review import _weigh
    from tests.engine.positions import rehidden
    g, bot = Game.new("birmingham", players=2, seed=11), GreedyBot(seed=1)
    for _ in range(2):
        g.apply(bot.choose(g))
    played, seat = str(bot.choose(g)), g.current_player
    want = _weigh(g, played, 3, 0)
    assert want.mark != "forced"
    for s in (70, 71, 72):
        twin = rehidden(g, seat, s)
        assert twin.state != g.state
        assert _weigh(twin, played, 3, 0) == want


def test_a_progress_bar_counts_the_decisions_weighed(planted, capsys):
    review(planted, seat=1, numbers=[len(planted.history)], progress=True)
    err = capsys.readouterr().err
    assert "0/1 decisions" in err and "1/1 decisions" in err and err.endswith("\n")


def _greedy(seed: int, decisions: int) -> Game:
    """Lancashire, 2 players: GreedyBot(seed=1) plays both seats for ``decisions`` decisions."""
    g, bot = Game.new("lancashire", players=2, seed=seed), GreedyBot(seed=1)
    for _ in range(decisions):
        g.apply(bot.choose(g))
    return g


def _named(g: Game, played: str, best: str) -> str:
    """The pattern named for ``played`` where ``best`` was best, in ``g`` as the seat to move saw it."""
    from brass_widget.review import _pattern
    seat = g.current_player
    seen = g.dealt_for(seat, seed=0)
    return _pattern(seen, seat, seen.parse(played), seen.parse(best))


def test_a_level_one_tile_built_on_the_eras_last_action_is_named_and_one_with_an_action_to_follow_is_not():
    """Seed 1, Canal Era round 10 (its last): before decision 43 seat 0 has its last action of the era; before
    decision 41 its turn has two actions left (the second could flip the tile)."""
    last = _greedy(1, 42)
    assert (last.era, last.round, last.state["actions_left"], last.current_player) == ("canal", 10, 1, 0)
    develop = next(str(a) for a in last.legal_actions() if a.kind == "develop")
    named = _named(last, "build port warrington_runcorn/2 card warrington_runcorn", develop)
    assert named.startswith("a tile left to be removed at the era's end"), named
    earlier = _greedy(1, 40)
    assert (earlier.round, earlier.state["actions_left"], earlier.current_player) == (10, 2, 0)
    network = next(str(a) for a in earlier.legal_actions() if a.kind == "network")
    assert _named(earlier, "build port ellesmere_port/1 card double", network) == ""


def test_no_develop_all_era_is_named_on_its_last_action_and_a_develop_missed_otherwise():
    """Seed 4, Canal Era round 10: seat 1 has taken no Develop this era (decision 48 its last action); seat 0 has
    (decision 45, its last action): only a Develop missed."""
    none = _greedy(4, 47)
    assert none.current_player == 1 and none.state["actions_left"] == 1 and none.round == 10
    assert not any(e["kind"] == "develop" and e["player"] == 1 for e in none.state["log"])
    develop = next(str(a) for a in none.legal_actions() if a.kind == "develop")
    network = next(str(a) for a in none.legal_actions() if a.kind == "network")
    assert _named(none, network, develop) == "no Develop before the Rail Era"
    some = _greedy(4, 44)
    assert some.current_player == 0 and some.state["actions_left"] == 1
    assert any(e["kind"] == "develop" and e["player"] == 0 and e["era"] == "canal" for e in some.state["log"])
    develop = next(str(a) for a in some.legal_actions() if a.kind == "develop")
    network = next(str(a) for a in some.legal_actions() if a.kind == "network")
    assert _named(some, network, develop) == "a Develop missed"


def test_the_seats_own_coal_left_unused_is_named_where_the_best_would_take_it():
    """Seed 11, before decision 44 (Canal Era round 10, seat 0): the best builds an iron works with a cube of coal
    from the seat's own mine at manchester/1, the decision played builds a port with none."""
    g = _greedy(11, 43)
    assert g.current_player == 0 and g.state["board"]["manchester"][0]["owner"] == 0
    port = "build port ellesmere_port/1 card double"
    iron_works = "build iron_works rochdale/3 card double coal manchester/1"
    assert _named(g, port, iron_works) == "coal or iron left unused: the best takes 1 coal from your own tiles"
    assert _named(g, port, "build port fleetwood/1 card double") == ""  # the best takes no cube of the seat's


def test_a_weighing_keeps_the_hint_list_the_hint_gives_there(planted):
    """The Hint's list at the planted pass (``Weighing.hints``), from the review's own search: the same decisions and
    projected VP, in the same order, as ``coach.ranked`` gives there with no time limit; best first by the coach's
    rank, the first the better decision; the pass is not among them."""
    from brass_widget.bots import coach
    from brass_widget.bots.exact import settled
    n = len(planted.history)
    w = review(planted, seat=1, numbers=[n]).decisions[0]
    before = planted.clone()
    before.undo(1)
    hints = coach.ranked(before, 3, 0, None)
    assert [(h.move, h.vp) for h in w.hints] == [(str(x.action), settled(x.projected_vp)) for x in hints]
    assert 2 <= len(w.hints) <= 3 and len({h.move for h in w.hints}) == len(w.hints)
    assert [h.value for h in w.hints] == sorted((h.value for h in w.hints), reverse=True)
    assert (w.hints[0].move, w.hints[0].value, w.hints[0].vp) == (w.best, w.best_value, w.best_vp)
    assert w.played not in [h.move for h in w.hints]
