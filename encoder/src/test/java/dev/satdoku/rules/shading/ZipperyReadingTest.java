package dev.satdoku.rules.shading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.sumline.ZipperLine;
import dev.satdoku.testing.Instance;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reading of "Zippery When Wet" written into its instance (a line is a zipper when any of its
 * cells is wet, i.e. shaded, and keeps its colour rule when any is dry), tested against the solution
 * and shading published with the puzzle: a wet line there breaks its colour rule and keeps the
 * zipper, a dry line breaks the zipper and keeps its colour, a mixed line keeps both. So the
 * simpler readings are out: had wet lines kept their colour rule, or dry lines been zippers, the
 * published answer would break them; and the mixed lines agree with "both". Counted from the
 * published data: 5 wet lines, 6 dry, 6 mixed.
 */
class ZipperyReadingTest {

    @Test
    void publishedShadingNeedsEveryPartOfTheReading() {
        Instance zippery = Instance.all().stream().filter(i -> i.name().endsWith("cmears-3-zippery.sudoku")).findFirst().orElseThrow();
        Puzzle puzzle = zippery.puzzle();
        Solution published = zippery.expected(puzzle).solutions().get(0);
        assertTrue(published.hasShading());
        assertEquals(List.of(), Checker.check(puzzle, published));

        int wet = 0;
        int dry = 0;
        int mixed = 0;
        List<Rule> rules = puzzle.rules();
        assertEquals(new YinYang(), rules.get(0));
        for (int i = 1; i < rules.size(); i += 2) {
            Conditional zipperIf = (Conditional) rules.get(i);
            Conditional colourIf = (Conditional) rules.get(i + 1);
            ZipperLine zipper = (ZipperLine) zipperIf.rule();
            Rule colour = colourIf.rule();
            List<Cell> line = zipper.line();
            long shaded = line.stream().filter(published::shaded).count();
            String what = colour.toNative();
            if (shaded == line.size()) {
                wet++;
                assertNull(zipper.violation(published), what);
                assertNotNull(colour.violation(published), "a wet line breaks its colour rule: " + what);
            } else if (shaded == 0) {
                dry++;
                assertNotNull(zipper.violation(published), "a dry line is no zipper: " + what);
                assertNull(colour.violation(published), what);
            } else {
                mixed++;
                assertNull(zipper.violation(published), what);
                assertNull(colour.violation(published), what);
            }
        }
        assertEquals(List.of(5, 6, 6), List.of(wet, dry, mixed));
    }
}
