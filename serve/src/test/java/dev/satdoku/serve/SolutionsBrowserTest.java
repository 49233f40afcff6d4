package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.file;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Answers drawn on the grid, in headless Chromium: stepping through several solutions (each one's digits,
 * the cells changed from the one before shaded), and a redundant rule marked in its cells.
 */
class SolutionsBrowserTest extends WorkbenchBrowserTest {

    /** Wikipedia's example without its given at r3c8: two solutions, in its expected file. */
    static final String SEVERAL = "instances/classic/several-solutions.sudoku";
    static final String WIKIPEDIA = "instances/classic/9x9-wikipedia.sudoku";

    /** The solutions of an expected file, row-major, as read independently of the workbench. */
    private static List<String> expected(String instance) {
        List<String> out = new ArrayList<>();
        StringBuilder grid = null;
        for (String line : file(instance.replace(".sudoku", ".expected")).split("\n")) {
            if (line.strip().equals("solution")) {
                grid = new StringBuilder();
                out.add("");
            } else if (grid != null && line.matches("[1-9]{9}")) {
                grid.append(line);
                out.set(out.size() - 1, grid.toString());
            }
        }
        return out;
    }

    /** The grid as drawn: the givens and the solution's digits, row-major ("." for a cell with neither). */
    private static String drawnGrid() {
        char[] cells = ".".repeat(81).toCharArray();
        for (String m : marks("text.given, #overlay text.solution")) {
            int row = Integer.parseInt(m.substring(1, m.indexOf('c'))), col = Integer.parseInt(m.substring(m.indexOf('c') + 1, m.indexOf('=')));
            cells[(row - 1) * 9 + col - 1] = m.charAt(m.length() - 1);
        }
        return new String(cells);
    }

    @Test
    void severalSolutionsAreSteppedThroughWithTheChangedCellsShaded() {
        List<String> solutions = expected(SEVERAL);
        assertEquals(2, solutions.size());
        Set<String> differ = new TreeSet<>();
        for (int i = 0; i < 81; i++) {
            if (solutions.get(0).charAt(i) != solutions.get(1).charAt(i)) {
                differ.add("r" + (i / 9 + 1) + "c" + (i % 9 + 1));
            }
        }
        pasteAndDraw(file(SEVERAL));
        awaitVerdict("Multiple solutions");
        waitFor(d -> count("#browse-solutions") == 1);
        driver.findElement(By.id("browse-solutions")).click();
        waitFor(d -> driver.findElement(By.id("solution-pos")).getText().startsWith("solution 1 of 2;"));
        String first = drawnGrid();
        assertTrue(solutions.contains(first), first);
        assertEquals(differ, shaded());
        driver.findElement(By.id("solution-next")).click();
        waitFor(d -> driver.findElement(By.id("solution-pos")).getText().startsWith("solution 2 of 2;"));
        String second = drawnGrid();
        assertTrue(solutions.contains(second), second);
        assertNotEquals(first, second);
        assertEquals(differ, shaded());
        assertTrue(driver.findElement(By.id("solution-next")).getAttribute("disabled") != null);
        // P goes back to the first.
        js("document.getElementById('board').focus();");
        type("p");
        waitFor(d -> driver.findElement(By.id("solution-pos")).getText().startsWith("solution 1 of 2;"));
        assertEquals(first, drawnGrid());
    }

    private static Set<String> shaded() {
        Set<String> out = new TreeSet<>();
        marks("rect.solution-changed").forEach(m -> out.add(m.substring(0, m.indexOf('='))));
        return out;
    }

    @Test
    void aRedundantRuleIsMarkedInItsCells() {
        // The givens alone make Wikipedia's example unique, so a cage true of its solution is redundant.
        String row1 = expected(WIKIPEDIA).get(0).substring(0, 9);
        int total = (row1.charAt(2) - '0') + (row1.charAt(3) - '0');
        String text = file(WIKIPEDIA) + "\ncage " + total + " r1c3 r1c4\n";
        int line = text.substring(0, text.indexOf("\ncage ") + 1).split("\n", -1).length;
        pasteAndDraw(text);
        awaitVerdict("Unique");
        waitFor(d -> count("#answers li.redundant") == 1);
        Set<String> marked = new TreeSet<>();
        marks("rect.redundant-rule").forEach(m -> marked.add(m.substring(0, m.indexOf('='))));
        assertEquals(Set.of("r1c3", "r1c4"), marked);
        String answers = driver.findElement(By.id("answers")).getText();
        assertTrue(answers.contains("cage " + total + " r1c3") && answers.contains(" (line " + line + ")"),
                answers);
    }
}
