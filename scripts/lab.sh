#!/usr/bin/env bash
# The README's first command: install everything, make or refresh the working copy of the tutorials in
# work/tutorials/ (git-ignored: the learner's own copies, never the files in the package), and open
# JupyterLab on 00_start_here there. Works as root (Docker, classroom machines). Extra options go to
# JupyterLab, e.g. `bash scripts/lab.sh --no-browser --port=8890`. BRASS_TUTORIALS_DIR picks another folder.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-env.sh lab
exec .venv/bin/brass-widget lab "${BRASS_TUTORIALS_DIR:-work/tutorials}" "$@"
