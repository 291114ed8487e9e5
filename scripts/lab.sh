#!/usr/bin/env bash
# The README's first command: install everything and open the tutorials in JupyterLab.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-env.sh lab
start="notebooks/00_start_here.ipynb"
exec .venv/bin/jupyter lab "$start" "$@"
