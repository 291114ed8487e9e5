"""The bots play Brass Duel: every level finishes a seeded game, decides from its seat's observation only (the
decks' order and the opponent's Notable Persons dealt again change no decision), greedy beats random, and the
evaluation reads Duel's facts through edition hooks: the rounds left from the cards on the table, a link's value
by its kind, VP income."""

from __future__ import annotations

import copy
import json
import random

import pytest

from brass_widget import Game
from brass_widget.bots import BeginnerBot, GreedyBot, RandomBot, StrongBot
from brass_widget.bots.evaluation import DEFAULT, projected_vp, projection
from brass_widget.bots.greedy import link_icons, terms
from brass_widget.cli import main
from brass_widget.engine.flow import score_era
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
        assert ed.eras.rounds_left(obs) == last - obs["round"], (obs["round"], obs["turn"])
        assert ed.eras.rounds_left(obs, whole_game=False) == ed.eras.rounds_left(obs)  # one era: the whole game


def test_lancashire_rounds_left_is_the_rounds_of_the_eras_still_to_play():
    g = Game.new("lancashire", players=4, seed=1)
    obs = g.observation(g.current_player)
    per_era = g.edition.eras.rounds(4, obs["variants"])
    assert obs["era"] == "canal" and obs["round"] == 1
    assert g.edition.eras.rounds_left(obs) == 2 * per_era - 1
    assert g.edition.eras.rounds_left(obs, whole_game=False) == per_era - 1


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
    rounds = g.edition.eras.rounds_left(g.observation(seat))
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


# -- the game's end: Lodgings flip, then the Notable Persons score (S1, End of game 1-2) ----------------------------
def _find(test, seeds=range(300)):
    """The first position of a seeded random Duel game where ``test(game, seat to move)`` holds."""
    for seed in seeds:
        g = Game.new("duel", players=2, seed=seed)
        r = random.Random(seed)
        while not g.is_over:
            p = g.current_player
            if not g.state["choosing"] and test(g, p):
                return g, p
            g.apply(r.choice(g.legal_actions()))
    raise AssertionError("no random game gave such a position")


def _own_tiles(g, p, industry, flipped=False):
    return [(loc, i) for loc, spaces in g.state["board"].items() for i, t in enumerate(spaces)
            if t is not None and t["owner"] == p and t["industry"] == industry and t["flipped"] == flipped]


def _lodging_by_own_link(g, p):
    ed = g.edition
    return [(loc, i) for loc, i in _own_tiles(g, p, "lodging")
            if any(owner == p and loc in ed.lines[line].ends for line, owner in g.state["links"].items())]


def _last_round_lodging(g, p):
    """The last round (no income left to come), and an unflipped Lodging of the seat beside one of its links."""
    return g.edition.eras.rounds_left(g.observation(p)) == 0 and bool(_lodging_by_own_link(g, p))


def _with(g, edit):
    st = copy.deepcopy(g.state)
    edit(st)
    return Game.from_state(st)


def _give_person(st, seat, card):
    """The Notable Person ``card`` joins ``seat`` (from the box, a deck, a row or a pile); a card of no immediate
    effect, so nothing else changes. Taken from the box, a deck or a row, it swaps places with a card of a discard
    pile (a person, into the box), so that each keeps its size (checked against the round)."""
    persons = Game.new("duel", players=2, seed=0).edition.persons
    places = [st["box"], *st["decks"].values(), *st["rows"].values()]
    for pile in places:
        if card in pile:
            k = pile.index(card)
            fits = (lambda c: c in persons) if pile is st["box"] else (lambda c: c is not None)
            src, j = next((src, j) for src in [s["discard"] for s in st["seats"]]
                          for j, c in enumerate(src) if c != card and fits(c))
            pile[k] = src.pop(j)
            break
    for pile in [s[k] for s in st["seats"] for k in ("hand", "discard", "persons")]:
        if card in pile:
            pile.remove(card)
    st["seats"][seat]["persons"].append(card)


def _end(g):
    """What the game's end scores if it comes now, by the engine's own steps on a copy: the edition's steps first
    (S1, End of game 1-2: Lodgings flip, persons score), then links and flipped tiles (steps 3-5)."""
    st = copy.deepcopy(g.state)
    extra = g.edition.scoring.before_era(st)
    breakdown = score_era(g.edition, st)
    return breakdown, extra


def _final_vp(g, p):
    breakdown, extra = _end(g)
    return breakdown["totals"][p] + extra["persons"][p]


def test_an_unflipped_lodging_is_worth_what_final_scoring_gives_it():
    g, p = _find(_last_round_lodging)
    assert "np_4" in g.edition.persons and g.edition.persons["np_4"]["scoring"]["per"] == "flipped_lodging"
    g = _with(g, lambda st: _give_person(st, p, "np_4") if "np_4" not in st["seats"][p]["persons"] else None)
    loc, i = _lodging_by_own_link(g, p)[0]

    def remove(st):
        st["board"][loc][i] = None

    without = _with(g, remove)
    gain = _final_vp(g, p) - _final_vp(without, p)  # its VP, its icon on the links beside it, the person's 2
    spec = g.edition.spec("lodging", g.state["board"][loc][i]["level"])
    assert gain >= spec.vp + 2
    # S1, End of game 1: it flips for certain, so the projection counts all of it (no income is left to come)
    assert projected_vp(g, p) - projected_vp(without, p) == pytest.approx(gain)
    # the greedy evaluation: its whole VP, and every link as final scoring scores it (the Lodging's icon counted)
    built = {what: amount for term, what, amount in terms(g, p) if term == "built"}
    level = g.state["board"][loc][i]["level"]
    income_part = spec.income / 4 + g.edition.scoring.flip_vp_income("lodging", level) * 0 / 2
    assert built[f"{loc}/{i + 1}"] == pytest.approx(spec.vp + income_part)
    breakdown, _ = _end(g)
    scored = {row["line"]: row["vp"] for row in breakdown["links"] if row["player"] == p}
    greedy_links = {what: amount for term, what, amount in terms(g, p) if term == "link"}
    assert greedy_links == scored
    strong_links = sorted(amount for term, amount in projection(g, p) if term == "link")
    assert strong_links[-1] >= 1 and sum(strong_links) >= sum(scored.values())


def test_notable_persons_are_valued_as_final_scoring_scores_them():
    g, p = _find(_last_round_lodging)

    def people(st):
        for card in ("np_4", "developer"):  # flipped Lodgings (2 each), developed tiles (1 each)
            if card not in st["seats"][p]["persons"]:
                _give_person(st, p, card)

    g = _with(g, people)
    _, extra = _end(g)
    scored = extra["persons"][p]
    # the Lodgings flip before the persons score: on the board as it stands they would score less
    assert g.edition.scoring.end_bonus_vp(g.state, p) < scored
    assert dict((t, a) for t, a in projection(g, p))["persons"] == pytest.approx(scored)
    assert [a for t, _, a in terms(g, p) if t == "persons"] == [scored]


def test_a_person_scoring_flipped_tiles_counts_an_unflipped_one_by_its_chance():
    def unflipped_brewery(g, p):
        return bool(_own_tiles(g, p, "brewery")) and g.edition.eras.rounds_left(g.observation(p)) > 2

    g, p = _find(unflipped_brewery)
    g = _with(g, lambda st: (st["seats"][p].update(persons=[c for c in st["seats"][p]["persons"] if c != "np_9"]),
                             _give_person(st, p, "np_9")))  # Alfred Tennyson: 2 VP per flipped Brewery
    now = _end(g)[1]["persons"][p]  # what it scores if the game ended now
    value = dict((t, a) for t, a in projection(g, p))["persons"]
    n = len(_own_tiles(g, p, "brewery"))
    assert now < value < now + 2 * n  # each unflipped Brewery may still be sold (and flip) before the end


def test_a_boat_is_worth_a_little_to_the_strong_projection_while_rounds_are_left():
    def no_shipyard_boats(g, p):
        on_tiles = sum(t["cubes"] or 0 for spaces in g.state["board"].values() for t in spaces
                       if t is not None and t["owner"] == p and not t["flipped"]
                       and g.edition.industry[t["industry"]].holds == "boats")
        return g.state["round"] > 3 and g.edition.eras.rounds_left(g.observation(p)) > 2 and on_tiles == 0

    g, p = _find(no_shipyard_boats)
    value = {}
    for n in range(4):  # S1, Boats: the player board's boats, spendable anywhere (the external coal market)
        b = _with(g, lambda st, n=n: st["seats"][p].update(boats=n))
        value[n] = projected_vp(b, p)
    w = DEFAULT
    assert value[1] - value[0] == pytest.approx(w.supply_vp) and w.supply_vp > 0
    assert value[w.supply_valued] - value[0] == pytest.approx(w.supply_vp * w.supply_valued)
    assert value[w.supply_valued + 1] == pytest.approx(value[w.supply_valued])  # a modest value: only the first few
    lanc = Game.new("lancashire", players=2, seed=1)
    assert "boats" not in {t for t, _ in projection(lanc, 0)}  # no boats outside Duel
