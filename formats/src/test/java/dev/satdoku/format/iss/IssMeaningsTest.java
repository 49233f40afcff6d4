package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.ConflictExplainer;
import dev.satdoku.sat.Explanation;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.Verdict;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.model.Solution;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * ISS items whose meaning depends on the grid's value range, on 0-based grids or on lines shorter than
 * the range: the solutions satdoku finds for the imported string are those a plain enumeration of the
 * small grid finds with the rule as ISS's handler states it, written out here.
 */
class IssMeaningsTest {

    /** Every solution of the imported string, up to {@code max}. */
    static SolveReport solve(String iss, int max) {
        List<Puzzle> read = PuzzleReader.readText(iss, "<argument>");
        assertEquals(1, read.size());
        return PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(read.get(0), max, null);
    }

    /** Every solution satdoku finds, each written row by row (the grids here have few). */
    static Set<String> solutions(String iss) {
        SolveReport r = solve(iss, 2_000);
        assertTrue(r.exhaustive() && r.solutions().size() < 2_000, iss);
        Set<String> grids = new TreeSet<>();
        for (Solution s : r.solutions()) {
            StringBuilder b = new StringBuilder();
            for (int row = 0; row < s.layout().rows(); row++) {
                for (int col = 0; col < s.layout().cols(); col++) {
                    b.append(s.digit(row, col));
                }
            }
            grids.add(b.toString());
        }
        return grids;
    }

    /**
     * 4x4 grids with 2x2 boxes holding values lo..hi (rows, columns and boxes distinct) that agree with
     * {@code givens} (16 characters, row by row, a digit or '.') and that {@code rule} accepts.
     */
    static Set<String> brute(int lo, int hi, String givens, Predicate<int[][]> rule) {
        Set<String> out = new TreeSet<>();
        fill(new int[4][4], 0, lo, hi, givens, rule, out);
        return out;
    }

    private static void fill(int[][] g, int at, int lo, int hi, String givens, Predicate<int[][]> rule, Set<String> out) {
        if (at == 16) {
            if (rule.test(g)) {
                StringBuilder b = new StringBuilder();
                for (int[] row : g) {
                    for (int v : row) {
                        b.append(v);
                    }
                }
                out.add(b.toString());
            }
            return;
        }
        int r = at / 4;
        int c = at % 4;
        for (int v = lo; v <= hi; v++) {
            if (fits(g, r, c, v) && (givens.charAt(at) == '.' || givens.charAt(at) - '0' == v)) {
                g[r][c] = v;
                fill(g, at + 1, lo, hi, givens, rule, out);
            }
        }
    }

    private static boolean fits(int[][] g, int r, int c, int v) {
        for (int i = 0; i < c; i++) {
            if (g[r][i] == v) {
                return false;
            }
        }
        for (int i = 0; i < r; i++) {
            if (g[i][c] == v || i / 2 == r / 2 && g[i][c ^ 1] == v) {
                return false;
            }
        }
        return true;
    }

    /** Givens of the lower three rows of a 4x4 grid that leave row 1 a few choices among 1..6. */
    private static final String LOWER = "....1234341221..";

    /** The same givens as ISS Given items. */
    private static final String LOWER_ISS = ".~R2C1_1~R2C2_2~R2C3_3~R2C4_4~R3C1_3~R3C2_4~R3C3_1~R3C4_2~R4C1_2~R4C2_1";

    @Test
    void aNumberedRoomsFirstDigitIsAPositionFromOneOnEveryGrid() {
        // A 5 on a 4-cell column points past its end: ISS keeps the first cell to positions 1..4, so no solution.
        assertEquals(Set.of(), solutions(".Shape~4x6.NumberedRoom~C1~2~.~R1C1_5"));
        // Row 1 may start with 5 or 6, which name no cell of the row.
        assertEquals(brute(1, 6, LOWER, g -> g[0][0] <= 4 && g[0][g[0][0] - 1] == 6), solutions(".Shape~4x4~1-6.NumberedRoom~R1~6~" + LOWER_ISS));
        assertEquals(brute(0, 3, "................", g -> g[0][0] >= 1 && g[0][g[0][0] - 1] == 3), solutions(".Shape~4x4~0-3.NumberedRoom~R1~3~"));
        // 0 is a value of the grid but no position, so a clue of 0 can only sit in a cell the first digit names.
        assertEquals(brute(0, 3, "................", g -> g[0][1] >= 1 && g[g[0][1] - 1][1] == 0), solutions(".Shape~4x4~0-3.NumberedRoom~C2~0~"));
    }

    @Test
    void aValueIndexControlIsAPositionFromOneOnEveryGrid() {
        // R1C1 picks one of R1C2..R1C4, which must hold R3C1's value.
        assertEquals(brute(0, 3, "................", g -> g[0][0] >= 1 && g[0][g[0][0]] == g[2][0]),
                solutions(".Shape~4x4~0-3.ValueIndexing~R3C1~R1C1~R1C2~R1C3~R1C4"));
        assertEquals(brute(1, 6, LOWER, g -> g[0][0] <= 3 && g[0][g[0][0]] == g[3][2]),
                solutions(".Shape~4x4~1-6.ValueIndexing~R4C3~R1C1~R1C2~R1C3~R1C4" + LOWER_ISS));
    }

    @Test
    void aRellikTotalOfZeroKeepsZeroOutOfTheCage() {
        // On 0..3 the selection {0} adds up to 0, so neither cell may hold 0; on 1..4 no selection reaches 0.
        assertEquals(Set.of(), solutions(".Shape~4x4~0-3.RellikCage~0~R1C1~R1C2.~R1C1_0~R1C2_1~R1C3_2~R2C1_2"));
        assertEquals(brute(0, 3, "................", g -> g[0][0] != 0 && g[0][1] != 0), solutions(".Shape~4x4~0-3.RellikCage~0~R1C1~R1C2"));
        assertEquals(brute(1, 4, "................", g -> true), solutions(".Shape~4x4.RellikCage~0~R1C1~R1C2"));
        assertEquals(brute(0, 3, "................", g -> g[0][0] != 0 && g[0][1] != 0 || g[1][1] == 1),
                solutions(".Shape~4x4~0-3.Or.RellikCage~0~R1C1~R1C2.~R2C2_1.End"));
    }

    @Test
    void aStrictFlagWithAMarkInsideAnOrIsRefused() {
        IssTranslatorTest.error(".StrictKropki.Or.WhiteDot~R1C1~R1C2.~R1C1_1.End", ".WhiteDot~R1C1~R1C2", "inside an .Or", "StrictKropki");
        IssTranslatorTest.error(".Or.And.X~R1C1~R1C2.End.~R1C1_1.End.StrictXV", ".X~R1C1~R1C2", "inside an .Or", "StrictXV");
        // A mark the flag does not speak of, or one that holds in every solution, is read as before.
        assertEquals(1, IssTranslatorTest.lines(".StrictKropki.Or.X~R1C1~R1C2.~R1C1_1.End").stream().filter(l -> l.startsWith("or ")).count());
        assertEquals(1, IssTranslatorTest.lines(".StrictKropki.And.WhiteDot~R1C1~R1C2.End").stream().filter(l -> l.startsWith("white ")).count());
    }

    @Test
    void aClueThatCanNeverHoldMakesThePuzzleUnsolvableAndExplainNamesIt() {
        String iss = ".Shape~4x4.Sum~30~R1C4.~R2C2_1";
        List<Puzzle> read = PuzzleReader.readText(iss, "<argument>");
        assertTrue(read.get(0).metadata().warnings().stream().anyMatch(w -> w.contains("total 30 is impossible for 1 digit")),
                () -> read.get(0).metadata().warnings().toString());
        SolveReport r = solve(iss, 2);
        assertEquals(Verdict.NONE, r.verdict());
        Explanation e = new ConflictExplainer(EncodingOptions.DEFAULTS, Sat4jBackend::new).explain(read.get(0), null);
        assertEquals(Explanation.Status.CONFLICT, e.status());
        assertEquals(1, e.elements().size(), e.elements()::toString);
        assertTrue(e.elements().get(0).toString().contains("sum 30 r1c4"), e.elements()::toString);
    }

    @Test
    void aChildOfAnOrThatCanNeverHoldDropsOut() {
        // The first branch asks one cell for 30, so only the second decides: R1C1 = 2 and R1C3 + R1C4 = 7.
        String iss = ".Shape~4x4.Or.And.~R1C1_1.Sum~30~R1C4.End.And.~R1C1_2.Sum~7~R1C3~R1C4.End.End";
        assertEquals(brute(1, 4, "................", g -> g[0][0] == 2 && g[0][2] + g[0][3] == 7), solutions(iss));
        // An impossible cage and an X-sum of 2 (no 1-cell rest adds up to 0) drop out the same way, at any depth.
        assertEquals(brute(1, 4, "................", g -> g[1][1] == 3),
                solutions(".Shape~4x4.Or.Cage~20~R1C1~R1C2.And.Or.XSum~R3~2~.End.End.~R2C2_3.End"));
        assertEquals(Set.of(), solutions(".Shape~4x4.Or.Cage~20~R1C1~R1C2.XSum~R3~2~.End"));
    }

    @Test
    void aLineWhoseCellsDoNotTouchKeepsItsMeaning() {
        // ISS states line rules over the listed cells (a set, or consecutive pairs), touching or not.
        assertEquals(brute(1, 4, "................", g -> Math.abs(g[0][0] - g[2][2]) == 1), solutions(".Shape~4x4.Renban~R1C1~R3C3"));
        assertEquals(brute(1, 4, "................", g -> Math.abs(g[0][0] - g[2][2]) >= 2 && Math.abs(g[2][2] - g[0][1]) >= 2),
                solutions(".Shape~4x4.Whisper~2~R1C1~R3C3~R1C2"));
        assertEquals(brute(1, 4, "................", g -> g[0][0] < g[2][2] && g[2][2] < g[3][0]), solutions(".Shape~4x4.Thermo~R1C1~R3C3~R4C1"));
    }

    @Test
    void aSkyscraperSeesNoZeroOnA0BasedGrid() {
        // ISS: "0-valued cells do not count as skyscrapers"; seen from the left of row 1 and from below column 2.
        assertEquals(brute(0, 3, "................", g -> visible(g[0][0], g[0][1], g[0][2], g[0][3]) == 2),
                solutions(".Shape~4x4~0-3.Skyscraper~R1~2~"));
        assertEquals(brute(0, 3, "................", g -> visible(g[3][1], g[2][1], g[1][1], g[0][1]) == 3),
                solutions(".Shape~4x4~0-3.Skyscraper~C2~~3"));
    }

    /** Buildings seen along a line: each value above every one before it, a 0 being no building. */
    private static int visible(int... line) {
        int seen = 0;
        int tallest = 0;
        for (int v : line) {
            if (v > tallest) {
                seen++;
                tallest = v;
            }
        }
        return seen;
    }

    @Test
    void windokuWindowsAreSizedByTheValueCount() {
        // A 6x6 grid holding 1..9 has 2x3 boxes, but ISS's windows hold 9 cells: one 3x3 window from r2c2.
        List<String> lines = IssTranslatorTest.lines(".Shape~6x6~9.Windoku");
        assertTrue(lines.contains("extraregion r2c2 r2c3 r2c4 r3c2 r3c3 r3c4 r4c2 r4c3 r4c4"), lines::toString);
        assertEquals(1, lines.stream().filter(l -> l.startsWith("extraregion")).count(), lines::toString);
        // A 4x4 grid holding 1..6: windows of 6 cells have no shape there, so there are none.
        assertTrue(IssTranslatorTest.lines(".Shape~4x4~6.Windoku").stream().noneMatch(l -> l.startsWith("extraregion") || l.equals("windoku")));
    }

    /*
     * Where satdoku and ISS answer differently and the plain enumeration sides with satdoku (docs/format.md,
     * "Where satdoku and ISS differ"): satdoku keeps the rule's stated meaning.
     */

    /** Lower rows of a 4x4 grid holding 0..4 that leave row 1 a few choices. */
    private static final String LOWER_0_4 = "....0123230110..";

    private static final String LOWER_0_4_ISS = ".~R2C1_0~R2C2_1~R2C3_2~R2C4_3~R3C1_2~R3C2_3~R3C3_0~R3C4_1~R4C1_1~R4C2_0";

    @Test
    void sandwichAndLunchboxOnA0BasedGridAddTheCellsBetweenTheSmallestAndLargestValue() {
        for (int total = 0; total <= 3; total++) {
            int t = total;
            assertEquals(brute(0, 3, "................", g -> between(g[0], 0, 3) == t), solutions(".Shape~4x4~0-3.Sandwich~" + t + "~R1"));
            // A lunchbox's cells are distinct; the cells between its own smallest and largest digit add up to the total.
            assertEquals(brute(0, 3, "................", g -> g[2][2] != g[0][0] && g[2][2] != g[1][1]
                    && between(new int[] {g[0][0], g[1][1], g[2][2]}, min(g[0][0], g[1][1], g[2][2]),
                    max(g[0][0], g[1][1], g[2][2])) == t), solutions(".Shape~4x4~0-3.Lunchbox~" + t + "~R1C1~R2C2~R3C3"), "lunchbox " + t);
        }
    }

    /** The sum of the values lying between the value a and the value b in the line. */
    private static int between(int[] line, int a, int b) {
        int i = -1;
        int j = -1;
        for (int k = 0; k < line.length; k++) {
            i = line[k] == a && i < 0 ? k : i;
            j = line[k] == b && j < 0 ? k : j;
        }
        int sum = 0;
        for (int k = Math.min(i, j) + 1; k < Math.max(i, j); k++) {
            sum += line[k];
        }
        return sum;
    }

    private static int min(int... v) {
        return java.util.Arrays.stream(v).min().orElseThrow();
    }

    private static int max(int... v) {
        return java.util.Arrays.stream(v).max().orElseThrow();
    }

    @Test
    void sameValuesGroupsHoldTheSameMultiset() {
        assertEquals(brute(1, 4, "................", g -> sorted(g[0][0], g[1][1]).equals(sorted(g[2][3], g[3][2]))),
                solutions(".Shape~4x4.SameValues~2~R1C1~R2C2~R3C4~R4C3"));
    }

    private static List<Integer> sorted(int... v) {
        return java.util.Arrays.stream(v).sorted().boxed().toList();
    }

    @Test
    void aVAndASumOn0To4AddTheRealValues() {
        assertEquals(brute(0, 4, LOWER_0_4, g -> g[0][0] + g[0][1] == 5), solutions(".Shape~4x4~0-4.V~R1C1~R1C2" + LOWER_0_4_ISS));
        assertEquals(brute(0, 4, LOWER_0_4, g -> g[0][2] + g[0][3] == 5), solutions(".Shape~4x4~0-4.Sum~5~R1C3~R1C4" + LOWER_0_4_ISS));
    }

    @Test
    void aSandwichOnALineWithFewerCellsThanValuesIsALunchboxOverTheLine() {
        // Rows of 4 cells holding 1..6: ISS's handler takes the crusts as the row's own smallest and largest value.
        for (int total = 0; total <= 5; total++) {
            int t = total;
            assertEquals(brute(1, 6, LOWER, g -> between(g[0], min(g[0]), max(g[0])) == t),
                    solutions(".Shape~4x4~1-6.Sandwich~" + t + "~R1" + LOWER_ISS), "sandwich " + t);
        }
    }

    @Test
    void indexingReadsPositionsOnEveryGrid() {
        // Column indexing: R1C3 = v puts 3 in R1Cv; row indexing: R1C2 = v puts 1 in RvC2. v is a position 1..4.
        assertEquals(brute(0, 3, "................", g -> g[0][2] >= 1 && g[0][g[0][2] - 1] == 3), solutions(".Shape~4x4~0-3.Indexing~C~R1C3"));
        assertEquals(brute(1, 6, LOWER, g -> g[0][1] <= 4 && g[g[0][1] - 1][1] == 1), solutions(".Shape~4x4~1-6.Indexing~R~R1C2" + LOWER_ISS));
    }

    @Test
    void degenerateLinesMeanWhatISSsHandlersMakeOfThem() {
        // One cell: no consecutive pair, no mirror pair, one run; nothing is stated.
        for (String line : List.of("Thermo~R1C1", "Renban~R2C2", "Whisper~R1C1", "Whisper~2~R1C1", "Palindrome~R3C3", "Zipper~R1C1",
                "Modular~3~R1C1", "RegionSumLine~R4C4")) {
            assertEquals(brute(1, 4, "................", g -> true), solutions(".Shape~4x4." + line), line);
        }
        // An arrow without a shaft: the circle equals an empty sum, 0; a double arrow of its two ends alone likewise.
        assertEquals(brute(0, 3, "................", g -> g[0][0] == 0), solutions(".Shape~4x4~0-3.Arrow~R1C1"));
        assertEquals(Set.of(), solutions(".Shape~4x4.Arrow~R1C1"));
        assertEquals(Set.of(), solutions(".Shape~4x4.DoubleArrow~R1C1~R2C3"));
        assertEquals(brute(0, 3, "................", g -> g[0][0] == 0 && g[1][2] == 0), solutions(".Shape~4x4~0-3.DoubleArrow~R1C1~R2C3"));
    }

    @Test
    void aLoopIsALineWhoseLastCellIsItsFirst() {
        // ISS states a modular line for every m consecutive cells as listed; the repeated first cell closes the loop.
        String loop = "R1C1~R1C2~R2C2~R2C1~R1C1";
        assertEquals(brute(1, 4, "................", g -> distinctMod2(g[0][0], g[0][1]) && distinctMod2(g[0][1], g[1][1])
                && distinctMod2(g[1][1], g[1][0]) && distinctMod2(g[1][0], g[0][0])), solutions(".Shape~4x4.Modular~2~" + loop));
        List<String> lines = IssTranslatorTest.lines(".Shape~4x4.Modular~2~" + loop);
        assertTrue(lines.contains("modular r2c1 r1c1 m=2"), lines::toString);
        // A window that would hold the repeated cell twice has no native form.
        IssTranslatorTest.error(".Shape~4x4.Modular~3~R1C1~R1C2~R1C1", "R1C1 is listed twice");
        // Entropic on 1..9: each 3 consecutive cells of the loop as written hold one low, one middle, one high digit.
        List<String> entropic = IssTranslatorTest.lines(".Entropic~R1C1~R1C2~R2C2~R2C1~R1C1");
        assertTrue(entropic.containsAll(List.of("entropic r1c1 r1c2 r2c2", "entropic r1c2 r2c2 r2c1", "entropic r2c2 r2c1 r1c1")),
                entropic::toString);
    }

    private static boolean distinctMod2(int a, int b) {
        return a % 2 != b % 2;
    }

    @Test
    void anOrWithAChildThatStatesNothingAlwaysHolds() {
        // ISS: an empty branch is logically true, so the whole Or is (sudoku_builder's _yieldOr).
        assertEquals(brute(1, 4, "................", g -> true), solutions(".Shape~4x4.Or.Thermo~R1C1.~R1C1_1.End"));
        assertEquals(brute(1, 4, "................", g -> true), solutions(".Shape~4x4.Or.And.End.~R1C1_1.End"));
    }
}
