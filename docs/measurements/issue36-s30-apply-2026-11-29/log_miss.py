# A log entry made for a decision not logged before (s30-apply): S str() of two decisions, D their decision_data, L two _logged misses, N nothing; same callgrind recipe.
import sys
sys.path.insert(0, "/work/wt-s30apply")
from brass_widget.engine.actions import Action
from brass_widget.engine import events
a = Action("build", card="bolton", industry="cotton_mill", target="bolton/1", coal="market", iron=None)
b = Action("develop", card="bolton", industry="cotton_mill", iron="market")
v = sys.argv[1]; n = int(sys.argv[2])
def S():
    str(a); str(b)
def D():
    events.decision_data(a); events.decision_data(b)
def L():
    events._LOGGED.clear(); events._logged(a); events._logged(b)
def N():
    pass
f = globals()[v]
for _ in range(n):
    f()
