package dev.satdoku.rules.pair;

import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every negative constraint next to every kind of mark, judged three ways on a 9x9 grid: the
 * CNF (enumerated with SAT4J), the independent check, and a definition written here from the rule's
 * words (f-puzzles, Rangsk's solver, ISS's StrictKropki/StrictXV, docs/format.md):
 * <ul>
 *   <li>a white or black dot, of any difference or ratio, exempts its pair from nonconsecutive
 *       (negative white), negative black and negative kropki;</li>
 *   <li>an X or V exempts its pair from negative XV, and from nothing else;</li>
 *   <li>negative black forbids the ratios of the puzzle's black dots, 1:2 when there are none;
 *       negative kropki forbids consecutive and 1:2 whatever the dots' values.</li>
 * </ul>
 * Before the fix a black dot did not exempt its pair from nonconsecutive (nor a white dot from negative
 * black), so a pair with a black dot holding 1 and 2 was rejected: the CNF and the check agreed with
 * each other, and only the words tell them wrong.
 */
class NegativeExemptionsTest {

    private static final Layout GRID = Layout.standard(9);
    private static final int N = 9;

    private static Cell c(int r, int col) {
        return Cell.of1(r, col);
    }

    /** Marked edge r3c3-r3c4, and r4c3 below r3c3 for an unmarked edge next to it. */
    private static final List<Cell> SCOPE = List.of(c(3, 3), c(3, 4), c(4, 3));

    private static List<List<Rule>> markings() {
        Cell a = c(3, 3);
        Cell b = c(3, 4);
        return List.of(
                List.of(),
                List.of(new WhiteDot(a, b, 1)),
                List.of(new WhiteDot(b, a, 2)),
                List.of(new BlackDot(a, b, 2)),
                List.of(new BlackDot(b, a, 3)),
                List.of(new XvMark(a, b, XvMark.X)),
                List.of(new XvMark(a, b, XvMark.V)),
                // Both families on one edge: 2 and 3 are consecutive and add up to 5; 2 and 4 are 1:2 and differ by 2.
                List.of(new WhiteDot(a, b, 1), new XvMark(a, b, XvMark.V)),
                List.of(new BlackDot(a, b, 2), new WhiteDot(a, b, 2)),
                // An X on one edge and a 1:3 dot on the other: the dot sets the ratio negative black forbids.
                List.of(new XvMark(a, b, XvMark.X), new BlackDot(c(4, 3), a, 3)));
    }

    private static List<Negative> negatives() {
        return List.of(Negative.nonconsecutive(), Negative.of(NegativeKind.WHITE), Negative.of(NegativeKind.BLACK),
                Negative.of(NegativeKind.KROPKI), Negative.of(NegativeKind.XV),
                Negative.of(NegativeKind.WHITE, NegativeKind.BLACK, NegativeKind.XV),
                Negative.of(NegativeKind.KROPKI, NegativeKind.XV), Negative.of(NegativeKind.V), Negative.of(NegativeKind.X),
                Negative.of(NegativeKind.V, NegativeKind.BLACK));
    }

    @Test
    void everyNegativeKindNextToEveryMarkMeansWhatItsWordsSay() {
        List<String> tooTight = new ArrayList<>();
        for (Negative negative : negatives()) {
            for (List<Rule> marks : markings()) {
                List<Rule> rules = new ArrayList<>();
                rules.add(negative);
                rules.addAll(marks);
                int[] background = background(negative.kinds(), rules);
                if (background == null) {
                    tooTight.add(negative.toNative() + " with " + marks);
                    continue;
                }
                RuleEquivalence.assertExact(GRID, rules, SCOPE, background, RuleEquivalence.amoVariants(),
                        g -> byTheWords(g, negative.kinds(), rules));
            }
        }
        assertEquals(List.of(), tooTight, "combinations no background leaves room for (they would test nothing)");
    }

    @Test
    void theReportedCasesAreAllowed() {
        // nonconsecutive with a black dot holding 1 and 2, negative black with a white dot holding 1 and 2.
        int[] g = new int[N * N];
        java.util.Arrays.fill(g, Puzzle.EMPTY);
        Arrays.fill(g, 7);
        g[c(3, 3).index(N)] = 1;
        g[c(3, 4).index(N)] = 2;
        Rule black = new BlackDot(c(3, 3), c(3, 4), 2);
        Rule white = new WhiteDot(c(3, 3), c(3, 4), 1);
        dev.satdoku.model.Solution s = dev.satdoku.model.Solution.ofDigits(GRID, g);
        for (Negative n : List.of(Negative.nonconsecutive(), Negative.of(NegativeKind.WHITE, NegativeKind.BLACK))) {
            org.junit.jupiter.api.Assertions.assertNull(n.violation(s, List.of(n, black)), n + " with a black dot on 1,2");
            org.junit.jupiter.api.Assertions.assertNull(n.violation(s, List.of(n, white)), n + " with a white dot on 1,2");
        }
        Negative xv = Negative.of(NegativeKind.XV);
        g[c(3, 4).index(N)] = 4;
        s = dev.satdoku.model.Solution.ofDigits(GRID, g);
        org.junit.jupiter.api.Assertions.assertNotNull(xv.violation(s, List.of(xv, new WhiteDot(c(3, 3), c(3, 4), 3))),
                "a white dot does not exempt 1 and 4 from negative XV");
    }

    /**
     * A background of two digits in a checkerboard (one digit throughout when they are equal; equal
     * neighbours are never consecutive or in a ratio, and add up to 5 or 10 only for 5s) that leaves the
     * scope at least one assignment by the words, so no case is vacuous; null when none does.
     */
    private static int[] background(Set<NegativeKind> kinds, List<Rule> rules) {
        for (int even = 1; even <= N; even++) {
            for (int odd = 1; odd <= N; odd++) {
                int[] g = new int[N * N];
                java.util.Arrays.fill(g, Puzzle.EMPTY);
                for (int i = 0; i < g.length; i++) {
                    g[i] = (i / N + i % N) % 2 == 0 ? even : odd;
                }
                if (someAssignment(g.clone(), kinds, rules)) {
                    return g;
                }
            }
        }
        return null;
    }

    private static boolean someAssignment(int[] g, Set<NegativeKind> kinds, List<Rule> rules) {
        for (int x = 1; x <= N; x++) {
            for (int y = 1; y <= N; y++) {
                for (int z = 1; z <= N; z++) {
                    g[SCOPE.get(0).index(N)] = x;
                    g[SCOPE.get(1).index(N)] = y;
                    g[SCOPE.get(2).index(N)] = z;
                    if (byTheWords(g, kinds, rules)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * The rules by their words, over the whole grid: each mark's demand on its pair, then for every two
     * orthogonal neighbours the negative kinds that the marks on that pair do not lift.
     */
    static boolean byTheWords(int[] g, Set<NegativeKind> kinds, List<Rule> rules) {
        Set<Integer> ratios = new TreeSet<>();
        for (Rule r : rules) {
            if (r instanceof BlackDot d) {
                ratios.add(d.ratio());
            }
        }
        if (ratios.isEmpty()) {
            ratios.add(2);
        }
        for (int row = 1; row <= N; row++) {
            for (int col = 1; col <= N; col++) {
                for (Cell other : new Cell[] {c(row, col + 1), c(row + 1, col)}) {
                    if (other.row() >= N || other.col() >= N) {
                        continue;
                    }
                    Cell here = c(row, col);
                    int x = g[here.index(N)];
                    int y = g[other.index(N)];
                    int lo = Math.min(x, y);
                    int hi = Math.max(x, y);
                    boolean dot = false;
                    boolean xv = false;
                    for (Rule r : rules) {
                        if (r instanceof WhiteDot w && on(w.a(), w.b(), here, other)) {
                            dot = true;
                            if (hi - lo != w.diff()) {
                                return false;
                            }
                        } else if (r instanceof BlackDot d && on(d.a(), d.b(), here, other)) {
                            dot = true;
                            if (hi != d.ratio() * lo) {
                                return false;
                            }
                        } else if (r instanceof XvMark m && on(m.a(), m.b(), here, other)) {
                            xv = true;
                            if (x + y != m.total()) {
                                return false;
                            }
                        }
                    }
                    boolean consecutive = hi - lo == 1;
                    boolean inBlackRatio = ratios.stream().anyMatch(k -> hi == k * lo);
                    if (!dot && kinds.contains(NegativeKind.WHITE) && consecutive
                            || !dot && kinds.contains(NegativeKind.BLACK) && inBlackRatio
                            || !dot && kinds.contains(NegativeKind.KROPKI) && (consecutive || hi == 2 * lo)
                            || !xv && kinds.contains(NegativeKind.XV) && (x + y == 5 || x + y == 10)
                            || !xv && kinds.contains(NegativeKind.V) && x + y == 5
                            || !xv && kinds.contains(NegativeKind.X) && x + y == 10) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private static boolean on(Cell a, Cell b, Cell p, Cell q) {
        return a.equals(p) && b.equals(q) || a.equals(q) && b.equals(p);
    }
}
