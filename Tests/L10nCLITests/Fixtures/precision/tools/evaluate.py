#!/usr/bin/env python3
"""evaluate.py OUTDIR: per rule, the labelled true and false findings a run of run.sh reports as warnings or
errors, the unlabelled ones, and the labelled real problems it no longer reports (as PrecisionTests counts)."""
import collections, csv, json, os, sys
labels_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'labels.tsv')
rows = list(csv.reader(open(labels_path, encoding='utf-8'), delimiter='\t', quoting=csv.QUOTE_NONE))[1:]
labels = {(r[0], r[1], r[2]): r for r in rows}
run = sys.argv[1]
severity, rules = {}, collections.defaultdict(lambda: [0, 0, 0])
for name in sorted(os.listdir(run)):
    if not name.endswith('.json'):
        continue
    corpus, repo = name[:-5].split('__', 1)
    for f in json.load(open(os.path.join(run, name), encoding='utf-8'))['findings']:
        key = (corpus, repo, f['fingerprint'])
        severity[key] = f['severity']
        if f['severity'] in ('warning', 'error'):
            verdict = labels.get(key, [''] * 5)[4]
            rules[f['rule']][{'true': 0, 'false': 1}.get(verdict, 2)] += 1
true = sum(1 for r in rows if r[4] == 'true' and severity.get((r[0], r[1], r[2])) in ('warning', 'error'))
false = sum(1 for r in rows if r[4] == 'false' and severity.get((r[0], r[1], r[2])) in ('warning', 'error'))
lost = [r for r in rows if r[4] == 'true' and severity.get((r[0], r[1], r[2])) not in ('warning', 'error')]
print(f'precision over {len(rows)} verdicts: {true / max(1, true + false):.3f} ({true} true, {false} false)')
print(f'  {"rule":32} true false unlabelled')
for rule in sorted(rules):
    print(f'  {rule:32} {rules[rule][0]:4} {rules[rule][1]:5} {rules[rule][2]:10}')
print(f'labelled real problems not reported: {len(lost)}')
for r in lost:
    print(f'  {r[1]} {r[3]} {r[2]} ({severity.get((r[0], r[1], r[2]), "gone")})')
