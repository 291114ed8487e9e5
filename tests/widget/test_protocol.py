"""The widget's protocol is declared in one place (issue 33, item 3: ``widget/protocol.py``, the page
docs/protocol.md): every trait BoardWidget syncs, every message its handlers accept, every trait js/src reads or
listens to, every message js/src sends and every reply kind it reads is in the table, and the page is the table's.
The handlers run without a widget, through any ``messages.Session``."""

from __future__ import annotations

import pathlib
import re

import anywidget
import pytest
import traitlets

from brass_widget import BoardWidget, Game
from brass_widget.widget import answers, messages, protocol
from brass_widget.widget.board import CommSession
from brass_widget.widget.refusals import NOT_YOURS, Refused

ROOT = pathlib.Path(__file__).resolve().parents[2]
JS = {p.name: p.read_text("utf-8") for p in sorted((ROOT / "js" / "src").glob("*.js"))}
# what anywidget and ipywidgets sync for every widget (its module and view names, layout, ...), and the traits
# anywidget adds to an instance for its file contents and id: not the board's protocol
HOST = set(anywidget.AnyWidget.class_trait_names(sync=True)) | {"_esm", "_css", "_anywidget_id"}


def undeclared_traits(widget) -> set[str]:
    return set(widget.trait_names(sync=True)) - HOST - set(protocol.trait_names())


def test_every_trait_the_board_syncs_is_declared_and_every_declared_one_synced():
    w = BoardWidget(Game.new("lancashire", players=3, seed=1))
    synced = set(w.trait_names(sync=True)) - HOST
    assert synced == set(protocol.trait_names())
    # each family by its members' names, as many as its count
    assert {"topology", "svg_0", f"svg_{protocol.SVG_SLOTS - 1}", f"mat_{protocol.SEAT_SLOTS - 1}",
            f"log_{protocol.LOG_SLOTS - 1}", "error"} <= synced
    assert len(protocol.trait_names()) == len(synced)  # no name declared twice


def test_a_trait_added_without_declaring_it_is_found():
    class Extra(BoardWidget):
        shiny = traitlets.Unicode("").tag(sync=True)

    assert undeclared_traits(Extra(Game.new("lancashire", players=3, seed=1))) == {"shiny"}


def test_a_handler_for_every_declared_message_and_none_other():
    assert set(messages.HANDLERS) == set(protocol.MESSAGE)
    assert len(protocol.MESSAGE) == len(protocol.MESSAGES)  # no type declared twice
    with pytest.raises(Refused, match="unknown message type 'shiny'"):
        messages.dispatch(None, {"type": "shiny"})


def test_the_page_is_the_table():
    page = (ROOT / "docs" / "protocol.md").read_text("utf-8")
    assert protocol.markdown() in page, "docs/protocol.md is not the table: run python scripts/protocol_page.py"
    for t in protocol.TRAITS:
        assert (f"`{t.name}_0`" if t.count else f"`{t.name}`") in page
    for m in protocol.MESSAGES:
        assert f"| `{m.type}` |" in page
    assert "[protocol.md](protocol.md)" in (ROOT / "docs" / "widget.md").read_text("utf-8")


def _code(text: str) -> str:
    """JavaScript without its comments (a comment may name anything)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return "\n".join(re.sub(r"(^|[\s;{}),])//.*$", r"\1", line) for line in text.splitlines())


def js_traits() -> tuple[set[str], list[str]]:
    """The traits js/src reads (``model.get``) or listens to (``"change:X"``), a family by its stem; and every
    ``model.get`` whose name is not written in place (a test cannot check what it reads)."""
    found, unread = set(), []
    for name, text in JS.items():
        code = _code(text)
        for m in re.finditer(r"model\.get\(\s*([^)]*)\)", code):
            arg = m.group(1).strip()
            lit = re.fullmatch(r'"(\w+)"|`(\w+)_\$\{[^}`]*\}`', arg)
            if lit:
                found.add(lit.group(1) or lit.group(2))
            else:
                unread.append(f"{name}: model.get({arg})")
        found |= set(re.findall(r'"change:(\w+)"', code)) | set(re.findall(r"`change:(\w+)_\$\{", code))
    return found, unread


def js_messages() -> tuple[set[str], list[str]]:
    """The message types js/src sends (``send("type", ...)``), and every send whose type is not written in place."""
    found, unnamed = set(), []
    for name, text in JS.items():
        for m in re.finditer(r"\bsend\(\s*([^,)]*)", _code(text)):
            lit = re.fullmatch(r'"(\w+)"', m.group(1).strip())
            if lit:
                found.add(lit.group(1))
            elif m.group(0) != "send({ type":  # the one place that sends: model.send({ type, ...fields })
                unnamed.append(f"{name}: {m.group(0)}")
    return found, unnamed


def test_every_trait_the_browser_reads_is_declared():
    found, unread = js_traits()
    assert not unread, f"js/src reads a trait by a name made at run time: {unread}"
    assert found == set(protocol.TRAIT), f"read, not declared: {found - set(protocol.TRAIT)}; " \
                                         f"declared, never read: {set(protocol.TRAIT) - found}"


def test_every_message_the_browser_sends_is_declared():
    found, unnamed = js_messages()
    assert not unnamed, f"js/src sends a message whose type is not written in place: {unnamed}"
    assert found == set(protocol.MESSAGE), f"sent, not declared: {found - set(protocol.MESSAGE)}; " \
                                           f"declared, never sent: {set(protocol.MESSAGE) - found}"
    assert sum(len(re.findall(r"model\.send\(", _code(t))) for t in JS.values()) == 1


def test_every_reply_the_browser_reads_is_declared():
    kinds = {k for t in JS.values() for k in re.findall(r'\b(?:r|msg)\.kind\s*[!=]==\s*"(\w+)"', _code(t))}
    assert kinds == {r.kind for r in protocol.REPLIES}
    assert {r.to for r in protocol.REPLIES} <= set(protocol.MESSAGE)


def test_every_reply_python_sends_is_declared():
    text = "".join(pathlib.Path(m.__file__).read_text("utf-8") for m in (messages, answers))
    assert set(re.findall(r'"kind": "(\w+)"', text)) == {r.kind for r in protocol.REPLIES}


def test_the_scans_find_what_they_look_for():
    code = _code('ctx.model.get("view"); model.get(`mat_${i}`); model.get(name); send("act", {}); send(msg); '
                 '// send("old")\nmodel.on("change:ui", f)')
    assert re.findall(r"model\.get\(\s*([^)]*)\)", code) == ['"view"', "`mat_${i}`", "name"]
    assert re.findall(r"\bsend\(\s*([^,)]*)", code) == ['"act"', "msg"]


SESSION = sorted(n for n in vars(messages.Session) if not n.startswith("_"))


def test_the_comm_session_is_a_whole_session():
    assert len(SESSION) > 10
    assert [n for n in SESSION if not hasattr(CommSession, n)] == []


class Seat:
    """A session with no widget and no comm: what a classroom server's seat would give the handlers."""

    def __init__(self, game: Game, shown: bool = True):
        self.game, self.version, self.seats, self.shown = game, 7, ["human"] * game.players, shown
        self.calls: list[tuple] = []

    def hand_shown(self):
        return self.shown

    def __getattr__(self, name):  # every other call of messages.Session is recorded
        if name not in messages.Session.__dict__:
            raise AttributeError(name)
        return lambda *args, **kw: self.calls.append((name, args, kw))


def test_the_handlers_run_without_a_widget():
    g = Game.new("lancashire", players=3, seed=1)
    s = Seat(g)
    text = str(g.legal_actions()[0])
    messages.dispatch(s, {"type": "act", "action": text, "version": 7, "seat": 0})
    messages.dispatch(s, {"type": "highlight", "on": ["coal", "coal", "network"]})
    messages.dispatch(s, {"type": "save"})
    messages.dispatch(s, {"type": "preview", "action": text, "version": 7})
    assert [c[0] for c in s.calls] == ["act", "set_highlight", "tell", "answer"]
    assert s.calls[0][1] == (text, 0) and s.calls[1][1] == (["coal", "network"],)
    assert s.calls[2][1][0]["kind"] == "save" and s.calls[3][1][0]["preview"]["legal"] is True
    with pytest.raises(Refused, match="stale"):
        messages.dispatch(s, {"type": "act", "action": text, "version": 6, "seat": 0})
    with pytest.raises(Refused, match=re.escape(NOT_YOURS)):
        messages.dispatch(Seat(g, shown=False), {"type": "hint", "version": 7})
    assert len(s.calls) == 4  # the refusals changed nothing
