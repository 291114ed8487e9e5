"""An edition's table components as data (issue 20, item 3): what lies on the table beside the map that only some
editions have, described by kind so that the renderer and the board draw kinds and name no edition's component.

Each edition's ``presentation.json`` lists its components under ``"table"``: an ``id`` (the component's name in
the data, also its class on the page), a ``kind``, its words, and where its values come from (``view``: a key of
the edition's ``Table.view``; ``spaces``: a key of its ``Table.facts``). ``components`` fills them in from a state
or an observation (public parts only: the edition's table part gives no hidden order). The kinds:

* ``"track"``: a row of spaces with a marker on one (``spaces``: each space's value, None for the end space;
  ``marker``: the marker's space from 0; ``left``: how many face-down pieces are left; ``used``: those turned over).
  Lancashire's Distant Cotton Market (Brass: Lancashire, Sell Action).
* ``"piles"``: piles of cards, each ``[card id, name, how many]``. Birmingham's wild piles (Brass: Birmingham,
  Scout Action).
* ``"card_rows"``: rows of face-up cards taken by column, in place of a draw deck (``card_rows``: ``[row, [card
  or None per column]]``; ``names``: each card's name; ``columns``, the ``edge`` columns (from 0) and their
  ``fee``; ``decks``: ``[row, how many face down]``, never their order; ``decision``: the kind of decision that
  takes a column). Brass Duel's card rows (Brass Duel, S1: Setup; On your turn).

Tiles that lie on the map beside a location's spaces (Birmingham's merchant tiles and their beer, Brass:
Birmingham, Board Setup 5-6) are named under ``"map_tiles"``: the edition data's table of the locations holding
them (``places``: each with its ``id``, its ``spaces`` by player count and its ``bonus``), of the tiles and what
each buys (``tiles``), and the state's key of the tiles placed now (``view``); ``tile_places``, ``tile_goods`` and
``placed_tiles`` read them for the renderer's layout and map.

A seat's own pieces are listed under ``"seat_table"`` and filled by ``seat_parts`` from the edition's ``Table.seat``:
a part's counts (``counts``), a list of cards in play (``list``, named), one card shown face up (``card``), a
face-down pile's size (``down``), and its sentences for the still picture (``picture``) and the board (``board``,
``board_title``, ``more`` for what only the seat's own viewer sees). Brass Duel's boats, VP income and Notable
Persons (Brass Duel, S1: Boats, VP income, Invite); Birmingham's discard piles (Brass: Birmingham, Game Setup).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .edition import Edition

KINDS = ("track", "piles", "card_rows")
# where a component's values come from, and the charts' words for it (charts.py): not drawn
_SOURCES = ("view", "spaces", "decks", "facts", "chart")
_SEAT_WORDS = ("id", "title", "subtitle", "place", "none")  # a seat part's words passed on as they are


def components(ed: Edition, st: dict[str, Any]) -> list[dict[str, Any]]:
    """The edition's table components now, in its presentation's order, each a dict of its kind's values and its
    words (``st`` a state or an observation); a component whose values the state lacks is left out."""
    facts, view = ed.table.facts(), ed.table.view(st)
    out = []
    for spec in ed.presentation.get("table", ()):
        now = view.get(spec["view"])
        if now is None:
            continue
        words = {k: v for k, v in spec.items() if k not in _SOURCES}
        if spec["kind"] == "track":
            out.append({**words, "spaces": list(facts[spec["spaces"]]), "marker": now["marker"], "left": now["left"],
                        "used": list(now["used"])})
        elif spec["kind"] == "piles":
            out.append({**words, "piles": [[face, ed.card_name(face), n] for face, n in now.items()]})
        elif spec["kind"] == "card_rows":
            info = facts.get(spec["facts"], {})
            order = [r for r in (info.get("names") or list(now)) if isinstance(now.get(r), list)]
            cards = {c for r in order for c in now[r] if c is not None}
            decks = view.get(spec["decks"])
            out.append({**words, "card_rows": [[r, list(now[r])] for r in order],
                        "names": {str(c): _name(ed, c) for c in cards}, "columns": info.get("columns"),
                        "edge": list(info.get("edge", ())), "fee": info.get("fee"), "bribe": info.get("bribe"),
                        "decks": [[r, n] for r, n in decks.items()] if isinstance(decks, dict) else []})
        else:
            raise ValueError(f"unknown kind of table component {spec['kind']!r}: one of {', '.join(KINDS)}")
    return out


def component(ed: Edition, st: dict[str, Any] | None, kind: str) -> dict[str, Any] | None:
    """The edition's first table component of ``kind`` in ``st`` (as ``components`` gives it), or None: the edition
    has none, or there is no state."""
    if not st:
        return None
    return next((c for c in components(ed, st) if c["kind"] == kind), None)


def _name(ed: Edition, card: object) -> str:
    return ed.card_name(card) if isinstance(card, str) and card in ed.card_faces else str(card)


def _names(ed: Edition, cards: object) -> str:
    """Cards as their names, joined ("" for none, or for anything but a list)."""
    return ", ".join(_name(ed, c) for c in cards) if isinstance(cards, list) else ""


def _plural(n: int, piece: tuple[str, str] | list[str]) -> str:
    return f"{n} {piece[0] if n == 1 else piece[1]}"


def seat_parts(ed: Edition, seat: dict[str, Any], shown: bool = False) -> list[dict[str, Any]]:
    """A seat's own pieces (the presentation's ``seat_table``), each with its sentences filled in from the edition's
    ``Table.seat``: ``picture`` (and ``list``, ``list_all`` for a second line of cards), ``board``, ``board_title``,
    ``more`` (only when ``shown``: what the seat's own viewer may see), and ``down``, a face-down pile's size."""
    view = ed.table.seat(seat, shown)
    out = []
    for spec in ed.presentation.get("seat_table", ()):
        counts = {k: view.get(k) for k in spec.get("counts", ())}
        part = {k: spec[k] for k in _SEAT_WORDS if k in spec}
        values = {k: str(v) for k, v in counts.items()}
        board = dict(values)
        if "list" in spec:  # the cards in play, named
            names = _names(ed, view.get(spec["list"]))
            part.update(list=names, list_key=spec["list"])
            board[spec["list"]] = names or spec["none_board"]
        if "card" in spec:  # one card shown face up, if any
            card = view.get(spec["card"])
            known = isinstance(card, str) and card in ed.card_faces
            values["card"] = spec["card_words"].format(name=_name(ed, card)) if known else spec["no_card"]
            board["card"] = spec["card_board"].format(name=_name(ed, card)) if card else ""
        part["picture"] = spec["picture"].format(**values)
        part["board"] = spec["board"].format(**board)
        if "board_title" in spec:
            part["board_title"] = spec["board_title"].format(
                **{k: _plural(v, spec["piece"]) if isinstance(v, int) else str(v) for k, v in counts.items()})
        if "down" in spec:
            part["down"] = counts[spec["down"]]
        offered = view.get("offered")
        if "more" in spec and isinstance(offered, list) and offered:  # only the seat's own viewer's
            chosen = view.get("chosen")
            part["more"] = spec["more"].format(offered=_names(ed, offered)) + (
                spec["more_and"].format(chosen=_names(ed, chosen)) if isinstance(chosen, list) and chosen else "")
        out.append(part)
    return out


def edge_columns(ed: Edition) -> tuple[int, ...]:
    """The columns (from 0) of a table component of kind "card_rows" that cost the edge fee (its table facts); () for an
    edition without."""
    for spec in ed.presentation.get("table", ()):
        if spec["kind"] == "card_rows":
            return tuple(ed.table.facts().get(spec["facts"], {}).get("edge", ()))
    return ()


def tile_places(ed: Edition) -> list[dict[str, Any]]:
    """The edition data's locations that hold tiles beside their spaces, each with its ``id``, ``spaces`` by player
    count and ``bonus`` (the presentation's ``map_tiles``); [] for an edition without."""
    spec = ed.presentation.get("map_tiles")
    return list(ed.data.get(spec["places"], ())) if spec else []


def tile_goods(ed: Edition, tile_id: str) -> list[Any] | None:
    """The industries a tile on the map buys ([] for a blank tile), from the edition data; None for a tile the
    edition does not have."""
    spec = ed.presentation.get("map_tiles")
    for t in ((ed.data.get(spec["tiles"]) or {}).get("tiles", ()) if spec else ()):
        if t.get("id") == tile_id:
            return list(t.get("goods", ()))
    return None


def placed_tiles(ed: Edition, st: dict[str, Any]) -> Any:
    """The tiles placed on the map now, {location: [{"tile", "beer"}, ...]}, as the state (or a file) has them:
    the renderer checks each; None for an edition without."""
    spec = ed.presentation.get("map_tiles")
    return st.get(spec["view"]) if spec else None
