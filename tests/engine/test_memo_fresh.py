"""The enumeration's remembered answers (a View's caches shared with the previous View of the same links and board,
the module memos keyed by what an answer depends on: allowed tiles, open loans, decisions with their cards) never
go stale: at every decision of seeded random games in every edition, and after undo, clone and from_json,
``legal_actions()`` lists exactly what a from-scratch listing does (a View made with no earlier one, of a copy of
the state read back from JSON, with every module memo empty)."""

import json

import pytest

from brass_widget import Game, RandomBot
from brass_widget.engine import board, legality
from brass_widget.engine.board import View

# the module memos of the enumeration: a from-scratch listing starts each of them empty
MEMOS = ("_CARDED", "_LOANS", "_OPEN_LOANS", "_TILE_ALLOWED", "_DEVELOPS", "_LINKS", "_ROWS", "_WILD_LEADS", "_EMPTY_SITES",
         "_DEVELOP_GROUPS", "_DEVELOP_FACTS", "_CANAL_LINKS", "_LINE_KINDS", "_LOC_RANK", "_PASS_ROW")
BOARD_MEMOS = ("_MARKET_PRICES",)  # the View's own module memos (board.py)


def _from_scratch(g: Game) -> list:
    saved = {(legality, name): getattr(legality, name) for name in MEMOS if hasattr(legality, name)}
    saved.update({(board, name): getattr(board, name) for name in BOARD_MEMOS if hasattr(board, name)})
    try:
        for module, name in saved:
            setattr(module, name, {})
        v = View(g.edition, json.loads(json.dumps(g._state)))
        return list(legality.legal_actions(v))
    finally:
        for (module, name), memo in saved.items():
            setattr(module, name, memo)


def _same(listed: list, g: Game) -> None:
    fresh = _from_scratch(g)
    assert listed == fresh  # the same decisions (tuples, every field), in the same order
    assert [str(a) for a in listed] == [str(a) for a in fresh]


GAMES = [("lancashire", 4, {}), ("birmingham", 4, {}), ("duel", 2, {}),
         # a house rule's own edition (other loan sizes and levels) beside the standard one's memos
         ("lancashire", 3, {"loans": [25, 50], "loan_levels": [1, 4]})]


@pytest.mark.parametrize("edition,players,rules", GAMES)
def test_every_listing_is_the_from_scratch_one(edition, players, rules):
    g = Game.new(edition, players=players, seed=3, rules=rules or None)
    bot = RandomBot(3)
    n = 0
    while not g.is_over:
        listed = g.legal_actions()
        _same(listed, g)
        if n % 37 == 5:
            # a copy, a saved game read back, and an undo (replayed from the start), each listed in full
            _same(g.clone().legal_actions(), g)
            back = Game.from_json(g.to_json())
            assert back.legal_actions() == listed
            if g.history:
                last = g.undo(1)[0]
                _same(g.legal_actions(), g)
                g.apply(last)
                assert g.legal_actions() == listed
        g.apply(bot.rng.choice(listed))
        n += 1
    assert n > 100


def test_the_loan_rule_is_asked_once_per_income_and_closing(monkeypatch):
    """Loan Action: which loan sizes are open depends only on the income space and whether loans are closed (the
    Rail Era's last rounds), so the enumeration asks the loan rule once per such pair and size, not at every
    decision; its answers stay those of the rule (the listing test above)."""
    asked = []
    rule = legality._loan_problems

    def counted(v, p, a, explain=True):
        asked.append((v.st["seats"][p]["income"], legality.loans_closed(v.ed, v.st), a.amount))
        return rule(v, p, a, explain)

    monkeypatch.setattr(legality, "_loan_problems", counted)
    monkeypatch.setattr(legality, "_OPEN_LOANS", {}, raising=False)
    g = Game.new("lancashire", players=4, seed=5)
    bot = RandomBot(5)
    main_decisions = 0
    while not g.is_over:
        st = g._state
        main_decisions += st["pending"] is None and not st["shortfall"]
        g.apply(bot.rng.choice(g.legal_actions()))
    assert main_decisions > 100
    assert len(asked) == len(set(asked))  # no pair asked twice for a size
    assert len(asked) < main_decisions  # fewer than once per decision, let alone once per size


@pytest.mark.parametrize("edition,players,rules", GAMES)
def test_every_log_entry_is_the_from_scratch_one(edition, players, rules, monkeypatch):
    """The log's memo of each decision's text and fields (``events._LOGGED``) never goes stale: a game whose memo is
    emptied before every decision logs exactly what a game using it does."""
    from brass_widget.engine import events

    def play(empty: bool) -> str:
        g = Game.new(edition, players=players, seed=4, rules=rules or None)
        bot = RandomBot(4)
        while not g.is_over:
            if empty:
                monkeypatch.setattr(events, "_LOGGED", {})
            g.apply(bot.choose(g))
        return g.to_json()

    assert play(False) == play(True)
