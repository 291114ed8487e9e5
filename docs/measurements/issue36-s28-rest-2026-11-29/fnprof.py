"""Instructions spent inside one function over seeded random games, counted by callgrind (issue 36, session 28).

callgrind cannot tell Python functions apart (CPython 3.11 runs them all in one C loop), so this harness wraps the
named function and switches callgrind's collection on at its entry and off at its exit (a tiny C shim calling
CALLGRIND_TOGGLE_COLLECT, built here with the system's valgrind headers): the count is the function's inclusive
instructions, plus the wrapper's own, which the shell harness takes off (``calibrate``: 10,000 calls of a wrapped
no-op). Run from the checkout to measure, through ``fnprof.sh``::

    docs/measurements/issue36-s28-rest-2026-11-29/fnprof.sh . lancashire 2 brass_widget.engine.legality:link_choices

A spec is ``module:function`` or ``module:Class.method``; ``none`` counts nothing, ``calibrate`` the wrapper alone.
"""

import ctypes
import importlib
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def _shim() -> ctypes.CDLL:
    out = os.path.join(tempfile.gettempdir(), "brass_fnprof_toggle.so")
    if not os.path.exists(out):
        subprocess.run(["gcc", "-O2", "-shared", "-fPIC", "-o", out, os.path.join(HERE, "toggle.c")], check=True)
    return ctypes.CDLL(out)


def main() -> None:
    from brass_widget import Game, RandomBot

    edition, games, spec = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    players = 2 if edition == "duel" else 4
    toggle = _shim().toggle
    depth = [0]
    calls = [0]

    def wrap(f):
        def wrapped(*a, **k):
            if depth[0] == 0:
                toggle()
                calls[0] += 1
            depth[0] += 1
            try:
                return f(*a, **k)
            finally:
                depth[0] -= 1
                if depth[0] == 0:
                    toggle()
        return wrapped

    Game.new(edition, players=players)  # the edition loaded before anything is counted
    if spec == "calibrate":
        noop = wrap(lambda: None)
        for _ in range(10000):
            noop()
        sys.stderr.write(f"CALLS {calls[0]}\n")
        return
    if spec != "none":
        module, _, attr = spec.partition(":")
        owner = importlib.import_module(module)
        parts = attr.split(".")
        for part in parts[:-1]:
            owner = getattr(owner, part)
        f = getattr(owner, parts[-1])
        wrapped = wrap(f)
        setattr(owner, parts[-1], wrapped)
        if len(parts) == 1:  # a module function: the copies other modules imported by name, too
            for m in list(sys.modules.values()):
                if m is not None and m is not owner and getattr(m, parts[-1], None) is f:
                    setattr(m, parts[-1], wrapped)
    for seed in range(games):
        g = Game.new(edition, players=players, seed=seed)
        bot = RandomBot(seed)
        while not g.is_over:
            g.apply(bot.choose(g))
    sys.stderr.write(f"CALLS {calls[0]}\n")


if __name__ == "__main__":
    main()
