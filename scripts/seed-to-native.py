#!/usr/bin/env python3
"""Converts entries of ../shared/data/variants/seed_instances.json into native instances.

Usage: seed-to-native.py ID [ID...]      (or --list to print the ids and their constraint types)
Writes instances/variants/ID.sudoku and ID.expected (the published solution, or all solutions and
the count when the entry lists them). The keyword for each seed type is fixed here, so every
instance is written the same way; docs/format.md describes the keywords.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEEDS = os.path.join(ROOT, '..', 'shared', 'data', 'variants', 'seed_instances.json')
OUT = os.path.join(ROOT, 'instances', 'variants')


def cell(s):
    s = s.lower()
    r, c = s[1:].split('c')
    return int(r), int(c)


def name(rc):
    return 'r%dc%d' % rc


def step_of(cells):
    (r0, c0), (r1, c1) = cell(cells[0]), cell(cells[1])
    return r1 - r0, c1 - c0


def outside_before(cells):
    """The position one step before the first cell, against the direction of the line."""
    dr, dc = step_of(cells)
    r, c = cell(cells[0])
    return 'r%dc%d' % (r - dr, c - dc)


DIRS = {(1, 1): 'dr', (1, -1): 'dl', (-1, 1): 'ur', (-1, -1): 'ul'}

GLOBALS = {
    'ANTI_KNIGHT': ['antiknight'],
    'ANTI_KING': ['antiking'],
    'ANTI_CONSECUTIVE': ['nonconsecutive'],
    'DIAGONAL_MAIN': ['diagonal main'],
    'DIAGONAL_ANTI': ['diagonal anti'],
    'WINDOKU': ['windoku'],
    'NEGATIVE_KROPKI': ['negative kropki'],
    'NEGATIVE_XV': ['negative xv'],
    'LETTERS_A_TO_F_DISTINCT_DIGITS': ['var A B C D E F 1..9', 'distinct A B C D E F'],
    # Shaded cells are the water (W in the seed's shading), unshaded the land (L).
    'YIN_YANG_LAND_WATER': ['yinyang'],
}

# The colour rules a "Zippery When Wet" line shows, by the seed's name for them.
COLOURS = {
    'renban': 'renban', 'regionSum': 'regionsum', 'nabner': 'nabner', 'whisper': 'whisper',
    'palindrome': 'palindrome', 'entropic': 'entropic', 'sameDifference': 'samediff', 'parity': 'parity',
}

SIMPLE_LINES = {
    'THERMO': 'thermo', 'RENBAN': 'renban', 'PALINDROME': 'palindrome', 'BETWEEN': 'between',
    'ZIPPER': 'zipper', 'REGION_SUM_LINE': 'regionsum', 'ENTROPIC': 'entropic',
    'KROPKI_WHITE': 'white', 'KROPKI_BLACK': 'black', 'XV_X': 'x', 'XV_V': 'v', 'GREATER_THAN': 'gt',
    'ODD': 'odd', 'EVEN': 'even', 'CAGE_NOSUM': 'cage',
}


def rule_line(c, labels):
    t = c['type']
    cells = c.get('cells', [])
    cl = ' '.join(x.lower() for x in cells)
    clue = c.get('clue')
    if t in SIMPLE_LINES:
        if t == 'CAGE_NOSUM' and c.get('label') in labels:
            return 'cage %s %s' % (c['label'], cl)
        return '%s %s' % (SIMPLE_LINES[t], cl)
    if t == 'KILLER_CAGE':
        if c.get('label') in labels:
            return 'cage %s %s' % (c['label'], cl)
        return 'cage %d %s' % (clue, cl)
    if t == 'SUM':
        return 'sum %d %s' % (clue, cl)
    if t == 'ARROW':
        return 'arrow %s | %s' % (cells[0].lower(), ' '.join(x.lower() for x in cells[1:]))
    if t == 'WHISPER':
        return 'whisper %s diff=%d' % (cl, clue)
    if t == 'MODULAR':
        return 'modular %s m=%d' % (cl, clue)
    if t == 'CANDIDATES':
        return 'candidates %s digits=%s' % (cl, ','.join(str(d) for d in clue))
    if t == 'LITTLE_KILLER':
        return 'littlekiller %d %s %s' % (clue, outside_before(cells), DIRS[step_of(cells)])
    if t == 'SANDWICH':
        (r0, c0), (r1, c1) = cell(cells[0]), cell(cells[1])
        return 'sandwich %d %s' % (clue, 'r%d' % r0 if r0 == r1 else 'c%d' % c0)
    if t == 'XSUM':
        return 'xsum %d %s' % (clue, outside_before(cells))
    if t == 'LETTER_QUAD':
        rs = [cell(x) for x in cells]
        top_left = (min(r for r, _ in rs), min(c for _, c in rs))
        return 'quad %s %s' % (name(top_left), ' '.join(clue))
    if t == 'ZIPPER_WHEN_WET':
        # A line with any water is a zipper; a line with any land keeps its colour rule. So a wet line
        # is a zipper only, a dry line keeps only its colour, a mixed line has both (checked against
        # the published shading of cmears-3-zippery).
        colour = COLOURS[c['presenting']]
        return 'if some shaded %s: zipper %s\nif some unshaded %s: %s %s' % (cl, cl, cl, colour, cl)
    if t == 'CAGE_SUM_RELATION':
        a, op, b = clue.split()
        return {'=': 'equal %s %s', '>': 'gt %s %s', '<': 'gt %s %s'}[op] % ((a, b) if op != '<' else (b, a))
    raise SystemExit('no native form for seed type %s (write it by hand)' % t)


def grid_rows(s):
    return [s[i:i + 9] for i in range(0, 81, 9)]


def convert(x):
    lines = ['# ' + x.get('title', x['id'])]
    if x.get('author'):
        lines.append('# setter: ' + x['author'])
    lines.append('# from ../shared/data/variants/seed_instances.json, id ' + x['id'] + ' (' + x.get('origin', '') + ')')
    for link in x.get('puzzle_links', []):
        lines.append('# ' + link)
    if x.get('verification'):
        lines.append('# verification there: ' + x['verification'])
    if any(c['type'] == 'ZIPPER_WHEN_WET' for c in x['constraints']):
        lines += ['# Shaded cells are water. Each line is a zipper when any of its cells is wet and keeps its',
                  '# colour rule when any of its cells is dry: a wet line is only a zipper, a dry line only its',
                  '# colour, a mixed line both. In the published solution and shading, every wet line breaks',
                  '# its colour rule and every dry line breaks the zipper rule, so this reading is the one used.']
    lines.append('title ' + x.get('title', x['id']))
    if x.get('author'):
        lines.append('author ' + x['author'])
    if x['givens'].strip('.'):
        lines.append('givens')
        lines += grid_rows(x['givens'])
    for g in x.get('global_rules', []):
        if g not in GLOBALS:
            raise SystemExit('no native form for global rule %s' % g)
        lines += GLOBALS[g]
    relations = [c for c in x['constraints'] if c['type'] == 'CAGE_SUM_RELATION']
    labels = set()
    for rel in relations:
        a, _, b = rel['clue'].split()
        labels.update([a, b])
    if labels:
        lines.append('# cage totals compared by the relations below (a known total is a one-value domain)')
        known = {c['label']: c['clue'] for c in x['constraints'] if c.get('label') in labels and c['type'] == 'KILLER_CAGE'}
        unknown = sorted(l for l in labels if l not in known)
        lines.append('var %s 1..45' % ' '.join(unknown))
        for lab in sorted(known):
            lines.append('var %s %d..%d' % (lab, known[lab], known[lab]))
    for c in x['constraints']:
        lines.append(rule_line(c, labels))
    exp = ['# the solution published with the puzzle (seed_instances.json, id %s)' % x['id']]
    sols = x.get('all_solutions') or ([x['solution']] if x.get('solution') else [])
    count = x.get('expected_solution_count', len(sols))
    if count != len(sols):
        exp.append('count %d' % count)
    if count == 0:
        exp.append('count 0')
    for s in sols:
        exp.append('solution')
        exp += grid_rows(s)
        if x.get('shading_solution'):
            exp.append('# shading published with the puzzle: W water (shaded), L land (unshaded)')
            exp.append('shading ' + x['shading_solution'])
        if x.get('letter_solution'):
            exp.append('# the letters, published with the puzzle')
            exp.append(' '.join('%s=%d' % kv for kv in sorted(x['letter_solution'].items())))
        if labels:
            exp.append('# cage totals')
            exp.append(' '.join('%s=%d' % (lab, total(x, lab, s)) for lab in sorted(labels)))
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, x['id'] + '.sudoku'), 'w') as f:
        f.write('\n'.join(lines) + '\n')
    with open(os.path.join(OUT, x['id'] + '.expected'), 'w') as f:
        f.write('\n'.join(exp) + '\n')


def total(x, label, sol):
    for c in x['constraints']:
        if c.get('label') == label:
            return sum(int(sol[(cell(k)[0] - 1) * 9 + cell(k)[1] - 1]) for k in c['cells'])
    raise SystemExit('no cage labelled ' + label)


def main():
    seeds = {x['id']: x for x in json.load(open(SEEDS))}
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    if sys.argv[1] == '--list':
        for k, x in seeds.items():
            print(k, ' '.join(x.get('global_rules', [])), ' '.join(sorted({c['type'] for c in x['constraints']})))
        return
    for ident in sys.argv[1:]:
        if ident not in seeds:
            raise SystemExit('unknown id ' + ident)
        convert(seeds[ident])
        print('wrote instances/variants/%s.sudoku' % ident)


if __name__ == '__main__':
    main()
