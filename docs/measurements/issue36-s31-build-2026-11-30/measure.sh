#!/bin/bash
# measure.sh NAME EDITIONS...: rsync the worktree to /tmp/s31-build-b, inst.py each edition, append to /tmp/s31-build-NAME.txt
name=$1; shift
rm -rf /tmp/s31-build-b; mkdir -p /tmp/s31-build-b
cd /work/wt-s31build && git ls-files -co --exclude-standard | grep -v '^docs/measurements/' | tar -cf - -T - | tar -x -C /tmp/s31-build-b
for e in "$@"; do
  n=4; [ $e = duel ] && n=2
  nice -n 10 /work/main/.venv/bin/python docs/measurements/issue36-s29-build-2026-11-29/inst.py /tmp/s31-build-b $e $n >> /tmp/s31-build-$name.txt 2>&1
done
echo done >> /tmp/s31-build-$name.txt
