"""The class's results after play: per treatment, the lab's measures with honest intervals, in the lab's words.

A table's treatment is its house rules (``standard rules`` without any), within its edition and player count.
Each finished game (over, whether or not the teacher ended the table afterwards) is replayed from its seed and
decisions through ``simulation.play`` with the lab's measures (``lab_measures``: loans and the money they gave,
spending per era, coal and iron by source...), one row per seat as ``lab.game_rows`` makes them, so the class's
numbers are the lab's numbers, measured the same way.

- Each treatment's level: ``lab.summarize`` of its games alone (the mean per seat per game, Student's t interval).
- Each treatment against the baseline (``standard rules`` if the class played it, else the first treatment made):
  games are paired by deal (the same seed; the k-th table dealt from a seed with the k-th table of the baseline
  dealt from it), and ``lab.summarize`` of the pairs gives the paired difference and its interval;
  ``lab_words.findings`` says it ("With loan £50, seats borrowed £31 more [£12, £50] ..."). Tables without a
  partner are counted in their treatment's level but not in the difference (the summary says how many). Below 2
  pairs there is no interval, and the words say so.

``prompt(table)`` is each student's reflection question; ``svg_chart`` draws the levels with their intervals.
"""

from __future__ import annotations

import csv
import html
import io
import json

from .. import lab, lab_stats, lab_words, simulation
from ..engine.house_rules import house_rules_text
from .tables import Table

# the measures a class reads (of the lab's: lab.MEASURES and the winner's VP); fewer than the lab's 20, so that a
# debrief is a handful of sentences and the caution counts only these
CLASS_MEASURES = ("vp", "winner_vp", "money", "income", "loans", "loan_money", "links", "builds", "sales")
CHART_MEASURES = ("vp", "loan_money", "money")
STANDARD = "standard rules"
CSV_COLUMNS = ("table", "edition", "players", "seed", "rules", "seat", "kind", "over", "vp", "income_level", "money",
               "rank", "status", "name", "reflection")


def treatment(table: Table) -> str:
    """The table's house rules in words ("loan £50"), or ``standard rules``."""
    return house_rules_text(table.game.edition) or STANDARD


def prompt(table: Table) -> str:
    """The reflection question a student of ``table`` answers after play."""
    return (f"Your table played with {treatment(table)}. What did that rule change in how you played: when you "
            f"borrowed, built or sold? Then read the class's results: which number surprised you, and why?")


class _Replay:
    """A 'bot' that plays a finished table's decisions again, in order (one for every seat)."""

    def __init__(self, decisions):
        self._next = iter(decisions).__next__

    def choose(self, game):
        return self._next()


def measured(table: Table, setting: str, key: int) -> list[dict]:
    """The lab's rows (``lab.game_rows``) of a finished table, replayed with the lab's measures; ``key`` stands for
    its deal's seed, so that paired tables share it."""
    replay = _Replay(table.decisions)
    seats = table.seats
    spec = simulation.GameSpec(seed=table.params["seed"], bots=tuple(lambda s: replay for _ in seats),
                               names=tuple(seats), edition=table.params["edition"],
                               rules=simulation.rules_tuple(table.params["rules"] or None), measured=True)
    result = simulation.play_result(spec)
    result["seed"] = key
    return lab.game_rows(setting, result)


def summary(tables: list[Table], cache: dict | None = None) -> list[dict]:
    """The class's results, one entry per edition and player count (see the module's docstring). ``cache``:
    ``{(table id, version): rows}`` kept between calls, so a finished table is replayed once."""
    cache = {} if cache is None else cache
    groups: dict[tuple, list[Table]] = {}
    for t in tables:
        if t.game.is_over:
            groups.setdefault((t.params["edition"], t.params["players"]), []).append(t)
    out = []
    for (edition, players), done in groups.items():
        names: list[str] = []
        for t in done:
            if treatment(t) not in names:
                names.append(treatment(t))
        if STANDARD in names:
            names.remove(STANDARD)
            names.insert(0, STANDARD)
        deal: dict[tuple, int] = {}  # (seed, k) -> a whole number standing for that deal
        seen: dict[tuple, int] = {}
        rows: dict[str, list[dict]] = {n: [] for n in names}
        tables_of: dict[str, list[str]] = {n: [] for n in names}
        for t in done:
            name = treatment(t)
            k = seen[(name, t.params["seed"])] = seen.get((name, t.params["seed"]), -1) + 1
            key = deal.setdefault((t.params["seed"], k), len(deal))
            cid = (t.id, t.version)
            if cid not in cache:
                cache[cid] = measured(t, name, key)
            rows[name].extend(dict(r, seed=key) for r in cache[cid])
            tables_of[name].append(t.id)
        base = names[0]
        entry: dict = {"edition": edition, "players": players, "baseline": base, "level": lab_stats.LEVEL,
                       "interval": "Student's t", "treatments": {}, "findings": [], "caution": ""}
        read = []
        for name in names:
            level = lab.summarize(rows[name], [name])["settings"][name]
            level["measures"] = {m: level["measures"][m] for m in CLASS_MEASURES}
            entry["treatments"][name] = {"tables": tables_of[name], **level}
            if name == base:
                continue
            paired = sorted({r["seed"] for r in rows[name]} & {r["seed"] for r in rows[base]})
            entry["treatments"][name]["pairs"] = len(paired)
            if not paired:
                continue
            pair_rows = [r for r in rows[base] + rows[name] if r["seed"] in paired]
            both = lab.summarize(pair_rows, [base, name])
            entry["treatments"][name]["difference"] = {m: both["settings"][name]["difference"][m]
                                                      for m in CLASS_MEASURES}
            entry["findings"].extend(lab_words.findings(both, CLASS_MEASURES))
            read.append(both)
        if read:
            # the caution counts every treatment's measures read against the baseline at once
            merged: dict = {"baseline": base, "settings": {base: {"games": 0}}}
            for both in read:
                merged["settings"].update({k: v for k, v in both["settings"].items() if k != base})
            entry["caution"] = lab_words.many_measures(merged, CLASS_MEASURES)
        out.append(entry)
    return out


def seat_rows(tables: list[Table], desk) -> list[dict]:
    """One row per seat per table (``CSV_COLUMNS``): the treatment, the seat's standing, its student's name and
    reflection."""
    out = []
    for t in tables:
        for r in sorted(t.game.final_scores(), key=lambda r: r["player"]):
            s = r["player"]
            out.append({"table": t.id, "edition": t.params["edition"], "players": t.params["players"],
                        "seed": t.params["seed"], "rules": json.dumps(t.params["rules"], sort_keys=True), "seat": s,
                        "kind": t.seats[s], "over": t.game.is_over, "vp": r["vp"], "income_level": r["income_level"],
                        "money": r["money"], "rank": r["rank"], "status": t.status, "name": desk.name(t.id, s),
                        "reflection": desk.reflection(t.id, s)})
    return out


def to_csv(rows: list[dict]) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    for r in rows:
        w.writerow([r[c] for c in CSV_COLUMNS])
    return out.getvalue()


def _tick(v: float) -> str:
    return f"{round(v, 1):g}"


def svg_chart(group: dict, measures=CHART_MEASURES) -> str:
    """Each treatment's mean per seat per game with its 95% interval, one panel per measure, one under the other:
    an inline SVG (no script, text escaped). A treatment of one game has a dot and no bar (no interval)."""
    names = list(group["treatments"])
    row_h, label_w, panel_w, head, foot = 22, 170, 480, 22, 18
    panel_h = head + len(names) * row_h + foot
    width, height = label_w + panel_w + 10, len(measures) * (panel_h + 12)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" role="img" aria-label="each treatment\'s mean per seat per game and '
             f'its 95% interval, one panel per measure">']
    for j, m in enumerate(measures):
        top = j * (panel_h + 12)
        levels = [group["treatments"][n]["measures"][m] for n in names]
        lo = min(lv["ci"][0] if lv["ci"] else lv["mean"] for lv in levels)
        hi = max(lv["ci"][1] if lv["ci"] else lv["mean"] for lv in levels)
        span = (hi - lo) or 1.0

        def x(v: float, lo=lo, span=span) -> float:
            return label_w + 10 + (v - lo) / span * (panel_w - 20)
        parts.append(f'<text x="0" y="{top + 15}" fill="currentColor" font-weight="bold">'
                     f'{html.escape(lab_words.MEASURES[m].title)}</text>')
        parts.append(f'<rect x="{label_w}" y="{top + head}" width="{panel_w}" height="{len(names) * row_h}" '
                     f'fill="none" stroke="currentColor" stroke-opacity="0.3"/>')
        for i, (name, lv) in enumerate(zip(names, levels)):
            y = top + head + i * row_h + row_h / 2
            parts.append(f'<text x="0" y="{y + 4:.1f}" fill="currentColor">{html.escape(name)}</text>')
            if lv["ci"]:
                parts.append(f'<line x1="{x(lv["ci"][0]):.1f}" x2="{x(lv["ci"][1]):.1f}" y1="{y}" y2="{y}" '
                             f'stroke="currentColor" stroke-width="2"/>')
            bounds = f"[{_tick(lv['ci'][0])}, {_tick(lv['ci'][1])}]" if lv["ci"] else "(one game: no interval)"
            said = f"{name}: {_tick(lv['mean'])} {bounds}"
            parts.append(f'<circle cx="{x(lv["mean"]):.1f}" cy="{y}" r="4" fill="currentColor">'
                         f'<title>{html.escape(said)}</title></circle>')
        base = top + head + len(names) * row_h + 13
        parts.append(f'<text x="{label_w}" y="{base}" fill="currentColor" font-size="11">{_tick(lo)}</text>')
        parts.append(f'<text x="{label_w + panel_w}" y="{base}" fill="currentColor" font-size="11" '
                     f'text-anchor="end">{_tick(hi)}</text>')
    parts.append("</svg>")
    return "".join(parts)
