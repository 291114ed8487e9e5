#!/bin/bash
# usage: EXPORT=/tmp/export run.sh NAME 'OPTS'  (EXPORT: `git archive` of the branch: (a) and (b) at b0dcf6c, (c) at
# 257acae). The 64 games of deals 67-82 one after another, one process, under nice -n 10; one JSON line a game in
# NAME.log, each game's file in NAME/
NAME=$1; OPTS=$2; OUT=$PWD
cd "$EXPORT"
mkdir -p "$OUT/$NAME"
for S in 67 69 71 73 75 77 79 81; do for i in 0 1 2 3 4 5 6 7; do
  PYTHONPATH="$EXPORT" nice -n 10 python docs/measurements/issue37-hint-loans-2026-11-29/replay.py $S $i "$OPTS" "$OUT/$NAME/S$S-g$i.json" >> "$OUT/$NAME.log"
done; done
