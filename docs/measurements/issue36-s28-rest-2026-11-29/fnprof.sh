#!/bin/bash
# fnprof.sh CHECKOUT EDITION GAMES SPEC...: each SPEC's inclusive instructions a game (fnprof.py), the wrapper's own
# (calibrated once per run) taken off, and its calls a game. PYTHON: the interpreter (default: python).
tree=$(cd "$1" && pwd); ed=$2; n=$3; shift 3
here=$(cd "$(dirname "$0")" && pwd)
py=${PYTHON:-python}
count() {
  (cd "$tree" && PYTHONPATH=$tree PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \
    --callgrind-out-file=/dev/null "$py" "$here/fnprof.py" "$ed" "$1" "$2" 2>&1)
}
cal=$(count 0 calibrate | grep -o "Collected : [0-9]*" | grep -o "[0-9]*$")
for spec in "$@"; do
  out=$(count "$n" "$spec")
  c=$(echo "$out" | grep -o "Collected : [0-9]*" | grep -o "[0-9]*$")
  k=$(echo "$out" | grep -o "CALLS [0-9]*" | grep -o "[0-9]*$")
  "$py" -c "print('$spec', round(($c - $k * $cal / 10000) / $n / 1e6, 3), 'M a game,', $k / $n, 'calls a game')"
done
