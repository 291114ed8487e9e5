"""The bot levels: each decides from its seat's observation only (changing only the hidden parts changes
no decision), plays legal decisions to the end of a game, and the strong bot's budget is deterministic.
The projected-final-VP evaluation values loans and money the way the rules make them worth."""

from __future__ import annotations

import pytest

from brass_widget import Game
from brass_widget.bots import BOTS, BeginnerBot, GreedyBot, RandomBot, StrongBot
from brass_widget.bots.evaluation import projected_vp
from brass_widget.simulation import GameSpec, play
from tests.engine.positions import Position, assert_decides_from_observation, played
from tests.engine.test_hidden import dcm_sale_position, with_top_tile


def small_strong(seed=0):
    return StrongBot(seed=seed, samples=2, width=3, max_evals=400, deep_width=2, deep_evals=600)


FACTORIES = {"random": lambda: RandomBot(3), "beginner": lambda: BeginnerBot(3), "greedy": lambda: GreedyBot(3),
             "strong": small_strong}


def test_the_levels_are_registered_weakest_first():
    assert list(BOTS) == ["random", "beginner", "greedy", "strong"]
    assert BOTS["strong"] is StrongBot and BOTS["beginner"] is BeginnerBot
    assert all(BOTS[name].name == name for name in BOTS)


@pytest.mark.parametrize("edition,players,seed,steps", [("lancashire", 4, 21, 90), ("lancashire", 3, 22, 110),
                                                        ("birmingham", 4, 23, 80), ("birmingham", 2, 24, 70)])
@pytest.mark.parametrize("level", list(FACTORIES))
def test_every_level_decides_from_its_observation_only(level, edition, players, seed, steps):
    assert_decides_from_observation(FACTORIES[level], played(players, seed, steps, edition=edition), (60, 61))


@pytest.mark.parametrize("level", ["beginner", "strong"])
def test_the_new_levels_do_not_peek_at_the_next_distant_tile(level):
    g, _ = dcm_sale_position(40)
    tops = sorted(set(g.state["dcm"]["draw"]))
    assert len(tops) > 1
    assert len({str(FACTORIES[level]().choose(with_top_tile(g, v))) for v in tops}) == 1


def test_strong_bot_is_deterministic_and_its_budget_does_not_depend_on_time():
    g = played(4, 31, 60)
    first = str(StrongBot(seed=5, max_evals=300).choose(g))
    assert str(StrongBot(seed=5, max_evals=300).choose(g.clone())) == first
    # a generous time limit never reached changes nothing: the evaluation budget decides
    assert str(StrongBot(seed=5, max_evals=300, time_limit=3600).choose(g)) == first


def test_strong_bot_plans_past_its_first_decision():
    """With width 1 it plays its one-decision favourite; with more it may look at the turn's end. On a
    position where both actions remain, the planned choice is never worse at the turn's end."""
    g = played(4, 32, 40)
    seat = g.current_player
    wide = StrongBot(seed=1, width=8, max_evals=5000)
    narrow = StrongBot(seed=1, width=1, max_evals=5000)
    seen = g.dealt_for(seat, seed=1 * 7919)
    wide._evals, wide._deadline = 0, None
    narrow._evals, narrow._deadline = 0, None
    best_wide = max(wide._turn_values(seen, seat)[0].values())
    best_narrow = max(narrow._turn_values(seen, seat)[0].values())
    assert best_wide >= best_narrow


def test_a_full_game_of_each_new_level_is_legal_to_the_end():
    spec = GameSpec(seed=3, bots=("beginner", "strong"), names=("beginner", "strong"),
                    bot_options=((), (("width", 2), ("max_evals", 200))), max_decisions=2000)
    g = play(spec)
    assert g.is_over and len(g.history) > 50
    replay = Game.new("lancashire", players=2, seed=3)
    for text in g.history:  # every decision they made was legal in turn
        replay.play(text)
    assert replay.final_scores() == g.final_scores()


def test_evaluation_counts_an_early_loan_against():
    g = Game.new("lancashire", players=2, seed=4)
    seat = g.current_player
    loan = next(a for a in g.legal_actions() if a.kind == "loan" and a.amount == 30)
    after = g.clone()
    after.apply(loan)
    # £30 now against 3 income levels for every round of both eras
    assert projected_vp(after, seat) < projected_vp(g, seat)


def _last_round(edition):
    g = Game.new(edition, players=2, seed=4)
    bot = GreedyBot()
    while not (g.era == "rail" and g.round == g.edition.eras.rounds(2, ())):
        g.apply(bot.choose(g))
    return g


def test_greedy_values_cash_it_cannot_spend_at_nothing_in_birmingham():
    """Birmingham converts no money into VP at the end, so a loan in the last round (cash nobody can
    spend, income lost) must not look good to GreedyBot; in Lancashire £10 is still 1 VP at the end."""
    from brass_widget.bots.greedy import evaluate, terms
    g = _last_round("birmingham")
    seat = g.current_player
    loans = [a for a in g.legal_actions() if a.kind == "loan"]
    assert loans, "no loan to test"
    after = g.clone()
    after.apply(max(loans, key=lambda a: a.amount))
    assert evaluate(after, seat) <= evaluate(g, seat)  # before the fix: +3 (£30 at £10 a VP)
    g = _last_round("lancashire")
    seat = g.current_player
    money = g.observation(seat)["seats"][seat]["money"]
    assert dict((t, v) for t, _, v in terms(g, seat))["money"] == money / 10 + min(money, 6) / 2


def test_money_is_worth_most_while_it_can_be_spent():
    from brass_widget.bots.evaluation import DEFAULT, money_value
    for edition, end in (("lancashire", 0.1), ("birmingham", 0.01)):
        start = Game.new(edition, players=2, seed=4)
        assert money_value(start, start.observation(0)) == DEFAULT.money_vp
        late = _last_round(edition)
        assert money_value(late, late.observation(0)) == pytest.approx(end)


def test_beginner_borrows_but_never_below_its_floor():
    from brass_widget.bots.beginner import MIN_LEVEL
    loans = 0
    for seed in (1, 2):
        g = Game.new("lancashire", players=3, seed=seed)
        bots = [BeginnerBot(seed=s) for s in range(3)]
        while not g.is_over:
            seat = g.current_player
            a = bots[seat].choose(g)
            g.apply(a)
            if a.kind == "loan":
                loans += 1
                assert g.income_level(seat) >= MIN_LEVEL
    assert loans > 0  # it does borrow when the evaluation likes it: the floor is what stops it


def _port_race():
    """Seat 0 to act, one action left: its mill at Preston can sell to the last port it reaches (seat 1's at
    Fleetwood; the Distant Cotton Market is closed). Seat 1, next to act, has a mill that reaches the same
    port, no money and no port tiles left, so its best reply is to sell there first, which flips the port
    (Sell Action: a port tile flips when cotton is sold to it) and leaves seat 0's mill no market. A
    second mill at Blackburn looks best for seat 0 at the end of its own turn; selling now is best once
    seat 1's reply is seen."""
    p = Position(players=4, seed=7, first=0)
    p.tile("fleetwood/1", 1, "port").tile("preston/1", 1, "port", flipped=True).link("preston--fleetwood", 2)
    p.tile("preston/2", 0, "cotton_mill").tile("blackburn/1", 1, "cotton_mill")
    p.link("preston--wigan", 3).link("wigan--blackburn", 3)
    p.taken(1, "port", len(p.ed.tiles["port"])).money(1, 0).money(2, 0).money(3, 0).money(0, 40)
    p.hand(0, "blackburn").set(round=1, actions_left=1)  # the first round: one action a turn
    dcm = p.st["dcm"]  # the Distant Cotton Market at X: tiles drawn until the marker reaches it
    while sum(abs(v) for v in dcm["used"]) < len(p.ed.dcm_track) - 1:
        dcm["used"].append(dcm["draw"].pop())
    dcm["marker"] = len(p.ed.dcm_track) - 1
    return p.game()


def test_the_deeper_plan_sees_an_opponent_take_the_last_port():
    g = _port_race()
    assert g.current_player == 0
    sale = "sell preston/2 to fleetwood/1"
    assert any(str(a).startswith(sale) for a in g.legal_actions())
    one_turn = str(StrongBot(seed=1, depth=0).choose(g))
    assert one_turn.startswith("build cotton_mill blackburn/2")  # the one-turn plan misses the reply
    for depth in (1, 2):
        assert str(StrongBot(seed=1, depth=depth).choose(g)).startswith(sale)


def test_a_reply_plan_plays_the_other_seats_to_the_bots_next_turn():
    g = _port_race()
    bot = StrongBot(seed=1, depth=1)
    bot._evals, bot._deadline = 0, None
    after = g.dealt_for(0, seed=3)
    after.play("build cotton_mill blackburn/2 card blackburn coal market")  # seat 0's turn ends
    start = len(after.history)
    value, end = bot._reply(after.clone(), 0)
    assert end.current_player == 0 and (end.era, end.round) == ("canal", 2)  # seat 0 to start its next turn
    assert end.history[start].startswith("sell blackburn/1 to fleetwood/1")  # seat 1 sold to the last port
    assert value == pytest.approx(projected_vp(end, 0, w=bot.weights))
    deeper = StrongBot(seed=1, depth=2)
    deeper._evals, deeper._deadline = 0, None
    _, later = deeper._reply(after.clone(), 0)
    assert later.current_player != 0 or (later.era, later.round) != ("canal", 2)  # and played that turn too
    assert later.history[:len(end.history)] == end.history


def test_depth_zero_is_the_one_turn_plan_and_the_deep_plans_are_deterministic():
    g = played(4, 34, 50)
    seat = g.current_player
    for depth in (0, 1, 2):
        first = str(StrongBot(seed=2, depth=depth, max_evals=600, deep_evals=800).choose(g))
        assert str(StrongBot(seed=2, depth=depth, max_evals=600, deep_evals=800).choose(g.clone())) == first
    flat = StrongBot(seed=2, depth=0, max_evals=600)
    flat._evals, flat._deadline = 0, None
    seen = g.dealt_for(seat, seed=2 * 7919)
    values, _ = flat._turn_values(seen.clone(), seat)
    flat._evals = 0
    assert flat._plan_values(seen, seat) == values


def test_cli_tournament_takes_the_strong_bots_depth(capsys):
    from brass_widget.cli import main
    assert main(["tournament", "--bots", "strong", "--depth", "3"]) == 2
    assert "--depth" in capsys.readouterr().err
    assert main(["tournament", "--bots", "strong", "--deep-width", "0"]) == 2
    assert main(["tournament", "--bots", "strong", "--weights", '{"no_such_weight": 1}']) == 2
    assert main(["tournament", "--bots", "strong", "--weights", '{"money_vp": "a lot"}']) == 2
    assert "--weights" in capsys.readouterr().err
    assert main(["tournament", "--bots", "strong,random", "--games", "2", "--depth", "0", "--width", "2",
                 "--max-evals", "100", "--weights", '{"open_markets": false}', "--json"]) == 0
    import json
    out = json.loads(capsys.readouterr().out)
    assert out["bot_options"] == {"strong": {"depth": 0, "width": 2, "max_evals": 100,
                                             "weights": {"open_markets": False}}}


def test_planning_past_the_turn_only_where_a_turn_starts():
    """With ``deep_every_decision=False`` the deep plan is made at the first decision of each turn (all of
    its actions ahead, nothing pending); later decisions of the turn follow the turn plan, as depth 0."""
    from brass_widget.bots.strong import _turn_starts
    g = Game.new("lancashire", players=4, seed=35)
    bot = GreedyBot(1)
    starts = seconds = 0
    while seconds < 2:
        obs = g.observation(g.current_player)
        if g.round >= 2 and not obs["pending"] and obs["actions_left"] == 1 and len(g.legal_actions()) > 1:
            assert not _turn_starts(g.edition, obs)
            turn_only = StrongBot(seed=3, deep_every_decision=False, max_evals=800)
            assert str(turn_only.choose(g)) == str(StrongBot(seed=3, depth=0, max_evals=800).choose(g))
            seconds += 1
        elif obs["actions_left"] == 2 and not obs["pending"]:
            assert _turn_starts(g.edition, obs)
            starts += 1
        g.apply(bot.choose(g))
    first = Game.new("lancashire", players=4, seed=35)
    assert starts and _turn_starts(first.edition, first.observation(first.current_player))  # round 1: 1 action


def test_a_builds_reason_says_what_it_costs_and_earns_in_the_rulebooks_numbers():
    """Issue 21: a hint's "why" says in numbers what the move does, not only what it is: a tile's cost, and the VP
    and income it earns once it flips (the data file's numbers)."""
    g = Game.new("lancashire", players=2, seed=3)
    build = next(a for a in g.legal_actions() if a.kind == "build" and a.industry == "cotton_mill")
    spec = g.edition.spec("cotton_mill", 1)
    why = GreedyBot(seed=0).explain(g, str(build))
    assert f"for £{spec.cost}, and once sold earns +{spec.vp} VP at the era's end and income +{spec.income} spaces" in why, why


def test_birmingham_greedy_does_not_borrow_below_income_level_minus_3():
    """Issue 24: at these recorded positions of Birmingham greedy self-play the seat to move is at income level -3,
    and GreedyBot took a £30 loan there before (down to -6: a borrowing spiral). Now it does not."""
    import json
    from pathlib import Path

    from brass_widget.bots.greedy import MIN_LEVEL, value
    data = json.loads((Path(__file__).parent / "greedy_loan_positions.json").read_text())
    for pos in data["positions"]:
        g = Game.new("birmingham", players=4, seed=pos["seed"])
        for text in pos["history"]:
            g.play(text)
        seat = g.current_player
        assert g.income_level(seat) == pos["level"] == MIN_LEVEL
        loan = g.parse(pos["loan_before"])
        assert loan in g.legal_actions()
        assert GreedyBot(seed=pos["seed"] * 10 + seat).choose(g).kind != "loan"
        after = g.clone()
        after.apply(loan)
        assert value(after, seat) < value(g, seat)  # the loan is a loss to the bot's valuation


def test_greedy_keeps_lancashires_evaluation_and_values_the_others_in_projected_vp():
    """Lancashire: GreedyBot's own evaluation. Birmingham and Duel: the projection with more weight on cash, less
    10 VP for each income level below -3 (a loan at -3 down to -6 costs 30 VP more than the projection says)."""
    import dataclasses
    import json
    from pathlib import Path

    from brass_widget.bots.greedy import DEBT_PENALTY, WEIGHTS, evaluate, value
    lanc = played(4, 51, 40)
    assert all(value(lanc, s) == evaluate(lanc, s) for s in range(4))
    no_floor = dataclasses.replace(WEIGHTS, floor_vp=0.0)
    for edition, players in (("birmingham", 4), ("duel", 2)):
        g = played(players, 52, 40, edition=edition)
        assert all(value(g, s) == projected_vp(g, s, w=no_floor) for s in range(players) if g.income_level(s) >= -3)
    pos = json.loads((Path(__file__).parent / "greedy_loan_positions.json").read_text())["positions"][0]
    g = Game.new("birmingham", players=4, seed=pos["seed"])
    for text in pos["history"]:
        g.play(text)
    seat = g.current_player
    g.apply(g.parse(pos["loan_before"]))
    assert g.income_level(seat) == -6
    assert value(g, seat) == pytest.approx(projected_vp(g, seat, w=no_floor) - 3 * DEBT_PENALTY)
