#!/usr/bin/env bash
# Create .venv (if needed) and install brass_widget into it with the given extra ("lab" or "dev"; both bring the
# "widget" extra, the board and the charts: a plain install is the engine alone).
# Used by scripts/lab.sh and scripts/test.sh; safe to run again (pip skips what is installed).
set -euo pipefail
cd "$(dirname "$0")/.."
extra="${1:-lab}"
py="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  echo "First run: making .venv and installing brass_widget[$extra] into it from the package registry (a minute or two;"
  echo "later runs only check it)..."
  "$py" -m venv .venv
else
  echo "Checking .venv has brass_widget[$extra] (a few seconds)..."
fi
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".[$extra]"
echo ".venv is ready."
