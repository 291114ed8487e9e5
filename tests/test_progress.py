"""Progress of long calls: one updating output in a notebook, a bar on a terminal, nothing when asked, and
never silent while one game is long."""

from __future__ import annotations

import io
import types

import pytest

from brass_widget import progress, simulation
from brass_widget.cli import main


class FakeHandle:
    def __init__(self, shown):
        self.shown = shown

    def update(self, bundle, raw=False):
        assert raw
        self.shown.append(("update", bundle))


@pytest.fixture
def notebook(monkeypatch):
    """A kernel as IPython shows it (get_ipython() with a kernel), its displays recorded."""
    shown = []

    def display(bundle, raw=False, display_id=None):
        assert raw and display_id is True  # one output, updated in place
        shown.append(("display", bundle))
        return FakeHandle(shown)

    import IPython.display
    shell = types.SimpleNamespace(kernel=object())
    monkeypatch.setattr(IPython, "get_ipython", lambda: shell)
    monkeypatch.setattr(IPython.display, "display", display)
    monkeypatch.setattr(progress, "_stderr_is_tty", lambda: False)
    return shown


def test_where_progress_goes(monkeypatch):
    monkeypatch.setattr(progress, "in_kernel", lambda: False)
    monkeypatch.setattr(progress, "_stderr_is_tty", lambda: False)
    assert [progress.mode(p) for p in (None, True, False)] == [None, "terminal", None]
    monkeypatch.setattr(progress, "in_kernel", lambda: True)
    assert [progress.mode(p) for p in (None, True, False)] == ["notebook", "notebook", None]
    monkeypatch.setattr(progress, "_stderr_is_tty", lambda: True)
    assert [progress.mode(p) for p in (None, True, False)] == ["terminal", "terminal", None]


def test_kernel_detection(notebook):
    assert progress.in_kernel()
    import IPython
    IPython.get_ipython = lambda: type("TerminalInteractiveShell", (), {})()  # undone by the fixture
    assert not progress.in_kernel()
    IPython.get_ipython = lambda: None
    assert not progress.in_kernel()


def test_a_notebook_sees_one_output_updated_in_place(notebook, capsys):
    specs = simulation.simulate_specs(2, 3, ["random"], seed=1)
    assert simulation.run(specs) == simulation.run(specs, progress=False)  # the default, progress=None
    kinds = [k for k, _ in notebook]
    assert kinds[0] == "display" and kinds.count("display") == 1 and "update" in kinds
    last = notebook[-1][1]
    assert last["text/plain"].startswith("3/3 games, ")
    assert '<progress max="3" value="3">' in last["text/html"]
    assert capsys.readouterr().err == ""  # nothing on stderr in a notebook


def test_progress_false_shows_nothing(notebook, capsys):
    simulation.run(simulation.simulate_specs(2, 1, ["random"], seed=1), progress=False)
    assert notebook == [] and capsys.readouterr().err == ""


def test_tournament_in_a_notebook(notebook):
    result = simulation.tournament(["random", "random"], 2, seed=3)
    assert result["games"] == 2 and notebook[-1][1]["text/plain"].startswith("2/2 games, ")


def test_a_long_game_is_not_silent(monkeypatch, capsys):
    monkeypatch.setattr(progress, "EVERY", 0.0)  # redraw at every tick
    assert main(["tournament", "--bots", "random", "--players", "2", "--games", "1", "--seed", "2"]) == 0
    err = capsys.readouterr().err
    assert "0/1 games" in err and "game 1: 1 decisions" in err and "game 1: 40 decisions" in err
    assert err.endswith("\n") and err.rpartition("\r")[2].startswith("[" + "#" * progress.WIDTH + "] 1/1 games, ")


def test_redraws_are_throttled_but_the_last_is_always_drawn():
    now = [0.0]
    out = io.StringIO()
    bar = progress.Progress(100, "terminal", stream=out, clock=lambda: now[0])
    for done in range(1, 101):
        now[0] += 0.01  # a game every 10 ms: 1 s in all
        bar.tick(5)
        bar.step(done)
    bar.close()
    lines = out.getvalue().split("\r")[1:]
    assert 4 <= len(lines) <= 8  # the first, one every 0.25 s, the last, the close
    assert lines[-1].startswith("[" + "#" * progress.WIDTH + "] 100/100 games, 1.0 s, 100.0 games/s")
    assert out.getvalue().endswith("\n")


def test_a_shorter_line_blanks_the_longer_one_it_replaces():
    now = [0.0]
    out = io.StringIO()
    bar = progress.Progress(2, "terminal", stream=out, clock=lambda: now[0])
    now[0] = 1.0
    bar.tick(1234)
    assert "game 1: 1234 decisions" in out.getvalue()
    long = out.getvalue().split("\r")[-1]
    bar.step(1)
    assert len(out.getvalue().split("\r")[-1]) >= len(long)
