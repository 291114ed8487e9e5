#!/usr/bin/env bash
# The README's second command: install everything and run every test.
# .ci/run calls exactly this script on a clean clone of main.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
bash scripts/setup-env.sh dev
export PATH="$PWD/.venv/bin:$PATH"

echo "== lint (ruff)"
ruff check brass_widget tests scripts

echo "== type check (mypy: strict on the engine, pyproject.toml's [tool.mypy])"
mypy

# the engine's and the editions' tests on a base install (no Jupyter package, no plotly: issue 33, item 5)
bash scripts/test-pythons.sh --engine

echo "== bots, lab, charts, scenarios, simulation (pytest, no browser)"
pytest -q -n 2 -m "not browser" tests --ignore=tests/engine --ignore=tests/editions --ignore=tests/widget \
  --ignore=tests/tutorials  # both cores

# the board: widget Python side, the JS view under vitest, real-browser tests in Chromium
bash scripts/test-widget.sh

# the zero-install site is built from the registries (mostly waiting on the network) while the notebooks are tested
mkdir -p work
echo "== zero-install site: the build starts in the background (its log follows the notebooks)"
bash scripts/build-lite.sh "$PWD/work/lite/_output" >work/lite-build.log 2>&1 &
lite_pid=$!
# the same seed, the same game on Python 3.10 and 3.13 (issue 32): the bots' fingerprints and lesson 17's summary
echo "== other Pythons: the bots' fingerprints start in the background (their log follows the notebooks)"
bash scripts/test-pythons.sh >work/pythons.log 2>&1 &
pythons_pid=$!

# the tutorials: clean notebooks, learner's copies, nbval, JupyterLab / Notebook 7 / Voilà / exports in Chromium, Binder
bash scripts/test-notebooks.sh

pythons_rc=0
wait "$pythons_pid" || pythons_rc=$?
cat work/pythons.log
[ "$pythons_rc" = 0 ] || { echo "the bots decide otherwise on another Python (exit $pythons_rc)"; exit 1; }

lite_rc=0
wait "$lite_pid" || lite_rc=$?
cat work/lite-build.log
[ "$lite_rc" = 0 ] || { echo "the zero-install site's build failed (exit $lite_rc)"; exit 1; }

# the zero-install site: tutorial 00 and a strong bot in it, offline (Chromium)
BRASS_LITE_BUILT=1 bash scripts/test-lite.sh

echo "== all tests passed in $(( $(date +%s) - started ))s"
