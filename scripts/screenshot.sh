#!/usr/bin/env bash
# Regenerate docs/board.png (a window 1280 px wide: a build being chosen, its preview beside the map) and
# docs/board-900.png (900 px wide: a why-not answer beside the map), drawn by headless Chromium; and, with no
# arguments, docs/classroom-dashboard.png (the classroom's teacher's dashboard, four tables in play).
# Needs /usr/bin/chromium (scripts/test-widget.sh installs it); uses .venv (made here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || bash scripts/setup-env.sh dev
export PATH="$PWD/.venv/bin:$PATH"
python -m tests.browser.screenshot "$@"
[ $# -gt 0 ] || python -m tests.browser.classroom_shot
