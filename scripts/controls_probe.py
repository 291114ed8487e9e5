"""Probe the board's own controls as an attacker would (issue 31): against bots, in every edition, try at random
moments the seat menu's take-over-and-look sequence and undo, and check, with oracles of this script's own, that no
hand of a seat a bot plays has been on the wire and that no accepted undo crosses a draw or a turning over.

    python scripts/controls_probe.py [games per edition] [first seed]     # default 20 1

Each game: a person at seat 0 against bots (random, then greedy, alternating), clicking random legal decisions on
the board. Before each of the person's clicks it tries, at random, one of: undo (then redo when accepted), or take
a bot's seat, play on (pass-and-play) to its turn, reveal its hand, and set it back to the bot. Counts per edition
and outcome."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from brass_widget import Game  # noqa: E402
from brass_widget.widget import BoardWidget  # noqa: E402
from brass_widget.widget.viewmodel import actions_of  # noqa: E402


def send(w, **msg):
    w._on_msg(w, msg, [])


def unseen_count(g: Game, seat: int) -> int:
    """This script's own oracle: every count the seat's observation shows instead of a list, added up, by walking
    the observation for ints where the full state holds lists."""
    full, obs = g.state, g.observation(seat, log=False)
    total = 0

    def walk(a, b):
        nonlocal total
        if isinstance(a, list) and isinstance(b, int) and not isinstance(b, bool):
            total += b
        elif isinstance(a, dict) and isinstance(b, dict):
            for k in b:
                if k in a and k != "log":
                    walk(a[k], b[k])
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for x, y in zip(a, b):
                walk(x, y)
    walk(full, obs)
    return total


def crosses(g: Game, n: int, seat: int) -> bool:
    """Whether taking back the last n decisions takes back one after which ``seat`` saw less hidden (oracle)."""
    replay = g.clone()
    replay.undo(n)
    for text in g.history[len(g.history) - n:]:
        before = unseen_count(replay, seat)
        replay.play(text)
        if unseen_count(replay, seat) < before:
            return True
    return False


def probe(ed: str, seed: int, tally: Counter) -> None:
    r = random.Random(seed)
    players = 2 if ed == "duel" else r.choice([2, 3, 4])
    bot = ["random", "greedy"][seed % 2]
    seats = ["human"] + [bot] * (players - 1)
    w = BoardWidget(game=Game.new(ed, players=players, seed=seed), seats=seats)
    on_wire: set[int] = set()  # seats whose hand a view sent has carried

    def record():
        on_wire.update(int(s) for s in (w.view.get("hands") or {}))
    record()
    steps = 0
    while not w.game.is_over and steps < 400:
        steps += 1
        cur = w.game.current_player
        if w.seats[cur] != "human":
            break  # a bot's turn left pending (cannot happen without an event loop)
        roll = r.random()
        if roll < 0.15 and w.game.history:
            before = w.game.to_json()
            n_before = len(w.game.history)
            ok = w.undo()
            if ok:
                undone = n_before - len(w.game.history)
                bad = crosses(Game.from_json(before), undone, 0)
                tally["undo accepted, crossing hidden information (LEAK)" if bad
                      else "undo accepted within a turn"] += 1
                w.redo()
            else:
                tally["undo refused, game unchanged" if w.game.to_json() == before
                      else "undo refused but changed (BUG)"] += 1
        elif roll < 0.25 and players > 1:
            other = r.randrange(1, players)
            if w.seats[other] != "human":
                take = list(w.seats)
                take[other] = "human"
                send(w, type="seats", seats=take)
                record()
                for _ in range(60):  # pass-and-play now: play on to the taken seat's turn, and look at its hand
                    cur = w.game.current_player
                    if cur is None or cur == other:
                        break
                    send(w, type="reveal", seat=cur)
                    rows = actions_of(w.choices)
                    send(w, type="act", action=r.choice(rows)["t"], version=w.view["version"], seat=cur)
                    record()
                if w.game.current_player == other:
                    send(w, type="reveal", seat=other)
                    record()
                back = list(w.seats)
                back[other] = bot
                send(w, type="seats", seats=back)
                record()
                looked = other in on_wire
                handed_back = w.seats[other] != "human"
                if looked and handed_back:
                    tally["seat looked at and handed back to a bot (LEAK)"] += 1
                elif looked:
                    tally["seat looked at: handing back refused"] += 1
                else:
                    tally["seat not looked at: handed back"] += 1
        record()
        cur = w.game.current_player
        if cur is None or w.seats[cur] != "human":
            continue
        if w.view.get("needs_reveal") is not None:
            send(w, type="reveal", seat=cur)
            record()
        rows = actions_of(w.choices)
        if not rows:
            break
        send(w, type="act", action=r.choice(rows)["t"], version=w.view["version"], seat=w.choices["seat"])
        record()
    # the final oracle: no seat a bot plays while a person plays had its hand on the wire
    if "human" in w.seats and any(s in on_wire and k != "human" for s, k in enumerate(w.seats)):
        tally["a bot plays a hand that was on the wire (LEAK)"] += 1
    tally["games"] += 1


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 20
    first = int(argv[1]) if len(argv) > 1 else 1
    leaks = 0
    for ed in ("lancashire", "birmingham", "duel"):
        tally: Counter = Counter()
        for seed in range(first, first + games):
            probe(ed, seed, tally)
        print(ed + ": " + "; ".join(f"{k}: {v}" for k, v in sorted(tally.items())))
        leaks += sum(v for k, v in tally.items() if "LEAK" in k or "BUG" in k)
    print("leaks or bugs:", leaks)
    return 1 if leaks else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
