#!/usr/bin/env python3
"""Compares the sum encodings (--sum-encoding) on the instances that use sum rules.

Usage: scripts/bench-sum-encodings.py [--runs N] [--cadical] [--reference ENC] [INSTANCE...]

Instances default to every instances/**/*.sudoku with a cage, sum, littlekiller, arrow or sandwich
line. For each instance and sum encoding it reports the CNF size before and after encode-time
simplification, SAT4J's conflicts, and the median in-process encode and solve times over N runs
(default 5; scripts/SumEncodingBench.java, one warm JVM, encodings interleaved, counting up to 2
solutions as `satdoku solve` does). With --cadical it also writes each DIMACS (`satdoku encode`) and
times `cadical -q` on it (median of N). Times are compared with the reference encoding (default
totalizer) measured in the same run, as ratios summarised by their geometric mean, so a loaded
machine shifts every column alike. Needs the jar: run ./satdoku --version first.
"""
import glob
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JAR = os.path.join(ROOT, 'cli', 'target', 'satdoku.jar')
BENCH = os.path.join(ROOT, 'scripts', 'SumEncodingBench.java')
SUM_RULE = re.compile(r'^\s*(cage|sum|littlekiller|arrow|sandwich)\b', re.M)


def cadical_ms(instance, encoding):
    with tempfile.TemporaryDirectory() as tmp:
        cnf = os.path.join(tmp, 'p.cnf')
        subprocess.run(['java', '-jar', JAR, 'encode', '--sum=' + encoding, '-o', cnf, instance], check=True, capture_output=True)
        start = time.perf_counter()
        subprocess.run(['cadical', '-q', cnf], capture_output=True)
        return (time.perf_counter() - start) * 1000


def geomean(xs):
    return math.exp(statistics.mean(math.log(max(x, 1e-6)) for x in xs))


def main():
    args = sys.argv[1:]
    runs, cadical, reference, instances = 5, False, 'totalizer', []
    while args:
        a = args.pop(0)
        if a == '--runs':
            runs = int(args.pop(0))
        elif a == '--cadical':
            cadical = True
        elif a == '--reference':
            reference = args.pop(0)
        elif a in ('-h', '--help'):
            raise SystemExit(__doc__)
        else:
            instances.append(a)
    if not os.path.exists(JAR):
        raise SystemExit('no %s: build it first (./satdoku --version)' % JAR)
    if not instances:
        instances = [f for f in sorted(glob.glob(os.path.join(ROOT, 'instances', '**', '*.sudoku'), recursive=True))
                     if SUM_RULE.search(open(f).read())]
    out = subprocess.run(['java', '-cp', JAR, BENCH, str(runs)] + instances, check=True, capture_output=True, text=True).stdout
    rows = [json.loads(line) for line in out.splitlines() if line.startswith('{')]
    by_instance = {}
    for r in rows:
        by_instance.setdefault(r['puzzle'], {})[r['sum']] = r
    encodings = list(next(iter(by_instance.values())).keys())
    if cadical:
        for inst, per in by_instance.items():
            for enc, r in per.items():
                r['cadicalMs'] = statistics.median(cadical_ms(inst, enc) for _ in range(runs))
    print('%-14s %-10s | %6s %7s %8s | %6s %7s %8s | %7s %8s %8s %6s%s' % (
        'instance', 'sum', 'vars', 'clauses', 'literals', 'vars', 'clauses', 'literals', 'confl',
        'enc-ms', 'solve-ms', 'ratio', '  cadical-ms  ratio' if cadical else ''))
    print('%-25s | %-24s | %s' % ('', 'before simplification', 'after simplification; SAT4J in-process, median of %d' % runs))
    ratios = {e: [] for e in encodings}
    cad_ratios = {e: [] for e in encodings}
    totals = {e: [0, 0, 0, 0.0] for e in encodings}
    for inst, per in by_instance.items():
        ref = per[reference]
        for enc in encodings:
            r = per[enc]
            total_ms = r['encodeMs'] + r['solveMs']
            ratio = total_ms / max(ref['encodeMs'] + ref['solveMs'], 1e-6)
            ratios[enc].append(ratio)
            t = totals[enc]
            t[0] += r['variablesBefore']
            t[1] += r['clausesBefore']
            t[2] += r['conflicts']
            t[3] += total_ms
            line = '%-14s %-10s | %6d %7d %8d | %6d %7d %8d | %7d %8.1f %8.1f %6.2f' % (
                os.path.splitext(os.path.basename(inst))[0], enc, r['variablesBefore'], r['clausesBefore'], r['literalsBefore'],
                r['variables'], r['clauses'], r['literals'], r['conflicts'], r['encodeMs'], r['solveMs'], ratio)
            if cadical:
                cr = r['cadicalMs'] / max(ref['cadicalMs'], 1e-6)
                cad_ratios[enc].append(cr)
                line += '  %10.1f %6.2f' % (r['cadicalMs'], cr)
            print(line)
    print()
    print('summary over %d instances; encode+solve time ratios against %s (geometric mean)' % (len(by_instance), reference))
    for enc in encodings:
        t = totals[enc]
        line = '  %-10s variables %6d  clauses %7d  conflicts %6d  SAT4J encode+solve %8.1f ms  ratio %.2f' % (
            enc, t[0], t[1], t[2], t[3], geomean(ratios[enc]))
        if cadical:
            line += '  cadical ratio %.2f' % geomean(cad_ratios[enc])
        print(line)


if __name__ == '__main__':
    main()
