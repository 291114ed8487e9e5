"""The board in a real browser with a house rule that shortens the era (issue 32, item 4): the Rail Era's last 4
rounds refuse loans while the draw deck still holds cards, and the board says so beside the deck."""

import pytest

from brass_widget import Game, RandomBot
from brass_widget.widget import BoardWidget

from .host import open_page

pytestmark = pytest.mark.browser


def _at(rules: dict, era: str, rnd: int) -> Game:
    g = Game.new("lancashire", players=2, seed=2, rules=rules)
    bot = RandomBot(seed=2)
    while not (g.era == era and g.round == rnd and g.state["pending"] is None):
        g.apply(bot.choose(g))
    return g


@pytest.mark.parametrize("rnd,late", [(2, False), (3, True)])
def test_the_deck_says_no_more_loans_in_a_short_eras_last_rounds(pw, served, rnd, late):
    g = _at({"era_rounds": 6}, "rail", rnd)
    assert g.state["deck"]  # cards still to draw: the standard board would not say it
    w = BoardWidget(game=g, seats=["human", "human"])
    browser, page = open_page(pw, served(w).url)
    try:
        deck = page.wait_for_selector('[data-status="deck"]').inner_text()
        assert deck.startswith("Draw deck: ")
        assert ("No more loans: the last 4 rounds of the era." in deck) == late, deck
        assert "era rounds 6" in page.inner_text(".brass-root")  # the house rule is shown
    finally:
        browser.close()
