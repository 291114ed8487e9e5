import json,glob,sys
def load(d):
    out={}
    for f in glob.glob(d+'/err-*.txt'):
        for line in open(f):
            if line.startswith('{"game"'):
                x=json.loads(line); s=int(f.split('-')[-1].split('.')[0])
                h=[(i,q) for i,q in enumerate(x['seats']) if q['bot']=='hint'][0]
                out[(s,x['game'])]=(h[1]['rank']==1, h[1]['vp'], x['seed'])
    return out
a=load(sys.argv[1]); b=load(sys.argv[2])
keys=sorted(set(a)&set(b))
aw=sum(1 for k in keys if a[k][0] and not b[k][0]); bw=sum(1 for k in keys if b[k][0] and not a[k][0])
same=sum(1 for k in keys if a[k][1]==b[k][1])
print(len(keys),'games; discordant: first wins',aw,'second wins',bw,'; same Hint VP in',same)
for k in keys:
    if a[k][0]!=b[k][0]: print(' deal',a[k][2],'game',k[1],'first',a[k][:2],'second',b[k][:2])
