#!/usr/bin/env python3
"""apps.py: the held-out measure of `apps.tsv`, reproducible on any machine that has the apps.

  apps.py run BIN OUTDIR APPDIR...   `verify` at the root of each app as a user runs it (all languages, each
                                     document's own device), two at a time: OUTDIR/<owner+name>.json
  apps.py sample OUTDIR DEST SEED    the rows to judge: per app up to 12 warnings and errors (16 where it has
                                     over 100), one per rule in turn (rules in name order, each rule's findings
                                     in a seeded order)
  apps.py score OUTDIR [BATCH...]    per batch and rule, the judged findings still reported as warnings or
                                     errors (true/reported, distinct fingerprints) and judged real ones lost
  apps.py diff OLD NEW               warnings and errors that one run has and the other lacks, with verdicts

An app's directory is named owner+name (`apps.tsv` writes older repos owner/name: read as the same); `apps-commits.tsv` gives the commit each batch was
judged at, so a checkout of it (every file of that commit's tree) reproduces the run.
"""
import collections, csv, json, os, random, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
SHOWN = ('warning', 'error')


def table(name):
    with open(os.path.join(HERE, '..', name), encoding='utf-8') as f:
        return list(csv.reader(f, delimiter='\t', quoting=csv.QUOTE_NONE))[1:]


def batches():
    return {r[1].replace('/', '+'): r[0] for r in table('apps-commits.tsv')}


def verdicts():
    """(repo, fingerprint) -> (rule, verdict, class): the first verdict of a finding drawn twice."""
    judged = {}
    for r in table('apps.tsv'):
        judged.setdefault((r[1].replace('/', '+'), r[2]), (r[3], r[4], r[5]))
    return judged


def findings(path):
    with open(path, encoding='utf-8') as f:
        return json.load(f)['findings']


def reports(outdir):
    """Each app's findings; an app whose run failed (see its .err) has no report."""
    found = {}
    for name in sorted(os.listdir(outdir)):
        if name.endswith('.json'):
            try:
                found[name[:-5]] = findings(os.path.join(outdir, name))
            except (ValueError, KeyError):
                print(f'{name}: no report (see {name[:-5]}.err)', file=sys.stderr)
    return found


def run(binary, outdir, apps):
    binary = os.path.realpath(binary)
    os.makedirs(outdir, exist_ok=True)

    def one(app):
        name = os.path.basename(os.path.normpath(app))
        app = os.path.realpath(app)
        report = os.path.join(outdir, name + '.json')
        with open(report + '.part', 'wb') as out, open(os.path.join(outdir, name + '.err'), 'wb') as err:
            done = subprocess.run([binary, 'verify', '--project', app, '--format', 'json', '--fail-on', 'never', '-q'],
                                  cwd=app, stdout=out, stderr=err)
        if done.returncode == 0:
            os.replace(report + '.part', report)
        else:
            os.remove(report + '.part')
            print(f'{name}: verify exited with {done.returncode} (see {name}.err)', file=sys.stderr)
    with ThreadPoolExecutor(2) as pool:
        list(pool.map(one, sorted(apps)))


def sample(outdir, dest, seed):
    os.makedirs(dest, exist_ok=True)
    columns = ['repo', 'fingerprint', 'rule', 'severity', 'language', 'place', 'key', 'message', 'related',
               'verdict', 'class', 'reason']
    for repo, found in reports(outdir).items():
        shown = [f for f in found if f['severity'] in SHOWN]
        by_rule = collections.defaultdict(list)
        for f in sorted(shown, key=lambda f: f['fingerprint']):
            by_rule[f['rule']].append(f)
        rng = random.Random(f'{seed}:{repo}')
        for rule in sorted(by_rule):
            rng.shuffle(by_rule[rule])
        limit, picked, seen = (16 if len(shown) > 100 else 12), [], set()
        while len(picked) < limit and any(by_rule.values()):
            for rule in sorted(by_rule):
                while by_rule[rule] and len(picked) < limit:
                    f = by_rule[rule].pop()
                    if f['fingerprint'] not in seen:
                        seen.add(f['fingerprint'])
                        picked.append(f)
                        break
        with open(os.path.join(dest, repo + '.tsv'), 'w', encoding='utf-8') as out:
            out.write('\t'.join(columns) + '\n')
            for f in picked:
                related = ' | '.join(f"{r['file']}:{r['line']} {r['note']}" for r in f.get('related', []))
                cells = [repo, f['fingerprint'], f['rule'], f['severity'], f['language'],
                         f"{f['file']}:{f['line']}", f.get('key', ''), f['message'], related, '', '', '']
                out.write('\t'.join(c.replace('\t', ' ').replace('\n', ' ') for c in cells) + '\n')
        print(f'{repo}: {len(picked)} of {len(shown)}')


def score(outdir, only):
    judged, batch_of = verdicts(), batches()
    found = reports(outdir)
    shown = {(repo, f['fingerprint']) for repo, fs in found.items() for f in fs if f['severity'] in SHOWN}
    per = collections.defaultdict(lambda: collections.defaultdict(lambda: [0, 0]))
    lost = []
    for (repo, fp), (rule, verdict, cls) in sorted(judged.items()):
        batch = batch_of.get(repo, '?')
        if repo not in found or (only and batch not in only) or verdict not in ('true', 'false'):
            continue
        if (repo, fp) in shown:
            per[batch][rule][0 if verdict == 'true' else 1] += 1
        elif verdict == 'true':
            lost.append((batch, repo, rule, fp))
    for batch in sorted(per, key=lambda b: (len(b), b)):
        rules = per[batch]
        true, false = sum(v[0] for v in rules.values()), sum(v[1] for v in rules.values())
        detail = ', '.join(f'{rule} {v[0]}/{v[0] + v[1]}' for rule, v in sorted(rules.items()))
        print(f'batch {batch}: {true}/{true + false} ({detail})')
    print(f'judged real no longer reported: {len(lost)}')
    for row in lost:
        print('  ' + ' '.join(row))


def diff(old, new):
    judged = verdicts()
    a, b = reports(old), reports(new)
    summary = collections.Counter()
    for repo in sorted(set(a) | set(b)):
        before = {f['fingerprint']: f for f in a.get(repo, []) if f['severity'] in SHOWN}
        after = {f['fingerprint']: f for f in b.get(repo, []) if f['severity'] in SHOWN}
        for sign, fps, source in (('-', before.keys() - after.keys(), before), ('+', after.keys() - before.keys(), after)):
            for fp in sorted(fps):
                f = source[fp]
                verdict = judged.get((repo, fp), ('', 'unjudged', ''))[1]
                summary[(sign, f['rule'], verdict)] += 1
                print(f"{sign} {repo} {f['rule']} [{verdict}] {f['file']}:{f['line']} {f['message'][:140]}")
    for (sign, rule, verdict), count in sorted(summary.items()):
        print(f'{sign} {rule} {verdict}: {count}')


if __name__ == '__main__':
    command, args = sys.argv[1] if len(sys.argv) > 1 else '', sys.argv[2:]
    if command == 'run' and len(args) >= 3:
        run(args[0], args[1], args[2:])
    elif command == 'sample' and len(args) == 3:
        sample(*args)
    elif command == 'score' and args:
        score(args[0], set(args[1:]))
    elif command == 'diff' and len(args) == 2:
        diff(*args)
    else:
        sys.exit(__doc__)
