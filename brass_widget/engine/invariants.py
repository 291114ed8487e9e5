"""Facts every reachable state obeys: resources, tiles and cards all accounted for, and (in
``position_checks``) a point of the turn, round and era flow the rules can reach and carry on from.

Used by the saved-game loader (a hand-edited file that breaks one is refused, naming the field)
and by the fuzz tests after every decision.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .edition import Edition
from .limits import shown
from .position_checks import flow_problems
from .setup import deck_cards


def problems(ed: Edition, st: dict[str, Any]) -> list[str]:
    """Every broken invariant, each as 'field: what is wrong'. [] for a sound state."""
    out: list[str] = []
    n = st["players"]
    if len(st["seats"]) != n:
        out.append(f"state.seats: {len(st['seats'])} seats for {n} players")
        return out
    if sorted(st["order"]) != list(range(n)):
        out.append(f"state.order: {st['order']} is not an order of the {n} seats")
    if not st["over"] and not 0 <= st["turn"] < n:
        out.append(f"state.turn: {st['turn']} is not a turn of {n} players")
    if set(st["board"]) != set(ed.location_ids):
        out.append("state.board: the locations are not the map's locations")
        return out
    on_board: Counter[tuple[Any, ...]] = Counter()
    for loc, spaces in st["board"].items():
        if len(spaces) != len(ed.spaces[loc]):
            out.append(f"state.board.{loc}: {len(spaces)} spaces, the map has {len(ed.spaces[loc])}")
            continue
        owners: Counter[int] = Counter()
        for i, t in enumerate(spaces):
            if t is None:
                continue
            where = f"state.board.{loc}[{i}]"
            if t["owner"] >= n:
                out.append(f"{where}.owner: no player {t['owner']}")
                continue
            if t["industry"] not in ed.spaces[loc][i]:
                out.append(f"{where}.industry: this space shows no {t['industry']} icon")
            levels = {s.level: s for s in ed.tiles[t["industry"]]}
            spec = levels.get(t["level"])
            if spec is None or spec.era == "never":
                out.append(f"{where}.level: {t['industry']} has no buildable level {t['level']}")
                continue
            if st["era"] == "rail" and spec.era == "canal":
                out.append(f"{where}.level: level 1 tiles leave the board at the end of the Canal Era")
            info = ed.industry[t["industry"]]
            most = ed.max_cubes(spec)
            if t["cubes"] > most:
                out.append(f"{where}.cubes: {t['cubes']} cubes, the tile holds {most}")
            if info.holds and t["flipped"] != (t["cubes"] == 0):
                out.append(f"{where}.flipped: a {t['industry']} is flipped exactly when it has no cubes")
            if info.flips_on_build and not t["flipped"]:
                out.append(f"{where}.flipped: {t['industry']}s flip when built")
            if not info.holds and t["cubes"]:
                out.append(f"{where}.cubes: a {t['industry']} holds no cubes")
            on_board[(t["owner"], t["industry"])] += 1
            owners[t["owner"]] += 1
        if st["era"] == "canal":
            for owner, count in owners.items():
                if count > 1:
                    out.append(f"state.board.{loc}: player {owner} has {count} tiles here in the Canal Era")
    for s, seat in enumerate(st["seats"]):
        where = f"state.seats[{s}]"
        if set(seat["taken"]) != set(ed.industries):
            out.append(f"{where}.taken: must list each industry once")
            continue
        for ind, taken in seat["taken"].items():
            if taken > len(ed.tiles[ind]):
                out.append(f"{where}.taken.{ind}: {taken} taken, the mat has {len(ed.tiles[ind])}")
            if on_board[(s, ind)] > taken:
                out.append(f"{where}.taken.{ind}: {on_board[(s, ind)]} on the board but only {taken} taken")
        most = ed.setup.get("hand_limit", ed.setup["hand_size"])  # Duel: the 2 cards of a column
        if len(seat["hand"]) > most:
            out.append(f"{where}.hand: more than {most} cards")
        strange = sorted({c for c in seat["hand"] if c not in ed.card_faces})
        if strange:  # a wild card is no deck card, so the count of the deck's cards below would miss these
            out.append(f"{where}.hand: not a card of {ed.title}: {shown(strange)}")
    own = ed.network.invariants  # None: the core's canals and rails, checked here
    own_links = None if own is None else own(st)
    if own_links:
        out += own_links
    links: Counter[int] = Counter()
    for line_id, owner in st["links"].items():
        ln = ed.lines.get(line_id)
        if ln is None:
            out.append(f"state.links: unknown line {line_id!r}")
            continue
        if owner >= n:
            out.append(f"state.links.{line_id}: no player {owner}")
        if own_links is not None:
            continue  # the edition's links, checked by its Network part (Duel: ferries, roads, rails)
        if not (ln.canal if st["era"] == "canal" else ln.rail):
            out.append(f"state.links.{line_id}: this line takes no {st['era']} link")
        links[owner] += 1
    for owner, count in links.items():
        if count > ed.setup["link_tiles"]:
            out.append(f"state.links: player {owner} has {count} links, more than {ed.setup['link_tiles']}")
    for key, prices in (("coal_market", ed.coal_prices), ("iron_market", ed.iron_prices)):
        if st[key] > len(prices):
            out.append(f"state.{key}: {st[key]} cubes in {len(prices)} spaces")
    out += ed.components.invariants(st)  # the edition's own components (Lancashire: the Distant Cotton Market)
    cards = Counter(st["deck"])
    deck_faces = ed.deck_faces
    for seat in st["seats"]:
        cards.update(c for c in seat["hand"] if c in deck_faces)  # wild cards are not deck cards
        cards.update(seat["discard"])
        cards.update(seat.get("face_down", ()))
    cards.update(ed.cards.elsewhere(st))  # e.g. Duel's card rows and their decks
    full = Counter(deck_cards(ed, n, st["variants"]))
    if cards - full:
        extra = ", ".join(sorted((cards - full).elements()))
        out.append(f"state.deck/hands/discards: cards not in the {n}-player deck: {extra}")
    elif not ed.cards.rail_removed(n, st["variants"]) or st["era"] == "canal":
        if cards != full:
            missing = ", ".join(sorted((full - cards).elements()))
            out.append(f"state.deck/hands/discards: cards missing: {missing}")
    if st["shortfall"] and any(e["player"] >= n for e in st["shortfall"]):
        out.append("state.shortfall: names a player who is not in the game")
    if not out:
        out += flow_problems(ed, st)  # the turn, round and era flow, once every piece is accounted for
    return out
