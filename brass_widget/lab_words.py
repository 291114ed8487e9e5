"""The economics lab's results in plain words: one sentence per measured effect (issue 23, item 3).

``findings(result)`` reads an experiment's summary (``lab.summarize``) and, for every setting after the baseline
and every measure, says what the setting did, with the 95% intervals, in the style of a lab report:

    With £50 loans, seats took 1.8 loans per game [1.6, 2.0] instead of 0.9 [0.8, 1.0] with standard: 0.9 more
    [0.7, 1.1].

or, when the interval of the paired difference includes zero, that there is no clear difference:

    With £50 loans, no clear difference in the winner's VP: 61 VP [55, 67] against 60 [54, 66] with standard; the
    difference, 1 VP [-4, 5], is within the noise of 20 games (the interval [-4, 5] includes zero).

Below 2 paired games there is no interval (one game says nothing about how much games vary), and the sentence
says so rather than calling anything clear or within the noise. ``many_measures(result)`` is the caution for a
table that reads many measures at once (each interval is a 95% interval read alone).

Numbers: money with £, one decimal, or whole numbers where the difference's interval is 8 or more wide (a
decimal there would be noise), and never a bound of the difference's interval that is not 0 shown as 0.
``MEASURES`` also gives the charts (``lab_charts``) each measure's axis title.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Measure:
    """How a measure is said: ``title`` (a chart's axis, with its unit), ``noun`` (in "no clear difference in
    ..."), ``level`` (a sentence part with {} for the number), ``diff`` ({} for the size, {} for the direction),
    ``up`` / ``down`` (the direction's words), ``money`` (numbers shown with £)."""

    title: str
    noun: str
    level: str
    diff: str = "{} {}"
    up: str = "more"
    down: str = "fewer"
    money: bool = False


# lab.MEASURES and lab.WINNER, each a seat's number in one game (the winner's: the game's)
MEASURES: dict[str, Measure] = {
    "vp": Measure("VP per seat", "VP per seat", "seats scored {} VP", "{} VP {}"),
    "winner_vp": Measure("winner's VP", "the winner's VP", "the winner scored {} VP", "{} VP {}"),
    "income": Measure("income level at the end (£ per round)", "the income level at the end",
                      "seats ended on income level {}", up="higher", down="lower"),
    "money": Measure("money at the end (£ per seat)", "the money left at the end", "seats ended with {}",
                     down="less", money=True),
    "loans": Measure("loans taken (per seat per game)", "loans taken", "seats took {} loans per game"),
    "loan_money": Measure("money borrowed (£ per seat per game)", "money borrowed", "seats borrowed {} per game",
                          down="less", money=True),
    "links": Measure("links built (per seat per game)", "links built", "seats built {} links per game"),
    "sales": Measure("tiles sold (per seat per game)", "tiles sold", "seats sold {} tiles per game"),
    "builds": Measure("tiles built (per seat per game)", "tiles built", "seats built {} tiles per game"),
    "develops": Measure("develop actions (per seat per game)", "develop actions", "seats developed {} times per game"),
    "spent_canal": Measure("money spent in the Canal Era (£ per seat per game)", "money spent in the Canal Era",
                           "seats spent {} in the Canal Era", down="less", money=True),
    "spent_rail": Measure("money spent in the Rail Era (£ per seat per game)", "money spent in the Rail Era",
                          "seats spent {} in the Rail Era", down="less", money=True),
    "coal_market_cubes": Measure("coal bought from the market (cubes per seat per game)", "coal bought from the market",
                                 "seats bought {} coal cubes from the market per game"),
    "coal_market_paid": Measure("paid for market coal (£ per seat per game)", "money paid for market coal",
                                "seats paid {} for market coal per game", down="less", money=True),
    "coal_mine_cubes": Measure("coal taken from mines, free (cubes per seat per game)", "coal taken from mines",
                               "seats took {} coal cubes from mines per game (free)"),
    "iron_market_cubes": Measure("iron bought from the market (cubes per seat per game)", "iron bought from the market",
                                 "seats bought {} iron cubes from the market per game"),
    "iron_market_paid": Measure("paid for market iron (£ per seat per game)", "money paid for market iron",
                                "seats paid {} for market iron per game", down="less", money=True),
    "iron_works_cubes": Measure("iron taken from iron works, free (cubes per seat per game)",
                                "iron taken from iron works",
                                "seats took {} iron cubes from iron works per game (free)"),
    "decisions": Measure("game length (decisions)", "the game's length", "games lasted {} decisions",
                         "{} decisions {}", up="longer", down="shorter"),
}


def _number(x: float, decimals: int, money: bool) -> str:
    text = f"{abs(x):.{decimals}f}"
    negative = x < 0 and text.strip("0.") != ""  # never "-0.0"
    return ("-" if negative else "") + ("£" if money else "") + text


def _interval(ci, decimals: int, money: bool) -> str:
    if ci is None:
        return "(no interval)"
    return f"[{_number(ci[0], decimals, money)}, {_number(ci[1], decimals, money)}]"


def plural(n: int, one: str, many: str | None = None) -> str:
    """``1 game``, ``4 games`` (``many``: the plural when it is not ``one`` + s)."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def _decimals(diff: dict) -> int:
    """One decimal, or none where the difference's interval is 8 or more wide; more where a bound of the interval
    that is not 0 would otherwise show as 0 (up to 3)."""
    if diff["ci"] is None:
        return 1
    decimals = 0 if diff["ci"][1] - diff["ci"][0] >= 8 else 1
    nearest = min((abs(x) for x in diff["ci"] if x != 0), default=1)
    while decimals < 3 and round(nearest, decimals) == 0:
        decimals += 1
    return decimals


def sentence(setting: str, baseline: str, measure: str, level: dict, base: dict, diff: dict, games: int) -> str:
    """One finding: ``level`` and ``base`` the measure's ``{"mean", "ci"}`` under the setting and the baseline,
    ``diff`` the paired difference ``{"mean", "ci", "excludes_zero"}`` over ``games`` games."""
    m = MEASURES[measure]
    d = _decimals(diff)
    if diff["ci"] is None:  # fewer than 2 paired games: no interval, no verdict
        mine = m.level.format(_number(level["mean"], d, m.money))
        unit = m.diff.replace("{}", "").strip()
        return (f"With {setting}, {mine} against {_number(base['mean'], d, m.money)} with {baseline}: a difference "
                f"of {_number(diff['mean'], d, m.money)}{' ' + unit if unit else ''} in {plural(games, 'game')}, "
                f"which cannot tell an effect from the noise (an interval needs at least 2 paired games: the spread "
                f"between games is what measures the noise).")
    mine = f"{m.level.format(_number(level['mean'], d, m.money))} {_interval(level['ci'], d, m.money)}"
    theirs = f"{_number(base['mean'], d, m.money)} {_interval(base['ci'], d, m.money)}"
    if diff["excludes_zero"]:
        up = diff["mean"] > 0
        size = _number(abs(diff["mean"]), d, m.money)
        sizes = sorted(abs(x) for x in diff["ci"])
        change = m.diff.format(size, m.up if up else m.down)
        return (f"With {setting}, {mine} instead of {theirs} with {baseline}: "
                f"{change} {_interval(sizes, d, m.money)}.")
    signed = _number(diff["mean"], d, m.money)
    width = _interval(diff["ci"], d, m.money)
    unit = m.diff.replace("{}", "").strip()  # "VP", "decisions" or none
    unit = f" {unit}" if unit else ""
    return (f"With {setting}, no clear difference in {m.noun}: {mine} against {theirs} with {baseline}; the "
            f"difference, {signed}{unit} {width}, is within the noise of {plural(games, 'game')} (the interval "
            f"{width} includes zero).")


def findings(result: dict, measures=None) -> list[str]:
    """One plain sentence per measured effect of an experiment (``lab.experiment``'s result, or its ``summary``):
    for each setting after the baseline, first the clear differences (the 95% interval of the paired difference
    leaves out zero: it says which way and by how much), then the measures with no clear difference (within the
    noise: the interval includes zero). ``measures``: the measures to say (default: all, in ``MEASURES``' order)."""
    summary = result.get("summary", result)
    names = list(measures) if measures is not None else list(MEASURES)
    unknown = [n for n in names if n not in MEASURES]
    if unknown:
        raise ValueError(f"no measure {unknown[0]!r}: choose from {', '.join(MEASURES)}")
    baseline = summary["baseline"]
    base = summary["settings"][baseline]["measures"]
    out: list[str] = []
    for setting, entry in summary["settings"].items():
        if setting == baseline:
            continue
        said = [(not entry["difference"][n]["excludes_zero"],
                 sentence(setting, baseline, n, entry["measures"][n], base[n], entry["difference"][n],
                          entry["games"]))
                for n in names if n in entry["difference"]]
        out.extend(text for _, text in sorted(said, key=lambda pair: pair[0]))  # stable: clear ones first
    return out


def many_measures(result: dict, measures=None) -> str:
    """The caution for a table that reads many measures at once: how many, and how many of them would look clear by
    chance alone if the rule changed nothing (5% of them: each is a 95% interval read alone). "" for one measure
    or fewer than 2 paired games (no interval, nothing marked)."""
    summary = result.get("summary", result)
    names = list(measures) if measures is not None else list(MEASURES)
    others = [e for s, e in summary["settings"].items() if s != summary["baseline"]]
    n = len(names) * len(others)
    if n < 2 or not any(e["games"] >= 2 for e in others):
        return ""
    return (f"Exploratory: {n} measures read at once. Each interval is a 95% interval read alone, so if the rule "
            f"changed nothing at all, about 1 in 20 of them would still look clear by chance ({n} x 5% = "
            f"{n * 0.05:g} on average). A clear difference in the one measure you predicted before the run is "
            f"evidence; one found by reading down the whole table is a question for the next run (more games, or "
            f"other deals).")


def quoted_numbers(text: str, result: dict, measures=None) -> list[str]:
    """The numbers written in ``text`` that are numbers of the experiment's summary for ``measures`` (default: all):
    a mean or an interval bound, of a setting or of a difference, as the text rounds it ("30", "£30.4", "-0.75";
    the sign is not compared: "0.75 fewer" quotes -0.75). A lesson's check asks an explanation for one, so that it
    engages with the run's own table."""
    summary = result.get("summary", result)
    names = list(measures) if measures is not None else list(MEASURES)
    values = []
    for entry in summary["settings"].values():
        for part in (entry["measures"], entry.get("difference", {})):
            for m in names:
                if m in part:
                    values.append(part[m]["mean"])
                    values.extend(part[m]["ci"] or [])
    found = []
    for number in re.findall(r"\d+(?:\.\d+)?", text if isinstance(text, str) else ""):
        decimals = len(number.split(".")[1]) if "." in number else 0
        if any(abs(round(abs(v), decimals) - float(number)) < 1e-9 for v in values):
            found.append(number)
    return found
