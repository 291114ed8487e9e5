"""An edition is a few parts (engine/parts.py; issue 20, item 5): the core asks a part, an edition names only the
parts that differ, a part's presence replaces a behaviour flag, eras are data, and no import circle joins the
package's modules."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from brass_widget import Game
from brass_widget.editions.lancashire import Lancashire
from brass_widget.engine.edition import load_edition
from brass_widget.engine.parts import DEFAULT_PARTS, Network, Scoring
from brass_widget.engine.setup import new_state
from tests.registered import EDITIONS

PACKAGE = Path(__file__).resolve().parents[2] / "brass_widget"


def _random_game(edition: str, players: int, seed: int, variant=None) -> Game:
    g = Game.new(edition, players=players, seed=seed, variant=variant)
    r = random.Random(seed)
    while not g.is_over:
        g.apply(r.choice(g.legal_actions()))
    return g


def test_every_edition_has_each_part_reading_its_own_edition():
    for name in EDITIONS:
        ed = load_edition(name)
        for part in DEFAULT_PARTS:
            found = getattr(ed, part)
            if found is None:
                assert part == "building" and name != "duel"
                continue
            assert found.ed is ed, (name, part)


def test_an_edition_names_only_the_parts_that_differ():
    """Lancashire keeps the core's extra actions (none) and build rules; Duel brings its own of both."""
    lan, duel = load_edition("lancashire"), load_edition("duel")
    assert type(lan.extras) is DEFAULT_PARTS["extras"] and lan.building is None
    assert lan.extras.kinds == () and duel.extras.kinds[0] == "take"
    assert duel.building is not None and type(duel.network) is not Network


def test_a_variant_copy_rebuilds_its_parts():
    """Birmingham's Manufacturer IV variant is a copy of the edition with one tile's cost changed: its parts must
    read the copy (a part left on the original would price that tile at £8)."""
    ed = load_edition("birmingham")
    variant = ed.for_variants(("rulebook-manufacturer-iv",))
    assert variant is not ed
    for part in DEFAULT_PARTS:
        if getattr(variant, part) is not None:
            assert getattr(variant, part).ed is variant, part


def test_eras_are_data():
    """The eras a game plays come from the edition's Eras part: Duel has one (stored as "rail"), Lancashire's
    Introductory Game only the Canal Era; a game starts in the first and the next era follows from the list."""
    duel, lan = load_edition("duel"), load_edition("lancashire")
    assert duel.eras.ids == ("rail",) and duel.eras.played(()) == ("rail",) and duel.eras.name("rail") is None
    assert lan.eras.played(()) == ("canal", "rail") and lan.eras.played(("introductory",)) == ("canal",)
    assert lan.eras.next("canal") == "rail"
    assert Game.new("duel", players=2, seed=1).era == "rail"
    assert Game.new("lancashire", players=2, seed=1).era == "canal"
    g = _random_game("duel", 2, 5)
    assert [score["era"] for score in g._state["scores"]] == ["rail"]  # one era scored, then the game is over
    assert [score["era"] for score in _random_game("lancashire", 2, 5)._state["scores"]] == ["canal", "rail"]


def test_rounds_left_counts_the_eras_still_to_play():
    """Player Turns: after round 3 of the Canal Era the rest of the era is left, and the whole Rail Era after it;
    in the Introductory Game the Canal Era is the last."""
    ed = load_edition("lancashire")
    per_era = ed.setup["rounds_per_era"]["4"]
    obs = {"players": 4, "variants": [], "round": 3, "era": "canal"}
    assert ed.eras.rounds_left(obs, whole_game=False) == per_era - 3
    assert ed.eras.rounds_left(obs) == 2 * per_era - 3
    assert ed.eras.rounds_left(dict(obs, variants=["introductory"])) == per_era - 3
    assert ed.eras.rounds_left(dict(obs, era="rail")) == per_era - 3


class _DoubleLinks(Network):
    def score(self, st, line_id, icons):
        return 2 * icons


class _NoMoney(Scoring):
    def final(self, st, breakdown):
        breakdown["money"] = [0] * st["players"]  # no money into VP at the end


@pytest.mark.parametrize("seed", [5, 8])
def test_a_part_replaces_one_rule_and_leaves_the_rest(seed):
    """An edition made of Lancashire's parts with two replaced scores its links double and no money, and plays
    every decision as Lancashire does (the same history from the same seed)."""

    class Doubled(Lancashire):
        __module__ = Lancashire.__module__  # its data and words are Lancashire's
        parts = {**Lancashire.parts, "network": _DoubleLinks, "scoring": _NoMoney}

    base = _random_game("lancashire", 3, seed)
    ed = Doubled()  # Lancashire's data and every other part
    g = Game(ed, new_state(ed, 3, seed))
    r = random.Random(seed)
    while not g.is_over:
        g.apply(r.choice(g.legal_actions()))
    assert g.history == base.history
    plain, doubled = base._state["scores"], g._state["scores"]
    assert any(x["vp"] for era in plain for x in era["links"])  # links scored something to double
    for era_plain, era_doubled in zip(plain, doubled):
        assert [x["vp"] * 2 for x in era_plain["links"]] == [x["vp"] for x in era_doubled["links"]]
    assert "money" in plain[-1] and set(doubled[-1]["money"]) == {0}


def _type_only(tree: ast.AST) -> set[int]:
    """The import statements under ``if TYPE_CHECKING:``: read by the type checker, never run."""
    return {id(n) for block in ast.walk(tree) if isinstance(block, ast.If) and isinstance(block.test, ast.Name)
            and block.test.id == "TYPE_CHECKING" for stmt in block.body for n in ast.walk(stmt)}


def _imports(path: Path, module: str, modules: dict, type_only: bool = False) -> set[str]:
    """The package's modules ``module`` imports: at run time (at module level or inside a function), and with
    ``type_only`` those imported for the type checker only too."""
    base = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    tree = ast.parse(path.read_text("utf-8"))
    skip = set() if type_only else _type_only(tree)
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.ImportFrom):
            parts = base.split(".")
            prefix = ".".join(parts[:len(parts) - node.level + 1]) if node.level else ""
            target = ".".join(x for x in (prefix, node.module or "") if x)
            for alias in node.names:
                name = f"{target}.{alias.name}"
                found.add(name if name in modules else target)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {m for m in found if m in modules and m != module}


def _graph(type_only: bool = False) -> dict[str, set[str]]:
    """Each module of the package -> the package's modules it imports (``_imports``)."""
    modules = {}
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE.parent).with_suffix("")
        name = ".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)
        modules[name] = path
    return {m: _imports(p, m, modules, type_only) for m, p in modules.items()}


def test_no_import_circle_in_the_package():
    """Every import the package's modules make, at module level or inside a function, forms no circle: the core
    never imports the editions, and engine/parts.py imports only the log's events. An import for the type checker
    only (under ``if TYPE_CHECKING:``) is never made, and joins no circle."""
    graph = _graph()
    state: dict[str, int] = {}  # 1: on the path being walked, 2: done

    def walk(m, path):
        state[m] = 1
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                raise AssertionError("import circle: " + " -> ".join(path[path.index(n):] + [n]))
            if n not in state:
                walk(n, path + [n])
        state[m] = 2
    for m in sorted(graph):
        if m not in state:
            walk(m, [m])
    assert "brass_widget.engine.edition" in graph["brass_widget.engine.setup"]  # the graph is read at all
    assert graph["brass_widget.engine.parts"] <= {"brass_widget.engine.events"}  # the log's words, nothing else


def _circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The modules that reach one another by imports, each group of two or more once, sorted."""
    def reach(m: str) -> set[str]:
        seen, todo = set(), [m]
        while todo:
            for n in graph[todo.pop()] - seen:
                seen.add(n)
                todo.append(n)
        return seen
    reached = {m: reach(m) for m in graph}
    groups = {frozenset({m} | {n for n in reached[m] if m in reached[n]}) for m in graph if m in reached[m]}
    return sorted((set(g) for g in groups if len(g) > 1), key=sorted)


# The circles left among the imports the type checker reads too (issue 33): an Edition holds its parts, a part is
# handed its edition and a board.View, a View reads its edition, and actions and events take an edition, each by its
# type (the edition's ``register`` declares its fields and events to actions and events); Brass Duel's package the
# same within itself (its parts' modules read ``Duel``, whose module names them). A ratchet: no module may join one
# and no other circle may form; breaking them asks one of the three types to be a Protocol of another's whole
# surface (the lead's call: s26-decl's report).
TYPE_CHECKER_CIRCLES = [
    {"brass_widget.editions.duel"} | {f"brass_widget.editions.duel.{m}" for m in (
        "boats", "cards", "checks", "links", "persons", "scoring", "selling", "table")},
    {f"brass_widget.engine.{m}" for m in ("actions", "board", "edition", "events", "parts")},
]


def test_no_other_import_circle_even_for_the_type_checker():
    """An import under ``if TYPE_CHECKING:`` is never run, but it ties the modules together as much as any: queries
    and saved read a Game through ``game_shape.GameShape`` rather than importing game.py, which imports them."""
    assert _circles({"a": {"b"}, "b": {"a", "c"}, "c": set(), "d": {"d"}}) == [{"a", "b"}]  # the search finds one
    assert _circles(_graph(type_only=True)) == TYPE_CHECKER_CIRCLES


def test_a_part_that_is_not_of_its_kind_is_refused():
    """An edition's ``parts`` names, for each kind, the core's part or a subclass of it (engine/edition.py
    ``_part``): a class of another kind is refused when the edition is built, naming the kind, not built into the
    edition to fail later at play."""
    class Mixed(Lancashire):
        __module__ = Lancashire.__module__  # its data and presentation beside Lancashire's
        parts = {**Lancashire.parts, "selling": Scoring}

    with pytest.raises(TypeError, match="parts names .*Scoring.* for a Selling"):
        Mixed(load_edition("lancashire").data)
    assert isinstance(Lancashire(load_edition("lancashire").data).selling, DEFAULT_PARTS["selling"])
