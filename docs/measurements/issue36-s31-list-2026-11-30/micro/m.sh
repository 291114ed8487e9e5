#!/bin/bash
# m.sh SETUP STMT: instructions per execution of STMT (N=2000 less N=0... via two runs)
run() { valgrind --tool=callgrind --callgrind-out-file=/dev/null /work/main/.venv/bin/python /tmp/s31-list-micro/m.py "$1" "$2" $3 2>&1 | grep -o "Collected : [0-9]*" | grep -o "[0-9]*$"; }
a=$(run "$1" "pass" 2000); b=$(run "$1" "$2" 2000)
echo "$(( (b - a) / 2000 ))  $2"
