"""Partial questions (``Game.why_not_any``): why no decision of this shape is legal, in reasons that hold for
every way to complete it. The learner's cases the board used to answer with a guess (a parser message, one
particular card's rule, a list of sources), and a property over sampled positions of every edition."""

from __future__ import annotations

import random

import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine.partial import completions, read_partial
from brass_widget.scenarios import Builder
from tests.registered import EDITIONS


def _rules(reasons) -> list[str]:
    return [r.rule for r in reasons]


def _words(reasons) -> str:
    return " | ".join(r.message for r in reasons)


def test_a_legal_completion_means_no_reason():
    g = Game.new("lancashire", players=2, seed=3)
    assert g.why_not_any(kind="build") == []
    a = g.legal_actions()[0]
    assert g.why_not_any(kind=a.kind, card=a.card) == []
    assert g.why_not_any({"kind": a.kind}) == []


def test_with_two_pounds_a_birmingham_build_is_refused_for_money_not_a_card():
    """Birmingham guide, Build Action 3 (Industry Tile Costs): every tile costs more than £2, whatever the
    industry, space or card; no card (and no 'double', which Birmingham does not have) is named."""
    b = Builder(players=2, seed=3, edition="birmingham").seat(0, money=2).to_act(0)
    g = b.game()
    reasons = g.why_not_any(kind="build")
    assert len(reasons) == 1 and reasons[0].rule.endswith("Industry Tile Costs")
    assert reasons[0].message == "you have £2: not enough to pay for it"
    assert "double" not in _words(reasons) and "card" not in _words(reasons)


def test_a_farm_brewery_answer_names_the_cards_that_build_there():
    """Birmingham guide, Build Action 8 (Farm Breweries: no location card; an industry card or a wild one):
    with only location cards in hand, each refusal is about the card, and the answer says what builds there,
    not one particular card's rule."""
    g0 = Game.new("birmingham", players=2, seed=3)
    ed = g0.edition
    farm = next(loc for loc in ed.location_ids if loc.startswith("farm_brewery"))
    towns = sorted(c for c in g0.state["deck"] if ed.card_builds[c][0] == "location")[:8]
    g = Builder(players=2, seed=3, edition="birmingham").hand(0, towns).to_act(0).game()
    assert sorted(g.state["seats"][0]["hand"]) == towns
    reasons = g.why_not_any(kind="build", industry="brewery", target=f"{farm}/1")
    assert reasons, "no card in hand builds at a farm brewery"
    text = _words(reasons)
    assert "brewery card" in text and "wild industry card" in text, text
    assert not any(f"the {ed.card_name(t)} card builds only" in text for t in towns[1:]), text


def test_one_tile_per_location_in_the_canal_era_is_the_governing_rule():
    """Lancashire rulebook, Canal Era: one industry tile per location per player. With a tile of yours in
    Preston, an Iron Works there is refused by that rule first, whichever card or space."""
    g = Builder(players=2, seed=3).tile("preston/2", owner=0, industry="cotton_mill", level=1) \
        .set(round=3).to_act(0).game()
    reasons = g.why_not_any(kind="build", industry="iron_works", target="preston")
    assert reasons and "1 industry tile per location" in reasons[0].message, _words(reasons)
    assert reasons[0].rule == g.edition.rules.CANAL_BUILD


def _bham_sale(**merchant):
    b = Builder(players=2, seed=1, edition="birmingham").set(round=3)
    b.tile("worcester/1", owner=0, industry="cotton_mill", level=1).link("gloucester--worcester", owner=0)
    b.merchant("gloucester/1", "any-2p", **merchant)
    return b


def test_an_opponents_brewery_that_is_not_connected_says_so():
    """Birmingham guide, Consuming Beer 2: another player's brewery must be connected to where the beer is
    needed. Naming one that is not gets that rule, not a list of other sources."""
    g = _bham_sale(beer=1).tile("stafford/1", owner=1, industry="brewery", level=1).to_act(0).game()
    reasons = g.why_not_any(kind="sell", target="worcester/1", to="gloucester/1", beer="stafford/1")
    assert reasons and "not connected" in reasons[0].message, _words(reasons)
    assert reasons[0].rule.endswith("Consuming Beer")


def test_a_merchant_barrel_already_drunk_says_it_is_empty():
    """Birmingham guide, Merchant Beer Bonuses: the barrel beside a merchant is drunk once."""
    g = _bham_sale(beer=0).tile("stafford/1", owner=0, industry="brewery", level=1).to_act(0).game()
    reasons = g.why_not_any(kind="sell", target="worcester/1", to="gloucester/1", beer="merchant")
    assert reasons and "barrel" in reasons[0].message and "is empty" in reasons[0].message, _words(reasons)


def test_unknown_words_and_kinds_are_answered_as_words():
    g = Game.new("lancashire", players=2, seed=3)
    assert "has no 'take' decision" in _words(g.why_not_any(kind="take"))
    assert "did you mean 'wigan'" in _words(g.why_not_any(kind="pass", card="wiggan"))
    assert g.why_not_any(kind="build", target="nowhere")[0].rule == "action text"


# -- the property: every shown reason holds for every completion ----------------------------------------------
def _positions(edition: str, count: int, seed: int):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        g = Game.new(edition, players=2 if edition == "duel" else rng.choice([2, 3, 4]), seed=rng.randrange(10**6))
        bot = RandomBot(seed=rng.randrange(10**6))
        for _ in range(rng.randrange(1, 120)):
            if g.is_over:
                break
            g.apply(bot.choose(g))
        if not g.is_over:
            out.append(g)
    return out


def _questions(g: Game, rng: random.Random) -> list[dict]:
    """The board's questions: each kind with nothing chosen, and with one or two fields chosen from the
    structural values (the industry, a space, a card, a source), legal or not."""
    from brass_widget.engine.actions import words_of
    ed = g.edition
    w = words_of(ed)
    st = g.state
    p = g.current_player
    qs = [{"kind": k} for k in w.kinds if k not in ("stop", "discard", "remove")]
    hand = sorted(set(st["seats"][p]["hand"])) if isinstance(st["seats"][p]["hand"], list) else []
    for k in ("build", "develop", "network", "sell", "loan", "pass"):
        for c in rng.sample(hand, min(2, len(hand))):
            qs.append({"kind": k, "card": c})
    for ind in rng.sample(list(ed.industries), 3):
        qs.append({"kind": "build", "industry": ind})
        spaces = [f"{loc}/{i + 1}" for loc in ed.location_ids for i, icons in enumerate(ed.spaces[loc]) if ind in icons]
        if spaces:
            qs.append({"kind": "build", "industry": ind, "target": rng.choice(spaces)})
    mines = [f"{loc}/{i + 1}" for loc in ed.location_ids for i, t in enumerate(st["board"].get(loc) or [])
             if t is not None and t["industry"] in ("coal_mine", "iron_works", "brewery")]
    for ref in rng.sample(mines, min(2, len(mines))):
        qs.append({"kind": "build", "coal": ref})
    return qs


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_reason_shown_holds_for_every_completion(edition):
    """At 50 sampled positions per edition, for every kind with nothing chosen and for partial choices: when the
    engine answers with reasons, no legal decision completes the question, every completion is refused, each
    reason's rule is among those that refuse each completion, and no reason is a parser's message about a
    completion the engine made."""
    rng = random.Random(edition)
    asked = answered = 0
    for g in _positions(edition, 50, seed=len(edition)):
        v = g._v()
        for q in _questions(g, rng):
            reasons = g.why_not_any(q)
            asked += 1
            if not reasons or reasons[0].rule == "action text":
                continue
            answered += 1
            fields = read_partial(g.edition, q)
            from brass_widget.engine.partial import agrees
            assert not any(agrees(a, fields) for a in g.legal_actions()), q
            every = completions(v, g.current_player, fields)
            labels = set().union(*(_value_labels(g, a) for a in every))
            for a in every:
                refused = g.why_not(a)
                assert refused, (q, str(a))
                rules = _rules_held(refused)
                scoped = [r for r in reasons if r.message.startswith("for ") and " ways: " in r.message[:30]]
                if scoped:  # the completions break different rules: between them the rules named refuse each
                    assert rules & {r.rule for r in scoped}, (q, str(a), scoped)
                    continue
                for r in reasons:
                    label = r.message.split(": ")[0]
                    if label in labels and label not in _value_labels(g, a) or " more " in r.message[:12]:
                        continue  # said value by value: it holds for the completions with that value
                    assert r.rule in rules, (q, str(a), r)
                assert all("unknown" not in r.message for r in reasons), q
    assert asked > 500 and answered > 100, (asked, answered)


def _rules_held(refused) -> set[str]:
    """The rules a completion's refusals cite, and the citation of their general words where those sum up more than
    one rule (``Said.general_rule``: Lancashire's Sell Action for a refusal at a port or at the Distant Cotton
    Market, each its own subsection)."""
    return {r.rule for r in refused} | {r.message.general_rule for r in refused
                                       if getattr(r.message, "general_rule", None)}


def _value_labels(g, a) -> set[str]:
    from brass_widget.engine.partial import _FIELD_ORDER, _value_name
    return {_value_name(g.edition, f, getattr(a, f)) for f in _FIELD_ORDER if getattr(a, f) is not None}


# -- the board's own questions: every kind it marks unavailable and every option it strikes through -------------
def _assert_holds(g: Game, q: dict, reasons: list, rules_of=None) -> None:
    """``reasons`` (the board's answer to ``q``: dicts of rule and message) hold for every completion of ``q``: no
    legal decision completes it, each completion is refused, and each reason's rule refuses each completion (a
    reason said value by value, or scoped to some ways, holds where it says); none is a parser's message."""
    from brass_widget.engine.partial import agrees
    assert reasons, f"{q}: struck or unavailable on the board, but no reason is shown"
    assert all(r["rule"] != "action text" and "unknown" not in r["message"] for r in reasons), (q, reasons)
    fields = read_partial(g.edition, q)
    assert not any(agrees(a, fields) for a in g.legal_actions()), q
    every = completions(g._v(), g.current_player, fields)
    labels = set().union(*(_value_labels(g, a) for a in every))
    scoped = [r for r in reasons if r["message"].startswith("for ") and " ways: " in r["message"][:30]]
    for a in every:
        rules = _rules_held(g.why_not(a))
        assert rules, (q, str(a))
        if scoped:
            assert rules & {r["rule"] for r in scoped}, (q, str(a), scoped)
            continue
        for r in reasons:
            label = r["message"].split(": ")[0]
            if label in labels and label not in _value_labels(g, a) or " more " in r["message"][:12]:
                continue
            assert r["rule"] in rules, (q, str(a), r)


def _struck(g: Game, c: dict, topo_double: bool, rng: random.Random) -> list[dict]:
    """The options the board strikes through at this position, as its questions: for a legal decision of each kind
    walked field by field as the board's steps ask them, the edition's industries, the hand's cards (and a double
    build where the edition has one) and the sources on the board that no legal decision with the choices so far
    uses (js/src/move_panel.js: ``optionButton(..., present)``). Spaces and lines are clicked on the map, not
    struck, so they are left out."""
    from brass_widget.widget import viewmodel as vm
    ed = g.edition
    actions = vm.actions_of(c)
    fields_of = vm.edition_fields(ed)
    hand = sorted(set(g.state["seats"][g.current_player]["hand"]))
    out = []
    for kind in sorted({d["kind"] for d in actions}):
        a = rng.choice([d for d in actions if d["kind"] == kind])
        sel = {"kind": kind}
        for field in fields_of.get(kind, ()):
            agreeing = [d for d in actions if all(d.get(f) == v for f, v in sel.items())]
            present = {d[field] for d in agreeing if field in d}
            if not present:
                continue
            if field == "industry" and present <= set(ed.industries):
                shown = list(ed.industries)
            elif field == "card" and kind not in ("choose", "invite"):
                shown = hand + (["double"] if kind == "build" and topo_double else [])
            elif field in c["sources"]:
                shown = list(c["sources"][field])
            else:
                shown = []
            out += [{**sel, field: x} for x in shown if x not in present]
            if field not in a:
                break
            sel[field] = a[field]
    return out


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_boards_struck_options_and_unavailable_kinds_are_answered_by_reasons_that_hold(edition):
    """Issue 20's "Done when": at 50 sampled positions per edition, for every kind of action the board marks
    unavailable (``viewmodel.choices``) and for the options it strikes through (up to 16 a position, drawn at
    random), the reasons it shows (``viewmodel.explain``, the engine's ``why_not_any``) are there, hold for every
    completion of the selection, and none is a parser's message."""
    from brass_widget.widget import viewmodel as vm
    rng = random.Random(f"board {edition}")
    kinds = struck = 0
    fields = set()
    for g in _positions(edition, 50, seed=len(edition) + 7):
        c = vm.choices(g, version=0, seat_kinds=["human"] * g.players, hidden=False)
        for kind in c["unavailable"]:  # the board asks why ({"kind": kind}) when one is clicked: viewmodel.explain
            _assert_holds(g, {"kind": kind}, vm.explain(g, {"kind": kind}))
            kinds += 1
        options = _struck(g, c, "double_build_cards" in g.edition.setup, rng)
        for q in rng.sample(options, min(16, len(options))):
            _assert_holds(g, q, vm.explain(g, q))
            struck += 1
            fields.add(list(q)[-1])
    assert kinds > 20 and struck > 60 and {"card", "industry"} <= fields, (kinds, struck, fields)
    print(f"\n{edition}: {kinds} unavailable kinds, {struck} struck options ({', '.join(sorted(fields))})")


def test_a_struck_network_answers_the_links_nearest_the_players_network_first_by_place_names():
    # Issue 37, item 2: a struck Rail Era Network listed six links far from the player's network by their ids
    # ("belper--derby") and "33 more", never the links beside the player's own tiles.
    from tests.engine.positions import played

    g = played(3, 10, 144, edition="birmingham")
    ed, st, p = g.edition, g.state, g.current_player
    assert g.era == "rail" and "network" not in {a.kind for a in g.legal_actions()}
    reasons = g.why_not_any(kind="network")
    shown, rest = reasons[:-1], reasons[-1].message
    assert rest.startswith(f"and {len(ed.lines) - len(shown)} more links, each refused"), rest
    assert not any("--" in r.message for r in reasons)
    names = {f"{ed.names[ln.a]}–{ed.names[ln.b]}": ln for ln in ed.lines.values()}
    said = [names[r.message.partition(":")[0]] for r in shown]  # each named by its places
    # how far each place is from the player's tiles and links, in lines of the map
    far = {loc: 0 for loc in ed.location_ids if any(t and t["owner"] == p for t in st["board"][loc])}
    far |= {end: 0 for line, owner in st["links"].items() if owner == p for end in (ed.lines[line].a, ed.lines[line].b)}
    assert far
    for step in range(1, len(ed.location_ids)):
        for ln in ed.lines.values():
            for a, b in ((ln.a, ln.b), (ln.b, ln.a)):
                if far.get(a) == step - 1 and b not in far:
                    far[b] = step
    dist = [min(far.get(ln.a, 99), far.get(ln.b, 99)) for ln in said]
    others = [min(far.get(ln.a, 99), far.get(ln.b, 99)) for ln in ed.lines.values() if ln not in said]
    assert dist == sorted(dist) and max(dist) <= min(others), (dist, sorted(others)[:5])
    assert dist[0] == 0  # a link beside the player's own network comes first


def test_a_space_chosen_before_its_industry_is_answered_for_the_industries_it_shows():
    # Issue 37, item 2: a Stone space answered for industries it cannot hold. Birmingham guide, Build Action,
    # 2. Place Industry Tile: a tile goes only on a space showing its industry, so a space named with the industry
    # still open is asked about its own industries (Stone space 1: cotton mill / brewery), never a coal mine's.
    g = Game.new("birmingham", players=2, seed=1)
    ed = g.edition
    shows = ed.spaces["stone"][0]
    assert set(shows) == {"cotton_mill", "brewery"}
    reasons = g.why_not_any(kind="build", target="stone/1")
    assert reasons and g.why_not_any(kind="build", industry="coal_mine", target="stone/1")
    text = _words(reasons)
    named = {i for i in ed.industries if f"{i.replace('_', ' ')}:" in text}  # "cotton mill: ..." per industry
    assert named == set(shows), text


def test_a_struck_sell_is_summed_up_per_tile_in_place_names():
    # Issue 37, item 2: a struck Sell walked through every merchant ("the merchant tile at Shrewsbury 1 buys cotton
    # mill, not pottery; Stafford is not connected to Shrewsbury by links; ...") where one line per tile would do.
    # Birmingham guide, Sell Action: a sale goes to a merchant tile that buys the good, connected by links.
    b = Builder(players=2, seed=1, edition="birmingham").set(round=3)
    b.tile("stafford/2", owner=0, industry="pottery", level=1).tile("worcester/1", owner=0, industry="cotton_mill",
                                                                       level=1)
    g = b.to_act(0).game()
    assert "sell" not in {a.kind for a in g.legal_actions()}
    said = [r.message for r in g.why_not_any(kind="sell")]
    assert sorted(said) == ["Stafford space 2: Stafford is connected to no merchant that buys pottery",
                            "Worcester space 1: Worcester is connected to no merchant that buys cotton mill"], said
    assert _words(g.why_not_any(kind="sell", target="stafford/2")) == \
        "Stafford is connected to no merchant that buys pottery"
    # one merchant named: the words for that merchant, not the summary
    one = _words(g.why_not_any(kind="sell", target="stafford/2", to="shrewsbury/1"))
    assert "Shrewsbury" in one and "no merchant" not in one, one
    # the summary is said only where it is true: Worcester linked to Gloucester, whose merchant buys anything, and
    # the sale refused for want of beer (the merchant's barrel drunk, no brewery)
    g = _bham_sale(beer=0).to_act(0).game()
    words = _words(g.why_not_any(kind="sell", target="worcester/1"))
    assert words and "no merchant" not in words and "beer" in words, words


def _lanc_mills(**dcm):
    """Bolton's cotton mill alone (no link) and Blackburn's linked to Preston (through Wigan), whose port is flipped; ports at
    Lancaster, Liverpool and Fleetwood, none linked to either mill."""
    b = Builder(players=3, seed=2).set(round=3)
    b.tile("bolton/1", owner=0, industry="cotton_mill", level=1).tile("blackburn/1", owner=0,
                                                                       industry="cotton_mill", level=1)
    b.tile("preston/1", owner=1, industry="port", level=1, flipped=True).link("wigan--blackburn", owner=1)
    b.link("preston--wigan", owner=1)
    for ref, owner in (("lancaster/1", 2), ("liverpool/1", 2), ("fleetwood/1", 1)):
        b.tile(ref, owner=owner, industry="port", level=1)
    if dcm:
        b.dcm(**dcm)
    return b.to_act(0).game()


def test_a_struck_lancashire_sell_is_summed_up_per_mill_in_place_names():
    # Issue 37, item 2: a struck Sell was answered port by port ("to Lancaster space 1: Bolton is not connected to
    # Lancaster by links | to Liverpool space 1: ... | to distant: ...") or "for 15 of the 54 ways: ...". Lancashire
    # rulebook, Sell Action: a mill sells to a connected unflipped port (Selling using a Port) or, connected to a
    # market trade icon, to the Distant Cotton Market while its marker is not on X (Selling to the Distant Cotton
    # Market). Preston's flipped port is a trade icon: Blackburn reaches the market, Bolton does not.
    x = len(Builder(players=3).ed.dcm_track) - 1
    g = _lanc_mills(marker=x)
    assert "sell" not in {a.kind for a in g.legal_actions()}
    said = [r.message for r in g.why_not_any(kind="sell")]
    assert said == ["Blackburn space 1: Blackburn is connected to no port that can take cotton, and the Distant "
                    "Cotton Market marker is on X: it buys no more cotton this era",
                    "Bolton space 1: Bolton is connected to no port that can take cotton and to no market trade icon "
                    "for the Distant Cotton Market"], said
    mill = g.why_not_any(kind="sell", target="bolton/1")
    assert [r.message for r in mill] == ["Bolton is connected to no port that can take cotton and to no market "
                                         "trade icon for the Distant Cotton Market"]
    assert mill[0].rule == g.edition.rules.SELL  # the section both ways of selling belong to
    # one port named: its own words and section
    one = g.why_not_any(kind="sell", target="blackburn/1", to="preston/1")
    assert [r.message for r in one] == ["the port at Preston space 1 is flipped and buys no more cotton"]
    assert one[0].rule.endswith("Selling using a Port")
    # the summary is said only where it is true: with the market open Blackburn sells there, Bolton is still refused
    g = _lanc_mills()
    assert g.why_not_any(kind="sell", target="blackburn/1") == []
    assert [r.message for r in g.why_not_any(kind="sell", target="bolton/1")] == [
        "Bolton is connected to no port that can take cotton and to no market trade icon for the Distant Cotton "
        "Market"]
