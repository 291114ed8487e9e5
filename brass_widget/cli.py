"""The ``brass-widget`` command: tutorials, lab, export, simulate, experiment, rules, tournament, replay, review,
bench, classroom."""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import os
import shutil
import sys
from pathlib import Path

from . import __version__, simulation
from ._io import FileProblem, read_bytes
from .bots import BOTS
from .engine import Game, SavedGameError
from .engine.edition import edition_named
from .engine.limits import did_you_mean, shown

START = "00_start_here.ipynb"


def simulate(players: int, games: int, bots: list[str], seed: int, progress=None, edition: str = "lancashire",
             executor=None, workers: int | None = None, rules: dict | None = None) -> dict:
    """Play seeded games between bots; seat i plays bots[i % len(bots)]. ``executor``: any
    ``concurrent.futures`` executor (or ``workers`` local processes); the results are the same on any.
    ``progress``: None (a bar on a terminal, one updating line in a notebook), True or False, as for
    ``simulation.run``. ``rules``: house rules for every game (``Game.rule_knobs``), checked before any is played."""
    seats = [bots[i % len(bots)] for i in range(players)]
    house = Game.new(edition, players, seed, rules=rules).house_rules  # a bad knob: HouseRulesError, said at once
    specs = simulation.simulate_specs(players, games, bots, seed, edition=edition, rules=house)
    own = executor is None and workers is not None and workers > 1
    if own:
        executor = simulation.executor_for(workers)
    try:
        played = simulation.run(specs, executor=executor, progress=progress)
    finally:
        if own and executor is not None:  # None: no process pools here, played in this process
            executor.shutdown()
    rows = [{"seed": r["seed"], "scores": r["scores"]} for r in played]
    summary = []
    for s, name in enumerate(seats):
        mine = [row["scores"][s] for row in rows]
        summary.append({
            "seat": s, "bot": name,
            "wins": sum(1 for r in mine if r["rank"] == 1),
            "mean_vp": round(sum(r["vp"] for r in mine) / games, 2),
            "mean_income_level": round(sum(r["income_level"] for r in mine) / games, 2),
            "mean_money": round(sum(r["money"] for r in mine) / games, 2),
        })
    out = {"edition": edition, "players": players, "games": games, "seed": seed, "seats": seats, "summary": summary,
           "results": rows, "table": simulation.tidy(played)}
    if house:
        out["rules"] = house
    return out


def _table(headers: list[str], rows: list[list]) -> str:
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths))
    out = [line, "  ".join("-" * w for w in widths)]
    out += ["  ".join(str(x).ljust(w) for x, w in zip(row, widths)) for row in rows]
    return "\n".join(out)


def _bot_names(text: str) -> list[str] | None:
    """The comma-separated bot levels of ``--bots``; None (after saying why on stderr) for an unknown one."""
    bots = [b.strip() for b in text.split(",") if b.strip()]
    unknown = [b for b in bots if b not in BOTS]
    if unknown or not bots:
        hint = did_you_mean(unknown[0], BOTS) if len(unknown) == 1 else ""
        print(f"error: unknown bot(s) {', '.join(unknown) or '(none)'}{hint}; choose from {', '.join(BOTS)}",
              file=sys.stderr)
        return None
    return bots


def _at_least_one(*flags: tuple[str, int | None]) -> bool:
    """False (after saying which on stderr) if a given flag's number is below 1; None means not given."""
    for flag, value in flags:
        if value is not None and value < 1:
            print(f"error: {flag} must be at least 1", file=sys.stderr)
            return False
    return True


def _weights_arg(text: str | None):
    """``--weights``: a JSON object of ``bots.evaluation.Weights`` fields, or None if not given; False (after
    saying why on stderr) for anything else."""
    if text is None:
        return None
    from dataclasses import fields

    from .bots.evaluation import Weights
    names = {f.name for f in fields(Weights)}
    try:
        weights = json.loads(text)
    except (ValueError, RecursionError):  # RecursionError: arrays or objects nested thousands deep
        weights = None
    if (not isinstance(weights, dict) or not set(weights) <= names
            or not all(isinstance(v, (int, float)) and math.isfinite(v) for v in weights.values())):
        print(f"error: --weights takes a JSON object of the strong bot's weights: {', '.join(sorted(names))}",
              file=sys.stderr)
        return False
    return weights


def _result(run, as_json: bool) -> tuple[dict | None, int]:
    """``run()``'s result to print as a table, or (None, exit code): 2 after a ValueError said on stderr, 0
    after the result was printed as JSON (``--json``)."""
    try:
        result = run()
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return None, 2
    if as_json:
        print(json.dumps(result, indent=1))
        return None, 0
    return result, 0


def _rules_arg(texts: list[str] | None, edition: str, flag: str = "--rule") -> dict | None:
    """``--rule NAME=VALUE`` (repeatable): the house rules, a list knob's numbers separated by commas
    (``--rule coal_prices=1,1,2,2,3,3``); None if none given. A knob that does not exist, or a malformed one, raises
    HouseRulesError (a misspelt knob with the library's suggestion); ``flag`` is the option the words name (the
    knobs of ``--setting`` come here too)."""
    if not texts:
        return None
    from .engine import HouseRulesError
    from .engine.edition import load_edition
    from .engine.house_rules import check_names
    lists = {k["name"] for k in Game.rule_knobs(edition) if k["type"] == "ints"}
    rules = {}
    for text in texts:
        name, sep, value = text.partition("=")
        name = name.strip()
        if sep and name:
            check_names(load_edition(edition_named(edition)), [name])  # a misspelt knob: named, with a suggestion
        try:
            numbers = [int(x) for x in value.split(",") if x.strip()] if sep else None
        except ValueError:
            numbers = None
        if not name or numbers is None or (name not in lists and len(numbers) != 1):
            form = "KNOB=NUMBER, or KNOB=N,N,... for a list knob" if flag == "--setting" else \
                "NAME=NUMBER, or NAME=N,N,... for a list"
            raise HouseRulesError(f"{flag} takes {form}, not {shown(text, 60)}")
        rules[name] = numbers if name in lists else numbers[0]
    return rules


def knob_rows(edition: str) -> list[list[str]]:
    """Each house-rule knob of ``edition`` as ``[name, default, range, meaning]`` (``brass-widget rules``)."""
    rows = []
    for k in Game.rule_knobs(edition):
        d = k["default"]
        if isinstance(d, dict):
            default = "; ".join(f"{c} players: {' '.join(map(str, v if isinstance(v, list) else [v]))}"
                                for c, v in d.items())
        elif isinstance(d, list):
            default = " ".join(map(str, d)) if len(d) <= 20 else f"{len(d)} numbers, {d[0]} to {d[-1]}"
        else:
            default = str(d)
        top = f"the length of {k['at_most_length_of']}" if "at_most_length_of" in k else k["max"]
        span = f"{k['min']} to {top} ({k['unit']})"
        if k["type"] == "ints":
            low, high = k["length"]
            count = f"{low} numbers" if low == high else f"{low} to {high} numbers"
            span = f"{count}, each {span}"
        rows.append([k["name"], default, span, k["meaning"]])
    return rows


def _cmd_rules(args) -> int:
    """The house-rule knobs of an edition: each one's name, default, range and meaning."""
    if args.json:
        print(json.dumps(Game.rule_knobs(args.edition), indent=1, ensure_ascii=False))
        return 0
    title = next(e["title"] for e in Game.editions() if e["edition"] == args.edition)
    print(f"{title}: the house rules (knobs) a game or an experiment may change, e.g. "
          f"brass-widget experiment {args.edition} --setting 'NAME:KNOB=VALUE,KNOB=N,N,N' "
          f"(a list knob's numbers separated by commas)")
    for name, default, span, meaning in knob_rows(args.edition):
        print(f"\n{name}\n  default: {default}\n  range: {span}\n  meaning: {meaning}")
    return 0


def _cmd_simulate(args) -> int:
    bots = _bot_names(args.bots)
    if bots is None:
        return 2
    if not _at_least_one(("--games", args.games), ("--workers", args.workers)):
        return 2
    result, code = _result(lambda: simulate(args.players, args.games, bots, args.seed, progress=not args.json,
                                            edition=args.edition, workers=args.workers,
                                            rules=_rules_arg(args.rule, args.edition)), args.json)
    if result is None:
        return code
    if result.get("rules"):
        print("house rules: " + ", ".join(f"{k}={v}" for k, v in result["rules"].items()))
    rows = [[s["seat"], s["bot"], s["wins"], f"{100 * s['wins'] / args.games:.0f}%", s["mean_vp"],
             s["mean_income_level"], s["mean_money"]] for s in result["summary"]]
    print(_table(["seat", "bot", "wins", "win %", "mean VP", "mean income", "mean £"], rows))
    return 0


def _settings_arg(texts: list[str] | None, edition: str) -> dict[str, dict | None]:
    """``--setting NAME:KNOB=VALUE,KNOB=VALUE`` (repeatable; a list knob's numbers follow it, separated by commas:
    ``dear:coal_prices=2,2,3,3,loan=50``; ``NAME`` alone: the standard rules), in order. The first is the
    baseline; when none plays the standard rules, ``standard`` is put first. A malformed one, a repeated name or a
    bad knob raises HouseRulesError (a misspelt knob with the library's suggestion)."""
    from .engine import HouseRulesError
    settings: dict[str, dict | None] = {}
    for text in texts or []:
        name, colon, rest = text.partition(":")
        name = name.strip()
        if not colon and "=" in name:  # 'big loans=10,20,50': a knob without the colon would play the standard rules
            head, _, knob = name.rpartition(" ")
            raise HouseRulesError(f"--setting {shown(text, 60)} has a knob but no colon: write NAME:KNOB=VALUE,..., "
                                  f"e.g. {shown((head.strip() or 'NAME') + ':' + knob, 60)}")
        knobs: list[str] = []
        for part in (x.strip() for x in rest.split(",")):
            if "=" in part:
                knobs.append(part)
            elif part and knobs:  # one more number of the list knob before it
                knobs[-1] += f",{part}"
            elif part:
                knobs = []
                name = ""
                break
        if not name or "=" in name:
            raise HouseRulesError(f"--setting takes NAME:KNOB=VALUE,KNOB=VALUE..., not {shown(text, 60)}")
        if name in settings:
            raise HouseRulesError(f"--setting {shown(name, 40)} is given twice: each setting needs its own name")
        try:
            settings[name] = _rules_arg(knobs, edition, "--setting")
        except HouseRulesError as e:
            raise HouseRulesError(f"setting {shown(name, 40)}: {e}") from None
    if not any(not rules for rules in settings.values()):
        if "standard" in settings:
            raise HouseRulesError("the setting named 'standard' changes rules: name it otherwise, or add "
                                  "--setting standard (no knobs) as the baseline")
        settings = {"standard": None, **settings}
    return settings


def _cmd_experiment(args) -> int:
    """An economics-lab experiment: its summary as a table, then its findings in words. A bad setting (a knob
    that does not exist, a bad value) is one line on stderr and exit code 1."""
    from . import lab, lab_stats
    from .engine import HouseRulesError
    from .engine.house_rules import house_rules_text
    from .lab_words import MEASURES, many_measures, plural
    bots = _bot_names(args.bots)
    if bots is None:
        return 2
    if not _at_least_one(("--games", args.games), ("--workers", args.workers), ("--players", args.players)):
        return 2
    executor = None
    try:
        settings = _settings_arg(args.setting, args.edition)
        executor = simulation.executor_for(args.workers)
        result = lab.experiment(args.edition, args.players, settings, bots=bots, games=args.games, seed=args.seed,
                                executor=executor, progress=not args.json)
    except HouseRulesError as e:
        print(_one_line(f"error: {e}"), file=sys.stderr)
        return 1
    except ValueError as e:
        print(_one_line(f"error: {e}"), file=sys.stderr)
        return 2
    finally:
        if executor is not None:
            executor.shutdown()
    said = lab.findings(result)
    if args.json:
        print(json.dumps({**result, "findings": said}, indent=1, ensure_ascii=False))
        return 0
    summary = result["summary"]
    base = summary["baseline"]
    names = list(summary["settings"])
    print(f"{args.edition}, {args.players} players, {args.games} games per setting (seeds {args.seed} to "
          f"{args.seed + args.games - 1}: the same deals under every setting), bots: {', '.join(bots)}")
    for name, rules in result["settings"].items():
        words = house_rules_text(Game.new(args.edition, args.players, args.seed, rules=rules).edition) if rules \
            else "the standard rules"
        print(f"  {name}{' (baseline)' if name == base else ''}: {words}")

    def shown_ci(entry: dict) -> str:
        if entry["ci"] is None:
            return f"{entry['mean']:.2f} (no interval)"
        return f"{entry['mean']:.2f} [{entry['ci'][0]:.2f}, {entry['ci'][1]:.2f}]"
    rows = []
    for m, measure in MEASURES.items():
        row = [measure.title] + [shown_ci(summary["settings"][n]["measures"][m]) for n in names]
        for n in names[1:]:
            diff = summary["settings"][n]["difference"][m]
            row.append(shown_ci(diff) + (" *" if diff["excludes_zero"] else ""))
        rows.append(row)
    print(_table(["measure (mean per game [95% interval])", *names, *(f"{n} - {base}" for n in names[1:])], rows))
    if len(names) > 1:
        if args.games < lab_stats.MIN_GAMES:
            print(f"No interval and no * from {plural(args.games, 'game')} per setting: an interval needs at least "
                  f"{lab_stats.MIN_GAMES} paired games (the spread between games is what measures the noise).")
        else:
            print(f"* the 95% interval of the paired difference (Student's t) leaves out 0: more than the noise of "
                  f"{plural(args.games, 'game')}")
            print(many_measures(result))
        print("\nFindings:")
        for text in said:
            print(f"- {text}")
    return 0


def tournament(lineup: list[str], games: int, seed: int = 0, edition: str = "lancashire",
               bot_options: dict[str, dict] | None = None, executor=None, workers: int | None = None,
               progress=None) -> dict:
    """A seeded tournament (``simulation.tournament_specs``: seats rotated over each deal) and its table
    (``simulation.tournament_summary``), plus the tidy rows. ``executor`` or ``workers`` as for
    ``simulate``: the table is the same on any, apart from the seconds per decision. ``progress``: as for
    ``simulate``; it moves during a long game too (the decisions so far, or the elapsed time)."""
    own = executor is None and workers is not None and workers > 1
    if own:
        executor = simulation.executor_for(workers)
    try:
        return simulation.tournament(lineup, games, seed=seed, edition=edition, bot_options=bot_options,
                                     executor=executor, progress=progress)
    finally:
        if own and executor is not None:  # None: no process pools here, played in this process
            executor.shutdown()


def _cmd_tournament(args) -> int:
    bots = _bot_names(args.bots)
    if bots is None:
        return 2
    if not _at_least_one(("--games", args.games), ("--workers", args.workers), ("--players", args.players),
                         ("--samples", args.samples), ("--width", args.width), ("--max-evals", args.max_evals),
                         ("--deep-width", args.deep_width)):
        return 2
    if args.depth is not None and args.depth not in (0, 1, 2):
        print("error: --depth must be 0 (the strong bot plans its own turn), 1 (and the others' replies) or 2 "
              "(and its own next turn)", file=sys.stderr)
        return 2
    weights = _weights_arg(args.weights)
    if weights is False:
        return 2
    most = max(next(e["players"] for e in Game.editions() if e["edition"] == args.edition))  # 4; Duel's 2
    players = args.players or (len(bots) if len(bots) > 1 else most)
    lineup = [bots[s % len(bots)] for s in range(players)]
    strong = {k: v for k, v in (("samples", args.samples), ("width", args.width), ("max_evals", args.max_evals),
                                ("depth", args.depth), ("deep_width", args.deep_width), ("weights", weights))
              if v is not None}
    result, code = _result(lambda: tournament(lineup, args.games, seed=args.seed, edition=args.edition,
                                              bot_options={"strong": strong} if strong else None,
                                              workers=args.workers, progress=not args.json), args.json)
    if result is None:
        return code
    print(f"{args.edition}, {players} players, {result['games']} games (seed {args.seed}; seats rotated over each "
          f"deal): {', '.join(lineup)}" + (f"; strong bot {strong}" if strong else ""))
    rows = [[b["bot"], b["games"], f"{b['mean_vp']:.1f} [{b['vp_ci'][0]:.1f}, {b['vp_ci'][1]:.1f}]",
             f"{b['wins']} ({100 * b['win_rate']:.0f}% [{100 * b['win_ci'][0]:.0f}, {100 * b['win_ci'][1]:.0f}])",
             "-" if b["mean_s"] is None else f"{b['mean_s']:.3f}",
             "-" if b["median_s"] is None else f"{b['median_s']:.3f}"] for b in result["bots"]]
    print(_table(["bot", "seats", "mean VP [95% CI]", "wins (rate [95% Wilson CI])", "mean s/decision",
                  "median s/decision"], rows))
    label = "self-play winner's mean VP" if result["self_play"] else "winner's mean VP"
    print(f"{label}: {result['winner_mean_vp']:.1f} [{result['winner_vp_ci'][0]:.1f}, {result['winner_vp_ci'][1]:.1f}]")
    return 0


def _one_line(text: str, limit: int = 2000) -> str:
    """A message as one line of printable text (control characters escaped), cut to ``limit``."""
    out = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return out if len(out) <= limit else out[: limit - 3] + "..."


def _cmd_replay(args) -> int:
    """Check a saved game and print its scores. Every failure is one line on stderr and exit code 1."""
    name = shown(args.file)
    g = _load_saved(args.file)
    if g is None:
        return 1
    if args.edition is not None and g.edition.id != args.edition:
        print(_one_line(f"error: {name} is a {g.edition.title} game, not {args.edition}"), file=sys.stderr)
        return 1
    where = f"{g.era} era, round {g.round}" if g.edition.eras.name(g.era) else f"round {g.round}"  # Duel: no eras
    status = "final scores" if g.is_over else f"standings ({where}, not finished)"
    print(_one_line(f"{name}: valid {g.edition.title} game, {len(g.history)} decisions; {status}"))
    rows = [[r["rank"], r["player"], r["vp"], r["income_level"], r["money"]] for r in g.final_scores()]
    print(_table(["rank", "player", "VP", "income", "£"], rows))
    return 0


def _load_saved(path: str):
    """A saved game read from ``path``, or None after one line on stderr saying what is wrong."""
    name = shown(path)
    try:
        return Game.from_json(read_bytes(path))
    except FileProblem as e:
        print(_one_line(f"error: {e}"), file=sys.stderr)
    except SavedGameError as e:
        print(_one_line(f"error: {name} is not a valid saved game: {e}"), file=sys.stderr)
    except Exception as e:  # noqa: BLE001 - a bug must still be one line, not a traceback
        print(_one_line(f"error: {name} could not be checked ({type(e).__name__}); this is a bug, "
                        "please report it"), file=sys.stderr)
    return None


def _cmd_review(args) -> int:
    """Weigh a saved game decision by decision (``brass_widget.review``): print the marked decisions and write the
    evaluation graph as an HTML page. Every failure is one line on stderr and exit code 1 (2: a bad option)."""
    from .review import review
    if not _at_least_one(("--workers", args.workers), ("--max-decisions", args.max_decisions)):
        return 2
    g = _load_saved(args.file)
    if g is None:
        return 1
    out = Path(args.out) if args.out else Path(args.file).with_suffix(".review.html")
    executor = simulation.executor_for(args.workers)
    try:
        numbers = None if args.max_decisions is None else range(1, min(args.max_decisions, len(g.history)) + 1)
        result = review(g, seat=args.seat, seed=args.seed, executor=executor, progress=False if args.quiet else None,
                        numbers=numbers)
    except (TypeError, ValueError) as e:
        print(_one_line(f"error: {shown(args.file)}: {e}"), file=sys.stderr)
        return 1
    finally:
        if executor is not None:
            executor.shutdown()
    print(_one_line(f"{shown(args.file)}: {g.edition.title} game, {len(g.history)} decisions, "
                    f"{len(result.decisions)} weighed by the coach (docs/review.md says what the marks mean)"))
    for line in result.lines():
        print(_one_line(line))
    try:
        result.graph().write_html(out, include_plotlyjs=True)
    except ImportError as e:  # a base install: the charts are the widget extra's
        print(_one_line(f"error: no graph written: {e}"), file=sys.stderr)
        return 1
    except OSError as e:
        print(_one_line(f"error: cannot write the graph to {out}: {e}"), file=sys.stderr)
        return 1
    print(_one_line(f"wrote {out}: each seat's projected final VP across the game, with the marked decisions"))
    return 0


def _cmd_bench(args) -> int:
    from .bench import run
    result = run(games=args.games, repeats=args.repeats, editions=[args.edition] if args.edition else None)
    if args.json:
        print(json.dumps(result, indent=1))
        return 0 if result["budget"]["met"] else 1
    for name, one in result["editions"].items():
        gps = one["games_per_second"]
        rng = one["games_per_second_range"]
        print(f"{name}: random games per second (legal_actions at every decision; median of {args.repeats} runs "
              f"of {args.games} games, range): " + ", ".join(f"{n}p {gps[n]} ({rng[n][0]}-{rng[n][1]})" for n in gps))
        print(f"{name}: decisions per game: {one['decisions_per_game']}")
        view = f", view model {one['view_model_us']} us" if "view_model_us" in one else ""
        print(f"{name}: median legal_actions() {one['legal_actions_us']} us, apply() {one['apply_us']} us, "
              f"to_json() {one['to_json_us']} us{view}")
        b = one["budget"]
        if not b.get("applies", True):  # Brass Duel: 2 players; the budget is for four-player games
            print(f"{name}: no four-player budget ({name} is not played by 4 players)")
            continue
        verdict = "met" if b["met"] else "NOT met"
        print(f"{name}: budget (>= {b['four_player_games_per_second_min']} four-player games/s): {verdict}; "
              f"1000 four-player games take {b['seconds_for_1000_four_player_games']} s")
    return 0 if result["budget"]["met"] else 1


def _edition_arg(text: str) -> str:
    names = [e["edition"] for e in Game.editions()]
    name = edition_named(text)
    if name not in names:
        raise argparse.ArgumentTypeError(f"unknown edition {shown(text, 40)}{did_you_mean(text, names)}: choose from "
                                         f"{', '.join(names)}")
    return name


def _ask_replace(name: str) -> bool:
    """Ask before replacing a notebook the learner edited; without a terminal to ask, keep it."""
    if not sys.stdin.isatty():
        return False
    try:
        answer = input(f"{name} has your edits. Replace it with the new version (your edits are lost)? [y/N] ")
    except EOFError:
        return False
    return answer.strip().lower() in ("y", "yes")


def _copy(dest: str, teacher: bool, replace_edited: bool) -> int:
    from .tutorials import copy_tutorials
    try:
        copy_tutorials(dest, teacher=teacher, replace_edited=(lambda _name: True) if replace_edited else _ask_replace)
    except OSError as e:
        print(f"error: cannot write the tutorials to {dest}: {e}", file=sys.stderr)
        return 1
    return 0


def _cmd_tutorials(args) -> int:
    code = _copy(args.dir, args.teacher, args.replace_edited)
    if code == 0:
        print(f"Open {Path(args.dir) / '00_start_here.ipynb'} in JupyterLab, Notebook 7, VS Code or Colab "
              f"(or run: brass-widget lab {args.dir}).")
    return code


def lab_command(folder: str, extra: list[str], as_root: bool | None = None) -> list[str]:
    """The JupyterLab command ``brass-widget lab`` runs: served from the tutorials folder, its address
    opening 00_start_here, and allowed to run as root (Docker, classroom machines)."""
    as_root = (hasattr(os, "geteuid") and os.geteuid() == 0) if as_root is None else as_root
    cmd = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={Path(folder).resolve()}",
           f"--LabApp.default_url=/lab/tree/{START}"]
    if as_root:
        cmd.append("--allow-root")
    if not any(a.split("=")[0] in ("--log-level", "--ServerApp.log_level", "--Application.log_level") for a in extra):
        # the server's start-up chatter (extensions loaded, ...) is INFO: left out, the address to open (logged as
        # CRITICAL by jupyter_server) is the last thing printed, not buried under it; warnings and errors still show
        cmd.append("--Application.log_level=WARN")  # the server and JupyterLab alike
    return cmd + list(extra)


LAB_CONFIG = Path(__file__).parent / "jupyter_config"  # JupyterLab defaults for the learner (its README.md)


def lab_env(environ=None) -> dict:
    """The environment ``brass-widget lab`` starts JupyterLab in: ``environ`` (default: this process's) with
    LAB_CONFIG first on ``JUPYTER_CONFIG_PATH``, so JupyterLab saves widget state with the notebook by default
    and an export shows each board as the learner left it (a default the learner may change in Settings)."""
    env = dict(os.environ if environ is None else environ)
    env["JUPYTER_CONFIG_PATH"] = os.pathsep.join(p for p in (str(LAB_CONFIG), env.get("JUPYTER_CONFIG_PATH", "")) if p)
    return env


def _cmd_lab(args, extra: list[str]) -> int:
    if not args.no_copy:
        code = _copy(args.dir, False, False)
        if code:
            return code
    if not (Path(args.dir) / START).exists():
        print(f"error: {Path(args.dir) / START} does not exist (run without --no-copy)", file=sys.stderr)
        return 1
    if shutil.which("jupyter-lab") is None and not _has_module("jupyterlab"):
        print("error: JupyterLab is not installed: pip install 'brass-widget[lab]'", file=sys.stderr)
        return 1
    cmd = lab_command(args.dir, extra)
    print(f"Starting JupyterLab on {Path(args.dir) / START}: open the address printed below "
          f"(it ends in /lab/tree/{START}). Stop with Ctrl+C.", flush=True)
    os.execve(cmd[0], cmd, lab_env())  # replaces this process, so Ctrl+C reaches JupyterLab alone
    return 0  # pragma: no cover


def _has_module(name: str) -> bool:
    import importlib.util
    return importlib.util.find_spec(name) is not None


def _cmd_export(args) -> int:
    from .export import export_html
    missing = [m for m in ("nbformat", "nbconvert", "nbclient") if importlib.util.find_spec(m) is None]
    if missing:
        print(f"error: export needs {', '.join(missing)}: pip install 'brass-widget[export]'", file=sys.stderr)
        return 1
    try:
        out = export_html(args.notebook, args.output, execute=args.execute)
    except (OSError, ValueError) as e:  # FileProblem: a FIFO, a device, too big, not a notebook
        print(_one_line(f"error: cannot export {args.notebook}: {e}"), file=sys.stderr)
        return 1
    except Exception as e:  # a cell that failed while executing: nbclient's CellExecutionError
        print(f"error: {args.notebook} did not run to the end: {type(e).__name__}: {str(e)[:2000]}", file=sys.stderr)
        return 1
    print(f"wrote {out}: the board pictures and the charts, viewable offline")
    return 0


def _cmd_classroom(args) -> int:
    if not 0 <= args.port <= 65535:
        print(f"error: --port is 0 to 65535, not {args.port}", file=sys.stderr)
        return 2
    from .classroom.server import main as serve_class
    return serve_class(args.host, args.port, args.data)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="brass-widget", description="Brass rules engine, bots and tutorials")
    parser.add_argument("--version", action="version", version=f"brass-widget {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("simulate", help="play seeded games between bots and report the results")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=10, help=f"games to play (1 to {simulation.MAX_GAMES:,})")
    p.add_argument("--bots", default="random", help=f"comma-separated, seat by seat: {', '.join(BOTS)}")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.add_argument("--edition", type=_edition_arg, default="lancashire", help="lancashire (default), birmingham, duel")
    p.add_argument("--rule", action="append", metavar="NAME=VALUE",
                   help="a house rule, e.g. --rule loan=50 or --rule coal_prices=1,1,2,2,3,3,4,4,5,5 (repeatable; "
                        "brass-widget rules EDITION lists the knobs)")
    p.add_argument("--workers", type=int, default=1,
                   help="local processes to play the games on (1, the default: this process); same results")
    p.set_defaults(func=_cmd_simulate)
    p = sub.add_parser("experiment", help="an economics-lab experiment: the same seeded deals under each house-rule "
                                          "setting; a table with 95%% intervals and the findings in words",
                       description="Example: brass-widget experiment birmingham --players 2 --setting "
                                   "'£50 loans:loan=50' --games 20. The first setting is the baseline (the "
                                   "standard rules, put first when no setting plays them).")
    p.add_argument("edition", type=_edition_arg, help="lancashire, birmingham or duel")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--setting", action="append", metavar="NAME:KNOB=VALUE,...",
                   help="a setting to compare (repeatable): its name, a colon and its house rules, e.g. "
                        "'£50 loans:loan=50' or 'dear coal:coal_prices=2,2,3,3,4,4,5,5,6,6,7,7,8,8,loan=40' (a list "
                        "knob's numbers follow it); a name alone plays the standard rules. brass-widget rules EDITION "
                        "lists the knobs")
    p.add_argument("--bots", default="greedy", help=f"comma-separated, seat by seat: {', '.join(BOTS)}")
    p.add_argument("--games", type=int, default=10,
                   help=f"games per setting (game i of each: seed + i); at most {simulation.MAX_GAMES:,} games in "
                        "all, every setting counted")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=1,
                   help="local processes to play the games on (1, the default: this process); same results")
    p.add_argument("--json", action="store_true", help="print the result (table, markets, summary, findings) as JSON")
    p.set_defaults(func=_cmd_experiment)
    p = sub.add_parser("rules", help="list an edition's house-rule knobs: each one's default, range and meaning")
    p.add_argument("edition", type=_edition_arg, help="lancashire, birmingham or duel")
    p.add_argument("--json", action="store_true", help="print Game.rule_knobs(edition) as JSON")
    p.set_defaults(func=_cmd_rules)
    p = sub.add_parser("tournament", help="a seeded tournament with seats rotated: VP and win rates with 95%% CIs, "
                                          "seconds per decision")
    p.add_argument("--bots", default="strong,greedy,greedy,greedy",
                   help=f"comma-separated, seat by seat, repeated to fill the table: {', '.join(BOTS)}")
    p.add_argument("--players", type=int, default=None, help="default: one per bot named (one bot: the edition's most)")
    p.add_argument("--games", type=int, default=8, help="games (a multiple of players: every bot plays every seat; "
                                                         f"1 to {simulation.MAX_GAMES:,})")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--edition", type=_edition_arg, default="lancashire", help="lancashire (default), birmingham, duel")
    p.add_argument("--workers", type=int, default=1, help="local processes (1, the default: this process)")
    p.add_argument("--samples", type=int, default=None, help="strong bot: deals sampled per decision")
    p.add_argument("--width", type=int, default=None, help="strong bot: first decisions planned to the turn's end")
    p.add_argument("--max-evals", type=int, default=None, help="strong bot: evaluations per decision at most")
    p.add_argument("--depth", type=int, default=None,
                   help="strong bot: how far it plans: 0 its own turn (the strong bot before depth), 1 and the "
                        "others' replies, 2 (the default) and its own next turn")
    p.add_argument("--deep-width", type=int, default=None, help="strong bot: best turns planned past the turn")
    p.add_argument("--weights", default=None,
                   help="strong bot: its evaluation's weights as JSON, e.g. '{\"open_markets\": false}'")
    p.add_argument("--json", action="store_true", help="print the table and the tidy rows as JSON")
    p.set_defaults(func=_cmd_tournament)
    p = sub.add_parser("replay", help="validate a saved game (a regular file of at most 8 MB) and print its scores")
    p.add_argument("file")
    p.add_argument("--edition", type=_edition_arg, default=None, help="refuse a file of another edition")
    p.set_defaults(func=_cmd_replay)
    p = sub.add_parser("review", help="weigh a saved game decision by decision with the coach: print the marked "
                                      "decisions and write the evaluation graph (HTML)")
    p.add_argument("file", help="a saved game (Game.to_json; a regular file of at most 8 MB)")
    p.add_argument("--out", default=None, help="the graph's HTML page (default: FILE with .review.html)")
    p.add_argument("--seat", type=int, default=None,
                   help="review one seat's decisions only, from its own view (needed for a game not finished)")
    p.add_argument("--seed", type=int, default=0, help="the coach's deals (default 0)")
    p.add_argument("--workers", type=int, default=1,
                   help="local processes to weigh the decisions on (1, the default: this process); same review")
    p.add_argument("--max-decisions", type=int, default=None, help="weigh only the game's first N decisions")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=_cmd_review)
    p = sub.add_parser("bench", help="performance figures: games per second per edition (compare within one run)")
    p.add_argument("--games", type=int, default=10, help="games per run, for each player count")
    p.add_argument("--repeats", type=int, default=3, help="runs per player count; the median is reported")
    p.add_argument("--json", action="store_true")
    p.add_argument("--edition", type=_edition_arg, default=None, help="one edition (default: every edition)")
    p.set_defaults(func=_cmd_bench)
    p = sub.add_parser("tutorials", help="copy the tutorial notebooks into a folder (learner's copies)")
    p.add_argument("dir", help="the folder to write (made if missing; refreshed if made before)")
    p.add_argument("--teacher", action="store_true",
                   help="keep the worked solutions (nbgrader's source layout; the default removes them)")
    p.add_argument("--replace-edited", action="store_true",
                   help="replace notebooks you edited without asking (default: ask, or keep them)")
    p.set_defaults(func=_cmd_tutorials)
    p = sub.add_parser("export", help="a notebook as one HTML page (board pictures and charts, offline too)")
    p.add_argument("notebook", help="the notebook: a regular file of at most 64 MB")
    p.add_argument("-o", "--output", default=None, help="the HTML file (default: next to the notebook)")
    p.add_argument("--execute", action="store_true",
                   help="run the notebook again first (by default the page keeps the outputs as saved: your work)")
    p.add_argument("--no-execute", action="store_true", help=argparse.SUPPRESS)  # the default now; kept for old scripts
    p.set_defaults(func=_cmd_export)
    p = sub.add_parser("classroom", help="serve a class: tables of people and bots over a JSON API "
                       "(docs/classroom.md); prints the teacher's address")
    p.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: 127.0.0.1, this machine)")
    p.add_argument("--port", type=int, default=8765, help="the port (default: 8765; 0: any free port)")
    p.add_argument("--data", default="brass-classroom", help="the folder of the class's store (default: "
                   "./brass-classroom); a restart on the same folder resumes every table")
    p.set_defaults(func=_cmd_classroom)
    p = sub.add_parser("lab", help="make or refresh a working copy of the tutorials and open JupyterLab on 00",
                       description="Other options are passed to JupyterLab (e.g. --no-browser --port=8890).")
    p.add_argument("dir", nargs="?", default="brass-tutorials", help="the working copy (default: brass-tutorials)")
    p.add_argument("--no-copy", action="store_true", help="open the folder as it is, without refreshing it")
    p.set_defaults(func=_cmd_lab)
    args, extra = parser.parse_known_args(argv)
    if args.func is _cmd_lab:
        return _cmd_lab(args, extra)
    if extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
