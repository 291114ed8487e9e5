"""The widget's Python side, no browser: call the message handler with intents, assert on traits."""

import asyncio
import json

import pytest
import traitlets

from brass_widget import Game, SavedGameError
from brass_widget.render import render_svg, scoped_ids
from brass_widget.widget import BoardWidget
from brass_widget.widget.board import NOT_YOURS
from brass_widget.widget.viewmodel import actions_of


def send(w, **msg):
    w._on_msg(w, msg, [])


def act(w, text, **extra):
    msg = {"type": "act", "action": text, "version": w.view["version"], "seat": w.choices["seat"]}
    msg.update(extra)
    send(w, **msg)


def test_defaults_and_static_traits():
    w = BoardWidget()
    assert w.game.players == 4 and w.game.history == []
    assert w.seats == ["human"] * 4
    assert actions_of(w.choices) == [] and w.view["needs_reveal"] == w.game.current_player  # pass-and-play
    send(w, type="reveal", seat=w.game.current_player)
    assert len(w.topology["locations"]) == 25 and len(w.topology["lines"]) == 36
    svg = w.board_svg()
    assert svg.startswith("<svg") and 'data-slot="manchester/1"' in svg
    assert w.choices["seat"] == w.game.current_player
    assert {a["t"] for a in actions_of(w.choices)} == {str(a) for a in w.game.legal_actions()}
    assert w.error == ""


def test_good_intent_applies_and_redraws():
    w = BoardWidget(game=Game.new(players=4, seed=7), teacher=True)
    v0 = w.view["version"]
    text = actions_of(w.choices)[0]["t"]
    act(w, text)
    assert w.error == ""
    assert w.game.history == [text]
    assert w.view["version"] > v0 and w.view["history"] == 1


@pytest.mark.parametrize("bad, expect", [
    ({"type": "act", "action": "build nonsense manchester/1", "seat": "CUR"}, "unknown industry"),
    ({"type": "act", "action": "loan 30 card nowhere", "seat": "CUR"}, "unknown card"),
    ({"type": "act", "action": "network lancaster--scotland card CARD", "seat": "CUR"}, "rail line"),
    ({"type": "act", "action": "pass card CARD", "seat": "OTHER"}, "decision, not seat"),
    ({"type": "act", "action": "pass card CARD", "seat": "CUR", "version": -5}, "stale"),
    ({"type": "act", "action": "pass card CARD; pass card CARD", "seat": "CUR"}, "one decision at a time"),
    ({"type": "act", "seat": "CUR"}, "names no action"),
    ({"type": "bogus"}, "unknown message type"),
    ({"nothing": 1}, "malformed"),
    ({"type": "highlight", "on": ["everything"]}, "highlights are any of"),
    ({"type": "load", "text": "{not json"}, "could not load"),
    ({"type": "reveal", "seat": "OTHER"}, "only the player to act"),
])
def test_bad_intents_are_refused_and_change_nothing(bad, expect):
    w = BoardWidget(game=Game.new(players=4, seed=7), teacher=True)
    cur = w.game.current_player
    card = w.game.state["seats"][cur]["hand"][0]
    msg = {"version": w.view["version"], **bad}
    for k, v in list(msg.items()):
        if v == "CUR":
            msg[k] = cur
        elif v == "OTHER":
            msg[k] = (cur + 1) % 4
        elif isinstance(v, str):
            msg[k] = v.replace("CARD", card)
    before = w.game.to_json()
    send(w, **msg)
    assert expect in w.error, w.error
    assert w.game.to_json() == before


def test_refusal_cites_the_rule():
    w = BoardWidget(game=Game.new(players=4, seed=7), teacher=True)
    cur = w.game.current_player
    card = w.game.state["seats"][cur]["hand"][0]
    act(w, f"network lancaster--scotland card {card}")
    assert "rulebook" in w.error


def test_error_clears_after_a_good_move():
    w = BoardWidget(game=Game.new(players=4, seed=7), teacher=True)
    act(w, "build nonsense")
    assert w.error
    act(w, actions_of(w.choices)[0]["t"])
    assert w.error == ""


def test_exception_in_handler_is_shown(monkeypatch):
    w = BoardWidget(teacher=True)

    def boom(*a, **k):
        raise RuntimeError("kaboom")
    monkeypatch.setattr(w._game, "preview", boom)
    send(w, type="preview", action=actions_of(w.choices)[0]["t"], version=w.view["version"])
    assert w.error == "RuntimeError: kaboom"


def test_bot_moves_after_human_event_driven():
    w = BoardWidget(game=Game.new(players=4, seed=3), seats=["human", "greedy", "random", "random"])
    # bots that act before seat 0 already moved at creation
    assert w.game.current_player == 0
    n = len(w.game.history)
    act(w, actions_of(w.choices)[0]["t"])
    assert len(w.game.history) > n + 1  # the human's move and then the bots'
    assert w.game.current_player == 0 or w.game.is_over
    assert w.choices["seat"] == 0


def test_a_table_of_bots_plays_on_the_event_loop_in_slices():
    async def run():
        w = BoardWidget(game=Game.new(players=2, seed=3), seats=["random", "random"])
        assert w.game.history == [] and w.ui["busy"] is True  # nothing blocks the cell that made it
        updates = 0
        for _ in range(2000):
            await asyncio.sleep(0)
            updates += 1
            if w.game.is_over:
                break
        assert w.game.is_over and w.ui["busy"] is False and w.view["over"] is True
    asyncio.run(run())


def test_bot_turn_refuses_human_intent():
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["random", "human"], bot_delay=5)
    # no running event loop here: bots move immediately, so seat 1 acts
    assert w.game.current_player == 1
    w2 = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "human"])
    w2.seats = ["random", "random"]
    assert w2.game.is_over
    assert actions_of(w2.choices) == []


def test_bot_delay_uses_the_event_loop_without_blocking():
    async def run():
        w = BoardWidget(game=Game.new(players=2, seed=5), seats=["human", "random"], bot_delay=0.01)
        cur = w.game.current_player
        if cur == 1:  # the bot starts: it is scheduled, not played yet
            assert w.ui["busy"] is True
            await asyncio.sleep(0.2)
        assert w.game.current_player == 0
        act(w, actions_of(w.choices)[0]["t"])
        n = len(w.game.history)
        # the human's turn may continue; play until the bot is due
        while w.game.current_player == 0:
            act(w, actions_of(w.choices)[0]["t"])
            n = len(w.game.history)
        assert w.ui["busy"] is True and len(w.game.history) == n
        for _ in range(100):
            await asyncio.sleep(0.02)
            if w.game.current_player == 0:
                break
        assert w.game.current_player == 0 and len(w.game.history) > n
    asyncio.run(run())


def test_undo_redo_skip_bot_moves():
    # the teacher's view undoes freely (against bots a person's undo never crosses a draw: test_board_controls.py)
    w = BoardWidget(game=Game.new(players=4, seed=3), seats=["human", "random", "random", "random"], teacher=True)
    start = list(w.game.history)
    act(w, actions_of(w.choices)[0]["t"])
    after = list(w.game.history)
    send(w, type="undo", version=w.view["version"])
    assert w.error == "" and w.game.history == start and w.game.current_player == 0
    assert w.view["can_redo"]
    send(w, type="redo", version=w.view["version"])
    assert w.game.history == after
    assert w.undo() and w.game.history == start
    assert w.redo() and w.game.history == after


def test_undo_with_nothing_to_undo():
    w = BoardWidget()
    assert w.undo() is False and "nothing to undo" in w.error


def test_python_api_play_save_load_new_game():
    w = BoardWidget(game=Game.new(players=3, seed=2))
    text = str(w.game.legal_actions()[0])
    assert w.play(text) is True and w.game.history == [text]
    assert w.play("loan 99 card wigan") is False and w.error
    saved = w.save()
    w.new_game(seed=11)
    assert w.game.history == [] and w.game.state["seed"] == 11 and w.game.players == 3
    w.load(saved)
    assert w.game.history == [text]
    with pytest.raises(SavedGameError):
        w.load("{}")
    assert w.game.history == [text] and "could not load" in w.error
    w.new_game(players=2)
    assert w.game.players == 2 and len(w.seats) == 2 and len(w.topology["players"]) == 2


def test_save_and_load_through_messages():
    w = BoardWidget(game=Game.new(players=4, seed=7), teacher=True)
    act(w, actions_of(w.choices)[0]["t"])
    sent = []
    w.send = lambda content, buffers=None: sent.append(content)
    reply = w.reply
    send(w, type="save")
    # the whole game goes out once, as a custom message for the download, not into a synced trait
    assert w.reply == reply and [m["kind"] for m in sent] == ["save"]
    saved = sent[0]["json"]
    assert json.loads(saved)["history"] == w.game.history
    send(w, type="new", seed=4)
    assert w.game.history == []
    send(w, type="load", text=saved)
    assert w.error == "" and len(w.game.history) == 1


def test_setting_game_replaces_and_redraws():
    w = BoardWidget()
    g = Game.new(players=4, seed=9)
    g.play(str(g.legal_actions()[0]))
    v = w.view["version"]
    w.game = g
    assert w.game is g and w.view["version"] > v and w.view["history"] == 1
    with pytest.raises(TypeError):
        w.game = "not a game"


def test_seats_and_new_game_from_the_board():
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "human"])
    send(w, type="seats", seats=["human", "wizard"])
    assert "seats are" in w.error and w.seats == ["human", "human"]
    send(w, type="seats", seats=["greedy", "human"])
    assert w.error == "" and w.seats == ["greedy", "human"] and w.game.current_player == 1
    send(w, type="new", players=5)
    assert "2, 3 or 4" in w.error and w.game.players == 2
    send(w, type="new", players=3)
    assert w.game.players == 3 and w.seats == ["greedy", "human", "human"] and len(w.topology["players"]) == 3


def test_highlights():
    w = BoardWidget(game=Game.new(players=4, seed=7), teacher=True)
    send(w, type="highlight", on=["network", "coal"])
    assert w.highlight == ["network", "coal"]
    assert set(w.view["coal"]) == set(w.game.coal_reach())
    assert set(w.view["trade"]) == set(w.game.trade_connected_locations())
    w.highlight = ["trade", "trade"]
    assert w.highlight == ["trade"]
    with pytest.raises(traitlets.TraitError):
        w.highlight = ["everything"]
    assert w.highlight == ["trade"]


def test_why_not_query_gives_rule_and_message():
    w = BoardWidget(game=Game.new(players=4, seed=7), teacher=True)
    send(w, type="why", sel={"kind": "build", "industry": "shipyard", "target": "liverpool/4"}, key="k1")
    assert w.reply["kind"] == "why" and w.reply["key"] == "k1"
    assert w.reply["reasons"] and "Shipyard" in w.reply["reasons"][0]["rule"]
    legal = w.game.legal_actions()[0]
    send(w, type="why", sel={"kind": legal.kind, "industry": legal.industry, "target": legal.target}, key="k2")
    assert w.reply["reasons"] == []


def unavailable_sources(w, sel, field):
    """What the chooser shows struck through at a coal, iron or sale-destination step, and why (asked
    through the handler, as a click does): the sources Python lists that no legal decision uses there."""
    legal = {a.get(field) for a in actions_of(w.choices) if all(a.get(k) == v for k, v in sel.items())}
    assert len(legal) > 1, legal  # the step is asked (one legal value would be filled in)
    out = {}
    for value in w.choices["sources"][field]:
        if value not in legal:
            send(w, type="why", sel={**sel, field: value}, key=value)
            assert w.reply["key"] == value
            out[value] = w.reply["reasons"]
    return out


def test_unavailable_coal_sources_explain_why():
    from brass_widget import scenarios
    w = BoardWidget(scenarios.load("coal_closest_mine"), teacher=True)
    sel = {"kind": "build", "industry": "iron_works", "target": "manchester/4", "card": "manchester"}
    assert w.choices["sources"]["coal"] == ["bury/1", "oldham/1", "wigan/1", "market"]
    out = unavailable_sources(w, sel, "coal")
    assert set(out) == {"wigan/1", "market"}  # bury/1 and oldham/1 are equally close: both legal
    for value, reasons in out.items():
        assert reasons, value
        assert all(r["rule"].endswith("Consuming Coal") for r in reasons), reasons
        assert "closest connected coal mine" in reasons[0]["message"]
    assert w.game.history == [] and w.error == ""


def test_unavailable_sale_destination_explains_why():
    from brass_widget.scenarios import Builder
    b = Builder(players=4, seed=1).set(round=4)
    b.tile("lancaster/1", owner=1, industry="port", level=1).link("lancaster--preston", owner=1)
    b.tile("fleetwood/1", owner=2, industry="port", level=1)  # a port Preston has no link to
    b.tile("preston/2", owner=0, industry="cotton_mill", level=1)
    b.dcm(4, top=[-1, -4]).hand(0, ["port", "liverpool", "preston", "stockport"])
    w = BoardWidget(b.to_act(0).game(), teacher=True)
    assert w.choices["sources"]["to"] == ["fleetwood/1", "lancaster/1", "distant"]
    out = unavailable_sources(w, {"kind": "sell", "target": "preston/2"}, "to")
    assert list(out) == ["fleetwood/1"]
    (reason,) = out["fleetwood/1"]
    assert reason["rule"].endswith("Sell Action: Selling using a Port"), reason
    assert "Preston is not connected to Fleetwood" in reason["message"]


def test_preview_reply():
    w = BoardWidget(game=Game.new(players=4, seed=7), teacher=True)
    text = next(a["t"] for a in actions_of(w.choices) if a["kind"] == "loan")
    send(w, type="preview", action=text, version=w.view["version"])
    p = w.reply["preview"]
    assert w.reply["action"] == text and p["legal"]
    me = p["players"][w.game.current_player]
    assert me["money"] > 0 and me["income_level"] < 0


def test_pass_and_play_hides_hands_until_revealed():
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "human"])
    cur = w.game.current_player
    assert w.view["hands"] == {} and w.view["needs_reveal"] == cur and actions_of(w.choices) == []
    act(w, "pass card x")  # refused: hand not revealed
    assert "reveal" in w.error
    send(w, type="why", sel={"kind": "pass", "card": "wigan"}, key="k")
    assert w.error == NOT_YOURS and w.reply == {}
    send(w, type="reveal", seat=cur)
    assert list(w.view["hands"]) == [str(cur)] and actions_of(w.choices)
    # the other hand never travels to the browser
    other = w.game.state["seats"][1 - cur]["hand"]
    assert json.dumps(other) not in json.dumps(w.view["hands"])


def test_teacher_view_shows_every_hand():
    w = BoardWidget(game=Game.new(players=3, seed=1), teacher=True)
    assert sorted(w.view["hands"]) == ["0", "1", "2"]
    w2 = BoardWidget(game=Game.new(players=3, seed=1), seats=["human", "random", "random"])
    assert list(w2.view["hands"]) == ["0"]
    w2.teacher = True
    assert sorted(w2.view["hands"]) == ["0", "1", "2"]


def test_bad_construction():
    with pytest.raises(ValueError):
        BoardWidget(seats=["human"])
    with pytest.raises(ValueError):
        BoardWidget(seats=["human", "human", "human", "wizard"])


def test_repr_svg_is_the_same_drawing():
    g = Game.new(players=4, seed=7)
    g.play(str(g.legal_actions()[0]))
    svg = g._repr_svg_()
    assert svg == scoped_ids(render_svg(g.state, g.edition))  # the same drawing, its ids its own
    assert svg.count("data-location=") == 25 and svg.count("data-link=") == 36
    assert 'data-owner="' in svg  # the tile just built
    w = BoardWidget(game=g)
    assert w.board_svg() == render_svg(g.state, g.edition, side=False)


def test_era_end_scores_reach_the_view():
    g = Game.new(players=2, seed=4)
    from brass_widget import RandomBot
    bot = RandomBot(seed=1)
    while not g.state["scores"]:
        g.apply(bot.choose(g))
    w = BoardWidget(game=g)
    sc = w.scores[0]
    assert sc["era"] == "canal" and "links" in sc and "tiles" in sc


def test_a_click_is_drawn_before_the_bots_reply_in_a_live_kernel():
    async def run():
        w = BoardWidget(game=Game.new(players=2, seed=1), seats=["random", "human"])
        assert w.game.current_player == 1
        act(w, "build cotton_mill macclesfield/1 card macclesfield")
        # drawn at once with the bot to move and busy; the bot replies on the next turn of the loop
        assert w.game.history == ["build cotton_mill macclesfield/1 card macclesfield"]
        assert w.view["current"] == 0 and w.ui["busy"] is True
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert w.game.current_player == 1 and len(w.game.history) > 1 and w.ui["busy"] is False
        # from Python, w.play returns with the bots' replies made
        n = len(w.game.history)
        assert w.play(str(w.game.legal_actions()[0]))
        while w.game.current_player == 1 and len(w.game.history) == n + 1:
            assert w.play(str(w.game.legal_actions()[0]))
        assert w.game.current_player == 1 or w.game.is_over
        assert w.ui["busy"] is False
    asyncio.run(run())


def test_fuzzed_messages_never_escape_the_handler_nor_change_the_game():
    import random
    rng = random.Random(5)
    w = BoardWidget(game=Game.new(players=3, seed=2), seats=["human", "random", "human"], teacher=True)
    junk = [None, 1, -1, 2.5, True, "", "x", [], {}, ["build"], {"a": 1}, "build cotton_mill", "stop", "loan 30",
            "network bolton--wigan card bolton; pass card bolton", "remove manchester/9", "sell x/1 to y"]
    types = ["act", "preview", "why", "undo", "redo", "highlight", "reveal", "load", "bogus", None, 3]
    for _ in range(400):
        before = w.game.to_json()
        msg = {"type": rng.choice(types)}
        for key in ("action", "version", "seat", "sel", "on", "text", "key"):
            if rng.random() < 0.6:
                msg[key] = rng.choice(junk + [w.view["version"], w.game.current_player])
        w._on_msg(w, msg, [])  # must not raise
        if msg["type"] in ("act", "undo", "redo", "load") and w.game.to_json() != before:
            # only a legal act/undo/redo can change the game, and then the board says nothing is wrong
            assert w.error == ""
        else:
            assert w.game.to_json() == before


def test_setting_a_game_for_another_player_count_fits_the_seats():
    w = BoardWidget(game=Game.new(players=2, seed=1), seats=["human", "random"])
    w.game = Game.new(players=4, seed=2)
    assert w.seats == ["human", "random", "human", "human"] and len(w.topology["players"]) == 4
    assert len(w.view["players"]) == 4 and w.error == ""
    w.game = Game.new(players=3, seed=2)
    assert w.seats == ["human", "random", "human"] and len(w.topology["players"]) == 3


def test_new_game_without_a_seed_cannot_be_predicted_from_the_last_one():
    a = BoardWidget(game=Game.new(players=2, seed=40))
    b = BoardWidget(game=Game.new(players=2, seed=40))
    a.new_game()
    b.new_game()
    seeds = {a.game.state["seed"], b.game.state["seed"]}
    assert 41 not in seeds and len(seeds) == 2  # fresh draws, not "the last seed + 1"


def test_undo_is_off_until_a_person_has_moved():
    """The bots moved first (Birmingham, seed 11: Orange and Green before Blue): Undo has nothing of a person's to
    take back, so the board offers none (a click would only say "no person has moved yet"); after Blue's move it
    does, on a new game too (found in the newcomer walk, 2026-11-29)."""
    w = BoardWidget(game=Game.new("birmingham", players=3, seed=11), seats=["human", "greedy", "random"])
    assert w.game.history and w.game.current_player == 0  # the bots' decisions stand before Blue's turn
    assert w.view["can_undo"] is False
    assert w.undo() is False and "no person has moved yet" in w.error
    w.play(str(w.game.legal_actions()[0]))
    assert w.view["can_undo"] is True
    w.new_game(seed=11)
    assert w.game.history and w.view["can_undo"] is False
