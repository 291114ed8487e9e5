#!/usr/bin/env bash
# The same seed plays the same game on every Python (issue 32; DESIGN.md, Determinism): replay the bots'
# fingerprints and lesson 17's summary on Python 3.10 and 3.13 (pyenv's; the default Python runs them with the
# rest of the tests). Each gets a cached venv (.venv-py310, .venv-py313: git-ignored) with pytest alone: these tests
# import the engine, the bots and the lab's tables, never the widget (anywidget, traitlets) nor the charts (plotly),
# so the install takes seconds; the package itself is this checkout, on PYTHONPATH.
#   bash scripts/test-pythons.sh            # both
#   bash scripts/test-pythons.sh 3.13       # one
set -euo pipefail
cd "$(dirname "$0")/.."
TESTS=(tests/test_determinism.py tests/test_greedy_fingerprint.py tests/test_strong_fingerprint.py
       tests/test_lesson17_summary.py)
DEPS=("pytest>=8")  # what these tests need (pyproject.toml's dev extra); the runtime dependencies are not imported
root=$(pyenv root 2>/dev/null || echo "${PYENV_ROOT:-$HOME/.pyenv}")
versions=("$@")
[ ${#versions[@]} -gt 0 ] || versions=(3.10 3.13)
one() {  # one Python: its cached venv, then the tests
  local version=$1 started python venv stamp
  started=$(date +%s)
  python=$(ls -d "$root"/versions/"$version".*/bin/python3 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$python" ]; then
    echo "== Python $version: SKIPPED, pyenv has no Python $version here (looked in $root/versions)"
    return 0
  fi
  venv=".venv-py${version/./}"
  stamp="$venv/.deps"
  if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$python ${DEPS[*]}" ]; then
    rm -rf "$venv"
    "$python" -m venv "$venv"
    "$venv/bin/pip" install -q --disable-pip-version-check "${DEPS[@]}" 2>&1 | grep -v "^WARNING: Location" || true
    "$venv/bin/python" -c "import pytest" || { echo "== Python $version: install failed"; return 1; }
    echo "$python ${DEPS[*]}" >"$stamp"
  fi
  echo "== Python $version ($("$venv/bin/python" -V 2>&1)): fingerprints and lesson 17's summary" \
    "(venv ready in $(( $(date +%s) - started ))s)"
  if PYTHONPATH="$PWD" "$venv/bin/python" -m pytest -q -p no:cacheprovider "${TESTS[@]}"; then
    echo "== Python $version: the same decisions, in $(( $(date +%s) - started ))s"
  else
    echo "== Python $version: FAILED: a seeded game decides otherwise on this Python"
    return 1
  fi
}

mkdir -p work
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
