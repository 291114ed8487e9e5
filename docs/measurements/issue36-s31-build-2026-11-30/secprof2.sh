#!/bin/bash
# (needs /tmp/brass_fnprof_toggle.so: build it with session 28's fnprof.py once, or gcc -O2 -shared -fPIC -o /tmp/brass_fnprof_toggle.so ../issue36-s28-rest-2026-11-29/toggle.c)
# secprof.sh TREE EDITION GAMES: instructions a game in each section of _enumerate_builds
tree=$(cd "$1" && pwd); ed=$2; n=$3; here=$(cd "$(dirname "$0")" && pwd); py=${PYTHON:-python}
prof=/tmp/s31-build-prof/tree2-$(basename $tree)
rm -rf $prof; mkdir -p $prof; cp -r $tree/brass_widget $prof/
"$py" "$here/mkprof2.py" $tree $prof
count() { (cd $prof && SEC=$1 PYTHONPATH=$prof PYTHONHASHSEED=0 nice -n 10 valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file=/dev/null "$py" "$here/../issue36-s30-build-2026-11-29/secrun.py" $ed $2 $3 2>&1); }
out=$(count A 0 calibrate); cal=$(echo "$out" | grep -o "Collected : [0-9]*" | grep -o "[0-9]*$")
echo "calibration per entry: $((cal / 10000))"
for s in ${SECS:-D G H I}; do
  out=$(count $s $n)
  c=$(echo "$out" | grep -o "Collected : [0-9]*" | grep -o "[0-9]*$"); k=$(echo "$out" | grep -o "ENTRIES [0-9]*" | grep -o "[0-9]*$")
  "$py" -c "print('$s', round(($c - $k * $cal / 10000) / $n / 1e6, 3), 'M a game,', $k / $n, 'entries a game')"
done
