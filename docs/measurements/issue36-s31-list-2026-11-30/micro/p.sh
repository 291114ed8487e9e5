#!/bin/bash
# p.sh TREE "ed players seed k" STMT [N]: instructions per STMT at that position (tree on PYTHONPATH)
tree=$1; pos=$2; stmt=$3; n=${4:-500}
set -- $pos
S="import sys;;sys.path.insert(0, '/tmp/s31-list-tools');;from pos import position;;from brass_widget.engine import legality as L;;g, v, p = position('$1', $2, $3, $4)"
run() { PYTHONHASHSEED=0 PYTHONPATH=$tree valgrind --tool=callgrind --callgrind-out-file=/dev/null /work/main/.venv/bin/python /tmp/s31-list-micro/m.py "$S" "$1" $2 2>&1 | grep -o "Collected : [0-9]*" | grep -o "[0-9]*$"; }
a=$(run "pass" $n); b=$(run "$stmt" $n)
echo "$(( (b - a) / n ))  $stmt @ $pos"
