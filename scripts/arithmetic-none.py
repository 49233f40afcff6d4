#!/usr/bin/env python3
"""Puzzles with no solution whose contradiction is arithmetic: clue totals that cannot add up to the
totals of the houses they cover. The proof of "no solution" is the identity each puzzle is built on,
checked here with integers alone (no SAT, no satdoku code), so the expected result is independent.

Every clue is read off a random solved 9x9 grid and is satisfiable on its own; then a few totals are
moved so that one identity between them fails:

  diagonals     every down-left and every down-right diagonal carries a little killer (34 clues);
                the down-right totals add up to 406 instead of 405 (one total raised by 1). Both
                directions tile the grid, so a greedy choice of non-overlapping clues (the law of
                leftovers) takes the down-left ones, listed first, and misses it.
  corners       the same without the four one-cell corner diagonals (30 clues); the down-right totals
                leave r1c9 + r9c1 = 405 - (their sum), moved to 19 (more than 9 + 9) by lowering a few
                of them; the down-left ones stay true.
  band          rows 1-3 hold three little killers (the down-left diagonals inside box 1), an arrow (a
                circle and a two-cell shaft beside it) and cages along the rows over the rest, one cage
                total raised by 1: the circle, counted once as itself and once as its shaft, must then be
                half an odd number.
  mixed         the down-left diagonals from the top row tile the triangle r + c <= 10, cages along the
                rows of boxes tile the rest, and the down-right diagonals from the left column are clued
                too; one cage total lowered by 1, so everything adds up to 404.

Usage:
  arithmetic-none.py FAMILY SEED      prints the puzzle (native format) with a header naming the
                                      identity and the totals that break it
  arithmetic-none.py all SEED         prints every family, separated by '---'
"""
import random
import sys

N = 9


def solved_grid(rnd):
    """A random complete 9x9 grid with boxes (row-major list of digits)."""
    grid = [0] * (N * N)

    def ok(i, d):
        r, c = divmod(i, N)
        for k in range(N):
            if grid[r * N + k] == d or grid[k * N + c] == d:
                return False
        br, bc = r - r % 3, c - c % 3
        for rr in range(br, br + 3):
            for cc in range(bc, bc + 3):
                if grid[rr * N + cc] == d:
                    return False
        return True

    def fill(i):
        if i == N * N:
            return True
        digits = list(range(1, N + 1))
        rnd.shuffle(digits)
        for d in digits:
            if ok(i, d):
                grid[i] = d
                if fill(i + 1):
                    return True
                grid[i] = 0
        return False

    fill(0)
    return grid


def down_left(s):
    """Cells (1-based) with r + c = s, top first, and the outside position the clue sits at."""
    cells = [(r, s - r) for r in range(1, N + 1) if 1 <= s - r <= N]
    r, c = cells[0]
    return cells, (r - 1, c + 1)


def down_right(d):
    """Cells with c - r = d, top first, and the clue's position."""
    cells = [(r, r + d) for r in range(1, N + 1) if 1 <= r + d <= N]
    r, c = cells[0]
    return cells, (r - 1, c - 1)


def total(grid, cells):
    return sum(grid[(r - 1) * N + (c - 1)] for r, c in cells)


def pos(p):
    return "r%dc%d" % p


def cell_list(cells):
    return " ".join("r%dc%d" % rc for rc in cells)


def can_hold(cells, t):
    """A diagonal's cells may repeat digits: any total from len to 9 * len is possible on its own."""
    return len(cells) <= t <= N * len(cells)


def move_cage_total(rnd, cages, totals, delta):
    """Moves one total of a cage of 2+ cells by delta, keeping it a possible total of distinct digits; returns its index."""
    while True:
        i = rnd.randrange(len(cages))
        k = len(cages[i])
        moved = totals[i] + delta
        if k >= 2 and sum(range(1, k + 1)) <= moved <= sum(range(N - k + 1, N + 1)):
            totals[i] = moved
            return i


def diagonals(grid, rnd):
    clues = []
    for s in range(2, 2 * N + 1):
        cells, p = down_left(s)
        clues.append(["dl", cells, p, total(grid, cells)])
    for d in range(-(N - 1), N):
        cells, p = down_right(d)
        clues.append(["dr", cells, p, total(grid, cells)])
    movable = [c for c in clues if c[0] == "dr" and len(c[1]) >= 3 and can_hold(c[1], c[3] + 1)]
    moved = rnd.choice(movable)
    moved[3] += 1
    dr_sum = sum(c[3] for c in clues if c[0] == "dr")
    assert dr_sum == 406, dr_sum
    header = ["the 17 down-right diagonals tile the grid, so their totals must add up to 9 x 45 = 405;",
              "here they add up to %d (the one at %s raised by 1)" % (dr_sum, pos(moved[2]))]
    return header, [littlekiller(c) for c in clues]


def corners(grid, rnd):
    clues = []
    for s in range(3, 2 * N):
        cells, p = down_left(s)
        clues.append(["dl", cells, p, total(grid, cells)])
    for d in range(-(N - 2), N - 1):
        cells, p = down_right(d)
        clues.append(["dr", cells, p, total(grid, cells)])
    corner_sum = grid[N - 1] + grid[N * (N - 1)]
    # Lower the down-right totals by 19 - corner_sum in all, one at a time, each staying possible alone.
    need = 19 - corner_sum
    drs = [c for c in clues if c[0] == "dr"]
    while need > 0:
        c = rnd.choice(drs)
        if can_hold(c[1], c[3] - 1):
            c[3] -= 1
            need -= 1
    dr_sum = sum(c[3] for c in clues if c[0] == "dr")
    assert 405 - dr_sum == 19
    header = ["the down-right diagonals of 2..9 cells cover every cell but r1c9 and r9c1, so",
              "r1c9 + r9c1 = 405 - %d = 19, more than 9 + 9" % dr_sum]
    return header, [littlekiller(c) for c in clues]


def band(grid, rnd):
    # Rows 1-3 tiled by the down-left diagonals that start in row 1 and end in rows 1-3 (r + c <= 4),
    # an arrow (a circle and a two-cell shaft that adds up to it in the solution) and cages of two or
    # three cells along the rows over the rest.
    covered = set()
    diags = []
    for s in (2, 3, 4):
        cells, p = down_left(s)
        diags.append(["dl", cells, p, total(grid, cells)])
        covered.update(cells)
    free = [(r, c) for r in (1, 2, 3) for c in range(1, N + 1) if (r, c) not in covered]
    arrows = [(o, a, b) for o in free for a in free for b in free
              if len({o, a, b}) == 3 and a < b and total(grid, [o]) == total(grid, [a, b])
              and abs(a[0] - o[0]) + abs(a[1] - o[1]) == 1 and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1]
    circle, a, b = rnd.choice(arrows)
    covered.update((circle, a, b))
    cages = []
    for r in (1, 2, 3):
        row = [(r, c) for c in range(1, N + 1) if (r, c) not in covered]
        while row:
            k = min(len(row), rnd.choice((2, 3)))
            piece = row[:k]
            # keep a cage to consecutive cells of one row
            while len(piece) > 1 and piece[-1][1] - piece[0][1] != len(piece) - 1:
                piece = piece[:-1]
            cages.append(piece)
            row = row[len(piece):]
    cage_totals = [total(grid, c) for c in cages]
    # Raise one cage total by 1: then the circle counted twice (once itself, once as its shaft) must be
    # an odd number.
    move_cage_total(rnd, cages, cage_totals, +1)
    rest = 135 - sum(c[3] for c in diags) - sum(cage_totals)
    assert rest % 2 == 1
    header = ["rows 1-3 hold three little killers, an arrow %s | %s and %d cages, so" % (pos(circle), cell_list([a, b]), len(cages)),
              "2 x %s = 135 - (the clues' totals) = %d, an odd number" % (pos(circle), rest)]
    out = [littlekiller(c) for c in diags]
    out.append("arrow %s | %s" % (pos(circle), cell_list([a, b])))
    out += ["cage %d %s" % (t, cell_list(c)) for t, c in zip(cage_totals, cages)]
    return header, out


def mixed(grid, rnd):
    # Down-left little killers tiling the top-left triangle (r + c <= 10), cages tiling the rest
    # (r + c >= 11) along the rows of each box, and true down-right little killers from the left column.
    out = []
    tri = 0
    for s in range(2, N + 2):
        cells, p = down_left(s)
        out.append(littlekiller(["dl", cells, p, total(grid, cells)]))
        tri += total(grid, cells)
    for d in range(-(N - 1), 1):
        cells, p = down_right(d)
        out.append(littlekiller(["dr", cells, p, total(grid, cells)]))
    cages = []
    for r in range(2, N + 1):
        row = [(r, c) for c in range(N + 2 - r, N + 1)]
        # row r holds columns 11-r..9 of the bottom-right triangle; cut along box borders
        while row:
            first_box = (row[0][1] - 1) // 3
            piece = [rc for rc in row if (rc[1] - 1) // 3 == first_box]
            cages.append(piece)
            row = row[len(piece):]
    totals = [total(grid, c) for c in cages]
    i = move_cage_total(rnd, cages, totals, -1)
    assert tri + sum(totals) == 404
    out += ["cage %d %s" % (t, cell_list(c)) for t, c in zip(totals, cages)]
    header = ["the down-left diagonals from the top row tile the triangle r + c <= 10 and the cages the rest,",
              "so all their totals must add up to 405; here %d (the cage at %s lowered by 1)" % (tri + sum(totals), cell_list(cages[i][:1]))]
    return header, out


def littlekiller(c):
    return "littlekiller %d %s %s" % (c[3], pos(c[2]), c[0])


FAMILIES = {"diagonals": diagonals, "corners": corners, "band": band, "mixed": mixed}


def puzzle(family, seed):
    rnd = random.Random(seed)
    grid = solved_grid(rnd)
    header, lines = FAMILIES[family](grid, rnd)
    text = ["# No solution, by arithmetic (scripts/arithmetic-none.py %s %d):" % (family, seed)]
    text += ["# " + h for h in header]
    text.append("title Arithmetic contradiction: %s %d" % (family, seed))
    text += lines
    return "\n".join(text) + "\n"


def main(argv):
    if len(argv) != 3 or (argv[1] not in FAMILIES and argv[1] != "all"):
        sys.stderr.write(__doc__)
        return 2
    seed = int(argv[2])
    families = list(FAMILIES) if argv[1] == "all" else [argv[1]]
    sys.stdout.write("---\n".join(puzzle(f, seed) for f in families))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
