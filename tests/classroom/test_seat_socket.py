"""A seat's websocket (``/ws/seat``, issue 34 piece 2): the board's traits and messages over the wire, for one seat
only. Each test drives the real server (``live``) with Tornado's websocket client."""

from __future__ import annotations

import asyncio
import json

import pytest
from tornado.websocket import websocket_connect

from brass_widget import Game
from brass_widget.classroom.client import Client
from brass_widget.classroom.trust import Limits
from brass_widget.widget.protocol import trait_names
from brass_widget.widget.refusals import NOT_YOURS
from brass_widget.widget.viewmodel import actions_of

from .conftest import Live

WAIT = 20  # seconds a test waits for a frame it expects (a frame that never comes fails, never hangs)


class Page:
    """One seat's socket: ``traits`` is everything it was sent, joined as the page joins it."""

    def __init__(self, ws):
        self.ws = ws
        self.traits: dict = {}
        self.frames: list[str] = []

    @classmethod
    async def open(cls, live, code: str) -> Page:
        page = cls(await websocket_connect(f"ws://127.0.0.1:{live.port}/ws/seat?code={code}"))
        await page.frame()
        return page

    async def frame(self) -> dict:
        text = await asyncio.wait_for(self.ws.read_message(), WAIT)
        assert text is not None, f"the socket closed: {self.ws.close_code} {self.ws.close_reason}"
        self.frames.append(text)
        traits = json.loads(text)["traits"]
        self.traits.update(traits)
        return traits

    async def send(self, msg) -> dict:
        """Send one intent and return the frame that answers it."""
        self.ws.write_message(msg if isinstance(msg, (str, bytes)) else json.dumps(msg), binary=isinstance(msg, bytes))
        return await self.frame()

    async def until(self, test) -> None:
        while not test(self.traits):
            await self.frame()


def table(live: Live, seats=("person", "person"), seed: int = 3, edition: str = "lancashire") -> tuple[dict, dict]:
    made = live.table(edition=edition, players=len(seats), seats=list(seats), seed=seed)
    return made, {j["seat"]: j["code"] for j in made["join"]}


def run(work):
    return asyncio.run(asyncio.wait_for(work, 120))


def a_legal(live, tid) -> tuple[int, str, int]:
    """The seat to move at table ``tid``, a decision it may make (the engine's first), and the table's version."""
    t = live.room.tables[tid]
    return t.game.current_player, str(t.game.legal_actions()[0]), t.version


def test_a_seat_is_sent_every_trait_with_its_own_hand_only_and_the_play_link(live):
    made, codes = table(live)
    assert all(j["play"].endswith(f"/play?code={j['code']}") for j in made["join"])
    game = live.room.tables[made["id"]].game

    async def go():
        for seat, code in codes.items():
            page = await Page.open(live, code)
            assert set(page.traits) == set(trait_names())
            view = page.traits["view"]
            assert view["hands"] == {str(seat): list(game.state["seats"][seat]["hand"])}
            mine = game.current_player == seat
            assert bool(page.traits["choices"]["actions"]["decisions"]) == mine
            page.ws.close()
    run(go())


def test_a_move_by_one_seat_reaches_the_other_and_out_of_turn_forged_stale_moves_change_nothing(live):
    made, codes = table(live)
    tid = made["id"]
    seat, text, version = a_legal(live, tid)
    other = 1 - seat

    async def go():
        me, them = await Page.open(live, codes[seat]), await Page.open(live, codes[other])
        # out of turn: the other seat plays, as itself and as the seat to move (a forged seat)
        got = await them.send({"type": "act", "action": text, "version": version, "seat": other})
        assert got["error"] == "refused: it is not your turn"
        got = await them.send({"type": "act", "action": text, "version": version, "seat": seat})
        assert "seat only" in got["error"]
        got = await me.send({"type": "act", "action": text, "version": version + 5, "seat": seat})
        assert "stale" in got["error"]
        assert live.room.tables[tid].version == version
        got = await me.send({"type": "act", "action": text, "version": version, "seat": seat})
        assert got["error"] == "" and got["view"]["version"] == version + 1
        await them.until(lambda t: t["view"]["version"] == version + 1)
        assert live.room.tables[tid].decisions == [text]
        assert them.traits["view"]["hands"].keys() == {str(other)}
        # the table moved on: the same decision again is stale, and played once only
        got = await me.send({"type": "act", "action": text, "version": version, "seat": seat})
        assert "stale" in got["error"]
        assert live.room.tables[tid].decisions == [text]
    run(go())


def test_an_illegal_move_is_refused_with_the_engines_reasons(live):
    made, codes = table(live)
    seat, _, version = a_legal(live, made["id"])

    async def go():
        me = await Page.open(live, codes[seat])
        got = await me.send({"type": "act", "action": "loan 30 card nowhere", "version": version, "seat": seat})
        assert got["error"] and "(" in got["error"]  # each reason with its rule
        assert live.room.tables[made["id"]].version == version
    run(go())


@pytest.mark.parametrize("msg,words", [
    ({"type": "undo", "version": 0}, "no undo"),
    ({"type": "redo", "version": 0}, "no undo"),
    ({"type": "new", "players": 2}, "only the teacher"),
    ({"type": "seats", "seats": ["greedy", "human"]}, "only the teacher"),
    ({"type": "load", "text": "{}"}, "only the teacher"),
    ({"type": "save"}, "cannot save"),
    ({"type": "review_step", "n": 0}, "not in Review mode"),
    ({"type": "review_end"}, "not in Review mode"),
    ({"type": "reveal", "seat": 7}, "only the player to act"),
    ({"type": "nonsense"}, "unknown message type"),
    ([1, 2], "malformed"),
    ("not json", "not JSON"),
    (b"\x00\x01", "binary"),
])
def test_what_a_student_may_not_do_is_refused_and_changes_nothing(live, msg, words):
    made, codes = table(live)
    seat = live.room.tables[made["id"]].game.current_player

    async def go():
        page = await Page.open(live, codes[seat])
        got = await page.send(msg)
        assert words in got["error"] and set(got) == {"error"}  # only the refusal: no save, no reply, no new game
    run(go())
    t = live.room.tables[made["id"]]
    assert t.version == 0 and t.params["seats"] == ["person", "person"]


def test_a_wrong_code_and_an_oversized_frame_close_the_socket(tmp_path):
    live = Live(tmp_path / "class", limits=Limits(bad_per_minute=2))
    made, codes = table(live)

    async def go():
        for code in ("nope", codes[0] + "x"):
            ws = await websocket_connect(f"ws://127.0.0.1:{live.port}/ws/seat?code={code}")
            assert await asyncio.wait_for(ws.read_message(), WAIT) is None and ws.close_code == 4404
        ws = await websocket_connect(f"ws://127.0.0.1:{live.port}/ws/seat?code={codes[0]}")  # the right one, too late
        assert await asyncio.wait_for(ws.read_message(), WAIT) is None and ws.close_code == 4429
    try:
        run(go())
    finally:
        live.close()

    async def big(live):
        page = await Page.open(live, codes[0])
        page.ws.write_message(json.dumps({"type": "why", "sel": {}, "key": "x" * 20_000}))
        assert await asyncio.wait_for(page.ws.read_message(), WAIT) is None
        assert page.ws.close_code == 1009  # too big
    live = Live(tmp_path / "class")
    try:
        run(big(live))
        assert live.room.tables[made["id"]].version == 0
    finally:
        live.close()


def test_a_page_cannot_open_another_origins_socket(live):
    _, codes = table(live)

    async def go():
        from tornado.httpclient import HTTPClientError, HTTPRequest
        req = HTTPRequest(f"ws://127.0.0.1:{live.port}/ws/seat?code={codes[0]}", headers={"Origin": "http://evil.test"})
        with pytest.raises(HTTPClientError) as e:
            await websocket_connect(req)
        assert e.value.code == 403
    run(go())


def test_a_reconnect_gets_the_whole_board_again_as_it_is_now(live):
    made, codes = table(live, seats=("person", "greedy", "person"), seed=5)
    tid = made["id"]

    async def go():
        pages = {s: await Page.open(live, c) for s, c in codes.items()}
        for _ in range(4):  # the people play (the greedy bot answers), each page following
            live.idle()
            seat, text, version = a_legal(live, tid)
            page = pages[seat]
            await page.send({"type": "act", "action": text, "version": version, "seat": seat})
            await page.until(lambda t, v=version: t["view"]["version"] > v or t["error"])  # a bot's frame may come first
            assert page.traits["error"] == ""
        live.idle()
        now = live.room.tables[tid].version
        for s, page in pages.items():
            await page.until(lambda t: t["view"]["version"] == now)
            again = await Page.open(live, codes[s])
            assert again.traits == page.traits  # what the page had joined from its frames is the whole board now
            assert again.traits["view"]["hands"].keys() == {str(s)}
    run(go())


def hidden_parts(g: Game) -> dict:
    return {k: v for k, v in g.state.items() if k not in ("seed", "log")}


@pytest.mark.parametrize("edition,players,seed,steps", [("lancashire", 3, 3, 9), ("birmingham", 2, 4, 7)])
def test_twins_a_seat_gets_the_same_bytes_whatever_is_hidden_from_it(live, edition, players, seed, steps):
    """Two games differing only in what a seat may not see (other hands, the deck's order, face-down pieces) send
    that seat byte-identical frames: the whole board at connect, a refused move, and the why-not answer."""
    made, codes = table(live, seats=("person",) * players, seed=seed, edition=edition)
    t = live.room.tables[made["id"]]
    for _ in range(steps):
        t.game.apply(t.game.legal_actions()[len(t.decisions) % len(t.game.legal_actions())])
        t.decisions.append(t.game.history[-1])
    real = t.game

    async def frames(seat):
        page = await Page.open(live, codes[seat])
        out = list(page.frames)
        mine = t.game.current_player == seat
        out.append(json.dumps(await page.send({"type": "act", "action": "loan 30 card nowhere",
                                               "version": t.version, "seat": seat}), sort_keys=True))
        if mine:
            out.append(json.dumps(await page.send({"type": "why", "sel": {"kind": "build"}, "key": "k"}),
                                  sort_keys=True))
        page.ws.close()
        return out

    for seat in codes:
        seen = []
        for k in (1, 2):  # both twins dealt from the seat's observation alike (neither keeps the game's history)
            twin = Game.from_observation(real.observation(seat), seed=100 + k)
            live.on_loop(lambda twin=twin: setattr(t, "game", twin))
            try:
                seen.append((hidden_parts(twin), run(frames(seat))))
            finally:
                live.on_loop(lambda: setattr(t, "game", real))
        (hidden_1, frames_1), (hidden_2, frames_2) = seen
        assert hidden_1 != hidden_2  # the hidden parts really differ
        assert frames_1 == frames_2


def test_the_teacher_hands_a_vanished_students_seat_to_a_bot_and_it_stays_one_after_a_restart(tmp_path):
    live = Live(tmp_path / "class")
    try:
        made, codes = table(live)
        tid = made["id"]
        seat, _, version = a_legal(live, tid)  # the seat to move leaves
        url = f"/api/tables/{tid}/seats/{seat}/bot"
        assert live.client().post(url, {"level": "greedy"})[0] == 401  # the teacher's call only
        student = Client(live.base)
        assert student.post(url, {"level": "greedy"})[0] == 401
        for bad_url, body, status in [(url, {"level": "grumpy"}, 400), (url, {}, 400), (url, [1], 400),
                                      (f"/api/tables/{tid}/seats/7/bot", {"level": "greedy"}, 404),
                                      ("/api/tables/nope/seats/0/bot", {"level": "greedy"}, 404)]:
            got = live.teacher.post(bad_url, body)
            assert got[0] == status and got[1]["error"], (bad_url, body, got)
        assert live.room.tables[tid].seats == ["person", "person"] and live.room.tables[tid].version == version

        async def go():
            page = await Page.open(live, codes[seat])
            status, body = live.teacher.post(url, {"level": "greedy"})
            assert status == 200 and body["seats"][seat] == "greedy"
            await page.until(lambda t: t["view"]["version"] > version)  # the bot played the seat's move
            assert page.traits["ui"]["seats"][seat] == "greedy"
            assert page.traits["view"]["hands"].keys() == {str(seat)}  # the student still sees the seat's board
        run(go())
        live.idle()
        assert live.teacher.post(url, {"level": "random"})[0] == 409  # a bot's already
        t = live.room.tables[tid]
        decisions = list(t.decisions)
        assert len(decisions) > version
    finally:
        live.close()
    live = Live(tmp_path / "class")  # a restart on the same data: the seat is still the bot's
    try:
        t = live.room.tables[tid]
        assert t.seats[seat] == "greedy" and t.decisions[:len(decisions)] == decisions
        live.idle()
        got = Client(live.base).act(codes[seat], "loan 30 card nowhere", t.version)  # its code acts no more
        assert got[0] == 409 and got[1]["error"] == "your seat is played by the greedy bot now"
        assert Client(live.base).seat(codes[seat])[0] == 200  # but still shows the seat's view
    finally:
        live.close()


def test_the_seat_page_is_a_fixed_file_under_a_csp_and_a_wrong_code_gets_404(tmp_path):
    import http.client
    live = Live(tmp_path / "class", limits=Limits(bad_per_minute=2))
    try:
        _, codes = table(live)

        def get(path):
            conn = http.client.HTTPConnection("127.0.0.1", live.port, timeout=30)
            conn.request("GET", path)
            resp = conn.getresponse()
            out = resp.status, dict(resp.getheaders()), resp.read()
            conn.close()
            return out

        status, head, page = get(f"/play?code={codes[0]}")
        assert status == 200 and head["Content-Type"].startswith("text/html")
        assert "script-src 'self'" in head["Content-Security-Policy"] and head["Referrer-Policy"] == "no-referrer"
        assert get(f"/play?code={codes[1]}")[2] == page  # the same file for every seat: nothing of the request in it
        assert codes[0].encode() not in page
        assert b'src="/static/seat.js"' in page
        for name, kind in [("board.js", "text/javascript"), ("seat.js", "text/javascript"), ("board.css", "text/css")]:
            status, head, body = get(f"/static/{name}")
            assert status == 200 and head["Content-Type"].startswith(kind) and body
            assert "Content-Security-Policy" in head
        for path in ("/static/app.py", "/static/..%2Fapp.py", "/static/seat.html", "/static/"):
            assert get(path)[0] == 404
        assert get("/play?code=nope")[0] == 404
        assert get("/play")[0] == 404
        assert get(f"/play?code={codes[0]}")[0] == 429  # two wrong codes a minute from this address, at most
    finally:
        live.close()


def test_a_seats_messages_are_rate_limited(tmp_path):
    live = Live(tmp_path / "class", limits=Limits(seat_rate=0.01, seat_burst=3))  # opening the socket and 2 more
    try:
        _, codes = table(live)

        async def go():
            page = await Page.open(live, codes[0])
            assert (await page.send({"type": "highlight", "on": ["coal"]}))["highlight"] == ["coal"]
            assert (await page.send({"type": "highlight", "on": ["trade"]}))["highlight"] == ["trade"]
            got = await page.send({"type": "highlight", "on": []})
            assert got == {"error": "refused: too many messages from this seat: slow down"}
            ws = await websocket_connect(f"ws://127.0.0.1:{live.port}/ws/seat?code={codes[0]}")  # nor a new page
            assert await asyncio.wait_for(ws.read_message(), WAIT) is None and ws.close_code == 4429
        run(go())
    finally:
        live.close()


def test_a_seat_has_at_most_four_pages_open(live):
    _, codes = table(live)

    async def go():
        pages = [await Page.open(live, codes[0]) for _ in range(4)]
        ws = await websocket_connect(f"ws://127.0.0.1:{live.port}/ws/seat?code={codes[0]}")
        assert await asyncio.wait_for(ws.read_message(), WAIT) is None and ws.close_code == 4429
        pages[0].ws.close()
        for _ in range(100):  # its place is free once the server has seen it close
            again = await websocket_connect(f"ws://127.0.0.1:{live.port}/ws/seat?code={codes[0]}")
            if await asyncio.wait_for(again.read_message(), WAIT) is not None:
                break
            await asyncio.sleep(0.05)
        else:
            raise AssertionError("a closed page's place was not freed")
    run(go())


def test_a_seats_hint_is_the_coachs_searched_off_the_loop_and_only_on_its_turn(live, monkeypatch):
    from brass_widget.bots import coach
    monkeypatch.setattr(coach, "HINT_SECONDS", None)  # a small work budget, no clock: quick, and the same anywhere
    monkeypatch.setattr(coach, "BUDGET", {"width": 3, "max_evals": 300, "deep_width": 2, "deep_evals": 300})
    made, codes = table(live)
    t = live.room.tables[made["id"]]
    seat = t.game.current_player
    legal = {str(a) for a in t.game.legal_actions()}

    async def go():
        me, them = await Page.open(live, codes[seat]), await Page.open(live, codes[1 - seat])
        reply = (await me.send({"type": "hint", "version": 0}))["reply"]
        assert reply["kind"] == "hint" and reply["seat"] == seat and reply["start"] == 0 and reply["more"]
        assert len(reply["moves"]) == 3 and {m["action"] for m in reply["moves"]} <= legal
        more = (await me.send({"type": "hint", "version": 0, "start": 3}))["reply"]  # from the same search
        assert more["start"] == 3 and not {m["action"] for m in more["moves"]} & {m["action"] for m in reply["moves"]}
        got = await them.send({"type": "hint", "version": 0})
        assert got == {"error": NOT_YOURS}  # not its turn: the hand to move is not its own
        stale = await me.send({"type": "hint", "version": 5})
        assert "stale" in stale["error"]
    run(go())
    assert t.version == 0


def test_a_seats_open_page_shows_on_the_dashboard_as_joined(live):
    made, codes = table(live)
    assert [s["joined"] for s in live.teacher.get(f"/api/tables/{made['id']}")[1]["students"]] == [False, False]

    async def go():
        page = await Page.open(live, codes[1])
        page.ws.close()
    run(go())
    assert [s["joined"] for s in live.teacher.get(f"/api/tables/{made['id']}")[1]["students"]] == [False, True]


def test_a_paused_table_refuses_a_seats_move_on_its_board(live):
    made, codes = table(live)
    seat, text, version = a_legal(live, made["id"])
    assert live.teacher.post(f"/api/tables/{made['id']}/pause")[0] == 200

    async def go():
        page = await Page.open(live, codes[seat])
        await page.send({"type": "act", "action": text, "version": version, "seat": seat})
        page.ws.close()
        return page
    page = run(go())
    assert "the teacher has paused this table" in json.dumps(page.traits) and live.room.tables[made["id"]].version == 0


def test_a_seats_board_offers_no_control_but_play_and_a_boardwidget_offers_them_all(live):
    from brass_widget import BoardWidget
    from brass_widget.widget.protocol import CONTROLS
    made, codes = table(live)

    async def go():
        page = await Page.open(live, codes[0])
        page.ws.close()
        return page
    assert run(go()).traits["ui"]["controls"] == []  # the page hides Undo, Redo, New game, Save, Load, the seat menu
    assert BoardWidget(Game.new("lancashire", players=2, seed=1)).ui["controls"] == list(CONTROLS)


def test_the_teachers_pause_resume_and_end_reach_an_open_page_at_once(live):
    made, codes = table(live)
    seat, _, _ = a_legal(live, made["id"])
    url = f"/api/tables/{made['id']}"

    async def go():
        page = await Page.open(live, codes[seat])
        assert page.traits["ui"]["held"] == "" and actions_of(page.traits["choices"])
        said = []
        for verb, held in (("pause", "Paused by your teacher"), ("resume", ""), ("end", "The teacher ended this table")):
            # the student sends nothing: the teacher's click alone reaches the page (its socket follows the table)
            await asyncio.get_running_loop().run_in_executor(None, lambda v=verb: live.teacher.post(f"{url}/{v}"))
            await page.until(lambda t, h=held: t["ui"]["held"] == h)
            said.append((held, bool(actions_of(page.traits["choices"]))))
        page.ws.close()
        return said
    assert run(go()) == [("Paused by your teacher", False), ("", True), ("The teacher ended this table", False)]
    assert live.room.tables[made["id"]].version == 0
