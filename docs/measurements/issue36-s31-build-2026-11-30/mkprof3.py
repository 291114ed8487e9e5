# make a copy of a tree with section marks in _enumerate_builds
import sys, re, pathlib
src, dst = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
f = dst / "brass_widget/engine/legality.py"
lines = f.read_text().split("\n")
start = next(i for i, l in enumerate(lines) if l.startswith("def _enumerate_builds"))
end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith("def "))
out = lines[:start]
body = lines[start:end]
# find landmarks
def idx(pat, after=0):
    return next(i for i in range(after, len(body)) if re.search(pat, body[i]))
i_st = idx(r"^    st = v\.st")
i_card = idx(r"^    for c in cards:")
i_money = idx(r"^    money = seat\[")
i_ind = idx(r"^    for industry, row, after in")
i_site = idx(r"^        for loc, free, same, free_refs, free_rows in visit:")
i_hook = idx(r"^    if ed\.building is not None")
i_g = idx(r"^        ind_cards = by_industry\.get")
i_h = idx(r"^        sites = site_memo\.get")
i_i = idx(r"^        if ind_tail or tail or wild_loc:")
i_j = idx(r"^        if spec\.iron:")
i_k = idx(r"^        coal_at = None")
ins = {i_st: "    _mark('A')", i_card: "    _mark('B')", i_money: "    _mark('C')", i_ind + 1: "        _mark('D')",
       i_site: "        _mark('E')", i_g: "        _mark('G')", i_h: "        _mark('H')", i_i: "        _mark('I')", i_j: "        _mark('J')", i_k: "        _mark('K')", i_hook: "    _mark('F')"}
new = []
for i, l in enumerate(body):
    if i in ins:
        new.append(ins[i])
    if re.match(r"^\s+return\b", l) and not l.strip().startswith("return [") :
        ind = l[:len(l) - len(l.lstrip())]
        new.append(ind + "_mark(None)")
    new.append(l)
# final: after the hook
new.append("")
# wrap: end of function -> mark None; simplest: rename and wrap
text = "\n".join(new).replace("def _enumerate_builds(", "def _enumerate_builds_inner(", 1)
text += """
def _enumerate_builds(v, p, cards, out):
    _enumerate_builds_inner(v, p, cards, out)
    _mark(None)

"""
prelude = '''
import os as _os, ctypes as _ct
_SEC = _os.environ.get("SEC")
_toggle = _ct.CDLL("/tmp/brass_fnprof_toggle.so").toggle if _SEC else None
_cur = [None]
_ENTRIES = [0]
def _mark(k):
    if _cur[0] == _SEC:
        _toggle()
    _cur[0] = k
    if k == _SEC:
        _ENTRIES[0] += 1
        _toggle()
'''
out.append(prelude)
out.append(text)
out += lines[end:]
f.write_text("\n".join(out))
