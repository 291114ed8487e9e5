#!/bin/bash
# chooseprof.sh CHECKOUT D...: million instructions inside StrongBot().choose at decision D of RandomBot(0)'s seeded
# Lancashire 4p game (callgrind switched on at choose's entry, off at its exit: chooseprof.py), and the decision.
# PYTHON: the interpreter (default: python).
tree=$(cd "$1" && pwd); shift
here=$(cd "$(dirname "$0")" && pwd)
py=${PYTHON:-python}
for d in "$@"; do
  out=$(cd "$tree" && PYTHONPATH=$tree PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \
    --callgrind-out-file=/dev/null "$py" "$here/chooseprof.py" "$d" 2>&1)
  c=$(echo "$out" | grep -o "Collected : [0-9]*" | grep -o "[0-9]*$")
  echo "$d $("$py" -c "print(round($c/1e6,1))") M  $(echo "$out" | grep -v '^==' | tail -1)"
done
