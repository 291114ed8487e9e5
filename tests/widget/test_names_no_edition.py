"""Presentation is data (issue 20, item 3): the view model, the narrator, the renderer, the bots, the charts, the
simulations and the board's JavaScript name no edition and no edition-only state key in their code. What an edition
calls its things, how they look and which table components it has come from its presentation.json and its parts
(``ed.table.facts``, ``view``, ``seat``; ``ed.selling``, ``ed.building`` for the bots), read through
``engine.vocabulary`` and ``engine.table`` (its components by kind: a ``track``, ``piles``, ``card_rows``).

Comments and docstrings may cite an edition's rulebook ("Brass Duel, S1: Boats"): only code is scanned (Python's
tokens without comments and docstrings; the JavaScript with its comments taken out).

``STILL_NAMED`` is the one exception list, a ratchet: a file may name edition things at most that often; a new name
fails, and a file that names fewer must lower its count here. It is empty: the Distant Cotton Market's track (the
charts' figure and its snapshot keys, the log's tiles turned over), the wild piles, Brass Duel's card rows, a seat's
boats (the bots' value of them: ``Building.supply``), VP income and persons, the discard piles and a tile's extra
costs are read by kind from data (``engine/table.py``; issue 20, item 3), and the packed legal decisions' table of
values on the wire is called ``decisions`` (not "rows", which the scan reads as Duel's card rows). board.js is the
bundle of ``js/src/*.js``, scanned as shipped."""

import io
import pathlib
import re
import tokenize

import pytest

import brass_widget

PACKAGE = pathlib.Path(brass_widget.__file__).parent
# every module of the widget, the renderer and the bots, and the charts, the simulations and the board's JavaScript
FILES = sorted(f"{room}/{p.name}" for room in ("widget", "render", "bots", "classroom") for p in (PACKAGE / room).glob("*.py")) + [
    "charts.py", "simulation.py", "widget/static/board.js"]
# an edition's name, or one of its state keys, anywhere in a code token
EDITION_WORDS = re.compile(r"lancashire|birmingham|duel|merchants|dcm|wild|boats", re.I)
# Duel's card rows as a key: "rows" quoted, or read as a property (a table's rows elsewhere are just rows)
ROWS_KEY = re.compile(r"""["']rows["']|\.rows\b""")

STILL_NAMED: dict[str, int] = {}  # file -> how many names it may still have (none now)

# Issue 33, item 2: an edition's decision fields and kinds and its own pieces (Birmingham's beer and merchants, Brass
# Duel's boats, its persons' invite and bribe) come from its descriptor (engine/descriptor.py) and its data, not from
# the code of the widget, the renderer, the bots or the board's JavaScript (its sources, js/src, file by file).
FIELD_WORDS = re.compile(r"beer|boat|merchant|invite|bribe", re.I)
FIELD_FILES = [f for f in FILES if not f.endswith(".js")] + sorted(
    f"../js/src/{p.name}" for p in (PACKAGE.parent / "js" / "src").glob("*.js"))
# A ratchet, like STILL_NAMED: what each file still names, to come down to nothing; a new name fails, and a file that
# names fewer must lower its count here. It is empty: the view model, the narrator, the answers, the bots and the
# board's JavaScript read the overlay's resource, a decision's further sources, a tile's needs, the tiles beside a
# location's spaces and Duel's Bribery note from the presentation and the descriptor (issue 33, item 2:
# s25-names2), and the wire protocol's overlays are the shared ones and each registered edition's reach resource
# (protocol.highlights; main.js's button for it is named from the topology's ``reach``; issue 33: s26-decl).
FIELDS_STILL_NAMED: dict[str, int] = {}


def _python_code(text: str) -> list[str]:
    """The code tokens of a Python file: no comments, no docstrings (a string that is a whole statement)."""
    toks = [t for t in tokenize.generate_tokens(io.StringIO(text).readline)
            if t.type not in (tokenize.COMMENT, tokenize.NL)]
    out = []
    for i, tok in enumerate(toks):
        if tok.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER):
            continue
        starts = i == 0 or toks[i - 1].type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
        ends = i + 1 < len(toks) and toks[i + 1].type in (tokenize.NEWLINE, tokenize.ENDMARKER)
        if tok.type == tokenize.STRING and starts and ends:
            continue  # a docstring
        out.append(tok.string)
    return out


def _js_code(text: str) -> list[str]:
    """board.js without its comments: /* ... */ blocks, and // to the end of a line where it starts a line or follows
    a space or a statement's end (a "//" inside a string follows a colon: "http://")."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return [re.sub(r"(^|[\s;{}),])//.*$", r"\1", line) for line in text.splitlines()]


def named(rel: str) -> list[str]:
    """Every edition name or edition-only key in a file's code."""
    return [m.group(0) for part in _code_of(rel) for rx in (EDITION_WORDS, ROWS_KEY) for m in rx.finditer(part)]


def _code_of(rel: str) -> list[str]:
    """A file's code without its comments (and a Python file's docstrings), JavaScript or Python by its name."""
    text = (PACKAGE / rel).read_text("utf-8")
    return _js_code(text) if rel.endswith(".js") else _python_code(text)


@pytest.mark.parametrize("rel", FILES)
def test_names_no_edition(rel):
    _at_most(rel, named(rel), STILL_NAMED, "edition things")


def _at_most(rel: str, found: list[str], allowed_by_file: dict[str, int], what: str) -> None:
    """A ratchet: ``rel`` names at most, and exactly, as many as ``allowed_by_file`` says (0 if absent)."""
    allowed = allowed_by_file.get(rel, 0)
    assert len(found) <= allowed, f"{rel} names {what} in its code: {found}"
    assert len(found) == allowed, f"{rel} names {len(found)} now, fewer than {allowed}: lower its allowance"


def test_the_scan_finds_a_name():
    """The scan is not blind: an edition's name in code, or Duel's rows as a key, is found; in a comment it is not."""
    assert {"bots/evaluation.py", "bots/greedy.py", "widget/narrate.py", "render/map.py"} <= set(FILES)
    assert _python_code('x = "duel"  # Brass Duel\n') == ["x", "=", '"duel"']
    assert _python_code('def f():\n    """Duel."""\n    return {\n        "dcm": 1}\n') == [
        "def", "f", "(", ")", ":", "return", "{", '"dcm"', ":", "1", "}"]
    assert [m.group(0) for m in EDITION_WORDS.finditer("st['merchants']")] == ["merchants"]
    assert ROWS_KEY.search('v.rows && x') and not ROWS_KEY.search("rows.push(x)")
    assert _js_code("const a = t.dcm; // Lancashire's\n/* Birmingham */ b();") == ["const a = t.dcm; ", " b();"]


def fields_named(rel: str) -> list[str]:
    """Every edition field, kind or piece a file's code names (FIELD_WORDS)."""
    return [m.group(0) for part in _code_of(rel) for m in FIELD_WORDS.finditer(part)]


@pytest.mark.parametrize("rel", FIELD_FILES)
def test_names_no_edition_field(rel):
    _at_most(rel, fields_named(rel), FIELDS_STILL_NAMED, "edition fields")


def test_the_field_scan_finds_a_field():
    """The field scan reads the JavaScript sources and the bots, and finds a field in code, not in a comment."""
    assert {"bots/coach.py", "widget/viewmodel.py", "../js/src/move_panel.js", "../js/src/decisions.js"} <= \
        set(FIELD_FILES)
    assert set(FIELDS_STILL_NAMED) <= set(FIELD_FILES)
    assert [m.group(0) for p in _python_code('S = ("coal", "beer")  # boats\n') for m in FIELD_WORDS.finditer(p)] \
        == ["beer"]
    assert [m.group(0) for p in _js_code('x = ["choose", "invite"]; // bribe') for m in FIELD_WORDS.finditer(p)] \
        == ["invite"]
