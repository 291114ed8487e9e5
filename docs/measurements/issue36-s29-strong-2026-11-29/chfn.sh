#!/bin/bash
# chfn.sh CHECKOUT D SPEC...: million instructions inside SPEC (module:function or module:Class.method) during
# StrongBot().choose at decision D (chfn.py), and its calls. Each call adds about 3.2 k instructions of the wrapper's
# own (fnprof.py's calibrate), not taken off. PYTHON: the interpreter (default: python).
tree=$(cd "$1" && pwd); d=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd)
py=${PYTHON:-python}
for spec in "$@"; do
  out=$(cd "$tree" && PYTHONPATH=$tree PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \
    --callgrind-out-file=/dev/null "$py" "$here/chfn.py" "$d" "$spec" 2>&1)
  c=$(echo "$out" | grep -o "Collected : [0-9]*" | grep -o "[0-9]*$")
  k=$(echo "$out" | grep -o "CALLS [0-9]*" | grep -o "[0-9]*$")
  echo "$d $spec $("$py" -c "print(round($c/1e6,1))") M $k calls"
done
