package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The plain encoding of an empty grid against the published reference sizes (Lynce and Ouaknine
 * 2006: minimal 729 variables and 8,829 clauses, extended 11,988 clauses for 9x9) and against closed
 * formulas for every cell encoding and grid size.
 */
class ReferenceSizesTest {

    private static CnfSize plain(int n, EncodingOptions options) {
        Puzzle empty = Puzzle.classic("empty", Layout.standard(n), Puzzle.noGivens(Layout.standard(n)));
        return CnfSize.of(PuzzleEncoder.encode(empty, options.with(EncodingOptions.SIMPLIFY, false)).cnf());
    }

    private static EncodingOptions options(CellEncoding cell, EncodingOptions.Houses houses) {
        return EncodingOptions.DEFAULTS.with(EncodingOptions.AMO, AmoEncoding.PAIRWISE).with(EncodingOptions.CELL, cell).with(EncodingOptions.HOUSES, houses);
    }

    @Test
    void classicNineByNineMatchesLynceAndOuaknine() {
        CnfSize minimal = plain(9, options(CellEncoding.DIRECT, EncodingOptions.Houses.MINIMAL));
        assertEquals(729, minimal.variables());
        assertEquals(8_829, minimal.clauses());
        CnfSize complete = plain(9, options(CellEncoding.DIRECT, EncodingOptions.Houses.COMPLETE));
        assertEquals(729, complete.variables());
        assertEquals(11_988, complete.clauses());
    }

    /** n^3 direct literals; n^2 cells and 3n houses, each with n digits. */
    @ParameterizedTest
    @ValueSource(ints = {4, 6, 9, 16})
    void everyCellEncodingFollowsItsFormula(int n) {
        long cells = (long) n * n;
        long pairs = (long) n * (n - 1) / 2;
        long houseDigits = 3L * n * n;
        // The ladder of one cell: n-2 chain clauses and 3 definition clauses per value, less the 2 that
        // the constant ends (x>=1 true, x>=n+1 false) satisfy: 4n-4 clauses, n-1 order literals.
        long ladder = 4L * n - 4;
        long direct = (long) n * n * n;
        long order = direct + cells * (n - 1);

        assertSize(direct, cells * (1 + pairs) + houseDigits * (1 + pairs), n, CellEncoding.DIRECT, EncodingOptions.Houses.COMPLETE);
        assertSize(direct, cells + houseDigits * pairs, n, CellEncoding.DIRECT, EncodingOptions.Houses.MINIMAL);
        assertSize(order, cells * ladder + houseDigits * (1 + pairs), n, CellEncoding.ORDER, EncodingOptions.Houses.COMPLETE);
        assertSize(order, cells * ladder + houseDigits * pairs, n, CellEncoding.ORDER, EncodingOptions.Houses.MINIMAL);
        assertSize(order, cells * (1 + pairs + ladder) + houseDigits * (1 + pairs), n, CellEncoding.BOTH, EncodingOptions.Houses.COMPLETE);
        assertSize(order, cells * (1 + ladder) + houseDigits * pairs, n, CellEncoding.BOTH, EncodingOptions.Houses.MINIMAL);
    }

    private static void assertSize(long variables, long clauses, int n, CellEncoding cell, EncodingOptions.Houses houses) {
        CnfSize size = plain(n, options(cell, houses));
        String what = n + "x" + n + " cell=" + cell + " houses=" + houses;
        assertEquals(variables, size.variables(), what + " variables");
        assertEquals(clauses, size.clauses(), what + " clauses");
    }

    /** Sequential at-most-one: 3k-4 clauses and k-1 auxiliaries per constraint over k literals. */
    @Test
    void sequentialAtMostOneOnNineByNine() {
        EncodingOptions seq = options(CellEncoding.DIRECT, EncodingOptions.Houses.COMPLETE).with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL);
        CnfSize size = plain(9, seq);
        long constraints = 81 + 243;
        assertEquals(729 + constraints * 8, size.variables());
        assertEquals(81 + 243 + constraints * (3 * 9 - 4), size.clauses());
    }
}
