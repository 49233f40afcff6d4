#!/usr/bin/env python3
"""Regenerates docs/encodings.md: what every encoding option does, measured.

Usage: scripts/encodings-report.py [--limit N] [--timeout S] [--out FILE] [--only TEXT]

--only TEXT re-measures just the variant instances whose path contains TEXT and replaces their rows
of the per-instance table in the existing report (noting it in the header); everything else stays.

For every classic set (the first N puzzles, default 20, of each file in ../shared/data/classic when
present, and the instances in instances/classic) it runs

    satdoku stats SET --limit N --solve --encodings each --timeout S --markdown

and for every variant instance (instances/variants, instances/fpuzzles, instances/iss) the same
with --csv, one instance at a time. 'each' is the default encoding plus every single change of one
dimension (cell, amo, houses, sum, simplify and the rule-specific ones: renban, skyscraper, implied
sums...), so every figure compares one choice with the default measured in the same JVM right before
or after it; stats leaves out a change that gives the case the same CNF as the default (a renban
choice on a puzzle without renban), so each choice is judged only on the cases it changes. From the
numbers it picks the best value per dimension: per case (a classic set or a variant instance whose
default solve takes at least 1 ms), the ratio of mean solve time to the default's; the geometric mean
of those ratios over the cases decides, and a value must beat the default by more than 10% to be
recommended over it (the machine is shared, so smaller differences are noise). A timeout counts as
twice the timeout.

The script exits with status 3 when the recommended defaults differ from the defaults in the code
(EncodingOptions.DEFAULTS, read from the base row), so the code and the report cannot drift apart.
"""
import argparse
import csv
import datetime
import glob
import io
import json
import math
import os
import platform
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# SATDOKU_JAR: a copy of the jar to measure, so that a build running meanwhile cannot replace it.
JAR = os.environ.get('SATDOKU_JAR', os.path.join(ROOT, 'cli', 'target', 'satdoku.jar'))
SHARED = os.path.join(ROOT, '..', 'shared', 'data', 'classic')
# The lab dimensions stats always shows; the rule-specific ones appear as columns where they vary.
LAB = ['cell', 'amo', 'houses', 'sum', 'simplify']
FIRST_METRIC = 'plain vars'
MIN_DEFAULT_MS = 1.0
NOISE = 0.10

# Said of the combinations as a whole; what each option and value does is read from the code
# (satdoku stats --list-options), so the report and the command line's help cannot disagree.
COMBINATIONS_NOTE = """\
Nothing is rejected as a combination: every mix of values is valid, and what one choice needs from
another (order literals for a thermometer under `--cell direct`, direct literals for a table sum under
`--cell order`) is created on demand. Unknown names are usage errors (exit 2) that list the valid
values. `satdoku stats --encodings` takes `all` (the 360 combinations of the first five rows), `each`
(the default and every single change of any row, leaving out those that give the puzzles the same CNF),
`default`, or a list such as
`amo=pairwise,sequential;cell=direct,order` (cartesian product).
"""


def listed_options():
    """Every encoding option as the code declares it: name, command-line names, default, help, values."""
    return [json.loads(line) for line in run(['stats', '--list-options']).stdout.splitlines() if line.strip()]


def options_table(options):
    """The report's options table: one row per value (a switch: one row), with what it does."""
    def cell(text):
        return (text or '').replace('|', '\\|')
    lines = ['| option | values | what it changes | default |', '|---|---|---|---|']
    for o in options:
        flag = o['cli'][0]
        if not o['values'][0]['summary']:  # an on/off switch: its help says what it does
            lines.append('| `%s` | | %s | %s |' % (flag, cell(o['help']), o['name'] + ' ' + o['default']))
            continue
        for i, v in enumerate(o['values']):
            lines.append('| %s | `%s` | %s | %s |' % ('`%s`' % flag if i == 0 else '', v['name'], cell(v['summary']),
                                                   'yes' if v['name'] == o['default'] else ''))
    return '\n'.join(lines) + '\n\n' + COMBINATIONS_NOTE


def load_average():
    """The 1-minute load average (the machine may be shared: the report says how quiet it was)."""
    try:
        with open('/proc/loadavg') as f:
            return f.read().split()[0]
    except OSError:
        return 'unknown'


def run(args, timeout=None):
    cmd = ['java', '-jar', JAR] + args
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        sys.exit('encodings-report: %s failed (%d):\n%s' % (' '.join(args), done.returncode, done.stderr))
    return done


def markdown(csv_text):
    """The CSV of `satdoku stats --csv` as a markdown table, numbers right-aligned with separators."""
    rows = list(csv.reader(io.StringIO(csv_text)))
    head, body = rows[0], rows[1:]

    def numeric(c):
        return all(r[c] == '' or r[c].replace('.', '', 1).isdigit() for r in body)

    def fmt(v):
        if v == '' or not v.replace('.', '', 1).isdigit():
            return v
        x = float(v)
        return '{:,.0f}'.format(x) if x == int(x) or x >= 100 else '{:,.2f}'.format(x)

    cols = [numeric(c) for c in range(len(head))]
    lines = ['| ' + ' | '.join(head) + ' |', '|' + ''.join('---:|' if n else '---|' for n in cols)]
    for r in body:
        lines.append('| ' + ' | '.join(fmt(v) if cols[c] else v for c, v in enumerate(r)) + ' |')
    return '\n'.join(lines) + '\n'


def num(x):
    return float(x.replace(',', '')) if x not in ('', None) else None


def rows_of(text):
    return list(csv.DictReader(io.StringIO(text)))


def solve_ms(row, timeout):
    """Mean solve time, a timeout counting as twice the timeout."""
    t = num(row['solve ms'])
    n_timeouts = int(row['timeouts'])
    return t + n_timeouts * 2 * timeout * 1000


def dims_of(data):
    """The encoding dimensions a case's CSV shows: the columns before the first measurement."""
    head = list(data[0].keys())
    return head[:head.index(FIRST_METRIC)]


def change_of(row, base, dims):
    """(dimension, value) of the one dimension in which a row of 'each' differs from the base row, or None."""
    diff = [(d, row[d]) for d in dims if row[d] != base[d]]
    if len(diff) > 1:
        sys.exit('encodings-report: a row of --encodings each differs from the default in %s' % diff)
    return diff[0] if diff else None


def label_of(row, base, dims):
    c = change_of(row, base, dims)
    return 'default' if c is None else '%s=%s' % c


def option_name(d, v):
    return '`--no-simplify`' if d == 'simplify' and v == 'off' else '`--%s %s`' % (d, v)


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float('nan')


def instance_row(n, data, timeout):
    """The per-instance table's row: rule families, sizes, the default's time, the fastest combination."""
    base = data[0]
    best_row = min(data, key=lambda r: solve_ms(r, timeout))
    families = [h[3:] for h in base.keys() if h.startswith('cl:') and h[3:] not in ('cells', 'houses', 'givens', 'order')
                and num(base[h])]
    label = label_of(best_row, base, dims_of(data))
    return '| %s | %s | %s | %s | %s | %s | %s |' % (
        os.path.relpath(n, 'instances'), ', '.join(families) or '-', base['plain clauses'], base['clauses'],
        base['solve ms'] + (' (%s timeouts)' % base['timeouts'] if base['timeouts'] != '0' else ''), label, best_row['solve ms'])


def refresh_rows(opts, common):
    """--only: re-measure the variant instances whose path contains the text and replace their rows of
    the per-instance table in the existing report, leaving every other figure as it was (a full run
    takes well over 20 minutes on a loaded 2-core machine). Says so in the report's header."""
    with open(opts.out) as f:
        text = f.read()
    files = []
    for d in ('variants', 'fpuzzles', 'iss'):
        files += sorted(glob.glob(os.path.join(ROOT, 'instances', d, '*.sudoku')))
    files = [f for f in files if opts.only in os.path.relpath(f, ROOT)]
    if not files:
        sys.exit('encodings-report: no instance matches --only %s' % opts.only)
    now = datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')
    for f in files:
        name = os.path.relpath(f, ROOT)
        print('encodings-report: instance %s' % name, file=sys.stderr)
        data = rows_of(run(['stats', f, '--csv'] + common).stdout)
        row = instance_row(name, data, opts.timeout)
        prefix = '| %s |' % os.path.relpath(name, 'instances')
        lines = text.split('\n')
        hits = [i for i, l in enumerate(lines) if l.startswith(prefix)]
        if len(hits) != 1:
            sys.exit('encodings-report: %s: %d rows in %s, expected one' % (name, len(hits), opts.out))
        lines[hits[0]] = row
        text = '\n'.join(lines)
        note = ('Row of `%s` re-measured by `scripts/encodings-report.py --only %s` on %s (load average %s).'
                % (os.path.relpath(name, 'instances'), opts.only, now, ' '.join(open('/proc/loadavg').read().split()[:3])))
        marker = '\n\n'
        head_end = text.index(marker, text.index('Generated by')) if 'Generated by' in text else 0
        text = text[:head_end] + ' ' + note + text[head_end:]
    with open(opts.out + '.tmp', 'w') as f:
        f.write(text)
    os.replace(opts.out + '.tmp', opts.out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--limit', type=int, default=20)
    ap.add_argument('--timeout', type=float, default=10)
    ap.add_argument('--out', default=os.path.join(ROOT, 'docs', 'encodings.md'))
    ap.add_argument('--only', help='re-measure only the variant instances whose path contains this text and '
                    'replace their rows in the existing report')
    opts = ap.parse_args()
    if 'SATDOKU_JAR' not in os.environ:
        subprocess.run([os.path.join(ROOT, 'satdoku'), '--version'], check=True, capture_output=True)
    common = ['--solve', '--encodings', 'each', '--timeout', str(opts.timeout), '--quiet']
    load_at_start = load_average()
    if opts.only:
        refresh_rows(opts, common)
        return

    # Classic sets: a markdown table each (for the document) and CSV (for the decision).
    classic_sets = []
    if os.path.isdir(SHARED):
        classic_sets += sorted(p for p in glob.glob(os.path.join(SHARED, '*')) if os.path.isfile(p) and not p.endswith('.md'))
    classic_sets.append(os.path.join(ROOT, 'instances', 'classic'))
    cases = []   # (name, kind, rows)
    classic_md = []
    for s in classic_sets:
        name = os.path.relpath(s, ROOT)
        print('encodings-report: classic set %s' % name, file=sys.stderr)
        done = run(['stats', s, '--limit', str(opts.limit), '--csv'] + common)
        data = rows_of(done.stdout)
        cases.append((name, 'classic', data))
        classic_md.append((name, markdown(done.stdout), done.stderr.splitlines()[0]))

    variant_files = []
    for d in ('variants', 'fpuzzles', 'iss'):
        variant_files += sorted(glob.glob(os.path.join(ROOT, 'instances', d, '*.sudoku')))
    for f in variant_files:
        name = os.path.relpath(f, ROOT)
        print('encodings-report: instance %s' % name, file=sys.stderr)
        cases.append((name, 'variant', rows_of(run(['stats', f, '--csv'] + common).stdout)))

    # The base row of 'each' is the default encoding (no encoding option was given); every other row
    # changes one dimension. Collect each dimension's default and the values measured anywhere.
    default, values, order = {}, {}, []
    for n, kind, data in cases:
        base = data[0]
        for d in dims_of(data):
            if d not in default:
                default[d], values[d] = base[d], [base[d]]
                order.append(d)
            elif default[d] != base[d]:
                sys.exit('encodings-report: %s: default %s=%s, elsewhere %s' % (n, d, base[d], default[d]))
        for r in data[1:]:
            d, v = change_of(r, base, dims_of(data))
            if v not in values[d]:
                values[d].append(v)
    dimensions = [d for d in LAB if d in order] + [d for d in order if d not in LAB]
    options = listed_options()
    known = {(o['name'], v['name']) for o in options for v in o['values']}
    unknown = [option_name(d, v) for d in dimensions for v in values[d] if (d, v) not in known]
    if unknown:
        sys.exit('encodings-report: stats measured %s, which stats --list-options does not list'
                 % ', '.join(unknown))

    def row_with(data, dim, value):
        """The case's row that changes only dim to value, or None where stats left it out (the same CNF as the
        default's: the choice changes nothing on this case)."""
        base = data[0]
        return next((r for r in data[1:] if change_of(r, base, dims_of(data)) == (dim, value)), None)

    decisions = []
    for d in dimensions:
        lines = []
        best, best_ratio = default[d], 1.0
        considered = set()
        for v in values[d]:
            if v == default[d]:
                continue
            ratios, conflict_ratios, clause_ratios, timeouts, changed = [], [], [], 0, 0
            total_base, total_value = 0.0, 0.0
            for n, kind, data in cases:
                r = row_with(data, d, v)
                if r is None:
                    continue
                changed += 1
                considered.add(n)
                base = data[0]
                timeouts += int(r['timeouts'])
                total_base += solve_ms(base, opts.timeout)
                total_value += solve_ms(r, opts.timeout)
                clause_ratios.append(max(num(r['clauses']), 1) / max(num(base['clauses']), 1))
                if solve_ms(base, opts.timeout) >= MIN_DEFAULT_MS:
                    ratios.append(max(solve_ms(r, opts.timeout), 0.01) / solve_ms(base, opts.timeout))
                    if num(base['conflicts']) and num(r['conflicts']) is not None:
                        conflict_ratios.append(max(num(r['conflicts']), 1) / max(num(base['conflicts']), 1))
            g = geomean(ratios)
            ratio = lambda x: '-' if math.isnan(x) else '%.2f' % x  # nothing timed (or no conflicts) to compare
            lines.append('| %s | %d | %s | %s | %s | %d | %d |' % (
                option_name(d, v), changed, ratio(g), ratio(geomean(conflict_ratios)), ratio(geomean(clause_ratios)),
                len(ratios), timeouts))
            # Faster on the typical case AND not slower in total: a value that shaves small cases but
            # slows a long one down (connectivity=levels on one yin-yang: 5x the total) is no better default.
            if ratios and g < best_ratio * (1 - NOISE) and g < 1 - NOISE and total_value <= total_base:
                best, best_ratio = v, g
        decisions.append((d, best, best_ratio, len(considered), lines))

    # Variant aggregate: per single change, totals over the instances it changes beside the default's on them.
    variant_cases = [(n, data) for n, kind, data in cases if kind == 'variant']
    agg_lines = []
    for d in dimensions:
        for v in values[d]:
            pairs = [(data[0], r) for n, data in variant_cases for r in [row_with(data, d, v)] if r is not None]
            if v == default[d] or not pairs:
                continue
            agg_lines.append('| %s | %d | %s | %s | %s | %s | %s | %s | %d | %d |' % (
                option_name(d, v), len(pairs),
                '{:,.0f}'.format(sum(num(b['clauses']) for b, r in pairs) / len(pairs)),
                '{:,.0f}'.format(sum(num(r['clauses']) for b, r in pairs) / len(pairs)),
                '{:,.1f}'.format(sum(num(b['solve ms']) for b, r in pairs)),
                '{:,.1f}'.format(sum(num(r['solve ms']) for b, r in pairs)),
                '{:,.0f}'.format(sum(num(b['conflicts']) or 0 for b, r in pairs)),
                '{:,.0f}'.format(sum(num(r['conflicts']) or 0 for b, r in pairs)),
                sum(int(b['timeouts']) for b, r in pairs), sum(int(r['timeouts']) for b, r in pairs)))
    per_instance = [instance_row(n, data, opts.timeout) for n, data in variant_cases]

    now = datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')
    cpu = ''
    try:
        with open('/proc/cpuinfo') as f:
            cpu = next(l.split(':', 1)[1].strip() for l in f if l.startswith('model name'))
    except (OSError, StopIteration):
        pass
    java = subprocess.run(['java', '-version'], capture_output=True, text=True).stderr.splitlines()[0]
    command = 'scripts/encodings-report.py --limit %d --timeout %g' % (opts.limit, opts.timeout)
    out = []
    out.append('# Encodings\n')
    out.append('<!-- generated by %s; do not edit by hand -->\n' % command)
    out.append('Generated by `%s` on %s (%s cores, %s, %s; load average %s at the start, %s at the end). '
               'Each figure is one run, so differences under about 10%% are noise.\n'
               % (command, now, os.cpu_count(), cpu or platform.machine(), java, load_at_start, load_average()))
    out.append('## Options\n')
    out.append(options_table(options))
    out.append('## Defaults chosen by the numbers\n')
    out.append('Each row compares one value with the default, everything else at its default, over the cases '
               'that say something about it: every classic set and every variant instance whose default solve takes '
               'at least %g ms, among those whose CNF the value changes (sums: the instances with sums; renban: those '
               'with renban lines...). Columns: geometric mean over the cases of the '
               'ratio to the default of the mean solve time (solve and prove unique, SAT4J, a timeout counted as twice '
               'the %g s timeout), of SAT4J conflicts, and of the clauses handed to the solver; how many cases were '
               'timed; timeouts. A value replaces the default only when it is more than %d%% faster and its summed '
               'solve time over those cases is not larger than the default\'s.\n'
               % (MIN_DEFAULT_MS, opts.timeout, int(NOISE * 100)))
    mismatch = []
    for d, best, ratio, n_cases, lines in decisions:
        out.append('### %s: %s\n' % ('simplification' if d == 'simplify' else '`--%s`' % d, '`%s`' % best if best == default[d] else
                                        '`%s` (%.2fx the default\'s time)' % (best, ratio)))
        out.append('Judged on the %d case%s whose CNF it changes.\n' % (n_cases, '' if n_cases == 1 else 's'))
        out.append('| value (default: %s) | cases it changes | time ratio | conflict ratio | clause ratio | timed cases | timeouts |'
                   % ('simplification on' if d == 'simplify' else '`%s`' % default[d]))
        out.append('|---|---:|---:|---:|---:|---:|---:|')
        out.extend(lines)
        out.append('')
        if best != default[d]:
            mismatch.append('%s=%s (code: %s)' % (d, best, default[d]))
    out.append('Defaults in the code (`EncodingOptions.DEFAULTS`): %s. %s\n' % (
        ' '.join('%s=%s' % (d, default[d]) for d in dimensions),
        'They match these recommendations.' if not mismatch else
        '**They differ from these recommendations: ' + ', '.join(mismatch) + '.**'))
    out.append('## Classic sets\n')
    out.append('First %d puzzles of each file; each table is `satdoku stats SET --limit %d --solve --encodings each '
               '--timeout %g` (here from its `--csv`). Sizes, times and effort are means per puzzle; `cl:` columns are clauses per '
               'rule family after simplification; `L&O clauses` is Lynce and Ouaknine\'s count for the plain '
               'encoding (8,829 minimal, 11,988 extended) plus one unit clause per given, beside ours.\n'
               % (opts.limit, opts.limit, opts.timeout))
    for name, md, what in classic_md:
        out.append('### %s\n' % name)
        out.append('%s.\n' % what.split(': ', 1)[1] if ': ' in what else '')
        out.append(md)
    if variant_cases:
        out.append('## Variant instances\n')
        out.append('Every instance under instances/variants, instances/fpuzzles and instances/iss, each measured with '
                   '`satdoku stats FILE --solve --encodings each --timeout %g --csv` (%d instances). Per single change of '
                   'the default, over the instances whose CNF it changes: mean clauses, total solve time, conflicts and '
                   'timeouts, beside the default\'s on the same instances:\n' % (opts.timeout, len(variant_cases)))
        out.append('| change | instances it changes | clauses (default) | clauses | solve ms (default) | solve ms '
                   '| conflicts (default) | conflicts | timeouts (default) | timeouts |')
        out.append('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
        out.extend(agg_lines)
        out.append('\nPer instance: the rule families, plain and simplified clauses and solve time with the defaults, '
                   'and the fastest of the combinations measured on it (single runs: the fastest is often within noise of the '
                   'default). `satdoku stats FILE` shows the clauses of every family.\n')
        out.append('| instance | rules | plain clauses | clauses | default ms | fastest | its ms |')
        out.append('|---|---|---:|---:|---:|---|---:|')
        out.extend(per_instance)
        out.append('')
    text = '\n'.join(out)
    tmp = opts.out + '.part'
    with open(tmp, 'w') as f:
        f.write(text)
    os.replace(tmp, opts.out)
    print('encodings-report: wrote %s' % os.path.relpath(opts.out, ROOT), file=sys.stderr)
    if mismatch:
        print('encodings-report: the numbers recommend %s; change EncodingOptions.DEFAULTS' % ', '.join(mismatch),
              file=sys.stderr)
        sys.exit(3)


if __name__ == '__main__':
    main()
