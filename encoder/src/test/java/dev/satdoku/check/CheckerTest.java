package dev.satdoku.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.util.List;
import org.junit.jupiter.api.Test;

class CheckerTest {

    private static final int[] SOLUTION = {
        5, 3, 4, 6, 7, 8, 9, 1, 2, 6, 7, 2, 1, 9, 5, 3, 4, 8, 1, 9, 8, 3, 4, 2, 5, 6, 7,
        8, 5, 9, 7, 6, 1, 4, 2, 3, 4, 2, 6, 8, 5, 3, 7, 9, 1, 7, 1, 3, 9, 2, 4, 8, 5, 6,
        9, 6, 1, 5, 3, 7, 2, 8, 4, 2, 8, 7, 4, 1, 9, 6, 3, 5, 3, 4, 5, 2, 8, 6, 1, 7, 9};

    private static Puzzle empty() {
        return Puzzle.classic("p", Layout.standard(9), Puzzle.noGivens(Layout.standard(9)));
    }

    private static List<Violation> check(Puzzle p, int[] digits) {
        return Checker.check(p, Solution.ofDigits(p.layout(), digits));
    }

    @Test
    void acceptsAValidGrid() {
        assertEquals(List.of(), check(empty(), SOLUTION));
    }

    @Test
    void namesTheBrokenHouse() {
        int[] swapped = SOLUTION.clone();
        swapped[0] = 3;
        swapped[1] = 5; // row still fine, columns 1 and 2 now clash with other rows
        List<Violation> v = check(empty(), swapped);
        assertTrue(v.stream().anyMatch(x -> x.rule().equals("column") && x.message().contains("column 1 holds 3 twice")), v.toString());
        int[] boxOnly = SOLUTION.clone();
        int t = boxOnly[0];
        boxOnly[0] = boxOnly[3];
        boxOnly[3] = t; // swap within row 1 across boxes: columns and boxes break
        assertTrue(check(empty(), boxOnly).stream().anyMatch(x -> x.rule().equals("region")));
    }

    @Test
    void rejectsMissingAndOutOfRangeDigitsAndWrongGivens() {
        int[] holes = SOLUTION.clone();
        holes[40] = Puzzle.EMPTY;
        assertEquals("r5c5 is empty", check(empty(), holes).get(0).message());
        int[] big = SOLUTION.clone();
        big[0] = 10;
        assertEquals("r1c1 holds 10, outside 1..9", check(empty(), big).get(0).message());
        int[] givens = new int[81];
        java.util.Arrays.fill(givens, Puzzle.EMPTY);
        givens[80] = 8;
        List<Violation> v = check(Puzzle.classic("p", Layout.standard(9), givens), SOLUTION);
        assertEquals(1, v.size());
        assertEquals("r9c9 is given as 8 but holds 9", v.get(0).message());
    }

    @Test
    void jigsawRegionsAreChecked() {
        int[] regions = new int[16];
        for (int i = 0; i < 16; i++) {
            regions[i] = i / 4; // regions are the rows: a Latin square passes
        }
        Layout layout = Layout.jigsaw(4, regions, List.of("a", "b", "c", "d"));
        Puzzle p = Puzzle.classic("p", layout, Puzzle.noGivens(layout));
        int[] latin = {1, 2, 3, 4, 2, 1, 4, 3, 3, 4, 1, 2, 4, 3, 2, 1};
        assertEquals(List.of(), check(p, latin));
        Puzzle boxes = Puzzle.classic("p", Layout.standard(4), Puzzle.noGivens(Layout.standard(4)));
        assertTrue(check(boxes, latin).stream().anyMatch(x -> x.rule().equals("region")), "2x2 boxes of this square repeat digits");
    }
}
