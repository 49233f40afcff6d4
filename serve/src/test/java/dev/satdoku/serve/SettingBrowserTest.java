package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.question;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * Setting a puzzle in headless Chromium with the mouse and the keyboard only: on an empty 4x4 grid a cage
 * with its total, a thermometer, a black dot and a given, each changing the verdict's solution count (the
 * counts worked out here by trying every grid); undo and redo; the page reloaded from its address; the
 * f-puzzles and ISS exports read back by the server to the same rules. On a 9x9 grid the same kinds of
 * step narrow the candidates. With SATDOKU_SCREENSHOTS=1 it writes docs/images/workbench-setting.png and
 * workbench-setting-total.png.
 */
class SettingBrowserTest extends WorkbenchBrowserTest {

    /** Presses on the first cell and drags through the others, in order (cells as {row, col}, 1-based). */
    private static void drag(int[]... cells) {
        // Built and performed again if the board was redrawn (a late answer) between finding it and the drag.
        waitFor(d -> {
            WebElement svg = driver.findElement(By.cssSelector("#board svg"));
            int[] first = cellOffset(cells[0][0], cells[0][1]);
            Actions a = new Actions(driver).moveToElement(svg, first[0], first[1]).clickAndHold();
            for (int k = 1; k < cells.length; k++) {
                int[] at = cellOffset(cells[k][0], cells[k][1]);
                a = a.moveToElement(svg, at[0], at[1]);
            }
            a.release().perform();
            return true;
        });
        waitFor(d -> ((Number) js("return state.selection.length;")).intValue() == cells.length);
    }

    private static String text() {
        return (String) js("return state.text;");
    }

    /** Waits until the text holds the line and its verdict (and candidates) are in for it. */
    private static void awaitLine(String line) {
        try {
            waitFor(d -> text().contains(line + "\n"));
        } catch (TimeoutException e) {
            throw new AssertionError("no line \"" + line + "\" in " + text() + "; the page says: "
                    + driver.findElement(By.id("error")).getText(), e);
        }
        waitFor(d -> !verdict().startsWith("Reading") && !verdict().startsWith("Solving"));
        waitFor(d -> (Boolean) js("return state.candidates !== null || (state.solve && state.solve.status === 'none');"));
    }

    /** The candidates drawn in a cell (1-based), in ascending order. */
    private static List<Integer> candidatesIn(int row, int col) {
        List<Integer> out = new ArrayList<>();
        for (String m : marks("#overlay text.cand")) {
            if (m.startsWith("r" + row + "c" + col + "=")) {
                out.add(Integer.parseInt(m.substring(m.indexOf('=') + 1)));
            }
        }
        out.sort(null);
        return out;
    }

    /** A key pressed with modifiers held (an Actions chord would press and release each key in turn). */
    private static void withKeys(String key, Keys... modifiers) {
        Actions a = new Actions(driver);
        for (Keys m : modifiers) {
            a = a.keyDown(m);
        }
        a = a.sendKeys(key);
        for (Keys m : modifiers) {
            a = a.keyUp(m);
        }
        a.perform();
    }

    /** Picks a rule by typing its name in the picker (R), Enter taking the first match. */
    private static void pickRule(String name) {
        type("r");
        waitFor(d -> driver.switchTo().activeElement().getAttribute("id").equals("rule-search"));
        type(name, Keys.ENTER);
    }

    /** The rule lines of a puzzle as the server reads it (its native export without comments), as a set. */
    private static Set<String> ruleLines(String puzzle, Map<String, Integer> edits) {
        var q = question(puzzle);
        WorkbenchClient.edits(q, edits);
        WorkbenchClient.Answer a = client.post("/api/export", q.put("format", "native"));
        assertEquals(200, a.status(), () -> "export of " + puzzle + ": " + a.error());
        Set<String> lines = new TreeSet<>();
        for (String line : a.json().get("text").asText().split("\n")) {
            if (!line.isBlank() && !line.startsWith("#") && !line.startsWith("title") && !line.startsWith("author")) {
                lines.add(line.strip());
            }
        }
        return lines;
    }

    private static String export(String format) {
        js("document.getElementById('export-text').value = '';");
        driver.findElement(By.cssSelector("[data-export='" + format + "']")).click();
        waitFor(d -> !driver.findElement(By.id("export-text")).getAttribute("value").isEmpty());
        return driver.findElement(By.id("export-text")).getAttribute("value");
    }

    @Test
    void aNineByNinePuzzleSetWithTheMouseAndKeysNarrowsTheCandidatesAndUndoes() throws IOException {
        driver.findElement(By.id("new-grid")).click();
        waitFor(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board svg rect.border")));
        awaitVerdict("Multiple solutions");
        assertEquals("size 9\n", text());
        js("document.getElementById('board').focus();");
        type("c");
        waitFor(d -> count("#overlay text.cand") > 0);
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9), candidatesIn(1, 1));

        // A cage: drag over two cells, R, "cage", Enter; the form asks for the total.
        drag(new int[] {1, 1}, new int[] {1, 2});
        pickRule("cage");
        waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("rule-form")));
        assertEquals("cage [TOTAL] CELLS", driver.findElement(By.id("rule-form-title")).getText());
        type("3");
        waitFor(d -> !driver.findElement(By.id("progress")).isDisplayed());
        screenshot("workbench-setting-total");
        type(Keys.ENTER);
        awaitLine("cage 3 r1c1 r1c2");
        awaitVerdict("Multiple solutions");
        assertEquals(1, count("#board svg g.rule.cage"));
        assertEquals(List.of(1, 2), candidatesIn(1, 1));
        assertEquals(List.of(1, 2), candidatesIn(1, 2));

        // A thermometer, bulb first: the cells in the order dragged.
        drag(new int[] {2, 1}, new int[] {2, 2}, new int[] {2, 3});
        pickRule("thermo");
        awaitLine("thermo r2c1 r2c2 r2c3");
        awaitVerdict("Multiple solutions");
        assertEquals(1, count("#board svg g.rule.thermo"));
        // The cage holds 1 and 2 of box 1, so the bulb starts at 3 and the tip ends above 4.
        assertEquals(List.of(3, 4, 5, 6, 7), candidatesIn(2, 1));
        assertEquals(List.of(5, 6, 7, 8, 9), candidatesIn(2, 3));
        List<Integer> beforeDot = candidatesIn(3, 1);
        assertTrue(beforeDot.contains(5), "before the dot r3c1 may hold 5: " + beforeDot);

        // A black dot between two adjacent cells: click one, shift-click the other.
        clickCell(3, 1);
        new Actions(driver).keyDown(Keys.SHIFT).perform();
        int[] next = cellOffset(3, 2);
        new Actions(driver).moveToElement(driver.findElement(By.cssSelector("#board svg")), next[0], next[1]).click().perform();
        new Actions(driver).keyUp(Keys.SHIFT).perform();
        waitFor(d -> ((Number) js("return state.selection.length;")).intValue() == 2);
        pickRule("black");
        awaitLine("black r3c1 r3c2");
        awaitVerdict("Multiple solutions");
        assertEquals(1, count("#board svg g.rule.black"));
        type(Keys.ESCAPE);
        waitFor(d -> ((Number) js("return state.selection.length;")).intValue() == 0 && count("#overlay .selected") == 0);
        List<Integer> dotted = candidatesIn(3, 1);
        assertFalse(dotted.isEmpty());
        assertTrue(Set.of(3, 4, 6, 8).containsAll(dotted), "a black dot beside 1 and 2 of the box leaves 3, 4, 6 or 8: " + dotted);

        // A given the cage cannot take: no solution; undo brings the verdict back, redo the given.
        String rules = text();
        clickCell(1, 1);
        type("9");
        awaitVerdict("No solution");
        assertEquals(Map.of("r1c1", 9), edits());
        withKeys("z", Keys.CONTROL);
        awaitVerdict("Multiple solutions");
        assertEquals(Map.of(), edits());
        assertEquals(rules, text());
        withKeys("y", Keys.CONTROL);
        awaitVerdict("No solution");
        assertEquals(Map.of("r1c1", 9), edits());
        withKeys("z", Keys.CONTROL);
        awaitVerdict("Multiple solutions");
        // Undo again takes the dot away.
        withKeys("z", Keys.CONTROL);
        waitFor(d -> !text().contains("black"));
        awaitVerdict("Multiple solutions");
        withKeys("z", Keys.CONTROL, Keys.SHIFT);
        waitFor(d -> text().equals(rules));
        awaitVerdict("Multiple solutions");

        // A given the cage takes: r1c2 is then 2.
        clickCell(1, 1);
        type("1");
        waitFor(d -> edits().equals(Map.of("r1c1", 1)));
        waitFor(d -> candidatesIn(1, 2).equals(List.of(2)));
        // The picture without candidates, so the drawn rules show, and with the verdict's count.
        type("c");
        waitFor(d -> count("#overlay text.cand") == 0);
        // Far more than the page counts: a lower bound.
        waitFor(d -> verdict().startsWith("Multiple solutions: at least ") && !driver.findElement(By.id("progress")).isDisplayed());
        // The suggested givens: a cell with many digits keeps them inside its ring, not over the next cells.
        waitFor(d -> count("#overlay text.suggested-digit") > 0);
        @SuppressWarnings("unchecked")
        List<Number> widest = (List<Number>) js("const ring = document.querySelector('#overlay circle.suggested').getBBox().width;"
                + "return [Math.max(...[...document.querySelectorAll('#overlay text.suggested-digit')].map(t => t.getBBox().width)), ring];");
        assertTrue(widest.get(0).doubleValue() <= widest.get(1).doubleValue(), "suggested digits " + widest.get(0) + " wide in a ring of " + widest.get(1));
        screenshot("workbench-setting");
    }

    /** The verdict line without its time: "Multiple solutions: 48", "Unique". */
    private static String verdictWords() {
        return (String) js("const v = document.getElementById('verdict');"
                + "return [...v.childNodes].filter(n => n.nodeType === 3).map(n => n.nodeValue).join('');");
    }

    /** What the verdict line says of a puzzle with {@code n} solutions (the page counts up to 1000, far above 288). */
    private static String verdictFor(long n) {
        return n == 0 ? "No solution" : n == 1 ? "Unique" : "Multiple solutions: " + n;
    }

    /** Waits for the verdict line of {@code n} solutions, which must differ from the one before it. */
    private static String awaitCount(long n, String before) {
        String expected = verdictFor(n);
        assertFalse(expected.equals(before), () -> "this step leaves the count at " + n + ", so the test would see no change");
        try {
            waitFor(d -> verdictWords().equals(expected));
        } catch (TimeoutException e) {
            throw new AssertionError("expected the verdict \"" + expected + "\", the page shows \"" + verdictWords() + "\"", e);
        }
        return expected;
    }

    @Test
    void eachStepOfSettingASmallGridChangesTheVerdictsCountThenUndoReloadAndExportKeepIt() throws IOException {
        // The counts are the test's own: every filled 4x4 grid, filtered by what each rule means.
        List<int[][]> grids = FourByFour.all();
        Predicate<int[][]> cage = g -> g[0][0] + g[0][1] == 3 && g[0][0] != g[0][1];
        Predicate<int[][]> thermo = g -> g[1][2] < g[1][3];
        Predicate<int[][]> dot = g -> g[2][0] == 2 * g[2][1] || g[2][1] == 2 * g[2][0];
        Predicate<int[][]> given = g -> g[2][0] == 4;

        // A 4x4 grid: the size typed over the 9 in its box, Enter.
        WebElement size = driver.findElement(By.id("new-size"));
        new Actions(driver).click(size).sendKeys(Keys.END, Keys.BACK_SPACE, Keys.BACK_SPACE, "4", Keys.ENTER).perform();
        waitFor(d -> "size 4\n".equals(text()));
        String shown = awaitCount(FourByFour.count(grids), "");

        // A cage with its total: drag, R, "cage", Enter, the total, Enter.
        drag(new int[] {1, 1}, new int[] {1, 2});
        pickRule("cage");
        waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("rule-form")));
        type("3", Keys.ENTER);
        awaitLine("cage 3 r1c1 r1c2");
        shown = awaitCount(FourByFour.count(grids, cage), shown);

        // A thermometer, bulb first.
        drag(new int[] {2, 3}, new int[] {2, 4});
        pickRule("thermo");
        awaitLine("thermo r2c3 r2c4");
        shown = awaitCount(FourByFour.count(grids, cage, thermo), shown);

        // A black dot: click one cell, shift-click its neighbour.
        clickCell(3, 1);
        int[] next = cellOffset(3, 2);
        new Actions(driver).keyDown(Keys.SHIFT).moveToElement(driver.findElement(By.cssSelector("#board svg")), next[0], next[1])
                .click().keyUp(Keys.SHIFT).perform();
        waitFor(d -> ((Number) js("return state.selection.length;")).intValue() == 2);
        pickRule("black");
        awaitLine("black r3c1 r3c2");
        type(Keys.ESCAPE);
        waitFor(d -> ((Number) js("return state.selection.length;")).intValue() == 0);
        String beforeGiven = awaitCount(FourByFour.count(grids, cage, thermo, dot), shown);
        String rules = text();

        // A given: click the cell, type the digit.
        clickCell(3, 1);
        type("4");
        waitFor(d -> edits().equals(Map.of("r3c1", 4)));
        String last = awaitCount(FourByFour.count(grids, cage, thermo, dot, given), beforeGiven);

        // Undo shows the count before the given again; redo the given's verdict.
        withKeys("z", Keys.CONTROL);
        waitFor(d -> edits().isEmpty());
        waitFor(d -> verdictWords().equals(beforeGiven));
        withKeys("y", Keys.CONTROL);
        waitFor(d -> edits().equals(Map.of("r3c1", 4)));
        waitFor(d -> verdictWords().equals(last));

        // The address holds the state: a reload shows the same puzzle, given and verdict.
        String address = driver.getCurrentUrl();
        assertTrue(address.contains("#p="), address);
        driver.navigate().refresh();
        waitFor(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board svg rect.border")));
        waitFor(d -> verdictWords().equals(last));
        assertEquals(rules, text());
        assertEquals(Map.of("r3c1", 4), edits());
        assertEquals(rules, driver.findElement(By.id("puzzle-input")).getAttribute("value"));

        // The exports read back (by the server's importers) to the same rules and givens.
        Set<String> expected = ruleLines(rules, Map.of("r3c1", 4));
        assertTrue(expected.containsAll(Set.of("cage 3 r1c1 r1c2", "thermo r2c3 r2c4")), expected::toString);
        String link = export("fpuzzles");
        assertTrue(link.startsWith("https://"), link);
        assertEquals(expected, ruleLines(link, Map.of()));
        String iss = export("iss");
        assertEquals(expected, ruleLines(iss, Map.of()));
    }

    @Test
    void aRuleIsEditedFromTheGridOrItsListABadEditNamesItsLineAndDeleteRemovesIt() {
        driver.findElement(By.id("new-grid")).click();
        awaitVerdict("Multiple solutions");
        drag(new int[] {1, 1}, new int[] {1, 2}, new int[] {1, 3});
        pickRule("thermo");
        waitFor(d -> text().equals("size 9\nthermo r1c1 r1c2 r1c3\n"));
        awaitVerdict("Multiple solutions");
        // A double click on one of its cells opens the line for editing.
        int[] at = cellOffset(1, 2);
        new Actions(driver).moveToElement(driver.findElement(By.cssSelector("#board svg")), at[0], at[1]).doubleClick().perform();
        WebElement edit = waitFor(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#rule-list input.rule-edit")));
        assertEquals("thermo r1c1 r1c2 r1c3", edit.getAttribute("value"));
        edit.sendKeys(Keys.END, Keys.BACK_SPACE, "10", Keys.ENTER);
        waitFor(d -> text().equals("size 9\nthermo r1c1 r1c2 r1c10\n"));
        waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        String error = driver.findElement(By.id("error")).getText();
        assertTrue(error.startsWith("line 2, column ") && error.contains("thermo r1c1 r1c2 r1c10"), error);
        assertTrue(driver.findElement(By.cssSelector("[data-export='fpuzzles']")).getAttribute("disabled") != null,
                "no export while the puzzle cannot be read");
        js("document.getElementById('board').focus();");
        withKeys("z", Keys.CONTROL);
        waitFor(d -> text().equals("size 9\nthermo r1c1 r1c2 r1c3\n"));
        awaitVerdict("Multiple solutions");
        assertTrue(driver.findElement(By.cssSelector("[data-export='fpuzzles']")).getAttribute("disabled") == null);
        // The list: a click on the line edits it too; Delete removes it.
        clickOn(By.cssSelector("#rule-list code"));
        WebElement again = waitFor(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#rule-list input.rule-edit")));
        again.sendKeys(Keys.ESCAPE);
        waitFor(d -> count("#rule-list input.rule-edit") == 0);
        clickOn(By.cssSelector("#rule-list button.delete"));
        waitFor(d -> text().equals("size 9\n"));
        awaitVerdict("Multiple solutions");
        assertEquals(0, count("#board svg g.rule.thermo"));
    }

    @Test
    void outsideCluesComeFromTheSelectionAndGlobalRulesFromTheChecklist() {
        driver.findElement(By.id("new-grid")).click();
        awaitVerdict("Multiple solutions");
        // An X-sum read down column 3: its first cells from the top edge inwards.
        drag(new int[] {1, 3}, new int[] {2, 3});
        pickRule("xsum");
        waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("rule-form")));
        type("10", Keys.ENTER);
        awaitLine("xsum 10 r0c3");
        // A little killer along the diagonal of its first two cells.
        drag(new int[] {1, 2}, new int[] {2, 3});
        pickRule("littlekiller");
        waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("rule-form")));
        type("15", Keys.ENTER);
        awaitLine("littlekiller 15 r0c1 dr");
        // A sandwich on the row of its cells; a single edge cell says its side by itself.
        drag(new int[] {5, 9}, new int[] {5, 8});
        pickRule("sandwich");
        waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("rule-form")));
        type("10", Keys.ENTER);
        awaitLine("sandwich 10 r5");
        clickCell(9, 5);
        pickRule("skyscraper");
        waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("rule-form")));
        type("2", Keys.ENTER);
        awaitLine("skyscraper 2 r10c5");
        // The picker's arrows: "sum" lists sum, then sumline.
        drag(new int[] {8, 1}, new int[] {8, 2}, new int[] {8, 3});
        type("r");
        waitFor(d -> driver.switchTo().activeElement().getAttribute("id").equals("rule-search"));
        type("sum", Keys.ARROW_DOWN, Keys.ENTER);
        waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("rule-form")));
        assertEquals("sumline TOTAL LINE [loop]", driver.findElement(By.id("rule-form-title")).getText());
        type("5", Keys.ENTER);
        awaitLine("sumline 5 r8c1 r8c2 r8c3");
        awaitVerdict("Multiple solutions");
        assertEquals(1, count("#board svg g.rule.littlekiller"));
        // A dot between cells that do not touch is refused with a message, and nothing is added.
        String before = text();
        drag(new int[] {7, 1}, new int[] {7, 2}, new int[] {7, 3});
        pickRule("white");
        waitFor(d -> driver.findElement(By.id("error")).getText().contains("two adjacent cells"));
        assertEquals(before, text());
        // The checklist: ticking anti-knight adds its line, unticking removes it.
        driver.findElement(By.cssSelector("#globals-box summary")).click();
        clickOn(By.cssSelector("#globals input[data-line='antiknight']"));
        waitFor(d -> text().equals(before + "antiknight\n"));
        waitFor(d -> driver.findElement(By.cssSelector("#globals input[data-line='antiknight']")).isSelected());
        clickOn(By.cssSelector("#globals input[data-line='antiknight']"));
        waitFor(d -> text().equals(before));
    }

    @Test
    void theFirstEditOfAnImportedPuzzleConvertsItToNativeTextAndSaysSo() {
        String link = client.post("/api/export", question("size 9\ncage 3 r1c1 r1c2\n").put("format", "fpuzzles")).json()
                .get("text").asText();
        pasteAndDraw(link);
        awaitVerdict("Multiple solutions");
        drag(new int[] {5, 5}, new int[] {5, 6});
        pickRule("white");
        waitFor(d -> text().contains("white r5c5 r5c6\n"));
        assertTrue(driver.findElement(By.id("setter-notice")).getText().startsWith("Converted from puzzle link to native text"),
                driver.findElement(By.id("setter-notice")).getText());
        assertTrue(text().contains("cage 3 r1c1"), text());
        awaitVerdict("Multiple solutions");
        // Undo goes back to the link itself.
        js("document.getElementById('board').focus();");
        withKeys("z", Keys.CONTROL);
        waitFor(d -> text().equals(link));
        awaitVerdict("Multiple solutions");
    }

    @Test
    void aDamagedAddressSaysSoAndLeavesTheRestOfThePageWorking() {
        driver.get(address + "#p=" + "q1bKzUx".repeat(3));
        waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertTrue(driver.findElement(By.id("error")).getText().contains("cannot be read"),
                driver.findElement(By.id("error")).getText());
        driver.findElement(By.id("new-grid")).click();
        awaitVerdict("Multiple solutions");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Integer> edits() {
        Map<String, Object> raw = (Map<String, Object>) js("return state.edits;");
        Map<String, Integer> out = new java.util.TreeMap<>();
        raw.forEach((k, v) -> out.put(k, v == null ? null : ((Number) v).intValue()));
        return out;
    }
}
