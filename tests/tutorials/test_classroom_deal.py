"""The projected classroom board cannot be worked out (issue 19, item 6): with ``SEED = None`` it deals from 64
random bits and prints or draws the seed nowhere; a seed of a few thousand values would be found from one seat's
opening hand by trying them all."""

from __future__ import annotations

import json

from brass_widget.engine import setup
from brass_widget.tutorials import HERE, kernel_code


def test_the_classroom_board_deals_from_64_random_bits_and_shows_no_seed(monkeypatch, capsys):
    nb = json.loads((HERE / "classroom_board.ipynb").read_text("utf-8"))
    code = kernel_code(nb)
    assert "SEED = None" in code[0]
    drawn = []

    def randbits(k):
        drawn.append(k)
        return 2 ** 64 - 987654321
    monkeypatch.setattr(setup.secrets, "randbits", randbits)
    names: dict = {}
    for source in code:
        exec(compile(source, "classroom_board.ipynb", "exec"), names)  # noqa: S102 - our own notebook
    board = names["board"]
    seed = str(board.game.state["seed"])
    assert drawn == [64] and seed == str(2 ** 64 - 987654321)
    printed = capsys.readouterr()
    shown = json.dumps([getattr(board, t) for t in ("topology", "view", "choices", "ui", "reply", "error")])
    words = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    assert seed[:10] not in printed.out + printed.err + shown + board.board_svg() + words
