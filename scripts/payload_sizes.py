"""What a move's sync carries on the board, trait by trait, over seeded games in every edition.

One human seat (seat 0) that always plays its LAST legal decision (the board's own order), the other seats bots
(GreedyBot by default; Brass Duel's second seat too), each game played through the comm as a click would be
(``{"type": "act", ...}`` to ``BoardWidget._on_msg``), bots replying within the call. For each human move every
comm message is recorded (``tests/widget/comm_record.py``) and its bytes counted as the comm sends them: the UTF-8
JSON the kernel's session packs (``jupyter_client.session.json_packer``: non-ASCII characters as themselves, so
"–" is 3 bytes, not the 6 of ``json.dumps``'s "\\u2013"); ``--ascii`` counts ``json.dumps``'s text instead, as
the tests before issue s22 did. A trait's share is its value's bytes in those messages.

    python scripts/payload_sizes.py                     # Lancashire 4p, Birmingham 4p, Duel 2p; seeds 7 and 8
    python scripts/payload_sizes.py --seeds 7 --editions birmingham --top 5
    python scripts/payload_sizes.py --review 40         # Review mode's steps instead (docs/review.md, On the board)

``--review N``: a seeded game played by random legal decisions to its end, its first N decisions reviewed (the
coach's small test budget, tests/widget/conftest.py, so it takes seconds), the board put in Review mode and stepped
through decision by decision by ``review_step`` messages: each step counted as a move is; what opening the review
sent (its rows, once) and a jump from the last step back to the first are printed too.

Prints, per edition: the moves measured, the whole payload's max and median, then per trait its max and median
over the moves that carried it (and how many did), and the largest moves with their traits.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import random
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from brass_widget import BoardWidget, Game  # noqa: E402
from brass_widget.widget.viewmodel import actions_of  # noqa: E402
from tests.widget.comm_record import comm_bytes, record_comm  # noqa: E402

TABLES = {"lancashire": 4, "birmingham": 4, "duel": 2}


def trait_group(name: str) -> str:
    """A run of numbered traits counted together: svg_0 ... (the map's changing parts) as svg_*, log_0 ... (the log's
    chunks) as log_*, mat_0 ... (the seats' mats) as mat_*."""
    stem, _, n = name.rpartition("_")
    return f"{stem}_*" if stem and n.isdigit() else name


def size(obj, ascii: bool = False) -> int:
    """A message's (or a trait value's) bytes on the comm; ``ascii``: ``json.dumps``'s text, escapes and all."""
    return len(json.dumps(obj)) if ascii else comm_bytes(obj)


def play(edition: str, players: int, seed: int, bot: str = "greedy", limit: int = 400,
         ascii: bool = False) -> list[dict]:
    """One seeded game to its end (or ``limit`` human moves): each human move's bytes, whole and by trait."""
    w = BoardWidget(game=Game.new(edition, players=players, seed=seed), seats=["human"] + [bot] * (players - 1))
    sent = record_comm(w)
    moves = []
    while not w.game.is_over and len(moves) < limit:
        acts = actions_of(w.choices)
        if not acts:
            raise RuntimeError(f"no legal decision offered to the human seat: {w.error}")
        era = w.game.state["era"]
        sent.clear()
        w._on_msg(w, {"type": "act", "action": acts[-1]["t"], "version": w.view["version"], "seat": w.choices["seat"]},
                  [])
        if w.error:
            raise RuntimeError(f"refused: {w.error}")
        traits: dict[str, int] = {}
        for m in sent:
            for k, v in (m.get("state") or {}).items():
                traits[trait_group(k)] = traits.get(trait_group(k), 0) + size(v, ascii)
        moves.append({"bytes": sum(size(m, ascii) for m in sent), "traits": traits, "era": era,
                      "index": len(moves), "over": w.game.is_over, "offered": len(acts)})
    return moves


def _counted(sent: list[dict], ascii: bool, era: str, index: int) -> dict:
    """One step's messages as a move's record (``play``'s): its bytes, whole and by trait."""
    traits: dict[str, int] = {}
    for m in sent:
        for k, v in (m.get("state") or {}).items():
            traits[trait_group(k)] = traits.get(trait_group(k), 0) + size(v, ascii)
    return {"bytes": sum(size(m, ascii) for m in sent), "traits": traits, "era": era, "index": index, "over": False,
            "offered": 0}


def review_steps(edition: str, players: int, seed: int, decisions: int, ascii: bool = False) -> list[dict]:
    """Review mode's steps on a seeded random game's review (its first ``decisions`` decisions; see ``--review``)."""
    from brass_widget import review
    from brass_widget.bots import coach
    from tests.widget.conftest import SMALL_COACH

    g = Game.new(edition, players=players, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        acts = g.legal_actions()
        g.apply(acts[rng.randrange(len(acts))])
    kept = coach.HINT_SECONDS, coach.BUDGET
    coach.HINT_SECONDS, coach.BUDGET = None, SMALL_COACH
    try:
        r = review(g, numbers=range(1, min(decisions, len(g.history)) + 1), progress=False)
    finally:
        coach.HINT_SECONDS, coach.BUDGET = kept
    w = BoardWidget(game=g)
    sent = record_comm(w)
    w.review(r)
    opened = _counted(sent, ascii, "review", 0)
    steps = []
    for n in list(range(1, len(r.decisions))) + [0]:
        sent.clear()
        w._on_msg(w, {"type": "review_step", "n": n}, [])
        if w.error:
            raise RuntimeError(f"refused: {w.error}")
        steps.append(_counted(sent, ascii, "review", n))
    jump = steps.pop()
    print(f"\n{edition} {players}p seed {seed}, {len(g.history)} decisions, {len(r.decisions)} reviewed: opening the "
          f"review {opened['bytes'] / 1024:.1f} KB (review_rows {opened['traits'].get('review_rows', 0) / 1024:.1f} KB)"
          f"; a jump from the last step to the first {jump['bytes'] / 1024:.1f} KB")
    return steps


def report(edition: str, moves: list[dict], top: int, unit: str = "human moves") -> None:
    total = [m["bytes"] for m in moves]
    print(f"\n== {edition}: {len(moves)} {unit}; per move max {max(total) / 1024:.1f} KB, "
          f"median {statistics.median(total) / 1024:.1f} KB")
    names = sorted({k for m in moves for k in m["traits"]}, key=lambda k: -max(m["traits"].get(k, 0) for m in moves))
    print(f"   {'trait':<12} {'max KB':>7} {'median KB':>10} {'moves':>6}")
    for k in names:
        sizes = [m["traits"][k] for m in moves if k in m["traits"]]
        print(f"   {k:<12} {max(sizes) / 1024:>7.1f} {statistics.median(sizes) / 1024:>10.1f} {len(sizes):>6}")
    print(f"   largest {top} moves:")
    for m in sorted(moves, key=lambda m: -m["bytes"])[:top]:
        parts = ", ".join(f"{k} {v / 1024:.1f}" for k, v in sorted(m["traits"].items(), key=lambda kv: -kv[1])[:5])
        print(f"   move {m['index']:>3} ({m['era']}{', game over' if m['over'] else ''}, {m['offered']} offered): "
              f"{m['bytes'] / 1024:.1f} KB = {parts}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--editions", nargs="*", default=list(TABLES))
    ap.add_argument("--seeds", nargs="*", type=int, default=[7, 8])
    ap.add_argument("--bot", default="greedy")
    ap.add_argument("--top", type=int, default=3)
    ap.add_argument("--ascii", action="store_true", help="count json.dumps's text (\\u escapes) instead")
    ap.add_argument("--review", type=int, default=0, metavar="N",
                    help="measure Review mode's steps over the first N decisions of a seeded random game instead")
    args = ap.parse_args(argv)
    for ed in args.editions:
        moves = []
        for seed in args.seeds:
            if args.review:
                moves += review_steps(ed, TABLES[ed], seed, args.review, ascii=args.ascii)
            else:
                moves += play(ed, TABLES[ed], seed, bot=args.bot, ascii=args.ascii)
        report(f"{ed} {TABLES[ed]}p, seeds {' '.join(map(str, args.seeds))}", moves, args.top,
               "review steps" if args.review else "human moves")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
