"""The class's results (issue 34, piece 3): per treatment, the lab's own measures and intervals, paired by deal;
each student's reflection; the CSV and JSON export."""

from __future__ import annotations

import csv
import io
from urllib.parse import urlencode

from brass_widget import Game, lab, lab_stats
from brass_widget.bots import BOTS
from brass_widget.classroom import results
from brass_widget.classroom.tables import Table

LOANS = {"loan": 50}  # Brass: Birmingham's loan size as a house rule: "loan £50" in words


def played(tid: str, seed: int, rules: dict, until: int | None = None) -> Table:
    """A two-seat Birmingham table its random bots played (bot seeds as the lab's game ``seed`` of a run from seed 0
    seeds them: ``simulation.simulate_specs``)."""
    g = Game.new("birmingham", players=2, seed=seed, rules=rules or None)
    bots = [BOTS["random"](seed=seed * 10 + s) for s in range(2)]
    while not g.is_over and (until is None or len(g.history) < until):
        g.apply(bots[g.current_player].choose(g))
    params = {"edition": "birmingham", "players": 2, "seats": ["random", "random"], "rules": g.house_rules,
              "seed": seed}
    return Table(tid, params, [None, None], g.history)


def test_the_class_results_are_the_labs_numbers_for_the_same_games():
    tables = [played(f"s{i}", i, {}) for i in range(3)] + [played(f"l{i}", i, LOANS) for i in range(3)]
    tables += [played("extra", 9, LOANS), played("unfinished", 4, {}, until=20)]
    [group] = results.summary(tables)
    assert group["baseline"] == "standard rules" and list(group["treatments"]) == ["standard rules", "loan £50"]
    loans = group["treatments"]["loan £50"]
    assert loans["tables"] == ["l0", "l1", "l2", "extra"] and loans["games"] == 4 and loans["pairs"] == 3
    assert group["treatments"]["standard rules"]["games"] == 3  # the unfinished table is left out
    # the lab plays the same three deals with the same bots: its paired differences are the class's
    ran = lab.experiment("birmingham", 2, {"standard rules": None, "loan £50": LOANS}, bots=["random"], games=3,
                         seed=0)
    theirs = ran["summary"]["settings"]["loan £50"]["difference"]
    assert loans["difference"] == {m: theirs[m] for m in results.CLASS_MEASURES}
    # and, counted by hand from the decisions' texts: loans per seat per game, paired by deal
    per_game = {t.id: sum(d.startswith("loan") for d in t.decisions) / 2 for t in tables}
    assert loans["difference"]["loans"] == lab_stats.difference([per_game[f"l{i}"] - per_game[f"s{i}"]
                                                                 for i in range(3)])
    assert any(f.startswith("With loan £50, ") for f in group["findings"]) and "9 measures" in group["caution"]
    svg = results.svg_chart(group)
    assert svg.startswith("<svg") and svg.count("<circle") == 2 * len(results.CHART_MEASURES)


def test_one_game_per_treatment_gives_no_interval_and_no_clear_difference():
    [group] = results.summary([played("a", 1, {}), played("b", 1, LOANS)])
    assert group["treatments"]["loan £50"]["difference"]["vp"] == {"mean": group["treatments"]["loan £50"]["difference"]
                                                                   ["vp"]["mean"], "ci": None, "excludes_zero": False}
    assert all("cannot tell an effect from the noise" in f for f in group["findings"]) and group["caution"] == ""


def test_reflections_and_the_export(live):
    made = live.table(edition="lancashire", players=2, seats=["person", "random"], rules={"start_money": 20}, seed=2)
    code = made["join"][0]["code"]
    c = live.client()
    status, asked = c.get("/api/seat/reflection", code=code)
    assert status == 200 and asked["text"] == "" and "start money £20" in asked["prompt"]
    for body, status_words in (({"code": code, "text": 7}, (400, "text")),
                               ({"code": code, "text": "x" * 2001}, (400, "at most 2000")),
                               ({"code": "nope", "text": "hi"}, (404, "no seat"))):
        status, answer = c.post("/api/seat/reflection", body)
        assert (status, status_words[1] in answer["error"]) == (status_words[0], True), answer
    status, answer = c.post("/api/seat/reflection", {"code": code, "text": " Loans, then\ncanals,\x07 "})
    assert status == 200 and answer["text"] == "Loans, then\ncanals,"
    assert c.post("/api/join", {"code": made["join"][0]["short"], "name": "Cy"})[0] == 200
    status, text = live.teacher.get("/api/results", format="csv")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert status == 200 and tuple(rows[0]) == results.CSV_COLUMNS and len(rows) == 2
    assert (rows[0]["name"], rows[0]["reflection"], rows[0]["kind"], rows[1]["kind"]) == \
        ("Cy", "Loans, then\ncanals,", "person", "random")
    status, data = live.teacher.get("/api/results")
    [table] = data["tables"]
    assert status == 200 and table["treatment"] == "start money £20" and table["status"] == "live"
    assert table["students"] == [{"seat": 0, "name": "Cy", "reflection": "Loans, then\ncanals,"}]
    assert data["treatments"] == []  # no game is over yet: nothing measured


def test_the_server_measures_finished_tables_and_shows_them(live):
    for rules in ({}, LOANS, LOANS):
        live.table(edition="birmingham", players=2, seats=["random", "random"], rules=rules, seed=4)
    live.idle()  # the bots play every game to its end
    status, data = live.teacher.get("/api/results")
    [group] = data["treatments"]
    assert status == 200 and all(t["over"] for t in data["tables"])
    assert group["treatments"]["loan £50"]["games"] == 2 and group["treatments"]["loan £50"]["pairs"] == 1
    assert group["findings"] and group["findings"][0].startswith("With loan £50, ")
    status, page = live.teacher.get("/teacher/results")
    assert status == 200 and "<svg" in page and "With loan £50, " in page


def test_a_student_writes_a_reflection_on_its_page(live):
    from .test_dashboard import raw

    made = live.table(edition="lancashire", players=2, seats=["person", "random"], rules={"start_money": 20}, seed=2)
    code, short = made["join"][0]["code"], made["join"][0]["short"]
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    status, head, page = raw(live, "GET", f"/reflect?code={code}")
    assert status == 200 and "start money £20" in page and 'name="text"' in page
    assert "script-src 'self'" in head["Content-Security-Policy"]
    hostile = "<script>alert(3)</script> loans"
    status, _, page = raw(live, "POST", "/reflect", urlencode({"code": short.lower(), "text": hostile}), form)
    assert status == 200 and "Saved" in page and "<script>alert" not in page and "&lt;script&gt;alert(3)" in page
    assert live.room.desk.reflection(made["id"], 0) == hostile
    status, _, page = raw(live, "POST", "/reflect", urlencode({"code": code, "text": "x" * 2001}), form)
    assert status == 400 and "at most 2000" in page and live.room.desk.reflection(made["id"], 0) == hostile
    for bad in ({"code": "ABCD-EFGH", "text": "hi"}, {"code": "", "text": "hi"}):
        status, _, page = raw(live, "POST", "/reflect", urlencode(bad), form)
        assert status == 404 and "no seat has this code" in page
    assert raw(live, "GET", "/reflect?code=nope")[0] == 404 and raw(live, "GET", "/reflect")[0] == 200
