"""What listing one decision costs in CPython instructions, by the way it is found (issue 36, session 29, s29-list).

Each variant lists 8 choices with 5 cards (40 decisions) from rows made beforehand, REPS times; run each under
callgrind and take off the run of ``none``, then divide by REPS * 40::

    for w in none loop map_plain ig_rows sub_rows extend; do
        valgrind --tool=callgrind --callgrind-out-file=/dev/null python elements.py $w 20000 2>&1 | grep Collected
    done

On the project's CPython 3.11.7 (built --enable-shared, -O3, no PGO), 2026-11-29: loop 832, map_plain 705,
ig_rows 746, sub_rows 571, extend 72 instructions a decision.
"""

import sys
from operator import itemgetter

which, reps = sys.argv[1], int(sys.argv[2])
objs = [tuple.__new__(tuple, ("x", None, str(i))) for i in range(8)]
cards = [f"c{i}" for i in range(5)]
by_choice = {o: {c: (c, o) for c in cards} for o in objs}  # choice -> card -> decision (legality._CARDED's shape)
by_card = {c: {id(o): (c, o) for o in objs} for c in cards}  # card -> id(choice) -> decision
ids = [*map(id, objs)]
made = [(c, o) for o in objs for c in cards][:8]


def v_loop():  # main's product: row.get(card) per decision
    out = []
    rows = [(by_choice[a], a) for a in objs]
    for c in cards:
        for row, a in rows:
            out.append(row.get(c) or a)


def v_map_plain():  # a card's row read in C by the choices' ids
    out = []
    for c in cards:
        out += map(by_card[c].__getitem__, ids)


def v_ig_rows():  # itemgetter(card) mapped over the choices' rows
    out = []
    rows = [by_choice[a] for a in objs]
    for c in cards:
        out += map(itemgetter(c), rows)


def v_sub_rows():  # plain subscripts in a for loop
    out = []
    rows = [by_choice[a] for a in objs]
    for c in cards:
        for row in rows:
            out.append(row[c])


def v_extend():  # a prebuilt tuple a card (legality._Group)
    out = []
    for _ in cards:
        out += made


def v_none():
    out = []  # noqa: F841


f = globals()["v_" + which]
for _ in range(reps):
    f()
