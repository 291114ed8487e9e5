import sys, collections
from brass_widget.engine import Game, legality
from brass_widget.bots import RandomBot
ed = sys.argv[1]; players = int(sys.argv[2])
C = collections.Counter()
orig_dg = legality._develop_group
last = {}; seen = set(); seent = set()
def dg(v, p):
    r = orig_dg(v, p)
    C["dg calls"] += 1
    seat = v.st["seats"][p]
    key = (p, tuple(seat["taken"].values()), tuple(v.iron_options()), seat["money"])
    k2 = (p, tuple(seat["taken"].values()), tuple(v.iron_options()))
    if last.get(p) is r: C["dg same group as this seat's last"] += 1
    kk = (tuple(seat["taken"].values()), tuple(v.iron_options()))
    if kk in seen: C["dg key seen (taken, opts)"] += 1
    seen.add(kk)
    tk = tuple(seat["taken"].values())
    if tk in seent: C["dg taken seen"] += 1
    seent.add(tk)
    last[p] = r
    if r is None: C["dg None"] += 1
    return r
legality._develop_group = dg
g0 = Game.new(ed, players=players)
sell = type(g0._ed.selling)
orig_sell = sell.choices
def sc(self, v, p, card):
    r = orig_sell(self, v, p, card)
    C["sell calls"] += 1
    C["sell tiles scanned"] += len(v.tiles_of[p])
    if r: C["sell nonempty"] += 1
    C["sell choices"] += len(r)
    return r
sell.choices = sc
orig_la = legality.legal_actions
def la(v):
    r = orig_la(v)
    C["listings"] += 1
    st = v.st
    p = legality.current_player(st)
    if p is not None and st["pending"] is None and not st["shortfall"]:
        C["main listings"] += 1
        h = st["seats"][p]["hand"]
        C["hand"] += len(h); C["distinct"] += len(set(h))
        if h != sorted(h): C["unsorted"] += 1
        if len(set(h)) == len(h): C["no dup"] += 1
    return r
legality.legal_actions = la
import brass_widget.engine.game as gm
gm.legal_actions = la
for i in range(5):
    g = Game.new(ed, players=players, seed=i); bot = RandomBot(i)
    while not g.is_over:
        g.apply(bot.choose(g))
for k, v in C.items(): print(f"{k:40s} {v/5:8.1f}")
