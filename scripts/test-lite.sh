#!/usr/bin/env bash
# The zero-install site (issue 22): build it from the package registries (scripts/build-lite.sh; skipped when
# BRASS_LITE_BUILT=1 says scripts/test.sh built it already), then, in Chromium
# with every request outside the site refused, run tutorial 00, a game a strong bot answers and a simulation
# (tests/browser/test_lite.py). Assumes the dev venv is on PATH (scripts/test.sh sets it up) and npm (Node 20+).
set -euo pipefail
cd "$(dirname "$0")/.."
site="$PWD/work/lite/_output"

if [ "${BRASS_LITE_BUILT:-0}" != "1" ]; then  # scripts/test.sh builds it in the background beforehand
  echo "== zero-install site: build (JupyterLite, Pyodide from npm, wheels from PyPI)"
  bash scripts/build-lite.sh "$site"
fi

echo "== zero-install site: tutorial 00 and a strong bot in Chromium, offline"
if [ ! -x /usr/bin/chromium ]; then
  apt-get update && apt-get install -y chromium
fi
BRASS_LITE_SITE="$site" pytest -q -s -m browser tests/browser/test_lite.py
