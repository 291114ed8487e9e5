"""The board's own controls keep every secret (issue 31, items 1-3), in every edition:

* the seat menu: a seat whose hand the board has shown a person goes back to no bot while a person plays;
* undo against bots never crosses hidden information (a card drawn or played from a hand, a face-down tile or card
  turned over): the drawn card is never shown again by a redo;
* new seats set from Python while the strong bot thinks cancel its move, as the browser's seat message does.

The policies are in ``widget/seats.py`` and docs/security.md."""

from __future__ import annotations

import asyncio
import random

import pytest

from brass_widget import Game
from brass_widget.widget import BoardWidget
from brass_widget.widget.viewmodel import actions_of

EDITIONS = [e["edition"] for e in Game.editions()]  # every registered edition


def send(w, **msg):
    w._on_msg(w, msg, [])


def click(w, text):
    send(w, type="act", action=text, version=w.view["version"], seat=w.choices["seat"])


def _take_over_and_look(ed):
    """The issue's sequence: against a bot, set its seat to a person, play to its turn and click "show my hand"."""
    w = BoardWidget(game=Game.new(ed, players=2, seed=1), seats=["human", "greedy"])
    send(w, type="seats", seats=["human", "human"])
    assert w.error == "" and w.seats == ["human", "human"]
    while w.game.current_player != 1:
        send(w, type="reveal", seat=w.game.current_player)
        click(w, actions_of(w.choices)[0]["t"])
        assert w.error == ""
    send(w, type="reveal", seat=1)
    assert w.error == "" and w.view["needs_reveal"] is None  # seat 1's hand is now shown
    return w


@pytest.mark.parametrize("ed", EDITIONS)
def test_a_bots_seat_taken_over_and_looked_at_is_not_handed_back(ed):
    w = _take_over_and_look(ed)
    before = (w.game.to_json(), dict(w.view), list(w.seats))
    send(w, type="seats", seats=["human", "greedy"])  # the seat menu: set it back to the bot
    assert w.seats == ["human", "human"] and "Orange's hand has been shown on this board" in w.error
    assert w.ui["kept"] == [0, 1]  # the menu says neither may go to a bot now
    assert w.game.to_json() == before[0] and w.view == before[1]  # refused: nothing changed
    with pytest.raises(ValueError, match="stays a person's seat"):  # the Python setter keeps the same policy
        w.seats = ["human", "random"]
    assert w.seats == before[2]
    # a table of bots alone (nobody plays: everyone watches) may take every seat; a person then sits down again only
    # where no seen seat is left to a bot
    w.seats = ["greedy", "greedy"]
    assert w.ui["kept"] == []
    with pytest.raises(ValueError, match="Orange stays a person's seat"):
        w.seats = ["human", "greedy"]
    # a new game frees every seat
    w.new_game(seed=2)
    w.seats = ["human", "greedy"]
    assert w.seats == ["human", "greedy"] and w.error == ""


@pytest.mark.parametrize("ed", EDITIONS)
def test_a_seat_never_shown_may_go_back_to_a_bot(ed):
    """Taking a bot's seat without looking at its hand, and giving it back, is allowed (nothing was seen); so is
    the teacher's view, which shows every hand and promises no fair game against bots."""
    w = BoardWidget(game=Game.new(ed, players=2, seed=1), seats=["human", "greedy"])
    send(w, type="seats", seats=["human", "human"])
    send(w, type="seats", seats=["human", "greedy"])
    assert w.error == "" and w.seats == ["human", "greedy"]
    t = BoardWidget(game=Game.new(ed, players=2, seed=1), seats=["human", "greedy"], teacher=True)
    t.seats = ["human", "human"]
    t.seats = ["human", "greedy"]
    assert t.seats == ["human", "greedy"] and t.error == ""


def _to_turn_end(w):
    """Click the person's first listed decisions until their turn has ended and the bot has replied (it replies at
    once: no event loop runs here)."""
    n = len(w.game.history)
    while not any(by != "human" for i, by in w._made_by.items() if i >= n):
        click(w, actions_of(w.choices)[0]["t"])
        assert w.error == ""


@pytest.mark.parametrize("ed", EDITIONS)
def test_undo_against_a_bot_never_crosses_a_draw(ed):
    """End your turn (a card is drawn into your hand, the bot replies), undo: refused, with the reason on the board,
    and nothing changes, so the drawn card can never be drawn again by a redo."""
    w = BoardWidget(game=Game.new(ed, players=2, seed=3), seats=["human", "greedy"])
    _to_turn_end(w)
    assert w.game.current_player == 0
    saved, hand = w.game.to_json(), list(w.game.state["seats"][0]["hand"])
    send(w, type="undo", version=w.view["version"])
    assert "undo stops here" in w.error and "against bots an undo never takes that back" in w.error
    assert w.game.to_json() == saved and w.game.state["seats"][0]["hand"] == hand
    assert w.undo() is False and w.game.to_json() == saved
    # pass-and-play (every seat a person's) and the teacher's view undo as before
    free = BoardWidget(game=Game.new(ed, players=2, seed=3), seats=["human", "greedy"], teacher=True)
    _to_turn_end(free)
    assert free.game.to_json() == saved  # the same game as above ...
    assert free.undo() and free.error == "" and len(free.game.history) < len(w.game.history)  # ... undone freely
    both = BoardWidget(game=Game.new(ed, players=2, seed=3), seats=["human", "human"])
    while not both.game.shown_since(len(both.game.history), [0, 1]):  # to the first draw or turning over
        send(both, type="reveal", seat=both.game.current_player)
        click(both, actions_of(both.choices)[0]["t"])
    n = len(both.game.history)
    assert both.undo() and both.error == "" and len(both.game.history) < n  # it undoes freely


@pytest.mark.parametrize("ed", EDITIONS)
def test_undo_within_a_turn_against_a_bot_still_works(ed):
    """A decision that showed nothing hidden (one that does not end the turn) is taken back as before."""
    g = Game.new(ed, players=2, seed=5)
    r = random.Random(5)
    w = None
    for _ in range(200):  # a position where the person's last decision is still theirs to take back
        if g.current_player == 0 and g.history:
            probe = g.clone()
            a = probe.legal_actions()[0]
            probe.apply(a)
            if probe.current_player == 0 and not probe.shown_since(1, [0]):
                w = BoardWidget(game=g.clone(), seats=["human", "greedy"])
                click(w, str(a))
                break
        g.apply(r.choice(g.legal_actions()))
    assert w is not None, "no decision within a turn in 200 random decisions"
    n = len(w.game.history)
    assert w.undo() and w.error == "" and len(w.game.history) == n - 1
    assert w.redo() and len(w.game.history) == n


@pytest.mark.parametrize("ed", EDITIONS)
def test_the_decisions_that_show_the_unseen_are_the_draws_and_turnings(ed):
    """``Game.shown_since`` flags exactly the decisions after which a seat sees more than before: every turn's end
    that refills a hand (or Duel's rows), and a bot's card played from its hidden hand; not a decision within a turn
    that moves nothing hidden. Checked over a seeded random game against the piles' counts."""
    g = Game.new(ed, players=2, seed=11)
    r = random.Random(11)
    for _ in range(60):
        if g.is_over:
            break
        g.apply(r.choice(g.legal_actions()))
    flagged = {i for i, _ in g.shown_since(len(g.history), [0])}
    replay = Game.new(ed, players=2, seed=11)
    for i, text in enumerate(g.history):
        deck_before = _count(replay.observation(0, log=False))
        replay.play(text)
        deck_after = _count(replay.observation(0, log=False))
        if deck_after < deck_before:  # fewer cards or tiles out of sight: something was drawn or turned over
            assert i in flagged, (i, text)
    assert flagged and len(flagged) < len(g.history)


def _count(obs) -> int:
    """Everything the observation shows only as a count (deck, other hands, face-down piles) added up."""
    total = 0
    for k, v in obs.items():
        if k in ("deck", "box") and isinstance(v, int):
            total += v
        elif k == "decks" and isinstance(v, dict):
            total += sum(x for x in v.values() if isinstance(x, int))
        elif k == "dcm" and isinstance(v, dict) and isinstance(v.get("draw"), int):
            total += v["draw"]
    for s in obs["seats"]:
        for key in ("hand", "face_down", "offered", "chosen"):
            if isinstance(s.get(key), int):
                total += s[key]
    return total


def test_a_distant_cotton_market_sale_is_not_undone_against_a_bot():
    """Lancashire: the Distant Cotton Market's next face-down tile, turned over by a sale, is never shown twice."""
    g = Game.new("lancashire", players=2, seed=1)
    r = random.Random(1)
    for _ in range(3000):
        if g.is_over:
            g, r = Game.new("lancashire", players=2, seed=r.randrange(99)), random.Random(r.randrange(99))
        distant = [a for a in g.legal_actions() if a.kind == "sell" and a.to == "distant"]
        if distant:
            break
        g.apply(r.choice(g.legal_actions()))
    assert distant, "no sale to the Distant Cotton Market in the random games"
    probe = g.clone()
    probe.apply(distant[0])
    assert probe.shown_since(1, [0, 1]) == [(len(g.history), g.current_player)]


def test_new_seats_from_python_cancel_the_strong_bots_move():
    """Issue 31 item 3: ``w.seats = [...]`` while the strong bot thinks: its move is never applied to the seat that
    is now a person's (the browser's seat message already cancelled it; the Python setter must too)."""
    async def run():
        w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "strong"])
        while w.game.current_player == 0:
            click(w, actions_of(w.choices)[0]["t"])
        n = len(w.game.history)
        await asyncio.sleep(0)  # the next turn of the loop hands the decision to a worker thread
        thinking = w._pending_bot
        assert type(thinking).__name__ == "Thinking" and w.ui["busy"] is True
        w.seats = ["human", "human"]  # from Python, while it thinks
        assert thinking.cancelled and w.ui["busy"] is False
        for _ in range(3000):  # let the thread finish: its answer must not be applied
            await asyncio.sleep(0.002)
            if thinking.action is not None or thinking.error is not None:
                break
        await asyncio.sleep(0.01)
        assert len(w.game.history) == n and w.game.current_player == 1 and w.seats == ["human", "human"]
        assert w.last_move is None or w.last_move.seat == 0
    asyncio.run(run())


def test_an_answer_for_a_seat_that_changed_hands_is_discarded_even_if_uncancelled():
    """Defence in depth: a bot's answer checks that its seat is still that bot's when it lands."""
    async def run():
        w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "strong"])
        while w.game.current_player == 0:
            click(w, actions_of(w.choices)[0]["t"])
        n = len(w.game.history)
        await asyncio.sleep(0)
        thinking = w._pending_bot
        w._seats = ["human", "human"]  # the seat changes hands behind the runner's back (no cancel)
        for _ in range(3000):
            await asyncio.sleep(0.002)
            if thinking.action is not None or thinking.error is not None:
                break
        await asyncio.sleep(0.01)
        assert len(w.game.history) == n and w.game.current_player == 1
    asyncio.run(run())


@pytest.mark.parametrize("ed", EDITIONS)
def test_taking_the_bots_seats_does_not_free_undo(ed):
    """End your turn against a bot (a card drawn), take the bot's seat without looking (the table is all people
    now), undo: still refused, since a bot sat at this game's table; and a new game of people alone undoes freely."""
    w = BoardWidget(game=Game.new(ed, players=2, seed=3), seats=["human", "greedy"])
    _to_turn_end(w)
    saved = w.game.to_json()
    w.seats = ["human", "human"]
    assert w.undo() is False and "undo stops here" in w.error and w.game.to_json() == saved
    w.new_game(seed=3)
    assert w.seats == ["human", "human"]
    while not w.game.shown_since(len(w.game.history), [0, 1]):
        send(w, type="reveal", seat=w.game.current_player)
        click(w, actions_of(w.choices)[0]["t"])
    assert w.undo() and w.error == ""
