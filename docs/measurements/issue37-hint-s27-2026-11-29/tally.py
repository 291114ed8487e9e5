"""Pair runs of `scripts/bot_levels.py hint` game by game: each argument is a glob of files holding the per-game lines
(stderr), named ...-S.txt for the run's --seed S (several globs for one set: comma-separated); a game is (S, game). Prints, over the games every set has, each
set's wins with the Wilson 95% interval, collapses (the Hint last, or a tile of its removed for an Income Phase
shortfall) listed, mean VP and the best GreedyBot's, and how many games only the first or only the last set won.

    python3 tally.py '../issue37-hint-fresh[56]-2026-11-29/birmingham-*.txt,../issue37-hint-judgement-2026-11-29/main-*.txt' \
        '../issue37-hint-judgement-2026-11-29/judgement-*.txt' 'income/err-*.txt'
"""
import glob
import json
import math
import re
import sys


def load(patterns):
    out = {}
    for f in (f for pattern in patterns.split(",") for f in glob.glob(pattern)):
        s = int(re.findall(r"(\d+)\.txt$", f)[0])
        for line in open(f):
            if line.startswith('{"game"'):
                x = json.loads(line)
                h = [q for q in x["seats"] if q["bot"] == "hint"][0]
                best = max(q["vp"] for q in x["seats"] if q["bot"] != "hint")
                out[(s, x["game"])] = dict(win=h["rank"] == 1, vp=h["vp"], deal=x["seed"], best=best, rank=h["rank"],
                                           col=h["rank"] == 4 or bool(h["kinds"].get("remove")),
                                           removed=h["kinds"].get("remove", 0), passes=h["kinds"].get("pass", 0))
    return out


def wilson(k, n, z=1.96):
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    r = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return 100 * (c - r) / d, 100 * (c + r) / d


sets = [load(p) for p in sys.argv[1:]]
keys = sorted(set.intersection(*[set(m) for m in sets]))
print(len(keys), "games")
if not keys:
    sys.exit("no game is in every set")
for pattern, m in zip(sys.argv[1:], sets):
    w = sum(m[k]["win"] for k in keys)
    lo, hi = wilson(w, len(keys))
    cols = [k for k in keys if m[k]["col"]]
    print(f"{pattern}: wins {w}/{len(keys)} = {100 * w / len(keys):.1f}% [{lo:.1f}%, {hi:.1f}%]; collapses {len(cols)}; "
          f"VP {sum(m[k]['vp'] for k in keys) / len(keys):.1f}, best GreedyBot "
          f"{sum(m[k]['best'] for k in keys) / len(keys):.1f}, lowest {min(m[k]['vp'] for k in keys)}")
    for k in cols:
        c = m[k]
        print(f"   collapse: deal {c['deal']} game {k[1]}: {c['vp']} VP, rank {c['rank']}, {c['removed']} tiles removed, "
              f"{c['passes']} passes")
if len(sets) > 1:
    a, b = sets[0], sets[-1]
    print("only the first won", sum(a[k]["win"] and not b[k]["win"] for k in keys),
          "only the last won", sum(b[k]["win"] and not a[k]["win"] for k in keys))
