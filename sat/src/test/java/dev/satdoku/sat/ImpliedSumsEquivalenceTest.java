package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.format.NativeParser;
import dev.satdoku.encoding.ImpliedSums;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.ShuffledGrid;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.InputException;
import dev.satdoku.testing.BruteForce;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The implied sums never change the solution set: on small killer grids (random cages, sums, little
 * killers of both directions and arrows read off a random grid, sometimes one total off by one so that the puzzle has other solutions
 * or none), the CNF with {@code --implied-sums leftovers} has exactly the models of the CNF without it,
 * projected on the cells, every one of them enumerated, with and without simplification; on 4x4 both
 * also equal a brute-force enumeration that uses no CNF.
 */
class ImpliedSumsEquivalenceTest {

    private static final int LIMIT = 3000;

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void sameSolutionsWithAndWithoutImpliedSums(int seed) {
        Random rnd = new Random(seed);
        int withImplied = 0;
        int withAlgebra = 0;
        for (Layout layout : List.of(Layout.standard(4), Layout.standard(6), Layout.boxes(6, 6, 2, 3, 0, 5))) {
            for (int trial = 0; trial < 4; trial++) {
                Puzzle p = randomKiller(layout, rnd);
                if (p == null) {
                    continue;
                }
                for (boolean simplify : new boolean[] {true, false}) {
                    // Every mode that adds something (by reflection, so a new mode is checked as soon as it exists).
                    for (ImpliedSums mode : ImpliedSums.values()) {
                        if (mode == ImpliedSums.NONE) {
                            continue;
                        }
                        EncodingOptions none = EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, simplify)
                                .with(EncodingOptions.IMPLIED_SUMS, ImpliedSums.NONE);
                        EncodingOptions leftovers = none.with(EncodingOptions.IMPLIED_SUMS, mode);
                        Set<Solution> a = solutions(p, none);
                        Set<Solution> b = solutions(p, leftovers);
                        if (a == null || b == null) {
                            continue; // too many to enumerate: the property test's capped comparison covers those
                        }
                        assertEquals(a, b, "implied sums changed the solutions of\n" + text(p));
                        if (layout.rows() == 4) {
                            assertEquals(new HashSet<>(BruteForce.solutions(p, 0)), a, text(p));
                        }
                        var families = dev.satdoku.encode.CnfSize.byFamily(PuzzleEncoder.encode(p, leftovers.with(EncodingOptions.SIMPLIFY, false)).cnf());
                        if (families.containsKey("leftovers")) {
                            withImplied++;
                        }
                        if (families.containsKey("algebra")) {
                            withAlgebra++;
                        }
                    }
                }
            }
        }
        assertTrue(withImplied > 0, "no puzzle of this seed got an implied sum: the test would prove nothing");
        assertTrue(withAlgebra > 0, "no puzzle of this seed got an equation from the algebra: the test would prove nothing for it");
    }

    private static Set<Solution> solutions(Puzzle p, EncodingOptions options) {
        return SolutionSets.upTo(p, options, LIMIT);
    }

    private static String text(Puzzle p) {
        return SolutionSets.rules(p);
    }

    /** Cages tiling most of a random grid, a sum or two over random cells, a little killer; true totals but for one, sometimes. */
    private static Puzzle randomKiller(Layout layout, Random rnd) {
        int[] grid = ShuffledGrid.of(layout, rnd);
        List<String> lines = new ArrayList<>();
        lines.add("size " + layout.rows());
        if (layout.minValue() == 0) {
            lines.add("values 0.." + layout.maxValue());
        }
        boolean[] used = new boolean[layout.cellCount()];
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < layout.cellCount(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, rnd);
        for (int start : order) {
            if (used[start]) {
                continue;
            }
            List<Integer> cage = new ArrayList<>(List.of(start));
            used[start] = true;
            int size = 1 + rnd.nextInt(4);
            while (cage.size() < size) {
                List<Integer> next = new ArrayList<>();
                for (int i : cage) {
                    for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                        Cell n = layout.cellAt(i).plus(d[0], d[1]);
                        if (layout.contains(n) && !used[layout.index(n)]
                                && cage.stream().noneMatch(j -> grid[j] == grid[layout.index(n)])) {
                            next.add(layout.index(n));
                        }
                    }
                }
                if (next.isEmpty()) {
                    break;
                }
                int pick = next.get(rnd.nextInt(next.size()));
                used[pick] = true;
                cage.add(pick);
            }
            if (rnd.nextInt(10) < 7) {
                lines.add((rnd.nextBoolean() ? "cage " : "sum ") + total(grid, cage) + " " + refs(layout, cage));
            }
        }
        if (rnd.nextBoolean()) {
            List<Integer> cells = new ArrayList<>(List.of(rnd.nextInt(layout.cellCount()), rnd.nextInt(layout.cellCount())));
            if (!cells.get(0).equals(cells.get(1))) {
                lines.add("sum " + total(grid, cells) + " " + refs(layout, cells));
            }
        }
        int col = 2 + rnd.nextInt(layout.cols() - 1);
        List<Integer> diagonal = new ArrayList<>();
        for (int r = 0, c = col - 2; r < layout.rows() && c >= 0; r++, c--) {
            diagonal.add(r * layout.cols() + c);
        }
        lines.add("littlekiller " + total(grid, diagonal) + " r0c" + col + " dl");
        if (rnd.nextBoolean()) {
            // the other direction too, so that the algebra has diagonals crossing each other
            int from = rnd.nextInt(layout.cols() - 1);
            List<Integer> other = new ArrayList<>();
            for (int r = 0, c = from; r < layout.rows() && c < layout.cols(); r++, c++) {
                other.add(r * layout.cols() + c);
            }
            lines.add("littlekiller " + total(grid, other) + " r0c" + from + " dr");
        }
        for (int tries = 0; tries < 20; tries++) {
            // an arrow true on the grid: a circle and a shaft of one or two cells to its right
            int r = rnd.nextInt(layout.rows());
            int c = rnd.nextInt(layout.cols() - 2);
            int at = r * layout.cols() + c;
            int shaft = rnd.nextBoolean() ? 1 : 2;
            List<Integer> cells = new ArrayList<>();
            for (int k = 1; k <= shaft; k++) {
                cells.add(at + k);
            }
            if (grid[at] == total(grid, cells)) {
                lines.add("arrow " + layout.cellAt(at) + " | " + refs(layout, cells));
                break;
            }
        }
        if (rnd.nextInt(3) == 0) {
            int i = 2 + rnd.nextInt(lines.size() - 2);
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
