# instructions per game of this checkout only (bench_ratio.instructions_per_game), for quick checks
import sys, json
sys.path.insert(0, "scripts")
from pathlib import Path
import bench_ratio
out = {}
for ed, pl in [("lancashire", 4), ("birmingham", 4), ("duel", 2)]:
    if len(sys.argv) > 1 and ed[0] not in sys.argv[1]: continue
    out[f"{ed} {pl}p"] = round(bench_ratio.instructions_per_game(Path(".").resolve(), pl, 5, ed) / 1e6, 2)
print(json.dumps(out))
