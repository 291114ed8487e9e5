#!/bin/bash
# greedy_inst.sh TREE N: callgrind instructions of N GreedyBot decisions of a seeded Lancashire 4p game, less none
tree=$1; n=$2
P='import sys; from brass_widget.engine import Game; from brass_widget.bots import GreedyBot
g = Game.new("lancashire", players=4, seed=0); bots = [GreedyBot(seed=i) for i in range(4)]
for _ in range(int(sys.argv[1])): g.apply(bots[g.current_player].choose(g))'
count() { (cd $tree && PYTHONPATH=$tree PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null /work/main/.venv/bin/python -c "$P" $1 2>&1 | grep -o 'Collected : [0-9]*' | grep -o '[0-9]*$'); }
a=$(count $n); b=$(count 0)
python3 -c "print('$tree', $n, 'GreedyBot decisions:', round(($a - $b) / 1e6, 1), 'M instructions')"
