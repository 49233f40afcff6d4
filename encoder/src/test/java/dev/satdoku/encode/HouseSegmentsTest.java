package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encoding.RepeatSums;
import dev.satdoku.encoding.sum.Operand;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How {@code --repeat-sums segments} groups a sum's cells (the solutions are compared in the sat module). */
class HouseSegmentsTest {

    private static EncodingContext context(RepeatSums mode) {
        EncodingContext ctx = new EncodingContext(Layout.standard(9),
                EncodingOptions.DEFAULTS.with(EncodingOptions.REPEAT_SUMS, mode), List.of());
        ctx.markHousesEncoded();
        return ctx;
    }

    private static List<List<String>> names(List<List<IntVar>> segments) {
        return segments.stream().map(g -> g.stream().map(IntVar::name).toList()).toList();
    }

    @Test
    void theMainDiagonalSplitsIntoItsThreeBoxes() {
        EncodingContext ctx = context(RepeatSums.SEGMENTS);
        List<IntVar> diagonal = new ArrayList<>();
        for (int i = 1; i <= 9; i++) {
            diagonal.add(ctx.cell(Cell.of1(i, i)));
        }
        List<List<IntVar>> segments = HouseSegments.segments(ctx.state(), diagonal);
        assertEquals(List.of(diagonal.subList(0, 3), diagonal.subList(3, 6), diagonal.subList(6, 9)), segments);
    }

    @Test
    void theHouseHoldingMostCellsComesFirstAndOddCellsStayAlone() {
        EncodingContext ctx = context(RepeatSums.SEGMENTS);
        // four cells share row 1; r2c2 shares box 1 with two of them, which row 1 took; r5c9 is alone
        List<IntVar> terms = List.of(ctx.cell(Cell.of1(1, 1)), ctx.cell(Cell.of1(2, 2)), ctx.cell(Cell.of1(1, 2)),
                ctx.cell(Cell.of1(1, 5)), ctx.cell(Cell.of1(1, 8)), ctx.cell(Cell.of1(5, 9)));
        List<List<IntVar>> segments = HouseSegments.segments(ctx.state(), terms);
        assertEquals(List.of(List.of(terms.get(0), terms.get(2), terms.get(3), terms.get(4)), List.of(terms.get(1)),
                        List.of(terms.get(5))),
                segments, names(segments).toString());
    }

    @Test
    void aCellCountedTwiceJoinsNoSegment() {
        EncodingContext ctx = context(RepeatSums.SEGMENTS);
        IntVar a = ctx.cell(Cell.of1(1, 1));
        IntVar b = ctx.cell(Cell.of1(1, 2));
        IntVar c = ctx.cell(Cell.of1(1, 3));
        List<List<IntVar>> segments = HouseSegments.segments(ctx.state(), List.of(a, b, a, c));
        assertEquals(List.of(List.of(b, c), List.of(a), List.of(a)), segments, names(segments).toString());
    }

    @Test
    void wholeAndUnsplittableSumsAreLeftToTheCaller() {
        EncodingContext whole = context(RepeatSums.WHOLE);
        List<IntVar> pair = List.of(whole.cell(Cell.of1(1, 1)), whole.cell(Cell.of1(1, 2)));
        int before = whole.cnf().clauseCount();
        assertFalse(HouseSegments.encode(whole, pair, Operand.constant(10)));
        EncodingContext split = context(RepeatSums.SEGMENTS);
        List<IntVar> apart = List.of(split.cell(Cell.of1(1, 1)), split.cell(Cell.of1(2, 5)));
        assertFalse(HouseSegments.encode(split, apart, Operand.constant(10)), "no two cells share a house");
        assertEquals(before, whole.cnf().clauseCount());
        List<IntVar> together = List.of(split.cell(Cell.of1(1, 1)), split.cell(Cell.of1(1, 2)));
        assertTrue(HouseSegments.encode(split, together, Operand.constant(10)));
    }
}
