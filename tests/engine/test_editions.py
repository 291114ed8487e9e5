"""The edition registry: editions found by name, each a small subclass with its own data file."""

import pytest

from brass_widget import Game
from brass_widget.editions import Lancashire
from brass_widget.engine.edition import Edition, edition_names, load_edition
from tests.registered import EDITIONS


def test_editions_lists_what_can_be_played():
    listed = {e["edition"]: e for e in Game.editions()}
    assert "lancashire" in listed
    lanc = listed["lancashire"]
    assert lanc["players"] == [2, 3, 4]
    assert set(lanc["variants"]) == {"classic-virtual-link", "introductory", "classic-deck"}
    assert "Lancashire" in lanc["rulebook"]
    assert set(edition_names()) == set(listed)


def test_an_edition_is_a_registered_subclass_loaded_once():
    ed = load_edition("lancashire")
    assert isinstance(ed, Lancashire) and isinstance(ed, Edition)
    assert load_edition("lancashire") is ed
    assert Game.new("lancashire", players=2, seed=1).edition is ed


@pytest.mark.parametrize("name", ["monopoly", "", "Lancashires", "brass", None, 3, ["lancashire"]])
def test_unknown_editions_are_refused_by_name(name):
    with pytest.raises(ValueError, match="unknown edition"):
        Game.new(name)


@pytest.mark.parametrize("players", [1, 5, 0, True, "4", 3.0])
def test_player_counts_come_from_the_edition(players):
    with pytest.raises(ValueError, match="Brass: Lancashire is for 2, 3 or 4 players"):
        Game.new("lancashire", players=players)


def test_a_data_file_must_describe_its_edition():
    data = dict(load_edition("lancashire").data, edition="birmingham")
    with pytest.raises(ValueError, match="describes 'birmingham'"):
        Lancashire(data)


@pytest.mark.parametrize("name", EDITIONS)
def test_reasons_cite_the_book_by_title_and_section_never_by_a_file(name):
    """A learner has the rulebook, not this repository's files: every citation a Reason can carry names the book
    and a section, and no path."""
    from brass_widget.engine.rules import RULE_KEYS
    ed = load_edition(name)
    cited = [getattr(ed.rules, key) for key in RULE_KEYS if isinstance(getattr(ed.rules, key, None), str)]
    cited += [ed.cite("S1: Boats") if name == "duel" else ed.cite("Build")]
    assert len(cited) > 20
    for rule in cited:
        assert ".txt" not in rule and "shared/" not in rule and "reference/" not in rule, rule
        assert rule.startswith("Brass"), rule


@pytest.mark.parametrize("name", EDITIONS)
def test_each_edition_carries_its_own_words_for_the_board(name):
    """Presentation is data: the board's help for every kind of decision an edition has comes from the edition's
    presentation.json, and names only that edition's things (no Distant Cotton Market outside Lancashire)."""
    from brass_widget.engine.actions import words_of
    ed = load_edition(name)
    help_ = ed.presentation["help"]
    assert set(words_of(ed).kinds) - {"stop"} <= set(help_), set(words_of(ed).kinds) - set(help_)
    said = " ".join(help_.values())
    assert ("Distant Cotton Market" in said) == (name == "lancashire")
    assert ("Notable Person" in said) == (name == "duel")
    # what the end of a turn does, in the edition's words: Brass Duel refills no hand (S1, On your turn)
    assert ("refill your hand" in ed.presentation["words"]["turn_end"]) == (name != "duel")
