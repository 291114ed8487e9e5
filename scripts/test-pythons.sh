#!/usr/bin/env bash
# Two jobs on pyenv's other Pythons, each in a cached venv (.venv-py310, .venv-py313: git-ignored) holding only the
# test tools (pytest, pytest-xdist, jsonschema): no Jupyter package, no plotly, so it is a base install of the
# package (this checkout, on PYTHONPATH) and the installs take seconds.
#  * The same seed plays the same game on every Python (issue 32; docs/design.md, "Determinism"): replay the bots'
#    fingerprints and lesson 17's summary on Python 3.10 and 3.13 (the default Python runs them with the rest).
#  * --engine: the engine's and the editions' tests (tests/engine, tests/editions: the base-install set) on a base
#    install (issue 33, item 5), on both cores; Python 3.13, or python3 when pyenv has no 3.13 (then .venv-base).
#   bash scripts/test-pythons.sh            # fingerprints on both
#   bash scripts/test-pythons.sh 3.13       # fingerprints on one
#   bash scripts/test-pythons.sh --engine   # the base-install set (scripts/test.sh runs it first)
set -euo pipefail
cd "$(dirname "$0")/.."
TESTS=(tests/test_determinism.py tests/test_greedy_fingerprint.py tests/test_strong_fingerprint.py
       tests/test_lesson17_summary.py)
BASE_TESTS=(tests/engine tests/editions)
DEPS=("pytest>=8" "pytest-xdist>=3.5" "jsonschema>=4.20")  # test tools from pyproject.toml's dev extra, nothing else
EXTRAS=(anywidget traitlets ipywidgets plotly)  # the widget extra's packages: none may be importable here
root=$(pyenv root 2>/dev/null || echo "${PYENV_ROOT:-$HOME/.pyenv}")

python_for() {  # pyenv's newest Python VERSION, or nothing
  ls -d "$root"/versions/"$1".*/bin/python3 2>/dev/null | sort -V | tail -n 1 || true
}

venv_ready() {  # venv_ready PYTHON VENV: the cached venv with DEPS alone (made again when either changes)
  local python=$1 venv=$2 stamp="$2/.deps"
  if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$python ${DEPS[*]}" ]; then
    rm -rf "$venv"
    "$python" -m venv "$venv"
    "$venv/bin/pip" install -q --disable-pip-version-check "${DEPS[@]}" 2>&1 | grep -v "^WARNING: Location" || true
    "$venv/bin/python" -c "import pytest, xdist, jsonschema" || { echo "== $venv: install failed"; return 1; }
    echo "$python ${DEPS[*]}" >"$stamp"
  fi
  "$venv/bin/python" - "${EXTRAS[@]}" <<'PY' || { echo "== $venv is not a base install: it has the widget extra"; return 1; }
import importlib.util, sys
found = [name for name in sys.argv[1:] if importlib.util.find_spec(name)]
sys.exit(f"found {', '.join(found)}" if found else 0)
PY
}

engine() {  # the base-install set, in the foreground, on both cores
  local python venv started
  started=$(date +%s)
  python=$(python_for 3.13)
  venv=.venv-py313
  if [ -z "$python" ]; then python=$(command -v "${PYTHON:-python3}"); venv=.venv-base; fi
  venv_ready "$python" "$venv"
  echo "== engine and editions on a base install ($("$venv/bin/python" -V 2>&1), no Jupyter package:" \
    "venv ready in $(( $(date +%s) - started ))s)"
  PYTHONPATH="$PWD" "$venv/bin/python" -m pytest -q -n 2 "${BASE_TESTS[@]}"
}

one() {  # one Python: its cached venv, then the fingerprints
  local version=$1 started python venv
  started=$(date +%s)
  python=$(python_for "$version")
  if [ -z "$python" ]; then
    echo "== Python $version: SKIPPED, pyenv has no Python $version here (looked in $root/versions)"
    return 0
  fi
  venv=".venv-py${version/./}"
  venv_ready "$python" "$venv"
  echo "== Python $version ($("$venv/bin/python" -V 2>&1)): fingerprints and lesson 17's summary" \
    "(venv ready in $(( $(date +%s) - started ))s)"
  if PYTHONPATH="$PWD" "$venv/bin/python" -m pytest -q -p no:cacheprovider "${TESTS[@]}"; then
    echo "== Python $version: the same decisions, in $(( $(date +%s) - started ))s"
  else
    echo "== Python $version: FAILED: a seeded game decides otherwise on this Python"
    return 1
  fi
}

if [ "${1:-}" = "--engine" ]; then
  engine
  exit
fi
mkdir -p work
versions=("$@")
[ ${#versions[@]} -gt 0 ] || versions=(3.10 3.13)
pids=()
for version in "${versions[@]}"; do  # side by side: the installs mostly wait on the registry
  one "$version" >"work/python-$version.log" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!versions[@]}"; do
  wait "${pids[$i]}" || status=1
  cat "work/python-${versions[$i]}.log"
done
exit $status
