#!/usr/bin/env bash
# The zero-install site (issue 22): build it from the package registries (scripts/build-lite.sh), then, in Chromium
# with every request outside the site refused, run tutorial 00, a game a strong bot answers and a simulation
# (tests/browser/test_lite.py). Assumes the dev venv is on PATH (scripts/test.sh sets it up) and npm (Node 20+).
set -euo pipefail
cd "$(dirname "$0")/.."
site="$PWD/work/lite/_output"

echo "== zero-install site: build (JupyterLite, Pyodide from npm, wheels from PyPI)"
bash scripts/build-lite.sh "$site"

echo "== zero-install site: tutorial 00 and a strong bot in Chromium, offline"
if [ ! -x /usr/bin/chromium ]; then
  apt-get update && apt-get install -y chromium
fi
BRASS_LITE_SITE="$site" pytest -q -s -m browser tests/browser/test_lite.py
