#!/bin/bash
# secprof.sh TREE EDITION GAMES: instructions a game in each section of _enumerate_builds
tree=$1; ed=$2; n=$3
prof=/tmp/s30-build-prof-$(basename $tree)
rm -rf $prof; mkdir -p $prof; cp -r $tree/brass_widget $prof/
/work/main/.venv/bin/python /tmp/s30-build-tools/mkprof.py $tree $prof
count() { (cd $prof && SEC=$1 PYTHONPATH=$prof PYTHONHASHSEED=0 nice -n 10 valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file=/dev/null /work/main/.venv/bin/python /tmp/s30-build-tools/secrun.py $ed $2 $3 2>&1); }
out=$(count A 0 calibrate); cal=$(echo "$out" | grep -o "Collected : [0-9]*" | grep -o "[0-9]*$")
echo "calibration per entry: $((cal / 10000))"
for s in A B C D E F; do
  out=$(count $s $n)
  c=$(echo "$out" | grep -o "Collected : [0-9]*" | grep -o "[0-9]*$"); k=$(echo "$out" | grep -o "ENTRIES [0-9]*" | grep -o "[0-9]*$")
  /work/main/.venv/bin/python -c "print('$s', round(($c - $k * $cal / 10000) / $n / 1e6, 3), 'M a game,', $k / $n, 'entries a game')"
done
