"""Notebook 15 (Brass Duel): its exercise's solution is what the board offers, step by step, in the words the
notebook's click instructions use, and its closing game against the greedy bot finishes."""

from __future__ import annotations

import json
import re

from brass_widget import BoardWidget, Game, RandomBot, scenarios
from brass_widget.tutorials import BEGIN, END, HERE
from brass_widget.widget.viewmodel import actions_of

NOTEBOOK = HERE / "15_duel_whats_different.ipynb"


def solution_plays(n: int) -> list[str]:
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    cell = next(c for c in cells if c["metadata"].get("nbgrader", {}).get("grade_id") == f"nb15-solution-{n}")
    text = "".join(cell["source"])
    region = text[text.index(BEGIN):text.index(END)]
    return re.findall(r'w\.play\("([^"]+)"\)', region)


def test_the_exercise_is_offered_on_the_board_as_the_notebook_says():
    plays = solution_plays(1)
    assert plays == ["take 2", "build coal_importer newport/2 card coal_importer",
                     "network upgrade cowes--newport card newport", "stop"]
    w = BoardWidget(scenarios.load("duel_tour"), teacher=True)
    steps = [{"kind": "take", "amount": "2"},  # Card rows: Column 2
             {"kind": "build", "industry": "coal_importer", "target": "newport/2", "card": "coal_importer"},
             # Network: "Upgrade a Road to a Rail", the Cowes-Newport road, the Newport card; one coal source only
             {"kind": "network", "industry": "upgrade", "target": "cowes--newport", "card": "newport",
              "coal": "newport/2"},
             {"kind": "stop"}]
    for text, want in zip(plays, steps):
        offered = [a for a in actions_of(w.choices) if all(a.get(k) == v for k, v in want.items())]
        assert len(offered) == 1, (text, offered)
        if want["kind"] == "network":  # the coal the notebook says is free: the only source the board lists
            assert [a["coal"] for a in actions_of(w.choices) if a.get("target") == "cowes--newport"
                    and a.get("card") == "newport"] == ["newport/2"]
        assert w.play(text), w.error
    assert w.game.current_player == 1 and w.game.state["seats"][0]["money"] == 14


def test_the_closing_game_is_duel_against_the_greedy_bot_and_finishes():
    nb = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    code = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    seed = int(re.search(r'Game\.new\("duel", players=2, seed=(\d+)\)\nw = BoardWidget', code).group(1))
    w = BoardWidget(Game.new("duel", players=2, seed=seed), seats=["human", "greedy"])
    bot = RandomBot(seed=1)  # finish_with_bot: a RandomBot plays the learner's seat
    while not w.game.is_over and w.game.current_player == 0:
        assert w.play(str(bot.choose(w.game))), w.error
    assert w.game.is_over and w.game.round == 16
    assert sorted(r["player"] for r in w.game.final_scores()) == [0, 1]


def test_the_importer_exercise_is_not_done_while_its_network_action_is_under_way():
    """Issue 21: notebook 15's check said ✓ once the Rail was placed, before the Network action was finished (the
    learner had not confirmed Stop). It says what is left until then, ✓ after."""
    import contextlib
    import io

    import nbformat

    from brass_widget import BoardWidget, scenarios
    from brass_widget.tutorials import check, notebooks
    path = next(p for p in notebooks() if p.name.startswith("15_"))
    cell = next(c.source for c in nbformat.read(path, as_version=4).cells
                if c.cell_type == "code" and "blue_importer" in c.source and "check(" in c.source)
    w = BoardWidget(scenarios.load("duel_tour"), seats=["human", "human"], teacher=True)

    def said() -> str:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(cell, {"w": w, "check": check})  # the notebook's own check cell
        return out.getvalue()
    for text in ("take 2", "build coal_importer newport/2 card coal_importer", "network upgrade cowes--newport card newport"):
        w.play(text)
    assert said().startswith("Not yet: the Network action is still under way")
    w.play("stop")
    assert said().startswith("✓")
