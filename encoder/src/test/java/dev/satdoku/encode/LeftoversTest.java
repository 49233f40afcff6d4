package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encoding.ImpliedSums;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.ShuffledGrid;
import dev.satdoku.rules.KnownSum;
import dev.satdoku.rules.Rule;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The law of leftovers: every derived equation holds on every valid grid (checked here by plain
 * arithmetic on random grids with random cages, overlapping sums and little killers, never through
 * CNF), it finds the innies and outies a solver by hand finds, and it uses only what it may (complete
 * houses, unguarded rules). The CNF-level check (same solutions with and without the option) is in
 * the sat module's ImpliedSumsEquivalenceTest.
 */
class LeftoversTest {

    private static final EncodingOptions LEFTOVERS = EncodingOptions.DEFAULTS.with(EncodingOptions.IMPLIED_SUMS, ImpliedSums.LEFTOVERS);

    private static Cell c(String ref) {
        return Cell.of1(ref.charAt(1) - '0', ref.charAt(3) - '0');
    }

    private static List<Cell> cells(String... refs) {
        return java.util.Arrays.stream(refs).map(LeftoversTest::c).toList();
    }

    private static List<ImpliedSum> derive(String text) {
        Puzzle p = NativeParser.parse(text, "test");
        List<KnownSum> known = new ArrayList<>();
        for (Rule r : p.rules()) {
            r.knownSum().ifPresent(known::add);
        }
        return Leftovers.derive(p.layout(), known);
    }

    private static boolean has(List<ImpliedSum> eqs, List<Cell> plus, List<Cell> minus, int total) {
        return eqs.stream().anyMatch(e -> new HashSet<>(e.plus()).equals(new HashSet<>(plus))
                && new HashSet<>(e.minus()).equals(new HashSet<>(minus)) && e.total() == total);
    }

    @Test
    void cagesInsideARowLeaveTheInnie() {
        List<ImpliedSum> eqs = derive("size 9\ncage 10 r1c1 r1c2 r1c3 r1c4\ncage 26 r1c5 r1c6 r1c7 r1c8\n");
        assertTrue(has(eqs, cells("r1c9"), List.of(), 9), eqs.toString());
    }

    @Test
    void aCagePokingOutOfARowGivesAnOutie() {
        // Row 1 = 45 = (cage A minus r2c1) + cage B, so r2c1 = A + B - 45 = 20 + 30 - 45 = 5.
        List<ImpliedSum> eqs = derive("size 9\ncage 20 r1c1 r1c2 r1c3 r1c4 r2c1\ncage 30 r1c5 r1c6 r1c7 r1c8 r1c9\n");
        assertTrue(has(eqs, cells("r2c1"), List.of(), 5), eqs.toString());
    }

    @Test
    void innieMinusOutie() {
        // Box 1 with a cage of four cells inside and one poking out into box 2, plus a cage of three
        // inside: the two cells left over minus the outie add up to 45 - 25 - 12 = 8.
        List<ImpliedSum> eqs = derive("size 9\ncage 25 r1c1 r1c2 r1c3 r2c1 r1c4\ncage 12 r2c2 r2c3 r3c1\n");
        assertTrue(has(eqs, cells("r3c2", "r3c3"), cells("r1c4"), 8), eqs.toString());
    }

    @Test
    void sumRulesAndLittleKillersCountButWeightedOrRepeatedSumsAndVariableTotalsDoNot() {
        assertTrue(has(derive("size 9\nsum 10 r1c1 r1c2 r1c3 r1c4\nsum 26 r1c5 r1c6 r1c7 r1c8\n"), cells("r1c9"), List.of(), 9));
        // The little killer from r0c4 going down-left: r1c3 r2c2 r3c1, inside box 1.
        List<ImpliedSum> lk = derive("size 9\nlittlekiller 15 r0c4 dl\n");
        assertTrue(has(lk, cells("r1c1", "r1c2", "r2c1", "r2c3", "r3c2", "r3c3"), List.of(), 30), lk.toString());
        assertTrue(derive("size 9\nsum 10 r1c1 r1c1 r1c2 r1c3\nsum 26 r1c5 r1c6 r1c7 r1c8 r1c4\n").stream()
                .noneMatch(e -> e.plus().equals(cells("r1c9"))), "a cell counted twice is not a plain sum");
        assertTrue(derive("size 9\nsum 10 r1c1 r1c2 r1c3 r1c4 weights=1,1,1,1\nsum 26 r1c5 r1c6 r1c7 r1c8\n").stream()
                .noneMatch(e -> e.plus().equals(cells("r1c9"))), "weighted sums are left out");
        assertTrue(derive("size 9\nvar T 10..30\ncage T r1c1 r1c2 r1c3 r1c4\ncage 26 r1c5 r1c6 r1c7 r1c8\n").stream()
                .noneMatch(e -> e.plus().equals(cells("r1c9"))), "a variable total is not known");
    }

    @Test
    void nothingFromIncompleteHousesOrRawGrids() {
        // A 6x6 grid over 1..9: no house holds every value, so no house has a known total.
        assertEquals(List.of(), derive("size 6\nvalues 1..9\ncage 10 r1c1 r1c2 r1c3\ncage 11 r1c4 r1c5\n"));
        // Raw: rows and columns are not houses; the default 3x3 boxes still are.
        List<ImpliedSum> raw = derive("size 9\nraw\ncage 10 r1c1 r1c2 r1c3 r1c4\ncage 26 r1c5 r1c6 r1c7 r1c8\n");
        assertTrue(raw.stream().noneMatch(e -> e.why().startsWith("row")), raw.toString());
    }

    @Test
    void rulesInsideCompositeRulesAreNotUsed() {
        String body = "cage 10 r1c1 r1c2 r1c3 r1c4\ncage 26 r1c5 r1c6 r1c7 r1c8\n";
        Puzzle plain = NativeParser.parse("size 9\n" + body, "test");
        Puzzle guarded = NativeParser.parse("size 9\nor { cage 10 r1c1 r1c2 r1c3 r1c4 } { cage 11 r1c1 r1c2 r1c3 r1c4 }\n"
                + "cage 26 r1c5 r1c6 r1c7 r1c8\n", "test");
        assertTrue(familyClauses(plain, "leftovers") > 0);
        // The or-rule's cages hold only when their branch is chosen: only the plain cage may be used,
        // and alone in row 1 it leaves five cells, so nothing is derived from the row.
        List<KnownSum> known = new ArrayList<>();
        guarded.rules().forEach(r -> r.knownSum().ifPresent(known::add));
        assertEquals(1, known.size());
    }

    @Test
    void selectorModeAddsNoImpliedSums() {
        Puzzle p = NativeParser.parse("size 9\ncage 10 r1c1 r1c2 r1c3 r1c4\ncage 26 r1c5 r1c6 r1c7 r1c8\n", "test");
        assertTrue(familyClauses(p, "leftovers") > 0);
        var encoded = PuzzleEncoder.encode(p, LEFTOVERS, Selectors.create());
        assertFalse(CnfSize.byFamily(encoded.cnf()).containsKey("leftovers"));
    }

    /**
     * Box 1 of a mathemagic killer: two 5-cell cages mostly inside it leave two innies and three outies,
     * an equation of 5 cells among which digits may repeat. Leftovers keeps at most 4 such cells; the
     * wide mode keeps it and encodes it (through the diagram), and the equation holds.
     */
    @Test
    void theWideModeKeepsFiveCellEquationsThatLeftoversDrops() {
        String text = "size 9\ncage 22 r1c1 r1c2 r1c3 r1c4 r2c1\ncage 23 r3c1 r3c2 r3c3 r4c1 r5c1\n";
        // r1c4 + r4c1 + r5c1 - r2c2 - r2c3 = 0 (kept with more cells on the plus side)
        List<Cell> plus = cells("r1c4", "r4c1", "r5c1");
        List<Cell> minus = cells("r2c2", "r2c3");
        assertFalse(has(derive(text), plus, minus, 0));
        Puzzle p = NativeParser.parse(text, "test");
        List<KnownSum> known = new ArrayList<>();
        p.rules().forEach(r -> r.knownSum().ifPresent(known::add));
        assertTrue(has(Leftovers.derive(p.layout(), known, Leftovers.WIDE_REPEAT_CELLS), plus, minus, 0));
        EncodingOptions wide = LEFTOVERS.with(EncodingOptions.IMPLIED_SUMS, ImpliedSums.WIDE).with(EncodingOptions.SIMPLIFY, false);
        CnfSize wideSize = CnfSize.byFamily(PuzzleEncoder.encode(p, wide).cnf()).get("leftovers");
        assertTrue(wideSize != null && wideSize.clauses() > familyClauses(p, "leftovers"),
                wideSize + " against " + familyClauses(p, "leftovers") + " leftovers clauses");
    }

    private static int familyClauses(Puzzle p, String family) {
        var size = CnfSize.byFamily(PuzzleEncoder.encode(p, LEFTOVERS.with(EncodingOptions.SIMPLIFY, false)).cnf()).get(family);
        return size == null ? 0 : (int) size.clauses();
    }

    /** Every equation holds on the grid the known sums were read from, whatever the shape. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void everyDerivedEquationHoldsOnRandomGrids(int seed) {
        Random rnd = new Random(seed);
        int derived = 0;
        for (Layout layout : List.of(Layout.standard(9), Layout.standard(6), Layout.standard(4),
                Layout.boxes(9, 9, 3, 3, 0, 8), Layout.boxes(6, 6, 2, 3, 0, 5))) {
            for (int trial = 0; trial < 10; trial++) {
                int[] grid = ShuffledGrid.of(layout, rnd);
                List<KnownSum> known = randomSums(layout, grid, rnd);
                for (ImpliedSum e : Leftovers.derive(layout, known)) {
                    long value = 0;
                    for (Cell cell : e.plus()) {
                        value += grid[layout.index(cell)];
                    }
                    for (Cell cell : e.minus()) {
                        value -= grid[layout.index(cell)];
                    }
                    assertEquals(e.total(), value, layout.describe() + " " + e);
                    assertTrue(Collections.disjoint(e.plus(), e.minus()), e.toString());
                    if (e.distinct()) {
                        assertEquals(e.plus().size(), e.plus().stream().map(cell -> grid[layout.index(cell)]).distinct().count(),
                                "cells marked distinct repeat a digit: " + e);
                    }
                    derived++;
                }
            }
        }
        assertTrue(derived > 50, "only " + derived + " equations derived");
    }

    /**
     * A random tiling of some of the grid by cages (true totals), some of them dropped, plus a few
     * arbitrary sums over random cells that overlap the cages and each other (as little killers and
     * sum rules do).
     */
    private static List<KnownSum> randomSums(Layout layout, int[] grid, Random rnd) {
        List<KnownSum> out = new ArrayList<>();
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
            int size = 1 + rnd.nextInt(Math.min(6, layout.valueCount()));
            List<Integer> cage = new ArrayList<>(List.of(start));
            used[start] = true;
            while (cage.size() < size) {
                List<Integer> next = new ArrayList<>();
                for (int i : cage) {
                    Cell cell = layout.cellAt(i);
                    for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                        Cell n = cell.plus(d[0], d[1]);
                        if (layout.contains(n) && !used[layout.index(n)]) {
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
            if (rnd.nextInt(10) < 8) {
                out.add(sum(layout, grid, cage, "cage"));
            }
        }
        for (int k = rnd.nextInt(4); k > 0; k--) {
            Set<Integer> cells = new HashSet<>();
            int size = 2 + rnd.nextInt(4);
            while (cells.size() < size) {
                cells.add(rnd.nextInt(layout.cellCount()));
            }
            out.add(sum(layout, grid, new ArrayList<>(cells), "sum"));
        }
        return out;
    }

    private static KnownSum sum(Layout layout, int[] grid, List<Integer> cells, String name) {
        return new KnownSum(cells.stream().map(layout::cellAt).toList(), cells.stream().mapToInt(i -> grid[i]).sum(), name);
    }

    @Test
    void aKnownSumCountsEachCellOnce() {
        assertFalse(org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new KnownSum(cells("r1c1", "r1c1"), 4, "x")).getMessage().isEmpty());
    }
}
