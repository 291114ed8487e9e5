"""The count of board and link changes (``engine/writes.py``): a View made after a decision that changed no tile
and no link takes the previous View's board answers without writing links and board out to compare them, so
every change of a tile or a link must be counted. Three checks: a scan finds every write to a tile's fields, a
board's spaces or the links in the engine and the editions inside a function that counts it; at every decision
of seeded games in each edition, a decision the count calls unchanged left links and board byte for byte as they
were (the same JSON); and such a decision's next View is made without writing them out, answering as a fresh View."""

import ast
import json
import marshal
from pathlib import Path

import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine import board as board_module
from brass_widget.engine import legality
from brass_widget.engine.board import View
from brass_widget.engine.writes import board_changes

ROOT = Path(__file__).resolve().parents[2] / "brass_widget"
TILE_FIELDS = {"cubes", "flipped", "owner", "level", "industry"}
# functions that write local data named like a game's, never a game's board or links
NOT_A_GAMES = {("engine/invariants.py", "problems"), ("engine/table.py", "seat_parts"), ("engine/actions.py", "named")}


def _key(target: ast.Subscript) -> str | None:
    s = target.slice
    return s.value if isinstance(s, ast.Constant) and isinstance(s.value, str) else None


def _writes_board(target: ast.expr) -> bool:
    """``x["cubes"] = ...`` (any tile field), ``...["links"][..] = ...``, ``st["links"] = ...``,
    ``...["board"][loc][i] = ...``, ``spaces[i] = ...``."""
    if not isinstance(target, ast.Subscript):
        return False
    keys, node = [], target
    while isinstance(node, ast.Subscript):
        keys.append(_key(node))
        node = node.value
    if keys[0] in TILE_FIELDS or keys[0] in ("links", "board") or "links" in keys[1:]:
        return True
    if "board" in keys[1:] and keys[0] is None:
        return True
    return isinstance(target.value, ast.Name) and target.value.id in ("spaces", "board", "links")


def test_every_write_to_a_board_or_the_links_is_counted():
    found = []
    for path in sorted([*ROOT.glob("engine/**/*.py"), *ROOT.glob("editions/**/*.py")]):
        where = path.relative_to(ROOT).as_posix()
        for fn in ast.walk(ast.parse(path.read_text())):
            if not isinstance(fn, ast.FunctionDef) or (where, fn.name) in NOT_A_GAMES:
                continue
            writes = [n.lineno for n in ast.walk(fn) if isinstance(n, (ast.Assign, ast.AugAssign))
                      and any(map(_writes_board, n.targets if isinstance(n, ast.Assign) else [n.target]))]
            counted = any(isinstance(n, ast.Call) and getattr(n.func, "id", None) == "board_changed"
                          for n in ast.walk(fn))
            if writes:
                found.append(where)
                assert counted, f"{where}:{writes[0]} changes a board or links in {fn.name}() without board_changed()"
    assert "engine/effects.py" in found and "engine/flow.py" in found  # the scan sees the writes it guards


GAMES = [("lancashire", 4, {}), ("birmingham", 4, {}), ("duel", 2, {}),
         ("lancashire", 3, {"loans": [25, 50], "loan_levels": [1, 4]})]


@pytest.mark.parametrize("edition,players,rules", GAMES)
def test_a_decision_counted_as_no_change_changed_no_tile_and_no_link(edition, players, rules):
    g = Game.new(edition, players=players, seed=4, rules=rules or None)
    bot = RandomBot(4)
    kept = changed = 0
    while not g.is_over:
        st = g._state
        before, count = json.dumps([st["links"], st["board"]]), board_changes()
        g.apply(bot.choose(g))
        if board_changes() == count:
            kept += 1
            assert json.dumps([st["links"], st["board"]]) == before, g.history[-1]
        else:
            changed += 1
    assert kept > 30 and changed > 30  # both kinds of decision were played


def test_the_view_after_a_loan_writes_nothing_out_and_answers_as_a_fresh_one(monkeypatch):
    g = Game.new("lancashire", players=4, seed=6)
    bot = RandomBot(6)
    loan = None
    while loan is None:
        listed = g.legal_actions()
        loan = next((a for a in listed if a.kind == "loan"), None)
        if loan is None:
            g.apply(bot.rng.choice(listed))
    g.apply(loan)  # the board and links stay as they were: only money and income change (Loan Action)
    last = g._last
    written = []

    class Counting:  # writing links and board out to compare them (the engine before the count: one per View)
        @staticmethod
        def dumps(data, *args):
            written.append(data)
            return marshal.dumps(data, *args)

    monkeypatch.setattr(board_module, "marshal", Counting, raising=False)
    listed = g.legal_actions()
    assert written == []  # the View came from the last one's answers, not from comparing the two positions
    v = g._v()
    assert v.tiles_of is last.tiles_of and v._dist is last._dist and v.board_cache is last.board_cache
    fresh = View(g.edition, json.loads(json.dumps(g._state)))
    assert [str(a) for a in listed] == [str(a) for a in legality.legal_actions(fresh)]
    assert (v.tiles_of, v.coal_mines, v.iron_works, v.occupancy) == \
        (fresh.tiles_of, fresh.coal_mines, fresh.iron_works, fresh.occupancy)


def _puts_tile(target: ast.expr) -> bool:
    """``...["board"][loc][i] = ...``, ``board[loc][i] = ...``, ``spaces[i] = ...``: a write of a board's space."""
    keys, node = [], target
    while isinstance(node, ast.Subscript):
        keys.append(_key(node))
        node = node.value
    name = node.id if isinstance(node, ast.Name) else None
    return (len(keys) >= 3 and keys[:3] == [None, None, "board"]) or (name == "board" and len(keys) == 2) or (
        name == "spaces" and len(keys) == 1)


def test_every_tile_placed_names_its_location():
    """A write that puts a tile on a board's space (anything but None) names the location to ``writes.placed``: a View
    of the same state reads the tiles only where the View before it saw some and where tiles were placed since."""
    found = []
    for path in sorted([*ROOT.glob("engine/**/*.py"), *ROOT.glob("editions/**/*.py")]):
        where = path.relative_to(ROOT).as_posix()
        for fn in ast.walk(ast.parse(path.read_text())):
            if not isinstance(fn, ast.FunctionDef) or (where, fn.name) in NOT_A_GAMES:
                continue
            puts = [n.lineno for n in ast.walk(fn) if isinstance(n, ast.Assign)
                    and not (isinstance(n.value, ast.Constant) and n.value.value is None)
                    and any(map(_puts_tile, n.targets))]
            named = any(isinstance(n, ast.Call) and (getattr(n.func, "id", None) == "placed"
                                                     or getattr(n.func, "attr", None) == "placed")
                        for n in ast.walk(fn))
            if puts:
                found.append(where)
                assert named, f"{where}:{puts[0]} puts a tile on a board in {fn.name}() without writes.placed()"
    assert found == ["engine/effects.py"]  # the one write that places a tile (effects._build)
