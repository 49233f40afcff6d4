package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.encoding.RepeatSums;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.ShuffledGrid;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.InputException;
import dev.satdoku.testing.BruteForce;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Splitting sums with repeats into house segments ({@code --repeat-sums} other than whole) never changes the
 * solutions: on small grids with little killers, arrows and repeat-allowed sum groups (cells that may
 * be listed twice) read off a random grid, sometimes one total off by one so the puzzle has other
 * solutions or none, both forms have exactly the same solutions, all enumerated, with and without
 * simplification and under every sum encoding; on 4x4 both also equal a brute-force enumeration.
 */
class RepeatSumsEquivalenceTest {

    private static final int LIMIT = 3000;

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void segmentsKeepTheSolutions(int seed) {
        Random rnd = new Random(seed);
        int split = 0;
        for (Layout layout : List.of(Layout.standard(4), Layout.standard(6))) {
            for (int trial = 0; trial < 3; trial++) {
                Puzzle p = randomPuzzle(layout, rnd);
                if (p == null) {
                    continue;
                }
                for (var sum : dev.satdoku.encoding.sum.SumEncoding.values()) {
                    boolean simplify = rnd.nextBoolean();
                    EncodingOptions whole = EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, simplify)
                            .with(EncodingOptions.SUM, sum).with(EncodingOptions.REPEAT_SUMS, RepeatSums.WHOLE);
                    Set<Solution> a = solutions(p, whole);
                    assertTrue(a != null, "too many solutions to compare:\n" + text(p));
                    if (layout.rows() == 4) {
                        assertEquals(new HashSet<>(BruteForce.solutions(p, 0)), a, text(p));
                    }
                    for (RepeatSums mode : RepeatSums.values()) {
                        EncodingOptions segments = whole.with(EncodingOptions.REPEAT_SUMS, mode);
                        assertEquals(a, solutions(p, segments),
                                mode + " (sum=" + sum + ", simplify=" + simplify + ") changed the solutions of\n" + text(p));
                    }
                    EncodingOptions segments = whole.with(EncodingOptions.REPEAT_SUMS, RepeatSums.SEGMENTS);
                    Cnf x = PuzzleEncoder.encode(p, whole.with(EncodingOptions.SIMPLIFY, false)).cnf();
                    Cnf y = PuzzleEncoder.encode(p, segments.with(EncodingOptions.SIMPLIFY, false)).cnf();
                    if (x.numVars() != y.numVars() || x.clauseCount() != y.clauseCount()) {
                        split++;
                    }
                }
            }
        }
        assertTrue(split > 0, "no puzzle of this seed was split: the test would prove nothing");
    }

    private static Set<Solution> solutions(Puzzle p, EncodingOptions options) {
        return SolutionSets.upTo(p, options, LIMIT);
    }

    private static String text(Puzzle p) {
        return SolutionSets.rules(p);
    }

    /**
     * Every down-left little killer from the top edge, an arrow and a sum group over random cells (one
     * cell perhaps twice), true totals but for one, sometimes; on 6x6 half the cells are given so the
     * solutions stay few enough to enumerate.
     */
    private static Puzzle randomPuzzle(Layout layout, Random rnd) {
        int[] grid = ShuffledGrid.of(layout, rnd);
        int n = layout.rows();
        List<String> lines = new ArrayList<>();
        lines.add("size " + n);
        if (n > 4) {
            lines.add("givens");
            StringBuilder row = new StringBuilder();
            for (int i = 0; i < layout.cellCount(); i++) {
                row.append(rnd.nextBoolean() ? Integer.toString(grid[i]) : ".");
                if (i % n == n - 1) {
                    lines.add(row.toString());
                    row.setLength(0);
                }
            }
        }
        int header = lines.size();
        for (int col = 2; col <= n + 1; col++) {
            List<Integer> diagonal = new ArrayList<>();
            for (int r = 0, c = col - 2; r < n && c >= 0; r++, c--) {
                diagonal.add(r * n + c);
            }
            if (diagonal.size() >= 2 && rnd.nextInt(3) > 0) {
                lines.add("littlekiller " + total(grid, diagonal) + " r0c" + col + " dl");
            }
        }
        List<Integer> shaft = new ArrayList<>();
        int circle = rnd.nextInt(layout.cellCount());
        int at = circle;
        for (int k = 0; k < 3; k++) {
            int r = at / n + (rnd.nextBoolean() ? 1 : 0);
            int c = at % n + (rnd.nextBoolean() ? 1 : -1);
            if (r >= n || c < 0 || c >= n || r * n + c == circle || shaft.contains(r * n + c)) {
                break;
            }
            at = r * n + c;
            shaft.add(at);
        }
        if (!shaft.isEmpty() && total(grid, shaft) == grid[circle]) {
            lines.add("arrow " + layout.cellAt(circle) + " | " + refs(layout, shaft));
        }
        List<Integer> group = new ArrayList<>();
        int row = rnd.nextInt(n);
        for (int k = 0; k < 3; k++) {
            group.add(row * n + rnd.nextInt(n));
        }
        group.add(rnd.nextInt(layout.cellCount()));
        lines.add("sum " + total(grid, group) + " " + refs(layout, group));
        if (rnd.nextInt(3) == 0 && lines.size() > header) {
            int i = header + rnd.nextInt(lines.size() - header);
            String[] words = lines.get(i).split(" ", 3);
            if (words.length == 3 && words[1].matches("\\d+")) {
                lines.set(i, words[0] + " " + (Integer.parseInt(words[1]) + (rnd.nextBoolean() ? 1 : -1)) + " " + words[2]);
            }
        }
        try {
            return NativeParser.parse(String.join("\n", lines) + "\n", "random");
        } catch (InputException e) {
            return null; // an off-by-one total out of range for its cells: skip this one
        }
    }

    private static int total(int[] grid, List<Integer> cells) {
        return cells.stream().mapToInt(i -> grid[i]).sum();
    }

    private static String refs(Layout layout, List<Integer> cells) {
        return cells.stream().map(i -> layout.cellAt(i).toString()).collect(Collectors.joining(" "));
    }
}
