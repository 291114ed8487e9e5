"""The board's Review mode (issue 35, piece 3; docs/review.md, "On the board"): ``BoardWidget.review`` steps through a
game weighed decision by decision. Each step shows the position before the decision in the board's own traits, the
decision's mark and words, the better move's places on the map and the hint list as the review weighed it; the
review's rows travel once; bad steps and live-game messages are refused, changing nothing; leaving restores the live
board; a game in progress is shown from the reviewed seat's observation only (twins)."""

from __future__ import annotations

import json
import random

import pytest

from brass_widget import Game, review
from brass_widget.bots import coach
from brass_widget.review import FORCED, MARKS
from brass_widget.widget import BoardWidget, protocol
from brass_widget.widget import board as board_mod
from brass_widget.widget.narrate import places
from brass_widget.widget.refusals import IN_REVIEW, NOT_REVIEWING
from brass_widget.widget.review_mode import mark_words
from tests.widget.comm_record import comm_bytes, record_comm
from tests.widget.conftest import SMALL_COACH
from tests.widget.test_trust import twins

BUDGET = 15 * 1024  # docs/design.md, Budgets: the payload Python sends per move
NUMBERS = (1, 2, 3, 4, 5, 6, 40, 41)  # the decisions weighed: a few, so the review is cheap


def finished(edition: str = "lancashire", players: int = 2, seed: int = 3) -> Game:
    """A short finished game: every decision a seeded random legal one (about 0.1 s)."""
    g = Game.new(edition, players=players, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        acts = g.legal_actions()
        g.apply(acts[rng.randrange(len(acts))])
    return g


@pytest.fixture(scope="module")
def reviewed():
    """(a finished 2-player game, its review of NUMBERS) with the coach's small budget (tests/widget/conftest.py)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(coach, "HINT_SECONDS", None)
        mp.setattr(coach, "BUDGET", SMALL_COACH)
        g = finished()
        return g, review(g, numbers=NUMBERS, progress=False)


TRAITS = [n for n in protocol.trait_names() if n != "reply"]


def traits(w) -> dict:
    return {n: getattr(w, n) for n in TRAITS}


def send(w, msg: dict) -> None:
    w._on_msg(w, msg, [])


def test_each_step_shows_the_position_before_its_decision_its_mark_and_the_better_move(reviewed):
    g, r = reviewed
    w = BoardWidget(g)
    assert w.review_rows is None and w.review_step is None and not w.reviewing
    w.review(r)
    rows = w.review_rows
    assert rows["fields"] == ["number", "seat", "round", "mark", "lost"]
    assert rows["values"] == [[d.number, d.seat, d.round, d.mark, d.lost] for d in r.decisions]
    assert set(rows["marks"]) == {name for _, name in MARKS} | {FORCED}
    seen_marks, seen_best, seen_lists = set(), set(), set()
    for n, d in enumerate(r.decisions):
        if n:
            send(w, {"type": "review_step", "n": n})
        assert w.error == ""
        s = w.review_step
        assert (s["n"], s["number"], s["seat"], s["mark"], s["lost"]) == (n, d.number, d.seat, d.mark, d.lost)
        assert s["words"] == mark_words(d.mark)
        # the position before the decision, drawn as a fresh board on it draws it, every hand shown (the game is over)
        before = g.clone()
        before.undo(len(g.history) - d.number + 1)
        assert w.view["history"] == d.number - 1 and w.view["current"] == d.seat
        assert w.board_svg() == BoardWidget(before).board_svg()
        assert sorted(w.view["hands"]) == ["0", "1"]
        assert w.view["hands"][str(d.seat)] == before.state["seats"][d.seat]["hand"]
        assert w.choices["actions"] == board_mod.vm.pack_actions([])  # nothing to play in Review mode
        # the hint list: the review's (``Weighing.hints``), ranked from 1, the decision played marked where it is
        # among them and else after them, the better decision marked, each where it happens on the map
        by = {("best" if h["best"] else "") + ("played" if h["played"] else ""): h for h in s["hints"]}
        played = by.get("played", by.get("bestplayed"))
        assert played["action"] == d.played
        if d.mark != FORCED:
            listed = [h for h in s["hints"] if h["rank"] is not None]
            assert [(h["rank"], h["action"], h["value"], h["vp"]) for h in listed] == [
                (i + 1, x.move, x.value, x.vp) for i, x in enumerate(d.hints)]
            assert 2 <= len(listed) <= 3
            assert s["hints"][len(listed):] == ([] if d.played in [x.move for x in d.hints] else [played])
            assert [h["action"] for h in s["hints"] if h["best"]] == [d.best]
            seen_lists.add(len(listed))
        else:
            assert len(s["hints"]) == 1 and s["hints"][0]["rank"] is None
        if d.best != d.played and d.mark != FORCED:
            assert {k: by["best"][k] for k in ("slots", "links", "developed")} == places(g.edition.lines, [d.best])
            assert (by["best"]["value"], by["best"]["vp"]) == (d.best_value, d.best_vp)
            seen_best.add(json.dumps([by["best"]["slots"], by["best"]["links"], by["best"]["developed"]]))
        seen_marks.add(s["mark"])
    # the mark and the better move drawn change with the step (this seeded game has both)
    assert len(seen_marks) >= 2 and len(seen_best) >= 2 and seen_lists


def test_the_rows_travel_once_and_a_step_is_small(reviewed):
    g, r = reviewed
    w = BoardWidget(g)
    sent = record_comm(w)
    w.review(r)
    assert sum("review_rows" in m.get("state", {}) for m in sent) == 1
    for n in (1, 2, 3):
        sent.clear()
        send(w, {"type": "review_step", "n": n})
        states = [m.get("state", {}) for m in sent]
        assert not any("review_rows" in s for s in states)  # the rows are not sent again
        assert any("review_step" in s for s in states)
        assert sum(comm_bytes(m) for m in sent) < BUDGET


def test_leaving_review_mode_restores_the_live_board(reviewed):
    g, r = reviewed
    w = BoardWidget(g)
    before = traits(w)
    w.review(r)
    send(w, {"type": "review_step", "n": 3})
    assert w.view["history"] == r.decisions[3].number - 1
    send(w, {"type": "review_end"})
    after = traits(w)
    assert not w.reviewing and after["review_rows"] is None and after["review_step"] is None
    for name in ("view", "choices", "ui"):  # the same board, but for its version (bumped by every change)
        before[name] = {k: v for k, v in before[name].items() if k != "version"}
        after[name] = {k: v for k, v in after[name].items() if k != "version"}
    assert after == before
    assert w.game.history == g.history


def test_a_live_change_leaves_review_mode_and_the_board_says_it_is_weighing_while_it_computes():
    g = Game.new("lancashire", players=2, seed=4)
    first = g.current_player
    g.play(str(g.legal_actions()[0]))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(coach, "HINT_SECONDS", None)
        mp.setattr(coach, "BUDGET", SMALL_COACH)
        w = BoardWidget(g, seats=["human", "human"])
        rows = []
        w.observe(lambda ch: rows.append(ch["new"]), names=["review_rows"])
        w.review(seat=first, numbers=[1])
        # while it weighed: said on the board (a kernel sends the change at once), then the review's rows
        assert rows[0] == {"weighing": 1, "seat": first} and rows[-1]["values"][0][0] == 1
        with pytest.raises(ValueError, match="decision numbers"):
            w.review(seat=first, numbers=[5])  # review's own refusal: the rows are the review's again after it
        assert rows[-1]["values"][0][0] == 1 and w.review_rows == rows[-1]
    assert w.reviewing and w.view["history"] == 0
    assert w.undo()  # a change to the live game from Python: the board shows it live again
    assert not w.reviewing and w.review_rows is None and w.view["history"] == len(w.game.history) == 0


def test_bad_steps_and_live_messages_are_refused_in_words_changing_nothing(reviewed):
    g, r = reviewed
    w = BoardWidget(g)
    for msg in ({"type": "review_step", "n": 1}, {"type": "review_end"}):  # not in Review mode
        before = traits(w)
        send(w, msg)
        assert w.error == NOT_REVIEWING and {**traits(w), "error": ""} == {**before, "error": ""}
    w.review(r)
    send(w, {"type": "review_step", "n": 2})
    bad = [{"type": "review_step", "n": n} for n in (-1, len(NUMBERS), 10 ** 12, "1", 1.0, True, None, [1])] + \
          [{"type": "review_step"}, {"type": "act", "action": "pass", "version": w.view["version"], "seat": 0},
           {"type": "undo", "version": w.view["version"]}, {"type": "hint", "version": w.view["version"]},
           {"type": "new"}, {"type": "seats", "seats": ["random", "random"]}, {"type": "reveal", "seat": 0},
           {"type": "load", "text": g.to_json()}, {"type": "preview", "action": "pass", "version": w.view["version"]}]
    for msg in bad:
        before = traits(w)
        send(w, msg)
        assert w.error.startswith("refused"), msg
        if msg["type"] != "review_step":
            assert w.error == IN_REVIEW
        assert {**traits(w), "error": ""} == {**before, "error": ""}, msg
        assert w.reviewing and w.game.history == g.history
    send(w, {"type": "review_step", "n": 0})  # a good step after them clears the refusal
    assert w.error == "" and w.review_step["n"] == 0


def test_the_python_api_refuses_bad_input_changing_nothing(reviewed):
    g, r = reviewed
    w = BoardWidget(g)
    before = traits(w)
    with pytest.raises(TypeError, match="Review"):
        w.review("not a review")
    other = finished(seed=4)
    with pytest.raises(ValueError, match="not of the board's game"):
        BoardWidget(other).review(r)
    with pytest.raises(ValueError, match="not seat 1"):
        w.review(r, seat=1)
    with pytest.raises(ValueError, match="weighed no decision"):
        w.review(r._replace(decisions=[]))
    with pytest.raises(ValueError, match="not in Review mode"):
        w.end_review()
    with pytest.raises(ValueError, match="not in Review mode"):
        w.step_review(0)
    assert {**traits(w), "error": ""} == {**before, "error": ""}
    w.review(r)
    for n in (-1, len(NUMBERS), "2"):
        with pytest.raises(ValueError, match="decisions 0 to"):
            w.step_review(n)
    w.step_review(len(NUMBERS) - 1)
    assert w.review_step["number"] == NUMBERS[-1]
    in_progress = Game.new("lancashire", players=2, seed=1)
    in_progress.play(str(in_progress.legal_actions()[0]))
    pass_and_play = BoardWidget(in_progress)  # two people: the board cannot tell whose review it is
    with pytest.raises(ValueError, match="not finished"):
        pass_and_play.review(numbers=[1])
    assert not pass_and_play.reviewing


@pytest.mark.parametrize("others_move", [False, True], ids=["the other hand differs", "the deck order differs"])
def test_a_game_in_progress_is_reviewed_from_one_seats_observation_only(others_move):
    """Twins (tests/widget/test_trust.py): what the reviewed seat may not know differs (the other hand, or, where the
    other seat plays too and so keeps its hand, the deck below the cards drawn), the decisions are the same; every
    trait of the board is the same at every step of the review, and the other hand is never shown."""
    start = Game.new("lancashire", players=2, seed=5)
    viewer = start.current_player
    other = 1 - viewer
    a, b = twins(start, viewer, seed=2, keep=(other,) if others_move else ())
    hidden = (lambda g: g.state["deck"]) if others_move else (lambda g: g.state["seats"][other]["hand"])
    assert hidden(a) != hidden(b)
    rng = random.Random(1)
    while a.current_player == viewer or (others_move and len(a.history) < 6):
        text = str(rng.choice(a.legal_actions()))  # the same decisions in both twins
        a.play(text)
        b.play(text)
    assert not a.is_over and hidden(a) != hidden(b)
    boards = []
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(coach, "HINT_SECONDS", None)
        mp.setattr(coach, "BUDGET", SMALL_COACH)
        for g in (a, b):
            w = BoardWidget(g, seats=["human", "human"])
            w.review(seat=viewer)
            boards.append(w)
    wa, wb = boards
    assert wa.review_rows["seat"] == viewer and len(wa.review_rows["values"]) >= (2 if others_move else 1)
    for n in range(len(wa.review_rows["values"])):
        for w in boards:
            send(w, {"type": "review_step", "n": n})
            assert w.error == "" and list(w.view["hands"]) == [str(viewer)]
        assert json.dumps(traits(wa), sort_keys=True) == json.dumps(traits(wb), sort_keys=True)
        assert wa.board_svg() == wb.board_svg()
