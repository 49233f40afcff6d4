package dev.satdoku.encode;

import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.LinearFact;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Linear algebra over everything the puzzle fixes as an integer combination of digits: each house that
 * holds every value adds up to the value range's total, each given is its digit, and each rule's
 * {@link LinearFact}s (fixed sums: cages, sums, little killers; arrows: shaft minus circle is 0). Exact
 * integer Gauss-Jordan elimination combines them, with any coefficients and any overlaps (where the law
 * of leftovers adds only non-overlapping sums inside runs of houses). Every combination of equations
 * that hold in every solution holds in every solution, so what it derives never changes the solutions:
 * <ul>
 *   <li>a combination with no cell left and a non-zero constant, or whose coefficients' common divisor
 *       does not divide its constant, or whose constant lies beyond what the cells' value ranges can
 *       reach, is a proof that the puzzle has no solution (the clue totals cannot add up);</li>
 *   <li>a short combination (at most {@link Leftovers#MAX_REPEAT_CELLS} cells, up to two cells short of
 *       a house when the coefficients are all 1 and the cells pairwise distinct, coefficients up to
 *       {@link #MAX_COEFFICIENT}) becomes an implied equation, unless a rule states it already.</li>
 * </ul>
 * Which short combinations elimination shows depends on the column order: the cells eliminated first
 * end up expressed through the later ones, and a row whose pivot lies among the last columns involves
 * those columns only. So it runs twice, each time taking last the cells that the fewest facts cover
 * (those a human would call innies or outies), ties in opposite cell orders.
 */
final class SumAlgebra {

    /** Largest coefficient kept in a derived equation: the sum encodings grow with the coefficients. */
    static final int MAX_COEFFICIENT = 20;

    /** No elimination beyond this many equations or cells (a 25x25 grid has 625 cells and 75 houses). */
    private static final int MAX_ROWS = 2000;
    private static final int MAX_CELLS = 1600;

    /** One derived equation: {@code coefficients . cells = constant}. */
    record Equation(List<Cell> cells, List<Integer> coefficients, int constant, boolean distinct) {
    }

    /**
     * What the algebra found: {@code contradiction} says why the facts cannot all hold (null when they
     * can, as far as it sees); {@code equations} are the short derived ones, in a fixed order.
     */
    record Result(String contradiction, List<Equation> equations) {
    }

    private final Layout layout;
    private final int n;

    private SumAlgebra(Layout layout) {
        this.layout = layout;
        this.n = layout.cellCount();
    }

    /**
     * Derives from the houses' totals, the givens ({@code givens[i]}, {@code Puzzle.EMPTY} when none)
     * and the rules' facts. {@code stated} are equations the encoding has already (the rules' own, the
     * leftovers), not derived again.
     */
    static Result derive(Layout layout, int[] givens, int empty, List<LinearFact> facts, List<Equation> stated) {
        SumAlgebra a = new SumAlgebra(layout);
        // Givens are constants: their digits move to the right-hand side, so no row carries a given cell.
        List<long[]> rows = new ArrayList<>();
        int[] coverage = new int[a.n];
        long valueTotal = (long) layout.valueCount() * (layout.minValue() + layout.maxValue()) / 2;
        for (House h : layout.houses()) {
            if (h.holdsEveryValue(layout.valueCount())) {
                long[] row = new long[a.n + 1];
                row[a.n] = valueTotal;
                for (Cell c : h.cells()) {
                    a.add(row, layout.index(c), 1, givens, empty);
                }
                rows.add(row);
            }
        }
        for (LinearFact f : facts) {
            long[] row = new long[a.n + 1];
            row[a.n] = f.constant();
            for (int i = 0; i < f.cells().size(); i++) {
                int at = layout.index(f.cells().get(i));
                a.add(row, at, f.coefficients().get(i), givens, empty);
                coverage[at]++;
            }
            rows.add(row);
        }
        if (facts.isEmpty() || rows.size() > MAX_ROWS || a.n > MAX_CELLS) {
            return new Result(null, List.of());
        }
        Set<Key> known = new HashSet<>();
        for (long[] row : rows) {
            known.add(a.key(row));
        }
        for (Equation e : stated) {
            long[] row = new long[a.n + 1];
            row[a.n] = e.constant();
            for (int i = 0; i < e.cells().size(); i++) {
                a.add(row, layout.index(e.cells().get(i)), e.coefficients().get(i), givens, empty);
            }
            known.add(a.key(row));
        }
        List<Equation> out = new ArrayList<>();
        for (boolean reversed : new boolean[] {false, true}) {
            long[][] matrix = new long[rows.size()][];
            for (int i = 0; i < matrix.length; i++) {
                matrix[i] = rows.get(i).clone();
            }
            try {
                String contradiction = a.eliminate(matrix, a.order(coverage, reversed));
                if (contradiction != null) {
                    return new Result(contradiction, List.of());
                }
                for (long[] row : matrix) {
                    String impossible = a.impossible(row);
                    if (impossible != null) {
                        return new Result(impossible, List.of());
                    }
                    Equation e = a.shortEquation(row);
                    if (e != null && known.add(a.key(row.clone()))) {
                        out.add(e);
                    }
                }
            } catch (ArithmeticException overflow) {
                break; // coefficients outgrew a long: nothing more from this order, nor (likely) the next
            }
        }
        return new Result(null, List.copyOf(out));
    }

    /** Adds {@code k} times cell {@code at} to the row, or its given digit to the constant's side. */
    private void add(long[] row, int at, long k, int[] givens, int empty) {
        if (at < givens.length && givens[at] != empty) {
            row[n] -= k * givens[at];
        } else {
            row[at] += k;
        }
    }

    /**
     * Column order: cells covered by more facts first, so the last columns (where short rows end up) are
     * those few facts cover; ties by cell index, ascending or descending.
     */
    private int[] order(int[] coverage, boolean reversed) {
        Integer[] cols = new Integer[n];
        for (int i = 0; i < n; i++) {
            cols[i] = reversed ? n - 1 - i : i;
        }
        Arrays.sort(cols, new java.util.Comparator<Integer>() {
            @Override
            public int compare(Integer x, Integer y) {
                return Integer.compare(coverage[y], coverage[x]);
            }
        });
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = cols[i];
        }
        return out;
    }

    /**
     * Integer Gauss-Jordan elimination in place: each pivot column ends up non-zero in its pivot row
     * only; every row is divided by the common divisor of its entries (constant included), which keeps
     * the numbers small and changes no row's solutions. Returns why the rows are inconsistent (a row of
     * zero coefficients with a non-zero constant), or null.
     */
    private String eliminate(long[][] m, int[] order) {
        int rank = 0;
        for (int col : order) {
            int pivot = -1;
            for (int i = rank; i < m.length; i++) {
                if (m[i][col] != 0 && (pivot < 0 || Math.abs(m[i][col]) < Math.abs(m[pivot][col]))) {
                    pivot = i;
                }
            }
            if (pivot < 0) {
                continue;
            }
            long[] p = m[pivot];
            m[pivot] = m[rank];
            m[rank] = p;
            for (int i = 0; i < m.length; i++) {
                if (i == rank || m[i][col] == 0) {
                    continue;
                }
                long g = gcd(p[col], m[i][col]);
                long mine = p[col] / g;
                long theirs = m[i][col] / g;
                long[] row = m[i];
                for (int j = 0; j <= n; j++) {
                    if (row[j] != 0 || p[j] != 0) {
                        row[j] = Math.subtractExact(Math.multiplyExact(row[j], mine), Math.multiplyExact(p[j], theirs));
                    }
                }
                normalize(row);
            }
            rank++;
        }
        for (int i = rank; i < m.length; i++) {
            if (m[i][n] != 0) {
                return "the clue totals cannot add up: a combination of houses and clues leaves no cell and "
                        + m[i][n] + " to make";
            }
        }
        return null;
    }

    /** Why no digits can satisfy this row alone (divisibility or range), or null. */
    private String impossible(long[] row) {
        long g = 0;
        long low = 0;
        long high = 0;
        for (int j = 0; j < n; j++) {
            long k = row[j];
            if (k != 0) {
                g = gcd(g, k);
                long a = Math.multiplyExact(k, layout.minValue());
                long b = Math.multiplyExact(k, layout.maxValue());
                low = Math.addExact(low, Math.min(a, b));
                high = Math.addExact(high, Math.max(a, b));
            }
        }
        if (g == 0) {
            return null;
        }
        if (row[n] % g != 0) {
            return "the clue totals cannot add up: a combination of houses and clues needs " + describe(row)
                    + ", and " + g + " does not divide " + row[n];
        }
        if (row[n] < low || row[n] > high) {
            return "the clue totals cannot add up: a combination of houses and clues needs " + describe(row)
                    + ", beyond the " + low + ".." + high + " its cells can make";
        }
        return null;
    }

    private Equation shortEquation(long[] row) {
        int first = 0;
        while (first < n && row[first] == 0) {
            first++;
        }
        if (first == n || Math.abs(row[n]) > Integer.MAX_VALUE / 4) {
            return null;
        }
        long sign = row[first] < 0 ? -1 : 1;
        List<Cell> cells = new ArrayList<>();
        List<Integer> coefficients = new ArrayList<>();
        boolean unit = true;
        for (int j = first; j < n; j++) {
            if (row[j] != 0) {
                long k = sign * row[j];
                if (Math.abs(k) > MAX_COEFFICIENT) {
                    return null;
                }
                cells.add(layout.cellAt(j));
                coefficients.add((int) k);
                unit &= k == 1;
            }
        }
        boolean distinct = unit && pairwiseDistinct(cells);
        int limit = distinct ? layout.valueCount() - 2 : Leftovers.MAX_REPEAT_CELLS;
        if (cells.size() > limit) {
            return null;
        }
        return new Equation(cells, coefficients, (int) (sign * row[n]), distinct);
    }

    private String describe(long[] row) {
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < n; j++) {
            if (row[j] != 0) {
                sb.append(sb.length() == 0 ? (row[j] < 0 ? "-" : "") : row[j] < 0 ? " - " : " + ");
                if (Math.abs(row[j]) != 1) {
                    sb.append(Math.abs(row[j])).append('*');
                }
                sb.append(layout.cellAt(j));
            }
        }
        return sb.append(" = ").append(row[n]).toString();
    }

    /** Every pair shares a house that holds each value at most once. */
    private boolean pairwiseDistinct(List<Cell> cells) {
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                if (!shareHouse(cells.get(i), cells.get(j))) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean shareHouse(Cell a, Cell b) {
        for (House h : layout.houses()) {
            if (h.cells().contains(a) && h.cells().contains(b)) {
                return true;
            }
        }
        return false;
    }

    private static void normalize(long[] row) {
        long g = 0;
        for (long v : row) {
            if (v != 0) {
                g = gcd(g, v);
                if (g == 1) {
                    return;
                }
            }
        }
        if (g > 1) {
            for (int j = 0; j < row.length; j++) {
                row[j] /= g;
            }
        }
    }

    private static long gcd(long a, long b) {
        a = Math.abs(a);
        b = Math.abs(b);
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    /** A row (changed in place) by its coefficients and constant, divided by their divisor, the first coefficient positive. */
    private Key key(long[] row) {
        normalize(row);
        for (int j = 0; j < n; j++) {
            if (row[j] != 0) {
                if (row[j] < 0) {
                    for (int k = 0; k <= n; k++) {
                        row[k] = -row[k];
                    }
                }
                break;
            }
        }
        return new Key(row);
    }

    /** A row as a set element (a class of its own: a record's equality is bootstrapped at first use, a fresh-process cost). */
    private static final class Key {
        private final long[] row;

        Key(long[] row) {
            this.row = row;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(k.row, row);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(row);
        }
    }
}
