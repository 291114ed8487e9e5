"""``brass_widget.classroom.start()``: the classroom server in a notebook's kernel (issue 34, piece 3)."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from brass_widget import classroom
from brass_widget.classroom.client import STARTED, Client


def threads():
    return ThreadPoolExecutor(1)


def test_start_serves_the_dashboard_in_the_kernel_and_stops(tmp_path):
    cls = classroom.start(data=tmp_path / "class", think=threads)
    try:
        m = STARTED.search(f"teacher: {cls.url}")
        assert m and m[1] == cls.base and m[2] == cls.token and cls.base.startswith("http://localhost:")
        frame = cls.dashboard()
        assert frame.src == cls.url and "/join" in cls._repr_html_()
        made = cls.table(edition="lancashire", players=2, seats=["person", "random"], seed=1)
        with pytest.raises(ValueError, match="a seat is one of"):
            cls.table(players=2, seats=["person", "wizard"])
        assert [t["id"] for t in cls.tables()] == [made["id"]]
        assert cls.pause(made["id"])["status"] == "paused" and cls.resume(made["id"])["status"] == "live"
        played = cls.rehearse(seed=3)
        [table] = cls.results()["tables"]
        assert played > 10 and table["over"] and table["students"][0]["name"] == "Ada"
    finally:
        cls.stop()
    with pytest.raises(RuntimeError, match="has stopped"):
        cls.tables()
    with pytest.raises(ConnectionError):
        Client(cls.base, timeout=5).get("/teacher")
    cls.stop()  # a second stop does nothing
    again = classroom.start(data=tmp_path / "class", think=threads)  # the same folder: the same class
    try:
        assert again.token == cls.token and [t["id"] for t in again.tables()] == [made["id"]]
    finally:
        again.stop()


@pytest.mark.parametrize("kw,words", [({"port": 70000}, "port is a whole number from 0 to 65535"),
                                      ({"port": "80"}, "port is"), ({"host": ""}, "host is")])
def test_start_refuses_bad_arguments(tmp_path, kw, words):
    with pytest.raises(ValueError, match=words):
        classroom.start(data=tmp_path, **kw)


def test_start_in_the_browser_only_site_says_why_not(tmp_path, monkeypatch):
    monkeypatch.setattr("sys.platform", "emscripten")
    with pytest.raises(RuntimeError, match="not the zero-install site"):
        classroom.start(data=tmp_path)


def test_start_on_a_port_in_use_is_an_oserror_and_leaves_nothing_running(tmp_path):
    first = classroom.start(data=tmp_path / "a", think=threads)
    try:
        with pytest.raises(OSError):
            classroom.start(data=tmp_path / "b", port=first.port, think=threads)
        assert [t.name for t in threading.enumerate()].count("brass-classroom") == 1  # the first one's only
        assert first.tables() == []  # and it serves on
    finally:
        first.stop()
