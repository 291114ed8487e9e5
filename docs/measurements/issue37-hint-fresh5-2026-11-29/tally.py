import json,glob,sys,math
w=n=0; coll=[]; vp=[]; best=[]
for f in sorted(glob.glob(sys.argv[1] if len(sys.argv)>1 else 'docs/measurements/issue37-hint-fresh5-2026-11-29/birmingham-*.txt')):
    for line in open(f):
        if not line.startswith('{"game"'): continue
        d=json.loads(line)
        n+=1
        h=[s for s in d['seats'] if s['bot']=='hint'][0]
        g=max(s['vp'] for s in d['seats'] if s['bot']!='hint')
        vp.append(h['vp']); best.append(g)
        if h['rank']==1: w+=1
        if h['rank']==4 or h['kinds'].get('remove'): coll.append((d['seed'],d['game'],h['vp'],h['rank'],h['kinds'].get('pass',0),h['kinds'].get('remove',0)))
z=1.96; p=w/n if n else 0
c=(p+z*z/(2*n))/(1+z*z/n) if n else 0; hw=z*math.sqrt(p*(1-p)/n+z*z/(4*n*n))/(1+z*z/n) if n else 0
print(f"{w}/{n} = {100*p:.1f}% Wilson [{100*(c-hw):.1f}, {100*(c+hw):.1f}]; hint VP {sum(vp)/max(n,1):.1f}, best greedy {sum(best)/max(n,1):.1f}; collapses {coll}")
