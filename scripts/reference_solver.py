#!/usr/bin/env python3
"""Independent reference solver for classic and jigsaw grids (no SAT, no satdoku code).

Used to produce and re-verify the expected results stored beside instances/ (NAME.expected), so
that stored answers never come from the tool they test. Backtracking with bitmask candidates,
naked singles and minimum-remaining-values branching; counts solutions up to a limit.

Usage:
  reference_solver.py count GRID [--regions MAP] [--limit K]
      GRID: N*N characters ('.'/'0' empty, 1-9, then A=10...); MAP: N*N region symbols ('.' none)
      prints the number of solutions (capped at K, default 2) and each solution on its own line
  reference_solver.py generate N SEED HOLES
      prints a random valid N x N grid (standard boxes) and a puzzle made from it by removing cells
      in random order while the solution stays unique (at most HOLES removals)
"""
import random
import signal
import sys


def decode(ch):
    if ch in '.0_':
        return 0
    if ch.isdigit():
        return int(ch)
    return ord(ch.upper()) - ord('A') + 10


def encode(d):
    return '.' if d == 0 else str(d) if d <= 9 else chr(ord('A') + d - 10)


def default_regions(n):
    h = max(d for d in range(1, n + 1) if n % d == 0 and d * d <= n)
    w = n // h
    if h == 1 and n > 1:
        return [-1] * (n * n)
    return [(r // h) * (n // w) + c // w for r in range(n) for c in range(n)]


def houses_of(n, regions):
    houses = [[r * n + c for c in range(n)] for r in range(n)]
    houses += [[r * n + c for r in range(n)] for c in range(n)]
    groups = {}
    for i, g in enumerate(regions):
        if g >= 0:
            groups.setdefault(g, []).append(i)
    houses += list(groups.values())
    peers = [set() for _ in range(n * n)]
    for h in houses:
        for i in h:
            peers[i].update(j for j in h if j != i)
    return [sorted(p) for p in peers]


def solve(grid, n, peers, limit):
    full = (1 << n) - 1
    cand = [full] * (n * n)
    values = [0] * (n * n)
    solutions = []

    def assign(cand, values, i, d):
        bit = 1 << (d - 1)
        if not cand[i] & bit:
            return False
        stack = [(i, d)]
        while stack:
            i, d = stack.pop()
            bit = 1 << (d - 1)
            if values[i]:
                if values[i] != d:
                    return False
                continue
            if not cand[i] & bit:
                return False
            values[i] = d
            cand[i] = bit
            for p in peers[i]:
                if cand[p] & bit:
                    if values[p]:
                        return False
                    cand[p] &= ~bit
                    if cand[p] == 0:
                        return False
                    if cand[p] & (cand[p] - 1) == 0:
                        stack.append((p, cand[p].bit_length()))
        return True

    for i, d in enumerate(grid):
        if d and not assign(cand, values, i, d):
            return []

    def search(cand, values):
        best, best_count = -1, n + 1
        for i in range(n * n):
            if not values[i]:
                c = bin(cand[i]).count('1')
                if c < best_count:
                    best, best_count = i, c
        if best < 0:
            solutions.append(values[:])
            return len(solutions) >= limit
        m = cand[best]
        while m:
            bit = m & -m
            m ^= bit
            c2, v2 = cand[:], values[:]
            if assign(c2, v2, best, bit.bit_length()) and search(c2, v2):
                return True
        return False

    search(cand, values)
    return solutions


def parse_args(argv):
    grid, regions, limit = argv[0], None, 2
    i = 1
    while i < len(argv):
        if argv[i] == '--regions':
            regions = argv[i + 1]
            i += 2
        elif argv[i] == '--limit':
            limit = int(argv[i + 1])
            i += 2
        else:
            raise SystemExit('unknown argument ' + argv[i])
    return grid, regions, limit


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    if sys.argv[1] == 'count':
        text, region_map, limit = parse_args(sys.argv[2:])
        n = int(round(len(text) ** 0.5))
        assert n * n == len(text), 'grid length must be N*N'
        if region_map:
            symbols = {}
            regions = [-1 if s == '.' else symbols.setdefault(s, len(symbols)) for s in region_map]
        else:
            regions = default_regions(n)
        sols = solve([decode(c) for c in text], n, houses_of(n, regions), limit if limit > 0 else 10 ** 9)
        print(len(sols))
        for s in sols:
            print(''.join(encode(d) for d in s))
    elif sys.argv[1] == 'generate':
        n, seed, holes = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
        rng = random.Random(seed)
        peers = houses_of(n, default_regions(n))
        # a random complete grid: a shuffled first row, completed by the solver
        grid = [0] * (n * n)
        first_row = list(range(1, n + 1))
        rng.shuffle(first_row)
        grid[:n] = first_row
        sol = solve(grid, n, peers, 1)[0]
        puzzle = sol[:]
        cells = list(range(n * n))
        rng.shuffle(cells)
        removed = 0
        for i in cells:
            if removed >= holes:
                break
            keep = puzzle[i]
            puzzle[i] = 0
            if len(solve(puzzle, n, peers, 2)) != 1:
                puzzle[i] = keep
            else:
                removed += 1
        print(''.join(encode(d) for d in sol))
        print(''.join(encode(d) for d in puzzle))
    else:
        raise SystemExit(__doc__)


if __name__ == '__main__':
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into head
    main()
