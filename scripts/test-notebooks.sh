#!/usr/bin/env bash
# The tutorials' tests: every notebook under nbval (the worked solutions run and their checks assert),
# the JupyterLab run of 00_start_here and 02_coal_connections in Chromium, and Binder's install.
# Assumes the dev venv is on PATH (scripts/test.sh sets it up). Set SKIP_BINDER=1 to skip the fresh install.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== notebooks are committed clean"
pytest -q tests/test_notebooks_clean.py

echo "== tutorials under nbval"
start=$(date +%s)
pytest -q -p no:cacheprovider --nbval-lax --nbval-current-env --nbval-cell-timeout=300 notebooks/
echo "nbval took $(( $(date +%s) - start ))s"

echo "== tutorials in JupyterLab (Chromium)"
if [ ! -x /usr/bin/chromium ]; then
  apt-get update && apt-get install -y chromium
fi
pytest -q -m browser tests/browser/test_lab_notebooks.py

if [ "${SKIP_BINDER:-0}" != "1" ]; then
  echo "== Binder: a fresh environment from binder/requirements.txt"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  python3 -m venv "$tmp/venv"
  "$tmp/venv/bin/python" -m pip install -qq --upgrade pip
  "$tmp/venv/bin/python" -m pip install -qq -r binder/requirements.txt  # "." = this repository, as Binder does
  (cd "$tmp" && "$tmp/venv/bin/python" - <<'PY'
import brass_widget
from brass_widget import BoardWidget, Game, charts, scenarios

assert "site-packages" in brass_widget.__file__, brass_widget.__file__  # the installed copy, not the checkout
names = scenarios.list_scenarios()
assert len(names) >= 10
for name in names:
    scenarios.load(name)
w = BoardWidget(scenarios.load("first_build"), teacher=True)
assert w.play("build cotton_mill manchester card cotton_mill"), w.error
assert [t.name for t in charts.markets(w.game).data][0] == "coal cubes"
print("binder install OK:", len(names), "scenarios, widget and charts work from", brass_widget.__file__)
PY
  )
fi
