package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.HouseIntersections;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * intersections=segments: the overlap literals make pointing and claiming unit propagation (which the
 * plain houses do not), so encode-time simplification already removes what those steps remove. That
 * the option never changes the solutions is checked with a solver in the sat module's equivalence and
 * property tests, which pick up every encoding choice by reflection.
 */
class IntersectionSegmentsTest {

    private static final EncodingOptions PLAIN = EncodingOptions.DEFAULTS.with(EncodingOptions.INTERSECTIONS, HouseIntersections.NONE);
    private static final EncodingOptions SEGMENTS = EncodingOptions.DEFAULTS.with(EncodingOptions.INTERSECTIONS,
            HouseIntersections.SEGMENTS);

    private static Cell c(int row1, int col1) {
        return Cell.of1(row1, col1);
    }

    private static int literal(String text, EncodingOptions options, Cell cell, int digit) {
        Puzzle p = NativeParser.parse(text, "test");
        return PuzzleEncoder.encode(p, options).cellLiteral(cell, digit);
    }

    @Test
    void pointingRemovesTheDigitFromTheRestOfTheLine() {
        // Box 1 may hold 1 only in row 1, so no other cell of row 1 holds 1.
        String text = "size 9\ncandidates r2c1 r2c2 r2c3 r3c1 r3c2 r3c3 digits=2,3,4,5,6,7,8,9\n";
        for (int col = 4; col <= 9; col++) {
            assertEquals(Lits.FALSE, literal(text, SEGMENTS, c(1, col), 1), "r1c" + col);
            assertNotEquals(Lits.FALSE, literal(text, PLAIN, c(1, col), 1), "plain houses already removed r1c" + col);
        }
        // The rest of the grid is untouched: column 4 outside row 1 still may hold 1.
        assertNotEquals(Lits.FALSE, literal(text, SEGMENTS, c(2, 4), 1));
    }

    @Test
    void claimingRemovesTheDigitFromTheRestOfTheRegion() {
        // Row 5 may hold 7 only inside box 5 (columns 4-6), so box 5's other rows lose 7.
        String text = "size 9\ncandidates r5c1 r5c2 r5c3 r5c7 r5c8 r5c9 digits=1,2,3,4,5,6,8,9\n";
        for (int row : new int[] {4, 6}) {
            for (int col = 4; col <= 6; col++) {
                assertEquals(Lits.FALSE, literal(text, SEGMENTS, c(row, col), 7), "r" + row + "c" + col);
                assertNotEquals(Lits.FALSE, literal(text, PLAIN, c(row, col), 7));
            }
        }
    }

    @Test
    void columnsAndJigsawRegionsAreCutToo() {
        // 4x4 box 1 may hold 2 only in column 1: the rest of column 1 loses it.
        String boxes = "size 4\ncandidates r1c2 r2c2 digits=1,3,4\n";
        assertEquals(Lits.FALSE, literal(boxes, SEGMENTS, c(3, 1), 2));
        assertEquals(Lits.FALSE, literal(boxes, SEGMENTS, c(4, 1), 2));
        assertNotEquals(Lits.FALSE, literal(boxes, PLAIN, c(3, 1), 2));
        // Jigsaw region A (r1c1 r1c2 r2c1 r3c1) may hold 3 only in row 1 (r1c1 r1c2): row 1's other cells lose it.
        String jigsaw = "size 4\nregions\nAABB\nACBB\nACDD\nCCDD\ncandidates r2c1 r3c1 digits=1,2,4\n";
        assertEquals(Lits.FALSE, literal(jigsaw, SEGMENTS, c(1, 3), 3));
        assertEquals(Lits.FALSE, literal(jigsaw, SEGMENTS, c(1, 4), 3));
        assertNotEquals(Lits.FALSE, literal(jigsaw, PLAIN, c(1, 3), 3));
    }

    @Test
    void aGridWithoutRegionsGetsNothingMore() {
        String text = "size 6\nboxes none\n";
        Puzzle p = NativeParser.parse(text, "test");
        EncodedPuzzle plain = PuzzleEncoder.encode(p, PLAIN.with(EncodingOptions.SIMPLIFY, false));
        EncodedPuzzle segments = PuzzleEncoder.encode(p, SEGMENTS.with(EncodingOptions.SIMPLIFY, false));
        assertEquals(plain.cnf().clauseCount(), segments.cnf().clauseCount());
        assertEquals(plain.cnf().numVars(), segments.cnf().numVars());
    }

    @Test
    void aClassicGridGetsOneLiteralPerDigitAndOverlap() {
        Puzzle p = NativeParser.parse("size 9\n", "test");
        EncodedPuzzle plain = PuzzleEncoder.encode(p, PLAIN.with(EncodingOptions.SIMPLIFY, false));
        EncodedPuzzle segments = PuzzleEncoder.encode(p, SEGMENTS.with(EncodingOptions.SIMPLIFY, false));
        // 27 row overlaps and 27 column overlaps of three cells, each for 9 digits.
        assertEquals(plain.cnf().numVars() + 2 * 27 * 9, segments.cnf().numVars());
        assertTrue(segments.cnf().clauseCount() > plain.cnf().clauseCount());
    }
}
