"""The learner walk's open list (issue 21; docs/measurements/learner-walk-2026-11-26.md, "What is left"), on the
Python side of the board and in its stylesheet: each test failed on the main of 2026-11-26."""

from __future__ import annotations

import colorsys
import re

import pytest

from brass_widget.widget.board import STATIC
from tests.registered import EDITIONS
from tests.widget.test_birmingham_board import act, board


def send(w, **msg):
    w._on_msg(w, msg, [])

CSS = (STATIC / "board.css").read_text()
RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
HEX = re.compile(r"#([0-9a-fA-F]{3,8})\b")


def _rules(css: str, needle: str) -> list[tuple[str, str]]:
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    return [(one.strip(), body) for sels, body in RULE.findall(css) for one in sels.split(",") if needle in one]


def _rgb(hex_digits: str) -> tuple[float, float, float]:
    h = hex_digits[:3] if len(hex_digits) in (3, 4) else hex_digits[:6]
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def _reddish(rgb) -> bool:
    hue, light, sat = colorsys.rgb_to_hls(*rgb)
    return sat > 0.4 and 0.1 < light < 0.9 and (hue < 25 / 360 or hue > 335 / 360)


def test_the_chosen_mark_is_not_the_refusal_colour():
    # The walk: the space picked in the chooser got a red glow (a red diagonal on a split space), which reads as
    # "not allowed". The mark is the candidates' gold with a ring or dashes (a cue besides the hue).
    chosen = _rules(CSS, ".brass-chosen")
    assert {sel.split(".brass-chosen")[0].split()[-1] for sel, _ in chosen} >= {"[data-slot]", "[data-tile]",
                                                                               "[data-link]", "[data-merchant]"}
    refusal = _rgb(re.search(r"--brass-warn:[^;]*#([0-9a-fA-F]{6})", CSS).group(1))
    assert _reddish(refusal)  # the check below knows red when it sees it
    for sel, body in chosen:
        colours = [_rgb(m) for m in HEX.findall(body)]
        assert colours and not any(_reddish(c) for c in colours), (sel, body)
        assert "--brass-warn" not in body and "red" not in body, (sel, body)
    bodies = " ".join(body for _, body in chosen)
    assert "#ffb000" in bodies  # the map's "where the step can go" gold
    for part in ("[data-slot]", "[data-link]", "[data-merchant]"):
        body = " ".join(b for sel, b in chosen if part in sel)
        cand = " ".join(b for sel, b in _rules(CSS, ".brass-cand") if part in sel)
        assert body != cand and re.search(r"#222|stroke-dasharray|stroke-width", body), (part, body)


SALE = "sell birmingham/1 to oxford/1 card cannock beer merchant"  # Oxford's barrel: its bonus, +2 income spaces


def test_a_sales_preview_lists_the_merchant_bonus_as_the_log_says_it_after_the_move():
    # The walk: "Blue: income +4 levels · Flips Birmingham space 1"; the bonus inside those 4 levels went unsaid.
    w = board("sell_merchant_beer")
    send(w, type="preview", action=SALE, version=w.view["version"])
    assert w.error == "" and w.reply["kind"] == "preview"
    assert w.reply["preview"]["bonuses"] == ["Oxford's merchant bonus: +2 income spaces"]
    act(w, SALE)
    assert w.error == ""
    said = [line[2] for line in w.shown_log()[-1]["lines"]]
    assert "Blue takes the merchant's beer bonus: +2 income spaces." in said  # the same words after the move
    # a sale with no barrel, and a move that sells nothing, list none
    w2 = board("sell_brewery_beer")
    for text in ("sell worcester/1 to oxford/1 card coalbrookdale beer burton_on_trent/2",
                 str(next(a for a in w2.game.legal_actions() if a.kind == "loan"))):
        send(w2, type="preview", action=text, version=w2.view["version"])
        assert w2.error == "" and w2.reply["preview"]["legal"] and w2.reply["preview"]["bonuses"] == []


def test_the_hints_preview_lists_the_merchant_bonus_too(monkeypatch):
    from brass_widget.bots import coach
    w = board("sell_merchant_beer")
    sale = w.game.parse(SALE)
    monkeypatch.setattr(coach, "ranked", lambda g, k, time_limit: [coach.Hint(sale, 10.0, "why")])
    send(w, type="hint", version=w.view["version"])
    assert w.error == ""
    assert w.reply["moves"][0]["preview"]["bonuses"] == ["Oxford's merchant bonus: +2 income spaces"]


def test_birminghams_log_names_the_merchant_tile_without_two_brackets_in_a_row():
    # The walk: "to the merchant in Oxford (tile 2) (discarding Burton-on-Trent)".
    w = board("sell_merchant_beer")
    act(w, SALE)
    said = [line[2] for line in w.shown_log()[-1]["lines"]]
    line = next(x for x in said if x.startswith("Blue sold"))
    assert line == ("Blue sold the Cotton Mill in Birmingham to Oxford's merchant tile 1 (discarding Cannock); beer "
                    "from the merchant's barrel.")
    assert ") (" not in line


def test_only_the_sale_words_moved_in_the_narrators_recorded_story(monkeypatch):
    # test_narrate_unchanged's Birmingham greedy story was re-recorded for the words above: with the old words put
    # back, it is the story recorded before, byte for byte.
    from brass_widget import Game
    from tests.widget.test_narrate_unchanged import story
    said = Game.new("birmingham", players=2, seed=1).edition.presentation["narration"]["sell_to"]
    monkeypatch.setitem(said, "merchant", "{who} sold the {what} in {space} to the merchant in {town} (tile {num})"
                                          "{card}{tail}{bonus}.")
    # and Scout's wild cards told again on a line of their own, as before issue 37's item 9 left that line out
    events = Game.new("birmingham", players=2, seed=1).edition.presentation["narration"]["events"]
    monkeypatch.delitem(events, "wild_cards")
    assert story("birmingham", 2, 1, "greedy") == "1a2a121dd3fd69ae"


def test_the_source_steps_know_whose_tile_each_source_is():
    """The tutorial 11 walk: the beer step listed "Stafford space 1" without saying whose brewery it is, and whose
    barrel a sale drinks decides who gains (Brass: Birmingham, Sell Action). The choices say the owner of every
    listed source that is a tile on the board, and nothing for the market or a merchant's barrel."""
    from brass_widget.widget import viewmodel as vm
    from tests.engine.positions import played

    for edition, seed, steps in (("birmingham", 42, 60), ("birmingham", 7, 90), ("lancashire", 3, 80)):
        g = played(4, seed, steps, edition=edition)
        c = vm.choices(g, version=0, seat_kinds=["human"] * 4, hidden=False)
        listed = {ref for refs in c["sources"].values() for ref in refs}
        tiles = {}
        for ref in listed:
            loc, _, num = ref.partition("/")
            spaces = g.state["board"].get(loc) or []
            if num.isdigit() and int(num) <= len(spaces) and spaces[int(num) - 1] is not None:
                tiles[ref] = spaces[int(num) - 1]
        assert c["owners"] == {ref: t["owner"] for ref, t in tiles.items()}
        assert not {"market", "merchant"} & set(c["owners"])
    assert c["owners"], "some position lists a tile as a source"


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_map_key_lists_the_chosen_mark(edition):
    """The walk: the key to the map did not list the chosen mark (gold in a dark ring) among its entries."""
    from brass_widget.engine.edition import load_edition
    from brass_widget.engine.vocabulary import map_key

    keys = [k for k, _ in map_key(load_edition(edition))]
    assert "chosen" in keys and keys.index("chosen") == keys.index("cand") + 1


@pytest.mark.parametrize("edition", ["lancashire", "birmingham", "duel"])
def test_the_map_key_speaks_of_eras_only_where_there_are_eras(edition):
    """The newcomer walk (2026-11-29): Brass Duel's key said a flipped tile "scores its VP at the era's end" and
    described "an era's scoring", in a game with no eras. Its key says the game's end instead."""
    from brass_widget.engine.edition import load_edition
    from brass_widget.engine.vocabulary import map_key

    ed = load_edition(edition)
    words = " ".join(text for _, text in map_key(ed))
    assert ("era" in re.findall(r"[a-z]+", words)) == (len(ed.eras.ids) > 1)
    assert "scores its VP at the" in words  # the flip item is still there, in the edition's words
