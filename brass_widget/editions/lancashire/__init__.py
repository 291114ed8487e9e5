"""Brass: Lancashire (Roxley, 2018 rules): shared/rules/000_0c9e398f9b6d94e0.txt.

Its data file, ``lancashire.json``, is built from ``shared/reference/lancashire.json`` by
``scripts/build_lancashire_data.py``; every number the rules use comes from it.
"""

from __future__ import annotations

from ...engine.edition import Edition, register


@register
class Lancashire(Edition):
    id = "lancashire"
    title = "Brass: Lancashire"
    book = "Brass: Lancashire rulebook v2018.11"
    data_file = "lancashire.json"
    player_counts = (2, 3, 4)
    variants_played = {
        "classic-virtual-link": "Tips and Variants > Classic Rules > Virtual Link",
        "introductory": "Tips and Variants > Introductory Game",
        "classic-deck": "Tips and Variants > Classic 3-4 Player Deck Setup",
    }
    variants_refused = {
        "community-2p": "the community 2-player variant is not supported: its Alternate Map changes come "
                        "from a single source and which 40 cards carry the cog icon is unknown "
                        "(see docs/uncertain-facts.md)",
    }
