"""A fourth edition written in the tests (issue 33): Brass: Toy Valley, a five-town cut of the Brass: Lancashire map
with a 16-card deck, played on the Lancashire rules with one part changed: its eras pay income after the game's last
round too. It lives only in this folder (its data file, its schema fragment, its presentation) and is registered by the
test that plays it (``register_toy``), never by the package."""

from __future__ import annotations

from brass_widget.editions.lancashire import Lancashire, LancashireEras
from brass_widget.engine import edition
from brass_widget.engine.descriptor import EditionInfo


class IncomeAtTheEnd(LancashireEras):
    """The one part changed: income is paid after the game's last round too (as Brass Duel pays it)."""

    income_after_last_round = True


class ToyValley(Lancashire):
    info = EditionInfo(name="toy", title="Brass: Toy Valley", book="Brass: Lancashire rulebook v2018.11",
                       players=(2,), capabilities=frozenset({"board"}),
                       notice="A test edition: five towns of Lancashire and the Canal Era only.",
                       schema="schema.json")
    data_file = "toy.json"
    variants_played: dict = {}
    variants_refused: dict = {}
    parts = {**Lancashire.parts, "eras": IncomeAtTheEnd}


def register_toy():
    """Register the toy edition (what a new edition's folder does with ``@register``); returns its undo."""
    registry = edition._registry()
    assert "toy" not in registry
    edition.register(ToyValley)

    def undo():
        registry.pop("toy", None)
        edition._BUILT.pop("toy", None)

    return undo
