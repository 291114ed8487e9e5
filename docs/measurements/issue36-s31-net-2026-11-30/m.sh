#!/bin/bash
# m.sh TREE ED ERA STMT
cd $1 && PYTHONPATH=$1 PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file=/dev/null /work/main/.venv/bin/python /tmp/s31-net-tools/micro2.py $2 $3 1000 "$4" 2>&1 | grep -o "Collected : [0-9]*"
