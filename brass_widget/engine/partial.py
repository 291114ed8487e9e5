"""Questions about a partial decision: why no decision of this shape is legal now.

A learner chooses a decision a piece at a time (the kind, then the industry, the space, the card, the
sources). Before the choice is complete the board must still say why a piece cannot be chosen, and the answer
must hold whatever the learner picks for the rest: a reason about one particular card is never the answer for
a card not yet chosen. ``why_not_any`` answers that from the rules themselves:

1. the partial decision is read like any decision's words (``ActionSyntaxError`` for unknown names);
2. if some legal decision agrees with it, the answer is ``[]``;
3. otherwise every way to complete it (each value the rules could put in each missing field: the cards in the
   hand, the spaces showing the industry, the lines, the sale destinations...) is judged by ``why_not``, and
   the answer is the rules that every completion breaks, the governing one first (the order of the rule keys
   in ``rules.RULE_KEYS``: the turn, the card, the tile, the space, the network, the resources, the money). A
   rule every completion breaks in different words is said in the words that hold for all of them (a
   message's ``general`` wording, or the words for each value of the field that makes the difference, "for
   each of your cards: ...");
4. where no single rule holds for every completion, the field whose every value is refused for its own reason
   is answered value by value (the cards in the hand, each with the rule that refuses it).

Words that only ask for a choice ("choose where each coal cube comes from", ``rules.Prompt``) are not
refusals: they never answer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .actions import SOURCES, Action, ActionSyntaxError, _check_words, check_action, check_ref, words_of
from .legality import NO_LOANS, _ind, current_player, legal_actions, why_not
from .limits import shown
from .rules import RULE_KEYS, Prompt, Reason

if TYPE_CHECKING:
    from .board import View
    from .edition import Edition

# each completion of a partial decision, with the reasons it is refused
_Refused = list[tuple[Action, list[Reason]]]

MAX_COMPLETIONS = 4000  # enough for every build of a hand on the largest map; past it the answer is from a sample
SHOWN_VALUES = 6  # "for each of your cards: ..." names at most this many, then how many more


# -- reading the partial decision ---------------------------------------------------------------------------
def read_partial(ed: Edition, partial: object) -> dict[str, Any]:
    """The partial decision's fields, checked as a decision's words are (unknown names refused, locations and
    spaces written canonically); ``ActionSyntaxError`` if wrong."""
    if not isinstance(partial, dict):
        raise ActionSyntaxError("a partial decision is a dict of its fields, like {'kind': 'build'}")
    w = words_of(ed)
    kind = partial.get("kind")
    if not isinstance(kind, str) or kind not in w.kinds:
        raise ActionSyntaxError(f"{ed.title} has no {shown(kind, 40)} decision: its decisions are {', '.join(w.kinds)}"
                                if isinstance(kind, str) else "a partial decision names its kind")
    fields = {"kind": kind}
    absent = []  # fields given empty: chosen to name nothing (Duel: a whole column, no row)
    for name, value in partial.items():
        if name == "kind" or value is None:
            continue
        if value == "":
            absent.append(name)
            continue
        if name not in w.fields[kind] and name not in w.positional[kind]:
            raise ActionSyntaxError(f"{kind} names no {name}")
        if not isinstance(value, str) and not (name == "amount" and isinstance(value, int)
                                               and not isinstance(value, bool)):
            raise ActionSyntaxError(f"{name} is text, not {type(value).__name__}")
        fields[name] = " ".join(str(value).split())
    if kind == "build" and "target" in fields and "/" not in fields["target"]:
        check_ref(fields["target"], ed, "target", allow_bare=True)  # a location, its space still open
        bare = fields.pop("target")
        _check_words(fields, ed, w)
        fields["target"] = bare
    else:
        _check_words(fields, ed, w)
    # an empty field the decision cannot do without (its positional words, a sale's destination) is still open
    needed = set(w.positional[kind]) | ({"to"} if kind == "sell" else set())
    return {**fields, **{name: None for name in absent if name in w.fields[kind] and name not in needed}}


def agrees(a: Action, fields: dict[str, Any]) -> bool:
    """Whether decision ``a`` completes the partial one: each field named is ``a``'s (a source named is one of
    ``a``'s; a location named for a build is where ``a`` builds)."""
    for name, value in fields.items():
        mine = getattr(a, name)
        if value is None:
            if mine is not None:
                return False
        elif name in SOURCES:
            if Counter(value.split()) - Counter((mine or "").split()):
                return False
        elif name == "amount":
            if mine is None or str(mine) != value:
                return False
        elif name == "target" and a.kind == "build" and "/" not in value:
            if mine is None or mine.partition("/")[0] != value:
                return False
        elif mine != value:
            return False
    return True


# -- completing it --------------------------------------------------------------------------------------------
def completions(v: View, p: int, fields: dict[str, Any]) -> list[Action]:
    """Every decision the partial one could become (each missing field given each value the rules could put
    there; sources left for the engine to fill in or ask), at most MAX_COMPLETIONS."""
    ed = v.ed
    kind = fields["kind"]
    w = words_of(ed)
    open_fields = [f for f in _FIELD_ORDER if f in w.fields[kind] + w.positional[kind] and f not in fields]
    out: list[Action] = []

    def grow(known: dict[str, Any], rest: list[str]) -> None:
        if len(out) >= MAX_COMPLETIONS:
            return
        if not rest:
            try:  # a decision the words allow: the rules judge it (a value no decision can hold is left out)
                out.append(check_action(_action(known), ed))
            except ActionSyntaxError:
                pass
            return
        name, later = rest[0], rest[1:]
        values = ed.extras.values(v, p, kind, name, known)
        if values is None:
            values = core_values(v, p, kind, name, known)
        for value in values:
            grow({**known, name: value} if value is not None else known, later)
    grow(dict(fields), open_fields)
    return out


# the order missing fields are filled in: what a later field's values depend on comes first
_FIELD_ORDER = ("industry", "target", "card", "amount", "to")


def _action(known: dict[str, Any]) -> Action:
    f = {k: v for k, v in known.items() if v is not None}  # a build's target may be a location alone: the engine
    # picks its space (or asks for one)
    if "amount" in f:
        f["amount"] = int(f["amount"])
    return Action(**f)


def core_values(v: View, p: int, kind: str, name: str, known: dict[str, Any]) -> list[Any]:
    """The values the shared rules could put in a missing field (an edition adds its own kinds' values:
    ExtraActions.values; its Selling part names where a sale goes)."""
    ed = v.ed
    st = v.st
    if name == "card":
        pending = st.get("pending") or {}
        if kind in ed.extras.cardless or pending.get("kind") == kind:
            return [None]  # an action under way discarded its card already
        cards = sorted(set(st["seats"][p]["hand"]))
        if kind == "build" and "double_build_cards" in ed.setup and cards:
            cards.append("double")
        return cards  # none in hand: no completion (Duel, before a column is taken)
    if name == "industry":
        if kind == "network":
            return list(ed.link_kinds)
        target = known.get("target")
        if kind == "build" and isinstance(target, str) and "/" in target:  # a space chosen: the industries it shows
            loc, _, num = target.partition("/")
            spaces = ed.spaces.get(loc) or ()
            if num.isdigit() and 0 < int(num) <= len(spaces):
                return [i for i in ed.industries if i in spaces[int(num) - 1]]
        return list(ed.industries)
    if name == "target":
        if kind == "build":
            industry = known.get("industry")
            return [f"{loc}/{i + 1}" for loc in ed.location_ids for i, icons in enumerate(ed.spaces[loc])
                    if industry is None or industry in icons]
        if kind == "network":
            return list(ed.lines)
        if kind in ("sell", "remove"):  # your own tiles (a sale's goods)
            wanted = goods(ed) if kind == "sell" else ed.industries
            return [f"{loc}/{i + 1}" for loc in ed.location_ids for i, t in enumerate(st["board"].get(loc) or [])
                    if t is not None and t["owner"] == p and t["industry"] in wanted]
        return [None]
    if name == "amount" and kind == "loan":
        return [str(x) for x in ed.setup["loans"]]
    if name == "to" and kind == "sell":
        return ed.selling.destinations(v)  # each edition's Selling part names where its sales go
    return [None]


# -- the answer -------------------------------------------------------------------------------------------
def tiles_of_industry(v: View, industry: str) -> list[str]:
    """Every tile of ``industry`` on the board, anyone's (``location/space``)."""
    return [f"{loc}/{i + 1}" for loc in v.ed.location_ids for i, t in enumerate(v.st["board"].get(loc) or [])
            if t is not None and t["industry"] == industry]


def goods(ed: Edition) -> list[str]:
    """The industries a Sell action sells (flips), but a tile that is itself a place to sell to (a port)."""
    return [i for i in ed.industries if ed.industry[i].flips_when_sold and not ed.industry[i].shows_trade_icon]


def _nothing(v: View, fields: dict[str, Any]) -> Reason:
    """When nothing at all could complete the decision (no tile of yours to sell, no tile to remove)."""
    R = v.ed.rules
    kind = fields["kind"]
    if kind == "sell":
        return Reason(R.SELL, f"you have no {' or '.join(_ind(g) for g in goods(v.ed))} on the board to sell")
    if kind == "remove":
        return Reason(R.SHORTFALL, "you have no industry tile on the board to remove")
    if kind == "loan" and not v.ed.setup["loans"]:  # a house rule took every loan size away
        return Reason(R.LOAN, NO_LOANS)
    if "card" in words_of(v.ed).fields[kind] and kind not in v.ed.extras.cardless and not fields.get("card"):
        return Reason(R.DISCARD, f"you hold no card for a {kind} action now")
    return Reason(R.ACTIONS, f"no {kind} is possible now: there is nothing to choose for it")


def why_not_any(v: View, partial: object) -> list[Reason]:
    """The reasons every completion of ``partial`` breaks, the governing rule first; [] if one is legal."""
    ed = v.ed
    R = ed.rules
    p = current_player(v.st)
    if p is None:
        return [Reason(R.GAME_OVER, "the game is over")]
    try:
        fields = read_partial(ed, partial)
    except ActionSyntaxError as e:
        return [Reason("action text", str(e))]
    if any(agrees(a, fields) for a in legal_actions(v)):
        return []
    every = completions(v, p, fields)
    if not every:
        return [_nothing(v, fields)]
    table = [(a, _refusals(v, a)) for a in every]
    if not all(rs for _, rs in table):
        return []  # a completion the list leaves out as the same as another (a twin space), or one that needs
        # only a choice named (a prompt), is legal
    common = _common(table, _rank(ed))
    if common:
        return common
    return _by_field(table, fields, ed, _nearness(v, p)) or _each_choice(table)


def _refusals(v: View, a: Action) -> list[Reason]:
    return [r for r in why_not(v, a) if not isinstance(r.message, Prompt)]


def _rank(ed: Edition) -> dict[str, int]:
    """Each citation's place among the rule keys: the governing rules first."""
    out: dict[str, int] = {}
    for i, key in enumerate(RULE_KEYS):
        rule = getattr(ed.rules, key, None)
        if isinstance(rule, str):
            out.setdefault(rule, i)
    return out


def _key(r: Reason) -> tuple[Any, ...]:
    """What a refusal says, for comparing completions: its rule, and its general words where it has them (the
    money a build and a link both lack is one refusal; the link's other refusals under that rule another). General
    words that sum up several rules carry their own citation (``Said.general_rule``: a sale refused at the ports
    and at the Distant Cotton Market is one refusal of the Sell Action)."""
    return getattr(r.message, "general_rule", None) or r.rule, getattr(r.message, "general", None)


def _common(table: _Refused, rank: dict[str, Any] | None = None) -> list[Reason]:
    """The rules every completion breaks, the governing first, each in words that hold for all of them."""
    keys = [_key(r) for r in table[0][1]]
    held = [k for k in dict.fromkeys(keys) if all(any(_key(r) == k for r in rs) for _, rs in table)]
    if rank:
        held.sort(key=lambda k: rank.get(k[0], len(rank)))
    out = []
    for k in held:
        each = {tuple(dict.fromkeys((r.rule, r.message) for r in rs if _key(r) == k)) for _, rs in table}
        if len(each) == 1:  # every completion is refused in the same words (one merchant named): those words,
            out += [Reason(rule, m) for rule, m in next(iter(each))]  # each with its own citation
            continue
        words = list(dict.fromkeys(r.message for _, rs in table for r in rs if _key(r) == k))
        out.append(Reason(k[0], _one_wording(words)))
    return out


def _one_wording(words: list[str]) -> str:
    if len(words) == 1:
        return words[0]
    generals = {getattr(m, "general", None) for m in words}
    if len(generals) == 1 and None not in generals:
        return str(next(iter(generals)))  # a Said's general wording
    shown = words[:SHOWN_VALUES]
    more = f"; and {len(words) - len(shown)} more" if len(words) > len(shown) else ""
    return "for every choice: " + "; ".join(shown) + more


def _nearness(v: View, p: int) -> Callable[[str, object], int]:
    """How far a choice's place is from the player's own tiles and links (in lines of the map; 0: a place of their
    network), for answering the nearest options first (issue 37: a struck Rail Era Network named six links far from
    the player's network and never those beside their own tiles). A value that names no place, or a player with
    nothing on the board, is as near as any."""
    ed, st = v.ed, v.st
    mine = {loc for loc in ed.location_ids if any(t is not None and t["owner"] == p for t in st["board"][loc])}
    mine |= {end for line_id, owner in st["links"].items() if owner == p for end in (ed.lines[line_id].a,
                                                                                   ed.lines[line_id].b)}
    far: dict[str, int] = {loc: 0 for loc in mine}
    frontier = sorted(mine)
    while frontier:  # breadth first over the map's lines
        nxt = []
        for loc in frontier:
            for ln in ed.lines.values():
                for a, b in ((ln.a, ln.b), (ln.b, ln.a)):
                    if a == loc and b not in far:
                        far[b] = far[loc] + 1
                        nxt.append(b)
        frontier = nxt

    def near(name: str, value: object) -> int:
        if not far or name not in ("target", "to") or not isinstance(value, str):
            return 0
        line = ed.lines.get(value)
        places = (line.a, line.b) if line is not None else (value.partition("/")[0],)
        return min((far.get(loc, len(ed.location_ids)) for loc in places), default=0)
    return near


def _by_field(table: _Refused, fields: dict[str, Any], ed: Edition,
              near: Callable[[str, object], int] | None = None) -> list[Reason]:
    """Where no rule holds for every completion: the open field whose each value is refused by rules that hold
    for every completion with that value, answered value by value, the nearest to the player's network first
    (``near``: ``_nearness``), at most SHOWN_VALUES, then a count of the rest."""
    for name in _FIELD_ORDER:
        if name in fields:
            continue
        groups: dict[str, Any] = {}
        for a, rs in table:
            groups.setdefault(getattr(a, name), []).append((a, rs))
        if len(groups) < 2:
            continue
        answers = {value: _common(rows) for value, rows in groups.items()}
        if not all(answers.values()):
            continue
        out = []
        ordered = list(answers.items())
        if near is not None:  # stable: the same distance keeps the choices' own order
            ordered.sort(key=lambda item: near(name, item[0]))
        for value, reasons in ordered[:SHOWN_VALUES]:
            label = _value_name(ed, name, value)
            out += [Reason(r.rule, f"{label}: {r.message}") for r in reasons[:1]]
        if len(answers) > SHOWN_VALUES:
            what = "links" if name == "target" and all(value in ed.lines for value in answers) else f"{name} choices"
            out.append(Reason(out[-1].rule, f"and {len(answers) - SHOWN_VALUES} more {what}, each refused"))
        return out
    return []


def _value_name(ed: Edition, name: str, value: Any) -> str:
    if name == "card":
        return "a double-action build" if value == "double" else f"your {ed.card_name(value)} card"
    if name == "industry":
        return _ind(str(value))
    if name in ("target", "to") and isinstance(value, str) and "/" in value:
        loc, _, num = value.partition("/")
        return ("to " if name == "to" else "") + f"{ed.names.get(loc, loc)} space {num}"
    if name == "target" and value in ed.lines:  # a link by its places, never its id (issue 37)
        line = ed.lines[value]
        return f"{ed.names.get(line.a, line.a)}–{ed.names.get(line.b, line.b)}"
    if name == "to":
        return f"to {value}"
    if name == "amount":
        return f"{value}"
    return str(value)


def _each_choice(table: _Refused) -> list[Reason]:
    """The last resort, where the completions break different rules: the fewest rules that between them refuse
    every completion, each said with how many of the ways it refuses ("for 40 of the 52 ways: ...")."""
    total = len(table)
    rest = table
    out: list[Reason] = []
    while rest and len(out) < SHOWN_VALUES:
        counts: Counter[str] = Counter(rule for _, rs in rest for rule in {r.rule for r in rs})
        rule, n = counts.most_common(1)[0]
        words = list(dict.fromkeys(r.message for _, rs in rest for r in rs if r.rule == rule))
        out.append(Reason(rule, f"for {n} of the {total} ways: " + _one_wording(words).removeprefix(
            "for every choice: ")))
        rest = [(a, rs) for a, rs in rest if all(r.rule != rule for r in rs)]
    return out
