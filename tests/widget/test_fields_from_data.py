"""Issue 33, item 2: the view model, the narrator, a preview's answer and the bots read an edition's own resource
from its data, not from their code: the overlay's resource from the presentation's ``reach_resource`` (Birmingham's
beer: the topology's flag, the view's reach, a preview's route), the narration of a decision's further sources from
its narration words, a tile's further needs from the descriptor's ``sources`` (``Edition.tile_needs``). Each test
changes the data and checks the widget follows it."""

from __future__ import annotations

import dataclasses

from brass_widget import Game
from brass_widget.bots.evaluation import _resource_use
from brass_widget.widget import answers
from brass_widget.widget import viewmodel as vm
from brass_widget.widget.narrate import Narrator
from tests.widget.test_birmingham_board import at


def _view(g):
    return vm.view_model(g, version=0, seat_kinds=["human"] * g.players, shown_hands=[0], needs_reveal=None,
                         can_undo=False, can_redo=False, log_total=0, last=None)


def test_the_overlay_resource_is_the_presentations(monkeypatch):
    g = Game.new("birmingham", players=2, seed=2)
    text = str(g.legal_actions()[0])
    assert vm.topology(g)["beer"] is True and "beer" in _view(g)  # Birmingham's data names beer
    assert "beer_route" in answers.preview(g, text)
    monkeypatch.delitem(g.edition.presentation, "reach_resource", raising=False)  # an edition without one
    assert "beer" not in vm.topology(g) and "beer" not in _view(g)
    assert answers.preview(g, text)["legal"] and "beer_route" not in answers.preview(g, text)


def test_a_decisions_sources_are_worded_by_the_narration(monkeypatch):
    g = Game.new("birmingham", players=3, seed=5)
    nar = Narrator(g.edition)
    monkeypatch.setitem(nar.words["beer_sources"], "place", "the brewhouse at {town}")
    # a decision naming a brewery's barrel and the merchant's: each worded from the narration's beer_sources
    a = g.legal_actions()[0]._replace(beer="derby/1 merchant")
    said = nar.decision(a, 0, g.state, None)
    assert "; beer from the brewhouse at Derby and the merchant's barrel" in said, said
    monkeypatch.delitem(nar.words, "beer")  # an edition that words no such source: none said
    assert "beer" not in nar.decision(a, 0, g.state, None).partition(";")[2]


def test_a_tiles_needs_are_the_descriptors_sources(monkeypatch):
    g = Game.new("birmingham", players=2, seed=2)
    g.play("build brewery derby/1 card brewery iron market")
    ed = g.edition
    mill = next(a for a in g.legal_actions() if a.kind == "build" and ed.industry[a.industry].flips_when_sold)
    g.apply(mill)
    obs = g.observation(1)
    assert _resource_use(ed, obs, 0.0)["beer"] > 0  # the mill needs beer to sell
    assert any("beer" in level for levels in vm.topology(g)["tiles"].values() for level in levels.values())
    # the same edition declaring no further resource: its tiles need none, the bots count none
    monkeypatch.setattr(type(ed), "info", dataclasses.replace(ed.info, sources={}))
    assert all(ed.tile_needs(t) == {} for stack in ed.tiles.values() for t in stack)
    assert _resource_use(ed, obs, 0.0)["beer"] == 0.0


def test_the_topology_sends_board_js_the_editions_names():
    """What board.js draws an edition's own things by, each from the data: the overlay's resource and its own source,
    the tiles beside the spaces (the renderer's attribute stem, their name, their barrel), a preview's further fields,
    the note to a player whose answer is awaited; none of them for an edition without such things."""
    seen = {}
    for edition, players in (("lancashire", 2), ("birmingham", 2), ("duel", 2)):
        g = Game.new(edition, players=players, seed=1)
        ed, topo = g.edition, vm.topology(g)
        res, tiles = ed.presentation.get("reach_resource"), ed.presentation.get("map_tiles")
        assert topo.get("reach") == ({"resource": res, "source": ed.info.sources.get(res)} if res else None)
        assert topo.get("tile_place") == ({"stem": tiles["stem"], "words": tiles["ref_words"],
                                           "resource": tiles["resource"]} if tiles else None)
        assert topo.get("preview_fields", []) == list(ed.info.preview_fields)
        assert topo.get("waiting_note") == ed.presentation.get("waiting_note")
        seen[edition] = sorted(k for k in ("reach", "tile_place", "preview_fields", "waiting_note") if k in topo)
    assert seen == {"lancashire": [], "birmingham": ["reach", "tile_place"], "duel": ["preview_fields", "waiting_note"]}


def test_the_view_asks_the_one_reach_query_for_the_resource_its_data_names(monkeypatch):
    """The view model asks the engine's one query, ``Game.reach(resource, seat)``, for the resource the presentation
    names (no ``Game.<resource>_reach`` looked up by name): an edition naming coal as its overlay's resource is
    drawn the seat to act's coal reach, and a Birmingham view never calls ``beer_reach`` (nor a preview
    ``beer_route``: ``Game.resource_routes``)."""
    g = Game.new("lancashire", players=3, seed=1)
    monkeypatch.setitem(g.edition.presentation, "reach_resource", "coal")
    assert vm.topology(g)["coal"] is True
    assert _view(g)["coal"] == g.reach("coal", g.current_player) and g.reach("coal")
    b = at("sell_brewery_beer")  # a sale with a brewery's beer is legal
    monkeypatch.setattr(Game, "beer_reach", None)  # aliases the view and a preview must not need
    monkeypatch.setattr(Game, "beer_route", None)
    assert _view(b)["beer"] == b.reach("beer", b.current_player) and _view(b)["beer"]
    sale = next(a for a in b.legal_actions() if a.beer)
    assert answers.preview(b, str(sale))["beer_route"] == b.resource_routes("beer", sale)


def test_the_highlights_are_the_shared_ones_and_each_editions_reach_resource(monkeypatch):
    """The overlays a board accepts are the shared ones and each registered edition's reach resource, read from its
    presentation (``protocol.highlights``), not a list in the widget's code: Birmingham's data naming another
    resource makes that one a highlight (on any board: a saved notebook's trait loads anywhere) and beer none."""
    from brass_widget.widget import BoardWidget, protocol

    assert protocol.highlights() == ("network", "trade", "coal", "beer")
    g = Game.new("birmingham", players=2, seed=2)
    monkeypatch.setitem(g.edition.presentation, "reach_resource", "spring_water")
    assert protocol.highlights() == ("network", "trade", "coal", "spring_water")
    w = BoardWidget(Game.new("lancashire", players=2, seed=1))
    w._on_msg(w, {"type": "highlight", "on": ["spring_water", "network"]}, [])
    assert w.highlight == ["spring_water", "network"] and w.error == ""
    w._on_msg(w, {"type": "highlight", "on": ["beer"]}, [])
    assert w.highlight == ["spring_water", "network"] and "highlights are any of network, trade, coal, spring_water" \
        in w.error
