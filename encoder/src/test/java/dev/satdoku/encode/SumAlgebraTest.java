package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.ShuffledGrid;
import dev.satdoku.rules.LinearFact;
import dev.satdoku.rules.Rule;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The implied-sums algebra: every equation it derives holds on the grid the clues were read from (plain
 * arithmetic on random grids, never through CNF); it proves "no solution" where the totals cannot add
 * up, including combinations the law of leftovers does not see (both diagonal directions, an arrow's
 * circle counted twice), and it finds the short equations a solver by hand finds. The CNF-level check
 * (same solutions with and without) is in the sat module's ImpliedSumsEquivalenceTest.
 */
class SumAlgebraTest {

    private static SumAlgebra.Result derive(String text) {
        Puzzle p = NativeParser.parse(text, "test");
        List<LinearFact> facts = new ArrayList<>();
        for (Rule r : p.rules()) {
            facts.addAll(r.linearFacts());
        }
        return SumAlgebra.derive(p.layout(), p.givens(), Puzzle.EMPTY, facts, List.of());
    }

    /** Every diagonal of a 9x9 in one direction, with its total on {@code grid}, as little killer lines. */
    private static List<String> diagonals(int[] grid, boolean downRight, int raise) {
        List<String> lines = new ArrayList<>();
        for (int k = 0; k < 17; k++) {
            int total = 0;
            Cell first = null;
            for (int r = 0; r < 9; r++) {
                int c = downRight ? r + k - 8 : k - r;
                if (c >= 0 && c < 9) {
                    total += grid[r * 9 + c];
                    first = first == null ? new Cell(r, c) : first;
                }
            }
            Cell pos = downRight ? first.plus(-1, -1) : first.plus(-1, 1);
            int t = total + (k == 8 ? raise : 0);
            lines.add("littlekiller " + t + " " + pos + (downRight ? " dr" : " dl"));
        }
        return lines;
    }

    @Test
    void diagonalsOfBothDirectionsThatCannotBothTileTheGrid() {
        int[] grid = ShuffledGrid.of(Layout.standard(9), new Random(3));
        List<String> lines = new ArrayList<>(List.of("size 9"));
        lines.addAll(diagonals(grid, false, 0));
        lines.addAll(diagonals(grid, true, 1)); // the main down-right diagonal one more: they add up to 406
        SumAlgebra.Result r = derive(String.join("\n", lines) + "\n");
        assertNotNull(r.contradiction(), "405 = 406 went unnoticed");

        List<String> truth = new ArrayList<>(List.of("size 9"));
        truth.addAll(diagonals(grid, false, 0));
        truth.addAll(diagonals(grid, true, 0));
        assertNull(derive(String.join("\n", truth) + "\n").contradiction(), "true totals called contradictory");
    }

    @Test
    void anArrowCircleCountedTwiceMustBeHalfOfWhatIsLeft() {
        // Row 1: cages over r1c4..r1c9 add up to 45 - (r1c1 + r1c2 + r1c3), and the arrow makes
        // r1c2 + r1c3 = r1c1, so 2 * r1c1 = 45 - 39 = 6 and r1c1 = 3; with 38 it would be 7/2.
        SumAlgebra.Result r = derive("size 9\narrow r1c1 | r1c2 r1c3\ncage 17 r1c4 r1c5 r1c6\ncage 22 r1c7 r1c8 r1c9\n");
        assertNull(r.contradiction());
        assertTrue(r.equations().stream().anyMatch(e -> e.cells().equals(List.of(new Cell(0, 0)))
                && e.constant() == 3 * e.coefficients().get(0)), r.equations().toString());

        SumAlgebra.Result odd = derive("size 9\narrow r1c1 | r1c2 r1c3\ncage 16 r1c4 r1c5 r1c6\ncage 22 r1c7 r1c8 r1c9\n");
        assertNotNull(odd.contradiction(), "2 * r1c1 = 7 went unnoticed");
    }

    @Test
    void aDerivedEquationBeyondItsCellsRangeIsAContradiction() {
        // The down-right diagonals but the corner ones leave r1c9 + r9c1 = 405 - (their totals): moved to 19.
        int[] grid = ShuffledGrid.of(Layout.standard(9), new Random(5));
        List<String> lines = new ArrayList<>(List.of("size 9"));
        List<String> dr = diagonals(grid, true, grid[8] + grid[72] - 19);
        lines.addAll(dr.subList(1, 16));
        lines.addAll(diagonals(grid, false, 0));
        SumAlgebra.Result r = derive(String.join("\n", lines) + "\n");
        assertNotNull(r.contradiction(), "r1c9 + r9c1 = 19 went unnoticed");
    }

    @Test
    void givensAreConstants() {
        // Row 1 with r1c9 given as 9 and a cage over r1c1..r1c7: r1c8 = 45 - 9 - 30 = 6.
        SumAlgebra.Result r = derive("size 9\ngivens\n........9\n" + ".........\n".repeat(8) + "cage 30 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7\n");
        assertTrue(r.equations().stream().anyMatch(e -> e.cells().equals(List.of(new Cell(0, 7))) && e.constant() == 6),
                r.equations().toString());
    }

    /** On random grids with random cages, little killers of both directions and arrows read off the grid, every derived equation holds. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void everyDerivedEquationHoldsOnTheGrid(int seed) {
        Random rnd = new Random(seed);
        int derived = 0;
        for (Layout layout : List.of(Layout.standard(4), Layout.standard(6), Layout.standard(9))) {
            int[] grid = ShuffledGrid.of(layout, rnd);
            List<String> lines = new ArrayList<>(List.of("size " + layout.rows()));
            int n = layout.rows();
            for (int i = 0; i < n; i++) {
                // a little killer per top position and direction, half of them
                if (rnd.nextBoolean()) {
                    lines.add(killer(grid, n, i, false));
                }
                if (rnd.nextBoolean()) {
                    lines.add(killer(grid, n, i, true));
                }
            }
            for (int k = 0; k < n; k++) {
                int r = rnd.nextInt(n);
                int c = rnd.nextInt(n - 2);
                int a = grid[r * n + c];
                int b = grid[r * n + c + 1];
                int d = grid[r * n + c + 2];
                if (a == b + d) {
                    lines.add("arrow " + new Cell(r, c) + " | " + new Cell(r, c + 1) + " " + new Cell(r, c + 2));
                }
                if (rnd.nextInt(3) == 0) {
                    lines.add("cage " + (b + d) + " " + new Cell(r, c + 1) + " " + new Cell(r, c + 2));
                }
            }
            String text = String.join("\n", lines) + "\n";
            SumAlgebra.Result result = derive(text);
            assertNull(result.contradiction(), text);
            Map<Cell, Integer> digits = new HashMap<>();
            for (int i = 0; i < grid.length; i++) {
                digits.put(layout.cellAt(i), grid[i]);
            }
            for (SumAlgebra.Equation e : result.equations()) {
                long value = 0;
                for (int i = 0; i < e.cells().size(); i++) {
                    value += (long) e.coefficients().get(i) * digits.get(e.cells().get(i));
                }
                assertEquals(e.constant(), value, e + " does not hold on the grid of\n" + text);
                derived++;
            }
        }
        assertTrue(derived > 0, "nothing derived for this seed: the test would prove nothing");
    }

    private static String killer(int[] grid, int n, int col, boolean downRight) {
        int total = 0;
        for (int r = 0, c = col; r < n && c >= 0 && c < n; r++, c += downRight ? 1 : -1) {
            total += grid[r * n + c];
        }
        return "littlekiller " + total + " " + new Cell(-1, downRight ? col - 1 : col + 1) + (downRight ? " dr" : " dl");
    }
}
