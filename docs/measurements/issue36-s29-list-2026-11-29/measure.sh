#!/bin/bash
# usage: measure.sh CHECKOUT: instructions a game (5 seeded games, valgrind) for Lancashire 4p, Birmingham 4p, Duel 2p
# of the checkout (a commit exported with `git archive`), with c0aa31a at /tmp/c0base; prints one line an edition
cd "$1" || exit 1
for e in "lancashire 4" "birmingham 4" "duel 2"; do set -- $e
  PYTHONPATH=$PWD nice -n 10 /work/main/.venv/bin/python scripts/bench_ratio.py /tmp/c0base --instructions --games 5 --edition $1 --players $2 | python3 -c "import json,sys; d=json.load(sys.stdin); k=[x for x in d if x.endswith('p')][0]; print('$1', k, d[k]['new_million_instructions_per_game'])"
done
