#!/bin/bash
# pair.sh X Y EDITION PLAYERS: inst.py of trees /tmp/s30-net-X and -Y in parallel
cd /work/wt-s30net
for t in $1 $2; do nice -n 10 /work/main/.venv/bin/python docs/measurements/issue36-s29-build-2026-11-29/inst.py /tmp/s30-net-$t $3 $4 | sed "s|^|$t |" & done; wait
