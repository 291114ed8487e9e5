"""Brass Duel's score table: "VP if the game ends now" is what S1's final scoring would give (Lodgings flip, Notable
Persons, links by kind, flipped tiles), computed by the engine's own End of Era steps, and the board says "the
game", never "the era" (no browser: the view model and the topology)."""

import copy

import pytest

from brass_widget import Game, GreedyBot, RandomBot
from brass_widget.widget import BoardWidget
from brass_widget.widget.viewmodel import era_vp
from tests.editions.duel import finish, last_round, pass_turn, scoring_position


def test_vp_if_the_game_ends_now_counts_persons_links_by_kind_and_tiles():
    """A last-round position (the position of test_duel_scoring's final scoring): passing to the end changes no
    VP but the final scoring's, so the figure shown before is the final VP, and each part is as S1 scores it."""
    g = scoring_position()
    vp = [seat["vp"] for seat in g.state["seats"]]
    port = g.edition.spec("port", 1).vp
    # seat 0: the Ferry (Port I's icon + Portsmouth's 2), the flipped Port, 2 developed + 1 Ferry for the persons;
    # seat 1: a Road scores 1; the unflipped Fishery nothing
    want = [vp[0] + (1 + 2) + port + (2 * 1 + 1 * 3), vp[1] + 1]
    before = copy.deepcopy(g.state)
    assert era_vp(g) == want
    assert g.state == before  # scored on a copy: the position is unchanged
    finish(g)
    assert [seat["vp"] for seat in g.state["seats"]] == want
    assert era_vp(g) == want  # over: the VP scored


def test_vp_if_the_game_ends_now_flips_the_lodgings_first():
    """S1, End of game 1: an unflipped Lodging flips before the links score, so the Rail beside it counts its icon
    and the Lodging its VP."""
    p = last_round(1).tile("ventnor/1", 0, "lodging", level=3).link("shanklin--ventnor", 0, "rail")
    g = Game.from_state(p.st)
    spec = g.edition.spec("lodging", 3)
    assert spec.link_vp and spec.vp  # else the test would not tell a flip from none
    vp0 = g.state["seats"][0]["vp"]
    assert era_vp(g)[0] == vp0 + (2 + spec.link_vp) + spec.vp
    assert not g.state["board"]["ventnor"][0]["flipped"]
    g.apply("take 2")
    pass_turn(g)
    g.apply("take 3")
    pass_turn(g)
    assert g.is_over and g.state["seats"][0]["vp"] == vp0 + (2 + spec.link_vp) + spec.vp


def test_the_board_sends_the_figure_and_says_the_game_ends():
    """The widget's view model carries the figure for each seat and the topology the heading's words; a viewer
    who cannot see the decks and the other seat's persons gets the same figures (they are public)."""
    g = Game.new("duel", players=2, seed=4)
    bot = RandomBot(seed=2)
    while len(g.history) < 60:
        g.apply(bot.choose(g))
    w = BoardWidget(g)
    assert w.topology["vp_now"] == "VP if the game ends now"
    assert w.topology["era_names"] == {}
    figures = [p["era_vp"] for p in w.view["players"]]
    assert all(isinstance(x, int) for x in figures)
    assert figures == era_vp(g)
    assert all(x >= p["vp"] for x, p in zip(figures, w.view["players"]))  # scoring never takes VP away
    seat = g.current_player
    assert era_vp(g.dealt_for(seat, 7)) == figures  # the hidden parts dealt again: the same figures


def test_lancashire_keeps_its_heading_and_era_names():
    w = BoardWidget(Game.new("lancashire", players=2, seed=1))
    assert w.topology["vp_now"] == "VP if era ends now"
    assert w.topology["era_names"] == {"canal": "Canal", "rail": "Rail"}


@pytest.mark.parametrize("edition,variant,seed", [("lancashire", (), 5), ("lancashire", ("introductory",), 5),
                                                  ("birmingham", (), 5)])
def test_the_figure_before_the_game_ending_pass_is_the_final_vp(edition, variant, seed):
    """Whenever a pass would end the game (the last action of the last round: no income follows), the figure shown
    before it is the VP the game ends with: Lancashire's money (1 VP per £10), the Introductory Game's bonus, and
    Birmingham's Rail Era links and tiles (before the engine's scoring path, Birmingham's Rail Era showed bare VP
    and the Introductory Game left its bonus out)."""
    g = Game.new(edition, players=2, seed=seed, variant=variant)
    bots = [GreedyBot(), RandomBot(seed=seed)]
    checked = 0
    while not g.is_over:
        st = g.state
        p = g.current_player
        last_turn = st["pending"] is None and not st["shortfall"] and st["actions_left"] == 2 and \
            len(st["seats"][p]["hand"]) == 2 and not any(s["hand"] for q, s in enumerate(st["seats"]) if q != p)
        if not last_turn:
            g.apply(bots[p].choose(g))
            continue
        g.apply(next(a for a in g.legal_actions() if a.kind == "pass"))  # the last turn: pass twice
        ended = g.clone()
        ended.apply(next(a for a in g.legal_actions() if a.kind == "pass"))
        if ended.is_over:
            final = [seat["vp"] for seat in ended.state["seats"]]
            assert era_vp(g) == final
            assert final != [seat["vp"] for seat in g.state["seats"]]  # the end scored something
            checked += 1
        g.apply(next(a for a in g.legal_actions() if a.kind == "pass"))
    assert checked == 1


def test_a_position_the_engine_cannot_score_shows_no_figure():
    """A hand-built, unchecked position (a Notable Person no deck holds) cannot be scored: the column shows none
    ("—") and the board still draws, rather than a wrong figure or a traceback."""
    g = Game.new("duel", players=2, seed=1)
    st = g.state
    st["seats"][0]["persons"] = ["nobody"]
    odd = Game(g.edition, st, custom_start=True)
    assert era_vp(odd) == [None, None]
    w = BoardWidget(game=odd, teacher=True)
    assert [p["era_vp"] for p in w.view["players"]] == [None, None]


def test_the_log_says_the_game_ended_with_what_each_part_scored():
    """Duel's end in the log: "End of the game", the links and tiles, then the Notable Persons (never an era)."""
    from brass_widget.widget.narrate import Narrator

    p = last_round(2).tile("ryde/1", 0, "port", flipped=True).link("ryde--brading", 1, "road")
    g = finish(Game.from_state(p.st))
    s = g.state["scores"][0]
    line = Narrator(g.edition).era_end("rail", g.state)
    assert line.startswith("End of the game: links and flipped tiles score ")
    assert f"Notable Persons score Blue +{s['persons'][0]}, Orange +{s['persons'][1]}" in line
    assert "Era" not in line and "Rail" not in line
