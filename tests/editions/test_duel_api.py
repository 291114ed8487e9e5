"""The public Game API on a Duel game."""

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
