package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.file;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.testing.SmallPuzzles;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Hints and the solve path in the page, in headless Chromium: Hint draws the deduction and the clues that
 * force it where they are, with the line 'satdoku steps' prints; pressed again it applies the step (the
 * placed digit appears in its cell) and shows the next; the solve path steps forward with its difficulty.
 * With SATDOKU_SCREENSHOTS=1 it writes docs/images/workbench-hint.png.
 */
class StepsBrowserTest extends WorkbenchBrowserTest {

    static final String WIKIPEDIA = "instances/classic/9x9-wikipedia.sudoku";

    private static String stepText() {
        return driver.findElement(By.id("step-text")).getText();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> shownStep() {
        return (Map<String, Object>) js("return state.step;");
    }

    /** The cells a step names, as "rRcC": the elements' cells (a house's, a given's, those written in a rule) and the facts used. */
    @SuppressWarnings("unchecked")
    private static TreeSet<String> clueCells(Map<String, Object> step) {
        TreeSet<String> cells = new TreeSet<>();
        for (Map<String, Object> e : (List<Map<String, Object>>) step.get("elements")) {
            if (e.get("cells") != null) {
                cells.addAll((List<String>) e.get("cells"));
            } else if (e.get("cell") != null) {
                cells.add((String) e.get("cell"));
            } else {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\br\\d+c\\d+\\b").matcher((String) e.get("rule"));
                while (m.find()) {
                    cells.add(m.group());
                }
            }
        }
        for (Map<String, Object> f : (List<Map<String, Object>>) step.get("facts")) {
            cells.add((String) f.get("cell"));
        }
        return cells;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> deduced(Map<String, Object> step) {
        return (List<Map<String, Object>>) step.get("deduced");
    }

    /** The cells of marks as "rRcC", from their drawn positions. */
    private static TreeSet<String> markCells(String css) {
        TreeSet<String> out = new TreeSet<>();
        marks(css).forEach(m -> out.add(m.substring(0, m.indexOf('='))));
        return out;
    }

    @Test
    void hintDrawsTheDeductionAndItsCluesThenAppliesItAndShowsTheNext() throws IOException {
        pasteAndDraw(file(WIKIPEDIA));
        awaitVerdict("Unique");
        driver.findElement(By.id("hint")).click();
        waitFor(d -> stepText().startsWith("Next step:"));
        Map<String, Object> first = shownStep();
        assertEquals("Next step: " + first.get("line"), stepText(), "the line as 'satdoku steps' prints it");
        assertTrue(((String) first.get("line")).matches(".* \\((naked|hidden) single: .*\\) \\[cost \\d+\\]"), (String) first.get("line"));

        // The placement drawn in its cell, the cell outlined, and exactly the clues' other cells tinted.
        Map<String, Object> placement = deduced(first).get(0);
        assertEquals(Boolean.TRUE, placement.get("placed"));
        String cell = (String) placement.get("cell");
        String digit = String.valueOf(placement.get("digit"));
        assertEquals(List.of(cell + "=" + digit), marks("#overlay .step-placed"));
        assertEquals(new TreeSet<>(List.of(cell)), markCells("#under .step-cell"));
        TreeSet<String> clues = clueCells(first);
        clues.remove(cell);
        assertFalse(clues.isEmpty());
        assertEquals(clues, markCells("#under .step-clue"));
        assertEquals(0, count("#overlay text.fact"), "nothing applied yet");
        screenshot("workbench-hint");

        // Hint again: the step is applied (its digit is now part of the grid) and the next one shown.
        driver.findElement(By.id("hint")).click();
        waitFor(d -> marks("#overlay text.fact").contains(cell + "=" + digit) && shownStep() != null);
        Map<String, Object> second = shownStep();
        assertNotEquals(first.get("deduced"), second.get("deduced"));
        assertEquals("Next step: " + second.get("line"), stepText());
        assertFalse(markCells("#under .step-cell").contains(cell), "the applied cell is no longer the step's");

        // Apply takes it without asking further; Undo takes it back.
        driver.findElement(By.id("apply")).click();
        waitFor(d -> count("#overlay text.fact") == 2 && shownStep() == null);
        driver.findElement(By.id("undo-step")).click();
        waitFor(d -> count("#overlay text.fact") == 1);
    }

    @Test
    void theSolvePathStepsThroughWithItsDifficulty() {
        pasteAndDraw(SmallPuzzles.THERMO_DOTS);
        awaitVerdict("Unique");
        driver.findElement(By.id("solve-path")).click();
        waitFor(d -> driver.findElement(By.id("path-summary")).getText().startsWith("Solve path: solved; difficulty: hardest "));
        @SuppressWarnings("unchecked")
        Map<String, Object> path = (Map<String, Object>) js("return state.path;");
        int total = ((List<?>) path.get("steps")).size();
        assertEquals("step 1 of " + total, driver.findElement(By.id("path-pos")).getText());
        assertTrue(driver.findElement(By.id("path-summary")).getText().contains(total + " steps"));
        // The thermometer's first deduction eliminates: the digits struck out in their cells.
        Map<String, Object> step = shownStep();
        List<String> struck = new ArrayList<>();
        for (Map<String, Object> f : deduced(step)) {
            assertEquals(Boolean.FALSE, f.get("placed"), "the path starts with eliminations: " + step);
            struck.add(f.get("cell") + "=" + f.get("digit"));
        }
        assertEquals(new TreeSet<>(struck), new TreeSet<>(marks("#overlay .step-eliminated")));
        assertTrue(stepText().startsWith("1. ") && stepText().contains("thermo"), stepText());
        // Next: the first step's eliminations are now drawn as known (grey, struck out) where the second step does not draw.
        driver.findElement(By.id("path-next")).click();
        waitFor(d -> ((Number) js("return state.pathAt;")).intValue() == 1);
        TreeSet<String> stillShown = new TreeSet<>(struck);
        deduced(shownStep()).forEach(f -> stillShown.removeIf(m -> m.startsWith(f.get("cell") + "=")));
        assertEquals(stillShown, new TreeSet<>(marks("#overlay .fact-eliminated")));
        assertFalse(stillShown.isEmpty());
        // Next, to the end: every placement of the path is drawn, the grid full.
        for (int k = 2; k <= total; k++) {
            driver.findElement(By.id("path-next")).click();
            int at = k;
            waitFor(d -> ((Number) js("return state.pathAt;")).intValue() == at);
        }
        assertEquals("end (" + total + " steps)", driver.findElement(By.id("path-pos")).getText());
        assertEquals(16 - 1, count("#overlay text.fact"), "every open cell placed by the path");
        driver.findElement(By.id("path-prev")).click();
        waitFor(d -> driver.findElement(By.id("path-pos")).getText().equals("step " + total + " of " + total));
    }
}
