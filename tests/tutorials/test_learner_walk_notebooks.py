"""Notebook texts the learner's walk of 2026-11-26 stumbled on (issue 21, last step;
docs/measurements/learner-walk-2026-11-26.md): each test failed on the main of that day."""

from __future__ import annotations

import json
import pathlib
import re

import pytest

from brass_widget.tutorials import kernel_code

TUTORIALS = pathlib.Path(__file__).resolve().parents[2] / "brass_widget/tutorials"


def _nb(name: str) -> dict:
    return json.loads((TUTORIALS / name).read_text(encoding="utf-8"))


def _markdown(nb: dict) -> str:
    return "\n".join("".join(c["source"]) if isinstance(c["source"], list) else c["source"]
                     for c in nb["cells"] if c["cell_type"] == "markdown")


def test_notebook_12_names_places_in_its_chart_and_check(capsys, monkeypatch):
    """12's demand chart and its last check spoke ids (``stoke_on_trent/3``, ``['gloucester/1', ...]``)."""
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    scope: dict = {}
    for source in kernel_code(_nb("12_birmingham_merchants.ipynb")):
        exec(compile(source, "12_birmingham_merchants", "exec"), scope)  # the tutorial's own code
    out = capsys.readouterr().out
    last = [line for line in out.splitlines() if "Manufacturer is wanted by" in line]
    assert last, out
    assert "Gloucester's tile 1, Shrewsbury's tile 1 and Warrington's tile 1" in last[0]
    assert not re.search(r"\[|'[a-z_]+/\d'|[a-z]_[a-z]", last[0]), last[0]
    heat = scope["fig"].data[0]
    for label in list(heat.x) + list(heat.y):
        assert not re.search(r"[a-z]_[a-z]|/\d", label), label  # "Stoke-on-Trent", "Gloucester 1": names


@pytest.mark.parametrize("name", ["08_full_game_against_bots.ipynb", "14_birmingham_full_game.ipynb"])
def test_full_game_notebooks_say_how_to_play_the_strong_bot(name):
    """The walk was to play the strong bot; neither full-game notebook said it exists. What they say works."""
    from brass_widget.widget import BoardWidget
    text = _markdown(_nb(name))
    assert "strong bot" in text
    (snippet,) = re.findall(r"`(w\.seats = \[[^`]*\"strong\"[^`]*\])`", text)
    code = kernel_code(_nb(name))
    setup = next(c for c in code if "BoardWidget(" in c)
    scope: dict = {}
    exec(compile(setup, name, "exec"), scope)
    exec(compile(snippet, name, "exec"), scope)
    w = scope["w"]
    assert isinstance(w, BoardWidget) and "strong" in w.seats and w.seats[0] == "human"


def test_notebook_00_examples_are_one_of_each_kind_in_words_it_has_taught(capsys, monkeypatch):
    """00 printed a Python list whose first example was ``build cotton_mill blackburn/1 card double``: a double
    build, which 00 never mentions (notebook 01 teaches it)."""
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    code = kernel_code(_nb("00_start_here.ipynb"))
    scope: dict = {}
    for source in code[:3] + [c for c in code if "legal decisions for" in c]:
        exec(compile(source, "00_start_here", "exec"), scope)  # the tutorial's own code
    out = capsys.readouterr().out
    head, _, rest = out.partition("legal decisions for Blue now, for example:")
    examples = [line.strip() for line in rest.splitlines() if line.startswith("    ")]
    legal = {str(a) for a in scope["w"].game.legal_actions()}
    assert examples and set(examples) <= legal
    assert len({e.split()[0] for e in examples}) == len(examples) >= 3  # one of each kind
    assert "[" not in rest.split("why not")[0] and not any("card double" in e for e in examples)


def test_notebook_15_says_the_board_fills_in_the_upgrades_only_choices():
    """15 asked the learner to click the Road and the card of the upgrade; the board had filled both in already
    ("(only choice)"), so the clicks it asked for were not there. The text holds while the upgrade has one way."""
    from brass_widget import scenarios
    g = scenarios.load("duel_tour")
    g.play("take 2")
    g.play("build coal_importer newport/2 card coal_importer")
    upgrades = [str(a) for a in g.legal_actions() if a.kind == "network" and str(a).startswith("network upgrade")]
    assert upgrades == ["network upgrade cowes--newport card newport coal newport/2"]
    text = _markdown(_nb("15_duel_whats_different.ipynb"))
    assert "fills in what has only one choice" in text
    assert "then the **Cowes–Newport** Road, then the **Newport** card" not in text
