"""The bots play Brass Duel: every level finishes a seeded game, decides from its seat's observation only (the
decks' order and the opponent's Notable Persons dealt again change no decision), greedy beats random, and the
evaluation reads Duel's facts through edition hooks: the rounds left from the cards on the table, a link's value
by its kind, VP income."""

from __future__ import annotations

import json
import random

import pytest

from brass_widget import Game
from brass_widget.bots import BeginnerBot, GreedyBot, RandomBot, StrongBot
from brass_widget.bots.evaluation import projection
from brass_widget.bots.greedy import link_icons, terms
from brass_widget.cli import main
from brass_widget.simulation import GameSpec, play
from tests.engine.positions import assert_decides_from_observation, played


def small_strong(seed=0):
    return StrongBot(seed=seed, samples=1, width=3, max_evals=300)


FACTORIES = {"random": lambda: RandomBot(3), "beginner": lambda: BeginnerBot(3), "greedy": lambda: GreedyBot(3),
             "strong": small_strong}


def random_game(seed: int):
    """A seeded random Duel game to its end, with each decision's observation (for the seat to move)."""
    g = Game.new("duel", players=2, seed=seed)
    r = random.Random(seed)
    seen = []
    while not g.is_over:
        seen.append(g.observation(g.current_player))
        g.apply(r.choice(g.legal_actions()))
    return g, seen


@pytest.mark.parametrize("seed", [4, 9])
def test_duel_rounds_left_counts_the_rounds_the_game_really_plays(seed):
    _, seen = random_game(seed)
    last = seen[-1]["round"]
    ed = Game.new("duel", players=2, seed=seed).edition
    assert last > 5
    for obs in seen:  # every decision, from the Notable Persons' choice to the last action
        assert ed.rounds_left(obs) == last - obs["round"], (obs["round"], obs["turn"])
        assert ed.rounds_left(obs, whole_game=False) == ed.rounds_left(obs)  # one era: the whole game


def test_lancashire_rounds_left_is_the_rounds_of_the_eras_still_to_play():
    g = Game.new("lancashire", players=4, seed=1)
    obs = g.observation(g.current_player)
    per_era = g.edition.rounds_per_era(4, obs["variants"])
    assert obs["era"] == "canal" and obs["round"] == 1
    assert g.edition.rounds_left(obs) == 2 * per_era - 1
    assert g.edition.rounds_left(obs, whole_game=False) == per_era - 1


@pytest.mark.parametrize("level", list(FACTORIES))
def test_every_level_finishes_a_seeded_duel_game(level):
    g = play(GameSpec(seed=3, bots=(lambda seat: FACTORIES[level](), "random"), names=(level, "random"),
                      edition="duel", max_decisions=3000))
    assert g.is_over
    scores = g.final_scores()
    assert sorted(r["player"] for r in scores) == [0, 1]
    assert all(r["vp"] >= 0 for r in scores)


@pytest.mark.parametrize("steps", [1, 12, 45])
@pytest.mark.parametrize("level", list(FACTORIES))
def test_every_level_decides_from_its_duel_observation_only(level, steps):
    # the hidden parts changed: the decks' order, the opponent's persons
    assert_decides_from_observation(FACTORIES[level], played(2, 40 + steps, steps, edition="duel"), (70, 71))


def test_greedy_beats_random_at_duel():
    wins, margin = 0, 0
    for seed in range(1, 7):
        bots = ("greedy", "random") if seed % 2 else ("random", "greedy")  # seats alternate
        g = play(GameSpec(seed=seed, bots=bots, names=bots, edition="duel"))
        by_seat = {r["player"]: r for r in g.final_scores()}
        me = bots.index("greedy")
        wins += by_seat[me]["rank"] == 1
        margin += by_seat[me]["vp"] - by_seat[1 - me]["vp"]
    assert wins >= 5
    assert margin > 0


def _position_with_links(kinds):
    """A random Duel position where seat 0 owns a link of each kind in ``kinds`` (S1, Network)."""
    for seed in range(100):
        r = random.Random(seed)
        g = Game.new("duel", players=2, seed=seed)
        while not g.is_over:
            st = g.state
            owned = {st["link_kinds"][line] for line, owner in st["links"].items() if owner == 0}
            if set(kinds) <= owned and g.current_player == 0:
                return g
            g.apply(r.choice(g.legal_actions()))
    raise AssertionError(f"no random game gave seat 0 links of kinds {kinds}")


def test_the_evaluations_value_a_duel_link_by_its_kind():
    g = _position_with_links(("road",))
    obs = g.observation(0)
    greedy_links = {what: amount for term, what, amount in terms(g, 0) if term == "link"}
    ed = g.edition
    icons = {line: link_icons(ed, obs, ed.lines[line].a) + link_icons(ed, obs, ed.lines[line].b) for line in obs["links"]}
    assert any(icons[line] != 1 for line, kind in obs["link_kinds"].items() if kind == "road")  # it tells them apart
    for line, owner in obs["links"].items():
        if owner != 0:
            continue
        kind = obs["link_kinds"][line]
        if kind == "road":  # S1, End of game: a Road scores 1, whatever its ends show
            assert greedy_links[line] == 1
        elif kind == "rail":  # a Rail 2 plus its icons
            assert greedy_links[line] >= 2
    strong_links = [amount for term, amount in projection(g, 0) if term == "link"]
    roads = sum(1 for line, owner in obs["links"].items() if owner == 0 and obs["link_kinds"][line] == "road")
    assert strong_links.count(1) >= roads


def test_vp_income_is_worth_its_rounds_left():
    g = played(2, 5, 40, edition="duel")
    assert g.state["round"] >= 4 and not g.is_over
    seat = g.current_player
    g2 = Game.from_state({**g.state, "seats": [dict(s, vp_income=s["vp_income"] + (3 if i == seat else 0))
                                               for i, s in enumerate(g.state["seats"])]})
    rounds = g.edition.rounds_left(g.observation(seat))
    before = dict((t, a) for t, a in projection(g, seat) if t == "vp_income")
    after = dict((t, a) for t, a in projection(g2, seat) if t == "vp_income")
    # paid at the end of this round and of each round left (S1, On your turn; End of game)
    assert after.get("vp_income", 0) - before.get("vp_income", 0) == 3 * (rounds + 1)
    greedy_before = sum(a for t, _, a in terms(g, seat) if t == "vp_income")
    greedy_after = sum(a for t, _, a in terms(g2, seat) if t == "vp_income")
    assert greedy_after - greedy_before == 3 * (rounds + 1)


def test_cli_tournament_plays_duel(capsys):
    assert main(["tournament", "--edition", "duel", "--bots", "greedy,random", "--games", "2", "--seed", "1",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"] == 2 and out["games"] == 2 and {b["bot"] for b in out["bots"]} == {"greedy", "random"}
    greedy = next(b for b in out["bots"] if b["bot"] == "greedy")
    assert greedy["games"] == 2
    # one bot named: as many seats as Duel has (2), not the 4 of Lancashire and Birmingham
    assert main(["tournament", "--edition", "duel", "--bots", "random", "--games", "2", "--seed", "1"]) == 0
    assert "duel, 2 players, 2 games" in capsys.readouterr().out
