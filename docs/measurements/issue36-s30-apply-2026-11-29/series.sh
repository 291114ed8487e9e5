#!/bin/bash
for c in ec1e81a f73a40c a9ec822 9bb5621 84e9c84; do
  rm -rf /tmp/s30-apply-c && mkdir -p /tmp/s30-apply-c && git -C /work/wt-s30apply archive $c | tar -x -C /tmp/s30-apply-c
  for g in "lancashire 4" "birmingham 4" "duel 2"; do
    echo "$c $(cd /work/wt-s30apply && nice -n 10 /work/main/.venv/bin/python docs/measurements/issue36-s29-build-2026-11-29/inst.py /tmp/s30-apply-c $g)"
  done
done
