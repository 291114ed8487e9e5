"""What the learner's walk of 2026-11-26 found (issue 21, last step; docs/measurements/learner-walk-2026-11-26.md),
on the Python side of the board: each test failed on the main of that day."""

from __future__ import annotations

from brass_widget import Game, GreedyBot
from brass_widget.widget import BoardWidget


def send(w, **msg):
    w._on_msg(w, msg, [])


def test_hint_again_on_an_unchanged_position_still_answers(quick_coach):
    # The walk: Hint, then "Hint again" on the same position: the seeded search gives the same answer, the reply
    # trait did not change, nothing reached the browser and the board said "thinking…" for ever.
    w = BoardWidget(game=Game.new(players=3, seed=6), seats=["human", "greedy", "greedy"])
    while w.game.current_player != 0:
        w.play(str(GreedyBot().choose(w.game)))
    sent = []
    w.observe(lambda change: sent.append(change["new"]), names="reply")
    for _ in range(2):
        send(w, type="hint", version=w.view["version"])
        assert w.error == ""
    assert len(sent) == 2, "the second hint never reached the browser"
    assert [r["kind"] for r in sent] == ["hint", "hint"] and sent[0]["moves"] == sent[1]["moves"]


def test_every_question_asked_twice_is_answered_twice():
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "human"], teacher=True)
    sent = []
    w.observe(lambda change: sent.append(change["new"]["kind"]), names="reply")
    text = str(w.game.legal_actions()[0])
    for msg in ({"type": "preview", "action": text}, {"type": "why", "sel": {"kind": "sell"}}, {"type": "log"}):
        for _ in range(2):
            send(w, **msg, version=w.view["version"])
            assert w.error == "", w.error
    assert sent == ["preview", "preview", "why", "why", "log", "log"]


def test_a_click_on_a_twin_space_says_which_space_to_choose():
    # The walk (00's exercise): with Cotton Mill chosen, a click on Manchester's second space, not lit, answered
    # "Manchester space 2 is available." and did nothing: the engine lists equal spaces of a location once.
    w = BoardWidget(game=Game.new(players=4, seed=7), seats=["human", "random", "random", "random"])
    assert w.game.current_player == 0
    offered = {a.target for a in w.game.legal_actions() if a.kind == "build" and a.industry == "cotton_mill"}
    assert "manchester/1" in offered and "manchester/2" not in offered
    send(w, type="why", sel={"kind": "build", "industry": "cotton_mill", "target": "manchester/2"})
    (reason,) = w.reply["reasons"]
    assert "same as Manchester space 1" in reason["message"] and "choose Manchester space 1" in reason["message"]
    assert reason["rule"] == ""  # no rule refuses it
    send(w, type="why", sel={"kind": "build", "industry": "cotton_mill", "target": "manchester/1"})
    assert w.reply["reasons"] == []  # offered itself: nothing to say
    send(w, type="why", sel={"kind": "build", "industry": "iron_works", "target": "manchester/4"})
    assert all(r["rule"] for r in w.reply["reasons"])  # a refusal stays the engine's, with its rule
