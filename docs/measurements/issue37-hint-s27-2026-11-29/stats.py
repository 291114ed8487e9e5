"""Over the games main's Hint, the candidate and `income` all played (deals 83-130): losses, those by 0-3 VP, money at
the end, Loans and passes a game, tiles removed. Run from this folder: python3 stats.py"""
import json,glob,statistics as S,sys
def load(files):
    out={}
    for f in files:
        s=int(f.split('-')[-1].split('.')[0])
        for line in open(f):
            if line.startswith('{"game"'):
                x=json.loads(line); h=[q for q in x['seats'] if q['bot']=='hint'][0]
                best=max(q['vp'] for q in x['seats'] if q['bot']!='hint')
                out[(s,x['game'])]=dict(win=h['rank']==1,margin=h['vp']-best,money=h['money'],kinds=h['kinds'])
    return out
sets={'main':load(glob.glob('../issue37-hint-fresh[56]-2026-11-29/birmingham-*.txt')+glob.glob('../issue37-hint-judgement-2026-11-29/main-*.txt')),
 'cand':load(glob.glob('../issue37-hint-judgement-2026-11-29/judgement-*.txt')),'income':load(glob.glob('income/err-*.txt'))}
keys=sorted(set.intersection(*[set(m) for m in sets.values()]))
for n,m in sets.items():
    L=[m[k] for k in keys if not m[k]['win']]
    print(n,len(keys),'losses',len(L),'by 1-3 VP',sum(1 for l in L if -3<=l['margin']<=0),'money at end',round(S.mean(m[k]['money'] for k in keys),1),
      'loans',round(S.mean(m[k]['kinds'].get('loan',0) for k in keys),2),'passes',sum(m[k]['kinds'].get('pass',0) for k in keys),'tiles removed',sum(m[k]['kinds'].get('remove',0) for k in keys),
      'games with a removal',sum(1 for k in keys if m[k]['kinds'].get('remove')))
