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

echo "== engine, widget Python side, charts, scenarios (pytest, no browser)"
pytest -q -n 2 -m "not browser" tests --ignore=tests/widget --ignore=tests/tutorials  # both cores

# the board: widget Python side, the JS view under vitest, real-browser tests in Chromium
bash scripts/test-widget.sh

# the tutorials: clean notebooks, learner's copies, nbval, JupyterLab / Notebook 7 / Voilà / exports in Chromium, Binder
bash scripts/test-notebooks.sh

# the zero-install site: built from the registries, then tutorial 00 and a strong bot in it, offline (Chromium)
bash scripts/test-lite.sh

echo "== all tests passed in $(( $(date +%s) - started ))s"
