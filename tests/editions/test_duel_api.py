"""The public Game API on a Duel game."""

import json

from brass_widget import Game

from .duel import Pos, random_game


def test_network_and_connections():
    g = Pos(1).tile("ryde/1", 0, "port").link("ryde--brading", 0, "road").link("brading--sandown", 1, "rail") \
        .held("cowes", "port").game()
    assert g.network(0) == ["brading", "ryde"]
    assert g.network(1) == ["brading", "sandown"]
    assert g.connected("ryde", "sandown") and not g.connected("ryde", "ventnor")


def test_final_scores_and_repr():
    g = random_game(4, 5000)
    rows = g.final_scores()
    assert sorted(r["rank"] for r in rows) in ([1, 2], [1, 1])
    assert rows[0]["vp"] >= rows[1]["vp"]
    assert set(rows[0]) >= {"player", "vp", "money", "income_level", "rank"}
    assert repr(g) == "<Game Brass Duel: Isle of Wight, 2 players, over>"
    assert "round 1" in repr(Game.new("duel", players=2, seed=2))


def test_bench_and_the_edition_list_include_duel(capsys):
    """`brass-widget bench --edition duel` reports Duel's games per second for its one player count (2), with no
    four-player budget; `Game.editions()` lists Duel."""
    from brass_widget.cli import main
    assert "duel" in [e["edition"] for e in Game.editions()]
    assert main(["bench", "--edition", "duel", "--games", "1", "--repeats", "1"]) == 0
    out = capsys.readouterr().out
    assert "duel: random games per second" in out and " 2p " in out and "3p" not in out
    assert "no four-player budget" in out
    assert main(["bench", "--edition", "duel", "--games", "1", "--repeats", "1", "--json"]) == 0
    one = json.loads(capsys.readouterr().out)["editions"]["duel"]
    assert list(one["games_per_second"]) == ["2"] and one["games_per_second"]["2"] > 0
    assert one["budget"] == {"applies": False, "met": True}
