"""Over the games two sets of per-game lines (globs, comma-separated, as tally.py takes them) share: the Hint's
Loans, passes and Scouts, its mean money and income level at the end and its mean VP.

    python3 kinds.py '../issue37-hint-s27-2026-11-29/income/err-*.txt,../issue37-hint-s27-2026-11-29/fresh/err-*.txt' 'loan-cash/err-*.txt'
"""
import glob, json, re, sys
def load(pats):
    out = {}
    for f in (f for p in pats.split(",") for f in glob.glob(p)):
        s = int(re.findall(r"(\d+)\.txt$", f)[0])
        for line in open(f):
            if line.startswith('{"game"'):
                x = json.loads(line); h = [q for q in x["seats"] if q["bot"] == "hint"][0]
                out[(s, x["game"])] = h
    return out
a, b = load(sys.argv[1]), load(sys.argv[2])
keys = sorted(set(a) & set(b))
for name, m in (("main", a), ("cand", b)):
    print(name, len(keys), "games: loans", sum(m[k]["kinds"].get("loan", 0) for k in keys),
          "passes", sum(m[k]["kinds"].get("pass", 0) for k in keys), "scouts", sum(m[k]["kinds"].get("scout", 0) for k in keys),
          "money at end", round(sum(m[k]["money"] for k in keys) / len(keys), 1), "level", round(sum(m[k]["level"] for k in keys) / len(keys), 1),
          "VP", round(sum(m[k]["vp"] for k in keys) / len(keys), 1))
