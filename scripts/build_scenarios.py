"""Regenerate the teaching scenarios in brass_widget/scenarios/*.json.

Each scenario is built from a new game (4 players; Brass Duel: 2) with ``Builder`` edits, checked by
``Game.from_state`` (schema and invariants), and then checked once more by playing the lesson it
teaches, so a scenario that stops teaching its rule fails here (and in tests/test_scenarios.py).

    python scripts/build_scenarios.py          # writes the JSON files
    python scripts/build_scenarios.py --check  # only checks that the files are up to date
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from brass_widget.scenarios import HERE, Builder

OTHERS = ["preston", "liverpool", "rochdale", "stockport", "macclesfield", "oldham", "blackburn"]


def first_build() -> Builder:
    b = Builder(players=4, seed=1).set(round=2)
    b.tile("bolton/1", owner=0, industry="cotton_mill", level=1)
    b.link("manchester--bolton", owner=0)
    b.tile("wigan/1", owner=1, industry="coal_mine", level=1)
    b.tile("preston/1", owner=2, industry="port", level=1)
    b.seat(0, money=20)
    b.hand(0, ["cotton_mill", "coal_mine", "manchester", "bolton", "wigan", "port", "liverpool", "preston"])
    return b.to_act(0).log("Scenario: your first builds")


def coal_closest_mine() -> Builder:
    b = Builder(players=4, seed=1).set(round=3)
    b.link("oldham--manchester", owner=0).link("manchester--warrington_runcorn", owner=0)
    b.tile("wigan/1", owner=0, industry="coal_mine", level=1).link("wigan--warrington_runcorn", owner=0)
    b.tile("bury/1", owner=1, industry="coal_mine", level=1).link("manchester--bury", owner=1)
    b.tile("oldham/1", owner=2, industry="coal_mine", level=1)
    b.seat(0, money=20)
    b.hand(0, ["iron_works", "manchester", "cotton_mill", "port", "liverpool", "preston", "stockport", "bury"])
    return b.to_act(0).log("Scenario: the closest coal mine")


def coal_from_market() -> Builder:
    b = Builder(players=4, seed=1).set(round=4, coal_market=5)
    b.tile("colne/1", owner=0, industry="cotton_mill", level=1, flipped=True).taken(0, cotton_mill=3)
    b.link("colne--yorkshire", owner=0).link("burnley--colne", owner=0)
    b.tile("wigan/1", owner=1, industry="coal_mine", level=1)
    b.seat(0, money=20)
    b.hand(0, ["burnley", "cotton_mill", "port", "liverpool", "preston", "stockport", "macclesfield", "oldham"])
    return b.to_act(0).log("Scenario: coal from the market")


def rail_coal_birkenhead() -> Builder:
    b = Builder(players=4, seed=1).set(era="rail", round=2, under=8)
    b.tile("ellesmere_port/1", owner=0, industry="port", level=2).taken(0, port=3, shipyard=4)
    b.tile("warrington_runcorn/1", owner=1, industry="coal_mine", level=2)
    b.link("warrington_runcorn--ellesmere_port", owner=1)
    b.seat(0, money=45)
    b.hand(0, ["birkenhead", "shipyard", "port", "liverpool", "preston", "stockport", "macclesfield", "oldham"])
    return b.to_act(0).log("Scenario: rail links, coal and Birkenhead")


def iron_works_sale() -> Builder:
    b = Builder(players=4, seed=1).set(round=3, iron_market=2)
    b.tile("barrow_in_furness/2", owner=1, industry="iron_works", level=1, cubes=2)
    b.tile("bury/1", owner=0, industry="coal_mine", level=1).link("bolton--bury", owner=0)
    b.seat(0, money=20)
    b.hand(0, ["bolton", "iron_works", "port", "liverpool", "preston", "stockport", "macclesfield", "oldham"])
    return b.to_act(0).log("Scenario: iron works and the iron market")


def overbuilding() -> Builder:
    b = Builder(players=4, seed=1).set(round=4, coal_market=0)
    b.tile("bury/1", owner=0, industry="coal_mine", level=1, cubes=0)
    b.link("oldham--manchester", owner=0).link("manchester--bury", owner=0)
    b.tile("wigan/1", owner=1, industry="coal_mine", level=1, cubes=0)
    b.tile("oldham/1", owner=1, industry="coal_mine", level=2, cubes=1)
    b.seat(0, money=30)
    b.hand(0, ["wigan", "manchester", "bury", "iron_works", "port", "liverpool", "preston", "stockport"])
    return b.to_act(0).log("Scenario: overbuilding")


def selling_cotton() -> Builder:
    b = Builder(players=4, seed=1).set(round=4)
    b.tile("lancaster/1", owner=1, industry="port", level=1).link("lancaster--preston", owner=1)
    b.tile("preston/2", owner=0, industry="cotton_mill", level=1)
    b.tile("colne/1", owner=0, industry="cotton_mill", level=1)
    b.tile("burnley/1", owner=0, industry="cotton_mill", level=1)
    b.link("colne--yorkshire", owner=0).link("burnley--colne", owner=0)
    b.dcm(4, top=[-1, -4])
    b.seat(0, money=5)
    b.hand(0, ["port", "liverpool", "preston", "stockport", "macclesfield", "oldham", "rochdale", "wigan"])
    return b.to_act(0).log("Scenario: selling cotton")


def loans_and_shortfall() -> Builder:
    b = Builder(players=4, seed=1).set(round=4)
    b.tile("stockport/1", owner=0, industry="cotton_mill", level=1)
    b.tile("fleetwood/1", owner=1, industry="port", level=1)
    b.tile("bolton/1", owner=1, industry="cotton_mill", level=1)
    b.tile("wigan/1", owner=2, industry="coal_mine", level=1)
    b.seat(0, money=2, spent=0).income_level(0, 0)
    b.seat(1, money=1, spent=12).income_level(1, -3)
    b.seat(2, money=10, spent=3).income_level(2, 2)
    b.seat(3, money=10, spent=0).income_level(3, 2)
    b.hand(0, ["port", "liverpool", "preston", "stockport", "macclesfield", "oldham", "rochdale", "wigan"])
    return b.to_act(0, order=[1, 2, 3, 0]).log("Scenario: loans, income and turn order")


def canal_era_end() -> Builder:
    b = Builder(players=4, seed=1).set(round=8)
    b.tile("manchester/1", owner=0, industry="cotton_mill", level=2, flipped=True).link("manchester--bolton", 0)
    b.tile("wigan/1", owner=0, industry="coal_mine", level=1, cubes=0).link("wigan--liverpool", 0)
    b.tile("bury/1", owner=0, industry="cotton_mill", level=1, flipped=False)
    b.tile("liverpool/1", owner=1, industry="port", level=1, flipped=True)
    b.tile("bolton/1", owner=1, industry="cotton_mill", level=1, flipped=True)
    b.link("macclesfield--the_midlands", owner=1)
    b.tile("rochdale/3", owner=2, industry="iron_works", level=2, cubes=0).link("rochdale--yorkshire", 2)
    b.seat(0, money=14, vp=0).seat(1, money=9).seat(2, money=21)
    b.hand(0, ["stockport"], size=1)
    b.empty_hands(1, 2, 3).deck_size(4)
    return b.to_act(0, order=[1, 2, 3, 0], actions_left=1).log("Scenario: the end of the Canal Era")


def rail_era_end() -> Builder:
    b = Builder(players=4, seed=1).set(era="rail", round=8, under=8)
    b.tile("liverpool/4", owner=0, industry="shipyard", level=2).taken(0, shipyard=5)
    b.tile("manchester/1", owner=0, industry="cotton_mill", level=3, flipped=True)
    b.link("wigan--liverpool", 0).link("liverpool--warrington_runcorn", 0)
    b.tile("wigan/1", owner=1, industry="coal_mine", level=2, cubes=0).link("wigan--bolton", 1)
    b.tile("bolton/1", owner=1, industry="cotton_mill", level=2, flipped=True)
    b.tile("preston/1", owner=2, industry="port", level=3, flipped=True).link("lancaster--scotland", 2)
    b.seat(0, money=57, vp=31).seat(1, money=23, vp=40).seat(2, money=88, vp=35).seat(3, money=4, vp=12)
    b.hand(0, ["stockport"], size=1)
    b.empty_hands(1, 2, 3).deck_size(0)
    return b.to_act(0, order=[1, 2, 3, 0], actions_left=1).log("Scenario: the end of the Rail Era")


# -- Brass: Birmingham (notebooks 10-13) -----------------------------------------------------------------
def bham(round_: int, era: str = "canal") -> Builder:
    return Builder(players=4, seed=1, edition="birmingham").set(era=era, round=round_)


def bham_tour() -> Builder:
    b = bham(1)
    b.hand(0, ["stafford", "brewery", "cotton_mill_manufacturer", "birmingham", "coalbrookdale", "pottery",
               "derby", "dudley"])
    return b.to_act(0).log("Scenario: Birmingham, what changes from Lancashire")


def bham_beer() -> Builder:
    b = bham(4)
    b.tile("birmingham/2", owner=0, industry="manufacturer", level=1)
    b.tile("worcester/1", owner=0, industry="cotton_mill", level=1)
    b.link("birmingham--oxford", owner=0).link("birmingham--worcester", owner=0)
    b.tile("stafford/1", owner=0, industry="brewery", level=1)
    b.tile("walsall/2", owner=1, industry="brewery", level=1).link("birmingham--walsall", owner=1)
    b.tile("uttoxeter/1", owner=2, industry="brewery", level=1)
    b.merchant("oxford/1", "manufacturer-2p").merchant("oxford/2", "cotton_mill-2p", beer=0)
    b.merchant("gloucester/1", "blank-2p.1").merchant("gloucester/2", "blank-2p.2")
    b.seat(0, money=10)
    b.hand(0, ["derby", "leek", "stone", "belper", "cannock", "coventry", "nuneaton", "tamworth"])
    return b.to_act(0).log("Scenario: beer and breweries")


def bham_merchants() -> Builder:
    b = bham(5)
    b.tile("coventry/1", owner=0, industry="pottery", level=1)
    b.tile("stoke_on_trent/3", owner=0, industry="manufacturer", level=1)
    b.tile("worcester/1", owner=0, industry="cotton_mill", level=1)
    b.link("birmingham--coventry", owner=0).link("birmingham--oxford", owner=0)
    b.link("birmingham--worcester", owner=2).link("gloucester--worcester", owner=2)
    for ref, tile in [("oxford/1", "pottery-3p"), ("oxford/2", "cotton_mill-2p"), ("gloucester/1", "any-2p"),
                      ("gloucester/2", "blank-2p.1"), ("shrewsbury/1", "manufacturer-2p"),
                      ("warrington/1", "manufacturer-4p"), ("warrington/2", "blank-3p"),
                      ("nottingham/1", "cotton_mill-4p"), ("nottingham/2", "blank-2p.2")]:
        b.merchant(ref, tile)
    b.seat(0, money=12)
    b.hand(0, ["derby", "leek", "stone", "belper", "cannock", "dudley", "nuneaton", "tamworth"])
    return b.to_act(0).log("Scenario: merchants and selling")


def bham_scout() -> Builder:
    b = bham(3)
    b.tile("cannock/2", owner=0, industry="coal_mine", level=1, cubes=1)
    b.seat(0, money=25)
    b.hand(0, ["derby", "leek", "uttoxeter", "nuneaton", "tamworth", "burton_on_trent", "cannock", "stone"])
    return b.to_act(0).log("Scenario: scouting and wild cards")


# -- Brass Duel: Isle of Wight (notebook 15; prototype rules, provisional components) -------------------------
def duel_tour() -> Builder:
    b = Builder(edition="duel", players=2, seed=1)
    for seat in (0, 1):  # Setup 4-7: each keeps the first three persons offered (1 for the 10-pile, 2 for the 15)
        b.play(*[f"choose card {c}" for c in b.state["seats"][seat]["offered"][:3]])
    b.play("take 2 to top", "pass card brewery", "take 2 to bottom", "pass card ryde")  # the first round
    b.tile("cowes/2", owner=0, industry="port", level=1).link("cowes--newport", owner=0, kind="road")
    b.tile("yarmouth/2", owner=1, industry="coal_importer", level=1).link("yarmouth~~lymington", owner=1)
    b.rows(top=["port", "coal_importer", "lodging", "brewery"], bottom=["ventnor", "newport", "fishery", "ryde"])
    return b.to_act(0).log("Scenario: Brass Duel, what changes")


SCENARIOS = {
    "first_build": (first_build, "Your first builds: an industry card in your network, one tile per location "
                                 "in the Canal Era, and the double-action build."),
    "coal_closest_mine": (coal_closest_mine, "Coal comes from the closest connected coal mine; two mines "
                                             "equally close are your choice."),
    "coal_from_market": (coal_from_market, "No mine is connected, but a trade icon is: buy coal from the "
                                           "market, cheapest cube first."),
    "rail_coal_birkenhead": (rail_coal_birkenhead, "Rail Era: a rail link takes coal from either end, and "
                                                   "Birkenhead is reached only by rail."),
    "iron_works_sale": (iron_works_sale, "An iron works sells its cubes to the iron market at once; iron needs "
                                         "no connection."),
    "overbuilding": (overbuilding, "Overbuild your own tiles any time; an opponent's coal mine only when no coal "
                                   "is left anywhere."),
    "selling_cotton": (selling_cotton, "Sell cotton to a port or to the Distant Cotton Market, and see X end "
                                       "the sale."),
    "loans_and_shortfall": (loans_and_shortfall, "A loan, income levels and spaces, turn order by money spent, "
                                                 "and a shortfall at income time."),
    "canal_era_end": (canal_era_end, "The last action of the Canal Era: link VP, tile VP and what the era's "
                                     "end removes."),
    "rail_era_end": (rail_era_end, "The last action of the game: Rail Era scoring, money into VP, and the "
                                   "winner."),
    "bham_tour": (bham_tour, "Brass: Birmingham's first round: £17, breweries and their beer, merchants instead "
                             "of ports."),
    "bham_beer": (bham_beer, "Brass: Birmingham: beer from your own brewery anywhere, an opponent's only if "
                             "connected, or the merchant's barrel."),
    "bham_merchants": (bham_merchants, "Brass: Birmingham: each merchant buys only the goods on its tile, and its "
                                       "beer brings a bonus."),
    "bham_scout": (bham_scout, "Brass: Birmingham: Scout trades three cards for a wild location and a wild "
                               "industry card."),
    "duel_tour": (duel_tour, "Brass Duel (prototype rules, provisional components): take a column, build a Coal "
                             "Importer, and rail with its coal instead of a boat."),
}


def build_all() -> dict[str, dict]:
    return {name: make().document(name, desc) for name, (make, desc) in SCENARIOS.items()}


def text_of(doc: dict) -> str:
    return json.dumps(doc, indent=1, sort_keys=True) + "\n"


def main(argv: list[str]) -> int:
    docs = build_all()
    stale = []
    for name, doc in docs.items():
        path = HERE / f"{name}.json"
        if "--check" in argv:
            if not path.is_file() or path.read_text(encoding="utf-8") != text_of(doc):
                stale.append(name)
        else:
            path.write_text(text_of(doc), encoding="utf-8")
            print(f"wrote {path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path}")
    if stale:
        print("out of date (run python scripts/build_scenarios.py): " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
