"""The classroom's store (issue 34, item 7): a table is its creation parameters + its decisions' texts + a version
counter; a decision is stored only at the version the caller saw, once; a store reopened holds what was committed."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from brass_widget.classroom.room import Room
from brass_widget.classroom.store import SQLiteStore, StaleVersion, StoreError, TableRecord, append_decision
from brass_widget.cli import main

PARAMS = {"edition": "lancashire", "players": 2, "seats": ["person", "greedy"], "rules": {}, "seed": 5}


def test_a_decision_is_stored_once_at_its_version_and_survives_a_reopen(tmp_path):
    store = SQLiteStore(tmp_path)
    store.create_table(TableRecord("t1", PARAMS, ["code-a", None]))
    store.create_table(TableRecord("t0", dict(PARAMS, seed=6), ["code-b", None]))
    append_decision(store, "t1", 0, "first")
    append_decision(store, "t1", 1, "second")
    for version in (0, 1, 3):  # a replayed request, an old one, one from the future: refused, nothing stored
        with pytest.raises(StaleVersion) as err:
            append_decision(store, "t1", version, "again")
        assert err.value.current == 2
    with pytest.raises(StaleVersion):
        append_decision(store, "no-such-table", 0, "x")
    store.close()

    again = SQLiteStore(tmp_path)
    loaded = again.load_tables()
    assert [(r.id, r.params, r.codes, r.decisions, r.version) for r in loaded] == [
        ("t1", PARAMS, ["code-a", None], ["first", "second"], 2),
        ("t0", dict(PARAMS, seed=6), ["code-b", None], [], 0)]  # in the order they were made
    again.close()


def test_the_store_is_wal_and_the_teacher_token_is_kept(tmp_path):
    store = SQLiteStore(tmp_path)
    token = Room(store).token
    assert store._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    store.close()
    assert Room(SQLiteStore(tmp_path)).token == token  # a restart keeps the teacher's scripts working
    assert Room(SQLiteStore(tmp_path / "other")).token != token


def test_a_table_is_replayed_from_its_seed_and_decisions(tmp_path):
    store = SQLiteStore(tmp_path)
    room = Room(store)
    table = room.create(dict(PARAMS, seats=["person", "person"]))
    code = table.codes[table.game.current_player]
    for _ in range(3):
        seat = table.game.current_player
        asyncio.run(room.act(table.codes[seat], str(table.game.legal_actions()[-1]), table.version))
    state = table.game.to_json()
    store.close()
    back = Room(SQLiteStore(tmp_path)).tables[table.id]
    assert back.version == 3 and back.decisions == table.decisions
    assert back.game.to_json() == state and back.codes == table.codes
    assert code in back.codes


def test_a_store_whose_counter_disagrees_with_its_rows_is_refused(tmp_path):
    store = SQLiteStore(tmp_path)
    store.create_table(TableRecord("t1", PARAMS, ["c", None]))
    append_decision(store, "t1", 0, "first")
    store.close()
    db = sqlite3.connect(tmp_path / SQLiteStore.FILE)
    db.execute("UPDATE tables SET version = 5")
    db.commit()
    db.close()
    with pytest.raises(StoreError, match="1 decisions stored under version 5"):
        SQLiteStore(tmp_path).load_tables()


def test_a_stored_decision_that_no_longer_replays_is_said_plainly(tmp_path, capsys):
    store = SQLiteStore(tmp_path)
    store.create_table(TableRecord("t1", PARAMS, ["c", None]))
    append_decision(store, "t1", 0, "loan 30 card nowhere")
    store.close()
    with pytest.raises(StoreError, match="table t1 cannot be replayed"):
        Room(SQLiteStore(tmp_path))
    assert main(["classroom", "--port", "0", "--data", str(tmp_path)]) == 1
    assert "cannot be replayed" in capsys.readouterr().err



def test_several_decisions_commit_together_each_under_its_own_version(tmp_path):
    store = SQLiteStore(tmp_path)
    for tid in ("a", "b"):
        store.create_table(TableRecord(tid, PARAMS, ["c" + tid, None]))
    got = store.append_decisions([("a", 0, "a1"), ("b", 0, "b1"), ("a", 0, "a1 again"), ("a", 1, "a2"),
                                  ("b", 5, "b?")])
    assert [None if r is None else r.current for r in got] == [None, None, 1, None, 1]
    assert {r.id: r.decisions for r in store.load_tables()} == {"a": ["a1", "a2"], "b": ["b1"]}


def test_a_tables_notes_are_kept_replaced_and_survive_a_reopen(tmp_path):
    store = SQLiteStore(tmp_path)
    store.set_note("t1", "status", "paused")
    store.set_note("t1", "short", ["ABCDEFGH", None])
    store.set_note("t1", "status", "ended")  # replaced, not added
    store.set_note("t2", "name/0", "Zoë <b>")
    store.close()
    again = SQLiteStore(tmp_path)
    assert again.load_notes() == {"t1": {"short": ["ABCDEFGH", None], "status": "ended"}, "t2": {"name/0": "Zoë <b>"}}
    again.close()
