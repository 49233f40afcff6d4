#!/usr/bin/env python3
"""Builds an instance backwards from a solved grid, for a rule with no known published puzzle.

    scripts/backwards-instance.py KIND SEED OUT.sudoku [GRID]

KIND is countdistinct, samevalues or connectedvalues. The solved grid is GRID (N*N digits) or by
default the published solution of instances/iss/counting-circles (a valid 9x9 sudoku). Clues of KIND that the grid satisfies are drawn
at random (seeded), every cell is given, then givens are removed in a seeded random order while
`satdoku count` still reports exactly one solution. The header says how the puzzle was made; the
.expected file holds the grid.
"""
import random
import subprocess
import sys

GRID = "623514897584379621971268354219436785745182963836795412158643279367921548492857136"
N = 9


def digit(r, c):
    return int(GRID[r * N + c])


def name(r, c):
    return f"r{r + 1}c{c + 1}"


def neighbours(r, c):
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= r + dr < N and 0 <= c + dc < N:
            yield r + dr, c + dc


def blob(rng, start, size, used):
    cells = [start]
    while len(cells) < size:
        options = [n for cell in cells for n in neighbours(*cell) if n not in cells and n not in used]
        if not options:
            return None
        cells.append(rng.choice(options))
    return cells


def countdistinct_rules(rng):
    rules, used = [], set()
    tries = 0
    while len(rules) < 12 and tries < 5000:
        tries += 1
        control = (rng.randrange(N), rng.randrange(N))
        if control in used:
            continue
        group = blob(rng, rng.choice(list(neighbours(*control))), rng.randint(3, 5), used | {control})
        if not group:
            continue
        if len({digit(*c) for c in group}) == digit(*control):
            rules.append("countdistinct " + name(*control) + " " + " ".join(name(*c) for c in group))
            used |= set(group) | {control}
    return rules


def samevalues_rules(rng):
    rules, used = [], set()
    tries = 0
    while len(rules) < 10 and tries < 20000:
        tries += 1
        size = rng.randint(2, 3)
        a = blob(rng, (rng.randrange(N), rng.randrange(N)), size, used)
        b = blob(rng, (rng.randrange(N), rng.randrange(N)), size, used | set(a or []))
        if not a or not b:
            continue
        if sorted(digit(*c) for c in a) == sorted(digit(*c) for c in b) and [digit(*c) for c in a] != [digit(*c) for c in b]:
            rules.append("samevalues " + " ".join(name(*c) for c in a) + " | " + " ".join(name(*c) for c in b))
            used |= set(a) | set(b)
    return rules


def connected(values):
    cells = {(r, c) for r in range(N) for c in range(N) if digit(r, c) in values}
    seen, todo = set(), [next(iter(cells))]
    while todo:
        cell = todo.pop()
        if cell in seen:
            continue
        seen.add(cell)
        todo.extend(n for n in neighbours(*cell) if n in cells)
    return len(seen) == len(cells)


def connectedvalues_rules(rng):
    rules = []
    digits = list(range(1, N + 1))
    # In a sudoku grid the cells of one value never touch, so only sets of 6 or more values connect here.
    for size in ((6, 6, 7) if N == 9 else (N // 2 + 1, N // 2 + 2)):
        for _ in range(2000):
            values = set(rng.sample(digits, size))
            if connected(values) and not any(set(map(int, r.split()[1:])) == values for r in rules):
                rules.append("connectedvalues " + " ".join(map(str, sorted(values))))
                break
    return rules


def write(path, header, rules, givens):
    rows = ["".join(str(digit(r, c)) if (r, c) in givens else "." for c in range(N)) for r in range(N)]
    with open(path, "w") as f:
        f.write(header + f"size {N}\ngivens\n" + "\n".join(rows) + "\n" + "\n".join(rules) + "\n")


def unique(path):
    out = subprocess.run(["./satdoku", "count", path], capture_output=True, text=True)
    return "unique" in out.stdout


def main():
    global GRID, N
    kind, seed, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    source = "the published solution of instances/iss/counting-circles"
    if len(sys.argv) > 4:
        GRID = sys.argv[4]
        N = int(round(len(GRID) ** 0.5))
        source = "the given " + str(N) + "x" + str(N) + " grid " + GRID
    rng = random.Random(seed)
    rules = {"countdistinct": countdistinct_rules, "samevalues": samevalues_rules, "connectedvalues": connectedvalues_rules}[kind](rng)
    header = (f"# Built backwards (no published {kind} puzzle is known to satdoku): scripts/backwards-instance.py {kind} {seed}\n"
              f"# drew these clues from a solved grid ({source}),\n"
              "# gave every cell, then removed givens while `satdoku count` still found exactly one solution.\n")
    givens = {(r, c) for r in range(N) for c in range(N)}
    order = sorted(givens)
    rng.shuffle(order)
    for cell in order:
        givens.discard(cell)
        write(out, header, rules, givens)
        if not unique(out):
            givens.add(cell)
    write(out, header, rules, givens)
    with open(out.replace(".sudoku", ".expected"), "w") as f:
        f.write(f"# the grid the clues were drawn from (scripts/backwards-instance.py {kind} {seed}); unique\nsolution\n"
                + "\n".join(GRID[i:i + N] for i in range(0, N * N, N)) + "\n")


if __name__ == "__main__":
    main()
