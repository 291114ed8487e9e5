"""The board while a bot thinks: the seat menu's levels come from ``BOTS``, ``ui.busy`` says a bot is
thinking, and the strong bot (``thinks_long``) decides in a worker thread, so the event loop keeps
turning; its answer is applied like any input, and discarded if the game changed meanwhile."""

import asyncio

from brass_widget import Game
from brass_widget.bots import BOTS, StrongBot
from brass_widget.widget import BoardWidget
from brass_widget.widget.board import SEAT_KINDS
from brass_widget.widget.bot_runner import bot_for_seat
from brass_widget.widget.viewmodel import actions_of


def send(w, **msg):
    w._on_msg(w, msg, [])


def act(w, text):
    send(w, type="act", action=text, version=w.view["version"], seat=w.choices["seat"])


def test_every_bot_level_is_a_seat_kind_and_listed_for_the_menu():
    assert SEAT_KINDS == ("human", "random", "beginner", "greedy", "strong")
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "beginner"])
    assert w.ui["bots"] == list(BOTS)
    send(w, type="seats", seats=["human", "strong"])
    assert w.seats == ["human", "strong"] and isinstance(w._bots[1], StrongBot)


def _human_move(w):
    act(w, actions_of(w.choices)[0]["t"])


def test_strong_bot_thinks_in_a_thread_while_the_loop_turns():
    async def run():
        w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "strong"])
        assert w.game.current_player == 0
        while w.game.current_player == 0:
            _human_move(w)  # a click: drawn at once, the bot replies later
        n = len(w.game.history)
        assert w.ui["busy"] is True and w.view["current"] == 1
        turns = 0
        while w.game.current_player == 1 or w.ui["busy"]:
            await asyncio.sleep(0.001)
            turns += 1
            assert turns < 20000, "the strong bot never answered"
        # the loop ran many times while it thought: it never held the loop for a whole decision
        assert turns > 3
        assert len(w.game.history) > n and w.game.current_player == 0 and w.ui["busy"] is False
        assert w.error == ""
        # its decisions are what the same bot decides in the same position
        replay = Game.new(players=2, seed=1)
        for text in w.game.history[:n]:
            replay.play(text)
        assert str(bot_for_seat("strong", 1 * 10 + 1).choose(replay)) == w.game.history[n]
        # asked why, the board names the level and its judgement, from the public position
        send(w, type="explain")
        assert w.reply["kind"] == "explain" and w.reply["bot"] == "strong" and w.reply["moves"]
        assert all("strong bot: the best projected final VP" in m["reason"] for m in w.reply["moves"])
    asyncio.run(run())


def test_an_answer_for_a_game_that_changed_is_discarded():
    async def run():
        # the teacher's view undoes past the turn's draw (refused against bots otherwise: test_board_controls.py)
        w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "strong"], teacher=True)
        while w.game.current_player == 0:
            _human_move(w)
        n = len(w.game.history)
        await asyncio.sleep(0)  # the next turn of the loop hands the decision to a worker thread
        thinking = w._pending_bot
        assert w.ui["busy"] is True and type(thinking).__name__ == "Thinking"
        assert len(w.game.history) == n
        w.undo()  # the person takes the move back while the bot thinks
        assert thinking.cancelled and w.game.current_player == 0 and len(w.game.history) < n
        before = w.game.history
        for _ in range(2000):  # let the thread finish: its answer must not be applied
            await asyncio.sleep(0.002)
            if thinking.action is not None or thinking.error is not None:
                break
        await asyncio.sleep(0.01)
        assert thinking.action is not None
        assert w.game.history == before and w.game.current_player == 0 and w.error == ""
    asyncio.run(run())


def test_with_a_bot_delay_the_strong_bot_still_thinks_in_a_thread():
    async def run():
        w = BoardWidget(game=Game.new(players=2, seed=2), seats=["human", "strong"], bot_delay=0.01)
        while w.game.current_player == 0:
            _human_move(w)
        n = len(w.game.history)
        assert w.ui["busy"] is True
        for _ in range(5000):
            await asyncio.sleep(0.002)
            if type(w._pending_bot).__name__ == "Thinking":
                break
        assert type(w._pending_bot).__name__ == "Thinking" and w.ui["busy"] is True
        for _ in range(20000):
            await asyncio.sleep(0.002)
            if w.game.current_player == 0 and not w.ui["busy"]:
                break
        assert w.game.current_player == 0 and len(w.game.history) > n and w.error == ""
    asyncio.run(run())


def test_at_the_table_the_strong_bot_thinks_to_a_work_budget():
    """Issue 37, item 10: the board's strong bot decides to a work budget (``TABLE_BUDGET``: evaluations), its clock
    only a safety net far above the budget's own time (``SAFETY_SECONDS``; a seeded tournament's bot has none)."""
    from brass_widget.widget.bot_runner import SAFETY_SECONDS, TABLE_BUDGET
    w = BoardWidget(game=Game.new(players=2, seed=2), seats=["human", "strong"])
    bot = w._bots[1]
    assert isinstance(bot, StrongBot) and bot.time_limit == SAFETY_SECONDS >= 2
    budget = {**StrongBot(seed=1).__dict__, **TABLE_BUDGET}  # the strong bot's own budget unless the table sets one
    assert all(bot.__dict__[k] == budget[k] for k in ("samples", "width", "max_evals", "deep_width", "deep_evals"))
    assert StrongBot(seed=1).time_limit is None


class _Clock:
    """``time`` for the strong bot's module: ``perf_counter`` moves ``step`` seconds at each reading (a machine
    that runs slow: 0.02 s a reading is a decision of about 2 s here; 0: fast)."""

    def __init__(self, step: float):
        self.step, self.now = step, 0.0

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


def _table_position(edition="birmingham", players=2, seed=3):
    from brass_widget import RandomBot
    g = Game.new(edition, players=players, seed=seed)
    walk = RandomBot(seed)
    for _ in range(11):  # a turn's start with 80 to 100 decisions
        g.apply(walk.choose(g))
    return g


def test_the_board_strong_bot_makes_the_same_move_on_a_slow_or_a_fast_machine(monkeypatch):
    """Issue 37, item 10: the same position, decided in two sessions whose clocks run at different speeds (a decision
    of no time, and one of about 1.7 s: a machine twice as slow as the one the budget was sized on), gives the same
    move (on main the table's 0.7-second limit cut the slow one short: it built in another place)."""
    from brass_widget.bots import strong
    g = _table_position("lancashire", 3, 41)
    moves = []
    for step in (0.0, 0.02):
        monkeypatch.setattr(strong, "time", _Clock(step))
        bot = bot_for_seat("strong", 7)
        moves.append(str(bot.choose(g.clone())))
        assert not getattr(bot, "cut_short", False)
    assert moves[0] == moves[1]


def test_the_board_says_when_the_safety_clock_fired(monkeypatch):
    """A machine so slow that the safety clock stops the search: the moves are still legal, and the board says that
    each may differ on a replay (``ui["clock"]``); while bots decide to their budget it says nothing."""
    from brass_widget.bots import strong
    g = _table_position()
    seats = ["strong" if s == g.current_player else "human" for s in range(2)]
    calm = BoardWidget(game=g.clone(), seats=seats)  # the bot's turn is played at once (no event loop)
    assert len(calm.game.history) > len(g.history) and calm.ui["clock"] == [] and calm.clock_notes() == {}
    monkeypatch.setattr(strong, "time", _Clock(10.0))
    w = BoardWidget(game=g.clone(), seats=seats)
    made = w.game.history[len(g.history):]
    assert made and w.error == ""
    replay = g.clone()
    for text in made:
        assert replay.why_not(replay.parse(text)) == []
        replay.apply(replay.parse(text))
    notes = w.clock_notes()
    assert min(notes) == len(g.history) and set(notes) <= set(range(len(g.history), len(w.game.history)))
    assert w.ui["clock"] == [notes[i] for i in sorted(notes)]
    assert "safety clock" in w.ui["clock"][0] and "replayed" in w.ui["clock"][0]


def test_a_strong_bot_out_of_time_still_answers_with_a_legal_decision():
    """A time limit that runs out during the search (even before a deep plan ends) leaves a legal decision."""
    from brass_widget import RandomBot
    from brass_widget.bots import StrongBot
    g = Game.new("birmingham", players=3, seed=4)
    r = RandomBot(seed=4)
    for _ in range(25):
        g.apply(r.choose(g))
    for limit in (1e-9, 0.05):
        a = StrongBot(seed=1, time_limit=limit).choose(g)
        assert g.why_not(a) == []


def test_without_threads_the_strong_bot_thinks_on_the_event_loop(monkeypatch):
    """Issue 22: under Pyodide (JupyterLite) no thread can start ("can't start new thread"); the strong bot then
    decides on the event loop, in a turn of its own after the person's move is drawn, and still answers."""
    import threading

    def no_thread(self):
        raise RuntimeError("can't start new thread")
    monkeypatch.setattr(threading.Thread, "start", no_thread)

    async def run():
        w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "strong"])
        while w.game.current_player == 0:
            _human_move(w)  # a click: drawn at once, the bot replies on later turns of the loop
        n = len(w.game.history)
        assert w.ui["busy"] is True and w.view["current"] == 1 and w.error == ""
        for _ in range(20000):
            await asyncio.sleep(0.001)
            if w.game.current_player == 0 and not w.ui["busy"]:
                break
        assert len(w.game.history) > n and w.game.current_player == 0 and w.error == ""
        # with a bot delay too
        w2 = BoardWidget(game=Game.new(players=2, seed=2), seats=["human", "strong"], bot_delay=0.01)
        while w2.game.current_player == 0:
            _human_move(w2)
        m = len(w2.game.history)
        for _ in range(20000):
            await asyncio.sleep(0.002)
            if w2.game.current_player == 0 and not w2.ui["busy"]:
                break
        assert len(w2.game.history) > m and w2.game.current_player == 0 and w2.error == ""
    asyncio.run(run())
