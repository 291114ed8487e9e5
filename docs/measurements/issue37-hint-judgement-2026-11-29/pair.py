import json,glob,sys,math
def load(d):
    out={}
    for f in glob.glob(d+'/err-*.txt'):
        s=int(f.split('-')[-1].split('.')[0])
        for line in open(f):
            if line.startswith('{"game"'):
                x=json.loads(line)
                h=[q for q in x['seats'] if q['bot']=='hint'][0]
                out[(s,x['game'])]=(h['rank']==1, h['vp'], x['seed'], h['rank']==4 or bool(h['kinds'].get('remove')))
    return out
a=load(sys.argv[1]); b=load(sys.argv[2]); keys=sorted(set(a)&set(b))
def st(m): return sum(m[k][0] for k in keys), sum(m[k][3] for k in keys), sum(m[k][1] for k in keys)/max(len(keys),1)
print(len(keys),'games; base wins/collapses/vp',st(a),'cand',st(b))
print('discordant: base',sum(1 for k in keys if a[k][0] and not b[k][0]),'cand',sum(1 for k in keys if b[k][0] and not a[k][0]))
