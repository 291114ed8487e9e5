"""Notebook texts the walk of the learner's open list stumbled on (issue 21; docs/measurements/
learner-walk-2026-11-26.md, "The open list walked"): each test failed on the main of 2026-11-26."""

from __future__ import annotations

import json
import pathlib
import re

from brass_widget.tutorials import kernel_code

TUTORIALS = pathlib.Path(__file__).resolve().parents[2] / "brass_widget/tutorials"


def test_notebook_11s_last_check_names_the_goods_and_the_beer(capsys, monkeypatch):
    """11's last check printed ``Goods: ['birmingham/2', 'worcester/1']; beer you may use for them: ['merchant',
    'stafford/1', 'walsall/2']``: ids, where the board says "Birmingham space 2" and "the merchant's barrel"."""
    monkeypatch.delenv("BRASS_CHECKS", raising=False)
    nb = json.loads((TUTORIALS / "11_birmingham_beer.ipynb").read_text(encoding="utf-8"))
    scope: dict = {}
    for source in kernel_code(nb):
        exec(compile(source, "11_birmingham_beer", "exec"), scope)  # the tutorial's own code
    out = capsys.readouterr().out
    last = [line for line in out.splitlines() if line.startswith("✓ Goods:")]
    assert last, out
    assert last[0] == ("✓ Goods: Birmingham space 2 and Worcester space 1; beer you may use for them: the merchant's "
                       "barrel, Stafford space 1, Walsall space 2. Two sales at most: goods are the bottleneck.")
    assert not re.search(r"\[|[a-z]/\d", last[0]), last[0]
