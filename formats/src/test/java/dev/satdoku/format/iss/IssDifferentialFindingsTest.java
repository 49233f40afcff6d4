package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.syntax.InputException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Small ISS strings on which satdoku and ISS once disagreed (found by comparing the two on random and
 * hand-written puzzles; docs/iss-differential.md), each with the answer it must get: a solution count
 * found by enumerating every grid by hand-written brute force (not by satdoku; where that enumerator
 * does not know an item, extra cells and or, ISS's own count), or a refusal. The
 * class says which side was wrong: "ISS wrong" rows keep the stated meaning where ISS's own answer
 * differs, "refused by ISS" rows are strings ISS rejects, which satdoku read before, "refused by
 * satdoku" rows are strings ISS reads that satdoku refused, and "agrees" rows are a neighbouring string
 * on which both agree, beside an "ISS wrong" row.
 */
class IssDifferentialFindingsTest {

    /** A refusal instead of a count. */
    static final int REFUSED = -1;

    /**
     * One finding: its class, the ISS string, the count (or {@link #REFUSED}), whether more solutions may
     * exist beyond that count (a grid too open to enumerate), and a fragment of the error.
     */
    record Finding(String kind, String iss, int count, boolean orMore, String error) {

        Finding(String kind, String iss, int count, String error) {
            this(kind, iss, count, false, error);
        }

        @Override
        public String toString() {
            return kind + ": " + iss;
        }
    }

    static Stream<Finding> findings() {
        return Stream.of(
                // ISS's sandwich on a 0-based grid excludes real sandwiches (its length table uses the unshifted sum);
                // between the 0 and the 4 of column 1 lie 1, 2, 3 (sum 6) in exactly one grid.
                new Finding("ISS wrong", ".Shape~5x5~0-4.Diagonal~-1.Sandwich~6~C1.~R2C5_1~R3C5_4~R4C3_0~R5C2_3", 1, null),
                new Finding("refused by ISS", ".Shape~4x4~~Raw.RegionSameValues", REFUSED, "only on Sudoku grids"),
                new Finding("refused by ISS", ".Shape~4x4~~Raw.XSum~R1~3~", REFUSED, "only on Sudoku grids"),
                new Finding("refused by ISS", ".Shape~4x4~~Raw.LittleKiller~5~R1C2", REFUSED, "only on Sudoku grids"),
                new Finding("refused by ISS", ".Shape~4x4~~Raw.AntiKnight", REFUSED, "only on Sudoku grids"),
                new Finding("refused by ISS", ".Shape~4x4.GlobalMod", REFUSED, "only on grids of 9 values"),
                new Finding("refused by ISS", ".Shape~4x4~1-6.FullRank~C1~3~", REFUSED, "as many values as a line has cells"),
                // ISS reads a pill on a grid with values above 9 as a weighted sum whose non-leading pill cells
                // hold single digits: 10*R1C1 + R1C2 = 24 + R2C3 with R1C2 <= 9 has 11 solutions (14 without the limit).
                new Finding("refused by satdoku", ".Shape~2x3~12~Raw.PillArrow~2~R1C1~R1C2~R2C1~R2C2~R2C3.~R2C1_12.~R2C2_12.~R1C3_1",
                        11, null),
                // A white dot under AntiConsecutive is contradictory in ISS: no grid.
                new Finding("refused by satdoku", ".Shape~4x4.AntiConsecutive.WhiteDot~R1C1~R1C2", 0, null),
                // ISS's GlobalMod classes on 0..8 are {0,3,6}, {1,4,7}, {2,5,8}: the block 0 1 / 4 5 holds all three
                // (with the classes {1,4,7}, {2,5,8}, {3,6,9} of 1..9 it would hold none of {3,6,9}: no grid).
                new Finding("refused by satdoku", ".Shape~9x9~0-8.GlobalMod.~R1C1_0.~R1C2_1.~R2C1_4.~R2C2_5", 1, true, null),
                new Finding("refused by satdoku", ".Shape~9x9~0-8.GlobalMod.~R1C1_0.~R1C2_1.~R2C1_4.~R2C2_3", 0, null),
                // Positions along a line count from 1 whatever the values: on 0..3 a 0 is no position.
                new Finding("satdoku wrong", ".Shape~4x4~0-3.NumberedRoom~R1~2~", 24, null),
                new Finding("satdoku wrong", ".Shape~2x4~1-5.NumberedRoom~C3~~1.~R1C1_5~R1C2_3", 12, null),
                new Finding("satdoku wrong", ".Shape~4x4~0-3.ValueIndexing~R1C1~R2C2~R3C3~R4C4~R1C2", 36, null),
                // A rellik total of 0 on 0..3 forbids the 0 itself (a one-cell subset adding up to 0).
                new Finding("satdoku wrong", ".Shape~4x4~0-3.RellikCage~0~R1C1~R1C2.~R1C1_0~R1C2_1~R1C3_2~R2C1_2", 0, null),
                // ISS rejects every grid here; no subset of 1..4 adds up to 0, so the cage holds in all six.
                new Finding("ISS wrong", ".Shape~4x4.RellikCage~0~R1C1~R1C2.~R1C1_1~R1C2_2~R2C1_3~R2C2_4~R3C1_2", 6, null),
                // ISS's lunchbox on a 0-based grid has the same fault as its sandwich: 48 grids, ISS none.
                new Finding("ISS wrong", ".Shape~4x4~0-3.Lunchbox~1~R2C1~R1C1~R1C2", 48, null),
                // A one-cell sum beside a little killer on a grid whose rows do not hold every value loses grids in
                // ISS (30); putting the same digit as a given, ISS counts 208 too.
                new Finding("ISS wrong", ".Shape~2x4~0-5.Sum~2~R2C3.LittleKiller~4~R1C2.~R2C2_5", 208, null),
                // Clues no digits satisfy are false, not malformed: ISS answers none, and so does satdoku.
                new Finding("refused by satdoku", ".Shape~4x4.X~R1C1~R1C2", 0, null),
                new Finding("refused by satdoku", ".Shape~4x4.Cage~2~R1C1~R1C2", 0, null),
                new Finding("refused by satdoku", ".Shape~4x4.Whisper~4~R1C1~R1C2", 0, null),
                new Finding("refused by satdoku", ".Shape~4x4~1-4.PillArrow~2~R1C1~R1C2~R2C1", 0, null),
                // Inside an or, an impossible child drops out and the other decides.
                new Finding("refused by satdoku", ".Shape~4x4.Or.Sum~30~R1C4.~R1C1_1.End.~R2C1_2~R3C1_3~R4C1_4~R1C2_3~R1C3_4", 3, null),
                // Without houses two neighbours may be equal: 5+5 is an X.
                new Finding("refused by satdoku", ".Shape~2x2~0-5~Raw.X~R1C1~R1C2.~R1C1_5", 36, null),
                new Finding("refused by satdoku", ".Shape~4x4.Var~K~k~2.Sum~5~VK1~R1C1.~R1C1_1~R1C2_2~R1C3_3~R2C1_3~R2C2_4~R3C1_2", 12, null),
                // Lines may jump: a thermo from R1C1 to R3C3.
                new Finding("refused by satdoku", ".Shape~4x4.Thermo~R1C1~R3C3.~R1C1_3~R1C2_1~R2C1_2", 3, null),
                new Finding("refused by satdoku", ".Shape~6x6~0-5.Indexing~C~R1C1.~R1C1_2~R1C2_0~R1C3_1", 0, null),
                // Chaos construction keeps the boxes unless NoBoxes drops them (ISS removes boxes for NoBoxes only):
                // 12 grids whose boxes hold distinct digits and that cut into connected regions of distinct digits,
                // 16 without the boxes.
                new Finding("satdoku wrong", ".Shape~4x4.ChaosConstruction.~R1C1_1~R1C2_2~R2C1_3", 12, null),
                new Finding("satdoku wrong", ".Shape~4x4.NoBoxes.ChaosConstruction.~R1C1_1~R1C2_2~R2C1_3", 16, null),
                // A machine with two start states of which only the second accepts (ISS's flags are one number, state 0
                // its least significant bit): four grids, none when the first start state is taken to accept instead.
                new Finding("satdoku wrong", ".Shape~2x4~0-3.NFA~BOIkh-nw~R1C3~R1C4~R2C4.~R1C4_3", 4, null),
                // A cage filling a box on a grid whose houses do not hold every value: the box holds 1 2 4 5 in six
                // ways and the other box 20 ways; ISS finds 24 and rejects valid grids (r1 3 4 1 2, r2 1 2 4 5).
                new Finding("ISS wrong", ".Shape~2x4~1-5.Cage~12~R1C3~R2C3~R2C4~R1C4.~R1C4_2", 120, null),
                // A chaos arrow whose two arms overlap past their shared start: of the six partitions of the one grid,
                // r1c2 r1c3 r2c2 | r1c1 r2c1 r3c1 | r2c3 r3c2 r3c3 gives runs of 2 and 2, 3 with the start once; ISS none.
                new Finding("ISS wrong", ".Shape~3x3.ChaosConstruction.ChaosArrow~R2C1~~CC2~CC5~-~CC2~CC5~CC8.~R1C3_3~R2C1_3~R2C2_1", 1,
                        null),
                // The same arm twice: r4c4 + 1 = 2L - 1 for the run L along r3c3 r3c2 r3c1, 144 grids (96 with the arm
                // once, as ISS also finds); ISS finds 48.
                new Finding("ISS wrong", ".Shape~4x4.NoBoxes.ChaosConstruction.ChaosArrow~R4C4~1~CC11~CC10~CC9~-~CC11~CC10~CC9.~R4C1_1_2",
                        144, null),
                new Finding("agrees", ".Shape~4x4.NoBoxes.ChaosConstruction.ChaosArrow~R4C4~1~CC11~CC10~CC9.~R4C1_1_2", 96, null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("findings")
    void answersAsEnumerated(Finding f) {
        if (f.count() == REFUSED) {
            InputException e = assertThrows(InputException.class, () -> PuzzleReader.readText(f.iss(), "finding", false));
            assertTrue(e.getMessage().contains(f.error()), () -> f + ": " + e.getMessage());
            return;
        }
        List<Puzzle> read = PuzzleReader.readText(f.iss(), "finding", false);
        assertEquals(1, read.size());
        int limit = f.orMore() ? f.count() : f.count() + 1;
        int found = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(read.get(0), limit, null).solutions().size();
        assertEquals(f.count(), found, f::toString);
    }
}
