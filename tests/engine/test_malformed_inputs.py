"""Bad input of every kind gets one documented error, changes nothing and never hangs (docs/design.md:
Reliability and security).

A seeded corpus of malformed inputs goes through every entry point that reads outside input: the
action text and hand-built ``Action``s (``parse``, ``play``, ``apply``, ``why_not``, ``preview``,
``outcomes``; in every edition, decisions naming more, fewer or other sources than they take), saved
games (``Game.from_json``), scenarios (``scenarios.load``, ``load_file``, ``describe``) and the
``brass-widget replay`` command (in-process, and a few real processes: a FIFO, /dev/zero, a directory,
a file too large). Each must give its module's documented error (``ActionSyntaxError``,
``IllegalAction``, ``SavedGameError``, ``ScenarioError``; ``why_not`` returns reasons; the command
prints one line on stderr and exits 1), with a one-line message of bounded length, and the game it was
given must be unchanged; an input that hangs fails the test (a guard far above any real answer: tests assert
behaviour, not speed). Each family prints its count and its slowest input.
"""

from __future__ import annotations

import copy
import json
import os
import random
import signal
import subprocess
import sys
import time
from functools import cache

import pytest

from brass_widget import Action, ActionSyntaxError, Game, IllegalAction, RandomBot, SavedGameError, scenarios
from brass_widget.cli import main
from brass_widget.engine.actions import SOURCES
from brass_widget.engine.limits import MAX_ACTION_TEXT, MAX_SAVED_TEXT
from brass_widget.scenarios import ScenarioError

from ..editions.bham import Position
from .position_fuzz import pick_field

HANG = 60  # seconds: an input still unanswered after this is a hang (no real input takes a second)
SLOWEST = {"seconds": 0.0, "what": ""}  # reported, never asserted
FAMILY_MINIMUM = {"actions": 900, "saved": 650, "scenarios": 400, "cli": 120,  # 2,070 in all
                  "sources": 300}  # in each edition

JUNK = ["", " ", "x", "build", "card", "to", "coal", "iron", "market", "distant", "double", "stopp", ";", "/", "--",
        "colne/0", "colne/3", "colne/-1", "colne/1.0", "colne/1/1", "nowhere/1", "/1", "colne//1", "bolton--",
        "--wigan", "bolton--bolton", "0", "-10", "10.5", "1e1", "0x10", "ten", "\x00", "\x1b[31m", "\u202e",
        "colne/\u00b2", "colne/\u0663", "colne/\uff11", "colne/\U0001d7d9", "\u0661\u0660", "<script>", "&amp;",
        "'", '"', "\\", "%s", "{}", "None", "NaN", "cotton", "cotton_mill_", "COLNE/9", "\ufeffpass"]
UNICODE_DIGITS = ["\u00b2", "\u0663", "\u06f3", "\u0969", "\uff13", "\U0001d7db", "\u2163", "\u00bd"]


# -- the games the inputs are given to ---------------------------------------------------------------
@cache
def _played(players: int, seed: int, decisions: int, variant=None) -> str:
    g = Game.new(players=players, seed=seed, variant=variant)
    bot = RandomBot(seed)
    while not g.is_over and len(g.history) < decisions:
        g.apply(bot.choose(g))
    return g.to_json()


def _games() -> list[Game]:
    """A turn start, an action under way, a shortfall or double build where found, a finished game."""
    out = [Game.from_json(_played(4, 3, 25)), Game.from_json(_played(3, 8, 200)),
           scenarios.load("loans_and_shortfall")]
    g = Game.from_json(_played(2, 5, 10))
    bot = RandomBot(5)
    while not g.is_over and g.state["pending"] is None:
        g.apply(bot.choose(g))
    out.append(g)
    out.append(Game.from_json(_played(2, 4, 10_000)))  # over
    return out


class _Hung(Exception):
    pass


def _alarm(_signum, _frame):
    raise _Hung


def _documented(call, arg, allowed) -> object:
    """Run ``call(arg)``; it must answer (a hang fails) and either return or raise an allowed error with a
    one-line, bounded message."""
    started = time.perf_counter()
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(HANG)
    try:
        result = call(arg)
    except allowed as e:
        message = str(e)
        assert message and "\n" not in message and len(message) < 2500, repr(message[:300])
        result = e
    except _Hung:
        pytest.fail(f"hung: no answer after {HANG} s to {getattr(call, '__name__', call)}({str(arg)[:200]!r})")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    elapsed = time.perf_counter() - started
    if elapsed > SLOWEST["seconds"]:
        SLOWEST.update(seconds=elapsed, what=f"{getattr(call, '__name__', call)}({str(arg)[:60]!r})")
    return result


@pytest.fixture(scope="module", autouse=True)
def _report_slowest():
    yield
    print(f"\nslowest malformed input: {SLOWEST['seconds']:.2f} s, {SLOWEST['what']}")


# -- action text and hand-built actions -----------------------------------------------------------------
def _bad_texts(g: Game, rng: random.Random) -> list[str]:
    legal = [str(a) for a in g.legal_actions()] or ["pass card colne", "build cotton_mill colne/1 card colne"]
    sample = rng.sample(legal, min(len(legal), 25))
    out = list(JUNK)
    out += ["x" * (MAX_ACTION_TEXT + 1), "pass card " + "colne " * 200, "pass card colne;" * 3000,
            "build " * 10_000, "\n".join(sample[:3]) + " junk", "stop now", "remove", "discard",
            "network bolton--yorkshire card colne", "loan ten card colne", "sell colne/1 card colne"]
    for text in sample:
        words = text.split()
        digits = [i for i, c in enumerate(text) if c.isdigit()]
        for d in UNICODE_DIGITS[:4]:
            if digits:
                i = rng.choice(digits)
                out.append(text[:i] + d + text[i + 1:])  # the same move with a Unicode digit
        out.append(text + " " + rng.choice(["now", "please", "card colne", "to distant", "coal market",
                                            "iron market", "amount 10", "x"]))
        out.append(" ".join(words[:1] + words[2:]) if len(words) > 2 else text + " card")
        out.append(text.replace(" ", "", 1))
        out.append(words[0] + "s " + " ".join(words[1:]))
        out.append(text + " card " + rng.choice(JUNK[:20]).strip() if "card" in text else text + " coal")
        out.append(text + " " + "x" * 300)
        out.append(text.replace(words[-1], rng.choice(JUNK)) if len(words) > 1 else text + " x")
        out.append(text + ";" + rng.choice([j for j in JUNK if j.strip(" ;")]))  # play: all or nothing
        out.append(text.replace("/", "/0/", 1) if "/" in text else text + " /")
        out.append(text + "\x00")
    for kind in ("loan", "pass", "discard", "stop", "remove", "develop", "network", "sell"):
        out.append(f"{kind} card colne coal market")
        out.append(f"{kind} card colne iron wigan/1")
        out.append(f"{kind} card colne to distant" if kind != "sell" else "sell colne/1 to colne/1/2 card colne")
    out += [f"loan {n} card colne" for n in ("1" * 5, "\u0661\u0660", "10\u00b2", "+10", "-10", "1_0")]
    out += ["stop card colne", "remove colne/1 card colne", "pass colne", "develop cotton_mill coal market card colne",
            "network bolton--bury card colne iron market", "build cotton_mill colne/01x card colne"]
    return [t for t in out if isinstance(t, str)]


def _bad_actions(g: Game, rng: random.Random) -> list:
    legal = g.legal_actions() or [Action("pass", card="colne")]
    out: list = [None, 42, 1.5, b"pass card colne", ["pass", "card", "colne"], {"kind": "pass"}, object(),
                 ("pass", "colne"), Action("fly"), Action(7), Action(None), Action("BUILD")]
    values = [7, True, 1.5, b"colne", ["colne"], "", "x" * 500, "colne\n", "colne/\u00b2", "nowhere/1", "market/1",
              "colne/9", "\u0663", object()]
    for a in rng.sample(legal, min(len(legal), 30)):
        for name in Action._fields[1:]:
            out.append(a._replace(**{name: rng.choice(values)}))
        misplaced = {"build": "to", "network": "iron", "develop": "coal", "sell": "coal", "loan": "target",
                     "pass": "industry", "discard": "amount", "stop": "card", "remove": "card"}[a.kind]
        out.append(a._replace(**{misplaced: 10 if misplaced == "amount" else "colne/1"}))
        out.append(a._replace(kind=rng.choice(["stop", "remove", "discard", "sell"])) if a.kind in
                   ("build", "loan", "pass") else a._replace(amount=10 ** 5000))
    out += [Action("loan", card="colne", amount=a) for a in (10 ** 5000, -10, True, "10", 10.0, None)]
    return out


def _refused_by_rules(g: Game, rng: random.Random) -> list[str]:
    """Well-formed decisions the rules refuse here (IllegalAction)."""
    st = g.state
    hand = sorted(set(st["seats"][g.current_player]["hand"])) if g.current_player is not None else []
    absent = [c for c in sorted(g.edition.card_faces) if c not in hand]
    out = [f"loan 40 card {hand[0] if hand else 'colne'}", "stop", "remove colne/1", "discard colne",
           f"pass card {absent[0]}", "build cotton_mill colne/1 card double", "sell colne/1 to distant card colne"]
    for ind in g.edition.industries:
        loc = g.edition.industry_locations[ind][0]
        out.append(f"build {ind} {loc}/1 card {rng.choice(absent)}")
        out.append(f"develop {ind} card {rng.choice(absent)}")
    legal = {str(a) for a in g.legal_actions()}
    return [t for t in out if t not in legal]


def _not_legal(g: Game, items: list) -> tuple[list, int]:
    """Drop the few generated texts that happen to name a legal decision here (e.g. a junk word that
    is a valid coal source); returns the rest and how many were dropped."""
    legal = {str(a) for a in g.legal_actions()}
    keep = []
    for x in items:
        if isinstance(x, str) and " ".join(x.lower().split()) in legal:
            continue
        if isinstance(x, (str, Action)) and not g.why_not(x):
            continue
        keep.append(x)
    return keep, len(items) - len(keep)


def _refused_texts(g: Game, texts: list[str]) -> int:
    """Each text is refused by ``parse`` (ActionSyntaxError) or the rules (IllegalAction) through every entry
    point, with reasons from ``why_not`` and a refused ``preview`` and ``outcomes``; returns how many the
    parser refused."""
    syntax = 0
    for text in texts:
        r = _documented(g.parse, text, ActionSyntaxError)
        syntax += isinstance(r, ActionSyntaxError)
        assert isinstance(r, (ActionSyntaxError, Action)), (text, r)
        for call in (g.play, g.apply, g.outcomes):
            r = _documented(call, text, (ActionSyntaxError, IllegalAction))
            assert isinstance(r, (ActionSyntaxError, IllegalAction)), (text, r)
        reasons = _documented(g.why_not, text, ())
        assert reasons and all(r.rule and r.message and "\n" not in r.message for r in reasons), text
        p = _documented(g.preview, text, ActionSyntaxError)
        assert isinstance(p, ActionSyntaxError) or p["legal"] is False, (text, p)
    return syntax


def _refuse_all(g: Game, texts: list, actions: list) -> tuple[int, int, int]:
    """The texts and hand-built Actions that are not legal here, each refused (``_refused_texts``,
    ``_refused_actions``): (how many were tried, how many were legal and skipped, texts refused by the parser)."""
    texts, skipped_texts = _not_legal(g, texts)
    syntax = _refused_texts(g, texts)
    actions, skipped_actions = _not_legal(g, actions)
    _refused_actions(g, actions)
    return len(texts) + len(actions), skipped_texts + skipped_actions, syntax


def _refused_actions(g: Game, actions: list) -> None:
    """Each hand-built Action is refused by ``apply`` and ``outcomes``, with reasons and a refused preview."""
    for a in actions:
        for call in (g.apply, g.outcomes):
            r = _documented(call, a, (ActionSyntaxError, IllegalAction))
            assert isinstance(r, (ActionSyntaxError, IllegalAction)), (a, r)
        assert _documented(g.why_not, a, ()), a
        p = _documented(g.preview, a, ActionSyntaxError)
        assert isinstance(p, ActionSyntaxError) or p["legal"] is False, (a, p)


def test_action_inputs_get_documented_errors_and_change_nothing():
    rng = random.Random(7)
    count = dropped = syntax = 0
    for g in _games():
        before = g.to_json()
        history = list(g.history)
        tried, skipped, parsed = _refuse_all(g, _bad_texts(g, rng), _bad_actions(g, rng))
        count, dropped, syntax = count + tried, dropped + skipped, syntax + parsed
        for text in _refused_by_rules(g, rng):
            count += 1
            r = _documented(g.play, text, (ActionSyntaxError, IllegalAction))
            assert isinstance(r, IllegalAction) and r.reasons, (text, r)
            assert g.why_not(text) and g.preview(text)["legal"] is False
        assert g.to_json() == before and g.history == history
    print(f"\nmalformed action inputs: {count} (texts through parse, play, apply, why_not, preview and outcomes; "
          f"{syntax} texts refused by the parser); {dropped} generated ones were legal here and skipped")
    assert count >= FAMILY_MINIMUM["actions"] and dropped < count // 20


# -- sources: a decision naming more, fewer or other coal, iron, beer or boat sources than it takes ----------------
SOURCE_WORDS = SOURCES  # each source word and its one source that is not a place ("coal market", "boat board")
ONCE_WORDS = ("bonus", "to", "card")
# players and seed of a random game whose decisions name sources of every kind the edition has (a 2-coal tile,
# beer for a sale and a merchant's bonus in Birmingham, boats in Duel)
SOURCE_EDITIONS = {"lancashire": (4, 11), "birmingham": (2, 11), "duel": (2, 12)}


def _pairs(words: list[str]) -> list[tuple[int, str, str]]:
    """(index, word, value) of each source, bonus, to or card word in a decision's text."""
    return [(i, w, words[i + 1]) for i, w in enumerate(words[:-1])
            if i and (w in SOURCE_WORDS or w in ONCE_WORDS)]


@cache
def _source_positions(edition: str) -> tuple[str, ...]:
    """Saved positions along a seeded random game whose legal decisions name sources: each kept position adds
    a kind of decision with a word (or a word named twice, as a 2-coal tile's) not seen in an earlier one."""
    players, seed = SOURCE_EDITIONS[edition]
    g = Game.new(edition, players=players, seed=seed)
    bot = RandomBot(seed)
    seen: set = set()
    out = []
    while not g.is_over and len(out) < 10:
        kinds = set()
        for a in g.legal_actions():
            words = [w for _, w, _ in _pairs(str(a).split())]
            kinds.update((a.kind, w, words.count(w) > 1) for w in words)
        if kinds - seen:
            seen |= kinds
            out.append(g.to_json())
        g.apply(bot.choose(g))
    if edition == "birmingham":  # the beer of a second rail link (guide: Network During Rail Era)
        g = (Position(era="rail").tile("dudley/1", 0, "coal_mine", level=2).tile("walsall/2", 0, "brewery", level=2)
             .money(0, 30).game())
        g.play(f"network birmingham--dudley card {g.state['seats'][0]['hand'][0]}")
        out.append(g.to_json())
    return tuple(out)


def _source_texts(g: Game, rng: random.Random) -> list[str]:
    """Legal decisions naming sources, each with a source repeated, left out, or of every kind added (a fixed
    source or a place), a bonus, to or card word repeated, or a word with no value after it."""
    groups: dict = {}  # decisions by kind and the words they name (a few of each: a 2-coal build, a beer sale ...)
    for a in g.legal_actions():
        words = tuple(w for _, w, _ in _pairs(str(a).split()))
        if any(w in SOURCE_WORDS or w == "bonus" for w in words):
            groups.setdefault((a.kind, words), []).append(str(a))
    named = [t for _, texts in sorted(groups.items()) for t in rng.sample(texts, min(len(texts), 3))]
    ed = g.edition
    first_space = next(f"{loc}/1" for loc in ed.location_ids if ed.spaces[loc])
    out = set()
    for text in named:
        words = text.split()
        pairs = _pairs(words)
        place = next((w for w in words[1:] if "/" in w), first_space)  # a source's, or a build's or sale's space
        for i, w, value in pairs:
            out.add(f"{text} {w} {value}")  # the same source (or bonus, to, card) again
            if w in SOURCE_WORDS:
                out.add(" ".join(words[:i] + words[i + 2:]))  # one source left out
                out.add(" ".join(words[:i + 1] + words[i + 2:]))  # a source word with no source
        for w, fixed in SOURCE_WORDS.items():
            out |= {f"{text} {w} {fixed}", f"{text} {w} {place}", f"{text} {w}"}
    return sorted(out)


def _source_actions(g: Game, rng: random.Random) -> list[Action]:
    """Hand-built decisions with a source field naming one source more than the legal decision it comes from."""
    out = []
    for a in g.legal_actions():
        for w, fixed in SOURCE_WORDS.items():
            value = getattr(a, w)
            if value is not None:
                out.append(a._replace(**{w: f"{value} {fixed}"}))
    return rng.sample(out, min(len(out), 20))


@pytest.mark.parametrize("edition", sorted(SOURCE_EDITIONS))
def test_sources_more_fewer_or_other_than_a_decision_takes_are_refused(edition):
    """Issue 19: a source too many (``coal market`` appended to a build that takes one coal) raised ValueError
    or KeyError in why_not, play, apply, preview and outcomes. Every such text and Action is refused with a
    documented error, and the game is unchanged."""
    rng = random.Random(19)
    count = dropped = syntax = 0
    for saved in _source_positions(edition):
        g = Game.from_json(saved)
        # a source left out is legal where only one can be had: skipped
        tried, skipped, parsed = _refuse_all(g, _source_texts(g, rng), _source_actions(g, rng))
        count, dropped, syntax = count + tried, dropped + skipped, syntax + parsed
        assert g.to_json() == saved
    print(f"\n{edition}: {count} decisions naming sources wrongly refused ({syntax} texts by the parser); "
          f"{dropped} generated ones were legal here and skipped")
    assert count >= FAMILY_MINIMUM["sources"]


def test_unicode_digits_are_refused_not_recorded():
    g = Game.from_json(_played(4, 3, 25))
    text = next(str(a) for a in g.legal_actions() if "/" in str(a))
    i = next(i for i, c in enumerate(text) if c.isdigit())
    for d in ("\u00b2", "\u0663", "\uff13"):
        odd = text[:i] + d + text[i + 1:]
        with pytest.raises(ActionSyntaxError, match="has spaces 1 to"):
            g.parse(odd)
        assert "has spaces 1 to" in g.why_not(odd)[0].message
    with pytest.raises(ActionSyntaxError, match="not a number"):
        g.parse("loan \u0661\u0660 card colne")
    # an ASCII space number with a leading zero names the same space, and is recorded canonically
    g2 = g.clone()
    done = g2.apply(text[:i] + "0" + text[i:])
    assert str(done) == g.clone().apply(text).text


def test_fields_that_do_not_belong_to_the_kind_are_refused():
    g = Game.new(players=4, seed=1)
    card = g.state["seats"][g.current_player]["hand"][0]
    for a, words in [(Action("pass", card=card, industry="port"), "'industry' belongs to build or develop"),
                     (Action("stop", card=card), "'card' does not belong to stop"),
                     (Action("network", card=card, target="bolton--bury", iron="market"), "'iron' belongs to"),
                     (Action("develop", card=card, industry="port", coal="market"), "'coal' belongs to"),
                     (Action("loan", card=card, amount=10, target="colne/1"), "'target' belongs to")]:
        with pytest.raises(ActionSyntaxError, match=words):
            g.apply(a)
    with pytest.raises(ActionSyntaxError, match="'coal' belongs to build or network, not develop"):
        g.parse(f"develop port card {card} coal market")


def test_undo_takes_a_count_only():
    g = Game.from_json(_played(2, 2, 12))
    before = g.to_json()
    for n in (True, False, -1, 1.0, "1", None, 10 ** 6, 13):
        with pytest.raises(ValueError, match="can undo 0 to 12"):
            g.undo(n)
    assert g.to_json() == before
    assert len(g.undo(2)) == 2 and len(g.history) == 10


# -- saved games ----------------------------------------------------------------------------------------
LEAVES = [None, True, False, 0, -1, 7, 10 ** 40, 1.5, "", "x", "<script>alert(1)</script>", "colne\n", "\u0663",
          "a" * 5000, [], {}, [[]], {"x": 1}, [None], float("nan")]


def _mutate_doc(doc, rng: random.Random):
    """One or two structural edits: delete, retype, grow, nest, inject, add unknown fields."""
    d = copy.deepcopy(doc)
    for _ in range(rng.choice((1, 1, 2))):
        parent, key, _ = pick_field(d, rng)
        op = rng.randrange(6)
        if op == 0:
            del parent[key]
        elif op == 1:
            parent[key] = copy.deepcopy(rng.choice(LEAVES))
        elif op == 2 and isinstance(parent[key], list):
            parent[key].append(copy.deepcopy(rng.choice(LEAVES + [parent[key][0] if parent[key] else 1])))
        elif op == 3:
            nested = parent[key]
            for _ in range(rng.choice((2, 30, 200))):
                nested = [nested]
            parent[key] = nested
        elif op == 4 and isinstance(parent, dict):
            parent[rng.choice(["extra", "__proto__", "<b>", "", "state", key + " "])] = rng.choice(LEAVES)
        elif isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] = rng.choice([parent[key] + 1, parent[key] - 1, -parent[key] - 1, parent[key] * 1000])
        else:
            parent[key] = str(parent[key])
    return d


def _raw_mutations(text: str, rng: random.Random) -> list:
    data = text.encode()
    out = [text[: rng.randrange(len(text))] for _ in range(6)]
    for _ in range(10):
        i = rng.randrange(len(data))
        out.append(data[:i] + bytes([rng.randrange(256)]) + data[i + 1:])
    i = text.index('"seed": ') + len('"seed": ')
    out.append(text[:i] + "9" * 4400 + text[i:].lstrip("-0123456789"))
    out.append(text[:i] + "1" + "0" * 400 + text[i:].lstrip("-0123456789"))  # long, but a different seed
    out.append(text.replace('"over": false', '"over": NaN', 1))
    out.append(text.replace('"history": [', '"history": [' + "[" * 5000 + "]" * 5000 + ",", 1))
    out.append("\ufeff" + text)
    out.append(text.encode("utf-16"))
    out.append(text.replace('"players": ', '"players": 1e400, "x": ', 1))
    return out


def _saved_corpus(rng: random.Random) -> list:
    bases = [_played(2, 1, 30), _played(3, 2, 35, "classic-deck"), _played(4, 3, 25, "introductory")]
    g = scenarios.load("selling_cotton")
    g.play("sell preston/2 to lancaster/1 card port")
    bases.append(g.to_json())  # a game from a custom start
    out: list = [None, 42, 1.5, [], {}, b"", "", " ", "null", "[]", "{}", "[" * 1000 + "]" * 1000,
                 "[" * 100_000, '{"a":' * 50_000, "9" * 4400, "-" + "9" * 4400, "1" * 100_000, "\ud800",
                 b"\xff\xfe\x00", bytearray(b"{}"), b"\xc3\x28", "NaN", "Infinity", '"' + "x" * 1_000_000 + '"',
                 " " * (MAX_SAVED_TEXT + 1), b" " * (MAX_SAVED_TEXT + 1), json.dumps({"format": 1})]
    for text in bases:
        doc = json.loads(text)
        original = json.dumps(doc, sort_keys=True)
        out += _raw_mutations(text, rng)
        made = 0
        while made < 150:
            mutated = _mutate_doc(doc, rng)
            try:
                changed = json.dumps(mutated, sort_keys=True) != original
            except ValueError:
                changed = True
            if changed:
                out.append(json.dumps(mutated))
                made += 1
    return out


def _unchanged_doc(item, originals: set) -> bool:
    """A byte flip may only change white space or a string's escape: the same game, not malformed."""
    try:
        text = item.decode() if isinstance(item, bytes) else item
        return json.dumps(json.loads(text), sort_keys=True) in originals
    except Exception:  # noqa: BLE001 - anything that does not parse is malformed
        return False


def test_saved_games_get_saved_game_errors():
    rng = random.Random(11)
    corpus = _saved_corpus(rng)
    originals = {json.dumps(json.loads(t), sort_keys=True) for t in
                 (_played(2, 1, 30), _played(3, 2, 35, "classic-deck"), _played(4, 3, 25, "introductory"))}
    count = 0
    for item in corpus:
        if _unchanged_doc(item, originals):
            continue
        count += 1
        r = _documented(Game.from_json, item, SavedGameError)
        assert isinstance(r, SavedGameError), (str(item)[:200], r)
    print(f"\nmalformed saved games: {count}")
    assert count >= FAMILY_MINIMUM["saved"]


def test_reported_saved_game_crashes_are_saved_game_errors():
    for text, words in [("[" * 1000 + "]" * 1000, "nested too deeply|schema"), ("[" * 100_000, "nested too deeply"),
                        ("9" * 4400, "not valid JSON for a game"), (b"\xff", "UTF-8"),
                        (" " * (MAX_SAVED_TEXT + 1), "at most")]:
        with pytest.raises(SavedGameError, match=words):
            Game.from_json(text)


# -- scenarios ------------------------------------------------------------------------------------------
def _scenario_corpus(rng: random.Random, tmp) -> list:
    doc = json.loads((scenarios.HERE / "first_build.json").read_text())
    out: list = []
    names = [None, 1, ["x"], {"x": 1}, b"first_build", "", "nope", "first_build ", "../first_build",
             "first_build.json", "a" * 5000, "\x00", "<b>", "FIRST_BUILD"]
    out += [("load", n) for n in names] + [("describe", n) for n in names]
    files = {
        "latin1.json": json.dumps(doc).replace("first builds", "first b\u00fcilds").encode("latin-1"),
        "utf16.json": json.dumps(doc).encode("utf-16"),
        "empty.json": b"",
        "deep.json": b"[" * 100_000,
        "bignum.json": b'{"name": "x", "description": "y", "state": ' + b"9" * 4400 + b"}",
        "big.json": b" " * (MAX_SAVED_TEXT + 1),
        "list.json": b"[1, 2]",
        "nul.json": b"\x00" * 100,
    }
    for name, data in files.items():
        path = tmp / name
        path.write_bytes(data)
        out += [("load_file", path), ("load_file", str(path))]
    fifo = tmp / "fifo.json"
    os.mkfifo(fifo)
    link = tmp / "loop.json"
    link.symlink_to(link)
    out += [("load_file", p) for p in (fifo, str(fifo), link, tmp, "/dev/zero", "/dev/null", tmp / "missing.json",
                                       "a" * 5000, "bad\x00path.json", "", "   ", "/")]
    out += [("load_file", x) for x in (None, 42, b"{}", ["x"], 1.5, object(), "{", "{" * 50_000, "{]",
                                       "{" + "9" * 4400 + "}", '{"name": "x"}')]
    for key in ("name", "description", "state", "format"):
        for value in (None, 1, "", "x\ny", "x" * 5000, [], {}, "\x00"):
            d = copy.deepcopy(doc)
            d[key] = value
            out.append(("load_file", d))
            out.append(("load_file", json.dumps(d)))
        d = copy.deepcopy(doc)
        del d[key]
        if key != "format":
            out.append(("load_file", d))
    made = 0
    while made < 300:
        d = copy.deepcopy(doc)
        d["state"] = _mutate_doc(doc["state"], rng)
        if json.dumps(d, sort_keys=True, default=str) != json.dumps(doc, sort_keys=True):
            out.append(("load_file", d if made % 2 else json.dumps(d)))
            made += 1
    return out


def test_scenario_inputs_get_scenario_errors(tmp_path):
    rng = random.Random(5)
    count = accepted = 0
    calls = {"load": scenarios.load, "describe": scenarios.describe, "load_file": scenarios.load_file}
    for how, arg in _scenario_corpus(rng, tmp_path):
        count += 1
        r = _documented(calls[how], arg, ScenarioError)
        if isinstance(r, Game):
            # a structural edit of a position can still leave a sound one (a changed money or VP
            # value): it must then be playable and save and load again
            accepted += 1
            assert Game.from_json(r.to_json()).to_json() == r.to_json()
            assert r.is_over or r.legal_actions()
        else:
            assert isinstance(r, ScenarioError), (how, str(arg)[:200], r)
    print(f"\nmalformed scenario inputs: {count} ({accepted} structural edits left a sound position)")
    assert count >= FAMILY_MINIMUM["scenarios"] and accepted <= count // 20


def test_reported_scenario_crashes_are_scenario_errors(tmp_path):
    bad = tmp_path / "latin1.json"
    bad.write_bytes('{"name": "caf\u00e9"}'.encode("latin-1"))
    for call, arg, words in [(scenarios.load, ["x"], "name is text"), (scenarios.load_file, "a" * 5000, "too long"),
                             (scenarios.load_file, bad, "not UTF-8"), (scenarios.describe, 3, "name is text"),
                             (scenarios.load_file, "/dev/zero", "device")]:
        with pytest.raises(ScenarioError, match=words):
            call(arg)


# -- the command line ------------------------------------------------------------------------------------
def test_replay_command_reports_one_line_and_exits_1(tmp_path, capsys):
    rng = random.Random(3)
    corpus = _saved_corpus(rng)
    originals = {json.dumps(json.loads(_played(2, 1, 30)), sort_keys=True)}
    items = [c for c in corpus if isinstance(c, (str, bytes)) and not _unchanged_doc(c, originals)]
    items = rng.sample(items, 110)
    paths = []
    for i, item in enumerate(items):
        path = tmp_path / f"game{i}.json"
        path.write_bytes(item if isinstance(item, bytes) else item.encode("utf-8", "surrogatepass"))
        paths.append(str(path))
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    paths += [str(fifo), "/dev/zero", str(tmp_path), str(tmp_path / "missing.json"), "a" * 5000, "",
              "bad\nname.json", "\x1b[2J", str(tmp_path / "game0.json") + "/x", "/dev/null"]
    count = 0
    for path in paths:
        count += 1
        code = _documented(main, ["replay", path], ())
        out, err = capsys.readouterr()
        assert code == 1, (path, out, err)
        assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err, (path, err)
        assert len(err) < 2500
    print(f"\nmalformed replay files (in-process): {count}")
    assert count >= FAMILY_MINIMUM["cli"]


def test_replay_command_in_a_process_never_hangs(tmp_path):
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(MAX_SAVED_TEXT + 10)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 1000 + "]" * 1000)
    for path in (fifo, "/dev/zero", tmp_path, big, deep):
        done = subprocess.run([sys.executable, "-m", "brass_widget.cli", "replay", str(path)], capture_output=True,
                              text=True, timeout=HANG)  # a hang raises TimeoutExpired
        assert done.returncode == 1, (path, done.stdout, done.stderr)
        assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1, done.stderr
        assert "Traceback" not in done.stderr
