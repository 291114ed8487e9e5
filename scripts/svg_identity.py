"""Digests of the board pictures at seeded positions of every edition: the whole table, the live map, the parts the
widget sends, a player's observation drawn, and ``Game._repr_svg_``. Run before and after a change that must not move
the picture (issue 20's renderer split) and compare: ``python scripts/svg_identity.py > before.json``, then
``python scripts/svg_identity.py --check before.json`` (exit 1 and the first differing position when any differs)."""

import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's package, not an installed one
from brass_widget import Game  # noqa: E402
from brass_widget.render import render_parts, render_svg  # noqa: E402

CASES = [("lancashire", 2, 1), ("lancashire", 3, 7), ("lancashire", 4, 3), ("birmingham", 2, 2),
         ("birmingham", 3, 5), ("birmingham", 4, 6), ("duel", 2, 1), ("duel", 2, 4)]


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def digests() -> dict:
    out = {}
    for edition, players, seed in CASES:
        g = Game.new(edition, players=players, seed=seed)
        r = random.Random(seed)
        for step in range(0, 400):
            if step % 40 == 0 or g.is_over:
                key = f"{edition}-{players}-{seed}-{step}"
                st = g.state
                out[key] = {"table": _sha(render_svg(st, g.edition)),
                            "map": _sha(render_svg(st, g.edition, side=False)),
                            "parts": _sha(json.dumps(render_parts(st, g.edition, side=False))),
                            "seen": _sha(render_svg(g.observation(step % players), g.edition)),
                            "repr": _sha(g._repr_svg_())}
            if g.is_over:
                break
            g.apply(r.choice(g.legal_actions()))
    return out


if __name__ == "__main__":
    now = digests()
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        before = json.load(open(sys.argv[2]))
        diff = [(k, f) for k in before for f in before[k] if now.get(k, {}).get(f) != before[k][f]]
        print(f"{len(before)} positions, {sum(len(v) for v in before.values())} pictures; {len(diff)} differ"
              + (f": first {diff[0]}" if diff else ""))
        sys.exit(1 if diff or set(now) != set(before) else 0)
    json.dump(now, sys.stdout, indent=1, sort_keys=True)
