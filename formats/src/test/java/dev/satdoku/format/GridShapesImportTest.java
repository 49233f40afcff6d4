package dev.satdoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.lz.LzString;
import dev.satdoku.format.sudokupad.SudokuPadImporter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.syntax.InputException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rectangular grids and value ranges through the importers: each reads exactly what its format can
 * state (SudokuPad: R x C grids, values 1..max(R, C); the one-line format, f-puzzles and ISS's
 * whole-grid text formats: square grids holding 1..N) and refuses the rest with one line that names
 * the format and what it cannot state.
 */
class GridShapesImportTest {

    private static Puzzle read(String text) {
        List<Puzzle> read = PuzzleReader.readText(text, "t");
        assertEquals(1, read.size());
        return read.get(0);
    }

    private static List<String> solutions(Puzzle p) {
        SolveReport r = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 10, null);
        return r.solutions().stream().map(Solution::digits).map(Arrays::toString).sorted().toList();
    }

    private static InputException refused(String text) {
        return assertThrows(InputException.class, () -> PuzzleReader.readText(text, "t"));
    }

    private static void mentions(Exception e, String... fragments) {
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), () -> "'" + e.getMessage() + "' lacks '" + f + "'");
        }
        assertTrue(!e.getMessage().contains("\n"), () -> "one line: " + e.getMessage());
    }

    // ---- SudokuPad: any R x C, values 1..max(R, C) ----

    /** SudokuPad JSON of an R x C grid: '.' empty, digits given; regions as lists of [row, col]. */
    private static String sudokuPad(String[] rows, String regions, String cages) {
        StringBuilder sb = new StringBuilder("{\"id\":\"t\",\"cellSize\":50,\"cells\":[");
        for (int r = 0; r < rows.length; r++) {
            sb.append(r > 0 ? "," : "").append('[');
            for (int c = 0; c < rows[r].length(); c++) {
                char ch = rows[r].charAt(c);
                sb.append(c > 0 ? "," : "").append(ch == '.' ? "{}" : "{\"value\":\"" + ch + "\"}");
            }
            sb.append(']');
        }
        sb.append("],\"regions\":").append(regions);
        if (cages != null) {
            sb.append(",\"cages\":").append(cages);
        }
        return sb.append('}').toString();
    }

    /** The regions of a grid given as one symbol per cell, as SudokuPad lists them. */
    private static String regionsOf(String... symbols) {
        java.util.Map<Character, StringBuilder> groups = new java.util.LinkedHashMap<>();
        for (int r = 0; r < symbols.length; r++) {
            for (int c = 0; c < symbols[r].length(); c++) {
                StringBuilder g = groups.computeIfAbsent(symbols[r].charAt(c), k -> new StringBuilder());
                g.append(g.length() > 0 ? "," : "").append('[').append(r).append(',').append(c).append(']');
            }
        }
        return groups.values().stream().map(g -> "[" + g + "]").collect(java.util.stream.Collectors.joining(",", "[", "]"));
    }

    private static final String[] GIVENS_4X6 = {"1.3.5.", ".5..2.", "...56.", "5.4..1"};
    private static final String NATIVE_4X6 = "size 4x6\ngivens\n1.3.5.\n.5..2.\n...56.\n5.4..1\n"
            + "cage 14 r1c5 r1c6 r2c6\ncage 5 r3c1 r3c2\n";

    @Test
    void aRectangularSudokuPadPuzzleSolvesAsTheSamePuzzleWrittenNatively() {
        String json = sudokuPad(GIVENS_4X6, regionsOf("AAABBB", "AAABBB", "CCCDDD", "CCCDDD"),
                "[{\"cells\":[\"r1c5\",\"r1c6\",\"r2c6\"],\"value\":\"14\"},{\"cells\":[[2,0],[2,1]],\"value\":5}]");
        for (String form : List.of(json, "scl" + LzString.compressToBase64(json))) {
            Translation t = new SudokuPadImporter().translate(form, "pad").get(0);
            assertEquals(List.of("size 4x6", "givens", "cage 14 r1c5 r1c6 r2c6", "cage 5 r3c1 r3c2"), t.statements());
            Puzzle imported = read(form);
            Puzzle written = read(NATIVE_4X6);
            assertEquals(written.layout(), imported.layout());
            assertEquals(4, imported.layout().rows());
            assertEquals(6, imported.layout().cols());
            List<String> got = solutions(imported);
            assertEquals(List.of("[1, 2, 3, 4, 5, 6, 4, 5, 6, 1, 2, 3, 2, 3, 1, 5, 6, 4, 5, 6, 4, 2, 3, 1]"), got);
            assertEquals(solutions(written), got);
        }
    }

    @Test
    void rectangularSudokuPadRegionsOtherThanTheBoxesBecomeARegionsBlock() {
        // 6 rows of 4: the default boxes are 3x2; these regions are two-column stripes cut differently.
        String[] symbols = {"AAAB", "AABB", "ABBB", "CCCD", "CCDD", "CDDD"};
        String json = sudokuPad(new String[] {"1...", "....", "....", "....", "....", "...2"}, regionsOf(symbols), null);
        Puzzle imported = read(json);
        StringBuilder nativeText = new StringBuilder("size 6x4\nregions\n");
        for (String row : symbols) {
            nativeText.append(row).append('\n');
        }
        nativeText.append("givens\n1...\n....\n....\n....\n....\n...2\n");
        Puzzle written = read(nativeText.toString());
        assertEquals(written.layout(), imported.layout());
        for (int i = 0; i < 24; i++) {
            Cell c = Cell.ofIndex(i, 4);
            assertEquals(written.layout().regionOf(c), imported.layout().regionOf(c), c::toString);
        }
        assertEquals(1, imported.given(Cell.of1(1, 1)));
        assertEquals(2, imported.given(Cell.of1(6, 4)));
    }

    @Test
    void sudokuPadStatesNoValueRangeSoAZeroOrAValueAboveTheSideIsRefused() {
        String regions = regionsOf("AAABBB", "AAABBB", "CCCDDD", "CCCDDD");
        mentions(refused(sudokuPad(new String[] {"0.....", "......", "......", "......"}, regions, null)),
                "cells[0][0].value", "given 0 in r1c1 is outside 1..6", "SudokuPad states no value range", "values MIN..MAX");
        mentions(refused(sudokuPad(new String[] {"......", "......", "......", ".....7"}, regions, null)),
                "cells[3][5].value", "given 7 in r4c6 is outside 1..6");
    }

    @Test
    void sudokuPadRowsOfDifferentLengthsAreRefused() {
        String json = "{\"cells\":[[{},{},{},{}],[{},{},{}],[{},{},{},{}],[{},{},{},{}]],\"regions\":[]}";
        mentions(refused(json), "cells[1]", "row 2 has 3 cells but row 1 has 4");
    }

    // ---- the one-line format: square N x N holding 1..N ----

    @Test
    void aSquareOneLinePuzzleIsTheSameAsItsNativeForm() {
        String line = "1.3.5..5..2....56.5.4..1" + ".".repeat(12);
        Puzzle oneLine = read(line);
        Puzzle written = read("size 6\ngivens\n1.3.5.\n.5..2.\n...56.\n5.4..1\n......\n......\n");
        assertEquals(written.layout(), oneLine.layout());
        for (int i = 0; i < 36; i++) {
            assertEquals(written.given(Cell.ofIndex(i, 6)), oneLine.given(Cell.ofIndex(i, 6)));
        }
    }

    @Test
    void theOneLineFormatCannotStateARectangleOrAnotherValueRange() {
        // 24 characters: a 4x6 grid to the writer, but also 6x4, 3x8, 2x12 ... The line cannot say which.
        InputException shape = assertThrows(InputException.class,
                () -> PuzzleReader.readText("1.3.5..5..2....56.5.4..1\n", "grid.txt"));
        mentions(shape, "grid.txt:1:1", "a one-line puzzle has N*N characters", "found 24", "native format", "size RxC");
        // A 7 on a 6x6 line could belong to 1..7, 1..9, ...: refused, not guessed.
        InputException range = assertThrows(InputException.class,
                () -> PuzzleReader.readText("7" + ".".repeat(35) + "\n", "grid.txt"));
        mentions(range, "grid.txt:1:1", "'7' (7) is out of range for a 6x6 grid", "a one-line puzzle holds 1..6", "values MIN..MAX");
    }

    // ---- f-puzzles: square N x N holding 1..N, no value range field ----

    @Test
    void fpuzzlesHasNoValueRangeSoAGivenZeroIsRefused() {
        StringBuilder grid = new StringBuilder("{\"size\":4,\"grid\":[");
        for (int r = 0; r < 4; r++) {
            grid.append(r > 0 ? "," : "").append(r == 0 ? "[{\"value\":0,\"given\":true},{},{},{}]" : "[{},{},{},{}]");
        }
        mentions(refused(grid.append("]}").toString()), "grid[0][0].value", "digit 0 in r1c1 is outside 1..4",
                "f-puzzles grids hold 1..size; it has no value range field");
    }

    @Test
    void fpuzzlesGridsAreSquareSoARectangularGridIsRefused() {
        String rows = "[{},{},{},{},{},{}]";
        String doc = "{\"size\":4,\"grid\":[" + String.join(",", rows, rows, rows, rows) + "]}";
        mentions(refused(doc), "grid[0]", "expected a row of 4 cells");
    }

    @Test
    void exportToFpuzzlesRefusesWhatItCannotState() {
        for (String text : List.of("size 4x6\n", "size 9\nvalues 0..8\n", "size 6\nvalues 1..9\n", "size 4\nraw\n")) {
            Puzzle p = read(text);
            InputException e = assertThrows(InputException.class,
                    () -> dev.satdoku.format.fpuzzles.FPuzzlesExporter.export(p, true), text);
            mentions(e, "f-puzzles cannot state this grid", "square N x N grids holding 1..N", "native format");
        }
    }

    // ---- ISS's whole-grid text formats: square by length, values 1..N ----

    @Test
    void issGridTextIsSquareOneToNSoAShapeThatDisagreesIsAConflict() {
        String plain = "1.3." + "...." + "...." + "...4";
        // (The Shape comes first: a text that opens with a one-line puzzle is the native format.)
        mentions(refused(".Shape~4x4~0-3\n\n" + plain), "a 4x4 grid, but .Shape~4x4~0-3 says 4x4 with values 0..3",
                "ISS's grid text formats state square N x N grids holding 1..N only");
        mentions(refused(".Shape~4x6\n\n" + plain), "a 4x4 grid, but .Shape~4x6 says 4x6", "square N x N grids");
        // Agreeing sections merge, as in ISS: the plain grid's givens on the Shape's 4x4.
        Puzzle merged = read(".Shape~4x4\n\n" + plain);
        assertEquals(4, merged.given(Cell.of1(4, 4)));
    }
}
