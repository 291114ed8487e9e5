#!/bin/bash
# meas.sh DIR LABEL: copy the worktree (HEAD plus uncommitted changes) to DIR and count the three editions
dir=$1; label=$2
rm -rf $dir && mkdir -p $dir && cd /work/wt-s31net && tar -c --exclude .git --exclude .venv --exclude '__pycache__' . | tar -x -C $dir
for e in "lancashire 4" "birmingham 4" "duel 2"; do echo "$label $(nice -n 10 /work/main/.venv/bin/python docs/measurements/issue36-s29-build-2026-11-29/inst.py $dir $e)"; done
