#!/usr/bin/env bash
# Regenerate docs/board.png: the board drawn by headless Chromium, mid-game, a build being chosen.
# Needs /usr/bin/chromium (scripts/test-widget.sh installs it) and the dev venv on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
python -m tests.browser.screenshot "${1:-docs/board.png}"
