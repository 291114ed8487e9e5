#!/usr/bin/env bash
# The tutorials' tests: the shipped notebooks are clean and follow the nbgrader convention; a learner's copy
# runs without doing the exercises; `bash scripts/lab.sh` works as root; the teachers' versions run under
# nbval with every check strict; JupyterLab, Notebook 7, Voilà and nbconvert exports in Chromium; Binder's install.
# Assumes the dev venv is on PATH (scripts/test.sh sets it up). Set SKIP_BINDER=1 to skip the fresh install.
set -euo pipefail
cd "$(dirname "$0")/.."

# Binder: a fresh environment from binder/requirements.txt, then binder/postBuild. It installs from the registries
# (mostly waiting on the network), so it runs in the background while the notebooks' tests use the cores.
binder_check() {
  echo "== Binder: a fresh environment from binder/requirements.txt, then binder/postBuild"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  python3 -m venv "$tmp/venv"
  "$tmp/venv/bin/python" -m pip install -qq --upgrade pip
  "$tmp/venv/bin/python" -m pip install -qq -r binder/requirements.txt  # ".[lab]" = this repository, as Binder does
  mkdir "$tmp/repo" "$tmp/home"
  # as repo2docker runs it, with a home of its own: postBuild writes ~/.jupyter/labconfig, which must not touch this
  # machine's own JupyterLab settings (nor the tests running beside it)
  (cd "$tmp/repo" && HOME="$tmp/home" PATH="$tmp/venv/bin:$PATH" bash "$OLDPWD/binder/postBuild")
  (cd "$tmp" && BINDER_COPY="$tmp/repo/work/tutorials" BINDER_HOME="$tmp/home" "$tmp/venv/bin/python" - <<'PY'
import json
import os
from pathlib import Path

import brass_widget
from brass_widget import BoardWidget, Game, charts, scenarios
from brass_widget.tutorials import notebooks

assert "site-packages" in brass_widget.__file__, brass_widget.__file__  # the installed copy, not the checkout
names = scenarios.list_scenarios()
assert len(names) >= 10
for name in names:
    scenarios.load(name)
shipped = [p.name for p in notebooks()]
assert len(shipped) == 21 and "site-packages" in str(notebooks()[0]), shipped  # the notebooks are package data
copy = Path(os.environ["BINDER_COPY"])
assert sorted(p.name for p in copy.glob("*.ipynb")) == shipped, "postBuild wrote the learner's copies"
saved = json.loads((Path(os.environ["BINDER_HOME"]) / ".jupyter/labconfig/default_setting_overrides.json").read_text())
assert saved["@jupyter-widgets/jupyterlab-manager:plugin"] == {"saveState": True}, "postBuild set the widget default"
start = json.loads((copy / "00_start_here.ipynb").read_text())
code = "".join("".join(c["source"]) for c in start["cells"] if c["cell_type"] == "code")
assert "### BEGIN SOLUTION" not in code and "# your move here" in code, "learner's copies have no solutions"
from jupyter_core.paths import jupyter_path
# the classroom board's Voilà template (classroom_board.ipynb names it), where Voilà looks for templates
assert any((Path(d) / "voila/templates/brass-classroom/index.html.j2").exists() for d in jupyter_path()), jupyter_path()
w = BoardWidget(scenarios.load("first_build"), teacher=True)
assert w.play("build cotton_mill manchester card cotton_mill"), w.error
assert [t.name for t in charts.markets(w.game).data][0] == "coal cubes"
print("binder install OK:", len(names), "scenarios,", len(shipped), "notebooks copied by postBuild; widget and "
      "charts work from", brass_widget.__file__)
PY
  )
}

if [ "${SKIP_BINDER:-0}" != "1" ]; then
  echo "== Binder: a fresh install from binder/requirements.txt starts in the background"
  binder_log=$(mktemp)
  binder_check >"$binder_log" 2>&1 &
  binder_pid=$!
fi

echo "== tutorials: clean, nbgrader layout, checks, learner's copies, lab.sh, still pictures"
pytest -q -n 2 tests/tutorials  # both cores

echo "== tutorials (teacher's versions, with solutions) under nbval; a check that says 'Not yet' fails"
start=$(date +%s)
# both cores, each notebook's cells on one worker, in order (--dist loadfile)
BRASS_CHECKS=strict pytest -q -n 2 --dist loadfile -p no:cacheprovider --nbval-lax --nbval-current-env \
  --nbval-cell-timeout=300 brass_widget/tutorials/
echo "nbval took $(( $(date +%s) - start ))s"

echo "== tutorials in JupyterLab, Notebook 7, Voilà and as exported pages (Chromium), both cores (a file per worker)"
if [ ! -x /usr/bin/chromium ]; then
  apt-get update && apt-get install -y chromium
fi
pytest -q -s -m browser -n 2 --dist loadfile tests/browser/test_lab_notebooks.py tests/browser/test_notebook7.py \
  tests/browser/test_voila.py tests/browser/test_exports.py


if [ "${SKIP_BINDER:-0}" != "1" ]; then
  echo "== Binder: a fresh environment from binder/requirements.txt, then binder/postBuild (its output)"
  binder_rc=0
  wait "$binder_pid" || binder_rc=$?
  cat "$binder_log"
  rm -f "$binder_log"
  [ "$binder_rc" = 0 ] || { echo "Binder's install failed (exit $binder_rc)"; exit 1; }
fi
