"""The board's synced traits as plain values, for any transport: the Jupyter comm (``BoardWidget``) and the
classroom's websocket per seat (``classroom/seat_board.py``) send the same names (``protocol.TRAITS``) with the
same values, made here once.

``board_traits`` is everything the board draws after a change but ``topology`` (``topology_trait``: once per
edition and player count) and the viewer's own traits (``reply``, ``ui``, ``highlight``, ``error``). What it shows
of the hidden information is what its caller says the viewer may see (``shown_hands``): the view model, the
choices and the map are made from nothing else (docs/design.md, "Hidden information")."""

from __future__ import annotations

from ..render import wrap_parts
from . import viewmodel as vm
from .narrate import Chronicle
from .protocol import LOG_CHUNK, LOG_SLOTS, LOG_TAIL, SEAT_SLOTS, SVG_SLOTS


def split_view(view: dict) -> tuple[dict, list, dict | None, list[list]]:
    """The view model as its traits, each sent only when it changes: the view less its "scores" and its players'
    mats; the scorings of the eras before the game's end (``scores``); the scoring that ended the game, once it is
    over (``end_scoring``, else None), so the game's last move does not carry the Canal Era's again; and each seat's
    mat (``mat_0``, ``mat_1``, ...: a seat's next tiles change only when it builds or develops, or the era
    changes)."""
    view = dict(view)
    view.pop("log", None)  # the log travels in its own traits (``log_slots``)
    scores = list(view.pop("scores", None) or [])
    players = [dict(p) for p in view.get("players", [])]
    if len(players) > SEAT_SLOTS:
        raise ValueError(f"this game has {len(players)} players; the board carries {SEAT_SLOTS} mats")
    mats = [p.pop("mat", []) for p in players] + [[]] * (SEAT_SLOTS - len(players))
    view["players"] = players
    if view.get("over") and scores:
        return view, scores[:-1], scores[-1], mats
    return view, scores, None, mats


def svg_slots(parts) -> list[str]:
    """The map's changing parts, one a trait (svg_0, svg_1, ... in drawing order), padded with ""."""
    if len(parts) > SVG_SLOTS:
        raise ValueError(f"this map has {len(parts)} changing parts; the board carries {SVG_SLOTS}")
    return [wrap_parts([p]) for p in parts] + [""] * (SVG_SLOTS - len(parts))


def log_slots(chronicle: Chronicle) -> list[dict]:
    """The log's newest LOG_TAIL entries as the traits log_0, log_1, ...: chunk k (entries k * LOG_CHUNK onwards,
    ``{"from": its first entry's number, "log": its entries grouped by round}``) in slot k % LOG_SLOTS, the slots no
    chunk needs ``{}``. A chunk holds only its own entries, so it is sent again only when one of them changes."""
    total = chronicle.total()
    slots: list[dict] = [{} for _ in range(LOG_SLOTS)]
    if not total:
        return slots
    first = max(0, total - LOG_TAIL) // LOG_CHUNK
    entries = chronicle.entries(total - first * LOG_CHUNK)
    for k in range(first, (total - 1) // LOG_CHUNK + 1):
        at = (k - first) * LOG_CHUNK
        slots[k % LOG_SLOTS] = {"from": k * LOG_CHUNK, "log": vm.log_groups(entries[at:at + LOG_CHUNK])}
    return slots


def topology_trait(game) -> dict:
    """The ``topology`` trait: the view model's static facts and how many traits carry the map's parts, the seats'
    mats and the log's chunks (and how many log entries the board shows)."""
    return {**vm.topology(game), "svg_slots": SVG_SLOTS, "seat_slots": SEAT_SLOTS, "log_slots": LOG_SLOTS,
            "log_tail": LOG_TAIL}


def board_traits(game, chronicle: Chronicle, *, version: int, seat_kinds: list[str], shown_hands: list[int],
                 needs_reveal: int | None, can_undo: bool, can_redo: bool, last: dict | None) -> dict:
    """Trait name -> value for ``view``, ``scores``, ``end_scoring``, ``mat_*``, ``log_*``, ``svg_*`` and
    ``choices``, for a viewer shown the hands ``shown_hands`` (``chronicle``: synced to ``game``). The choices are
    offered only when the seat to act is one whose hand is shown."""
    view = vm.view_model(game, version=version, seat_kinds=seat_kinds, shown_hands=shown_hands,
                         needs_reveal=needs_reveal, can_undo=can_undo, can_redo=can_redo,
                         log_total=chronicle.total(), last=last)
    out: dict = {}
    out["view"], out["scores"], out["end_scoring"], mats = split_view(view)
    out.update((f"mat_{i}", m) for i, m in enumerate(mats))
    out.update((f"log_{i}", c) for i, c in enumerate(log_slots(chronicle)))
    out.update((f"svg_{i}", s) for i, s in enumerate(svg_slots(vm.map_parts(game))))
    visible = game.current_player is not None and game.current_player in shown_hands
    out["choices"] = vm.choices(game, version=version, seat_kinds=seat_kinds, hidden=not visible)
    return out
