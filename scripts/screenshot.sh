#!/usr/bin/env bash
# Regenerate docs/board.png: the board drawn by headless Chromium, mid-game, a build being chosen.
# Needs /usr/bin/chromium (scripts/test-widget.sh installs it); uses .venv (made here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || bash scripts/setup-env.sh dev
export PATH="$PWD/.venv/bin:$PATH"
python -m tests.browser.screenshot "${1:-docs/board.png}"
