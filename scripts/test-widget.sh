#!/usr/bin/env bash
# Tests for the interactive board (issue 3), on a fresh Debian machine as root:
#   1. the widget's Python side (no browser), 2. the JS view under vitest + happy-dom,
#   3. real-browser tests (Debian's Chromium driven by Playwright), on both cores.
# Assumes the venv from `scripts/setup-env.sh dev` is on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  apt-get update
  apt-get install -y chromium
fi

echo "== widget: Python side"
python -m pytest -q -n 2 tests/widget  # both cores

echo "== widget: JS view (vitest)"
(cd js && npm ci --no-audit --no-fund && npx vitest run)

echo "== widget: real browser (Chromium), both cores (each file's tests on one worker, in order)"
python -m pytest -q -m browser -s -n 2 --dist loadfile \
  tests/browser/test_board_browser.py tests/browser/test_board_birmingham.py tests/browser/test_board_duel.py \
  tests/browser/test_two_boards.py tests/browser/test_layouts.py tests/browser/test_accessibility.py \
  tests/browser/test_split_spaces.py tests/browser/test_house_rules_board.py tests/browser/test_side_column.py \
  tests/browser/test_lab.py tests/browser/test_lab_layout.py tests/browser/test_review_mode.py \
  tests/browser/test_classroom_pages.py tests/browser/test_classroom_dashboard.py
