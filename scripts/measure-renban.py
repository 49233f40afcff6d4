#!/usr/bin/env python3
"""Compares the renban encodings (--renban pairs|window) on renban puzzles.

Usage: scripts/measure-renban.py [--runs R] [--seeds S] [PUZZLE...]
       (default puzzles: every instance under instances/ that has a renban line)

For each puzzle and encoding it measures, in the same run:
  * CNF size after simplification (variables, clauses) from `satdoku solve --json`;
  * SAT4J in-process: the full uniqueness check (find a solution, then prove there is no second):
    conflicts and the median wall time of R runs (the JVM start is not included: `millis` is
    measured inside the tool);
  * CaDiCaL on the DIMACS from `satdoku encode`, when installed: conflicts and time to the first
    solution, the median over S random seeds (--seed), since one run of a single hard puzzle says
    as much about the solver's luck as about the encoding;
  * MiniSat likewise, when installed (-rnd-seed with -rnd-freq=0.02 to vary its search).
Each figure is followed by its ratio to the pairs encoding measured in the same run (< 1: window is
smaller or faster). Prints a Markdown table.
"""
import argparse
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAUNCHER = os.path.join(ROOT, 'satdoku')
ENCODINGS = ['pairs', 'window']


def satdoku(*args):
    return subprocess.run([LAUNCHER, *args], check=True, capture_output=True, text=True).stdout


def sat4j(puzzle, encoding, runs):
    reports = [json.loads(satdoku('solve', '--json', '--renban', encoding, puzzle).splitlines()[0]) for _ in range(runs)]
    r = reports[0]
    if r['status'] != 'unique':
        sys.exit('%s: expected a unique solution with --renban %s, got %s' % (puzzle, encoding, r['status']))
    return {'vars': r['variables'], 'clauses': r['clauses'], 'conflicts': r['conflicts'],
            'ms': statistics.median(x['millis'] for x in reports)}


def external(solver, cnf, seeds):
    times, conflicts = [], []
    for seed in range(1, seeds + 1):
        if solver == 'cadical':
            cmd = ['cadical', '--seed=%d' % seed, cnf]
            pattern = r'^c conflicts:\s+(\d+)'
        else:
            cmd = ['minisat', '-rnd-seed=%d' % seed, '-rnd-freq=0.02', cnf]
            pattern = r'^conflicts\s+:\s+(\d+)'
        start = time.perf_counter()
        out = subprocess.run(cmd, capture_output=True, text=True).stdout
        times.append((time.perf_counter() - start) * 1000)
        m = re.search(pattern, out, re.M)
        if m is None:
            sys.exit('could not read the conflict count from %s' % ' '.join(cmd))
        conflicts.append(int(m.group(1)))
    return {'conflicts': statistics.median(conflicts), 'ms': statistics.median(times)}


def ratio(value, reference):
    return '%.2f' % (value / reference) if reference else '-'


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--runs', type=int, default=3, help='SAT4J runs per puzzle and encoding (median time)')
    ap.add_argument('--seeds', type=int, default=5, help='seeds per external solver (median)')
    ap.add_argument('puzzles', nargs='*')
    a = ap.parse_args()
    puzzles = a.puzzles or sorted(p for p in glob.glob(os.path.join(ROOT, 'instances', '**', '*.sudoku'), recursive=True)
                                  if re.search(r'^\s*renban\s', open(p).read(), re.M))
    solvers = [s for s in ('cadical', 'minisat') if shutil.which(s)]
    print('| puzzle | renban | variables | clauses | SAT4J conflicts | SAT4J ms | '
          + ' | '.join('%s conflicts | %s ms' % (s, s) for s in solvers) + ' |')
    print('|' + '---|' * (6 + 2 * len(solvers)))
    with tempfile.TemporaryDirectory() as tmp:
        for puzzle in puzzles:
            rows = {}
            for enc in ENCODINGS:
                row = sat4j(puzzle, enc, a.runs)
                cnf = os.path.join(tmp, enc + '.cnf')
                satdoku('encode', '--renban', enc, '--force', '-o', cnf, puzzle)
                for s in solvers:
                    row[s] = external(s, cnf, a.seeds)
                rows[enc] = row
            ref = rows['pairs']
            for enc in ENCODINGS:
                r = rows[enc]
                cells = [os.path.relpath(puzzle, ROOT), enc]
                for key in ('vars', 'clauses', 'conflicts', 'ms'):
                    cells.append('%d' % r[key] if enc == 'pairs' else '%d (%s)' % (r[key], ratio(r[key], ref[key])))
                for s in solvers:
                    for key in ('conflicts', 'ms'):
                        cells.append('%d' % r[s][key] if enc == 'pairs' else '%d (%s)' % (r[s][key], ratio(r[s][key], ref[s][key])))
                print('| ' + ' | '.join(cells) + ' |', flush=True)


if __name__ == '__main__':
    main()
