package dev.satdoku.rules.pair;

import dev.satdoku.model.Puzzle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Negative constraints, the check alone and exhaustively: every 4x4 sudoku grid, every negative rule, under marking
 * policies that draw a mark of some kind on every pair of some sort (wrong colours, other values, X/V
 * for dots and dots for X/V). The independent check of the negative rule must accept exactly the
 * grids the rule's words accept: a white or black dot (any value) lifts white, black and kropki; an X
 * or V lifts only xv. (The CNF is held to the same words in the sat module's NegativeExemptionsTest.)
 */
class NegativeCheckExhaustiveTest {

    private static final int N = 4;

    /** Which mark, if any, a marking policy draws on a pair holding lo < hi. */
    @FunctionalInterface
    private interface Policy {
        Rule mark(Cell a, Cell b, int lo, int hi);
    }

    private static boolean consecutiveOrDouble(int lo, int hi) {
        return hi - lo == 1 || hi == 2 * lo;
    }

    /**
     * Marking policies over whole grids, so that the marked pairs are the only ones that could break a
     * rule and the verdict turns on the exemptions: dots of the "wrong" colour, dots of other values, X/V
     * marks where dots would be, dots where X/V would be, and none.
     */
    private static final List<Policy> POLICIES = List.of(
            (a, b, lo, hi) -> null,
            (a, b, lo, hi) -> hi - lo == 1 ? new BlackDot(a, b, 2) : hi == 2 * lo ? new WhiteDot(a, b, 1) : null,
            (a, b, lo, hi) -> consecutiveOrDouble(lo, hi) ? new WhiteDot(a, b, 2) : null,
            (a, b, lo, hi) -> consecutiveOrDouble(lo, hi) ? new BlackDot(b, a, 3) : null,
            (a, b, lo, hi) -> consecutiveOrDouble(lo, hi) ? new XvMark(a, b, XvMark.V) : null,
            (a, b, lo, hi) -> lo + hi == 5 ? new WhiteDot(a, b, 1) : lo + hi == 10 ? new BlackDot(a, b, 2) : null,
            (a, b, lo, hi) -> lo + hi == 5 || lo + hi == 10 ? new XvMark(b, a, lo + hi) : null,
            (a, b, lo, hi) -> consecutiveOrDouble(lo, hi) || lo + hi == 5 ? new WhiteDot(a, b, 1) : null);

    @Test
    void everyGridEveryKindEveryMarkingPolicy() {
        List<int[]> grids = new ArrayList<>();
        fill(new int[N * N], 0, grids);
        assertEquals(288, grids.size(), "4x4 sudoku grids");
        List<Negative> negatives = List.of(Negative.nonconsecutive(), Negative.of(NegativeKind.BLACK), Negative.of(NegativeKind.KROPKI),
                Negative.of(NegativeKind.XV), Negative.of(NegativeKind.WHITE, NegativeKind.BLACK, NegativeKind.XV),
                Negative.of(NegativeKind.KROPKI, NegativeKind.XV), Negative.of(NegativeKind.V), Negative.of(NegativeKind.X, NegativeKind.WHITE));
        int accepted = 0;
        int rejected = 0;
        for (Policy policy : POLICIES) {
            for (int[] g : grids) {
                List<Rule> marks = new ArrayList<>();
                for (Edge e : Edge.all(N, N)) {
                    int x = g[e.first().index(N)];
                    int y = g[e.second().index(N)];
                    Rule m = policy.mark(e.first(), e.second(), Math.min(x, y), Math.max(x, y));
                    if (m != null) {
                        marks.add(m);
                    }
                }
                for (Negative negative : negatives) {
                    List<Rule> rules = new ArrayList<>(marks);
                    rules.add(0, negative);
                    boolean words = byTheWords(g, negative.kinds(), marks);
                    String v = negative.violation(Solution.ofDigits(Layout.standard(N), g), rules);
                    if (words != (v == null)) {
                        throw new AssertionError(negative.toNative() + " with " + marks + " on grid " + java.util.Arrays.toString(g)
                                + ": the words say " + (words ? "allowed" : "broken") + ", the check says " + (v == null ? "allowed" : v));
                    }
                    if (words) {
                        accepted++;
                    } else {
                        rejected++;
                    }
                }
            }
        }
        assertTrue(accepted > 1000 && rejected > 1000, "both verdicts occur often: " + accepted + " / " + rejected);
    }

    /** The negative constraints by their words (each mark's own demand is its own rule, not judged here). */
    private static boolean byTheWords(int[] g, Set<NegativeKind> kinds, List<Rule> marks) {
        Set<Integer> ratios = new java.util.TreeSet<>();
        marks.stream().filter(m -> m instanceof BlackDot).forEach(m -> ratios.add(((BlackDot) m).ratio()));
        if (ratios.isEmpty()) {
            ratios.add(2);
        }
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                for (int[] step : new int[][] {{0, 1}, {1, 0}}) {
                    int r2 = r + step[0];
                    int c2 = c + step[1];
                    if (r2 >= N || c2 >= N) {
                        continue;
                    }
                    Set<Cell> pair = Set.of(new Cell(r, c), new Cell(r2, c2));
                    boolean dot = false;
                    boolean xv = false;
                    for (Rule mark : marks) {
                        PairMark m = (PairMark) mark;
                        if (pair.equals(Set.of(m.a(), m.b()))) {
                            dot |= !(mark instanceof XvMark);
                            xv |= mark instanceof XvMark;
                        }
                    }
                    int lo = Math.min(g[r * N + c], g[r2 * N + c2]);
                    int hi = Math.max(g[r * N + c], g[r2 * N + c2]);
                    if (!dot && kinds.contains(NegativeKind.WHITE) && hi - lo == 1
                            || !dot && kinds.contains(NegativeKind.BLACK) && ratios.stream().anyMatch(k -> hi == k * lo)
                            || !dot && kinds.contains(NegativeKind.KROPKI) && (hi - lo == 1 || hi == 2 * lo)
                            || !xv && kinds.contains(NegativeKind.XV) && (lo + hi == 5 || lo + hi == 10)
                            || !xv && kinds.contains(NegativeKind.V) && lo + hi == 5
                            || !xv && kinds.contains(NegativeKind.X) && lo + hi == 10) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Every 4x4 grid with distinct rows, columns and 2x2 boxes. */
    private static void fill(int[] g, int i, List<int[]> out) {
        if (i == N * N) {
            out.add(g.clone());
            return;
        }
        for (int d = 1; d <= N; d++) {
            boolean ok = true;
            for (int j = 0; j < i && ok; j++) {
                boolean sameRow = j / N == i / N;
                boolean sameCol = j % N == i % N;
                boolean sameBox = j / N / 2 == i / N / 2 && j % N / 2 == i % N / 2;
                ok = g[j] != d || !(sameRow || sameCol || sameBox);
            }
            if (ok) {
                g[i] = d;
                fill(g, i + 1, out);
            }
        }
        g[i] = Puzzle.EMPTY;
    }
}
