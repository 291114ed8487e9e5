"""Brass Duel: Isle of Wight, declared (engine/descriptor.py): two players, its decision kinds' fields, boats."""

from __future__ import annotations

from ...engine.descriptor import EditionInfo

BOOK = ("Brass Duel: Isle of Wight, a fan summary of the prototype rules (S1), "
        "with provisional stand-in components")

INFO = EditionInfo(
    name="duel",
    title="Brass Duel: Isle of Wight",
    book=BOOK,
    players=(2,),
    capabilities=frozenset({"board"}),  # render/ draws roads, rails, ferries, the mainland ferry ends
    notice="Rules follow a fan summary of the prototype rules; the components are provisional stand-ins.",
    # S1: Take, Network (a link's kind; a boat per link), Notable Persons (choose, invite, bribe, decline)
    fields={"take": ("amount", "to"), "network": ("industry", "boat"), "choose": ("card",), "build": ("boat",),
            "sell": ("boat",), "invite": ("card", "target"), "bribe": ("to",), "decline": ()},
    positional={"take": ("amount",), "network": ("industry", "target"), "choose": (), "invite": ("target",),
                "bribe": (), "decline": ()},
    offered_cards=("choose", "invite"),  # S1, Notable Persons: the person chosen or invited is on offer, not in hand
    sources={"boat": "board"},  # a boat from a Shipyard "location/space", or the board's supply
    preview_fields=("boat",),  # a preview repeats the boats a decision spends (S1: Boats)
    schema="schema.json",
)
