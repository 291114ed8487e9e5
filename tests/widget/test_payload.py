"""What a move costs on the comm: DESIGN's budget (the payload Python sends per move, under 15 KB) over whole seeded
games in every edition, and the parts that keep it there each giving back exactly what the board showed before (the
packed decisions, the eras' scorings, the mats and the log in traits of their own). ``scripts/payload_sizes.py`` prints
the same figures trait by trait."""

from __future__ import annotations

import statistics

import pytest

from brass_widget import Game, RandomBot
from brass_widget.widget import BoardWidget
from brass_widget.widget import board as board_mod
from brass_widget.widget import viewmodel as vm
from tests.widget.comm_record import comm_bytes, record_comm

BUDGET = 15 * 1024  # docs/design.md, Budgets: "the payload Python sends per move, under 15 KB"
TABLES = {"lancashire": 4, "birmingham": 4, "duel": 2}


def act(w, text):
    w._on_msg(w, {"type": "act", "action": text, "version": w.view["version"], "seat": w.choices["seat"]}, [])
    assert w.error == ""


def whole_game(edition: str, seed: int = 7):
    """A seeded game through the comm: seat 0 a person who always plays the last legal decision the board offers,
    the others GreedyBots replying within the call. Yields (the widget, the messages that move sent)."""
    players = TABLES[edition]
    w = BoardWidget(game=Game.new(edition, players=players, seed=seed), seats=["human"] + ["greedy"] * (players - 1))
    sent = record_comm(w)
    while not w.game.is_over:
        sent.clear()
        act(w, vm.actions_of(w.choices)[-1]["t"])
        yield w, list(sent)


@pytest.mark.parametrize("edition", list(TABLES))
def test_every_move_of_a_whole_game_sends_under_15kb(edition):
    """Every comm message a move sends (the person's decision and the bots' replies, one board update), counted in
    the bytes the kernel sends: under 15 KB from the first move to the game's end, end screen included. Before session
    22, Birmingham's (4 players, seed 7) reached 17.6 KB at the game's end and 16.8 KB in the Canal Era."""
    sizes, over = [], False
    for w, sent in whole_game(edition):
        assert len([m for m in sent if "view" in m.get("state", {})]) == 1  # one board update a move
        sizes.append(sum(comm_bytes(m) for m in sent))
        over = w.game.is_over
    assert over and len(sizes) > 20
    print(f"\nPAYLOAD {edition} per move over {len(sizes)} moves (a whole game): max {max(sizes) / 1024:.1f} KB, "
          f"median {statistics.median(sizes) / 1024:.1f} KB")
    assert max(sizes) < BUDGET, sorted(sizes)[-3:]


def test_the_game_end_carries_its_own_scoring_and_not_the_canal_eras_again():
    """The Canal Era's scoring travels once, when it ends (``scores``); the Rail Era's with the game's last move
    (``end_scoring``), which does not carry the Canal Era's again. The board joins them: both eras are shown."""
    carried = []
    for w, sent in whole_game("birmingham"):
        state = {k for m in sent for k in m.get("state", {})}
        carried.append(({"scores", "end_scoring"} & state, w.game.is_over))
    assert [c for c, _ in carried if "scores" in c] == [{"scores"}]  # once: the Canal Era's end
    assert carried[-1] == ({"end_scoring"}, True)
    assert [s["era"] for s in w.scores] == ["canal"] and w.end_scoring["era"] == "rail"
    state = w.game.state["scores"]
    assert [{**s, "links": vm.records_of(s["links"]), "tiles": vm.records_of(s["tiles"])}
            for s in [*w.scores, w.end_scoring]] == state  # every link and tile, as the state scored them


@pytest.mark.parametrize("edition", list(TABLES))
def test_the_log_and_the_mats_the_board_joins_are_what_it_showed_before(edition):
    """At every move: the log joined from its chunks is the newest 24 entries, grouped by round (what the view carried
    before), and the mats joined from their traits are the engine's ``tile_status``; a full chunk is never sent
    again, so a move sends only the chunks it wrote to."""
    sent_chunks: dict[int, dict] = {}
    for w, sent in whole_game(edition):
        chron = w._chronicle
        assert w.shown_log() == vm.log_groups(chron.entries(board_mod.LOG_TAIL))
        assert "log" not in w.view and w.view["log_total"] == chron.total()
        assert w.mats() == [w.game.tile_status(s) for s in range(w.game.players)]
        assert all("mat" not in p for p in w.view["players"])
        for m in sent:
            for k, chunk in m.get("state", {}).items():
                if k.startswith("log_") and chunk:
                    first = chunk["from"]
                    if first in sent_chunks:  # sent again: only while it was not yet full
                        assert sum(len(g["lines"]) for g in sent_chunks[first]["log"]) < board_mod.LOG_CHUNK, first
                    sent_chunks[first] = chunk
    assert len(sent_chunks) > 5


@pytest.mark.parametrize("edition", list(TABLES))
def test_the_packed_decisions_read_back_exactly_in_order(edition):
    """``pack_actions`` (runs of one field, and ``{"each": ...}`` over a run) read back by ``actions_of`` gives every
    legal decision, text and fields, in the engine's order, at every decision of a random game; and it is smaller."""
    g = Game.new(edition, players=TABLES[edition], seed=3)
    bot = RandomBot(seed=3)
    runs = each = 0
    while not g.is_over:
        acts = g.legal_actions()
        packed = vm.pack_actions(acts, g.edition)
        assert vm.actions_of({"actions": packed}) == [vm.action_fields(a) for a in acts]
        rows = [r for r in packed["decisions"] if not isinstance(r[0], list)]
        runs += sum(any(isinstance(v, list) for v in r) for r in rows)
        each += sum(any(isinstance(v, dict) for v in r) for r in rows)
        g.apply(bot.choose(g))
    assert runs and (each or edition == "duel")
