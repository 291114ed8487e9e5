"""Paired comparison of two replay.py logs (one JSON line a game, ../issue37-hint-loans-2026-11-29/replay.py) on the
64 games of deals 67-82 (seeds S = 67, 69, ..., 81, games i = 0..7): the Hint's wins, mean VP, the best GreedyBot's
mean VP, loans, passes, tiles removed, collapses (the Hint last, or a tile removed for the Income Phase's shortfall),
and the games one side won and the other did not. From this folder:

    python compare.py ../issue37-hint-loans-2026-11-29/loans.log rival1.log
"""
import json, math, sys


def load(path):
    out = {}
    for line in open(path):
        if line.startswith("{"):
            r = json.loads(line)
            if 67 <= r["S"] <= 81:
                out[(r["S"], r["i"])] = r
    return out


def summary(r):
    s = r["seat"]
    return dict(win=r["rank"] == 1, rank=r["rank"], vp=r["vp"][s], best=max(v for j, v in enumerate(r["vp"]) if j != s),
                loans=r["kinds"].get("loan", 0), passes=r["kinds"].get("pass", 0), rem=r["kinds"].get("remove", 0),
                deal=r["deal"])


def wilson(k, n, z=1.96):
    p = k / n; den = 1 + z * z / n; c = (p + z * z / (2 * n)) / den
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return 100 * (c - h), 100 * (c + h)


def main(a_path, b_path):
    a, b = load(a_path), load(b_path)
    common = sorted(set(a) & set(b))
    print("games in common", len(common))
    for name, arm in ((a_path, a), (b_path, b)):
        r = [summary(arm[g]) for g in common]
        n = len(r); w = sum(x["win"] for x in r); lo, hi = wilson(w, n)
        col = [f"deal {x['deal']} game {g[1]}" for x, g in zip(r, common) if x["rank"] == 4 or x["rem"]]
        print(f"{name}: won {w} of {n} = {100 * w / n:.1f}% [{lo:.1f}%, {hi:.1f}%]; Hint mean VP "
              f"{sum(x['vp'] for x in r) / n:.1f}; best GreedyBot mean VP {sum(x['best'] for x in r) / n:.1f}; "
              f"lowest {min(x['vp'] for x in r)}; worst margin {max(x['best'] - x['vp'] for x in r)}; loans "
              f"{sum(x['loans'] for x in r)}, passes {sum(x['passes'] for x in r)}, removed {sum(x['rem'] for x in r)};"
              f" collapses {len(col)} ({', '.join(col)})")
    diff = [g for g in common if summary(a[g])["win"] != summary(b[g])["win"]]
    print(f"discordant: {len(diff)}; first won {sum(summary(a[g])['win'] for g in diff)}, "
          f"second won {sum(summary(b[g])['win'] for g in diff)}")
    for g in diff:
        x, y = summary(a[g]), summary(b[g])
        print(f"  deal {x['deal']} game {g[1]}: first {x['vp']} (rank {x['rank']}), second {y['vp']} (rank {y['rank']})")
    same = sum(summary(a[g])["vp"] == summary(b[g])["vp"] and summary(a[g])["rank"] == summary(b[g])["rank"]
               for g in common)
    print("same Hint score and rank:", same)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
