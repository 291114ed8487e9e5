"""The tutorial notebooks, shipped with the package, and the helpers they use.

The notebooks in this folder are the **source** (the teacher's version): each exercise's worked
solution sits between nbgrader's markers, ``### BEGIN SOLUTION`` and ``### END SOLUTION``, in a cell
marked as a solution cell (``metadata.nbgrader.solution``). A learner never works on these files:
``brass-widget tutorials DIR`` (``copy_tutorials``) writes the **learner's copy**, in which every
solution region is replaced by a short prompt (``# your move here``), so Run All never plays an
exercise for the learner; ``--teacher`` keeps the solutions (nbgrader's "source" layout).

Every check cell calls ``check``, which answers in plain words, "✓ ..." or "Not yet: ...", and never
raises, so a learner sees no traceback. With the environment variable ``BRASS_CHECKS=strict`` (the
tests, and nbgrader's autograder if a teacher wants it) a "Not yet" also raises ``NotYet``, so a
check that does not pass fails the run.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
PROMPT = "# your move here"
MANIFEST = ".brass-tutorials.json"
STRICT_ENV = "BRASS_CHECKS"
# Each notebook's first code cell: in the browser-only site (JupyterLite on Pyodide, ``scripts/build-lite.sh``) it
# installs the package from the site's own wheels; in any other kernel the condition is false and it does nothing.
LITE_INSTALL = '''# In the zero-install site (JupyterLite) this installs brass_widget; elsewhere it does nothing.
import sys

if sys.platform == "emscripten":
    import piplite

    await piplite.install("brass-widget[widget]")'''


class NotYet(AssertionError):
    """A check that did not pass, raised only in strict mode (``BRASS_CHECKS=strict``)."""


# -- checks -------------------------------------------------------------------------------------------
def _holds(condition) -> bool:
    """A condition may be a value or a function of no arguments; a function that fails counts as
    "not yet" (the learner has not made the position it looks at), except in strict mode."""
    if callable(condition):
        try:
            return bool(condition())
        except Exception:
            if strict():
                raise
            return False
    return bool(condition)


def strict() -> bool:
    return os.environ.get(STRICT_ENV, "").strip().lower() == "strict"


def check(condition, ok: str | Callable[[], str] = "done", not_yet: str | Callable[[], str] = "") -> None:
    """Answer a check cell in plain words: print "✓ <ok>" or "Not yet: <not_yet>".

    ``condition`` is a value, a function of no arguments, or a list of ``(condition, not_yet)`` steps
    checked in order: the first that does not hold gives the answer, so the learner hears about the
    first thing missing. ``ok`` and each ``not_yet`` may be functions, called only when that answer is
    given (so they may read things that exist only then). Never raises, unless the environment sets
    ``BRASS_CHECKS=strict``: then a "Not yet" also raises ``NotYet`` (for tests and autograders).
    Returns nothing, so a check cell shows the answer and nothing else."""
    steps = condition if isinstance(condition, list) else [(condition, not_yet)]
    for cond, message in steps:
        if not _holds(cond):
            text = "Not yet: " + (_text(message) or "not done yet")
            print(text)
            if strict():
                raise NotYet(text)
            return
    print("✓ " + _text(ok))


def _text(message) -> str:
    if callable(message):
        try:
            return str(message())
        except Exception:
            if strict():
                raise
            return ""
    return str(message)


# -- learner's copies ---------------------------------------------------------------------------------
def notebooks() -> list[Path]:
    """The shipped notebooks (the teacher's versions, with solutions), in order."""
    return sorted(HERE.glob("*.ipynb"))


def kernel_code(nb: dict) -> list[str]:
    """The sources of a notebook's code cells without the install cell (``LITE_INSTALL``: its top-level ``await``
    needs a kernel), for running a tutorial's own code with ``exec``."""
    return [_source(c) for c in nb["cells"] if c["cell_type"] == "code" and _source(c) != LITE_INSTALL]


def strip_source(source: str) -> tuple[str, int]:
    """Replace every solution region of a code cell's source by the prompt, at the marker's indent.

    Returns the new source and the number of regions removed. An unclosed region is an error, so a
    typo cannot leak a solution into a learner's copy."""
    out: list[str] = []
    regions = 0
    inside = False
    for line in source.splitlines(keepends=True):
        stripped = line.strip()
        if stripped.startswith(BEGIN):
            if inside:
                raise ValueError(f"{BEGIN} inside a solution region")
            inside = True
            regions += 1
            indent = line[: len(line) - len(line.lstrip())]
            out.append(indent + PROMPT + "\n")
        elif stripped.startswith(END):
            if not inside:
                raise ValueError(f"{END} without {BEGIN}")
            inside = False
        elif not inside:
            out.append(line)
    if inside:
        raise ValueError(f"{BEGIN} without {END}")
    return "".join(out).rstrip("\n"), regions


def _source(cell: dict) -> str:
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else src


def learner_version(nb: dict) -> dict:
    """A learner's copy of a notebook: solution regions replaced by the prompt; outputs, execution
    counts and widget state cleared."""
    nb = json.loads(json.dumps(nb))
    nb.get("metadata", {}).pop("widgets", None)
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        stripped, _ = strip_source(_source(cell))
        cell["source"] = stripped.splitlines(keepends=True)  # lines, as Jupyter writes them
        cell["outputs"] = []
        cell["execution_count"] = None
    return nb


def _fingerprint(nb: dict) -> str:
    """What a learner may have changed: the cells' types and sources (not outputs, which running a
    notebook changes without anyone editing it)."""
    cells = [[c.get("cell_type"), _source(c)] for c in nb.get("cells", [])]
    return hashlib.sha256(json.dumps(cells).encode("utf-8")).hexdigest()


def scenarios_used(nb: dict) -> list[str]:
    names = set()
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            names.update(re.findall(r"scenarios\.load\(\s*[\"']([a-z0-9_]+)[\"']", _source(cell)))
    return sorted(names)


def copy_tutorials(dest, *, teacher: bool = False, replace_edited: Callable[[str], bool] | None = None,
                   out=print) -> dict:
    """Write the tutorials into ``dest``: the learner's versions (no solutions), or with ``teacher``
    the source versions (solutions kept, nbgrader's layout), plus a ``scenarios/`` folder holding the
    scenario files the notebooks open, to read or adapt.

    Refreshing a folder made earlier updates every notebook the learner has not edited (same cells as
    when it was written; outputs do not count). An edited notebook is replaced only if
    ``replace_edited(name)`` says yes (the command line asks); otherwise it is kept as it is.
    Returns ``{"written": [...], "updated": [...], "unchanged": [...], "kept": [...]}``."""
    from .. import scenarios

    dest = Path(dest)
    dest.mkdir(parents=True, exist_ok=True)
    manifest_path = dest / MANIFEST
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        manifest = {}
    written_before = manifest.get("files", {})
    report: dict[str, list[str]] = {"written": [], "updated": [], "unchanged": [], "kept": []}
    files = {}
    needed: set[str] = set()
    for src in notebooks():
        nb = json.loads(src.read_text(encoding="utf-8"))
        needed.update(scenarios_used(nb))
        new = nb if teacher else learner_version(nb)
        text = json.dumps(new, indent=1, ensure_ascii=False) + "\n"
        target = dest / src.name
        if not target.exists():
            target.write_text(text, encoding="utf-8")
            report["written"].append(src.name)
        else:
            try:
                current = json.loads(target.read_text(encoding="utf-8"))
                now = _fingerprint(current)
            except (OSError, ValueError):
                now = None
            if now == _fingerprint(new):
                report["unchanged"].append(src.name)
            elif now is not None and now == written_before.get(src.name):
                target.write_text(text, encoding="utf-8")  # not edited since we wrote it: refresh
                report["updated"].append(src.name)
            elif replace_edited is not None and replace_edited(src.name):
                target.write_text(text, encoding="utf-8")
                report["updated"].append(src.name)
            else:
                report["kept"].append(src.name)
                files[src.name] = written_before.get(src.name)
                continue
        files[src.name] = _fingerprint(new)
    scen_dir = dest / "scenarios"
    scen_dir.mkdir(exist_ok=True)
    for name in sorted(needed):
        shutil.copyfile(scenarios.HERE / f"{name}.json", scen_dir / f"{name}.json")
    manifest = {"version": _package_version(), "teacher": teacher, "files": files}
    manifest_path.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    if out is not None:
        kind = "teacher's versions (with solutions)" if teacher else "learner's copies (no solutions)"
        out(f"Tutorials in {dest}: {kind}; {len(report['written'])} new, {len(report['updated'])} updated, "
            f"{len(report['unchanged'])} unchanged, {len(report['kept'])} kept as you edited them; "
            f"{len(needed)} scenarios in {scen_dir}.")
        for name in report["kept"]:
            out(f"  kept your edited {name} (the new version was not written)")
    return report


def _package_version() -> str:
    from .. import __version__
    return __version__
