"""The widget's view model: plain JSON computed from a Game through its public API.

Python computes, the browser only renders. ``topology`` is static (sent once per edition and player
count); ``view_model`` and ``choices`` are rebuilt after every change and reassigned as new dicts.
Nothing here imports Jupyter, so it is tested and timed on its own.

Trust: strings that come from the state or a file (log texts, era scores) travel as data, with the
characters XML and JSON consumers refuse replaced (``render.words.clean``); the browser shows them with
``textContent``, never as markup. The board SVG in ``svg_parts`` is escaped by the renderer (``render/``) itself.
"""

from __future__ import annotations

import math

from ..engine import Game, vocabulary
from ..engine.actions import SHARED_FIELDS, declared_fields, text_fields, words_of
from ..engine.events import events_of, render
from ..engine.house_rules import house_rules_text
from ..engine.legality import DISCARD_SEQUENCES, loans_closed
from ..engine.limits import shown
from ..engine.table import components as table_components
from ..engine.table import seat_parts
from ..render import render_parts, svg_open
from ..render.layout import HEIGHT, MAP_W, SLOT, layout, line_geometry, slot_origin, table_spots
from ..render.palette import PLAYER_COLOURS, PLAYER_SHAPES
from ..render.words import PLAYER_NAMES, ROMAN, clean, industry_name

BOARD_PART = ("id", "place", "board", "board_title", "more", "down")  # what board.js draws of a seat's part
ACTION_KINDS = ("build", "network", "develop", "sell", "loan", "pass")
# the parts of the map drawn once per edition (sent in ``topology``); the others (the link on each line, the
# tiles at each location) are sent per move, each in its own trait, and only when it changed
STATIC_PARTS = ("base", "lines", "locs", "hits")

# The help shown at each step and the names of an edition's fields are the edition's words: its
# presentation.json (Edition.presentation), read into the topology below.

# Which choices each kind of decision makes, in the order the board asks for them; an edition's extra
# fields (``Edition.extra_fields``: Birmingham's beer and merchant bonus) come after them.
FIELDS = {
    "build": ["industry", "target", "card", "coal", "iron"],
    "network": ["target", "card", "coal"],
    "develop": ["industry", "card", "iron"],
    "sell": ["target", "to", "card"],
    "loan": ["amount", "card"],
    "pass": ["card"],
    "discard": ["card"],
    "remove": ["target"],
    "stop": [],
}



def source_fields(ed) -> list[str]:
    """The steps that also show the sources the rules do not allow now (struck through, each explaining why): the
    coal source, the iron source, a sale's destination, and the edition's further resource words (its descriptor's
    ``sources``: Birmingham's beer, Brass Duel's boats). Sent in the topology: board.js names none of them."""
    found = words_of(ed).sources
    return [f for f in ("coal", "iron") if f in found] + ["to"] + [f for f in found if f not in ("coal", "iron")]


class _DecisionFields:
    """The decision fields an intent may name (the chooser's selection, a "why not" question): the shared ones and
    every further field a registered edition declares (engine/actions.py)."""

    def __contains__(self, name) -> bool:
        return isinstance(name, str) and (name in SHARED_FIELDS or name in declared_fields())

    def __iter__(self):
        return iter(SHARED_FIELDS + declared_fields())


SEL_FIELDS = _DecisionFields()


def edition_kinds(ed) -> list[str]:
    """The kinds of action the chooser offers: the shared ones, then the edition's (Birmingham: scout)."""
    return list(ACTION_KINDS) + [k for k in ed.extras.kinds if k not in ACTION_KINDS]


def edition_fields(ed) -> dict:
    """FIELDS with the edition's extra fields after each kind's (Birmingham: beer, bonus, the scout's card); an
    extra field its decision text names first (``Edition.extra_positional``: Duel's kind of link) is asked first."""
    out = {k: list(v) for k, v in FIELDS.items()}
    positional = ed.extra_positional
    for kind, extra in ed.extra_fields.items():
        out.setdefault(kind, [])
        first = [f for f in positional.get(kind, ()) if f in extra and f not in out[kind]]
        out[kind] = first + out[kind] + [f for f in extra if f not in out[kind] and f not in first]
    return out


def reach_resource(ed) -> str | None:
    """The resource whose sources the board's overlay shows and whose way a preview draws (the presentation's
    ``reach_resource``: Birmingham's beer, guide: Consuming Beer), or None. It names the view's and the
    topology's key and the preview's ``<resource>_route``, and is what the view and a preview ask the engine's
    queries of a resource, ``Game.reach(resource, seat)`` and ``Game.resource_routes(resource, action)``."""
    return ed.presentation.get("reach_resource")


def resource_route(game, action) -> dict:
    """For a previewed decision, the route each unit of the edition's reach resource travels to where it is
    needed (the engine's ``Game.resource_routes``), under ``<resource>_route``; {} for an edition without one."""
    res = reach_resource(game.edition)
    return {f"{res}_route": game.resource_routes(res, action)} if res else {}


def topology(game) -> dict:
    """Static facts for one edition and player count: location boxes, space corners, lines (with where to
    click them and where their marks go), players, the tiles on a mat, the market and Distant Cotton Market
    tracks, help texts, and the map's fixed SVG (its opening tag and the parts that never change)."""
    ed = game.edition
    lay = layout(ed)
    geo = line_geometry(ed)
    locs = {}
    slots = {}
    for lid in ed.location_ids:
        cx, cy, w, h = lay[lid]
        loc = ed.locations[lid]
        locs[lid] = {"name": loc["name"], "x": cx, "y": cy, "w": w, "h": h,
                     "spaces": [list(s) for s in ed.spaces[lid]], "trade": loc["trade_icon"],
                     "link_vp": loc["link_vp"]}
        for i in range(len(ed.spaces[lid])):
            ref = f"{lid}/{i + 1}"
            x, y = slot_origin(ed, lay, ref)
            slots[ref] = [x + SLOT / 2, y + SLOT / 2]
    lines = {ln.id: {"a": ln.a, "b": ln.b, "canal": ln.canal, "rail": ln.rail, "mid": geo[ln.id]["mid"],
                     "hit": geo[ln.id]["hit"]} for ln in ed.lines.values()}
    players = [{"seat": s, "name": PLAYER_NAMES[s % 4], "colour": PLAYER_COLOURS[s % 4],
                "shape": PLAYER_SHAPES[s % 4]} for s in range(game.players)]
    cards = {face: ed.card_name(face) for face in sorted(ed.card_faces)}
    tiles = {}
    extras = ed.table.facts().get("tile_extras", {})  # an edition's further numbers on a tile (what it costs more)
    for ind in ed.industries:
        levels = {}
        for t in ed.tiles[ind]:
            levels.setdefault(str(t.level), {"level": t.level, "roman": ROMAN.get(t.level, str(t.level)),
                                             "cost": t.cost, "coal": t.coal, "iron": t.iron, "vp": t.vp,
                                             "income": t.income, "link_vp": t.link_vp, "era": t.era,
                                             # Birmingham: the beer a sale needs, a lightbulb pottery
                                             **ed.tile_needs(t),
                                             **extras.get(ind, {}).get(str(t.level), {}),
                                             **({"lightbulb": True} if not t.can_develop else {})})
        tiles[ind] = levels
    # the map's layers in drawing order: a static part ([key, markup]) or a run of changing parts, which the
    # board sends in its svg_0, svg_1, ... traits (["slots", first, end])
    layers, n = [], 0
    for key, markup in render_parts(game.state, ed, side=False):
        if key in STATIC_PARTS:
            layers.append([key, markup])
        elif layers and layers[-1][0] == "slots":
            layers[-1][2] = n = n + 1
        else:
            layers.append(["slots", n, n + 1])
            n += 1
    out = {"edition": ed.id, "title": ed.title, "locations": locs, "slots": slots, "lines": lines,
           "players": players, "industries": {i: industry_name(ed, i) for i in ed.industries},
           # the edition's words (engine.vocabulary): short names on the mats, kinds of decision and of link, the key
           "short": {i: vocabulary.industry_short(ed, i) for i in ed.industries},
           "kind_names": vocabulary.kind_names(ed), "link_names": vocabulary.link_names(ed),
           "key": vocabulary.map_key(ed),
           "cards": cards, "help": dict(ed.presentation.get("help", {})),
           "fields": edition_fields(ed), "source_fields": source_fields(ed),
           "card_words": dict(ed.presentation.get("card_words", {})),  # a card value that is no card ("double")
           "kinds": edition_kinds(ed),
            "tiles": tiles, "rounds": ed.eras.rounds(game.players, game.state["variants"])
            if ed.setup.get("rounds_per_era") else None,  # as played: a variant's or a house rule's (era_rounds)
            "era_names": dict(ed.eras.names), "vp_now": vp_now_heading(ed),  # words for eras (Duel: none)
            "era_change": ed.presentation.get("era_change"),  # the board's line in a new era's first round
            "markets": {"coal": {"prices": list(ed.coal_prices), "empty": ed.coal_empty_price},
                        "iron": {"prices": list(ed.iron_prices), "empty": ed.iron_empty_price}},
           "svg_open": svg_open(ed, side=False), "svg_layers": layers, "map": [MAP_W, HEIGHT], "slot": SLOT,
           "editions": drawn_editions()}
    out.update(table_spots(ed, lay))  # where the renderer draws the table components on the map (sale steps)
    out.update({k: v for k, v in ed.table.facts().items() if k != "tile_extras"})  # its tracks, piles, card rows
    out["value_names"] = ed.table.value_names()
    tiles_on_map = ed.presentation.get("map_tiles")  # the tiles beside the spaces: what each buys, by tile
    if tiles_on_map:  # and which key of the view holds them now (sent once: no copy in every move's view)
        out["tile_goods"] = out.get(tiles_on_map["tiles"])
        out["map_tiles_view"] = tiles_on_map["view"]
        # board.js's words and marks for them: the attribute stem the renderer gives them ("data-<stem>"), a tile's
        # name ("{name} ... {n}") and the resource of its barrel
        out["tile_place"] = {"stem": tiles_on_map["stem"], "words": tiles_on_map["ref_words"],
                             "resource": tiles_on_map["resource"]}
    # what an edition's further numbers are called: a tile's extra cost, a player's further changes in a preview
    out["extra_words"] = dict(ed.presentation.get("extra_words", {}))
    out["source_names"] = dict(ed.presentation["source_names"])
    out["field_labels"] = dict(ed.presentation["field_labels"])  # what each field of a decision is called
    res = reach_resource(ed)
    if res:  # the overlay of its sources (protocol.highlights); board.js reads its name and its one source
        out[res] = True  # that is not a place (the descriptor's: Birmingham's merchant barrel) from "reach"
        out["reach"] = {"resource": res, "source": ed.info.sources.get(res)}
    if ed.presentation.get("waiting_note"):  # the note to a player whose answer is awaited (Duel's Bribery)
        out["waiting_note"] = dict(ed.presentation["waiting_note"])
    if ed.info.preview_fields:  # the further fields a preview repeats (Duel: its boats), each a line of the preview
        out["preview_fields"] = list(ed.info.preview_fields)
    if ed.loans_stop_late:  # no loans once the Rail Era's deck is gone (the edition's rule choice)
        out["loans_stop_late"] = True
        out["hand_rounds"] = ed.eras.hand_rounds()  # its last rounds, as a house rule's shorter era counts them
    if ed.info.offered_cards:  # the kinds whose card is one on offer, not from the hand (its descriptor)
        out["offered_cards"] = list(ed.info.offered_cards)
    if "double_build_cards" in ed.setup:  # the edition has double-action builds (Birmingham has none)
        out["double_build"] = True
    if ed.presentation.get("words"):  # the edition's sentences (what happens when a turn or round ends)
        out["words"] = dict(ed.presentation["words"])
    if ed.presentation.get("field_names"):  # what the edition calls a decision's fields (Duel: "Column", "Row")
        out["field_names"] = dict(ed.presentation["field_names"])
    if ed.notice:  # provisional components, said wherever the edition is drawn
        out["notice"] = ed.notice
        out["notice_heading"] = vocabulary.notice_heading(ed)
    if ed.house_rules:  # the knobs this game changes ("loan £50"): public, shown above the board
        out["house_rules"] = house_rules_text(ed)
    return out


def drawn_editions() -> list[dict]:
    """The editions the New game dialog offers: those the board draws, each with its player counts."""
    return [{"edition": info["edition"], "title": info["title"], "players": list(info["players"])}
            for info in Game.editions() if _drawn(info)]


_DRAWN: dict[str, bool] = {}  # edition id -> whether the board draws it (asked once)


def _drawn(info: dict) -> bool:
    key = info["edition"]
    if key not in _DRAWN:
        try:
            _DRAWN[key] = bool(Game.new(key, players=min(info["players"]), seed=0).edition.board_drawn)
        except Exception:  # an edition that cannot start a game here
            _DRAWN[key] = False
    return _DRAWN[key]


def map_parts(game) -> list[list[str]]:
    """The map's parts that change with the position (each line and each location), ``[key, markup]``."""
    return [[k, m] for k, m in render_parts(game.state, game.edition, side=False) if k not in STATIC_PARTS]


def era_vp(game) -> list[int]:
    """Each player's VP if the era ended now (Brass Duel: if the game ended now), scored by the engine's own End
    of Era steps (``Game.vp_if_era_ended``): links and flipped tiles, each edition's extra steps (Duel's
    Lodgings and Notable Persons) and, when that era ends the game, its final scoring (Lancashire: 1 VP per
    £10; the Introductory Game's bonus). Everything it reads is public, so every viewer sees the same. Once
    the game is over, the VP scored. A position the engine cannot score (one built by hand, unchecked) shows none."""
    try:
        return game.vp_if_era_ended()
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):  # never break the board over it
        return [None] * game.players


def vp_now_heading(ed) -> str:
    """The score table's heading for ``era_vp``: an edition without eras (Duel) ends only with the game."""
    return "VP if era ends now" if ed.eras.names else "VP if the game ends now"


PACKED_FIELDS = ("kind", "industry", "target", "card", "coal", "iron", "to", "amount")  # then the edition's further
# fields a decision names (its descriptor's ``fields``: Birmingham's beer and bonus, Duel's boats), in their order


def text_template(text: str, d: dict, fields, ed, ix) -> list[int]:
    """The engine's text of a decision as word numbers (``ix``), each word that is the whole value of one of its
    packed ``fields`` written as that field's number instead (-1 - its index), so decisions that differ in that
    field share one template. Which field a word gives is the engine's reading of its own text
    (``actions.text_fields``): the view model composes no text."""
    out = []
    for word, name in zip(text.split(" "), text_fields(text, ed)):
        if name is not None and name in fields and d.get(name) == word:
            out.append(-1 - fields.index(name))
        else:
            out.append(ix(word))
    return out


def pack_actions(actions, ed=None) -> dict:
    """Legal decisions as the browser gets them, a fraction of the plain size: every word once (``words``), each
    decision's text as a template (``texts``: the engine's words by number, a word that is a field's value as that
    field, see ``text_template``), and each decision as its template's number then its fields' values by word
    number, fields in the order of ``fields`` (-1: none; trailing ones left out). A run of decisions in a row with
    one template that differ in one field only (not the kind), such as one build with each card of the hand, is one
    row whose value in that field is the list of its values, in their order; and such rows in a row with the same
    run that differ in one other field only are one row whose value in that field is ``{"each": [its values]}``:
    each of them with the whole run (the network decisions on every line with each card). ``actions_of`` (and
    board.js's ``actionsOf``) reads it back, in the same order: a decision's text is its template filled in."""
    words: list[str] = []
    index: dict[str, int] = {}

    def ix(w: str) -> int:
        if w not in index:
            index[w] = len(words)
            words.append(w)
        return index[w]
    texts: list[list[int]] = []
    text_index: dict[tuple, int] = {}
    rows: list[list] = []
    dicts = [action_fields(a) for a in actions]
    named = {f for d in dicts for f in d}
    further = tuple(f for f in (words_of(ed).named if ed is not None else ()) if f not in PACKED_FIELDS and f in named)
    fields = PACKED_FIELDS + further
    last = None  # the previous decision's values, when its row may take a run
    run = None  # the field the last row's run varies (None: a row of one decision so far)
    for d in dicts:
        template = tuple(text_template(d["t"], d, fields, ed, ix))
        if template not in text_index:
            text_index[template] = len(texts)
            texts.append(list(template))
        values = [text_index[template]] + [ix(d[f]) if f in d else -1 for f in fields]
        differ = [] if last is None else [j for j, (a, b) in enumerate(zip(last, values)) if a != b]
        if len(differ) == 1 and differ[0] > 1 and run in (None, differ[0]) and -1 not in (last[differ[0]],
                                                                                         values[differ[0]]):
            j = run = differ[0]
            if not isinstance(rows[-1][j], list):
                rows[-1][j] = [rows[-1][j]]
            rows[-1][j].append(values[j])
        else:
            rows.append(list(values))
            run = None
        last = values
    return {"fields": list(fields), "words": words, "texts": texts,
            "decisions": [_trimmed(row) for row in _outer_runs(rows)]}


def _outer_runs(rows: list[list]) -> list[list]:
    """Rows of one run each (``pack_actions``), the same run in a row, that differ in one other field only (not the
    kind): one row whose value in that field is ``{"each": [...]}``, in order."""
    def runs(row):
        return [j for j, v in enumerate(row) if isinstance(v, list)]

    def value(v):  # the value a row's field ends on
        return v["each"][-1] if isinstance(v, dict) else v
    out: list[list] = []
    for row in rows:
        prev = out[-1] if out else None
        if prev is None or len(prev) != len(row) \
                or len(runs(row)) != 1 or runs(prev) != runs(row) or prev[runs(row)[0]] != row[runs(row)[0]]:
            out.append(row)
            continue
        j = runs(row)[0]
        differ = [k for k in range(len(row)) if k != j and value(prev[k]) != row[k]]
        outer = [k for k, v in enumerate(prev) if isinstance(v, dict)]
        if len(differ) == 1 and differ[0] > 1 and outer in ([], differ) and -1 not in (value(prev[differ[0]]),
                                                                                      row[differ[0]]):
            k = differ[0]
            if not isinstance(prev[k], dict):
                prev[k] = {"each": [prev[k]]}
            prev[k]["each"].append(row[k])
        else:
            out.append(row)
    return out


def _trimmed(values: list) -> list:
    """A packed row without its trailing -1s (fields the decision does not name)."""
    values = list(values)
    while values and values[-1] == -1:
        values.pop()
    return values


def actions_of(choices: dict) -> list[dict]:
    """The legal decisions a choices trait carries, as ``{"t": text, "kind": ..., field: value}`` dicts, in order."""
    p = choices.get("actions") or {}
    if isinstance(p, list):
        return p
    words, fields, texts = p.get("words", []), p.get("fields", []), p.get("texts", [])
    out = []
    for row in p.get("decisions", []):
        template, values = texts[row[0]], row[1:]
        runs = [j for j, i in enumerate(values) if isinstance(i, list)]
        outer = [j for j, i in enumerate(values) if isinstance(i, dict)]
        for each in (values[outer[0]]["each"] if outer else [None]):
            for one in (values[runs[0]] if runs else [None]):
                a = {}
                for j, i in enumerate(values):
                    i = one if runs and j == runs[0] else each if outer and j == outer[0] else i
                    if i >= 0:
                        a[fields[j]] = words[i]
                out.append({"t": " ".join(words[i] if i >= 0 else a.get(fields[-1 - i], "") for i in template), **a})
    return out


def action_fields(a) -> dict:
    d = {"t": str(a), "kind": a.kind}
    for f, v in a.named().items():  # its fields but the kind, then a loan's amount as text
        if f not in ("kind", "amount"):
            d[f] = v
    if a.amount is not None:
        d["amount"] = str(a.amount)
    return d


def _data(value, depth: int = 0):
    """JSON data from the state, for the browser: strings cleaned, numbers and booleans kept, anything
    deeper than a few levels or of another type dropped (None)."""
    if value is None or isinstance(value, (bool, int)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None  # NaN is not JSON a browser reads
    if isinstance(value, str):
        return clean(value)
    if depth > 6:
        return None
    if isinstance(value, list):
        return [_data(v, depth + 1) for v in value]
    if isinstance(value, dict):
        return {clean(k): _data(v, depth + 1) for k, v in value.items()}
    return None


def scorings(scores) -> list:
    """The eras' scorings for the browser: each era's ``links`` and ``tiles`` (a list of records each) as a table,
    ``{"fields": [...], "values": [[...], ...]}``, so a field's name is not repeated on every link and tile (half the
    bytes); board.js's ``records`` reads it back. Anything else as the state has it (``_data``)."""
    out = []
    for era in _data(scores) or []:
        if isinstance(era, dict):
            era = {k: table_of(v) if k in ("links", "tiles") else v for k, v in era.items()}
        out.append(era)
    return out


def table_of(records):
    """A list of dicts as one table: the fields in the order first seen, each record a row (None where it has no such
    field), its values in ``values``. Anything but a list of dicts is kept as it is."""
    if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
        return records
    fields = list(dict.fromkeys(k for r in records for k in r))
    return {"fields": fields, "values": [[r.get(f) for f in fields] for r in records]}


def records_of(table) -> list:
    """``table_of`` read back: the list of dicts (a field a record had as None is left out)."""
    if not isinstance(table, dict):
        return table if isinstance(table, list) else []
    fields = table.get("fields", [])
    return [{f: v for f, v in zip(fields, row) if v is not None} for row in table.get("values", [])]


def log_groups(entries: list[dict]) -> list[dict]:
    """Log entries grouped by round, oldest first: ``[{"era", "round", "lines": [[player, kind, text]]}]``."""
    out: list[dict] = []
    for e in entries:
        key = (e.get("era"), e.get("round"))
        if not out or (out[-1]["era"], out[-1]["round"]) != key:
            out.append({"era": key[0], "round": key[1], "lines": []})
        out[-1]["lines"].append([e.get("player"), e.get("kind"), e.get("text")])
    return out


def view_model(game, *, version: int, seat_kinds: list[str], shown_hands: list[int], needs_reveal: int | None,
               can_undo: bool, can_redo: bool, log: list[dict] | None = None, log_total: int | None = None,
               last: dict | None = None) -> dict:
    """Everything the board draws after a change but the map's parts, as one new dict. ``log`` is the
    English log tail (``narrate.Chronicle.entries``) and ``last`` what the last player to move did
    (``Chronicle.last_turn``); both default to none."""
    ed = game.edition
    st = game.state
    cur = game.current_player
    vp_now = era_vp(game)
    players = []
    for s, seat in enumerate(st["seats"]):
        players.append({
            "seat": s, "kind": seat_kinds[s], "money": seat["money"],
            "income_level": game.income_level(s), "income_space": seat["income"], "vp": seat["vp"],
            "era_vp": vp_now[s], "spent": seat["spent"], "hand_size": len(seat["hand"]),
            "mat": game.tile_status(s),  # each next tile and why it cannot be built now (the engine's answer)
        })
        players[-1].update(_data(ed.table.seat(seat, s in shown_hands)))  # the edition's further public pieces
        # the same, as the board draws them (its words only: the picture's stay in Python)
        players[-1]["parts"] = _data([{k: part[k] for k in BOARD_PART if k in part}
                                      for part in seat_parts(ed, seat, s in shown_hands)])
    hands = {str(s): list(st["seats"][s]["hand"]) for s in shown_hands}
    extra = _data(ed.table.view(st))  # the edition's own table components, public parts only
    extra["table"] = _data(table_components(ed, st))  # the same, by kind, as the board draws them (engine/table.py)
    res = reach_resource(ed)
    if res:  # where the seat to act may take it from (the engine's one query, Game.reach)
        extra[res] = game.reach(res, cur) if cur is not None else []
    pending = st["pending"] or {}
    if last is not None:
        seated = seat_kinds[last["player"]] if isinstance(last.get("player"), int) else None
        # who made the move then (the board's record), else who sits there now
        last = {**{k: v for k, v in last.items() if k != "by"}, "kind": last.get("by") or seated}
    return {
        "version": version,
        "over": st["over"],
        "era": st["era"], "round": st["round"],
        "actions_left": st["actions_left"],
        "current": cur,
        "current_kind": seat_kinds[cur] if cur is not None else None,
        "pending": pending.get("kind"),
        # the cards still to discard, only for an action that goes on by discarding (a double build, a Scout:
        # DISCARD_SEQUENCES); a Network's or Develop's "left" counts links or tiles it may add, not cards (issue 37)
        "pending_left": pending.get("left") if pending.get("kind") in DISCARD_SEQUENCES else None,
        "shortfall": bool(st["shortfall"]),
        "order": st["order"],
        "turn": st["turn"],
        "players": players,
        "hands": hands,
        "needs_reveal": needs_reveal,
        "deck": len(st["deck"]),
        "under": st.get("under", 0),
        **({"loans_closed": True} if loans_closed(ed, st) else {}),  # the engine's answer; the board says it
        "markets": {"coal": st["coal_market"], "iron": st["iron_market"]},
        "quotes": {k: {"buy": q["buy"], "sell": q["sell"]} for k, q in game.markets().items()},  # the engine's prices
        "log": log_groups(log or []),
        "log_total": log_total if log_total is not None else len(log or []),
        "last": last,
        "scores": scorings(st["scores"]),
        "final": game.final_scores() if st["over"] else None,
        "history": len(game.history),
        "can_undo": can_undo,
        "can_redo": can_redo,
        "network": game.network(cur) if cur is not None else [],  # the seat to act's, for "My network"
        "trade": game.trade_connected_locations(),
        "coal": game.reach("coal"),
        **extra,
    }


def preview_words(game, action, preview: dict) -> dict:
    """A legal preview with the words the board says in Python about the seat's own money and the turn's end (issue
    37): each row's ``cost`` (a build's spend split as the hint splits it: ``greedy.cost_parts``), its ``market``
    (the money coal or iron sold to the market brings as the tile is built: the spend and the change in money
    otherwise disagree), and ``then`` (the edition's sentence for the turn's or round's end, the ``_no_refill`` one
    when the draw deck is empty). Everything it reads is public."""
    from ..bots.greedy import cost_parts

    if not preview.get("legal"):
        return preview
    st, ed = game.state, game.edition
    seat = game.current_player
    rows = [dict(r) for r in preview.get("players") or ()]
    for row in rows:
        if row.get("player") != seat:
            continue
        spent, money = row.get("spent") or 0, row.get("money") or 0
        if action.kind == "build" and spent and action.industry in st["seats"][seat]["taken"]:
            taken = st["seats"][seat]["taken"][action.industry]
            stack = ed.tiles.get(action.industry) or ()
            if taken < len(stack) and cost_parts(stack[taken], spent, action):
                row["cost"] = cost_parts(stack[taken], spent, action)
        sold = [f"{n} {r}" for r, n in (("coal", preview.get("coal_market") or 0),
                                        ("iron", preview.get("iron_market") or 0)) if n > 0]
        if sold and money + spent > 0:
            row["market"] = f"+£{money + spent} for {' and '.join(sold)} sold to the market"
    out = {**preview, "players": rows}
    words = ed.presentation.get("words") or {}
    if preview.get("ends_turn"):
        key = "round_end" if preview.get("ends_round") else "turn_end"
        if not st["deck"] and f"{key}_no_refill" in words:  # no card left to draw (End of Turn: refill from the deck)
            key += "_no_refill"
        if key in words:
            out["then"] = words[key]
    return out


def bonus_lines(game, preview: dict) -> list[str]:
    """The lines a previewed decision's own events add where its edition's descriptor marks their kind ``preview``
    (``EditionInfo.events``; Birmingham's merchant bonus), in the log's words (``engine.events.render``) after the
    town of the decision's destination before them: "Oxford's merchant bonus: +2 income spaces" (Birmingham,
    Merchant Beer Bonuses). Read from the preview's own log entries (the viewer's observation), so a preview shows
    what the log will say after the move."""
    ed = game.edition
    shown = {kind for kind, spec in events_of(ed).items() if spec.get("preview")}
    decisions = words_of(ed).kinds
    out, town = [], None
    for entry in preview.get("log") or ():
        data = entry.get("data") or {}
        kind = entry.get("kind")
        if kind in decisions and isinstance(data.get("to"), str):
            loc = data["to"].partition("/")[0]
            town = ed.names.get(loc, loc)
        elif kind in shown:
            line = render(kind, data)
            out.append(clean(f"{town}'s {line}" if town else line))
    return out


def choices(game, *, version: int, seat_kinds: list[str], hidden: bool) -> dict:
    """The legal decisions for the seat to act (only if it is a human seat), the kinds of action the chooser shows
    struck through (``unavailable``: the edition's kinds no legal decision has; a click asks ``why``, answered by
    ``explain``: the engine's ``Game.why_not_any``, reasons that hold for every way to do it), and the ``sources``
    the coal, iron and sale steps list, legal or not (see ``sources``)."""
    cur = game.current_player
    if cur is None or seat_kinds[cur] != "human" or hidden:
        return {"version": version, "seat": cur, "actions": pack_actions([]), "unavailable": [], "sources": {}}
    actions = game.legal_actions()
    kinds = {a.kind for a in actions}
    unavailable = []
    quiet = set(game.edition.presentation.get("only_when_legal", ()))  # Duel: the setup choice, the bribe's answer
    if not kinds & {"stop", "discard", "remove"}:
        unavailable = [k for k in edition_kinds(game.edition) if k not in kinds and k not in quiet]
    found = sources(game)
    return {"version": version, "seat": cur, "actions": pack_actions(actions, game.edition),
            "unavailable": unavailable, "sources": found, "owners": source_owners(game, found)}


def source_owners(game, found: dict) -> dict:
    """Whose tile each listed source on the board is (``{"stafford/1": 2}``), so a step can say "Orange's" or
    "yours": whose barrel a sale drinks decides who gains when a brewery's last one is used (Brass: Birmingham, Sell
    Action). Public: the board shows every owner."""
    out = {}
    for refs in found.values():
        for ref in refs:
            tile = game.tile_at(ref)
            if tile is not None and tile.get("owner") is not None:
                out[ref] = tile["owner"]
    return out


def sources(game) -> dict:
    """What the coal, iron and sale-destination steps show (and the edition's further sources): the engine's
    ``Game.source_candidates``, legal now or not. The browser strikes through those that are not among the legal
    decisions' values; a click on one asks ``why`` about it (``explain``: the engine's ``why_not_any``)."""
    return game.source_candidates()


def lacking_kind(ed, kind) -> str | None:
    """Why a selection's kind of decision cannot be asked about: one this edition does not have (a Brass Duel
    ``take`` on a Lancashire board), in plain words; None for the edition's own kinds or no kind yet."""
    if kind is None or kind == "" or kind in words_of(ed).kinds:
        return None
    return f"{ed.title} has no {shown(kind, 40)} decision"


def explain(game, sel: dict) -> list[dict]:
    """Why no legal decision matches a partial selection: the engine's answer (``Game.why_not_any``), the
    reasons that hold for every way to complete it. [] when some completion is legal, except for a space the
    board does not offer because it is the same as one it does (a twin: the engine lists equal spaces of a
    location once): that space is not refused, so the answer says which space to click instead."""
    reasons = [{"rule": r.rule, "message": str(r.message)} for r in game.why_not_any(sel)]
    twin = [] if reasons else twin_offered(game, sel)
    if twin:
        ed = game.edition
        town = str(ed.names.get(sel["target"].partition("/")[0], sel["target"].partition("/")[0]))
        offered = " or ".join(f"space {t.partition('/')[2]}" for t in twin)
        return [{"rule": "", "message": f"{town} space {sel['target'].partition('/')[2]} is the same as {town} "
                                        f"{offered} for this {sel.get('kind', 'decision')}, so the board offers "
                                        f"only {'that one' if len(twin) == 1 else 'those'}: choose {town} {offered}"}]
    return reasons


def twin_offered(game, sel: dict) -> list[str]:
    """For a selection naming a space no legal decision uses while the engine refuses it nothing (a twin
    space), the spaces of that location the legal decisions use instead; [] otherwise."""
    target = sel.get("target")
    if not isinstance(target, str) or "/" not in target:
        return []
    loc = target.partition("/")[0]
    rest = {k: v for k, v in sel.items() if k != "target" and v not in (None, "")}
    offered = []
    for a in game.legal_actions():
        mine = getattr(a, "target", None)
        if mine == target:
            return []  # offered itself
        if (isinstance(mine, str) and mine.partition("/")[0] == loc and "/" in mine
                and all(str(getattr(a, k, None)) == str(v) for k, v in rest.items()) and mine not in offered):
            offered.append(mine)
    return offered
