package dev.satdoku.rules.relation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.relation.NfaLine.Move;
import dev.satdoku.sat.RuleEquivalence;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The state-machine line's CNF admits exactly the digit strings its check accepts, exhaustively over
 * short lines, for random machines (deterministic and not, with and without segments, on values 1..4,
 * 0..3 and 1..6), under each at-most-one and cell encoding.
 */
class NfaLineEncodingTest {

    private static final List<Cell> CELLS = List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(2, 4), Cell.of1(3, 3), Cell.of1(4, 1));

    @Test
    void onValuesOneToFour() {
        exhaustive(Layout.standard(4), 40, 11);
    }

    @Test
    void onValuesZeroToThree() {
        exhaustive(Layout.standard(4).withValues(0, 3), 40, 12);
    }

    @Test
    void onValuesOneToSix() {
        exhaustive(Layout.standard(6), 25, 13);
    }

    private static void exhaustive(Layout layout, int machines, long seed) {
        Random random = new Random(seed);
        int nontrivial = 0;
        for (int round = 0; round < machines; round++) {
            boolean deterministic = round % 2 == 0;
            boolean segmented = round % 4 >= 2;
            NfaLine rule = randomRule(random, layout, deterministic, segmented);
            List<Cell> scope = rule.cells().stream().distinct().toList();
            RuleEquivalence.assertExact(layout, List.of(rule), scope, RuleEquivalence.amoVariants());
            nontrivial += acceptsSomeButNotAll(layout, rule, scope) ? 1 : 0;
        }
        assertTrue(nontrivial >= machines / 3, nontrivial + " of " + machines + " machines accept some lines and reject others");
    }

    private static NfaLine randomRule(Random random, Layout layout, boolean deterministic, boolean segmented) {
        int states = 2 + random.nextInt(4);
        List<Move> moves = new ArrayList<>();
        for (int q = 0; q < states; q++) {
            for (int v = layout.minValue() - 1; v <= layout.maxValue(); v++) {
                int value = v < layout.minValue() ? NfaLine.SEP : v;
                int count = deterministic ? (random.nextInt(5) == 0 ? 0 : 1) : random.nextInt(3);
                for (int k = 0; k < count; k++) {
                    moves.add(new Move(q, value, random.nextInt(states)));
                }
            }
        }
        List<Integer> start = deterministic ? List.of(0) : List.of(0, random.nextInt(states));
        List<Integer> accept = new ArrayList<>();
        for (int q = 0; q < states; q++) {
            if (random.nextInt(2) == 0) {
                accept.add(q);
            }
        }
        int maxCells = layout.valueCount() > 4 ? 4 : 5;
        int length = 1 + random.nextInt(maxCells);
        List<Cell> line = new ArrayList<>(CELLS.subList(0, length));
        if (random.nextInt(4) == 0) {
            // A line that comes back to a cell reads it twice.
            line.set(length - 1, line.get(0));
        }
        List<List<Cell>> segments = new ArrayList<>();
        segments.add(new ArrayList<>());
        for (Cell c : line) {
            while (segmented && random.nextInt(3) == 0) {
                segments.add(new ArrayList<>());
            }
            segments.get(segments.size() - 1).add(c);
        }
        return new NfaLine(start, accept, moves, segments);
    }

    private static boolean acceptsSomeButNotAll(Layout layout, NfaLine rule, List<Cell> scope) {
        int[] grid = new int[layout.cellCount()];
        Arrays.fill(grid, layout.minValue());
        int accepted = 0;
        int total = (int) Math.pow(layout.valueCount(), scope.size());
        for (int code = 0; code < total; code++) {
            int c = code;
            for (Cell cell : scope) {
                grid[layout.index(cell)] = layout.minValue() + c % layout.valueCount();
                c /= layout.valueCount();
            }
            accepted += rule.violation(Solution.ofDigits(layout, grid.clone())) == null ? 1 : 0;
        }
        return accepted > 0 && accepted < total;
    }
}
