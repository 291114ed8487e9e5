#!/usr/bin/env bash
# The README's second command: install everything and run every test.
# .ci/run calls exactly this script on a clean clone.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-env.sh dev
export PATH="$PWD/.venv/bin:$PATH"

echo "== lint (ruff)"
ruff check brass_widget tests scripts

echo "== engine and widget (pytest, no browser)"
pytest -q -m "not browser" tests
